// Issue 45: studies. For each game at 1280 px: a study started from the editor's position,
// moves played with a side line, comments in two languages and a drawing on a move, a
// second chapter from a new game's start; kept over a reload; shared as a link and opened
// in a fresh browser context; downloaded as a file and opened from it in another; a bad
// file refused with nothing lost; read step by step in its embed. The demo page embeds a
// study and steps through it by postMessage with its events. At 360 px nothing scrolls
// sideways.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, newPage, openIn, pressablePlaces, ready, seriousViolations, startServer } from './harness.mjs';

const shot = (name) => new URL(`../../target/screens/${name}.png`, import.meta.url).pathname;
const GAMES = ['cubulus', 'cubus', 'cube-attack', 'cubes', 'mojave'];

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

const open = (context, path, selector) => openIn(context, url + path, selector);

const nodeCount = (page) => page.locator('#study-moves .study-move[data-node]:not([data-node="start"])').count();

/// Plays `move` on the study page through the move entry (a listed move's button, else typed).
async function play(page, move) {
  // A problem still shown from before is cleared first (any edit clears it).
  if (await page.locator('#study-problem').count()) {
    const name = page.locator('#study-chapter-name');
    await name.fill(await name.inputValue());
    await page.waitForSelector('#study-problem', { state: 'detached' });
  }
  const before = await nodeCount(page);
  const current = await page.locator('#study-moves .study-move.current').getAttribute('data-node');
  const details = page.locator('.study-tree .move-entry');
  if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
  const buttons = page.locator('.study-tree .legal-moves button.move');
  const listed = await buttons.evaluateAll((els, m) => els.findIndex((e) => e.textContent === m), move);
  if (listed >= 0) {
    await buttons.nth(listed).click();
  } else {
    await page.fill('#move-input', move);
    await page.locator('.study-tree .move-entry button[type="submit"]').click();
  }
  await page.waitForFunction(([b, c]) => {
    const now = document.querySelector('#study-moves .study-move.current')?.dataset.node;
    return document.querySelectorAll('#study-moves .study-move[data-node]:not([data-node="start"])').length > b || now !== c
      || document.querySelector('#study-problem');
  }, [before, current]);
  const problem = page.locator('#study-problem');
  return (await problem.count()) ? await problem.textContent() : null;
}

/// Two different moves of the position shown: the listed ones, else the game's own.
async function twoMoves(page, game) {
  const listed = await page.locator('.study-tree .legal-moves button.move').evaluateAll((els) => els.map((e) => e.textContent));
  if (listed.length >= 2) return [listed[0], listed[listed.length - 1]];
  return game === 'cubes' ? ['w:e5', 'w:f5'] : null;
}


