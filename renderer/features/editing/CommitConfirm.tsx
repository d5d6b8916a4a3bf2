/**
 * The guard rail before a write to a connection that is not local (an AWS profile, an endpoint
 * under amazonaws.com): an alertdialog that names the account, the region and the tables, and
 * writes nothing until "Write to AWS" is pressed. Focus starts on Cancel, so a stray Enter does
 * not write; Escape cancels. The sandbox and local endpoints never ask.
 */
import { useEffect, useRef } from 'react';
import type { CommitConfirm as Question } from '../../store/editing-slice.js';
import { useApp } from '../../store/index.js';

export function confirmText({ access, tables, count }: Question): string {
  const account = access.accountId ? `account ${access.accountId}` : 'an account the connection did not name';
  return `Write ${count} change${count === 1 ? '' : 's'} to table${tables.length === 1 ? '' : 's'} ${tables.join(', ')} in ${account}, region ${access.region}, through ${access.name}? This is not a local connection: the writes change real data.`;
}

export function CommitConfirm() {
  const question = useApp((s) => s.commitConfirm);
  const answer = useApp((s) => s.answerCommitConfirm);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => { if (question) cancel.current?.focus(); }, [question]);
  if (!question) return null;
  const { access, tables } = question;
  return (
    <div role="alertdialog" aria-modal="true" aria-label="Confirm commit" aria-describedby="commit-confirm-text" className="item-editor commit-confirm"
      onKeyDown={(e) => { if (e.key === 'Escape') answer(false); }}>
      <h3>Write to AWS?</h3>
      <p id="commit-confirm-text">{confirmText(question)}</p>
      <dl className="facts">
        <dt>Account</dt><dd>{access.accountId ?? '(not known)'}</dd>
        <dt>Region</dt><dd>{access.region}</dd>
        <dt>Table{tables.length === 1 ? '' : 's'}</dt><dd>{tables.join(', ')}</dd>
        <dt>Connection</dt><dd>{access.name}{access.endpoint ? ` (${access.endpoint})` : ''}</dd>
      </dl>
      <div className="item-editor-buttons">
        <button type="button" onClick={() => answer(true)}>Write to AWS</button>
        <button type="button" ref={cancel} onClick={() => answer(false)}>Cancel</button>
      </div>
    </div>
  );
}
