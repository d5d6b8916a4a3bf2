/**
 * The items the one-step local create loads (a model's samples, a seed file of DynamoDB JSON
 * lines as the export writes them), read by the import's own reader and checked against the table
 * about to be made, keys and index keys of their types, before anything is created: a bad line is
 * named with its field, and nothing is sent until it is fixed or left out.
 */
import type { CreateTableInput } from '../../../shared/api-table-admin.js';
import type { Item, TableDescription } from '../../../shared/dynamo/types.js';
import { importItemProblems, type ImportProblem } from '../../../shared/import/import-check.js';
import { ImportReader } from '../../../shared/import/import-reader.js';

export interface SeedFile {
  name: string;
  items: Item[];
  /** Each item's line in the file. */
  lines: number[];
  problems: ImportProblem[];
}

/** A seed file's text (DynamoDB JSON lines, or Export to S3 lines, or a JSON array of them) as items. */
export function readSeedText(name: string, text: string): SeedFile {
  const reader = new ImportReader({ format: 'dynamodb-json' });
  const items: Item[] = [];
  const lines: number[] = [];
  const problems: ImportProblem[] = [];
  for (const r of [...reader.feed(text), ...reader.end()]) {
    if ('item' in r) {
      items.push(r.item);
      lines.push(r.line);
    } else problems.push(r.problem);
  }
  return { name, items, lines, problems };
}

/** The table the request makes, as a description, for the write gate's checks. */
export function describedBy(input: CreateTableInput): TableDescription {
  const index = (i: { IndexName: string; KeySchema: CreateTableInput['KeySchema'] }) => ({
    IndexName: i.IndexName,
    KeySchema: i.KeySchema.map((k) => ({ AttributeName: k.AttributeName, KeyType: k.KeyType })),
  });
  return {
    TableName: input.TableName,
    KeySchema: input.KeySchema.map((k) => ({ AttributeName: k.AttributeName, KeyType: k.KeyType })),
    AttributeDefinitions: input.AttributeDefinitions.map((a) => ({
      AttributeName: a.AttributeName,
      AttributeType: a.AttributeType,
    })),
    ...(input.GlobalSecondaryIndexes ? { GlobalSecondaryIndexes: input.GlobalSecondaryIndexes.map(index) } : {}),
    ...(input.LocalSecondaryIndexes ? { LocalSecondaryIndexes: input.LocalSecondaryIndexes.map(index) } : {}),
  };
}

/**
 * The first `max` problems of the items to load against the table to be made, each naming where
 * the item came from: "sample item 2: ..." or "seed.jsonl line 7: ...".
 */
export function loadProblems(
  samples: readonly Item[],
  seed: SeedFile | null,
  input: CreateTableInput,
  max = 20,
): string[] {
  const table = describedBy(input);
  const out: string[] = [...(seed?.problems ?? []).map((p) => `${seed!.name} ${p.message}`)];
  samples.forEach((item, i) => {
    if (out.length < max)
      for (const p of importItemProblems(i + 1, item, table))
        out.push(p.message.replace(/^line \d+/, `sample item ${i + 1}`));
  });
  seed?.items.forEach((item, i) => {
    if (out.length < max)
      for (const p of importItemProblems(seed.lines[i]!, item, table)) out.push(`${seed.name} ${p.message}`);
  });
  return out.slice(0, max);
}
