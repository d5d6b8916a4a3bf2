/** What the drill-down can do on this read, or why not and where to go. */
import type { DrillScope } from './drill-scope.js';

function Elsewhere({ indexes }: { indexes: string[] }) {
  if (indexes.length === 0) return null;
  const one = indexes.length === 1;
  return (
    <>
      {' '}
      The {one ? 'index' : 'indexes'}{' '}
      {indexes.map((i, n) => (
        <span key={i}>
          {n > 0 ? ', ' : ''}
          <code>{i}</code>
        </span>
      ))}{' '}
      {one ? 'has' : 'have'} a string sort key: a read of {one ? 'it' : 'one of them'} can be drilled into.
    </>
  );
}

/** What the drill-down can do here: a tree of a string sort key's parts, or plainly nothing, and where to go instead. */
export function DrillIntro({ scope }: { scope: DrillScope }) {
  if (scope.kind === 'levels') {
    return (
      <p className="tool-intro">
        Sort keys built of parts (<code>COUNTRY#STATE#CITY</code>
        {scope.sortKey ? (
          <>
            {' '}
            in <code>{scope.sortKey}</code>
          </>
        ) : null}
        ) as a tree with counts. Opening a node reads its prefix with <code>begins_with</code> to complete the counts;
        choosing a node shows just that prefix in the results.
      </p>
    );
  }
  if (scope.kind === 'no-sort-key') {
    return (
      <p className="tool-intro" role="note">
        Nothing to drill into here: the {scope.what} has no sort key, so each collection is a single item with no
        levels.
        <Elsewhere indexes={scope.otherIndexes} />
      </p>
    );
  }
  const sk = <code>{scope.sortKey}</code>;
  return (
    <p className="tool-intro" role="note">
      Nothing to drill into here: the sort key {sk} of the {scope.what} is {scope.type}, which has no parts, and this
      tool shows the levels of string sort keys built of parts (such as <code>COUNTRY#STATE#CITY</code>). To read a
      range of {sk}, give the Query form a sort key condition (<code>between</code>, <code>&lt;</code>,{' '}
      <code>&gt;=</code>).
      <Elsewhere indexes={scope.otherIndexes} />
    </p>
  );
}
