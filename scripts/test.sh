#!/usr/bin/env bash
# Command 2: set up, then run every test: format, lints, native tests, the release wasm
# build with its size report, the browser end-to-end suite in headless Chromium, and the
# first-load report.
set -euo pipefail
source "$(dirname "$0")/setup.sh"
cd "$ROOT"
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

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
step "native tests"
cargo test --workspace
step "release wasm build"
trunk build --release
# After trunk (which replaces dist/): the rules for JavaScript hosts, into dist/rules-js.
step "rules-js (wasm-bindgen --target web into dist/rules-js)"
cargo build -p rules-js --release --target wasm32-unknown-unknown
wasm-bindgen --target web --out-dir dist/rules-js \
  "${CARGO_TARGET_DIR:-$ROOT/target}/wasm32-unknown-unknown/release/rules_js.wasm"
step "size report"
node tests/size-report.mjs dist
node tests/size-report.mjs dist/rules-js
step "browser end-to-end tests"
node --test --test-concurrency=1 tests/e2e/
step "first-load report (Lighthouse mobile: timings are a report; each page's byte budget is asserted)"
node tests/perf/report.mjs --assert-budget
