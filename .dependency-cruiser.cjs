// The walls between the parts (docs/architecture.md), checked by `pnpm lint` through
// scripts/walls.mjs. Paths are relative to the repository's root.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is the contract every part uses: it depends on no app, the database or the tests.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|prisma|tests)/|/node_modules/@wl/' },
    },
    {
      name: 'client-imports-no-server',
      comment:
        'The portal and the console run in the browser: no server code, except the type of the console router through its package export.',
      severity: 'error',
      from: { path: '^apps/(portal|console)/' },
      to: {
        path: '^(apps/(api|edge)|packages/console-server|prisma)/|/node_modules/@wl/(api|edge|db|console-server)/',
        pathNot: '/node_modules/@wl/console-server/src/router\\.ts$',
      },
    },
    {
      name: 'client-imports-router-type-only',
      comment: 'The console imports its router as a type: a value import would bundle the server.',
      severity: 'error',
      from: { path: '^apps/(portal|console)/' },
      to: { path: '/node_modules/@wl/console-server/src/router\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'feature-imports-no-feature',
      comment:
        'A feature imports no other feature: what two features share lives in src/components, src/lib or src/testing.',
      severity: 'error',
      from: { path: '^apps/(portal|console)/src/features/([^/]+)/' },
      to: { path: '^apps/$1/src/features/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'shared-ui-imports-no-feature',
      comment: 'src/components, src/lib and src/testing serve the features: they import none.',
      severity: 'error',
      from: { path: '^apps/(portal|console)/src/(components|lib|testing)/' },
      to: { path: '^apps/$1/src/features/' },
    },
    {
      name: 'no-reaching-into-other-packages',
      comment:
        "A package uses another through its package name and exports, never by a relative path into the other's files.",
      severity: 'error',
      from: { path: '^(apps|packages)/([^/]+)/' },
      to: { path: '^(apps/|packages/|prisma/|tests/)', pathNot: '^$1/$2/', dependencyTypes: ['local'] },
    },
    {
      name: 'no-reaching-into-other-packages',
      severity: 'error',
      from: { path: '^(prisma|tests)/' },
      to: { path: '^(apps/|packages/|prisma/|tests/)', pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'no-cycles',
      comment: 'Modules form no import cycle: a cycle means two modules are one, or a piece belongs elsewhere.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data|generated)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    // A workspace package is resolved as its importer sees it (…/node_modules/@wl/<name>/…), so a
    // use through the package's name and exports is told apart from a relative path into its files.
    preserveSymlinks: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
