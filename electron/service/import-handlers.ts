/**
 * checkImport and checkImportFile: the first pass of an import for callers without a page, on the
 * same reader and checks as the dialog (shared/import/import-scan.ts) against the table as
 * described now. A file is streamed (through gunzip when it starts with gzip's magic bytes), so
 * its size is not bounded by memory; nothing is written.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { CheckedRequest } from '../../shared/api.js';
import { ApiError } from '../../shared/api-errors.js';
import type { TableDescription } from '../../shared/dynamo/types.js';
import { readerFormat } from '../../shared/import/import-formats.js';
import { ImportScan, type ImportScanResult } from '../../shared/import/import-scan.js';
import { NotTextFileError } from '../../shared/import/binary-file.js';

type Describe = (req: { connectionId?: string; TableName: string }) => Promise<{ Table: TableDescription }>;

function scanOf(req: CheckedRequest<'checkImport'> | CheckedRequest<'checkImportFile'>, table: TableDescription) {
  return new ImportScan(
    { format: readerFormat(req.format), ...(req.columns ? { columnTypes: req.columns } : {}) },
    table,
  );
}

async function startsWithGzip(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await file.close();
  }
}

async function fileText(path: string): Promise<Readable> {
  let gzip: boolean;
  try {
    gzip = await startsWithGzip(path);
  } catch (e) {
    throw new ApiError({ name: 'FileNotRead', message: `Could not read ${path}: ${(e as Error).message}` });
  }
  const raw = createReadStream(path);
  const stream = gzip ? raw.pipe(createGunzip()) : raw;
  if (gzip) raw.on('error', (e) => stream.destroy(e));
  stream.setEncoding('utf8');
  return stream;
}

/** A file that is not text is refused as such, with the reason the scan gave. */
function asApiError(e: unknown): unknown {
  return e instanceof NotTextFileError ? new ApiError({ name: e.name, message: e.message }) : e;
}

export function importHandlers(describe: Describe) {
  return {
    checkImport: async (req: CheckedRequest<'checkImport'>): Promise<ImportScanResult> => {
      const { Table } = await describe(req);
      const scan = scanOf(req, Table);
      try {
        scan.feed(req.text);
      } catch (e) {
        throw asApiError(e);
      }
      return scan.end();
    },
    checkImportFile: async (req: CheckedRequest<'checkImportFile'>): Promise<ImportScanResult> => {
      const { Table } = await describe(req);
      const scan = scanOf(req, Table);
      try {
        for await (const chunk of await fileText(req.path)) scan.feed(chunk as string);
      } catch (e) {
        if (e instanceof ApiError || e instanceof NotTextFileError) throw asApiError(e);
        throw new ApiError({ name: 'FileNotRead', message: `Could not read ${req.path}: ${(e as Error).message}` });
      }
      return scan.end();
    },
  };
}
