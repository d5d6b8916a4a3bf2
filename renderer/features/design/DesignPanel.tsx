import { useMemo } from 'react';
import { useApp } from '../../store/index.js';
import { DesignChecksView } from './DesignChecksView.js';
import { DesignChoicesForm } from './DesignChoicesForm.js';
import { designCheckFor, designView } from './design-view.js';
import { ModelFiles } from './ModelFiles.js';
import './design.css';

/**
 * The table's design as the app reads it: what was inferred (or imported) and why, every choice
 * open to override, model files in and out, and the data checked against it. Mounted only while
 * its tab is shown, so a hidden panel computes nothing.
 */
export function DesignPanel() {
  const session = useApp((s) => s.session);
  const version = useApp((s) => s.read.version);
  const choices = useApp((s) => s.designChoices);
  const table = useApp((s) => s.designTable);
  const view = useMemo(() => (session && table ? designView(session, choices) : null), [session, choices, table, version]);
  const checked = useMemo(() => {
    if (!session || !view) return null;
    const check = designCheckFor(session, view, choices.model !== null);
    check.update(session.grouper.collections);
    return { check, report: check.report() };
  }, [session, view, choices.model, version]);
  const attributes = useMemo(() => (session ? [...session.attributes.overall.keys()].sort() : []), [session, version]);
  if (!session || !view || !checked || !table) {
    return <p className="tool-intro">Run a read of this table: the Design tab shows the entities found in it and lets you name them, choose the parent, or import a NoSQL Workbench model or OneTable schema.</p>;
  }
  const source = choices.model ? `Imported model (${choices.model.source === 'onetable' ? 'OneTable' : choices.model.source === 'nosql-workbench' ? 'NoSQL Workbench' : 'edited'})` : `Inferred from the ${session.itemCount.toLocaleString('en-US')} items read`;
  return (
    <div className="tool design-panel">
      <p className="tool-intro">{source}. Choices here apply to the collections at once and are remembered for table {table} on this connection.</p>
      <section aria-label="Why the design is what it is">
        <h3>What was found, and why</h3>
        <ul className="design-evidence">
          {view.evidence.map((e, i) => <li key={i} data-topic={e.topic}>{e.text}</li>)}
        </ul>
      </section>
      <DesignChoicesForm view={view} attributes={attributes} />
      <ModelFiles design={view.design} session={session} />
      <DesignChecksView report={checked.report} check={checked.check} session={session} imported={choices.model !== null} />
    </div>
  );
}
