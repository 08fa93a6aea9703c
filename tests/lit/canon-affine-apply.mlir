// affine.apply / affine.min / affine.max canonicalization patterns of MLIR 22
// (SimplifyAffineOp, CanonicalizeSingleResultAffineMinMaxOp,
// DeduplicateAffineMinMaxExpressions,
// CanonicalizeAffineMinMaxOpExprAndTermOrder) and the min/max fold:
// composition of affine.apply producers, constant folding into maps,
// promotion of dims that are valid symbols, merged and dropped operands,
// flattening simplification, induction variable bounds, and the cases that
// must stay unchanged.
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize --emit-bytecode | rmlir-opt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -canonicalize=test-convergence=true | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns="(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineApplyOp>"}))' | FileCheck %s --check-prefix=DISABLED --match-full-lines

// CHECK: #map = affine_map<()[s0] -> (s0 + 8)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 9)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 + s0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-NEXT: #map7 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map8 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map9 = affine_map<()[s0] -> (s0 mod 4)>
// CHECK-NEXT: #map10 = affine_map<()[s0] -> ((s0 * -6 + 4) ceildiv 3)>
// CHECK-NEXT: #map11 = affine_map<()[s0, s1] -> (s0 mod 4 + s1 floordiv 2)>
// CHECK-NEXT: #map12 = affine_map<(d0, d1) -> ((d0 + d1) mod 4)>
// CHECK-NEXT: #map13 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #map14 = affine_map<()[s0] -> (4, s0)>
// CHECK-NEXT: #map15 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map16 = affine_map<()[s0, s1] -> (s1, s0 + 4)>
// CHECK-NEXT: #map17 = affine_map<()[s0] -> (7, s0 + 1)>
// CHECK-NEXT: #map18 = affine_map<(d0)[s0] -> (s0, d0)>
// CHECK-NEXT: #map19 = affine_map<()[s0, s1] -> (s1 floordiv s0 + 2)>

// With SimplifyAffineOp<AffineApplyOp> disabled by its debug name, the
// chain stays as written.
// DISABLED: #map = affine_map<(d0)[s0] -> (d0 + s0 * 2)>
// DISABLED-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// DISABLED-LABEL: func.func @compose_chain(%arg0: index) -> (index, index) {
// DISABLED-NEXT: %c4 = arith.constant 4 : index
// DISABLED-NEXT: %0 = affine.apply #map(%arg0)[%c4]
// DISABLED-NEXT: %1 = affine.apply #map1(%0)
// DISABLED-NEXT: return %0, %1 : index, index
// DISABLED-NEXT: }

// Composition of a chain of affine.apply ops with a constant operand; the
// function arguments are valid symbols, so the dims become symbols.

// CHECK-LABEL: func.func @compose_chain(%arg0: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
func.func @compose_chain(%x: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 2)>(%x)[%c4]
  %2 = affine.apply affine_map<(d0) -> (d0 + 1)>(%1)
  return %1, %2 : index, index
}

// Loop induction variables stay dims; duplicates merge, unused operands go,
// terms are reordered, producers are composed.

// CHECK-LABEL: func.func @loop_dims(%arg0: index, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.apply #map2(%arg2, %arg3)
// CHECK-NEXT: %1 = affine.apply #map3(%arg2, %arg3)[%arg0]
// CHECK-NEXT: %2 = affine.apply #map4(%arg3)
// CHECK-NEXT: %3 = affine.apply #map5(%arg2)[%arg1]
// CHECK-NEXT: "test.use"(%0, %1, %2, %3) : (index, index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @loop_dims(%n: index, %m: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %a = affine.apply affine_map<(d0, d1) -> (d1 + d0 * 2)>(%i, %j)
      %b = affine.apply affine_map<(d0, d1)[s0] -> (d0 + d1 + s0)>(%a, %i)[%n]
      %c = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%j, %j)
      %d = affine.apply affine_map<(d0)[s0, s1] -> (d0 + s1)>(%i)[%n, %m]
      "test.use"(%a, %b, %c, %d) : (index, index, index, index) -> ()
    }
  }
  return
}

// Already canonical: left alone.

// CHECK-LABEL: func.func @unchanged(%arg0: index) -> index {
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %1 = affine.apply #map6(%arg1)
// CHECK-NEXT: "test.use"(%1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.apply #map7()[%arg0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @unchanged(%x: index) -> index {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    "test.use"(%a) : (index) -> ()
  }
  %0 = affine.apply affine_map<()[s0] -> (s0 floordiv 4)>()[%x]
  return %0 : index
}

// Divisions and modulos are re-flattened; constant divisors fold in.

