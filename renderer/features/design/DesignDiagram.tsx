/** The design as a diagram of entities and their relations, redrawn as the read goes on. */
import { useMemo, useRef, useState } from 'react';
import { designGraph } from '../../../shared/diagram/design-graph.js';
import { layoutGraph, layoutKey, relabel } from '../../../shared/diagram/graph-layout.js';
import { useApp } from '../../store/index.js';
import { usePrefersDark } from '../../ui/colour-scheme.js';
import type { ReadSession } from '../../model/collections/read-session.js';
import { useEntityColours } from '../../ui/use-entity-colours.js';
import { diagramFigures } from './diagram-input.js';
import { exportPng, exportSvg } from './diagram-export.js';
import type { DesignView } from '../../model/design/design-view.js';
import { INK } from './diagram-ink.js';
import { DiagramSvg } from './DiagramSvg.js';
import { DiagramText } from './DiagramText.js';
import { DiagramLarge } from './DiagramLarge.js';

interface Props {
  session: ReadSession;
  view: DesignView;
  /** Bumps as pages land and choices change; the session grows in place. */
  version: number;
}

/**
 * The design as a picture: entities as boxes, parent-to-child edges with the children per parent
 * measured in the read, indexes as the regrouping each makes, strays in their own corner; laid out
 * by dagre, redrawn as the read goes on (laid out again only when a box changed its size), with the
 * same in words beneath it.
 */
export function DesignDiagram({ session, view, version }: Props) {
  const table = useApp((s) => (s.table.status === 'ready' ? s.table.value : null));
  const model = useApp((s) => s.designChoices.model);
  const dark = usePrefersDark();
  const svgRef = useRef<SVGSVGElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fit, setFit] = useState(true);
  const [large, setLarge] = useState(false);
  const figures = useMemo(() => diagramFigures(session, view, table, model), [session, view, table, model, version]);
  const graph = useMemo(() => designGraph(figures.input), [figures]);
  // Laid out again only when a box or an edge changed its size; new counts alone are relabelled.
  const key = layoutKey(graph);
  const laidOut = useMemo(() => layoutGraph(graph), [key]);
  const placed = useMemo(() => relabel(laidOut, graph), [laidOut, graph]);
  const types = useMemo(() => session.grouper.entityTypes(), [session, version]);
  const names = useMemo(() => view.design.entities.map((e) => e.name), [view]);
  const colours = useEntityColours(types, names);
  const fileName = `${view.design.tableName || 'table'}-design`;
  const run = (f: () => void | Promise<void>) => {
    setProblem(null);
    Promise.resolve()
      .then(f)
      .catch((e: unknown) => setProblem(e instanceof Error ? e.message : String(e)));
  };
  return (
    <figure className="design-diagram" aria-labelledby="design-diagram-caption">
      <figcaption id="design-diagram-caption">Design diagram</figcaption>
      <div className="design-diagram-actions">
        <button
          type="button"
          onClick={() => run(() => (svgRef.current ? exportSvg(svgRef.current, fileName) : undefined))}
        >
          Export SVG
        </button>
        <button
          type="button"
          onClick={() => run(() => (svgRef.current ? exportPng(svgRef.current, fileName) : undefined))}
        >
          Export PNG
        </button>
        <button type="button" aria-pressed={fit} onClick={() => setFit(!fit)}>
          Fit to panel
        </button>
        <button type="button" aria-haspopup="dialog" onClick={() => setLarge(true)}>
          Open large
        </button>
        {problem ? <span role="alert">{problem}</span> : null}
      </div>
      {/* Focusable so the keyboard can scroll a diagram wider than the panel (at its own size). */}
      <div
        className={`design-diagram-canvas${fit ? ' fit' : ''}`}
        tabIndex={0}
        role="group"
        aria-label="The diagram (drawn; its text is in the tables below)"
      >
        <DiagramSvg ref={svgRef} graph={placed} colours={colours} ink={dark ? INK.dark : INK.light} />
      </div>
      {large ? (
        <DiagramLarge
          graph={placed}
          colours={colours}
          ink={dark ? INK.dark : INK.light}
          onClose={() => setLarge(false)}
        />
      ) : null}
      <DiagramText input={figures.input} edges={figures.edges} indexes={figures.indexes} />
    </figure>
  );
}
