#!/usr/bin/env bash
# Hostile inputs: rmlir-opt must never crash or hang, and must reject bad
# input with a located diagnostic.
#
# Generates every input in a temporary folder and runs
# `rmlir-opt --allow-unregistered-dialect FILE` (under `timeout`) on it.
# A case passes when rmlir-opt
#   - exits 1 and stderr has a line matching `^[^:]+:[0-9]+:[0-9]+: error:`, or
#   - exits 0, where mlir-opt 22 accepts the input too;
# and fails on a crash (exit code 101 = Rust panic, >128 = signal, or
# "panicked at" on stderr), a hang (timeout), any other exit code, a
# rejection without a located diagnostic, or when rmlir-opt and mlir-opt
# disagree on accepting the input. mlir-opt is the oracle when it finishes
# normally (exit 0 or 1); where it crashes (it does on most deep inputs) or is
# missing, both outcomes are allowed.
#
# The inputs come from gen_inputs.py (next to this script).
#
# Bytecode cases (names starting with `bc/`) come from bytecode/gen.py:
# corruptions of real mlir-opt-22 files (bytecode/seeds/), files built
# from scratch, and inputs the fuzzers found (bytecode/findings/). Each
# has its expected outcome in bytecode/expected.txt
# (`NAME<TAB>accept` or `NAME<TAB>error: MESSAGE`); a case passes when
# rmlir-opt exits as expected, with exactly one located error carrying
# that message when it rejects. mlir-opt's verdict is only counted (it
# accepts some invalid IR that bytecode can express, and crashes on
# absurd counts).
#
# Usage: tests/bad_input/run.sh [-v] [--bless] [name-filter]
#   -v           print the first lines of stderr for failures
#   --bless      rewrite bytecode/expected.txt from rmlir-opt's outcomes
#   name-filter  run only cases whose name contains this string
# Environment:
#   RMLIR_OPT  binary under test (default: <repo>/target/release/rmlir-opt)
#   MLIR_OPT   oracle (default: mlir-opt-22; set it to "none" to disable)
#   TIMEOUT    seconds per run (default: 20)
#
# Prints one PASS/FAIL/SKIP line per case (with timings for the deep cases)
# and finally "N passed, M failed"; exits 1 if any case failed.
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
RMLIR_OPT=${RMLIR_OPT:-$repo/target/release/rmlir-opt}
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
TIMEOUT=${TIMEOUT:-20}

verbose=0
bless=0
filter=""
for arg in "$@"; do
  case $arg in
    -v) verbose=1 ;;
    --bless) bless=1 ;;
    -h|--help) sed -n '2,39p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) filter=$arg ;;
  esac
done

if ! command -v "$RMLIR_OPT" >/dev/null 2>&1; then
  echo "error: rmlir-opt not found at $RMLIR_OPT (build it or set RMLIR_OPT)"
  echo "0 passed, 1 failed"
  exit 1
fi
have_oracle=1
if [ "$MLIR_OPT" = none ] || ! command -v "$MLIR_OPT" >/dev/null 2>&1; then
  echo "note: mlir-opt oracle not available; accepting exit 0 or a located error everywhere"
  have_oracle=0
fi
if ! command -v python3 >/dev/null 2>&1; then
  echo "error: python3 is needed to generate the inputs"
  echo "0 passed, 1 failed"
  exit 1
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/rmlir-bad-input.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

passed=0
failed=0
located='^[^:]+:[0-9]+:[0-9]+: error:'

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fs", b - a }'; }

describe_status() {
  local rc=$1
  case $rc in
    124) echo "timeout after ${TIMEOUT}s" ;;
    101) echo "exit 101 (panic)" ;;
    *) if [ "$rc" -gt 128 ]; then echo "exit $rc (signal $((rc - 128)))"; else echo "exit $rc"; fi ;;
  esac
}

# run_quietly ERRFILE CMD...: runs CMD under timeout, stdout discarded and
# stderr to ERRFILE; prints the exit status. (In a subshell, so that the
# shell's own "Segmentation fault" report goes nowhere.)
run_quietly() {
  local err=$1
  shift
  (
    timeout "$TIMEOUT" "$@" >/dev/null 2>"$err"
    echo $? >"$err.rc"
  ) 2>/dev/null
  cat "$err.rc"
}

first_line() { head -c 2000 "$1" | head -n 1 | cut -c1-160; }

# Inputs mlir-opt accepts that rmlir-opt refuses on purpose (README, "Where
# rmlir-opt deliberately differs"), with the message it must give.
declare -A refused_on_purpose=(
  [invalid-utf8-in-op-name]="name is not valid UTF-8"
  [invalid-utf8-in-location]="name is not valid UTF-8"
)

