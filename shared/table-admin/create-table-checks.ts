/**
 * DynamoDB's rules for a CreateTable, checked on the dialog's draft before anything is sent, each
 * problem naming its field as the form labels it ("Index 2 (byStatus) sort key: ..."), so a person
 * fixes it where it is instead of reading a ValidationException after a round trip. The rules are
 * the API reference's (CreateTable, KeySchemaElement, Projection, ProvisionedThroughput) and the
 * service quotas page (20 GSIs, 5 LSIs, 100 projected attributes summed over the indexes).
 */
import { utf8Length } from '../dynamo/utf8.js';
import { includedAttributes, type CreateTableDraft, type IndexDraft, type KeyDraft } from './create-table-draft.js';

export interface DraftProblem {
  /** The form field, as `tableName`, `sortKey.name`, `indexes.1.include`: the dialog puts the message beside it. */
  field: string;
  message: string;
}

export const MAX_GSIS = 20;
export const MAX_LSIS = 5;
/** Summed over every index's NonKeyAttributes, the same name in two indexes counting twice. */
export const MAX_PROJECTED_ATTRIBUTES = 100;
/** Provisioned units DynamoDB takes in one request (the account's quota may be lower). */
const MAX_UNITS = 40_000;
const NAME = /^[a-zA-Z0-9_.-]{3,255}$/;

function nameProblem(label: string, name: string): string | null {
  if (!name) return `${label}: required`;
  if (!NAME.test(name))
    return `${label}: "${name}" is not a valid name: 3 to 255 characters, each a letter, digit, _ . or -`;
  return null;
}

function attributeProblem(label: string, name: string, required: boolean): string | null {
  if (!name) return required ? `${label}: required` : null;
  if (utf8Length(name) > 255)
    return `${label}: a key attribute name is at most 255 bytes (this one is ${utf8Length(name)})`;
  return null;
}

function unitsProblem(label: string, text: string): string | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return `${label}: expected a whole number of capacity units (1 or more), not "${text}"`;
  const n = Number(t);
  if (n < 1) return `${label}: at least 1 capacity unit`;
  if (n > MAX_UNITS) return `${label}: at most ${MAX_UNITS} units in one request`;
  return null;
}

export const indexLabel = (i: IndexDraft, n: number) => `Index ${n + 1}${i.name ? ` (${i.name})` : ''}`;

/** Every problem of the draft; none means createTableInputOf(draft) is a request DynamoDB accepts. */
export function checkDraft(d: CreateTableDraft, existingTables: readonly string[] = []): DraftProblem[] {
  const out: DraftProblem[] = [];
  const add = (field: string, message: string | null) => {
    if (message) out.push({ field, message });
  };
  add('tableName', nameProblem('Table name', d.tableName));
  if (d.tableName && existingTables.includes(d.tableName))
    add('tableName', `Table name: a table named "${d.tableName}" exists already on this connection`);
  add('partitionKey.name', attributeProblem('Partition key', d.partitionKey.name, true));
  add('sortKey.name', attributeProblem('Sort key', d.sortKey.name, false));
  if (d.sortKey.name && d.sortKey.name === d.partitionKey.name)
    add(
      'sortKey.name',
      `Sort key: "${d.sortKey.name}" is the partition key already; a key's two parts are two attributes`,
    );
  if (d.billing === 'PROVISIONED') {
    add('readUnits', unitsProblem('Read capacity units', d.readUnits));
    add('writeUnits', unitsProblem('Write capacity units', d.writeUnits));
  }
  checkIndexes(d, add);
  checkTypes(d, add);
  if (d.ttlAttribute.trim()) add('ttlAttribute', attributeProblem('TTL attribute', d.ttlAttribute.trim(), false));
  return out;
}

type Add = (field: string, message: string | null) => void;

