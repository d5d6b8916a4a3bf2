/**
 * A file the user picked, read as text chunk by chunk with File.stream() (through gzip's
 * DecompressionStream when it is gzipped, as DynamoDB's Export to S3 files are), so a file of any
 * size is never in memory whole: each pass over it reads it again from the disk.
 */
import { isGzip } from '../../../shared/import/import-formats.js';

/** The first bytes, to tell gzip from text and guess the format. */
export async function firstBytes(file: Blob, count = 4096): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}

/** The start of the file's text (decompressed when gzipped), for the format's guess. */
export async function firstText(file: File, count = 4096): Promise<string> {
  let text = '';
  for await (const chunk of fileText(file)) {
    text += chunk;
    if (text.length >= count) break;
  }
  return text.slice(0, count);
}

/** The file's text in chunks; returning early (a break) cancels the read. */
export async function* fileText(file: File, signal?: AbortSignal): AsyncGenerator<string> {
  const gzip = isGzip(file.name, await firstBytes(file, 2));
  let bytes: ReadableStream<Uint8Array> = file.stream();
  if (gzip) bytes = bytes.pipeThrough(new DecompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>);
  const reader = bytes.pipeThrough(new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>).getReader();
  try {
    for (;;) {
      if (signal?.aborted) throw new DOMException('The import was stopped', 'AbortError');
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
