/** The entity types of the read with their colours and counts, each a filter. */
import type { EntityColour } from '../../../shared/collections/colours.js';
import type { EntityTypeSummary } from '../../../shared/design/infer/entity-type-info.js';
import { useApp } from '../../store/index.js';
import { toneStyle } from './TreegridRow.js';

/** Entity types with their colour and count; choosing one shows only its items. */
export function EntityLegend({
  types,
  colours,
}: {
  types: readonly EntityTypeSummary[];
  colours: ReadonlyMap<string, EntityColour>;
}) {
  const filter = useApp((s) => s.view.typeFilter);
  const setFilter = useApp((s) => s.setTypeFilter);
  if (types.length === 0) return null;
  return (
    <div className="legend">
      <ul role="list" aria-label="Entity types" className="legend-list">
        {types.map((t) => (
          <li key={t.name} role="listitem">
            <button
              type="button"
              className="legend-item"
              aria-pressed={filter === t.name}
              title={filter === t.name ? 'Show every type again' : `Show only ${t.name} items`}
              onClick={() => setFilter(filter === t.name ? null : t.name)}
            >
              <span className="swatch" style={toneStyle(colours.get(t.name))} aria-hidden="true" />
              {/* The visible text is the whole name (no aria-label that would differ from it). */}
              <span className="legend-name">{t.name}</span>{' '}
              <span className="legend-count">
                {t.items.toLocaleString('en-US')}
                <span className="visually-hidden"> item{t.items === 1 ? '' : 's'}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {filter !== null ? (
        <button type="button" className="link-button" onClick={() => setFilter(null)}>
          Show all types
        </button>
      ) : null}
    </div>
  );
}