function checkIndexes(d: CreateTableDraft, add: Add) {
  const gsis = d.indexes.filter((i) => i.kind === 'GSI').length;
  const lsis = d.indexes.length - gsis;
  if (gsis > MAX_GSIS)
    add('indexes', `Indexes: at most ${MAX_GSIS} global secondary indexes per table (${gsis} given)`);
  if (lsis > MAX_LSIS) add('indexes', `Indexes: at most ${MAX_LSIS} local secondary indexes per table (${lsis} given)`);
  const names = new Map<string, number>();
  let projected = 0;
  d.indexes.forEach((i, n) => {
    const label = indexLabel(i, n);
    const at = `indexes.${n}`;
    add(`${at}.name`, nameProblem(`${label} name`, i.name));
    const before = names.get(i.name);
    if (i.name && before !== undefined)
      add(
        `${at}.name`,
        `${label} name: index ${before + 1} is named "${i.name}" already; each index needs its own name`,
      );
    if (i.name) names.set(i.name, n);
    if (i.kind === 'GSI')
      add(`${at}.partitionKey.name`, attributeProblem(`${label} partition key`, i.partitionKey.name, true));
    else {
      if (!d.sortKey.name)
        add(`${at}.kind`, `${label}: a local secondary index needs a table with a sort key (a composite primary key)`);
      if (i.partitionKey.name && i.partitionKey.name !== d.partitionKey.name)
        add(
          `${at}.partitionKey.name`,
          `${label} partition key: a local secondary index shares the table's partition key "${d.partitionKey.name}", not "${i.partitionKey.name}"`,
        );
    }
    add(`${at}.sortKey.name`, attributeProblem(`${label} sort key`, i.sortKey.name, i.kind === 'LSI'));
    const pk = i.kind === 'LSI' ? d.partitionKey.name : i.partitionKey.name;
    if (i.sortKey.name && i.sortKey.name === pk)
      add(`${at}.sortKey.name`, `${label} sort key: "${pk}" is this index's partition key already`);
    if (i.kind === 'LSI' && i.sortKey.name && i.sortKey.name === d.sortKey.name)
      add(
        `${at}.sortKey.name`,
        `${label} sort key: "${d.sortKey.name}" is the table's sort key; a local index sorts by another attribute`,
      );
    if (i.projection === 'INCLUDE') {
      const attrs = includedAttributes(i.include);
      projected += attrs.length;
      if (attrs.length === 0)
        add(`${at}.include`, `${label} projected attributes: INCLUDE needs at least one attribute to project`);
      const dup = attrs.find((a, k) => attrs.indexOf(a) !== k);
      if (dup) add(`${at}.include`, `${label} projected attributes: "${dup}" is listed twice`);
    }
  });
  if (projected > MAX_PROJECTED_ATTRIBUTES)
    add(
      'indexes',
      `Indexes: at most ${MAX_PROJECTED_ATTRIBUTES} projected (INCLUDE) attributes summed over all indexes, the same name in two indexes counting twice (${projected} given)`,
    );
}

/** One attribute, one type: a key attribute used by the table and its indexes is defined once. */
function checkTypes(d: CreateTableDraft, add: Add) {
  const seen = new Map<string, { type: string; where: string }>();
  const use = (k: KeyDraft, field: string, where: string) => {
    if (!k.name) return;
    const before = seen.get(k.name);
    if (before && before.type !== k.type)
      add(
        field,
        `${where}: "${k.name}" is ${before.type} as the ${before.where}; an attribute has one type across the table and its indexes`,
      );
    else if (!before) seen.set(k.name, { type: k.type, where: where.toLowerCase() });
  };
  use(d.partitionKey, 'partitionKey.type', 'Partition key');
  use(d.sortKey, 'sortKey.type', 'Sort key');
  d.indexes.forEach((i, n) => {
    const label = indexLabel(i, n);
    if (i.kind === 'GSI') use(i.partitionKey, `indexes.${n}.partitionKey.type`, `${label} partition key`);
    use(i.sortKey, `indexes.${n}.sortKey.type`, `${label} sort key`);
  });
}
