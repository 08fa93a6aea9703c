#!/usr/bin/env bash
# Parallel printing: rmlir-opt prints the top-level op's children on the
# thread pool; the bytes, diagnostics and exit status must not depend on the
# thread count. Every test input is printed on 1 (--mlir-disable-threading),
# 2 and 4 threads, in custom and generic form, with and without debug info
# and local scope, whole and split at `// -----`, and with IR printing
# instrumentation on generated modules.
#
# usage: tests/threads/print.sh [path/to/rmlir-opt]
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
RMLIR_OPT="${1:-${RMLIR_OPT:-$root/target/release/rmlir-opt}}"
RMLIR_SHARED="${RMLIR_SHARED:-$root/../shared}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
passed=0; failed=0

# check FILE ARGS...: one run on 1 thread, then on 2 and 4, compared.
check() {
  local file=$1; shift
  timeout 60 "$RMLIR_OPT" "$file" "$@" --mlir-disable-threading >"$tmp/1.out" 2>"$tmp/1.err"
  local r1=$?
  local n
  for n in 2 4; do
    RAYON_NUM_THREADS=$n timeout 60 "$RMLIR_OPT" "$file" "$@" >"$tmp/n.out" 2>"$tmp/n.err"
    local rn=$?
    if [ $r1 -ne $rn ] || ! cmp -s "$tmp/1.out" "$tmp/n.out" || ! cmp -s "$tmp/1.err" "$tmp/n.err"; then
      echo "FAIL: ${file#"$root"/} $* (exit $rn with $n threads, $r1 with 1)"
      diff "$tmp/1.out" "$tmp/n.out" | head -n 5
      diff "$tmp/1.err" "$tmp/n.err" | head -n 5
      failed=$((failed + 1))
      return
    fi
  done
  passed=$((passed + 1))
}

variants=(
  ""
  "--mlir-print-op-generic"
  "--mlir-print-debuginfo"
  "--mlir-print-debuginfo --mlir-print-op-generic"
  "--mlir-print-local-scope --mlir-print-debuginfo"
)
for f in "$root"/tests/lit/*.mlir "$root"/tests/differential/corpus/*.mlir \
         "$root"/tests/differential/passes/*.mlir; do
  [ -e "$f" ] || continue
  for v in "${variants[@]}"; do
    # shellcheck disable=SC2086
    check "$f" --allow-unregistered-dialect --split-input-file $v
  done
  check "$f" --allow-unregistered-dialect --mlir-print-debuginfo
done

gen="$RMLIR_SHARED/perf/gen.py"
if [ -f "$gen" ] && command -v python3 >/dev/null 2>&1; then
  for style in mixed cfg scf; do
    python3 "$gen" --funcs 60 --ops-per-func 40 --seed 3 --style "$style" >"$tmp/gen-$style.mlir"
    for v in "${variants[@]}"; do
      # shellcheck disable=SC2086
      check "$tmp/gen-$style.mlir" $v
    done
    check "$tmp/gen-$style.mlir" "--pass-pipeline=builtin.module(func.func(canonicalize,cse))" \
      --mlir-print-ir-after-all --mlir-print-debuginfo
    check "$tmp/gen-$style.mlir" "--pass-pipeline=builtin.module(canonicalize)" \
      --mlir-print-ir-before-all --mlir-print-op-generic
  done
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
