// Every screen as a player sees it (issue 25): one test per finding, each reproducing what
// was seen (Cubus freezing after Undo against the computer, the move list hiding the newest
// move, moves and hints in notation, the new-game form on a phone, Cubulus hard to see and
// tap, Cubes asking to pass the device against the computer, an understated end, and the
// small things), and no page scrolling sideways at 360 px. Finished games come from the
// rules for JavaScript (dist/rules-js, built as scripts/test.sh does) played to the end.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { launch, linkCode, moveTexts, newPage, ready, startServer, startWith } from './harness.mjs';

const GAMES = ['cubulus', 'cubus', 'cube-attack', 'cubes', 'mojave'];
const RULES_JS = new URL('../../dist/rules-js/rules_js.js', import.meta.url).pathname;
const shot = (name) => new URL(`../../target/screens/${name}.png`, import.meta.url).pathname;
const PHONE = { viewport: { width: 360, height: 740 } };

/// The scripted Cubus game of cubus.test.mjs (seed 1, two players; seat 0 builds at move 42).
const CUBUS = 'd d d n p d n p d n p d n p d n p d n p d n p d n p d n p d n p d n p d n p d b2110100000000000o0 d b2200110000000000o0 d n p d b3300200000000000o0'.split(' ');
/// Cubulus, three players (seed 77): the starter completes a square with the tenth move.
const CUBULUS_WIN = ['z00+', 'z22-', 'x11-', 'z10+', 'z20-', 'x10-', 'z01+', 'z02-', 'y01-', 'z11+'];

/// The selects whose chosen label is wider than the room beside the select's arrow (run
/// in the page): "Computer: medium" cut to "Computer: me" on a phone was one of issue 25's
/// findings.
function uncutChoices(selects) {
  const ARROW = 20;
  const ctx = document.createElement('canvas').getContext('2d');
  return selects.flatMap((s) => {
    const style = getComputedStyle(s);
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = s.selectedOptions[0]?.textContent ?? '';
    const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW;
    const need = ctx.measureText(text).width;
    return need > room ? [`"${text}" needs ${Math.ceil(need)} px, has ${Math.floor(room)}`] : [];
  });
}

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

const person = (colour) => ({ name: '', colour });
const computer = (colour, level = 'easy') => ({ name: '', colour, ai: level });

