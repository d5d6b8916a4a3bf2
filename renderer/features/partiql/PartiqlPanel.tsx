/**
 * The PartiQL read editor: the statement, its `?` parameters with typed values, what DynamoDB
 * will do with it (GetItem, Query on the table or an index, or a full Scan with its warning) as
 * the user types, what DynamoDB would refuse (before anything is sent), and "Run statement",
 * which runs a SELECT through the read slice into the collections view like any other read, and
 * stages INSERT, UPDATE and DELETE (one, or several as a batch or a transaction) as changes to
 * review and commit: nothing is written from here.
 */
import { useMemo, useState } from 'react';
import type { TableDescription } from '../../../shared/dynamo/types.js';
import type { SeveralAs } from '../../../shared/partiql/index.js';
import { useApp } from '../../store/index.js';
import { PartiqlEditor } from './PartiqlEditor.js';
import { StatementCode } from './StatementCode.js';
import { StatementExplain } from './StatementExplain.js';
import { checkStatement, paramValue, PARAM_TYPES, type ParamDraft, type ParamType } from './statement-read.js';
import { statementToBuilder } from './builder-bridge.js';
import { keepPartiqlDraft, partiqlDraft } from './partiql-drafts.js';
import './partiql.css';

export function PartiqlPanel({ table }: { table: TableDescription }) {
  const [text, setTextState] = useState(() => partiqlDraft(table.TableName).text);
  const [params, setParamsState] = useState<ParamDraft[]>(() => partiqlDraft(table.TableName).params);
  const clearWrite = useApp((s) => s.clearPartiqlWrite);
  const setText = (t: string) => {
    keepPartiqlDraft(table.TableName, { text: t, params });
    setTextState(t);
    clearWrite();
    setBridge('');
  };
  const setParams = (p: ParamDraft[]) => {
    keepPartiqlDraft(table.TableName, { text, params: p });
    setParamsState(p);
  };
  const [bridge, setBridge] = useState('');
  const replaceBuilderDraft = useApp((s) => s.replaceBuilderDraft);
  const setReadEditor = useApp((s) => s.setReadEditor);
  const [several, setSeveral] = useState<SeveralAs>('transaction');
  const stageStatements = useApp((s) => s.stageStatements);
  const staging = useApp((s) => s.partiqlStaging);
  const written = useApp((s) => s.partiqlWrite);
  const [tried, setTried] = useState(false);
  const runRead = useApp((s) => s.runRead);
  const reading = useApp((s) => s.read.status === 'reading');
  const ranAs = useApp((s) =>
    s.read.built && s.read.built.operation !== 'get' && s.read.built.statement ? s.read.ranAs : undefined,
  );
  const check = useMemo(() => checkStatement(text, table, params, false, several), [text, table, params, several]);
  const paramCount = check.paramCount;
  const shown = Array.from({ length: paramCount }, (_, i) => params[i] ?? { type: 'S' as ParamType, text: '' });
  const attributes = useMemo(() => [...new Set(table.AttributeDefinitions.map((d) => d.AttributeName))], [table]);
  const first = check.problems[0] ?? written?.problem;
  const info = check.classification.info;
  const writes = check.writes;
  const summary =
    writes && writes.statements > 1
      ? `${writes.statements} statements as one ${several === 'batch' ? 'batch (BatchExecuteStatement)' : 'transaction (ExecuteTransaction)'}`
      : info?.summary;

  const setParam = (i: number, patch: Partial<ParamDraft>) =>
    setParams(shown.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const run = () => {
    setTried(true);
    if (writes) {
      if (!staging && check.problems.length === 0 && check.paramProblems.length === 0)
        void stageStatements(table, text, writes.values, several);
      return;
    }
    if (reading || !check.built) return;
    void runRead(check.built);
  };

  const openInBuilder = () => {
    const values = shown.flatMap((p) => {
      const v = paramValue(p);
      return v.ok ? [v.value] : [];
    });
    const r = statementToBuilder(text, table, values);
    if (!r.ok) {
      setBridge(`Not opened in the builder: ${r.reason}.`);
      return;
    }
    replaceBuilderDraft(r.draft);
    setReadEditor('builder');
  };

  return (
    <section className="partiql-panel" aria-label="PartiQL">
      <PartiqlEditor
        value={text}
        onChange={setText}
        onRun={run}
        table={table}
        attributes={attributes}
        {...(first ? { problem: { from: first.offset, to: first.end } } : {})}
      />
      <div role="status" aria-label="Statement plan" className={`partiql-plan${info?.warning ? ' warning' : ''}`}>
        {summary ? <strong>{summary}</strong> : <span>Not a statement yet</span>}
        {writes ? <span> — staged as changes to review and commit, never run on the spot</span> : null}
        {!writes && info?.warning ? <span className="partiql-warning"> — {info.warning}</span> : null}
        {ranAs ? <span className="partiql-ran-as"> {ranAs}</span> : null}
      </div>
      {writes && writes.statements > 1 ? (
        <label className="partiql-several">
          <span>Several statements as </span>
          <select value={several} onChange={(e) => setSeveral(e.target.value as SeveralAs)}>
            <option value="transaction">a transaction (up to 100 statements)</option>
            <option value="batch">a batch (up to 25 statements)</option>
          </select>
        </label>
      ) : null}
      {shown.length > 0 ? (
        <fieldset className="partiql-params">
          <legend>Parameters</legend>
          {shown.map((p, i) => (
            <div key={i} className="partiql-param">
              <label>
                <span>Parameter {i + 1} type</span>
                <select value={p.type} onChange={(e) => setParam(i, { type: e.target.value as ParamType })}>
                  {PARAM_TYPES.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </label>
              {p.type !== 'NULL' ? (
                <label>
                  <span>Parameter {i + 1} value</span>
                  <input value={p.text} onChange={(e) => setParam(i, { text: e.target.value })} />
                </label>
              ) : null}
            </div>
          ))}
        </fieldset>
      ) : null}
      {check.problems.length > 0 || check.paramProblems.length > 0 ? (
        <ul role={tried ? 'alert' : 'note'} aria-label="Statement problems" className="form-problems">
          {check.problems.map((p, i) => (
            <li key={`s${i}`}>
              {p.token ? <code>{p.token}</code> : null} {p.message}
            </li>
          ))}
          {check.paramProblems.map((p, i) => (
            <li key={`p${i}`}>{p}</li>
          ))}
        </ul>
      ) : null}
      <div className="form-actions">
        <button
          type="button"
          className="primary"
          aria-disabled={(writes ? staging : reading) || undefined}
          onClick={run}
        >
          Run statement
        </button>
        <button type="button" onClick={openInBuilder}>
          Open in the builder
        </button>
        <span role="status" aria-label="PartiQL to builder" className="muted">
          {bridge}
        </span>
      </div>
      <p
        role="status"
        aria-label="Statement status"
        className={written?.kind === 'staged' ? 'partiql-staged' : written ? 'error' : undefined}
      >
        {staging ? 'Reading the items to stage…' : (written?.text ?? '')}
      </p>
      {check.built?.statement ? (
        <StatementExplain statement={check.built.statement} classification={check.classification} table={table} />
      ) : null}
      {check.built?.statement ? (
        <StatementCode
          statement={check.built.statement.Statement}
          parameters={check.built.statement.Parameters ?? []}
        />
      ) : null}
    </section>
  );
}
