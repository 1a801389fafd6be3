import { defineConfig } from 'vite';

/** Bundles the server's own code into dist/server; npm packages stay external and load from node_modules. */
export default defineConfig({
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist/server',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // The worker threads' entry is bundled beside main.js; the pool finds it there (workerPool.ts).
      input: {
        main: 'server/main.ts',
        summarizeWorker: 'server/summarize/worker.ts',
        admin: 'server/cli/admin.ts',
      },
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
