#!/usr/bin/env python3
"""Hostile bytecode inputs for rmlir-opt, generated reproducibly.

Usage: gen.py OUTDIR [name-filter]

Writes OUTDIR/NAME.mlirbc for every case and prints one line per case:
NAME. The corruptions start from the real mlir-opt-22 files in seeds/
(truncation at every section boundary and at many offsets, byte flips,
inflated counts, bad varints, out-of-range indices, alignment lies,
duplicate/missing/unknown sections, bad headers) plus files built here
from scratch (deep attribute nesting, attribute cycles, deep region
nesting). Everything is derived from the seeds and a fixed random seed,
so the same cases come out on every run.
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MAGIC = b"ML\xefR"


def varint(v):
    """MLIR's prefix varint."""
    if v >> 56:
        return b"\x00" + v.to_bytes(8, "little")
    extra = 0
    while v >> (7 * (extra + 1)):
        extra += 1
    enc = ((v << 1) | 1) << extra
    return enc.to_bytes(extra + 1, "little")


def read_varint(b, i):
    first = b[i]
    if first == 0:
        return int.from_bytes(b[i + 1:i + 9], "little"), i + 9
    extra = (first & -first).bit_length() - 1
    raw = int.from_bytes(b[i:i + extra + 1], "little")
    return raw >> (extra + 1), i + extra + 1


def parse(data):
    """Header end and the sections: (id, header_start, data_start, data_end)."""
    i = 4
    _, i = read_varint(data, i)
    i = data.index(0, i) + 1
    header_end = i
    sections = []
    while i < len(data):
        start = i
        sid = data[i]
        i += 1
        length, i = read_varint(data, i)
        if sid & 0x80:
            align, i = read_varint(data, i)
            while i % align:
                i += 1
        sections.append((sid & 0x7F, start, i, i + length))
        i += length
    return header_end, sections


def section_bytes(sid, payload, align=None):
    out = bytes([sid | (0x80 if align else 0)]) + varint(len(payload))
    if align:
        out += varint(align)
    return out, payload


def build(version, strings, dialects, attrs, types, ir, opnames):
    """A bytecode file (version <= 4) from its parts: strings; dialects as
    string indices; attrs/types as (dialect, custom, bytes); ir bytes;
    opnames as (dialect, [string index])."""
    out = bytearray(MAGIC + varint(version) + b"rmlir-gen\x00")

    def sec(sid, payload):
        out.extend(bytes([sid]) + varint(len(payload)) + payload)

    s = varint(len(strings))
    for st in reversed(strings):
        s += varint(len(st) + 1)
    for st in strings:
        s += st.encode() + b"\x00"
    d = varint(len(dialects))
    for name in dialects:
        d += varint(name << 1) if version >= 1 else varint(name)
    if version >= 4:
        d += varint(sum(len(n) for _, n in opnames))
    for di, names in opnames:
        d += varint(di) + varint(len(names)) + b"".join(varint(n) for n in names)
    data = b""
    offs = varint(len(attrs)) + varint(len(types))
    for entries in (attrs, types):
        for dia, custom, payload in entries:
            offs += varint(dia) + varint(1) + varint((len(payload) << 1) | custom)
            data += payload
    sec(1, d)
    sec(3, offs)
    sec(2, data)
    sec(4, ir)
    sec(0, s)
    return bytes(out)


