/**
 * Web mode's download of an export run in the service: `GET /api/export-file/<exportId>` streams
 * the finished temporary file from disk to the browser (never read whole), as an attachment under
 * the export's file name, once; the file is removed after it was sent or the sending failed. A
 * browser's link sends the session cookie (SameSite=Strict, so never from another site) and no
 * Content-Type, so this route checks the session itself; an API client sends its bearer token.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../../shared/api-errors.js';
import type { ExportFile } from '../service/export/export-service.js';
import type { WebSessions } from './web-session.js';

export const EXPORT_FILE_ROUTE = '/api/export-file/';

/** Who hands over a finished export's file: the service's exports. */
export interface ExportFiles {
  take(exportId: string): ExportFile | undefined;
}

type SendError = (res: ServerResponse, err: ApiError, status: number) => void;

export async function sendExportFile(
  req: IncomingMessage,
  res: ServerResponse,
  o: { files?: ExportFiles; sessions: WebSessions; path: string; sendError: SendError },
): Promise<void> {
  const problem = (status: number, name: string, message: string) =>
    o.sendError(res, new ApiError({ name, message }), status);
  const signedIn = o.sessions.hasBearer(req.headers.authorization) || o.sessions.cookie(req.headers.cookie) === 'valid';
  if (!signedIn) return problem(401, 'Unauthorized', 'Open the link `npm run serve` printed in this browser first');
  if (req.method !== 'GET') return problem(405, 'MethodNotAllowed', `Use GET for ${EXPORT_FILE_ROUTE}<exportId>`);
  const exportId = decodeURIComponent(o.path.slice(EXPORT_FILE_ROUTE.length));
  const file = o.files?.take(exportId);
  if (!file)
    return problem(
      404,
      'ExportNotFound',
      `No finished export ${exportId} to download: each export's file is sent once, then removed`,
    );
  try {
    const { size } = await stat(file.path);
    res.writeHead(200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': size,
      'Content-Disposition': contentDisposition(file.fileName),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    await pipeline(createReadStream(file.path), res);
  } catch {
    if (!res.headersSent) problem(500, 'ExportFileLost', `The file of export ${exportId} could not be read`);
    else res.destroy();
  } finally {
    await file.done();
  }
}

/** RFC 6266: an ASCII fallback name and the exact one as UTF-8 (RFC 8187). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
