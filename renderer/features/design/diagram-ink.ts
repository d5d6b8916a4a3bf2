/**
 * The diagram's own colours per scheme, written into its SVG: the page's background and text, a
 * muted tone for secondary lines and index edges, the accent for an inverted index's flipped edges.
 * Each has 3:1 or more on its background (test/unit/diagram/contrast.test.ts).
 */
export interface Ink {
  bg: string;
  fg: string;
  muted: string;
  accent: string;
  dark: boolean;
}

export const INK: Record<'light' | 'dark', Ink> = {
  light: { bg: '#ffffff', fg: '#1b1f24', muted: '#5b6470', accent: '#0b5cad', dark: false },
  dark: { bg: '#15181c', fg: '#e6e9ed', muted: '#9aa4b0', accent: '#6cb0ff', dark: true },
};
