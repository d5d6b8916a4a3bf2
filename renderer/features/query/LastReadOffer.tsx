/** Offers the last read on a page opened without one, never running it unasked. */
import { useState } from 'react';
import { useApp } from '../../store/index.js';
import { describeRoute, parseAny } from '../../routing/any-route.js';
import { lastAddress } from '../../routing/last-address.js';

/** The read run last, when the page was opened on no address: null when there is none to offer. */
function offerOnOpen(): { address: string; text: string } | null {
  if (parseAny(window.location.hash)) return null;
  const address = lastAddress();
  const route = address ? parseAny(address) : null;
  return address && route ? { address, text: describeRoute(route) } : null;
}

/**
 * A page opened on the bare app (the printed link of a new run of web mode drops the address the
 * user was on) offers the read run last, without running it unasked; gone once a table is chosen.
 */
export function LastReadOffer() {
  const [offer, setOffer] = useState(offerOnOpen);
  const tableChosen = useApp((s) => s.tableName !== undefined);
  if (!offer || tableChosen) return null;
  return (
    <section className="info-notice last-read-offer" aria-label="Where you left off">
      <p>Where you left off: {offer.text}.</p>
      <button
        type="button"
        onClick={() => {
          setOffer(null);
          window.location.hash = offer.address;
        }}
      >
        Open it again
      </button>
      <button type="button" onClick={() => setOffer(null)}>
        Not now
      </button>
    </section>
  );
}
