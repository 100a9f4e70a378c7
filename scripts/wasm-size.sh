#!/usr/bin/env bash
# The web app's wasm as Trunk makes it (cargo build --profile web,
# wasm-bindgen, wasm-opt -O3), and its size raw and gzip -9, without the
# rest of the site: for trying what a change does to the download.
# Usage: bash scripts/wasm-size.sh [label]   (see docs/measure.md)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cargo build -q --profile web --target wasm32-unknown-unknown --bin app
wasm-bindgen --target web --out-dir "$out" target/wasm32-unknown-unknown/web/app.wasm
wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue \
  "$out/app_bg.wasm" -o "$out/opt.wasm"
echo "${1:-app}: raw $(wc -c <"$out/opt.wasm") B, gzip -9 $(gzip -9c "$out/opt.wasm" | wc -c) B"
