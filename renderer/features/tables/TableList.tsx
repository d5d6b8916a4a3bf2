/** The connection's tables, filtered as typed; choosing one opens it. */
import { useApp } from '../../store/index.js';
import { ErrorNotice } from '../../ui/ErrorNotice.js';
import { Loading } from '../../ui/Loading.js';
import { valueOf } from '../../store/async-state.js';
import { filterTables } from './filter-tables.js';
import { NoTablesNotice } from './NoTablesNotice.js';
import { SandboxReset } from './SandboxReset.js';
import { CreateTableButton } from '../table-admin/index.js';
import { ImportButton } from '../import/index.js';

export function TableList() {
  const tables = useApp((s) => s.tables);
  const filter = useApp((s) => s.tableFilter);
  const setFilter = useApp((s) => s.setTableFilter);
  const selected = useApp((s) => s.tableName);
  const select = useApp((s) => s.selectTable);
  const reload = useApp((s) => s.loadTables);
  const isSandbox = useApp((s) => s.connectState.status === 'ready' && s.connectState.value.kind === 'sandbox');
  const names = valueOf(tables) ?? [];
  const shown = filterTables(names, filter);

  return (
    <nav className="table-list" aria-label="Tables">
      <h2>Tables</h2>
      <label className="search">
        Search tables
        <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Filter by name" />
      </label>
      {tables.status === 'loading' ? <Loading label="Loading tables" /> : null}
      {tables.status === 'error' ? (
        <ErrorNotice title="Could not list tables" error={tables.error} onRetry={reload} />
      ) : null}
      {tables.status === 'ready' && names.length === 0 ? <NoTablesNotice /> : null}
      {names.length > 0 && shown.length === 0 ? <p className="empty">No table matches “{filter}”.</p> : null}
      <ul aria-label="Table names">
        {shown.map((name) => (
          <li key={name}>
            <button
              type="button"
              className="table-link"
              aria-current={name === selected ? 'true' : undefined}
              onClick={() => void select(name)}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
      {tables.status === 'ready' ? <CreateTableButton /> : null}
      {tables.status === 'ready' ? <ImportButton /> : null}
      {isSandbox ? <SandboxReset /> : null}
    </nav>
  );
}
