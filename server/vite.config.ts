import { defineConfig } from 'vite';

/**
 * Bundles the server's own code into dist/server; npm packages stay external and load from node_modules.
 * The article worker is a second entry: it runs in a worker thread, loaded from beside main.js.
 */
export default defineConfig({
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist/server',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: { main: 'server/main.ts', articleWorker: 'server/webPages/articleWorker.ts' },
      output: { format: 'esm', entryFileNames: '[name].js' },
    },
  },
});
