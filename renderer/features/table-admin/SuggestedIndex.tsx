/**
 * "Suggested index" in Table details: the GSI that would serve the reads history shows scanning
 * many items to keep few with a filter on the same attribute (shared/cost/index-proposal.ts), with
 * its storage, write and read cost. "Create on a local copy" prefills the Add index preview when
 * the connection is local (the sandbox, DynamoDB Local); on any other connection it says to copy
 * the table to a local endpoint first, since trying an index is not something to do on AWS.
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import { proposeIndexes, type IndexProposal } from '../../../shared/cost/index-proposal.js';
import type { TableFacts } from '../../../shared/table-admin/table-facts.js';
import { appStorage } from '../../api/service-storage.js';
import { filteredReadsOf } from '../../model/history/filtered-reads.js';
import { historyKey, loadHistory } from '../../model/history/query-history.js';
import { parseRoute } from '../../routing/query-route.js';
import { useApp } from '../../store/index.js';
import { designPartsOf } from '../../store/table-details-slice.js';
import { useShallow } from 'zustand/react/shallow';
import { applyOverrides } from '../../../shared/design/model/design-choices.js';
import type { AdminAction } from './AdminActionPreview.js';
import { proposalRequest } from '../../model/table-details/proposal-request.js';
import { carryingShares } from '../../model/table-details/carrying-share.js';

interface Props {
  table: string;
  facts: TableFacts;
  onAction(a: AdminAction): void;
}

export function SuggestedIndex({ table, facts, onAction }: Props) {
  const api = useApp((s) => s.api);
  const described = useApp((s) => (s.table.status === 'ready' ? s.table.value : undefined));
  const connectionId = useApp((s) => s.connectionId);
  const { choices, kept: keptDesign } = useApp(useShallow((s) => designPartsOf(s, table)));
  const session = useApp((s) => s.session);
  const built = useApp((s) => s.read.built);
  // Redrawn as the read on screen grows, so its census counts what has landed.
  const version = useApp((s) => s.read.version);
  const carrying = useMemo(
    () => carryingShares(session?.attributes, built, table),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session, built, table, version],
  );
  const storage = appStorage();
  const kept = useSyncExternalStore(
    (l) => storage.subscribe(l),
    () => storage.getItem(historyKey(table)),
  );
  const [notLocal, setNotLocal] = useState<string | null>(null);
  const proposals = useMemo(() => {
    if (!described || described.TableName !== table || kept === null) return [];
    const entries = loadHistory(storage, table).filter((e) => {
      const id = parseRoute(e.route)?.connection?.id;
      return id === undefined || id === connectionId;
    });
    const hash = described.KeySchema.find((k) => k.KeyType === 'HASH')?.AttributeName ?? '';
    const range = described.KeySchema.find((k) => k.KeyType === 'RANGE')?.AttributeName;
    return proposeIndexes(filteredReadsOf(entries, described), {
      tableName: table,
      keys: { partitionKey: hash, ...(range ? { sortKey: range } : {}) },
      ...(facts.itemCount !== undefined ? { itemCount: facts.itemCount } : {}),
      ...(facts.sizeBytes !== undefined ? { sizeBytes: facts.sizeBytes } : {}),
      indexPartitionKeys: Object.fromEntries(
        facts.indexes.map((i) => [i.name, i.keys.find((k) => k.KeyType === 'HASH')?.AttributeName ?? '']),
      ),
      design: choices?.model ? applyOverrides(choices.model, choices.overrides) : keptDesign,
      carrying: (a) => carrying?.[a],
    });
  }, [described, table, kept, storage, connectionId, facts, choices, keptDesign, carrying]);
  const create = async (p: IndexProposal) => {
    setNotLocal(null);
    const access = await api.getControlPlaneAccess({});
    if (!access.local) {
      setNotLocal(
        `${access.name} is not a local connection: copy ${table} to DynamoDB Local or the sandbox first (the Copy tool), and create ${p.indexName} there.`,
      );
      return;
    }
    const input = proposalRequest(table, p);
    onAction({
      title: `Add index ${p.indexName}`,
      operation: 'UpdateTable',
      input,
      run: (confirmed) => api.updateTable({ input, confirmed }),
    });
  };
  return (
    <section aria-label="Suggested index" className="suggested-index">
      <h3>Suggested index</h3>
      {proposals.length === 0 ? (
        <p className="muted">
          None yet: an index is suggested when history shows at least two reads that scanned many items to keep few with
          a filter on the same attribute.
        </p>
      ) : null}
      {proposals.map((p) => (
        <article key={p.indexName} aria-label={`Suggested index ${p.indexName}`}>
          <h4>
            {p.indexName}: {p.partitionKey.name} ({p.partitionKey.type}, partition)
            {p.sortKey ? `, ${p.sortKey.name} (${p.sortKey.type}, sort)` : ''}, projection{' '}
            {p.projection.type === 'ALL' ? 'ALL' : `INCLUDE ${p.projection.attributes.join(', ')}`}
          </h4>
          <p>{p.why}</p>
          {p.templates ? (
            <p>
              Key templates from the design: <code>{p.templates.join('; ')}</code>
            </p>
          ) : null}
          <dl className="facts">
            <dt>Storage</dt>
            <dd>{p.storage.text}</dd>
            <dt>Writes</dt>
            <dd>{p.writes.text}</dd>
            <dt>Reads</dt>
            <dd>{p.readsSaved.text}</dd>
          </dl>
          <details>
            <summary>The reads</summary>
            <ul>
              {p.reads.map((r, i) => (
                <li key={i}>{r}</li>
              ))}
            </ul>
          </details>
          <button type="button" onClick={() => void create(p)}>
            Create on a local copy
          </button>
        </article>
      ))}
      {notLocal ? <p role="note">{notLocal}</p> : null}
    </section>
  );
}
