/**
 * Items of one collection that fit none of an imported model's entities, for the tag beside the
 * collection in the treegrid. Counted only for collections on screen, and again only when the
 * collection has grown or the model changed.
 */
import type { ItemCollection } from '../../../shared/collections/item-collection.js';
import { ModelClassifier } from '../../../shared/design/check/entity-of-item.js';
import type { TableDesign } from '../../../shared/design/model/table-design.js';

const classifiers = new WeakMap<TableDesign, ModelClassifier>();
const counted = new WeakMap<ItemCollection, { model: TableDesign; size: number; strays: number }>();

export function strayCount(model: TableDesign, c: ItemCollection): number {
  const known = counted.get(c);
  if (known && known.model === model && known.size === c.items.length) return known.strays;
  let classifier = classifiers.get(model);
  if (!classifier) classifiers.set(model, (classifier = new ModelClassifier(model)));
  let strays = known && known.model === model ? known.strays : 0;
  for (let i = known && known.model === model ? known.size : 0; i < c.items.length; i++) {
    if (classifier.classify(c.items[i]!).entity === null) strays++;
  }
  counted.set(c, { model, size: c.items.length, strays });
  return strays;
}
