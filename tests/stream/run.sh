#!/usr/bin/env bash
# Streamed output: rmlir-opt writes its output as it prints it, so the
# output's size does not add to peak memory. 100k nested regions print about
# 20 GB of indentation to /dev/null with a bounded peak RSS (< 1 GiB), on one
# thread and on several. Also checks that the same input, less deep, prints
# the same bytes streamed to a file and to stdout.
#
# usage: tests/stream/run.sh [path/to/rmlir-opt]
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
RMLIR_OPT="${1:-${RMLIR_OPT:-$root/target/release/rmlir-opt}}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

python3 - "$RMLIR_OPT" "$tmp" <<'PY'
import os, subprocess, sys

tool, tmp = sys.argv[1], sys.argv[2]
failed = 0

def nested(depth, path):
    with open(path, "w") as f:
        f.write("func.func @deep() {\n")
        f.write('"test.r"() ({\n' * depth)
        f.write("}) : () -> ()\n" * depth)
        f.write("  return\n}\nfunc.func @other() {\n  return\n}\n")

def peak_kib(args, env_extra):
    """Runs the tool in a fresh child, stdout to /dev/null; returns its exit
    code and peak RSS in KiB."""
    env = dict(os.environ, **env_extra)
    pid = os.fork()
    if pid == 0:
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
            os.execve(tool, [tool] + args, env)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    return os.waitstatus_to_exitcode(status), usage.ru_maxrss

deep = os.path.join(tmp, "deep.mlir")
nested(100_000, deep)
for label, extra, env in [
    ("1 thread", ["--mlir-disable-threading"], {}),
    ("2 threads", [], {"RAYON_NUM_THREADS": "2"}),
]:
    code, kib = peak_kib([deep, "-o", "/dev/null"] + extra, env)
    ok = code == 0 and kib < 1024 * 1024
    print(f"{'PASS' if ok else 'FAIL'}: 100k nested regions to /dev/null, {label}: "
          f"exit {code}, peak RSS {kib // 1024} MiB")
    failed += not ok

# Streamed output is the same through a file, stdout, and on any thread count.
small = os.path.join(tmp, "small.mlir")
nested(300, small)
outs = []
for extra, env in [(["--mlir-disable-threading"], {}), ([], {"RAYON_NUM_THREADS": "4"})]:
    f = os.path.join(tmp, f"o{len(outs)}.mlir")
    r = subprocess.run([tool, small, "-o", f] + extra, env=dict(os.environ, **env))
    outs.append(open(f, "rb").read() if r.returncode == 0 else None)
    r = subprocess.run([tool, small] + extra, env=dict(os.environ, **env), capture_output=True)
    outs.append(r.stdout if r.returncode == 0 else None)
same = outs[0] is not None and all(o == outs[0] for o in outs)
print(f"{'PASS' if same else 'FAIL'}: 300 nested regions, file and stdout, 1 and 4 threads")
failed += not same
print(f"{3 - failed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY
