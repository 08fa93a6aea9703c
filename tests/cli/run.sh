#!/usr/bin/env bash
# CLI differential tests: rmlir-opt's command line against mlir-opt-22's.
#
# Every line of cases.txt is run with both tools (argv[0] the tool's plain
# name, in a fresh copy of inputs/, stdin from inputs/stdin.mlir) and the
# exit codes, stdouts and stderrs are compared after each tool's name is
# replaced by TOOL, and so are the working directories (the files a tool
# wrote there: outputs, IR dump trees). Lines of differs.txt are run with rmlir-opt only:
# `refuse:` lines must exit non-zero with a message on stderr, `ok:` lines
# must exit 0 with output (see that file).
#
# Usage: tests/cli/run.sh [-v]
#   -v   show both tools' outputs for failures
# Environment:
#   RMLIR_OPT  binary under test (default: <repo>/target/release/rmlir-opt)
#   MLIR_OPT   reference (default: mlir-opt-22)
#
# Prints one PASS/FAIL line per command line and "N passed, M failed";
# exits 1 if any failed.
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
RMLIR_OPT=${RMLIR_OPT:-$repo/target/release/rmlir-opt}
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
verbose=0
[ "${1:-}" = "-v" ] && verbose=1

case $RMLIR_OPT in
  */*) RMLIR_OPT=$(cd "$(dirname "$RMLIR_OPT")" && pwd)/$(basename "$RMLIR_OPT") ;;
esac
for tool in "$RMLIR_OPT" "$MLIR_OPT"; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "error: $tool not found (build rmlir-opt, install mlir-22-tools, or set RMLIR_OPT/MLIR_OPT)"
    echo "0 passed, 1 failed"
    exit 1
  fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Both tools are started by their plain names, as a user types them, so
# that `Try: 'NAME --help'` names the tool the same way.
mkdir -p "$work/bin"
ln -s "$RMLIR_OPT" "$work/bin/rmlir-opt"
ln -s "$(command -v "$MLIR_OPT")" "$work/bin/$(basename "$MLIR_OPT")"
rname=rmlir-opt
mname=$(basename "$MLIR_OPT")

# run NAME OUTDIR ARGS...: runs tool NAME in a fresh copy of the inputs;
# leaves rc, out and err in OUTDIR with the tool's name replaced by TOOL.
run() {
  local name=$1 out=$2; shift 2
  rm -rf "$out"; mkdir -p "$out/dir"
  cp -r "$here/inputs/." "$out/dir/"
  (cd "$out/dir" && PATH="$work/bin:$PATH" timeout 30 "$name" "$@" \
    <"$here/inputs/stdin.mlir" >"$out/stdout" 2>"$out/stderr"; echo $? >"$out/rc")
  sed -i "s/$name/TOOL/g" "$out/stdout" "$out/stderr"
}

passed=0; failed=0
while IFS= read -r line; do
  case $line in ''|'#'*) continue ;; esac
  if ! eval "set -- $line" 2>/dev/null; then
    echo "FAIL: $line (not a valid shell command line)"; failed=$((failed + 1)); continue
  fi
  run "$rname" "$work/r" "$@"
  run "$mname" "$work/m" "$@"
  if cmp -s "$work/r/rc" "$work/m/rc" && cmp -s "$work/r/stdout" "$work/m/stdout" \
     && cmp -s "$work/r/stderr" "$work/m/stderr" \
     && diff -r -q "$work/r/dir" "$work/m/dir" >/dev/null; then
    echo "PASS: $line"; passed=$((passed + 1))
  else
    echo "FAIL: $line"; failed=$((failed + 1))
    if [ $verbose = 1 ]; then
      echo "  exit: rmlir $(cat "$work/r/rc"), mlir $(cat "$work/m/rc")"
      diff "$work/m/stdout" "$work/r/stdout" | head -20 | sed 's/^/  stdout: /'
      diff "$work/m/stderr" "$work/r/stderr" | head -20 | sed 's/^/  stderr: /'
      diff -r "$work/m/dir" "$work/r/dir" | head -20 | sed 's/^/  files: /'
    fi
  fi
done <"$here/cases.txt"

while IFS= read -r line; do
  case $line in ''|'#'*) continue ;; esac
  want=${line%%:*}
  args=${line#*: }
  if ! eval "set -- $args" 2>/dev/null; then
    echo "FAIL: $line (not a valid shell command line)"; failed=$((failed + 1)); continue
  fi
  run "$rname" "$work/r" "$@"
  rc=$(cat "$work/r/rc")
  if [ "$want" = refuse ]; then
    [ "$rc" != 0 ] && [ "$rc" != 124 ] && [ -s "$work/r/stderr" ]; ok=$?
  else
    [ "$rc" = 0 ] && [ -s "$work/r/stdout" ]; ok=$?
  fi
  if [ $ok = 0 ]; then
    echo "PASS ($want): $args"; passed=$((passed + 1))
  else
    echo "FAIL ($want): $args"; failed=$((failed + 1))
    [ $verbose = 1 ] && echo "  exit $rc" && head -5 "$work/r/stderr" | sed 's/^/  stderr: /'
  fi
done <"$here/differs.txt"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
