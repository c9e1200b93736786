// The AI benchmark in one run: the same Hard searches on the same positions natively and as
// wasm in Node's V8, iterations per second for each game and the wasm/native ratio. A report,
// not a test: nothing is asserted about time.
//
//   node tests/bench/ai-wasm.mjs [divisor] [--native path] [--wasm path]
//
// `divisor` divides each game's Hard budget (default 4; 1 = the full Hard move). Native and
// wasm alternate search by search, and both are timed in CPU time (native from
// /proc/self/stat, wasm with process.cpuUsage()), so other work on the machine skews neither.
// "Hard wasm ms" is the CPU time of a full Hard move in wasm (scaled by the divisor): what a
// browser move costs on an otherwise idle machine of this kind. Build both halves first, with
// the worker's profile: scripts/bench-ai.sh does it all.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const nativePath = flag('--native', 'target/wasm-worker/ai-bench');
const wasmPath = flag('--wasm', 'target/wasm32-unknown-unknown/wasm-worker/ai_bench.wasm');
const divisor = Number(args[0] ?? 4);
if (!(divisor >= 1)) throw new Error('divisor must be a number ≥ 1');

const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const w = instance.exports;
const runs = [];
for (let game = 0; game < w.bench_games(); game++) {
  const iterations = Math.max(1, Math.floor(w.bench_hard_iterations(game) / divisor));
  for (let position = 0; position < w.bench_positions(); position++) {
    const native = JSON.parse(execFileSync(nativePath, [divisor, game, position].map(String), { encoding: 'utf8' }));
    const cpu = process.cpuUsage();
    const wall = performance.now();
    const done = w.bench_run(game, position, iterations);
    const wallMs = performance.now() - wall;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    runs.push({ ...native, wasm: { iterations: done, cpu_ms: cpuMs, wall_ms: wallMs, move_hash: w.bench_last_move_hash() } });
  }
}

const pad = (s, n) => String(s).padStart(n);
console.log(`Hard budget / ${divisor}, ${w.bench_positions()} positions a game, CPU time; Node ${process.version}; wasm ${wasmPath}`);
console.log(`${'game'.padEnd(12)} ${pad('iterations', 10)} ${pad('native it/s', 12)} ${pad('wasm it/s', 10)} ${pad('wasm/native', 11)} ${pad('Hard wasm ms/move, mean (max)', 30)} ${pad('same move', 9)}`);
for (const name of [...new Set(runs.map((r) => r.name))]) {
  const rs = runs.filter((r) => r.name === name);
  const sum = (f) => rs.reduce((a, r) => a + f(r), 0);
  const nativeRate = sum((r) => r.iterations) / (sum((r) => r.cpu_ms) / 1000);
  const wasmRate = sum((r) => r.wasm.iterations) / (sum((r) => r.wasm.cpu_ms) / 1000);
  const hardMs = rs.map((r) => r.wasm.cpu_ms * divisor);
  const mean = hardMs.reduce((a, b) => a + b, 0) / hardMs.length;
  const same = rs.filter((r) => r.move_hash === r.wasm.move_hash).length;
  console.log(`${name.padEnd(12)} ${pad(rs[0].iterations, 10)} ${pad(nativeRate.toFixed(0), 12)} ${pad(wasmRate.toFixed(0), 10)} ${pad((100 * wasmRate / nativeRate).toFixed(0) + ' %', 11)} ${pad(`${mean.toFixed(0)} (${Math.max(...hardMs).toFixed(0)})`, 30)} ${pad(`${same}/${rs.length}`, 9)}`);
}
