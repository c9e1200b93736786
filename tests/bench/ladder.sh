#!/usr/bin/env bash
# Plays the level ladder (tests/bench/ladder.rows) with `cli match`, one row after another,
# each as a sequential test that stops once it decides (or at its most games), and writes one
# JSON summary per row to target/ladder/. A report, not a test: run it on a quiet machine.
#   tests/bench/ladder.sh [PATTERN]   only the rows whose line matches PATTERN (grep -E)
# LADDER_THREADS (default 2) games run at once; LADDER_TIMEOUT (default 6h) bounds each row.
# A row whose test has decided, or whose summary is complete at the row's most games, is
# skipped. Any other row with a summary goes on from it (`cli match --resume`) if the code
# that plays (crates/rules, crates/ai) is that of the commit the row began at, written in its
# .commit file; else the old summary is moved to .json.old and the row starts again. So a row
# stopped by its time bound, or given more games, goes on where it was. Then:
#   node tests/bench/ladder-table.mjs            (the table of docs/ai.md, in ladder.rows order)
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build -q --release -p cli
out=target/ladder
# The code that decides how the levels play.
code="crates/rules crates/ai"
mkdir -p "$out"
# A copy, so that a build during a long run does not swap the program under it.
cli="$out/cli-$$"
cp target/release/cli "$cli"
trap 'rm -f "$cli"' EXIT
grep -v '^#' tests/bench/ladder.rows | grep -E "${1:-.}" |
while read -r game players a b seed delta games; do
  [ -n "$game" ] || continue
  name="$out/$game-$players-$a-$b"
  resume=()
  if [ -f "$name.json" ]; then
    if grep -Eq '"decision": "H[01]"' "$name.json" || {
      grep -q '"complete": true' "$name.json" &&
        grep -q "\"games_planned\": $games," "$name.json"
    }; then
      echo "$name: done"
      continue
    fi
    began=$(cut -d' ' -f1 "$name.commit" 2>/dev/null || true)
    if [ -n "$began" ] && ! grep -q 'with changes' "$name.commit" &&
      git diff --quiet HEAD -- $code && git diff --quiet "$began" HEAD -- $code; then
      resume=(--resume "$name.json")
    else
      mv "$name.json" "$name.json.old"
    fi
  fi
  echo "$name: seed $seed, SPRT delta $delta, at most $games games"
  if [ ${#resume[@]} -eq 0 ]; then
    # Which code played: the commit, and whether the tree had changes beside it.
    echo "$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- $code || echo ' with changes')" \
      >"$name.commit"
    : >"$name.log"
  else
    echo "$name: going on from its summary"
  fi
  timeout "${LADDER_TIMEOUT:-6h}" nice -n 19 "$cli" match "$game" \
    --players "$players" --a "$a" --b "$b" --seed "$seed" --games "$games" \
    --sprt "$delta" --threads "${LADDER_THREADS:-2}" --json "$name.json" "${resume[@]}" \
    >>"$name.log" 2>&1 </dev/null || echo "$name: stopped ($?)"
  tail -n 3 "$name.log"
done
