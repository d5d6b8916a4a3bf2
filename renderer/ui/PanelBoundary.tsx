/** A panel's error boundary, so one panel's failure leaves the others working. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CopyButton } from './CopyButton.js';
import { errorReport, reportError, type ErrorRecord } from './error-log.js';
import { Tripwire } from './tripwire.js';

interface Props {
  /** The panel as the user knows it ("Results", "Tools: Statistics"): the fallback says it failed. */
  name: string;
  /** A new value (a new read, another table) clears a failure: the next view may well render. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  failed: ErrorRecord | null;
  resetKey: unknown;
}

/**
 * One panel's failure stays in that panel: a throw while drawing it shows what failed, with
 * "Copy details" and "Try again", while the other panels (and a read in progress, which lives in
 * the store, not in a view) go on.
 */
export class PanelBoundary extends Component<Props, State> {
  override state: State = { failed: null, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.setState({ failed: reportError(this.props.name, error) });
  }

  static getDerivedStateFromError(): Partial<State> {
    // The record is made in componentDidCatch; until then the fallback shows without details.
    return { failed: { at: Date.now(), where: '', name: 'Error', message: '', stack: [], notice: false } };
  }

  override render(): ReactNode {
    const { failed } = this.state;
    if (failed === null)
      return (
        <>
          {__ICE_TEST_HOOKS__ && <Tripwire panel={this.props.name} />}
          {this.props.children}
        </>
      );
    return (
      <div role="alert" className="error-notice panel-failure" aria-label={`${this.props.name} failed`}>
        <strong>The {this.props.name} panel failed to draw.</strong>
        <p>{failed.message ? `${failed.name}: ${failed.message}` : 'An error stopped it.'}</p>
        <p>
          The other panels go on working. Try again, or copy the details for a bug report (they hold no item values and
          no secrets).
        </p>
        <div className="panel-failure-actions">
          <button type="button" onClick={() => this.setState({ failed: null })}>
            Try again
          </button>
          <CopyButton label="Copy details" text={errorReport(failed.where ? failed : null)} />
        </div>
      </div>
    );
  }
}
