/**
 * The PartiQL statement editor: CodeMirror 6 (kept up, accessible contenteditable, small), with
 * SQL highlighting from @codemirror/lang-sql, completion of the table's name, its indexes as
 * "Table"."Index", attribute names and DynamoDB's PartiQL functions, and the first problem
 * underlined where it is. The editor is a textbox named "PartiQL statement".
 */
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { sql, StandardSQL } from '@codemirror/lang-sql';
import { EditorState, StateEffect, StateField, type Range } from '@codemirror/state';
import { Decoration, EditorView, keymap, placeholder, type DecorationSet } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';

const FUNCTIONS = ['begins_with', 'contains', 'size', 'attribute_exists', 'attribute_not_exists', 'attribute_type'];
const KEYWORDS = [
  'SELECT',
  'FROM',
  'WHERE',
  'AND',
  'OR',
  'NOT',
  'BETWEEN',
  'IN',
  'IS MISSING',
  'IS NOT MISSING',
  'ORDER BY',
  'ASC',
  'DESC',
];

const setProblem = StateEffect.define<{ from: number; to: number } | null>();
const problemField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let next = value.map(tr.changes);
    for (const e of tr.effects) {
      if (!e.is(setProblem)) continue;
      const ranges: Range<Decoration>[] = [];
      const range = e.value ? markedRange(tr.state.doc.length, e.value) : null;
      if (range) ranges.push(Decoration.mark({ class: 'partiql-problem' }).range(range.from, range.to));
      next = Decoration.set(ranges);
    }
    return next;
  },
  provide: (f) => EditorView.decorations.from(f),
});

/** Where a problem is underlined: at least one character, inside the text; none in an empty text. */
function markedRange(length: number, p: { from: number; to: number }): { from: number; to: number } | null {
  if (length === 0) return null;
  const from = Math.min(p.from, length - 1);
  return { from, to: Math.max(from + 1, Math.min(p.to, length)) };
}

function completions(table: TableDescription, attributes: readonly string[]) {
  return (ctx: CompletionContext): CompletionResult | null => {
    const word = ctx.matchBefore(/"?[\w#.-]*"?(\."?[\w#.-]*"?)?/);
    if (!word || (word.from === word.to && !ctx.explicit)) return null;
    const t = `"${table.TableName}"`;
    const indexes = [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].map(
      (i) => i.IndexName,
    );
    return {
      from: word.from,
      options: [
        { label: t, type: 'class', detail: 'table' },
        ...indexes.map((i) => ({ label: `${t}."${i}"`, type: 'class', detail: 'index' })),
        ...attributes.map((a) => ({
          label: /^[A-Za-z_][A-Za-z0-9_]*$/.test(a) ? a : `"${a}"`,
          type: 'property',
          detail: 'attribute',
        })),
        ...FUNCTIONS.map((f) => ({ label: f, type: 'function', apply: `${f}(` })),
        ...KEYWORDS.map((k) => ({ label: k, type: 'keyword' })),
      ],
    };
  };
}

export interface PartiqlEditorProps {
  value: string;
  onChange(text: string): void;
  onRun(): void;
  table: TableDescription;
  attributes: readonly string[];
  problem?: { from: number; to: number };
}

/** What partiql.css cannot reach inside the shadow root: the focus ring, the problem's underline, the type. */
const editorTheme = EditorView.theme({
  '&': { fontFamily: 'var(--mono, monospace)', minHeight: '4.5em' },
  '&.cm-focused': { outline: '2px solid var(--focus, #2563eb)' },
  '.cm-scroller': { fontFamily: 'var(--mono, monospace)' },
  '.partiql-problem': { textDecoration: 'underline wavy #c0262d' },
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
function replacedRange(view: EditorView): { from: number; to: number } | null {
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

export function PartiqlEditor({ value, onChange, onRun, table, attributes, problem }: PartiqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, onRun });
  const sent = useRef(new Set<string>());
  latest.current = { onChange, onRun };

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
          keymap.of([
            {
              key: 'Mod-Enter',
              run: () => {
                latest.current.onRun();
                return true;
              },
            },
            ...defaultKeymap,
            ...historyKeymap,
          ]),
          sql({ dialect: StandardSQL, upperCaseKeywords: true }),
          syntaxHighlighting(defaultHighlightStyle),
          autocompletion({ override: [completions(table, attributes)] }),
          placeholder(`SELECT * FROM "${table.TableName}" WHERE ...`),
          problemField,
          EditorView.lineWrapping,
          typeOverSelection,
          editorTheme,
          EditorView.contentAttributes.of({
            'aria-label': 'PartiQL statement',
            'aria-multiline': 'true',
            role: 'textbox',
          }),
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
    return () => {
      v.destroy();
      view.current = null;
    };
    // The editor is made once per table and its names; later values come in through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table, attributes.join('\u0000')]);

  // Texts the editor sent up that the panel may still echo back: React can render with an older
  // one while the user has typed on (a loaded machine), and writing that back dropped their keys.
  // Only a value the editor never sent (a draft loaded from elsewhere) replaces the text.
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

  return <div className="partiql-editor" ref={host} />;
}
