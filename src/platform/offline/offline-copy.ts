// Issue 29: the service worker (public/sw.js) that keeps the last home page and its files for a visitor who goes
// offline. Registered once the page has loaded and the browser is idle, so it never competes with the first screen.

/** The files a page loaded from this site that an offline copy of it needs: the build's and the pictures. */
export function filesToKeep(entries: readonly Pick<PerformanceResourceTiming, 'name' | 'initiatorType'>[], origin: string): string[] {
  return entries.flatMap(({ name, initiatorType }) => {
    const url = new URL(name, origin);
    if (url.origin !== origin) return [];
    return url.pathname.startsWith('/assets/') || initiatorType === 'img' || initiatorType === 'css' ? [url.pathname + url.search] : [];
  });
}

async function register(): Promise<void> {
  const firstVisit = !navigator.serviceWorker.controller;
  await navigator.serviceWorker.register('/sw.js');
  if (!firstVisit) return;
  // The worker did not see this page load: it is told what the page is and what it loaded.
  const ready = await navigator.serviceWorker.ready;
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  ready.active?.postMessage({ type: 'keep', page: location.pathname, files: filesToKeep(entries, location.origin) });
}

/** Registers the worker in a production build (the dev server's modules are not files to keep), after load. */
export function keepOfflineCopy(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
    idle(() => void register().catch((error: unknown) => console.warn('[offline] the service worker did not register', error)));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
