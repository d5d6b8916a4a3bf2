/** The tables feature's public part: the chosen table's details. */
export { TableDetails } from './TableDetails.js';