def crafted():
    """Files built from scratch: name -> bytes."""
    cases = {}
    # strings: 0 builtin, 1 t, 2 a, 3 k
    strings = ["builtin", "t", "a", "k"]
    unknown_loc = (0, 1, varint(15))
    name_k = (0, 1, varint(2) + varint(3))

    def module_with_attr(attrs, top_attr):
        # attrs[0] = unknown loc, attrs[1] = "k", attrs[2] = {k = top_attr}
        dict_attr = (0, 1, varint(1) + varint(1) + varint(1) + varint(top_attr))
        all_attrs = [unknown_loc, name_k, dict_attr] + attrs
        # one op t.a with the dictionary.
        ir = varint(1 << 1) + varint(0) + bytes([0x01]) + varint(0) + varint(2)
        return build(4, strings, [0, 1], all_attrs, [], ir, [(1, [2])])

    for depth in (1000, 100000):
        # Each array holds the previous one: attribute 3 + i = [attr 2 + i].
        nested = [(0, 1, varint(0) + varint(0))]  # an empty array at 3
        for i in range(1, depth):
            nested.append((0, 1, varint(0) + varint(1) + varint(3 + i - 1)))
        cases[f"crafted-deep-array-{depth}"] = module_with_attr(nested, 3 + depth - 1)
    # Deep nesting whose innermost entry is broken.
    nested = [(0, 1, varint(0) + varint(1) + varint(999999))]
    for i in range(1, 50000):
        nested.append((0, 1, varint(0) + varint(1) + varint(3 + i - 1)))
    cases["crafted-deep-array-bad-leaf"] = module_with_attr(nested, 3 + 50000 - 1)
    # Cycles: an array holding itself, and two arrays holding each other.
    cases["crafted-cycle-self"] = module_with_attr([(0, 1, varint(0) + varint(1) + varint(3))], 3)
    cases["crafted-cycle-pair"] = module_with_attr(
        [(0, 1, varint(0) + varint(1) + varint(4)), (0, 1, varint(0) + varint(1) + varint(3))], 3)
    # A location that is its own caller.
    all_attrs = [(0, 1, varint(10) + varint(0) + varint(0)), name_k, (0, 1, varint(1) + varint(0))]
    ir = varint(1 << 1) + varint(0) + bytes([0]) + varint(0)
    cases["crafted-cycle-loc"] = build(4, strings, [0, 1], all_attrs, [], ir, [(1, [2])])

    # Deep region nesting: t.a { t.a { ... } } (each level a region with
    # one block), the innermost block holding `inner` ops given by `tail`.
    def deep_regions(depth, inner, tail):
        region = varint(1 << 1) + varint(1) + varint(0)
        op_open = varint(0) + bytes([0x10]) + varint(0) + region
        body = (op_open + varint(1 << 1)) * (depth - 1) + op_open + varint(inner << 1) + tail
        ir = varint(1 << 1) + body
        return build(4, strings, [0, 1], [unknown_loc], [], ir, [(1, [2])])

    leaf = varint(0) + bytes([0]) + varint(0)
    cases["crafted-deep-regions-bad-loc"] = deep_regions(100000, 2, leaf + varint(0) + bytes([0]) + varint(9))
    cases["crafted-deep-regions-truncated"] = deep_regions(100000, 1, b"")
    cases["crafted-deep-regions-bad-name"] = deep_regions(20000, 1, varint(7) + bytes([0]) + varint(0))
    # Huge counts where nothing follows.
    for what, ir in [
        ("blocks", varint(1 << 1) + varint(0) + bytes([0x10]) + varint(0) + varint(1 << 1) + varint(1 << 40)),
        ("values", varint(1 << 1) + varint(0) + bytes([0x10]) + varint(0) + varint(1 << 1) + varint(1) + varint(1 << 50)),
        ("results", varint(1 << 1) + varint(0) + bytes([0x02]) + varint(0) + varint(1 << 45)),
        ("operands", varint(1 << 1) + varint(0) + bytes([0x04]) + varint(0) + varint(1 << 60)),
        ("regions", varint(1 << 1) + varint(0) + bytes([0x10]) + varint(0) + varint(1 << 61)),
        ("ops", varint(1 << 50)),
        ("block-args", varint(1 << 1) + varint(0) + bytes([0x10]) + varint(0) + varint(1 << 1) + varint(1) + varint(1) + varint(3) + varint(1 << 40)),
    ]:
        cases[f"crafted-huge-{what}"] = build(4, strings, [0, 1], [unknown_loc], [], ir, [(1, [2])])
    return cases