# check NAME FILE [--timed] [ARGS...]: runs the oracle and rmlir-opt on FILE
# (with --allow-unregistered-dialect unless ARGS say --no-flag) and judges.
check() {
  local name=$1 file=$2
  shift 2
  local timed=0
  if [ "${1:-}" = --timed ]; then timed=1; shift; fi
  local args=(--allow-unregistered-dialect)
  if [ "${1:-}" = --no-flag ]; then args=(); shift; fi
  args+=("$@")
  if [ -n "$filter" ] && [[ $name != *"$filter"* ]]; then return; fi

  local expect=either ref_desc="no oracle" ref_time=""
  if [ "$have_oracle" = 1 ]; then
    local t0 t1 ref_rc
    t0=$(now)
    ref_rc=$(run_quietly "$tmp/ref.err" "$MLIR_OPT" "${args[@]}" "$file")
    t1=$(now)
    ref_time=" $(elapsed "$t0" "$t1")"
    case $ref_rc in
      0) expect=ok; ref_desc="mlir-opt: accepts" ;;
      1) expect=error; ref_desc="mlir-opt: rejects" ;;
      *) ref_desc="mlir-opt: $(describe_status "$ref_rc")" ;;
    esac
  fi

  local s e rc
  s=$(now)
  rc=$(run_quietly "$tmp/got.err" "$RMLIR_OPT" "${args[@]}" "$file")
  e=$(now)
  local took
  took=$(elapsed "$s" "$e")

  local verdict="" why=""
  if [ "$rc" -eq 124 ] || [ "$rc" -eq 101 ] || [ "$rc" -gt 128 ]; then
    why=$(describe_status "$rc")
  elif grep -aq "panicked at" "$tmp/got.err"; then
    why="panic (exit $rc): $(grep -a -m1 -A1 'panicked at' "$tmp/got.err" | tr '\n' ' ' | cut -c1-200)"
  elif [ "$rc" -eq 0 ]; then
    if [ "$expect" = error ]; then
      why="accepted, but mlir-opt rejects it: $(first_line "$tmp/ref.err")"
    else
      verdict="exit 0"
    fi
  elif [ "$rc" -eq 1 ]; then
    if ! grep -aEq "$located" "$tmp/got.err"; then
      why="exit 1 without a located diagnostic: $(first_line "$tmp/got.err")"
    elif [ "$expect" = ok ] && [ -n "${refused_on_purpose[$name]:-}" ]; then
      if grep -aq "${refused_on_purpose[$name]}" "$tmp/got.err"; then
        verdict="exit 1 (deliberate difference): $(grep -aEm1 "$located" "$tmp/got.err" | sed 's/^[^:]*:/:/' | cut -c1-100)"
      else
        why="rejected without the deliberate message '${refused_on_purpose[$name]}': $(first_line "$tmp/got.err")"
      fi
    elif [ "$expect" = ok ]; then
      why="rejected, but mlir-opt accepts it: $(grep -aEm1 "$located" "$tmp/got.err" | cut -c1-160)"
    else
      verdict="exit 1: $(grep -aEm1 "$located" "$tmp/got.err" | sed 's/^[^:]*:/:/' | cut -c1-100)"
    fi
  else
    why="unexpected $(describe_status "$rc")"
  fi

  local timing=""
  if [ "$timed" = 1 ]; then timing=" [rmlir-opt ${took}; ${ref_desc}${ref_time}]"; fi
  if [ -z "$why" ]; then
    echo "PASS: $name: $verdict$timing"
    passed=$((passed + 1))
  else
    echo "FAIL: $name: $why$timing"
    failed=$((failed + 1))
    if [ "$verbose" = 1 ]; then
      head -n 8 "$tmp/got.err" | cut -c1-200 | sed 's/^/    /'
    fi
  fi
}

skip() {
  echo "SKIP: $1: $2"
}

# --- generate the inputs --------------------------------------------------------
if ! python3 "$here/gen_inputs.py" "$tmp/in" "$filter" >"$tmp/manifest" 2>"$tmp/gen.err"; then
  echo "FAIL: generating the inputs: $(head -n 3 "$tmp/gen.err")"
  echo "$passed passed, $((failed + 1)) failed"
  exit 1
fi

func_registered=0
if "$RMLIR_OPT" --show-dialects 2>/dev/null | grep -Eq '(^|[ ,])func(,|$)'; then
  func_registered=1
