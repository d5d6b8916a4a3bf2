/**
 * A run made by a dry run whose choices the user then changed will never start: it is dropped
 * (its journal and its spooled items) as soon as the choices differ, and the dialog goes back to
 * idle so the next Dry run makes a run of the choices on screen.
 */
import { useEffect } from 'react';
import type { ExplorerApi } from '../../../shared/api.js';

export function useDiscardStaleRun(
  api: Pick<ExplorerApi, 'discardBulkRun'>,
  stale: string | undefined,
  toIdle: () => void,
): void {
  useEffect(() => {
    if (stale === undefined) return;
    toIdle();
    void api.discardBulkRun({ runId: stale }).catch(() => undefined);
    // toIdle is a fresh closure each render; the run to drop is what decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, stale]);
}
