/**
 * The results toolbar's way into Compare; pressed while the region is open.
 */
import { useCompareView } from './compare-open.js';

export function CompareButton() {
  const [view, change] = useCompareView();
  return (
    <button type="button" aria-pressed={view.open} onClick={() => change({ open: !view.open })}>
      Compare
    </button>
  );
}
