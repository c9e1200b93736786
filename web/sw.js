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
    // A page: its prerendered document in the language the person chose here (the cookie
    // `cube-table-lang`, online::paths::LANG_COOKIE), else the browser's first language we
    // have (`<path>/index.html` in English, `index.de.html`, `index.hu.html`) if the build
    // has one, else the nearest `app.html` up the path (as the server answers).
    const page = async () => {
      const dir = url.pathname.replace(/\/?$/, '/');
      const langs = ['en', 'de', 'hu'];
      const chosen = (await self.cookieStore?.get('cube-table-lang').catch(() => null))?.value;
      const lang = langs.includes(chosen) ? chosen : (self.navigator.languages ?? [])
        .map((tag) => tag.split(/[-_]/)[0].toLowerCase()).find((l) => langs.includes(l)) ?? 'en';
      const names = lang === 'en' ? ['index.html'] : [`index.${lang}.html`, 'index.html'];
      for (const name of names) {
        const hit = await cache.match(dir + name);
        if (hit) return hit;
      }
      // The nearest `app.html` up the path: a game's own program for its lessons and
      // puzzles (`/cubus/learn/3` → `/cubus/learn/app.html`), an embed's for its embeds.
      const parts = url.pathname.split('/').filter(Boolean);
      for (let n = parts.length; n > 0; n--) {
        const hit = await cache.match('/' + parts.slice(0, n).join('/') + '/app.html');
        if (hit) return hit;
      }
      return cache.match('/app.html');
    };
    // An online room's document depends on the room's game, which only the server knows:
    // from the network, and the app's own document when there is none.
    if (request.mode === 'navigate' && url.pathname.startsWith('/online/')) {
      try {
        return await fetch(request);
      } catch {
        return (await page()) ?? Response.error();
      }
    }
    const file = url.pathname.endsWith('/') ? undefined : await cache.match(url.pathname);
    const hit = file ?? (request.mode === 'navigate' ? await page() : undefined);
    return hit ?? fetch(request);
  })());
});
