/**
 * The one tablist of the app's panels (read editors, code, tools): one tab in the Tab order, arrow
 * keys, Home and End, so the keyboard behaves the same in every tab bar.
 */
import { useRef, type KeyboardEvent } from 'react';

export interface TabSpec<T extends string> {
  id: T;
  label: string;
}

/**
 * A tablist with one tab in the Tab order: arrow keys, Home and End move between tabs and choose
 * the one reached (the panels are cheap to switch). Panels carry `id={panelId(tab)}`.
 */
export function TabBar<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  className,
}: {
  label: string;
  tabs: readonly TabSpec<T>[];
  selected: T;
  onSelect(id: T): void;
  idPrefix: string;
  className?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const move = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to =
      e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : move ? (i + move + tabs.length) % tabs.length : -1;
    if (to < 0) return;
    e.preventDefault();
    onSelect(tabs[to]!.id);
    refs.current[to]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className ?? 'op-tabs'}>
      {tabs.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${t.id}`}
          aria-selected={selected === t.id}
          aria-controls={`${idPrefix}-panel-${t.id}`}
          tabIndex={selected === t.id ? 0 : -1}
          onClick={() => onSelect(t.id)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export function tabPanelProps(idPrefix: string, id: string) {
  return { role: 'tabpanel' as const, id: `${idPrefix}-panel-${id}`, 'aria-labelledby': `${idPrefix}-tab-${id}` };
}
