/**
 * Cost, before and after: the guard that asks before a read estimated above the connection's
 * limit, and the meter of read and write units each connection has consumed (kept across a reload
 * and a restart: kept-meter.ts).
 */
import type { StateCreator } from 'zustand';
import type { ConnectionInfo } from '../../shared/api.js';
import { estimateRead, type ReadEstimate } from '../../shared/cost/estimate-read.js';
import type { ReadPlan } from '../../shared/cost/read-plan.js';
import { FIRST_PAGE_ITEMS } from '../../shared/reads/paged-read.js';
import { knowledgeFor } from '../model/cost-estimate/cost-knowledge.js';
import { loadGuard, saveGuard, type GuardSetting } from '../model/cost-estimate/guard-settings.js';
import { planOfBuilt } from '../model/cost-estimate/read-plan-of.js';
import type { BuiltRead } from '../model/query/build-read.js';
import type { AppState } from './index.js';

export interface MeterTotals {
  rcu: number;
  wcu: number;
}

export interface CostSlice {
  /** Units consumed per connection id, kept across reloads (kept-meter.ts). */
  meter: Record<string, MeterTotals>;
  /** The read waiting for the user's answer to "Expensive read", with its estimate. */
  guardAsk: { estimate: ReadEstimate; limitBytes: number } | null;
  /** Bumped when a guard setting changes, so its views redraw (the settings live in app storage). */
  guardVersion: number;
  /** Adds consumed units to the connection in use (writes call it with wcu). */
  addToMeter(units: Partial<MeterTotals>, connectionId?: string): void;
  guardSetting(): GuardSetting;
  setGuardSetting(setting: GuardSetting): void;
  /** Resolves true when the read may start: under the limit, guard off, or the user said so. */
  guardRead(built: BuiltRead): Promise<boolean>;
  /** The same for a read a tool makes (a Statistics scan), given as its plan. */
  guardPlan(plan: ReadPlan): Promise<boolean>;
  answerGuard(run: boolean): void;
}

function connectionOf(s: Pick<AppState, 'connections' | 'connectionId'>): ConnectionInfo | undefined {
  // While the list reloads (an endpoint was added), the one shown before still says what each connection is.
  const c = s.connections;
  const list = c.status === 'ready' ? c.value : c.status === 'idle' ? [] : (c.previous ?? []);
  return (
    list.find((c) => c.id === s.connectionId) ??
    (s.connectionId ? { id: s.connectionId, kind: 'profile', name: s.connectionId, region: '' } : undefined)
  );
}

const describedTable = (s: AppState) => (s.table.status === 'ready' ? s.table.value : undefined);

/** The estimate of a read from what the app knows now. */
export function estimatePlan(s: AppState, plan: ReadPlan): ReadEstimate {
  return estimateRead(plan, knowledgeFor(s, plan, describedTable(s)), { firstPageLimit: FIRST_PAGE_ITEMS });
}

export const createCostSlice: StateCreator<AppState, [], [], CostSlice> = (set, get) => {
  let answer: ((run: boolean) => void) | null = null;
  return {
    meter: {},
    guardAsk: null,
    guardVersion: 0,

    addToMeter(units, connectionId = get().connectionId) {
      if (!connectionId || (!units.rcu && !units.wcu)) return;
      const now = get().meter[connectionId] ?? { rcu: 0, wcu: 0 };
      set({
        meter: { ...get().meter, [connectionId]: { rcu: now.rcu + (units.rcu ?? 0), wcu: now.wcu + (units.wcu ?? 0) } },
      });
    },

    guardSetting() {
      return loadGuard(connectionOf(get()));
    },

    setGuardSetting(setting) {
      const id = get().connectionId;
      if (!id) return;
      saveGuard(id, setting);
      set({ guardVersion: get().guardVersion + 1 });
    },

    guardRead(built) {
      const table = describedTable(get());
      // Without the table's description there is nothing to estimate from (the gate refuses such a read anyway).
      return table ? get().guardPlan(planOfBuilt(built, table)) : Promise.resolve(true);
    },

    guardPlan(plan) {
      const setting = get().guardSetting();
      if (!setting.on) return Promise.resolve(true);
      const estimate = estimatePlan(get(), plan);
      if (estimate.bytes <= setting.bytes) return Promise.resolve(true);
      answer?.(false);
      return new Promise<boolean>((resolve) => {
        answer = resolve;
        set({ guardAsk: { estimate, limitBytes: setting.bytes } });
      });
    },

    answerGuard(run) {
      const resolve = answer;
      answer = null;
      set({ guardAsk: null });
      resolve?.(run);
    },
  };
};
