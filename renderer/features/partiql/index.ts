/** PartiQL's public parts: its editor panel, the builder's read as a statement, and the switch to it. */
export { PartiqlPanel } from './PartiqlPanel.js';
export { BuilderStatementCode } from './BuilderStatementCode.js';
export { OpenAsPartiql } from './OpenAsPartiql.js';
