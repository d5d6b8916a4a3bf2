/**
 * The part of the contract that runs an export in the service: the read is run again there page by
 * page (the request as the page built it) and each page's text written to a file as it arrives, so
 * a file of any size never passes through the page or sits whole in memory. In Electron the file is
 * the one the user picks in the save dialog (the method's `dialog` trait); in web mode the service
 * writes a temporary file that the page downloads from a streamed link, deleted once sent.
 */
import { z } from 'zod';
import type { ApiErrorShape } from './api-errors.js';
import { EXPORT_FORMAT_NAMES, type ExportFormat } from './export/export-items.js';

const text = (what: string, max: number) =>
  z
    .string({ error: `expected ${what} as a string` })
    .min(1, `${what} must not be empty`)
    .max(max, `${what} is at most ${max} characters`);
const exportId = text('an export id', 200);
const names = (what: string) =>
  z
    .array(text('an attribute name', 65535), { error: `expected ${what} as a list of attribute names` })
    .max(100_000, `at most 100,000 ${what}`);

export const startExportRequest = z.strictObject({
  connectionId: text('a connection id', 300).optional(),
  /**
   * Which read to run again, and its request as the page built it: a Query or a Scan (checked as
   * that method's request), or a PartiQL SELECT, `statement` (checked as executeStatement's request:
   * Statement, Parameters, ConsistentRead, Limit as its page size), paged by its NextToken.
   */
  method: z.enum(['query', 'scan', 'statement'], {
    error: 'expected the read to export: "query", "scan" or "statement" (a PartiQL SELECT)',
  }),
  request: z.record(z.string(), z.unknown(), { error: 'expected the read request as an object' }),
  format: z.enum(EXPORT_FORMAT_NAMES, { error: `expected a format: ${EXPORT_FORMAT_NAMES.join(', ')}` }),
  /** Key attributes, written first (CSV columns). */
  keys: names('key attributes').optional(),
  /** CSV: start with a byte order mark. */
  bom: z.boolean({ error: 'expected true or false' }).optional(),
  /** The read's cap: at most this many items. */
  maxItems: z
    .number({ error: 'expected a whole number' })
    .int('expected a whole number')
    .positive('must be 1 or more')
    .optional(),
  /** The read's budget in read units: the export stops once the pages read have consumed this many. */
  rcuBudget: z.number({ error: 'expected a number of read units' }).positive('must be more than 0').optional(),
  /** The file's name as offered to the user (web mode's download, Electron's dialog). */
  fileName: text('a file name', 255).regex(/^[^/\\\0]+$/, 'a file name has no slash or backslash'),
  /** Electron: the file the user chose in the save dialog. Absent: a temporary file, downloaded by the page. */
  path: text('a file path', 4096).optional(),
});

export const exportIdRequest = z.strictObject({ exportId });

export type ExportState = 'running' | 'stopped' | 'done' | 'failed';

export interface ExportStatus {
  exportId: string;
  format: ExportFormat;
  /** 'columns': the CSV header pass (items counted, nothing written yet); 'items': writing. */
  pass: 'columns' | 'items';
  state: ExportState;
  /** Items written to the file (in the header pass: items whose attributes were collected). */
  items: number;
  bytes: number;
  pages: number;
  /** Read units the pages consumed, both passes together. */
  consumedUnits: number;
  fileName: string;
  /** Electron: where the file is. */
  path?: string;
  /** Web mode: the link that streams the file (once); present when there is a file to take. */
  download?: string;
  /** Why it ended short of the read's end: 'cap', 'budget' or 'stop'. */
  endedBy?: 'cap' | 'budget' | 'stop';
  /** CSV: attributes that first appeared after the header pass, so have no column. */
  lateColumns?: string[];
  error?: ApiErrorShape;
}
