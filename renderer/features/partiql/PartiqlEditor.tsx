/**
 * The PartiQL statement editor: the app's code editor (CodeMirror 6, ui/CodeEditor) with
 * SQL highlighting from @codemirror/lang-sql, completion of the table's name, its indexes as
 * "Table"."Index", attribute names and DynamoDB's PartiQL functions, and the first problem
 * underlined where it is. The editor is a textbox named "PartiQL statement".
 */
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { sql, StandardSQL } from '@codemirror/lang-sql';
import { keymap, placeholder } from '@codemirror/view';
import { useMemo, useRef } from 'react';
import { CodeEditor } from '../../ui/CodeEditor.js';
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

export function PartiqlEditor({ value, onChange, onRun, table, attributes, problem }: PartiqlEditorProps) {
  const run = useRef(onRun);
  run.current = onRun;
  const names = attributes.join('\u0000');
  // The editor is made once per table and its names; later values come in through CodeEditor's props.
  const extensions = useMemo(
    () => [
      keymap.of([
        {
          key: 'Mod-Enter',
          run: () => {
            run.current();
            return true;
          },
        },
      ]),
      sql({ dialect: StandardSQL, upperCaseKeywords: true }),
      autocompletion({ override: [completions(table, attributes)] }),
      placeholder(`SELECT * FROM "${table.TableName}" WHERE ...`),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [table, names],
  );
  return (
    <CodeEditor
      className="partiql-editor"
      label="PartiQL statement"
      value={value}
      onChange={onChange}
      extensions={extensions}
      {...(problem ? { problem } : {})}
    />
  );
}
