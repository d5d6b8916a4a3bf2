/**
 * The parts of a design NoSQL Workbench has no field for (type attribute, delimiter, parent, index
 * key templates, local indexes) written as plain lines in the model's description, where a person
 * reading the model in Workbench sees them too, and read back on import. Values are JSON-quoted so
 * any attribute name or template survives.
 */
import type { DesignIndex, TableDesign } from '../model/table-design.js';

export const NOTES_HEADER = 'Design notes (Item Collection Explorer):';

export interface DesignNotes {
  typeAttribute?: string;
  delimiter?: string;
  parentEntity?: string;
  /** Every parent entity, ranked, when kinds of collection have different ones. */
  parentEntities?: string[];
  /** Entity name -> its type attribute value. */
  typeValues: Record<string, string>;
  /** Entity name -> attribute -> template, for every key the entity fills. */
  keys: Record<string, Record<string, string>>;
  localIndexes: DesignIndex[];
}

const q = (s: string) => JSON.stringify(s);

export function writeNotes(design: TableDesign): string {
  const lines = [NOTES_HEADER];
  if (design.typeAttribute) lines.push(`Type attribute: ${q(design.typeAttribute)}`);
  if (design.delimiter) lines.push(`Delimiter: ${q(design.delimiter)}`);
  if (design.parentEntity) lines.push(`Parent entity: ${q(design.parentEntity)}`);
  if (design.parentEntities && design.parentEntities.length > 1)
    lines.push(`Parent entities: ${JSON.stringify(design.parentEntities)}`);
  for (const ix of design.indexes ?? []) {
    if (ix.kind === 'LSI' && ix.sortKey)
      lines.push(
        `Local index ${q(ix.name)} sort key: ${q(ix.sortKey)}${ix.projection ? ` projection: ${q(ix.projection)}` : ''}`,
      );
  }
  for (const e of design.entities) {
    if (e.typeValue !== undefined) lines.push(`Entity ${q(e.name)} type value: ${q(e.typeValue)}`);
    for (const [attr, template] of Object.entries(e.keys))
      lines.push(`Entity ${q(e.name)} key ${q(attr)}: ${q(template)}`);
  }
  return lines.join('\n');
}

const STR = '("(?:[^"\\\\]|\\\\.)*")';
const LINES: [RegExp, (n: DesignNotes, m: string[]) => void][] = [
  [
    new RegExp(`^Type attribute: ${STR}$`),
    (n, m) => {
      n.typeAttribute = m[0]!;
    },
  ],
  [
    new RegExp(`^Delimiter: ${STR}$`),
    (n, m) => {
      n.delimiter = m[0]!;
    },
  ],
  [
    new RegExp(`^Parent entity: ${STR}$`),
    (n, m) => {
      n.parentEntity = m[0]!;
    },
  ],
  [
    /^Parent entities: (\[.*\])$/,
    (n, m) => {
      const list = m[0] as unknown;
      if (Array.isArray(list) && list.every((x) => typeof x === 'string')) n.parentEntities = list as string[];
    },
  ],
  [
    new RegExp(`^Local index ${STR} sort key: ${STR}(?: projection: ${STR})?$`),
    (n, m) => {
      const projection = m[2] as DesignIndex['projection'] | undefined;
      n.localIndexes.push({
        name: m[0]!,
        kind: 'LSI',
        partitionKey: '',
        sortKey: m[1]!,
        ...(projection ? { projection } : {}),
      });
    },
  ],
  [
    new RegExp(`^Entity ${STR} type value: ${STR}$`),
    (n, m) => {
      n.typeValues[m[0]!] = m[1]!;
    },
  ],
  [
    new RegExp(`^Entity ${STR} key ${STR}: ${STR}$`),
    (n, m) => {
      (n.keys[m[0]!] ??= {})[m[1]!] = m[2]!;
    },
  ],
];

/** Reads the notes out of a description, or null when it has none (a model made by hand). */
export function readNotes(description: unknown): DesignNotes | null {
  if (typeof description !== 'string') return null;
  const at = description.indexOf(NOTES_HEADER);
  if (at < 0) return null;
  const notes: DesignNotes = { typeValues: {}, keys: {}, localIndexes: [] };
  for (const raw of description.slice(at + NOTES_HEADER.length).split(/\r?\n/)) {
    const line = raw.trim();
    for (const [re, apply] of LINES) {
      const m = re.exec(line);
      if (!m) continue;
      try {
        apply(
          notes,
          m.slice(1).map((s) => (s === undefined ? (undefined as unknown as string) : (JSON.parse(s) as string))),
        );
      } catch {
        // A line edited by hand into bad JSON is skipped; the rest of the notes still apply.
      }
      break;
    }
  }
  return notes;
}
