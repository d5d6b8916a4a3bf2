/** Which sort-key words mark a collection's own record (METADATA, PROFILE ...), for choosing the parent. */
const METADATA_NAMES = new Set(['METADATA', 'META', 'INFO', 'PROFILE', 'DETAILS', 'SUMMARY']);

/** `METADATA`, `meta`, `_META`, `~Info`: names that conventionally mark a collection's own record. */
export function isMetadataLike(type: string): boolean {
  const core = type.replace(/^[^A-Za-z0-9]+/, '').toUpperCase();
  return METADATA_NAMES.has(core);
}
