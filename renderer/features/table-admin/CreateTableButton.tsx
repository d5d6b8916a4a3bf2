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

/** The dialog names the table: the design's own name, or the first one free on the target connection. */
function startFromDesign(s: AppState, design: TableDesign): CreateTableStart {
  const file = s.designModelFile;
  if (file && file.table === s.designTable) {
    try {
      const m = draftFromModelText(file.text);
      return {
        draft: m.draft,
        baseName: m.draft.tableName,
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
    draft,
    baseName: draft.tableName,
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
