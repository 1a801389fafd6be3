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
      input: { main: 'server/main.ts' },
      output: { format: 'esm', entryFileNames: '[name].js' },
    },
  },
});
