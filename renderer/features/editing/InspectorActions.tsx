/** The inspector's write actions on its item: edit, duplicate, delete. Each stages; nothing is written here. */
import type { Item } from '../../../shared/dynamo/types.js';
import { valueOf } from '../../store/async-state.js';
import { useApp } from '../../store/index.js';

export function InspectorActions({ item, tableName }: { item: Item; tableName: string }) {
  const table = useApp((s) => valueOf(s.table));
  const openEditor = useApp((s) => s.openEditor);
  const stageDelete = useApp((s) => s.stageDelete);
  const loading = useApp((s) => s.editorLoading);
  // The item's table key, from the table's description (the read may have been of an index).
  const keyNames = table?.TableName === tableName ? table.KeySchema.map((k) => k.AttributeName) : [];
  const hasKey = keyNames.length > 0 && keyNames.every((k) => item[k] !== undefined);
  const key: Item = {};
  for (const k of keyNames) if (item[k]) key[k] = item[k]!;
  const why = hasKey ? undefined : 'This read does not hold the item’s table key, so it cannot be edited from here.';
  return (
    <div className="inspector-actions" role="group" aria-label="Item actions">
      <button
        type="button"
        disabled={!hasKey || loading}
        title={why}
        onClick={() => void openEditor('edit', tableName, undefined, key)}
      >
        Edit item
      </button>
      <button type="button" disabled={loading} onClick={() => void openEditor('duplicate', tableName, item)}>
        Duplicate item
      </button>
      <button type="button" disabled={!hasKey || loading} title={why} onClick={() => void stageDelete(tableName, key)}>
        Delete item
      </button>
    </div>
  );
}
