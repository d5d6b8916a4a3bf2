import { useEffect, useState } from 'react';

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
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout set inside the frame's callback runs after that frame is painted.
    const frame = requestAnimationFrame(() => { timer = setTimeout(() => setPainted(true), 0); });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready]);
  return ready && painted;
}
