/**
 * The design of the table on screen as the Design panel shows it (an imported model with the
 * user's choices, else the kept or inferred model), for the editor: new items start from its
 * entities, and staged changes are reviewed against it. Null before a read of the table.
 */
import { useMemo } from 'react';
import type { TableDesign } from '../../../shared/design/model/table-design.js';
import { keptModelOf } from '../../store/design-slice.js';
import { useApp } from '../../store/index.js';
import { originOf, shownModel } from '../../model/design/shown-model.js';

export interface TableDesignInUse {
  /** The table the design belongs to: a staged change is reviewed against it only when it writes there. */
  tableName: string;
  design: TableDesign;
}

/** `enabled` false skips the work (the design is inferred afresh as the read grows): pass whether anything will show it. */
export function useTableDesign(enabled = true): TableDesignInUse | null {
  const session = useApp((s) => s.session);
  const version = useApp((s) => s.read.version);
  const built = useApp((s) => s.read.built);
  const choices = useApp((s) => s.designChoices);
  const table = useApp((s) => s.designTable);
  const kept = useApp(keptModelOf);
  return useMemo(() => {
    if (!enabled || !session || !table) return null;
    try {
      const origin = built ? originOf(built, session, Date.now()) : null;
      return { tableName: table, design: shownModel(session, choices, origin, kept).view.design };
    } catch {
      // The review against the design is advice: if the design cannot be read, editing goes on without it.
      return null;
    }
    // version: the session grows in place, page by page.
  }, [enabled, session, choices, table, version, built, kept]);
}
