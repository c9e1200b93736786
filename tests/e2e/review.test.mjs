// The review of a finished game (issue 30, part 3): for each of the five games a finished
// two-player record with one scripted blunder (tests/e2e/review-records.json, made by
// `cargo run --release -p ai --example review_records`) is opened from a link, reviewed in
// the AI worker, and the blunder must be marked; the position the best move found would
// have made is then drawn on a board beside the one played.
// Also: the worker's verdict on a Cubes move is the same whatever the other hand and the
// deck are (two seeds that deal the mover alike), Stop ends a review after the moves done,
// and the embed's review=1. The ai crate tests the same natively
// (`review::tests::a_cubes_verdict_depends_only_on_what_the_mover_sees`).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, linkCode, newPage, ready, startServer } from './harness.mjs';

const RECORDS = JSON.parse(readFileSync(new URL('./review-records.json', import.meta.url), 'utf8'));
const shot = (name) => new URL(`../../target/screens/${name}.png`, import.meta.url).pathname;
const PHONE = { viewport: { width: 360, height: 740 } };
const AXE = new URL('../node_modules/axe-core/axe.min.js', import.meta.url).pathname;
/// A whole game's review takes seconds to tens of seconds; a loaded machine more.
const REVIEW_MS = 240000;

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

/// Opens the finished game of `row` from a link and waits for the game page.
async function open(page, row) {
  await page.goto(`${url}/${row.game}?record=${linkCode(row.record)}`);
  await page.waitForSelector('#review-panel');
  await ready(page);
}

/// Runs the review to its end; returns how long it took in milliseconds.
async function review(page) {
  const t0 = Date.now();
  await page.click('#review-start');
  await page.waitForSelector('#review-done', { timeout: REVIEW_MS });
  return Date.now() - t0;
}

