/**
 * Expressions for Query and Scan: one model, two directions, and DynamoDB's rules.
 *
 * README: which file does what
 *   model.ts              the model: key condition, filter tree (and / or / not), projection paths
 *   normalize.ts          the model's normal form (flattened and/or, no empty groups)
 *   compile.ts            model -> KeyConditionExpression, FilterExpression, ProjectionExpression and
 *                         the placeholder maps (#n0.. and :v0.., one counter each across all three)
 *   names.ts              when a name must be aliased; the placeholder scheme
 *   reserved-words.ts     DynamoDB's 573 reserved words
 *   tokenizer.ts          expression text -> tokens with offsets
 *   syntax.ts             the syntax tree: an expression as written, placeholders unresolved
 *   token-stream.ts       the parser's cursor over tokens, and its located error messages
 *   parse-syntax.ts       tokens -> syntax tree (recursive descent, NOT > AND > OR)
 *   resolve.ts            syntax tree + placeholder maps -> model
 *   key-condition.ts      a key condition's structure: partition key "=", one sort key condition
 *   parse.ts              the three expressions and their maps -> model
 *   key-schema.ts         the key schema in use: the table's or the named index's
 *   compare-values.ts     DynamoDB's ordering of N, S and B values (for BETWEEN)
 *   validate.ts           the rules DynamoDB enforces, as problems { field, token?, message }
 *   validate-expression.ts  checks inside any expression (reserved words, parentheses, operands)
 *   validate-key.ts       a key condition against the key schema (types, begins_with, BETWEEN, sort key size)
 *   validate-sizes.ts     1 MB per expression with the names and values it substitutes; 400 KB lists/maps
 *
 * The whole request (Select, ExclusiveStartKey, GetItem's Key) is judged by shared/requests/gate.ts,
 * which runs validate for the expressions: that is the one pre-send gate every read passes.
 *   problems.ts           the problem shape shared by parse errors and validation
 *
 * Pasted requests and code (text -> a read) are in shared/paste/, saved access patterns in
 * shared/patterns/: both build on this language.
 */
export type {
  AttributeTypeName,
  Comparator,
  Condition,
  DocumentPath,
  ExpressionModel,
  KeyCondition,
  Operand,
  PathSegment,
  SortKeyCondition,
  SortKeyOperator,
} from './model.js';
export { ATTRIBUTE_TYPE_NAMES, COMPARATORS, SORT_KEY_OPERATORS, formatPath, path } from './model.js';
export { normalizeCondition, normalizeModel } from './normalize.js';
export { compile, type CompileOptions, type CompiledExpressions } from './compile.js';
export { aliasReason, needsAlias, NAME_PREFIX, VALUE_PREFIX } from './names.js';
export { RESERVED_WORDS, isReservedWord } from './reserved-words.js';
export { tokenize, type Token, type TokenKind } from './tokenizer.js';
export { parseExpressions, type ExpressionInput, type ParseResult } from './parse.js';
export type { KeyNamesHint } from './key-condition.js';
export { keySchemaFor, type KeySchemaInUse } from './key-schema.js';
export { compareValues } from './compare-values.js';
export {
  MAX_EXPRESSION_BYTES,
  MAX_PLACEHOLDER_BYTES,
  validateModel,
  validateRead,
  type ReadOperation,
  type ReadRequestInput,
} from './validate.js';
export { MAX_IN_OPERANDS, MAX_PATH_DEPTH } from './validate-expression.js';
export type { ExpressionProblem } from './problems.js';
