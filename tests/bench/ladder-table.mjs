// The ladder table of docs/ai.md from `cli match --json` summaries:
//   node tests/bench/ladder-table.mjs [target/ladder | SUMMARY.json...]
// Given the directory tests/bench/ladder.sh writes to (the default), one row per line of
// tests/bench/ladder.rows, in its order (a row not played yet says so); given files, one row
// each. A row: A's score, its Wilson 95% interval against the equal share, the sequential
// test's decision, and each side's CPU time a move.
import { existsSync, readFileSync, statSync } from 'node:fs';

const args = process.argv.slice(2);
const dir = args.length === 0 ? 'target/ladder' : args.length === 1 && statSync(args[0]).isDirectory() ? args[0] : null;
// Each entry: the summary's file and, for a ladder row, the row's game, players and sides.
const files = dir
  ? readFileSync(new URL('./ladder.rows', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [game, players, a, b] = l.trim().split(/\s+/);
      return { file: `${dir}/${game}-${players}-${a}-${b}.json`, game, players, a, b };
    })
  : args.map((file) => ({ file }));
const pct = (x) => `${(100 * x).toFixed(1)}%`;
const ms = (t) => `${Math.round(t.mean_ms)} (${Math.round(t.max_ms)})`;
console.log('| game | players | A vs B | games | A: won / shared / drawn / lost | A\'s share | 95% interval | equal share | SPRT | holds | ms a move, A (max) | B (max) | seed |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { file, game, players, a, b } of files) {
  if (!existsSync(file) && game) {
    console.log(`| ${game} | ${players} | ${a} vs ${b} | not played yet | | | | | | no | | | |`);
    continue;
  }
  const s = JSON.parse(readFileSync(file, 'utf8'));
  const [lo, hi] = s.interval95;
  const t = s.sprt;
  const sprt = t
    ? `${{ H1: 'H1 (A stronger)', H0: 'H0 (not shown)', open: 'open' }[t.decision]}, ${pct(t.s0)} vs ${pct(t.s1)}, α=β=${t.alpha}`
    : '–';
  // A row holds when the test accepted H1 or the interval's lower end is above the equal
  // share over at least 100 games.
  const holds = (t && t.decision === 'H1') || (s.games >= 100 && lo > s.equal_share);
  const state = s.complete ? '' : ' (stopped)';
  console.log(`| ${s.game} | ${s.players} | ${s.a} vs ${s.b} | ${s.games}${state} | ${s.wins} / ${s.shared_wins} / ${s.draws} / ${s.losses} | ${pct(s.share)} | ${pct(lo)}–${pct(hi)} | ${pct(s.equal_share)} | ${sprt} | ${holds ? 'yes' : 'no'} | ${ms(s.thinking.a)} | ${ms(s.thinking.b)} | ${s.seed} |`);
}
