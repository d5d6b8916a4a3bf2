/**
 * The bulk form's line for a run a dialog draws already (Copy's "Copy run"): one run is drawn once,
 * in the dialog that started it, and the bulk form links to it rather than drawing it again.
 */
import type { RunOwner } from './bulk-run-owners.js';

export function RunShownElsewhere({ tableName, owner }: { tableName: string; owner: RunOwner }) {
  const go = () => {
    const el = document.getElementById(owner.elementId);
    el?.scrollIntoView({ block: 'nearest' });
    el?.focus();
  };
  return (
    <p className="bulk-run-elsewhere">
      The run on {tableName} is shown in{' '}
      <button type="button" className="link-button" onClick={go}>
        {owner.region}
      </button>
      .
    </p>
  );
}
