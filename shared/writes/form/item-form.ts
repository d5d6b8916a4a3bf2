/**
 * The item editor's form: one field per attribute, nested for lists and maps, a list of members
 * for sets. It holds every value as the text DynamoDB JSON carries (a number is its decimal text,
 * binary its base64), so switching between the form and the JSON text view loses nothing, not
 * even a value still being typed that DynamoDB would refuse: that value is kept, and named by
 * form-problems.ts until it is fixed.
 */

export type ScalarTextType = 'S' | 'N' | 'B';
export type SetType = 'SS' | 'NS' | 'BS';
export type FormType = ScalarTextType | 'BOOL' | 'NULL' | 'L' | 'M' | SetType;

export const FORM_TYPES: readonly FormType[] = ['S', 'N', 'B', 'BOOL', 'NULL', 'L', 'M', 'SS', 'NS', 'BS'];

export const TYPE_LABELS: Record<FormType, string> = {
  S: 'S (string)',
  N: 'N (number)',
  B: 'B (binary)',
  BOOL: 'BOOL (true or false)',
  NULL: 'NULL',
  L: 'L (list)',
  M: 'M (map)',
  SS: 'SS (string set)',
  NS: 'NS (number set)',
  BS: 'BS (binary set)',
};

export type FormValue =
  | { type: ScalarTextType; text: string }
  | { type: 'BOOL'; value: boolean }
  | { type: 'NULL' }
  | { type: 'L'; items: FormValue[] }
  | { type: 'M'; entries: FormEntry[] }
  | { type: SetType; members: string[] };

export interface FormEntry {
  name: string;
  value: FormValue;
}

export interface ItemForm {
  attributes: FormEntry[];
}

export type FormResult = { form: ItemForm } | { problem: string };

/** A fresh value of a type, as "Add attribute" or "Add element" starts it. */
export function emptyValue(type: FormType): FormValue {
  switch (type) {
    case 'S':
    case 'N':
    case 'B':
      return { type, text: '' };
    case 'BOOL':
      return { type, value: false };
    case 'NULL':
      return { type };
    case 'L':
      return { type, items: [] };
    case 'M':
      return { type, entries: [] };
    default:
      return { type, members: [''] };
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const allStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/**
 * A DynamoDB JSON value read into the form. Only its shape must be right (one type key, and text
 * where DynamoDB JSON has text); what is inside the text is checked by form-problems.ts.
 */
export function valueToForm(raw: unknown, path: string): FormValue | string {
  if (!isObject(raw)) return `${path}: expected a DynamoDB JSON value such as {"S":"text"} or {"N":"1"}`;
  const keys = Object.keys(raw);
  if (keys.length !== 1)
    return `${path}: expected exactly one type key (S, N, B, BOOL, NULL, L, M, SS, NS, BS), found ${keys.length ? keys.join(', ') : 'none'}`;
  const type = keys[0]!;
  const inner = raw[type];
  switch (type) {
    case 'S':
    case 'N':
    case 'B':
      return typeof inner === 'string' ? { type, text: inner } : `${path}: ${type} must be written as a string`;
    case 'BOOL':
      return typeof inner === 'boolean' ? { type, value: inner } : `${path}: BOOL must be true or false`;
    case 'NULL':
      return inner === true ? { type } : `${path}: NULL must be true`;
    case 'SS':
    case 'NS':
    case 'BS':
      return allStrings(inner) ? { type, members: [...inner] } : `${path}: ${type} must be a list of strings`;
    case 'L': {
      if (!Array.isArray(inner)) return `${path}: L must be a list`;
      const items: FormValue[] = [];
      for (let i = 0; i < inner.length; i++) {
        const v = valueToForm(inner[i], `${path}[${i}]`);
        if (typeof v === 'string') return v;
        items.push(v);
      }
      return { type, items };
    }
    case 'M': {
      if (!isObject(inner)) return `${path}: M must be an object`;
      const entries: FormEntry[] = [];
      for (const [name, v] of Object.entries(inner)) {
        const value = valueToForm(v, `${path}.${name}`);
        if (typeof value === 'string') return value;
        entries.push({ name, value });
      }
      return { type, entries };
    }
    default:
      return `${path}: unknown type key "${type}"; expected one of S, N, B, BOOL, NULL, L, M, SS, NS, BS`;
  }
}

/** The JSON text view's content read into the form, or why it cannot be (the text view stays). */
export function formFromText(text: string): FormResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { problem: `The text is not valid JSON, so the form cannot show it: ${(e as Error).message}` };
  }
  if (!isObject(raw))
    return {
      problem: 'Expected an object of attribute names to DynamoDB JSON values, such as {"PK": {"S": "ORDER#1"}}',
    };
  const attributes: FormEntry[] = [];
  for (const [name, v] of Object.entries(raw)) {
    const value = valueToForm(v, name);
    if (typeof value === 'string') return { problem: value };
    attributes.push({ name, value });
  }
  return { form: { attributes } };
}

/** A form value as DynamoDB JSON, exactly as held (numbers as their text, sets as sets). */
export function formValueJson(v: FormValue): unknown {
  switch (v.type) {
    case 'S':
      return { S: v.text };
    case 'N':
      return { N: v.text };
    case 'B':
      return { B: v.text };
    case 'BOOL':
      return { BOOL: v.value };
    case 'NULL':
      return { NULL: true };
    case 'L':
      return { L: v.items.map(formValueJson) };
    case 'M':
      return { M: entriesJson(v.entries) };
    default:
      return { [v.type]: [...v.members] };
  }
}

function entriesJson(entries: readonly FormEntry[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // defineProperty: a name like "__proto__" is an attribute like any other.
  for (const e of entries)
    Object.defineProperty(out, e.name, {
      value: formValueJson(e.value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

/** The form as the JSON text view shows it. */
export function formText(form: ItemForm): string {
  return JSON.stringify(entriesJson(form.attributes), null, 2);
}
