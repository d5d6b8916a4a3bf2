/**
 * "Create table" by the tables list, and "Create table from design" in the Design tab: both open
 * the one "Create table" dialog, empty or filled from the design on screen. From the design, the
 * model file imported for this table (kept by the design slice) fills it when there is one, since
 * the file has what the design does not keep: key types, INCLUDE's attributes, sample items.
 */
import { useState } from 'react';
import type { TableDesign } from '../../../shared/design/model/table-design.js';
import { emptyDraft } from '../../../shared/table-admin/create-table-draft.js';
import { draftFromDescribedDesign, draftFromModelText } from '../../../shared/table-admin/draft-from-model.js';
import { useAppStore, type AppState } from '../../store/index.js';
import { valueOf } from '../../store/async-state.js';
import { CreateTableDialog, type CreateTableStart } from './CreateTableDialog.js';

export function CreateTableButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-expanded={open}>
        Create table
      </button>
      {open ? <CreateTableDialog start={{ draft: emptyDraft(), samples: [] }} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** A name no table on the connection has: the design's own, else with "-local" (and a number) after it. */
function freeName(name: string, taken: readonly string[]): string {
  if (!taken.includes(name)) return name;
  for (let n = 1; ; n++) {
    const candidate = `${name}-local${n === 1 ? '' : `-${n}`}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

function startFromDesign(s: AppState, design: TableDesign): CreateTableStart {
  const taken = valueOf(s.tables) ?? [];
  const file = s.designModelFile;
  if (file && file.table === s.designTable) {
    try {
      const m = draftFromModelText(file.text);
      return {
        draft: { ...m.draft, tableName: freeName(m.draft.tableName, taken) },
        samples: m.samples,
        source: `Filled from the imported model ${file.name}`,
      };
    } catch {
      // The file was read once when imported; if it no longer reads, the design still does.
    }
  }
  const described = s.table.status === 'ready' && s.table.value.TableName === design.tableName ? s.table.value : null;
  const draft = draftFromDescribedDesign(design, described);
  return {
    draft: { ...draft, tableName: freeName(draft.tableName, taken) },
    samples: [],
    source: `Filled from the design of ${design.tableName}`,
  };
}

export function CreateTableFromDesign({ design }: { design: TableDesign }) {
  const [start, setStart] = useState<CreateTableStart | null>(null);
  const store = useAppStore();
  return (
    <>
      <button type="button" onClick={() => setStart(startFromDesign(store.getState(), design))}>
        Create table from design
      </button>
      {start ? <CreateTableDialog start={start} onClose={() => setStart(null)} /> : null}
    </>
  );
}
