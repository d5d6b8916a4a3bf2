/**
 * The item editor: the item as DynamoDB JSON, where numbers are text and sets are sets, so
 * nothing typed is rounded or retyped. "Stage change" adds it to the staged changes; it is
 * written only on Commit.
 */
import { useEffect, useRef } from 'react';
import { useApp } from '../../store/index.js';

const TITLES = { edit: 'Edit the item as read', duplicate: 'A copy of the item: give it a new key', create: 'A new item' } as const;

export function ItemEditor() {
  const editor = useApp((s) => s.editor);
  const setText = useApp((s) => s.setEditorText);
  const stage = useApp((s) => s.stageEditor);
  const close = useApp((s) => s.closeEditor);
  const area = useRef<HTMLTextAreaElement>(null);
  const open = editor !== null;
  useEffect(() => { if (open) area.current?.focus(); }, [open]);
  if (!editor) return null;
  return (
    <div role="dialog" aria-label="Edit item" aria-describedby="item-editor-help" className="item-editor" onKeyDown={(e) => { if (e.key === 'Escape') close(); }}>
      <h3>{TITLES[editor.mode]} <span className="muted">in table {editor.TableName}</span></h3>
      <p id="item-editor-help" className="muted">DynamoDB JSON: numbers as text ({'{"N":"42"}'}), sets as SS, NS or BS, binary as base64. A changed key moves the item.</p>
      <label className="item-editor-text">
        <span>Item as DynamoDB JSON</span>
        <textarea ref={area} aria-label="Item as DynamoDB JSON" spellCheck={false} rows={16} value={editor.text}
          aria-invalid={editor.problem ? true : undefined} aria-errormessage={editor.problem ? 'item-editor-problem' : undefined}
          onChange={(e) => setText(e.target.value)} />
      </label>
      {editor.problem ? <p id="item-editor-problem" className="field-problem" role="alert">{editor.problem}</p> : null}
      <div className="item-editor-buttons">
        <button type="button" onClick={() => stage()}>Stage change</button>
        <button type="button" onClick={close}>Cancel</button>
      </div>
    </div>
  );
}
