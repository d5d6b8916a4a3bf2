/** The builder's public parts: the read editors' tabs (plain form, builder, PartiQL) that the main area draws. */
export { ReadEditorTabs } from './ReadEditorTabs.js';
