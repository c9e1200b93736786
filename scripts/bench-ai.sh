#!/usr/bin/env bash
# The AI benchmark, native against wasm, in one run (a report; see tests/bench/ai-wasm.mjs).
#   scripts/bench-ai.sh [divisor]     divisor of Hard's budget, default 4; 1 = full Hard moves
# Both halves use the worker's speed profile (`wasm-worker`); the wasm is passed through
# wasm-opt -O3 like the worker's, when wasm-opt is on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/tests/node_modules/.bin:$PATH"
cargo build -q -p ai-bench --bin ai-bench --profile wasm-worker
cargo build -q -p ai-bench --lib --target wasm32-unknown-unknown --profile wasm-worker
wasm=target/wasm32-unknown-unknown/wasm-worker/ai_bench.wasm
if command -v wasm-opt >/dev/null; then
  wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals "$wasm" -o target/ai_bench.opt.wasm
  wasm=target/ai_bench.opt.wasm
fi
node tests/bench/ai-wasm.mjs "${1:-4}" --wasm "$wasm"
