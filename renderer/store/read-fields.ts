/**
 * Subscriptions to a few fields of the read rather than the whole of it: the read changes on every
 * page (its version and progress), and a panel that needs only its status or its error must not
 * redraw each time.
 */
import { useShallow } from 'zustand/react/shallow';
import { useApp } from './index.js';
import type { ReadState } from '../model/query/read-state.js';

export function useReadFields<K extends keyof ReadState>(...keys: K[]): Pick<ReadState, K> {
  return useApp(
    useShallow((s) => {
      const picked = {} as Pick<ReadState, K>;
      for (const k of keys) picked[k] = s.read[k];
      return picked;
    }),
  );
}
