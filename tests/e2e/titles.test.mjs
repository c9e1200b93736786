// Issue 47, item 7: every page has its own title in the reader's language, so that tabs,
// history, bookmarks and search results tell the pages apart: in the prerendered document
// before any script runs, and kept by the programs as the address or the language changes
// (crates/app/src/page_title.rs).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, ready, startServer } from './harness.mjs';

let server, url, browser;
before(async () => { ({ server, url } = await startServer()); browser = await launch(); });
after(async () => { await browser?.close(); server?.close(); });

// The prerendered pages (a puzzle's is drawn by its program: the second test).
const PATHS = ['/', '/cubus', '/cubus/rules', '/cubus/learn', '/cubus/learn/2', '/mojave/learn/2', '/mojave/rules'];

describe('page titles', () => {
  it('each prerendered document has its own title, in each language', async () => {
    const expected = {
      en: { '/cubus/rules': 'Rules of Cubus · Cube Table', '/cubus/learn/2': 'Cubus, lesson 2 · Cube Table' },
      de: { '/cubus/rules': 'Regeln von Cubus · Cube Table', '/': 'Cube Table: fünf Würfel-Brettspiele' },
      hu: { '/cubus/rules': 'Cubus szabályai · Cube Table', '/cubus/learn/2': 'Cubus, 2. lecke · Cube Table' },
    };
    for (const [locale, lang] of [['en-GB', 'en'], ['de-DE', 'de'], ['hu-HU', 'hu']]) {
      const { context, page } = await newPage(browser, { locale, javaScriptEnabled: false });
      const titles = new Set();
      for (const path of PATHS) {
        await page.goto(url + path);
        const title = await page.title();
        assert.notEqual(title, 'Cube Table', `${lang} ${path}: a title of its own`);
        assert.match(title, /Cube Table/, `${lang} ${path}`);
        if (expected[lang][path]) assert.equal(title, expected[lang][path], `${lang} ${path}`);
        titles.add(title);
      }
      assert.equal(titles.size, PATHS.length, `${lang}: no two pages share a title`);
      await context.close();
    }
  });

  it('a running page keeps its title, follows the language and names pages without a document', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/cubus/rules`);
    await ready(page);
    assert.equal(await page.title(), 'Rules of Cubus · Cube Table');
    await page.selectOption('#lang-select', 'de');
    await page.waitForFunction(() => document.title === 'Regeln von Cubus · Cube Table');
    await page.selectOption('#lang-select', 'en');
    // A puzzle and the lobby are drawn by their programs alone (no prerendered document).
    await page.goto(`${url}/cubes/puzzles/1`);
    await ready(page);
    await page.waitForFunction(() => document.title === 'Cubes puzzle 1 · Cube Table');
    await page.goto(`${url}/lobby`);
    await ready(page);
    await page.waitForFunction(() => document.title === 'Open tables · Cube Table');
    await page.goto(`${url}/no/such/page/here`);
    await ready(page);
    await page.waitForFunction(() => document.title === 'Page not found · Cube Table');
    assert.deepEqual(page.errors.filter((e) => !/WebSocket|socket/i.test(e)), []);
    await context.close();
  });
});
