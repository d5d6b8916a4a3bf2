export * from './pricing.js';
export * from './read-units.js';
export * from './read-plan.js';
export * from './estimate-read.js';
export * from './write-units.js';
export * from './consumed.js';
export * from './avoid-filter.js';
export * from './explain-text.js';
