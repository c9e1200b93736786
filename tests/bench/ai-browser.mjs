// How long a computer move takes in the browser: the release build's AI worker, in headless
// Chromium, thinking at each level from the start of every game (and a few moves in). A
// report, not a test (these machines are shared): `node tests/bench/ai-browser.mjs [rounds]`
// after a release build in dist/. Prints the median and the slowest time per game and level.
import { launch, newPage, startServer } from '../e2e/harness.mjs';

const rounds = Number(process.argv[2] ?? 3);
const GAMES = [
  { game: 'cubulus', players: 2 },
  { game: 'cubus', players: 2 },
  { game: 'cube-attack', players: 2 },
  { game: 'cubes', players: 2 },
  { game: 'mojave', players: 2 },
];
const LEVELS = ['easy', 'medium', 'hard'];

const { server, url } = await startServer();
const browser = await launch();
const { context, page } = await newPage(browser);
await page.goto(`${url}/manifest.webmanifest`);
const rows = [];
for (const { game, players } of GAMES) {
  for (const level of LEVELS) {
    const times = await page.evaluate(async ({ game, players, level, rounds }) => {
      const worker = new Worker('/ai_worker_loader.js');
      const ready = new Promise((ok) => worker.addEventListener('message', function f(e) {
        if (JSON.parse(e.data).type === 'ready') { worker.removeEventListener('message', f); ok(); }
      }));
      await ready;
      const out = [];
      for (let i = 0; i < rounds; i++) {
        const record = JSON.stringify({ game, players, options: {}, seed: 100 + i, moves: [] });
        const t0 = performance.now();
        const reply = await new Promise((ok) => {
          const f = (e) => {
            const r = JSON.parse(e.data);
            if (r.type === 'move' || r.type === 'error') { worker.removeEventListener('message', f); ok(r); }
          };
          worker.addEventListener('message', f);
          worker.postMessage(JSON.stringify({ type: 'think', id: i + 1, record, level, seed: i + 1 }));
        });
        out.push({ ms: performance.now() - t0, ok: reply.type === 'move', iterations: reply.iterations ?? 0 });
      }
      worker.terminate();
      return out;
    }, { game, players, level, rounds });
    const ms = times.map((t) => t.ms).sort((a, b) => a - b);
    rows.push({ game, level, median: Math.round(ms[Math.floor(ms.length / 2)]), max: Math.round(ms[ms.length - 1]),
      iterations: times[0].iterations, ok: times.every((t) => t.ok) });
  }
}
console.log('game         level   median ms   max ms   iterations   ok');
for (const r of rows) {
  console.log(`${r.game.padEnd(12)} ${r.level.padEnd(7)} ${String(r.median).padStart(9)} ${String(r.max).padStart(8)} ${String(r.iterations).padStart(12)}   ${r.ok}`);
}
await context.close();
await browser.close();
server.close();
