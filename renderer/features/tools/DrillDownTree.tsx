/** The drill-down's levels as a keyboard-driven tree. */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { asksForNewTab, TabMenu } from '../tabs/index.js';
import type { SortKeyNodeView } from '../../../shared/collections/sort-key-tree.js';
import { nodeId, type DrillDown } from '../../store/drill-down-slice.js';

interface VisibleNode {
  node: SortKeyNodeView;
  id: string;
  level: number;
  parent: number;
  expandable: boolean;
  expanded: boolean;
  setSize: number;
  position: number;
}

interface Props {
  drill: DrillDown;
  label: string;
  /** The collection may hold keys not read yet, so any node may have more below it. */
  mayHaveMore: boolean;
  onOpen(prefix: string): void;
  onActivate(prefix: string): void;
  onFocusNode(prefix: string): void;
  /** Shows that prefix in a new tab: behind this one (`background`) or in front. */
  onOpenInNewTab(prefix: string, background: boolean): void;
}

const n = (x: number) => x.toLocaleString('en-US');

function countText(node: SortKeyNodeView, id: string, opened: DrillDown['opened']): string {
  // The node's own key (STAGE::1 beside STAGE::1::A) is counted with it, though not under its prefix.
  const own = node.ownCount > 0 && node.prefix !== id ? ` (${n(node.ownCount)} with the key ${id} itself)` : '';
  const read = `${n(node.count)} item${node.count === 1 ? '' : 's'} read${own}`;
  const exact = node.exactCount !== null ? `, exactly ${n(node.exactCount)} in the table` : '';
  const more = node.collapsedCount > 0 ? `, ${n(node.collapsedCount)} more not listed` : '';
  const state = opened[id] === 'capped' ? ', opened (first keys only)' : '';
  return read + exact + more + state;
}

/**
 * The levels of the sort keys as a keyboard-driven tree: arrows move, Right opens a node (reading
 * its prefix to refine the counts), Left closes it, Enter shows that prefix in the results.
 * Ctrl+click or a middle click shows it in a new tab behind this one; the node's context menu (right
 * click, the ContextMenu key, Shift+F10) has "Open in new tab".
 */
export function DrillDownTree({ drill, label, mayHaveMore, onOpen, onActivate, onFocusNode, onOpenInNewTab }: Props) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [menu, setMenu] = useState<{ prefix: string; x: number; y: number } | null>(null);
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLLIElement | null)[]>([]);
  const root = useMemo(() => drill.tree.view(), [drill.tree, drill.version]);
  const rows = useMemo(() => {
    const out: VisibleNode[] = [];
    const walk = (nodes: SortKeyNodeView[], level: number, parent: number) => {
      nodes.forEach((node, i) => {
        const id = nodeId(drill.tree, node.prefix);
        const hasMore =
          node.children.length > 0 || node.collapsedCount > 0 || (mayHaveMore && drill.opened[id] === undefined);
        const open = hasMore && expanded.has(id);
        out.push({
          node,
          id,
          level,
          parent,
          expandable: hasMore,
          expanded: open,
          setSize: nodes.length,
          position: i + 1,
        });
        if (open) walk(node.children, level + 1, out.length - 1);
      });
    };
    walk(root.children, 1, -1);
    return out;
  }, [root, expanded, mayHaveMore, drill.opened]);

  const focus = (i: number) => {
    const k = Math.max(0, Math.min(rows.length - 1, i));
    setActive(k);
    refs.current[k]?.focus();
    if (rows[k]) onFocusNode(rows[k]!.node.prefix);
  };
  const toggle = (row: VisibleNode, open: boolean) => {
    const next = new Set(expanded);
    if (open) {
      next.add(row.id);
      if (drill.opened[row.id] === undefined) onOpen(row.node.prefix);
    } else next.delete(row.id);
    setExpanded(next);
  };
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const row = rows[i]!;
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(i + 1),
      ArrowUp: () => focus(i - 1),
      Home: () => focus(0),
      End: () => focus(rows.length - 1),
      ArrowRight: () => (row.expandable && !row.expanded ? toggle(row, true) : row.expanded ? focus(i + 1) : undefined),
      ArrowLeft: () => (row.expanded ? toggle(row, false) : row.parent >= 0 ? focus(row.parent) : undefined),
      Enter: () => onActivate(row.node.prefix),
      ' ': () => onActivate(row.node.prefix),
      ContextMenu: () => {
        const r = refs.current[i]?.getBoundingClientRect();
        setMenu({ prefix: row.node.prefix, x: (r?.left ?? 0) + 40, y: r?.bottom ?? 0 });
      },
    };
    if (e.shiftKey && e.key === 'F10') keys[e.key] = keys.ContextMenu!;
    const act = keys[e.key];
    if (!act) return;
    e.preventDefault();
    act();
  };

  if (rows.length === 0) return <p className="empty">No sort keys read in this collection.</p>;
  return (
    <>
      <ul role="tree" aria-label={label} className="drill-tree">
        {rows.map((row, i) => (
          <li
            key={row.id || `#${i}`}
            role="treeitem"
            ref={(el) => {
              refs.current[i] = el;
            }}
            aria-level={row.level}
            aria-setsize={row.setSize}
            aria-posinset={row.position}
            aria-expanded={row.expandable ? row.expanded : undefined}
            aria-busy={drill.busy.includes(row.id) || undefined}
            // The name starts with the words on screen ("FEST 1"), as speech input and WCAG 2.5.3 expect.
            aria-label={`${row.node.segment || '(empty)'} ${countText(row.node, row.id, drill.opened)}`}
            data-prefix={row.node.prefix}
            tabIndex={i === active ? 0 : -1}
            className="drill-node"
            style={{ paddingLeft: `${(row.level - 1) * 16 + 4}px` }}
            onKeyDown={(e) => onKeyDown(e, i)}
            onFocus={() => {
              if (active !== i) setActive(i);
              onFocusNode(row.node.prefix);
            }}
            onClick={(e) => {
              setActive(i);
              if (asksForNewTab(e)) onOpenInNewTab(row.node.prefix, true);
              else onActivate(row.node.prefix);
            }}
            onAuxClick={(e) => {
              if (e.button === 1) onOpenInNewTab(row.node.prefix, true);
            }}
            onMouseDown={(e) => {
              if (e.button === 1) e.preventDefault();
            }}
            onContextMenu={(e) => {
              e.preventDefault();
              setMenu({ prefix: row.node.prefix, x: e.clientX, y: e.clientY });
            }}
          >
            <span
              className="twisty"
              aria-hidden="true"
              onClick={(e) => {
                e.stopPropagation();
                if (row.expandable) toggle(row, !row.expanded);
              }}
            >
              {row.expandable ? (row.expanded ? '▾' : '▸') : '·'}
            </span>
            <code className="segment">{row.node.segment || '(empty)'}</code>
            <span className="count" aria-hidden="true">
              {n(row.node.count)}
              {row.node.exactCount !== null ? ` / ${n(row.node.exactCount)} exact` : ''}
              {row.node.collapsedCount > 0 ? ` (${n(row.node.collapsedCount)} more not listed)` : ''}
              {drill.busy.includes(row.id) ? ' reading…' : ''}
            </span>
          </li>
        ))}
      </ul>
      {menu ? (
        <TabMenu
          label="Sort key level"
          at={{ x: menu.x, y: menu.y }}
          onClose={() => setMenu(null)}
          actions={[{ label: 'Open in new tab', run: () => onOpenInNewTab(menu.prefix, false) }]}
        />
      ) : null}
    </>
  );
}
