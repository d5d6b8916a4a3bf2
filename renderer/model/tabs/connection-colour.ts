/**
 * The colour that tells a tab's connection at a glance. Connection ids often differ in their last
 * character only ("endpoint:0", "endpoint:1"), so a plain string hash put them a degree or two
 * apart; the connection's place in the list, stepped by the golden angle, keeps the first several
 * far apart on the wheel and stays the same while the list does. An id not (yet) in the list falls
 * back to a well-mixed hash (FNV-1a), so it still gets a colour of its own.
 */

/** The golden angle in degrees: successive multiples spread evenly round the wheel. */
const GOLDEN_ANGLE = 137.508;
/** Where the first connection starts: a blue, readable on the light and the dark theme. */
const FIRST_HUE = 210;

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The hue (0-359) of connection `id` among the connections `ids`, in their listed order. */
export function connectionHue(id: string, ids: readonly string[]): number {
  const at = ids.indexOf(id);
  const step = at >= 0 ? at : fnv1a(id) % 360;
  return Math.round((FIRST_HUE + step * GOLDEN_ANGLE) % 360);
}
