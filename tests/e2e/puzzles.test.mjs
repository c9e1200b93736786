// Puzzles end to end: a puzzle of each game solved by clicking its board (the board's own
// input), a wrong move refused with a message, "Show the answer", the puzzle of the day on
// the home page, the embed's puzzle, at desktop and phone width with screenshots in
// target/screens/puzzle-*.png.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { launch, newPage, ready, startServer } from './harness.mjs';

let server, url, browser;
before(async () => {
  ({ server, url } = await startServer());
  browser = await launch();
  await mkdir(new URL('../../target/screens/', import.meta.url), { recursive: true });
});
after(async () => { await browser?.close(); server?.close(); });

const shot = (name) => new URL(`../../target/screens/puzzle-${name}.png`, import.meta.url).pathname;
const puzzles = async (game) =>
  JSON.parse(await readFile(new URL(`../../web/puzzles/${game}.json`, import.meta.url), 'utf8')).puzzles;

const WIDTHS = [1280, 360];

async function open(page, game, id) {
  await page.goto(`${url}/${game}/puzzles/${id}`);
  await page.waitForSelector(`.puzzle[data-puzzle="${id}"]`);
  await ready(page);
}

const stateOf = (page) => page.locator('.puzzle').getAttribute('data-state');

async function solved(page) {
  await page.waitForSelector('.puzzle[data-state="solved"]', { timeout: 5000 });
  assert.match(await page.locator('.puzzle-solved').textContent(), /Right!/);
  assert.equal(await page.locator('#next-puzzle.primary').count(), 1);
}

async function noSidewaysScroll(page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(scroll <= width, `no sideways scrolling (${scroll} > ${width})`);
}

/// Where a Mojave tip ends: its square moved along the path's runs.
function mojaveEnd(move) {
  const [from, path] = move.split(':');
  let file = from.charCodeAt(0) - 97;
  let rank = Number(from.slice(1));
  for (const [, dir, n] of path.matchAll(/([nesw])(\d+)/g)) {
    const k = Number(n);
    if (dir === 'n') rank += k;
    if (dir === 's') rank -= k;
    if (dir === 'e') file += k;
    if (dir === 'w') file -= k;
  }
  return `${String.fromCharCode(97 + file)}${rank}`;
}

/// Each game: which of its puzzles the test plays, and how its answer is clicked.
const GAMES = {
  cubulus: {
    pick: (p) => /^[xyz]\d\d[+-]$/.test(p.answer) && p.goal === 'win',
    play: async (page, answer) => {
      await page.click('#view-layers');
      await page.click(`[data-push="${answer}"]`);
    },
  },
  cubes: {
    pick: (p) => /^p\d:[a-j]\d+$/.test(p.answer),
    play: async (page, answer) => {
      const [, n, sq] = answer.match(/^p(\d):(.+)$/);
      await page.click(`[data-stone="${n}"]`);
      await page.click(`#board [data-sq="${sq}"]`);
    },
  },
  mojave: {
    pick: () => true,
    play: async (page, answer) => {
      const end = mojaveEnd(answer);
      await page.click(`#board [data-square="${answer.split(':')[0]}"]`);
      await page.hover(`#board [data-target="${end}"]`);
      await page.click(`#board [data-target="${end}"]`);
      await Promise.race([
        page.waitForSelector('.puzzle[data-state="solved"]', { timeout: 3000 }),
        page.waitForSelector('.mj-chooser', { timeout: 3000 }),
      ]).catch(() => {});
      if (await page.locator('.mj-chooser').count()) await page.click(`.mj-chooser [data-move="${answer}"]`);
    },
  },
  'cube-attack': {
    pick: (p) => /^x:[^>]+>[^@]+@\d$/.test(p.answer),
    play: async (page, answer) => {
      const [, group, target, seat] = answer.match(/^x:([^>]+)>([^@]+)@(\d)$/);
      const own = page.locator(`#board [data-stack$=":${group}"]:not([data-stack^="${seat}:"])`);
      await own.first().click();
      await page.click(`#board [data-stack="${seat}:${target}"]`);
    },
  },
  cubus: {
    pick: (p) => /^b[0-4]{16}/.test(p.answer),
    play: async (page, answer) => {
      const [heights, open = ''] = answer.slice(1).split('o');
      for (let c = 0; c < 16; c++) {
        const cell = page.locator(`.cb-grid [data-col="${c}"][data-h]`);
        const now = Number(await cell.getAttribute('data-h'));
        const want = Number(heights[c]);
        if (now === want) continue;
        await cell.click();
        for (let i = 0; i < Math.abs(want - now); i++) await page.click(want > now ? '#cb-add' : '#cb-remove');
      }
      const wanted = new Set([...open].map((d) => parseInt(d, 16)));
      for (let c = 0; c < 16; c++) {
        if (Number(heights[c]) === 0) continue;
        await page.click(`.cb-grid [data-col="${c}"][data-h]`);
        const pressed = (await page.getAttribute('#cb-open', 'aria-pressed')) === 'true';
        if (pressed !== wanted.has(c)) await page.click('#cb-open');
      }
      await page.click('#cb-confirm');
    },
  },
};

