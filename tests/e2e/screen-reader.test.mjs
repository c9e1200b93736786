// Issue 47, item 9: every game by keyboard alone, reading only the accessibility tree and
// what the live regions say. For each game: the position's pieces are found in the tree
// (each with its place), a move is made with keys only, it is heard once (one live region
// says it, not two), and the focus stays where the next action is.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, linkCode, moveTexts, newPage, ready, startServer } from './harness.mjs';

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

const LIVE = '[aria-live], [role="status"], [role="log"], [role="alert"]';

/// Starts listening to the live regions: what each says now is remembered.
async function listen(page) {
  await page.evaluate((live) => {
    const said = new Map();
    for (const r of document.querySelectorAll(live)) said.set(r, r.textContent.trim());
    window.__said = said;
    window.__changed = new Set();
    window.__observer?.disconnect();
    window.__observer = new MutationObserver((ms) => {
      for (const m of ms) {
        const el = m.target.nodeType === 1 ? m.target : m.target.parentElement;
        const region = el?.closest(live);
        if (region) window.__changed.add(region);
        for (const n of m.addedNodes) {
          if (n.nodeType === 1) for (const r of [n, ...n.querySelectorAll(live)]) if (r.matches(live)) window.__changed.add(r);
        }
      }
    });
    window.__observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, LIVE);
}

/// What the live regions said since `listen`: each region whose words changed, with its words.
async function heard(page) {
  await page.waitForTimeout(700);
  return page.evaluate(() => [...window.__changed]
    .filter((r) => r.isConnected && r.textContent.trim() !== '' && window.__said.get(r) !== r.textContent.trim())
    .map((r) => r.textContent.trim()));
}

/// Presses Tab until the focus is on an element whose accessible text matches `name`.
async function tabTo(page, name, limit = 300) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate(() => {
      const e = document.activeElement;
      return e ? `${e.getAttribute('aria-label') ?? ''} ${e.textContent.trim().slice(0, 80)}` : '';
    });
    if (name.test(at)) return;
  }
  throw new Error(`no stop named ${name}`);
}

/// The accessibility tree's list items under "Position as text", opened from the keyboard.
async function positionText(page) {
  await page.evaluate(() => document.activeElement?.blur());
  await tabTo(page, /^\s*Position as text/);
  if (!await page.locator('details.position-text').evaluate((d) => d.open)) await page.keyboard.press('Enter');
  const tree = await page.locator('details.position-text').ariaSnapshot();
  return tree.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('- listitem:')).map((l) => l.replace(/^- listitem:\s*/, '').replace(/^"|"$/g, ''));
}

/// Where the focus is: inside the board area, or the element's words.
const focusAt = (page) => page.evaluate(() => {
  const e = document.activeElement;
  if (!e || e === document.body) return 'body';
  return e.closest('.board-area') ? 'board' : `${e.tagName} ${e.textContent.trim().slice(0, 40)}`;
});

async function open(page, game, players, seed, moves = []) {
  await page.goto(`${url}/${game}?record=${linkCode({ game, players, seed, moves })}`);
  await page.waitForSelector('.board-area');
  await ready(page);
}

/// The names of the tree's nodes of `role` under `locator`, in the tree's order.
async function named(locator, role) {
  const tree = await locator.ariaSnapshot();
  const re = new RegExp(`^\\s*- '?${role} "([^"]*)"`);
  return tree.split('\n').map((l) => l.match(re)?.[1]).filter(Boolean);
}

/// The move's words must be heard from exactly one live region.
function heardOnce(said, words, what) {
  const saying = said.filter((t) => words.test(t));
  assert.equal(saying.length, 1, `${what}: heard ${JSON.stringify(said)}`);
}

const SQUARE = /^([a-o])(\d+)$/;

