#!/usr/bin/env bash
# Build the web app and serve it on this machine.
#
#   bash scripts/serve.sh                  # http://127.0.0.1:8080/
#   PORT=9000 bash scripts/serve.sh        # another port
#   BASE=/attic/ bash scripts/serve.sh     # under a sub-path, as on a project page
#   SKIP_BUILD=1 bash scripts/serve.sh     # serve the dist/ that is there
#
# Installs what it needs first (scripts/setup.sh: wasm target, trunk,
# wasm-bindgen, wasm-opt), then `trunk build --offline --release` into dist/
# and serves it with a small static server (tests/e2e/server.mjs), which
# sends the right MIME types (application/wasm) and nothing else.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${PORT:-8080}"
BASE="${BASE:-/}"

bash scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

if [ "${SKIP_BUILD:-0}" != 1 ]; then
  cargo fetch --quiet || echo "serve: warning: cargo fetch failed; trying the build with what is cached"
  echo "serve: trunk build --offline --release"
  trunk build --offline --release || {
    echo "serve: ERROR: the web build failed (see above)" >&2
    exit 1
  }
fi
[ -f dist/index.html ] || {
  echo "serve: ERROR: dist/index.html is missing: the build did not produce the site" >&2
  exit 1
}
exec node tests/e2e/server.mjs dist "$BASE" "$PORT"
