/** One row of the collections treegrid (a collection or an item) and its entity colours. */
import type { EntityColour } from '../../../shared/collections/colours.js';
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { formatCompact } from '../../../shared/dynamo/format-compact.js';
import type { Column } from './columns.js';
import type { Row } from './row-model.js';
import { keptModelOf } from '../../store/design-slice.js';
import { useApp, type AppState } from '../../store/index.js';
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import { strayCount } from '../../model/design/collection-strays.js';
import { parentNotReached } from '../../../shared/collections/checks/parent-reach.js';
import { parentReachInput } from './parent-reach-input.js';
import { count } from '../../../shared/text/count.js';
import { CollectionStrip } from '../layout-map/index.js';
import { ttlAttributeOfRead } from '../../store/table-details-slice.js';
import { TtlCell } from './TtlCell.js';

export const ROW_HEIGHT = 28;
/** The strip beside each collection: wide enough to see a parent's place and a few runs. */
const STRIP_WIDTH = 160;

interface RowProps {
  row: Row;
  id: string;
  columns: readonly Column[];
  colours: ReadonlyMap<string, EntityColour>;
  start: number;
  active: boolean;
  selected: boolean;
  typeFilter: string | null;
  onRowClick(row: Row): void;
}

/** Both tones as CSS variables; the stylesheet picks one for the colour scheme in use. */
export function toneStyle(c: EntityColour | undefined): Record<string, string> {
  return c ? { '--tone-light': c.onLight, '--tone-dark': c.onDark } : {};
}

const plural = count;

/** The accessible name of a collection row: its partition-key value first, then its size. */
export function collectionLabel(row: Extract<Row, { kind: 'collection' }>, typeFilter: string | null): string {
  const c = row.collection;
  const parent = c.parentType;
  return `${c.partitionKeyText}, ${plural(c.items.length, 'item')}${typeFilter !== null ? `, ${row.shown.toLocaleString('en-US')} ${typeFilter} shown` : ''}${parent ? `, parent ${parent}` : ''}`;
}

function parentFirst<T extends { info: { name: string } }>(types: T[], parent: string | null): T[] {
  const p = types.find((t) => t.info.name === parent);
  return p ? [p, ...types.filter((t) => t !== p)] : types;
}

/** What a collection read without its parent can say of it: the design's parent entity, why it was not read, and whether the read still runs. */
interface ParentReach {
  entity: string | null;
  why: string | null;
  reading: boolean;
}
const NO_REACH: ParentReach = { entity: null, why: null, reading: false };

function parentReach(s: AppState, c: ItemCollection): ParentReach {
  if (c.parentType !== null || c.items.length < 2 || !s.session) return NO_REACH;
  const input = parentReachInput(s.session, s.read.built, s.read.progress, s.designChoices, keptModelOf(s));
  const reading = s.read.status === 'reading';
  return { entity: input?.parentEntity ?? null, why: input && !reading ? parentNotReached(input) : null, reading };
}

function ParentTag({ parentType, reach, items }: { parentType: string | null; reach: ParentReach; items: number }) {
  if (parentType) return <span className="tg-parent-tag">parent: {parentType}</span>;
  // While the read runs, a table whose design has a parent may yet bring it: "not read yet", never
  // "no parent" (a newest-first read's first rows are painted long before its parent arrives).
  if (reach.reading) {
    return reach.entity ? (
      <span
        className="tg-parent-tag none"
        title={`The read is still running: the ${reach.entity} may come with a later page.`}
      >
        parent {reach.entity} not read yet
      </span>
    ) : null;
  }
  // Read without its parent: "not reached" when the read stopped before the end where it sorts.
  if (reach.entity && reach.why)
    return (
      <span className="tg-parent-tag none" title={`The parent (${reach.entity}) was ${reach.why}.`}>
        parent {reach.entity} not reached
      </span>
    );
  return items > 1 ? <span className="tg-parent-tag none">no parent</span> : null;
}

