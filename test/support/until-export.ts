/**
 * Follows an export until its status says what the test waits for. Asked in-process, not over HTTP:
 * a burst of small status calls once met a closed keep-alive socket ("fetch failed") on a loaded
 * machine, which is the test's client, not the export.
 */
import type { ExplorerApi } from '../../shared/api.js';
import type { ExportStatus } from '../../shared/api-export.js';

export async function untilExport(
  api: ExplorerApi,
  exportId: string,
  done: (s: ExportStatus) => boolean,
): Promise<ExportStatus> {
  for (;;) {
    const s = await api.getExport({ exportId });
    if (done(s)) return s;
    // A state is waited for, asked again after a breath so a loaded machine is not flooded with calls.
    await new Promise((r) => setTimeout(r, 20));
  }
}
