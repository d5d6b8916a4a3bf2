/**
 * A grid cell of the table's TTL attribute: the date it expires (or that it expired and awaits
 * deletion, or that DynamoDB ignores the value) first, the number as stored after it, so a
 * developer reads the moment without converting and can still see and copy the raw value.
 */
import { formatCompact } from '../../../shared/dynamo/format-compact.js';
import type { AttributeValue } from '../../../shared/dynamo/types.js';
import { ttlExpiry, ttlExpiryText } from '../../model/table-details/ttl-expiry.js';

export function TtlCell({ value }: { value: AttributeValue }) {
  const raw = formatCompact(value, 400);
  const expiry = ttlExpiry(value, Date.now() / 1000);
  const text = expiry ? ttlExpiryText(expiry) : raw;
  // The reason a value is ignored is a sentence: the cell says so in two words, its title in full.
  const shown = expiry?.kind === 'ignored' ? 'ignored by TTL' : text;
  return (
    <div
      role="gridcell"
      className={`tg-cell tg-ttl${expiry ? ` is-${expiry.kind}` : ''}`}
      title={`${raw}: TTL ${text}`}
      data-ttl={expiry?.kind}
    >
      {expiry && expiry.kind !== 'ignored' ? (
        <time dateTime={expiry.at.replace(' UTC', ':00Z').replace(' ', 'T')}>{text}</time>
      ) : (
        shown
      )}{' '}
      <span className="tg-ttl-raw">{raw}</span>
    </div>
  );
}
