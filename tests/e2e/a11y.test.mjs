// Accessibility: an axe-core audit of every page (no serious or critical violations), the
// text alternatives of the board, and keyboard-only play with a visible focus everywhere.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { allPeople, launch, linkCode, moveTexts, newPage, ready, startServer } from './harness.mjs';

const AXE = new URL('../node_modules/axe-core/axe.min.js', import.meta.url).pathname;
const GAMES = ['cubulus', 'cubus', 'cube-attack', 'cubes', 'mojave'];

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

/// Runs axe on the page as it is; returns the serious and critical violations, readable.
async function audit(page, options = {}) {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate((o) => window.axe.run(document, { resultTypes: ['violations'], ...o }), options);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n    ')}`);
}

async function auditPage(path, prepare) {
  const { context, page } = await newPage(browser);
  await page.goto(url + path);
  await page.waitForSelector('main');
  if (prepare) await prepare(page);
  const found = await audit(page, path.includes('embed-demo') ? { iframes: false } : {});
  assert.deepEqual(page.errors, []);
  await context.close();
  return found;
}

const startGame = async (page) => {
  await page.waitForSelector('#start-game, .game-body');
  if (await page.locator('#start-game').count()) await page.click('#start-game');
  await page.waitForSelector('.game-body');
  // The text views open, so that they are audited too.
  for (const d of await page.locator('details').all()) await d.evaluate((el) => { el.open = true; });
};

describe('accessibility audit (axe-core): no serious or critical violations', () => {
  it('home page', async () => {
    assert.deepEqual(await auditPage('/', (p) => p.waitForSelector('.game-card')), []);
  });

  for (const game of GAMES) {
    it(`${game}: game page with a game started`, async () => {
      assert.deepEqual(await auditPage(`/${game}`, startGame), []);
    });
    it(`${game}: rules page`, async () => {
      assert.deepEqual(await auditPage(`/${game}/rules`, (p) => p.waitForSelector('.rules-page')), []);
    });
  }

  it('a Cubulus game in the layers view, with a rotation offered', async () => {
    const code = linkCode({ game: 'cubulus', players: 3, seed: 5, moves: ['z00+', 'z00+', 'z00+'] });
    const found = await auditPage(`/cubulus?record=${code}`, async (page) => {
      await page.click('#view-layers');
      await page.click('[data-push="z00+"]');
      await page.waitForSelector('.rotation-choices');
    });
    assert.deepEqual(found, []);
  });

  it('a finished Cubulus game with its winning square', async () => {
    const script = ['z00+', 'z22-', 'x11-', 'z10+', 'z20-', 'x10-', 'z01+', 'z02-', 'y01-', 'z11+'];
    const code = linkCode({ game: 'cubulus', players: 3, seed: 77, moves: script });
    const found = await auditPage(`/cubulus?record=${code}`, async (page) => {
      await page.waitForSelector('.win-square');
    });
    assert.deepEqual(found, []);
  });

  for (const game of GAMES) {
    it(`${game}: embed page with moves and rules`, async () => {
      const found = await auditPage(`/embed/${game}?moves=1&rules=1`, async (page) => {
        for (const d of await page.locator('details').all()) await d.evaluate((el) => { el.open = true; });
      });
      assert.deepEqual(found, []);
    });
  }

  it('embed page replaying a record', async () => {
    const code = linkCode({ game: 'cubulus', players: 3, seed: 77, moves: ['z00+', 'z22-'] });
    assert.deepEqual(await auditPage(`/embed/cubulus?record=${code}&replay=1`, (p) => p.waitForSelector('.replay-steps')), []);
  });

  it('the embedding demo page', async () => {
    assert.deepEqual(await auditPage('/embed-demo.html', (p) => p.waitForSelector('#lesson-frame')), []);
  });
});

