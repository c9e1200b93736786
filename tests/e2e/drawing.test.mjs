// Issue 45: drawing on a position in the editor of every game, over the game's own board
// (its geometry places the places), and the board with its drawing as a standalone SVG. For
// each game at 1280 px: an arrow drawn by two clicks, one by a mouse drag, a circle by
// clicking a place twice and a red highlight by keyboard; each shape listed in words and
// rubbed out one by one; the drawing kept over a reload and carried by the link to a fresh
// browser context; a bad drawing in a link refused and nothing lost; the SVG downloaded,
// parsed, the board's picture with every shape, its styles kept and no script. At 360 px
// with touch: an arrow drawn by two taps, and nothing scrolls sideways.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, newPage, openIn, pressablePlaces, ready, seriousViolations, startServer } from './harness.mjs';

const shot = (name) => new URL(`../../target/screens/${name}.png`, import.meta.url).pathname;
const GAMES = ['cubulus', 'cubus', 'cube-attack', 'cubes', 'mojave'];

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

const openEditor = (context, path) => openIn(context, url + path, '.editor-places .place');

const drawn = (page) => page.locator('.drawing-layer [data-shape]').evaluateAll((els) => els.map((e) => e.dataset.shape).sort());
const listed = (page) => page.locator('#draw-shapes li').evaluateAll((els) => els.map((e) => e.dataset.shape).sort());

async function waitForShapes(page, n) {
  await page.waitForFunction((n) => document.querySelectorAll('.drawing-layer [data-shape]').length === n, n);
}


