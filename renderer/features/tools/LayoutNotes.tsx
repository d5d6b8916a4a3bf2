/** The layout checks' notes over the read, each under its collection. */
import { useCallback } from 'react';
import type { LayoutNote } from '../../../shared/collections/checks/index.js';
import { keptModelOf } from '../../store/design-slice.js';
import { useApp } from '../../store/index.js';
import { useAfterPaint } from '../../ui/use-after-paint.js';
import { countRender } from '../../ui/render-count.js';
import { RowModel, parentReachInput } from '../collections/index.js';
import { useSteps } from '../../ui/use-steps.js';
import { groupNotes, readNoteSteps } from './layout-notes.js';

const SEVERITY: Record<LayoutNote['severity'], string> = { info: 'Note', warning: 'Warning', error: 'Problem' };

export function NoteList({ notes, label }: { notes: readonly LayoutNote[]; label: string }) {
  if (notes.length === 0) return null;
  return (
    <ul className="layout-notes" aria-label={label}>
      {notes.map((note, i) => (
        <li key={i} className={`layout-note severity-${note.severity}`} data-check={note.check}>
          <strong>{SEVERITY[note.severity]}:</strong> {note.message}
        </li>
      ))}
    </ul>
  );
}

/**
 * The layout checks over the read on screen, each note under the collection it is about, with a
 * way to open that collection in the results. Computed once the read has stopped, not per page.
 */
export function LayoutNotes() {
  countRender('LayoutNotes');
  const status = useApp((s) => s.read.status);
  const built = useApp((s) => s.read.built);
  const session = useApp((s) => s.session);
  const table = useApp((s) => s.table);
  const view = useApp((s) => s.view);
  const choices = useApp((s) => s.designChoices);
  const kept = useApp(keptModelOf);
  const toggle = useApp((s) => s.toggleCollection);
  const setActiveRow = useApp((s) => s.setActiveRow);
  // The frame that shows the read's end is painted first; the checks (a pass over every item) follow.
  const settled = useAfterPaint(status !== 'reading' && status !== 'idle');
  // Read only once settled: while pages land they change on each one, and nothing here uses them.
  const progress = useApp((s) => (settled ? s.read.progress : undefined));
  const version = useApp((s) => (settled ? s.read.version : -1));
  const ready = settled && session !== null && built !== undefined;
  const make = useCallback(
    () =>
      readNoteSteps(
        session!,
        built!,
        progress,
        table.status === 'ready' ? table.value : null,
        parentReachInput(session!, built!, progress, choices, kept),
      ),
    // `version` stands for the session, which grows in place (a parent choice relabels it).
    [session, built, progress, version, table, choices, kept],
  );
  // A pass over every item read, in slices between frames (a big Scan's would be one long task).
  const notes = useSteps(ready ? make : null, session) ?? [];
  if (!session || notes.length === 0) return null;
  const show = (pk: string) => {
    const c = session.grouper.collections.find((x) => x.partitionKeyText === pk);
    if (!c) return;
    toggle(c.key, true);
    const model = new RowModel(session.grouper.collections, {
      isExpanded: (x) => x === c || view.collapsedByDefault === view.toggled.has(x.key),
      typeFilter: view.typeFilter,
    });
    const row = model.rowOfCollection(c);
    if (row >= 0) setActiveRow(row);
    document.querySelector<HTMLElement>('[role="treegrid"][aria-label="Item collections"]')?.focus();
  };
  return (
    <section className="layout-notes-panel" aria-label="Layout notes">
      <h3>Layout notes</h3>
      {groupNotes(notes).map((g) => (
        <div key={g.collectionPk ?? '(read)'} className="note-group" data-collection={g.collectionPk ?? undefined}>
          <p className="note-group-head">
            {g.collectionPk !== null ? (
              <>
                Collection <code>{g.collectionPk}</code>{' '}
                <button type="button" onClick={() => show(g.collectionPk!)}>
                  Show in results
                </button>
              </>
            ) : (
              'The read as a whole'
            )}
          </p>
          <NoteList
            notes={g.notes}
            label={g.collectionPk !== null ? `Notes on ${g.collectionPk}` : 'Notes on the read'}
          />
        </div>
      ))}
    </section>
  );
}
