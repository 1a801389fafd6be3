import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { quietStoragePlugin } from '../shared/sync/quietStoragePlugin.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';

const here = new URL('.', import.meta.url).pathname;
const CSP_PLACEHOLDER = '%SUMMER_CONTENT_SECURITY_POLICY%';

/** Writes the renderer's Content Security Policy into index.html's meta tag (the dev server's variant while developing). */
function contentSecurityPolicyMeta(): Plugin {
  let mode: 'production' | 'development' = 'production';
  return {
    name: 'summer-content-security-policy',
    configResolved(config) {
      mode = config.command === 'serve' ? 'development' : 'production';
    },
    transformIndexHtml(html) {
      if (!html.includes(CSP_PLACEHOLDER))
        throw new Error(`index.html must carry ${CSP_PLACEHOLDER} in its CSP meta tag`);
      return html.replace(CSP_PLACEHOLDER, contentSecurityPolicy(mode));
    },
  };
}

/** Builds the desktop app into dist/desktop: main process and engine worker, preload bridge, and the shared React UI as renderer. */
export default defineConfig({
  main: {
    define: {
      // An update feed chosen when building; SUMMER_UPDATE_URL at run time still wins.
      __SUMMER_UPDATE_URL__: JSON.stringify(process.env.SUMMER_UPDATE_URL ?? ''),
    },
    build: {
      outDir: resolve(here, '../dist/desktop/main'),
      // Everything is bundled, so the packaged app carries no node_modules (electron-builder.yml).
      externalizeDeps: false,
      rollupOptions: {
        input: {
          index: resolve(here, 'main/index.ts'),
          engineWorker: resolve(here, 'main/engineWorker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: resolve(here, '../dist/desktop/preload'),
      // A sandboxed renderer only runs CommonJS preload scripts.
      rollupOptions: {
        input: { index: resolve(here, 'preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(here, 'renderer'),
    plugins: [react(), tailwindcss(), quietStoragePlugin(), contentSecurityPolicyMeta()],
    build: {
      outDir: resolve(here, '../dist/desktop/renderer'),
      rollupOptions: { input: { index: resolve(here, 'renderer/index.html') } },
    },
  },
});
