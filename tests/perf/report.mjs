// The first-load report: Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown) on
// Debian's Chromium against the release build served with its gzip and brotli copies, for
// the home page, every game page, a rules page, a lesson, an online room and an embed; and
// the wasm + JS a page fetches before it answers its first click, counted in gzip bytes
// (deterministic, so it can be budgeted). `--assert-budget` fails the run if a page is over
// its budget: 250 KB for every page (issue 31). The pages of each game's own programs (game
// page, lesson, room, embed) are within it when the programs are built on nightly with the
// standard library rebuilt (scripts/build-programs.mjs, which says which toolchain built
// them in target/programs/toolchain); a machine without nightly builds them on stable,
// about a tenth larger, and there they are held to `CEILING` (with a warning) instead, so
// that the test command does not fail for a missing toolchain and they cannot grow back
// unnoticed either.
//
//   node tests/perf/report.mjs [--assert-budget] [--runs N] [--only <page name>…]
//
// The online room is a real one: the game server (target/debug/server, built by
// `cargo test` or `cargo build -p server`) on its own database, a room made by a host
// from the new-game form, opened from its invite link by a browser that holds no seat.
//
// Timings are a report, not a test: these machines are shared and noisy.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { launch, newPage, startServer } from '../e2e/harness.mjs';
import { makeRoom, startGameServer } from '../e2e/online-harness.mjs';

const BUDGET = 250 * 1000; // bytes of gzip wasm + JS before the first click
const CEILING = 400 * 1000; // the same, for a game's own programs built on stable
const TOOLCHAIN = join(process.env.CARGO_TARGET_DIR ?? new URL('../../target', import.meta.url).pathname,
  'programs', 'toolchain');
const nightly = existsSync(TOOLCHAIN) && readFileSync(TOOLCHAIN, 'utf8').trim() === 'nightly';
if (!nightly) console.warn(`the programs were not built on nightly (${TOOLCHAIN}): their pages are held to ${CEILING} B`);
const PROGRAM = nightly ? BUDGET : CEILING;
const GAMES = ['cubulus', 'cubus', 'cube-attack', 'cubes', 'mojave'];
// An online room is measured on the game server (the real binary, as `serve.sh` runs it):
// a Cubulus room for two made by a host, opened by a stranger from its invite link.
const ROOM = 'room';
// [name, path, budget]
const PAGES = [
  ['home', '/', BUDGET],
  ...GAMES.map((g) => [`/${g}`, `/${g}`, PROGRAM]),
  ['/cubulus/rules', '/cubulus/rules', BUDGET],
  ['/cubulus/learn/1', '/cubulus/learn/1', PROGRAM],
  ['online room (Cubulus)', ROOM, PROGRAM],
  ['/embed/cubulus', '/embed/cubulus', PROGRAM],
  // The largest program: a game, its lessons and its puzzles (issue 43).
  ['/embed/cubus', '/embed/cubus', PROGRAM],
  // A position editor (issue 45): its own program, with the rules' positions; Cubus's is
  // the largest.
  ['/cubus/editor', '/cubus/editor', PROGRAM],
  // A study page and a study's embed: programs of their own (the editor carries neither).
  ['/cubus/study', '/cubus/study', PROGRAM],
  ['/embed/cubus/study', '/embed/cubus/study', PROGRAM],
];
const DIST = new URL('../../dist/', import.meta.url).pathname;
const args = process.argv.slice(2);
const assertBudget = args.includes('--assert-budget');
const runs = Number(args[args.indexOf('--runs') + 1]) || 1;
const only = args.includes('--only') ? args.slice(args.indexOf('--only') + 1) : null;
const pages = only ? PAGES.filter(([name]) => only.includes(name)) : PAGES;
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function lighthouseRow(url) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port, output: 'json', logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: lhr.categories.performance.score,
      lcp: ms('largest-contentful-paint'), tbt: ms('total-blocking-time'), tti: ms('interactive'),
      a11y: lhr.categories.accessibility.score, bp: lhr.categories['best-practices'].score,
    };
  } finally {
    await chrome.kill();
  }
}

/// The wasm and JS files a page requests until it answers clicks (the app marks
/// `<html data-ready>` once it has taken the prerendered page over), with the gzip size of
/// each file of the build (not of what this server sent, so the count is exact).
async function firstClickBytes(browser, url) {
  const { context, page } = await newPage(browser);
  const files = new Set();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\.(wasm|js)$/.test(path)) files.add(path);
  });
  await page.goto(url);
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30000 });
  await context.close();
  let total = 0;
  const rows = [...files].sort().map((path) => {
    const gz = gzipSync(readFileSync(DIST + path.slice(1)), { level: 9 }).length;
    total += gz;
    return `  ${path.padEnd(50)} ${String(gz).padStart(9)} B gzip`;
  });
  return { total, rows };
}

const { server, url } = await startServer();
let game = null;
let roomUrl = null;
const address = (path) => (path === ROOM ? roomUrl : url + path);
const sec = (x) => `${(x / 1000).toFixed(1)} s`;
let over = false;
try {
  // Inside the try: a room that cannot be made still stops both servers.
  if (pages.some(([, path]) => path === ROOM)) {
    game = await startGameServer();
    const host = await launch();
    try {
      const { page } = await newPage(host);
      roomUrl = await makeRoom(page, game.url, 'cubulus', ['human', 'human'], 'Host');
    } finally {
      await host.close();
    }
  }
  console.log(`Lighthouse mobile, median of ${runs} run(s), against ${url} (gzip/brotli served)${roomUrl ? `; the room on the game server, ${roomUrl}` : ''}`);
  console.log('| page | performance | LCP | TBT | time to interactive | accessibility | best practices |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, path] of pages) {
    try {
      const rs = [];
      for (let i = 0; i < runs; i++) rs.push(await lighthouseRow(address(path)));
      const m = (k) => median(rs.map((r) => r[k]));
      console.log(`| ${name} | ${m('performance').toFixed(2)} | ${sec(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${sec(m('tti'))} | ${m('a11y').toFixed(2)} | ${m('bp').toFixed(2)} |`);
    } catch (e) {
      console.log(`| ${name} | Lighthouse failed: ${String(e).slice(0, 120)} |`);
    }
  }
  const browser = await launch();
  try {
    for (const [name, path, budget] of pages) {
      const { total, rows } = await firstClickBytes(browser, address(path));
      const verdict = total <= budget ? 'within' : 'OVER';
      over ||= total > budget;
      const goal = budget === BUDGET ? '' : `; the goal is ${BUDGET} B: ${total <= BUDGET ? 'met' : 'not yet'}`;
      console.log(`\nwasm + JS before the first click on ${name}: ${total} B gzip (${verdict} its ${budget} B budget${goal})`);
      rows.forEach((r) => console.log(r));
    }
  } finally {
    await browser.close();
  }
} finally {
  server.close();
  await game?.stop();
}
if (over && assertBudget) {
  console.error('over the first-load byte budget');
  process.exit(1);
}
