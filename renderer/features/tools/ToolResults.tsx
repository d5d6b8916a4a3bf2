/** Draws a tool's results at the top of the results pane, away from its form. */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useApp } from '../../store/index.js';
import type { ToolTab } from '../../store/tools-slice.js';

/**
 * A tool's results belong in the results pane, where there is room for a table of items or a
 * histogram, not in the tools box beside the read form (issue 19: they were squeezed there while
 * the results pane stood empty). The tool keeps its form in the tools box and renders its results
 * through `ToolResults`, which draws them in the slot the working area puts at the top of the
 * results pane. They stay in the tool's React tree, so its error boundary and its state hold, and
 * they show while the tool's tab is chosen, as they did beside the form.
 */
const SlotContext = createContext<{ slot: HTMLElement | null; setSlot(el: HTMLElement | null): void } | null>(null);

export function ToolResultsProvider({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return <SlotContext.Provider value={{ slot, setSlot }}>{children}</SlotContext.Provider>;
}

/** Where the results of the chosen tool are drawn, at the top of the results pane. */
export function ToolResultsSlot() {
  const context = useContext(SlotContext);
  return <div className="tool-results-slot" ref={context?.setSlot} />;
}

interface Props {
  tool: ToolTab;
  /** The tool's tab label: "Shard fan-out". */
  title: string;
  children: ReactNode;
}

export function ToolResults({ tool, title, children }: Props) {
  const context = useContext(SlotContext);
  const chosen = useApp((s) => s.toolTab === tool);
  if (!chosen) return null;
  // Without a results pane (a test mounting the tool alone) the results stay beside the form.
  if (!context?.slot) return <>{children}</>;
  return (
    <>
      <p className="muted tool-results-pointer">The results are in the results pane below.</p>
      {createPortal(
        <div className="tool-results-pane" data-tool-results={title}>
          <h2 className="tool-results-title">{title}</h2>
          {children}
        </div>,
        context.slot,
      )}
    </>
  );
}
