// The lessons (issue 29): every stage of every course solved by clicking the game's own
// board, from the home page to "play a full game", at desktop and at phone width; a wrong
// move shows its explanation; progress survives a reload.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, ready, startServer } from './harness.mjs';

const shot = (name) => new URL(`../../target/screens/${name}.png`, import.meta.url).pathname;
const PHONE = { viewport: { width: 360, height: 740 } };

// Each course as the rules crate has it (crates/rules/src/<game>/lessons.rs): the stage
// ids and their solutions, in order.
const COURSES = {
  cubulus: [
    ['push-one', ['x00+']],
    ['push-two', ['x00+']],
    ['rotate', ['rx00+']],
    ['square', ['x00+']],
    ['corners', ['x20-']],
    ['block', ['z11+']],
    ['no-reverse', ['ry00-']],
    ['both-squares', ['z10+']],
    ['neutrals', ['n110']],
    ['three-players', ['x00+']],
    ['supply-empty', ['rx00+']],
    ['pass', ['x00+']],
    ['repetition', ['rx00+']],
    ['move-300', ['y00+']],
  ],
  cubus: [
    ['build-1', ['b1000100000000000']],
    ['build-2', ['b2000100000000000']],
    ['build-3', ['b0200110000000000']],
    ['build-4', ['b0200210000000000']],
    ['free-crate', ['b0200220000000000']],
    ['hidden-crate', ['b2200220000000000']],
    ['rebuild-9', ['b2200220000000000']],
    ['open-crate-19', ['b4400440000000000o0']],
    ['knock', ['k', 'b1000100000000000']],
    ['draw', ['d', 'b2000100000000000']],
    ['last-build', ['b4444444444444444o0123']],
    ['abbau', ['b2200210000000000']],
  ],
  'cube-attack': [
    ['extra-life', ['m:S30.1n>E15', 'a:E15.1n']],
    ['moon', ['m:S30.1n>E15', 'm:E15.1n>H0']],
    ['arm', ['m:S30.1n>B45', 'a:B45.1n']],
    ['long-range', ['a:B45.1s', 'm:B45.1l>W60']],
    ['attack', ['x:W60.1l>V.1l@1']],
    ['extra-cube', ['a:W60.1l']],
    ['shared-moon', ['m:W60.1l>V']],
    ['short-range', ['x:W60.1s>W60.1l@1']],
    ['reach-64', ['x:W60.1l>V.1l@1', 'm:W60.1l>V']],
  ],
  cubes: [
    ['place-six', ['p6:d4']],
    ['third-point', ['p4:g4']],
    ['shift', ['s1A:d5']],
    ['pick-up', ['u:d4', 'p5:d4']],
    ['dependency', ['pl', 'p5:c4']],
    ['exchange', ['x:1A', 'pl']],
    ['whites', ['w:g5']],
    ['pass-right', ['pr']],
    ['swap', ['sw:0-1', 'p5:c4']],
    ['five-stones', ['p3:h7']],
  ],
  mojave: [
    ['first-tip', ['c4:n1']],
    ['one-turn', ['f5:n1e2']],
    ['two-against-one', ['h7:n2']],
    ['one-against-two', ['i7:n3']],
    ['zugzwang-join', ['g7:n3']],
    ['zugzwang-escape', ['h9:s5']],
    ['no-way-out', ['a13:n2']],
    ['last-die', ['l9:n2']],
    ['pass', ['pass', 'a1:e1n1']],
    ['move-limit', ['h7:n2']],
    ['backstop', ['k3:n1']],
  ],
};

/// Where a Mojave move ends: its square plus each run of its path.
function mojaveEnd(mv) {
  const [from, path] = mv.split(':');
  let col = from.charCodeAt(0) - 97, row = Number(from.slice(1));
  for (const [, dir, len] of path.matchAll(/([nesw])(\d+)/g)) {
    const n = Number(len);
    if (dir === 'n') row += n; else if (dir === 's') row -= n; else if (dir === 'e') col += n; else col -= n;
  }
  return `${String.fromCharCode(97 + col)}${row}`;
}

