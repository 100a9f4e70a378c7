#!/usr/bin/env bash
# Install what building and testing Attic needs, and nothing that is already
# there (so a second run takes seconds). Meant for a Debian 12 machine with
# rustup; it only uses crates.io, npm and apt.
#
#   bash scripts/setup.sh            # build tools: wasm target, trunk, wasm-bindgen, npm tools
#   bash scripts/setup.sh --browser  # also Debian's Chromium for the end-to-end tests, and
#                                    # Firefox ESR, WebKitGTK's driver and Xvfb for the smoke
#
# Pinned versions: trunk 0.21.14, wasm-bindgen-cli 0.2.130 (must equal the
# wasm-bindgen crate in Cargo.lock), wasm-split-cli from wasm_split_cli_support
# 0.2.4 (scripts/split.mjs; its format must match wasm_split_helpers 0.2.3 in
# Cargo.lock), binaryen 132, playwright-core 1.64.1, puppeteer-core 24.43.1
# and selenium-webdriver 4.46.0 (package-lock.json; the last two are the
# newest that run on Node 20). No browser is ever downloaded: the tests
# drive Debian's /usr/bin/chromium, /usr/bin/firefox-esr and WebKitGTK
# (/usr/bin/WebKitWebDriver and its MiniBrowser), all from apt.
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
  grep -q '"version": "5.0.5"' node_modules/csso/package.json 2>/dev/null &&
  grep -q '"version": "24.43.1"' node_modules/puppeteer-core/package.json 2>/dev/null &&
  grep -q '"version": "4.46.0"' node_modules/selenium-webdriver/package.json 2>/dev/null; then
  say "npm tools (binaryen 132, playwright-core 1.64.1, axe-core 4.14.1, terser 5.51.4, csso 5.0.5, puppeteer-core 24.43.1, selenium-webdriver 4.46.0): present"
else
  say "installing npm tools from package-lock.json (npm ci)"
  npm ci --no-audit --no-fund || die "npm ci failed (is registry.npmjs.org reachable?)"
fi

if [ "$browser" = 1 ]; then
  # Debian's browsers, from apt only (never a downloaded build): Chromium for
  # the end-to-end tests; Firefox ESR and WebKitGTK (WebKitWebDriver and its
  # MiniBrowser, run under Xvfb) for the smoke in every browser
  # (tests/e2e/firefox.test.mjs, webkit.test.mjs). Each only if missing.
  missing=()
  need() { # need FILE PACKAGE...: the packages, if FILE is missing
    local file=$1
    shift
    if [ -x "$file" ]; then
      say "$1: present ($file)"
    else
      missing+=("$@")
    fi
  }
  need /usr/bin/chromium chromium chromium-driver
  need /usr/bin/firefox-esr firefox-esr
  need /usr/bin/WebKitWebDriver webkit2gtk-driver
  need /usr/bin/Xvfb xvfb
  if [ "${#missing[@]}" -gt 0 ]; then
    command -v apt-get >/dev/null ||
      die "the browsers are missing (${missing[*]}) and there is no apt-get to install them: the browser tests cannot run"
    say "installing ${missing[*]} from apt"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update || die "apt-get update failed"
    apt-get install -y --no-install-recommends "${missing[@]}" || die "apt-get install ${missing[*]} failed"
  fi
  for f in /usr/bin/chromium /usr/bin/firefox-esr /usr/bin/WebKitWebDriver /usr/bin/Xvfb; do
    [ -x "$f" ] || die "$f is missing after apt-get install"
  done
  say "browsers: $(/usr/bin/chromium --version 2>/dev/null || echo 'chromium, version unknown');" \
    "$(/usr/bin/firefox-esr --version 2>/dev/null || echo 'firefox-esr, version unknown');" \
    "WebKitGTK $(dpkg-query -W -f='${Version}' webkit2gtk-driver 2>/dev/null || echo '(version unknown)')"
fi

say "done. Add the npm tools to PATH with: export PATH=\"\$PWD/node_modules/.bin:\$PATH\""
