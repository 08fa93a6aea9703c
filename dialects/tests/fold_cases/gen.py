#!/usr/bin/env python3
"""Generates the arith folding cases checked by dialects/tests/arith_fold.rs.

Every case is one `func.func @cN` in `cases.mlir` whose body applies arith
ops to constants and/or to the function's arguments and returns the results.
`mlir-opt-22 --canonicalize="enable-patterns=<none>"` runs the greedy driver
with folding only (no rewrite pattern is enabled), so the returned values
show exactly what MLIR 22's folders (and the driver's constant
materialization) made of the ops.  `expected.txt` records, per case, a
description of each returned value:

  %argN                   a function argument
  <attribute>             an `arith.constant` (e.g. `5 : i32`, `true`,
                          `dense<[1, 2]> : vector<2xi32>`)
  poison : <type>         a `ub.poison`
  name{pred}(d, ...)#k    any other op (`{pred}`: the predicate number of
                          cmpi/cmpf; `#k`: result k of a multi-result op),
                          applied to the descriptions of its operands

Usage: python3 gen.py [--mlir-opt mlir-opt-22] [--seed N]
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------


class Case:
    def __init__(self, label, args, body, rets):
        self.label = label  # human-readable key
        self.args = args  # [(name, type)]
        self.body = body  # lines
        self.rets = rets  # [(ssa, type)]

    def render(self, name):
        sig = ", ".join(f"%{n}: {t}" for n, t in self.args)
        rtypes = ", ".join(t for _, t in self.rets)
        lines = [f"// {self.label}", f"func.func @{name}({sig}) -> ({rtypes}) {{"]
        lines += ["  " + b for b in self.body]
        lines.append(f"  return {', '.join(s for s, _ in self.rets)} : {rtypes}")
        lines.append("}")
        return "\n".join(lines)


CASES = []


def add(label, body, rets, args=()):
    CASES.append(Case(label, list(args), body, rets))


# ---------------------------------------------------------------------------
# Literals
# ---------------------------------------------------------------------------


def width_of(t):
    return 64 if t == "index" else int(t[1:])


def signed(v, w):
    v &= (1 << w) - 1
    return v - (1 << w) if w and v >> (w - 1) else v


def ilit(v, t):
    w = width_of(t)
    if w == 1:
        return "true" if v & 1 else "false"
    return str(signed(v, w))


def iconst(name, v, t):
    if t == "i1":
        return f"%{name} = arith.constant {ilit(v, t)}"
    return f"%{name} = arith.constant {ilit(v, t)} : {t}"


def int_edges(w):
    m = (1 << w) - 1
    vals = {0, 1, m, 1 << (w - 1), (1 << (w - 1)) - 1}
    if w > 2:
        vals |= {2, 3, m - 1, (-7) & m, 7, (1 << (w - 1)) + 1}
    return sorted(vals)


def int_rand(rng, w):
    k = rng.randrange(3)
    if k == 0:
        return rng.getrandbits(w)
    if k == 1:
        return rng.randrange(-40, 40) & ((1 << w) - 1)
    return rng.choice(int_edges(w))


# Float formats: (exponent bits, mantissa bits) of the IEEE-like layouts.
FLOAT_LAYOUT = {"f16": (5, 10), "bf16": (8, 7), "f32": (8, 23), "f64": (11, 52),
                "f128": (15, 112), "f8E5M2": (5, 2)}


def fwidth(t):
    e, m = FLOAT_LAYOUT[t]
    return 1 + e + m


def fbits(t, sign, exp, mant):
    e, m = FLOAT_LAYOUT[t]
    return (sign << (e + m)) | (exp << m) | mant


def fspecial(t):
    """Named special values of an IEEE-like format, as bit patterns."""
    e, m = FLOAT_LAYOUT[t]
    bias = (1 << (e - 1)) - 1
    emax = (1 << e) - 1
    top = 1 << (m - 1)
    return {
        "+0": fbits(t, 0, 0, 0), "-0": fbits(t, 1, 0, 0),
        "1": fbits(t, 0, bias, 0), "-1": fbits(t, 1, bias, 0),
        "1.5": fbits(t, 0, bias, top), "-2.5": fbits(t, 1, bias + 1, top >> 1),
        "3": fbits(t, 0, bias + 1, top), "0.75": fbits(t, 0, bias - 1, top),
        "max": fbits(t, 0, emax - 1, (1 << m) - 1), "-max": fbits(t, 1, emax - 1, (1 << m) - 1),
        "minsub": fbits(t, 0, 0, 1), "-minsub": fbits(t, 1, 0, 1),
        "minnorm": fbits(t, 0, 1, 0),
        "inf": fbits(t, 0, emax, 0), "-inf": fbits(t, 1, emax, 0),
        "nan": fbits(t, 0, emax, top), "-nan": fbits(t, 1, emax, top),
        "snan": fbits(t, 0, emax, 1), "nanpay": fbits(t, 0, emax, top | 5 if m > 3 else top | 1),
    }


def flit(bits, t):
    digits = (fwidth(t) + 3) // 4
    return f"0x{bits:0{digits}X}"


def fconst(name, bits, t):
    return f"%{name} = arith.constant {flit(bits, t)} : {t}"


def shaped(shape_kind, n, elem):
    if shape_kind == "vector":
        return f"vector<{n}x{elem}>"
    if shape_kind == "tensor" and n == 4:
        return f"tensor<2x2x{elem}>"
    return f"tensor<{n}x{elem}>"


def dense_lit(items, ty):
    """`dense<...>` of element literal strings for `ty`; one item = splat."""
    if len(items) == 1:
        return f"dense<{items[0]}> : {ty}"
    if ty.startswith("tensor<2x2x"):
        return f"dense<[[{items[0]}, {items[1]}], [{items[2]}, {items[3]}]]> : {ty}"
    return f"dense<[{', '.join(items)}]> : {ty}"


# ---------------------------------------------------------------------------
# Integer ops
# ---------------------------------------------------------------------------

INT_BINARY = ["addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi", "floordivsi",
              "remui", "remsi", "andi", "ori", "xori", "maxsi", "maxui", "minsi", "minui",
              "shli", "shrui", "shrsi"]
INT_TYPES = ["i1", "i8", "i64", "i128", "index"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
        "ule", "une", "uno", "true"]


def int_pairs(rng, op, w, n):
    if w == 1:
        return [(a, b) for a in (0, 1) for b in (0, 1)]
    m = (1 << w) - 1
    forced = {(5, 0), (m, 1), (1 << (w - 1), m), (7, 2), ((-7) & m, 2)}
    if op.startswith("sh"):
        forced |= {(m, w - 1), (5, w), (5, w + 1), (1 << (w - 1), 1), (3, m)}
    pairs = set(forced)
    edges = int_edges(w)
    while len(pairs) < n:
        if rng.random() < 0.5:
            pairs.add((rng.choice(edges), rng.choice(edges)))
        else:
            pairs.add((int_rand(rng, w), int_rand(rng, w)))
    return sorted(pairs)


def int_scalar_cases(rng):
    for op in INT_BINARY:
        for t in INT_TYPES:
            w = width_of(t)
            for a, b in int_pairs(rng, op, w, 10):
                add(f"{op} {t} {ilit(a, t)} {ilit(b, t)}",
                    [iconst("a", a, t), iconst("b", b, t), f"%r = arith.{op} %a, %b : {t}"],
                    [("%r", t)])
    for pred in CMPI:
        for t in INT_TYPES:
            w = width_of(t)
            for a, b in int_pairs(rng, "cmpi", w, 4):
                add(f"cmpi {pred} {t} {ilit(a, t)} {ilit(b, t)}",
                    [iconst("a", a, t), iconst("b", b, t), f"%r = arith.cmpi {pred}, %a, %b : {t}"],
                    [("%r", "i1")])
    for op in ["addui_extended", "mulsi_extended", "mului_extended"]:
        for t in INT_TYPES:
            w = width_of(t)
            for a, b in int_pairs(rng, op, w, 6):
                types = f"{t}, i1" if op == "addui_extended" else t
                rt = "i1" if op == "addui_extended" else t
                add(f"{op} {t} {ilit(a, t)} {ilit(b, t)}",
                    [iconst("a", a, t), iconst("b", b, t), f"%r:2 = arith.{op} %a, %b : {types}"],
                    [("%r#0", t), ("%r#1", rt)])


def int_dense_vals(rng, w, n, avoid_zero=False):
    out = []
    for _ in range(n):
        v = int_rand(rng, w)
        if avoid_zero and v == 0:
            v = 3 & ((1 << w) - 1) or 1
        out.append(v)
    return out


def int_dense_cases(rng):
    combos = [("splat", "splat"), ("splat", "dense"), ("dense", "splat"), ("dense", "dense")]
    for op in INT_BINARY + ["cmpi"]:
        for elem in ["i1", "i8", "i32", "i128", "index"]:
            w = width_of(elem)
            for kind in ["vector", "tensor"]:
                ty = shaped(kind, 4, elem)
                for ca, cb in combos:
                    a = int_dense_vals(rng, w, 1 if ca == "splat" else 4)
                    b = int_dense_vals(rng, w, 1 if cb == "splat" else 4,
                                       avoid_zero=op.startswith(("div", "ceil", "floor", "rem")))
                    if op.startswith("sh"):
                        b = [rng.randrange(0, w) for _ in b]
                    la = dense_lit([ilit(x, elem) for x in a], ty)
                    lb = dense_lit([ilit(x, elem) for x in b], ty)
                    if op == "cmpi":
                        pred = rng.choice(CMPI)
                        rty = shaped(kind, 4, "i1")
                        line = f"%r = arith.cmpi {pred}, %a, %b : {ty}"
                    else:
                        rty = ty
                        line = f"%r = arith.{op} %a, %b : {ty}"
                    add(f"{op} {ty} {ca}x{cb}",
                        [f"%a = arith.constant {la}", f"%b = arith.constant {lb}", line],
                        [("%r", rty)])
    # Failing elements: division by zero / overflow / shift amounts, first or
    # last; MLIR 22 keeps only the last element's status for floordivsi and
    # the shifts.
    for elem in ["i8", "i32", "i64"]:
        w = width_of(elem)
        ty = f"vector<2x{elem}>"
        mn = 1 << (w - 1)
        m = (1 << w) - 1
        special = {
            "divui": [([7, 9], [0, 2]), ([7, 9], [2, 0])],
            "divsi": [([7, 9], [0, 2]), ([mn, 9], [m, 2]), ([9, mn], [2, m])],
            "ceildivui": [([7, 9], [0, 2]), ([m, 9], [2, 2])],
            "ceildivsi": [([7, 9], [0, 2]), ([mn, 9], [1, 2]), ([9, mn], [2, 3]), ([mn, 9], [m, 2])],
            "floordivsi": [([1, 5], [0, 2]), ([5, 1], [2, 0]), ([mn, 5], [m, 2]), ([5, mn], [2, m])],
            "remui": [([7, 9], [0, 2]), ([7, 9], [2, 0])],
            "remsi": [([7, 9], [0, 2]), ([mn, 9], [m, 2])],
            "shli": [([1, 5], [w, 1]), ([1, 5], [1, w]), ([1, 5], [w + 3, w - 1])],
            "shrui": [([m, 5], [w, 1]), ([m, 5], [1, w])],
            "shrsi": [([mn, 5], [w, 1]), ([mn, 5], [1, w])],
        }
        for op, pairs in special.items():
            for a, b in pairs:
                la = dense_lit([ilit(x, elem) for x in a], ty)
                lb = dense_lit([ilit(x, elem) for x in b], ty)
                add(f"{op} {ty} failing element {a} {b}",
                    [f"%a = arith.constant {la}", f"%b = arith.constant {lb}",
                     f"%r = arith.{op} %a, %b : {ty}"],
                    [("%r", ty)])
    for op in ["addui_extended", "mulsi_extended", "mului_extended"]:
        for elem in ["i8", "i64"]:
            w = width_of(elem)
            for kind in ["vector", "tensor"]:
                ty = shaped(kind, 4, elem)
                for ca, cb in combos:
                    a = int_dense_vals(rng, w, 1 if ca == "splat" else 4)
                    b = int_dense_vals(rng, w, 1 if cb == "splat" else 4)
                    la = dense_lit([ilit(x, elem) for x in a], ty)
                    lb = dense_lit([ilit(x, elem) for x in b], ty)
                    i1t = shaped(kind, 4, "i1")
                    types = f"{ty}, {i1t}" if op == "addui_extended" else ty
                    rt = i1t if op == "addui_extended" else ty
                    add(f"{op} {ty} {ca}x{cb}",
                        [f"%a = arith.constant {la}", f"%b = arith.constant {lb}",
                         f"%r:2 = arith.{op} %a, %b : {types}"],
                        [("%r#0", ty), ("%r#1", rt)])


# ---------------------------------------------------------------------------
# Float ops
# ---------------------------------------------------------------------------

FLOAT_BINARY = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"]
FLOAT_TYPES = ["f16", "bf16", "f32", "f64"]


def float_cases(rng):
    for t in FLOAT_TYPES + ["f128", "f8E5M2"]:
        sp = fspecial(t)
        names = list(sp)
        few = t in ("f128", "f8E5M2")
        for op in FLOAT_BINARY:
            pairs = {("1.5", "-0"), ("snan", "-0"), ("snan", "+0"), ("3", "1"), ("snan", "1"),
                     ("nan", "-inf"), ("snan", "-inf"), ("snan", "inf"), ("1", "nan"),
                     ("snan", "nan"), ("-0", "+0"), ("+0", "-0"), ("inf", "-inf"), ("1", "+0"),
                     ("max", "max"), ("minsub", "0.75")}
            n = 12 if few else 24
            while len(pairs) < n:
                pairs.add((rng.choice(names), rng.choice(names)))
            for x, y in sorted(pairs):
                add(f"{op} {t} {x} {y}",
                    [fconst("a", sp[x], t), fconst("b", sp[y], t), f"%r = arith.{op} %a, %b : {t}"],
                    [("%r", t)])
        for pred in CMPF:
            pairs = {("nan", "1"), ("1", "nan"), ("-0", "+0"), ("1", "3")}
            while len(pairs) < (4 if few else 5):
                pairs.add((rng.choice(names), rng.choice(names)))
            for x, y in sorted(pairs):
                add(f"cmpf {pred} {t} {x} {y}",
                    [fconst("a", sp[x], t), fconst("b", sp[y], t),
                     f"%r = arith.cmpf {pred}, %a, %b : {t}"],
                    [("%r", "i1")])
        for x in names:
            add(f"negf {t} {x}", [fconst("a", sp[x], t), f"%r = arith.negf %a : {t}"], [("%r", t)])
    # Dense float operands.
    combos = [("splat", "splat"), ("splat", "dense"), ("dense", "splat"), ("dense", "dense")]
    for t in FLOAT_TYPES:
        sp = fspecial(t)
        names = list(sp)
        for op in FLOAT_BINARY + ["cmpf"]:
            for kind in ["vector", "tensor"]:
                ty = shaped(kind, 4, t)
                for ca, cb in combos:
                    a = [rng.choice(names) for _ in range(1 if ca == "splat" else 4)]
                    b = [rng.choice(names) for _ in range(1 if cb == "splat" else 4)]
                    la = dense_lit([flit(sp[x], t) for x in a], ty)
                    lb = dense_lit([flit(sp[x], t) for x in b], ty)
                    if op == "cmpf":
                        pred = rng.choice(CMPF)
                        line = f"%r = arith.cmpf {pred}, %a, %b : {ty}"
                        rty = shaped(kind, 4, "i1")
                    else:
                        line = f"%r = arith.{op} %a, %b : {ty}"
                        rty = ty
                    add(f"{op} {ty} {ca}x{cb} {a} {b}",
                        [f"%a = arith.constant {la}", f"%b = arith.constant {lb}", line],
                        [("%r", rty)])
        # Shortcut operands as splats vs. as elements of a non-splat.
        for op, ident in [("addf", "-0"), ("subf", "+0"), ("mulf", "1"), ("divf", "1"),
                          ("maximumf", "-inf"), ("minimumf", "inf"), ("maxnumf", "nan"),
                          ("minnumf", "nan")]:
            ty = f"vector<2x{t}>"
            la = dense_lit([flit(sp["snan"], t), flit(sp["1.5"], t)], ty)
            for rhs in ([ident], [ident, ident if ident != "nan" else "-nan"], [ident, "3"]):
                lb = dense_lit([flit(sp[x], t) for x in rhs], ty)
                add(f"{op} {ty} sNaN lhs, rhs {rhs}",
                    [f"%a = arith.constant {la}", f"%b = arith.constant {lb}",
                     f"%r = arith.{op} %a, %b : {ty}"],
                    [("%r", ty)])
        for kind in ["vector", "tensor"]:
            ty = shaped(kind, 4, t)
            for c in ["splat", "dense"]:
                a = [rng.choice(names) for _ in range(1 if c == "splat" else 4)]
                add(f"negf {ty} {c} {a}",
                    [f"%a = arith.constant {dense_lit([flit(sp[x], t) for x in a], ty)}",
                     f"%r = arith.negf %a : {ty}"],
                    [("%r", ty)])


# ---------------------------------------------------------------------------
# Casts
# ---------------------------------------------------------------------------


def cast_cases(rng):
    int_casts = [("extui", "i1", "i8"), ("extui", "i8", "i64"), ("extui", "i64", "i128"),
                 ("extsi", "i1", "i8"), ("extsi", "i8", "i64"), ("extsi", "i64", "i128"),
                 ("trunci", "i8", "i1"), ("trunci", "i64", "i8"), ("trunci", "i128", "i64"),
                 ("index_cast", "i8", "index"), ("index_cast", "index", "i8"),
                 ("index_cast", "i128", "index"), ("index_cast", "index", "i128"),
                 ("index_cast", "i1", "index"),
                 ("index_castui", "i8", "index"), ("index_castui", "index", "i8"),
                 ("index_castui", "i128", "index"), ("index_castui", "index", "i128"),
                 ("index_castui", "i1", "index")]
    for op, src, dst in int_casts:
        w = width_of(src)
        for v in int_edges(w) if w > 1 else [0, 1]:
            add(f"{op} {src} {dst} {ilit(v, src)}",
                [iconst("a", v, src), f"%r = arith.{op} %a : {src} to {dst}"], [("%r", dst)])
        if "index" in (src, dst):
            continue
        for kind in ["vector", "tensor"]:
            st, dt = shaped(kind, 4, src), shaped(kind, 4, dst)
            for n in (1, 4):
                vals = int_dense_vals(rng, w, n)
                add(f"{op} {st} {dt} {n}",
                    [f"%a = arith.constant {dense_lit([ilit(x, src) for x in vals], st)}",
                     f"%r = arith.{op} %a : {st} to {dt}"], [("%r", dt)])
    for op in ["uitofp", "sitofp"]:
        for src in ["i1", "i8", "i64", "i128"]:
            w = width_of(src)
            for dst in ["f16", "bf16", "f64", "f8E5M2"]:
                vals = int_edges(w) if w > 1 else [0, 1]
                vals = sorted(set(vals) | {rng.getrandbits(w)})
                for v in vals:
                    add(f"{op} {src} {dst} {ilit(v, src)}",
                        [iconst("a", v, src), f"%r = arith.{op} %a : {src} to {dst}"],
                        [("%r", dst)])
        st, dt = "vector<4xi32>", "vector<4xf32>"
        for n in (1, 4):
            vals = int_dense_vals(rng, 32, n)
            add(f"{op} {st} {n}",
                [f"%a = arith.constant {dense_lit([ilit(x, 'i32') for x in vals], st)}",
                 f"%r = arith.{op} %a : {st} to {dt}"], [("%r", dt)])
    for op in ["fptoui", "fptosi"]:
        for src in ["f16", "bf16", "f64"]:
            sp = fspecial(src)
            extra = {"-0.5": None, "255.5": None, "-128": None, "300": None, "2^63": None}
            for dst in ["i1", "i8", "i64", "i128"]:
                for name, bits in sp.items():
                    add(f"{op} {src} {dst} {name}",
                        [fconst("a", bits, src), f"%r = arith.{op} %a : {src} to {dst}"],
                        [("%r", dst)])
                for txt in extra:
                    val = {"-0.5": "-5.000000e-01", "255.5": "2.555000e+02", "-128": "-1.280000e+02",
                           "300": "3.000000e+02", "2^63": "9.2233720368547758E+18"}[txt]
                    if src == "f16" and txt == "2^63":
                        continue
                    add(f"{op} {src} {dst} {txt}",
                        [f"%a = arith.constant {val} : {src}", f"%r = arith.{op} %a : {src} to {dst}"],
                        [("%r", dst)])
        st, dt = "vector<2xf32>", "vector<2xi8>"
        for vals in (["1.5", "-2.5"], ["1.5", "nan"], ["nan", "1.5"], ["3"]):
            sp = fspecial("f32")
            add(f"{op} {st} {vals}",
                [f"%a = arith.constant {dense_lit([flit(sp[x], 'f32') for x in vals], st)}",
                 f"%r = arith.{op} %a : {st} to {dt}"], [("%r", dt)])
    fcasts = [("extf", "f16", "f32"), ("extf", "bf16", "f32"), ("extf", "f32", "f64"),
              ("extf", "f8E5M2", "f16"), ("extf", "f64", "f128"), ("extf", "f16", "f64"),
              ("truncf", "f32", "f16"), ("truncf", "f32", "bf16"), ("truncf", "f64", "f32"),
              ("truncf", "f128", "f64"), ("truncf", "f16", "f8E5M2"), ("truncf", "f64", "f16")]
    for op, src, dst in fcasts:
        sp = fspecial(src)
        for name, bits in sp.items():
            add(f"{op} {src} {dst} {name}",
                [fconst("a", bits, src), f"%r = arith.{op} %a : {src} to {dst}"], [("%r", dst)])
        add(f"{op} {src} {dst} 0.1",
            [f"%a = arith.constant 1.000000e-01 : {src}", f"%r = arith.{op} %a : {src} to {dst}"],
            [("%r", dst)])
    for rm in ["to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"]:
        for val in ["1.000000e-01", "1.500000e+00", "6.550400e+04", "7.000000e+04"]:
            add(f"truncf {rm} f32 f16 {val}",
                [f"%a = arith.constant {val} : f32", f"%r = arith.truncf %a {rm} : f32 to f16"],
                [("%r", "f16")])
    sp = fspecial("f32")
    for vals in (["1.5", "3"], ["1.5", "nan"], ["max", "1"], ["1"]):
        st, dt = "vector<2xf32>", "vector<2xf16>"
        add(f"truncf {st} {vals}",
            [f"%a = arith.constant {dense_lit([flit(sp[x], 'f32') for x in vals], st)}",
             f"%r = arith.truncf %a : {st} to {dt}"], [("%r", dt)])
        add(f"extf {st} {vals}",
            [f"%a = arith.constant {dense_lit([flit(sp[x], 'f32') for x in vals], st)}",
             f"%r = arith.extf %a : {st} to vector<2xf64>"], [("%r", "vector<2xf64>")])
    bitcasts = [("i32", "f32"), ("f32", "i32"), ("f16", "i16"), ("i16", "bf16"), ("f16", "bf16"),
                ("i64", "f64"), ("f64", "i64"), ("i32", "i32")]
    for src, dst in bitcasts:
        for v in [0, 1, 0x3F800000 & ((1 << width_of(src if src[0] == 'i' else 'i' + str(fwidth(src)))) - 1),
                  (1 << 15) | 0x7C01]:
            sw = width_of(src) if src[0] == "i" else fwidth(src)
            v &= (1 << sw) - 1
            lit = iconst("a", v, src) if src[0] == "i" else fconst("a", v, src)
            add(f"bitcast {src} {dst} {v:#x}", [lit, f"%r = arith.bitcast %a : {src} to {dst}"],
                [("%r", dst)])
    for st, dt, lit in [("vector<2xi32>", "vector<2xf32>", "dense<[1, 1065353216]>"),
                        ("vector<2xf32>", "vector<2xi32>", "dense<1.0>"),
                        ("tensor<2x2xi16>", "tensor<2x2xf16>", "dense<[[1, 2], [15360, -1]]>"),
                        ("tensor<3xbf16>", "tensor<3xf16>", "dense<[1.0, 2.0, -0.0]>")]:
        add(f"bitcast {st} {dt}", [f"%a = arith.constant {lit} : {st}",
                                  f"%r = arith.bitcast %a : {st} to {dt}"], [("%r", dt)])


# ---------------------------------------------------------------------------
# Select
# ---------------------------------------------------------------------------


def select_cases(rng):
    for c in (0, 1):
        add(f"select {c} consts",
            [iconst("c", c, "i1"), iconst("a", 3, "i32"), iconst("b", 4, "i32"),
             "%r = arith.select %c, %a, %b : i32"], [("%r", "i32")])
    ty, cty = "vector<4xi32>", "vector<4xi1>"
    for cond in (["true"], ["false"], ["true", "false", "false", "true"]):
        for a, b in ((["1", "2", "3", "4"], ["5"]), (["7"], ["8"]), (["1", "2", "3", "4"], ["5", "6", "7", "8"])):
            add(f"select dense {cond} {a} {b}",
                [f"%c = arith.constant {dense_lit(cond, cty)}",
                 f"%a = arith.constant {dense_lit(a, ty)}", f"%b = arith.constant {dense_lit(b, ty)}",
                 f"%r = arith.select %c, %a, %b : {cty}, {ty}"], [("%r", ty)])
    fty, fcty = "tensor<2x2xf32>", "tensor<2x2xi1>"
    add("select dense f32",
        [f"%c = arith.constant {dense_lit(['true', 'false', 'true', 'false'], fcty)}",
         f"%a = arith.constant {dense_lit(['1.0', '2.0', '3.0', '4.0'], fty)}",
         f"%b = arith.constant {dense_lit(['-0.0'], fty)}",
         f"%r = arith.select %c, %a, %b : {fcty}, {fty}"], [("%r", fty)])
    cty2 = "tensor<2xcomplex<f32>>"
    add("select dense complex",
        ["%c = arith.constant dense<[true, false]> : tensor<2xi1>",
         f"%a = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : {cty2}",
         f"%b = arith.constant dense<(5.0, -0.0)> : {cty2}",
         f"%r = arith.select %c, %a, %b : tensor<2xi1>, {cty2}"], [("%r", cty2)])
    add("select dense cond, one non-constant branch",
        [f"%c = arith.constant {dense_lit(['true', 'false', 'true', 'false'], cty)}",
         f"%b = arith.constant {dense_lit(['5'], ty)}",
         f"%r = arith.select %c, %x, %b : {cty}, {ty}"], [("%r", ty)], args=[("x", ty)])
    add("select scalar true cond on vectors",
        ["%c = arith.constant true", f"%b = arith.constant {dense_lit(['5'], ty)}",
         f"%r = arith.select %c, %x, %b : {ty}"], [("%r", ty)], args=[("x", ty)])


# ---------------------------------------------------------------------------
# Identity folds on non-constant values
# ---------------------------------------------------------------------------


def identity_cases():
    T = "i32"

    def c(label, body, rets, args):
        add(label, body, rets, args)

    xy = [("x", T), ("y", T)]
    # addi / subi / muli
    c("addi x 0", [iconst("z", 0, T), "%r = arith.addi %x, %z : i32"], [("%r", T)], xy)
    c("addi 0 x (no fold)", [iconst("z", 0, T), "%r = arith.addi %z, %x : i32"], [("%r", T)], xy)
    c("addi subi(a,b) b", ["%s = arith.subi %x, %y : i32", "%r = arith.addi %s, %y : i32"], [("%r", T)], xy)
    c("addi b subi(a,b)", ["%s = arith.subi %x, %y : i32", "%r = arith.addi %y, %s : i32"], [("%r", T)], xy)
    c("addi subi(a,b) a (no fold)", ["%s = arith.subi %x, %y : i32", "%r = arith.addi %s, %x : i32"], [("%r", T)], xy)
    c("addi x splat0", ["%z = arith.constant dense<0> : vector<4xi32>", "%r = arith.addi %x, %z : vector<4xi32>"],
      [("%r", "vector<4xi32>")], [("x", "vector<4xi32>")])
    for ty in ["vector<4xi32>", "tensor<?xi32>", "tensor<*xi32>"]:
        c(f"subi x x {ty}", [f"%r = arith.subi %x, %x : {ty}"], [("%r", ty)], [("x", ty)])
        c(f"xori x x {ty}", [f"%r = arith.xori %x, %x : {ty}"], [("%r", ty)], [("x", ty)])
        i1ty = ty.replace("i32", "i1")
        for p in ["eq", "ne", "slt", "uge"]:
            c(f"cmpi {p} x x {ty}", [f"%r = arith.cmpi {p}, %x, %x : {ty}"], [("%r", i1ty)], [("x", ty)])
    c("addi x dense<[0,1]> (no fold)", ["%z = arith.constant dense<[0, 1]> : vector<2xi32>",
                                        "%r = arith.addi %x, %z : vector<2xi32>"],
      [("%r", "vector<2xi32>")], [("x", "vector<2xi32>")])
    c("subi x x index", ["%r = arith.subi %x, %x : index"], [("%r", "index")], [("x", "index")])
    c("subi x 0", [iconst("z", 0, T), "%r = arith.subi %x, %z : i32"], [("%r", T)], xy)
    c("subi 0 x (no fold)", [iconst("z", 0, T), "%r = arith.subi %z, %x : i32"], [("%r", T)], xy)
    c("subi addi(a,b) b", ["%s = arith.addi %x, %y : i32", "%r = arith.subi %s, %y : i32"], [("%r", T)], xy)
    c("subi addi(a,b) a", ["%s = arith.addi %x, %y : i32", "%r = arith.subi %s, %x : i32"], [("%r", T)], xy)
    c("subi b addi(a,b) (no fold)", ["%s = arith.addi %x, %y : i32", "%r = arith.subi %y, %s : i32"], [("%r", T)], xy)
    c("muli x 0", [iconst("z", 0, T), "%r = arith.muli %x, %z : i32"], [("%r", T)], xy)
    c("muli x 1", [iconst("z", 1, T), "%r = arith.muli %x, %z : i32"], [("%r", T)], xy)
    c("muli 1 x (no fold)", [iconst("z", 1, T), "%r = arith.muli %z, %x : i32"], [("%r", T)], xy)
    c("muli x -1 (no fold)", [iconst("z", -1, T), "%r = arith.muli %x, %z : i32"], [("%r", T)], xy)
    c("muli i1 x true", ["%z = arith.constant true", "%r = arith.muli %x, %z : i1"], [("%r", "i1")], [("x", "i1")])
    # divisions
    for op in ["divui", "divsi", "ceildivui", "ceildivsi", "floordivsi", "remui", "remsi"]:
        c(f"{op} x 1", [iconst("o", 1, T), f"%r = arith.{op} %x, %o : i32"], [("%r", T)], xy)
        c(f"{op} x -1", [iconst("o", -1, T), f"%r = arith.{op} %x, %o : i32"], [("%r", T)], xy)
        c(f"{op} x 0 (no fold)", [iconst("o", 0, T), f"%r = arith.{op} %x, %o : i32"], [("%r", T)], xy)
        c(f"{op} 0 x (no fold)", [iconst("o", 0, T), f"%r = arith.{op} %o, %x : i32"], [("%r", T)], xy)
        c(f"{op} x x (no fold)", [f"%r = arith.{op} %x, %x : i32"], [("%r", T)], xy)
        c(f"{op} i1 x true", ["%o = arith.constant true", f"%r = arith.{op} %x, %o : i1"], [("%r", "i1")], [("x", "i1")])
        c(f"{op} x splat1", ["%o = arith.constant dense<1> : vector<2xi32>",
                             f"%r = arith.{op} %x, %o : vector<2xi32>"],
          [("%r", "vector<2xi32>")], [("x", "vector<2xi32>")])
    for flags in ["", " overflow<nuw>", " overflow<nsw>", " overflow<nsw, nuw>"]:
        for div in ["divui", "divsi"]:
            c(f"{div} muli{flags}(a,b) b", [f"%m = arith.muli %x, %y{flags} : i32", f"%r = arith.{div} %m, %y : i32"], [("%r", T)], xy)
            c(f"{div} muli{flags}(a,b) a", [f"%m = arith.muli %x, %y{flags} : i32", f"%r = arith.{div} %m, %x : i32"], [("%r", T)], xy)
        c(f"ceildivui muli{flags}(a,b) b (no fold)", [f"%m = arith.muli %x, %y{flags} : i32", "%r = arith.ceildivui %m, %y : i32"], [("%r", T)], xy)
    # bitwise
    for v in [0, -1]:
        for op in ["andi", "ori", "xori"]:
            c(f"{op} x {v}", [iconst("k", v, T), f"%r = arith.{op} %x, %k : i32"], [("%r", T)], xy)
            c(f"{op} {v} x (no fold)", [iconst("k", v, T), f"%r = arith.{op} %k, %x : i32"], [("%r", T)], xy)
            c(f"{op} x splat{v}", [f"%k = arith.constant dense<{v}> : vector<2xi32>",
                                   f"%r = arith.{op} %x, %k : vector<2xi32>"],
              [("%r", "vector<2xi32>")], [("x", "vector<2xi32>")])
    for op in ["andi", "ori", "xori"]:
        c(f"{op} x x", [f"%r = arith.{op} %x, %x : i32"], [("%r", T)], xy)
        c(f"{op} x x i1", [f"%r = arith.{op} %x, %x : i1"], [("%r", "i1")], [("x", "i1")])
        c(f"{op} x x vector", [f"%r = arith.{op} %x, %x : vector<2xi32>"], [("%r", "vector<2xi32>")], [("x", "vector<2xi32>")])
        for nm, notx in [("xori(x,-1)", "%n = arith.xori %x, %m1 : i32"), ("xori(-1,x)", "%n = arith.xori %m1, %x : i32"),
                         ("xori(x,5)", "%n = arith.xori %x, %c5 : i32"), ("xori(y,-1)", "%n = arith.xori %y, %m1 : i32")]:
            base = [iconst("m1", -1, T), iconst("c5", 5, T), notx]
            c(f"{op} x {nm}", base + [f"%r = arith.{op} %x, %n : i32"], [("%r", T)], xy)
            c(f"{op} {nm} x", base + [f"%r = arith.{op} %n, %x : i32"], [("%r", T)], xy)
    xyz = xy + [("z", T)]
    for inner in ["%x, %y", "%y, %x"]:
        for outer in ["%x, %a", "%a, %x", "%y, %a", "%a, %y", "%z, %a", "%a, %z"]:
            c(f"andi {outer} with a=andi({inner})", [f"%a = arith.andi {inner} : i32", f"%r = arith.andi {outer} : i32"], [("%r", T)], xyz)
    for inner in ["%x, %y", "%y, %x"]:
        for outer in ["%a, %y", "%a, %x", "%y, %a", "%x, %a", "%a, %z"]:
            c(f"xori {outer} with a=xori({inner})", [f"%a = arith.xori {inner} : i32", f"%r = arith.xori {outer} : i32"], [("%r", T)], xyz)
    c("ori i1 x not(x)", ["%t = arith.constant true", "%n = arith.xori %x, %t : i1", "%r = arith.ori %x, %n : i1"], [("%r", "i1")], [("x", "i1")])
    c("andi vector x not(x)", ["%t = arith.constant dense<-1> : vector<2xi32>", "%n = arith.xori %x, %t : vector<2xi32>",
                               "%r = arith.andi %x, %n : vector<2xi32>"], [("%r", "vector<2xi32>")], [("x", "vector<2xi32>")])
    # shifts
    for op in ["shli", "shrui", "shrsi"]:
        c(f"{op} x 0", [iconst("k", 0, T), f"%r = arith.{op} %x, %k : i32"], [("%r", T)], xy)
        c(f"{op} 0 x (no fold)", [iconst("k", 0, T), f"%r = arith.{op} %k, %x : i32"], [("%r", T)], xy)
        c(f"{op} x 32 (no fold)", [iconst("k", 32, T), f"%r = arith.{op} %x, %k : i32"], [("%r", T)], xy)
    # min / max
    for op in ["maxsi", "maxui", "minsi", "minui"]:
        c(f"{op} x x", [f"%r = arith.{op} %x, %x : i32"], [("%r", T)], xy)
        for t in ["i32", "i1", "vector<2xi8>"]:
            elem = "i8" if t.startswith("vector") else t
            w = width_of(elem)
            for name, v in [("0", 0), ("-1", -1), ("smin", 1 << (w - 1)), ("smax", (1 << (w - 1)) - 1), ("5", 5)]:
                if t.startswith("vector"):
                    k = f"%k = arith.constant dense<{ilit(v, elem)}> : {t}"
                else:
                    k = iconst("k", v, t)
                c(f"{op} {t} x {name}", [k, f"%r = arith.{op} %x, %k : {t}"], [("%r", t)], [("x", t)])
                c(f"{op} {t} {name} x", [k, f"%r = arith.{op} %k, %x : {t}"], [("%r", t)], [("x", t)])
    # floats
    F = "f32"
    fx = [("x", F), ("y", F)]
    sp = fspecial(F)
    for op in FLOAT_BINARY:
        c(f"{op} x x", [f"%r = arith.{op} %x, %x : f32"], [("%r", F)], fx)
        for name in ["+0", "-0", "1", "-1", "inf", "-inf", "nan", "-nan", "snan"]:
            c(f"{op} x {name}", [fconst("k", sp[name], F), f"%r = arith.{op} %x, %k : f32"], [("%r", F)], fx)
            c(f"{op} {name} x", [fconst("k", sp[name], F), f"%r = arith.{op} %k, %x : f32"], [("%r", F)], fx)
    for fm in ["", " fastmath<nnan>", " fastmath<nsz>", " fastmath<nnan,nsz>", " fastmath<fast>"]:
        for z in ["+0", "-0"]:
            c(f"mulf x {z}{fm}", [fconst("k", sp[z], F), f"%r = arith.mulf %x, %k{fm} : f32"], [("%r", F)], fx)
        c(f"mulf x splat0{fm}", ["%k = arith.constant dense<0.0> : vector<2xf32>",
                                f"%r = arith.mulf %x, %k{fm} : vector<2xf32>"],
          [("%r", "vector<2xf32>")], [("x", "vector<2xf32>")])
    for op, k in [("addf", "-0.0"), ("subf", "0.0"), ("mulf", "1.0"), ("divf", "1.0"), ("maximumf", "0xFF800000"),
                  ("minimumf", "0x7F800000"), ("maxnumf", "0x7FC00000"), ("minnumf", "0x7FC00000")]:
        c(f"{op} x splat {k}", [f"%k = arith.constant dense<{k}> : vector<2xf32>",
                                f"%r = arith.{op} %x, %k : vector<2xf32>"],
          [("%r", "vector<2xf32>")], [("x", "vector<2xf32>")])
    c("negf negf x", ["%a = arith.negf %x : f32", "%r = arith.negf %a : f32"], [("%r", F)], fx)
    c("negf negf negf x", ["%a = arith.negf %x : f32", "%b = arith.negf %a : f32", "%r = arith.negf %b : f32"], [("%r", F)], fx)
    for pred in CMPF:
        for k in ["nan", "snan", "1"]:
            c(f"cmpf {pred} x {k}", [fconst("k", sp[k], F), f"%r = arith.cmpf {pred}, %x, %k : f32"], [("%r", "i1")], fx)
            c(f"cmpf {pred} {k} x", [fconst("k", sp[k], F), f"%r = arith.cmpf {pred}, %k, %x : f32"], [("%r", "i1")], fx)
        c(f"cmpf {pred} x x", [f"%r = arith.cmpf {pred}, %x, %x : f32"], [("%r", "i1")], fx)
    c("cmpf vector nan splat (no fold)", ["%k = arith.constant dense<0x7FC00000> : vector<2xf32>",
                                          "%r = arith.cmpf olt, %x, %k : vector<2xf32>"],
      [("%r", "vector<2xi1>")], [("x", "vector<2xf32>")])
    # casts
    c("extui extui", ["%a = arith.extui %x : i8 to i16", "%r = arith.extui %a : i16 to i64"], [("%r", "i64")], [("x", "i8")])
    c("extsi extsi", ["%a = arith.extsi %x : i8 to i16", "%r = arith.extsi %a : i16 to i64"], [("%r", "i64")], [("x", "i8")])
    c("extsi extui (no fold)", ["%a = arith.extui %x : i8 to i16", "%r = arith.extsi %a : i16 to i64"], [("%r", "i64")], [("x", "i8")])
    c("extui extsi (no fold)", ["%a = arith.extsi %x : i8 to i16", "%r = arith.extui %a : i16 to i64"], [("%r", "i64")], [("x", "i8")])
    c("extui extui extui", ["%a = arith.extui %x : i8 to i16", "%b = arith.extui %a : i16 to i32",
                            "%r = arith.extui %b : i32 to i64"], [("%r", "i64")], [("x", "i8")])
    for ext in ["extui", "extsi"]:
        c(f"trunci {ext} wider src", [f"%a = arith.{ext} %x : i32 to i64", "%r = arith.trunci %a : i64 to i16"], [("%r", "i16")], [("x", "i32")])
        c(f"trunci {ext} same", [f"%a = arith.{ext} %x : i16 to i64", "%r = arith.trunci %a : i64 to i16"], [("%r", "i16")], [("x", "i16")])
        c(f"trunci {ext} narrower src (no fold)", [f"%a = arith.{ext} %x : i8 to i64", "%r = arith.trunci %a : i64 to i16"], [("%r", "i16")], [("x", "i8")])
        c(f"trunci {ext} vector same", [f"%a = arith.{ext} %x : vector<2xi16> to vector<2xi64>",
                                        "%r = arith.trunci %a : vector<2xi64> to vector<2xi16>"],
          [("%r", "vector<2xi16>")], [("x", "vector<2xi16>")])
    c("trunci trunci", ["%a = arith.trunci %x : i64 to i32", "%r = arith.trunci %a : i32 to i8"], [("%r", "i8")], [("x", "i64")])
    c("trunci trunci extui", ["%e = arith.extui %x : i32 to i64", "%a = arith.trunci %e : i64 to i16",
                              "%r = arith.trunci %a : i16 to i8"], [("%r", "i8")], [("x", "i32")])
    for tf, ef in [("contract", "contract"), ("", "contract"), ("contract", ""), ("fast", "fast"), ("", "")]:
        tfs = f" fastmath<{tf}>" if tf else ""
        efs = f" fastmath<{ef}>" if ef else ""
        c(f"extf truncf [{tf}] [{ef}]", [f"%a = arith.truncf %x{tfs} : f32 to f16", f"%r = arith.extf %a{efs} : f16 to f32"],
          [("%r", "f32")], [("x", "f32")])
    c("extf truncf contract other type (no fold)", ["%a = arith.truncf %x fastmath<contract> : f32 to f16",
                                                    "%r = arith.extf %a fastmath<contract> : f16 to f64"],
      [("%r", "f64")], [("x", "f32")])
    for src, mid, dst in [("f16", "f64", "f16"), ("bf16", "f32", "bf16"), ("bf16", "f32", "f16"), ("f16", "f64", "f32"),
                          ("f32", "f64", "f16"), ("f16", "f32", "f8E5M2"), ("f8E5M2", "f16", "f8E5M2"),
                          ("f8E5M2", "bf16", "f8E5M2"), ("bf16", "f64", "f16"), ("f16", "f128", "bf16")]:
        c(f"truncf extf {src} {mid} {dst}", [f"%a = arith.extf %x : {src} to {mid}", f"%r = arith.truncf %a : {mid} to {dst}"],
          [("%r", dst)], [("x", src)])
    c("index_cast index_cast (pattern, no fold)", ["%a = arith.index_cast %x : i32 to index", "%r = arith.index_cast %a : index to i32"],
      [("%r", "i32")], [("x", "i32")])
    c("index_castui index_castui (pattern, no fold)", ["%a = arith.index_castui %x : i32 to index", "%r = arith.index_castui %a : index to i32"],
      [("%r", "i32")], [("x", "i32")])
    c("bitcast bitcast (pattern, no fold)", ["%a = arith.bitcast %x : i32 to f32", "%r = arith.bitcast %a : f32 to i32"],
      [("%r", "i32")], [("x", "i32")])
    # cmpi
    for pred in CMPI:
        c(f"cmpi {pred} x x", [f"%r = arith.cmpi {pred}, %x, %x : i32"], [("%r", "i1")], xy)
        c(f"cmpi {pred} 5 x (swap)", [iconst("k", 5, T), f"%r = arith.cmpi {pred}, %k, %x : i32"], [("%r", "i1")], xy)
        c(f"cmpi {pred} x 5", [iconst("k", 5, T), f"%r = arith.cmpi {pred}, %x, %k : i32"], [("%r", "i1")], xy)
        c(f"cmpi {pred} splat x (swap)", ["%k = arith.constant dense<5> : vector<2xi32>",
                                          f"%r = arith.cmpi {pred}, %k, %x : vector<2xi32>"],
          [("%r", "vector<2xi1>")], [("x", "vector<2xi32>")])
    for ext in ["extsi", "extui"]:
        for pred in ["ne", "eq"]:
            for k in [0, 1]:
                c(f"cmpi {pred} {ext}(i1 x) {k}", [f"%e = arith.{ext} %b : i1 to i32", iconst("k", k, T),
                                                   f"%r = arith.cmpi {pred}, %e, %k : i32"], [("%r", "i1")], [("b", "i1")])
        c(f"cmpi ne {ext}(i8 x) 0 (no fold)", [f"%e = arith.{ext} %b : i8 to i32", iconst("k", 0, T),
                                               "%r = arith.cmpi ne, %e, %k : i32"], [("%r", "i1")], [("b", "i8")])
        c(f"cmpi ne {ext}(vector i1) 0", [f"%e = arith.{ext} %b : vector<2xi1> to vector<2xi32>",
                                          "%k = arith.constant dense<0> : vector<2xi32>",
                                          "%r = arith.cmpi ne, %e, %k : vector<2xi32>"],
          [("%r", "vector<2xi1>")], [("b", "vector<2xi1>")])
        c(f"cmpi ne {ext}(tensor i1) 0", [f"%e = arith.{ext} %b : tensor<2xi1> to tensor<2xi32>",
                                          "%k = arith.constant dense<0> : tensor<2xi32>",
                                          "%r = arith.cmpi ne, %e, %k : tensor<2xi32>"],
          [("%r", "tensor<2xi1>")], [("b", "tensor<2xi1>")])
    for pred in CMPI:
        for k in ["false", "true"]:
            c(f"cmpi {pred} i1 x {k}", [f"%k = arith.constant {k}", f"%r = arith.cmpi {pred}, %b, %k : i1"],
              [("%r", "i1")], [("b", "i1")])
    c("cmpi ne vector<i1> x splat false", ["%k = arith.constant dense<false> : vector<2xi1>",
                                           "%r = arith.cmpi ne, %b, %k : vector<2xi1>"],
      [("%r", "vector<2xi1>")], [("b", "vector<2xi1>")])
    c("cmpi eq tensor<i1> x splat true", ["%k = arith.constant dense<true> : tensor<2xi1>",
                                          "%r = arith.cmpi eq, %b, %k : tensor<2xi1>"],
      [("%r", "tensor<2xi1>")], [("b", "tensor<2xi1>")])
    # select
    sel = [("c", "i1"), ("x", T), ("y", T)]
    c("select true x y", ["%t = arith.constant true", "%r = arith.select %t, %x, %y : i32"], [("%r", T)], sel)
    c("select false x y", ["%t = arith.constant false", "%r = arith.select %t, %x, %y : i32"], [("%r", T)], sel)
    c("select c x x", ["%r = arith.select %c, %x, %x : i32"], [("%r", T)], sel)
    c("select c true false", ["%t = arith.constant true", "%f = arith.constant false", "%r = arith.select %c, %t, %f : i1"],
      [("%r", "i1")], [("c", "i1")])
    c("select c false true (no fold)", ["%t = arith.constant true", "%f = arith.constant false", "%r = arith.select %c, %f, %t : i1"],
      [("%r", "i1")], [("c", "i1")])
    c("select c 1 0 i32 (no fold)", [iconst("o", 1, T), iconst("z", 0, T), "%r = arith.select %c, %o, %z : i32"], [("%r", T)], sel)
    for pred in ["eq", "ne", "slt"]:
        for branches in ["%x, %y", "%y, %x"]:
            c(f"select (cmpi {pred} x y) {branches}", [f"%k = arith.cmpi {pred}, %x, %y : i32",
                                                       f"%r = arith.select %k, {branches} : i32"], [("%r", T)], sel)
    c("select vector splat cond", ["%t = arith.constant dense<true> : vector<2xi1>",
                                   "%r = arith.select %t, %x, %y : vector<2xi1>, vector<2xi32>"],
      [("%r", "vector<2xi32>")], [("x", "vector<2xi32>"), ("y", "vector<2xi32>")])
    c("select vector c, splat true, splat false (no fold)",
      ["%t = arith.constant dense<true> : vector<2xi1>", "%f = arith.constant dense<false> : vector<2xi1>",
       "%r = arith.select %c, %t, %f : vector<2xi1>, vector<2xi1>"],
      [("%r", "vector<2xi1>")], [("c", "vector<2xi1>")])
    # extended arithmetic
    c("addui_extended x 0", [iconst("z", 0, T), "%s, %o = arith.addui_extended %x, %z : i32, i1"], [("%s", T), ("%o", "i1")], xy)
    c("addui_extended 0 x (no fold)", [iconst("z", 0, T), "%s, %o = arith.addui_extended %z, %x : i32, i1"], [("%s", T), ("%o", "i1")], xy)
    c("addui_extended vector x 0", ["%z = arith.constant dense<0> : vector<2xi32>",
                                    "%s, %o = arith.addui_extended %x, %z : vector<2xi32>, vector<2xi1>"],
      [("%s", "vector<2xi32>"), ("%o", "vector<2xi1>")], [("x", "vector<2xi32>")])
    for op in ["mulsi_extended", "mului_extended"]:
        for k in [0, 1, -1]:
            c(f"{op} x {k}", [iconst("z", k, T), f"%l, %h = arith.{op} %x, %z : i32"], [("%l", T), ("%h", T)], xy)
        c(f"{op} vector x 1", ["%z = arith.constant dense<1> : vector<2xi32>",
                               f"%l, %h = arith.{op} %x, %z : vector<2xi32>"],
          [("%l", "vector<2xi32>"), ("%h", "vector<2xi32>")], [("x", "vector<2xi32>")])


# ---------------------------------------------------------------------------
# Poison
# ---------------------------------------------------------------------------


def poison_cases():
    T = "i32"
    xy = [("x", T), ("y", T)]
    p = "%p = ub.poison : i32"
    for op in INT_BINARY:
        add(f"{op} x poison", [p, f"%r = arith.{op} %x, %p : i32"], [("%r", T)], xy)
        add(f"{op} poison x", [p, f"%r = arith.{op} %p, %x : i32"], [("%r", T)], xy)
        add(f"{op} poison 0", [p, iconst("z", 0, T), f"%r = arith.{op} %p, %z : i32"], [("%r", T)], xy)
        add(f"{op} poison 1", [p, iconst("z", 1, T), f"%r = arith.{op} %p, %z : i32"], [("%r", T)], xy)
    add("addi poison poison", [p, "%r = arith.addi %p, %p : i32"], [("%r", T)], xy)
    pv = "%p = ub.poison : vector<2xi32>"
    add("addi vector x poison", [pv, "%r = arith.addi %x, %p : vector<2xi32>"], [("%r", "vector<2xi32>")], [("x", "vector<2xi32>")])
    for pred in ["slt", "eq"]:
        add(f"cmpi {pred} poison x", [p, f"%r = arith.cmpi {pred}, %p, %x : i32"], [("%r", "i1")], xy)
        add(f"cmpi {pred} x poison", [p, f"%r = arith.cmpi {pred}, %x, %p : i32"], [("%r", "i1")], xy)
        add(f"cmpi {pred} poison 3", [p, iconst("k", 3, T), f"%r = arith.cmpi {pred}, %p, %k : i32"], [("%r", "i1")], xy)
    pf = "%p = ub.poison : f32"
    fx = [("x", "f32")]
    for op in FLOAT_BINARY:
        add(f"{op} x poison", [pf, f"%r = arith.{op} %x, %p : f32"], [("%r", "f32")], fx)
        add(f"{op} poison x", [pf, f"%r = arith.{op} %p, %x : f32"], [("%r", "f32")], fx)
    add("cmpf olt poison x", [pf, "%r = arith.cmpf olt, %p, %x : f32"], [("%r", "i1")], fx)
    add("negf poison", [pf, "%r = arith.negf %p : f32"], [("%r", "f32")], fx)
    for op, src, dst in [("extui", "i32", "i64"), ("extsi", "i32", "i64"), ("trunci", "i32", "i8"),
                         ("sitofp", "i32", "f32"), ("uitofp", "i32", "f32"), ("index_cast", "i32", "index"),
                         ("index_castui", "i32", "index"), ("bitcast", "i32", "f32"),
                         ("fptosi", "f32", "i32"), ("fptoui", "f32", "i32"), ("extf", "f32", "f64"),
                         ("truncf", "f32", "f16")]:
        add(f"{op} poison", [f"%p = ub.poison : {src}", f"%r = arith.{op} %p : {src} to {dst}"], [("%r", dst)], fx)
    add("bitcast vector poison (no fold)", ["%p = ub.poison : vector<2xi32>", "%r = arith.bitcast %p : vector<2xi32> to vector<2xf32>"],
        [("%r", "vector<2xf32>")], fx)
    add("extui vector poison", ["%p = ub.poison : vector<2xi32>", "%r = arith.extui %p : vector<2xi32> to vector<2xi64>"],
        [("%r", "vector<2xi64>")], fx)
    for op in ["addui_extended", "mulsi_extended", "mului_extended"]:
        types = "i32, i1" if op == "addui_extended" else "i32"
        rt = "i1" if op == "addui_extended" else T
        add(f"{op} x poison", [p, f"%a, %b = arith.{op} %x, %p : {types}"], [("%a", T), ("%b", rt)], xy)
        add(f"{op} poison 3", [p, iconst("k", 3, T), f"%a, %b = arith.{op} %p, %k : {types}"], [("%a", T), ("%b", rt)], xy)
    sel = [("c", "i1"), ("x", T)]
    add("select c poison x", [p, "%r = arith.select %c, %p, %x : i32"], [("%r", T)], sel)
    add("select c x poison", [p, "%r = arith.select %c, %x, %p : i32"], [("%r", T)], sel)
    add("select poison x y (no fold)", ["%q = ub.poison : i1", "%r = arith.select %q, %x, %y : i32"], [("%r", T)], xy)


# ---------------------------------------------------------------------------
# Running mlir-opt and describing its output
# ---------------------------------------------------------------------------

OP_RE = re.compile(r'^\s*(?:(%[\w.$-]+)(?::(\d+))? = )?"([\w.]+)"\((.*?)\)(.*)$')
FUNC_RE = re.compile(r'sym_name = "(c\d+)"')
ARG_RE = re.compile(r"%arg\d+")


def split_rest(rest):
    """Splits ` <{props}> : (ins) -> outs` into (props text, result types)."""
    props = ""
    rest = rest.strip()
    if rest.startswith("<{"):
        end = rest.rfind("}> : (")
        props = rest[2:end]
        rest = rest[end + 2:].strip()
    elif rest.startswith("{"):
        end = rest.rfind("} : (")
        rest = rest[end + 1:].strip()
    outs = rest.split(") -> ", 1)[1]
    if outs.startswith("(") and outs.endswith(")"):
        outs = outs[1:-1]
    return props, outs


def describe_funcs(text):
    """Maps function name -> list of descriptions of its returned values."""
    out = {}
    cur = None
    defs = {}
    args = {}
    for line in text.splitlines():
        m = FUNC_RE.search(line)
        if m and '"func.func"' in line:
            cur = m.group(1)
            defs = {}
            args = {}
            continue
        if line.strip().startswith("^bb0(") and cur is not None:
            # Generic printing numbers block arguments across functions.
            names = re.findall(r"(%arg\d+):", line)
            args = {n: f"%arg{i}" for i, n in enumerate(names)}
            continue
        m = OP_RE.match(line)
        if not m or cur is None:
            continue
        res, nres, name, operands, rest = m.groups()
        ops = [o.strip() for o in operands.split(",") if o.strip()]
        props, outs = split_rest(rest)
        if name == "func.return":
            out[cur] = [describe(o, defs, args) for o in ops]
            cur = None
            continue
        if res:
            defs[res] = (name, ops, props, outs, int(nres or 1))
    return out


def describe(v, defs, args):
    if ARG_RE.fullmatch(v):
        return args[v]
    base, _, idx = v.partition("#")
    name, ops, props, outs, n = defs[base]
    if name == "arith.constant":
        assert props.startswith("value = "), props
        return props[len("value = "):]
    if name == "ub.poison":
        return f"poison : {outs}"
    pred = ""
    if name in ("arith.cmpi", "arith.cmpf"):
        pm = re.search(r"predicate = (\d+) : i64", props)
        pred = "{" + pm.group(1) + "}"
    d = f"{name}{pred}({', '.join(describe(o, defs, args) for o in ops)})"
    if n > 1:
        d += f"#{idx or 0}"
    return d


def run_opt(mlir_opt, funcs):
    src = "\n\n".join(funcs) + "\n"
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(src)
        path = f.name
    try:
        p = subprocess.run([mlir_opt, "--canonicalize=enable-patterns=__fold_only__",
                            "--mlir-print-op-generic", path], capture_output=True, text=True)
    finally:
        os.unlink(path)
    return p


def run_all(mlir_opt, rendered):
    """Runs chunks of cases; isolates failing cases one by one."""
    results = {}
    failed = []
    names = list(rendered)
    for i in range(0, len(names), 400):
        chunk = names[i:i + 400]
        p = run_opt(mlir_opt, [rendered[n] for n in chunk])
        if p.returncode == 0:
            results.update(describe_funcs(p.stdout))
            continue
        for n in chunk:
            q = run_opt(mlir_opt, [rendered[n]])
            if q.returncode == 0:
                results.update(describe_funcs(q.stdout))
            else:
                failed.append((n, q.stderr.strip().splitlines()[:3]))
    return results, failed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mlir-opt", default="mlir-opt-22")
    ap.add_argument("--seed", type=int, default=22)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    int_scalar_cases(rng)
    int_dense_cases(rng)
    float_cases(rng)
    cast_cases(rng)
    select_cases(rng)
    identity_cases()
    poison_cases()

    rendered = {f"c{i}": c.render(f"c{i}") for i, c in enumerate(CASES)}
    results, failed = run_all(args.mlir_opt, rendered)
    for n, err in failed:
        print(f"mlir-opt failed on {n} ({CASES[int(n[1:])].label}):", *err, sep="\n  ", file=sys.stderr)

    kept = [n for n in rendered if n in results]
    with open(os.path.join(HERE, "cases.mlir"), "w") as f:
        f.write("// Generated by gen.py: arith folding cases (see expected.txt).\n\n")
        f.write("\n\n".join(rendered[n] for n in kept) + "\n")
    with open(os.path.join(HERE, "expected.txt"), "w") as f:
        f.write("# Generated by gen.py from mlir-opt-22 --canonicalize=enable-patterns=<none>\n")
        f.write("# (folding only).  <case> [<label>] => <result> ;; <result> ...\n")
        for n, _ in failed:
            f.write(f"# not a case: mlir-opt-22 crashes on [{CASES[int(n[1:])].label}]\n")
        for n in kept:
            label = CASES[int(n[1:])].label
            f.write(f"{n} [{label}] => {' ;; '.join(results[n])}\n")
    print(f"{len(kept)} cases, {len(failed)} dropped", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
