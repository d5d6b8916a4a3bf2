/**
 * The dialog's run: made once from the file (import-run.ts) when "Dry run" or "Import" is pressed
 * first, and made again only when a choice it was made with changes. A write to a connection that
 * is not local asks first (the store's one question), as a commit does; "Import" starts the run
 * and the bulk slice watches it (Stop, Resume and Undo act on it there).
 */
import { useRef, useState } from 'react';
import type { BulkDryRun } from '../../../shared/api-bulk.js';
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import type { WriteConfirmation } from '../../../shared/writes/write-confirmation.js';
import { toErrorShape } from '../../store/async-state.js';
import { useApp, useAppStore } from '../../store/index.js';
import { createImportRun, type ImportRunRequest } from './import-run.js';

type Made = { signature: string; runId: string; confirmed: { confirmed?: WriteConfirmation } };

export interface ImportRunState {
  /** Sending the file's items to the run: how many so far. */
  sending?: number;
  dryRun?: BulkDryRun;
  runId?: string;
  error?: ApiErrorShape;
  busy: boolean;
  dry(): Promise<void>;
  start(): Promise<void>;
}

/** `request` without its confirm; `signature` says which choices it was made with. */
export function useImportRun(
  request: Omit<ImportRunRequest, 'confirmed'> | undefined,
  signature: string,
  items: number,
): ImportRunState {
  const api = useApp((s) => s.api);
  const store = useAppStore();
  const made = useRef<Made>(undefined);
  const [sending, setSending] = useState<number>();
  const [dry, setDry] = useState<{ signature: string; answer: BulkDryRun }>();
  const dryRun = dry?.signature === signature ? dry.answer : undefined;
  const [runId, setRunId] = useState<string>();
  const [error, setError] = useState<ApiErrorShape>();
  const [busy, setBusy] = useState(false);
  if (made.current && made.current.signature !== signature) made.current = undefined;

  const make = async (): Promise<Made | null> => {
    if (made.current) return made.current;
    if (!request) return null;
    const access = await api.getWriteAccess({ connectionId: request.connectionId });
    const confirmed = await store.getState().confirmBeforeWriting({
      kind: 'bulk run',
      access,
      tables: [request.table.TableName],
      count: items,
    });
    if (!confirmed) return null;
    setSending(0);
    const id = await createImportRun(api, { ...request, confirmed }, new AbortController().signal, setSending);
    setSending(undefined);
    made.current = { signature, runId: id, confirmed };
    return made.current;
  };

  const guarded = (work: () => Promise<void>) => async () => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (e) {
      setSending(undefined);
      setError(toErrorShape(e));
    } finally {
      setBusy(false);
    }
  };

  const dryOf = async (run: Made) => {
    const answer = await api.dryRunBulk({ runId: run.runId });
    setDry({ signature: run.signature, answer });
    return answer;
  };

  return {
    sending,
    dryRun,
    runId,
    error,
    busy,
    dry: guarded(async () => {
      const run = await make();
      if (run) await dryOf(run);
    }),
    start: guarded(async () => {
      const run = await make();
      if (!run) return;
      // "Overwrite only if unchanged" compares with the target as the dry run read it: so one comes first.
      if (request?.whenExists === 'overwrite-if-unchanged' && !dryRun) await dryOf(run);
      await api.runBulk({ ...run.confirmed, runId: run.runId });
      setRunId(run.runId);
      made.current = undefined;
      await store.getState().showBulkRun(run.runId);
    }),
  };
}
