/**
 * The service's exports: startExport checks the read (a Query, a Scan or a PartiQL SELECT) as that
 * method's request and through the same pre-send gate as its read (export-reads.ts), then runs it
 * (export-run.ts) into the file the user chose (Electron) or
 * into a temporary file of this session (web mode), which the page downloads once from a streamed
 * link (electron/transport/export-download.ts) and which is removed when sent, or when the service
 * closes. getExport and stopExport follow and end a run by its id.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiMethod, CheckedRequest } from '../../../shared/api.js';
import { ApiError } from '../../../shared/api-errors.js';
import type { ExportStatus } from '../../../shared/api-export.js';
import { validateRequest } from '../../../shared/api-validate.js';
import { refuseForSandbox } from '../../sandbox/dynalite-limits.js';
import type { ConnectionRegistry } from '../connections.js';
import { toApiError } from '../errors.js';
import { statementTable, type PartiqlRunner } from '../partiql-runner.js';
import { redactError } from '../redact.js';
import type { RequestGate } from '../request-gate.js';
import { ExportRun } from './export-run.js';
import { queryScanPages, statementPages, type PageRequest, type StatementRequest } from './export-reads.js';

type Req<M extends ApiMethod> = CheckedRequest<M>;

/** The link that streams a finished temporary file (web mode's route). */
export const exportDownloadPath = (exportId: string) => `/api/export-file/${encodeURIComponent(exportId)}`;

/** A finished temporary file, taken for sending. */
export interface ExportFile {
  path: string;
  fileName: string;
  /** Call once the file was sent (or the sending failed): it is removed. */
  done(): Promise<void>;
}

export class ExportService {
  private readonly runs = new Map<string, ExportRun>();
  private tempDir: Promise<string> | undefined;

  constructor(
    private readonly connections: ConnectionRegistry,
    private readonly gate: RequestGate,
    /** The PartiQL read's runner: an exported statement is judged and paged as that read is. */
    private readonly partiql: PartiqlRunner,
  ) {}

  handlers() {
    return {
      startExport: (req: Req<'startExport'>) => this.start(req),
      getExport: async (req: Req<'getExport'>) => this.run(req.exportId).status(exportDownloadPath(req.exportId)),
      stopExport: async (req: Req<'stopExport'>) => {
        const run = this.run(req.exportId);
        run.stop();
        await run.finished;
        return run.status(exportDownloadPath(req.exportId));
      },
    };
  }

  /** The finished temporary file of `exportId`, once; undefined when there is none to take. */
  take(exportId: string): ExportFile | undefined {
    const run = this.runs.get(exportId);
    const file = run?.takeFile();
    if (!run || !file) return undefined;
    return { ...file, done: () => run.discard() };
  }

  /** Stops every run and removes this session's temporary files. */
  async close(): Promise<void> {
    for (const run of this.runs.values()) run.stop();
    await Promise.all([...this.runs.values()].map((r) => r.finished));
    const dir = this.tempDir;
    this.tempDir = undefined;
    if (dir) await rm(await dir, { recursive: true, force: true });
  }

  private run(exportId: string): ExportRun {
    const run = this.runs.get(exportId);
    if (!run)
      throw new ApiError({
        name: 'ExportNotFound',
        statusCode: 404,
        field: 'exportId',
        message: `No export ${exportId} in this session: an export lasts until the app or server stops`,
      });
    return run;
  }

  private async start(req: Req<'startExport'>): Promise<ExportStatus> {
    const { connectionId, method } = req;
    // The read is checked as the read it is: its own schema, then DynamoDB's rules through the gate.
    const read = validateRequest(method === 'statement' ? 'executeStatement' : method, {
      ...req.request,
      connectionId,
    }) as (PageRequest | StatementRequest) & {
      connectionId?: string;
      requestId?: string;
      readAhead?: unknown;
    };
    const { connectionId: _c, requestId: _r, readAhead: _a, ...request } = read;
    const client = await this.connections.client(connectionId);
    const ctx = { client, gate: this.gate, signal: AbortSignal.timeout(60_000) };
    let tableName: string;
    let pages: Awaited<ReturnType<typeof queryScanPages>>;
    if (method === 'statement') {
      const statement = request as StatementRequest;
      tableName = statementTable(statement.Statement);
      pages = await statementPages(this.partiql, statement, ctx);
    } else {
      const paged = request as PageRequest;
      tableName = paged.TableName;
      if (this.connections.isSandbox(connectionId)) refuseForSandbox('FilterExpression', paged.FilterExpression);
      pages = await queryScanPages(method, paged, ctx);
    }
    const exportId = randomUUID();
    const temporary = req.path === undefined;
    let path = req.path;
    if (path === undefined) {
      this.tempDir ??= mkdtemp(join(tmpdir(), 'ice-export-'));
      path = join(await this.tempDir, `${exportId}.part`);
    }
    const run = new ExportRun({
      exportId,
      ...pages,
      format: req.format,
      keys: req.keys,
      bom: req.bom,
      maxItems: req.maxItems,
      rcuBudget: req.rcuBudget,
      fileName: req.fileName,
      path,
      temporary,
      describeError: (e) =>
        redactError(
          toApiError(e, {
            tableName,
            endpoint: this.connections.endpointSigning(connectionId)?.endpoint,
            bounds: this.connections.callBounds(connectionId),
          }),
          this.connections.secrets,
        ).toJSON(),
    });
    this.runs.set(exportId, run);
    return run.status(exportDownloadPath(exportId));
  }
}
