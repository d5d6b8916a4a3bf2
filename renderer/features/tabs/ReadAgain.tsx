/**
 * In a tab whose items are not held (let go to save memory, or not kept across a restart): why,
 * and "Read again", which runs the tab's read from its address.
 */
import { useApp } from '../../store/index.js';

export function ReadAgain() {
  const note = useApp((s) => s.tabs.find((t) => t.id === s.activeTabId)?.dropped);
  const readAgain = useApp((s) => s.readAgain);
  if (!note) return null;
  return (
    <div className="tab-read-again" role="status">
      <span>{note}</span>
      <button type="button" onClick={readAgain}>
        Read again
      </button>
    </div>
  );
}