/// Plays `mv` through the board's own controls.
const PLAY = {
  async cubulus(page, mv) {
    await page.click('#view-layers');
    if (mv.startsWith('n')) {
      // A neutral ball goes into an empty cell of the layers view.
      await page.click(`[data-place="${mv}"]`);
    } else if (mv.startsWith('r')) {
      // A full line's push point offers its rotations.
      await page.click(`[data-push="${mv.slice(1)}"]`);
      await page.click(`.rotation-choices button[data-move="${mv}"]`);
    } else {
      await page.hover(`[data-push="${mv}"]`);
      await page.click(`[data-push="${mv}"]`);
    }
  },
  async cubus(page, mv) {
    // Draw, knock, pass the knock and no build are buttons.
    const BUTTONS = { d: '#cb-draw', k: '#cb-knock', p: '#cb-pass-knock', n: '#cb-no-build' };
    if (BUTTONS[mv]) {
      await page.click(BUTTONS[mv]);
      return;
    }
    // The column editor: each column (y * 4 + x) raised or lowered to the build's height,
    // then the build the board reads from it confirmed.
    await page.waitForSelector('.cb-grid');
    const heights = mv.slice(1, 17).split('').map(Number);
    for (const [col, h] of heights.entries()) {
      const cell = page.locator(`.cb-grid [data-col="${col}"]`);
      let now = Number(await cell.getAttribute('data-h'));
      if (now === h) continue;
      await cell.click();
      while (now !== h) {
        await page.click(now < h ? '#cb-add' : '#cb-remove');
        now += now < h ? 1 : -1;
      }
    }
    // Open lids (hex digits after `o`): each column's lid toggled to match.
    const open = new Set((mv.split('o')[1] ?? '').split('').map((c) => parseInt(c, 16)));
    for (const col of heights.keys()) {
      if (heights[col] === 0) continue;
      const cell = page.locator(`.cb-grid [data-col="${col}"]`);
      const isOpen = (await cell.getAttribute('class')).split(/\s+/).includes('open');
      if (isOpen === open.has(col)) continue;
      await cell.click();
      await page.click('#cb-open');
    }
    await page.click(`#cb-confirm[data-move="${mv}"]`);
  },
  async 'cube-attack'(page, mv) {
    // Choose the cube (seat 0's group), then the planet, the star or the enemy cube.
    const [, kind, group, rest] = mv.match(/^([max]):([^>]+)>?(.*)$/);
    const own = page.locator(`#board [data-stack="0:${group}"]`);
    if (!(await own.evaluate((e) => e.classList.contains('chosen')))) await own.click();
    if (kind === 'a') {
      await page.click('#board .activate');
    } else if (kind === 'x') {
      const [target, seat] = rest.split('@');
      await page.click(`#board [data-stack="${seat}:${target}"]`);
    } else {
      const body = page.locator(`#board [data-planet="${rest}"] .body`);
      const { width, height } = await body.boundingBox();
      await body.click({ position: { x: width * 0.1, y: height / 2 } });
    }
    // The board redraws after each action.
    await page.waitForTimeout(100);
  },
  async cubes(page, mv) {
    if (mv.startsWith('w:')) {
      // Setup: a white stone goes onto the clicked square.
      await page.click(`#board [data-sq="${mv.slice(2)}"]`);
      return;
    }
    if (mv.startsWith('sw:')) {
      // The swap card, then the pair of seats.
      await page.click('[data-card="sw"]');
      await page.click(`.swap-pairs button[data-move="${mv}"]`);
      return;
    }
    if (mv === 'pl' || mv === 'pr') {
      // A dependency-change card, then its button.
      await page.click(`[data-card="${mv}"]`);
      await page.click('#cubes-play-card');
      return;
    }
    if (mv.startsWith('x:')) {
      // The cards to discard (a repeated kind: the next one not chosen yet), then the exchange.
      for (const card of mv.slice(2).split(',')) {
        await page.click(`[data-card="${card}"][aria-pressed="false"]`);
      }
      await page.click(`#cubes-exchange[data-move="${mv}"]`);
      return;
    }
    if (mv.startsWith('u:')) {
      // Nothing chosen: one's own stone is picked up.
      await page.click(`#board [data-sq="${mv.slice(2)}"]`);
      return;
    }
    // A stone from the supply or a card from the hand, then the square.
    const [what, sq] = mv.split(':');
    await page.click(what.startsWith('p') ? `[data-stone="${what.slice(1)}"]` : `[data-card="${what.slice(1)}"]`);
    await page.click(`#board [data-sq="${sq}"]`);
  },
  async mojave(page, mv) {
    if (mv === 'pass') {
      await page.click('#mj-pass');
      await page.waitForTimeout(100);
      return;
    }
    // The die, then the marked square it ends on; where two paths end there, the chooser.
    const end = mojaveEnd(mv);
    await page.click(`#board [data-square="${mv.split(':')[0]}"]`);
    await page.hover(`#board [data-target="${end}"]`);
    await page.click(`#board [data-target="${end}"]`);
    const chooser = page.locator(`.mj-chooser [data-move="${mv}"]`);
    await Promise.race([chooser.waitFor({ timeout: 3000 }), page.waitForSelector('.lesson-feedback', { timeout: 3000 })]).catch(() => {});
    if (await chooser.count()) await chooser.click();
  },
};

