/** Collections for the diagram tests, written as the entity of each item in sort-key order. */
import type { CollectionShape } from '../../../shared/diagram/collection-shape.js';
import type { Item } from '../../../shared/dynamo/types.js';

export function shape(
  pk: string,
  entities: string[],
  parentIndex: number | null,
  extra: (i: number) => Item = () => ({}),
): CollectionShape {
  const items: Item[] = entities.map((_, i) => ({ PK: { S: pk }, SK: { S: `${entities[i]}#${i}` }, ...extra(i) }));
  return { items, partitionKeyText: pk, parentIndex, typeAt: (i) => entities[i]! };
}
