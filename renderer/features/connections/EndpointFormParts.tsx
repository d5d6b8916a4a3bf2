/** Pieces of the endpoint form: a field's error and the signing choice. */
import type { SignWith } from './endpoint-form.js';

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

const CHOICES: Array<{ value: SignWith; label: string; hint: string }> = [
  {
    value: 'local-key',
    label: "The app's local key",
    hint: 'a fixed key; fine for DynamoDB Local started with -sharedDb',
  },
  { value: 'access-key', label: 'An access key', hint: 'the key id and secret your tables were made with' },
  { value: 'profile', label: 'A profile', hint: 'the credentials of a profile in your AWS config' },
];

/** How requests to the endpoint are signed; DynamoDB Local keeps one database per access key and region. */
export function SignWithChoice({
  value,
  onChange,
  hasProfiles,
}: {
  value: SignWith;
  onChange: (v: SignWith) => void;
  hasProfiles: boolean;
}) {
  return (
    <fieldset className="sign-with">
      <legend>Sign requests with</legend>
      {CHOICES.map((c) => (
        <label key={c.value} title={c.hint}>
          <input
            type="radio"
            name="sign-with"
            value={c.value}
            checked={value === c.value}
            onChange={() => onChange(c.value)}
            disabled={c.value === 'profile' && !hasProfiles}
          />{' '}
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}
