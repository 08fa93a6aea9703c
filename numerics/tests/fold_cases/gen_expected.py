#!/usr/bin/env python3
"""Generates the expected constant-folding results used by ir/tests/fold_semantics.rs.

Every case becomes one `func.func` whose body applies one arith/math op to
constants; `mlir-opt-22 --canonicalize` folds what MLIR 22 folds.  Float
results are `arith.bitcast` to integers so the table holds exact bit patterns.
Cases that crash mlir-opt (APFloat `llvm_unreachable` paths) would be isolated
by bisection and listed in `crash_cases.txt` instead of the tables (with
mlir-opt-22 and the default seed there are none).

Usage: python3 gen_expected.py [--mlir-opt mlir-opt-22] [--seed N]

Table line formats (space separated, `->` before the results):
  int_cases.txt:   <op> <type> <operands...> -> <results...>
  float_cases.txt: <op> <type> <operands...> -> <result>
Integers are signed decimal (`true`/`false` for i1); floats are hex bit
patterns; a result is `nofold` when MLIR leaves the op in place.  Cast types
are written `<from>><to>` (e.g. `f32>i8`); cmp predicates are `cmpi.slt`,
`cmpf.olt`.
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------
# Integers
# --------------------------------------------------------------------------

INT_WIDTHS = [1, 8, 16, 32, 64, 65, 128, 200]


def to_signed(v, w):
    v &= (1 << w) - 1
    return v - (1 << w) if w and v >> (w - 1) else v


def int_lit(v, w):
    v = to_signed(v, w)
    if w == 1:
        return "true" if v else "false"
    return str(v)


def iconst(name, lit, t):
    """An integer constant definition (i1 uses the bare `true`/`false` form)."""
    if t == "i1":
        return f"{name} = arith.constant {lit}"
    return f"{name} = arith.constant {lit} : {t}"


def int_edges(w):
    m = (1 << w) - 1
    vals = {0, 1, m, 1 << (w - 1), (1 << (w - 1)) - 1}
    if w > 1:
        vals |= {2, m - 1, (1 << (w - 1)) + 1, (1 << (w - 1)) - 2, 3, 7, (-7) & m, (-3) & m}
    return sorted(vals)


def int_rand(rng, w):
    kind = rng.randrange(4)
    if kind == 0:
        return rng.getrandbits(w)
    if kind == 1:  # small magnitude, either sign
        return rng.randrange(-100, 100) & ((1 << w) - 1)
    if kind == 2:  # random magnitude
        bits = rng.randrange(1, w + 1)
        v = rng.getrandbits(bits)
        return (-v if rng.random() < 0.5 else v) & ((1 << w) - 1)
    return rng.choice(int_edges(w))


def int_pairs(rng, w, n):
    edges = int_edges(w)
    pairs = set()
    if w == 1:
        return [(a, b) for a in (0, 1) for b in (0, 1)]
    for _ in range(n // 2):
        pairs.add((rng.choice(edges), rng.choice(edges)))
    while len(pairs) < n:
        pairs.add((int_rand(rng, w), int_rand(rng, w)))
    return sorted(pairs)


INT_BINARY = [
    ("addi", "arith.addi"), ("subi", "arith.subi"), ("muli", "arith.muli"),
    ("divui", "arith.divui"), ("divsi", "arith.divsi"),
    ("ceildivui", "arith.ceildivui"), ("ceildivsi", "arith.ceildivsi"),
    ("floordivsi", "arith.floordivsi"),
    ("remui", "arith.remui"), ("remsi", "arith.remsi"),
    ("andi", "arith.andi"), ("ori", "arith.ori"), ("xori", "arith.xori"),
    ("maxsi", "arith.maxsi"), ("maxui", "arith.maxui"),
    ("minsi", "arith.minsi"), ("minui", "arith.minui"),
    ("ipowi", "math.ipowi"),
]
INT_SHIFTS = [("shli", "arith.shli"), ("shrui", "arith.shrui"), ("shrsi", "arith.shrsi")]
INT_UNARY = [("absi", "math.absi"), ("ctlz", "math.ctlz"), ("cttz", "math.cttz"), ("ctpop", "math.ctpop")]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


class Case:
    """One test function: `body` computes `results` (SSA names) of `types`."""

    def __init__(self, key, body, results, types, result_kinds):
        self.key = key
        self.body = body
        self.results = results
        self.types = types
        # per result: ("int", width) or ("bits", width)
        self.result_kinds = result_kinds


def int_cases(rng):
    cases = []
    for w in INT_WIDTHS:
        t = f"i{w}"
        n = 4 if w == 1 else 24
        for name, op in INT_BINARY:
            for a, b in int_pairs(rng, w, n):
                if name == "ipowi" and w > 1 and rng.random() < 0.7:
                    b = rng.randrange(0, 70) if rng.random() < 0.8 else b
                la, lb = int_lit(a, w), int_lit(b, w)
                body = [iconst("%a", la, t), iconst("%b", lb, t),
                        f"%r = {op} %a, %b : {t}"]
                cases.append(Case(f"{name} {t} {la} {lb}", body, ["%r"], [t], [("int", w)]))
        for name, op in INT_SHIFTS:
            amounts = sorted(x for x in {0, 1, w - 1, w, w + 1, rng.randrange(w), rng.randrange(w),
                                         (1 << w) - 1, rng.getrandbits(w)} if x < 1 << w)
            for s in amounts:
                for _ in range(3 if w > 1 else 2):
                    a = int_rand(rng, w) if w > 1 else rng.randrange(2)
                    la, ls = int_lit(a, w), int_lit(s, w)
                    body = [iconst("%a", la, t), iconst("%b", ls, t),
                            f"%r = {op} %a, %b : {t}"]
                    cases.append(Case(f"{name} {t} {la} {ls}", body, ["%r"], [t], [("int", w)]))
        for pred in CMPI:
            for a, b in int_pairs(rng, w, 4 if w == 1 else 10):
                la, lb = int_lit(a, w), int_lit(b, w)
                body = [iconst("%a", la, t), iconst("%b", lb, t),
                        f"%r = arith.cmpi {pred}, %a, %b : {t}"]
                cases.append(Case(f"cmpi.{pred} {t} {la} {lb}", body, ["%r"], ["i1"], [("int", 1)]))
        for name in ["addui_extended", "mulsi_extended", "mului_extended"]:
            for a, b in int_pairs(rng, w, 4 if w == 1 else 14):
                la, lb = int_lit(a, w), int_lit(b, w)
                if name == "addui_extended":
                    op = f"%r, %o = arith.addui_extended %a, %b : {t}, i1"
                    types, kinds = [t, "i1"], [("int", w), ("int", 1)]
                else:
                    op = f"%r, %o = arith.{name} %a, %b : {t}"
                    types, kinds = [t, t], [("int", w), ("int", w)]
                body = [iconst("%a", la, t), iconst("%b", lb, t), op]
                cases.append(Case(f"{name} {t} {la} {lb}", body, ["%r", "%o"], types, kinds))
        vals = sorted(set(int_edges(w)) | {int_rand(rng, w) for _ in range(8)})
        for name, op in INT_UNARY:
            for a in vals:
                la = int_lit(a, w)
                body = [iconst("%a", la, t), f"%r = {op} %a : {t}"]
                cases.append(Case(f"{name} {t} {la}", body, ["%r"], [t], [("int", w)]))
        for w2 in INT_WIDTHS:
            if w2 == w:
                continue
            ops = [("extui", "arith.extui"), ("extsi", "arith.extsi")] if w2 > w else [("trunci", "arith.trunci")]
            for name, op in ops:
                for a in vals[:: max(1, len(vals) // 6)]:
                    la = int_lit(a, w)
                    body = [iconst("%a", la, t), f"%r = {op} %a : {t} to i{w2}"]
                    cases.append(Case(f"{name} {t}>i{w2} {la}", body, ["%r"], [f"i{w2}"], [("int", w2)]))
    return cases


# --------------------------------------------------------------------------
# Floats
# --------------------------------------------------------------------------

# name: (bits, precision, max_exp, min_exp, layout, nonfinite, nan_encoding)
KINDS = {
    "f4E2M1FN": (4, 2, 2, 0, "ieee", "finite", "ieee"),
    "f6E2M3FN": (6, 4, 2, 0, "ieee", "finite", "ieee"),
    "f6E3M2FN": (6, 3, 4, -2, "ieee", "finite", "ieee"),
    "f8E5M2": (8, 3, 15, -14, "ieee", "ieee", "ieee"),
    "f8E4M3": (8, 4, 7, -6, "ieee", "ieee", "ieee"),
    "f8E4M3FN": (8, 4, 8, -6, "ieee", "nanonly", "allones"),
    "f8E5M2FNUZ": (8, 3, 15, -15, "ieee", "nanonly", "negzero"),
    "f8E4M3FNUZ": (8, 4, 7, -7, "ieee", "nanonly", "negzero"),
    "f8E4M3B11FNUZ": (8, 4, 4, -10, "ieee", "nanonly", "negzero"),
    "f8E3M4": (8, 5, 3, -2, "ieee", "ieee", "ieee"),
    "f8E8M0FNU": (8, 1, 127, -127, "e8m0", "nanonly", "allones"),
    "f16": (16, 11, 15, -14, "ieee", "ieee", "ieee"),
    "bf16": (16, 8, 127, -126, "ieee", "ieee", "ieee"),
    "tf32": (19, 11, 127, -126, "ieee", "ieee", "ieee"),
    "f32": (32, 24, 127, -126, "ieee", "ieee", "ieee"),
    "f64": (64, 53, 1023, -1022, "ieee", "ieee", "ieee"),
    "f80": (80, 64, 16383, -16382, "x87", "ieee", "ieee"),
    "f128": (128, 113, 16383, -16382, "ieee", "ieee", "ieee"),
}
MAIN_KINDS = ["f16", "bf16", "f32", "f64", "f80", "f128"]


def make(kind, neg, e, m):
    """Bits of (-1)^neg * m * 2^e if exactly representable (else None)."""
    bits, p, emax, emin, layout, _, _ = KINDS[kind]
    if m == 0:
        return (1 << (bits - 1)) if neg and layout != "e8m0" else 0
    while m >= 1 << p:
        if m & 1:
            return None
        m >>= 1
        e += 1
    # normalize so the value is m * 2^(E - (p-1)), m < 2^p
    E = e + p - 1
    while m < 1 << (p - 1) and E > emin:
        m <<= 1
        E -= 1
    if E < emin:
        shift = emin - E
        if m & ((1 << shift) - 1):
            return None
        m >>= shift
        E = emin
    if E > emax or m == 0:
        return None
    if layout == "e8m0":
        if neg or m != 1:
            return None
        return E + 127
    bias = 1 - emin
    sign = (1 << (bits - 1)) if neg else 0
    if layout == "x87":
        field = 0 if m < 1 << 63 else E + bias
        return sign | (field << 64) | m
    t = p - 1
    field = 0 if m < 1 << t else E + bias
    return sign | (field << t) | (m & ((1 << t) - 1))


def specials(kind):
    bits, p, emax, emin, layout, nonfinite, nanenc = KINDS[kind]
    out = set()
    one = make(kind, False, 0, 1)
    for neg in (False, True):
        for v in [(0, 1), (-1, 1), (0, 3), (1, 1), (-2, 5), (2, 7)]:
            x = make(kind, neg, v[0] - 1 if v[1] == 3 else v[0], v[1])
            if x is not None:
                out.add(x)
        # largest, smallest normal, smallest/largest denormal
        big = make(kind, neg, emax - (p - 1), (1 << p) - 1)
        if nanenc == "allones" and p > 1:
            big = make(kind, neg, emax - (p - 1), (1 << p) - 2)
        for x in [big, make(kind, neg, emin, 1), make(kind, neg, emin - (p - 1), 1),
                  make(kind, neg, emin - (p - 1), (1 << (p - 1)) - 1), make(kind, neg, 0, 0)]:
            if x is not None:
                out.add(x)
    if layout == "x87":
        out |= {0x7FFF8000000000000000, 0xFFFF8000000000000000, 0x7FFFC000000000000000,
                0x7FFFA000000000000001, 0xFFFFC000000000000123,
                # pseudo-NaN, pseudo-infinity, unnormal, pseudo-denormal
                0x7FFF0000000000000001, 0x7FFF0000000000000000, 0x40000000000000000000,
                0x00008000000000000001}
    elif nonfinite == "ieee":
        t = p - 1
        exp_all = ((1 << (bits - 1 - t)) - 1) << t
        sign = 1 << (bits - 1)
        out |= {exp_all, sign | exp_all, exp_all | (1 << (t - 1)), sign | exp_all | (1 << (t - 1)),
                exp_all | 1, exp_all | (1 << (t - 1)) | 5 if t > 3 else exp_all | 3}
    elif nanenc == "allones":
        out |= {(1 << bits) - 1, ((1 << bits) - 1) >> 1} if layout != "e8m0" else {0xFF}
    elif nanenc == "negzero":
        out.add(0x80)
    out.discard(None)
    if one is not None:
        out.add(one)
    return sorted(out)


def rand_float(rng, kind):
    bits, p, emax, emin, layout, _, _ = KINDS[kind]
    r = rng.random()
    if r < 0.35 or bits <= 8:
        x = rng.getrandbits(bits)
        if layout == "x87" and rng.random() < 0.8:
            x |= 1 << 63  # mostly canonical x87 numbers
        return x
    # near one: small exponent, random significand
    while True:
        e = rng.randrange(-4, 5) if r < 0.8 else rng.randrange(emin - p, emax + 1)
        m = rng.getrandbits(p) | (1 << (p - 1))
        x = make(kind, rng.random() < 0.5, e - (p - 1), m)
        if x is not None:
            return x


def tie_pairs(kind):
    """Operand pairs whose exact +,* results are halfway cases."""
    bits, p, emax, emin, layout, _, _ = KINDS[kind]
    out = []
    if layout == "e8m0" or p < 2:
        return out
    one = make(kind, False, 0, 1)
    one_ulp = make(kind, False, -(p - 1), (1 << (p - 1)) + 1)
    half_ulp = make(kind, False, -p, 1)
    three_half = make(kind, False, -1, 3)
    for a, b in [(one, half_ulp), (one_ulp, half_ulp), (one_ulp, three_half),
                 (make(kind, False, -(p - 1), (1 << (p - 1)) + 3), three_half),
                 (make(kind, True, -(p - 1), (1 << (p - 1)) + 1), half_ulp)]:
        if a is not None and b is not None:
            out.append((a, b))
    return out


def hexs(x):
    return f"0x{x:X}"


FLOAT_BINARY = [
    ("addf", "arith.addf"), ("subf", "arith.subf"), ("mulf", "arith.mulf"), ("divf", "arith.divf"),
    ("remf", "arith.remf"), ("maximumf", "arith.maximumf"), ("minimumf", "arith.minimumf"),
    ("maxnumf", "arith.maxnumf"), ("minnumf", "arith.minnumf"), ("copysign", "math.copysign"),
]
FLOAT_UNARY = [
    ("negf", "arith.negf"), ("absf", "math.absf"), ("sqrt", "math.sqrt"), ("floor", "math.floor"),
    ("ceil", "math.ceil"), ("roundeven", "math.roundeven"), ("round", "math.round"),
    ("trunc", "math.trunc"),
]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
        "ule", "une", "uno", "true"]


def float_cases(rng):
    cases = []

    def fcase(key, body, result, rtype, bits):
        body = body + [f"%i = arith.bitcast {result} : {rtype} to i{bits}"]
        return Case(key, body, ["%i"], [f"i{bits}"], [("bits", bits)])

    for kind, (bits, p, *_rest) in KINDS.items():
        main = kind in MAIN_KINDS
        sp = specials(kind)
        n_pairs = 28 if main else 14
        pairs = set(tie_pairs(kind))
        while len(pairs) < n_pairs // 2:
            pairs.add((rng.choice(sp), rng.choice(sp)))
        while len(pairs) < n_pairs:
            pairs.add((rand_float(rng, kind), rand_float(rng, kind)))
        pairs = sorted(pairs)
        for name, op in FLOAT_BINARY:
            for a, b in pairs:
                body = [f"%a = arith.constant {hexs(a)} : {kind}",
                        f"%b = arith.constant {hexs(b)} : {kind}",
                        f"%r = {op} %a, %b : {kind}"]
                cases.append(fcase(f"{name} {kind} {hexs(a)} {hexs(b)}", body, "%r", kind, bits))
        zero, nzero = make(kind, False, 0, 0), make(kind, True, 0, 0)
        one, none = make(kind, False, 0, 1), make(kind, True, 0, 1)
        extra = {(zero, nzero), (nzero, zero), (one, none), (none, one), (one, one)}
        nans = [x for x in sp if decode_value(kind, x) is None and x not in (zero, nzero)]
        for x in nans[:3]:
            extra |= {(x, one), (one, x), (x, x)}
        extra = {(a, b) for a, b in extra if a is not None and b is not None}
        cmp_pairs = sorted(set(rng.sample(pairs, min(len(pairs), 4 if main else 2))) | extra)
        preds = CMPF if main else ["false", "oeq", "ogt", "ole", "one", "ueq", "ult", "uno"]
        for pred in preds:
            for a, b in cmp_pairs:
                body = [f"%a = arith.constant {hexs(a)} : {kind}",
                        f"%b = arith.constant {hexs(b)} : {kind}",
                        f"%r = arith.cmpf {pred}, %a, %b : {kind}"]
                cases.append(Case(f"cmpf.{pred} {kind} {hexs(a)} {hexs(b)}", body, ["%r"], ["i1"],
                                  [("int", 1)]))
        singles = sorted(set(sp) | {rand_float(rng, kind) for _ in range(8 if main else 3)})
        for name, op in FLOAT_UNARY:
            for a in singles:
                body = [f"%a = arith.constant {hexs(a)} : {kind}", f"%r = {op} %a : {kind}"]
                cases.append(fcase(f"{name} {kind} {hexs(a)}", body, "%r", kind, bits))
        # float -> int
        for w in [1, 8, 32, 64, 128]:
            for name in ["fptosi", "fptoui"]:
                edge = set()
                for v in [1 << (w - 1), (1 << (w - 1)) - 1, (1 << (w - 1)) + 1, (1 << w) - 1,
                          1 << w, 1, 0]:
                    for neg in (False, True):
                        edge.add(make(kind, neg, 0, v))
                        edge.add(make(kind, neg, -1, 2 * v + 1))  # v + 0.5
                edge = sorted(edge - {None})
                vals = sorted(set(rng.sample(singles, min(len(singles), 5))) |
                              set(rng.sample(edge, min(len(edge), 10 if main else 5))))
                for a in vals:
                    body = [f"%a = arith.constant {hexs(a)} : {kind}",
                            f"%r = arith.{name} %a : {kind} to i{w}"]
                    cases.append(Case(f"{name} {kind}>i{w} {hexs(a)}", body, ["%r"], [f"i{w}"],
                                      [("int", w)]))
        # int -> float
        for w in [1, 8, 32, 64, 128, 200] if main else [1, 8, 32, 200]:
            vals = sorted(set(int_edges(w)) | {int_rand(rng, w) for _ in range(3)})
            vals = vals[:: max(1, len(vals) // (8 if main else 4))]
            for v in [(1 << p) + 1, (1 << p) + 3, (1 << (p + 1)) + 2, (1 << p) - 1]:
                if v < 1 << (w - 1):
                    vals += [v, (-v) & ((1 << w) - 1)]
            for name in ["sitofp", "uitofp"]:
                for a in sorted(set(vals)):
                    la = int_lit(a, w)
                    body = [iconst("%a", la, f"i{w}"),
                            f"%r = arith.{name} %a : i{w} to {kind}"]
                    cases.append(fcase(f"{name} i{w}>{kind} {la}", body, "%r", kind, bits))
    # float -> float
    names = list(KINDS)
    for src in names:
        for dst in names:
            sb, db = KINDS[src][0], KINDS[dst][0]
            if sb == db:
                continue
            op = "extf" if db > sb else "truncf"
            if src not in MAIN_KINDS and dst not in MAIN_KINDS and rng.random() < 0.5:
                continue
            vals = set(specials(src)[::3]) | {rand_float(rng, src) for _ in range(3)}
            # values exactly representable in the destination
            for x in rng.sample(specials(dst), min(4, len(specials(dst)))):
                y = reencode(dst, src, x)
                if y is not None:
                    vals.add(y)
            for a in sorted(vals):
                body = [f"%a = arith.constant {hexs(a)} : {src}",
                        f"%r = arith.{op} %a : {src} to {dst}"]
                cases.append(fcase(f"{op} {src}>{dst} {hexs(a)}", body, "%r", dst, db))
    return cases


def decode_value(kind, x):
    """(neg, e, m) with value m*2^e for finite non-zero x, else None."""
    bits, p, emax, emin, layout, nonfinite, nanenc = KINDS[kind]
    if layout == "e8m0":
        return None if x == 0xFF else (False, x - 127, 1)
    neg = bool(x >> (bits - 1))
    if layout == "x87":
        field = (x >> 64) & 0x7FFF
        m = x & ((1 << 64) - 1)
        if field in (0, 0x7FFF) and (m == 0 or field == 0x7FFF) or (field and not m >> 63):
            return None
        e = (field or 1) - 16383 - 63
        return (neg, e, m)
    t = p - 1
    field = (x >> t) & ((1 << (bits - 1 - t)) - 1)
    frac = x & ((1 << t) - 1)
    allexp = (1 << (bits - 1 - t)) - 1
    if nonfinite == "ieee" and field == allexp:
        return None
    if field == 0 and frac == 0:
        return None
    if nanenc == "allones" and field == allexp and frac == (1 << t) - 1:
        return None
    bias = 1 - emin
    m = frac | (1 << t) if field else frac
    return (neg, (field or 1) - bias - t, m)


def reencode(src, dst, x):
    d = decode_value(src, x)
    if d is None:
        return None
    return make(dst, *d)


# --------------------------------------------------------------------------
# Running mlir-opt
# --------------------------------------------------------------------------

def render(cases, offset):
    out = []
    for i, c in enumerate(cases):
        out.append(f"func.func @c{offset + i}() -> ({', '.join(c.types)}) {{")
        out.extend("  " + line for line in c.body)
        out.append(f"  return {', '.join(c.results)} : {', '.join(c.types)}")
        out.append("}")
    return "\n".join(out) + "\n"


FUNC_RE = re.compile(r"func\.func @c(\d+)\(\)")
CONST_RE = re.compile(r"(%[\w\-]+) = arith\.constant (\S+)")
RET_RE = re.compile(r"return (.*) :")


def run(mlir_opt, cases, offset):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(render(cases, offset))
        path = f.name
    try:
        p = subprocess.run([mlir_opt, "--canonicalize", path], capture_output=True, text=True)
    finally:
        os.unlink(path)
    if p.returncode != 0:
        return None
    results = {}
    cur, consts = None, {}
    for line in p.stdout.splitlines():
        m = FUNC_RE.search(line)
        if m:
            cur, consts = int(m.group(1)), {}
            continue
        m = CONST_RE.search(line)
        if m:
            consts[m.group(1)] = m.group(2)
            continue
        m = RET_RE.search(line)
        if m and cur is not None:
            names = [s.strip() for s in m.group(1).split(",")]
            results[cur] = [consts.get(n) for n in names]
    return results


def run_all(mlir_opt, cases, offset=0, crashes=None):
    """Runs cases, bisecting around crashes.  Returns {index: [literal|None]}."""
    res = run(mlir_opt, cases, offset)
    if res is not None:
        return res
    if len(cases) == 1:
        crashes.append(cases[0])
        return {}
    mid = len(cases) // 2
    out = run_all(mlir_opt, cases[:mid], offset, crashes)
    out.update(run_all(mlir_opt, cases[mid:], offset + mid, crashes))
    return out


def format_result(lit, kind):
    if lit is None:
        return "nofold"
    what, w = kind
    if lit in ("true", "false"):
        v = 1 if lit == "true" else 0
    else:
        v = int(lit)
    if what == "bits":
        return hexs(v & ((1 << w) - 1))
    if w == 1:
        return "true" if v & 1 else "false"
    return str(to_signed(v, w))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mlir-opt", default="mlir-opt-22")
    ap.add_argument("--seed", type=int, default=22)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    crashes = []
    for name, cases in [("int_cases.txt", int_cases(rng)), ("float_cases.txt", float_cases(rng))]:
        seen, uniq = set(), []
        for c in cases:
            if c.key not in seen:
                seen.add(c.key)
                uniq.append(c)
        res = run_all(args.mlir_opt, uniq, 0, crashes)
        lines = []
        for i, c in enumerate(uniq):
            if i not in res:
                continue
            outs = [format_result(l, k) for l, k in zip(res[i], c.result_kinds)]
            lines.append(f"{c.key} -> {' '.join(outs)}")
        with open(os.path.join(HERE, name), "w") as f:
            f.write(f"# Generated by gen_expected.py (seed {args.seed}) with {args.mlir_opt}.\n")
            f.write("\n".join(lines) + "\n")
        print(f"{name}: {len(lines)} cases", file=sys.stderr)
    crash_path = os.path.join(HERE, "crash_cases.txt")
    if crashes:
        with open(crash_path, "w") as f:
            f.write("# Cases on which mlir-opt crashed (not checked).\n")
            f.write("".join(c.key + "\n" for c in crashes))
    elif os.path.exists(crash_path):
        os.unlink(crash_path)
    print(f"crashes: {len(crashes)}", file=sys.stderr)


if __name__ == "__main__":
    main()
