#!/usr/bin/env bash
# Command 2: set up, then run every test: format, lints, native tests, the release wasm
# build with its size report, and the browser end-to-end suite in headless Chromium.
set -euo pipefail
source "$(dirname "$0")/setup.sh"
cd "$ROOT"
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all --check
step "cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings
step "native tests"
cargo test --workspace
step "release wasm build"
trunk build --release
step "size report"
node tests/size-report.mjs dist
step "browser end-to-end tests"
node --test --test-concurrency=1 tests/e2e/