def corruptions(name, data, rng):
    """Corrupted variants of one seed: name -> bytes."""
    out = {}
    header_end, secs = parse(data)
    # Truncation at every section boundary (header, start of data, last byte).
    for k, (sid, hs, ds, de) in enumerate(secs):
        out[f"{name}-trunc-sec{k}-id{sid}-header"] = data[:hs + 1]
        out[f"{name}-trunc-sec{k}-id{sid}-data"] = data[:ds]
        if de > ds:
            out[f"{name}-trunc-sec{k}-id{sid}-last"] = data[:de - 1]
    out[f"{name}-trunc-producer"] = data[:header_end - 1]
    for off in sorted(rng.sample(range(5, len(data)), min(4, len(data) - 5))):
        out[f"{name}-trunc-at{off}"] = data[:off]
    # Byte flips inside each section's data.
    for k, (sid, hs, ds, de) in enumerate(secs):
        if de > ds:
            p = rng.randrange(ds, de)
            b = bytearray(data)
            b[p] ^= 0xFF
            out[f"{name}-flip-sec{k}-id{sid}-at{p}"] = bytes(b)
    # Inflated counts: the first varint of a section's data.
    for k, (sid, hs, ds, de) in enumerate(secs):
        if de > ds and sid in (0, 1, 3, 6, 8):
            _, end = read_varint(data, ds)
            for big in (1 << 40, (1 << 64) - 1):
                repl = varint(big)
                b = data[:ds] + repl + data[end:]
                # Keep the section length right.
                b = fix_length(b, hs, (de - ds) + len(repl) - (end - ds))
                out[f"{name}-inflate-sec{k}-id{sid}-{big.bit_length()}bits"] = b
    # Section lengths that lie.
    for k, (sid, hs, ds, de) in enumerate(secs[:3]):
        out[f"{name}-length-lie-sec{k}-id{sid}"] = fix_length(data, hs, (1 << 62))
    # Bad varint: a 9-byte varint cut short at the end of the file.
    out[f"{name}-bad-varint-end"] = data + bytes([0x05, 0x00, 0x01, 0x02])
    # Alignment lies on the first section.
    sid, hs, ds, de = secs[0]
    payload = data[ds:de]
    for align, pad in ((3, b""), (1 << 20, b""), (8, b"\x00" * 7)):
        head = bytes([sid | 0x80]) + varint(len(payload)) + varint(align)
        out[f"{name}-align-{align}"] = data[:hs] + head + pad + payload + data[de:]
    # Unknown, duplicate and missing sections.
    out[f"{name}-unknown-section"] = data + bytes([0x7F]) + varint(0)
    sid, hs, ds, de = secs[-1]
    out[f"{name}-duplicate-section"] = data + data[hs:de]
    sid, hs, ds, de = secs[0]
    out[f"{name}-missing-section-id{sid}"] = data[:hs] + data[de:]
    # Out-of-range index: the first op's name in the IR section.
    for sid, hs, ds, de in secs:
        if sid == 4:
            _, p = read_varint(data, ds)
            _, q = read_varint(data, p)
            repl = varint(100000)
            b = data[:p] + repl + data[q:]
            out[f"{name}-bad-opname-index"] = fix_length(b, hs, (de - ds) + len(repl) - (q - p))
    return out


def fix_length(data, hs, new_len):
    """Rewrites the length varint of the section whose header is at hs."""
    _, end = read_varint(data, hs + 1)
    return data[:hs + 1] + varint(new_len) + data[end:]


def headers():
    return {
        "header-magic-only": MAGIC,
        "header-version-7": MAGIC + varint(7) + b"MLIR22.1.8\x00",
        "header-version-huge": MAGIC + varint(1 << 40) + b"x\x00",
        "header-no-producer-nul": MAGIC + varint(6) + b"MLIR22.1.8",
        "header-no-sections": MAGIC + varint(6) + b"MLIR22.1.8\x00",
        "header-9byte-version": MAGIC + b"\x00\x01",
    }


def all_cases():
    rng = random.Random(20261127)
    cases = dict(headers())
    for f in sorted(os.listdir(os.path.join(HERE, "seeds"))):
        with open(os.path.join(HERE, "seeds", f), "rb") as fh:
            data = fh.read()
        cases.update(corruptions(f[:-len(".mlirbc")], data, rng))
    cases.update(crafted())
    # Inputs the fuzzers found, kept verbatim.
    for f in sorted(os.listdir(os.path.join(HERE, "findings"))):
        with open(os.path.join(HERE, "findings", f), "rb") as fh:
            cases["finding-" + f[:-len(".mlirbc")]] = fh.read()
    return cases


def main():
    outdir = sys.argv[1]
    filt = sys.argv[2] if len(sys.argv) > 2 else ""
    os.makedirs(outdir, exist_ok=True)
    for name, data in sorted(all_cases().items()):
        if filt and filt not in name:
            continue
        with open(os.path.join(outdir, name + ".mlirbc"), "wb") as fh:
            fh.write(data)
        print(name)


if __name__ == "__main__":
    main()
