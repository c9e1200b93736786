// Embedding: the demo host page drives an embedded Cubulus game by postMessage; malformed
// messages are ignored with a console warning; replay and autoplay; parameters; no storage.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, linkCode, moveTexts, newPage, startServer } from './harness.mjs';

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

const SCRIPT = ['z00+', 'z22-', 'x11-', 'z10+', 'z20-', 'x10-', 'z01+', 'z02-', 'y01-', 'z11+'];

/// A page that also keeps every console warning (the harness keeps errors).
async function pageWithWarnings(options) {
  const { context, page } = await newPage(browser, options);
  page.warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning' && m.text().includes('Cube Table embed')) page.warnings.push(m.text()); });
  return { context, page };
}

/// The events the demo page received from one of its frames.
const received = (page, frame) => page.evaluate((f) => window.cubeTableEvents.filter((e) => e.frame === f), frame);

/// Waits until the demo page has `count` events of `type` from `frame`; returns the last.
async function waitEvent(page, frame, type, count = 1) {
  await page.waitForFunction(([f, t, n]) => window.cubeTableEvents.filter((e) => e.frame === f && e.type === t).length >= n,
    [frame, type, count]);
  const all = (await received(page, frame)).filter((e) => e.type === type);
  return all[all.length - 1];
}

/// Posts a message from the demo page (the host) to its lesson frame.
const post = (page, message) => page.evaluate((m) => document.getElementById('lesson-frame').contentWindow.postMessage(m, location.origin), message);

