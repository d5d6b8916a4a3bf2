/**
 * AttributeValue <-> plain values and text: one import for the renderer and the snippets.
 * Each job lives in its own file; this module gathers them.
 */
export { ExactNumber } from './exact-number.js';
export type { PlainValue } from './plain-value.js';
export {
  ConversionError,
  TypedValue,
  fromPlain,
  fromPlainItem,
  fromText,
  fromTyped,
  toPlain,
  toPlainItem,
  typed,
} from './plain-convert.js';
export { attributeToPlainJson, toDynamoJson, toPlainJson } from './plain-json.js';
export { formatCompact } from './format-compact.js';
export { parseExactJson, JsonTextError } from './exact-json.js';
export { attributeType, scalarText, ATTRIBUTE_TYPES, type AttributeType } from './attribute-type.js';
