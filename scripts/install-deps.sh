#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: mlir-opt-22 and
# FileCheck-22 (reference and checker) and lit. Idempotent.
set -euo pipefail
need_apt=()
command -v mlir-opt-22 >/dev/null 2>&1 || need_apt+=(mlir-22-tools)
command -v FileCheck-22 >/dev/null 2>&1 || need_apt+=(llvm-22-tools)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "installing ${need_apt[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi
if ! command -v lit >/dev/null 2>&1; then
  echo "installing lit"
  python3 -m pip install -q lit
fi
