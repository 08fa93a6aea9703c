#!/usr/bin/env bash
# The e-graph canonicalization backend on every test input: never more ops
# than greedy `canonicalize,cse`, output that parses and verifies again, the
# same output with one thread or many, and a fixed point (a second run
# changes nothing).
set -uo pipefail
cd "$(dirname "$0")/../.."
OPT=${RMLIR_OPT:-target/release/rmlir-opt}
greedy='builtin.module(func.func(canonicalize,cse))'
egraph='builtin.module(func.func(canonicalize{backend=egraph},cse))'
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0; improved=0
# Ops in printed IR: lines that define values or name an op.
count_ops() { grep -cE '^\s*(%[^=]+= )?"?[a-z_]+\.[a-z_.]+|^\s*return' "$1" || true; }
inputs=$(find tests/lit tests/differential -name '*.mlir' | sort)
# Generated modules of every style, when ../shared's generator is there.
gen=../shared/perf/gen.py
if [ -f "$gen" ]; then
  for style in canon cse mixed cfg scf; do
    for seed in 1 2; do
      python3 "$gen" --funcs 20 --ops-per-func 40 --seed $seed --style $style >"$tmp/gen-$style-$seed.mlir"
      inputs="$inputs $tmp/gen-$style-$seed.mlir"
    done
  done
fi
for f in $inputs; do
  args=(--allow-unregistered-dialect --split-input-file)
  "$OPT" "$f" "${args[@]}" --pass-pipeline="$greedy" >"$tmp/g" 2>/dev/null || continue
  if ! "$OPT" "$f" "${args[@]}" --pass-pipeline="$egraph" >"$tmp/e" 2>"$tmp/err"; then
    echo "FAIL (egraph run failed): $f"; head -3 "$tmp/err"; fail=$((fail+1)); continue
  fi
  g=$(count_ops "$tmp/g"); e=$(count_ops "$tmp/e")
  if [ "$e" -gt "$g" ]; then echo "FAIL (worse: $e ops vs $g): $f"; fail=$((fail+1)); continue; fi
  [ "$e" -lt "$g" ] && improved=$((improved+1))
  "$OPT" "$f" "${args[@]}" --pass-pipeline="$egraph" --mlir-disable-threading >"$tmp/e1" 2>/dev/null
  if ! cmp -s "$tmp/e" "$tmp/e1"; then echo "FAIL (thread-dependent): $f"; fail=$((fail+1)); continue; fi
  # Where greedy's own output does not parse back or is not a fixed point
  # (cse can enable more canonicalization), the same is not asked of the
  # e-graph's.
  if ! "$OPT" "$tmp/g" "${args[@]}" --pass-pipeline="$greedy" >"$tmp/g2" 2>/dev/null \
      || ! cmp -s "$tmp/g" "$tmp/g2"; then
    pass=$((pass+1)); continue
  fi
  if ! "$OPT" "$tmp/e" "${args[@]}" --pass-pipeline="$egraph" >"$tmp/e2" 2>"$tmp/err"; then
    echo "FAIL (output does not parse/verify): $f"; head -3 "$tmp/err"; fail=$((fail+1)); continue
  fi
  if ! cmp -s "$tmp/e" "$tmp/e2"; then echo "FAIL (not a fixed point): $f"; diff "$tmp/e" "$tmp/e2" | head -6; fail=$((fail+1)); continue; fi
  pass=$((pass+1))
done
echo "egraph backend: $pass inputs ok ($improved with fewer ops than greedy), $fail failed"
[ "$fail" -eq 0 ]
