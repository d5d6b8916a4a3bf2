/**
 * Which bulk runs a dialog draws already (Copy's "Copy run", Import's run): the bulk form's run
 * list then links to that view instead of drawing the same run a second time beside it. A view
 * registers while it is on screen; the registry is the screen's, not the store's, as it only says
 * where a run is drawn.
 */
import { useEffect, useSyncExternalStore } from 'react';

export interface RunOwner {
  /** The accessible name of the region that draws the run ("Copy run"). */
  region: string;
  /** The element id of that region, to bring it into view. */
  elementId: string;
}

const owners = new Map<string, RunOwner>();
const listeners = new Set<() => void>();
const told = () => listeners.forEach((l) => l());

export const runElementId = (runId: string) => `bulk-run-${runId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** Marks `runId` as drawn in the region named `region` while the caller is on screen. */
export function useOwnsRun(runId: string | undefined, region: string | undefined): void {
  useEffect(() => {
    if (!runId || !region) return;
    const owner = { region, elementId: runElementId(runId) };
    owners.set(runId, owner);
    told();
    return () => {
      if (owners.get(runId) === owner) owners.delete(runId);
      told();
    };
  }, [runId, region]);
}

/** Where `runId` is drawn already, if anywhere. */
export function useRunOwner(runId: string | undefined): RunOwner | undefined {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (runId ? owners.get(runId) : undefined),
  );
}