fi

while IFS=$'\t' read -r name kind; do
  file="$tmp/in/$name.mlir"
  case $kind in
    plain) check "$name" "$file" ;;
    timed) check "$name" "$file" --timed ;;
    noflag) check "$name" "$file" --no-flag ;;
    needs-func)
      if [ "$func_registered" = 1 ]; then
        check "$name" "$file"
      else
        skip "$name" "no op registered in rmlir-opt requires a terminator yet (func is not registered)"
      fi ;;
    *) echo "FAIL: $name: unknown kind '$kind' in the manifest"; failed=$((failed + 1)) ;;
  esac
  rm -f "$file"
done <"$tmp/manifest"

# --- bytecode ------------------------------------------------------------------
# check_bc NAME FILE: judges one bytecode case against bytecode/expected.txt.
bc_expected=$here/bytecode/expected.txt
bc_agree=0
bc_total=0
check_bc() {
  local name=$1 file=$2
  local rc
  rc=$(run_quietly "$tmp/got.err" "$RMLIR_OPT" --allow-unregistered-dialect "$file")
  local got why=""
  local errors
  errors=$(grep -ac ': error: ' "$tmp/got.err")
  if [ "$rc" -eq 0 ]; then
    got=accept
  else
    got="error: $(grep -aEm1 "$located" "$tmp/got.err" | sed -E 's/^[^:]+:[0-9]+:[0-9]+: error: //')"
  fi
  if [ "$bless" = 1 ]; then
    printf '%s\t%s\n' "$name" "$got" >>"$tmp/blessed"
  fi
  local want
  want=$(awk -F'\t' -v n="$name" '$1 == n { print $2; exit }' "$bc_expected" 2>/dev/null)
  if [ "$rc" -eq 124 ] || [ "$rc" -eq 101 ] || [ "$rc" -gt 128 ]; then
    why=$(describe_status "$rc")
  elif grep -aq "panicked at" "$tmp/got.err"; then
    why="panic"
  elif [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ]; then
    why="unexpected $(describe_status "$rc")"
  elif [ "$rc" -eq 1 ] && ! grep -aEq "$located" "$tmp/got.err"; then
    why="exit 1 without a located diagnostic: $(first_line "$tmp/got.err")"
  elif [ "$rc" -eq 1 ] && [ "$errors" -ne 1 ]; then
    why="$errors errors instead of one"
  elif [ "$bless" = 0 ] && [ "$got" != "$want" ]; then
    why="got '$got', expected '${want:-<no entry in expected.txt>}'"
  fi
  if [ "$have_oracle" = 1 ]; then
    local ref_rc
    ref_rc=$(run_quietly "$tmp/ref.err" "$MLIR_OPT" --allow-unregistered-dialect "$file")
    bc_total=$((bc_total + 1))
    if { [ "$ref_rc" -eq 0 ] && [ "$rc" -eq 0 ]; } || { [ "$ref_rc" -eq 1 ] && [ "$rc" -eq 1 ]; }; then
      bc_agree=$((bc_agree + 1))
    fi
  fi
  if [ -z "$why" ]; then
    echo "PASS: bc/$name: $got"
    passed=$((passed + 1))
  else
    echo "FAIL: bc/$name: $why"
    failed=$((failed + 1))
    if [ "$verbose" = 1 ]; then
      head -n 8 "$tmp/got.err" | cut -c1-200 | sed 's/^/    /'
    fi
  fi
}

if [ -z "$filter" ] || [[ bc/ == *"$filter"* ]] || [[ $filter == bc/* ]]; then
  bc_filter=${filter#bc/}
  if ! python3 "$here/bytecode/gen.py" "$tmp/bc" "$bc_filter" >"$tmp/bc-manifest" 2>"$tmp/gen.err"; then
    echo "FAIL: generating the bytecode inputs: $(head -n 3 "$tmp/gen.err")"
    failed=$((failed + 1))
  fi
  while read -r name; do
    check_bc "$name" "$tmp/bc/$name.mlirbc"
    rm -f "$tmp/bc/$name.mlirbc"
  done <"$tmp/bc-manifest"
  if [ "$bc_total" -gt 0 ]; then
    echo "note: mlir-opt agrees on accepting or rejecting $bc_agree of $bc_total bytecode cases"
  fi
  if [ "$bless" = 1 ] && [ -f "$tmp/blessed" ]; then
    sort "$tmp/blessed" >"$bc_expected"
    echo "note: wrote $(wc -l <"$bc_expected") expectations to $bc_expected"
  fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
