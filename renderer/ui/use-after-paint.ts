import { useEffect, useState } from 'react';
import { afterNextPaint } from '../store/frame-scheduler.js';

/**
 * True once `ready` has been true for one painted frame. Work keyed on it (a pass over every item
 * read) starts after the frame that shows the result, so it never holds that frame back.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready) {
      setPainted(false);
      return undefined;
    }
    return afterNextPaint(() => setPainted(true));
  }, [ready]);
  return ready && painted;
}
