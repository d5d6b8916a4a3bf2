/** Adding an endpoint (DynamoDB Local or any compatible server) and how its requests are signed. */
import { useMemo, useState, type FormEvent } from 'react';
import { useApp } from '../../store/index.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { toErrorShape } from '../../store/async-state.js';
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import {
  checkDraft,
  emptyDraft,
  toRequest,
  type EndpointDraft,
  type EndpointField,
  type FieldErrors,
  type SignWith,
} from './endpoint-form.js';
import { FieldError, SignWithChoice } from './EndpointFormParts.js';

/**
 * DynamoDB Local, LocalStack, dynalite or any compatible server, by URL and region, signed the way
 * the AWS CLI would: with an access key id and secret, with a profile, or with the app's own key.
 */
export function AddEndpointForm({ onDone, initial }: { onDone: () => void; initial?: Partial<EndpointDraft> }) {
  const addEndpoint = useApp((s) => s.addEndpoint);
  const connections = useApp((s) => s.connections);
  const profiles = useMemo(
    () =>
      (connections.status === 'ready' ? connections.value : []).filter((c) => c.kind === 'profile').map((c) => c.name),
    [connections],
  );
  const [draft, setDraft] = useState<EndpointDraft>({ ...emptyDraft, ...initial });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<ApiErrorShape>();
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof EndpointDraft>(key: K, value: EndpointDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const found = checkDraft(draft);
    setErrors(found);
    const first = (Object.keys(found) as EndpointField[]).find((f) => found[f]);
    if (first) {
      // Keyboard and screen-reader users land on the first field to fix.
      document.getElementById(`endpoint-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await addEndpoint(toRequest(draft));
      onDone();
    } catch (err) {
      const shape = toErrorShape(err);
      const field = shape.field as EndpointField | undefined;
      // A refusal about one field is shown beside that field; anything else under the form.
      if (field && field in draft) {
        setErrors({ [field]: shape.message });
        document.getElementById(`endpoint-${field}`)?.focus();
      } else setError(shape);
    } finally {
      setBusy(false);
    }
  };

  const input = (field: EndpointField) => ({
    id: `endpoint-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `endpoint-${field}-error` : undefined,
  });

  return (
    <form className="endpoint-form" onSubmit={submit} aria-label="Add endpoint" noValidate>
      <div className="field">
        <label htmlFor="endpoint-endpoint">Endpoint URL</label>
        <input
          {...input('endpoint')}
          type="url"
          value={draft.endpoint}
          onChange={(e) => set('endpoint', e.target.value)}
          spellCheck={false}
        />
        <FieldError id="endpoint-endpoint-error" message={errors.endpoint} />
      </div>
      <div className="field">
        <label htmlFor="endpoint-region">Region</label>
        <input
          {...input('region')}
          value={draft.region}
          onChange={(e) => set('region', e.target.value)}
          size={12}
          spellCheck={false}
        />
        <FieldError id="endpoint-region-error" message={errors.region} />
      </div>
      <SignWithChoice
        value={draft.signWith}
        onChange={(v: SignWith) => set('signWith', v)}
        hasProfiles={profiles.length > 0}
      />
      {draft.signWith === 'access-key' ? (
        <>
          <div className="field">
            <label htmlFor="endpoint-accessKeyId">Access key ID</label>
            <input
              {...input('accessKeyId')}
              value={draft.accessKeyId}
              onChange={(e) => set('accessKeyId', e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
            <FieldError id="endpoint-accessKeyId-error" message={errors.accessKeyId} />
          </div>
          <div className="field">
            <label htmlFor="endpoint-secretAccessKey">Secret access key</label>
            <input
              {...input('secretAccessKey')}
              type="password"
              value={draft.secretAccessKey}
              onChange={(e) => set('secretAccessKey', e.target.value)}
              autoComplete="new-password"
            />
            <FieldError id="endpoint-secretAccessKey-error" message={errors.secretAccessKey} />
          </div>
        </>
      ) : null}
      {draft.signWith === 'profile' ? (
        <div className="field">
          <label htmlFor="endpoint-profile">Profile</label>
          <select {...input('profile')} value={draft.profile} onChange={(e) => set('profile', e.target.value)}>
            <option value="">Choose a profile…</option>
            {profiles.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          <FieldError id="endpoint-profile-error" message={errors.profile} />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="endpoint-name">Name (optional)</label>
        <input {...input('name')} value={draft.name} onChange={(e) => set('name', e.target.value)} />
        <FieldError id="endpoint-name-error" message={errors.name} />
      </div>
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          Connect
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
      {busy ? (
        <p role="status" className="muted">
          Checking that the endpoint answers as DynamoDB and lists its tables…
        </p>
      ) : null}
      {error ? <ErrorNotice title="The endpoint was not added" error={error} /> : null}
    </form>
  );
}
