/**
 * A small menu of actions (a tab's context menu, the tab list's menu): a `menu` of `menuitem`s
 * that takes the focus when it opens, moves with the arrow keys, and closes on Escape, on a choice
 * or on a click elsewhere, giving the focus back to what opened it.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface MenuAction {
  label: string;
  run(): void;
  disabled?: boolean;
}

export function TabMenu({
  label,
  actions,
  at,
  onClose,
}: {
  label: string;
  actions: MenuAction[];
  /** Where it opens, in the page's coordinates. */
  at: { x: number; y: number };
  onClose(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    const away = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', away, true);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      opener?.focus?.();
    };
  }, [onClose]);
  const onKeyDown = (e: KeyboardEvent) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') onClose();
    else if (e.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
    else if (e.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    <div
      ref={ref}
      role="menu"
      aria-label={label}
      className="tab-menu"
      style={{ left: at.x, top: at.y }}
      onKeyDown={onKeyDown}
    >
      {actions.map((a) => (
        <button
          key={a.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-disabled={a.disabled ? true : undefined}
          onClick={() => {
            if (a.disabled) return;
            onClose();
            a.run();
          }}
        >
          {a.label}
        </button>
      ))}
    </div>
  );
}
