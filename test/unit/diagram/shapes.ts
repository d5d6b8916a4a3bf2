/** Collections for the diagram tests, written as the entity of each item in sort-key order. */
import type { CollectionShape } from '../../../shared/diagram/collection-shape.js';
import type { Item } from '../../../shared/dynamo/types.js';

export function shape(pk: string, entities: string[], parentIndex: number | null, extra: (i: number) => Item = () => ({})): CollectionShape {
  const items: Item[] = entities.map((_, i) => ({ PK: { S: pk }, SK: { S: `${entities[i]}#${i}` }, ...extra(i) }));
  const types: { info: { name: string }; count: number }[] = [];
  for (const e of entities) {
    const t = types.find((x) => x.info.name === e);
    if (t) t.count++;
    else types.push({ info: { name: e }, count: 1 });
  }
  return {
    items, partitionKeyText: pk, parentIndex, parentType: parentIndex === null ? null : entities[parentIndex]!,
    typeAt: (i) => entities[i]!, countOf: (t) => entities.filter((e) => e === t).length, types,
  };
}
