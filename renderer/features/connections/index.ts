/**
 * The connections feature as other features see it: how a connection is named to a person.
 */
export { describeConnection } from './describe-connection.js';