describe('studies', () => {
  for (const game of GAMES) {
    it(`${game}: two chapters with a side line, comments and a drawing, kept, shared, filed and embedded`, async () => {
      const { context, page: first } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
      await first.close();
      const editor = await open(context, `/${game}/editor`, '.editor-places .place');
      await editor.click('#editor-restart');
      await editor.waitForSelector('#editor-stands');
      await editor.click('#editor-study');
      await editor.waitForSelector('#study-chapter-title');
      const page = editor;
      assert.equal(new URL(page.url()).pathname, `/${game}/study`);
      assert.equal(new URL(page.url()).hash, '', 'the fragment is taken from the address');
      assert.match(await page.title(), /a study/);
      assert.equal(await page.locator('#study-chapter-list li').count(), 1);
      await page.fill('#study-title', `A ${game} study`);
      await page.fill('#study-chapter-name', 'From the editor');

      // The main line, with a side line where the position offers a choice (Cubus: its
      // draws and no build first, then pass or knock).
      if (game === 'cubus') {
        while ((await play(page, 'd')) === null);
        assert.match(await page.locator('#study-problem').textContent(), /Not allowed/);
        assert.equal(await play(page, 'n'), null, 'cubus: no build');
      }
      const moves = game === 'cubus' ? ['p', 'k'] : await twoMoves(page, game);
      assert.equal(await play(page, moves[0]), null);
      const mainNode = await page.locator('#study-moves .study-move.current').getAttribute('data-node');
      await page.fill('#study-comment-en', 'The main line');
      await page.fill('#study-comment-de', 'Die Hauptvariante');
      // A drawing on this move, over the board: an arrow between two places and a circle.
      // While the tool is on, presses on the board draw; off, the board plays again.
      await page.click('#draw-toggle');
      const places = await pressablePlaces(page);
      const [a, b] = [places[0], places[places.length - 1]];
      const place = (p) => `.drawing-layer .draw-place[data-place="${p}"]`;
      await page.click(place(a));
      await page.click(place(b));
      await page.click(place(b));
      await page.click(place(b));
      await page.waitForFunction(() => document.querySelectorAll('.drawing-layer [data-shape]').length === 2);
      await page.click('#draw-toggle');
      assert.equal(await page.locator('.drawing-layer .draw-place').count(), 0);
      // Back one move and another move: a side line.
      await page.click('#study-back');
      assert.equal(await play(page, moves[1]), null);
      await page.waitForSelector('#study-moves .side-line');
      await page.fill('#study-comment-hu', 'Mellékváltozat');
      assert.equal(await page.locator('.drawing-layer [data-shape]').count(), 0, 'the side line has its own drawing');
      // The main line's move shows its comment and drawing again.
      await page.click(`#study-moves .study-move[data-node="${mainNode}"]`);
      assert.equal(await page.locator('#study-comment-en').inputValue(), 'The main line');
      await page.waitForFunction(() => document.querySelectorAll('.drawing-layer [data-shape]').length === 2);
      // A refused move is named and adds nothing.
      const count = await nodeCount(page);
      assert.match(await play(page, 'nonsense'), /Not allowed/);
      assert.equal(await nodeCount(page), count);
      // A second chapter from a new game's start.
      await page.click('#study-from-start');
      await page.waitForFunction(() => document.querySelectorAll('#study-chapter-list li').length === 2);
      assert.match(await page.locator('#study-chapter-title').textContent(), /Chapter 2/);
      assert.deepEqual(await seriousViolations(page), [], `${game}: axe on the study page`);
      await page.screenshot({ path: shot(`study-${game}-1280`), fullPage: true });

      // Kept over a reload.
      await page.reload();
      await ready(page);
      await page.waitForFunction(() => document.querySelectorAll('#study-chapter-list li').length === 2);
      assert.equal(await page.locator('#study-title').inputValue(), `A ${game} study`);

      // Shared as a link: the same study in a fresh context.
      const link = await page.locator('#study-link').inputValue();
      assert.ok(link.startsWith(`${url}/${game}/study?study=`), link);
      const { context: other, page: blank } = await newPage(browser);
      await blank.close();
      const shared = await open(other, link.slice(url.length), '#study-chapter-title');
      assert.equal(await shared.locator('#study-title').inputValue(), `A ${game} study`);
      assert.match(await shared.locator('#study-chapter-title').textContent(), /From the editor/);
      await shared.click(`#study-moves .study-move[data-node="${mainNode}"]`);
      assert.equal(await shared.locator('#study-comment-de').inputValue(), 'Die Hauptvariante');
      await shared.waitForFunction(() => document.querySelectorAll('.drawing-layer [data-shape]').length === 2);
      assert.equal(await shared.locator('#study-moves .side-line').count(), 1);
      assert.deepEqual(shared.errors, []);
      await other.close();

      // Downloaded as a file, and opened from it in another context; a bad file is refused.
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#study-download')]);
      const file = await download.path();
      const json = JSON.parse((await import('node:fs')).readFileSync(file, 'utf8'));
      assert.equal(json.format, 1);
      assert.equal(json.chapters.length, 2);
      const { context: third, page: none } = await newPage(browser);
      await none.close();
      const filed = await open(third, `/${game}/study`, '#study-empty');
      await filed.setInputFiles('#study-import', file);
      await filed.waitForFunction(() => document.querySelectorAll('#study-chapter-list li').length === 2);
      const bad = `${file}.bad.json`;
      writeFileSync(bad, '{"format": 1, "title": "x", "chapters": [{"title": "", "game": "nowhere"}]}');
      await filed.setInputFiles('#study-import', bad);
      await filed.waitForSelector('#study-problem');
      assert.match(await filed.locator('#study-problem').textContent(), /cannot be opened/);
      assert.equal(await filed.locator('#study-chapter-list li').count(), 2);
      assert.deepEqual(filed.errors, []);

      // Read step by step in its embed, in German.
      const code = new URL(link).searchParams.get('study');
      const embed = await open(third, `/embed/${game}/study?study=${encodeURIComponent(code)}&lang=de`, '#study-where');
      assert.match(await embed.locator('#study-where').textContent(), /^Schritt 0 von \d+/);
      await embed.click('#study-next');
      await embed.waitForFunction(() => /^Schritt 1 /.test(document.querySelector('#study-where').textContent));
      while (!(await embed.locator('#study-comment').count())) await embed.click('#study-next');
      assert.equal(await embed.locator('#study-comment').textContent(), 'Die Hauptvariante');
      assert.equal(await embed.locator('#study-comment').getAttribute('lang'), 'de');
      await embed.waitForFunction(() => document.querySelectorAll('.drawing-layer [data-shape]').length === 2);
      await embed.selectOption('#study-chapter', '1');
      await embed.waitForFunction(() => /Chapter 2|Kapitel 2/.test(document.querySelector('#study-chapter-title').textContent));
      assert.deepEqual(embed.errors, []);
      await third.close();
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }

  it('a chapter from a game record file has its moves as the main line; a bad record adds nothing', async () => {
    const { context, page: first } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await first.close();
    const page = await open(context, '/cubulus/study', '#study-empty');
    await page.click('#study-from-start');
    await page.waitForSelector('#study-chapter-title');
    const details = page.locator('.study-tree .move-entry');
    for (let i = 0; i < 2; i++) {
      if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
      const before = await nodeCount(page);
      await page.locator('.study-tree .legal-moves button.move').first().click();
      await page.waitForFunction((b) => document.querySelectorAll(
        '#study-moves .study-move[data-node]:not([data-node="start"])').length > b, before);
    }
    // The record of this chapter's game: its start and its two moves, as a game page saves it.
    const kept = JSON.parse(await page.evaluate(() => localStorage.getItem('cube-table/study/cubulus')));
    const chapter = kept.chapters[0];
    const record = {
      format: 1, game: 'cubulus', players: chapter.start.players, seed: chapter.start.seed,
      moves: chapter.nodes.map((n) => n.move),
    };
    const file = join(mkdtempSync(join(tmpdir(), 'cube-table-record-')), 'game.json');
    writeFileSync(file, JSON.stringify(record));
    await page.setInputFiles('#study-from-record', file);
    await page.waitForFunction(() => document.querySelectorAll('#study-chapter-list li').length === 2);
    assert.equal(await nodeCount(page), 2, "the record's moves are the new chapter's line");
    assert.match(await page.locator('#study-where').textContent(), /start/);
    // A move the rules refuse, another game's record, a file that is not a record: said, nothing added.
    for (const bad of [{ ...record, moves: [...record.moves, 'nonsense'] }, { ...record, game: 'mojave', players: 2 }, '{"game": 3}']) {
      writeFileSync(file, typeof bad === 'string' ? bad : JSON.stringify(bad));
      await page.setInputFiles('#study-from-record', file);
      await page.waitForSelector('#study-problem');
      assert.match(await page.locator('#study-problem').textContent(), /cannot be made a chapter/);
      assert.equal(await page.locator('#study-chapter-list li').count(), 2, 'nothing added');
      // Any edit clears the problem (the record's chapter has no title yet: one is typed).
      await page.fill('#study-chapter-name', `From a record ${Math.random()}`);
      await page.waitForSelector('#study-problem', { state: 'detached' });
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('the demo page embeds a study and steps through it by postMessage, with its events', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}/embed-demo.html`);
    const events = (type) => page.evaluate((t) => window.cubeTableEvents.filter((e) => e.frame === 'study' && e.type === t), type);
    const waitFor = async (type, n) => {
      await page.waitForFunction(([t, n]) => window.cubeTableEvents.filter((e) => e.frame === 'study' && e.type === t).length >= n, [type, n]);
      const all = await events(type);
      return all[all.length - 1];
    };
    const ready = await waitFor('cube-table:study-ready', 1);
    assert.deepEqual(ready, { frame: 'study', type: 'cube-table:study-ready', game: 'cubulus', title: 'Cubulus: the first square', chapters: ['Building the square', 'A second look'] });
    let step = await waitFor('cube-table:study-step', 1);
    assert.deepEqual([step.chapter, step.step, step.steps, step.move], [1, 0, 3, null]);
    assert.match(step.comment, /Three players/);
    await page.click('#study-next');
    step = await waitFor('cube-table:study-step', 2);
    assert.deepEqual([step.step, step.move, step.comment], [1, 'z00+', 'A ball enters at the corner.']);
    const frame = page.frameLocator('#study-frame');
    await frame.locator('.drawing-layer [data-shape="gc:000"]').waitFor();
    await page.fill('#study-step', '3');
    await page.click('#study-form button[type="submit"]');
    step = await waitFor('cube-table:study-step', 3);
    assert.deepEqual([step.step, step.move], [3, 'x11-']);
    await page.click('#study-previous');
    step = await waitFor('cube-table:study-step', 4);
    assert.equal(step.step, 2);
    // A step past the line's end is refused with an error event; nothing moves.
    await page.fill('#study-step', '9');
    await page.click('#study-form button[type="submit"]');
    await page.waitForFunction(() => window.cubeTableEvents.some((e) => e.frame === 'study' && e.type === 'cube-table:error'));
    await page.fill('#study-chapter', '2');
    await page.click('#study-chapter-go');
    step = await waitFor('cube-table:study-step', 5);
    assert.deepEqual([step.chapter, step.step, step.steps], [2, 0, 1]);
    // The side line, by the frame's own move list: its own comment and drawing.
    await page.fill('#study-chapter', '1');
    await page.click('#study-chapter-go');
    await waitFor('cube-table:study-step', 6);
    await frame.locator('.side-line .study-move').first().click();
    step = await waitFor('cube-table:study-step', 7);
    assert.deepEqual([step.step, step.move, step.comment], [2, 'x11-', 'A side line: the middle instead.']);
    await frame.locator('.drawing-layer [data-shape="ra:211>011"]').waitFor();
    await page.screenshot({ path: shot('study-embed-demo-1280'), fullPage: true });
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('a bad study link is refused in the page and in the embed, and at 360 px nothing scrolls sideways', async () => {
    for (const game of GAMES) {
      const { context, page: first } = await newPage(browser, { viewport: { width: 360, height: 740 } });
      await first.close();
      const page = await open(context, `/${game}/study?study=1AAAA`, '#study-problem');
      assert.match(await page.locator('#study-problem').textContent(), /cannot be opened/);
      await page.click('#study-from-start');
      await page.waitForSelector('#study-chapter-title');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `${game}: the page is ${width} px wide`);
      await page.screenshot({ path: shot(`study-${game}-360`), fullPage: true });
      const embed = await open(context, `/embed/${game}/study?study=1AAAA`, '#study-problem');
      assert.match(await embed.locator('#study-problem').textContent(), /cannot be opened/);
      assert.deepEqual(page.errors, []);
      await context.close();
    }
  });
});