function CollectionRow({
  row,
  id,
  columns,
  colours,
  start,
  active,
  typeFilter,
  onRowClick,
}: RowProps & { row: Extract<Row, { kind: 'collection' }> }) {
  const c = row.collection;
  const model = useApp((s) => s.designChoices.model);
  const strays = model ? strayCount(model, c) : 0;
  const reach = useApp(useShallow((s) => parentReach(s, c)));
  return (
    <div
      role="row"
      id={id}
      aria-level={1}
      aria-expanded={row.expanded}
      aria-posinset={row.position}
      aria-setsize={row.setSize}
      aria-rowindex={row.index + 2}
      aria-label={collectionLabel(row, typeFilter)}
      className={`tg-row tg-collection${active ? ' is-active' : ''}`}
      style={{ transform: `translateY(${start}px)` }}
      onClick={() => onRowClick(row)}
    >
      <div role="gridcell" aria-colspan={columns.length} className="tg-cell tg-collection-cell">
        <span className="tg-chevron" aria-hidden="true">
          {row.expanded ? '▾' : '▸'}
        </span>
        <span className="tg-pk" title={c.partitionKeyText}>
          {c.partitionKeyText}
        </span>
        <span className="tg-count">{plural(c.items.length, 'item')}</span>
        <ParentTag parentType={c.parentType} reach={reach} items={c.items.length} />
        {strays > 0 ? (
          <span
            className="tg-parent-tag none"
            title="Items whose keys and type fit none of the imported model's entities (see the Design tab)"
          >
            {strays.toLocaleString('en-US')} fit no entity
          </span>
        ) : null}
        <CollectionStrip collection={c} colours={colours} width={STRIP_WIDTH} />
        <span className="tg-type-counts" aria-hidden="true">
          {parentFirst(c.types, c.parentType).map((t) => (
            <span key={t.info.name} className="tg-type-count">
              <i style={toneStyle(colours.get(t.info.name))} />
              {t.info.name} {t.count.toLocaleString('en-US')}
            </span>
          ))}
        </span>
      </div>
    </div>
  );
}

function ItemRow({
  row,
  id,
  columns,
  colours,
  start,
  active,
  selected,
  onRowClick,
}: RowProps & { row: Extract<Row, { kind: 'item' }> }) {
  const item = row.collection.items[row.itemIndex]!;
  const sortKey = columns[1]?.attribute;
  const skText = sortKey && item[sortKey] ? formatCompact(item[sortKey]!, 80) : '';
  const ttlAttribute = useApp(ttlAttributeOfRead);
  return (
    <div
      role="row"
      id={id}
      aria-level={2}
      aria-posinset={row.position}
      aria-setsize={row.setSize}
      aria-rowindex={row.index + 2}
      aria-selected={selected}
      aria-label={`${row.type}${row.isParent ? ' (parent)' : ''}${skText ? `: ${skText}` : ''}`}
      data-entity-type={row.type}
      data-parent={row.isParent ? 'true' : undefined}
      className={`tg-row tg-item${row.isParent ? ' is-parent' : ''}${active ? ' is-active' : ''}${selected ? ' is-selected' : ''}`}
      style={{ transform: `translateY(${start}px)`, ...toneStyle(colours.get(row.type)) }}
      onClick={() => onRowClick(row)}
    >
      <div role="gridcell" className="tg-cell tg-type-cell">
        <span className="tg-type-badge">{row.type}</span>
        {row.isParent ? <span className="tg-parent-mark">parent</span> : null}
      </div>
      {columns.slice(1).map((col) => {
        const v = item[col.attribute!];
        if (v && col.attribute === ttlAttribute) return <TtlCell key={col.attribute} value={v} />;
        const text = v ? formatCompact(v, Math.floor(col.width / 7)) : '';
        return (
          <div
            role="gridcell"
            key={col.attribute}
            className={`tg-cell${col.isKey ? ' tg-key' : ''}${v ? '' : ' tg-missing'}`}
            title={v ? formatCompact(v, 400) : undefined}
          >
            {text}
          </div>
        );
      })}
    </div>
  );
}

/** One treegrid row, a collection or an item; memoised so scrolling only draws rows that changed. */
export const TreegridRow = memo(function TreegridRow(props: RowProps) {
  return props.row.kind === 'collection' ? (
    <CollectionRow {...props} row={props.row} />
  ) : (
    <ItemRow {...props} row={props.row} />
  );
});
