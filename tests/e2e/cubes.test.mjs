// Cubes end to end: a scripted two-player game (seed 7) from the last white stones of the
// setup through the pass-the-device screen, placing stones, the third action point and a
// shift card, then an exchange, the hidden hand while viewing history, and the keyboard.
// The dealt hands and the scripted moves are pinned down natively by
// `games::cubes::tests::the_e2e_game_goes_as_scripted` in the app crate.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, linkCode, moveTexts, newPage, startServer } from './harness.mjs';

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

// A ring of six whites around d4, four around g4 (g5 and h5 are clicked in the test), the
// other twenty on ranks 9 and 10.
const WHITES = ['c3', 'd3', 'e3', 'c5', 'd5', 'e5', 'g3', 'h3',
  ...'abcdefghij'.split('').map((f) => `${f}9`), ...'abcdefghij'.split('').map((f) => `${f}10`)]
  .map((sq) => `w:${sq}`);
const RECORD = linkCode({ game: 'cubes', players: 2, seed: 7, moves: WHITES });
const shot = (name) => new URL(`../../target/cubes-${name}.png`, import.meta.url).pathname;

const points = async (page) => {
  const el = page.locator('#cubes-points');
  return { left: await el.getAttribute('data-left'), third: await el.getAttribute('data-third') };
};
const state = (page, sq) => page.locator(`[data-sq="${sq}"]`).getAttribute('data-state');
const cards = (page) => page.locator('.cubes-card').evaluateAll((els) => els.map((e) => e.dataset.card));

async function openGame(page) {
  await page.goto(`${url}/cubes?record=${RECORD}`);
  await page.waitForSelector('#board [data-sq="a1"]');
}

async function finishSetup(page) {
  await page.click('[data-sq="g5"]');
  await page.click('[data-sq="h5"]');
}

/// Seat 0's scripted first turn: 6 on d4, 4 on g4 (third point), shift d5 away.
async function firstTurn(page) {
  await page.click('#cubes-confirm');
  await page.click('[data-stone="6"]');
  await page.click('[data-sq="d4"]');
  await page.click('[data-stone="4"]');
  await page.click('[data-sq="g4"]');
  await page.click('[data-card="1A"]');
  await page.click('[data-sq="d5"]');
}

