/**
 * The architecture's dependency directions, enforced in `npm test` (npm run lint).
 * web -> bridge-sdk, emulator -> bridge-sdk, web and emulator -> dev-server (the servers' guard),
 * offline-package -> bridge-sdk (it reads the web build, never the web source),
 * the dev tools (sandbox, emulator, tests) -> dev-contract -> bridge-sdk;
 * inside web: app -> features -> lib, ui, config; ui never imports lib/http or lib/bridge, lib never
 * imports ui; a feature's `sandbox/` folder (its fake backend) is imported by no product code.
 */
/** A side of a rule: a path pattern, or dependency-cruiser's own selector object. */
const side = (s) => (typeof s === 'string' ? { path: s } : s);

/** A forbidden dependency (every rule here is an error); `comment` says why, where it is not plain. */
function forbid(name, comment, from, to) {
  return {
    name,
    ...(comment ? { comment } : {}),
    severity: 'error',
    from: side(from),
    to: side(to),
  };
}

/** `folder` imports nothing matching `within` outside itself, except the `allowed` paths. */
function standsAlone(name, comment, folder, within, ...allowed) {
  const pathNot = allowed.length ? [folder, ...allowed] : folder;
  return forbid(name, comment, folder, { path: within, pathNot });
}

const WEB = '^packages/web/src/';
const LIB = `${WEB}lib/`;
const FEATURE_SANDBOX = '^packages/web/src/features/[^/]+/sandbox/';
const TESTS = '\\.test\\.tsx?$|/test/';

/**
 * lib's folders form no loop: no folder of `lib` imports one that, however far round, imports it
 * back (`lib/bridge` -> `lib/routes` -> `lib/http` -> `lib/bridge` was one). A loop makes the
 * folders one tangle that can only be read, tested and split together; a shared piece becomes a
 * leaf folder (`lib/url`), and an action of the app is handed in (`onSessionExpired`).
 * Folder cycles are found in lib's graph alone: in the whole graph the tests' sandbox imports the
 * app, which imports every lib folder, so every folder is on some loop. `npm run lint` therefore
 * cruises `packages/web/src/lib` a second time with LIB_FOLDERS=1, against this rule only.
 * (vitals and field-report share the engine, the served-from type and the sender through the
 * leaf `lib/field-facts`.)
 */
