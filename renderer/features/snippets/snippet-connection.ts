/**
 * Where a snippet connects, from what the renderer knows of the connection: its region, the
 * endpoint for anything but AWS (the sandbox's is known once it has started), the profile name.
 */
import type { ConnectionInfo } from '../../../shared/api.js';
import type { SnippetConnection } from '../../../shared/snippets/index.js';

export type SnippetTarget = { ok: true; connection: SnippetConnection; note?: string } | { ok: false; message: string };

export function snippetConnection(info: ConnectionInfo | undefined): SnippetTarget {
  if (!info)
    return {
      ok: false,
      message: "Not connected yet: the code needs the connection's region (and endpoint, for a local server).",
    };
  if (info.kind === 'sandbox' || info.kind === 'endpoint') {
    if (!info.endpoint)
      return {
        ok: false,
        message: `The endpoint of "${info.name}" is not known yet; it is set once the connection has started.`,
      };
    return {
      ok: true,
      connection: {
        region: info.region,
        endpoint: info.endpoint,
        ...(info.sandboxCredentials ? { credentials: info.sandboxCredentials } : {}),
        ...(info.accessKeyId ? { accessKeyId: info.accessKeyId } : info.profile ? { profile: info.profile } : {}),
      },
      ...(info.kind === 'sandbox'
        ? {
            note: 'The sandbox listens on a new port, with a new credential, each time the app starts: copy the code again if it has restarted.',
          }
        : {}),
    };
  }
  if (info.kind === 'profile') return { ok: true, connection: { region: info.region, profile: info.name } };
  return { ok: true, connection: { region: info.region } };
}
