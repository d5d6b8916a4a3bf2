/**
 * A new item started from an entity of the table's design: each variable of its key templates is
 * asked for once (`ORDER#{orderId}` asks for orderId), the keys are filled in as the design builds
 * them, and the type attribute is set to the entity's value. The table's keys must be whole; an
 * index key is filled when every one of its variables is given, and left out otherwise.
 */
import type { AttributeValue, Item, TableDescription } from '../dynamo/types.js';
import type { EntityDesign, TableDesign } from '../design/model/table-design.js';
import { parseTemplate } from '../design/model/key-template.js';
import { setOwn } from '../dynamo/own-property.js';
import { attributeValueProblem } from '../api-values.js';

export interface EntityKeyPreview {
  attribute: string;
  template: string;
  /** The key as filled in, or null while a variable is still empty. */
  value: string | null;
  /** A key of the table (must be filled), not only of an index. */
  required: boolean;
}

export interface EntityItemDraft {
  /** Every variable of the entity's key templates, each once, in the order they first appear (table keys first). */
  slots: string[];
  keys: EntityKeyPreview[];
  /** The item so far: the keys that are filled, and the type attribute. */
  item: Item;
  /** What keeps the item from being started, each naming its slot or key. */
  problems: string[];
  /** What the user must still do in the editor (a table key the design has no template for). */
  notes: string[];
}

function keyOrder(design: TableDesign, entity: EntityDesign): string[] {
  const table = [design.keys.partitionKey, ...(design.keys.sortKey ? [design.keys.sortKey] : [])];
  return [
    ...table.filter(
      (k) =>
        entity.keys[k] !== undefined ||
        (k === design.keys.sortKey && entity.keyedBySelf && entity.keys[design.keys.partitionKey] !== undefined),
    ),
    ...Object.keys(entity.keys).filter((k) => !table.includes(k)),
  ];
}

function attributeType(table: TableDescription | undefined, name: string): 'S' | 'N' | 'B' {
  return table?.AttributeDefinitions.find((d) => d.AttributeName === name)?.AttributeType ?? 'S';
}

export function entityItemDraft(
  design: TableDesign,
  entityName: string,
  values: Readonly<Record<string, string>>,
  table?: TableDescription,
): EntityItemDraft {
  const entity = design.entities.find((e) => e.name === entityName);
  if (!entity)
    return { slots: [], keys: [], item: {}, problems: [`The design has no entity "${entityName}"`], notes: [] };
  const tableKeys = new Set([design.keys.partitionKey, ...(design.keys.sortKey ? [design.keys.sortKey] : [])]);
  const slots: string[] = [];
  const keys: EntityKeyPreview[] = [];
  const problems: string[] = [];
  const item: Item = {};
  const delimiter = design.delimiter;
  for (const attribute of keyOrder(design, entity)) {
    // An item keyed by itself: its sort key is its partition key, whatever template says so.
    const template = entity.keys[attribute] ?? entity.keys[design.keys.partitionKey]!;
    const parts = parseTemplate(template);
    let value = '';
    let complete = true;
    for (const p of parts) {
      if ('literal' in p) {
        value += p.literal;
        continue;
      }
      if (!slots.includes(p.variable)) slots.push(p.variable);
      const given = values[p.variable] ?? '';
      if (given === '') complete = false;
      else if (delimiter && parts.length > 1 && given.includes(delimiter))
        problems.push(
          `${p.variable} holds "${delimiter}", the delimiter between key segments; the key would not read back as ${entity.name}`,
        );
      value += given;
    }
    const required = tableKeys.has(attribute);
    keys.push({ attribute, template, value: complete ? value : null, required });
    if (!complete) {
      if (required)
        problems.push(
          `${attribute} needs ${parts
            .filter((p) => 'variable' in p && !values[p.variable])
            .map((p) => ('variable' in p ? p.variable : ''))
            .join(' and ')}`,
        );
      continue;
    }
    const type = attributeType(table, attribute);
    const v = { [type]: value } as AttributeValue;
    const problem = attributeValueProblem(v, attribute);
    if (problem) problems.push(problem);
    else setOwn(item, attribute, v);
  }
  const notes = [...tableKeys]
    .filter((k) => !keys.some((p) => p.attribute === k))
    .map((k) => `The design gives ${entity.name} no template for ${k}: fill it in the editor.`);
  if (design.typeAttribute && entity.typeValue !== undefined && !tableKeys.has(design.typeAttribute))
    setOwn<AttributeValue>(item, design.typeAttribute, { S: entity.typeValue });
  return { slots, keys, item, problems, notes };
}
