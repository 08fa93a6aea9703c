#!/usr/bin/env bash
# Runs every bytecode suite in this folder (each other *.sh script); fails
# if any of them fails.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
status=0
for s in "$here"/*.sh; do
  [ "$(basename "$s")" = run.sh ] && continue
  echo "--- $(basename "$s")"
  bash "$s" "$@" || status=1
done
exit $status
