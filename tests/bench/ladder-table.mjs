// The ladder table of docs/ai.md from `cli match --json` summaries (tests/bench/ladder.sh
// writes them to target/ladder/):
//   node tests/bench/ladder-table.mjs target/ladder/*.json
// One row per summary, in the order given: A's score, its Wilson 95% interval against the
// equal share, the sequential test's decision, and each side's CPU time a move.
import { readFileSync } from 'node:fs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node tests/bench/ladder-table.mjs SUMMARY.json...');
  process.exit(2);
}
const pct = (x) => `${(100 * x).toFixed(1)}%`;
const ms = (t) => `${Math.round(t.mean_ms)} (${Math.round(t.max_ms)})`;
console.log('| game | players | A vs B | games | A: won / shared / drawn / lost | A\'s share | 95% interval | equal share | SPRT | holds | ms a move, A (max) | B (max) | seed |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const file of files) {
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
