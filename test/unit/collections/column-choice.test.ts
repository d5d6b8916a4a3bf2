/**
 * The grid's automatic columns: every entity on screen gets what tells it apart, the parent's own
 * attributes included (it is one item per collection among many children), and the attributes no
 * column shows are counted.
 */
import { describe, expect, test } from 'vitest';
import type { Item } from '../../../shared/dynamo/types.js';
import { ReadSession } from '../../../renderer/model/collections/read-session.js';
import {
  chooseColumns,
  hiddenAttributes,
  MAX_ATTRIBUTE_COLUMNS,
} from '../../../renderer/features/collections/columns.js';
import { loadPickedColumns, savePickedColumns } from '../../../renderer/features/collections/column-storage.js';

const keys = { partitionKey: 'site', sortKey: 'entry', partitionKeyType: 'S', sortKeyType: 'S' } as const;
const s = (v: string) => ({ S: v });

/** A field-survey table: one SITE item per collection, many observations, a few photos and visits. */
function surveyItems(site: string): Item[] {
  const items: Item[] = [
    {
      site: s(site),
      entry: s('~site'),
      kind: s('site'),
      elevation_m: { N: '120' },
      habitat: s('wetland'),
      surveyor_lead: s('kim'),
      permit_no: s('P-9'),
      gps: s('-41.2,174.7'),
    },
  ];
  for (let i = 0; i < 30; i++)
    items.push({
      site: s(site),
      entry: s(`obs~${i}`),
      kind: s('observation'),
      species: s('tui'),
      count: { N: '2' },
      observed_at: s('2024-01-01'),
      observer: s('ana'),
      weather: s('fine'),
      confidence: s('high'),
      notes: s('-'),
    });
  for (let i = 0; i < 3; i++)
    items.push({
      site: s(site),
      entry: s(`photo~${i}`),
      kind: s('photo'),
      s3_key: s(`p/${i}.jpg`),
      width_px: { N: '800' },
      height_px: { N: '600' },
      camera: s('x'),
    });
  items.push({
    site: s(site),
    entry: s('visit~1'),
    kind: s('visit'),
    visited_on: s('2024-02-02'),
    duration_h: { N: '3' },
    party_size: { N: '4' },
  });
  return items;
}

function session(): ReadSession {
  const sess = new ReadSession(keys, ['site', 'entry'], null);
  sess.addPage([...surveyItems('s1'), ...surveyItems('s2')]);
  return sess;
}

describe('automatic columns', () => {
  test("each entity present has at least two of its own attributes as columns, the parent's too", () => {
    const sess = session();
    const attrs = chooseColumns(sess, null)
      .filter((c) => !c.isKey)
      .map((c) => c.attribute!);
    expect(attrs.length).toBeLessThanOrEqual(MAX_ATTRIBUTE_COLUMNS);
    // The attribute every type carries comes first.
    expect(attrs[0]).toBe('kind');
    const own = {
      site: ['elevation_m', 'habitat', 'surveyor_lead', 'permit_no', 'gps'],
      observation: ['species', 'count', 'observed_at', 'observer', 'weather', 'confidence', 'notes'],
      photo: ['s3_key', 'width_px', 'height_px', 'camera'],
      visit: ['visited_on', 'duration_h', 'party_size'],
    };
    for (const [type, names] of Object.entries(own)) {
      expect(attrs.filter((a) => names.includes(a)).length, `${type} in ${attrs.join(', ')}`).toBeGreaterThanOrEqual(2);
    }
  });

  test('the attributes left out are counted, and a narrowed type shows its own', () => {
    const sess = session();
    const columns = chooseColumns(sess, null);
    const hidden = hiddenAttributes(sess, null, columns);
    const all = new Set(sess.attributes.counts(new Set(['site', 'entry'])).map(([n]) => n));
    expect(all.size).toBe(20);
    expect(hidden.length).toBe(all.size - columns.filter((c) => !c.isKey).length);
    for (const h of hidden) expect(columns.some((c) => c.attribute === h)).toBe(false);
    const photos = chooseColumns(sess, 'photo')
      .filter((c) => !c.isKey)
      .map((c) => c.attribute);
    expect(photos).toEqual(['kind', 's3_key', 'width_px', 'height_px', 'camera']);
    expect(hiddenAttributes(sess, 'photo', chooseColumns(sess, 'photo'))).toEqual([]);
  });

  test("a pick of the user's own replaces the choice (keys stay first), and is kept per table and connection", () => {
    const sess = session();
    expect(chooseColumns(sess, null, ['permit_no', 'entry', 'camera']).map((c) => c.attribute)).toEqual([
      null,
      'entry',
      'permit_no',
      'camera',
    ]);
    const mem = new Map<string, string>();
    const storage = {
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => void mem.set(k, v),
      removeItem: (k: string) => void mem.delete(k),
    };
    savePickedColumns(storage, 'endpoint:1', 'Survey', ['habitat']);
    expect(loadPickedColumns(storage, 'endpoint:1', 'Survey')).toEqual(['habitat']);
    expect(loadPickedColumns(storage, 'sandbox', 'Survey')).toBeNull();
    savePickedColumns(storage, 'endpoint:1', 'Survey', null);
    expect(loadPickedColumns(storage, 'endpoint:1', 'Survey')).toBeNull();
    mem.set('ice.columns.endpoint:1.Survey', '{"not":"a list"}');
    expect(loadPickedColumns(storage, 'endpoint:1', 'Survey')).toBeNull();
  });
});
