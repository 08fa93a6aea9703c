#!/usr/bin/env bash
# Thread independence: rmlir-opt must print the same output, the same
# diagnostics and exit the same way on 1 thread (--mlir-disable-threading,
# which also parses and verifies in order) as on 2 and 4 threads
# (RAYON_NUM_THREADS; 4 is more threads than this machine has cores, to
# shake out ordering bugs), and with the parallel parser's splitter forced
# on every input whatever its size (RMLIR_FORCE_PARALLEL_PARSE=1, on 4
# threads and on 1).
#
# Inputs: every .mlir file of tests/lit and tests/differential (split at
# `// -----`), under a set of pipelines, printed with locations too, and
# checked with --verify-diagnostics where they hold expectations; the
# `// PIPELINE:` lines of tests/differential/passes; gen.py modules when
# ../shared is there (large enough to be split by default); and the
# hostile inputs of tests/bad_input (parsed, verified and printed).
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

# The runs compared with the one on 1 thread, as `name|environment|flags`.
threads=(
  "2 threads|RAYON_NUM_THREADS=2|"
  "4 threads|RAYON_NUM_THREADS=4|"
  "split forced, 4 threads|RAYON_NUM_THREADS=4 RMLIR_FORCE_PARALLEL_PARSE=1|"
)
forced_1="split forced, 1 thread|RMLIR_FORCE_PARALLEL_PARSE=1|--mlir-disable-threading"
all=("${threads[@]}" "$forced_1")
hostile=("${threads[@]:1}" "$forced_1")

# run NAME ENV FILE ARGS...: one run, its output in $tmp/NAME.{out,err,rc}.
run() {
  local name=$1 env=$2 file=$3; shift 3
  # shellcheck disable=SC2086 # the environment is split on purpose
  env $env timeout 60 "$RMLIR_OPT" "$file" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err"
  echo $? >"$tmp/$name.rc"
}

# same NAME: whether run NAME matches the reference run `ref`.
same() {
  cmp -s "$tmp/ref.rc" "$tmp/$1.rc" && cmp -s "$tmp/ref.out" "$tmp/$1.out" &&
    cmp -s "$tmp/ref.err" "$tmp/$1.err"
}

# check VARIANTS FILE ARGS...: compares the run on 1 thread with each run of
# the array named VARIANTS.
check() {
  local -n runs=$1
  local file=$2; shift 2
  run ref "" "$file" "$@" --mlir-disable-threading
  local v name env flags ok=1
  for v in "${runs[@]}"; do
    IFS='|' read -r name env flags <<<"$v"
    # shellcheck disable=SC2086 # no flags or one
    run var "$env" "$file" "$@" $flags
    if ! same var; then
      echo "FAIL: ${file#"$root"/} $* (exit $(cat "$tmp/var.rc") with $name, $(cat "$tmp/ref.rc") on 1 thread)"
      diff "$tmp/ref.out" "$tmp/var.out" | head -n 5
      diff "$tmp/ref.err" "$tmp/var.err" | head -n 5
      ok=0
    fi
  done
  if [ $ok -eq 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}

for f in "$root"/tests/lit/*.mlir "$root"/tests/differential/corpus/*.mlir \
         "$root"/tests/differential/passes/*.mlir; do
  [ -e "$f" ] || continue
  for p in "${pipelines[@]}"; do
    args=(--allow-unregistered-dialect --split-input-file)
    [ -n "$p" ] && args+=("--pass-pipeline=$p")
    check threads "$f" "${args[@]}"
  done
  check all "$f" --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo
  check threads "$f" --allow-unregistered-dialect --split-input-file --mlir-print-op-generic --mlir-print-debuginfo
  if grep -q 'expected-\(error\|warning\|remark\|note\)' "$f"; then
    check all "$f" --allow-unregistered-dialect --split-input-file --verify-diagnostics
  fi
done
for f in "$root"/tests/differential/passes/*.mlir; do
  while IFS= read -r p; do
    check threads "$f" --allow-unregistered-dialect "--pass-pipeline=$p"
  done < <(sed -n 's|^// PIPELINE: ||p' "$f")
done

gen="$RMLIR_SHARED/perf/gen.py"
if [ -f "$gen" ] && command -v python3 >/dev/null 2>&1; then
  for style in mixed canon cse cfg scf; do
    python3 "$gen" --funcs 40 --ops-per-func 60 --seed 7 --style "$style" >"$tmp/gen-$style.mlir"
    check all "$tmp/gen-$style.mlir" --mlir-print-debuginfo
    for p in "${pipelines[@]:1}"; do
      check threads "$tmp/gen-$style.mlir" "--pass-pipeline=$p"
    done
    check threads "$tmp/gen-$style.mlir" "--pass-pipeline=${pipelines[1]}" --mlir-print-ir-after-change
  done
fi

# Hostile inputs, parsed, verified and printed (with locations).
bad="$tmp/bad"
mkdir -p "$bad"
if python3 "$root/tests/bad_input/gen_inputs.py" "$bad" >"$tmp/bad-manifest.txt"; then
  while IFS=$'\t' read -r name kind; do
    flags=(--allow-unregistered-dialect --mlir-print-debuginfo)
    [ "$kind" = noflag ] && flags=(--mlir-print-debuginfo)
    check hostile "$bad/$name.mlir" "${flags[@]}"
    rm -f "$bad/$name.mlir"
  done <"$tmp/bad-manifest.txt"
else
  echo "FAIL: tests/bad_input/gen_inputs.py"
  failed=$((failed + 1))
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
