/**
 * The address of the read run last, kept in the app state: a page opened without one (the
 * printed link of a new run of web mode, a bookmark of the bare app) can offer to go back to it.
 */
import { appStorage } from '../api/service-storage.js';

export const LAST_ADDRESS_KEY = 'ice.route.last';

export function rememberAddress(hash: string): void {
  appStorage().setItem(LAST_ADDRESS_KEY, hash);
}

export function lastAddress(): string | null {
  return appStorage().getItem(LAST_ADDRESS_KEY);
}
