import { defineConfig } from 'vite';

/**
 * Bundles the server's own code into dist/server; npm packages stay external and load from node_modules.
 */
export default defineConfig({
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist/server',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // Worker threads' entries are bundled beside main.js; their pools find them there.
      input: {
        main: 'server/main.ts',
        engineWorker: 'server/engineWorker.ts',
        articleWorker: 'server/webPages/articleWorker.ts',
        admin: 'server/cli/admin.ts',
        dbCopy: 'server/cli/dbCopy.ts',
        database: 'server/cli/database.ts',
      },
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
