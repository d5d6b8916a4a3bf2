/**
 * What an error quotes of what it refuses: the text itself when short, else its start and its
 * length, so a 10 MB field never comes back whole in the answer that refuses it.
 */
export const QUOTE_CHARS = 60;

export function quoteShort(text: string, max = QUOTE_CHARS): string {
  if (text.length <= max) return `"${text}"`;
  return `"${text.slice(0, max)}…" (${text.length} characters)`;
}

/** The most of an error's message that is sent: enough for every message we write, never an echo of megabytes. */
export const MESSAGE_MAX_CHARS = 2_000;

export function clipMessage(text: string, max = MESSAGE_MAX_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters left out)`;
}
