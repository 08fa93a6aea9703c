#!/usr/bin/env python3
"""Portable stand-in for LLVM's `not`: runs a command and inverts its result.

    not.py CMD ARGS...          succeed iff CMD exits with a non-zero status
                                (a crash -- killed by a signal -- is a failure)
    not.py --crash CMD ARGS...  succeed iff CMD crashed (killed by a signal)
"""
import subprocess
import sys


def main(argv):
    crash = False
    if argv and argv[0] == "--crash":
        crash = True
        argv = argv[1:]
    if not argv:
        sys.stderr.write("usage: not.py [--crash] command [args...]\n")
        return 2
    try:
        rc = subprocess.call(argv)
    except OSError as e:
        sys.stderr.write("not.py: cannot run %s: %s\n" % (argv[0], e))
        return 1
    # Negative return codes mean "killed by signal"; treat exit codes above
    # 128 the same way (shells report signals like that).
    crashed = rc < 0 or rc > 128
    if crash:
        return 0 if crashed else 1
    if crashed:
        return 1
    return 0 if rc != 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
