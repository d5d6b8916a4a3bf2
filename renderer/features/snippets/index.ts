/** The snippets' public parts: the code panel and the connection a snippet is written for. */
export { CodePanel } from './CodePanel.js';
export { snippetConnection } from './snippet-connection.js';
