/** Importing a model file and exporting the design as NoSQL Workbench JSON or a OneTable schema. */
import { useRef, useState } from 'react';
import { exportNoSqlWorkbench } from '../../../shared/design/formats/nosql-workbench-export.js';
import { exportOneTable } from '../../../shared/design/formats/onetable.js';
import { indexesOf } from '../../../shared/design/model/described-indexes.js';
import type { TableDesign } from '../../../shared/design/model/table-design.js';
import type { Item, ScalarAttributeType } from '../../../shared/dynamo/types.js';
import { useApp } from '../../store/index.js';
import { safeFileName, saveAsDownload } from '../../ui/save-file.js';

async function* once(text: string) {
  yield text;
}

/**
 * Import a model file; export the design in force as NoSQL Workbench JSON or a OneTable schema
 * (`design` null: there is none yet, so only the import).
 */
export function ModelFiles({
  design,
  samples: samplesFor,
}: {
  design: TableDesign | null;
  samples: () => Record<string, Item[]>;
}) {
  const importFile = useApp((s) => s.importDesignFile);
  const clearModel = useApp((s) => s.clearDesignModel);
  const hasModel = useApp((s) => s.designChoices.model !== null);
  const table = useApp((s) => s.table);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string; warnings: string[] } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const types: Record<string, ScalarAttributeType> = {};
  if (table.status === 'ready')
    for (const d of table.value.AttributeDefinitions ?? []) types[d.AttributeName] = d.AttributeType;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    setOutcome(importFile(text, file.name));
    if (input.current) input.current.value = '';
  };
  const download = async (kind: 'workbench' | 'onetable') => {
    if (!design) return;
    const described = table.status === 'ready' && table.value.TableName === design.tableName ? table.value : null;
    // An imported model goes out as it came in; an inferred one gets the table's indexes.
    const full = hasModel || design.indexes || !described ? design : { ...design, indexes: indexesOf(described) };
    const samples = samplesFor();
    const json =
      kind === 'workbench'
        ? exportNoSqlWorkbench(full, { samples, attributeTypes: types })
        : exportOneTable(full, { samples });
    const name = safeFileName(`${full.tableName}-${kind === 'workbench' ? 'nosql-workbench' : 'onetable'}`, 'json');
    await saveAsDownload(once(`${JSON.stringify(json, null, 2)}\n`), {
      suggestedName: name,
      mimeType: 'application/json',
      extension: 'json',
      description: 'JSON',
    });
    setOutcome({ ok: true, message: `Saved ${name}.`, warnings: [] });
  };
  return (
    <div className="design-files">
      <div className="form-row">
        <div className="field">
          <label htmlFor="design-import">Import a model (NoSQL Workbench JSON or OneTable schema)</label>
          <input
            id="design-import"
            ref={input}
            type="file"
            accept=".json,application/json"
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
            }}
          />
        </div>
        {hasModel ? (
          <button
            type="button"
            onClick={() => {
              clearModel();
              setOutcome(null);
            }}
          >
            Forget the imported model
          </button>
        ) : null}
        {design ? (
          <>
            <button
              type="button"
              onClick={() => {
                void download('workbench');
              }}
            >
              Export NoSQL Workbench model
            </button>
            <button
              type="button"
              onClick={() => {
                void download('onetable');
              }}
            >
              Export OneTable schema
            </button>
          </>
        ) : null}
      </div>
      {outcome ? (
        <div role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'design-outcome' : 'error-notice'}>
          <p>{outcome.message}</p>
          {outcome.warnings.length ? (
            <ul>
              {outcome.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
