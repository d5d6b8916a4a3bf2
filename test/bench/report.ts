/** The benchmark's figures: one row each, printed as a table and written as JSON. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

export interface Figure {
  section: string;
  measure: string;
  /** The median (or the single reading, for memory and DOM counts). */
  value: number;
  unit: 'ms' | 'MB' | 'rows' | 'items/s';
  /** What the ratio is taken against, when there is one. */
  baseline?: { label: string; value: number };
  ratio?: number;
  /** The target: a ratio ceiling, or a ceiling on the value itself. */
  target?: { max: number; of: 'ratio' | 'value' };
  samples?: number[];
  note?: string;
}

export function met(f: Figure): boolean | undefined {
  if (!f.target) return undefined;
  const x = f.target.of === 'ratio' ? f.ratio : f.value;
  return x === undefined ? undefined : x <= f.target.max;
}

const fmt = (n: number, unit: string) =>
  unit === 'ms' ? `${n < 10 ? n.toFixed(2) : n.toFixed(0)} ms` : `${Math.round(n * 10) / 10} ${unit}`;

export function table(figures: readonly Figure[]): string {
  const head = ['Measure', 'Median', 'Baseline', 'Ratio', 'Target', 'Met'];
  const rows = figures.map((f) => [
    `${f.section}: ${f.measure}`,
    fmt(f.value, f.unit),
    f.baseline ? `${f.baseline.label} ${fmt(f.baseline.value, f.unit)}` : '',
    f.ratio === undefined ? '' : `${f.ratio.toFixed(2)}x`,
    f.target
      ? f.target.of === 'ratio'
        ? `<= ${Number(f.target.max.toFixed(2))}x`
        : `< ${f.target.max} ${f.unit}`
      : '',
    met(f) === undefined ? '' : met(f) ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function writeResults(outDir: string, figures: readonly Figure[], extra: Record<string, unknown>): string {
  mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(outDir, `${stamp}.json`);
  const machine = {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGB: Math.round(totalmem() / 2 ** 30),
  };
  writeFileSync(
    file,
    `${JSON.stringify({ writtenAt: new Date().toISOString(), machine, ...extra, figures: figures.map((f) => ({ ...f, met: met(f) })) }, null, 2)}\n`,
  );
  return file;
}
