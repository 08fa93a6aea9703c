#!/usr/bin/env bash
# Builds the cargo-fuzz targets in fuzz/, replays each target's corpus
# (fuzz/corpus/TARGET, findings kept as regressions) plus seeds made from
# the project's test inputs, then fuzzes each target for a bounded time or
# a fixed number of runs.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]   (default 60 s, all)
#   scripts/fuzz.sh --runs N [TARGET...]               (N inputs per target,
#                                                       deterministic: CI)
#
# A longer campaign: scripts/fuzz.sh 7200 differential
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
limit=(-max_total_time=60)
if [ "${1:-}" = --runs ]; then
  limit=(-runs="$2" -seed=1)
  shift 2
elif [ $# -gt 0 ]; then
  limit=(-max_total_time="$1")
  shift
fi
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(parse_text read_bytecode pipeline differential)
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked --quiet
# cargo-fuzz passes unstable flags to rustc; the stable toolchain takes them
# with RUSTC_BOOTSTRAP. No sanitizer: the project has no unsafe code, and
# the targets look for panics, hangs, broken round trips and changed results.
export RUSTC_BOOTSTRAP=1
fuzz() { local sub=$1; shift; (cd fuzz && cargo fuzz "$sub" --sanitizer none "$@"); }
# The targets that generate programs from their input bytes build without
# comparison tracing, in a target directory of their own: their bytes
# choose among options, so tracing compares guides little, and it halved
# their executions per second (differential: 160 -> 338 per second).
generated_program_flags=(--no-trace-compares --target-dir target/no-trace-compares)
flags_of() {
  case $1 in
    pipeline | differential) echo "${generated_program_flags[@]}" ;;
  esac
}
for t in "${targets[@]}"; do
  # shellcheck disable=SC2046
  fuzz build $(flags_of "$t") "$t"
done
# Seeds: every test input, split at `// -----` as --split-input-file does;
# bytecode written by rmlir-opt from a few of them.
seeds="$root/fuzz/target/seeds"
rm -rf "$seeds"; mkdir -p "$seeds/text" "$seeds/pipeline" "$seeds/bytecode" "$seeds/none"
python3 - "$root" "$seeds" <<'PY'
import pathlib, sys, re
root, seeds = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
n = 0
for f in sorted((root / "tests").rglob("*.mlir")):
    for chunk in re.split(r"^// -----\s*$", f.read_text(errors="replace"), flags=re.M):
        data = chunk.encode()
        (seeds / "text" / f"{n}.mlir").write_bytes(data)
        # Two leading bytes choose the pipeline's passes.
        (seeds / "pipeline" / f"{n}.mlir").write_bytes(bytes([n % 256, (n * 7) % 256]) + data)
        n += 1
PY
if [[ " ${targets[*]} " == *" read_bytecode "* ]]; then
  cargo build --release --quiet -p rmlir-opt
  n=0
  for f in tests/lit/{dialect,builtin,canon,attr,dense}-*.mlir tests/lit/blocks.mlir; do
    [ -f "$f" ] || continue
    for v in 0 6; do
      # The first byte (odd: no magic added) precedes the file's bytes.
      if ./target/release/rmlir-opt --allow-unregistered-dialect --emit-bytecode \
          --emit-bytecode-version=$v "$f" -o "$seeds/bytecode/$n.bc" 2>/dev/null; then
        { printf '\x01'; cat "$seeds/bytecode/$n.bc"; } > "$seeds/bytecode/$n.mlirbc"
      fi
      rm -f "$seeds/bytecode/$n.bc"
      n=$((n + 1))
    done
  done
fi
status=0
for t in "${targets[@]}"; do
  corpus="$root/fuzz/corpus/$t"; mkdir -p "$corpus"
  # Generated programs need no more than half a kilobyte of choices
  # (about 200 lines of IR; longer inputs make slower programs, not more
  # kinds of them: 1 KB inputs ran at a third of the speed); text inputs
  # keep libFuzzer's default, the size of the largest seed.
  opts=()
  case $t in
    pipeline) s="$seeds/pipeline" ;;
    read_bytecode) s="$seeds/bytecode" ;;
    differential) s="$seeds/none"; opts=(-max_len=512) ;;
    *) s="$seeds/text" ;;
  esac
  echo "=== fuzz $t (${limit[*]})"
  # New inputs go to a scratch directory, not the kept corpus.
  scratch="$root/fuzz/target/corpus-$t"; mkdir -p "$scratch"
  # -entropic=0: the entropic power schedule's per-feature bookkeeping
  # took most of each run's time on these large binaries (3.5 times fewer
  # executions per second on differential).
  # shellcheck disable=SC2046
  if ! fuzz run $(flags_of "$t") "$t" "$scratch" "$corpus" "$s" -- \
      "${limit[@]}" "${opts[@]}" -entropic=0 -timeout=20 -rss_limit_mb=4096 -print_final_stats=1; then
    echo "fuzz target $t found a problem (see fuzz/artifacts/$t)"; status=1
  fi
done
exit $status
