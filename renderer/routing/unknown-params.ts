/**
 * A link's parameters that no version of the form reads, each as written (`skOp=between`), with a
 * hint when it differs from a known one only in case: links are typed and edited by hand.
 */
export function unknownParams(params: URLSearchParams, known: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const key of new Set(params.keys())) {
    if (known.has(key)) continue;
    const value = params.get(key) ?? '';
    const near = [...known].find((k) => k.toLowerCase() === key.toLowerCase());
    out.push(`${value === '' ? key : `${key}=${value}`}${near ? ` (did you mean ${near}?)` : ''}`);
  }
  return out;
}

/** A yes/no parameter is 1 or 0 (or absent); any other value is named instead of read as "no". */
export function flagParam(params: URLSearchParams, name: string, ignored: string[]): boolean {
  const v = params.get(name);
  if (v === null || v === '0') return false;
  if (v === '1') return true;
  ignored.push(`${name}=${v} (expected 1 or 0)`);
  return false;
}