describe('cubes', () => {
  it('plays the setup, places stones, takes and uses the third point with a shift card', async () => {
    const { context, page } = await newPage(browser);
    await openGame(page);
    assert.match(await page.locator('#cubes-status').textContent(), /Setup: Player 1 places a white stone \(2 still/);
    assert.equal(await page.locator('#cubes-confirm').count(), 0, 'no device screen in the setup');
    await page.screenshot({ path: shot('setup-desktop') });

    await finishSetup(page);
    assert.deepEqual((await moveTexts(page)).slice(-2), ['w:g5', 'w:h5']);
    assert.equal(await state(page, 'h5'), 'white');

    // The hand stays covered until Player 1 confirms.
    assert.match(await page.locator('.cubes-cover').textContent(), /Pass the device to Player 1/);
    assert.equal(await page.locator('.cubes-card').count(), 0);
    assert.deepEqual(await points(page), { left: '2', third: 'false' });
    assert.equal(await page.locator('#cubes-piles').getAttribute('data-draw'), '38');
    await page.click('#cubes-confirm');
    assert.deepEqual(await cards(page), ['1A', '1T', '1L', '1L', '2A']);
    assert.equal(await page.locator('.cubes-cover').count(), 0);

    // Choose stone 6: d4 is marked; place it there.
    await page.click('[data-stone="6"]');
    assert.equal(await page.getAttribute('[data-stone="6"]', 'aria-pressed'), 'true');
    assert.ok((await page.getAttribute('[data-sq="d4"]', 'class')).includes('is-target'));
    assert.ok(!(await page.getAttribute('[data-sq="f6"]', 'class')).includes('is-target'));
    await page.screenshot({ path: shot('placing-desktop') });
    await page.click('[data-sq="d4"]');
    assert.equal((await moveTexts(page)).at(-1), 'p6:d4');
    assert.equal(await state(page, 'd4'), 'active');
    assert.equal(await page.locator('[data-sq="d4"] .stone.active').count(), 1);
    assert.deepEqual(await points(page), { left: '1', third: 'false' });
    assert.equal(await page.locator('.band.to-move .ap.beside').count(), 1, 'the third disc lies beside');

    // Stone 4 on g4 makes 6 + 4 = 10: the third point is taken, one point is left.
    await page.click('[data-stone="4"]');
    await page.click('[data-sq="g4"]');
    assert.equal((await moveTexts(page)).at(-1), 'p4:g4');
    assert.deepEqual(await points(page), { left: '1', third: 'true' });
    assert.match(await page.locator('#cubes-status').textContent(), /third point taken/);
    assert.equal(await page.locator('.band.to-move .ap.left').count(), 1);
    assert.equal(await page.locator('.band.to-move .ap.spent').count(), 2);
    assert.equal(await page.locator('.band.to-move .ap.beside').count(), 0);
    assert.equal(await page.locator('[data-stone]').count(), 3, 'stones 2, 3 and 5 remain');

    // The third point plays a shift card: d5 one square away from the South seat.
    await page.click('[data-card="1A"]');
    assert.ok((await page.getAttribute('[data-sq="d5"]', 'class')).includes('is-movable'));
    assert.ok((await page.getAttribute('[data-sq="d6"]', 'class')).includes('is-landing'));
    assert.ok((await page.locator('.shift-arrow').count()) > 0);
    await page.screenshot({ path: shot('shift-desktop') });
    await page.click('[data-sq="d5"]');
    assert.equal((await moveTexts(page)).at(-1), 's1A:d5');
    assert.equal(await state(page, 'd6'), 'white');
    assert.equal(await state(page, 'd5'), null);
    // d4 now sees five whites: its stone 6 turned inactive, with its own mark.
    assert.equal(await state(page, 'd4'), 'inactive');
    assert.equal(await page.locator('[data-sq="d4"] .stone.inactive .off-badge').count(), 1);
    assert.equal(await state(page, 'g4'), 'active');

    // The turn passed: Player 2's hand is covered, their points are fresh.
    assert.match(await page.locator('.cubes-cover').textContent(), /Pass the device to Player 2/);
    assert.equal(await page.locator('.cubes-card').count(), 0);
    assert.deepEqual(await points(page), { left: '2', third: 'false' });
    assert.equal(await page.locator('#cubes-piles').getAttribute('data-draw'), '37');
    assert.equal(await page.locator('#cubes-piles').getAttribute('data-discard'), '1');
    assert.equal(await page.locator('.band.to-move').getAttribute('data-seat'), '1');
    await page.screenshot({ path: shot('cover-desktop') });
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('exchanges cards, ends the turn, and hides the hand while history is shown', async () => {
    const { context, page } = await newPage(browser);
    await openGame(page);
    await finishSetup(page);
    await firstTurn(page);
    await page.click('#cubes-confirm');
    assert.deepEqual(await cards(page), ['1L', '1R', '2L', 'pl', 'pl']);
    // A pass card alone offers "Play card"; with a second card chosen it is an exchange.
    await page.locator('[data-card="pl"]').nth(0).click();
    assert.equal(await page.locator('#cubes-play-card').count(), 1);
    await page.locator('[data-card="pl"]').nth(1).click();
    assert.equal(await page.locator('#cubes-play-card').count(), 0);
    assert.equal(await page.getAttribute('#cubes-exchange', 'data-move'), 'x:pl,pl');
    await page.click('#cubes-exchange');
    assert.equal((await moveTexts(page)).at(-1), 'x:pl,pl');
    assert.deepEqual(await points(page), { left: '1', third: 'false' });
    assert.equal(await page.locator('.cubes-card').count(), 5, 'the hand is refilled and still shown');
    assert.equal(await page.locator('#cubes-piles').getAttribute('data-discard'), '3');

    // Looking back at an earlier position hides the hand; back at the live game the
    // player confirms again.
    await page.locator('.move-list button.move').nth(30).click();
    assert.equal(await page.locator('.cubes-card').count(), 0);
    assert.equal(await page.locator('#cubes-confirm').count(), 0);
    await page.click('#back-to-live');
    assert.equal(await page.locator('.cubes-card').count(), 0);
    await page.click('#cubes-confirm');
    assert.equal(await page.locator('.cubes-card').count(), 5);

    await page.click('#cubes-end');
    assert.equal((await moveTexts(page)).at(-1), 'end');
    assert.match(await page.locator('.cubes-cover').textContent(), /Pass the device to Player 1/);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('places a white stone and a numbered stone from the keyboard', async () => {
    const { context, page } = await newPage(browser);
    await openGame(page);
    await page.focus('#board');
    // The cursor starts on e5; two steps right is g5.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.locator('.cursor').count(), 1);
    await page.keyboard.press('Enter');
    assert.equal((await moveTexts(page)).at(-1), 'w:g5');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    assert.equal((await moveTexts(page)).at(-1), 'w:h5');
    await page.focus('#cubes-confirm');
    await page.keyboard.press('Enter');
    // Focus moves to the hand; Tab reaches the first stone.
    assert.equal(await page.evaluate(() => document.activeElement.className), 'cubes-hand-area');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.stone), '2');
    await page.focus('[data-stone="4"]');
    await page.keyboard.press('Space');
    assert.equal(await page.getAttribute('[data-stone="4"]', 'aria-pressed'), 'true');
    await page.focus('#board');
    // From h5 down one is h4, left one is g4.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    assert.equal((await moveTexts(page)).at(-1), 'p4:g4');
    assert.equal(await state(page, 'g4'), 'active');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await openGame(page);
    await page.screenshot({ path: shot('setup-phone') });
    await finishSetup(page);
    await page.screenshot({ path: shot('cover-phone'), fullPage: true });
    await page.click('#cubes-confirm');
    await page.click('[data-card="1A"]');
    await page.screenshot({ path: shot('hand-phone'), fullPage: true });
    const board = await page.locator('#board').boundingBox();
    assert.ok(board.width <= 360, `board ${board.width} px wide`);
    const card = await page.locator('[data-card="1A"]').boundingBox();
    assert.ok(card.width >= 40 && card.height >= 40, 'cards are big enough to tap');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page scrolls sideways by ${overflow} px`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
