/**
 * The dialog's run: made once from the file (import-run.ts) when "Dry run" or "Import" is pressed
 * first, and made again only when a choice it was made with changes (the old run, never started,
 * is discarded). Making the run and its dry run write nothing, so they ask nothing; "Import" asks
 * once on a connection that is not local (the store's one question, as a commit does), starts the
 * run, and the bulk slice watches it (Stop, Resume and Undo act on it there).
 */
import { useEffect, useRef, useState } from 'react';
import type { BulkDryRun } from '../../../shared/api-bulk.js';
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import type { WriteConfirmation } from '../../../shared/writes/write-confirmation.js';
import { toErrorShape } from '../../store/async-state.js';
import { useApp, useAppStore } from '../../store/index.js';
import { createImportRun, type ImportRunRequest } from './import-run.js';

type Made = { signature: string; runId: string };

export interface ImportRunState {
  /** Sending the file's items to the run: how many so far. */
  sending?: number;
  dryRun?: BulkDryRun;
  /** The run started with the choices on screen (then Dry run and Import are done with). */
  runId?: string;
  /** The run started last, with these choices or others (another file chosen since). */
  lastRunId?: string;
  error?: ApiErrorShape;
  busy: boolean;
  dry(): Promise<void>;
  start(): Promise<void>;
}

/** `request` without its confirm; `signature` says which choices it was made with. */
export function useImportRun(request: ImportRunRequest | undefined, signature: string, items: number): ImportRunState {
  const api = useApp((s) => s.api);
  const store = useAppStore();
  const made = useRef<Made>(undefined);
  const [sending, setSending] = useState<number>();
  const [dry, setDry] = useState<{ signature: string; answer: BulkDryRun }>();
  const dryRun = dry?.signature === signature ? dry.answer : undefined;
  const [started, setStarted] = useState<Made>();
  const [error, setError] = useState<ApiErrorShape>();
  const [busy, setBusy] = useState(false);
  // A run made with other choices is of no use now: dropped, journal and items (never started).
  useEffect(() => {
    const old = made.current;
    if (!old || old.signature === signature) return;
    made.current = undefined;
    void api.discardBulkRun({ runId: old.runId }).catch(() => undefined);
  }, [api, signature]);

  const make = async (): Promise<Made | null> => {
    if (made.current?.signature === signature) return made.current;
    if (!request) return null;
    setSending(0);
    const id = await createImportRun(api, request, new AbortController().signal, setSending);
    setSending(undefined);
    made.current = { signature, runId: id };
    return made.current;
  };

  const confirm = async (): Promise<{ confirmed?: WriteConfirmation } | null> => {
    if (!request) return null;
    const access = await api.getWriteAccess({ connectionId: request.connectionId });
    return store.getState().confirmBeforeWriting({
      kind: 'bulk run',
      access,
      tables: [request.table.TableName],
      count: items,
    });
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
    ...(started?.signature === signature ? { runId: started.runId } : {}),
    ...(started ? { lastRunId: started.runId } : {}),
    error,
    busy,
    dry: guarded(async () => {
      const run = await make();
      if (run) await dryOf(run);
    }),
    start: guarded(async () => {
      const confirmed = await confirm();
      if (!confirmed) return;
      const run = await make();
      if (!run) return;
      // "Overwrite only if unchanged" compares with the target as the dry run read it: so one comes first.
      if (request?.whenExists === 'overwrite-if-unchanged' && !dryRun) await dryOf(run);
      await api.runBulk({ ...confirmed, runId: run.runId });
      setStarted(run);
      made.current = undefined;
      await store.getState().showBulkRun(run.runId);
    }),
  };
}