/// Whether the element is wholly inside the window as it is (no scrolling).
async function inView(page, selector) {
  return page.locator(selector).first().evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
  });
}

describe('puzzles', () => {
  for (const [game, how] of Object.entries(GAMES)) {
    for (const width of WIDTHS) {
      it(`${game} at ${width} px: the answer clicked on the board solves the puzzle`, async () => {
        const { context, page } = await newPage(browser, { viewport: { width, height: 900 } });
        const puzzle = (await puzzles(game)).find(how.pick);
        assert.ok(puzzle, `a ${game} puzzle the test can click`);
        await open(page, game, puzzle.id);
        assert.equal(await stateOf(page), 'open');
        assert.ok((await page.locator('.puzzle-goal .goal').textContent()).length > 10);
        await noSidewaysScroll(page);
        await page.screenshot({ path: shot(`${game}-${width}`), fullPage: true });
        await how.play(page, puzzle.answer);
        await solved(page);
        await page.screenshot({ path: shot(`${game}-${width}-solved`), fullPage: true });
        await noSidewaysScroll(page);
        // Kept in the browser: the list marks it.
        await page.click('.puzzles-page .game-head a[href$="/puzzles"]');
        await page.waitForSelector('.puzzle-list');
        assert.equal(await page.locator(`.puzzle-list li.solved a[href$="/puzzles/${puzzle.id}"]`).count(), 1);
        await noSidewaysScroll(page);
        if (game === 'cubulus') await page.screenshot({ path: shot(`list-${width}`), fullPage: true });
        assert.deepEqual(page.errors, []);
        await context.close();
      });
    }
  }

  // Issue 47, item 3: the goal, each try's answer and "Show the answer" are seen without
  // scrolling: beside the board on a wide screen, above it on a phone (as in a lesson).
  for (const [width, height] of [[1280, 800], [360, 740]]) {
    it(`a wrong move is refused with a message in view, and "Show the answer" shows it (${width} px)`, async () => {
      const { context, page } = await newPage(browser, { viewport: { width, height } });
      const puzzle = (await puzzles('cubulus')).find(GAMES.cubulus.pick);
      await open(page, 'cubulus', puzzle.id);
      const toMove = await page.locator('.puzzle-goal .to-move').textContent();
      assert.match(toMove, /to move/);
      for (const what of ['.puzzle-goal .goal', '#show-answer']) {
        assert.ok(await inView(page, what), `${width} px: ${what} is seen at once`);
      }
      await page.click('#view-layers');
      const pushes = await page.locator('[data-push]').evaluateAll((els) => els.map((e) => e.dataset.push));
      // The first push point that is a legal move (a full line's is not) and does not win
      // (a puzzle may have a second winning move: that one is accepted too).
      for (const m of pushes.filter((p) => p !== puzzle.answer)) {
        await page.click(`[data-push="${m}"]`, { timeout: 2000 }).catch(() => {});
        const now = await stateOf(page);
        if (now === 'wrong') break;
        if (now === 'solved') {
          await open(page, 'cubulus', puzzle.id);
          await page.click('#view-layers');
        }
      }
      assert.equal(await stateOf(page), 'wrong');
      assert.match(await page.locator('.puzzle-wrong').textContent(), /Not this one/);
      await page.waitForFunction(() => {
        const r = document.querySelector('.puzzle-wrong').getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      }, null, { timeout: 5000 });
      if (width < 900) {
        const [notice, board] = await Promise.all(['.puzzle-wrong', '.board-area'].map((s) => page.locator(s).boundingBox()));
        assert.ok(notice.y < board.y, 'above the board on a phone');
      }
      await page.click('#show-answer');
      assert.match(await page.locator('.puzzle-answer').textContent(), /The answer is shown on the board/);
      assert.ok(await inView(page, '.puzzle-answer'), `${width} px: the answer's words are seen`);
      await page.screenshot({ path: shot(`answer-${width}`) });
      await GAMES.cubulus.play(page, puzzle.answer);
      await solved(page);
      // Item 10: the panel follows the board, which shows the position after the answer.
      assert.notEqual(await page.locator('.puzzle-goal .to-move').textContent(), toMove);
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }

  it('the embedding demo\'s puzzle frame shows its goal and "Show the answer" without scrolling', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 560, height: 640 } });
    await page.goto(`${url}/embed/cubulus/puzzle/1`);
    await page.locator('.puzzle[data-puzzle="1"]').waitFor();
    for (const what of ['.puzzle-goal .goal', '#show-answer']) {
      assert.ok(await inView(page, what), `${what} in a 560 × 640 frame`);
    }
    await page.screenshot({ path: shot('embed-frame-560') });
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('the home page links the puzzle of the day', async () => {
    for (const width of WIDTHS) {
      const { context, page } = await newPage(browser, { viewport: { width, height: 900 } });
      await page.goto(url);
      // Prerendered as "Puzzle of the day"; the running page names the day's puzzle.
      const link = page.locator('#puzzle-of-the-day', { hasText: /Puzzle of the day: .+ #\d+/ });
      await link.waitFor();
      // Above the game cards: on a phone too, within the first screen.
      const box = await link.boundingBox();
      assert.ok(box.y + box.height <= 900, `${width} px: the puzzle of the day at y ${box.y}`);
      assert.ok(box.y < (await page.locator('.game-card').first().boundingBox()).y);
      const href = await link.getAttribute('href');
      const [, game, id] = href.match(/^\/([a-z-]+)\/puzzles\/(\d+)$/);
      await noSidewaysScroll(page);
      await page.screenshot({ path: shot(`home-${width}`) });
      await link.click();
      await page.waitForSelector(`.puzzle[data-puzzle="${id}"]`);
      assert.match(page.url(), new RegExp(`/${game}/puzzles/${id}$`));
      assert.deepEqual(page.errors, []);
      await context.close();
    }
  });

  it('the embed shows one puzzle and posts puzzle-solved to its host', async () => {
    const { context, page } = await newPage(browser);
    const puzzle = (await puzzles('cubulus')).find(GAMES.cubulus.pick);
    await page.goto(`${url}/embed-demo.html`);
    await page.setContent(`<iframe id="f" src="${url}/embed/cubulus/puzzle/${puzzle.id}?origin=${encodeURIComponent(url)}"
      style="width:900px;height:800px"></iframe>
      <script>window.events = []; addEventListener('message', (e) => window.events.push(e.data));</script>`);
    const frame = page.frameLocator('#f');
    await frame.locator(`.puzzle[data-puzzle="${puzzle.id}"]`).waitFor();
    await frame.locator('#view-layers').click();
    await frame.locator(`[data-push="${puzzle.answer}"]`).click();
    await frame.locator('.puzzle[data-state="solved"]').waitFor();
    await page.waitForFunction(() => window.events.some((e) => e?.type === 'cube-table:puzzle-solved'));
    const event = await page.evaluate(() => window.events.find((e) => e?.type === 'cube-table:puzzle-solved'));
    assert.deepEqual(event, { type: 'cube-table:puzzle-solved', game: 'cubulus', id: puzzle.id, move: puzzle.answer });
    assert.equal(await frame.locator('#next-puzzle').count(), 0);
    await context.close();
  });

  it('a puzzle file that does not load says so', async () => {
    const { server: broken, url: brokenUrl } = await startServer({ '/puzzles/mojave.json': () => '{"format":1,' });
    const { context, page } = await newPage(browser);
    await page.goto(`${brokenUrl}/mojave/puzzles/1`);
    await page.waitForSelector('.notice.error');
    assert.match(await page.locator('.notice.error').textContent(), /could not be loaded/);
    await context.close();
    broken.close();
  });
});
