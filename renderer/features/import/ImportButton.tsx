/** The "Import items" button by the table list, and the dialog it opens. */
import { useState } from 'react';
import { useApp } from '../../store/index.js';
import { ImportDialog } from './ImportDialog.js';

export function ImportButton() {
  const [open, setOpen] = useState(false);
  const connected = useApp((s) => s.connectState.status === 'ready');
  return (
    <>
      <button type="button" disabled={!connected} onClick={() => setOpen(true)}>
        Import items
      </button>
      {open ? <ImportDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
