import { useState, type FormEvent } from 'react';
import { useApp } from '../../store/index.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { toErrorShape } from '../../store/async-state.js';
import type { ApiErrorShape } from '../../../shared/api-errors.js';

/** DynamoDB Local, LocalStack, dynalite or any compatible server, by URL and region. */
export function AddEndpointForm({ onDone }: { onDone: () => void }) {
  const addEndpoint = useApp((s) => s.addEndpoint);
  const [endpoint, setEndpoint] = useState('http://localhost:8000');
  const [region, setRegion] = useState('us-east-1');
  const [error, setError] = useState<ApiErrorShape>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await addEndpoint(endpoint.trim(), region.trim());
      onDone();
    } catch (err) {
      setError(toErrorShape(err));
    }
  };
  return (
    <form className="inline-form" onSubmit={submit} aria-label="Add endpoint">
      <label>Endpoint URL <input value={endpoint} onChange={(e) => setEndpoint(e.target.value)} required /></label>
      <label>Region <input value={region} onChange={(e) => setRegion(e.target.value)} required size={12} /></label>
      <button type="submit">Connect</button>
      {error ? <ErrorNotice title="Could not add the endpoint" error={error} /> : null}
    </form>
  );
}
