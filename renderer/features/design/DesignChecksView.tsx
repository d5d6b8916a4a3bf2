/** The design checks' results: the read's data against the design in force. */
import { memo, useState } from 'react';
import type { DesignCheck, DesignReport } from '../../../shared/design/check/design-check.js';
import { formatCompact } from '../../../shared/dynamo/format-compact.js';
import { count, numberText } from '../../../shared/text/count.js';
import { useApp } from '../../store/index.js';
import type { ReadSession } from '../../model/collections/read-session.js';

const n = numberText;
const LISTED = 8;

/** A list that shows its first few entries and the rest on request. */
function Listed({ items }: { items: string[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, LISTED);
  return (
    <>
      {shown.map((s) => (
        <code key={s} className="design-key">
          {s}
        </code>
      ))}
      {items.length > LISTED ? (
        <button type="button" className="link-button" onClick={() => setAll(!all)}>
          {all ? 'fewer' : `all ${n(items.length)}`}
        </button>
      ) : null}
    </>
  );
}

/**
 * The data read so far against the design in force: strays, parents, padding, entities per
 * collection. Drawn again only when its checks or `updating` change, not with every redraw of the
 * panel around it. `updating`: newer items or choices are being checked; what is shown stays (it
 * states the items and collections it covers) and is marked busy for assistive technology.
 */
export const DesignChecksView = memo(function DesignChecksView({
  report,
  check,
  session,
  imported,
  updating,
}: {
  report: DesignReport;
  check: DesignCheck;
  session: ReadSession;
  imported: boolean;
  updating: boolean;
}) {
  const [showStrays, setShowStrays] = useState(false);
  const select = useApp((s) => s.selectItem);
  const sk = session.keyNames.sortKey;
  const strayRows = showStrays ? check.collections.filter((c) => c.strays > 0).slice(0, 50) : [];
  const disagree = imported && (report.strays > 0 || report.misfits > 0);
  return (
    <section className="design-checks" aria-label="The data against the design" aria-busy={updating}>
      <h3>The data against the design</h3>
      {imported ? (
        <p role="note" className={disagree ? 'design-disagree' : 'muted'}>
          {disagree
            ? `The data disagrees with the imported model: ${n(report.strays)} of ${n(report.items)} items fit none of its entities${report.misfits ? `, ${n(report.misfits)} carry a type whose key templates their keys do not fit` : ''}.`
            : `All ${n(report.items)} items read fit the imported model.`}
          {report.unseen.length
            ? ` No item read is ${report.unseen.length === 1 ? `of entity ${report.unseen[0]}` : `of entities ${report.unseen.join(', ')}`}.`
            : ''}
        </p>
      ) : null}
      <ul className="design-findings">
        {imported || report.strays > 0 ? (
          <li>
            <strong>{n(report.strays)}</strong> item{report.strays === 1 ? '' : 's'} fit no{' '}
            {imported ? 'entity of the model' : 'entity (their keys name no type)'}
            {report.strays > 0 ? (
              <button
                type="button"
                className="link-button"
                aria-expanded={showStrays}
                onClick={() => setShowStrays(!showStrays)}
              >
                {showStrays ? 'Hide strays' : 'Show strays'}
              </button>
            ) : null}
          </li>
        ) : null}
        {showStrays ? (
          <li>
            <ul className="design-strays" aria-label="Strays">
              {strayRows.flatMap((c) =>
                c.strayIndexes.map((i) => {
                  const item = session.collection(c.key)?.items[i];
                  const key = item && sk && item[sk] ? formatCompact(item[sk]!, 60) : `item ${i + 1}`;
                  return (
                    <li key={`${c.key}:${i}`}>
                      <button type="button" className="link-button" onClick={() => select(c.key, i)}>
                        {c.partitionKeyText} / {key}
                      </button>
                    </li>
                  );
                }),
              )}
            </ul>
          </li>
        ) : null}
        {report.parents.length > 1 ? (
          <li>
            Parents, per collection:{' '}
            {report.parents
              .map((p) => `${p.entity} (${n(p.collections)} collection${p.collections === 1 ? '' : 's'})`)
              .join(', ')}
          </li>
        ) : null}
        {report.missingParent.length > 0 ? (
          <li>
            <strong>{n(report.missingParent.length)}</strong> collection{report.missingParent.length === 1 ? '' : 's'}{' '}
            without the parent collections like {report.missingParent.length === 1 ? 'it' : 'them'} have:{' '}
            <Listed items={report.missingParent} />
          </li>
        ) : null}
        {report.parentNotFirst.length > 0 ? (
          <li>
            <strong>{n(report.parentNotFirst.length)}</strong> collection{report.parentNotFirst.length === 1 ? '' : 's'}{' '}
            whose parent is not the first item this read returned (a Limit would miss it):{' '}
            <Listed items={report.parentNotFirst} />
          </li>
        ) : null}
        {report.padding.map((p) => (
          <li key={`${p.entity}:${p.attribute}:${p.variable}`}>
            {p.entity}: <code>{`{${p.variable}}`}</code> in {p.attribute} is zero-padded in some items (
            <code>{p.padded}</code>) and not in others (<code>{p.unpadded}</code>), so they sort out of order.
          </li>
        ))}
      </ul>
      <table className="tool-table design-per-collection">
        <caption>Entities per collection ({count(report.collections, 'collection')})</caption>
        <thead>
          <tr>
            <th scope="col">Entity</th>
            <th scope="col">Role</th>
            <th scope="col">Items</th>
            <th scope="col">In collections</th>
            <th scope="col">Per collection</th>
          </tr>
        </thead>
        <tbody>
          {report.entityRows.map((r) => (
            <tr key={r.entity}>
              <th scope="row">{r.entity}</th>
              <td>{r.role}</td>
              <td className="num">{n(r.items)}</td>
              <td className="num">{n(r.collections)}</td>
              <td className="num">{r.min === r.max ? n(r.max) : `${n(r.min)}–${n(r.max)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});
