/**
 * PartiQL INSERT, UPDATE and DELETE staged, never run: each statement's item is read first
 * (consistently, whole) so the change is decided on the item as read, then all the statements'
 * changes go into the staged-changes list together (the editing slice's `stageMany`), or none
 * when one of them is refused. The status says what was staged and that nothing was written.
 */
import type { StateCreator } from 'zustand';
import type { ExplorerApi } from '../../shared/api.js';
import type { AttributeValue, Item, TableDescription } from '../../shared/dynamo/types.js';
import { writeChange, writeTargets, type PqProblem, type SeveralAs } from '../../shared/partiql/index.js';
import type { StagedChange } from '../../shared/writes/change.js';
import { toErrorShape } from './async-state.js';
import { newChangeId } from './staged-changes.js';
import type { AppState } from './index.js';

/** Reads in flight at once while staging a transaction of up to 100 statements. */
const READS_AT_ONCE = 8;

export interface PartiqlWriteOutcome {
  kind: 'staged' | 'refused' | 'error';
  text: string;
  /** The refusal's place in the statement text, to underline it. */
  problem?: PqProblem;
}

export interface PartiqlWriteSlice {
  partiqlStaging: boolean;
  partiqlWrite?: PartiqlWriteOutcome;
  stageStatements(
    table: TableDescription,
    text: string,
    params: readonly AttributeValue[],
    several: SeveralAs,
  ): Promise<boolean>;
  clearPartiqlWrite(): void;
}

async function readAll(api: ExplorerApi, TableName: string, keys: readonly Item[]): Promise<Array<Item | undefined>> {
  const out: Array<Item | undefined> = new Array(keys.length);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const i = next++;
      out[i] = (await api.getItem({ TableName, Key: keys[i]!, ConsistentRead: true })).Item;
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, keys.length) }, worker));
  return out;
}

export const createPartiqlWriteSlice =
  (api: ExplorerApi): StateCreator<AppState, [], [], PartiqlWriteSlice> =>
  (set, get) => ({
    partiqlStaging: false,
    async stageStatements(table, text, params, several) {
      if (get().partiqlStaging) return false;
      const targets = writeTargets(text, table, params, several);
      if (!targets.ok) {
        const first = targets.problems[0]!;
        set({ partiqlWrite: { kind: 'refused', text: `Not staged: ${first.message}`, problem: first } });
        return false;
      }
      set({ partiqlStaging: true, partiqlWrite: undefined });
      try {
        const current = await readAll(
          api,
          table.TableName,
          targets.targets.map((t) => t.key),
        );
        const changes: StagedChange[] = [];
        const nothing: string[] = [];
        for (const [i, t] of targets.targets.entries()) {
          const r = writeChange(t, current[i], newChangeId());
          if (!r.ok) {
            const which = targets.targets.length > 1 ? `statement ${i + 1}: ` : '';
            set({
              partiqlStaging: false,
              partiqlWrite: { kind: 'refused', text: `Not staged: ${which}${r.problem.message}`, problem: r.problem },
            });
            return false;
          }
          if (r.change) changes.push(r.change);
          else nothing.push(r.nothing);
        }
        if (changes.length > 0) get().stageMany(changes);
        const count = `${changes.length} change${changes.length === 1 ? '' : 's'}`;
        const also = nothing.length > 0 ? ` ${nothing.join('; ')}.` : '';
        set({
          partiqlStaging: false,
          partiqlWrite:
            changes.length > 0
              ? { kind: 'staged', text: `${count} staged, not written: review and commit in Staged changes.${also}` }
              : { kind: 'staged', text: `Nothing staged, nothing written:${also}` },
        });
        return changes.length > 0;
      } catch (e) {
        const err = toErrorShape(e);
        set({
          partiqlStaging: false,
          partiqlWrite: { kind: 'error', text: `Not staged: reading the item failed: ${err.name}: ${err.message}` },
        });
        return false;
      }
    },
    clearPartiqlWrite() {
      set({ partiqlWrite: undefined });
    },
  });
