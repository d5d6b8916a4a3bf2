/**
 * Writes an export to a file the user chooses. Where the File System Access API exists (Chromium,
 * Electron) the chunks stream straight into the file; elsewhere they become a Blob that the browser
 * downloads, built from the chunks without joining them into one string.
 */
export interface SaveTarget {
  suggestedName: string;
  mimeType: string;
  extension: string;
  description: string;
}

interface SavePickerWindow {
  showSaveFilePicker?(options: {
    suggestedName?: string;
    types?: { description: string; accept: Record<string, string[]> }[];
  }): Promise<FileSystemFileHandle>;
}

export function canPickFile(): boolean {
  return typeof (window as unknown as SavePickerWindow).showSaveFilePicker === 'function';
}

export type SaveResult = 'saved' | 'cancelled';

/** Streams `chunks` into a file picked in the system's save dialog. */
export async function saveWithPicker(chunks: AsyncIterable<string>, target: SaveTarget): Promise<SaveResult> {
  const picker = (window as unknown as SavePickerWindow).showSaveFilePicker!;
  let handle: FileSystemFileHandle;
  try {
    handle = await picker({
      suggestedName: target.suggestedName,
      types: [{ description: target.description, accept: { [target.mimeType]: [`.${target.extension}`] } }],
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') return 'cancelled';
    throw e;
  }
  const writable = await handle.createWritable();
  try {
    for await (const chunk of chunks) await writable.write(chunk);
    await writable.close();
  } catch (e) {
    await writable.abort().catch(() => undefined);
    throw e;
  }
  return 'saved';
}

/** Builds a Blob from `chunks` and hands it to the browser's download. */
export async function saveAsDownload(chunks: AsyncIterable<string>, target: SaveTarget): Promise<SaveResult> {
  const parts: string[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const blob = new Blob(parts, { type: `${target.mimeType};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = target.suggestedName;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // The download has its own reference by now; give it a moment before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return 'saved';
}

/** A file name from a table or collection name: letters, digits, dot, dash and underscore only. */
export function safeFileName(base: string, extension: string): string {
  const clean =
    base
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 80) || 'export';
  return `${clean}.${extension}`;
}
