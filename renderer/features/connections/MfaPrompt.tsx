/** Asks for an MFA code when an assume-role profile needs one. */
import { useState, type FormEvent } from 'react';
import type { ConnectionInfo } from '../../../shared/api.js';
import { useApp } from '../../store/index.js';

/** Assume-role profiles with mfa_serial: the code is typed here and used once, in the main process. */
export function MfaPrompt({ connection, message }: { connection: ConnectionInfo; message: string }) {
  const select = useApp((s) => s.selectConnection);
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void select(connection.id, code);
  };
  return (
    <form className="inline-form" onSubmit={submit} aria-label="MFA code">
      <p>{message}</p>
      <label>
        MFA code{' '}
        <input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          pattern="\d{6}"
          autoComplete="one-time-code"
          required
        />
      </label>
      <button type="submit">Connect</button>
    </form>
  );
}
