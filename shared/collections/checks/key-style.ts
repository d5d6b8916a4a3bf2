/**
 * One prefix, one spelling: `USER#` and `user#` (or `USER#` and `USER|`) in the same key attribute
 * are different prefixes to DynamoDB, so a begins_with on one misses the items of the other.
 */
import { firstDelimiter, type Delimiter } from '../delimiters.js';
import { quoted, type LayoutNote } from './note.js';
import { runSteps, STEP_ITEMS, type Steps } from './steps.js';

interface PrefixUse {
  spellings: Map<string, string>;
  delimiters: Map<Delimiter, string>;
}

export function checkKeyStyle(values: Iterable<string>, attributeName: string, maxNotes = 10): LayoutNote[] {
  return runSteps(keyStyleSteps(values, attributeName, maxNotes));
}

/** checkKeyStyle in slices (see steps.ts). */
export function* keyStyleSteps(values: Iterable<string>, attributeName: string, maxNotes = 10): Steps<LayoutNote[]> {
  const byPrefix = new Map<string, PrefixUse>();
  let done = 0;
  for (const v of values) {
    if (++done >= STEP_ITEMS) {
      done = 0;
      yield;
    }
    const found = firstDelimiter(v);
    if (found === null) continue;
    const lead = v.slice(0, found.index);
    const id = lead.toLowerCase();
    let use = byPrefix.get(id);
    if (use === undefined) {
      use = { spellings: new Map(), delimiters: new Map() };
      byPrefix.set(id, use);
    }
    if (!use.spellings.has(lead)) use.spellings.set(lead, v);
    if (!use.delimiters.has(found.delimiter)) use.delimiters.set(found.delimiter, v);
  }
  const notes: LayoutNote[] = [];
  for (const use of byPrefix.values()) {
    if (notes.length >= maxNotes) break;
    if (use.spellings.size > 1) {
      const examples = [...use.spellings.values()].slice(0, 3).map((e) => quoted(e, 40));
      const leads = [...use.spellings.keys()].map((l) => quoted(l, 30));
      notes.push({
        check: 'mixed-key-style',
        severity: 'warning',
        message:
          `${attributeName} values start with ${leads.join(' and ')} (e.g. ${examples.join(', ')}): DynamoDB compares ` +
          'bytes, so begins_with on one spelling misses the items written with the other. Pick one letter case and ' +
          'rewrite the others.',
      });
    }
    if (use.delimiters.size > 1) {
      const lead = [...use.spellings.keys()][0]!;
      const examples = [...use.delimiters.values()].slice(0, 3).map((e) => quoted(e, 40));
      const ds = [...use.delimiters.keys()].map((d) => quoted(d));
      notes.push({
        check: 'mixed-key-style',
        severity: 'warning',
        message:
          `${attributeName} values after ${quoted(lead)} use ${ds.join(' and ')} as the delimiter (${examples.join(', ')}): ` +
          `a begins_with on ${quoted(lead + [...use.delimiters.keys()][0]!)} misses the others. Use one delimiter throughout.`,
      });
    }
  }
  return notes;
}
