/** The import feature's public part: the button that opens "Import items". */
export { ImportButton } from './ImportButton.js';
