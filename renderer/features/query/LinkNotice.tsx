import { useApp } from '../../store/index.js';

/** Why the link in the address could not be opened as given. */
export function LinkNotice() {
  const notice = useApp((s) => s.linkNotice);
  const dismiss = useApp((s) => s.dismissLinkNotice);
  if (!notice) return null;
  return (
    <div role={notice.kind === 'error' ? 'alert' : 'note'} className={notice.kind === 'error' ? 'error-notice' : 'info-notice'}>
      <p>{notice.message}</p>
      <button type="button" onClick={dismiss}>Dismiss</button>
    </div>
  );
}
