/**
 * What the "parent not reached" check needs of the read on screen: the table's parent entity (from
 * the model the read is typed by, or its own inference), the read's direction, whether it stopped
 * before the end of its key range, and where the parent sorts as the table's kept model showed it.
 */
import type { ParentReachInput } from '../../../shared/collections/checks/parent-reach.js';
import type { DesignChoices } from '../../../shared/design/model/design-choices.js';
import type { KeptModel } from '../../../shared/design/model/model-across-reads.js';
import type { ReadProgress } from '../../../shared/reads/read-progress.js';
import type { BuiltRead } from '../../model/query/build-read.js';
import type { ReadSession } from '../../model/collections/read-session.js';

export function parentReachInput(
  session: ReadSession,
  built: BuiltRead | undefined,
  progress: ReadProgress | undefined,
  choices: DesignChoices,
  kept: KeptModel | null,
): ParentReachInput | null {
  if (built === undefined || built.operation === 'get') return null;
  const parentEntity = session.grouper.design().design.parentEntity;
  if (parentEntity === undefined) return null;
  const stoppedEarly = progress !== undefined && progress.segments.some((s) => !s.done);
  const forward =
    built.operation !== 'query' || (built.spec.request as { ScanIndexForward?: boolean }).ScanIndexForward !== false;
  const sorts = kept?.parentSorts ?? choices.kept?.parentSorts;
  return { parentEntity, scanIndexForward: forward, stoppedEarly, ...(sorts ? { parentSorts: sorts } : {}) };
}
