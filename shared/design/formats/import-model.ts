/**
 * One entry point for a model file a user picks: its JSON is read, its kind recognised (NoSQL
 * Workbench or OneTable) and turned into a TableDesign, or refused with the field that is wrong.
 */
import { DesignImportError, isObject, parseJsonText } from './import-errors.js';
import type { TableDesign } from '../model/table-design.js';
import {
  importNoSqlWorkbench,
  isNoSqlWorkbenchModel,
  type ModelImport,
  type ModelImportOptions,
} from './nosql-workbench-import.js';
import { importOneTable, isOneTableSchema } from './onetable.js';

export type ModelFormat = 'nosql-workbench' | 'onetable';

export function importModel(json: unknown, options: ModelImportOptions = {}): ModelImport & { format: ModelFormat } {
  if (isNoSqlWorkbenchModel(json)) return { ...importNoSqlWorkbench(json, options), format: 'nosql-workbench' };
  if (isOneTableSchema(json)) return { ...importOneTable(json, options), format: 'onetable' };
  if (!isObject(json))
    throw new DesignImportError('', 'a JSON object (a NoSQL Workbench model or a OneTable schema)', json);
  throw new DesignImportError(
    '',
    'a NoSQL Workbench model (with "DataModel") or a OneTable schema (with "models" and "indexes")',
    undefined,
    `This file is neither a NoSQL Workbench model (no "DataModel") nor a OneTable schema (no "models" and "indexes"); its top-level fields are ${
      Object.keys(json)
        .slice(0, 6)
        .map((k) => `"${k}"`)
        .join(', ') || 'none'
    }.`,
  );
}

export function importModelText(text: string, options: ModelImportOptions = {}): ModelImport & { format: ModelFormat } {
  return importModel(parseJsonText(text, 'The file'), options);
}

/** Where a model was made for another table than the one open, the keys must still agree. */
export function keysDisagreement(
  design: TableDesign,
  table: { partitionKey: string; sortKey?: string },
): string | null {
  if (design.keys.partitionKey === table.partitionKey && design.keys.sortKey === table.sortKey) return null;
  const show = (k: { partitionKey: string; sortKey?: string }) =>
    k.sortKey ? `${k.partitionKey} + ${k.sortKey}` : k.partitionKey;
  return `The model's keys are ${show(design.keys)} but this table's are ${show(table)}.`;
}
