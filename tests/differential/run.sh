#!/usr/bin/env bash
# Differential tests: rmlir-opt against mlir-opt 22, byte for byte.
#
# For every corpus/*.mlir file and every flag set in
#   "--mlir-print-op-generic", "", "--mlir-print-debuginfo",
#   "--mlir-print-op-generic --mlir-print-debuginfo"
# runs `rmlir-opt --allow-unregistered-dialect FLAGS file` and the same with
# mlir-opt-22, and compares exit codes and stdout (byte for byte).
#
# Pass inputs: passes/*.mlir, each run through the pipelines its
# `// PIPELINE:` lines list, with and without --mlir-print-debuginfo.
#
# Generated inputs: ../shared/perf/gen.py (--funcs 5 --ops-per-func 200,
# styles mixed/canon/cse/cfg/scf, seeds 1 and 2), as written (custom form,
# compared with no flags, `--mlir-print-op-generic` and
# `--mlir-print-debuginfo`) and converted to the generic form by mlir-opt-22
# (compared with and without `--mlir-print-op-generic`); the custom form is
# also run through the pipelines listed in `pipelines` below.
#
# Usage: tests/differential/run.sh [-v] [corpus files...]
#   -v        show a diff of the outputs (and both stderrs) for failures
#   files     run only these corpus files (and no generated inputs)
# Environment:
#   RMLIR_OPT     binary under test (default: <repo>/target/release/rmlir-opt)
#   MLIR_OPT      reference (default: mlir-opt-22)
#   RMLIR_SHARED  the shared reference folder (default: <repo>/../shared)
#   TIMEOUT       seconds per tool run (default: 60)
#
# Prints one PASS/FAIL line per case and finally "N passed, M failed";
# exits 1 if any case failed.
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
RMLIR_OPT=${RMLIR_OPT:-$repo/target/release/rmlir-opt}
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
RMLIR_SHARED=${RMLIR_SHARED:-$repo/../shared}
TIMEOUT=${TIMEOUT:-60}

verbose=0
files=()
for arg in "$@"; do
  case $arg in
    -v) verbose=1 ;;
    -h|--help) sed -n '2,29p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) files+=("$arg") ;;
  esac
done

case $RMLIR_OPT in
  */*) RMLIR_OPT=$(cd "$(dirname "$RMLIR_OPT")" && pwd)/$(basename "$RMLIR_OPT") ;;
esac
if ! command -v "$RMLIR_OPT" >/dev/null 2>&1; then
  echo "error: rmlir-opt not found at $RMLIR_OPT (build it or set RMLIR_OPT)"
  echo "0 passed, 1 failed"
  exit 1
fi
if ! command -v "$MLIR_OPT" >/dev/null 2>&1; then
  echo "error: reference $MLIR_OPT not found (apt-get install mlir-22-tools, or set MLIR_OPT)"
  echo "0 passed, 1 failed"
  exit 1
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/rmlir-differential.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

passed=0
failed=0

describe_status() {
  local rc=$1
  case $rc in
    0) echo "0" ;;
    124) echo "124 (timeout after ${TIMEOUT}s)" ;;
    101) echo "101 (panic)" ;;
    *) if [ "$rc" -gt 128 ]; then echo "$rc (signal $((rc - 128)))"; else echo "$rc"; fi ;;
  esac
}

# compare NAME DIR FILE FLAGS...: runs both tools in DIR on FILE with
# --allow-unregistered-dialect and FLAGS; prints PASS/FAIL.
compare() {
  local name=$1 dir=$2 file=$3
  shift 3
  local label="$name [${*:-no flags}]"
  (cd "$dir" && timeout "$TIMEOUT" "$MLIR_OPT" --allow-unregistered-dialect "$@" "$file" \
      >"$tmp/ref.out" 2>"$tmp/ref.err")
  local ref_rc=$?
  (cd "$dir" && timeout "$TIMEOUT" "$RMLIR_OPT" --allow-unregistered-dialect "$@" "$file" \
      >"$tmp/got.out" 2>"$tmp/got.err")
  local got_rc=$?
  local why=""
  if [ "$ref_rc" -ne "$got_rc" ]; then
    why="exit code $(describe_status "$got_rc"), mlir-opt: $(describe_status "$ref_rc")"
  fi
  if ! cmp -s "$tmp/ref.out" "$tmp/got.out"; then
    local line
    line=$(cmp "$tmp/ref.out" "$tmp/got.out" 2>&1 | sed -n 's/.* line \([0-9]*\).*/\1/p')
    [ -n "$line" ] || line="EOF"
    why="${why:+$why; }stdout differs (from line $line)"
  fi
  if [ -z "$why" ]; then
    echo "PASS: $label"
    passed=$((passed + 1))
    return
  fi
  echo "FAIL: $label: $why"
  failed=$((failed + 1))
  if [ "$verbose" = 1 ]; then
    diff -u --label mlir-opt --label rmlir-opt "$tmp/ref.out" "$tmp/got.out" | head -n 40 | sed 's/^/    /'
    if [ -s "$tmp/ref.err" ] || [ -s "$tmp/got.err" ]; then
      echo "    --- mlir-opt stderr:"; head -n 10 "$tmp/ref.err" | sed 's/^/    /'
      echo "    --- rmlir-opt stderr:"; head -n 10 "$tmp/got.err" | sed 's/^/    /'
    fi
  fi
}

