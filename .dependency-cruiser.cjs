/**
 * The architecture's dependency directions, enforced in `npm test` (npm run lint).
 * web -> bridge-sdk, emulator -> bridge-sdk, web and emulator -> dev-server (the servers' guard),
 * the dev tools (sandbox, emulator, tests) -> dev-contract -> bridge-sdk;
 * inside web: app -> features -> lib, ui, config; ui never imports lib/http or lib/bridge, lib never
 * imports ui; a feature's `sandbox/` folder (its fake backend) is imported by no product code.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'sdk-stands-alone',
      comment: 'The bridge SDK has no runtime dependencies and never imports the other packages.',
      severity: 'error',
      from: { path: '^packages/bridge-sdk/src', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/bridge-sdk/src', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-deep-imports-across-packages',
      comment:
        'Packages talk through their public index.ts (package exports), never through files.',
      severity: 'error',
      from: { path: '^packages/([^/]+)/' },
      to: {
        path: '^packages/([^/]+)/',
        pathNot: [
          '^packages/$1/',
          '^packages/bridge-sdk/src/(index|testing/index|legacy/index|contract/index)\\.ts$',
          '^packages/engines/src/index\\.ts$',
          '^packages/dev-contract/src/index\\.ts$',
          '^packages/dev-server/src/(index|testing/index)\\.ts$',
        ],
      },
    },
    {
      name: 'sdk-never-imports-the-dev-contract',
      comment:
        'Native teams consume the SDK: what only the dev tools share stays out of it, tests included.',
      severity: 'error',
      from: { path: '^packages/bridge-sdk/' },
      to: { path: '^packages/dev-contract/' },
    },
    {
      name: 'dev-contract-takes-only-the-sdk-contract',
      comment: 'The dev contract is data and small helpers on top of the shared contract.',
      severity: 'error',
      from: { path: '^packages/dev-contract/' },
      to: {
        path: '^packages/',
        pathNot: ['^packages/dev-contract/', '^packages/bridge-sdk/src/contract/'],
      },
    },
    {
      name: 'product-code-never-imports-the-dev-contract',
      comment:
        "The pages ship without the dev tools' facts; only tests and the developer page (dropped from production builds by app/routes.ts) take them.",
      severity: 'error',
      from: {
        path: '^packages/web/src/',
        pathNot: ['\\.test\\.tsx?$', '/test/', '^packages/web/src/features/dev-preview/'],
      },
      to: { path: '^packages/dev-contract/' },
    },
    {
      name: 'dev-server-stands-alone',
      comment: 'The request guard serves web and emulator alike, so it imports no other package.',
      severity: 'error',
      from: { path: '^packages/dev-server/' },
      to: { path: '^packages/', pathNot: '^packages/dev-server/' },
    },
    {
      name: 'web-and-emulator-are-apart',
      comment: 'The emulator drives the web app over HTTP and never imports its source, and back.',
      severity: 'error',
      from: { path: '^packages/(web|emulator)/' },
      to: { path: '^packages/(web|emulator)/', pathNot: '^packages/$1/' },
    },
    {
      name: 'lib-ui-config-import-no-feature',
      severity: 'error',
      from: { path: '^packages/web/src/(lib|ui|config|locales)/' },
      to: { path: '^packages/web/src/(features|app)/' },
    },
    {
      name: 'features-are-independent',
      comment: 'No feature imports another; shared code moves to lib or ui.',
      severity: 'error',
      from: { path: '^packages/web/src/features/([^/]+)/' },
      to: { path: '^packages/web/src/features/', pathNot: '^packages/web/src/features/$1/' },
    },
    {
      name: 'features-do-not-import-app',
      severity: 'error',
      from: { path: '^packages/web/src/features/' },
      to: { path: '^packages/web/src/app/' },
    },
    {
      name: 'app-code-never-imports-the-sandbox',
      comment:
        "The sandbox backend, the request guard and msw stay out of the production bundle (a feature's own `sandbox/` folder is the fake backend, so it may).",
      severity: 'error',
      from: {
        path: '^packages/web/src/',
        pathNot: '\\.test\\.tsx?$|/test/|^packages/web/src/features/[^/]+/sandbox/',
      },
      to: { path: '^packages/web/sandbox/|^packages/dev-server/|node_modules/msw/' },
    },
    {
      name: 'product-code-never-imports-a-feature-sandbox',
      comment:
        "A feature's fake backend handlers and fixtures (`features/<name>/sandbox/`) serve the sandbox server, the unit tests and the emulator; they are never shipped.",
      severity: 'error',
      from: {
        path: '^packages/web/(src|hosting)/',
        pathNot: '\\.test\\.tsx?$|/test/|^packages/web/src/features/[^/]+/sandbox/',
      },
      to: { path: '^packages/web/src/features/[^/]+/sandbox/' },
    },
    {
      name: 'kit-takes-no-side-effects',
      comment:
        'The UI kit is a kit: leaving a page and describing an error come from the app (KitActionsProvider), never from the bridge or the http client.',
      severity: 'error',
      from: { path: '^packages/web/src/ui/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^packages/web/src/lib/(http|bridge)/' },
    },
    {
      name: 'lib-never-imports-the-kit',
      comment:
        'lib is below the kit: components live in ui, and lib hands the kit plain functions.',
      severity: 'error',
      from: { path: '^packages/web/src/lib/' },
      to: { path: '^packages/web/src/ui/' },
    },
    {
      name: 'emulator-types-room-stands-alone',
      comment:
        'The shared types (shim config, IPC, panel config, scenario format) import no emulator code, so core, shim, hosts and panel all point at them and never at each other both ways.',
      severity: 'error',
      from: { path: '^packages/emulator/src/types/' },
      to: { path: '^packages/emulator/', pathNot: '^packages/emulator/src/types/' },
    },
    {
      name: 'shim-imports-only-types',
      comment: 'The in-page shell is bundled alone: it takes shapes from the types room only.',
      severity: 'error',
      from: { path: '^packages/emulator/src/shim/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/emulator/src/(core|hosts|panel)/' },
    },
    {
      name: 'electron-only-in-its-host',
      comment: 'Only the Electron host imports electron as a value.',
      severity: 'error',
      from: { path: '^packages/emulator/', pathNot: '^packages/emulator/src/hosts/electron/' },
      to: { path: 'node_modules/electron/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|node_modules|reports|out)/', '\\.d\\.m?ts$'] },
    // swc parses the TypeScript sources and reports type-only imports as such (`type-only`), which
    // the rules above rely on. (`tsPreCompilationDeps` would ask for the TypeScript compiler API,
    // which TypeScript 7 does not have, and only warn that it is missing: swc does that job.)
    parser: 'swc',
    combinedDependencies: true,
    // Resolution as the packages' bundlers do it (package exports with the `source` condition). No
    // `tsConfig`: dependency-cruiser reads it with the TypeScript compiler API (absent in
    // TypeScript 7, so it was silently ignored), and the base config has no `paths` to honour.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
