/**
 * A pasted shell command split into words as a POSIX shell would: single quotes keep everything,
 * double quotes take \" \\ \$ \` escapes, a backslash outside quotes escapes the next character
 * and a backslash-newline joins lines. The command ends at an unquoted newline, ; | & or >.
 */
export type ShellWords = { ok: true; words: string[] } | { ok: false; message: string };

export function shellWords(text: string): ShellWords {
  const words: string[] = [];
  let word: string | null = null;
  let i = 0;
  const push = () => {
    if (word !== null) words.push(word);
    word = null;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && text[i + 1] === '\n') {
      i += 2;
      continue;
    }
    if (c === '\\' && text[i + 1] === '\r' && text[i + 2] === '\n') {
      i += 3;
      continue;
    }
    if (c === ' ' || c === '\t') {
      push();
      i++;
      continue;
    }
    if (c === '\n' || c === '\r' || c === ';' || c === '|' || c === '&' || c === '>') break;
    if (c === '#' && word === null) break;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return { ok: false, message: `the single quote at character ${i + 1} is never closed` };
      word = (word ?? '') + text.slice(i + 1, end);
      i = end + 1;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      let out = '';
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\' && '"\\$`\n'.includes(text[j + 1] ?? '')) {
          if (text[j + 1] !== '\n') out += text[j + 1];
          j += 2;
        } else out += text[j++];
      }
      if (j >= text.length) return { ok: false, message: `the double quote at character ${i + 1} is never closed` };
      word = (word ?? '') + out;
      i = j + 1;
      continue;
    }
    if (c === '\\') {
      word = (word ?? '') + (text[i + 1] ?? '');
      i += 2;
      continue;
    }
    word = (word ?? '') + c;
    i++;
  }
  push();
  return { ok: true, words };
}
