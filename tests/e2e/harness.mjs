// Shared set-up for the browser tests: a static server over dist/ (with the SPA
// fallback the router needs, sending the build's precompressed copies) and Debian's
// Chromium driven by playwright-core.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const DIST = new URL('../../dist/', import.meta.url).pathname;
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.png': 'image/png', '.svg': 'image/svg+xml',
};

/// Picks the build's precompressed copy the request accepts (brotli first), as a
/// production server does: returns [body, encoding] or [plain body, undefined].
async function negotiate(file, acceptEncoding = '') {
  const accepts = (e) => acceptEncoding.split(',').some((part) => part.trim().split(';')[0] === e);
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']]) {
    if (!accepts(encoding)) continue;
    try {
      return [await readFile(file + ext), encoding];
    } catch {
      // no compressed copy of this file: try the next
    }
  }
  return [await readFile(file), undefined];
}

const isFile = (f) => stat(f).then((s) => s.isFile(), () => false);

/// The prerendered page file for the language chosen on the site before (the
/// `cube-table-lang` cookie), else for an Accept-Language header, as the server picks it
/// (crates/server/src/static_files.rs `page_file_name`).
export function pageFileName(acceptLanguage = '', cookie = '') {
  const chosen = cookie.split(';').map((c) => c.trim().split('='))
    .find(([name, value]) => name === 'cube-table-lang' && ['en', 'de', 'hu'].includes(value?.trim()))?.[1].trim();
  const wanted = acceptLanguage.split(',').map((part, i) => {
    const [tag, ...params] = part.split(';');
    const lang = tag.trim().split(/[-_]/)[0].toLowerCase();
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined || Number.isNaN(parseFloat(q.slice(2))) ? 1 : parseFloat(q.slice(2));
    return { lang, weight, i };
  }).filter((w) => ['en', 'de', 'hu'].includes(w.lang) && w.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i);
  const lang = chosen ?? wanted[0]?.lang ?? 'en';
  return lang === 'en' ? 'index.html' : `index.${lang}.html`;
}

/// What a path is answered with, as the server and the service worker do it: the file it
/// names, else the prerendered page at that address in the language chosen before or the
/// browser's, else the nearest `app.html` up the path (`/app.html`, the app, for every
/// other address).
async function documentFor(path, acceptLanguage, cookie) {
  const file = join(DIST, path);
  if (!path.endsWith('/') && await isFile(file)) return file;
  for (const name of [pageFileName(acceptLanguage, cookie), 'index.html']) {
    const page = join(DIST, path, name);
    if (await isFile(page)) return page;
  }
  // The nearest `app.html` up the path: a game's own program for its lessons and puzzles
  // (`/cubus/learn/3` → `cubus/learn/app.html`), an embed's for its embeds.
  const parts = path.split('/').filter(Boolean);
  for (let n = parts.length; n > 0; n--) {
    const fallback = join(DIST, ...parts.slice(0, n), 'app.html');
    if (await isFile(fallback)) return fallback;
  }
  return join(DIST, 'app.html');
}

/// A static server over dist/ with the app's fallback, sending the build's gzip and brotli
/// copies where the browser accepts them. `overrides` maps a path to a function returning
/// a replacement body (or undefined).
export async function startServer(overrides = {}) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const override = overrides[path]?.();
    if (override !== undefined) {
      // A path without an extension is a page.
      const type = TYPES[extname(path)] ?? (extname(path) ? 'application/octet-stream' : TYPES['.html']);
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
      res.end(override);
      return;
    }
    const file = await documentFor(path, req.headers['accept-language'], req.headers.cookie);
    try {
      const [body, encoding] = await negotiate(file, req.headers['accept-encoding']);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', vary: 'accept-encoding' };
      if (encoding) headers['content-encoding'] = encoding;
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { server, url: `http://127.0.0.1:${port}` };
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

/// Waits until the program has taken the page over (`<html data-ready>`): before that a
/// prerendered page shows its controls, but disabled. Clicks, fills and selections wait
/// for an enabled control by themselves; focus and key presses need this.
export async function ready(page) {
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30000 });
}

/// A page that records console errors and uncaught exceptions.
export async function newPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, ...options });
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push(String(e)));
  return { context, page };
}

/// A new page in `context` at `url`, keeping its console errors in `page.errors`, running,
/// and showing `selector` if one is given.
export async function openIn(context, url, selector) {
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push(String(e)));
  await page.goto(url);
  await ready(page);
  if (selector) await page.waitForSelector(selector);
  return page;
}

/// The places of the drawing over the board (the drawing tool on) that a press at their
/// centre reaches (a nearer ball or column can cover part of another), in the layer's order:
/// the board is scrolled to the top of the view first.
export async function pressablePlaces(page) {
  await page.waitForSelector('.drawing-layer .draw-place');
  return page.evaluate(() => {
    document.querySelector('.drawing-host').scrollIntoView({ block: 'start' });
    return [...document.querySelectorAll('.drawing-layer .draw-place')].filter((e) => {
      const r = e.getBoundingClientRect();
      const x = r.x + r.width / 2, y = r.y + r.height / 2;
      return x >= 0 && y >= 0 && x < innerWidth && y < innerHeight && document.elementFromPoint(x, y) === e;
    }).map((e) => e.dataset.place);
  });
}

const AXE = new URL('../node_modules/axe-core/axe.min.js', import.meta.url).pathname;

/// axe-core's serious and critical violations on the page as it is, readable.
export async function seriousViolations(page) {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/// The link code of a record (the app's `Record::to_link`): base64url of a text line.
export function linkCode({ game, players, options = {}, seed, moves = [] }) {
  const opts = Object.entries(options).map(([k, v]) => `${k}=${v}`).join(',');
  const line = `1;${game};${players};${opts};${seed};${moves.join(' ')}`;
  return Buffer.from(line, 'utf8').toString('base64url');
}

export async function moveTexts(page) {
  // The list shows each move in words; its notation is in `data-notation` (and the tooltip).
  return page.locator('.move-list button.move').evaluateAll((bs) => bs.map((b) => b.dataset.notation));
}

/// Makes every seat of the new-game dialog a person (the dialog starts with one person
/// against the computer), for tests that play every seat themselves.
export async function allPeople(page) {
  await page.waitForSelector('.seat-kind');
  await ready(page);
  const kinds = page.locator('.seat-kind');
  for (let i = 0; i < await kinds.count(); i++) await kinds.nth(i).selectOption('human');
}

/// Starts `game` from the new-game dialog at `url` with the given seat kinds (`human`, or a
/// computer level), the computer moving at once.
export async function startWith(page, url, game, kinds) {
  await page.goto(`${url}/${game}`);
  await page.waitForSelector('#start-game');
  await ready(page);
  if (await page.$('#player-count')) await page.selectOption('#player-count', String(kinds.length));
  const selects = page.locator('.seat-kind');
  for (let i = 0; i < kinds.length; i++) await selects.nth(i).selectOption(kinds[i]);
  await page.click('#start-game');
  await page.waitForSelector('#status');
  if (await page.$('#ai-speed')) await page.selectOption('#ai-speed', '0');
}
