#!/usr/bin/env bash
# Use-list orders read from bytecode (versions 3 to 6).
#
# For every input of the differential suite (corpus/*.mlir, passes/*.mlir)
# and a few ../shared/perf/gen.py modules, run through mlir-opt-22 passes
# that leave use lists out of their natural order (cse, canonicalize, and
# none), and every version N in 3..6:
#   mlir-opt-22 PASS --emit-bytecode-version=N IN > BC
# then `rmlir-opt --emit-bytecode-version=N BC` must give the same bytes as
# `mlir-opt-22 --emit-bytecode-version=N BC`: the orders the file records
# (and the sorting MLIR's reader does) reach the writer intact.
# A case whose text through rmlir-opt differs from mlir-opt-22's is SKIP
# (that is the differential suite's business, not this one's).
#
# Usage: tests/bytecode/use-lists.sh [-v] [files...]
# Environment: RMLIR_OPT (default <repo>/target/release/rmlir-opt),
#   MLIR_OPT (default mlir-opt-22), RMLIR_SHARED (default <repo>/../shared).
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
RMLIR_OPT=${RMLIR_OPT:-$repo/target/release/rmlir-opt}
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
RMLIR_SHARED=${RMLIR_SHARED:-$repo/../shared}

verbose=0
files=()
for arg in "$@"; do
  case $arg in
    -v) verbose=1 ;;
    -h|--help) sed -n '2,18p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) files+=("$arg") ;;
  esac
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ ${#files[@]} -eq 0 ]; then
  files=("$repo"/tests/differential/corpus/*.mlir "$repo"/tests/differential/passes/*.mlir)
  source "$here/pending.inc"
  mapfile -t files < <(drop_pending "${files[@]}")
  gen="$RMLIR_SHARED/perf/gen.py"
  if [ -f "$gen" ]; then
    for style in mixed canon cse cfg; do
      out="$tmp/gen-$style.mlir"
      python3 "$gen" --funcs 3 --ops-per-func 60 --seed 2 --style "$style" > "$out" 2>/dev/null && files+=("$out")
    done
  fi
fi

pass=0; fail=0; skip=0
flags=(--allow-unregistered-dialect)
for f in "${files[@]}"; do
  name=$(basename "$f")
  for p in "" --cse --canonicalize; do
    for v in 3 4 5 6; do
      "$MLIR_OPT" "${flags[@]}" $p --emit-bytecode --emit-bytecode-version=$v "$f" > "$tmp/in.bc" 2>/dev/null || continue
      "$MLIR_OPT" "${flags[@]}" --emit-bytecode --emit-bytecode-version=$v "$tmp/in.bc" > "$tmp/m.bc" 2>/dev/null || continue
      "$MLIR_OPT" "${flags[@]}" "$tmp/in.bc" > "$tmp/m.txt" 2>/dev/null
      "$RMLIR_OPT" "${flags[@]}" "$tmp/in.bc" > "$tmp/r.txt" 2>/dev/null
      if ! cmp -s "$tmp/m.txt" "$tmp/r.txt"; then skip=$((skip + 1)); continue; fi
      "$RMLIR_OPT" "${flags[@]}" --emit-bytecode --emit-bytecode-version=$v "$tmp/in.bc" > "$tmp/r.bc" 2> "$tmp/r.err"
      if cmp -s "$tmp/r.bc" "$tmp/m.bc"; then
        pass=$((pass + 1))
      else
        fail=$((fail + 1)); echo "FAIL: $name ${p:-(none)} v$v"
        [ $verbose = 1 ] && { head -3 "$tmp/r.err"; cmp "$tmp/r.bc" "$tmp/m.bc" | head -2; }
      fi
    done
  done
done
echo "$pass passed, $fail failed, $skip skipped (text differs)"
[ $fail -eq 0 ]
