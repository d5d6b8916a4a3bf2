/**
 * Beside the value of the table's TTL attribute in the inspector: when DynamoDB will delete the
 * item ("TTL: 2026-12-03 14:00 UTC, in 4 days"), that it is past and awaiting deletion (reads still
 * return it), or why DynamoDB ignores the value (not a Number of epoch seconds). The number above
 * it stays as stored, to read and copy.
 */
import type { AttributeValue } from '../../../shared/dynamo/types.js';
import { ttlExpiry, ttlExpiryText } from '../../model/table-details/ttl-expiry.js';

export function TtlNote({ value }: { value: AttributeValue }) {
  const expiry = ttlExpiry(value, Date.now() / 1000);
  if (!expiry) return null;
  return (
    <span className={`value-ttl is-${expiry.kind}`} role="note" aria-label="Time to live">
      {' '}
      TTL:{' '}
      {expiry.kind === 'ignored' ? (
        expiry.text
      ) : (
        <time dateTime={expiry.at.replace(' UTC', ':00Z').replace(' ', 'T')}>{ttlExpiryText(expiry)}</time>
      )}
    </span>
  );
}
