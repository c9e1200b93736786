// Prerendered pages (crates/app/src/prerender.rs): the home page, every rules page, each
// game page's frame and every lesson stage are HTML before any wasm arrives; the home and
// rules pages then load the small `shell` program, a game page its game's own `game` program, its lessons and puzzles
// its `learn` program, the game's embed its `embed` program, a lesson's or puzzle's embed its
// `teach` program, any other address the whole `app`; each
// takes its page over (hydration) without errors.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, ready, startServer } from './harness.mjs';

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

const GAMES = ['cubulus', 'cubus', 'cube-attack', 'cubes', 'mojave'];

describe('prerendered pages', () => {
  it('every page is readable and its links work with JavaScript off', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(url);
    assert.equal(await page.locator('.game-card').count(), GAMES.length);
    for (const game of GAMES) {
      await page.goto(`${url}/${game}/rules`);
      assert.ok(await page.locator('.rules-text section').count() >= 2, `${game}: the rules text is in the page`);
      assert.equal(await page.locator('[aria-busy]').count(), 0, `${game}: nothing waits for a fetch`);
      await page.goto(`${url}/${game}`);
      assert.equal(await page.locator('h1').textContent() !== '', true);
      assert.ok(await page.isVisible('#start-game'), `${game}: the new-game form is drawn`);
      assert.ok(await page.isDisabled('#start-game'), `${game}: and waits for the app`);
      await page.goto(`${url}/${game}/learn/2`);
      assert.notEqual(await page.locator('#lesson-goal').textContent(), '', `${game}: a lesson's goal`);
      assert.ok(await page.isVisible('.board-area svg'), `${game}: and its board`);
      assert.ok(await page.isDisabled('#lesson-hint'), `${game}: its hint waits for the app`);
    }
    // Plain links between documents.
    await page.goto(url);
    await page.click('.game-card[data-game="cubus"] .rules-link');
    await page.waitForURL(`${url}/cubus/rules`);
    await page.click('.rules-page .game-head .button.primary');
    await page.waitForURL(`${url}/cubus`);
    await context.close();
  });

  it('each page comes in the browser\'s language, before any script runs', async () => {
    for (const [locale, lang, play] of [['de-DE', 'de', 'Spielen'], ['hu-HU', 'hu', 'Játék'], ['fr-FR', 'en', 'Play']]) {
      const { context, page } = await newPage(browser, { locale, javaScriptEnabled: false });
      for (const path of ['/', '/cubes/rules', '/cubes']) {
        await page.goto(url + path);
        assert.equal(await page.getAttribute('html', 'lang'), lang, `${locale} ${path}`);
      }
      await page.goto(url);
      assert.equal(await page.locator('.game-card .play-link').first().textContent(), play, locale);
      await context.close();
    }
    // And the program takes a page in another language over as it is.
    const { context, page } = await newPage(browser, { locale: 'hu-HU' });
    await page.goto(`${url}/cubes`);
    await ready(page);
    assert.ok(await page.isEnabled('#start-game'));
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('each page loads only its own program, and takes its page over', async () => {
    for (const [path, program, shown] of [['/', 'shell', '.game-card'], ['/mojave/rules', 'shell', '.rules-text'],
      ['/mojave', 'game-mojave', '#start-game'], ['/cube-attack', 'game-cube-attack', '#start-game'],
      ['/cubes/learn/2', 'learn-cubes', '#lang-select'], ['/cubus/puzzles', 'learn-cubus', '#lang-select'],
      ['/embed/cubulus', 'embed-cubulus', '.board-area svg'],
      // A lesson's and a puzzle's embed load the game's `teach` program (neither the
      // lesson pages nor the game's embed carry them).
      ['/embed/cubus/learn/1', 'teach-cubus', '#lesson-goal'], ['/embed/mojave/puzzle/1', 'teach-mojave', '.board-area svg'],
      // The account page loads its own program (no other page carries it).
      ['/account', 'account', '.account-page'],
      // A game's position editor: its own program, with the rules' positions (issue 45).
      ['/cube-attack/editor', 'editor-cube-attack', '.editor-places .place'],
      // Its study page and its study embed: the game's `study` and `reader` programs.
      ['/cubes/study', 'study-cubes', '#study-from-start'], ['/embed/cubes/study', 'reader-cubes', '#study-problem'],
      ['/puzzles-nowhere/x', 'app', '#lang-select']]) {
      const { context, page } = await newPage(browser);
      const wasm = [];
      page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(new URL(r.url()).pathname); });
      await page.goto(url + path);
      // An embed has no app shell to mark itself ready: its board is drawn.
      if (path.startsWith('/embed/')) await page.locator(shown).first().waitFor();
      else await ready(page);
      assert.equal(wasm.length, 1, `${path}: ${wasm}`);
      assert.match(wasm[0], new RegExp(`^/${program}-[0-9a-f]{12,16}_bg\\.wasm$`), path);
      assert.ok(await page.locator(shown).first().isVisible(), path);
      if (!path.startsWith('/embed/')) {
        assert.ok(await page.isEnabled('#lang-select'), `${path}: the language switch answers`);
      }
      assert.deepEqual(page.errors, [], path);
      await context.close();
    }
  });

  it('every game page, rules page and lesson page is taken over without a mismatch', async () => {
    const { context, page } = await newPage(browser);
    for (const game of GAMES) {
      for (const [path, control] of [[`/${game}/rules`, '#lang-select'], [`/${game}`, '#start-game'],
        [`/${game}/learn`, '#lesson-hint'], [`/${game}/learn/3`, '#lesson-hint']]) {
        await page.goto(url + path);
        await ready(page);
        assert.ok(await page.isEnabled(control), `${path}: ${control} answers`);
        assert.deepEqual(page.errors, [], path);
      }
    }
    await context.close();
  });

  it('a taken-over page speaks the saved language and moves between its pages and documents', async () => {
    const { context, page } = await newPage(browser, { locale: 'de-DE' });
    await page.goto(url);
    await ready(page);
    // The page was rendered in English; the program switches it to the browser's language.
    await page.locator('.game-card .play-link', { hasText: 'Spielen' }).first().waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'de');
    // Rules: within the shell, without loading a document.
    await page.evaluate(() => { window.sameDocument = true; });
    await page.click('.game-card[data-game="cubulus"] .rules-link');
    await page.waitForURL(`${url}/cubulus/rules`);
    await page.locator('.rules-text section').first().waitFor();
    assert.equal(await page.evaluate(() => window.sameDocument), true, 'the rules page came from the shell');
    assert.match(await page.locator('.rules-page h1').textContent(), /Regeln/);
    // Play: the game page's own document, with the whole app.
    await page.click('.rules-page .game-head .button.primary');
    await page.waitForURL(`${url}/cubulus`);
    await ready(page);
    assert.equal(await page.evaluate(() => window.sameDocument), undefined, 'a new document');
    await page.click('#start-game');
    await page.locator('.game-body').waitFor();
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('other addresses get the app, which says what it does not know', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/no-such-game`);
    await page.locator('p.notice').waitFor();
    await page.goto(`${url}/embed/cubulus`);
    await page.locator('main.embed').waitFor();
    assert.deepEqual(page.errors, []);
    await context.close();
  });
});
