/**
 * Module boundaries, checked by `npm run lint:deps` (dependency-cruiser). docs/architecture.md explains the layers.
 * A rule's comment is the message shown when it is broken.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycle: split the shared piece into its own file that both sides import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-stays-pure',
      severity: 'error',
      comment:
        "A module's domain/ imports only its own domain/, backend/src/shared and libraries: no services, repositories, " +
        'controllers, DTOs, Nest modules or other modules.',
      from: { path: '^backend/src/modules/([^/]+)/domain/' },
      to: { path: '^backend/src/modules/', pathNot: '^backend/src/modules/$1/domain/' },
    },
    {
      name: 'domain-knows-no-http',
      severity: 'error',
      comment: 'Domain code never imports Nest or Fastify: errors are DomainError subclasses, turned into HTTP by the exception filter.',
      from: { path: '^backend/src/modules/[^/]+/domain/' },
      to: { dependencyTypes: ['npm'], path: '(^|/)node_modules/(@nestjs|fastify|@fastify)/' },
    },
    {
      name: 'shared-imports-no-module',
      severity: 'error',
      comment: 'backend/src/shared is below every module: it imports no module (move the piece it needs into shared/).',
      from: { path: '^backend/src/shared/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'config-imports-no-module',
      severity: 'error',
      comment: 'backend/src/config reads the environment for everyone: it imports no module (a shape both need goes in shared/).',
      from: { path: '^backend/src/config/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'modules-meet-at-their-index',
      severity: 'error',
      comment:
        "A module uses another module only through its public surface, the other module's index.ts (export there what " +
        'others may use), never its files directly.',
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: { path: '^backend/src/modules/', pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'app-wires-modules-by-their-index',
      severity: 'error',
      comment: 'The app module takes each Nest module from its index.ts, like any other user of a module.',
      from: { path: '^backend/src/app\\.module\\.ts$' },
      to: { path: '^backend/src/modules/', pathNot: '^backend/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'module-skips-its-own-index',
      severity: 'error',
      comment: "A module's own files import each other directly: its index.ts is for other modules (and a cycle through it breaks Nest's wiring).",
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: { path: '^backend/src/modules/$1/index\\.ts$' },
    },
    {
      name: 'shared-frontend-imports-no-feature',
      severity: 'error',
      comment: 'frontend/src/lib, frontend/src/api and frontend/src/components are shared by every feature: they import no feature.',
      from: { path: '^frontend/src/(lib|api|components)/' },
      to: { path: '^frontend/src/features/' },
    },
    {
      name: 'frontend-lib-is-the-bottom',
      severity: 'error',
      comment:
        'frontend/src/lib (the HTTP client, session, formats, rules) is below the API layer and the shared UI: it imports neither ' +
        'frontend/src/api nor frontend/src/components, only the generated contract types (api/schema.gen.ts, code-free).',
      from: { path: '^frontend/src/lib/' },
      to: { path: '^frontend/src/(api|components)/', pathNot: '^frontend/src/api/schema\\.gen\\.ts$' },
    },
    {
      name: 'frontend-imports-no-backend',
      severity: 'error',
      comment:
        'The React app imports nothing of the backend (Nest, MikroORM, Node have no place in the browser): a rule both ' +
        'halves keep (an input limit, the contact key) lives in common/, which both import.',
      from: { path: '^frontend/' },
      to: { path: '^backend/' },
    },
    {
      name: 'common-imports-neither-half',
      severity: 'error',
      comment:
        'common/ holds what the backend and the front end share: it imports nothing of either (type imports count); move ' +
        'what it needs into common/ too.',
      from: { path: '^common/' },
      to: { path: '^(backend|frontend)/' },
    },
    {
      name: 'common-is-plain-typescript',
      severity: 'error',
      comment:
        'common/ runs in Node and in the browser alike: its code imports only common/ (a type import of a library is fine), ' +
        'no Node module, no Nest, nothing of the browser. Its tests may import what they need.',
      from: { path: '^common/', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: '^common/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'feature-imports-no-feature',
      severity: 'error',
      comment:
        'A feature imports no other feature: move what two features share to frontend/src/components (UI) or frontend/src/lib ' +
        '(logic, types); routes compose features.',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A file nothing imports is dead code: delete it (entry points, tests and configuration are exempt).',
      from: {
        orphan: true,
        pathNot: [
          '(^|/)\\.[^/]+\\.(c|m)?js$',
          '\\.d\\.ts$',
          '(^|/)tsconfig\\.json$',
          '\\.(spec|e2e-spec|test)\\.ts$',
          '^backend/src/main\\.ts$',
          '^frontend/src/boot/boot\\.ts$',
          '^frontend/src/service-worker/',
          // The server build's entry and the storage it puts in place of localStorage (frontend/vite.config.mts).
          '^frontend/src/server/',
          // Built into the head script of index.html by frontend/page-assets.mts, not imported by the app.
          '^frontend/src/lib/page/app-after-first-paint\\.ts$',
          '^frontend/src/routes/',
          '^test/',
          '^[^/]+\\.(c|m)?(j|t)s$',
          '^frontend/[^/]+\\.(c|m)?(j|t)s$',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^frontend/src/routeTree\\.gen\\.ts$'] },
    // Type-only imports count too: an `import type` cycle is still a cycle for the reader.
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
