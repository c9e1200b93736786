// Cube Table's service worker. scripts/build-sw.mjs writes the file list and version at
// build time. Every file of a release is served from that release's own cache, so old and
// new files never mix: a new release waits until the page asks it to take over.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `cube-table-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('cube-table-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'cube-table:skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A page: its prerendered document (`<path>/index.html`) if the build has one, else
    // `app.html`, the app for every other address (as the server answers).
    const page = () => cache.match(url.pathname.replace(/\/?$/, '/') + 'index.html')
      .then((hit) => hit ?? cache.match('/app.html'));
    const hit = await cache.match(url.pathname) ?? (request.mode === 'navigate' ? await page() : undefined);
    return hit ?? fetch(request);
  })());
});
