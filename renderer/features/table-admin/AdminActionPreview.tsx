/**
 * Every control-plane action is shown before it runs: the request as the app will send it and the
 * same request as code (JS SDK v3, boto3, AWS CLI) to run by hand instead. "Run" sends it; on a
 * connection that is not local it first asks like a commit (WriteConfirmDialog), and the service
 * refuses it without the account and region confirmed, or while control-plane writes are off.
 */
import { useMemo, useState } from 'react';
import type { ConnectionInfo, ExplorerApi } from '../../../shared/api.js';
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import type { ControlPlaneAccess } from '../../../shared/api-table-admin.js';
import { confirmationOf, type WriteConfirmation } from '../../../shared/writes/write-confirmation.js';
import {
  adminSnippet,
  adminSnippetLanguages,
  type AdminOperation,
  type AdminSnippetLanguage,
} from '../../../shared/snippets/table-admin-snippets.js';
import { useApp } from '../../store/index.js';
import { toErrorShape } from '../../store/async-state.js';
import { snippetConnection } from '../snippets/index.js';
import { WriteConfirmDialog } from '../editing/index.js';

export interface AdminAction {
  title: string;
  operation: AdminOperation;
  input: { TableName: string } & Record<string, unknown>;
  /** The calls that follow it in the same step (Create table's UpdateTimeToLive), shown as code too. */
  followUps?: { operation: AdminOperation; input: object }[];
  /** The run button's text; "Run <operation>" when absent. */
  runLabel?: string;
  /** Sends it: `confirmed` is what the user confirmed on a connection that is not local. */
  run(confirmed: WriteConfirmation | undefined): Promise<unknown>;
}

export function AdminActionPreview({
  action,
  onDone,
  api: targetApi,
  connection,
}: {
  action: AdminAction;
  onDone(ran: boolean): void;
  /** Another connection's API and its info (Create table's target); the current connection's when absent. */
  api?: ExplorerApi;
  connection?: ConnectionInfo;
}) {
  const currentApi = useApp((s) => s.api);
  const api = targetApi ?? currentApi;
  const current = useApp((s) => (s.connectState.status === 'ready' ? s.connectState.value : undefined));
  const info = connection ?? current;
  const target = useMemo(() => snippetConnection(info), [info]);
  const [language, setLanguage] = useState<AdminSnippetLanguage>('javascript-sdk');
  const [asking, setAsking] = useState<ControlPlaneAccess | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorShape | null>(null);
  const send = async (confirmed: WriteConfirmation | undefined) => {
    setBusy(true);
    setError(null);
    try {
      await action.run(confirmed);
      onDone(true);
    } catch (e) {
      setError(toErrorShape(e));
    } finally {
      setBusy(false);
    }
  };
  const start = async () => {
    try {
      const access = await api.getControlPlaneAccess({});
      if (!access.local && access.allowed) return setAsking(access);
      await send(undefined);
    } catch (e) {
      setError(toErrorShape(e));
    }
  };
  return (
    <div role="dialog" aria-label={`Preview: ${action.title}`} className="item-editor admin-preview">
      <h3>{action.title}</h3>
      <p>{action.operation} request, as it will be sent:</p>
      <pre aria-label="Request">{JSON.stringify(action.input, null, 2)}</pre>
      <div role="tablist" aria-label="Code language">
        {adminSnippetLanguages.map((l) => (
          <button
            key={l.id}
            type="button"
            role="tab"
            aria-selected={language === l.id}
            onClick={() => setLanguage(l.id)}
          >
            {l.label}
          </button>
        ))}
      </div>
      {target.ok ? (
        <>
          <pre aria-label="Code" tabIndex={0}>
            {adminSnippet(language, action.operation, action.input, target.connection)}
          </pre>
          {(action.followUps ?? []).map((f, i) => (
            <div key={i}>
              <p>Then {f.operation}:</p>
              <pre aria-label={`Code of ${f.operation}`} tabIndex={0}>
                {adminSnippet(language, f.operation, f.input, target.connection)}
              </pre>
            </div>
          ))}
        </>
      ) : (
        <p className="muted">{target.message}</p>
      )}
      {error ? (
        <p role="alert" className="field-problem">
          {error.name}: {error.message}
        </p>
      ) : null}
      <button type="button" disabled={busy} onClick={() => void start()}>
        {action.runLabel ?? `Run ${action.operation}`}
      </button>{' '}
      <button type="button" onClick={() => onDone(false)}>
        Cancel
      </button>
      {asking ? (
        <WriteConfirmDialog
          label="Confirm table change"
          text={`${action.title}: send ${action.operation} to ${asking.accountId ? `account ${asking.accountId}` : 'an account the connection did not name'}, region ${asking.region}, through ${asking.name}? This is not a local connection: the change is real.`}
          access={{ ...asking }}
          tables={[action.input.TableName]}
          onAnswer={(write) => {
            const confirmed = confirmationOf(asking);
            setAsking(null);
            if (write) void send(confirmed);
          }}
        />
      ) : null}
    </div>
  );
}
