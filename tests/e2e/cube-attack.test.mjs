// Cube Attack end to end: a scripted two-player opening, opened from a record and then
// clicked through on the map — an activation, a move, a long-range attack, "End turn" and
// two round scorings. The same game is checked natively first, with the rules and the
// board's click logic, in `the_e2e_script_plays_an_activation_an_attack_and_two_round_scorings`
// (crates/app/src/games/cube_attack/mod.rs); keep the two in step.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, linkCode, moveTexts, newPage, startServer } from './harness.mjs';

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

// Seed 3 makes seat 0 (Player 1, S30) the start player. Rounds 1–2: seat 0 puts a cube on
// the half moon H0 and a short-range cube on B45; seat 1 brings a long-range cube to H240.
const PREFIX = [
  'm:S30.1n>E15', 'm:E15.1n>H0', 'm:S210.1n>B225', 'a:B225.1n',
  'm:S30.1n>B45', 'a:B45.1n', 'a:B225.1s', 'm:B225.1l>H240',
];
const record = linkCode({ game: 'cube-attack', players: 2, seed: 3, moves: PREFIX });

const stack = (key) => `#board [data-stack="${key}"]`;
const planet = (id) => `#board [data-planet="${id}"]`;
// A click on a planet beside the cubes standing on it (a click on a cube is a click on the cube).
const clickPlanet = async (page, id) => {
  const body = page.locator(`${planet(id)} .body`);
  const { width, height } = await body.boundingBox();
  await body.click({ position: { x: width * 0.1, y: height / 2 } });
};
const events = async (page) => (await page.locator('.ca-events p').allTextContents()).join('\n');
const score = async (page, seat) => page.locator(`.ca-track .marker[data-seat="${seat}"]`).getAttribute('data-score');

