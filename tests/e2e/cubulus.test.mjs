// Cubulus end to end: a scripted three-player game to a win, by clicking push points,
// two-player setup by clicking cells, and the rotatable cube.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { allPeople, launch, linkCode, moveTexts, newPage, startServer } from './harness.mjs';

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

describe('cubulus', () => {
  it('plays a scripted three-player game to a win by clicking push points', async () => {
    const { context, page } = await newPage(browser);
    // Seats move in turn, so moves 1, 4, 7 and 10 are the starter's: a 2×2 block on face z=0.
    const script = ['z00+', 'z22-', 'x11-', 'z10+', 'z20-', 'x10-', 'z01+', 'z02-', 'y01-', 'z11+'];
    await page.goto(`${url}/cubulus?record=${linkCode({ game: 'cubulus', players: 3, seed: 77 })}`);
    await page.waitForSelector('#board');
    await page.click('#view-layers');
    for (const m of script) {
      await page.hover(`[data-push="${m}"]`);
      await page.click(`[data-push="${m}"]`);
    }
    assert.deepEqual(await moveTexts(page), script);
    assert.match(await page.locator('#status').textContent(), /wins!/);
    // The layers view marks the square's four cells in their layer (a line through the
    // middle layer before).
    assert.equal(await page.locator('[data-layer="1"] .lcell.win').count(), 4);
    await page.click('#view-cube');
    assert.equal(await page.locator('.win-square').count(), 1);
    assert.equal(await page.locator('.seat.winner').count(), 1);
    // The finished game is listed on the home page for replay.
    await page.goto(url);
    await page.waitForSelector('.recent a');
    await page.click('.recent a');
    await page.waitForSelector('.replay-steps');
    await page.click('.replay-steps button:first-child');
    assert.equal(await page.locator('#board .ball').count(), 0);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('two players: the non-starter places neutral balls by clicking cells', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/cubulus`);
    await allPeople(page);
    await page.click('#start-game');
    await page.click('#view-layers');
    const cell = page.locator('#board button.empty-cell').first();
    await cell.click();
    const moves = await moveTexts(page);
    assert.equal(moves.length, 1);
    assert.match(moves[0], /^n\d{3}$/);
    assert.match(await page.locator('.table-detail').textContent(), /8/);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('the cube turns by drag and keys, resets, and takes a move from the keyboard', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/cubulus?record=${linkCode({ game: 'cubulus', players: 3, seed: 3 })}`);
    await page.waitForSelector('#board .push');
    const where = async () => page.locator('[data-push="x11+"]').getAttribute('transform');
    const start = await where();
    const box = await page.locator('#board').boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 30, { steps: 6 });
    await page.mouse.up();
    assert.notEqual(await where(), start, 'dragging turned the cube');
    assert.equal((await moveTexts(page)).length, 0, 'a drag is not a click');
    await page.click('#reset-view');
    assert.equal(await where(), start);
    await page.focus('#board');
    await page.keyboard.press('ArrowLeft');
    assert.notEqual(await where(), start, 'arrow keys turn the cube');
    await page.focus('[data-push="x11+"]');
    await page.keyboard.press('Enter');
    assert.deepEqual(await moveTexts(page), ['x11+']);
    await page.screenshot({ path: new URL('../../target/cubulus-cube.png', import.meta.url).pathname });
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
