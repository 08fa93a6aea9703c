#!/usr/bin/env bash
# The e-graph canonicalization backend on every test input and generated
# module (every gen.py style, three seeds): never more ops than greedy
# `canonicalize,cse`, output that parses and verifies again, the same
# output with one thread or many, and a fixed point (a second run changes
# nothing). Then the perf inputs (../shared/perf/data, when there; skip
# with EGRAPH_NO_PERF=1): never more ops than greedy, output that verifies.
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
  styles=$(python3 "$gen" --help | grep -o '{[a-z,]*}' | head -1 | tr -d '{}' | tr , ' ')
  for style in ${styles:-canon cse mixed cfg scf}; do
    for seed in 1 2 3; do
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
# The perf inputs: op counts compared (print-op-stats would count the same
# ops; the printed lines are cheaper to count on a million ops).
perf=../shared/perf/data
if [ -z "${EGRAPH_NO_PERF:-}" ] && [ -d "$perf" ]; then
  for f in "$perf"/*.mlir; do
    [ -f "$f" ] || continue
    "$OPT" "$f" --pass-pipeline="$greedy" >"$tmp/g" || { echo "FAIL (greedy run failed): $f"; fail=$((fail+1)); continue; }
    if ! "$OPT" "$f" --pass-pipeline="$egraph" >"$tmp/e" 2>"$tmp/err"; then
      echo "FAIL (egraph run failed): $f"; head -3 "$tmp/err"; fail=$((fail+1)); continue
    fi
    g=$(count_ops "$tmp/g"); e=$(count_ops "$tmp/e")
    if [ "$e" -gt "$g" ]; then echo "FAIL (worse: $e ops vs $g): $f"; fail=$((fail+1)); continue; fi
    if ! "$OPT" "$tmp/e" -o /dev/null 2>"$tmp/err"; then
      echo "FAIL (output does not parse/verify): $f"; head -3 "$tmp/err"; fail=$((fail+1)); continue
    fi
    echo "perf input $(basename "$f"): $e ops after the e-graph, $g after greedy"
    pass=$((pass+1))
  done
fi
echo "egraph backend: $pass inputs ok ($improved with fewer ops than greedy), $fail failed"
[ "$fail" -eq 0 ]
