/** Linking a table's patterns to a file on disk, through the service. */
import { useState } from 'react';
import { exportPatterns } from '../../../shared/patterns/saved-patterns-file.js';
import type { SavedPattern } from '../../../shared/patterns/saved-patterns.js';
import { appStorage } from '../../api/service-storage.js';
import { useApp } from '../../store/index.js';
import { Field } from '../../ui/Field.js';

const pathKey = (table: string) => `ice.patternsFile.${table}`;

/**
 * The table's patterns kept as a file in the user's own repository: written there on request and
 * loaded from it, by path, through the service (the page cannot reach the disk itself). The path is
 * remembered per table.
 */
export function PatternsFileLink({ table, patterns }: { table: string; patterns: readonly SavedPattern[] }) {
  const api = useApp((s) => s.api);
  const importFile = useApp((s) => s.importPatternFile);
  const [path, setPath] = useState(() => appStorage().getItem(pathKey(table)) ?? '');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const remember = () => appStorage().setItem(pathKey(table), path.trim());
  const save = async () => {
    remember();
    try {
      const r = await api.writePatternsFile({ path: path.trim(), text: exportPatterns(patterns) });
      setOutcome({
        ok: true,
        message: `Wrote ${patterns.length} pattern${patterns.length === 1 ? '' : 's'} to ${r.path}`,
      });
    } catch (e) {
      setOutcome({ ok: false, message: (e as Error).message });
    }
  };
  const load = async () => {
    remember();
    try {
      const r = await api.readPatternsFile({ path: path.trim() });
      const imported = importFile(r.text);
      setOutcome({
        ok: imported.ok,
        message: imported.ok
          ? `${r.path}: ${imported.messages.join('; ')}`
          : `${r.path} was not loaded: ${imported.messages.join('; ')}`,
      });
    } catch (e) {
      setOutcome({ ok: false, message: (e as Error).message });
    }
  };
  return (
    <div className="pattern-file">
      <Field label="Patterns file in your repository" hint="an absolute path ending in .json">
        <input
          value={path}
          spellCheck={false}
          size={40}
          placeholder="/home/me/repo/access-patterns.json"
          onChange={(e) => setPath(e.target.value)}
        />
      </Field>
      <button type="button" disabled={!path.trim() || patterns.length === 0} onClick={() => void save()}>
        Save to file
      </button>
      <button type="button" disabled={!path.trim()} onClick={() => void load()}>
        Load from file
      </button>
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'info-notice' : 'error-notice'}>
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}
