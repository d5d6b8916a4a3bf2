/**
 * The submit side both read tools' forms share (fan-out and several partitions): the problems kept
 * for this table, the message beside each field, and a submit that stays in the page and runs the
 * store's check-and-read. One copy, so the two forms cannot drift apart.
 */
import type { FormEvent } from 'react';
import type { ToolField, ToolProblem } from '../../model/tools/tool-spec.js';

export interface ToolFormSubmit {
  problems: readonly ToolProblem[];
  problem: (f: ToolField) => string | undefined;
  onSubmit: (e: FormEvent) => void;
}

export function toolFormSubmit(
  kept: { table: string; problems: ToolProblem[] } | null,
  table: string,
  submit: () => Promise<boolean>,
): ToolFormSubmit {
  const problems = kept && kept.table === table ? kept.problems : [];
  return {
    problems,
    problem: (f) => problems.find((p) => p.field === f)?.message,
    onSubmit: (e) => {
      e.preventDefault();
      void submit();
    },
  };
}
