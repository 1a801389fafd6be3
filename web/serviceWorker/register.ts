import { SERVICE_WORKER_PATH } from '../../shared/ui/routeTable.ts';

/**
 * Registers the offline worker (web builds only, see OfflineWorkerRegistration; the desktop renderer
 * loads from files and never calls this). Safe anywhere: without a browser or service workers
 * (server rendering, old browsers, plain http other than localhost) it does nothing. Waits for the
 * page's load, so the worker's caching never competes with the page's own first requests.
 */
export function registerServiceWorker(): void {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return;
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    // A failed registration only means no offline copy; the app works as before.
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
