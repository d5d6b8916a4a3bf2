/** The builder's filter as a tree of AND/OR groups, each editable in place. */
import { CheckField, Field } from '../../ui/Field.js';
import {
  addChild,
  emptyGroup,
  emptyRow,
  removeNode,
  rowsOf,
  updateNode,
  type FilterGroup,
  type FilterNode,
} from '../../model/builder/builder-draft.js';
import { FilterRowEditor } from './FilterRowEditor.js';

/**
 * A group of conditions joined by AND or OR, optionally negated, holding rows and nested groups.
 * The root group is the whole filter; edits rewrite the tree from the root.
 */
export function FilterGroupEditor({
  group,
  root,
  depth,
  setRoot,
  problem,
}: {
  group: FilterGroup;
  root: FilterGroup;
  depth: number;
  setRoot(root: FilterGroup): void;
  problem(control: string): string | undefined;
}) {
  const numberOf = (id: string) => rowsOf(root).findIndex((r) => r.id === id) + 1;
  const change = (n: FilterNode) => setRoot(updateNode(root, n.id, () => n));
  const isRoot = group.id === root.id;
  const name = isRoot ? 'Filter' : `Group at level ${depth + 1}`;
  return (
    <fieldset className={`filter-group depth-${Math.min(depth, 3)}`}>
      <legend>{isRoot ? 'Filter' : 'Group'}</legend>
      {group.children.length > 0 || !isRoot ? (
        <div className="group-head">
          <Field label="Match">
            <select value={group.op} onChange={(e) => change({ ...group, op: e.target.value as 'and' | 'or' })}>
              <option value="and">all of these (AND)</option>
              <option value="or">any of these (OR)</option>
            </select>
          </Field>
          <CheckField label="NOT (negate)" checked={group.not} onChange={(v) => change({ ...group, not: v })} />
          {!isRoot ? (
            <button
              type="button"
              aria-label={`Remove this group (${name})`}
              onClick={() => setRoot(removeNode(root, group.id))}
            >
              Remove group
            </button>
          ) : null}
        </div>
      ) : (
        <p className="muted empty-filter">No filter: every item the key condition (or the scan) reads is returned.</p>
      )}
      {group.children.map((child) =>
        child.kind === 'row' ? (
          <FilterRowEditor
            key={child.id}
            row={child}
            number={numberOf(child.id)}
            change={change}
            remove={() => setRoot(removeNode(root, child.id))}
            problem={problem}
          />
        ) : (
          <FilterGroupEditor
            key={child.id}
            group={child}
            root={root}
            depth={depth + 1}
            setRoot={setRoot}
            problem={problem}
          />
        ),
      )}
      <div className="group-actions">
        <button
          type="button"
          aria-label={isRoot ? undefined : `Add condition to this group (${name})`}
          onClick={() => setRoot(addChild(root, group.id, emptyRow()))}
        >
          Add condition
        </button>
        <button
          type="button"
          aria-label={isRoot ? undefined : `Add group inside this group (${name})`}
          onClick={() =>
            setRoot(
              addChild(root, group.id, { ...emptyGroup(group.op === 'and' ? 'or' : 'and'), children: [emptyRow()] }),
            )
          }
        >
          Add group
        </button>
      </div>
    </fieldset>
  );
}
