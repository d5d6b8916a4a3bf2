/**
 * The layer rules of ARCHITECTURE.md, checked by `npm run lint` (part of `npm test`):
 * shared/ runs in both the renderer and Electron's main process, so it imports neither side, no
 * Node module, no Electron and nothing that needs a DOM; the renderer never reaches the AWS SDK
 * (only electron/ talks to DynamoDB and holds credentials); inside the renderer the arrows point
 * features -> store -> model -> api; and modules do not import each other in circles, except
 * type-only imports of the store's root type (renderer/store/index.ts) by its slices.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment:
        'shared/ is imported by the renderer and by electron/: it cannot depend on either side, on Node, Electron, the SDK or a DOM library.',
      severity: 'error',
      from: { path: '^shared/' },
      to: {
        pathNot: '^shared/',
        path: [
          '^renderer/',
          '^electron/',
          'node_modules/(electron|react|react-dom|zustand|@tanstack|@aws-sdk|@smithy)/',
        ],
      },
    },
    {
      name: 'browser-code-no-node',
      comment:
        'shared/ and the renderer run in a browser page too (the renderer in a sandboxed one): no Node built-in modules.',
      severity: 'error',
      from: { path: '^(shared|renderer)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'renderer-no-sdk',
      comment: 'The renderer reaches DynamoDB only through ExplorerApi; the SDK and credentials stay in electron/.',
      severity: 'error',
      from: { path: '^renderer/' },
      to: { path: ['node_modules/(@aws-sdk|@smithy)/', '^electron/'] },
    },
    {
      name: 'store-not-features',
      comment:
        'Slices hold state and call pure logic (renderer/model/) and the API; views (renderer/features/) read the store, never the other way.',
      severity: 'error',
      from: { path: '^renderer/store/' },
      to: { path: '^renderer/features/' },
    },
    {
      name: 'model-is-pure-logic',
      comment:
        'renderer/model/ is the logic under the store: it imports no view, and from the store only types (the shape of the state an estimate reads), never a slice.',
      severity: 'error',
      from: { path: '^renderer/model/' },
      to: { path: '^renderer/(store|features)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'model-no-views',
      comment: 'renderer/model/ never imports a view, not even its types.',
      severity: 'error',
      from: { path: '^renderer/model/' },
      to: { path: '^renderer/features/' },
    },
    {
      name: 'feature-through-its-index',
      comment:
        'A feature (a folder in renderer/features/) is a module: another feature reaches it only through its index.ts (its public parts) or its descriptor, so its insides can move without breaking the others.',
      severity: 'error',
      from: { path: '^renderer/features/([^/]+)/' },
      to: {
        path: '^renderer/features/([^/]+)/',
        pathNot: ['^renderer/features/$1/', '^renderer/features/[^/]+/(index[.]ts|[a-z-]+-module[.]ts)$'],
      },
    },
    {
      name: 'no-circular',
      comment: 'Modules import each other in a circle: move the shared part (often a type) into a file both import.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'type-only-circles-through-store-root',
      comment:
        'A type-only circle is allowed only through the store root type (renderer/store/index.ts) that every slice is typed against.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { pathNot: '^renderer/store/index[.]ts$' } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    exclude: { path: '^(dist|dist-electron)/' },
  },
};
