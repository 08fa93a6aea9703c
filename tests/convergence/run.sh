#!/usr/bin/env bash
# Convergence of canonicalize: on every test input the greedy driver must
# converge within its iteration limit (`test-convergence=true` reports a
# failure otherwise), and a second canonicalize run on its output must
# change nothing.
#
# Inputs: every .mlir file of tests/lit and tests/differential (split at
# `// -----`), plus gen.py modules of every style when ../shared is there.
# Inputs that fail to parse or verify are checked for the first property
# only.
#
# usage: tests/convergence/run.sh [path/to/rmlir-opt]
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
RMLIR_OPT="${1:-${RMLIR_OPT:-$root/target/release/rmlir-opt}}"
RMLIR_SHARED="${RMLIR_SHARED:-$root/../shared}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
passed=0; failed=0

# Each pipeline runs as written and with `test-convergence=true` added to
# its canonicalize; a failure of the latter alone (MLIR prints nothing for
# it, only the exit status and the missing output tell) means the greedy
# driver did not converge.
pipelines=(
  "builtin.module(canonicalize)"
  "builtin.module(func.func(canonicalize{region-simplify=aggressive}))"
  "builtin.module(canonicalize{top-down=false})"
)

# Inputs whose output changes when read back, in mlir-opt 22 too: a
# second run cannot be a no-op. Only convergence is checked for them.
reprint_changes=(
  # MLIR 22's affine simplification is not idempotent (see the file).
  tests/lit/affine-map-two-rounds.mlir
)

# check FILE PIPELINE: converges, and canonicalizing again is a no-op.
check() {
  local file=$1 p=$2
  local tp=${p/canonicalize\{/canonicalize\{test-convergence=true }
  tp=${tp/canonicalize)/canonicalize\{test-convergence=true\})}
  # The generic form round-trips even where a custom printer does not
  # (memref.dma_start with attributes, in MLIR 22 too).
  local args=(--allow-unregistered-dialect --split-input-file --mlir-print-op-generic)
  timeout 60 "$RMLIR_OPT" "$file" "${args[@]}" "--pass-pipeline=$p" >"$tmp/a.out" 2>"$tmp/a.err"
  local ra=$?
  timeout 60 "$RMLIR_OPT" "$file" "${args[@]}" "--pass-pipeline=$tp" >"$tmp/t.out" 2>"$tmp/t.err"
  local rt=$?
  if [ $ra -ne $rt ] || ! cmp -s "$tmp/a.out" "$tmp/t.out" || [ $ra -gt 1 ]; then
    echo "FAIL: ${file#"$root"/} $tp (did not converge: exit $rt, $ra without the check)"
    failed=$((failed + 1))
    return
  fi
  local rel=${file#"$root"/} x exempt=0
  for x in "${reprint_changes[@]}"; do [ "$rel" = "$x" ] && exempt=1; done
  if [ $ra -eq 0 ] && [ $exempt -eq 0 ]; then
    timeout 60 "$RMLIR_OPT" "$tmp/a.out" "${args[@]}" "--pass-pipeline=$p" >"$tmp/b.out" 2>"$tmp/b.err"
    if ! cmp -s "$tmp/a.out" "$tmp/b.out"; then
      echo "FAIL: ${file#"$root"/} $p (a second run changed the output)"
      diff "$tmp/a.out" "$tmp/b.out" | head -n 8
      failed=$((failed + 1))
      return
    fi
  fi
  passed=$((passed + 1))
}

for f in "$root"/tests/lit/*.mlir "$root"/tests/differential/corpus/*.mlir \
         "$root"/tests/differential/passes/*.mlir; do
  [ -e "$f" ] || continue
  for p in "${pipelines[@]}"; do
    check "$f" "$p"
  done
done

gen="$RMLIR_SHARED/perf/gen.py"
if [ -f "$gen" ] && command -v python3 >/dev/null 2>&1; then
  for style in mixed canon cse cfg scf; do
    for seed in 1 2 3; do
      python3 "$gen" --funcs 30 --ops-per-func 80 --seed "$seed" --style "$style" >"$tmp/gen-$style-$seed.mlir"
      for p in "${pipelines[@]}"; do
        check "$tmp/gen-$style-$seed.mlir" "$p"
      done
    done
  done
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
