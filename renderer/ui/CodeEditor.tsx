/**
 * The one code editor of the app (the PartiQL statement, the item as DynamoDB JSON): CodeMirror 6
 * in a shadow root, an accessible multiline textbox named by `label`, with undo, bracket matching
 * and the caller's language and keys, and one problem underlined where it is. Its quirks under the
 * app's Content-Security-Policy and on a loaded machine are handled once, here.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, StateEffect, StateField, type Extension, type Range } from '@codemirror/state';
import { Decoration, EditorView, keymap, type DecorationSet } from '@codemirror/view';
import { useEffect, useRef } from 'react';

export interface CodeRange {
  from: number;
  to: number;
}

export interface CodeEditorProps {
  value: string;
  onChange(text: string): void;
  /** The textbox's accessible name. */
  label: string;
  /** The language, its keys and any more behaviour; the editor is made again when this changes (memoize it). */
  extensions: Extension;
  /** The problem to underline, for the current `value`. */
  problem?: CodeRange;
  invalid?: boolean;
  className: string;
  /** The editor's view once made (null when it goes), for the caller to focus it. */
  onView?(view: EditorView | null): void;
}

const setProblem = StateEffect.define<CodeRange | null>();
const problemField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let next = value.map(tr.changes);
    for (const e of tr.effects) {
      if (!e.is(setProblem)) continue;
      const ranges: Range<Decoration>[] = [];
      const range = e.value ? markedRange(tr.state.doc.length, e.value) : null;
      if (range) ranges.push(Decoration.mark({ class: 'code-problem' }).range(range.from, range.to));
      next = Decoration.set(ranges);
    }
    return next;
  },
  provide: (f) => EditorView.decorations.from(f),
});

/** Where a problem is underlined: at least one character, inside the text; none in an empty text. */
function markedRange(length: number, p: CodeRange): CodeRange | null {
  if (length === 0) return null;
  const from = Math.min(p.from, length - 1);
  return { from, to: Math.max(from + 1, Math.min(p.to, length)) };
}

/** What the page's CSS cannot reach inside the shadow root: the focus ring, the problem's underline, the type. */
const editorTheme = EditorView.theme({
  '&': { fontFamily: 'var(--mono, monospace)', minHeight: '4.5em' },
  '&.cm-focused': { outline: '2px solid var(--focus, #2563eb)' },
  '.cm-scroller': { fontFamily: 'var(--mono, monospace)' },
  '.code-problem': { textDecoration: 'underline wavy #c0262d' },
});

/**
 * Typing over a selection, done by the editor rather than by Chromium: asked to replace a
 * selection that spans highlighted words, Chromium keeps their look by wrapping the new text in a
 * `<span style="color: ...">`, an inline style our CSP (no 'unsafe-inline') refuses. The range
 * replaced is the DOM's selection, not CodeMirror's: that one is synced from the DOM's on
 * `selectionchange`, which a loaded machine delivers after the keystroke (a selection made by a
 * script, as Playwright's fill does, left it stale), and a stale one let Chromium do the
 * replacement, span and all. (`getTargetRanges` is empty inside a shadow root.)
 */
const typeOverSelection = EditorView.domEventHandlers({
  beforeinput(e, view) {
    const typed =
      e.inputType === 'insertText' || e.inputType === 'insertReplacementText' || e.inputType === 'insertFromDrop';
    const data = e.data ?? e.dataTransfer?.getData('text/plain') ?? null;
    if (!typed || data === null) return false;
    const target = replacedRange(view);
    if (!target) return false;
    e.preventDefault();
    view.dispatch({
      changes: { ...target, insert: data },
      selection: { anchor: target.from + data.length },
      userEvent: 'input.type',
      scrollIntoView: true,
    });
    return true;
  },
});

/** The non-empty document range an input event will replace, or null when it replaces nothing. */
function replacedRange(view: EditorView): CodeRange | null {
  const root = view.root as (Document | ShadowRoot) & { getSelection?(): Selection | null };
  const sel = root.getSelection?.() ?? document.getSelection();
  const dom = view.contentDOM;
  if (
    sel &&
    sel.rangeCount > 0 &&
    sel.anchorNode &&
    sel.focusNode &&
    dom.contains(sel.anchorNode) &&
    dom.contains(sel.focusNode)
  ) {
    if (sel.isCollapsed) return null;
    const a = view.posAtDOM(sel.anchorNode, sel.anchorOffset);
    const b = view.posAtDOM(sel.focusNode, sel.focusOffset);
    return a === b ? null : { from: Math.min(a, b), to: Math.max(a, b) };
  }
  const main = view.state.selection.main;
  return main.empty ? null : { from: main.from, to: main.to };
}

function textboxAttributes(label: string, invalid: boolean) {
  return EditorView.contentAttributes.of({
    'aria-label': label,
    'aria-multiline': 'true',
    role: 'textbox',
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  });
}

export function CodeEditor({
  value,
  onChange,
  label,
  extensions,
  problem,
  invalid,
  className,
  onView,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const attributes = useRef(new Compartment());
  const latest = useRef({ onChange, onView, label, invalid });
  const sent = useRef(new Set<string>());
  latest.current = { onChange, onView, label, invalid };

  useEffect(() => {
    // The editor lives in a shadow root: CodeMirror then styles it with a constructed style sheet,
    // which the page's Content-Security-Policy (style-src 'self', no inline styles) allows, where
    // the <style> element it adds to a document is refused and the editor is left unstyled.
    const root = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    const v = new EditorView({
      parent: root,
      root,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          extensions,
          keymap.of([...defaultKeymap, ...historyKeymap]),
          syntaxHighlighting(defaultHighlightStyle),
          bracketMatching(),
          problemField,
          EditorView.lineWrapping,
          typeOverSelection,
          editorTheme,
          attributes.current.of(textboxAttributes(latest.current.label, latest.current.invalid === true)),
          EditorView.updateListener.of((u) => {
            if (!u.docChanged) return;
            const text = u.state.doc.toString();
            sent.current.add(text);
            latest.current.onChange(text);
          }),
        ],
      }),
    });
    view.current = v;
    latest.current.onView?.(v);
    return () => {
      latest.current.onView?.(null);
      v.destroy();
      view.current = null;
    };
    // The editor is made once per set of extensions; later values come in through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [extensions]);

  useEffect(() => {
    view.current?.dispatch({ effects: attributes.current.reconfigure(textboxAttributes(label, invalid === true)) });
  }, [label, invalid]);

  // Texts the editor sent up that the owner may still echo back: React can render with an older
  // one while the user has typed on (a loaded machine), and writing that back dropped their keys.
  // Only a value the editor never sent (a text loaded from elsewhere) replaces the text.
  useEffect(() => {
    const v = view.current;
    if (!v || v.state.doc.toString() === value) {
      sent.current.clear();
      return;
    }
    if (!sent.current.has(value)) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  // Marked only when the mark differs, and only for the text it was found in: every dispatch from
  // outside discards a keystroke the editor has not read from the DOM yet.
  useEffect(() => {
    const v = view.current;
    if (!v || v.state.doc.toString() !== value) return;
    const want = problem ? markedRange(v.state.doc.length, problem) : null;
    const has = v.state.field(problemField).iter();
    const same = want ? has.value !== null && has.from === want.from && has.to === want.to : has.value === null;
    if (!same) v.dispatch({ effects: setProblem.of(problem ?? null) });
  }, [problem?.from, problem?.to, value]);

  return <div className={className} ref={host} />;
}
