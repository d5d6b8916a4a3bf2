/**
 * The connection's control-plane switch, shown where a table is created or changed: off by default
 * on AWS connections (as item writes are), on for local endpoints. The service refuses a
 * control-plane write while it is off, so the page shows it and lets the user change it here
 * instead of learning it from a refusal.
 */
import { useEffect, useState } from 'react';
import type { ExplorerApi } from '../../../shared/api.js';
import type { ControlPlaneAccess } from '../../../shared/api-table-admin.js';
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import { useApp } from '../../store/index.js';
import { toErrorShape } from '../../store/async-state.js';
import { CheckField } from '../../ui/Field.js';

export function ControlPlaneSwitch({
  onAccess,
  api: targetApi,
  connectionId: targetId,
}: {
  onAccess?(a: ControlPlaneAccess): void;
  /** Another connection's API and id (Create table's target); the current connection's when absent. */
  api?: ExplorerApi;
  connectionId?: string;
}) {
  const currentApi = useApp((s) => s.api);
  const currentId = useApp((s) => s.connectionId);
  const api = targetApi ?? currentApi;
  const connectionId = targetId ?? currentId;
  const [access, setAccess] = useState<ControlPlaneAccess | null>(null);
  const [error, setError] = useState<ApiErrorShape | null>(null);
  useEffect(() => {
    let live = true;
    setAccess(null);
    setError(null);
    api
      .getControlPlaneAccess({})
      .then((a) => {
        if (!live) return;
        setAccess(a);
        onAccess?.(a);
      })
      .catch((e: unknown) => live && setError(toErrorShape(e)));
    return () => {
      live = false;
    };
    // onAccess is the caller's notice, not an input: reading again for it would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, connectionId]);
  const change = async (allowed: boolean) => {
    if (!access) return;
    try {
      const a = await api.setControlPlaneAccess({ connectionId: access.connectionId, allowed });
      setAccess(a);
      onAccess?.(a);
    } catch (e) {
      setError(toErrorShape(e));
    }
  };
  if (error)
    return (
      <p role="alert" className="field-problem">
        Control-plane writes: {error.name}: {error.message}
      </p>
    );
  if (!access) return <p className="muted">Reading whether this connection allows control-plane writes…</p>;
  return (
    <CheckField
      label="Control-plane writes"
      checked={access.allowed}
      onChange={(v) => void change(v)}
      reason={
        access.local
          ? `${access.name} is a local endpoint: on by default.`
          : `${access.name} is an AWS connection (region ${access.region}): off until you turn it on; each change is confirmed like a commit.`
      }
    />
  );
}
