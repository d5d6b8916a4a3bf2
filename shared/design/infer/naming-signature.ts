/**
 * What an inference decides for items already read, in one string: the entity each class is named
 * as, and the parents in order of preference. Inference runs again after every page (its counts and
 * evidence move), but views that cache per collection (parent decisions, strips, the diagram's
 * census) depend only on these, so the classifier's version moves only when this string does and
 * a page that changed no name or parent leaves every collection it did not touch as it was.
 */
import type { ShapeClass } from './shape-class.js';
import type { Inference } from './types.js';

export function namingSignature(inference: Inference, classes: readonly ShapeClass[]): string {
  const names: string[] = [];
  for (const c of classes)
    names.push(c.entity === null ? '' : `${c.entity.name}${c.entity.metadataLike ? '\u0001' : ''}`);
  const parents = inference.parent.ranked.map((p) => `${p.entity}\u0001${p.reason}`).join('\u0002');
  return `${names.join('\u0000')}\u0003${parents}\u0003${inference.parent.lone === true ? 'lone' : ''}`;
}
