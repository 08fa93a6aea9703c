#!/usr/bin/env bash
# Bytecode written by mlir-opt 22, read by rmlir-opt.
#
# For every input (tests/differential/corpus/*.mlir and a few small
# modules from ../shared/perf/gen.py) and every version 0..6:
#   mlir-opt-22 --allow-unregistered-dialect --emit-bytecode-version=N IN > BC
# then, for each flag set in "", "--mlir-print-debuginfo",
# "--mlir-print-op-generic", "--mlir-print-op-generic --mlir-print-debuginfo":
#   rmlir-opt --allow-unregistered-dialect FLAGS BC
# must give the same exit code and stdout as
#   rmlir-opt --allow-unregistered-dialect FLAGS IN.
# Cases listed in from-mlir.exclusions (file, version, reason) are reported
# as EXCLUDED and do not fail the run; an input mlir-opt cannot write at a
# version is reported as SKIP.
#
# Usage: tests/bytecode/from-mlir.sh [-v] [files...]
#   -v     show a diff for failures
# Environment:
#   RMLIR_OPT  binary under test (default: <repo>/target/release/rmlir-opt)
#   MLIR_OPT   writer (default: mlir-opt-22)
#   RMLIR_SHARED  the shared folder (default: <repo>/../shared)
#   VERSIONS   versions to test (default: "0 1 2 3 4 5 6")
# Prints PASS/FAIL lines and "N passed, M failed, K excluded, S skipped";
# exits 1 if any case failed.
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
RMLIR_OPT=${RMLIR_OPT:-$repo/target/release/rmlir-opt}
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
RMLIR_SHARED=${RMLIR_SHARED:-$repo/../shared}
VERSIONS=${VERSIONS:-"0 1 2 3 4 5 6"}

verbose=0
files=()
for arg in "$@"; do
  case $arg in
    -v) verbose=1 ;;
    -h|--help) sed -n '2,24p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) files+=("$arg") ;;
  esac
done

for tool in "$RMLIR_OPT" "$MLIR_OPT"; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "error: $tool not found"
    echo "0 passed, 1 failed, 0 excluded, 0 skipped"
    exit 1
  fi
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/rmlir-bc-from.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

if [ ${#files[@]} -eq 0 ]; then
  files=("$repo"/tests/differential/corpus/*.mlir)
  source "$here/pending.inc"
  mapfile -t files < <(drop_pending "${files[@]}")
  gen=$RMLIR_SHARED/perf/gen.py
  if [ -f "$gen" ]; then
    for style in mixed canon cse cfg scf; do
      python3 "$gen" --funcs 3 --ops-per-func 60 --style "$style" --seed 1 >"$tmp/gen-$style.mlir" 2>/dev/null &&
        files+=("$tmp/gen-$style.mlir")
    done
  fi
fi

# Exclusions: "basename version reason..." lines ('*' matches any version).
excluded_reason() {
  local name=$1 v=$2
  [ -f "$here/from-mlir.exclusions" ] || return 1
  awk -v n="$name" -v v="$v" '
    /^#/ || NF < 2 { next }
    $1 == n && ($2 == v || $2 == "*") { $1 = ""; $2 = ""; sub(/^ +/, ""); print; found = 1; exit }
    END { exit !found }' "$here/from-mlir.exclusions"
}

passed=0 failed=0 excl=0 skipped=0
flagsets=("" "--mlir-print-debuginfo" "--mlir-print-op-generic" "--mlir-print-op-generic --mlir-print-debuginfo")
for f in "${files[@]}"; do
  name=$(basename "$f")
  # Reference outputs from the text, once per flag set.
  for i in "${!flagsets[@]}"; do
    # shellcheck disable=SC2086
    timeout 60 "$RMLIR_OPT" --allow-unregistered-dialect ${flagsets[$i]} "$f" >"$tmp/ref$i.out" 2>/dev/null
    echo $? >"$tmp/ref$i.rc"
  done
  for v in $VERSIONS; do
    if ! "$MLIR_OPT" --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version="$v" "$f" \
        >"$tmp/in.bc" 2>"$tmp/mlir.err"; then
      echo "SKIP: $name v$v: mlir-opt cannot write it: $(head -n1 "$tmp/mlir.err" | cut -c1-120)"
      skipped=$((skipped + 1))
      continue
    fi
    bad=""
    for i in "${!flagsets[@]}"; do
      # shellcheck disable=SC2086
      timeout 60 "$RMLIR_OPT" --allow-unregistered-dialect ${flagsets[$i]} "$tmp/in.bc" >"$tmp/got.out" 2>"$tmp/got.err"
      rc=$?
      if [ "$rc" != "$(cat "$tmp/ref$i.rc")" ] || ! cmp -s "$tmp/got.out" "$tmp/ref$i.out"; then
        bad="flags '${flagsets[$i]}' (exit $rc, want $(cat "$tmp/ref$i.rc")): $(head -n1 "$tmp/got.err" | cut -c1-140)"
        if [ "$verbose" = 1 ]; then
          diff "$tmp/ref$i.out" "$tmp/got.out" | head -n 10 | sed 's/^/    /'
        fi
        break
      fi
    done
    if [ -z "$bad" ]; then
      passed=$((passed + 1))
    elif reason=$(excluded_reason "$name" "$v"); then
      echo "EXCLUDED: $name v$v: $reason"
      excl=$((excl + 1))
    else
      echo "FAIL: $name v$v: $bad"
      failed=$((failed + 1))
    fi
  done
done
echo "$passed passed, $failed failed, $excl excluded, $skipped skipped"
[ "$failed" -eq 0 ]
