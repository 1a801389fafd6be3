import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { quietStoragePlugin } from '../shared/sync/quietStoragePlugin.ts';
import { offlineServiceWorker } from './serviceWorker/buildPlugin.ts';

const webRoot = new URL('.', import.meta.url).pathname;

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), quietStoragePlugin(), offlineServiceWorker()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Lets scripts/check-budget.mjs see which chunks each page loads.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});