// CHECK-LABEL: func.func @divs(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map8()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map9()[%arg0]
// CHECK-NEXT: %2 = affine.apply #map9()[%arg0]
// CHECK-NEXT: %3 = affine.apply #map10()[%arg0]
// CHECK-NEXT: %4 = affine.apply #map11()[%arg0, %arg1]
// CHECK-NEXT: return %0, %1, %2, %3, %4 : index, index, index, index, index
// CHECK-NEXT: }
func.func @divs(%x: index, %y: index) -> (index, index, index, index, index) {
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0) -> ((d0 * 8) floordiv 4)>(%x)
  %1 = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) mod 4)>(%x)[%c8]
  %2 = affine.apply affine_map<(d0) -> (d0 - (d0 floordiv 4) * 4)>(%x)
  %3 = affine.apply affine_map<(d0)[s0] -> ((d0 * -6 + 4) ceildiv s0)>(%x)[%c3]
  %4 = affine.apply affine_map<(d0, d1) -> ((d0 mod 4) mod 8 + d1 floordiv 2)>(%x, %y)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// Bounds and steps of affine.for induction variables simplify divisions.

// CHECK-LABEL: func.func @iv_bounds(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 10 step 4 {
// CHECK-NEXT: affine.for %arg2 = 1 to 5 {
// CHECK-NEXT: %0 = affine.apply #map12(%arg1, %arg2)
// CHECK-NEXT: "test.use"(%c0, %arg1, %0, %arg0, %arg1) : (index, index, index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @iv_bounds(%n: index) {
  affine.for %i = 0 to 10 step 4 {
    affine.for %j = 1 to 5 {
      %a = affine.apply affine_map<(d0) -> (d0 floordiv 9)>(%i)
      %b = affine.apply affine_map<(d0, d1) -> ((d0 * 8 + d1) floordiv 8)>(%i, %j)
      %c = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 4)>(%i, %j)
      %d = affine.apply affine_map<(d0)[s0] -> ((d0 + s0 * 16) floordiv 16)>(%j)[%n]
      %e = affine.apply affine_map<(d0) -> (d0 mod 16)>(%i)
      "test.use"(%a, %b, %c, %d, %e) : (index, index, index, index, index) -> ()
    }
  }
  return
}

// Semi-affine maps (products of variables) are left alone.

// CHECK-LABEL: func.func @semi_affine(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map13()[%arg0, %arg1]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @semi_affine(%x: index, %y: index) -> index {
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 * s1)>()[%x, %y]
  return %0 : index
}

// affine.min / affine.max: composition, constant folding, duplicate
// results, result order, single result to affine.apply.

// CHECK-LABEL: func.func @min_max(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %0 = affine.min #map14()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map15()[%arg1, %arg0]
// CHECK-NEXT: %2 = affine.min #map16()[%arg1, %arg0]
// CHECK-NEXT: %3 = affine.apply #map15()[%arg0, %arg1]
// CHECK-NEXT: %4 = affine.max #map17()[%arg1]
// CHECK-NEXT: return %0, %1, %2, %3, %4 : index, index, index, index, index
// CHECK-NEXT: }
func.func @min_max(%x: index, %y: index) -> (index, index, index, index, index) {
  %c2 = arith.constant 2 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1 + 2)>(%x, %c2)
  %1 = affine.max affine_map<(d0)[s0] -> (d0 + s0)>(%x)[%y]
  %a = affine.apply affine_map<(d0) -> (d0 + 4)>(%y)
  %2 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%a, %x)
  %3 = affine.min affine_map<()[s0, s1] -> (s0 + s1, s1 + s0)>()[%x, %y]
  %4 = affine.max affine_map<(d0, d1) -> (d1 + 1, d0 - 3, 7)>(%a, %y)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// In a loop: dims stay; results are sorted by their flat forms (s0 before
// d0); duplicate results go and a single result becomes affine.apply.

// CHECK-LABEL: func.func @min_max_loop(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.max #map18(%arg1)[%arg0]
// CHECK-NEXT: "test.use"(%0, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @min_max_loop(%x: index) {
  affine.for %i = 0 to 10 {
    %0 = affine.max affine_map<(d0, d1) -> (d0, d1)>(%i, %x)
    %1 = affine.min affine_map<(d0, d1) -> (d0, d1, d0)>(%i, %i)
    "test.use"(%0, %1) : (index, index) -> ()
  }
  return
}

// A max of one symbol with a constant dim operand is that symbol (the fold
// only applies to maps without dims).

// CHECK-LABEL: func.func @max_symbol_identity(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @max_symbol_identity(%x: index) -> index {
  %c3 = arith.constant 3 : index
  %0 = affine.max affine_map<(d0)[s0] -> (s0)>(%c3)[%x]
  return %0 : index
}

// Simple semi-affine results: operands are still promoted, merged and
// folded; the product keeps its operands in position order.
// CHECK-LABEL: func.func @semi_affine_operands(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = affine.apply #map13()[%arg1, %arg0]
// CHECK-NEXT: %1 = affine.apply #map19()[%arg1, %arg0]
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
func.func @semi_affine_operands(%x: index, %y: index) -> (index, index) {
  %c2 = arith.constant 2 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%x)[%y]
  %1 = affine.apply affine_map<(d0)[s0, s1] -> (d0 floordiv s0 + s1)>(%x)[%y, %c2]
  return %0, %1 : index, index
}
