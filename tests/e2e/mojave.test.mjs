// Mojave end to end: a scripted opening played by clicking dice and marked squares (with a
// path chooser and a capture), a Zugzwang answered from the keyboard, and the phone layout.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { allPeople, launch, linkCode, moveTexts, newPage, startServer } from './harness.mjs';

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

/// Waits until the element's text matches (the board redraws just after a key or click),
/// then asserts it, so a failure shows the text.
async function see(page, selector, re) {
  await page.locator(selector).filter({ hasText: re }).waitFor({ timeout: 3000 }).catch(() => {});
  assert.match(await page.locator(selector).textContent(), re);
}

/// Waits until `selector` matches `n` elements, then asserts it.
async function count(page, selector, n, message) {
  await page.waitForFunction(([s, n]) => document.querySelectorAll(s).length === n, [selector, n], { timeout: 3000 }).catch(() => {});
  assert.equal(await page.locator(selector).count(), n, message);
}

const shot = (name) => new URL(`../../target/${name}.png`, import.meta.url).pathname;

/// Plays `move` (e.g. `i5:n1e4`) by clicking its die, then the square it ends on, then,
/// when several paths lead there, the path in the chooser.
async function playByClicks(page, move, end) {
  const before = (await moveTexts(page)).length;
  const from = move.split(':')[0];
  await page.click(`#board [data-square="${from}"]`);
  await page.hover(`#board [data-target="${end}"]`);
  await page.waitForSelector('#board .mj-path', { state: 'attached', timeout: 3000 });
  await page.click(`#board [data-target="${end}"]`);
  const played = () => page.waitForFunction(
    (n) => document.querySelectorAll('.move-list button.move').length > n, before, { timeout: 3000 });
  await Promise.race([played(), page.waitForSelector('.mj-chooser', { timeout: 3000 })]);
  if (await page.locator('.mj-chooser').count()) {
    await page.click(`.mj-chooser [data-move="${move}"]`);
    await played();
  }
  const moves = await moveTexts(page);
  assert.equal(moves.at(-1), move);
}

