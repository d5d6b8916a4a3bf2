/** Why a link could not be opened as given, and the way on. */
import { useApp } from '../../store/index.js';

/**
 * Why the link in the address could not be opened as given, and the way on: the Add endpoint form
 * filled in from the link when its endpoint is missing, and the link opened again once it is there.
 */
export function LinkNotice() {
  const notice = useApp((s) => s.linkNotice);
  const dismiss = useApp((s) => s.dismissLinkNotice);
  const reopen = useApp((s) => s.reopenLink);
  const openEndpointForm = useApp((s) => s.openEndpointForm);
  if (!notice) return null;
  const add = notice.addEndpoint;
  return (
    <div
      role={notice.kind === 'error' ? 'alert' : 'note'}
      className={notice.kind === 'error' ? 'error-notice' : 'info-notice'}
    >
      <p>{notice.message}</p>
      {add ? (
        <button
          type="button"
          onClick={() => {
            openEndpointForm(add);
            // The form sits in the sidebar: take the user to its first field to fill in.
            requestAnimationFrame(() =>
              document
                .getElementById(add.signWith === 'access-key' ? 'endpoint-accessKeyId' : 'endpoint-endpoint')
                ?.focus(),
            );
          }}
        >
          {add.signWith === 'access-key' ? 'Add the endpoint with its access key' : 'Add the endpoint'}
        </button>
      ) : null}
      {notice.retry && !notice.awaitsConnection ? (
        <button type="button" onClick={() => void reopen()}>
          {notice.retryLabel ?? 'Open the link again'}
        </button>
      ) : null}
      <button type="button" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
