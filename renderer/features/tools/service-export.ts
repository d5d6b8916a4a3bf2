/**
 * An export of the whole read run in the service (startExport): the read (a Query, a Scan or a
 * PartiQL SELECT) is run again there page by page into a file, so it may be of any size and never passes through the page. This follows its
 * progress until it ends, stops it on request, and in web mode hands the finished file to the
 * browser's download from the service's streamed link. In Electron the service writes the file
 * the user picked in the save dialog.
 */
import type { ExplorerApi } from '../../../shared/api.js';
import type { ExportStatus } from '../../../shared/api-export.js';
import type { ExportFormat } from '../../../shared/export/export-items.js';
import type { BuiltPagedRead } from '../../model/query/build-read.js';

export interface ServiceExportOptions {
  api: ExplorerApi;
  mode: 'electron' | 'web';
  built: BuiltPagedRead;
  /** The read units the read may use (its budget, else its connection's default). */
  rcuBudget?: number;
  format: ExportFormat;
  keys: readonly string[];
  bom: boolean;
  fileName: string;
  onStatus(s: ExportStatus): void;
}

/** How often the page asks how far the export is. */
const POLL_MS = 250;

export interface RunningExport {
  stop(): Promise<void>;
  /** The last status, once the export has ended (and its file was handed to the download). */
  ended: Promise<ExportStatus>;
}

/** Starts the export; throws what startExport refused (the read, the file). */
export async function startServiceExport(o: ServiceExportOptions): Promise<RunningExport> {
  const { spec, cap, statement } = o.built;
  const first = await o.api.startExport({
    // A PartiQL SELECT runs again as its statement (paged by NextToken), not as the Scan it is read as.
    ...(statement
      ? { method: 'statement' as const, request: { ...statement } }
      : { method: spec.kind, request: spec.request as Record<string, unknown> }),
    format: o.format,
    keys: [...o.keys],
    ...(o.format === 'csv' ? { bom: o.bom } : {}),
    ...(cap ? { maxItems: cap } : {}),
    ...(o.rcuBudget ? { rcuBudget: o.rcuBudget } : {}),
    fileName: o.fileName,
    // Electron's save dialog opens on this name and the service writes the path chosen there.
    ...(o.mode === 'electron' ? { path: o.fileName } : {}),
  });
  o.onStatus(first);
  const exportId = first.exportId;
  const ended = (async () => {
    let s = first;
    while (s.state === 'running') {
      await new Promise((r) => setTimeout(r, POLL_MS));
      s = await o.api.getExport({ exportId });
      o.onStatus(s);
    }
    if (s.download) download(s.download, s.fileName);
    return s;
  })();
  return {
    stop: async () => {
      o.onStatus(await o.api.stopExport({ exportId }));
    },
    ended,
  };
}

/** The browser downloads the file from the service's link, streamed to disk, never held by the page. */
function download(href: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