describe('mojave', () => {
  it('plays an opening with a capture by clicking dice and marked squares', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/mojave`);
    await allPeople(page);
    await page.click('#start-game');
    await page.waitForSelector('#board .mj-die-at');
    assert.equal(await page.locator('#board .mj-die-at').count(), 30);
    assert.equal(await page.locator('.seat-detail').first().textContent(), '15 dice');

    // A selected die marks each square it can reach with the top it would show there.
    await page.click('#board [data-square="i4"]');
    const marks = await page.locator('#board .mj-target').evaluateAll((els) =>
      els.map((e) => `${e.dataset.target}=${e.textContent}`).sort());
    assert.deepEqual(marks, ['h4=4', 'i3=2', 'i5=5', 'j4=3']);
    await page.keyboard.press('Escape');
    await count(page, '#board .mj-target', 0, 'Escape cancels');

    const script = [
      ['i4:n1', 'i5'], ['e17:w1', 'd17'], ['i5:n1e4', 'm6'],
      ['k17:s1', 'k16'], ['m6:n4w2', 'k10'], ['k16:s5', 'k11'],
    ];
    for (const [move, end] of script) await playByClicks(page, move, end);
    assert.deepEqual(await moveTexts(page), script.map(([m]) => m));

    // Black's k11 (6) beat Red's k10 (1): the fight and the fallen die are announced.
    await see(page, '#mj-news', /Fight: Player 2 6 \(k11\) against Player 1 1 \(k10\)\./);
    await see(page, '#mj-news', /Player 1 loses the die on k10\./);
    assert.equal(await page.locator('#mj-news').getAttribute('aria-live'), 'polite');
    // Issue 47, item 9: said once. The news above the board says the move, so the move
    // list's live line stays silent (it said it too).
    assert.equal(await page.locator('.moves [aria-live]').textContent(), '');
    assert.equal(await page.locator('#board [data-square="k10"]').count(), 0);
    assert.equal(await page.locator('#board [data-fallen="k10"]').count(), 1);
    assert.equal(await page.locator('.mj-count[data-seat="0"] .n').textContent(), '14');
    assert.deepEqual(await page.locator('.seat-detail').allTextContents(), ['14 dice', '15 dice']);
    await page.screenshot({ path: shot('mojave-desktop') });
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('announces a Zugzwang and takes the answer from the keyboard', async () => {
    const { context, page } = await newPage(browser, { reducedMotion: 'reduce' });
    const moves = ['o4:n1', 'l18:w1', 'o5:n5', 'k18:e1s4', 'o10:n6'];
    await page.goto(`${url}/mojave?record=${linkCode({ game: 'mojave', players: 2, seed: 9, moves })}`);
    await page.waitForSelector('#mj-zugzwang');
    assert.match(await page.locator('#mj-news').textContent(), /A tie: Player 2 is in Zugzwang\./);
    assert.match(await page.locator('#mj-zugzwang').textContent(),
      /Player 2 is in Zugzwang and must move the attacked die on o17 away from it\./);
    assert.equal(await page.locator('#board .mj-zz-attacker').count(), 1);
    assert.equal(await page.locator('#board .mj-zz-attacked').count(), 1);

    // The cursor starts on h4; walk it to o17, pick the die, look, cancel, pick again.
    await page.focus('#board');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 13; i++) await page.keyboard.press('ArrowUp');
    await see(page, '#mj-info', /^o17: die of Player 2 — top 1/);
    await page.keyboard.press('Enter');
    // Only squares away from the attacker on o16 answer the Zugzwang.
    await count(page, '#board .mj-target', 2);
    const marks = await page.locator('#board .mj-target').evaluateAll((els) => els.map((e) => e.dataset.target).sort());
    assert.deepEqual(marks, ['n17', 'o18']);
    await page.keyboard.press('Escape');
    await count(page, '#board .mj-target', 0, 'Escape cancels');
    await page.keyboard.press('Enter');
    await count(page, '#board .mj-target', 2);
    await page.keyboard.press('ArrowUp');
    await see(page, '#mj-info', /^o18: reachable — n1 → top 2/);
    await count(page, '#board .mj-path', 1, 'the cursor on a mark shows its path');
    await page.keyboard.press('Enter');
    await see(page, '#mj-news', /Player 2 answers the Zugzwang by moving the attacked die away\./);
    assert.deepEqual(await moveTexts(page), [...moves, 'o17:n1']);
    await count(page, '#mj-zugzwang', 0);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('chooses between paths from the keyboard', async () => {
    const { context, page } = await newPage(browser, { reducedMotion: 'reduce' });
    const moves = ['i4:n1', 'e17:w1'];
    await page.goto(`${url}/mojave?record=${linkCode({ game: 'mojave', players: 2, seed: 9, moves })}`);
    await page.waitForSelector('#board .mj-die-at');
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter'); // the die on i5, showing 5
    // l7, 3 + 2 away: its two orders leave the die differently, so they are two moves
    // (a 4 + 1 L such as m6 is one move, whichever order).
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.mj-chooser');
    const ways = await page.locator('.mj-chooser [data-move]').evaluateAll((els) => els.map((e) => e.dataset.move).sort());
    assert.deepEqual(ways, ['i5:e3n2', 'i5:n2e3']);
    const first = await page.evaluate(() => document.activeElement?.dataset?.move);
    assert.ok(ways.includes(first), 'the chooser takes the focus');
    // Escape closes it and gives the focus back to the board; Enter opens it again.
    await page.keyboard.press('Escape');
    await count(page, '.mj-chooser', 0);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'board');
    await count(page, '#board .mj-cursor', 1, 'the cursor shows again');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.mj-chooser');
    // The board with its marks and the chooser passes axe's checks.
    await page.addScriptTag({ content: await readFile(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8') });
    const violations = await page.evaluate(async () =>
      (await axe.run(document.querySelector('.mojave-board'))).violations.map((v) => `${v.id}: ${v.nodes[0].html}`));
    assert.deepEqual(violations, []);
    await page.keyboard.press('Tab');
    const second = await page.evaluate(() => document.activeElement.dataset.move);
    assert.ok(ways.includes(second) && second !== first);
    await count(page, '#board .mj-path', 1, 'the focused path is drawn');
    await page.keyboard.press('Enter');
    await count(page, '.move-list button.move', 3);
    assert.deepEqual(await moveTexts(page), [...moves, second]);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('fits a phone, zooms, turns round and plays by tapping', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await page.goto(`${url}/mojave?record=${linkCode({ game: 'mojave', players: 2, seed: 4, moves: ['i4:n1', 'e17:w1'] })}`);
    await page.waitForSelector('#board .mj-die-at');
    const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
    assert.ok(width <= 360, `no sideways scrolling of the page (${width})`);
    const box = await page.locator('#board').boundingBox();
    assert.ok(box.width <= 340 && box.height < 480, `board ${box.width}×${box.height}`);
    // Issue 47, item 10: the coordinates were 7 px high on a phone; now at least 9 px.
    const coord = await page.locator('#board .mj-coord').first().boundingBox();
    assert.ok(coord.height >= 9, `a coordinate ${coord.height} px high`);
    await page.screenshot({ path: shot('mojave-phone') });

    await page.tap('#mj-zoom');
    const scroll = await page.locator('.mj-scroll').evaluate((e) => [e.scrollWidth, e.clientWidth]);
    assert.ok(scroll[0] > scroll[1] * 1.8, `zoomed board scrolls sideways (${scroll})`);
    const die = await page.locator('#board [data-square="i5"]').boundingBox();
    assert.ok(die.width >= 34, `zoomed squares are large enough to tap (${die.width})`);
    await page.tap('#mj-zoom');

    // Turned round, the taps still land on the right squares.
    await page.tap('#mj-flip');
    await page.tap('#board [data-square="i5"]');
    await page.locator('#board [data-target="i10"]').scrollIntoViewIfNeeded();
    await page.tap('#board [data-target="i10"]');
    assert.deepEqual(await moveTexts(page), ['i4:n1', 'e17:w1', 'i5:n5']);
    await page.screenshot({ path: shot('mojave-phone-turned') });
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
