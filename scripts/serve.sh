#!/usr/bin/env bash
# Command 1: set up, build the release app (wasm-opt on) and serve it on http://127.0.0.1:8080
set -euo pipefail
source "$(dirname "$0")/setup.sh"
cd "$ROOT"
exec trunk serve --release --address 127.0.0.1 --port 8080
