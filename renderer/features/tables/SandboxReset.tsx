/** Resetting the sandbox's sample tables, after saying what is touched. */
import { useApp } from '../../store/index.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { sandboxResetSummary } from './sandbox-reset-summary.js';

/**
 * Reset puts the sample tables back and leaves every other table alone: the sandbox's endpoint and
 * credential are offered for the user's own tables, so the confirmation says what is and is not
 * touched, and the outcome is said once the reset has finished.
 */
export function SandboxReset() {
  const reset = useApp((s) => s.resetSandbox);
  const state = useApp((s) => s.sandboxReset);
  const running = state.status === 'loading';
  const ask = () => {
    if (
      confirm(
        'Reset the sandbox? Every sample table is deleted and loaded again, so your changes to the samples are lost. Tables you created yourself are kept as they are.',
      )
    )
      void reset();
  };
  return (
    <div className="sandbox-reset">
      <button type="button" className="secondary" onClick={ask} disabled={running}>
        Reset sandbox
      </button>
      <p role="status" aria-live="polite" className="muted">
        {running ? 'Resetting the sandbox…' : state.status === 'ready' ? sandboxResetSummary(state.value) : null}
      </p>
      {state.status === 'error' ? <ErrorNotice title="The sandbox was not reset" error={state.error} /> : null}
    </div>
  );
}
