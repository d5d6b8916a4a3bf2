/**
 * What the first pass found, shown before anything can be written: how many records were read and
 * refused, each CSV column's type (guessed, choosable), the first items as the tools' items table
 * shows them, and the refused records by line and field (the first ones listed, all counted).
 */
import { CSV_COLUMN_TYPES, type CsvColumnType } from '../../../shared/import/csv-columns.js';
import { LISTED_PROBLEMS } from '../../../shared/import/import-scan.js';
import { ItemsTable } from '../tools/index.js';
import type { ImportCheck } from './use-import-check.js';

const n = (x: number) => x.toLocaleString('en-US');
const counted = (x: number, noun: string) => `${n(x)} ${noun}${x === 1 ? '' : 's'}`;

interface Props {
  check: ImportCheck;
  keys: readonly string[];
  onColumnType(name: string, type: CsvColumnType): void;
}

export function checkSummary(check: ImportCheck): string {
  switch (check.status) {
    case 'idle':
      return 'Choose a file and a table.';
    case 'checking':
      return `Checking the file: ${n(check.chars)} characters read…`;
    case 'error':
      // A refusal of the file itself (not text) says so whole; a failed read says what failed.
      return check.name === 'NotTextFile' ? check.message : `The file could not be read: ${check.message}`;
    case 'done': {
      const r = check.result;
      if (r.records === 0) return 'The file holds no items.';
      return r.refused === 0
        ? `Checked ${counted(r.records, 'record')}: ${r.items === 1 ? 'its item' : `all ${n(r.items)} items`} can be imported.`
        : `Checked ${counted(r.records, 'record')}: ${n(r.refused)} refused, so nothing can be imported until the file is fixed.`;
    }
  }
}

export function ImportCheckView({ check, keys, onColumnType }: Props) {
  const result = check.status === 'done' ? check.result : undefined;
  return (
    <>
      <p role="status" aria-label="Import check">
        {checkSummary(check)}
      </p>
      {result?.columns ? (
        <table className="import-columns" aria-label="Columns">
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Type</th>
            </tr>
          </thead>
          <tbody>
            {result.columns.map((c) => (
              <tr key={c.name}>
                <th scope="row">{c.name}</th>
                <td>
                  <select
                    aria-label={`Type of ${c.name}`}
                    value={c.type}
                    onChange={(e) => onColumnType(c.name, e.target.value as CsvColumnType)}
                  >
                    {CSV_COLUMN_TYPES.map((t) => (
                      <option key={t.type} value={t.type}>
                        {t.label}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {result && result.problems.length > 0 ? (
        <div role="alert">
          <ul aria-label="Refused records">
            {result.problems.map((p, i) => (
              <li key={i}>{p.message}</li>
            ))}
          </ul>
          <p>
            {n(result.refused)} record{result.refused === 1 ? '' : 's'} refused in all
            {result.problems.length >= LISTED_PROBLEMS ? `; the first ${LISTED_PROBLEMS} problems are listed` : ''}.
          </p>
        </div>
      ) : null}
      {result && result.preview.length > 0 ? (
        <ItemsTable
          label="Import preview"
          items={result.preview}
          keys={keys}
          numbers={{ header: 'Line', values: result.previewLines }}
        />
      ) : null}
    </>
  );
}
