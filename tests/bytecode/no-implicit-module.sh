#!/usr/bin/env bash
# `--no-implicit-module` with bytecode input, against mlir-opt 22.
#
# Bytecode files come from (1) every differential input (corpus/*.mlir,
# passes/*.mlir) and a few single-op inputs, written by mlir-opt-22 and by
# rmlir-opt, each with and without --no-implicit-module (when the writer
# succeeds), and (2) hand-built files with 0 to 3 top-level ops (neither
# tool writes more than one). Each file is read by both tools with and
# without --no-implicit-module: exit code, stdout and stderr must agree (a
# lone op that is not a module is printed unwrapped; any other count than
# one is mlir-opt's "source must contain a single top-level operation").
#
# Usage: tests/bytecode/no-implicit-module.sh [-v]
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
flags=(--allow-unregistered-dialect)

# (2) Hand-built version 4 files: N unregistered ops `t.a` at the top level.
python3 - "$tmp" <<'PY'
import sys
def varint(v):
    return bytes([(v << 1) | 1])  # values below 128 only
def section(i, payload):
    return bytes([i]) + varint(len(payload)) + payload
strings = ["builtin", "t", "a"]
table = varint(len(strings)) + b"".join(varint(len(s) + 1) for s in reversed(strings))
table += b"".join(s.encode() + b"\0" for s in strings)
# Dialects builtin and t (no versions); one op name, t.a.
dialects = b"".join(varint(v) for v in [2, 0, 1 << 1, 1, 1, 1, 2])
attrs = [varint(15)]  # attribute 0: the unknown location
offsets = varint(1) + varint(0) + varint(0) + varint(1) + varint((len(attrs[0]) << 1) | 1)
for n in range(4):
    ops = (varint(0) + b"\x00" + varint(0)) * n  # name 0, no attributes, location 0
    ir = varint(n << 1) + ops
    data = b"ML\xefR" + varint(4) + b"test\0" + section(1, dialects) + section(3, offsets)
    data += section(2, attrs[0]) + section(4, ir) + section(0, table)
    open(f"{sys.argv[1]}/hand-{n}-ops.mlirbc", "wb").write(data)
PY

# Single-op inputs besides the corpus.
printf 'func.func @f(%%a: i32) -> i32 {\n  return %%a : i32\n}\n' > "$tmp/lone-func.mlir"
printf '"t.op"() ({\n  "t.inner"() : () -> ()\n}) {a = 1 : i32} : () -> ()\n' > "$tmp/lone-unregistered.mlir"
printf 'module @named attributes {t.x = 2 : i64} {\n  func.func private @g()\n}\n' > "$tmp/named-module.mlir"
printf 'module {\n  module @inner {\n  }\n}\n' > "$tmp/nested-module.mlir"

inputs=("$tmp"/*.mlir "$repo"/tests/differential/corpus/*.mlir "$repo"/tests/differential/passes/*.mlir)
source "$here/pending.inc"
mapfile -t inputs < <(drop_pending "${inputs[@]}")
files=("$tmp"/hand-*.mlirbc)
i=0
for f in "${inputs[@]}"; do
  for writer in "$MLIR_OPT" "$RMLIR_OPT"; do
    for mode in "" --no-implicit-module; do
      out="$tmp/w$i.mlirbc"; i=$((i + 1))
      # shellcheck disable=SC2086
      if (timeout 60 "$writer" "${flags[@]}" $mode --emit-bytecode "$f" > "$out") 2>/dev/null; then
        files+=("$out")
      fi
    done
  done
done

pass=0; fail=0
for f in "${files[@]}"; do
  for mode in "" --no-implicit-module; do
    # shellcheck disable=SC2086
    (timeout 60 "$MLIR_OPT" "${flags[@]}" $mode "$f" > "$tmp/m.out" 2> "$tmp/m.err") 2>/dev/null; ms=$?
    # shellcheck disable=SC2086
    (timeout 60 "$RMLIR_OPT" "${flags[@]}" $mode "$f" > "$tmp/r.out" 2> "$tmp/r.err") 2>/dev/null; rs=$?
    if [ $ms -eq $rs ] && cmp -s "$tmp/m.out" "$tmp/r.out" && cmp -s "$tmp/m.err" "$tmp/r.err"; then
      pass=$((pass + 1))
    else
      fail=$((fail + 1))
      echo "FAIL: $f $mode (exit $ms vs $rs)"
      if [ $verbose -eq 1 ]; then
        diff "$tmp/m.out" "$tmp/r.out" | head -10
        diff "$tmp/m.err" "$tmp/r.err" | head -10
      fi
    fi
  done
done
echo "no-implicit-module: $pass passed, $fail failed"
[ $fail -eq 0 ]
