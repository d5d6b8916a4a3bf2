/** The one shape of every remote value a panel shows: idle, loading, ready or error. */
import type { ApiErrorShape } from '../../shared/api-errors.js';
import { ApiError } from '../../shared/api-errors.js';

/** Every remote thing a panel shows is one of these, so each panel has a loading and an error state. */
export type Async<T> =
  | { status: 'idle' }
  | { status: 'loading'; previous?: T }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: ApiErrorShape; previous?: T };

export const idle = { status: 'idle' } as const;

export function toErrorShape(e: unknown): ApiErrorShape {
  return ApiError.from(e).toJSON();
}

export function valueOf<T>(a: Async<T>): T | undefined {
  return a.status === 'ready' ? a.value : a.status === 'idle' ? undefined : a.previous;
}
