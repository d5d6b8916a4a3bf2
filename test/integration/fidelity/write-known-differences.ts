/**
 * Where the write gate refuses on purpose what AWS DynamoDB Local accepts, by case name, with the
 * reason. The write fidelity suite fails on any other false refusal, and on an entry here that no
 * longer disagrees. Only refusals belong here, each because the write could not be kept as sent.
 */
import { LONE_SURROGATE_CASES } from './cases-item-rules.js';

const LONE_SURROGATE =
  'A lone UTF-16 surrogate is not Unicode text. DynamoDB stores and measures strings as UTF-8, which cannot ' +
  'encode it; DynamoDB Local (Java, UTF-16 inside) keeps it, other clients read it back as U+FFFD, and the item ' +
  'could then not be compared or put back byte for byte. The gate refuses it (shared/requests/item-rules.ts).';

export function writeKnownDifferences(): Record<string, string> {
  return Object.fromEntries(LONE_SURROGATE_CASES.map((name) => [name, LONE_SURROGATE]));
}
