// Cubus end to end: a scripted game (seed 1, two players, checked natively by
// `the_e2e_script_has_a_flip_and_a_rebuild` in crates/rules/tests/cubus.rs) opened by link; then a 0-card flip and a rebuild
// (cards taken back) edited by clicking the 4 × 4 column editor, checked before confirming;
// draw, no build and the knock window played with the board's buttons; the phone layout.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, linkCode, moveTexts, newPage, startServer } from './harness.mjs';

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

const SCRIPT = 'd d d n p d n p d n p d n p d n p d n p d n p d n p d n p d n p d n p d n p d b2110100000000000o0 d b2200110000000000o0 d n p d b3300200000000000o0'.split(' ');
const PREFIX = SCRIPT.slice(0, 41);
const shot = (name) => new URL(`../../target/cubus-${name}.png`, import.meta.url).pathname;

async function clickCol(page, col, button, times = 1) {
  await page.click(`.cb-grid [data-col="${col}"]`);
  for (let i = 0; i < times; i++) await page.click(button);
}

async function played(page, n) {
  await page.waitForFunction((n) => document.querySelectorAll('.move-list button.move').length === n, n, { timeout: 5000 });
}

async function verdict(page) {
  const v = page.locator('#cb-verdict');
  return { legal: await v.getAttribute('data-legal'), points: await v.getAttribute('data-points'),
    added: await v.getAttribute('data-added'), taken: await v.getAttribute('data-taken') };
}

describe('cubus', () => {
  it('flips five crates to six with no card, then rebuilds taking a card back', async () => {
    const { page } = await newPage(browser);
    const code = linkCode({ game: 'cubus', players: 2, seed: 1, moves: PREFIX });
    await page.goto(`${url}/cubus?record=${code}`);
    await page.waitForSelector('.cb-grid');
    // Issue 47, item 10: "Confirm build" was below the fold at 1280 × 800.
    await page.setViewportSize({ width: 1280, height: 800 });
    const confirm = await page.locator('#cb-confirm').boundingBox();
    assert.ok(confirm.y + confirm.height <= 800, `Confirm build at y ${confirm.y}`);
    assert.equal(await page.locator('#cb-crates').getAttribute('data-crates'), '5');
    // The table's 11 cards: 3 L, 4 R, 3 T and an open crate.
    assert.equal(await page.locator('svg.cb-svg .cb-card').count(), 11);

    // The flip: column 2 down, columns 1 and 5 up one crate each.
    await clickCol(page, 2, '#cb-remove');
    await clickCol(page, 1, '#cb-add');
    assert.equal((await verdict(page)).legal, 'false');
    await clickCol(page, 5, '#cb-add');
    assert.deepEqual(await verdict(page), { legal: 'true', points: '3', added: '0', taken: '0' });
    assert.match(await page.locator('#cb-verdict').textContent(), /From the hand: nothing/);
    assert.match(await page.locator('#cb-verdict').textContent(), /3 × 1 − 0 \+ 0 = 3/);
    await page.screenshot({ path: shot('flip-desktop') });
    await page.click('#cb-confirm');
    await played(page, 42);
    assert.equal((await moveTexts(page)).at(-1), SCRIPT[41]);
    assert.equal(await page.locator('.cb-seat[data-seat="0"] .cb-score').getAttribute('data-score'), '3');
    assert.equal(await page.locator('#cb-crates').getAttribute('data-crates'), '6');

    // Seat 1 draws and declares no build; seat 0 does not knock, then draws.
    await page.click('#cb-draw');
    await played(page, 43);
    await page.click('#cb-no-build');
    await played(page, 44);
    await page.waitForSelector('#cb-knock');
    await page.click('#cb-pass-knock');
    await played(page, 45);
    await page.click('#cb-draw');
    await played(page, 46);

    // The rebuild: the back pair of columns up to three, a column of two in front of them.
    await clickCol(page, 0, '#cb-add');
    await clickCol(page, 1, '#cb-add');
    await clickCol(page, 4, '#cb-add');
    await clickCol(page, 5, '#cb-remove');
    assert.deepEqual(await verdict(page), { legal: 'true', points: '3', added: '4', taken: '1' });
    assert.match(await page.locator('#cb-verdict').textContent(), /Back to the hand: 1 lid/);
    assert.equal(await page.locator('#cb-confirm').getAttribute('data-move'), SCRIPT[46]);
    await page.click('#cb-confirm');
    await played(page, 47);
    assert.deepEqual(await moveTexts(page), SCRIPT);
    assert.equal(await page.locator('.cb-seat[data-seat="0"] .cb-score').getAttribute('data-score'), '6');
    assert.equal(await page.locator('.cb-seat[data-seat="1"] .cb-score').getAttribute('data-score'), '4');
    assert.equal(await page.locator('svg.cb-svg .cb-o').count(), 1);
    await page.screenshot({ path: shot('rebuild-desktop') });
    assert.deepEqual(page.errors, []);
  });

  it('edits from the keyboard, resets, and fits a phone', async () => {
    const { page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    const code = linkCode({ game: 'cubus', players: 2, seed: 1, moves: PREFIX });
    await page.goto(`${url}/cubus?record=${code}`);
    await page.waitForSelector('.cb-grid');
    await page.focus('.cb-grid [data-col="0"]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('+');
    assert.equal(await page.locator('.cb-grid [data-col="1"]').getAttribute('data-h'), '2');
    assert.equal((await verdict(page)).legal !== null, true);
    await page.click('#cb-reset');
    assert.equal(await page.locator('.cb-grid [data-col="1"]').getAttribute('data-h'), '1');
    await page.click('#cb-best');
    assert.equal((await verdict(page)).legal, 'true');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `no sideways scrolling (${width})`);
    await page.screenshot({ path: shot('phone'), fullPage: true });
    await page.goto(`${url}/cubus/rules`).catch(() => {});
    assert.deepEqual(page.errors, []);
  });
});
