/**
 * The item editor: the item as a form (a field per attribute) or as DynamoDB JSON text, switchable
 * at any time without losing anything, since both hold numbers as text and sets as sets. "Stage
 * change" adds it to the staged changes; it is written only on Commit.
 */
import { foldGutter, foldKeymap } from '@codemirror/language';
import { json } from '@codemirror/lang-json';
import { keymap, type EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { valueOf } from '../../store/async-state.js';
import { useApp } from '../../store/index.js';
import { CodeEditor } from '../../ui/CodeEditor.js';
import { ItemFormView } from './ItemFormView.js';

/** DynamoDB JSON's editor: JSON highlighting, objects and lists folded from the gutter or by keys. */
const JSON_EXTENSIONS = [json(), foldGutter(), keymap.of(foldKeymap)];

const TITLES = {
  edit: 'Edit the item as read',
  duplicate: 'A copy of the item: give it a new key',
  create: 'A new item',
} as const;

export function ItemEditor() {
  const editor = useApp((s) => s.editor);
  const setText = useApp((s) => s.setEditorText);
  const setView = useApp((s) => s.setEditorView);
  const setForm = useApp((s) => s.setEditorForm);
  const stage = useApp((s) => s.stageEditor);
  const close = useApp((s) => s.closeEditor);
  const described = useApp((s) => valueOf(s.table));
  const area = useRef<EditorView | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const open = editor !== null;
  useEffect(() => {
    if (!open) return;
    if (area.current) area.current.focus();
    // The form's first value field (a key), not the view switch above it.
    else
      dialog.current?.querySelector<HTMLElement>('.item-form .form-row input, .item-form .form-row textarea')?.focus();
  }, [open]);
  if (!editor) return null;
  const table = described?.TableName === editor.TableName ? described : undefined;
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-label="Edit item"
      aria-describedby="item-editor-help"
      className="item-editor"
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <h3>
        {TITLES[editor.mode]} <span className="muted">in table {editor.TableName}</span>
      </h3>
      <div role="radiogroup" aria-label="Editor view" className="segmented editor-view">
        <label>
          <input type="radio" name="editor-view" checked={editor.view === 'form'} onChange={() => setView('form')} />{' '}
          Form
        </label>
        <label>
          <input type="radio" name="editor-view" checked={editor.view === 'text'} onChange={() => setView('text')} />{' '}
          DynamoDB JSON
        </label>
      </div>
      <p id="item-editor-help" className="muted">
        {editor.view === 'form' ? (
          'A field per attribute. Numbers stay the text you type; a type changes only through its type control. A changed key moves the item.'
        ) : (
          <>
            DynamoDB JSON: numbers as text ({'{"N":"42"}'}), sets as SS, NS or BS, binary as base64. A changed key moves
            the item.
          </>
        )}
      </p>
      {editor.view === 'form' && editor.form ? (
        <ItemFormView form={editor.form} table={table} onChange={setForm} />
      ) : (
        <div className="item-editor-text">
          <span aria-hidden="true">Item as DynamoDB JSON</span>
          <CodeEditor
            className="item-json-editor"
            label="Item as DynamoDB JSON"
            value={editor.text}
            onChange={setText}
            extensions={JSON_EXTENSIONS}
            invalid={editor.problem !== undefined}
            {...(editor.problemAt === undefined
              ? {}
              : { problem: { from: editor.problemAt, to: editor.problemAt + 1 } })}
            onView={(v) => {
              area.current = v;
            }}
          />
        </div>
      )}
      {editor.problem ? (
        <p id="item-editor-problem" className="field-problem" role="alert">
          {editor.problem}
        </p>
      ) : null}
      <div className="item-editor-buttons">
        <button type="button" onClick={() => stage()}>
          Stage change
        </button>
        <button type="button" onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}
