// The portal's service worker (issue 29): keeps the last home page of each language and the files it used, so a
// visitor who goes offline sees that page — the app then says it is offline — instead of the browser's error page.
// A visitor online always gets the page from the server (network first: never a stale page while the network
// answers); hashed build files never change, so they come from the cache once kept. Registered by
// src/platform/offline-copy.ts; the API's calls are not touched.
const VERSION = 1;
const PAGES = `portal-pages-v${VERSION}`;
const FILES = `portal-files-v${VERSION}`;
/** Pictures and build files kept at most: the oldest go first. */
const FILES_KEPT = 250;
const HOME = /^\/m\/(en-US|zh-CN)\/$/;
const LANGUAGE = /^\/m\/(en-US|zh-CN)(\/|$)/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('portal-') && key !== PAGES && key !== FILES) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function trimFiles() {
  const cache = await caches.open(FILES);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - FILES_KEPT)).map((key) => cache.delete(key)));
}

/** Keeps a copy of a home page the server answered in full (not a redirect, not an error, not a draft's preview). */
async function keepPage(url, response) {
  if (!HOME.test(url.pathname) || url.search !== '' || response.status !== 200 || response.redirected) return;
  await (await caches.open(PAGES)).put(url.pathname, response);
}

async function keepFile(request, response) {
  if (response.status !== 200 || response.type !== 'basic') return;
  await (await caches.open(FILES)).put(request, response);
  await trimFiles();
}

async function navigate(event, url) {
  // Logging out: the kept pages carry the session's login status; they go with it.
  if (url.pathname.startsWith('/logout/')) await caches.delete(PAGES);
  try {
    const response = await fetch(event.request);
    event.waitUntil(keepPage(url, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    // Offline (the fetch itself failed): the last home page of the address's language, else of any.
    const pages = await caches.open(PAGES);
    const language = LANGUAGE.exec(url.pathname)?.[1];
    const kept =
      (language && (await pages.match(`/m/${language}/`))) || (await pages.match('/m/en-US/')) || (await pages.match('/m/zh-CN/'));
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(event) {
  const kept = await caches.match(event.request, { cacheName: FILES });
  if (kept) return kept;
  const response = await fetch(event.request);
  event.waitUntil(keepFile(event.request, response.clone()).catch(() => undefined));
  return response;
}

async function networkFirst(event) {
  try {
    const response = await fetch(event.request);
    event.waitUntil(keepFile(event.request, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const kept = await caches.match(event.request, { cacheName: FILES });
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(navigate(event, url));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(event));
  else if (request.destination === 'image') event.respondWith(networkFirst(event));
});

// The page that registered this worker before it controlled any page (the first visit) names what it loaded: the
// home page and its files are kept at once, so the next visit finds them even if it is offline.
self.addEventListener('message', (event) => {
  const { type, page, files } = event.data ?? {};
  if (type !== 'keep') return;
  event.waitUntil(
    (async () => {
      const url = new URL(page, self.location.origin);
      if (HOME.test(url.pathname)) {
        const response = await fetch(url.pathname, { credentials: 'same-origin' });
        await keepPage(new URL(url.pathname, self.location.origin), response);
      }
      const cache = await caches.open(FILES);
      for (const file of Array.isArray(files) ? files.slice(0, FILES_KEPT) : []) {
        const fileUrl = new URL(file, self.location.origin);
        if (fileUrl.origin !== self.location.origin || (await cache.match(fileUrl.href))) continue;
        const response = await fetch(fileUrl.href, { credentials: 'same-origin' }).catch(() => undefined);
        if (response && response.status === 200) await cache.put(fileUrl.href, response);
      }
      await trimFiles();
    })().catch(() => undefined),
  );
});
