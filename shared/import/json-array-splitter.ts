/**
 * A JSON array of items arriving in chunks, cut into the text of each element without parsing the
 * whole array: only strings, escapes and nesting depth are tracked. Each element keeps the line it
 * starts on. Anything but an array at the top is refused where it starts.
 */
export interface ElementText {
  line: number;
  text: string;
}

export class JsonArrayProblem extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'JsonArrayProblem';
  }
}

export class JsonArraySplitter {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private line = 1;
  private element = '';
  private elementLine = 1;
  private opened = false;
  private closed = false;

  feed(chunk: string): ElementText[] {
    const out: ElementText[] = [];
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (c === '\n') this.line++;
      if (this.closed) {
        if (!/\s/.test(c)) throw new JsonArrayProblem(this.line, 'text after the end of the array');
        continue;
      }
      if (!this.opened) {
        if (/\s/.test(c) || c === '\ufeff') continue;
        if (c !== '[') throw new JsonArrayProblem(this.line, 'expected a JSON array of items, starting with [');
        this.opened = true;
        this.depth = 1;
        continue;
      }
      if (this.inString) {
        this.element += c;
        if (this.escaped) this.escaped = false;
        else if (c === '\\') this.escaped = true;
        else if (c === '"') this.inString = false;
        continue;
      }
      if (this.depth === 1 && (c === ',' || c === ']')) {
        const text = this.element.trim();
        if (text !== '') out.push({ line: this.elementLine, text });
        else if (c === ',') throw new JsonArrayProblem(this.line, 'an empty element between commas');
        this.element = '';
        if (c === ']') {
          this.closed = true;
          this.depth = 0;
        }
        continue;
      }
      if (this.element.trim() === '' && !/\s/.test(c)) this.elementLine = this.line;
      if (c === '"') this.inString = true;
      else if (c === '{' || c === '[') this.depth++;
      else if (c === '}' || c === ']') this.depth--;
      this.element += c;
    }
    return out;
  }

  end(): void {
    if (!this.opened) throw new JsonArrayProblem(this.line, 'the file is empty; expected a JSON array of items');
    if (!this.closed) throw new JsonArrayProblem(this.line, 'the array is never closed with ]');
  }
}
