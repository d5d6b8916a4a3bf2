/** Says what happened to the kept app state (a damaged file, a failed save, a take-over). */
import { useSyncExternalStore } from 'react';
import { appStorage } from '../../api/service-storage.js';

/** What happened to the kept state: a damaged file set aside, a failed save, a take-over from localStorage. */
export function AppStateNotice() {
  const storage = appStorage();
  const notice = useSyncExternalStore(
    (l) => storage.subscribe(l),
    () => storage.notice(),
  );
  if (!notice) return null;
  return (
    <div
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className={notice.kind === 'error' ? 'error-notice' : 'info-notice'}
      aria-label="Saved state"
    >
      <p>{notice.message}</p>
      <button type="button" onClick={() => storage.dismissNotice()}>
        Dismiss
      </button>
    </div>
  );
}
