/** An empty table list said plainly, with DynamoDB Local's likely reason. */
import { useApp } from '../../store/index.js';

/**
 * An empty table list, said plainly; and where the server is DynamoDB Local, why it may be empty
 * (one database per access key and region) with the fix one click away.
 */
export function NoTablesNotice() {
  const hint = useApp((s) => s.noTablesHint);
  const current = useApp((s) => (s.connectState.status === 'ready' ? s.connectState.value : undefined));
  const openForm = useApp((s) => s.openEndpointForm);
  const connected = useApp((s) => s.connectionId !== undefined);
  if (!connected)
    return (
      <p className="empty">
        No connection yet: add an endpoint (DynamoDB Local, LocalStack, dynalite) with "Add endpoint" above.
      </p>
    );
  if (!hint) return <p className="empty">This connection has no tables.</p>;
  return (
    <section className="no-tables-hint" role="note" aria-label="Why there are no tables">
      <p>
        <strong>No tables for this access key and region.</strong>
      </p>
      <p>{hint.message}</p>
      <ul>
        {hint.fixes.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {current?.endpoint ? (
        <button
          type="button"
          onClick={() => openForm({ endpoint: current.endpoint, region: current.region, signWith: 'access-key' })}
        >
          Connect with another access key
        </button>
      ) : null}
    </section>
  );
}
