/**
 * "Resume" on a history entry: the read it names is opened as its address opens it (connection,
 * table, form), then run from the keys the entry kept, in a fresh session: the grid shows the rest
 * of the read, not a re-read of what came before, and the status line says where it resumed from.
 * Works after a restart too: the keys are in the entry, the items never were.
 */
import type { StoreApi } from 'zustand';
import type { HistoryEntry } from '../model/history/query-history.js';
import { readOfDraft } from '../model/query/read-of-draft.js';
import { formatRoute, parseRoute } from '../routing/query-route.js';
import { currentLink } from './connections-slice.js';
import type { AppState } from './index.js';

const RESUMING = 'Resuming this read from where it stopped…';

export async function resumeHistoryEntry(store: StoreApi<AppState>, entry: HistoryEntry): Promise<boolean> {
  const parsed = parseRoute(entry.route);
  if (!parsed || !entry.resume) return false;
  // Opened but held: openRoute would otherwise run the read from its first page.
  await store.getState().openRoute(parsed, RESUMING);
  const s = store.getState();
  // The link could not be opened as it was (a parameter left out, the table gone): it says so itself.
  if (s.linkNotice?.message !== RESUMING) return false;
  if (s.table.status !== 'ready' || s.table.value.TableName !== parsed.draft.table) return false;
  const draft = s.draftFor(parsed.draft.table);
  const result = readOfDraft.of(draft, s.table.value);
  if (!result.ok) {
    store.setState({ formProblems: result.problems, linkNotice: null });
    return false;
  }
  store.setState({ draft, formProblems: [], linkNotice: null });
  await s.runRead(result.read, formatRoute(draft, currentLink(s)), entry.resume);
  return true;
}
