// Computer opponents in the browser: whole games against the easy AI, the Stop button,
// hints; the search runs in a worker, so the page keeps answering.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, moveTexts, newPage, startServer, startWith } from './harness.mjs';

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

const start = (page, game, kinds) => startWith(page, url, game, kinds);

/// Plays the person's turns from the legal-move list (the n-th move, varying) until the end.
async function playToTheEnd(page, limitMs) {
  await page.locator('.move-entry summary').click();
  const deadline = Date.now() + limitMs;
  let turn = 0;
  while (Date.now() < deadline) {
    const status = await page.locator('#status').textContent();
    if (/wins|win together|Draw/.test(status)) return status;
    const buttons = page.locator(".legal-moves button:not([disabled])");
    const n = await buttons.count();
    if (n > 0 && !(await page.$('.thinking'))) {
      await buttons.nth((turn * 7) % n).click({ timeout: 2000 }).catch(() => {});
      turn++;
    } else {
      await page.waitForTimeout(20);
    }
  }
  throw new Error('the game did not end in time');
}

describe('computer players', () => {
  for (const game of ['cubulus', 'mojave']) {
    it(`a person plays ${game} to the end against the easy computer`, async () => {
      const { context, page } = await newPage(browser);
      await page.evaluate(() => {});
      await start(page, game, ['human', 'easy']);
      await page.evaluate(() => {
        window.longTasks = [];
        new PerformanceObserver((l) => l.getEntries().forEach((e) => window.longTasks.push(e.duration)))
          .observe({ type: 'longtask', buffered: false });
      });
      const status = await playToTheEnd(page, 240_000);
      const moves = await moveTexts(page);
      assert.ok(moves.length > 4, `${moves.length} moves`);
      const longTasks = await page.evaluate(() => window.longTasks);
      console.log(`${game}: ${moves.length} moves, "${status}", main-thread tasks over 50 ms: ${longTasks.length}` +
        (longTasks.length ? ` (longest ${Math.max(...longTasks).toFixed(0)} ms)` : ''));
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }

  it('the person can stop a thinking computer, which then moves at once', async () => {
    const { context, page } = await newPage(browser);
    await start(page, 'cubulus', ['hard', 'hard', 'hard']);
    await page.waitForSelector('#ai-stop', { timeout: 20000 });
    const before = (await moveTexts(page)).length;
    await page.click('#ai-stop');
    await page.waitForFunction((n) => document.querySelectorAll('.move-list button.move').length > n, before, { timeout: 5000 });
    await page.click('#new-game');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('a hint suggests a legal move without playing it', async () => {
    const { context, page } = await newPage(browser);
    // Issue 47, item 10: the worker starts without a deprecation warning.
    const warnings = [];
    page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    await start(page, 'cubulus', ['human', 'human', 'human']);
    await page.click('#hint');
    await page.locator('#hint-text').waitFor({ timeout: 30000 });
    const hint = await page.locator('#hint-text').getAttribute('data-move');
    await page.locator('.move-entry summary').click();
    const legal = await page.locator('.legal-moves button').allTextContents();
    assert.ok(legal.includes(hint), `${hint} in ${legal.length} legal moves`);
    assert.match(await page.locator('#hint-text').textContent(), /^Hint: (push|turn|place) /, 'the hint in words, as an order');
    assert.equal((await moveTexts(page)).length, 0);
    assert.equal(await page.locator('.push.hinted').count(), 1, 'the hint is shown on the board');
    assert.deepEqual(warnings.filter((w) => /deprecated/i.test(w)), [], 'the worker starts as wasm-bindgen asks');
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
