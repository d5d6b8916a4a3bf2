/**
 * The commit's guard rail (WriteConfirmDialog): before staged changes are written to a connection
 * that is not local. The sandbox and local endpoints never ask.
 */
import type { CommitConfirm as Question } from '../../store/editing-slice.js';
import { useApp } from '../../store/index.js';
import { WriteConfirmDialog } from './WriteConfirmDialog.js';

export function confirmText({ access, tables, count }: Question): string {
  const account = access.accountId ? `account ${access.accountId}` : 'an account the connection did not name';
  return `Write ${count} change${count === 1 ? '' : 's'} to table${tables.length === 1 ? '' : 's'} ${tables.join(', ')} in ${account}, region ${access.region}, through ${access.name}? This is not a local connection: the writes change real data.`;
}

export function CommitConfirm() {
  const question = useApp((s) => s.commitConfirm);
  const answer = useApp((s) => s.answerCommitConfirm);
  if (!question) return null;
  return <WriteConfirmDialog label="Confirm commit" text={confirmText(question)} access={question.access} tables={question.tables} onAnswer={answer} />;
}
