/**
 * The results toolbar's way into Compare; pressed while the region is open.
 */
import { setCompareOpen, useCompareOpen } from './compare-open.js';

export function CompareButton() {
  const open = useCompareOpen();
  return (
    <button type="button" aria-pressed={open} onClick={() => setCompareOpen(!open)}>
      Compare
    </button>
  );
}
