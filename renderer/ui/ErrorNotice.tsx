/** One way to show a failure: what went wrong, the field, DynamoDB's name for it. */
import type { ApiErrorShape } from '../../shared/api-errors.js';

/** One way to show a failure everywhere: what went wrong, which field, and DynamoDB's own name for it. */
export function ErrorNotice({ error, title, onRetry }: { error: ApiErrorShape; title?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="error-notice">
      <strong>{title ?? 'Something went wrong'}</strong>
      <p>{error.message}</p>
      <p className="error-meta">
        <code>{error.name}</code>
        {error.field ? (
          <>
            {' '}
            · field <code>{error.field}</code>
          </>
        ) : null}
        {error.awsRequestId ? (
          <>
            {' '}
            · request id <code>{error.awsRequestId}</code>
          </>
        ) : null}
      </p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