describe('cube attack', () => {
  it('plays an activation, an attack and two round scorings by clicking', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/cube-attack?record=${record}`);
    await page.waitForSelector(planet('V'));
    assert.equal(await page.locator(`#board .planet`).count(), 25, 'the default map has 25 planets');
    assert.match(await page.locator('.ca-turn').textContent(), /Round 3.*Player 1.*2 actions left/);
    assert.equal(await page.locator('#end-turn').count(), 0, 'no "End turn" before the first action');

    // Round 3, Player 1: choose the short-range cube on B45; its targets are marked.
    await page.click(stack('0:B45.1s'));
    assert.equal(await page.locator(`${stack('0:B45.1s')}.chosen`).count(), 1);
    assert.deepEqual((await page.locator('#board .planet.dest').evaluateAll((els) => els.map((e) => e.dataset.planet))).sort(),
      ['E15', 'E75', 'W60']);
    // Escape cancels, a click on the planet chooses again.
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('#board .planet.dest').count(), 0);
    await clickPlanet(page, 'B45');
    // The star activates the weapon planet: long range. The cube stays chosen.
    await page.click('#board .activate');
    assert.match(await events(page), /Player 1 activated weapon planet B45: the cube is armed: long range\./);
    assert.match(await page.locator('#actions-left').textContent(), /1 action left/);
    assert.equal(await page.locator('#end-turn').count(), 1, '"End turn" after the first action');
    assert.equal(await page.locator(`${stack('0:B45.1l')}.chosen`).count(), 1);
    await clickPlanet(page, 'W60');
    assert.match(await events(page), /Player 1 moved a cube from B45 to W60\./);

    // Player 2: a tap on H240 chooses the cube there, then onto the full moon; then a second
    // cube leaves the start planet, which ends round 3.
    assert.match(await page.locator('.ca-turn').textContent(), /Player 2/);
    await clickPlanet(page, 'H240');
    await clickPlanet(page, 'V');
    await clickPlanet(page, 'S210');
    await clickPlanet(page, 'B225');
    let said = await events(page);
    assert.match(said, /Round 3 is over\. The moons score:/);
    assert.match(said, /Player 2 \+4 on full moon V\./);
    assert.match(said, /Player 1 \+2 on half moon H0\./);
    assert.equal(await page.locator('#board .score-pop').count(), 2);
    assert.equal(await score(page, 0), '6');
    assert.equal(await score(page, 1), '6');
    assert.match(await page.locator('.ca-turn').textContent(), /Round 4.*Player 1/);

    // Round 4, Player 1: the Würfel planet W60 brings a new cube onto S30, then the long-range
    // cube shoots Player 2's cube off the connected full moon.
    await page.click(stack('0:W60.1l'));
    await page.click('#board .activate');
    assert.match(await events(page), /activated extra-cube planet W60: a new cube enters on S30\./);
    assert.equal(await page.locator(`${stack('0:S30.1n')} .count text`).textContent(), '3');
    assert.equal(await page.locator(`${stack('1:V.1l')}.target`).count(), 1, 'the long-range target on V is marked');
    await page.click(stack('1:V.1l'));
    assert.match(await events(page), /Player 1 attacked from W60 Player 2's cube on V: it left the game\./);
    assert.equal(await page.locator(stack('1:V.1l')).count(), 0);
    assert.doesNotMatch(await page.locator(planet('V')).getAttribute('aria-label'), /Player 2/);

    // Player 2 by keyboard: the cube on B225, Enter; the destination H240, Enter; then "End turn".
    await page.focus(stack('1:B225.1n'));
    await page.keyboard.press('Enter');
    await page.focus(planet('H240'));
    await page.keyboard.press('Enter');
    await page.click('#end-turn');
    said = await events(page);
    assert.match(said, /Player 2 ended the turn\./);
    assert.match(said, /Round 4 is over\./);
    assert.match(said, /Player 1 \+2 on half moon H0\./);
    assert.match(said, /Player 2 \+2 on half moon H240\./);
    assert.equal(await score(page, 0), '8');
    assert.equal(await score(page, 1), '8');
    assert.equal(await page.locator('.ca-events').getAttribute('aria-live'), 'polite');
    // Issue 47, item 9: said once, by the board's news (the move list's live line is silent).
    assert.equal(await page.locator('.moves [aria-live]').textContent(), '');

    assert.deepEqual(await moveTexts(page), [
      ...PREFIX, 'a:B45.1s', 'm:B45.1l>W60', 'm:H240.1l>V', 'm:S210.1n>B225',
      'a:W60.1l', 'x:W60.1l>V.1l@1', 'm:B225.1n>H240', 'end',
    ]);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('arrow keys walk the planets and a phone gets action buttons', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 }, hasTouch: true });
    await page.goto(`${url}/cube-attack?record=${record}`);
    await page.waitForSelector(planet('V'));
    // The planet cursor starts on the mover's start planet; arrows move it and the focus.
    await page.focus(planet('S30'));
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.planet), 'B45');
    await page.keyboard.press('ArrowUp');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.planet), 'E15');
    // A tap on a planet chooses the cube; the buttons under the map play its actions.
    await page.tap(planet('B45'), { position: { x: 8, y: 21 } }); // beside the cube, on the planet
    const buttons = await page.locator('.ca-actions-list button[data-move]').evaluateAll((els) => els.map((e) => e.dataset.move));
    assert.deepEqual(buttons.sort(), ['a:B45.1s', 'm:B45.1s>E15', 'm:B45.1s>E75', 'm:B45.1s>W60']);
    const box = await page.locator(`${planet('B45')} .hit`).boundingBox();
    assert.ok(box.width >= 40, `planet tap target ${box.width}px`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), 'nothing sticks out sideways');
    await page.tap('.ca-actions-list button[data-move="m:B45.1s>E75"]');
    assert.deepEqual((await moveTexts(page)).slice(PREFIX.length), ['m:B45.1s>E75']);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  // Issue 47, item 1: the names the texts speak of ("… on W60") are on the map at every
  // width, readable (at least 9 px high), and in Zoom.
  for (const [width, height] of [[1280, 800], [360, 740]]) {
    it(`every planet's name is on the map at ${width} px${width < 900 ? ', and in Zoom' : ''}`, async () => {
      const { context, page } = await newPage(browser, { viewport: { width, height } });
      await page.goto(`${url}/cube-attack?record=${record}`);
      await page.waitForSelector(planet('V'));
      const names = async () => page.locator('#board .planet-id').evaluateAll((els) => els.map((e) => {
        const r = e.getBoundingClientRect();
        return { id: e.textContent, shown: getComputedStyle(e).display !== 'none' && r.height > 0, height: r.height };
      }));
      const planets = await page.locator('#board [data-planet]').count();
      // Zoom is offered where the map is small (a phone).
      for (const zoom of width < 900 ? [false, true] : [false]) {
        if (zoom) await page.click('#ca-zoom');
        const all = await names();
        assert.equal(all.length, planets, 'a name for every planet');
        for (const n of all) {
          assert.ok(n.shown, `${n.id} is shown (${width} px${zoom ? ', zoomed' : ''})`);
          assert.ok(n.height >= 9, `${n.id} is ${n.height.toFixed(1)} px high (${width} px${zoom ? ', zoomed' : ''})`);
        }
        if (width === 360) await page.screenshot({ path: new URL(`../../target/screens/cube-attack-names-${zoom ? 'zoomed' : 'plain'}-360.png`, import.meta.url).pathname });
      }
      assert.deepEqual(page.errors, []);
      await context.close();
    });
  }

  it('has rules in three languages and a labelled option', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/cube-attack/rules`);
    await page.waitForSelector('.rules-text');
    const text = await page.locator('.rules-text').textContent();
    assert.match(text, /64 points/);
    assert.match(text, /m:S30\.1n>E15/);
    // A language is shown once its text file came (`html[lang]` follows it).
    await page.selectOption('.lang select', 'de');
    await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
    assert.match(await page.locator('.rules-text').textContent(), /Vollmond/);
    await page.selectOption('.lang select', 'hu');
    await page.locator('html[lang="hu"]').waitFor({ state: 'attached' });
    assert.match(await page.locator('.rules-text').textContent(), /telihold/);
    await page.selectOption('.lang select', 'en');
    await page.goto(`${url}/cube-attack`);
    // The document may still come in the last language (the service worker reads the
    // choice's cookie a moment later on a busy machine); the program then speaks English.
    await page.locator('.new-game', { hasText: 'Cubes on each start planet' }).waitFor();
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