/// axe-core's serious and critical violations on the page as it is (as a11y.test.mjs).
async function audit(page) {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/// The mark of move `ply` in the review's list ('' for none).
const markOf = (page, ply) => page.locator(`#review-moves li[data-ply="${ply}"]`).getAttribute('data-mark');

describe('review', () => {
  for (const row of RECORDS) {
    it(`${row.game}: a scripted blunder is marked, and the best move found drawn beside it`, async () => {
      const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
      await open(page, row);
      const ms = await review(page);
      console.log(`# review ${row.game}: ${row.record.moves.length} moves in ${ms} ms (native ${row.native_ms} ms)`);
      const rows = await page.locator('#review-moves li').count();
      assert.equal(rows, row.record.moves.length, 'every move reviewed');
      assert.equal(await markOf(page, row.blunder), 'blunder', `move ${row.blunder + 1} is a blunder`);
      // The graph has a line per seat.
      assert.equal(await page.locator('#review-graph polyline').count(), row.record.players);
      // The position after the blunder on the page's board, and beside it the one the
      // best move found would have made.
      await page.click(`#review-moves li[data-ply="${row.blunder}"] button`);
      const detail = page.locator('#review-detail');
      await detail.waitFor();
      assert.equal(await detail.getAttribute('data-ply'), String(row.blunder));
      assert.match(await detail.textContent(), /Best found/);
      await page.locator('#review-best-board').waitFor();
      assert.deepEqual(page.errors, []);
      await page.screenshot({ path: shot(`review-${row.game}-1280`), fullPage: true });
      await context.close();
    });
  }

  it('on a phone the review fits the width, and German and Hungarian have their words', async () => {
    const row = RECORDS.find((r) => r.game === 'cubulus');
    const { context, page } = await newPage(browser, PHONE);
    await open(page, row);
    await review(page);
    await page.click(`#review-moves li[data-ply="${row.blunder}"] button`);
    await page.locator('#review-detail').waitFor();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 360, `no sideways scrolling (${wide} px)`);
    await page.locator('#review-panel').screenshot({ path: shot('review-cubulus-360') });
    await page.screenshot({ path: shot('review-cubulus-360-page'), fullPage: true });
    assert.deepEqual(page.errors, []);
    await context.close();
    for (const [lang, word] of [['de', 'Grober Fehler'], ['hu', 'Durva hiba']]) {
      const { context, page } = await newPage(browser, { ...PHONE, locale: lang, extraHTTPHeaders: { 'accept-language': lang } });
      await open(page, row);
      await review(page);
      assert.match(await page.locator(`#review-moves li[data-ply="${row.blunder}"]`).textContent(), new RegExp(word));
      await context.close();
    }
  });

  it('a Cubes verdict is the same whatever the other hand and the deck are', async () => {
    // Seeds 36 and 74 with the same 30 setup moves (the first legal move each time) deal seat 0
    // the same hand and seat 1 different ones (found natively: Game::view of seat 0 equal,
    // of seat 1 not). Seat 0's next move is reviewed in the worker for both.
    const setup = [1, 2, 3].flatMap((r) => [...'abcdefghij'].map((c) => `w:${c}${r}`));
    const moves = [...setup, 'p2:j4'];
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/`);
    const verdicts = await page.evaluate(async (records) => {
      const worker = new Worker('/ai_worker_loader.js');
      const replies = [];
      let ready;
      const isReady = new Promise((r) => { ready = r; });
      const done = {};
      worker.onmessage = (e) => {
        const reply = JSON.parse(e.data);
        if (reply.type === 'ready') ready();
        else replies.push(reply);
        if (reply.type === 'review-done' || reply.type === 'error') done[reply.id]?.();
      };
      await isReady;
      const out = [];
      for (const [i, record] of records.entries()) {
        const finished = new Promise((r) => { done[i + 1] = r; });
        worker.postMessage(JSON.stringify({ type: 'review', id: i + 1, record: JSON.stringify(record) }));
        await finished;
        out.push(replies.filter((r) => r.id === i + 1 && r.type === 'reviewed').map((r) => r.verdict).at(-1));
      }
      worker.terminate();
      return out;
    }, [36, 74].map((seed) => ({ game: 'cubes', players: 2, options: {}, seed, moves })));
    assert.equal(verdicts.length, 2);
    assert.equal(verdicts[0]?.ply, 30, JSON.stringify(verdicts));
    assert.equal(verdicts[0].mover, 0);
    assert.deepEqual(verdicts[1], verdicts[0]);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('the review passes the accessibility audit, while running and when done', async () => {
    const row = RECORDS.find((r) => r.game === 'mojave');
    const { context, page } = await newPage(browser);
    await open(page, row);
    await page.click('#review-start');
    await page.locator('#review-moves li').nth(1).waitFor({ timeout: REVIEW_MS });
    const running = await audit(page);
    await page.click('#review-stop');
    await page.waitForSelector('#review-stopped');
    await page.click('#review-moves li[data-ply="1"] button');
    await page.locator('#review-detail').waitFor();
    assert.deepEqual([...running, ...await audit(page)], []);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('Stop ends a review after the moves done', async () => {
    const row = RECORDS.find((r) => r.game === 'mojave');
    const { context, page } = await newPage(browser);
    await open(page, row);
    await page.click('#review-start');
    await page.locator('#review-moves li').nth(2).waitFor({ timeout: REVIEW_MS });
    await page.click('#review-stop');
    await page.waitForSelector('#review-stopped');
    const done = await page.locator('#review-moves li').count();
    assert.ok(done >= 3 && done < row.record.moves.length, `${done} moves reviewed`);
    await page.waitForTimeout(500);
    assert.equal(await page.locator('#review-moves li').count(), done, 'nothing more after Stop');
    assert.equal(await page.locator('#review-start').count(), 1, 'it can be started again');
    await context.close();
  });

  it('the embed shows the review with review=1', async () => {
    const row = RECORDS.find((r) => r.game === 'cubes');
    const { context, page } = await newPage(browser, { viewport: { width: 900, height: 700 } });
    await page.goto(`${url}/embed/${row.game}?record=${linkCode(row.record)}&review=1`);
    await page.waitForSelector('#review-done', { timeout: REVIEW_MS });
    assert.equal(await markOf(page, row.blunder), 'blunder');
    assert.ok(await page.locator('.replay-steps').count() > 0, 'a read-only replay');
    await page.screenshot({ path: shot('review-embed'), fullPage: true });
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
