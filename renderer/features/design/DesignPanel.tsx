/** The Design tool: the table's inferred or imported design, its diagram, checks and files. */
import { statedAttributes } from '../../../shared/design/model/table-design.js';
import { useMemo } from 'react';
import { keptModelOf } from '../../store/design-slice.js';
import { useApp } from '../../store/index.js';
import { DesignChecksView } from './DesignChecksView.js';
import { DesignChoicesForm } from './DesignChoicesForm.js';
import { designCheckFor } from '../../model/design/design-view.js';
import { originOf, rememberedModel, shownModel, type ShownModel } from '../../model/design/shown-model.js';
import { ModelFiles } from './ModelFiles.js';
import { DesignDiagram } from './DesignDiagram.js';
import { delimitersIn } from '../../../shared/dynamo/key-delimiters.js';
import { useThrottledVersion } from '../../ui/use-throttled-version.js';
import { useIdleValue } from '../../ui/use-after-paint.js';
import { CreateTableFromDesign } from '../table-admin/index.js';
import './design.css';

/**
 * The table's design as the app reads it: what was inferred (or imported) and why, every choice
 * open to override, model files in and out, and the data checked against it. Mounted only while
 * its tab is shown, so a hidden panel computes nothing; shown, it follows a read in progress a few
 * times a second and its end at once.
 */
export function DesignPanel() {
  const session = useApp((s) => s.session);
  // Everything here is worked out from every item read: while pages land it follows the read a few
  // times a second, and the moment the read ends it draws the final picture.
  const live = useApp((s) => s.read.status === 'reading');
  const version = useThrottledVersion(
    useApp((s) => s.read.version),
    live,
    FOLLOW_EVERY_MS,
  );
  const built = useApp((s) => s.read.built);
  const choices = useApp((s) => s.designChoices);
  const table = useApp((s) => s.designTable);
  const kept = useApp(keptModelOf);
  const shown = useMemo(() => {
    if (!session || !table) return null;
    const origin = built ? originOf(built, session, Date.now()) : null;
    return shownModel(session, choices, origin, kept);
  }, [session, choices, table, version, built, kept]);
  const view = shown?.view ?? null;
  // The checks, the attribute list and the delimiters follow once the frame that shows a page (or
  // the read's end) has gone out with the diagram; while a read goes on, at most once a second and
  // when the page is idle, so a pass over every collection seldom lands between a page's arrival
  // and its picture. While they catch up, the checks on screen stay as they were, marked busy.
  const byModel = choices.model !== null;
  const current = useMemo(() => ({ session, view, byModel, version }), [session, view, byModel, version]);
  // Opening the tab over a read already done, too: the diagram's frame goes first, the checks (a
  // pass over every item the first time) follow it, never shown stale in between.
  const { value: lagged, behind } = useIdleValue(current, NOT_CHECKED, live, CHECKS_FOLLOW);
  const checked = useMemo(() => {
    const { session: s, view: v } = lagged;
    if (!s || !v) return null;
    const check = designCheckFor(s, v, lagged.byModel);
    check.update(s.grouper.collections);
    return { check, report: check.report(), session: s, byModel: lagged.byModel };
  }, [lagged]);
  // The kept model's attributes too: a projected read on screen may not carry the type attribute.
  const attributes = useMemo(() => {
    const all = new Set(session ? session.attributes.overall.keys() : []);
    if (shown?.kept) for (const a of statedAttributes(shown.view.design)) all.add(a);
    return [...all].sort();
  }, [session, lagged, shown]);
  // Every delimiter in the keys read, for the delimiter control.
  const delimiters = useMemo(() => {
    if (!session) return undefined;
    const { partitionKey, sortKey } = session.keyNames;
    const keys: string[] = [];
    for (const c of session.grouper.collections) {
      for (const item of c.items) {
        for (const k of [partitionKey, sortKey]) {
          const v = k ? item[k] : undefined;
          if (v && 'S' in v) keys.push(v.S);
        }
        if (keys.length >= 4000) break;
      }
      if (keys.length >= 4000) break;
    }
    return delimitersIn(keys, 4000);
  }, [session, lagged]);
  const remembered = useMemo(
    () => (session || !table ? null : rememberedModel(choices, kept)),
    [session, table, choices, kept],
  );
  if (!session || !shown || !view || !table) {
    if (!table || session) return <p className="tool-intro">{RUN_A_READ}</p>;
    return <BeforeAnyRead shown={remembered} table={table} />;
  }
  return (
    <div className="tool design-panel">
      <p className="tool-intro">
        {shown.source}. Choices here apply to the collections at once and are remembered for table {table} on this
        connection.
      </p>
      {shown.note ? <p className="design-read-note">{shown.note}</p> : null}
      <Evidence view={view} />
      <DesignDiagram session={session} view={view} version={version} />
      <DesignChoicesForm view={view} attributes={attributes} {...(delimiters ? { delimiters } : {})} />
      <ModelFiles design={view.design} samples={shown.samples} />
      <CreateTableFromDesign design={view.design} />
      {checked ? (
        <DesignChecksView
          report={checked.report}
          check={checked.check}
          session={checked.session}
          imported={checked.byModel}
          updating={behind}
        />
      ) : null}
    </div>
  );
}

/** What the checks follow before the panel's first frame is painted: nothing to check yet. */
const NOT_CHECKED = { session: null, view: null, byModel: false, version: -1 } as const;

/** How often the panel follows a read still going on (the bench's "Scan with the Design tab open"). */
const FOLLOW_EVERY_MS = 300;

/** The checks while a read goes on: at most once a second, within half a second of the page going idle. */
const CHECKS_FOLLOW = { everyMs: 1000, idleAtMostMs: 500 };

const RUN_A_READ =
  'Run a read of this table: the Design tab shows the entities found in it and lets you name them, choose the parent, or import a NoSQL Workbench model or OneTable schema.';

function Evidence({ view }: { view: ShownModel['view'] }) {
  // A model remembered from an earlier run keeps its design, not the reasons found in its read.
  if (view.evidence.length === 0) return null;
  return (
    <section aria-label="Why the design is what it is">
      <h3>What was found, and why</h3>
      <ul className="design-evidence">
        {view.evidence.map((e, i) => (
          <li key={i} data-topic={e.topic}>
            {e.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The table before any read of it: the model imported or remembered for it, with its choices and
 * files but no item counts or checks, or only the import when there is none. One layout for both,
 * so the import's message stays when the model it brought replaces the "none".
 */
function BeforeAnyRead({ shown, table }: { shown: ShownModel | null; table: string }) {
  const attributes = useMemo(() => (shown ? statedAttributes(shown.view.design).sort() : []), [shown]);
  return (
    <div className="tool design-panel">
      <p className="tool-intro">
        {shown
          ? `${shown.source}. Choices here apply to the reads of table ${table} on this connection, and are remembered.`
          : RUN_A_READ}
      </p>
      {shown ? (
        <p className="design-read-note">
          No read of this table is on screen: run one to see its items typed by this model and checked against it.
        </p>
      ) : null}
      {shown ? <Evidence view={shown.view} /> : null}
      {shown ? <DesignChoicesForm view={shown.view} attributes={attributes} /> : null}
      <ModelFiles design={shown?.view.design ?? null} samples={shown?.samples ?? noSamples} />
      {shown ? <CreateTableFromDesign design={shown.view.design} /> : null}
    </div>
  );
}

const noSamples = () => ({});
