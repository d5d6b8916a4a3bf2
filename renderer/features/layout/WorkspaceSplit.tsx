/** The resizable split between the controls and the results (the ARIA window splitter). */
import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useApp } from '../../store/index.js';
import { percentAt, separatorKey } from '../../model/layout/layout-prefs.js';

/**
 * The read's controls above, its results below, with a separator between them that the mouse
 * drags and the keyboard moves (the ARIA window-splitter pattern) and a button that collapses the
 * controls. Each pane scrolls on its own; the page itself never does.
 */
export function WorkspaceSplit({ controls, results }: { controls: ReactNode; results: ReactNode }) {
  const layout = useApp((s) => s.layout);
  const setLayout = useApp((s) => s.setLayout);
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const collapsed = layout.controlsCollapsed;
  const onKeyDown = (e: KeyboardEvent) => {
    const next = separatorKey(layout, e.key);
    if (!next) return;
    e.preventDefault();
    setLayout(next);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    dragging.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
    e.preventDefault();
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current || !box.current) return;
    const r = box.current.getBoundingClientRect();
    setLayout({ ...layout, controlsCollapsed: false, controlsPercent: percentAt(e.clientY, r.top, r.height) });
  };
  const onPointerUp = () => {
    dragging.current = false;
  };
  return (
    <div
      ref={box}
      className={`workspace${collapsed ? ' controls-collapsed' : ''}`}
      style={{ ['--controls-size' as string]: `${layout.controlsPercent}%` }}
    >
      <div id="workspace-controls" className="workspace-pane controls-pane" hidden={collapsed}>
        {controls}
      </div>
      <div className="split-bar">
        <div
          role="separator"
          tabIndex={0}
          aria-orientation="horizontal"
          aria-controls="workspace-controls"
          aria-label="Resize the read controls and the results"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={collapsed ? 0 : layout.controlsPercent}
          aria-valuetext={collapsed ? 'controls collapsed' : `controls ${layout.controlsPercent}% of the height`}
          className="split-handle"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        />
        <button
          type="button"
          className="split-toggle"
          aria-expanded={!collapsed}
          aria-controls="workspace-controls"
          onClick={() => setLayout({ ...layout, controlsCollapsed: !collapsed })}
        >
          {collapsed ? 'Show the read controls' : 'Hide the read controls'}
        </button>
      </div>
      <div className="workspace-pane results-pane">{results}</div>
    </div>
  );
}