describe('drawing on a position', () => {
  for (const game of GAMES) {
    it(`${game}: arrows and marks by click, drag and keys, kept, shared and downloaded as SVG`, async () => {
      const { context, page: first } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
      await first.close();
      const page = await openEditor(context, `/${game}/editor`);
      await page.click('#editor-restart');
      await page.waitForSelector('#editor-stands');
      const setUp = await page.locator('#editor-text').inputValue();

      await page.click('#draw-toggle');
      assert.equal(await page.locator('#draw-toggle').getAttribute('aria-pressed'), 'true');
      // The board's places, as its geometry says (every place the rules name).
      const all = await page.locator('.drawing-layer .draw-place').evaluateAll((els) => els.map((e) => e.dataset.place));
      assert.ok(all.length >= 16, `${game}: ${all.length} places`);
      const places = await pressablePlaces(page);
      assert.ok(places.length >= 4, `${game}: ${places.length} places to press`);
      const [a, b, c, d] = [places[0], places[places.length - 1], places[1], places[Math.floor(places.length / 2)]];
      const place = (p) => `.drawing-layer .draw-place[data-place="${p}"]`;
      // An arrow by two clicks (green, the first colour).
      await page.click(place(a));
      await page.waitForSelector('.drawing-layer .drawing-from');
      assert.match(await page.locator('#draw-status').textContent(), new RegExp(`Arrow from ${a}`));
      await page.click(place(b));
      await waitForShapes(page, 1);
      // A circle by clicking the same place twice, in blue.
      await page.check('input[name="draw-colour"][value="b"]');
      await page.click(place(c));
      await page.click(place(c));
      await waitForShapes(page, 2);
      // A red highlight by keyboard: Enter twice on a place.
      await page.check('input[name="draw-colour"][value="r"]');
      await page.check('input[name="draw-mark"][value="highlight"]');
      await page.focus(place(d));
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await waitForShapes(page, 3);
      // A yellow arrow by a mouse drag from the second place to the first (both in view).
      await page.check('input[name="draw-colour"][value="y"]');
      await page.locator(place(a)).scrollIntoViewIfNeeded();
      const from = await page.locator(place(c)).boundingBox();
      const to = await page.locator(place(a)).boundingBox();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
      await page.mouse.up();
      await waitForShapes(page, 4);
      const shapes = [`ga:${a}>${b}`, `bc:${c}`, `rh:${d}`, `ya:${c}>${a}`].sort();
      assert.deepEqual(await drawn(page), shapes);
      assert.deepEqual(await listed(page), shapes);
      assert.match(await page.locator('#draw-shapes').textContent(), /green arrow from .* to /);
      // Drawing put no piece anywhere.
      assert.equal(await page.locator('#editor-text').inputValue(), setUp);
      // The arrow's head points at its target's box.
      const head = await page.locator(`.drawing-layer [data-shape="ga:${a}>${b}"] polygon`).boundingBox();
      const target = await page.locator(place(b)).boundingBox();
      const centre = (r) => [r.x + r.width / 2, r.y + r.height / 2];
      const [hx, hy] = centre(head);
      const [tx, ty] = centre(target);
      assert.ok(Math.hypot(hx - tx, hy - ty) < target.width, `${game}: the head at ${hx},${hy}, the target at ${tx},${ty}`);
      assert.deepEqual(await seriousViolations(page), [], `${game}: axe with the drawing shown`);
      await page.screenshot({ path: shot(`drawing-${game}-1280`), fullPage: true });

      // Kept over a reload.
      await page.reload();
      await ready(page);
      await waitForShapes(page, 4);
      assert.deepEqual(await drawn(page), shapes);

      // The SVG: the board's picture as shown, every shape, parsed, styled, no script.
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#draw-download')]);
      assert.equal(download.suggestedFilename(), `cube-table-${game}-position.svg`);
      const svg = readFileSync(await download.path(), 'utf8');
      assert.doesNotMatch(svg, /<script/i);
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          root: doc.documentElement.localName,
          board: doc.documentElement.id || doc.documentElement.getAttribute('class'),
          parts: doc.querySelectorAll('*').length,
          styled: doc.querySelectorAll('[style*="fill"]').length,
          title: doc.querySelector('title')?.textContent ?? '',
          focusable: doc.querySelectorAll('[tabindex]').length,
          shapes: [...doc.querySelectorAll('[data-shape]')].map((e) => e.getAttribute('data-shape')).sort(),
        };
      }, svg);
      assert.equal(parsed.error, null);
      assert.equal(parsed.root, 'svg');
      assert.match(parsed.board, /board|cb-svg/);
      assert.ok(parsed.parts > 30, `${game}: ${parsed.parts} parts in the picture`);
      assert.ok(parsed.styled > 10, `${game}: ${parsed.styled} parts keep their fill`);
      assert.match(parsed.title, /set up a position/);
      assert.equal(parsed.focusable, 0);
      assert.deepEqual(parsed.shapes, shapes);

      // The link carries the drawing to a fresh context.
      const link = await page.locator('#editor-link').inputValue();
      assert.match(link, /&drawing=/);
      const { context: other, page: blank } = await newPage(browser);
      await blank.close();
      const shared = await openEditor(other, link.slice(url.length));
      await waitForShapes(shared, 4);
      assert.deepEqual(await drawn(shared), shapes);
      // A drawing that does not read is refused; the kept one stays.
      const bad = await openEditor(other, `/${game}/editor?drawing=${encodeURIComponent('ga:nowhere')}`);
      await bad.waitForSelector('#drawing-problem');
      assert.match(await bad.locator('#drawing-problem').textContent(), /cannot be read/);
      await waitForShapes(bad, 4);
      // A picture downloaded there leaves that notice in place.
      await Promise.all([bad.waitForEvent('download'), bad.click('#draw-download')]);
      assert.match(await bad.locator('#drawing-problem').textContent(), /cannot be read/);
      assert.deepEqual(shared.errors, []);
      await other.close();

      // Rubbed out one by one, then all.
      await page.click(`#draw-shapes li[data-shape="bc:${c}"] button`);
      await waitForShapes(page, 3);
      await page.click('#draw-clear');
      await waitForShapes(page, 0);
      assert.match(await page.locator('#draw-shapes').textContent(), /Nothing is drawn yet/);
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }

  it('the drawing follows the board: the Cubulus cube turned by a drag, the Mojave board turned round', async () => {
    const centre = (r) => [r.x + r.width / 2, r.y + r.height / 2];
    const near = ([x1, y1], [x2, y2], d) => Math.hypot(x1 - x2, y1 - y2) < d;
    for (const [game, cell, turn] of [['cubulus', '000', 'drag'], ['mojave', 'a1', '#mj-flip']]) {
      const { context, page: first } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
      await first.close();
      const page = await openEditor(context, `/${game}/editor`);
      await page.click('#editor-restart');
      await page.waitForSelector('#editor-stands');
      await page.click('#draw-toggle');
      const target = page.locator(`.drawing-layer .draw-place[data-place="${cell}"]`);
      await target.scrollIntoViewIfNeeded();
      await target.click();
      await target.click();
      await waitForShapes(page, 1);
      const ring = page.locator(`.drawing-layer [data-shape="gc:${cell}"]`);
      const before = centre(await ring.boundingBox());
      assert.ok(near(before, centre(await target.boundingBox()), 3), `${game}: the ring on ${cell}`);
      // The tool off, presses reach the board again.
      await page.click('#draw-toggle');
      assert.equal(await page.locator('.drawing-layer .draw-place').count(), 0);
      if (turn === 'drag') {
        const view = await page.locator('#board').getAttribute('data-view');
        const box = await page.locator('#board').boundingBox();
        const [x, y] = [box.x + box.width / 2, box.y + box.height * 0.8];
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x + 120, y - 40, { steps: 8 });
        await page.mouse.up();
        await page.waitForFunction((v) => document.querySelector('#board').getAttribute('data-view') !== v, view);
      } else {
        await page.click(turn);
        await page.waitForSelector('#board[data-flipped]');
      }
      await page.waitForFunction(([shape, x, y]) => {
        const r = document.querySelector(`.drawing-layer [data-shape="${shape}"]`).getBoundingClientRect();
        return Math.hypot(r.x + r.width / 2 - x, r.y + r.height / 2 - y) > 10;
      }, [`gc:${cell}`, ...before]);
      await page.click('#draw-toggle');
      await target.scrollIntoViewIfNeeded();
      const after = centre(await ring.boundingBox());
      assert.ok(near(after, centre(await target.boundingBox()), 3), `${game}: the ring is still on ${cell} after the turn`);
      await page.screenshot({ path: shot(`drawing-${game}-turned`) });
      assert.deepEqual(page.errors, []);
      await context.close();
    }
  });

  it('at 360 px with touch: an arrow by two taps, and nothing scrolls sideways', async () => {
    for (const game of GAMES) {
      const { context, page: first } = await newPage(browser, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
      await first.close();
      const page = await openEditor(context, `/${game}/editor`);
      await page.click('#editor-restart');
      await page.waitForSelector('#editor-stands');
      await page.tap('#draw-toggle');
      const places = await pressablePlaces(page);
      const [a, b] = [places[0], places[2]];
      await page.tap(`.drawing-layer .draw-place[data-place="${a}"]`);
      await page.tap(`.drawing-layer .draw-place[data-place="${b}"]`);
      await waitForShapes(page, 1);
      assert.deepEqual(await drawn(page), [`ga:${a}>${b}`]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `${game}: the page is ${width} px wide`);
      await page.screenshot({ path: shot(`drawing-${game}-360`), fullPage: true });
      assert.deepEqual(page.errors, []);
      await context.close();
    }
  });
});
