/**
 * Where a stopped read continues, as a history entry keeps it: per segment (one for a Query or a
 * plain Scan), the key it stopped at or that it is done. Never the items, never the figures: a read
 * resumed from it, even after a restart, starts a fresh session that reads only the rest.
 */
import type { AttributeValue, Item } from '../dynamo/types.js';
import { emptyTotals, type ReadProgress } from './read-progress.js';

export interface ResumePoint {
  segments: Array<{ segment: number; done: boolean; startKey?: Item }>;
}

/** The resume point of a read's progress; undefined when nothing is left to read. */
export function resumePointOf(p: ReadProgress): ResumePoint | undefined {
  if (p.segments.every((s) => s.done)) return undefined;
  return {
    segments: p.segments.map((s) => ({
      segment: s.segment,
      done: s.done,
      ...(s.startKey ? { startKey: s.startKey } : {}),
    })),
  };
}

/**
 * The progress a paged read resumes from (PagedReadOptions.resumeFrom): each segment where it
 * stood, with this run's figures at zero. Undefined unless the point has exactly `totalSegments`
 * segments, numbered 0.., and one of them is left to read.
 */
export function resumeProgress(point: ResumePoint | undefined, totalSegments: number): ReadProgress | undefined {
  if (!point || point.segments.length !== totalSegments || point.segments.every((s) => s.done)) return undefined;
  if (point.segments.some((s, i) => s.segment !== i)) return undefined;
  const segments = point.segments.map((s) => ({
    ...emptyTotals(),
    segment: s.segment,
    done: s.done,
    ...(s.startKey ? { startKey: s.startKey } : {}),
  }));
  return { ...emptyTotals(), elapsedMs: 0, segments };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A resume point read back from storage, or undefined when it is not one (an older or damaged entry). */
export function parseResumePoint(v: unknown): ResumePoint | undefined {
  if (!isObject(v) || !Array.isArray(v.segments) || v.segments.length === 0 || v.segments.length > 1_000_000)
    return undefined;
  const segments: ResumePoint['segments'] = [];
  for (const s of v.segments as unknown[]) {
    if (!isObject(s) || typeof s.segment !== 'number' || typeof s.done !== 'boolean') return undefined;
    if (s.startKey !== undefined && !isKey(s.startKey)) return undefined;
    segments.push({ segment: s.segment, done: s.done, ...(s.startKey ? { startKey: s.startKey as Item } : {}) });
  }
  return { segments };
}

/** A key as DynamoDB JSON: each attribute one typed value. */
function isKey(v: unknown): boolean {
  if (!isObject(v)) return false;
  return Object.values(v).every((a) => isObject(a) && Object.keys(a as AttributeValue).length === 1);
}
