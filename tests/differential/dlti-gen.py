#!/usr/bin/env python3
"""Generates data layout specs and queries for the DLTI differential test.

Each case is a module whose functions hold `test.data_layout_query` ops in
one to three nested scopes (the module, then `test.op_with_data_layout`
ops), each scope with a random `#dlti.dl_spec`: entries for integer, float
and index types and `dlti` / unknown-dialect identifiers, written in both
the `key = value` and the `#dlti.dl_entry` forms. A type class gets entries
in one scope only, and an identifier is repeated only with the same value
(mlir-opt-22 crashes combining builtin type entries across scopes, and
rejects different values for one identifier).

Usage: dlti-gen.py SEED OUT_DIR COUNT
"""
import os
import random
import sys

INT_WIDTHS = [1, 8, 16, 24, 32, 48, 64, 128]
FLOATS = ["f16", "bf16", "f32", "f64", "f80", "f128"]
QUERY_SCALARS = ["i1", "i3", "i7", "i8", "i13", "i16", "i31", "i32", "i33", "i48",
                 "i64", "i65", "i100", "i128", "i256", "si32", "ui8", "index",
                 "f16", "bf16", "f32", "f64", "f80", "f128", "f8E4M3FN", "tf32"]


def align_value(rng):
    abi = rng.choice([8, 16, 32, 64, 128])
    if rng.random() < 0.5:
        return f"dense<{abi}> : vector<1xi64>"
    pref = abi * rng.choice([1, 2, 4])
    return f"dense<[{abi}, {pref}]> : vector<2xi64>"


IDENTIFIERS = {
    "dlti.endianness": lambda r: r.choice(['"big"', '"little"']),
    "dlti.stack_alignment": lambda r: str(r.choice([32, 64, 128])),
    "dlti.alloca_memory_space": lambda r: f"{r.randint(1, 7)} : ui32",
    "dlti.program_memory_space": lambda r: f"{r.randint(1, 7)} : ui32",
    "dlti.global_memory_space": lambda r: f"{r.randint(1, 7)} : i64",
    "dlti.default_memory_space": lambda r: f"{r.randint(1, 7)} : ui32",
    "dlti.mangling_mode": lambda r: r.choice(['"e"', '"o"', '"m"']),
    "dlti.legal_int_widths": lambda r: "array<i32: " + ", ".join(
        str(w) for w in sorted(r.sample([8, 16, 32, 64], r.randint(1, 3)))) + ">",
    "dlti.function_pointer_alignment": lambda r: (
        f"#dlti.function_pointer_alignment<{r.choice([8, 32, 64])}, "
        f"function_dependent = {r.choice(['true', 'false'])}>"),
    "unknown.key": lambda r: str(r.randint(0, 9)),
}


def entry(rng, key, value):
    if rng.random() < 0.4:
        return f"#dlti.dl_entry<{key}, {value}>"
    return f"{key} = {value}"


def make_specs(rng, levels):
    """One list of entries per scope."""
    specs = [[] for _ in range(levels)]
    classes = ["int", "index"] + FLOATS
    rng.shuffle(classes)
    for cls in classes[: rng.randint(0, len(classes))]:
        lvl = rng.randrange(levels)
        if cls == "int":
            for w in rng.sample(INT_WIDTHS, rng.randint(1, 4)):
                specs[lvl].append((f"i{w}", align_value(rng)))
        elif cls == "index":
            specs[lvl].append(("index", f"{rng.choice([16, 32, 64])} : {rng.choice(['i32', 'i64'])}"))
        else:
            specs[lvl].append((cls, align_value(rng)))
    for name, gen in IDENTIFIERS.items():
        if rng.random() < 0.35:
            value = gen(rng)
            for lvl in range(levels):
                if rng.random() < 0.5:
                    specs[lvl].append((f'"{name}"', value))
    for s in specs:
        rng.shuffle(s)
    return specs


def spec_attr(rng, entries):
    return "#dlti.dl_spec<" + ", ".join(entry(rng, k, v) for k, v in entries) + ">"


def query_type(rng):
    r = rng.random()
    scalar = rng.choice(QUERY_SCALARS)
    if r < 0.5:
        return scalar
    elem = rng.choice([s for s in QUERY_SCALARS if s != "index"] + ["index"])
    if r < 0.65:
        return f"vector<{rng.randint(1, 9)}x{elem}>"
    if r < 0.75:
        return f"vector<[{rng.randint(1, 8)}]x{elem}>"
    if r < 0.85:
        return f"vector<{rng.randint(1, 4)}x{rng.randint(1, 5)}x{elem}>"
    return f"complex<{rng.choice(['f16', 'f32', 'f64', 'f80', 'i8', 'i5', 'i32', 'i64'])}>"


def queries(rng, indent):
    return "".join(f'{indent}"test.data_layout_query"() : () -> {query_type(rng)}\n'
                   for _ in range(rng.randint(1, 4)))


def case(rng):
    levels = rng.randint(1, 3)
    specs = make_specs(rng, levels)
    attrs = ""
    if specs[0] or rng.random() < 0.7:
        attrs = f" attributes {{dlti.dl_spec = {spec_attr(rng, specs[0])}}}"
    out = f"module{attrs} {{\n"
    for f in range(rng.randint(1, 2)):
        out += f"  func.func @f{f}() {{\n" + queries(rng, "    ")
        indent = "    "
        closers = []
        for lvl in range(1, levels):
            out += f'{indent}"test.op_with_data_layout"() ({{\n'
            closers.append((indent, lvl))
            indent += "  "
            out += queries(rng, indent)
        for ind, lvl in reversed(closers):
            spec = "" if not specs[lvl] and rng.random() < 0.3 else \
                f" {{dlti.dl_spec = {spec_attr(rng, specs[lvl])}}}"
            out += f'{ind}  "test.maybe_terminator"() : () -> ()\n{ind}}}){spec} : () -> ()\n'
        out += "    return\n  }\n"
    return out + "}\n"


def main():
    seed, out_dir, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    rng = random.Random(seed)
    os.makedirs(out_dir, exist_ok=True)
    for i in range(count):
        with open(os.path.join(out_dir, f"dlti-gen-{seed}-{i}.mlir"), "w") as f:
            f.write(case(rng))


if __name__ == "__main__":
    main()
