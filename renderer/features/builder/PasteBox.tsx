/** Pasting a request, a program or a CLI command into the builder, which becomes the form. */
import { useEffect, useId, useState } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { useApp } from '../../store/index.js';

/** One empty list: a selector that answers a new [] each time makes React render for ever. */
const NO_TABLES: readonly string[] = [];

const EXAMPLE = `{
  "KeyConditionExpression": "#pk = :pk AND begins_with(#sk, :prefix)",
  "ExpressionAttributeNames": { "#pk": "PK", "#sk": "SK" },
  "ExpressionAttributeValues": { ":pk": { "S": "ORG#acme" }, ":prefix": { "S": "USER#" } }
}`;

/** Paste a request (JSON, a program, or an AWS CLI command) and it becomes the form. */
export function PasteBox({ table }: { table: TableDescription }) {
  const id = useId();
  const [text, setText] = useState('');
  const paste = useApp((s) => s.pasteIntoBuilder);
  // Another table's paste is not this one's to show.
  const outcome = useApp((s) => (s.pasteOutcome?.table === table.TableName ? s.pasteOutcome : null));
  // Opens when a paste has something to say, e.g. after "Open table X and paste there" brought us here.
  const [open, setOpen] = useState(outcome !== null);
  useEffect(() => {
    if (outcome) setOpen(true);
  }, [outcome]);
  const pasteThere = useApp((s) => s.pasteIntoTable);
  const listed = useApp((s) => (s.tables.status === 'ready' ? s.tables.value : NO_TABLES));
  const other = outcome?.otherTable;
  const switchTo =
    other !== undefined && listed.includes(other) ? (
      <button type="button" onClick={() => void pasteThere(other, text)}>
        Open table {other} and paste there
      </button>
    ) : other !== undefined ? (
      <p>This connection lists no table &quot;{other}&quot;.</p>
    ) : null;
  return (
    <details className="paste-box" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Paste a request or expressions</summary>
      <div className="paste-body">
        <label htmlFor={id}>Pasted request</label>
        <span className="field-hint" id={`${id}-hint`}>
          A whole Query or Scan input, or just its expressions and their maps as one object: JSON, a whole JavaScript
          (SDK v3 or lib-dynamodb) or Python (boto3) program such as the Code tabs give, or an &quot;aws dynamodb
          query&quot; / &quot;scan&quot; command.
        </span>
        <textarea
          id={id}
          rows={6}
          spellCheck={false}
          value={text}
          placeholder={EXAMPLE}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="form-actions">
          <button type="button" onClick={() => paste(table, text)}>
            Fill the form from the pasted text
          </button>
        </div>
        {outcome && !outcome.ok ? (
          <div role="alert" className="form-problems">
            <strong>Could not read the pasted text:</strong>
            <ul>
              {outcome.messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
            {switchTo}
          </div>
        ) : outcome?.ok ? (
          <div role="status" className="info-notice">
            <p>The form now holds the pasted request.</p>
            {outcome.messages.length ? (
              <ul>
                {outcome.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            ) : null}
            {switchTo}
          </div>
        ) : null}
      </div>
    </details>
  );
}
