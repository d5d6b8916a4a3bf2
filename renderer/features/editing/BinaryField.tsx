/**
 * A B value of the item form (ValueField.tsx), alone or as a member of a BS set: base64 as typed,
 * with its bytes as hex beside it so the user sees what the text decodes to before it is written.
 */
import { hexView } from '../../../shared/writes/form/binary-view.js';

export function BinaryField({
  id,
  path,
  text,
  invalid,
  onChange,
}: {
  id: string;
  path: string;
  text: string;
  invalid: object;
  onChange(t: string): void;
}) {
  const hex = hexView(text);
  return (
    <span className="form-binary">
      <input
        id={id}
        className="form-text"
        spellCheck={false}
        value={text}
        placeholder="base64"
        {...invalid}
        onChange={(e) => onChange(e.target.value)}
      />
      <output aria-label={`${path} as hex`} className="form-hex">
        {hex ? `${hex.bytes} byte${hex.bytes === 1 ? '' : 's'}: ${hex.hex}${hex.cut ? ' …' : ''}` : 'not base64 yet'}
      </output>
    </span>
  );
}
