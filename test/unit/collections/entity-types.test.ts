import { describe, expect, it } from 'vitest';
import { detectDelimiter, firstDelimiter } from '../../../shared/collections/delimiters.js';
import { EntityTyper, entityTypesOf, isMetadataLike, MAX_ENTITY_TYPES } from '../../../shared/collections/entity-types.js';
import type { Item, KeyNames } from '../../../shared/dynamo/types.js';
import { game, GAME, ID_TYPE, idType, orgUsers, PK_SK, stores, STORES, workspaces, WORKSPACES } from './fixtures.js';

const item = (sk: string, extra: Item = {}): Item => ({ PK: { S: 'p' }, SK: { S: sk }, ...extra });

describe('entity types from explicit attributes', () => {
  it('checks type, entityType, _et, __edb_e__, __typename in that order', () => {
    const types = entityTypesOf([
      item('X#1', { type: { S: 'a' }, entityType: { S: 'b' } }),
      item('X#2', { entityType: { S: 'b' }, _et: { S: 'c' } }),
      item('X#3', { _et: { S: 'c' }, __edb_e__: { S: 'd' } }),
      item('X#4', { __edb_e__: { S: 'd' }, __typename: { S: 'e' } }),
      item('X#5', { __typename: { S: 'User' } }),
    ], PK_SK);
    expect(types).toEqual(['a', 'b', 'c', 'd', 'User']);
  });

  it('skips an explicit attribute that is not a string and falls back to the sort key', () => {
    expect(entityTypesOf([item('USER#1', { type: { N: '3' } }), item('USER#2', { type: { S: '' } })], PK_SK)).toEqual(['USER', 'USER']);
  });

  it('reads a composite explicit value by its leading part', () => {
    expect(entityTypesOf([item('A', { type: { S: 'METADATA#acme' } })], PK_SK)).toEqual(['METADATA']);
  });
});

describe('entity types from sort keys', () => {
  it('takes the leading segment and keeps its case', () => {
    expect(entityTypesOf(orgUsers(), PK_SK)).toEqual(['METADATA', 'USER', 'USER', 'METADATA', 'USER']);
    expect(entityTypesOf([item('user#1'), item('USER#2')], PK_SK)).toEqual(['user', 'USER']);
  });

  it('treats a sort key without a delimiter as its own type', () => {
    expect(entityTypesOf(workspaces(), WORKSPACES)).toEqual(['META', 'PROJ', 'PROJ', 'PROJ', 'META', 'PROJ']);
  });

  it('detects "::" for game inventories, with info as its own type', () => {
    expect(entityTypesOf(game(), GAME)).toEqual(['info', 'inventory', 'inventory', 'info', 'inventory', 'info']);
  });

  it('types stores by their first level, the state', () => {
    expect(entityTypesOf(stores(), STORES)).toEqual(['CA', 'CA', 'CA', 'NY', 'NY', 'WA', 'BC']);
  });

  it('reads the id+type design from the sort key named type', () => {
    expect(entityTypesOf(idType(), ID_TYPE)).toEqual(['customer', 'order', 'order', 'store', 'store', 'store', 'customer', 'order', 'order']);
  });

  it('does not make a type out of an id or a date', () => {
    const keys: KeyNames = { ...PK_SK };
    expect(entityTypesOf([item('2026-05-01T10:00:00Z'), item('3f2a9c1e-7b4d-4e0a-9c51-0d2b8a7e6f10'), item('12345#x')], keys)).toEqual(['SK', 'SK', 'SK']);
  });

  it('names the type after the sort key attribute for numeric sort keys', () => {
    const keys: KeyNames = { partitionKey: 'deviceId', sortKey: 'ts', partitionKeyType: 'S', sortKeyType: 'N' };
    expect(entityTypesOf([{ deviceId: { S: 'd1' }, ts: { N: '1' } }, { deviceId: { S: 'd1' }, ts: { N: '2' }, _et: { S: 'alert' } }], keys)).toEqual(['ts', 'alert']);
  });

  it('stops making new types past the limit, so unique words do not flood the legend', () => {
    const many = Array.from({ length: MAX_ENTITY_TYPES + 50 }, (_, i) => item(`word${String.fromCharCode(97 + (i % 26))}${'x'.repeat(Math.floor(i / 26))}`));
    const types = new Set(entityTypesOf(many, PK_SK));
    expect(types.size).toBeLessThanOrEqual(MAX_ENTITY_TYPES);
    expect(types.has('SK')).toBe(true);
  });

  it('settles the delimiter on the first page that has one, typing earlier items as whole keys', () => {
    const typer = new EntityTyper(GAME);
    const first: Item[] = [{ account: { S: 'a' }, sk: { S: 'info' } }];
    typer.observePage(first);
    expect(typer.delimiter).toBeNull();
    expect(typer.typeOf(first[0]!).name).toBe('info');
    const second: Item[] = [{ account: { S: 'a' }, sk: { S: 'inventory::armor' } }];
    typer.observePage(second);
    expect(typer.delimiter).toBe('::');
    expect(typer.typeOf(second[0]!).name).toBe('inventory');
  });
});

describe('delimiter detection', () => {
  it('votes by the delimiter that comes first in each key', () => {
    expect(detectDelimiter(['inventory::armor', 'info', 'inventory::weapons'])).toBe('::');
    expect(detectDelimiter(['USER#2026/05/01', 'USER#2026/05/02'])).toBe('#');
    expect(detectDelimiter(['a|b', 'c|d', 'e#f'])).toBe('|');
    expect(detectDelimiter(['page/2024/intro', 'author/ann'])).toBe('/');
    expect(detectDelimiter(['info', 'META'])).toBeNull();
  });

  it('ignores a delimiter at the very start', () => {
    expect(firstDelimiter('#x')).toBeNull();
    expect(firstDelimiter('a::b#c')).toEqual({ delimiter: '::', index: 1 });
  });
});

describe('isMetadataLike', () => {
  it('knows the conventional names in any case and with a leading mark', () => {
    for (const t of ['METADATA', 'META', 'info', 'Profile', 'DETAILS', 'summary', '_META', '~meta']) expect(isMetadataLike(t)).toBe(true);
    for (const t of ['USER', 'metadata2', 'METAL', 'inventory']) expect(isMetadataLike(t)).toBe(false);
  });
});
