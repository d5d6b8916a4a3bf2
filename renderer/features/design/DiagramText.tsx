/** The design diagram in words, for screen readers and for the numbers. */
import { cardinalityText, type EdgeFigure } from '../../../shared/diagram/edge-figures.js';
import type { GraphInput } from '../../../shared/diagram/design-graph.js';
import { regroupingText, shareText, type IndexFigure } from '../../../shared/diagram/index-figures.js';
import { numberText } from '../../../shared/text/count.js';

const fmt = (n: number) => (Number.isInteger(n) ? numberText(n) : n.toFixed(1));

/**
 * The diagram in words: its entities, its edges with the children per parent measured in the read,
 * and what each index makes of the items. Read by screen readers in place of the picture, and by
 * anyone who wants the numbers.
 */
export function DiagramText({
  input,
  edges,
  indexes,
}: {
  input: GraphInput;
  edges: readonly EdgeFigure[];
  indexes: readonly IndexFigure[];
}) {
  return (
    <div className="diagram-text">
      <table className="diagram-entities">
        <caption>Entities</caption>
        <thead>
          <tr>
            <th scope="col">Entity</th>
            <th scope="col">Key templates</th>
            <th scope="col">Items read</th>
          </tr>
        </thead>
        <tbody>
          {input.entities.map((e) => (
            <tr key={e.name}>
              <th scope="row">{e.name}</th>
              <td>{e.keys.join('; ') || 'none stated'}</td>
              <td>{fmt(e.items)}</td>
            </tr>
          ))}
          {input.strays.map((e) => (
            <tr key={`stray:${e.name}`} data-stray="true">
              <th scope="row">{e.name}</th>
              <td>fits no key template</td>
              <td>{fmt(e.items)}</td>
            </tr>
          ))}
          {input.strayItems > 0 ? (
            <tr data-stray="true">
              <th scope="row">Items of no entity</th>
              <td>fit no entity of the model</td>
              <td>{fmt(input.strayItems)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <table className="diagram-edges">
        <caption>Parent to child: children per parent, as read</caption>
        <thead>
          <tr>
            <th scope="col">Parent</th>
            <th scope="col">Child</th>
            <th scope="col">Min</th>
            <th scope="col">Median</th>
            <th scope="col">Max</th>
            <th scope="col">Collections</th>
          </tr>
        </thead>
        <tbody>
          {edges.length === 0 ? (
            <tr>
              <td colSpan={6}>No collection read has a parent.</td>
            </tr>
          ) : null}
          {edges.map((e) => (
            <tr key={`${e.parent}>${e.child}`} data-cardinality={cardinalityText(e)}>
              <th scope="row">{e.parent}</th>
              <td>{e.child}</td>
              <td>{fmt(e.min)}</td>
              <td>{fmt(e.median)}</td>
              <td>{fmt(e.max)}</td>
              <td>{fmt(e.collections)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {indexes.length > 0 ? (
        <table className="diagram-indexes">
          <caption>Indexes: the regrouping each makes</caption>
          <thead>
            <tr>
              <th scope="col">Index</th>
              <th scope="col">Keys</th>
              <th scope="col">Regrouping</th>
              <th scope="col">Entities in it</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {indexes.map((x) => (
              <tr key={x.name}>
                <th scope="row">{x.name}</th>
                <td>
                  {x.partitionKey}
                  {x.sortKey ? ` / ${x.sortKey}` : ''}
                </td>
                <td>{regroupingText(x)}</td>
                <td>{x.entities.map((e) => `${e.name} (${fmt(e.items)})`).join(', ') || 'none read'}</td>
                <td>{shareText(x)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
