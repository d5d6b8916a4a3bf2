/**
 * A number that reads as a moment: whole or fractional epoch seconds (a TTL attribute, a `createdAt`)
 * or epoch milliseconds (JavaScript's Date.now()), shown beside the number as a UTC date so a
 * developer does not have to convert it by hand. Only the years 2000 to 2100 count: a price, a count
 * or an id of nine or ten digits is less likely to fall there than a date is, and a guess outside it
 * would say more than the number does.
 */
const FROM_S = Date.UTC(2000, 0, 1) / 1000;
const TO_S = Date.UTC(2100, 0, 1) / 1000;

export interface EpochDate {
  unit: 'seconds' | 'milliseconds';
  /** The moment in UTC, such as "2023-11-14 22:13:20 UTC" (with milliseconds when it has any). */
  text: string;
}

export function epochDate(numberText: string): EpochDate | null {
  if (!/^\d{9,13}(\.\d+)?$/.test(numberText)) return null;
  const n = Number(numberText);
  const whole = !numberText.includes('.');
  const unit =
    n >= FROM_S && n < TO_S ? 'seconds' : whole && n >= FROM_S * 1000 && n < TO_S * 1000 ? 'milliseconds' : null;
  if (!unit) return null;
  const ms = Math.round(unit === 'seconds' ? n * 1000 : n);
  const iso = new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.000Z$/, 'Z')
    .replace(/Z$/, ' UTC');
  return { unit, text: iso };
}
