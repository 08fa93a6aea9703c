#!/usr/bin/env bash
# Differential test of data layout modeling against mlir-opt 22: generated
# specs and queries (dlti-gen.py, fixed seeds) run through
# `--test-data-layout-query`, and printed back as written and in generic
# form; exit code and stdout must be byte-identical.
#
# Usage: tests/differential/dlti-query.sh [COUNT_PER_SEED]
# Environment: RMLIR_OPT (default <repo>/target/release/rmlir-opt),
#              MLIR_OPT (default mlir-opt-22).
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
RMLIR_OPT=${RMLIR_OPT:-$repo/target/release/rmlir-opt}
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
count=${1:-100}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
for seed in 1 2 3; do
  python3 "$here/dlti-gen.py" "$seed" "$tmp" "$count"
done
for f in "$tmp"/*.mlir; do
  for flags in "--test-data-layout-query" "" "--mlir-print-op-generic"; do
    # shellcheck disable=SC2086 # flags are split on purpose
    a=$("$RMLIR_OPT" $flags "$f" 2>/dev/null; echo "exit=$?")
    # shellcheck disable=SC2086
    b=$("$MLIR_OPT" $flags "$f" 2>/dev/null; echo "exit=$?")
    if [ "$a" == "$b" ]; then
      pass=$((pass + 1))
    else
      fail=$((fail + 1))
      echo "FAIL $(basename "$f") $flags"
      cp "$f" "/tmp/$(basename "$f")"
    fi
  done
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
