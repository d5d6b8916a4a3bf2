/**
 * The one "ask before writing" of the app: before a commit, an undo or a bulk run writes to a
 * connection that is not local, the store holds the question (where, what, how much) and the write
 * waits on the answer. One question at a time: a new one answers the one before with No, so no
 * write is left waiting on a question the page no longer shows. The view is one dialog
 * (features/editing/WriteQuestionPrompt.tsx over WriteConfirmDialog). What the user confirmed (the
 * account and region the dialog named) goes with the write: the service refuses a write to a
 * connection that is not local without it (shared/writes/write-confirmation.ts).
 */
import type { StateCreator } from 'zustand';
import type { WriteAccess } from '../../shared/api-writes.js';
import { confirmationOf, type WriteConfirmation } from '../../shared/writes/write-confirmation.js';
import type { AppState } from './index.js';

export interface WriteQuestion {
  /** What asks: a commit of staged changes, a bulk run (or its resumption), an undo (of a commit or a run). */
  kind: 'commit' | 'bulk run' | 'undo';
  access: WriteAccess;
  tables: string[];
  /** Changes (a commit) or items (a bulk run). */
  count: number;
}

export interface WriteQuestionSlice {
  writeQuestion: WriteQuestion | null;
  /** Shows the question; resolves true only when the user answers "Write to AWS". */
  askBeforeWriting(question: WriteQuestion): Promise<boolean>;
  answerWriteQuestion(write: boolean): void;
  /**
   * The fields a write request carries: `{}` where nothing is asked (a local connection, or writing
   * off, which the service refuses with its reason), `{ confirmed }` once the user said Write,
   * null when they did not.
   */
  confirmBeforeWriting(question: WriteQuestion): Promise<{ confirmed?: WriteConfirmation } | null>;
}

export const createWriteQuestionSlice: StateCreator<AppState, [], [], WriteQuestionSlice> = (set, get) => {
  let answer: ((write: boolean) => void) | undefined;
  const settle = (write: boolean) => {
    const waiting = answer;
    answer = undefined;
    set({ writeQuestion: null });
    waiting?.(write);
  };
  return {
    writeQuestion: null,
    askBeforeWriting(question) {
      settle(false);
      set({ writeQuestion: question });
      return new Promise<boolean>((resolve) => {
        answer = resolve;
      });
    },
    answerWriteQuestion(write) {
      settle(write);
    },
    async confirmBeforeWriting(question) {
      const { access } = question;
      if (access.local || !access.allowed) return {};
      return (await get().askBeforeWriting(question)) ? { confirmed: confirmationOf(access) } : null;
    },
  };
};
