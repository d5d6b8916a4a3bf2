/**
 * A model kept from one collection's read does not know every entity of the table: a later read
 * of the inverted index or of another collection meets items its templates contradict. Those
 * items are strays of the model, and each must still be shown under an entity of its own, even
 * where inference gives it a name the model already uses for another entity (a class left without
 * an entity once blanked the window: `Cannot read properties of null (reading 'name')`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CollectionGrouper } from '../../../shared/collections/grouping.js';
import { selfKeyedEntities, typingModel } from '../../../shared/design/model/model-across-reads.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';

const S = (v: string) => ({ S: v });
/** A key's text (these tables' keys are strings). */
const t = (i: Item, k: string) => (i[k] as { S?: string } | undefined)?.S;
const TABLE: KeyNames = { partitionKey: 'PK', sortKey: 'SK', partitionKeyType: 'S', sortKeyType: 'S' };
const INVERTED: KeyNames = { partitionKey: 'SK', sortKey: 'PK', partitionKeyType: 'S', sortKeyType: 'S' };

function teams(typeAttribute: string | null): Item[] {
  const out: Item[] = [];
  const typed = (item: Item, type: string): Item =>
    typeAttribute === null ? item : { ...item, [typeAttribute]: S(type) };
  const people = Array.from({ length: 25 }, (_, i) => `p${String(i).padStart(2, '0')}`);
  for (const team of ['blue', 'red']) {
    out.push(typed({ PK: S(`TEAM#${team}`), SK: S(`TEAM#${team}`), teamName: S(team) }, 'Team'));
    for (const p of people)
      out.push(typed({ PK: S(`TEAM#${team}`), SK: S(`PERSON#${p}`), role: S('member') }, 'Membership'));
  }
  for (const p of people) out.push(typed({ PK: S(`PERSON#${p}`), SK: S(`PERSON#${p}`), fullName: S(p) }, 'Person'));
  return out;
}

function keptFrom(items: Item[]) {
  const g = new CollectionGrouper(TABLE, { tableName: 'Teams' });
  g.addPage(items);
  const counts = new Map(g.entityTypes().map((t) => [t.name, t.items]));
  return typingModel({ design: g.design().design, overrides: {}, selfKeyed: selfKeyedEntities(g.collections, counts) });
}

describe('reads after a model kept from one collection', () => {
  // The classifier's fallback for a class without an entity says so on the console: none here.
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
  for (const typeAttribute of [null, 'kind']) {
    const items = teams(typeAttribute);
    const model = keptFrom(items.filter((i) => t(i, 'PK') === 'TEAM#blue'));

    it(`the inverted index names every item (type attribute: ${typeAttribute ?? 'none'})`, () => {
      const g = new CollectionGrouper(INVERTED, { tableName: 'Teams', tableKeys: ['PK', 'SK'], model });
      g.addPage(items.filter((i) => t(i, 'SK') === 'PERSON#p01'));
      const types = g.entityTypes();
      expect(types.reduce((n, t) => n + t.items, 0)).toBe(3);
      const person = g.collections[0]!.items.findIndex((i) => t(i, 'PK') === 'PERSON#p01');
      const edge = g.collections[0]!.items.findIndex((i) => t(i, 'PK') === 'TEAM#blue');
      // The person's record is not the model's membership edge, whatever inference calls it.
      expect(g.collections[0]!.typeAt(person)).not.toBe(g.collections[0]!.typeAt(edge));
      expect(g.design().strays).toBeGreaterThan(0);
    });

    it(`another collection of the table names every item (type attribute: ${typeAttribute ?? 'none'})`, () => {
      const g = new CollectionGrouper(TABLE, { tableName: 'Teams', model });
      g.addPage(items.filter((i) => t(i, 'PK') === 'PERSON#p02' || t(i, 'PK') === 'TEAM#red'));
      expect(g.entityTypes().reduce((n, t) => n + t.items, 0)).toBe(27);
      for (const c of g.collections) for (let i = 0; i < c.items.length; i++) expect(c.typeAt(i)).toMatch(/\S/);
    });
  }
});