describe('embedding', () => {
  it('the demo host loads records, plays moves and receives the events', async () => {
    const { context, page } = await pageWithWarnings();
    await page.goto(`${url}/embed-demo.html`);
    const ready = await waitEvent(page, 'lesson', 'cube-table:ready');
    assert.equal(ready.game, 'cubulus');
    assert.equal(ready.ply, 0);
    assert.equal(ready.record.players, 3);
    const frame = page.frameLocator('#lesson-frame');
    await frame.locator('#board').waitFor();
    assert.equal(await frame.locator('header.top').count(), 0, 'no app header in the frame');

    // Lesson step 2: a record with one move is loaded, then the push is played.
    await page.click('[data-lesson="2"]');
    const view = await waitEvent(page, 'lesson', 'cube-table:view');
    assert.deepEqual([view.ply, view.total], [1, 1]);
    const move = await waitEvent(page, 'lesson', 'cube-table:move');
    assert.deepEqual([move.move, move.ply, move.record.moves], ['z00+', 2, ['z00+', 'z00+']]);
    assert.equal(typeof move.text, 'string', 'the move in words, in the frame\'s language');
    assert.ok(move.text.length > 0);
    assert.deepEqual(await moveTexts(frame), ['z00+', 'z00+']);

    // The host's move box, then undo.
    await page.fill('#move-text', 'x11-');
    await page.click('#play-form button[type="submit"]');
    const second = await waitEvent(page, 'lesson', 'cube-table:move', 2);
    assert.deepEqual([second.move, second.ply], ['x11-', 3]);
    await page.click('#undo');
    const undone = await waitEvent(page, 'lesson', 'cube-table:view', 2);
    assert.deepEqual([undone.ply, undone.total], [2, 2]);

    // As in the app (docs/embedding.md): a move while an earlier position is shown is
    // refused and changes nothing; the host steps back to the live position first.
    await post(page, { type: 'cube-table:step', ply: 1 });
    await waitEvent(page, 'lesson', 'cube-table:view', 3);
    await post(page, { type: 'cube-table:play', move: 'y01-' });
    assert.match((await waitEvent(page, 'lesson', 'cube-table:error')).message, /earlier position/);
    await post(page, { type: 'cube-table:step', ply: 2 });
    await waitEvent(page, 'lesson', 'cube-table:view', 4);

    // A move made on the board inside the frame is an event for the host too.
    await frame.locator('#view-layers').click();
    await frame.locator('[data-push="y01-"]').click();
    const onBoard = await waitEvent(page, 'lesson', 'cube-table:move', 3);
    assert.deepEqual([onBoard.move, onBoard.ply], ['y01-', 3]);

    // An illegal move comes back as an error event, and nothing changes.
    await post(page, { type: 'cube-table:play', move: 'nonsense' });
    const error = await waitEvent(page, 'lesson', 'cube-table:error', 2);
    assert.match(error.message, /not a move/);
    assert.equal((await moveTexts(frame)).length, 3);
    assert.match(await frame.locator('.notice').textContent(), /not a move/);

    // Lesson step 3 ends the game: move, then end with the winner.
    await page.click('[data-lesson="3"]');
    const last = await waitEvent(page, 'lesson', 'cube-table:move', 4);
    assert.equal(last.move, 'z11+');
    const end = await waitEvent(page, 'lesson', 'cube-table:end');
    assert.equal(end.outcome.kind, 'win');
    assert.equal(end.outcome.winners.length, 1);
    assert.deepEqual(end.record.moves, SCRIPT);
    assert.match(await frame.locator('#status').textContent(), /wins!/);

    // Step back through the finished game, then to the end again.
    await post(page, { type: 'cube-table:step', ply: 4 });
    const stepped = await waitEvent(page, 'lesson', 'cube-table:view', 4);
    assert.deepEqual([stepped.ply, stepped.total], [4, 10]);
    assert.equal(await frame.locator('#board .ball, #board .lball.here').count(), 4);
    await post(page, { type: 'cube-table:step', ply: 99 });
    assert.match((await waitEvent(page, 'lesson', 'cube-table:error', 3)).message, /past the last move/);

    // The embed keeps nothing in the app's storage.
    const stored = await frame.locator('body').evaluate(() => Object.keys(localStorage));
    assert.deepEqual(stored, []);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('a malformed message is ignored with a console warning, never executed', async () => {
    const { context, page } = await pageWithWarnings();
    await page.goto(`${url}/embed-demo.html`);
    await waitEvent(page, 'lesson', 'cube-table:ready');
    const frame = page.frameLocator('#lesson-frame');
    await frame.locator('#board').waitFor();

    await page.click('#malformed'); // {type:'cube-table:play', move: 42}
    for (const bad of [
      'cube-table:undo',
      { type: 'cube-table:step', ply: -1 },
      { type: 'cube-table:step', ply: '2' },
      { type: 'cube-table:explode' },
      { type: 'cube-table:play', move: 'z00+'.repeat(40) },
      { type: 'cube-table:load', record: { game: 'cubulus', players: 3, seed: 1, moves: 'z00+' } },
      { type: 'cube-table:load', record: { game: 'cubulus', players: 3, seed: 1, moves: Array(5000).fill('z00+') } },
    ]) await post(page, bad);
    // A valid message after them proves the frame is listening (and kept its order).
    await post(page, { type: 'cube-table:play', move: 'z00+' });
    await waitEvent(page, 'lesson', 'cube-table:move');
    assert.equal(page.warnings.length, 8, page.warnings.join('\n'));
    assert.ok(page.warnings.every((w) => w.includes('message ignored')), page.warnings.join('\n'));
    assert.match(page.warnings[0], /move must be a string/);
    const types = (await received(page, 'lesson')).map((e) => e.type);
    assert.deepEqual(types, ['cube-table:ready', 'cube-table:move'], 'no event answered a malformed message');
    assert.deepEqual(await moveTexts(frame), ['z00+']);
    assert.deepEqual(page.errors, [], 'warnings, not errors');
    await context.close();
  });

  it('origin= restricts which host may drive the frame', async () => {
    const { context, page } = await pageWithWarnings();
    await page.goto(`${url}/embed-demo.html`);
    await waitEvent(page, 'lesson', 'cube-table:ready');
    // A frame that only talks to another origin: it posts nothing here and takes no orders.
    await page.evaluate(() => {
      const f = document.createElement('iframe');
      f.id = 'foreign';
      f.title = 'foreign';
      f.src = '/embed/cubulus?seats=human,human,human&origin=https%3A%2F%2Fteacher.example';
      document.body.append(f);
    });
    const foreign = page.frameLocator('#foreign');
    await foreign.locator('#board').waitFor();
    await page.evaluate(() => document.getElementById('foreign').contentWindow.postMessage({ type: 'cube-table:play', move: 'z00+' }, '*'));
    // Give the frame the time to (not) act on it.
    await page.waitForTimeout(300);
    assert.equal(await foreign.locator('.move-list button.move').count(), 0);
    assert.ok(page.warnings.some((w) => /origin= does not allow it/.test(w)), page.warnings.join('\n'));
    assert.equal((await received(page, 'lesson')).length, 1, 'only the lesson frame said ready');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('replay=1 steps through a record read-only', async () => {
    const { context, page } = await pageWithWarnings();
    const code = linkCode({ game: 'cubulus', players: 3, seed: 77, moves: SCRIPT });
    await page.goto(`${url}/embed/cubulus?record=${code}&replay=1&moves=1`);
    await page.waitForSelector('#board');
    const count = () => page.locator('.step-count').textContent();
    assert.equal(await count(), '0 / 10');
    assert.equal(await page.locator('#board .ball, #board .lball.here').count(), 0);
    assert.equal(await page.locator('#move-input').count(), 0, 'no move entry in a replay');
    assert.equal(await page.locator('[data-push][tabindex]').count(), 0, 'push points are not targets');
    await page.click('[data-step="next"]');
    await page.click('[data-step="next"]');
    assert.equal(await count(), '2 / 10');
    assert.equal(await page.locator('#board .ball, #board .lball.here').count(), 2);
    assert.match(await page.locator('#status').textContent(), /Move 2: Player \d: pushed a ball into the upright line at row 3, column 3 from above/);
    await page.click('[data-step="end"]');
    assert.equal(await count(), '10 / 10');
    assert.match(await page.locator('#status').textContent(), /wins!/);
    await page.click('[data-step="prev"]');
    assert.equal(await count(), '9 / 10');
    await page.click('.move-list li:nth-child(3) button');
    assert.equal(await count(), '3 / 10');
    await page.click('[data-step="start"]');
    assert.equal(await count(), '0 / 10');
    // A replay offers no push point to press, in either view.
    await page.click('#view-layers');
    assert.equal(await page.locator('#board button, #board [data-push]').count(), 0);
    assert.equal(await count(), '0 / 10');
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage)), []);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('autoplay=<ms> plays the record by itself and stops at the end; it can be paused', async () => {
    const { context, page } = await pageWithWarnings();
    const code = linkCode({ game: 'cubulus', players: 3, seed: 77, moves: SCRIPT.slice(0, 4) });
    await page.goto(`${url}/embed/cubulus?record=${code}&autoplay=150`);
    await page.waitForSelector('#board');
    assert.equal(await page.getAttribute('.play-toggle', 'aria-pressed'), 'true');
    await page.waitForFunction(() => document.querySelector('.step-count')?.textContent === '4 / 4');
    await page.waitForFunction(() => document.querySelector('.play-toggle')?.getAttribute('aria-pressed') === 'false');
    assert.equal(await page.locator('#board .ball, #board .lball.here').count(), 4);
    // Playing again from the end starts over; pausing stops it.
    await page.click('.play-toggle');
    await page.waitForFunction(() => ['0 / 4', '1 / 4'].includes(document.querySelector('.step-count')?.textContent));
    await page.click('.play-toggle');
    const paused = await page.locator('.step-count').textContent();
    await page.waitForTimeout(500);
    assert.equal(await page.locator('.step-count').textContent(), paused);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('the demo page replays the whole game by itself', async () => {
    const { context, page } = await pageWithWarnings();
    await page.goto(`${url}/embed-demo.html`);
    const ready = await waitEvent(page, 'watch', 'cube-table:ready');
    assert.equal(ready.ply, 10);
    const view = await waitEvent(page, 'watch', 'cube-table:view', 2);
    assert.equal(view.ply, 2);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('a seed of 2^64 − 1 goes to the frame and back to the host whole, as a string', async () => {
    const { context, page } = await pageWithWarnings();
    await page.goto(`${url}/embed-demo.html`);
    await waitEvent(page, 'lesson', 'cube-table:ready');
    const seed = '18446744073709551615';
    await post(page, { type: 'cube-table:load', record: { game: 'cubulus', players: 3, seed, moves: ['z00+'] } });
    const view = await waitEvent(page, 'lesson', 'cube-table:view');
    assert.equal(view.record.seed, seed);
    await post(page, { type: 'cube-table:play', move: 'z22-' });
    const move = await waitEvent(page, 'lesson', 'cube-table:move');
    assert.equal(move.record.seed, seed);
    assert.deepEqual(move.record.moves, ['z00+', 'z22-']);
    await context.close();
  });

  it('computer seats play by themselves, and a hint comes back as an event', async () => {
    const { context, page } = await pageWithWarnings();
    // A host page of its own with one frame: two computer seats after the person.
    await page.setContent(`<iframe id="f" width="800" height="600"
      src="${url}/embed/cubulus?seats=human,ai:easy,ai:easy&seed=5"></iframe>
      <script>window.got = []; addEventListener('message', (e) => window.got.push(e.data));</script>`);
    const events = (type) => page.evaluate((t) => window.got.filter((e) => e.type === t), type);
    await page.waitForFunction(() => window.got.some((e) => e.type === 'cube-table:ready'));
    const [ready] = await events('cube-table:ready');
    const send = (m) => page.evaluate((msg) => document.getElementById('f').contentWindow.postMessage(msg, '*'), m);
    // Whoever starts, the person's turn comes (a computer seat that starts moves by itself);
    // until then a hint is refused with an error event, so ask until one comes.
    let hints = [];
    for (let i = 0; i < 40 && hints.length === 0; i++) {
      await send({ type: 'cube-table:hint' });
      await page.waitForTimeout(750);
      hints = await events('cube-table:hint');
    }
    const hint = hints[0];
    assert.equal(typeof hint.move, 'string');
    assert.ok(hint.text.length > 0);
    // The person plays the hint; both computer seats answer by themselves.
    const before = (await events('cube-table:move')).length;
    await send({ type: 'cube-table:play', move: hint.move });
    await page.waitForFunction((n) => window.got.filter((e) => e.type === 'cube-table:move').length >= n + 3, before, { timeout: 60000 });
    const moves = await events('cube-table:move');
    assert.equal(moves[before].move, hint.move);
    assert.equal(ready.record.players, 3);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('an unknown seat kind is refused at the start, naming it', async () => {
    const { context, page } = await pageWithWarnings();
    await page.goto(`${url}/embed/cubulus?seats=human,robot`);
    const notice = page.locator('.notice.error');
    await notice.waitFor();
    assert.match(await notice.textContent(), /"robot"/);
    assert.equal(await page.locator('#board').count(), 0, 'no game is started');
    assert.ok(page.warnings.some((w) => w.includes('"robot"')), page.warnings.join('\n'));
    await context.close();
  });

  it('lang= and seats= are read; unknown parameters are warned about', async () => {
    const { context, page } = await pageWithWarnings();
    await page.goto(`${url}/embed/cubulus?lang=de&seats=human,human&seed=4&zoom=2`);
    await page.waitForSelector('#board');
    assert.equal(await page.getAttribute('html', 'lang'), 'de');
    assert.match(await page.locator('#status').textContent(), /am Zug/);
    // Two seats: the two-player set-up, where neutral balls are placed first (also by keyboard).
    const cell = page.locator('[data-place]').first();
    const notation = await cell.getAttribute('data-place');
    await cell.focus();
    await page.keyboard.press('Enter');
    // The status line says the move in words, with who made it; the notation's cell in words.
    const [x, y, z] = notation.replace(/^n/, '').split('').map((c) => Number(c) + 1);
    assert.match(await page.locator('#status').textContent(), new RegExp(`Zug 1: Spieler \\d: setzte eine neutrale Kugel auf Ebene ${z}, Reihe ${y}, Spalte ${x}`));
    assert.ok(page.warnings.some((w) => w.includes('zoom')), page.warnings.join('\n'));
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage)), []);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('the demo shows a lesson stage and a puzzle, and lists their events', async () => {
    const { context, page } = await pageWithWarnings();
    await page.goto(`${url}/embed-demo.html`);
    const start = await waitEvent(page, 'stage', 'cube-table:stage-start');
    assert.deepEqual([start.game, start.stage, start.id], ['cubulus', 1, 'push-one']);
    const of = `${start.stages}`;
    // The first stage solved on the frame's own board (its layers view): stage-done.
    const stage = page.frameLocator('#stage-frame');
    await stage.locator('#view-layers').click();
    await stage.locator('[data-push="x00+"]').click();
    const done = await waitEvent(page, 'stage', 'cube-table:stage-done');
    assert.equal(done.id, 'push-one');
    // The puzzle frame: puzzle 1, solved by its answer.
    const puzzles = JSON.parse(await (await fetch(`${url}/puzzles/cubulus.json`)).text()).puzzles;
    const puzzle = puzzles.find((p) => p.id === 1);
    const frame = page.frameLocator('#puzzle-frame');
    await frame.locator('.puzzle[data-puzzle="1"]').waitFor();
    await frame.locator('#view-layers').click();
    await frame.locator(`[data-push="${puzzle.answer}"]`).click();
    const solved = await waitEvent(page, 'puzzle', 'cube-table:puzzle-solved');
    assert.deepEqual([solved.game, solved.id, solved.move], ['cubulus', 1, puzzle.answer]);
    // The host's list says what came in.
    const listed = await page.locator('#events li.in').allTextContents();
    for (const t of [`stage-start cubulus 1 / ${of}`, `stage-done cubulus 1 / ${of}`, `puzzle-solved cubulus 1 with ${puzzle.answer}`]) {
      assert.ok(listed.some((l) => l.includes(t)), `${t} in ${listed.join(' | ')}`);
    }
    // Another game's stage: stage-start names it.
    await page.selectOption('#teach-game', 'mojave');
    await page.fill('#teach-stage', '2');
    await page.click('#teach-form button[type="submit"]');
    const other = await waitEvent(page, 'stage', 'cube-table:stage-start', 2);
    assert.deepEqual([other.game, other.stage, other.id], ['mojave', 2, 'one-turn']);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('a broken record is shown and reported, and a fresh game is offered', async () => {
    const { context, page } = await pageWithWarnings();
    await page.goto(`${url}/embed/cubulus?record=@@broken@@`);
    await page.waitForSelector('#board');
    assert.match(await page.locator('.notice').textContent(), /record cannot be read/);
    assert.equal(await page.locator('#board .ball, #board .lball.here').count(), 0);
    assert.deepEqual(page.errors, []);
    await page.goto(`${url}/embed/chess`);
    await page.waitForSelector('.notice.error');
    await context.close();
  });
});
