/**
 * The choice of how a bulk run deletes (shared/writes/delete-modes.ts): a radio group whose every
 * option names what it guarantees, so the user picks speed or safety knowing what each leaves open.
 * "Delete without checking" keeps the item as read for undo, so it needs whole items: a read with
 * a projection cannot choose it.
 */
import { DELETE_MODE_ORDER, DELETE_MODES, type DeleteMode } from '../../../shared/writes/delete-modes.js';

export function DeleteModeChoice(props: { mode: DeleteMode; projected: boolean; onChange(mode: DeleteMode): void }) {
  return (
    <fieldset className="delete-modes">
      <legend>How to delete</legend>
      {DELETE_MODE_ORDER.map((mode) => {
        const off = mode === 'as-read' && props.projected;
        return (
          <div key={mode} className="delete-mode">
            <label>
              <input
                type="radio"
                name="delete-mode"
                value={mode}
                checked={props.mode === mode}
                disabled={off}
                aria-describedby={`delete-mode-${mode}`}
                onChange={() => props.onChange(mode)}
              />{' '}
              {DELETE_MODES[mode].label}
            </label>
            <p id={`delete-mode-${mode}`} className="delete-mode-guarantee">
              {off
                ? 'Not for this read: it has a projection, and undo needs each item whole.'
                : DELETE_MODES[mode].guarantee}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
