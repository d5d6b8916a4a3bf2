/**
 * The one Query that a fan-out runs once per partition: the same sort-key condition, filter and
 * projection, with only the partition-key value changing. Placeholders are prefixed `fo` so they
 * never meet the user's own `#name` / `:value` placeholders in a filter.
 */
import type { ApiRequest } from '../api.js';
import type { AttributeValue, KeyNames } from '../dynamo/types.js';

export type SortOperator = '=' | '<' | '<=' | '>' | '>=' | 'begins_with' | 'between';

export interface SortCondition {
  op: SortOperator;
  /** One value, or two for `between`. */
  values: AttributeValue[];
}

export interface PartitionQuery {
  connectionId?: string;
  TableName: string;
  IndexName?: string;
  /** The keys of the table or index read. */
  keyNames: KeyNames;
  /** The table's own key attributes, kept in a projection so items can be told apart. */
  tableKeys?: string[];
  sort?: SortCondition;
  /** False reads each partition largest sort key first, and the merged stream too. */
  forward?: boolean;
  FilterExpression?: string;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, AttributeValue>;
  ConsistentRead?: boolean;
}

export type QueryRequest = Omit<ApiRequest<'query'>, 'requestId' | 'ExclusiveStartKey' | 'Limit'>;

const PK_NAME = '#fo_pk';
const SK_NAME = '#fo_sk';
const PK_VALUE = ':fo_pk';

function sortClause(op: SortOperator): string {
  if (op === 'begins_with') return `begins_with(${SK_NAME}, :fo_sk0)`;
  if (op === 'between') return `${SK_NAME} BETWEEN :fo_sk0 AND :fo_sk1`;
  return `${SK_NAME} ${op} :fo_sk0`;
}

export class PartitionQueryError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'PartitionQueryError';
  }
}

/** The Query for one partition-key value. */
export function partitionRequest(q: PartitionQuery, partition: AttributeValue): QueryRequest {
  const names: Record<string, string> = { ...q.ExpressionAttributeNames, [PK_NAME]: q.keyNames.partitionKey };
  const values: Record<string, AttributeValue> = { ...q.ExpressionAttributeValues, [PK_VALUE]: partition };
  let condition = `${PK_NAME} = ${PK_VALUE}`;
  if (q.sort) {
    if (q.keyNames.sortKey === undefined) {
      throw new PartitionQueryError(
        'a sort-key condition was given, but the table or index read has no sort key',
        'sort',
      );
    }
    const wanted = q.sort.op === 'between' ? 2 : 1;
    if (q.sort.values.length !== wanted) {
      throw new PartitionQueryError(
        `${q.sort.op} needs ${wanted === 2 ? 'two values' : 'one value'}, got ${q.sort.values.length}`,
        'sort',
      );
    }
    names[SK_NAME] = q.keyNames.sortKey;
    q.sort.values.forEach((v, i) => {
      values[`:fo_sk${i}`] = v;
    });
    condition += ` AND ${sortClause(q.sort.op)}`;
  }
  const req: QueryRequest = {
    TableName: q.TableName,
    KeyConditionExpression: condition,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
  if (q.connectionId !== undefined) req.connectionId = q.connectionId;
  if (q.IndexName !== undefined) req.IndexName = q.IndexName;
  if (q.forward === false) req.ScanIndexForward = false;
  if (q.FilterExpression) req.FilterExpression = q.FilterExpression;
  if (q.ConsistentRead !== undefined) req.ConsistentRead = q.ConsistentRead;
  if (q.ProjectionExpression) req.ProjectionExpression = withKeys(q, names);
  return req;
}

/**
 * A projection that leaves out the keys would leave the merge nothing to order by and
 * de-duplication nothing to compare, so the key attributes are always read too.
 */
function withKeys(q: PartitionQuery, names: Record<string, string>): string {
  const projected = new Set(
    q.ProjectionExpression!.split(',').map((path) => {
      const top = path.trim().split(/[.[]/)[0]!.trim();
      return top.startsWith('#') ? (names[top] ?? top) : top;
    }),
  );
  const keys = [q.keyNames.partitionKey, q.keyNames.sortKey, ...(q.tableKeys ?? [])].filter(
    (k): k is string => k !== undefined && !projected.has(k),
  );
  const extra: string[] = [];
  // Naming a path twice is an error ("two document paths overlap"), so only missing keys are added.
  [...new Set(keys)].forEach((k, i) => {
    const placeholder = `#fo_k${i}`;
    names[placeholder] = k;
    extra.push(placeholder);
  });
  return [q.ProjectionExpression!, ...extra].join(', ');
}
