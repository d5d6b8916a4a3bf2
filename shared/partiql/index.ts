/** PartiQL statements: parse, refuse what DynamoDB refuses, classify, translate both ways. */
export type { PqExpr, PqProblem, PqSelect, PqStatement, PqTarget } from './ast.js';
export { lex, type PqToken } from './lexer.js';
export { parseStatement, type ParseResult } from './parse-statement.js';
export { refusals, MAX_IN_VALUES, IS_TYPES } from './refusals.js';
export {
  classifyStatement,
  FULL_SCAN_WARNING,
  type Classification,
  type StatementClass,
  type StatementOperation,
} from './classify.js';
export {
  translateSelect,
  shapeLikePartiql,
  flatName,
  type TranslatedSelect,
  type TranslatedRequest,
  type TranslatedMethod,
  type TranslateResult,
} from './translate.js';
export { selectFromModel, ident, pathText, type ModelStatement } from './from-model.js';
export {
  multipleStatementProblems,
  MAX_BATCH_STATEMENTS,
  MAX_TRANSACTION_STATEMENTS,
} from './batch-and-transaction-rules.js';
export { writeRefusals, parameterProblem } from './write-refusals.js';
export { splitStatements, type StatementPiece } from './statements.js';
export { writeTargets, isWriteText, type WriteTarget, type WriteTargets, type SeveralAs } from './write-targets.js';
export { writeChange, type WriteChange } from './write-change.js';
