/**
 * The builder's read opened as the PartiQL SELECT that reads the same items (in the PartiQL tab),
 * or, when it cannot be, the reason beside the button.
 */
import { useState } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import { useApp } from '../../store/index.js';
import type { BuilderDraft } from '../../model/builder/builder-draft.js';
import type { BuiltBuilder } from '../../model/builder/build-request.js';
import { builderToStatement } from './builder-bridge.js';
import { openAsPartiql } from './partiql-drafts.js';

export function OpenAsPartiql({
  built,
  draft,
  table,
}: {
  built: BuiltBuilder;
  draft: BuilderDraft;
  table: TableDescription;
}) {
  const setReadEditor = useApp((s) => s.setReadEditor);
  const [reason, setReason] = useState('');
  const open = () => {
    const r = builderToStatement(built, draft, table);
    if (!r.ok) {
      setReason(`Not opened as PartiQL: ${r.reason}.`);
      return;
    }
    openAsPartiql(table.TableName, r.statement, r.parameters);
    setReadEditor('partiql');
  };
  return (
    <div className="bridge">
      <button type="button" onClick={open}>
        Open as PartiQL
      </button>
      <span role="status" aria-label="Builder to PartiQL" className="muted">
        {reason}
      </span>
    </div>
  );
}
