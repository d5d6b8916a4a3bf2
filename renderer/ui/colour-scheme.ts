/**
 * Whether the page is in its dark scheme, for drawings that write their colours into the markup
 * (an SVG that must export as it looks) rather than through the stylesheet.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const m = window.matchMedia(QUERY);
  m.addEventListener('change', onChange);
  return () => m.removeEventListener('change', onChange);
}

export function usePrefersDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/** The page background of each scheme (styles.css). */
export const PAGE_BACKGROUND = { light: '#ffffff', dark: '#15181c' } as const;
export const PAGE_FOREGROUND = { light: '#1b1f24', dark: '#e6e9ed' } as const;
