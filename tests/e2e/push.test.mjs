// Web Push in the service worker (issue 46): a push delivered through CDP
// (`ServiceWorker.deliverPushMessage`, as TOOLCHAIN.md describes: no push service is
// reachable from here) is shown as a notification in the player's language, and a click
// focuses a tab of the room or opens it. The worker is web/sw.js itself, served with an
// empty file list by a server of this test's own, so the test needs no build.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { launch, newPage } from './harness.mjs';

const SW = readFileSync(new URL('../../web/sw.js', import.meta.url), 'utf8')
  .replace('__VERSION__', 'push-test').replace('__FILES__', '[]');
const page = (path) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${path}</title></head>`
  + `<body><h1>${path}</h1><script>navigator.serviceWorker.register('/sw.js')</script></body></html>`;

// What the server sends a German subscriber whose turn it is (docs/online.md, "Pushes").
const ROOM = 'xsu76ya2w3f2vZ5cM47c_Q';
const TURN = {
  kind: 'turn', game: 'cubulus', room: ROOM, to_move: 'Bea', opponent: 'Ada', lang: 'de',
  title: 'Cubulus: Du bist am Zug', body: 'Ada hat gezogen.', url: `/online/${ROOM}`,
};

let server, url, browser;
before(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/sw.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      res.end(SW);
    } else if (path.startsWith('/icons/')) {
      res.writeHead(404);
      res.end();
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page(path));
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  url = `http://localhost:${server.address().port}`;
  browser = await launch();
});
after(async () => { await browser?.close(); server?.close(); });

/// A page of `path` whose service worker is active, with the worker and the registration
/// id CDP knows it by.
async function withWorker(path) {
  const { context, page: tab } = await newPage(browser);
  await context.grantPermissions(['notifications'], { origin: url });
  const cdp = await context.newCDPSession(tab);
  const registrations = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: r }) => registrations.push(...r));
  await cdp.send('ServiceWorker.enable');
  const worker = context.waitForEvent('serviceworker');
  await tab.goto(url + path);
  await tab.evaluate(() => navigator.serviceWorker.ready);
  const sw = context.serviceWorkers()[0] ?? await worker;
  while (!registrations.some((r) => !r.isDeleted)) await new Promise((ok) => setTimeout(ok, 50));
  const registrationId = registrations.find((r) => !r.isDeleted).registrationId;
  return { context, tab, cdp, sw, registrationId };
}

async function notifications(tab) {
  return tab.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, lang: n.lang, tag: n.tag, data: n.data }));
  });
}

async function until(read, ok) {
  for (let i = 0; i < 100; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
}

describe('pushes in the service worker', () => {
  it('shows a push as a notification in the player\'s language', async () => {
    const { context, tab, cdp, registrationId } = await withWorker('/');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: url, registrationId, data: JSON.stringify(TURN) });
    const shown = await until(() => notifications(tab), (n) => n.length > 0);
    assert.deepEqual(shown, [{
      title: 'Cubulus: Du bist am Zug', body: 'Ada hat gezogen.', lang: 'de',
      tag: `cube-table:${ROOM}`, data: { url: `/online/${ROOM}` },
    }]);
    // A newer push about the room replaces it; a payload that is not ours shows nothing of it.
    const ended = { ...TURN, kind: 'ended', to_move: null, title: 'Cubulus: Die Partie ist zu Ende', body: 'Deine Partie mit Ada ist zu Ende.' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: url, registrationId, data: JSON.stringify(ended) });
    const replaced = await until(() => notifications(tab), (n) => n[0]?.title !== TURN.title);
    assert.deepEqual(replaced.map((n) => n.title), ['Cubulus: Die Partie ist zu Ende']);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: url, registrationId, data: '{"url":"https://evil.example/"' });
    const odd = await until(() => notifications(tab), (n) => n.length > 1);
    assert.ok(odd.every((n) => n.data.url === '/' || n.data.url === `/online/${ROOM}`), JSON.stringify(odd));
    await context.close();
  });

  it('a click focuses a tab of the room, or opens the room', async () => {
    // CDP cannot click a notification, and a window may be focused or opened only during a
    // real click: the worker's own click handler runs on a dispatched event, with the
    // browser's two window calls recorded instead of refused.
    const { context, sw } = await withWorker(`/online/${ROOM}`);
    const click = (path) => sw.evaluate(async (path) => {
      self.clicked = [];
      self.clients.openWindow = async (u) => { self.clicked.push(['open', new URL(u).pathname]); return null; };
      WindowClient.prototype.focus = async function focus() { self.clicked.push(['focus', new URL(this.url).pathname]); return this; };
      await self.registration.showNotification('x', { data: { url: path }, tag: path });
      const [n] = await self.registration.getNotifications({ tag: path });
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification: n }));
      for (let i = 0; i < 50 && !self.clicked.length; i++) await new Promise((r) => setTimeout(r, 20));
      return self.clicked;
    }, path);
    assert.deepEqual(await click(`/online/${ROOM}`), [['focus', `/online/${ROOM}`]]);
    assert.deepEqual(await click('/online/another_room_id_12345'), [['open', '/online/another_room_id_12345']]);
    await context.close();
  });
});
