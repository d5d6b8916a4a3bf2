/**
 * The order test files start in (vite.config.ts `sequence.sequencer`). With two workers, a file of
 * several minutes that starts last leaves the other worker idle until it ends; on a clean clone
 * vitest orders by file size (it has no timings yet), which started the heaviest file, short in
 * source, near the end. The files listed here start first, heaviest first; every other file keeps
 * vitest's own order after them.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The heaviest files of a clean CI run (seconds on a loaded 2-core machine, 2026-11 log): each over
 * about twice the ~40 s of a typical e2e file. Files are matched by their path under the root;
 * a name that no longer exists only drops out of the order.
 */
export const HEAVY_FIRST: readonly string[] = [
  'test/generated/generated-designs.test.ts', // 615 s
  'test/integration/sandbox/sandbox-recovery.test.ts', // 381 s
  'test/e2e/import-run.test.ts', // 253 s
  'test/bench/bench-smoke.test.ts', // 234 s
  'test/integration/faults/bulk-put-kill.test.ts', // 185 s
  'test/e2e/copy.test.ts', // 158 s
  'test/integration/writes/bulk-put.test.ts', // 125 s
  'test/integration/faults/bulk-kill.test.ts', // 123 s
  'test/integration/snippets/table-admin-snippets.test.ts', // 118 s
];

export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = HEAVY_FIRST.indexOf(relative(this.ctx.config.root, spec.moduleId).split('\\').join('/'));
      return i === -1 ? HEAVY_FIRST.length : i;
    };
    // Array.prototype.sort is stable: files off the list keep vitest's order among themselves.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
