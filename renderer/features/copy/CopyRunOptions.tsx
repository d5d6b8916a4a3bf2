/**
 * How the copy writes: the masking salt (shown once something is masked), the rule for a key the
 * target holds already, and an optional ceiling on write units per second (a busy table, or a
 * production target shared with its users).
 */
import type { WhenExists } from '../../../shared/writes/bulk.js';

const WHEN_EXISTS: { value: WhenExists; label: string }[] = [
  { value: 'skip', label: 'Skip' },
  { value: 'overwrite', label: 'Overwrite' },
  { value: 'overwrite-if-unchanged', label: 'Overwrite only if unchanged since the dry run' },
];

interface Props {
  masking: boolean;
  salt: string;
  onSalt(salt: string): void;
  whenExists: WhenExists;
  onWhenExists(w: WhenExists): void;
  maxUnits: string;
  onMaxUnits(text: string): void;
}

/** The ceiling as the run wants it, or a problem naming the field; empty is no ceiling. */
export function maxUnitsOf(text: string): { ok: true; value?: number } | { ok: false; problem: string } {
  const t = text.trim();
  if (t === '') return { ok: true };
  const n = Number(t);
  if (!/^\d+$/.test(t) || n < 1 || n > 1_000_000)
    return {
      ok: false,
      problem: `Max write units per second: expected a whole number from 1 to 1,000,000, got "${t}".`,
    };
  return { ok: true, value: n };
}

export function CopyRunOptions({ masking, salt, onSalt, whenExists, onWhenExists, maxUnits, onMaxUnits }: Props) {
  return (
    <>
      {masking ? (
        <label className="copy-salt">
          Masking salt
          <input value={salt} onChange={(e) => onSalt(e.target.value)} spellCheck={false} />
          <span className="muted">Keep it to give the same values the same fakes in a later copy.</span>
        </label>
      ) : null}
      <div role="radiogroup" aria-label="When the key exists" className="copy-when-exists">
        <span>When the key exists:</span>
        {WHEN_EXISTS.map((w) => (
          <label key={w.value}>
            <input
              type="radio"
              name="copy-when-exists"
              checked={whenExists === w.value}
              onChange={() => onWhenExists(w.value)}
            />
            {w.label}
          </label>
        ))}
      </div>
      <label className="copy-salt">
        Max write units per second
        <input
          inputMode="numeric"
          value={maxUnits}
          placeholder="no limit"
          onChange={(e) => onMaxUnits(e.target.value)}
        />
      </label>
    </>
  );
}
