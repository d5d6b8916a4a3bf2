/**
 * The PartiQL editor's text and parameters per table, kept while the tab is closed (the panel is
 * made anew each time it opens), and written by the builder's "Open as PartiQL".
 */
import type { AttributeValue } from '../../../shared/dynamo/types.js';
import type { ParamDraft } from './statement-read.js';

export interface PartiqlDraft {
  text: string;
  params: ParamDraft[];
}

const drafts = new Map<string, PartiqlDraft>();

export function partiqlDraft(table: string): PartiqlDraft {
  return drafts.get(table) ?? { text: `SELECT * FROM "${table}"`, params: [] };
}

export function keepPartiqlDraft(table: string, draft: PartiqlDraft): void {
  drafts.set(table, draft);
}

/** A statement and its values (binary values travel as `?` parameters) as the editor's draft. */
export function openAsPartiql(table: string, statement: string, parameters: readonly AttributeValue[]): void {
  const params = parameters.map((v): ParamDraft =>
    'B' in v
      ? { type: 'B', text: v.B }
      : 'N' in v
        ? { type: 'N', text: v.N }
        : 'BOOL' in v
          ? { type: 'BOOL', text: String(v.BOOL) }
          : 'NULL' in v
            ? { type: 'NULL', text: '' }
            : { type: 'S', text: 'S' in v ? v.S : JSON.stringify(v) },
  );
  drafts.set(table, { text: statement, params });
}
