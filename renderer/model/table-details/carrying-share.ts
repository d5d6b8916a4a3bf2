/**
 * The share of a table's items that carry each attribute, as the read on screen shows it, for the
 * index proposal's storage and write estimate (a sparse GSI holds only the items carrying its key).
 * Only a read of the table itself without a filter speaks for the table: a filtered read or an
 * index read holds only items chosen by what they carry.
 */
import type { AttributeCensus } from '../collections/attribute-census.js';
import { readTableOf, type BuiltRead } from '../query/build-read.js';

export type CarryingShares = Record<string, { share: number; basis: string }>;

export function carryingShares(
  census: AttributeCensus | undefined,
  built: BuiltRead | undefined,
  table: string,
): CarryingShares | undefined {
  if (!census || !built || built.operation === 'get' || readTableOf(built) !== table) return undefined;
  const r = built.spec.request;
  if (r.IndexName || r.FilterExpression || census.items === 0) return undefined;
  const basis = `${census.items.toLocaleString('en-US')} items of the read on screen`;
  const out: CarryingShares = {};
  for (const [name, n] of census.counts(new Set())) out[name] = { share: n / census.items, basis };
  return out;
}
