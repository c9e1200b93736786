// The app shell: home page, language, new game, history, undo/redo, reload, links.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { allPeople, launch, linkCode, moveTexts, newPage, startServer } from './harness.mjs';

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

describe('app shell', () => {
  it('home lists the five games without console errors', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url);
    await page.waitForSelector('.game-card');
    const names = await page.locator('.game-card h2').allTextContents();
    assert.equal(names.length, 5);
    for (const n of ['Cubulus', 'Cubus', 'Cube Attack', 'Cubes', 'Mojave']) {
      assert.ok(names.some((x) => x.includes(n)), `${n} listed in ${names}`);
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('the language switch changes the text and is remembered', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await page.goto(url);
    await page.waitForSelector('.game-card');
    assert.equal(await page.locator('.game-card .play-link').first().textContent(), 'Play');
    // `.game-card` is in the prerendered page before the app takes it over, and a choice made
    // before then is not heard: choose again until the app has answered.
    const play = page.locator('.game-card .play-link').first();
    for (let i = 0; i < 40 && (await play.textContent()) !== 'Spielen'; i++) {
      await page.selectOption('#lang-select', 'en');
      await page.selectOption('#lang-select', 'de');
      await page.waitForTimeout(250);
    }
    assert.equal(await play.textContent(), 'Spielen');
    assert.equal(await page.getAttribute('html', 'lang'), 'de');
    // The choice is a cookie too: the reloaded page comes prerendered in it (from the service
    // worker or the server), so it never shows the browser's language first.
    const reloaded = await page.reload();
    assert.match(await reloaded.text(), /<html[^>]* lang="de"/);
    await page.waitForSelector('.game-card');
    assert.equal(await page.locator('.game-card .play-link').first().textContent(), 'Spielen');
    await page.waitForSelector('html[data-ready]');
    assert.equal(await page.locator('.game-card .play-link').first().textContent(), 'Spielen');
    // Hungarian's texts come with its text file: shown once it came (`html[lang]` follows).
    await page.selectOption('#lang-select', 'hu');
    await page.locator('html[lang="hu"]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('.game-card .play-link').first().textContent(), 'Játék');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('starts a game, plays, undoes, redoes, views history and resumes after reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/cubulus`);
    await page.selectOption('#player-count', '3');
    await allPeople(page);
    await page.click('#start-game');
    await page.click('#view-layers');
    for (const m of ['z00+', 'z22-', 'x11-']) await page.click(`[data-push="${m}"]`);
    assert.deepEqual(await moveTexts(page), ['z00+', 'z22-', 'x11-']);

    await page.click('#undo');
    assert.deepEqual(await moveTexts(page), ['z00+', 'z22-']);
    await page.click('#redo');
    assert.deepEqual(await moveTexts(page), ['z00+', 'z22-', 'x11-']);
    await page.click('#undo');
    await page.click('[data-push="y01-"]');
    assert.deepEqual(await moveTexts(page), ['z00+', 'z22-', 'y01-'], 'a new move drops the redo line');
    assert.equal(await page.isDisabled('#redo'), true);

    // History: the first move's position is read-only, and there is a way back.
    await page.click('.move-list li:first-child button');
    await page.waitForSelector('#back-to-live');
    assert.equal(await page.locator('#board .lball.here').count(), 1);
    await page.click('#back-to-live');
    assert.equal(await page.locator('#board .lball.here').count(), 3);

    await page.reload();
    await page.waitForSelector('.move-list');
    assert.deepEqual(await moveTexts(page), ['z00+', 'z22-', 'y01-']);
    // A reloaded page opens in the cube view again.
    assert.equal(await page.locator('#board .ball').count(), 3);

    // The page state shared with the embed (docs/embedding.md): while an earlier position
    // is shown no move can be made, and undo takes back the last move and shows the live game.
    await page.click('.move-list li:first-child button');
    await page.waitForSelector('#back-to-live');
    assert.equal(await page.locator('.move-entry button[type="submit"]:enabled').count(), 0);
    await page.click('#undo');
    await page.waitForSelector('#back-to-live', { state: 'detached' });
    assert.deepEqual(await moveTexts(page), ['z00+', 'z22-']);
    // The list shows moves in words; the notation is the tooltip.
    assert.equal(await page.locator('.move-list button.move').first().getAttribute('title'), 'z00+');
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('an illegal move is refused with a message naming the rule, losing nothing', async () => {
    const { context, page } = await newPage(browser);
    const code = linkCode({ game: 'cubulus', players: 3, seed: 5, moves: ['z00+', 'z00+', 'z00+'] });
    await page.goto(`${url}/cubulus?record=${code}`);
    await page.waitForSelector('.move-list');
    await page.locator('.move-entry summary').click();
    await page.fill('#move-input', 'z00-');
    await page.press('#move-input', 'Enter');
    const notice = await page.locator('.notice.illegal').textContent();
    assert.match(notice, /full/i);
    assert.equal((await moveTexts(page)).length, 3);
    await page.fill('#move-input', 'nonsense');
    await page.press('#move-input', 'Enter');
    assert.match(await page.locator('.notice.illegal').textContent(), /not a move/);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('a shared link opens the game; a malformed link is reported and the running game kept', async () => {
    const { context, page } = await newPage(browser);
    const code = linkCode({ game: 'cubulus', players: 3, seed: 9, moves: ['x11+', 'y11+'] });
    await page.goto(`${url}/cubulus?record=${code}`);
    await page.waitForSelector('.move-list');
    assert.deepEqual(await moveTexts(page), ['x11+', 'y11+']);
    // The share link is in the compact format 2 and opens the same game.
    const share = await page.inputValue('#share-link');
    assert.match(share, /record=2/);
    await page.goto(share);
    await page.waitForSelector('.move-list');
    assert.deepEqual(await moveTexts(page), ['x11+', 'y11+']);

    await page.goto(`${url}/cubulus?record=@@broken@@`);
    await page.waitForSelector('.notice.error');
    assert.deepEqual(await moveTexts(page), ['x11+', 'y11+'], 'the running game survived');

    const bad = linkCode({ game: 'cubulus', players: 3, seed: 9, moves: ['x11+', 'x11+', 'x11+', 'x11+'] });
    await page.goto(`${url}/cubulus?record=${bad}`);
    assert.match(await page.locator('.notice.error').textContent(), /move 4/);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('a corrupt autosave is reported and kept aside, not overwritten', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url);
    await page.evaluate(() => localStorage.setItem('cube-table/current/cubulus', '{"game":"cubulus","players":2,"seed":1,"moves":["qq"]}'));
    await page.goto(`${url}/cubulus`);
    await page.waitForSelector('.notice.error');
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cube-table/broken/')));
    assert.equal(kept.length, 1);
    assert.ok(await page.isVisible('#start-game'), 'a new game can be started');
    await context.close();
  });
});
