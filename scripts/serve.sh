#!/usr/bin/env bash
# Command 1: set up, build the release app (wasm-opt on) and start the Cube Table server on
# http://127.0.0.1:8080: it serves the app and plays online games, keeping them in SQLite
# under data/ (or in PostgreSQL when DATABASE_URL=postgres://… is set; see docs/online.md).
set -euo pipefail
source "$(dirname "$0")/setup.sh"
cd "$ROOT"
trunk build --release
exec cargo run --release -p server -- --dist dist --addr "${CUBE_TABLE_ADDR:-127.0.0.1:8080}"
