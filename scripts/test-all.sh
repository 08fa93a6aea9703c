#!/usr/bin/env bash
# Runs every test: unit and integration tests (cargo), lit/FileCheck tests,
# differential tests against mlir-opt 22, hostile-input tests, and (for
# information only) MLIR's conformance corpus from ../shared.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
bash scripts/install-deps.sh || { echo "dependency installation failed"; exit 1; }
export PATH="$PATH:$(python3 -m site --user-base 2>/dev/null)/bin"

passed=0; failed=0; skipped=0; failures=()
timings=()
# suite NAME COMMAND...: runs one suite, records its result and duration.
suite() {
  local name=$1; shift
  echo "=== $name"
  local start=$SECONDS
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
  timings+=("$(printf '%6ds  %s' $((SECONDS - start)) "$name")")
}
# skip NAME REASON: records a suite that does not run here, and why.
skip() {
  echo "=== $1 skipped: $2"
  skipped=$((skipped + 1))
  timings+=("$(printf '%7s  %s (skipped: %s)' - "$1" "$2")")
}

suite "cargo fmt" cargo fmt --all --check
suite "cargo build" cargo build --release --workspace --quiet
suite "cargo clippy" cargo clippy --release --workspace --all-targets --quiet -- -D warnings
suite "cargo doc" env RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet
suite "cargo test" cargo test --workspace --quiet
suite "lit" lit -sv tests/lit
suite "differential" bash tests/differential/run.sh
suite "data layout differential" bash tests/differential/dlti-query.sh
suite "cli" bash tests/cli/run.sh
suite "bad input" bash tests/bad_input/run.sh
suite "bytecode" bash tests/bytecode/run.sh
suite "thread independence" bash tests/threads/run.sh
# Parallel printing and streamed output (kept apart from the parsing checks in run.sh).
suite "thread independence: printing" bash tests/threads/print.sh
suite "streamed output" bash tests/stream/run.sh
suite "canonicalize convergence" bash tests/convergence/run.sh
suite "e-graph backend" bash tests/egraph/run.sh
suite "fuzz smoke" bash scripts/fuzz.sh --runs 2000

conf="$root/../shared/conformance/run.sh"
if [ -x "$conf" ] || [ -f "$conf" ]; then
  echo "=== conformance (informational)"
  start=$SECONDS
  bash "$conf" -t 60 "$root/target/release/rmlir-opt" | tail -n 25 || true
  timings+=("$(printf '%6ds  %s' $((SECONDS - start)) "conformance (informational)")")
else
  skip "conformance (informational)" "$conf not found (it comes with ../shared)"
fi

echo
echo "time per suite:"
printf '%s\n' "${timings[@]}"
[ ${#failures[@]} -gt 0 ] && echo "failed suites: ${failures[*]}"
echo "suites: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
