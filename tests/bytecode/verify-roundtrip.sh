#!/usr/bin/env bash
# `--verify-roundtrip` against mlir-opt 22: every differential input
# (corpus/*.mlir, passes/*.mlir) and every lit input, split on `// -----`,
# with a few printing flags that change what the round trip compares. Where
# both tools agree without --verify-roundtrip, they must agree with it
# (exit code, stdout and stderr).
#
# Usage: tests/bytecode/verify-roundtrip.sh [-v]
# Environment: RMLIR_OPT (default <repo>/target/release/rmlir-opt),
#   MLIR_OPT (default mlir-opt-22).
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
RMLIR_OPT=${RMLIR_OPT:-$repo/target/release/rmlir-opt}
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
verbose=0
[ "${1:-}" = "-v" ] && verbose=1

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# run TOOL PREFIX ARGS...: leaves PREFIX.out, PREFIX.err and PREFIX.rc.
run() {
  local tool=$1 prefix=$2; shift 2
  (timeout 60 "$tool" "$@" > "$prefix.out" 2> "$prefix.err") 2>/dev/null
  echo $? > "$prefix.rc"
}
same() {
  cmp -s "$tmp/m.rc" "$tmp/r.rc" && cmp -s "$tmp/m.out" "$tmp/r.out" && cmp -s "$tmp/m.err" "$tmp/r.err"
}

pass=0; fail=0; skipped=0
source "$here/pending.inc"
mapfile -t vr_inputs < <(drop_pending "$repo"/tests/differential/corpus/*.mlir "$repo"/tests/differential/passes/*.mlir "$repo"/tests/lit/*.mlir)
for f in "${vr_inputs[@]}"; do
  for extra in "" --mlir-print-local-scope --mlir-elide-elementsattrs-if-larger=2 --mlir-elide-resource-strings-if-larger=4; do
    # shellcheck disable=SC2206
    args=(--allow-unregistered-dialect --split-input-file $extra "$f")
    run "$MLIR_OPT" "$tmp/m" "${args[@]}"
    run "$RMLIR_OPT" "$tmp/r" "${args[@]}"
    if ! same; then
      skipped=$((skipped + 1))
      continue
    fi
    run "$MLIR_OPT" "$tmp/m" --verify-roundtrip "${args[@]}"
    run "$RMLIR_OPT" "$tmp/r" --verify-roundtrip "${args[@]}"
    if same; then
      pass=$((pass + 1))
    else
      fail=$((fail + 1))
      echo "FAIL: --verify-roundtrip ${args[*]} (exit $(cat "$tmp/m.rc") vs $(cat "$tmp/r.rc"))"
      if [ $verbose -eq 1 ]; then
        diff "$tmp/m.out" "$tmp/r.out" | head -10
        diff "$tmp/m.err" "$tmp/r.err" | head -20
      fi
    fi
  done
done
echo "verify-roundtrip: $pass passed, $fail failed ($skipped cases where the tools differ without it)"
[ $fail -eq 0 ]
