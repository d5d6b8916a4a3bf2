/** The design diagram in a large modal dialog, where the tools box is too narrow for it. */
import { useEffect, useRef } from 'react';
import type { EntityColour } from '../../../shared/collections/colours.js';
import type { PlacedGraph } from '../../../shared/diagram/graph-layout.js';
import type { Ink } from './diagram-ink.js';
import { DiagramSvg } from './DiagramSvg.js';

interface Props {
  graph: PlacedGraph;
  colours: ReadonlyMap<string, EntityColour>;
  ink: Ink;
  onClose(): void;
}

/**
 * The diagram at its own size in a modal dialog over the whole window: the Design tab lives in the
 * tools box, too narrow for 20 entities, and giving the diagram the results pane instead halved
 * the grid. A native modal dialog keeps focus inside, closes on Escape and returns focus after.
 */
export function DiagramLarge({ graph, colours, ink, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog ref={dialog} className="diagram-large" aria-label="Design diagram, large" onClose={onClose}>
      <div className="diagram-large-bar">
        <strong>Design diagram</strong>
        <button type="button" onClick={() => dialog.current?.close()} autoFocus>
          Close
        </button>
      </div>
      {/* Focusable so the keyboard can scroll a diagram larger than the window. */}
      <div
        className="diagram-large-canvas"
        tabIndex={0}
        role="group"
        aria-label="The diagram at its own size (its text is in the tables of the Design tab)"
      >
        <DiagramSvg graph={graph} colours={colours} ink={ink} />
      </div>
    </dialog>
  );
}
