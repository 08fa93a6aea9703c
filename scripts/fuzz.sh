#!/usr/bin/env bash
# Builds the cargo-fuzz targets in fuzz/, replays each target's corpus
# (fuzz/corpus/TARGET, findings kept as regressions) plus seeds made from
# the project's test inputs, then fuzzes each target for a bounded time.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]   (default 60 s, all)
#
# A longer campaign: scripts/fuzz.sh 7200 parse_text
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(parse_text pipeline)
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked --quiet
# cargo-fuzz passes unstable flags to rustc; the stable toolchain takes them
# with RUSTC_BOOTSTRAP. No sanitizer: the project has no unsafe code, and
# the targets look for panics, hangs and broken round trips.
export RUSTC_BOOTSTRAP=1
fuzz() { local sub=$1; shift; (cd fuzz && cargo fuzz "$sub" --sanitizer none "$@"); }
fuzz build
# Seeds: every test input, split at `// -----` as --split-input-file does.
seeds="$root/fuzz/target/seeds"
rm -rf "$seeds"; mkdir -p "$seeds/text" "$seeds/pipeline"
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
status=0
for t in "${targets[@]}"; do
  corpus="$root/fuzz/corpus/$t"; mkdir -p "$corpus"
  case $t in pipeline) s="$seeds/pipeline" ;; *) s="$seeds/text" ;; esac
  echo "=== fuzz $t (${seconds}s)"
  # New inputs go to a scratch directory, not the kept corpus.
  scratch="$root/fuzz/target/corpus-$t"; mkdir -p "$scratch"
  if ! fuzz run "$t" "$scratch" "$corpus" "$s" -- \
      -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1; then
    echo "fuzz target $t found a problem (see fuzz/artifacts/$t)"; status=1
  fi
done
exit $status
