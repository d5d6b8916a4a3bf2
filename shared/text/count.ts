/**
 * A number with its noun, singular for exactly one: "1 item", "2 items", "10,000 items". One
 * helper for every count the app writes, so no screen says "1 items".
 */

// One formatter for every call: `toLocaleString('en-US')` makes a new one each time, which counts
// when a view writes hundreds of numbers (strip names, the design checks) in the frame a read ends.
const EN = new Intl.NumberFormat('en-US');

/** A number as `toLocaleString('en-US')` writes it ("10,000", "2.5"). */
export function numberText(n: number): string {
  return EN.format(n);
}

export function count(n: number, one: string, many = `${one}s`): string {
  return `${EN.format(n)} ${n === 1 ? one : many}`;
}
