#!/usr/bin/env bash
# The one test command. Installs what is missing (scripts/setup.sh --browser:
# wasm target, trunk, wasm-bindgen, npm tools, Debian's Chromium, Firefox ESR,
# WebKitGTK's driver and Xvfb), then:
#
#   1. trunk build --offline --release   the web app (which is also the AI worker)
#   2. tests/e2e/*.test.mjs              the built site in headless Chromium; and a smoke
#                                        in Firefox (firefox.test.mjs) and WebKitGTK
#                                        (webkit.test.mjs): every game page, a move and the
#                                        AI's answer, a reload, then offline (browsers.mjs).
#                                        They run in the background, beside steps 3 to 5.
#   3. cargo test --no-fail-fast         rules, records, links, AI, CLI (native;
#                                        every test binary runs even if one fails)
#   3b. cargo test in fuzz/             every fuzz target on its checked-in seeds
#   4. cargo fmt --check                 formatting
#      cargo clippy --all-targets        lints, native (-D warnings)
#      cargo clippy (wasm32, app)        lints of the web app's code, which the
#                                        native build never compiles
#   5. the same engine tests in wasm32   tests/wasm.rs under wasm-bindgen-test-runner
#                                        (Node): records, links and AI answers must be
#                                        the same as natively
#
# Why side by side: neither keeps both cores busy alone, together they do
# (a warm run on 2 cores: about 1,080 CPU-s busy of 1,100, the browser tests
# about 900 of it, the native steps about 190). Steps 3 to 5 run at a lower
# priority (nice), so the browsers get a core when they need one and cargo
# takes the rest; the browser tests' checks of responsiveness count the main
# thread's own CPU time, not its wall time (tests/e2e/helpers.mjs
# `mainThreadTasks`). The time of a run follows its CPU: docs/measure.md,
# "The test command in under 10 minutes".
#
# Every step runs even if an earlier one failed (except that the browser tests
# need the build). The last line is "N passed, M failed": N and M count test
# cases (cargo's and node's) plus the build step and each check of 4 (one
# each); a step that fails without reporting tests counts as one failure. Exit status 0 only if M is 0.
# Logs: target/test-logs/ (the browser tests' whole log is printed when they
# end). To rerun only the browser tests against the dist/ that is there:
# `npm run e2e` (or ATTIC_DIST=<dir> npm run e2e).
set -uo pipefail
cd "$(dirname "$0")/.."

LOGS=target/test-logs
mkdir -p "$LOGS"
passed=0
failed=0
notes=()
note() {
  notes+=("$1")
  echo "test: $1"
}
finish() {
  echo
  echo "test: summary"
  for n in "${notes[@]}"; do echo "  $n"; done
  echo "$passed passed, $failed failed"
  [ "$failed" = 0 ]
  exit $?
}

echo "test: setup"
if ! bash scripts/setup.sh --browser; then
  failed=$((failed + 1))
  note "setup: FAILED (see above); nothing else can run"
  finish
fi
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

# 1. The web build, in the default target dir (target/wasm32-unknown-unknown).
echo "test: trunk build --offline --release"
start=$SECONDS
rm -rf dist
# trunk --offline downloads no tools; cargo may still need the wasm-only
# crates (yew, gloo...), which `cargo fetch` gets from crates.io if missing.
cargo fetch --quiet || echo "test: warning: cargo fetch failed; trying the build with what is cached"
built=1
if trunk build --offline --release 2>&1 | tee "$LOGS/trunk-build.log" && [ -f dist/index.html ] && [ -f dist/sw.js ]; then
  passed=$((passed + 1))
  note "web build: ok ($((SECONDS - start)) s; dist/ $(du -sk dist | cut -f1) KiB)"
else
  failed=$((failed + 1))
  note "web build: FAILED ($((SECONDS - start)) s); the browser tests cannot run"
  built=0
fi

