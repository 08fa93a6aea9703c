#!/usr/bin/env bash
# Bytecode written by rmlir-opt against mlir-opt 22, versions 0 to 6.
#
# For every input of the differential suite (corpus/*.mlir, passes/*.mlir)
# and a few ../shared/perf/gen.py modules, and every version N in 0..6:
#   (a) `rmlir-opt --emit-bytecode --emit-bytecode-version=N in | mlir-opt-22`
#       prints what `mlir-opt-22 in` prints (or both writers fail alike).
#       Where mlir-opt-22's own bytecode does not give that text back (before
#       version 5 MLIR drops the properties of unregistered ops), the text
#       is compared with what mlir-opt-22's own bytecode gives instead;
#   (c) the bytes equal `mlir-opt-22 --emit-bytecode --emit-bytecode-version=N in`.
# (a) must hold everywhere. (c) prints the byte-identical fraction; the cases
# known to differ are listed in to-mlir.known ("file vN", one a line, with
# the reason in a comment above), so the suite fails on regressions only
# (and reports known cases that became identical).
#
# Usage: tests/bytecode/to-mlir.sh [-v] [files...]
# Environment: RMLIR_OPT (default <repo>/target/release/rmlir-opt),
#   MLIR_OPT (default mlir-opt-22), RMLIR_SHARED (default <repo>/../shared).
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
RMLIR_OPT=${RMLIR_OPT:-$repo/target/release/rmlir-opt}
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
RMLIR_SHARED=${RMLIR_SHARED:-$repo/../shared}
known_file=$here/to-mlir.known

verbose=0
files=()
for arg in "$@"; do
  case $arg in
    -v) verbose=1 ;;
    -h|--help) sed -n '2,17p' "${BASH_SOURCE[0]}"; exit 0 ;;
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
    for style in mixed canon cse cfg scf; do
      out="$tmp/gen-$style.mlir"
      python3 "$gen" --funcs 3 --ops-per-func 60 --seed 1 --style "$style" > "$out" 2>/dev/null && files+=("$out")
    done
  fi
fi

known=" $(grep -v '^#' "$known_file" 2>/dev/null | tr '\n' ' ') "
a_pass=0; a_fail=0; a_lossy=0; c_same=0; c_diff=0; c_new=0; c_fixed=0
flags=(--allow-unregistered-dialect)
for f in "${files[@]}"; do
  name=$(basename "$f")
  "$MLIR_OPT" "${flags[@]}" "$f" > "$tmp/ref.txt" 2>/dev/null || continue
  for v in 0 1 2 3 4 5 6; do
    case=" $name v$v "
    "$RMLIR_OPT" "${flags[@]}" --emit-bytecode --emit-bytecode-version=$v "$f" > "$tmp/r.bc" 2> "$tmp/r.err"; rs=$?
    "$MLIR_OPT" "${flags[@]}" --emit-bytecode --emit-bytecode-version=$v "$f" > "$tmp/m.bc" 2> "$tmp/m.err"; ms=$?
    # (a)
    if [ $rs -ne 0 ] || [ $ms -ne 0 ]; then
      if [ $rs -eq $ms ]; then a_pass=$((a_pass + 1)); else
        a_fail=$((a_fail + 1)); echo "FAIL (a): $name v$v: rmlir-opt exit $rs, mlir-opt-22 exit $ms"
        [ $verbose = 1 ] && head -5 "$tmp/r.err" "$tmp/m.err"
      fi
      continue
    fi
    expect="$tmp/ref.txt"
    "$MLIR_OPT" "${flags[@]}" "$tmp/m.bc" > "$tmp/mback.txt" 2>/dev/null
    if ! cmp -s "$tmp/mback.txt" "$tmp/ref.txt"; then expect="$tmp/mback.txt"; a_lossy=$((a_lossy + 1)); fi
    if "$MLIR_OPT" "${flags[@]}" "$tmp/r.bc" > "$tmp/back.txt" 2> "$tmp/back.err" && cmp -s "$tmp/back.txt" "$expect"; then
      a_pass=$((a_pass + 1))
    else
      a_fail=$((a_fail + 1)); echo "FAIL (a): $name v$v"
      [ $verbose = 1 ] && { head -5 "$tmp/back.err"; diff "$expect" "$tmp/back.txt" | head -10; }
    fi
    # (c)
    if cmp -s "$tmp/r.bc" "$tmp/m.bc"; then
      c_same=$((c_same + 1))
      case $known in *"$case"*) c_fixed=$((c_fixed + 1)); echo "now identical (remove from to-mlir.known): $name v$v" ;; esac
    else
      c_diff=$((c_diff + 1))
      case $known in
        *"$case"*) ;;
        *) c_new=$((c_new + 1)); echo "FAIL (c): $name v$v: bytes differ from mlir-opt-22's"
           [ $verbose = 1 ] && cmp "$tmp/r.bc" "$tmp/m.bc" | head -2 ;;
      esac
    fi
  done
done
total=$((c_same + c_diff))
echo "(a) $a_pass passed, $a_fail failed ($a_lossy where mlir-opt-22's own bytecode loses information)"
echo "(c) $c_same of $total byte-identical ($(( total ? 100 * c_same / total : 0 ))%), $c_diff differ ($c_new not in to-mlir.known)"
[ $a_fail -eq 0 ] && [ $c_new -eq 0 ]
