// The online-play server for browser tests: the real `server` binary (crates/server) on a
// free port with its own SQLite directory or a PostgreSQL URL, and a private PostgreSQL
// cluster for scale-out tests. See docs/online.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 30_000;

/// Debian's PostgreSQL binaries, the newest major version installed.
function pgBin() {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root).filter((v) => /^\d+$/.test(v) && existsSync(joinPath(root, v, 'bin/initdb')))
    : [];
  majors.sort((a, b) => Number(b) - Number(a));
  return majors.length ? joinPath(root, majors[0], 'bin') : null;
}

/// Spawns the server and resolves with its port once it printed
/// `listening on http://127.0.0.1:<port>`; rejects after 30 s or when it exits first, with
/// its stderr in the error.
function spawnServer(args, env) {
  const bin = process.env.SERVER_BIN ?? joinPath(REPO, 'target/debug/server');
  return new Promise((resolve, reject) => {
    const proc = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let done = false;
    const fail = (why) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      proc.kill('SIGKILL');
      reject(new Error(`${bin} ${args.join(' ')}: ${why}\n--- stderr ---\n${stderr}`));
    };
    const timer = setTimeout(() => fail(`no "listening on" line within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    proc.stderr.on('data', (d) => { stderr += d; });
    proc.stdout.on('data', (d) => {
      stdout += d;
      const m = /listening on http:\/\/[^:\s]+:(\d+)/.exec(stdout);
      if (m && !done) {
        done = true;
        clearTimeout(timer);
        resolve({ proc, port: Number(m[1]) });
      }
    });
    proc.on('error', (e) => fail(e.message));
    // A test process that ends without stop() takes its server with it.
    const reap = () => proc.kill('SIGKILL');
    process.once('exit', reap);
    proc.once('exit', () => process.off('exit', reap));
    proc.on('exit', (code, signal) => fail(`exited (${code ?? signal}) before it listened`));
  });
}

const exited = (proc) => (proc.exitCode !== null || proc.signalCode !== null
  ? Promise.resolve()
  : new Promise((resolve) => proc.once('exit', () => resolve())));

/// Starts the game server. With `databaseUrl` it uses that database (PostgreSQL), else
/// SQLite in `dataDir` (a new temp dir when not given, removed by `stop()`). `settings`
/// are more of its arguments (`['--clock-minute', '1s']`: time shortened for a test).
export async function startGameServer({ dataDir, databaseUrl, port = 0, dist, settings = [] } = {}) {
  const ownDir = !dataDir && !databaseUrl;
  const dir = ownDir ? mkdtempSync(joinPath(tmpdir(), 'cube-table-online-')) : dataDir;
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const args = (p) => {
    const a = ['--addr', `127.0.0.1:${p}`, '--dist', dist ?? joinPath(REPO, 'dist')];
    if (databaseUrl) a.push('--database-url', databaseUrl);
    else a.push('--data', dir);
    return [...a, ...settings];
  };
  const started = await spawnServer(args(port), env);
  const server = {
    url: `http://127.0.0.1:${started.port}`,
    port: started.port,
    proc: started.proc,
    dataDir: dir,
    /// Kills the process (SIGKILL by default: no goodbye) and waits for it to end.
    async kill(signal = 'SIGKILL') {
      const p = server.proc;
      if (p.exitCode === null && p.signalCode === null) p.kill(signal);
      await exited(p);
    },
    /// Starts again on the same port and data.
    async restart() {
      await server.kill();
      const again = await spawnServer(args(server.port), env);
      server.proc = again.proc;
    },
    async stop() {
      await server.kill('SIGTERM');
      if (ownDir) rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function asPostgres(args) {
  const r = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  if (r.status !== 0) {
    throw new Error(`${args.join(' ')} failed (${r.status}): ${r.stderr || r.error?.message || ''}`);
  }
  return r;
}

/// A private PostgreSQL cluster in a temp dir, run as the `postgres` user (PostgreSQL
/// refuses root). `stop()` shuts it down and removes it.
export async function startPostgres() {
  const PG_BIN = pgBin();
  if (!PG_BIN) {
    throw new Error('PostgreSQL is missing (no /usr/lib/postgresql/<version>/bin/initdb): scripts/setup.sh installs the apt package postgresql');
  }
  const dir = mkdtempSync(joinPath(tmpdir(), 'cube-table-pg-'));
  const data = joinPath(dir, 'data');
  const log = joinPath(dir, 'log');
  const chown = spawnSync('chown', ['-R', 'postgres:postgres', dir], { encoding: 'utf8' });
  if (chown.status !== 0) throw new Error(`chown ${dir}: ${chown.stderr}`);
  asPostgres([joinPath(PG_BIN, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const port = await freePort();
  try {
    asPostgres([joinPath(PG_BIN, 'pg_ctl'), '-D', data, '-o', `-k ${dir} -p ${port} -h 127.0.0.1 -c fsync=off`, '-l', log, '-w', 'start']);
  } catch (e) {
    const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
    throw new Error(`${e.message}\n${text}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      spawnSync('runuser', ['-u', 'postgres', '--', joinPath(PG_BIN, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// What the online browser tests do on a page, shared by them.

/// The moves of the page's move list, in notation.
export const notations = (page) => page.locator('.move-list .move').evaluateAll((els) => els.map((e) => e.dataset.notation));

/// The page's turn line ("Your turn", "Waiting for Ben", the outcome).
export const turn = async (page) => (await page.locator('#online-turn').textContent()).trim();

/// Waits until the page lists at least `n` moves (`timeout` in ms, else Playwright's own).
export const movesAtLeast = (page, n, timeout) => page.waitForFunction(
  (n) => document.querySelectorAll('.move-list .move').length >= n, n, timeout === undefined ? {} : { timeout });

/// Makes a room from the new-game dialog of `game` on the server at `base`: `seats` lists
/// each seat's kind (`human` or a computer level); the maker's name goes to the first
/// person's seat. `table` sets the dialog's online fields: `listed` (open to anyone in the
/// lobby), `clock` (`none`, `real`, `turn`) with `minutes`, `increment` or `hours`, and
/// `standIn` (the computer's level for an absent person), `rated` (signed in). Returns the room's address (its
/// invite link).
export async function makeRoom(page, base, game, seats, name, table = {}) {
  await page.goto(`${base}/${game}`);
  await page.waitForSelector('#play-online');
  if (await page.locator('#player-count').count()) await page.selectOption('#player-count', String(seats.length));
  for (const [i, kind] of seats.entries()) await page.locator('.seat-kind').nth(i).selectOption(kind);
  const first = page.locator('.seat-name-input').nth(seats.indexOf('human'));
  await first.fill(name);
  await first.dispatchEvent('change');
  if (Object.keys(table).length) {
    const fields = page.locator('details.online-options');
    if (!(await fields.evaluate((d) => d.open))) await fields.locator('summary').click();
    if (table.listed) await page.check('#online-listed');
    if (table.clock) await page.selectOption('#online-clock', table.clock);
    for (const [key, id] of [['minutes', '#online-minutes'], ['increment', '#online-increment'], ['hours', '#online-hours'], ['bank', '#online-bank'], ['standIn', '#online-stand-in']]) {
      if (table[key] !== undefined) await page.selectOption(id, String(table[key]));
    }
    if (table.rated) await page.check('#online-rated');
  }
  await page.click('#play-online');
  await page.waitForURL(/\/online\/[A-Za-z0-9_-]+$/);
  await page.waitForSelector('.seat.me');
  return page.url();
}

/// Takes the open seat of the room at `invite` under `name`; `offered(page)` runs while the
/// seat is offered, before it is taken.
export async function join(page, invite, name, offered = async () => {}) {
  await page.goto(invite);
  await page.waitForSelector('#join-name');
  await offered(page);
  await page.fill('#join-name', name);
  await page.click('#join');
  // The seat is ours with the answer to the join; its name comes with the presence after.
  await page.waitForFunction((name) => document.querySelector('.seat.me .seat-name')?.textContent.includes(name), name);
}

/// The page whose turn line says "Your turn" (waits up to `tries` × 100 ms for one);
/// `null` once the game is over.
export async function mover(pages, tries = 150) {
  for (let i = 0; i < tries; i++) {
    for (const p of pages) if ((await turn(p)) === 'Your turn') return p;
    if (await pages[0].locator('#online-finished').count()) return null;
    await pages[0].waitForTimeout(100);
  }
  throw new Error(`nobody's turn: ${await Promise.all(pages.map(turn))}`);
}

/// Clicks one Cubulus move on the page's board: a set-up place while there is one, else the
/// first push point; a push into a full line asks which rotation it means: the first.
export async function clickCubulusMove(page) {
  const cell = page.locator('#board [data-place]');
  const target = (await cell.count()) ? cell.first() : page.locator('#board [data-push]').first();
  await target.hover();
  await target.click();
  const rotation = page.locator('.rotation-choices button[data-move]');
  if (await rotation.count()) await rotation.first().click();
}

const AXE = new URL('../node_modules/axe-core/axe.min.js', import.meta.url).pathname;

/// The serious and critical axe-core violations of the page as it is, readable.
export async function audit(page) {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n    ')}`);
}
