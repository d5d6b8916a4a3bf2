/**
 * The statements of an editor's text: one, or several separated by `;` (a batch or a
 * transaction). Split on the lexer's tokens, so a `;` inside a string or a quoted name stays put.
 */
import { lex } from './lexer.js';

export interface StatementPiece {
  text: string;
  /** Where the piece starts in the whole text, so its problems point at the right place. */
  offset: number;
}

export function splitStatements(text: string): StatementPiece[] {
  const out: StatementPiece[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    if (raw.trim() !== '') out.push({ text: raw.trim(), offset: start + lead });
  };
  for (const t of lex(text)) {
    if (t.kind === 'punct' && t.text === ';') {
      push(t.offset);
      start = t.end;
    }
  }
  push(text.length);
  return out;
}
