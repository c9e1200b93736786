// The rules pages' pictures (issue 29, part 3; crates/app/src/rules_pictures/): lesson
// stages' starting positions drawn at build time by the boards' own code, in the
// prerendered HTML (no script needed), taken over by the small `shell` program without a
// mismatch, fetched when the shell opens a rules page itself or changes language, and each
// linking to its lesson stage.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, ready, startServer } from './harness.mjs';

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

const GAMES = ['cubulus', 'cubus', 'cube-attack', 'cubes', 'mojave'];
const shot = (name) => new URL(`../../target/screens/${name}.png`, import.meta.url).pathname;

/// What the page's pictures show: per picture its section's title, its label, its link, and
/// what its drawing holds.
function pictures(page) {
  return page.locator('figure.rules-picture').evaluateAll((figures) => figures.map((f) => {
    const board = f.querySelector('.rules-board');
    const svg = board?.querySelector(':scope > svg');
    const box = svg?.getBoundingClientRect();
    return {
      section: f.closest('section')?.querySelector('h2')?.textContent,
      role: board?.getAttribute('role'),
      label: board?.getAttribute('aria-label'),
      href: f.querySelector('figcaption a')?.getAttribute('href'),
      caption: f.querySelector('figcaption a')?.textContent,
      shapes: svg ? svg.querySelectorAll('*').length : 0,
      controls: f.querySelectorAll('button, input, select, [tabindex], [role="button"], [role="application"]').length,
      width: box ? Math.round(box.width) : 0,
      height: box ? Math.round(box.height) : 0,
    };
  }));
}

/// A page that also keeps the console's warnings.
async function watchedPage(options) {
  const { context, page } = await newPage(browser, options);
  page.warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') page.warnings.push(m.text()); });
  return { context, page };
}

