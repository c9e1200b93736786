#!/usr/bin/env bash
# Installs what building and testing Cube Table needs, skipping whatever is already
# present at the right version. Sourced by serve.sh and test.sh (it exports PATH).
# Versions and traps: see ../shared/TOOLCHAIN.md.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$ROOT/tests/node_modules/.bin:$PATH"
TRUNK_VERSION=0.21.14

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi

# The page programs are built on nightly with the standard library rebuilt for them
# (scripts/build-programs.mjs: about a tenth smaller); where nightly or its rust-src
# cannot be had, they are built on stable.
if ! rustup toolchain list | grep -q '^nightly-'; then
  say "installing the nightly toolchain (minimal, with rust-src)"
  rustup toolchain install nightly --profile minimal --component rust-src \
    || say "no nightly: the page programs are built on stable"
elif ! rustup component list --installed --toolchain nightly | grep -q '^rust-src'; then
  say "adding rust-src to nightly"
  rustup component add rust-src --toolchain nightly \
    || say "no rust-src: the page programs are built on stable"
fi

if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION\$"; then
  say "installing trunk $TRUNK_VERSION (about 8 minutes the first time)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

# Trunk uses the wasm-bindgen CLI on PATH only when it matches Cargo.lock exactly.
WBG_VERSION="$(grep -A1 '^name = "wasm-bindgen"$' "$ROOT/Cargo.lock" | sed -n 's/^version = "\(.*\)"$/\1/p')"
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WBG_VERSION\$"; then
  say "installing wasm-bindgen-cli $WBG_VERSION"
  # --locked can fail when a locked dependency left the registry; then resolve afresh.
  cargo install --locked wasm-bindgen-cli --version "=$WBG_VERSION" \
    || cargo install --force wasm-bindgen-cli --version "=$WBG_VERSION"
fi

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  say "installing Chromium and ChromeDriver from Debian"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
fi

# PostgreSQL for the online server's scale-out tests (each test starts its own cluster in a
# temporary directory; nothing is left running).
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  say "installing PostgreSQL from Debian"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
fi

# wasm-opt (npm binaryen), terser, Playwright's driver and axe-core live in tests/node_modules.
if [ ! -x "$ROOT/tests/node_modules/.bin/wasm-opt" ] \
  || [ "$ROOT/tests/package-lock.json" -nt "$ROOT/tests/node_modules/.package-lock.json" ]; then
  say "installing npm test dependencies"
  (cd "$ROOT/tests" && npm ci --no-audit --no-fund)
fi
say "ready: $(trunk --version), $(wasm-bindgen --version), wasm-opt $(wasm-opt --version | head -1), terser $(terser --version)"