const libFolderLoops = forbid(
  'lib-folders-form-no-loop',
  'A folder of lib imports no folder that imports it back: a shared piece goes to a leaf folder, an app action is handed in.',
  { path: `${LIB}[^/]+$` },
  { path: `${LIB}[^/]+$`, circular: true },
);

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    forbid('no-circular', '', {}, { circular: true }),
    forbid(
      'sdk-stands-alone',
      'The bridge SDK has no runtime dependencies and never imports the other packages.',
      { path: '^packages/bridge-sdk/src', pathNot: '\\.test\\.ts$' },
      { pathNot: '^packages/bridge-sdk/src', dependencyTypesNot: ['type-only'] },
    ),
    forbid(
      'no-deep-imports-across-packages',
      'Packages talk through their public index.ts (package exports), never through files.',
      '^packages/([^/]+)/',
      {
        path: '^packages/([^/]+)/',
        pathNot: [
          '^packages/$1/',
          '^packages/bridge-sdk/src/(index|testing/index|legacy/index|contract/index)\\.ts$',
          '^packages/engines/src/(index|testing/index)\\.ts$',
          '^packages/dev-contract/src/index\\.ts$',
          '^packages/dev-server/src/(index|testing/index)\\.ts$',
          '^packages/offline-package/src/index\\.ts$',
        ],
      },
    ),
    forbid(
      'sdk-never-imports-the-dev-contract',
      'Native teams consume the SDK: what only the dev tools share stays out of it, tests included.',
      '^packages/bridge-sdk/',
      '^packages/dev-contract/',
    ),
    standsAlone(
      'dev-contract-takes-only-the-sdk-contract',
      'The dev contract is data and small helpers on top of the shared contract.',
      '^packages/dev-contract/',
      '^packages/',
      '^packages/bridge-sdk/src/contract/',
    ),
    forbid(
      'product-code-never-imports-the-dev-contract',
      "The pages ship without the dev tools' facts; only tests and the developer page (dropped from production builds by app/routes.ts) take them.",
      { path: WEB, pathNot: ['\\.test\\.tsx?$', '/test/', `${WEB}features/dev-preview/`] },
      '^packages/dev-contract/',
    ),
    standsAlone(
      'offline-package-takes-only-the-sdk',
      "The package tool reads the web build (its dist folder), never the web source; only the emulator's hosts import it. The SDK and its contract (the facts it shares with the pages, such as the package's own folder) are all it takes.",
      '^packages/offline-package/',
      '^packages/',
      '^packages/bridge-sdk/src/index\\.ts$',
      '^packages/bridge-sdk/src/contract/',
    ),
    forbid(
      'nothing-imports-the-offline-package',
      "The package tool is a command; the pages and the SDK do not depend on it. Only the emulator's Node hosts (the reference shell) and its tests verify or write packages with it.",
      {
        path: '^packages/',
        pathNot: [
          '^packages/offline-package/',
          '^packages/emulator/src/hosts/',
          '^packages/emulator/test/',
        ],
      },
      '^packages/offline-package/',
    ),
    standsAlone(
      'dev-server-stands-alone',
      'The request guard serves web and emulator alike, so it imports no other package.',
      '^packages/dev-server/',
      '^packages/',
    ),
    forbid(
      'web-and-emulator-are-apart',
      'The emulator drives the web app over HTTP and never imports its source, and back.',
      '^packages/(web|emulator)/',
      { path: '^packages/(web|emulator)/', pathNot: '^packages/$1/' },
    ),
    forbid(
      'lib-ui-config-import-no-feature',
      '',
      `${WEB}(lib|ui|config|locales)/`,
      `${WEB}(features|app|site)/`,
    ),
    forbid(
      'features-are-independent',
      'No feature imports another; shared code moves to lib or ui.',
      `${WEB}features/([^/]+)/`,
      { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    ),
    forbid('features-do-not-import-app', '', `${WEB}features/`, `${WEB}app/`),
    forbid(
      'no-borrower-code-imports-the-bridge-check',
      'The bridge self-check page is its own entry (bridge-check.html): no page, chunk or library of the app may pull it in.',
      { path: '^packages/web/', pathNot: `${WEB}bridge-check/` },
      `${WEB}bridge-check/`,
    ),
    forbid(
      'bridge-check-takes-no-app-or-feature',
      'The self-check stays small: the SDK, config, lib (storage) and its own files, never the React app or a page.',
      `${WEB}bridge-check/`,
      `${WEB}(app|features|ui)/`,
    ),
    forbid(
      'features-do-not-import-the-public-site-entries',
      'src/site renders and hydrates the public pages from the features, not the other way round.',
      `${WEB}features/`,
      `${WEB}site/`,
    ),
    forbid(
      'app-code-never-imports-the-sandbox',
      "The sandbox backend, the request guard and msw stay out of the production bundle (a feature's own `sandbox/` folder is the fake backend, so it may).",
      { path: WEB, pathNot: `${TESTS}|${FEATURE_SANDBOX}` },
      '^packages/web/sandbox/|^packages/dev-server/|node_modules/msw/',
    ),
    forbid(
      'product-code-never-imports-a-feature-sandbox',
      "A feature's fake backend handlers and fixtures (`features/<name>/sandbox/`) serve the sandbox server, the unit tests and the emulator; they are never shipped.",
      { path: '^packages/web/(src|hosting)/', pathNot: `${TESTS}|${FEATURE_SANDBOX}` },
      FEATURE_SANDBOX,
    ),
    forbid(
      'kit-takes-no-side-effects',
      'The UI kit is a kit: leaving a page and describing an error come from the app (KitActionsProvider), never from the bridge or the http client.',
      { path: `${WEB}ui/`, pathNot: '\\.test\\.tsx?$' },
      `${WEB}lib/(http|bridge)/`,
    ),
    forbid(
      'lib-never-imports-the-kit',
      'lib is below the kit: components live in ui, and lib hands the kit plain functions.',
      `${WEB}lib/`,
      `${WEB}ui/`,
    ),
    forbid(
      'web-source-never-imports-its-scripts',
      'scripts/ holds the build steps, the checks and the bench: they read the source, never the reverse.',
      '^packages/web/(src|hosting|sandbox)/',
      '^packages/web/scripts/',
    ),
    forbid(
      'build-and-checks-never-import-the-bench',
      'The build and its checks run in every `npm test`; the bench (scripts/bench/) measures a build and is never part of one.',
      '^packages/web/scripts/(build|checks)/',
      '^packages/web/scripts/bench/',
    ),
    standsAlone(
      'emulator-types-room-stands-alone',
      'The shared types (shim config, IPC, panel config, scenario format) import no emulator code, so core, shim, hosts and panel all point at them and never at each other both ways.',
      '^packages/emulator/src/types/',
      '^packages/emulator/',
    ),
    forbid(
      'shim-imports-only-types',
      'The in-page shell is bundled alone: it takes shapes from the types room only.',
      { path: '^packages/emulator/src/shim/', pathNot: '\\.test\\.ts$' },
      '^packages/emulator/src/(core|hosts|panel)/',
    ),
    forbid(
      'electron-only-in-its-host',
      'Only the Electron host imports electron as a value.',
      { path: '^packages/emulator/', pathNot: '^packages/emulator/src/hosts/electron/' },
      { path: 'node_modules/electron/', dependencyTypesNot: ['type-only'] },
    ),
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

// LIB_FOLDERS=1: lib's own graph (tests included: their imports outside lib drop out), against the
// folder rule only (see libFolderLoops).
module.exports =
  process.env.LIB_FOLDERS === '1'
    ? {
        forbidden: [{ ...libFolderLoops, scope: 'folder' }],
        options: { ...config.options, includeOnly: LIB },
      }
    : config;
