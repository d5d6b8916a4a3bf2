/** The cost estimate's public part: the estimate shown beside every run button. */
export { Explain } from './Explain.js';
