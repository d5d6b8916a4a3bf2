/**
 * Text arriving in chunks (a file read piece by piece) cut into whole lines, each with its number,
 * so a 1 GB file is never held whole and a refused line can be named by where it is in the file.
 * LF and CRLF both end a line; a chunk may end in the middle of a line or of a CRLF.
 */
export interface NumberedLine {
  /** 1-based, as an editor counts. */
  line: number;
  text: string;
}

export class LineSplitter {
  private rest = '';
  private nextLine = 1;

  /** The whole lines completed by this chunk. */
  feed(chunk: string): NumberedLine[] {
    const text = this.rest + chunk;
    const out: NumberedLine[] = [];
    let start = 0;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', start)) {
      const end = i > start && text.charCodeAt(i - 1) === 13 ? i - 1 : i;
      out.push({ line: this.nextLine++, text: text.slice(start, end) });
      start = i + 1;
    }
    this.rest = text.slice(start);
    return out;
  }

  /** The last line, when the text does not end with a line break. */
  end(): NumberedLine[] {
    const rest = this.rest.endsWith('\r') ? this.rest.slice(0, -1) : this.rest;
    this.rest = '';
    return rest === '' ? [] : [{ line: this.nextLine++, text: rest }];
  }
}
