#!/usr/bin/env bash
# Command 2: set up, then run every test: format, lints, native tests, the release wasm
# build with its size report, the browser end-to-end suite in headless Chromium, and the
# first-load report.
#
# Time (CI has a ceiling): the release build runs in the background beside the format and
# lint steps, the native tests' compilation and the native tests that measure no time (the
# rules, the AI, the CLI, the app's and the protocol's: their only clock is the fuzz test's
# ten-second limit on one input, which takes milliseconds). Much of the build holds one
# core only (each program's link-time optimisation, wasm-opt), and these use the other; its
# output is printed when it is done. The server's tests (real servers with clocks shortened
# to seconds) and the browser tests run after it, on a quiet machine (a server test's
# three-second clock ran out under the build's load once). scripts/native-tests.py picks
# each side's test binaries (`cargo test --exclude` would change the workspace's features
# and compile much of it again). Neither side
# reads what the other writes: the release build writes `dist/` and
# `target/{wasm32-unknown-unknown,nightly,programs}`; where both build in `target/debug`
# (the prerender program), cargo's own lock makes one wait for the other.
set -euo pipefail
source "$(dirname "$0")/setup.sh"
cd "$ROOT"
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
started=$SECONDS
took() { printf '(%s: %d s since the start)\n' "$1" $((SECONDS - started)); }

release_build() {
  trunk build --release
  # After trunk (which replaces dist/): the rules for JavaScript hosts, into dist/rules-js.
  echo "== rules-js (wasm-bindgen --target web into dist/rules-js)"
  cargo build -p rules-js --release --target wasm32-unknown-unknown
  wasm-bindgen --target web --out-dir dist/rules-js \
    "${CARGO_TARGET_DIR:-$ROOT/target}/wasm32-unknown-unknown/release/rules_js.wasm"
}
step "release wasm build: started in the background (its output follows the lints and the tests' compilation)"
build_log="$(mktemp)"
release_build >"$build_log" 2>&1 &
build_pid=$!
# A failing step below stops the script: the build (trunk, cargo, rustc, wasm-opt under
# it) must not outlive it.
kill_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
trap 'kill_tree "$build_pid"; rm -f "$build_log"' EXIT

step "cargo fmt --check"
cargo fmt --all --check
step "cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings
# Again without test targets and the CLI: their dev-dependencies and the CLI's benchmark
# switch on rules' `test-helpers` feature for the whole build, which would hide a library
# or the app using it (the wasm builds have it off).
cargo clippy -p rules -p ai -p ai-worker -p app -p rules-js --lib --bins -- -D warnings
step "no circle of imports between the modules of a crate, of any length"
python3 scripts/import-cycles.py crates/rules/src crates/ai/src crates/server/src crates/app/src
step "native tests: compiled beside the release build"
cargo test --workspace --no-run
took "native tests compiled"
step "native tests but the server's (no clock in them): beside the release build"
python3 scripts/native-tests.py --no-server
took "native tests but the server's"

step "release wasm build (its output)"
build_ok=0
wait "$build_pid" || build_ok=$?
cat "$build_log"
if [ "$build_ok" -ne 0 ]; then
  echo "the release build failed (exit $build_ok)" >&2
  exit "$build_ok"
fi
took "release build"
step "the server's tests (real server processes, clocks of seconds): after the build"
python3 scripts/native-tests.py --server
took "the server's tests"
step "size report"
node tests/size-report.mjs dist
node tests/size-report.mjs dist/rules-js
step "browser end-to-end tests"
node --test --test-concurrency=1 tests/e2e/
took "browser tests"
step "first-load report (Lighthouse mobile: timings are a report; each page's byte budget is asserted)"
node tests/perf/report.mjs --assert-budget
took "all"
