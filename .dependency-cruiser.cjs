/**
 * The arrows of docs/architecture.md, checked on every `npm run lint`. Each rule names a part and what
 * it must not reach; the "why" of each is in docs/architecture.md. Tests may import testing helpers
 * (server/testing, desktop/testing, engine fixtures) and, where they check two parts together, both parts.
 */

/** Test files and the code that exists only for tests. */
const TESTS = [
  '\\.test\\.tsx?$',
  '\\.spec\\.ts$',
  '^web/e2e/',
  '^desktop/e2e/',
  '/testing/',
  '^[^/]+\\.config\\.ts$',
  '^(web|desktop)/playwright\\.config\\.ts$',
];
const TESTING_HELPERS = ['^server/testing/', '^desktop/testing/', '^shared/engine/extract/testing/'];

/** Our own parts (third-party packages and Node built-ins are Biome's concern for the pure parts). */
const SHARED = (...parts) => `^shared/(${parts.join('|')})/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes two modules one: neither can be understood, tested or moved alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-is-pure',
      severity: 'error',
      comment: 'The engine runs in the browser, desktop worker and server alike: it knows only the domain.',
      from: { path: '^shared/engine/', pathNot: ['^shared/engine/tools/', ...TESTS] },
      to: {
        path: ['^(server|web|desktop|scripts|content)/', SHARED('ui', 'sync', 'api', 'blog', 'workerJobs')],
      },
    },
    {
      name: 'domain-imports-nothing',
      severity: 'error',
      comment: 'Business rules are the bottom layer: everything may use them, they use nothing of ours.',
      from: { path: '^shared/domain/' },
      to: {
        path: [
          '^(server|web|desktop|scripts|content)/',
          SHARED('ui', 'sync', 'api', 'blog', 'engine', 'workerJobs'),
        ],
      },
    },
    {
      name: 'contract-knows-only-the-domain',
      severity: 'error',
      comment: 'shared/api is what server and clients agree on; it cannot depend on either side.',
      from: { path: '^shared/api/' },
      to: {
        path: [
          '^(server|web|desktop|scripts|content)/',
          SHARED('ui', 'sync', 'engine', 'blog', 'workerJobs'),
        ],
      },
    },
    {
      name: 'sync-below-the-ui',
      severity: 'error',
      comment:
        'The library replication runs in the UI, the desktop main process and server tests: no React, no server.',
      from: { path: '^shared/sync/' },
      to: { path: ['^(server|web|desktop|scripts|content)/', SHARED('ui', 'engine', 'blog', 'workerJobs')] },
    },
    {
      name: 'blog-content-is-data',
      severity: 'error',
      comment:
        'Blog posts are read by the server, the UI and the article writer script: they depend on no app.',
      from: { path: '^shared/blog/' },
      to: { path: ['^(server|web|desktop|scripts)/', SHARED('ui', 'sync', 'engine', 'workerJobs')] },
    },
    {
      name: 'worker-jobs-are-pure',
      severity: 'error',
      comment:
        'The job runner is shared by the server and the desktop main process: it knows the engine and the domain only.',
      from: { path: '^shared/workerJobs/' },
      to: { path: ['^(server|web|desktop|scripts|content)/', SHARED('ui', 'sync', 'api', 'blog')] },
    },
    {
      name: 'ui-knows-no-host',
      severity: 'error',
      comment:
        'One UI for web and desktop: the host (browser, Electron, server rendering) configures it from outside.',
      from: { path: '^shared/ui/' },
      to: { path: ['^(server|web|desktop|scripts|content)/', SHARED('workerJobs')] },
    },
    {
      name: 'server-knows-no-client-app',
      severity: 'error',
      comment: 'The server serves the web app; it never imports the browser entry or the desktop app.',
      from: { path: '^server/', pathNot: TESTS },
      to: { path: ['^(web|desktop|scripts)/'] },
    },
    {
      name: 'server-renders-only-through-ssr',
      severity: 'error',
      comment:
        'Only server rendering, SEO files and the public site router may load the React UI on the server.',
      from: { path: '^server/', pathNot: ['^server/(ssr|seo)/', '^server/http/webApp\\.ts$', ...TESTS] },
      to: { path: SHARED('ui') },
    },
    {
      name: 'web-entry-is-a-host',
      severity: 'error',
      comment: 'The browser entry wires the shared UI; it talks to the server over HTTP only.',
      from: { path: '^web/', pathNot: TESTS },
      to: { path: ['^(server|desktop|scripts)/'] },
    },
    {
      name: 'desktop-main-is-not-a-page',
      severity: 'error',
      comment: 'The main process is Node + Electron: the React UI and the renderer run in another process.',
      from: { path: '^desktop/main/', pathNot: TESTS },
      to: { path: ['^(server|web|scripts)/', '^desktop/(renderer|preload)/', SHARED('ui')] },
    },
    {
      name: 'desktop-preload-is-a-door',
      severity: 'error',
      comment: 'The preload script only exposes the IPC bridge; it must stay tiny and free of app code.',
      from: { path: '^desktop/preload/' },
      to: { path: ['^(server|web|scripts|shared)/', '^desktop/(main|renderer)/'] },
    },
    {
      name: 'desktop-renderer-is-a-page',
      severity: 'error',
      comment:
        'The renderer is the shared UI in Electron: it reaches the main process through the bridge, never by import.',
      from: { path: '^desktop/renderer/', pathNot: TESTS },
      to: { path: ['^(server|web|scripts)/', '^desktop/(main|preload)/'] },
    },
    {
      name: 'testing-helpers-only-in-tests',
      severity: 'error',
      comment: 'Test harnesses and stand-ins must never ship in the product.',
      from: { pathNot: TESTS },
      to: { path: TESTING_HELPERS },
    },
    {
      name: 'scripts-are-entry-points',
      severity: 'error',
      comment: 'Scripts are run, not imported (tests may check them).',
      from: { path: '^(shared|server|web|desktop)/', pathNot: TESTS },
      to: { path: '^scripts/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is a symbolic link in worktrees: keep its own name so the rules above see "node_modules".
    preserveSymlinks: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports tie modules together as much as value imports do.
    tsPreCompilationDeps: true,
    exclude: { path: ['^dist/', '^release/', '^data/'] },
  },
};
