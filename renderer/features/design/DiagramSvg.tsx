/** Draws the laid-out design graph as SVG, in the panel and in the large dialog. */
import { forwardRef, useId } from 'react';
import type { EntityColour } from '../../../shared/collections/colours.js';
import type { PlacedEdge, PlacedGraph, PlacedNode } from '../../../shared/diagram/graph-layout.js';
import { LINE_HEIGHT, STRIPE } from '../../../shared/diagram/graph-layout.js';
import type { Ink } from './diagram-ink.js';

/**
 * The diagram drawn with every colour written into the markup (no stylesheet), so the SVG and PNG
 * exports look as it does on screen. Hidden from assistive technology: the table beside it says the
 * same in words. Entities carry their colour as a stripe with their pattern over it, on the page
 * background, so each colour meets only the background (4.5:1 or more), never another colour.
 */

interface Props {
  graph: PlacedGraph;
  colours: ReadonlyMap<string, EntityColour>;
  ink: Ink;
}

const FONT = 'ui-monospace, Menlo, Consolas, monospace';

export const DiagramSvg = forwardRef<SVGSVGElement, Props>(function DiagramSvg({ graph, colours, ink }, ref) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const tone = (name: string) => {
    const c = colours.get(name);
    return c ? (ink.dark ? c.onDark : c.onLight) : ink.muted;
  };
  const strayTop = graph.nodes.filter((n) => n.kind === 'stray').reduce((m, n) => Math.min(m, n.y), Infinity);
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      width={graph.width}
      height={graph.height}
      viewBox={`0 0 ${graph.width} ${graph.height}`}
      aria-hidden="true"
      focusable="false"
      fontFamily={FONT}
      fontSize={11.5}
    >
      <defs>
        {(['fg', 'accent', 'muted'] as const).map((k) => (
          <marker
            key={k}
            id={`${id}-arrow-${k}`}
            viewBox="0 0 10 10"
            refX="10"
            refY="5"
            markerWidth="8"
            markerHeight="8"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={ink[k]} />
          </marker>
        ))}
        {PATTERNS.map((d, k) => (
          <pattern key={k} id={`${id}-p${k}`} width="6" height="6" patternUnits="userSpaceOnUse">
            {d ? <path d={d} stroke={ink.bg} strokeWidth="1.5" fill="none" /> : null}
          </pattern>
        ))}
      </defs>
      <rect x={0} y={0} width={graph.width} height={graph.height} fill={ink.bg} />
      {graph.edges.map((e, i) => (
        <Edge
          key={i}
          edge={e}
          ink={ink}
          marker={`${id}-arrow-${e.kind === 'child' ? 'fg' : e.kind === 'inverted' ? 'accent' : 'muted'}`}
        />
      ))}
      {Number.isFinite(strayTop) ? (
        <text x={graph.nodes.find((n) => n.kind === 'stray')!.x} y={strayTop - 8} fill={ink.muted} fontWeight="bold">
          Fit no template
        </text>
      ) : null}
      {graph.nodes.map((n) => (
        <Node
          key={n.id}
          node={n}
          ink={ink}
          tone={tone(n.name)}
          pattern={`url(#${id}-p${(colours.get(n.name)?.index ?? 0) % PATTERNS.length})`}
        />
      ))}
    </svg>
  );
});

/** One pattern per palette slot (modulo), drawn in the background colour over the entity's tone. */
const PATTERNS = ['', 'M0 6 L6 0', 'M3 0 L3 6', 'M0 3 L6 3', 'M0 0 L6 6', 'M0 6 L6 0 M0 0 L6 6'];

function Node({ node: n, ink, tone, pattern }: { node: PlacedNode; ink: Ink; tone: string; pattern: string }) {
  const entity = n.kind === 'entity';
  const stroke = entity ? tone : n.kind === 'index' ? ink.fg : ink.muted;
  const textX = n.x + (entity ? STRIPE + 8 : 10);
  return (
    <g data-node={n.id}>
      <rect
        x={n.x}
        y={n.y}
        width={n.width}
        height={n.height}
        rx={n.kind === 'index' ? 12 : 3}
        fill={ink.bg}
        stroke={stroke}
        strokeWidth={2}
        strokeDasharray={n.kind === 'index' ? '6 3' : n.kind === 'stray' ? '2 3' : undefined}
      />
      {entity ? (
        <>
          <rect x={n.x} y={n.y} width={STRIPE} height={n.height} fill={tone} />
          <rect x={n.x} y={n.y} width={STRIPE} height={n.height} fill={pattern} />
        </>
      ) : null}
      {n.lines.map((line, i) => (
        <text
          key={i}
          x={textX}
          y={n.y + 10 + (i + 1) * LINE_HEIGHT - 4}
          fill={i === 0 ? ink.fg : ink.muted}
          fontWeight={i === 0 ? 'bold' : undefined}
        >
          {line}
        </text>
      ))}
    </g>
  );
}

function Edge({ edge: e, ink, marker }: { edge: PlacedEdge; ink: Ink; marker: string }) {
  const colour = e.kind === 'child' ? ink.fg : e.kind === 'inverted' ? ink.accent : ink.muted;
  const d = e.points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
  return (
    <g data-edge={e.kind}>
      <path
        d={d}
        fill="none"
        stroke={colour}
        strokeWidth={e.kind === 'child' ? 1.8 : 1.4}
        strokeDasharray={e.kind === 'inverted' ? '7 4' : e.kind === 'in-index' ? '2 3' : undefined}
        markerEnd={`url(#${marker})`}
      />
      <text
        x={e.labelAt.x}
        y={e.labelAt.y + 4}
        textAnchor="middle"
        fill={colour}
        stroke={ink.bg}
        strokeWidth={4}
        paintOrder="stroke"
      >
        {e.label}
      </text>
    </g>
  );
}
