/**
 * A colour per entity type, in the order types were first seen in the read, so the first dozen
 * types are told apart at a glance. Chosen to stay distinct on light and dark backgrounds and
 * for the common colour-vision deficiencies (Okabe-Ito first, then Tol's muted set).
 */
const PALETTE = [
  '#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#8a7a00', '#332288',
  '#117733', '#882255', '#44aa99', '#aa4499', '#999933', '#6699cc', '#bb5566', '#777777',
];

export function typeColour(position: number): string {
  if (position < 0) return '#888888';
  return PALETTE[position % PALETTE.length]!;
}

/** Colours for the types in first-seen order. */
export function colourMap(types: readonly string[]): Map<string, string> {
  const m = new Map<string, string>();
  types.forEach((t, i) => m.set(t, typeColour(i)));
  return m;
}
