/** The connection's guard: the scanned size above which a read asks first. */
import { useId } from 'react';
import { useApp } from '../../store/index.js';

const GB = 1024 ** 3;

/** The connection's guard: ask before a read estimated above this many GB scanned. */
export function GuardControl() {
  useApp((s) => s.guardVersion);
  const connectionId = useApp((s) => s.connectionId);
  const setting = useApp((s) => s.guardSetting)();
  const save = useApp((s) => s.setGuardSetting);
  const id = useId();
  if (!connectionId) return null;
  const gb = Math.round((setting.bytes / GB) * 1e6) / 1e6;
  return (
    <details className="guard-control">
      <summary>Expensive-read guard: {setting.on ? `asks above ${gb} GB scanned` : 'off'}</summary>
      <label>
        <input type="checkbox" checked={setting.on} onChange={(e) => save({ ...setting, on: e.target.checked })} /> Ask
        before an expensive read on this connection
      </label>
      <label htmlFor={id}> Ask above (GB scanned) </label>
      <input
        id={id}
        className="narrow"
        inputMode="decimal"
        defaultValue={String(gb)}
        key={`${connectionId}-${gb}`}
        onBlur={(e) => {
          const v = Number(e.target.value);
          if (Number.isFinite(v) && v > 0) save({ ...setting, bytes: Math.max(1, Math.round(v * GB)) });
        }}
      />
    </details>
  );
}
