/**
 * What is wrong in the form, field by field, in the words the API's own check uses (so the form
 * refuses exactly what DynamoDB refuses): a number DynamoDB cannot read, base64 that is not strict,
 * a set that is empty or holds a member twice, a name given twice or not at all. Each problem
 * carries the path of its field (`address.city`, `items[2]`, `tags member 3`), the same text that
 * labels the field, so the view puts the message beside it.
 */
import { attributeValueProblem } from '../../api-values.js';
import type { FormEntry, FormValue, ItemForm } from './item-form.js';
import { formValueJson } from './item-form.js';

export interface FormProblem {
  /** The field's path, as its label shows it. */
  path: string;
  message: string;
}

export const listPath = (path: string, i: number) => `${path}[${i}]`;
export const mapPath = (path: string, name: string) => `${path}.${name}`;
export const memberPath = (path: string, i: number) => `${path} member ${i + 1}`;

function nameProblems(
  entries: readonly FormEntry[],
  where: string,
  out: FormProblem[],
  namePath: (i: number) => string,
): void {
  const seen = new Map<string, number>();
  entries.forEach((e, i) => {
    if (e.name === '')
      out.push({
        path: namePath(i),
        message: `${where}: name ${i + 1} is empty; every attribute name needs at least one character`,
      });
    else if (seen.has(e.name))
      out.push({ path: namePath(i), message: `${where}: "${e.name}" is named twice; each name can be used once` });
    seen.set(e.name, i);
  });
}

function valueProblems(v: FormValue, path: string, out: FormProblem[]): void {
  switch (v.type) {
    case 'L':
      v.items.forEach((item, i) => valueProblems(item, listPath(path, i), out));
      return;
    case 'M':
      nameProblems(v.entries, `map ${path}`, out, (i) => `${path} entry ${i + 1}`);
      for (const e of v.entries) if (e.name !== '') valueProblems(e.value, mapPath(path, e.name), out);
      return;
    case 'SS':
    case 'NS':
    case 'BS': {
      if (v.members.length === 0) {
        out.push({
          path,
          message: `${path}: a set needs at least one member; DynamoDB has no empty set (remove the attribute instead)`,
        });
        return;
      }
      // Each member on its own first, so the message sits beside the member that is wrong.
      const before = out.length;
      v.members.forEach((m, i) => {
        const scalar = v.type === 'SS' ? { S: m } : v.type === 'NS' ? { N: m } : { B: m };
        const p = attributeValueProblem(scalar, memberPath(path, i));
        if (p)
          out.push({ path: memberPath(path, i), message: p.replace(/: (N|B) must/, ': a member of this $1S must') });
      });
      if (out.length > before) return;
      const p = attributeValueProblem(formValueJson(v), path);
      if (p) out.push({ path, message: p });
      return;
    }
    default: {
      const p = attributeValueProblem(formValueJson(v), path);
      if (p) out.push({ path, message: p });
    }
  }
}

/** Every problem of the form, in the order of its fields. */
export function formProblems(form: ItemForm): FormProblem[] {
  const out: FormProblem[] = [];
  nameProblems(form.attributes, 'the item', out, (i) => `attribute ${i + 1}`);
  for (const e of form.attributes) if (e.name !== '') valueProblems(e.value, e.name, out);
  return out;
}

/**
 * What stops the form from being shown as text without losing anything: a name given twice would
 * leave one of the two values out of the JSON object.
 */
export function formTextProblem(form: ItemForm): string | null {
  const dup = (entries: readonly FormEntry[], where: string): string | null => {
    const seen = new Set<string>();
    for (const e of entries) {
      if (seen.has(e.name))
        return `${where} names "${e.name}" twice: rename or remove one before switching to the JSON view, or one of them would be lost`;
      seen.add(e.name);
      const inner = nested(e.value, e.name);
      if (inner) return inner;
    }
    return null;
  };
  const nested = (v: FormValue, path: string): string | null => {
    if (v.type === 'M') return dup(v.entries, `Map ${path}`);
    if (v.type === 'L') {
      for (let i = 0; i < v.items.length; i++) {
        const p = nested(v.items[i]!, listPath(path, i));
        if (p) return p;
      }
    }
    return null;
  };
  return dup(form.attributes, 'The item');
}
