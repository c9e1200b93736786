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
    // An online room's document depends on the room's game, which only the server knows,
    // and a saved study's page carries the study (`?saved=<id>`): from the network, and
    // the app's own document when there is none (the study page then says it could not
    // open the study).
    if (request.mode === 'navigate'
        && (url.pathname.startsWith('/online/') || url.searchParams.has('saved'))) {
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

// Web Push (issue 46, docs/online.md "Pushes"): the server's payload is already in the
// player's language and says only what a spectator may know. One notification per room
// (`tag`): a newer push about the room replaces the older.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data?.json() ?? {};
  } catch {
    data = {};
  }
  const text = (v) => (typeof v === 'string' ? v.slice(0, 200) : '');
  const room = text(data.room);
  const url = /^\/online\/[A-Za-z0-9_-]+$/.test(data.url ?? '') ? data.url : '/';
  event.waitUntil(self.registration.showNotification(text(data.title) || 'Cube Table', {
    body: text(data.body),
    lang: ['en', 'de', 'hu'].includes(data.lang) ? data.lang : 'en',
    icon: '/icons/icon-192.png',
    tag: room ? `cube-table:${room}` : 'cube-table',
    renotify: data.kind === 'turn',
    data: { url },
  }));
});

// A click focuses a tab already showing the room, else opens the room.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openRoom(event.notification.data?.url ?? '/'));
});

async function openRoom(path) {
  const url = new URL(path, self.location.origin);
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = tabs.find((tab) => new URL(tab.url).pathname === url.pathname);
  if (open) return open.focus();
  return self.clients.openWindow(url.href);
}
