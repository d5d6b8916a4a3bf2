/**
 * The one shape every parse error and validation problem takes, so the builder can underline the
 * token and name the request field, whichever step found it.
 */
export interface ExpressionProblem {
  /** The request field: "KeyConditionExpression", "ExpressionAttributeValues.:v0", "ConsistentRead", ... */
  field: string;
  /** The offending token as written, when there is one. */
  token?: string;
  /** A sentence a person can act on. */
  message: string;
  /** Where the token starts in the field's text: 0-based offset, 1-based line and column. */
  offset?: number;
  line?: number;
  column?: number;
}

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** "column 17", or "line 2, column 5" when the text has several lines. */
export function describePosition(text: string, offset: number): string {
  const { line, column } = lineColumn(text, offset);
  return text.includes('\n') ? `line ${line}, column ${column}` : `column ${column}`;
}

/** A problem located at `offset` in `text`, with line and column filled in. */
export function problemAt(
  field: string,
  text: string,
  offset: number,
  token: string | undefined,
  message: string,
): ExpressionProblem {
  const { line, column } = lineColumn(text, offset);
  const p: ExpressionProblem = { field, message, offset, line, column };
  if (token !== undefined) p.token = token;
  return p;
}
