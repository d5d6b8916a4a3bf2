/**
 * The errors the page met, kept for a bug report: a short bounded list in memory, never sent
 * anywhere and never stored. What is kept is what a developer needs to find the fault (where, the
 * error's name, its message, the code locations of its stack) and not the user's data: quoted text
 * in messages (item values, key values) and anything shaped like a credential are masked first.
 */

export interface ErrorRecord {
  /** ms since epoch. */
  at: number;
  /** The panel whose view failed, or where an uncaught error came from ('event handler', 'promise'). */
  where: string;
  name: string;
  message: string;
  /** Code locations only, the page's address parameters (a session token) dropped. */
  stack: string[];
  /** Shown as a notice until dismissed (errors outside any panel); a panel shows its own. */
  notice: boolean;
}

const LIMIT = 30;
const MESSAGE_LIMIT = 300;
const STACK_LINES = 12;

let records: ErrorRecord[] = [];
const listeners = new Set<() => void>();

/** Masks what may be the user's data or a secret, keeps the shape of the message. */
export function maskMessage(message: string): string {
  return (
    message
      .slice(0, MESSAGE_LIMIT * 2)
      // Quoted text is usually a value; a short identifier in single quotes (`reading 'name'`) is code.
      .replace(/"(?:[^"\\]|\\.)*"|`[^`]*`|“[^”]*”/g, (q) => `"…${q.length - 2} chars"`)
      .replace(/'([^']{41,}|[^']*[^\w$.' -][^']*)'/g, (_q, inner: string) => `'…${inner.length} chars'`)
      .replace(/\b(?:AKIA|ASIA|AROA|AIDA)[A-Z0-9]{12,}\b/g, '[access key id]')
      .replace(/[A-Za-z0-9+/=_-]{32,}/g, '[masked]')
      .slice(0, MESSAGE_LIMIT)
  );
}

function stackOf(error: unknown): string[] {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  return stack
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('at ') || /@\S+:\d+/.test(l))
    .slice(0, STACK_LINES)
    .map((l) => l.replace(/\?[^\s):]*/g, ''));
}

export function describeError(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name || 'Error', message: maskMessage(error.message) };
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof (error as { message: unknown }).message === 'string'
  ) {
    const name = (error as { name?: unknown }).name;
    return {
      name: typeof name === 'string' ? name : 'Error',
      message: maskMessage((error as { message: string }).message),
    };
  }
  return { name: 'Error', message: maskMessage(String(error)) };
}

export function reportError(where: string, error: unknown, { notice = false } = {}): ErrorRecord {
  const record: ErrorRecord = { at: Date.now(), where, ...describeError(error), stack: stackOf(error), notice };
  records = [...records, record].slice(-LIMIT);
  for (const l of listeners) l();
  return record;
}

export function dismissNotice(record: ErrorRecord): void {
  records = records.map((r) => (r === record ? { ...r, notice: false } : r));
  for (const l of listeners) l();
}

export function errorRecords(): readonly ErrorRecord[] {
  return records;
}

export function subscribeErrors(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The text "Copy details" puts on the clipboard: this error first, then the rest of the log. */
export function errorReport(first: ErrorRecord | null): string {
  const line = (r: ErrorRecord) =>
    [`${new Date(r.at).toISOString()} ${r.where}: ${r.name}: ${r.message}`, ...r.stack.map((s) => `    ${s}`)].join(
      '\n',
    );
  const rest = records.filter((r) => r !== first);
  return [
    `Item Collection Explorer error report (${navigator.userAgent})`,
    ...(first ? [line(first)] : []),
    ...(rest.length > 0 ? ['', `Earlier errors (${rest.length}):`, ...rest.map(line)] : []),
  ].join('\n');
}

/** Errors React did not catch (event handlers, timers) and promises nobody waited for become notices. */
export function watchUncaughtErrors(target: Window): void {
  target.addEventListener('error', (e) => {
    // Chromium's benign report that a resize observer skipped a frame: nothing failed.
    if (typeof e.message === 'string' && e.message.startsWith('ResizeObserver loop')) return;
    reportError('An action', e.error ?? e.message, { notice: true });
  });
  target.addEventListener('unhandledrejection', (e) => {
    const reason: unknown = e.reason;
    if (reason instanceof DOMException && reason.name === 'AbortError') return;
    reportError('A background task', reason, { notice: true });
  });
}
