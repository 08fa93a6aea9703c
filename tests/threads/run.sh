#!/usr/bin/env bash
# Thread independence: rmlir-opt must print the same output, the same
# diagnostics and exit the same way on 1 thread (--mlir-disable-threading)
# as on 4 threads (RAYON_NUM_THREADS=4, more threads than this machine has
# cores, to shake out ordering bugs).
#
# Inputs: every .mlir file of tests/lit and tests/differential (split at
# `// -----`), under a set of pipelines, plus the `// PIPELINE:` lines of
# tests/differential/passes, plus gen.py modules when ../shared is there.
#
# usage: tests/threads/run.sh [path/to/rmlir-opt]
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
RMLIR_OPT="${1:-${RMLIR_OPT:-$root/target/release/rmlir-opt}}"
RMLIR_SHARED="${RMLIR_SHARED:-$root/../shared}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
passed=0; failed=0

pipelines=(
  ""
  "builtin.module(func.func(canonicalize,cse))"
  "builtin.module(canonicalize,cse)"
  "builtin.module(inline,sccp,symbol-dce)"
  "builtin.module(func.func(loop-invariant-code-motion,control-flow-sink,topological-sort))"
  "builtin.module(func.func(cse),print-op-stats)"
)

# check FILE ARGS...: compares one run on 1 thread with one on 4 threads.
check() {
  local file=$1; shift
  RAYON_NUM_THREADS=4 timeout 60 "$RMLIR_OPT" "$file" "$@" >"$tmp/a.out" 2>"$tmp/a.err"
  local ra=$?
  timeout 60 "$RMLIR_OPT" "$file" "$@" --mlir-disable-threading >"$tmp/b.out" 2>"$tmp/b.err"
  local rb=$?
  if [ $ra -ne $rb ] || ! cmp -s "$tmp/a.out" "$tmp/b.out" || ! cmp -s "$tmp/a.err" "$tmp/b.err"; then
    echo "FAIL: ${file#"$root"/} $* (exit $ra with 4 threads, $rb with 1)"
    diff "$tmp/a.out" "$tmp/b.out" | head -n 5
    diff "$tmp/a.err" "$tmp/b.err" | head -n 5
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
}

for f in "$root"/tests/lit/*.mlir "$root"/tests/differential/corpus/*.mlir \
         "$root"/tests/differential/passes/*.mlir; do
  [ -e "$f" ] || continue
  for p in "${pipelines[@]}"; do
    args=(--allow-unregistered-dialect --split-input-file)
    [ -n "$p" ] && args+=("--pass-pipeline=$p")
    check "$f" "${args[@]}"
  done
done
for f in "$root"/tests/differential/passes/*.mlir; do
  while IFS= read -r p; do
    check "$f" --allow-unregistered-dialect "--pass-pipeline=$p"
  done < <(sed -n 's|^// PIPELINE: ||p' "$f")
done

gen="$RMLIR_SHARED/perf/gen.py"
if [ -f "$gen" ] && command -v python3 >/dev/null 2>&1; then
  for style in mixed canon cse cfg scf; do
    python3 "$gen" --funcs 40 --ops-per-func 60 --seed 7 --style "$style" >"$tmp/gen-$style.mlir"
    for p in "${pipelines[@]:1}"; do
      check "$tmp/gen-$style.mlir" "--pass-pipeline=$p"
    done
    check "$tmp/gen-$style.mlir" "--pass-pipeline=${pipelines[1]}" --mlir-print-ir-after-change
  done
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