// A teaching site's page with the last Mojave stage in a frame, keeping the events.
const HOST = `<!doctype html><html lang="en"><title>host</title>
<iframe id="lesson" title="lesson" src="/embed/mojave/learn/11?lang=en" width="1000" height="900"></iframe>
<script>window.events = []; addEventListener('message', (e) => {
  if (e.data && typeof e.data.type === 'string') window.events.push(e.data); });</script></html>`;

let server, url, browser;
before(async () => {
  ({ server, url } = await startServer({ '/learn-host.html': () => HOST }));
  browser = await launch();
});
after(async () => { await browser?.close(); server?.close(); });

async function noSidewaysScroll(page, width) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= width, `the page is ${scroll} px wide at ${width}`);
}

for (const [label, options, width] of [['1280', { viewport: { width: 1280, height: 900 } }, 1280], ['360', PHONE, 360]]) {
  describe(`lessons at ${label} px`, () => {
    for (const [game, stages] of Object.entries(COURSES)) {
      it(`${game}: from the home page through every stage to a full game`, async () => {
        const { context, page } = await newPage(browser, options);
        await page.goto(url);
        await page.click(`.game-card[data-game="${game}"] .learn-link`);
        await page.waitForSelector('.lesson[data-stage]');
        await ready(page);
        for (const [i, [id, solution]] of stages.entries()) {
          await page.waitForSelector(`.lesson[data-stage="${id}"]`);
          assert.match(page.url(), new RegExp(`/${game}/learn(/${i + 1})?$`));
          assert.ok((await page.locator('#lesson-goal').textContent()).length > 10, 'the goal in words');
          assert.match(await page.locator('.lesson-goal').textContent(), /You play Player 1 \(\w+\)/);
          if (width < 900) {
            const goal = await page.locator('.lesson-goal').boundingBox();
            const board = await page.locator('.board-area').boundingBox();
            assert.ok(goal.y < board.y, 'on a phone the goal comes before the board');
          }
          if (i === 0) {
            // A lesson opens where it begins: nothing takes the focus and scrolls the page
            // down past the goal (Cubes' hand did on a phone).
            assert.equal(await page.evaluate(() => scrollY), 0, 'the lesson opens at its top');
            await page.click('#lesson-hint');
            await page.waitForSelector('.lesson-hint');
            await page.screenshot({ path: shot(`learn-${game}-hint-${label}`), fullPage: true });
          }
          for (const mv of solution) await PLAY[game](page, mv);
          await page.waitForSelector('.lesson-feedback.success');
          await noSidewaysScroll(page, width);
          if (i === 0 || i === stages.length - 1) {
            await page.screenshot({ path: shot(`learn-${game}-${id}-${label}`), fullPage: true });
          }
          if (i + 1 < stages.length) await page.click('.next-stage');
        }
        assert.equal(await page.locator('#play-game').getAttribute('href'), `/${game}`);
        // Progress is kept: every stage ticked after a reload.
        await page.goto(`${url}/${game}/learn`);
        await page.waitForSelector('.lesson-list li.done');
        assert.equal(await page.locator('.lesson-list li.done').count(), stages.length);
        assert.deepEqual(page.errors, []);
        await context.close();
      });
    }

    it('cubulus: a wrong move is explained and the stage starts again', async () => {
      const { context, page } = await newPage(browser, options);
      await page.goto(`${url}/cubulus/learn/1`);
      await page.waitForSelector('.lesson[data-stage="push-one"]');
      await ready(page);
      await PLAY.cubulus(page, 'y00+');
      const wrong = page.locator('.lesson-feedback.wrong');
      await wrong.waitFor();
      assert.match(await wrong.textContent(), /column 1/);
      if (width < 900) {
        // Issue 47, item 10: on a phone the answer comes under the long board, where the
        // try was made, and is brought into view there: the page no longer jumps up to it.
        const box = await wrong.boundingBox();
        const board = await page.locator('.board-area').boundingBox();
        assert.ok(box.y > board.y + board.height - 1, 'the answer is under the board');
        const { top, height, y } = await page.evaluate(() => {
          const r = document.querySelector('.lesson-feedback.wrong').getBoundingClientRect();
          return { top: r.top, height: innerHeight, y: scrollY };
        });
        assert.ok(top >= 0 && top < height, `the answer is in view (top ${top} of ${height})`);
        assert.ok(y > 0, 'the page did not jump to its top');
      }
      await noSidewaysScroll(page, width);
      await page.screenshot({ path: shot(`learn-cubulus-wrong-${label}`), fullPage: true });
      // Back at the start: the solution still works.
      await PLAY.cubulus(page, 'x00+');
      await page.waitForSelector('.lesson-feedback.success');
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  });
}

describe('lessons: embedded', () => {
  it('a stage in a frame posts stage-start, stage-done and lesson-done', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/learn-host.html`);
    await page.waitForFunction(() => window.events.some((e) => e.type === 'cube-table:stage-start'));
    const frame = page.frames().find((f) => f.url().includes('/embed/mojave/learn/11'));
    assert.ok(frame, 'the lesson frame');
    await frame.waitForSelector('.lesson[data-stage="backstop"]');
    await PLAY.mojave(frame, 'k3:n1');
    await frame.waitForSelector('.lesson-feedback.success');
    await page.waitForFunction(() => window.events.some((e) => e.type === 'cube-table:lesson-done'));
    const events = await page.evaluate(() => window.events);
    assert.deepEqual(events.map((e) => e.type),
      ['cube-table:stage-start', 'cube-table:stage-done', 'cube-table:lesson-done']);
    assert.deepEqual(events[0], { type: 'cube-table:stage-start', game: 'mojave', stage: 11, id: 'backstop', stages: 11 });
    assert.equal(await frame.locator('.lesson-list').count(), 0, 'no stage list in a frame');
    assert.equal(await frame.locator('#play-game').getAttribute('target'), '_blank');
    await page.screenshot({ path: shot('learn-embed-1280') });
    // The finished stage is kept in the frame's storage, and a visit again says so.
    const kept = await frame.evaluate(() => JSON.parse(localStorage.getItem('cube-table/learn/mojave')));
    assert.deepEqual(kept, ['backstop']);
    await frame.evaluate(() => location.reload());
    const again = page.frames().find((f) => f.url().includes('/embed/mojave/learn/11'));
    await again.waitForSelector('.lesson .done-before');
    assert.match(await again.locator('.done-before').textContent(), /finished this lesson before/);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});

const AXE = new URL('../node_modules/axe-core/axe.min.js', import.meta.url).pathname;

/// The serious and critical axe-core violations of the page as it is.
async function audit(page) {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

describe('lessons: accessibility', () => {
  for (const game of Object.keys(COURSES)) {
    it(`${game}: a stage with its hint, then solved, has no serious axe violations`, async () => {
      const { context, page } = await newPage(browser);
      await page.goto(`${url}/${game}/learn/1`);
      await page.waitForSelector('.lesson[data-stage]');
      await ready(page);
      await page.click('#lesson-hint');
      await page.waitForSelector('.lesson-hint');
      assert.deepEqual(await audit(page), []);
      for (const mv of COURSES[game][0][1]) await PLAY[game](page, mv);
      await page.waitForSelector('.lesson-feedback.success');
      assert.deepEqual(await audit(page), []);
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }
});

describe('lessons: addresses', () => {
  it('an unknown stage says so and lists the stages', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/cubulus/learn/99`);
    await page.waitForSelector('.lesson-list');
    assert.match(await page.locator('.learn-page .notice').textContent(), /no such lesson/);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
