#!/usr/bin/env python3
"""Writes the inputs of benches/builtin_attrs.rs for a side-by-side run of
rmlir-opt and mlir-opt-22 (see benches/README.md).

    gen_builtin_inputs.py OUTDIR [--dense N] [--maps N]

Writes OUTDIR/dense.mlir (one dense<[...]> : tensor<Nxi32> attribute,
default N = 10,000,000) and OUTDIR/affine_maps.mlir (N ops with different
affine maps, default N = 100,000), the same text as rmlir_benches::dense_module
and rmlir_benches::affine_maps_module.
"""
import argparse
import os


def dense_module(n):
    vals = ", ".join(str((i * 7919) % 200003 - 100000) for i in range(n))
    return '"test.op"() {value = dense<[' + vals + "]> : tensor<%dxi32>} : () -> ()\n" % n


def affine_maps_module(n):
    return "".join(
        '"test.op"() {map = affine_map<(d0, d1)[s0] -> (d0 * %d + d1 floordiv 4 + s0, (d1 + %d) mod 7)>} : () -> ()\n'
        % (i + 2, i)
        for i in range(n)
    )


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir")
    ap.add_argument("--dense", type=int, default=10_000_000)
    ap.add_argument("--maps", type=int, default=100_000)
    a = ap.parse_args()
    os.makedirs(a.outdir, exist_ok=True)
    with open(os.path.join(a.outdir, "dense.mlir"), "w") as f:
        f.write(dense_module(a.dense))
    with open(os.path.join(a.outdir, "affine_maps.mlir"), "w") as f:
        f.write(affine_maps_module(a.maps))


if __name__ == "__main__":
    main()
