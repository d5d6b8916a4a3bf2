/**
 * The copy's index key mapping, said plainly: each source index key attribute the target does not
 * key anything by, and what it becomes there. By default it takes the target's attribute of the
 * same role in the index of the same name; one left unmapped is copied under its own name, and the
 * dialog says its items will be in none of the target's indexes by it.
 */
import type { IndexKeyMap } from '../../../shared/copy/index-key-map.js';

interface Props {
  maps: readonly IndexKeyMap[];
  /** The target's index key attributes a source attribute may give. */
  targets: readonly string[];
  targetTable: string;
  onChoose(source: string, target: string): void;
}

export function CopyIndexKeys({ maps, targets, targetTable, onChoose }: Props) {
  if (maps.length === 0) return null;
  return (
    <fieldset className="copy-keys" aria-label="Index key mapping">
      <legend>Index keys</legend>
      {maps.map((m) => (
        <label key={m.source}>
          {`${m.source} (${m.role} of ${m.index}) gives`}
          <select value={m.target ?? ''} onChange={(e) => onChoose(m.source, e.target.value)}>
            <option value="">(not mapped)</option>
            {targets.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
      ))}
      <p className="muted" role="note" aria-label="What the index mapping does">
        {maps
          .map((m) =>
            m.target
              ? `${m.source} is copied as ${m.target}.`
              : `${m.source} is not mapped: it is copied under its own name, which no index of ${targetTable} is keyed by.`,
          )
          .join(' ')}{' '}
        Every other attribute keeps its name.
      </p>
    </fieldset>
  );
}
