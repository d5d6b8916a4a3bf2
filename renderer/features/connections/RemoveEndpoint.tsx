/** Removing an added endpoint, after saying what is and is not lost. */
import { useState } from 'react';
import type { ConnectionInfo } from '../../../shared/api.js';
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import { useApp } from '../../store/index.js';
import { toErrorShape } from '../../store/async-state.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { describeConnection } from './describe-connection.js';

/** Added endpoints can be taken out of the list again, after a confirmation that says what is and is not lost. */
export function RemoveEndpoint({ connection }: { connection: ConnectionInfo }) {
  const remove = useApp((s) => s.removeEndpoint);
  const [error, setError] = useState<ApiErrorShape>();
  const label = describeConnection(connection);
  const ask = async () => {
    if (
      !confirm(
        `Remove the endpoint "${label}" from the list? Only the app's entry goes: the server and its tables are not touched, and you can add the endpoint again.`,
      )
    )
      return;
    setError(undefined);
    try {
      await remove(connection.id);
    } catch (e) {
      setError(toErrorShape(e));
    }
  };
  return (
    <>
      <button type="button" onClick={() => void ask()} title={`Remove ${label} from the list`}>
        Remove endpoint
      </button>
      {error ? <ErrorNotice title="The endpoint was not removed" error={error} /> : null}
    </>
  );
}