# 2. The browser tests, against dist/ (each run serves it on a free port), in
#    the background: their log goes to its file, and is printed when they end.
#    The timeout bounds one file (TURNO's holds four whole games by keyboard).
# One file more than there are cores, from two to four (E2E_JOBS=1 for one):
# each has its own browser and server. On 2 cores, warm, beside the native
# steps: two files at a time took 669 s, three 589 s, four 603 s (both cores
# busy by then); alone, three 493 s and four 466 s. Long files first, so
# that none starts last and runs alone.
cores=$(nproc 2>/dev/null || echo 2)
jobs=$(( cores + 1 < 2 ? 2 : (cores + 1 > 4 ? 4 : cores + 1) ))
first="app storage longtau turnooi turno webkit firefox post puzzles security shell worker"
files=()
for f in $first; do files+=("tests/e2e/$f.test.mjs"); done
for f in tests/e2e/*.test.mjs; do
  case " $first " in *" $(basename "$f" .test.mjs) "*) ;; *) files+=("$f") ;; esac
done
e2e_start=$SECONDS
if [ "$built" = 1 ]; then
  echo "test: end-to-end tests in headless Chromium, and the smoke in Firefox and WebKitGTK (in the background; log: $LOGS/e2e.log)"
  node --test --test-concurrency="${E2E_JOBS:-$jobs}" --test-reporter=spec --test-timeout=600000 "${files[@]}" >"$LOGS/e2e.log" 2>&1 &
  e2e_pid=$!
fi
# Everything from here on (cargo and its tests) yields to the browsers.
renice -n 19 $$ >/dev/null 2>&1 || echo "test: warning: renice failed; the native steps run at normal priority"


# 3. Native tests, at a lower priority than the browsers (see the top). Sum
# cargo's own "test result" lines (lib, bins, integration tests and doc tests
# each print one).
echo "test: cargo test --workspace --no-fail-fast"
start=$SECONDS
cargo test --workspace --no-fail-fast 2>&1 | tee "$LOGS/cargo-test.log"
rc=${PIPESTATUS[0]}
sum() { # the number before "$1" on every "test result:" line, added up
  awk -v w="$1;" '/^test result:/ { for (i = 2; i <= NF; i++) if ($i == w) s += $(i - 1) } END { print s + 0 }' \
    "$LOGS/cargo-test.log"
}
p=$(sum passed)
f=$(sum failed)
p=${p:-0}
f=${f:-0}
if [ "$rc" != 0 ] && [ "$f" = 0 ]; then f=1; fi # a compile error reports no tests
passed=$((passed + p))
failed=$((failed + f))
note "cargo test: $p passed, $f failed ($((SECONDS - start)) s)"

# 3b. The fuzz targets on their checked-in seeds (fuzz/ is its own crate, so
# a seed gone stale, e.g. a link after a format change, is caught here).
echo "test: cargo test --manifest-path fuzz/Cargo.toml --lib"
start=$SECONDS
cargo test --manifest-path fuzz/Cargo.toml --lib 2>&1 | tee "$LOGS/fuzz-test.log"
rc=${PIPESTATUS[0]}
p=$(grep -E '^test result:' "$LOGS/fuzz-test.log" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' | head -1)
f=$(grep -E '^test result:' "$LOGS/fuzz-test.log" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' | head -1)
p=${p:-0}
f=${f:-0}
if [ "$rc" != 0 ] && [ "$f" = 0 ]; then f=1; fi
passed=$((passed + p))
failed=$((failed + f))
note "fuzz seeds: $p passed, $f failed ($((SECONDS - start)) s)"

# 4. Formatting and lints: each check is one step, passed or failed.
check() { # check NAME COMMAND...: run COMMAND, count it as one step
  local name=$1 start=$SECONDS
  shift
  echo "test: $*"
  "$@" 2>&1 | tee "$LOGS/$name.log"
  if [ "${PIPESTATUS[0]}" = 0 ]; then
    passed=$((passed + 1))
    note "$name: ok ($((SECONDS - start)) s)"
  else
    failed=$((failed + 1))
    note "$name: FAILED ($((SECONDS - start)) s; see $LOGS/$name.log)"
  fi
}
check fmt cargo fmt --all --check
check clippy cargo clippy --workspace --all-targets --all-features -- -D warnings
# The web app and the worker (crates/web/src/ui and worker) exist only on
# wasm32; about 5 s once the wasm dependencies are checked, 1.5 min
# from a cold target dir.
check clippy-wasm cargo clippy --target wasm32-unknown-unknown --bin app -- -D warnings

# 5. The engine's cross-target tests, compiled to wasm32 and run in Node.
# Unoptimised: they run in 0.3 s either way, and after a change the
# release build took about 58 s to compile, the debug one about 12 (with
# overflow checks on, which is the stricter of the two).
echo "test: cargo test --target wasm32-unknown-unknown --test wasm"
start=$SECONDS
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --target wasm32-unknown-unknown --test wasm 2>&1 | tee "$LOGS/wasm-test.log"
rc=${PIPESTATUS[0]}
p=$(grep -E '^test result:' "$LOGS/wasm-test.log" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' | head -1)
f=$(grep -E '^test result:' "$LOGS/wasm-test.log" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' | head -1)
p=${p:-0}
f=${f:-0}
if [ "$rc" != 0 ] && [ "$f" = 0 ]; then f=1; fi
passed=$((passed + p))
failed=$((failed + f))
note "wasm tests: $p passed, $f failed ($((SECONDS - start)) s)"

# The browser tests' end.
if [ "$built" = 1 ]; then
  echo "test: waiting for the browser tests"
  wait "$e2e_pid"
  rc=$?
  echo "test: browser tests' log ($LOGS/e2e.log):"
  cat "$LOGS/e2e.log"
  # The spec reporter ends with "ℹ pass N" and "ℹ fail M".
  p=$(grep -E '^. pass [0-9]+$' "$LOGS/e2e.log" | tail -1 | grep -oE '[0-9]+$')
  f=$(grep -E '^. fail [0-9]+$' "$LOGS/e2e.log" | tail -1 | grep -oE '[0-9]+$')
  p=${p:-0}
  f=${f:-0}
  if [ "$rc" != 0 ] && [ "$f" = 0 ]; then f=1; fi # e.g. the suite could not start
  passed=$((passed + p))
  failed=$((failed + f))
  note "browser tests: $p passed, $f failed ($((SECONDS - e2e_start)) s; figures in tests/e2e/out/metrics.json)"
fi

finish
