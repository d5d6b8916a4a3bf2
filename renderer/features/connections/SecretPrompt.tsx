/** Asks again for an endpoint's secret key, which is never written to disk. */
import { useState, type FormEvent } from 'react';
import type { ConnectionInfo } from '../../../shared/api.js';
import { useApp } from '../../store/index.js';

/**
 * An endpoint kept from an earlier run with its own access key: its secret is never written to
 * disk, so it is typed again here, sent once to the main process and kept there in memory.
 */
export function SecretPrompt({ connection }: { connection: ConnectionInfo }) {
  const select = useApp((s) => s.selectConnection);
  const [secret, setSecret] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (secret !== '') void select(connection.id, undefined, secret);
  };
  return (
    <form className="inline-form secret-prompt" onSubmit={submit} aria-label="Secret key needed">
      <p>
        <strong>{connection.name} needs its secret key again.</strong> The endpoint, its region and its access key id
        {connection.accessKeyHint ? ` (${connection.accessKeyHint})` : ''} were kept; the secret never is, so type it
        once per run.
      </p>
      <label>
        Secret access key{' '}
        <input type="password" value={secret} onChange={(e) => setSecret(e.target.value)} autoComplete="off" required />
      </label>
      <button type="submit">Connect</button>
    </form>
  );
}