/// Opens `game` with a running game restored from the browser's storage, as after a reload.
async function openSaved(page, { game, players, seed, moves, options = {} }, seats) {
  await page.goto(`${url}/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    `cube-table/current/${game}`,
    JSON.stringify({ game, players, options, seed, moves, seats, saved_at: 0 }),
  ]);
  await page.goto(`${url}/${game}`);
  await page.waitForSelector('.game-body');
  await ready(page);
}

const start = (page, game, kinds) => startWith(page, url, game, kinds);

/// After an action: the page answers, either a person may move now (the Hint button is
/// offered), or a computer seat moves (the move list grows), or the game is over. A page
/// stuck on a computer's turn that no computer takes fails this.
async function answers(page, before) {
  await page.waitForFunction((n) => document.querySelector('#hint')
    || document.querySelector('#game-over')
    || document.querySelectorAll('.move-list button.move').length !== n, before, { timeout: 60000 });
}

/// Plays `game` in the browser's rules-js to the end: `prefer` moves first where legal,
/// else a pseudo-random legal move; returns the record.
async function finishedRecord(page, game, players, seed, prefer = []) {
  assert.ok(existsSync(RULES_JS), 'dist/rules-js is missing: build it as scripts/test.sh does');
  await page.goto(`${url}/rules-js/rules_js.js`);
  return page.evaluate(async ([game, players, seed, prefer]) => {
    const rules = await import('/rules-js/rules_js.js');
    await rules.default();
    const g = rules.newGame(game, players, null, seed);
    let r = seed;
    for (let i = 0; i < 3000 && g.outcome() == null; i++) {
      const m = prefer.find((p) => g.check(p) === undefined);
      if (m) { g.play(m); continue; }
      const legal = g.legalMoves();
      r = (r * 1103515245 + 12345) % 2147483648;
      g.play(legal[r % legal.length]);
    }
    const record = JSON.parse(g.recordJson());
    record.done = g.outcome() != null;
    g.free();
    return record;
  }, [game, players, seed, prefer]);
}

describe('issue 25: every screen as a player sees it', () => {
  it('1. Cubus against the computer: Undo never leaves the page on a computer turn (mid-game, several points, the end)', async () => {
    const { context, page } = await newPage(browser);
    const seats = [person(0), computer(1)];
    // What was seen: seat 1 (the computer) drew, declared no build; the person may knock.
    await openSaved(page, { game: 'cubus', players: 2, seed: 1, moves: CUBUS.slice(0, 44) }, seats);
    await page.waitForSelector('#cb-knock');
    assert.equal(await page.locator('#undo').isDisabled(), true,
      'undoing the computer\'s no build alone would stop on its turn, and its draw cannot be undone');
    assert.match(await page.locator('#undo').getAttribute('title'), /drawn card/);
    assert.equal(await page.locator('#hint').count(), 1, 'the person may still ask for a hint');
    // One move later (the person passed the knock): Undo goes back to the knock.
    await openSaved(page, { game: 'cubus', players: 2, seed: 1, moves: CUBUS.slice(0, 45) }, seats);
    await page.click('#undo');
    assert.equal((await moveTexts(page)).length, 44);
    await page.waitForSelector('#cb-knock');
    await answers(page, 44);
    await page.click('#redo');
    assert.equal((await moveTexts(page)).length, 45);

    // A whole game against the computer, undone at several points and at the end.
    const rec = await finishedRecord(page, 'cubus', 2, 5, ['n', 'p']);
    assert.ok(rec.done, 'the scripted game ends');
    const points = [...new Set([9, 23, 40, 61, rec.moves.length - 1, rec.moves.length])]
      .filter((n) => n > 0 && n <= rec.moves.length);
    for (const n of points) {
      const moves = rec.moves.slice(0, n);
      await openSaved(page, { game: 'cubus', players: 2, seed: 5, moves }, seats);
      // Where the computer is to move, it answers first.
      await page.waitForSelector('#hint, #game-over', { timeout: 60000 });
      if (await page.locator('#undo').isDisabled()) continue;
      const before = (await moveTexts(page)).length;
      await page.click('#undo');
      const now = (await moveTexts(page)).length;
      assert.ok(now < before, `undo after ${before} moves took something back`);
      await answers(page, now);
      assert.equal(await page.locator('#hint').count(), 1, `after undo at ${before}: a person's turn`);
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('2. the move list keeps the newest move in view, and says who moved', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${url}/cubus?record=${linkCode({ game: 'cubus', players: 2, seed: 1, moves: CUBUS.slice(0, 46) })}`);
    await page.waitForSelector('.move-list');
    const inView = () => page.evaluate(() => {
      const ol = document.querySelector('.move-list');
      const box = ol.getBoundingClientRect();
      const last = ol.lastElementChild.getBoundingClientRect();
      return ol.scrollHeight > ol.clientHeight && last.top >= box.top - 1 && last.bottom <= box.bottom + 1;
    });
    assert.ok(await inView(), 'the 46th move is visible in the scrolled list');
    await page.click('#cb-best');
    await page.click('#cb-confirm');
    await page.waitForFunction(() => document.querySelectorAll('.move-list li').length === 47);
    assert.ok(await inView(), 'and so is the next');
    const words = await page.locator('.move-list button.move').allTextContents();
    assert.match(words[0], /^Player \d: drew a card/);
    assert.ok(words.every((w) => !/^[dnpkb]\w*$/.test(w)), 'no move in notation');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('3. hints are shown on the board of every game and said in words; Mojave\'s last move in words', async () => {
    const marks = {
      cubulus: '#board .hinted', cubus: '.cubus-board .hinted, .cb-hint', 'cube-attack': '#board .ca-hint circle, .cube-attack-board .hinted',
      cubes: '#board .hint-mark, .cubes-board .hinted', mojave: '#board .mj-hint',
    };
    for (const game of GAMES) {
      const { context, page } = await newPage(browser);
      await start(page, game, ['human', 'human']);
      await page.click('#hint');
      const hint = page.locator('#hint-text');
      await hint.waitFor({ timeout: 30000 });
      const notation = await hint.getAttribute('data-move');
      const text = await hint.textContent();
      const words = text.split(/[\s:,]+/);
      assert.ok(!words.includes(notation), `${game}: "${text}" is in words, not "${notation}"`);
      assert.ok(await page.locator(marks[game]).count() > 0, `${game}: the hint is on the board`);
      await page.screenshot({ path: shot(`hint-${game}`) });
      if (game === 'cubus') {
        // The first move is a draw: the hint may say to draw, never which card it would be.
        assert.equal(notation, 'd');
        for (const said of [text, await page.locator('.cb-hint').textContent()]) {
          assert.ok(!/draw a card:|drew a card/.test(said), `the hint tells the card a draw would take, or is not an order: "${said}"`);
        }
      }
      if (game === 'mojave') {
        await page.locator('.move-entry summary').click();
        await page.fill('#move-input', notation);
        await page.press('#move-input', 'Enter');
        const last = await page.locator('.mj-last-move').textContent();
        assert.match(last, /moved the \d from [a-o]\d+ to [a-o]\d+/);
        assert.ok(!last.includes(notation), last);
      }
      assert.deepEqual(page.errors, [], game);
      await context.close();
    }
  });

  it('4. the new-game form fits a phone, remembers the last choices and goes back to the game', async () => {
    for (const game of GAMES) {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto(`${url}/${game}`);
      await page.waitForSelector('#start-game');
      await ready(page);
      if (await page.$('#player-count')) {
        const counts = await page.locator('#player-count option').allTextContents();
        await page.selectOption('#player-count', counts.at(-1));
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `${game}: the page is ${width} px wide`);
      for (const box of await page.locator('.new-game input, .new-game select, .new-game button').evaluateAll(
        (els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })))) {
        assert.ok(box.left >= 0 && box.right <= 360, `${game}: a control is cut (${box.left}–${box.right})`);
      }
      const start = await page.locator('#start-game').boundingBox();
      if (await page.locator('.new-game .options').count()) {
        const options = await page.locator('.new-game .options').boundingBox();
        assert.ok(options.y + options.height <= start.y, `${game}: the options box overlaps Start`);
      }
      for (const label of await page.locator('.new-game .option > span').allTextContents()) {
        assert.ok(!/\(.*\/.*\)/.test(label), `${game}: "${label}" lists its choices in brackets`);
      }
      // Issue 47, item 6: the easy computer, as the courses' end promises.
      assert.equal(await page.locator('.seat-kind').nth(1).inputValue(), 'easy', 'one person against the easy computer');
      for (const lang of ['en', 'de', 'hu']) {
        await page.selectOption('#lang-select', lang);
        await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
        for (const cut of await page.locator('.new-game select').evaluateAll(uncutChoices)) assert.fail(`${game} (${lang}): ${cut}`);
      }
      await page.selectOption('#lang-select', 'en');
      await page.screenshot({ path: shot(`form-${game}-360`), fullPage: true });
      assert.deepEqual(page.errors, [], game);
      await context.close();
    }

    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${url}/cubus`);
    await page.waitForSelector('#start-game');
    await ready(page);
    assert.equal(await page.locator('[data-option="abbau_start"]').count(), 0, 'the Abbau start without the Abbau');
    await page.locator('[data-option="abbau"] input').check();
    assert.equal(await page.locator('[data-option="abbau_start"]').count(), 1);
    assert.equal(await page.locator('[data-option="knocking"]').count(), 0, 'no knocking in the Abbau');
    await page.locator('[data-option="abbau"] input').uncheck();
    await page.fill('.seat-name-input >> nth=0', 'Anna');
    await page.locator('.seat-name-input').nth(0).dispatchEvent('change');
    await page.selectOption('.seat-kind >> nth=1', 'hard');
    await page.click('#start-game');
    await page.waitForSelector('#status');
    assert.match(await page.locator('.players').textContent(), /Computer \(hard\)/, 'a computer is named as one');
    await page.click('#new-game');
    await page.waitForSelector('#back-to-game');
    assert.equal(await page.locator('.seat-name-input').nth(0).inputValue(), 'Anna', 'the last choices come back');
    assert.equal(await page.locator('.seat-kind').nth(1).inputValue(), 'hard');
    await page.click('#back-to-game');
    await page.waitForSelector('#status');
    // Default names follow the language.
    await page.click('#new-game');
    await page.fill('.seat-name-input >> nth=0', '');
    await page.locator('.seat-name-input').nth(0).dispatchEvent('change');
    await page.selectOption('.lang select', 'hu');
    await page.waitForFunction(() => document.querySelector('.seat-name-input').value === '1. játékos');
    assert.equal(await page.locator('.seat-name-input').nth(1).inputValue(), 'Számítógép (nehéz)');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('5. Cubulus: nothing hides a ball or a push point, cells past balls take clicks, phone targets are 44 px, a tap previews', async () => {
    const { context, page } = await newPage(browser);
    await start(page, 'cubulus', ['human', 'human']);
    await page.click('#view-cube');
    // Two players: the non-starter places neutral balls, clicked where the cells are drawn.
    for (let i = 0; i < 6; i++) {
      const before = (await moveTexts(page)).length;
      const cell = page.locator('#board [data-place]').nth((i * 5) % (await page.locator('#board [data-place]').count()));
      const box = await cell.boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction((n) => document.querySelectorAll('.move-list button.move').length === n + 1, before);
      assert.equal(await page.locator('.notice').count(), 0, 'no "That cell is not empty"');
    }
    await context.close();

    const game = await newPage(browser);
    await game.page.goto(`${url}/cubulus?record=${linkCode({ game: 'cubulus', players: 3, seed: 77, moves: CUBULUS_WIN.slice(0, 8) })}`);
    await game.page.waitForSelector('#board .push');
    const covered = await game.page.evaluate(() => {
      const out = [];
      const at = (el) => { const r = el.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; };
      for (const b of document.querySelectorAll('#board .ball')) {
        const hit = document.elementFromPoint(...at(b.querySelector('circle')));
        if (!b.contains(hit)) out.push(`ball ${b.dataset.cell}`);
      }
      for (const p of document.querySelectorAll('#board .push:not(.behind)')) {
        const hit = document.elementFromPoint(...at(p.querySelector('.push-dot')));
        if (hit && hit.closest('.ball')) out.push(`push ${p.dataset.push}`);
      }
      return out;
    });
    assert.deepEqual(covered, [], 'every ball and every front push point can be seen and clicked');
    await game.page.screenshot({ path: shot('cubulus-cube-1280') });
    await game.context.close();

    // A phone: the layers view, every target at least 44 px; a tap previews, a second plays.
    const phone = await newPage(browser, { ...PHONE, hasTouch: true, isMobile: true });
    await phone.page.goto(`${url}/cubulus?record=${linkCode({ game: 'cubulus', players: 3, seed: 5 })}`);
    await phone.page.waitForSelector('#board .lpush');
    const small = await phone.page.locator('#board .lpush, #board button.lcell').evaluateAll(
      (els) => els.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 44 || r.height < 44).length);
    assert.equal(small, 0, 'no touch target under 44 px');
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `the page is ${width} px wide`);
    await phone.page.tap('[data-push="x11+"]');
    assert.equal((await moveTexts(phone.page)).length, 0, 'a tap alone does not push');
    assert.match(await phone.page.locator('.rotation-choices button.primary').textContent(), /^Push a ball into row 2 of layer 2 from the left$/);
    assert.ok(await phone.page.locator('#board .lball.ghost').count() > 0, 'the preview shows where the ball goes');
    await phone.page.tap('[data-push="x11+"]');
    await phone.page.waitForFunction(() => document.querySelectorAll('.move-list button.move').length === 1);
    assert.doesNotMatch(await phone.page.locator('.cubulus-board .hint').textContent(), /[Dd]rag/, 'no drag hint in the layers view');
    await phone.page.screenshot({ path: shot('cubulus-layers-360'), fullPage: true });

    // The end in the layers view: the winning cells marked in their layer, nothing to press.
    await phone.page.goto(`${url}/cubulus?record=${linkCode({ game: 'cubulus', players: 3, seed: 77, moves: CUBULUS_WIN })}`);
    await phone.page.waitForSelector('#game-over');
    assert.equal(await phone.page.locator('[data-layer="1"] .lcell.win').count(), 4, 'the square of four in layer 1');
    assert.equal(await phone.page.locator('#board button').count(), 0, 'no push point after the end');
    assert.equal(await phone.page.locator('.cubulus-board .hint').count(), 0);
    assert.deepEqual(phone.page.errors, []);
    await phone.context.close();
  });

  it('5b. on a phone every board has targets of 44 px, or a Zoom to reach them', async () => {
    const { context, page } = await newPage(browser, { ...PHONE, hasTouch: true, isMobile: true });
    const smallest = (selector) => page.locator(selector).evaluateAll((els) => Math.min(
      ...els.map((e) => e.getBoundingClientRect()).map((r) => Math.min(r.width, r.height))));
    await start(page, 'cube-attack', ['human', 'human']);
    await page.click('#ca-zoom');
    assert.ok(await smallest('#board .planet .hit') >= 44, 'planets of at least 44 px zoomed in');
    let width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `the page stays ${width} px wide; the board scrolls in its box`);
    await page.screenshot({ path: shot('cube-attack-zoomed-360') });
    await start(page, 'cubes', ['human', 'human']);
    await page.click('#cubes-zoom');
    assert.ok(await smallest('#board .cell') >= 44, 'squares of at least 44 px zoomed in');
    width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `the page stays ${width} px wide`);
    await page.goto(`${url}/cubus?record=${linkCode({ game: 'cubus', players: 2, seed: 1, moves: CUBUS.slice(0, 41) })}`);
    await page.waitForSelector('.cb-grid');
    assert.ok(await smallest('.cb-grid .cb-cell') >= 44, 'the Cubus editor\'s columns');
    assert.ok(await smallest('.cubus-board button') >= 44, 'and its buttons');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('6. Cubes against the computer: no pass-the-device, and the rest of the white stones at random', async () => {
    const { context, page } = await newPage(browser);
    await start(page, 'cubes', ['human', 'easy']);
    await page.waitForSelector('#cubes-random-whites', { timeout: 20000 });
    await page.click('#cubes-random-whites');
    await page.waitForSelector('.cubes-hand-area', { timeout: 60000 });
    await page.waitForFunction(() => !/white stone/.test(document.querySelector('.cubes-board').textContent)
      || document.querySelectorAll('.move-list button.move').length >= 30, null, { timeout: 60000 });
    for (let i = 0; i < 3; i++) {
      assert.equal(await page.locator('.cubes-cover').count(), 0, 'never "Pass the device"');
      assert.doesNotMatch(await page.locator('.cubes-board').textContent(), /Pass the device/);
      await page.waitForTimeout(500);
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('7. the end says who won and by how much, and offers a rematch, a new game and a review', async () => {
    const seeds = { cubulus: 77, cubus: 5, 'cube-attack': 3, cubes: 7, mojave: 2 };
    for (const game of GAMES) {
      for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 740 }]) {
        const { context, page } = await newPage(browser, { viewport });
        const rec = game === 'cubulus'
          ? { game, players: 3, seed: 77, moves: CUBULUS_WIN, done: true }
          : await finishedRecord(page, game, 2, seeds[game], game === 'cubus' ? ['n', 'p'] : []);
        assert.ok(rec.done, `${game} ends`);
        await openSaved(page, { ...rec, players: rec.players ?? 2 }, [person(0), computer(1)]);
        await page.waitForSelector('#game-over');
        const title = await page.locator('#game-over-title').textContent();
        assert.match(title, /wins!|win together!|Draw\./, `${game}: "${title}"`);
        if (/wins/.test(title)) assert.ok(await page.locator('#game-over-margin').count(), `${game}: by how much`);
        assert.equal(await page.locator('#game-over .standings li').count(), 2 + (game === 'cubulus' ? 1 : 0));
        const body = await page.locator('main').textContent();
        assert.ok((body.match(/The game is over\./g) ?? []).length <= 1, `${game}: "The game is over." once at most`);
        await page.screenshot({ path: shot(`end-${game}-${viewport.width}`), fullPage: viewport.width === 360 });
        if (viewport.width === 360) {
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(width <= 360, `${game}: the finished game's page is ${width} px wide`);
          await page.click('#review');
          await page.waitForSelector('.replay-steps');
          assert.match(await page.locator('.step-count').textContent(), /^0 \//);
        } else {
          await page.click('#rematch');
          await page.waitForFunction(() => !document.querySelector('#game-over'));
          assert.match(await page.locator('.players').textContent(), /Computer \(easy\)/, `${game}: the same seats`);
        }
        assert.deepEqual(page.errors, [], game);
        await context.close();
      }
    }
  });

  it('8. small things: offline and serverless "Play online", the Cubus editor beside its drawing, the home page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url);
    await page.waitForSelector('.game-card');
    assert.match(await page.locator('.how-to-play').textContent(), /against the computer/);
    await page.goto(`${url}/mojave`);
    await page.waitForSelector('#play-online');
    await ready(page);
    await page.click('#play-online');
    const problem = await page.locator('#online-problem').textContent();
    assert.doesNotMatch(problem, /serve\.sh|script/, 'words for a player, not a developer');
    assert.match(problem, /play here on this device/);
    await context.setOffline(true);
    await page.click('#play-online');
    // The notice is drawn again after the second click: wait for it, not for the old one to stay.
    await page.waitForFunction(() => /offline/.test(document.querySelector('#online-problem')?.textContent ?? ''));
    await context.close();

    // The Cubus build editor on a phone: the drawing stays in view while the editor is used.
    const phone = await newPage(browser, PHONE);
    await phone.page.goto(`${url}/cubus?record=${linkCode({ game: 'cubus', players: 2, seed: 1, moves: CUBUS.slice(0, 41) })}`);
    await phone.page.waitForSelector('.cb-grid');
    await phone.page.locator('#cb-confirm').scrollIntoViewIfNeeded();
    const drawing = await phone.page.locator('svg.cb-svg').boundingBox();
    assert.ok(drawing.y >= -1 && drawing.y + drawing.height <= 740, 'the drawing is on screen with the editor');
    await phone.page.screenshot({ path: shot('cubus-editor-360') });
    assert.deepEqual(phone.page.errors, []);
    await phone.context.close();
  });

  it('no page scrolls sideways at 360 px', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const paths = ['/', ...GAMES.flatMap((g) => [`/${g}`, `/${g}/rules`, `/embed/${g}?moves=1&rules=1`])];
    for (const path of paths) {
      await page.goto(url + path);
      await page.waitForSelector('main');
      // The embed page is a program of its own; the others say when they run.
      if (path.startsWith('/embed/')) await page.waitForSelector('.board-area');
      else await ready(page);
      if (await page.locator('#start-game').count()) {
        await page.click('#start-game');
        await page.waitForSelector('.game-body');
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 360, `${path} is ${width} px wide`);
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
