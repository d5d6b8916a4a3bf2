/**
 * The one "ask before writing" of the app: before a commit or a bulk run writes to a connection
 * that is not local, the store holds the question (where, what, how much) and the write waits on
 * the answer. One question at a time: a new one answers the one before with No, so no write is
 * left waiting on a question the page no longer shows. The view is one dialog
 * (features/editing/WriteQuestionPrompt.tsx over WriteConfirmDialog).
 */
import type { StateCreator } from 'zustand';
import type { WriteAccess } from '../../shared/api-writes.js';
import type { AppState } from './index.js';

export interface WriteQuestion {
  /** What asks: a commit of staged changes, or a bulk run. */
  kind: 'commit' | 'bulk run';
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
}

export const createWriteQuestionSlice: StateCreator<AppState, [], [], WriteQuestionSlice> = (set) => {
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
  };
};
