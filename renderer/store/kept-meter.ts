/**
 * The cost meter kept between runs through the app storage, as the tabs and the preferences are:
 * each connection's read and write units spent, so a reload or a restart does not reset what the
 * session has cost (the price is computed from them). Read once when the store is made; written
 * when the meter changes.
 */
import type { StoreApi } from 'zustand/vanilla';
import { appStorage } from '../api/service-storage.js';
import type { MeterTotals } from './cost-slice.js';

export const METER_KEY = 'ice.meter';

type WithMeter = { meter: Record<string, MeterTotals> };

const isUnits = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isTotals = (v: unknown): v is MeterTotals =>
  typeof v === 'object' && v !== null && isUnits((v as MeterTotals).rcu) && isUnits((v as MeterTotals).wcu);

/** The kept meter, each connection's totals only when they are two unit counts; none when unreadable. */
export function loadMeter(): Record<string, MeterTotals> {
  try {
    const v: unknown = JSON.parse(appStorage().getItem(METER_KEY) ?? '{}');
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).flatMap(([id, t]) =>
        isTotals(t) ? [[id, { rcu: t.rcu, wcu: t.wcu }] as const] : [],
      ),
    );
  } catch {
    return {};
  }
}

/** Puts the kept meter in the store and keeps it. */
export function keepMeter<S extends WithMeter>(store: StoreApi<S>): void {
  const kept = loadMeter();
  if (Object.keys(kept).length) store.setState({ meter: { ...kept, ...store.getState().meter } } as Partial<S>);
  store.subscribe((s, prev) => {
    if (s.meter !== prev.meter) appStorage().setItem(METER_KEY, JSON.stringify(s.meter));
  });
}
