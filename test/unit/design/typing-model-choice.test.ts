import { describe, expect, it } from 'vitest';
import type { DesignChoices } from '../../../shared/design/model/design-choices.js';
import type { TableDesign } from '../../../shared/design/model/table-design.js';
import { typingModelFor } from '../../../renderer/model/design/shown-model.js';
import type { BuiltRead } from '../../../renderer/model/query/build-read.js';

/** A table model kept from a Scan that named entities by `objType`. */
const keptDesign: TableDesign = {
  source: 'inferred',
  tableName: 'FilmFest',
  keys: { partitionKey: 'hk', sortKey: 'rk' },
  typeAttribute: 'objType',
  entities: [
    { name: 'Film', keys: { rk: 'FILM/{filmId}' }, attributes: ['title'] },
    { name: 'Usher', keys: { rk: 'STAFF/{staffId}' }, attributes: ['shift'] },
  ],
} as TableDesign;

const query = {
  operation: 'query',
  spec: { kind: 'query', request: { TableName: 'FilmFest', KeyConditionExpression: 'hk = :h' } },
} as unknown as BuiltRead;
const choices = (overrides: DesignChoices['overrides']): DesignChoices => ({
  overrides,
  model: null,
  kept: { design: keptDesign },
});

describe('the kept model and the user\u2019s type attribute choice', () => {
  it('types a Query by the kept model while the user has not chosen otherwise', () => {
    expect(typingModelFor(query, choices({}), null)).toBe(keptDesign);
    expect(typingModelFor(query, choices({ typeAttribute: 'objType' }), null)).toBe(keptDesign);
  });

  it('does not, once the user chose no type attribute or another one (the model named items by the old one)', () => {
    expect(typingModelFor(query, choices({ typeAttribute: null }), null)).toBeNull();
    expect(typingModelFor(query, choices({ typeAttribute: 'status' }), null)).toBeNull();
  });
});
