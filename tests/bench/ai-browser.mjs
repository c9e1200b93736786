// How long a computer move takes in the browser: the release build's AI worker, in headless
// Chromium, thinking at each level in positions from real games. A report, not a test (these
// machines are shared): after a release build in dist/,
//   node tests/bench/ai-browser.mjs [--positions N] [--tables cubulus:2,cubus:6,...] [--levels easy,medium,hard]
// The positions are taken evenly along the games of the ladder's Hard-against-Medium summary
// of each table (target/ladder/<game>-<players>-hard-medium.json, tests/bench/ladder.sh), so
// they are the positions Hard really meets; a table without one is timed from its start.
// By default every game at two players and at its most players. Prints, per table and level,
// the mean, the median and the slowest time a move (wall clock in the worker's page, which
// includes the message round trip); and the mean time of the same game one move on, as a
// computer seat in play asks (the worker goes on from the position it replayed last); and
// the search iterations the worker ran, mean and fewest, which fall short of the level's own
// where its time cap answered first.
import { existsSync, readFileSync } from 'node:fs';
import { launch, newPage, startServer } from '../e2e/harness.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const positions = Number(arg('positions', 12));
const levels = arg('levels', 'easy,medium,hard').split(',');
const tables = arg('tables', 'cubulus:2,cubulus:3,cubus:2,cubus:6,cube-attack:2,cube-attack:6,cubes:2,cubes:4,mojave:2')
  .split(',')
  .map((t) => {
    const [game, players] = t.split(':');
    return { game, players: Number(players) };
  });

/// Records of `count` positions of `game` at `players`: prefixes of the ladder's games, taken
/// evenly along each (never the end), or fresh games when there is no summary.
function positionsOf({ game, players }, count) {
  const file = `target/ladder/${game}-${players}-hard-medium.json`;
  if (!existsSync(file)) {
    return { source: 'start', records: Array.from({ length: count }, (_, i) =>
      ({ game, players, options: {}, seed: 100 + i, moves: [] })) };
  }
  // Seeds run to 2^64: read as numbers they would round, and the replay would deal other
  // cards, so they are kept as strings of digits (which records accept).
  const text = readFileSync(file, 'utf8').replace(/"seed":\s*(\d+)/g, '"seed": "$1"');
  const games = JSON.parse(text).per_game.map((g) => g.record);
  const perGame = Math.max(1, Math.ceil(count / games.length));
  const records = [];
  for (const record of games) {
    for (let k = 1; k <= perGame && records.length < count; k++) {
      const ply = Math.floor((record.moves.length * k) / (perGame + 1));
      records.push({ ...record, moves: record.moves.slice(0, ply), next: record.moves[ply] });
    }
    if (records.length >= count) break;
  }
  return { source: file, records };
}

const { server, url } = await startServer();
const browser = await launch();
const { context, page } = await newPage(browser);
await page.goto(`${url}/manifest.webmanifest`);
const rows = [];
for (const table of tables) {
  const { source, records } = positionsOf(table, positions);
  for (const level of levels) {
    const times = await page.evaluate(async ({ records, level }) => {
      const worker = new Worker('/ai_worker_loader.js');
      await new Promise((ok) => worker.addEventListener('message', function f(e) {
        if (JSON.parse(e.data).type === 'ready') { worker.removeEventListener('message', f); ok(); }
      }));
      const out = [];
      const think = async (id, record) => {
        const t0 = performance.now();
        const reply = await new Promise((ok) => {
          const f = (e) => {
            const r = JSON.parse(e.data);
            if (r.type === 'move' || r.type === 'error') { worker.removeEventListener('message', f); ok(r); }
          };
          worker.addEventListener('message', f);
          worker.postMessage(JSON.stringify({ type: 'think', id, record: JSON.stringify(record), level, seed: id }));
        });
        return { ms: performance.now() - t0, ok: reply.type === 'move', error: reply.message, iterations: reply.iterations };
      };
      for (const [i, { next, ...record }] of records.entries()) {
        const cold = await think(2 * i + 1, record);
        // The same game one move on, as in play: the worker may go on from the position it
        // has just replayed.
        const following = next === undefined ? undefined
          : (await think(2 * i + 2, { ...record, moves: [...record.moves, next] })).ms;
        out.push({ ...cold, following });
      }
      worker.terminate();
      return out;
    }, { records, level });
    const ms = times.map((t) => t.ms).sort((a, b) => a - b);
    const failed = times.find((t) => !t.ok);
    rows.push({ ...table, level, positions: ms.length, source,
      mean: Math.round(ms.reduce((a, b) => a + b, 0) / ms.length),
      median: Math.round(ms[Math.floor(ms.length / 2)]),
      max: Math.round(ms[ms.length - 1]),
      following: (() => {
        const f = times.map((t) => t.following).filter((v) => v !== undefined);
        return f.length ? Math.round(f.reduce((a, b) => a + b, 0) / f.length) : '–';
      })(),
      // Search iterations the cold moves ran before answering: fewer than the level's own
      // where the worker's time cap cut the search short.
      iterations: (() => {
        const n = times.map((t) => t.iterations).filter((v) => typeof v === 'number');
        return n.length ? `${Math.round(n.reduce((a, b) => a + b, 0) / n.length)} (${Math.min(...n)})` : '–';
      })(),
      ok: failed ? `no: ${failed.error}` : 'yes' });
  }
}
console.log('| game | players | level | positions | mean ms | median ms | max ms | one move on: mean ms | iterations: mean (min) | all moved |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(`| ${r.game} | ${r.players} | ${r.level} | ${r.positions}${r.source === 'start' ? ' (starts)' : ''} | ${r.mean} | ${r.median} | ${r.max} | ${r.following} | ${r.iterations} | ${r.ok} |`);
}
await context.close();
await browser.close();
server.close();
