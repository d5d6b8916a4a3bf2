/** What the results pane says when there is nothing to draw: reading, empty, stopped, keys left out. */
import { statedAttributes } from '../../../shared/design/model/table-design.js';
import { memo, useMemo } from 'react';
import { keptModelOf } from '../../store/design-slice.js';
import { useApp } from '../../store/index.js';
import { useReadFields } from '../../store/read-fields.js';
import { countRender } from '../../ui/render-count.js';
import { continueLabel, describeReadError, resumeText, missingKeys, withKeyAttributes } from '../query/index.js';
import { count } from '../../../shared/text/count.js';
import { parseRoute } from '../../routing/query-route.js';
import {
  absentProjected,
  filteredTopNames,
  projectedTopNames,
  type AbsentAttribute,
} from '../../../shared/reads/absent-projected.js';
import { readTableOf } from '../../model/query/build-read.js';

/** Why there is nothing to show: still reading, an empty result (and the likely reasons), or a stop. */
export function NoItems() {
  const read = useReadFields('status', 'built', 'progress');
  const described = useApp((s) => s.table);
  const built = read.built;
  const keyless = useApp((s) => s.session?.grouper.skippedCount ?? 0);
  if (!built) return null;
  if (keyless > 0) return <KeylessItems count={keyless} keyName={built.keyNames.partitionKey} />;
  const indexNames =
    described.status === 'ready'
      ? [...(described.value.GlobalSecondaryIndexes ?? []), ...(described.value.LocalSecondaryIndexes ?? [])].map(
          (i) => i.IndexName,
        )
      : [];
  const p = read.progress;
  if (read.status === 'reading')
    return (
      <p className="empty" aria-live="polite">
        Reading… no items yet.
      </p>
    );
  if (read.status === 'error') return null;
  if (read.status === 'stopped' || read.status === 'capped') {
    return (
      <p className="empty">
        Nothing was read before the read stopped
        {p && p.scanned > 0 ? ` (DynamoDB scanned ${count(p.scanned, 'item')} and the filter kept none)` : ''}.
      </p>
    );
  }
  if (built.operation === 'get') {
    return (
      <div className="empty-state">
        <p>
          <strong>No item has this key.</strong> {built.summary.replace(/^GetItem /, 'Looked in ')}.
        </p>
        <p className="muted">GetItem needs the item's exact full key; text values are case-sensitive.</p>
      </div>
    );
  }
  const table = built.spec.request.TableName;
  if (p && p.scanned > 0) {
    return (
      <div className="empty-state">
        <p>
          <strong>The filter removed every item.</strong> DynamoDB read {count(p.scanned, 'item')} (
          {count(p.pages, 'page')}) and none matched the filter.
        </p>
        <p className="muted">
          A filter runs after the items are read, so they were still paid for (
          {p.rcu.toLocaleString('en-US', { maximumFractionDigits: 1 })} RCU).
        </p>
      </div>
    );
  }
  if (built.operation === 'scan') {
    return (
      <div className="empty-state">
        <p>
          <strong>No items.</strong>{' '}
          {built.indexName ? `Index "${built.indexName}" of table "${table}"` : `Table "${table}"`} is empty.
        </p>
      </div>
    );
  }
  const hasSortCondition = built.spec.kind === 'query' && / AND /.test(built.spec.request.KeyConditionExpression);
  return (
    <div className="empty-state">
      <p>
        <strong>No items match.</strong> {built.summary}.
      </p>
      <ul className="muted">
        <li>The partition key value must match exactly; text is case-sensitive.</li>
        {hasSortCondition ? (
          <li>The sort key condition may exclude every item of this collection; try without it.</li>
        ) : null}
        {built.indexName ? (
          <li>Index "{built.indexName}" holds only the items that carry its key attributes.</li>
        ) : null}
        {!built.indexName && indexNames.length ? (
          <li>
            If this value is the partition key of an index ({indexNames.join(', ')}), choose that index and run again.
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * Items came back without the partition key (a projection left it out), so they have no collection
 * to go in: say so, and offer to add the keys to the projection and run the read again.
 */
export function KeylessItems({ count: n, keyName }: { count: number; keyName: string }) {
  const route = useApp((s) => s.read.route);
  const session = useApp((s) => s.session);
  const keys = session?.keyColumns;
  const reading = useApp((s) => s.read.status === 'reading');
  const showRead = useApp((s) => s.showRead);
  const draft = route ? parseRoute(route)?.draft : undefined;
  const lacking = draft && keys ? missingKeys(draft, keys) : [];
  const fixed = draft && lacking.length > 0 ? withKeyAttributes(draft, keys!) : null;
  return (
    <div className="empty-state" role="note" aria-label="Items without their keys">
      <p>
        <strong>
          {count(n, 'item was', 'items were')} read without the partition key "{keyName}".
        </strong>{' '}
        Items without their keys can't be grouped into collections, so the grid leaves them out; the read's totals above
        still count them.
      </p>
      {lacking.length > 0 ? (
        <p className="muted">
          The projection leaves out {lacking.map((k) => `"${k}"`).join(', ')}.{' '}
          {fixed ? (
            <button type="button" disabled={reading} onClick={() => void showRead(fixed)}>
              Add the key attributes to the projection
            </button>
          ) : null}
        </p>
      ) : (
        <p className="muted">Add "{keyName}" (and the sort key) to the projection and run again.</p>
      )}
    </div>
  );
}

/**
 * After a read, the attributes its projection asked for, or its filter names, that no item read
 * carried: most often a misspelt or miscased name, which DynamoDB answers without a word.
 */
export function AbsentProjection() {
  const read = useReadFields('status', 'built', 'version');
  const session = useApp((s) => s.session);
  const kept = useApp(keptModelOf);
  const model = useApp((s) => s.designChoices.model);
  const absent = useMemo(() => {
    const none = { projected: [], filtered: [] };
    if (read.status === 'reading' || read.status === 'idle' || !read.built || !session) return none;
    const request = read.built.operation === 'get' ? read.built.request : read.built.spec.request;
    const filter = read.built.operation === 'get' ? undefined : read.built.spec.request.FilterExpression;
    if (!request.ProjectionExpression && !filter) return none;
    const placeholders = request.ExpressionAttributeNames ?? {};
    const projected = request.ProjectionExpression ? projectedTopNames(request.ProjectionExpression, placeholders) : [];
    const stated = [kept?.design, model].flatMap((d) =>
      d ? [...statedAttributes(d), ...d.entities.flatMap((e) => Object.keys(e.keys))] : [],
    );
    // A name typed through a placeholder is named with it, so the user finds it in the expression.
    const names = Object.entries(placeholders);
    const typedAs = (name: string, text: string) => names.find(([k, v]) => v === name && text.includes(k))?.[0];
    const seen = new Set(session.attributes.overall.keys());
    // A filter's name that the projection leaves out is absent from the items for that reason alone,
    // and one the table's design states is no misspelling (attribute_not_exists(deletedAt)).
    const filtered = filter
      ? filteredTopNames(filter, placeholders).filter(
          (n) => (projected.length === 0 || projected.includes(n)) && !stated.includes(n),
        )
      : [];
    return {
      projected: absentProjected(projected, seen, session.itemCount, stated).map((a) => ({
        ...a,
        as: typedAs(a.name, request.ProjectionExpression!),
      })),
      filtered: absentProjected(filtered, seen, session.itemCount, stated).map((a) => ({
        ...a,
        as: typedAs(a.name, filter!),
      })),
    };
  }, [read.status, read.built, read.version, session, kept, model]);
  if (absent.projected.length === 0 && absent.filtered.length === 0) return null;
  return (
    <>
      <AbsentNote
        label="Projected attributes not found"
        list={absent.projected}
        which="which the projection asks for"
      />
      <AbsentNote label="Filtered attributes not found" list={absent.filtered} which="which the filter names" />
    </>
  );
}

function AbsentNote({
  label,
  list,
  which,
}: {
  label: string;
  list: readonly (AbsentAttribute & { as?: string | undefined })[];
  which: string;
}) {
  if (list.length === 0) return null;
  return (
    <div className="empty-state" role="note" aria-label={label}>
      <p>
        <strong>
          No item read has {list.map((a) => `"${a.name}"${a.as ? ` (${a.as})` : ''}`).join(', ')}, {which}.
        </strong>{' '}
        {list
          .filter((a) => a.likely)
          .map((a) => `Did you mean "${a.likely}" for "${a.name}"? `)
          .join('')}
        Attribute names are case-sensitive.
      </p>
    </div>
  );
}

/** A failed read: what happened in plain words, what was kept, and where it can resume. Not redrawn per page. */
export const ReadProblem = memo(function ReadProblem() {
  countRender('ReadProblem');
  const read = useReadFields('status', 'error', 'built', 'outcome');
  // The count matters only once the read has failed; while it runs it would redraw this per page.
  const itemsRead = useApp((s) => (s.read.status === 'error' ? (s.session?.itemCount ?? 0) : 0));
  const loadTables = useApp((s) => s.loadTables);
  if (read.status !== 'error' || !read.error || !read.built) return null;
  const built = read.built;
  const text = describeReadError(read.error, {
    table: readTableOf(built),
    ...(built.operation !== 'get' && built.indexName ? { index: built.indexName } : {}),
    keyNames: built.keyNames,
    itemsRead,
    ...(read.outcome?.failedAt ? { failedPage: read.outcome.failedAt.page } : {}),
  });
  const canResume = read.outcome?.canResume && read.outcome.progress.items > 0;
  return (
    <div role="alert" className="error-notice read-problem">
      <strong>{text.title}</strong>
      <p>{text.message}</p>
      {canResume ? <p>{resumeText(read.outcome!.progress, built.keyNames, continueLabel(read.outcome))}</p> : null}
      {text.hint ? <p className="hint">{text.hint}</p> : null}
      <p className="error-meta">
        <code>{read.error.name}</code>
        {read.error.field ? (
          <>
            {' '}
            · field <code>{read.error.field}</code>
          </>
        ) : null}
        {read.error.awsRequestId ? (
          <>
            {' '}
            · request id <code>{read.error.awsRequestId}</code>
          </>
        ) : null}
      </p>
      {text.tableGone ? (
        <button type="button" onClick={() => void loadTables()}>
          Reload the table list
        </button>
      ) : null}
    </div>
  );
});
