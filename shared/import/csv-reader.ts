/**
 * CSV as RFC 4180 reads it, fed in chunks: fields split by commas, records by CRLF or LF, a quoted
 * field may hold commas, quotes (doubled) and line breaks, even across chunks. Each record carries
 * the line it starts on, so a refused row is named where a person finds it in the file.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvProblem extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvProblem';
  }
}

export class CsvReader {
  private field = '';
  private fields: string[] = [];
  private inQuotes = false;
  /** A quote seen inside quotes: either the end of the field or the first of a doubled quote. */
  private quotePending = false;
  private afterQuoted = false;
  private line = 1;
  private recordLine = 1;
  private pendingCR = false;
  private started = false;

  feed(chunk: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    for (let i = 0; i < chunk.length; i++) this.step(chunk[i]!, out);
    return out;
  }

  end(): CsvRecord[] {
    const out: CsvRecord[] = [];
    if (this.quotePending) {
      this.quotePending = false;
      this.inQuotes = false;
      this.afterQuoted = true;
    }
    if (this.inQuotes) throw new CsvProblem(this.recordLine, 'a quoted field is never closed');
    if (this.started) this.endRecord(out);
    return out;
  }

  private endRecord(out: CsvRecord[]): void {
    this.fields.push(this.field);
    out.push({ line: this.recordLine, fields: this.fields });
    this.fields = [];
    this.field = '';
    this.afterQuoted = false;
    this.started = false;
  }

  private step(c: string, out: CsvRecord[]): void {
    if (this.pendingCR) {
      this.pendingCR = false;
      if (c === '\n') return;
    }
    if (this.quotePending) {
      this.quotePending = false;
      if (c === '"') {
        this.field += '"';
        return;
      }
      this.inQuotes = false;
      this.afterQuoted = true;
    }
    if (this.inQuotes) {
      if (c === '"') this.quotePending = true;
      else {
        this.field += c;
        if (c === '\n') this.line++;
      }
      return;
    }
    if (!this.started) {
      this.started = true;
      this.recordLine = this.line;
    }
    if (c === ',') {
      this.fields.push(this.field);
      this.field = '';
      this.afterQuoted = false;
    } else if (c === '\r' || c === '\n') {
      this.line++;
      if (c === '\r') this.pendingCR = true;
      this.endRecord(out);
    } else if (c === '"') {
      if (this.field !== '' || this.afterQuoted)
        throw new CsvProblem(
          this.line,
          'a quote inside a field that does not start with one; double it inside a quoted field',
        );
      this.inQuotes = true;
    } else {
      if (this.afterQuoted)
        throw new CsvProblem(this.line, 'text after a closing quote; a field is either quoted whole or not at all');
      this.field += c;
    }
  }
}
