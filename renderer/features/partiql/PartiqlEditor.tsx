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
const KEYWORDS = ['SELECT', 'FROM', 'WHERE', 'AND', 'OR', 'NOT', 'BETWEEN', 'IN', 'IS MISSING', 'IS NOT MISSING', 'ORDER BY', 'ASC', 'DESC'];

const setProblem = StateEffect.define<{ from: number; to: number } | null>();
const problemField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let next = value.map(tr.changes);
    for (const e of tr.effects) {
      if (!e.is(setProblem)) continue;
      const ranges: Range<Decoration>[] = [];
      const len = tr.state.doc.length;
      if (e.value && len > 0) {
        const from = Math.min(e.value.from, len - 1);
        const to = Math.max(from + 1, Math.min(e.value.to, len));
        ranges.push(Decoration.mark({ class: 'partiql-problem' }).range(from, to));
      }
      next = Decoration.set(ranges);
    }
    return next;
  },
  provide: (f) => EditorView.decorations.from(f),
});

function completions(table: TableDescription, attributes: readonly string[]) {
  return (ctx: CompletionContext): CompletionResult | null => {
    const word = ctx.matchBefore(/"?[\w#.-]*"?(\."?[\w#.-]*"?)?/);
    if (!word || (word.from === word.to && !ctx.explicit)) return null;
    const t = `"${table.TableName}"`;
    const indexes = [...(table.GlobalSecondaryIndexes ?? []), ...(table.LocalSecondaryIndexes ?? [])].map((i) => i.IndexName);
    return {
      from: word.from,
      options: [
        { label: t, type: 'class', detail: 'table' },
        ...indexes.map((i) => ({ label: `${t}."${i}"`, type: 'class', detail: 'index' })),
        ...attributes.map((a) => ({ label: /^[A-Za-z_][A-Za-z0-9_]*$/.test(a) ? a : `"${a}"`, type: 'property', detail: 'attribute' })),
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
 * `<span style="color: ...">`, an inline style our CSP (no 'unsafe-inline') refuses, which shows
 * as a console error on every such keystroke. CodeMirror's own change gives the same text.
 */
const typeOverSelection = EditorView.domEventHandlers({
  beforeinput(e, view) {
    const typed = e.inputType === 'insertText' || e.inputType === 'insertReplacementText' || e.inputType === 'insertFromDrop';
    const data = e.data ?? e.dataTransfer?.getData('text/plain') ?? null;
    if (!typed || data === null || view.state.selection.ranges.every((r) => r.empty)) return false;
    e.preventDefault();
    view.dispatch(view.state.replaceSelection(data), { userEvent: 'input.type', scrollIntoView: true });
    return true;
  },
});

export function PartiqlEditor({ value, onChange, onRun, table, attributes, problem }: PartiqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, onRun });
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
          keymap.of([{ key: 'Mod-Enter', run: () => { latest.current.onRun(); return true; } }, ...defaultKeymap, ...historyKeymap]),
          sql({ dialect: StandardSQL, upperCaseKeywords: true }),
          syntaxHighlighting(defaultHighlightStyle),
          autocompletion({ override: [completions(table, attributes)] }),
          placeholder(`SELECT * FROM "${table.TableName}" WHERE ...`),
          problemField,
          EditorView.lineWrapping,
          typeOverSelection,
          editorTheme,
          EditorView.contentAttributes.of({ 'aria-label': 'PartiQL statement', 'aria-multiline': 'true', role: 'textbox' }),
          EditorView.updateListener.of((u) => { if (u.docChanged) latest.current.onChange(u.state.doc.toString()); }),
        ],
      }),
    });
    view.current = v;
    return () => { v.destroy(); view.current = null; };
    // The editor is made once per table and its names; later values come in through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table, attributes.join('\u0000')]);

  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: setProblem.of(problem ?? null) });
  }, [problem?.from, problem?.to, value]);

  return <div className="partiql-editor" ref={host} />;
}
