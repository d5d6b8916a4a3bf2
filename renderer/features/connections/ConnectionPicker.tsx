/** Choosing the connection (profile or endpoint) the app reads through, with its prompts. */
import { useApp } from '../../store/index.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { AddEndpointForm } from './AddEndpointForm.js';
import { MfaPrompt } from './MfaPrompt.js';
import { RemoveEndpoint } from './RemoveEndpoint.js';
import { SecretPrompt } from './SecretPrompt.js';
import { describeConnection } from './describe-connection.js';

export function ConnectionPicker() {
  const connections = useApp((s) => s.connections);
  const connectionId = useApp((s) => s.connectionId);
  const connectState = useApp((s) => s.connectState);
  const select = useApp((s) => s.selectConnection);
  const choose = useApp((s) => s.chooseConnection);
  const reload = useApp((s) => s.loadConnections);
  const form = useApp((s) => s.endpointForm);
  const openForm = useApp((s) => s.openEndpointForm);
  const closeForm = useApp((s) => s.closeEndpointForm);

  if (connections.status === 'error')
    return <ErrorNotice title="Could not list connections" error={connections.error} onRetry={() => void reload()} />;
  const list = connections.status === 'ready' ? connections.value : [];
  const current = list.find((c) => c.id === connectionId);
  return (
    <section className="connection-picker" aria-label="Connection">
      <label>
        Connection
        <select
          value={connectionId ?? ''}
          onChange={(e) => void choose(e.target.value)}
          disabled={!list.length}
          title={current ? describeConnection(current) : undefined}
        >
          {!list.length ? (
            <option value="">{connections.status === 'ready' ? 'None: add an endpoint' : 'Loading…'}</option>
          ) : null}
          {list.map((c) => (
            <option key={c.id} value={c.id}>
              {describeConnection(c)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => (form ? closeForm() : openForm())} aria-expanded={form !== undefined}>
        Add endpoint
      </button>
      {current?.kind === 'endpoint' ? <RemoveEndpoint connection={current} /> : null}
      {current?.accountId ? <span className="muted">Account {current.accountId}</span> : null}
      {form ? <AddEndpointForm key={JSON.stringify(form)} initial={form} onDone={closeForm} /> : null}
      {connectState.status === 'error' && connectState.error.name === 'SecretKeyRequired' && current ? (
        <SecretPrompt connection={current} />
      ) : connectState.status === 'error' && connectState.error.name === 'MfaRequired' && current ? (
        <MfaPrompt connection={current} message={connectState.error.message} />
      ) : connectState.status === 'error' ? (
        <ErrorNotice
          title="Could not connect"
          error={connectState.error}
          onRetry={() => connectionId && void select(connectionId)}
        />
      ) : null}
    </section>
  );
}
