import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { SERVICE_WORKER_PATH } from '../../shared/ui/routeTable.ts';

const WORKER_SOURCE = new URL('./serviceWorker.ts', import.meta.url).pathname;
/** The page module whose chunks (with everything it loads on demand) the worker caches at install. */
const OFFLINE_PAGE_MODULE = 'shared/ui/features/library/LibraryPage.tsx';
const SHELL_STATIC_FILES = ['/favicon.svg'];
/**
 * What the library loads on demand but the shell leaves out: the PDF export (jsPDF and its font, a
 * few hundred kilobytes every signed-in browser would download for a file few make offline). Without
 * a connection, the other formats still download and the PDF button says to try again online.
 */
const ONLINE_ONLY_MODULES = ['shared/ui/features/summary/export/pdfExport.ts'];

/**
 * The files the library page needs offline: the entry with its static imports, and the library
 * page's chunk with everything it imports, statically or on demand (RxDB and the reader), plus their
 * CSS and assets, except ONLINE_ONLY_MODULES. Fails the build when the page's chunk is gone (a renamed module), so the worker
 * never ships without the shell it promises.
 */
export function shellFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(OFFLINE_PAGE_MODULE));
  if (!entry || !page) throw new Error(`service worker: no chunk for the entry or ${OFFLINE_PAGE_MODULE}`);

  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk, followDynamic: boolean) => {
    if (files.has(chunk.fileName)) return;
    if (ONLINE_ONLY_MODULES.some((module) => chunk.facadeModuleId?.endsWith(module))) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    const next = followDynamic ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports;
    for (const name of next) {
      const imported = byFile.get(name);
      if (imported) visit(imported, followDynamic);
    }
  };
  // The entry's on-demand imports are every other page: not needed for the library.
  visit(entry, false);
  visit(page, true);
  return [...[...files].sort().map((file) => `/${file}`), ...SHELL_STATIC_FILES];
}

/**
 * Writes dist/web/service-worker.js after the app's bundle: the worker's own small build, with this
 * build's shell files and a version derived from them (and index.html), so every deploy that changes
 * the shell installs a new worker and drops the old cache.
 */
export function offlineServiceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'summer-offline-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = shellFiles(bundle);
      const html = bundle['index.html'];
      const version = createHash('sha256')
        .update(files.join('\n'))
        .update(html?.type === 'asset' ? html.source : '')
        .digest('hex')
        .slice(0, 16);
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __SUMMER_BUILD_VERSION__: JSON.stringify(version),
          __SUMMER_SHELL_FILES__: JSON.stringify(files),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          // A classic script (module workers are not supported everywhere): one self-contained IIFE.
          lib: {
            entry: WORKER_SOURCE,
            formats: ['iife'],
            name: 'summerServiceWorker',
            fileName: () => SERVICE_WORKER_PATH.slice(1),
          },
        },
      });
    },
  };
}
