#!/usr/bin/env bash
# The fuzz suite, longer and in release: scripts/fuzz.sh N mutates N records and N/5 links
# (default 100000, that is 100,000 records and 20,000 links). FUZZ_SEED picks another
# sequence. The short run (5,000 records) is part of `cargo test --workspace`.
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-100000}"
FUZZ_COUNT="$N" cargo test --release -p rules --test fuzz -- --nocapture --test-threads=2
