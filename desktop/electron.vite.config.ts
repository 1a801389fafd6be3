import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const here = new URL('.', import.meta.url).pathname;

/** Builds the desktop app into dist/desktop: main process, preload bridge, and the shared React UI as renderer. */
export default defineConfig({
  main: {
    build: {
      outDir: resolve(here, '../dist/desktop/main'),
      rollupOptions: { input: { index: resolve(here, 'main/index.ts') } },
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
    plugins: [react(), tailwindcss()],
    build: {
      outDir: resolve(here, '../dist/desktop/renderer'),
      rollupOptions: { input: { index: resolve(here, 'renderer/index.html') } },
    },
  },
});
