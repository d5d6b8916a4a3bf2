/**
 * The store's one "ask before writing" (store/write-question-slice.ts) as the page shows it: the
 * guard rail before a commit ("Confirm commit"), a bulk run ("Confirm bulk run") or an undo
 * ("Confirm undo") writes to a connection that is not local, in the shared WriteConfirmDialog.
 * The sandbox and local endpoints never ask.
 */
import type { WriteQuestion } from '../../store/write-question-slice.js';
import { useApp } from '../../store/index.js';
import { WriteConfirmDialog } from './WriteConfirmDialog.js';

type Where = Pick<WriteQuestion, 'access' | 'tables' | 'count'>;

const accountOf = ({ access }: Where) =>
  access.accountId ? `account ${access.accountId}` : 'an account the connection did not name';

export function confirmText(q: Where): string {
  const { access, tables, count } = q;
  return `Write ${count} change${count === 1 ? '' : 's'} to table${tables.length === 1 ? '' : 's'} ${tables.join(', ')} in ${accountOf(q)}, region ${access.region}, through ${access.name}? This is not a local connection: the writes change real data.`;
}

export function bulkRunText(q: Where): string {
  return `Run a bulk change on ${q.count.toLocaleString('en-US')} items of table ${q.tables.join(', ')} in ${accountOf(q)}, region ${q.access.region}, through ${q.access.name}? This is not a local connection: the writes change real data.`;
}

export function undoText(q: Where): string {
  const { access, tables, count } = q;
  return `Undo ${count.toLocaleString('en-US')} change${count === 1 ? '' : 's'} to table${tables.length === 1 ? '' : 's'} ${tables.join(', ')} in ${accountOf(q)}, region ${access.region}, through ${access.name}? This is not a local connection: the writes change real data.`;
}

const LABELS = { commit: 'Confirm commit', 'bulk run': 'Confirm bulk run', undo: 'Confirm undo' } as const;
const TEXTS = { commit: confirmText, 'bulk run': bulkRunText, undo: undoText } as const;

export function WriteQuestionPrompt() {
  const question = useApp((s) => s.writeQuestion);
  const answer = useApp((s) => s.answerWriteQuestion);
  if (!question) return null;
  return (
    <WriteConfirmDialog
      label={LABELS[question.kind]}
      text={TEXTS[question.kind](question)}
      access={question.access}
      tables={question.tables}
      onAnswer={answer}
    />
  );
}