pipelines=("builtin.module(func.func(cse))" "builtin.module(cse)" "builtin.module(func.func(cse),cse)"
  "builtin.module(func.func(canonicalize))" "builtin.module(func.func(canonicalize,cse))"
  "builtin.module(func.func(sccp))" "builtin.module(func.func(loop-invariant-code-motion))"
  "builtin.module(func.func(control-flow-sink))" "builtin.module(topological-sort,symbol-dce)"
  "builtin.module(func.func(canonicalize,loop-invariant-code-motion,control-flow-sink,cse))")
flag_sets=("--mlir-print-op-generic" "" "--mlir-print-debuginfo" "--mlir-print-op-generic --mlir-print-debuginfo")

# --- corpus -----------------------------------------------------------------
explicit=1
if [ ${#files[@]} -eq 0 ]; then
  explicit=0
  files=("$here"/corpus/*.mlir)
fi
for f in "${files[@]}"; do
  dir=$(cd "$(dirname "$f")" && pwd)
  base=$(basename "$f")
  if grep -q '^// PIPELINE: ' "$f"; then
    # A passes file given explicitly: run its pipelines.
    while IFS= read -r pipeline; do
      compare "passes/$base" "$dir" "$base" "--pass-pipeline=$pipeline"
      compare "passes/$base" "$dir" "$base" "--pass-pipeline=$pipeline" --mlir-print-debuginfo
    done < <(sed -n 's|^// PIPELINE: ||p' "$f")
    continue
  fi
  for flags in "${flag_sets[@]}"; do
    # shellcheck disable=SC2086 # flags are split on purpose
    compare "corpus/$base" "$dir" "$base" $flags
  done
done

# --- passes: each file lists its pipelines in `// PIPELINE: ...` lines -------
if [ "$explicit" = 0 ]; then
  for f in "$here"/passes/*.mlir; do
    [ -e "$f" ] || continue
    base=$(basename "$f")
    while IFS= read -r pipeline; do
      compare "passes/$base" "$here/passes" "$base" "--pass-pipeline=$pipeline"
      compare "passes/$base" "$here/passes" "$base" "--pass-pipeline=$pipeline" --mlir-print-debuginfo
    done < <(sed -n 's|^// PIPELINE: ||p' "$f")
  done
fi

# --- generated inputs ---------------------------------------------------------
gen="$RMLIR_SHARED/perf/gen.py"
if [ "$explicit" = 1 ]; then
  : # explicit files given: only those
elif [ ! -f "$gen" ]; then
  echo "note: $gen not found (set RMLIR_SHARED); skipping generated inputs"
elif ! command -v python3 >/dev/null 2>&1; then
  echo "note: python3 not found; skipping generated inputs"
else
  for style in mixed canon cse cfg scf; do
    for seed in 1 2; do
      name="gen-$style-seed$seed"
      if ! python3 "$gen" --funcs 5 --ops-per-func 200 --seed "$seed" --style "$style" \
          >"$tmp/$name.mlir" 2>"$tmp/gen.err"; then
        echo "FAIL: $name: gen.py failed: $(head -n 1 "$tmp/gen.err")"
        failed=$((failed + 1))
        continue
      fi
      if ! timeout "$TIMEOUT" "$MLIR_OPT" --mlir-print-op-generic "$tmp/$name.mlir" \
          -o "$tmp/$name.generic.mlir" 2>"$tmp/gen.err"; then
        echo "FAIL: $name: $MLIR_OPT could not convert it to the generic form: $(head -n 1 "$tmp/gen.err")"
        failed=$((failed + 1))
        continue
      fi
      compare "$name.generic.mlir" "$tmp" "$name.generic.mlir" --mlir-print-op-generic
      compare "$name.generic.mlir" "$tmp" "$name.generic.mlir"
      # The custom form as gen.py writes it, in both output forms.
      compare "$name.mlir" "$tmp" "$name.mlir"
      compare "$name.mlir" "$tmp" "$name.mlir" --mlir-print-op-generic
      compare "$name.mlir" "$tmp" "$name.mlir" --mlir-print-debuginfo
      # Passes.
      for pipeline in "${pipelines[@]}"; do
        compare "$name.mlir" "$tmp" "$name.mlir" "--pass-pipeline=$pipeline"
      done
      compare "$name.mlir" "$tmp" "$name.mlir" -cse --mlir-disable-threading
    done
  done
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
