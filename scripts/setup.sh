#!/usr/bin/env bash
# Install what building and testing Attic needs, and nothing that is already
# there (so a second run takes seconds). Meant for a Debian 12 machine with
# rustup; it only uses crates.io, npm and apt.
#
#   bash scripts/setup.sh            # build tools: wasm target, trunk, wasm-bindgen, npm tools
#   bash scripts/setup.sh --browser  # also Debian's Chromium for the end-to-end tests
#
# Pinned versions: trunk 0.21.14, wasm-bindgen-cli 0.2.130 (must equal the
# wasm-bindgen crate in Cargo.lock), wasm-split-cli from wasm_split_cli_support
# 0.2.4 (scripts/split.mjs; its format must match wasm_split_helpers 0.2.3 in
# Cargo.lock), binaryen 132 and playwright-core 1.64.1
# (package-lock.json). No browser is ever downloaded: the tests drive
# /usr/bin/chromium.
set -euo pipefail

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
WASM_SPLIT_VERSION=0.2.4

cd "$(dirname "$0")/.."
say() { echo "setup: $*"; }
die() {
  echo "setup: ERROR: $*" >&2
  exit 1
}

browser=0
for arg in "$@"; do
  case "$arg" in
  --browser) browser=1 ;;
  *) die "unknown argument '$arg' (expected --browser)" ;;
  esac
done

export PATH="$HOME/.cargo/bin:$PATH"
command -v cargo >/dev/null || die "cargo not found: install Rust with rustup first (https://rustup.rs)"
command -v rustup >/dev/null || die "rustup not found: it is needed to add the wasm32 target"

if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "wasm32-unknown-unknown target: present"
else
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown || die "rustup target add wasm32-unknown-unknown failed"
fi

have_version() { # command, version: is `command --version` that version?
  command -v "$1" >/dev/null && "$1" --version 2>/dev/null | grep -qw "$2"
}

if have_version trunk "$TRUNK_VERSION"; then
  say "trunk $TRUNK_VERSION: present"
else
  say "installing trunk $TRUNK_VERSION with cargo (takes about 8 minutes on 2 cores)"
  cargo install trunk --version "$TRUNK_VERSION" --locked --force || die "cargo install trunk $TRUNK_VERSION failed"
fi

if have_version wasm-bindgen "$WASM_BINDGEN_VERSION"; then
  say "wasm-bindgen $WASM_BINDGEN_VERSION: present"
else
  # Without --locked: its lock file pins a crate that no longer builds here.
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION with cargo"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force ||
    die "cargo install wasm-bindgen-cli $WASM_BINDGEN_VERSION failed"
fi

# wasm-split-cli has no --version: cargo's list of installed crates says
# which version it came from.
if command -v wasm-split-cli >/dev/null &&
  cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
  say "wasm-split-cli $WASM_SPLIT_VERSION: present"
else
  say "installing wasm-split-cli (wasm_split_cli_support $WASM_SPLIT_VERSION) with cargo (takes about 4 minutes on 2 cores)"
  cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked --force ||
    die "cargo install wasm_split_cli_support $WASM_SPLIT_VERSION failed"
fi

command -v node >/dev/null || die "node not found: install Node.js 20 or newer (apt-get install nodejs npm)"
command -v npm >/dev/null || die "npm not found: apt-get install npm"
if [ -x node_modules/.bin/wasm-opt ] && [ -f node_modules/playwright-core/package.json ] &&
  grep -q '"version": "1.64.1"' node_modules/playwright-core/package.json &&
  node_modules/.bin/wasm-opt --version | grep -qw 132 &&
  grep -q '"version": "4.14.1"' node_modules/axe-core/package.json 2>/dev/null &&
  grep -q '"version": "5.51.4"' node_modules/terser/package.json 2>/dev/null &&
  grep -q '"version": "5.0.5"' node_modules/csso/package.json 2>/dev/null; then
  say "npm tools (binaryen 132, playwright-core 1.64.1, axe-core 4.14.1, terser 5.51.4, csso 5.0.5): present"
else
  say "installing npm tools from package-lock.json (npm ci)"
  npm ci --no-audit --no-fund || die "npm ci failed (is registry.npmjs.org reachable?)"
fi

if [ "$browser" = 1 ]; then
  if [ -x /usr/bin/chromium ]; then
    say "chromium: present ($(/usr/bin/chromium --version 2>/dev/null || echo 'version unknown'))"
  else
    command -v apt-get >/dev/null || die "/usr/bin/chromium is missing and there is no apt-get to install it"
    say "installing chromium from apt"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update || die "apt-get update failed"
    apt-get install -y --no-install-recommends chromium chromium-driver || die "apt-get install chromium failed"
    [ -x /usr/bin/chromium ] || die "chromium was installed but /usr/bin/chromium is missing"
  fi
fi

say "done. Add the npm tools to PATH with: export PATH=\"\$PWD/node_modules/.bin:\$PATH\""