/// Whether the focused element shows that it has the focus: an outline, or for SVG
/// targets the ring or fill their board draws, or (for the hidden file input) its label.
/// Each element is marked when first met, so a second visit means the tour went round.
function focusShown() {
  const el = document.activeElement;
  if (!el || el === document.body) return { end: true };
  if (el.dataset.tabSeen) return { end: true };
  el.dataset.tabSeen = '1';
  const visible = (e) => {
    const s = getComputedStyle(e);
    return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
  };
  const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.getAttribute('class') ?? ''} ${el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 30)}`;
  if (visible(el)) return { ok: true, what };
  if (el.closest('label') && visible(el.closest('label'))) return { ok: true, what };
  if (el instanceof SVGElement && el !== el.ownerSVGElement) {
    const ring = el.querySelector('.push-hit') ?? el;
    const s = getComputedStyle(ring);
    if (s.stroke !== 'none' && parseFloat(s.strokeWidth) >= 2) return { ok: true, what };
  }
  return { ok: false, what };
}

/// Tabs through the whole page once; returns the stops without a visible focus.
async function tabThrough(page, limit = 400) {
  const missing = [];
  let stops = 0;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const { end, ok, what } = await page.evaluate(focusShown);
    if (end) break;
    stops += 1;
    if (!ok) missing.push(what);
  }
  await page.evaluate(() => document.querySelectorAll('[data-tab-seen]').forEach((e) => delete e.dataset.tabSeen));
  return { missing, stops };
}

describe('keyboard', () => {
  it('home → a Cubulus game → moves, all by keyboard, with a visible focus at every stop', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url);
    await ready(page);
    let home = await tabThrough(page);
    assert.deepEqual(home.missing, [], 'home page');
    assert.ok(home.stops > 10, `home has ${home.stops} stops`);

    // To the Cubulus card's Play link and into the game.
    await page.reload();
    await ready(page);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      if (at === '/cubulus') break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/cubulus`);
    await ready(page);
    const dialog = await tabThrough(page);
    assert.deepEqual(dialog.missing, [], 'new-game dialog');
    // Three players: the player-count select is the first field of the dialog.
    await page.focus('#player-count');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.inputValue('#player-count'), '3');
    await allPeople(page);
    await page.focus('#start-game');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#board');

    const game = await tabThrough(page);
    assert.deepEqual(game.missing, [], 'game page');
    assert.ok(game.stops > 54, `the 54 push points are stops too (${game.stops} stops)`);

    // A push point, then a rotation offered on a full line, all from the keyboard.
    for (const m of ['z00+', 'z00+', 'z00+']) {
      await page.focus(`[data-push="${m}"]`);
      await page.keyboard.press('Enter');
    }
    await page.focus('[data-push="z00+"]');
    await page.keyboard.press(' ');
    await page.waitForSelector('.rotation-choices');
    await page.locator('.rotation-choices button.primary').first().focus();
    await page.keyboard.press('Enter');
    const moves = await moveTexts(page);
    assert.equal(moves.length, 4);
    assert.match(moves[3], /^rz00/);
    // Undo from the keyboard, and the move list announces the move.
    await page.focus('#undo');
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('.move-list button.move').count(), 3);
    // It announces the move in words, as the list shows it (the notation is its tooltip).
    const third = await page.locator('.move-list button.move').nth(2).textContent();
    assert.equal(await page.locator('.move-list button.move').nth(2).getAttribute('title'), 'z00+');
    assert.equal(await page.locator('.moves [aria-live]').textContent(), `Move 3: ${third}`);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('every rules page shows the focus at every stop', async () => {
    const { context, page } = await newPage(browser);
    for (const game of GAMES) {
      await page.goto(`${url}/${game}/rules`);
      await page.waitForSelector('.rules-page');
      // The language switch is a stop only once the program has taken the page over.
      await ready(page);
      const tour = await tabThrough(page);
      assert.deepEqual(tour.missing, [], game);
      assert.ok(tour.stops >= 3, `${game}: ${tour.stops} stops`);
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('a two-player Cubulus set-up: neutral balls placed by keyboard', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/cubulus`);
    await ready(page);
    await allPeople(page);
    await page.focus('#start-game');
    await page.keyboard.press('Enter');
    await page.click('#view-cube');
    await page.waitForSelector('[data-place]');
    const stops = await tabThrough(page);
    assert.deepEqual(stops.missing, []);
    assert.ok(stops.stops > 27, `the 27 empty cells are stops (${stops.stops} stops)`);
    const first = page.locator('[data-place]').first();
    const n = await first.getAttribute('data-place');
    await first.focus();
    await page.keyboard.press('Enter');
    assert.deepEqual(await moveTexts(page), [n]);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('the embed page: every stop shows its focus, and the text view lists the position', async () => {
    const { context, page } = await newPage(browser);
    const code = linkCode({ game: 'cubulus', players: 3, seed: 77, moves: ['z00+', 'z22-'] });
    await page.goto(`${url}/embed/cubulus?record=${code}&moves=1&rules=1`);
    await page.waitForSelector('#board');
    const stops = await tabThrough(page);
    assert.deepEqual(stops.missing, []);
    await page.click('.position-text summary');
    const cells = await page.locator('.position-layers > li > ul > li').allTextContents();
    assert.equal(cells.length, 27);
    assert.equal(cells.filter((c) => !/: empty$/.test(c)).length, 2, cells.join('\n'));
    assert.match(await page.locator('#status').getAttribute('aria-live'), /polite/);
    assert.match(await page.locator('#status').textContent(), /Move 2: Player \d: pushed a ball into the upright line at row 3, column 3 from above/);
    // Legal moves as a list of buttons, usable by keyboard.
    await page.click('.move-entry summary');
    await page.locator('.legal-moves button', { hasText: 'x11-' }).focus();
    await page.keyboard.press('Enter');
    assert.match(await page.locator('#status').textContent(), /Move 3: Player \d: pushed a ball into row 2 of layer 2 from the right/);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

// Issue 47, item 9: the focus fell to the page's body after "Start game" (all but Cubes) and
// after Cubus's "Draw a card" (Enter again did nothing). It now stays where the next action
// is: on the board.
describe('the focus stays where the next action is', () => {
  const onBoard = (page) => page.evaluate(() => document.activeElement?.closest('.board-area') !== null);
  it('after "Start game" in every game, and after Cubus\'s "Draw a card"', async () => {
    for (const game of GAMES) {
      const { context, page } = await newPage(browser);
      await page.goto(`${url}/${game}`);
      await allPeople(page);
      await page.focus('#start-game');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.board-area');
      await page.waitForFunction(() => document.activeElement?.closest('.board-area') !== null, null, { timeout: 5000 });
      assert.ok(await onBoard(page), `${game}: the focus is on the board`);
      if (game === 'cubus') {
        await page.focus('#cb-draw');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.querySelectorAll('.move-list button.move').length === 1);
        await page.waitForFunction(() => document.activeElement?.closest('.board-area') !== null, null, { timeout: 5000 });
      }
      assert.deepEqual(page.errors, []);
      await context.close();
    }
  });
});

// Issue 47, item 9: Mojave's board is one node; a screen reader now finds every die in
// "Position as text" (a disclosure in the accessibility tree), and a chosen die says which
// squares it can go to, not only how many.
describe('every die can be found without walking the board', () => {
  it('Mojave: the position as text lists both seats\' dice with their squares', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/mojave?record=${linkCode({ game: 'mojave', players: 2, seed: 4, moves: [] })}`);
    await page.waitForSelector('#board .mj-die-at');
    await page.locator('details.position-text summary').click();
    const dice = page.locator('details.position-text .position-dice > li > ul > li');
    assert.equal(await dice.count(), 30);
    assert.match(await dice.first().textContent(), /^[a-o]\d+: die of Player 1 — top \d/);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe('every stone can be found without walking the grid', () => {
  it('Cubes: the position as text lists the white stones with their squares', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/cubes?record=${linkCode({ game: 'cubes', players: 2, seed: 7, moves: ['w:c3', 'w:d3'] })}`);
    await page.waitForSelector('details.position-text summary');
    await page.locator('details.position-text summary').click();
    assert.deepEqual(await page.locator('details.position-text .position-stones li').allTextContents(),
      ['c3: white stone', 'd3: white stone']);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe('every cube can be found without walking the map', () => {
  it('Cube Attack: the position as text gives each seat\'s score and every planet with cubes', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/cube-attack?record=${linkCode({ game: 'cube-attack', players: 2, seed: 3, moves: [] })}`);
    await page.waitForSelector('details.position-text summary');
    await page.locator('details.position-text summary').click();
    const seats = await page.locator('details.position-text .position-seats li').allTextContents();
    assert.equal(seats.length, 2);
    assert.match(seats[0], /^Player 1: 0 pts · \d+ in reserve$/);
    const planets = await page.locator('details.position-text .position-planets li').allTextContents();
    assert.ok(planets.length >= 2, `both start planets: ${planets}`);
    for (const who of ['Player 1', 'Player 2']) {
      assert.ok(planets.some((p) => p.includes(`${who}: `) && /cube/.test(p)), `${who}'s cubes in ${planets}`);
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe('every crate and card can be found without reading the picture', () => {
  it('Cubus: the position as text gives each seat\'s score and cards, the deck and table, and every column\'s crates', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/cubus?record=${linkCode({ game: 'cubus', players: 2, seed: 5, moves: [] })}`);
    await page.waitForSelector('details.position-text summary');
    await page.locator('details.position-text summary').click();
    const seats = await page.locator('details.position-text .position-seats li').allTextContents();
    assert.equal(seats.length, 2);
    for (const [i, seat] of seats.entries()) assert.match(seat, new RegExp(`^Player ${i + 1}: 0 \\S+; .+$`), seat);
    assert.match(await page.locator('details.position-text .position-table').textContent(), /^Deck: \d+ cards\. \d+ cards? draws? \d+ crates?\.$/);
    const columns = await page.locator('details.position-text .position-columns li').allTextContents();
    for (const c of columns) assert.match(c, /^Column \d+: \d+ crates?$/);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

describe('a lesson says where its pieces are', () => {
  it('Cubulus lesson 1: the position as text is beside the board', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/cubulus/learn/1`);
    await ready(page);
    await page.locator('.lesson details.position-text summary').click();
    const cells = page.locator('.lesson details.position-text .position-layers > li > ul > li');
    assert.equal(await cells.count(), 27);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
