/**
 * Compare's view of the open tab: whether its region is open, its form, and the comparison that ran
 * (the button sits in the results' toolbar and the region below it, two places that share it). Kept
 * in the tab (store/use-tool-view.ts): switching tabs and back finds the results as they were; the
 * form's choices are kept across a reload too, the results are not (as a read's items are not).
 */
import type { ApiErrorShape } from '../../../shared/api-errors.js';
import { useToolView, useToolViewField } from '../../store/use-tool-view.js';
import type { CompareEnd, RanCompare } from './compare-run.js';

export interface CompareView {
  open: boolean;
  target: string;
  tableName: string;
  ignore: string;
  problem: string | null;
  error: { title: string; error: ApiErrorShape } | null;
  ran: RanCompare | null;
  status: 'idle' | 'reading' | CompareEnd['end'];
}

const fresh = (): CompareView => ({
  open: false,
  target: '',
  tableName: '',
  ignore: '',
  problem: null,
  error: null,
  ran: null,
  status: 'idle',
});

const choicesOf = ({ open, target, tableName, ignore }: CompareView) => ({ open, target, tableName, ignore });

export function useCompareView() {
  return useToolView('compare', fresh, choicesOf);
}

export function useCompareOpen(): boolean {
  return useToolViewField<CompareView, 'open'>('compare', 'open', false);
}
