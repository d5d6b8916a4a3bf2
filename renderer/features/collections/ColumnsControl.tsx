/** The choice of the grid's columns, kept per table. */
import { useMemo } from 'react';
import { count } from '../../../shared/text/count.js';
import { appStorage } from '../../api/service-storage.js';
import { chooseColumns, hiddenAttributes } from './columns.js';
import { savePickedColumns } from './column-storage.js';
import type { ReadSession } from '../../model/collections/read-session.js';

interface Props {
  session: ReadSession;
  version: number;
  typeFilter: string | null;
  connectionId: string | undefined;
  table: string;
  picked: readonly string[] | null;
}

/**
 * Says how many attributes no column shows, and lets the user pick the columns: every attribute
 * name the read has met, with how many items carry it. The pick is kept per table; "Automatic"
 * goes back to the columns chosen per entity.
 */
export function ColumnsControl({ session, version, typeFilter, connectionId, table, picked }: Props) {
  const { shown, shownMet, hidden, all } = useMemo(() => {
    const columns = chooseColumns(session, typeFilter, picked);
    const shownNames = columns.filter((c) => !c.isKey).map((c) => c.attribute!);
    const counts = session.attributes.counts(new Set(session.keyColumns));
    const met = new Set(counts.map(([n]) => n));
    return {
      shown: shownNames,
      // A column kept from another read of the table counts only if this read met its attribute:
      // "11 of 6 attributes" said nothing.
      shownMet: shownNames.filter((n) => met.has(n)).length,
      hidden: hiddenAttributes(session, typeFilter, columns),
      all: counts,
    };
    // `version` changes when pages land; the session grows in place.
  }, [session, version, typeFilter, picked]);
  const save = (names: readonly string[] | null) => savePickedColumns(appStorage(), connectionId, table, names);
  const toggle = (name: string, on: boolean) => {
    const next = on ? [...shown, name] : shown.filter((n) => n !== name);
    // Kept in the order of the list, so a column does not jump when another is added.
    save(all.map(([n]) => n).filter((n) => next.includes(n)));
  };
  // The key columns are always shown; the count and the note are about the other attributes.
  const noteText =
    all.length === 0
      ? 'the items read carry their keys only'
      : hidden.length > 0
        ? `${count(hidden.length, 'attribute')} not shown as columns`
        : 'every attribute has a column';
  return (
    <div className="columns-choice">
      <details>
        <summary aria-describedby="hidden-columns-note" title={noteText}>
          {all.length === 0 ? 'Columns (keys only)' : `Columns (${shownMet} of ${all.length} attributes)`}
        </summary>
        <div role="group" aria-label="Columns shown" className="columns-panel">
          <p className="muted">
            {picked ? 'Your pick for this table.' : 'Chosen per entity: what each type carries.'} The inspector shows
            every attribute of an item.
          </p>
          <ul>
            {all.map(([name, n]) => (
              <li key={name}>
                <label>
                  <input
                    type="checkbox"
                    checked={shown.includes(name)}
                    onChange={(e) => toggle(name, e.target.checked)}
                  />{' '}
                  <code>{name}</code>{' '}
                  <span className="muted">
                    {n.toLocaleString('en-US')}
                    <span className="visually-hidden"> item{n === 1 ? '' : 's'}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className="columns-actions">
            <button type="button" onClick={() => save(all.map(([n]) => n))}>
              Show all
            </button>
            <button type="button" disabled={picked === null} onClick={() => save(null)}>
              Automatic
            </button>
          </div>
        </div>
      </details>
      {/* Read out with the button; on screen the count on the button says it, and the toolbar does
          not grow (and move the grid under the pointer) when the note's text changes as a read ends. */}
      <span id="hidden-columns-note" className="visually-hidden" role="note">
        {noteText}
      </span>
    </div>
  );
}
