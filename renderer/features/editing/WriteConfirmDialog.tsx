/**
 * The guard rail before a write to a connection that is not local (an AWS profile, an endpoint
 * under amazonaws.com), shared by a commit and a bulk run: an alertdialog that names the account,
 * the region and the tables, and writes nothing until "Write to AWS" is pressed. Focus starts on
 * Cancel, so a stray Enter does not write; Escape cancels.
 */
import { useEffect, useRef } from 'react';
import type { WriteAccess } from '../../../shared/api-writes.js';

interface Props {
  /** The dialog's accessible name: "Confirm commit", "Confirm bulk run". */
  label: string;
  text: string;
  access: WriteAccess;
  tables: readonly string[];
  onAnswer(write: boolean): void;
}

export function WriteConfirmDialog({ label, text, access, tables, onAnswer }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  const id = `${label.toLowerCase().replace(/\W+/g, '-')}-text`;
  useEffect(() => {
    cancel.current?.focus();
  }, []);
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-label={label}
      aria-describedby={id}
      className="item-editor commit-confirm"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onAnswer(false);
      }}
    >
      <h3>Write to AWS?</h3>
      <p id={id}>{text}</p>
      <dl className="facts">
        <dt>Account</dt>
        <dd>{access.accountId ?? '(not known)'}</dd>
        <dt>Region</dt>
        <dd>{access.region}</dd>
        <dt>Table{tables.length === 1 ? '' : 's'}</dt>
        <dd>{tables.join(', ')}</dd>
        <dt>Connection</dt>
        <dd>
          {access.name}
          {access.endpoint ? ` (${access.endpoint})` : ''}
        </dd>
      </dl>
      <div className="item-editor-buttons">
        <button type="button" onClick={() => onAnswer(true)}>
          Write to AWS
        </button>
        <button type="button" ref={cancel} onClick={() => onAnswer(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
