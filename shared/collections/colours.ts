/**
 * A colour per entity type, the same for the same types on every run. Each colour comes in two
 * tones: one that reads on white, one that reads on a dark background, both at a text contrast of
 * at least 4.5:1 (WCAG AA). Each type gets a slot by its name's hash (past the first, kept for the
 * parent's type when one is named), so one type's rename never recolours another.
 */

export interface EntityColour {
  type: string;
  /** Position in the palette; 0 is the parent's. */
  index: number;
  /** For text and stripes on a light (white) background. */
  onLight: string;
  /** For text and stripes on a dark background (#1e1e1e and darker). */
  onDark: string;
}

/**
 * The first ten colours, as hue and saturation: chosen so that, once each is darkened (or
 * lightened) to 4.5:1 against its background, every two of them stay far apart to the eye (OKLab
 * distance at least 0.11 on both backgrounds). Evenly spaced hues did not: at that contrast a
 * green and a yellow-green came out nearly the same (distance 0.03), as did a blue and an indigo.
 */
const BASE: ReadonlyArray<readonly [hue: number, saturation: number]> = [
  [200, 0.9],
  [28, 0.9],
  [120, 0.9],
  [354, 0.9],
  [274, 0.9],
  [56, 0.7],
  [170, 0.7],
  [324, 0.9],
  [234, 0.9],
  [298, 0.9],
];
const GOLDEN_ANGLE = 137.508;

export const LIGHT_BACKGROUND = '#ffffff';
export const DARK_BACKGROUND = '#1e1e1e';
export const MIN_CONTRAST = 4.5;

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

function channel(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.max(0, Math.min(1, c)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The lightest (on light) or darkest (on dark) tone of a hue that still has the contrast wanted. */
function toneFor(hue: number, saturation: number, background: string, wantLight: boolean): string {
  let lo = wantLight ? 0.5 : 0.05;
  let hi = wantLight ? 0.95 : 0.5;
  let best = toHex(hslToRgb(hue, saturation, wantLight ? 0.95 : 0.05));
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    const hex = toHex(hslToRgb(hue, saturation, mid));
    const ok = contrastRatio(hex, background) >= MIN_CONTRAST + 0.05;
    if (ok) best = hex;
    // On a light background a darker tone has more contrast, on a dark one a lighter tone.
    if (ok === wantLight) hi = mid;
    else lo = mid;
  }
  return best;
}

/** Past the ten chosen colours, hues a golden angle apart. */
function hueAt(index: number): readonly [number, number] {
  return index < BASE.length ? BASE[index]! : [(BASE[0]![0] + index * GOLDEN_ANGLE) % 360, 0.7];
}

const cache = new Map<number, { onLight: string; onDark: string }>();

/** The two tones of palette entry `index`. */
export function paletteColour(index: number): { onLight: string; onDark: string } {
  let c = cache.get(index);
  if (c === undefined) {
    const [hue, saturation] = hueAt(index);
    c = {
      onLight: toneFor(hue, saturation, LIGHT_BACKGROUND, false),
      onDark: toneFor(hue, saturation, DARK_BACKGROUND, true),
    };
    cache.set(index, c);
  }
  return c;
}

function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** FNV-1a of a name: the same name lands on the same palette slot on every run and in every read. */
function nameHash(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Colours for a set of types: the parent's type first, each other type at a slot chosen by a hash
 * of its name, so renaming one type (or a read that finds one more) leaves the others' colours
 * alone. Two names on one slot: the one first by name keeps it, the other takes a slot no name claims.
 */
export function entityTypeColours(
  types: Iterable<string>,
  parentType: string | null = null,
): Map<string, EntityColour> {
  const names = [...new Set(types)].filter((t) => t !== parentType).sort(compareNames);
  const out = new Map<string, EntityColour>();
  const taken = new Set<number>();
  if (parentType !== null) {
    out.set(parentType, { type: parentType, index: 0, ...paletteColour(0) });
    taken.add(0);
  }
  // The chosen colours (past the parent's, when it has one) are the slots. Each name first claims
  // its own slot; only names that lose a claim (to one first by name) move, and only to slots no
  // name claims, so a rename moves no one else unless the new name claims their slot.
  const first = parentType === null ? 0 : 1;
  const slots = BASE.length - first;
  const home = (type: string) => first + (nameHash(type) % slots);
  const claimed = new Set(names.map(home));
  const losers: string[] = [];
  for (const type of names) {
    const index = home(type);
    if (taken.has(index)) losers.push(type);
    else {
      taken.add(index);
      out.set(type, { type, index, ...paletteColour(index) });
    }
  }
  let spill = BASE.length;
  for (const type of losers) {
    let index = home(type);
    for (let tries = 0; (taken.has(index) || claimed.has(index)) && tries < slots; tries++)
      index = index >= BASE.length - 1 ? first : index + 1;
    if (taken.has(index) || claimed.has(index)) index = spill++;
    taken.add(index);
    out.set(type, { type, index, ...paletteColour(index) });
  }
  return out;
}

/**
 * Colours for the types as shown, where some are the user's renames (`renames`: inferred name ->
 * shown name): each renamed type keeps the colour of the name it was inferred as, so renaming a type
 * in the Design tab changes its label, never its colour.
 */
export function entityTypeColoursKeepingRenames(
  shown: Iterable<string>,
  renames: Readonly<Record<string, string>> = {},
): Map<string, EntityColour> {
  const inferredAs = new Map(Object.entries(renames).map(([from, to]) => [to, from]));
  const names = [...new Set(shown)];
  const origin = (name: string) => inferredAs.get(name) ?? name;
  const byOrigin = entityTypeColours(names.map(origin));
  return new Map(names.map((n) => [n, { ...byOrigin.get(origin(n))!, type: n }]));
}