describe('pictures in the rules pages', () => {
  const seen = {};

  it('every rules page shows its pictures with JavaScript off, and links the board\'s stylesheet', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    for (const game of GAMES) {
      await page.goto(`${url}/${game}/rules`);
      const shown = await pictures(page);
      assert.ok(shown.length >= 2, `${game}: ${shown.length} pictures`);
      for (const p of shown) {
        assert.ok(p.section, `${game}: a picture under a section`);
        assert.equal(p.role, 'img', `${game}: ${p.label}`);
        assert.match(p.label, /^Starting position — Lesson \d+: /, game);
        assert.ok(p.label.endsWith(p.caption), `${game}: the label says the caption`);
        assert.match(p.href, new RegExp(`^/${game}/learn/\\d+$`), game);
        assert.ok(p.shapes > 10, `${game}: a drawing in ${p.label}`);
        assert.equal(p.controls, 0, `${game}: ${p.label} is a picture, not a control`);
        assert.ok(p.width >= 150 && p.width <= 220, `${game}: ${p.label} is ${p.width} px wide`);
        assert.ok(p.height <= 220, `${game}: ${p.label} is ${p.height} px high`);
      }
      // The boards' classes are styled by the game's own stylesheet, which the page links.
      const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
      assert.ok(sheets.some((h) => new RegExp(`^/${game}-[0-9a-f]+\\.css$`).test(h)), `${game}: ${sheets}`);
      seen[game] = shown;
    }
    // Cubus's own diagrams above its text are drawn at build time too.
    await page.goto(`${url}/cubus/rules`);
    assert.equal(await page.locator('#rules-diagrams .cb-diagrams figure').count(), 5);
    assert.ok(await page.locator('#rules-diagrams svg.cb-picture[role="img"]').count() >= 5);
    await context.close();
  });

  it('each picture links to its lesson stage', async () => {
    const { context, page } = await newPage(browser);
    for (const game of GAMES) {
      for (const p of seen[game] ?? []) {
        await page.goto(url + p.href);
        const title = page.locator('.lesson-goal h2');
        await title.waitFor();
        const n = p.href.split('/').pop();
        // "Lesson 3 / 9: Turn a full row" for the caption "Lesson 3: Turn a full row".
        const [, name] = p.caption.split(/: (.*)/s);
        assert.match(await title.textContent(), new RegExp(`^Lesson ${n} / \\d+: `), p.href);
        assert.ok((await title.textContent()).endsWith(name), `${p.href}: ${name}`);
      }
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('the shell takes the pictures over as they are, without a mismatch or a fetch', async () => {
    for (const game of GAMES) {
      const { context, page } = await watchedPage();
      const fetched = [];
      page.on('request', (r) => { if (r.url().includes('.pictures.')) fetched.push(r.url()); });
      await page.goto(`${url}/${game}/rules`);
      const before = await pictures(page);
      // Hydration drops the renderer's comment markers; everything else stays as it was.
      const markup = async () => (await page.locator('.rules-text').innerHTML()).replace(/<!--.*?-->/gs, '');
      const prerendered = await markup();
      await ready(page);
      assert.deepEqual(await pictures(page), before, game);
      assert.equal(await markup(), prerendered, `${game}: the page is as it was`);
      assert.deepEqual(fetched, [], `${game}: the page carries its pictures`);
      assert.equal(await page.locator('#rules-diagrams').count(), game === 'cubus' ? 1 : 0, game);
      assert.deepEqual(page.errors, [], game);
      assert.deepEqual(page.warnings.filter((w) => /hydrat|mismatch|yew/i.test(w)), [], game);
      await context.close();
    }
  });

  it('the shell fetches the pictures when it opens a rules page, and in another language', async () => {
    const { context, page } = await watchedPage({ locale: 'en-US' });
    await page.goto(url);
    await ready(page);
    await page.click('.game-card[data-game="mojave"] .rules-link');
    await page.waitForURL(`${url}/mojave/rules`);
    await page.locator('figure.rules-picture').first().waitFor();
    const shown = await pictures(page);
    assert.ok(shown.length >= 2);
    assert.deepEqual(shown.map((p) => p.href), seen.mojave.map((p) => p.href), 'as prerendered');
    // In German: the labels and links' words follow.
    await page.selectOption('#lang-select', 'de');
    await page.locator('figure.rules-picture .rules-board[aria-label^="Ausgangsstellung"]').first().waitFor();
    const de = await pictures(page);
    assert.equal(de.length, shown.length);
    assert.ok(de.every((p) => p.caption.startsWith('Lektion ')), de.map((p) => p.caption).join(', '));
    // Another game opened from the home page: its own pictures, never the last game's.
    await page.goto(`${url}/cubes/rules`);
    await ready(page);
    await page.locator('figure.rules-picture').first().waitFor();
    assert.ok((await pictures(page)).every((p) => p.href.startsWith('/cubes/learn/')));
    // Cubus's diagrams come with its pictures when the shell opens its rules page itself.
    await page.goto(url);
    await ready(page);
    await page.click('.game-card[data-game="cubus"] .rules-link');
    await page.waitForURL(`${url}/cubus/rules`);
    await page.locator('#rules-diagrams .cb-diagrams figure').first().waitFor();
    assert.equal(await page.locator('#rules-diagrams .cb-diagrams figure').count(), 5);
    assert.deepEqual(page.errors, []);
    await context.close();
  });

  it('the pictures fit the page at 1280 and 360 px', async () => {
    for (const [width, name] of [[1280, 'desktop'], [360, 'phone']]) {
      const { context, page } = await newPage(browser, { viewport: { width, height: 900 } });
      await page.goto(`${url}/cubulus/rules`);
      await ready(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `${width} px: ${overflow} px sideways`);
      const widths = (await pictures(page)).map((p) => p.width);
      assert.ok(widths.every((w) => w >= 140 && w <= 220), `${width} px: ${widths}`);
      await page.locator('figure.rules-picture').nth(1).scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`rules-pictures-${name}`), fullPage: true });
      await context.close();
    }
  });
});
