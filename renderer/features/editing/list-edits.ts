/**
 * The two edits the item form's lists, maps and sets make to their elements: replace one, remove
 * one, each giving a new array so React sees the change.
 */
export const replaced = <T>(list: readonly T[], i: number, v: T): T[] => list.map((x, j) => (j === i ? v : x));
export const without = <T>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i);
