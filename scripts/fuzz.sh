#!/usr/bin/env bash
# The fuzz suite, longer and in release: scripts/fuzz.sh N mutates N records and N/5 links
# (default 100000: 100,000 records, 20,000 links, 5,000 storage states and 20,000 embed
# messages). FUZZ_SEED picks another
# sequence. The short run (5,000 records) is part of `cargo test --workspace`.
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-100000}"
FUZZ_COUNT="$N" cargo test --release -p rules --test fuzz -- --nocapture --test-threads=2
# The app's stored entries (N/20 storage states) and embed messages (N/5).
FUZZ_COUNT="$N" cargo test --release -p app fuzz:: -- --nocapture --test-threads=2
