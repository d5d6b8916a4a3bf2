/**
 * What the read slice hands the paged read beyond the request: the read units its budget allows
 * (the read's own, else its connection's default, model/query/budget-default.ts) and the keys of
 * an earlier run it continues from, when they fit this read. Apart from read-slice.ts, which keeps
 * to running reads.
 */
import { budgetUnits } from '../../shared/reads/read-budget.js';
import type { ReadProgress } from '../../shared/reads/read-progress.js';
import { resumeProgress, type ResumePoint } from '../../shared/reads/resume-point.js';

export type { ResumePoint };
import type { BuiltPagedRead, BuiltRead } from '../model/query/build-read.js';
import type { ReadState } from '../model/query/read-state.js';
import { loadDefaultBudget } from '../model/query/budget-default.js';

export function rcuBudgetOf(built: BuiltPagedRead, connectionId: string | undefined): { rcuBudget?: number } {
  const budget = built.budget ?? loadDefaultBudget(connectionId);
  return budget ? { rcuBudget: budgetUnits(budget) } : {};
}

/** The keys a read resumes from when they were kept for this very read (resume-point.ts). */
export function resumable(built: BuiltPagedRead, from: ResumePoint | undefined): ReadProgress | undefined {
  return resumeProgress(from, built.spec.kind === 'scan' ? Math.max(1, built.spec.totalSegments ?? 1) : 1);
}

/** The read state a new read starts in; a resumed one says where it resumed from. */
export function startingRead(
  version: number,
  built: BuiltRead,
  route: string | undefined,
  from: ReadProgress | undefined,
): ReadState {
  return { status: 'reading', version, built, ...(route ? { route } : {}), ...(from ? { resumedFrom: from } : {}) };
}
