/**
 * The contract's method names without its schemas, so the preload and the page can carry the API
 * without bundling the validator. shared/api.ts checks at compile time that this list and the
 * schemas name exactly the same methods, so the two cannot drift.
 */
export const apiMethodNames = [
  'listConnections',
  'addEndpointConnection',
  'removeConnection',
  'connect',
  'listTables',
  'describeTable',
  'query',
  'scan',
  'getItem',
  'cancel',
  'callStatus',
  'resetSandbox',
  'getAppState',
  'updateAppState',
  'readPatternsFile',
  'writePatternsFile',
  'executeStatement',
  'commitChanges',
  'listCommits',
  'undoLastCommit',
  'undoCommit',
  'clearWriteHistory',
  'getWriteAccess',
  'setWriteAccess',
  'createBulkRun',
  'addBulkItems',
  'runBulk',
  'stopBulk',
  'getBulkRun',
  'listBulkRuns',
  'previewBulkUndo',
  'undoBulk',
  'describeTableDetails',
  'getControlPlaneAccess',
  'setControlPlaneAccess',
  'createTable',
  'updateTable',
  'updateTimeToLive',
  'updateContinuousBackups',
  'deleteTable',
] as const;

export type ApiMethodName = (typeof apiMethodNames)[number];
