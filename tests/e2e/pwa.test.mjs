// Installable and offline: the manifest, offline play after one visit, and the update
// prompt when a new release is published.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { allPeople, launch, moveTexts, newPage, startServer } from './harness.mjs';

const DIST = new URL('../../dist/', import.meta.url).pathname;
let nextRelease = false;
let server, url, browser;
before(async () => {
  ({ server, url } = await startServer({
    // A "new release": the same files under a new service worker version.
    '/sw.js': () => nextRelease
      ? readFileSync(DIST + 'sw.js', 'utf8').replace(/const VERSION = '([^']*)'/, "const VERSION = '$1-next'")
      : undefined,
  }));
  browser = await launch();
});
after(async () => { await browser?.close(); server?.close(); });

async function waitForControl(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
  });
}

describe('offline app', () => {
  it('has a manifest with the icons an install needs', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url);
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    const manifest = await (await page.request.get(url + href)).json();
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, '/');
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    for (const need of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(sizes.includes(need), need);
    for (const icon of manifest.icons) assert.equal((await page.request.get(url + icon.src)).status(), 200);
    await context.close();
  });

  it('after one visit every game and the rules work offline', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url);
    await page.waitForSelector('.game-card');
    await waitForControl(page);
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('.game-card');
    await page.click('.game-card[data-game="cubulus"] .play-link');
    await page.selectOption('#player-count', '3');
    await allPeople(page);
    await page.click('#start-game');
    await page.click('#view-layers');
    await page.click('[data-push="x11+"]');
    assert.deepEqual(await moveTexts(page), ['x11+']);
    for (const game of ['mojave', 'cubes', 'cube-attack', 'cubus']) {
      await page.goto(`${url}/${game}`);
      await page.waitForSelector('#start-game, #board, .board-pending');
      await page.goto(`${url}/${game}/rules`);
      await page.waitForSelector('.rules-page');
    }
    // A lesson stage whose prerendered document is not precached: its game's learn program.
    await page.goto(`${url}/cubes/learn/3`);
    await page.waitForSelector('.lesson[data-stage] #lesson-goal');
    assert.ok(await page.isEnabled('#lesson-hint'));
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('offline, each page comes from the cache in the browser\'s language', async () => {
    const { context, page } = await newPage(browser, { locale: 'de-DE' });
    await page.goto(url);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await waitForControl(page);
    await context.setOffline(true);
    for (const path of ['/', '/cubus/rules', '/cubus', '/cubus/']) {
      await page.goto(url + path);
      assert.equal(await page.getAttribute('html', 'lang'), 'de', path);
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    }
    await page.goto(`${url}/online/AAAAAAAAAAAAAAAAAAAAAA`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('.game-card').count(), 0, 'a room is the app, not a cached page');
    await context.close();
  });

  it('a new release is offered with a reload prompt, not swapped in silently', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url);
    await page.waitForSelector('.game-card');
    await waitForControl(page);
    const before = await page.evaluate(() => caches.keys());
    nextRelease = true;
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
      await page.waitForSelector('#update-banner', { timeout: 15000 });
      assert.deepEqual(await page.evaluate(() => caches.keys()).then((k) => k.filter((x) => before.includes(x))), before,
        'the running release keeps its files until the player reloads');
      await Promise.all([page.waitForEvent('load'), page.click('#update-banner button')]);
      await page.waitForSelector('.game-card');
      const keys = await page.evaluate(() => caches.keys());
      assert.ok(keys.some((k) => k.endsWith('-next')), `new cache in ${keys}`);
      assert.ok(!keys.some((k) => before.includes(k)), 'the old release was removed after the switch');
    } finally {
      nextRelease = false;
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