describe('a game by keyboard and screen reader alone', () => {
  it('Cubulus: the board names every cell with its ball in reading order, whichever way the cube is turned; a placement is heard once', async () => {
    const { context, page } = await newPage(browser);
    await open(page, 'cubulus', 2, 3);
    await page.click('#view-cube');
    const board = page.locator('#board');
    const cells = async () => [...await named(board, 'button'), ...await named(board, 'img')]
      .filter((n) => /layer \d, row \d, column \d/.test(n));
    const order = await cells();
    assert.equal(order.length, 27, order.join('\n'));
    assert.match(order[0], /layer 3, row 1, column 1$/);
    assert.match(order[26], /layer 1, row 3, column 3$/);
    // Turned by the arrow keys, the cube keeps its reading (and Tab) order.
    await page.focus('#board');
    for (const k of ['ArrowLeft', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(k);
    assert.deepEqual(await cells(), order);

    await listen(page);
    await tabTo(page, /Place a neutral ball on layer 2, row 2, column 2/);
    await page.keyboard.press('Enter');
    assert.deepEqual(await moveTexts(page), ['n111']);
    heardOnce(await heard(page), /layer 2, row 2, column 2/, 'the placement');
    assert.equal(await focusAt(page), 'board');
    // The placed ball is in the board's tree, at its place.
    assert.ok((await named(board, 'img')).includes('layer 2, row 2, column 2: Neutral'));
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('Mojave: every die with its square, a wrong square answered, a tip heard once', async () => {
    const { context, page } = await newPage(browser);
    await open(page, 'mojave', 2, 4);
    const dice = (await positionText(page)).filter((t) => /^[a-o]\d+: die of Player [12] — top \d/.test(t));
    assert.equal(dice.length, 30, dice.join('\n'));
    // The board is one stop; the cursor starts on h4, which is empty.
    await page.focus('#board');
    await listen(page);
    await page.keyboard.press('Enter');
    assert.ok((await heard(page)).some((t) => /^h4: none of your dice is here/.test(t)), 'Enter on an empty square is answered');
    // Down to h3, Player 1's die: picked, and its squares are said by name.
    await page.keyboard.press('ArrowDown');
    await listen(page);
    await page.keyboard.press('Enter');
    const picked = (await heard(page)).find((t) => /squares? to go to: /.test(t));
    assert.ok(picked, 'the squares it can go to are heard');
    const to = picked.match(/to go to: ([a-o]\d+)/)[1];
    // The cursor goes there by arrow keys (north is up), and Enter tips the die.
    const [, col, row] = to.match(SQUARE);
    const dx = col.charCodeAt(0) - 'h'.charCodeAt(0);
    const dy = Number(row) - 3;
    for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowUp' : 'ArrowDown');
    await listen(page);
    await page.keyboard.press('Enter');
    assert.equal((await moveTexts(page)).length, 1);
    heardOnce(await heard(page), new RegExp(`\\b${to}\\b`), 'the tip');
    assert.equal(await focusAt(page), 'board');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('Cubes: every stone with its square, a white stone placed by keys and heard once', async () => {
    const { context, page } = await newPage(browser);
    await open(page, 'cubes', 2, 7, ['w:c3', 'w:d3']);
    assert.deepEqual(await positionText(page), ['c3: white stone', 'd3: white stone']);
    await page.focus('#board');
    await listen(page);
    // The cursor starts on e5; Enter places a white stone there.
    await page.keyboard.press('Enter');
    assert.equal((await moveTexts(page)).at(-1), 'w:e5');
    heardOnce(await heard(page), /\be5\b/, 'the white stone');
    assert.equal(await focusAt(page), 'board');
    assert.deepEqual(await positionText(page), ['c3: white stone', 'd3: white stone', 'e5: white stone']);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('Cube Attack: every planet named and every seat\'s cubes found, a choice and a move heard once', async () => {
    const { context, page } = await newPage(browser);
    await open(page, 'cube-attack', 2, 3);
    const planets = await named(page.locator('#board'), 'button');
    assert.ok(planets.length >= 24, planets.join('\n'));
    const cubes = (await positionText(page)).filter((t) => /cubes? \(/.test(t));
    assert.equal(cubes.length, 2, cubes.join('\n'));
    await listen(page);
    await tabTo(page, /^Player 1: 4 cubes on S30/);
    await page.keyboard.press('Enter');
    assert.ok((await heard(page)).some((t) => /^Selected: 4 cubes — S30/.test(t)), 'the choice is heard');
    await tabTo(page, /^Move to /);
    const where = await page.evaluate(() => document.activeElement.textContent.replace(/^Move to /, '').trim());
    await listen(page);
    await page.keyboard.press('Enter');
    assert.equal((await moveTexts(page)).length, 1);
    const planet = where.split(' ').at(-1);
    heardOnce(await heard(page), new RegExp(`\\b${planet}\\b`), 'the move');
    assert.equal(await focusAt(page), 'board');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('Cubus: every column, the cards and the deck found, a draw heard once', async () => {
    const { context, page } = await newPage(browser);
    await open(page, 'cubus', 2, 5);
    const text = await positionText(page);
    assert.equal(text.filter((t) => /^Player \d: 0 /.test(t)).length, 2, text.join('\n'));
    assert.ok(text.some((t) => /^Column \d+: \d+ crates?$/.test(t)), text.join('\n'));
    await listen(page);
    await tabTo(page, /^\s*Draw a card/);
    await page.keyboard.press('Enter');
    assert.equal((await moveTexts(page)).length, 1);
    heardOnce(await heard(page), /draw/i, 'the draw');
    assert.equal(await focusAt(page), 'board');
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
