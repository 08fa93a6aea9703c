# -*- Python -*-
# lit configuration for rmlir's own tests.
#
# Tools are found through environment variables or PATH:
#   RMLIR_OPT  the binary under test (default: ../../target/release/rmlir-opt
#              relative to this file). Set RMLIR_OPT=mlir-opt-22 to check the
#              tests themselves against MLIR.
#   FILECHECK  FileCheck (default: FileCheck-22 if on PATH, else FileCheck)
#   NOT        `not` (default: `not` on PATH, else /usr/lib/llvm-22/bin/not,
#              else the portable not.py next to this file)
#
# Run with:  lit -v tests/lit

import os
import re
import shlex
import shutil
import sys

import lit.formats

config.name = "rmlir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = config.test_source_root

here = config.test_source_root


def find_tool(env_var, default):
    value = os.environ.get(env_var)
    if value:
        return value
    return default


def resolve(tool):
    """Absolute path of `tool` (a path or a name on PATH), or None."""
    if os.sep in tool or (os.altsep and os.altsep in tool):
        path = os.path.abspath(tool)
        return path if os.path.exists(path) else None
    return shutil.which(tool)


# --- rmlir-opt -------------------------------------------------------------
rmlir_opt_default = os.path.normpath(
    os.path.join(here, "..", "..", "target", "release", "rmlir-opt")
)
rmlir_opt = find_tool("RMLIR_OPT", rmlir_opt_default)
rmlir_opt_path = resolve(rmlir_opt)
if rmlir_opt_path is None:
    lit_config.fatal(
        "rmlir-opt not found: %r (build it with `cargo build --release` or set RMLIR_OPT)"
        % rmlir_opt
    )

# --- FileCheck -------------------------------------------------------------
filecheck = os.environ.get("FILECHECK")
if not filecheck:
    filecheck = "FileCheck-22" if shutil.which("FileCheck-22") else "FileCheck"
filecheck_path = resolve(filecheck)
if filecheck_path is None:
    lit_config.fatal("FileCheck not found: %r (set FILECHECK)" % filecheck)

# --- not -------------------------------------------------------------------
not_cmd = os.environ.get("NOT")
if not_cmd:
    not_path = resolve(not_cmd)
    if not_path is None:
        lit_config.fatal("not: %r not found" % not_cmd)
    not_subst = shlex.quote(not_path)
else:
    not_path = shutil.which("not")
    if not_path is None and os.path.exists("/usr/lib/llvm-22/bin/not"):
        not_path = "/usr/lib/llvm-22/bin/not"
    if not_path is not None:
        not_subst = shlex.quote(not_path)
    else:
        not_subst = "%s %s" % (
            shlex.quote(sys.executable),
            shlex.quote(os.path.join(here, "not.py")),
        )


def tool_pattern(name):
    # Match the tool name as a whole word of a command line: not preceded by
    # a path or word character and not followed by one (so `FileCheck-22`,
    # `/x/not.py` or `rmlir-opt.rs` are left alone).
    return r"(?<![\w/.-])" + re.escape(name) + r"(?![\w.-])"


config.substitutions.append((tool_pattern("rmlir-opt"), shlex.quote(rmlir_opt_path)))
config.substitutions.append((tool_pattern("FileCheck"), shlex.quote(filecheck_path)))
config.substitutions.append((tool_pattern("not"), not_subst))

# Is the binary under test MLIR itself? Tests of rmlir-only behaviour can
# say `REQUIRES: rmlir`.
if "rmlir" in os.path.basename(rmlir_opt_path):
    config.available_features.add("rmlir")

lit_config.note("rmlir-opt: %s" % rmlir_opt_path)
lit_config.note("FileCheck: %s" % filecheck_path)
lit_config.note("not: %s" % not_subst)
