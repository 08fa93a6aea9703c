// PIPELINE: builtin.module(func.func(canonicalize))
// PIPELINE: builtin.module(func.func(canonicalize,cse))
// PIPELINE: builtin.module(func.func(canonicalize{disable-patterns={(anonymous namespace)::AddIAddConstant,SelectToExtUI}}))
// arith canonicalization patterns (MLIR 22): for each pattern a case where
// it applies and one where it must not.

// ----- addi ------------------------------------------------------------------

// AddIAddConstant (flags merged: nsw kept only when both have it)
func.func @addi_addi_const(%x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw> : i32
  %2 = arith.addi %x, %c1 overflow<nuw> : i32
  %3 = arith.addi %2, %c2 overflow<nuw> : i32
  %4 = arith.addi %x, %c1 : i32
  %5 = arith.addi %4, %c2 overflow<nsw, nuw> : i32
  return %1, %3, %5 : i32, i32, i32
}

// AddIAddConstant: wraps around, index type, constant on the left
func.func @addi_addi_const_wrap(%x: i8, %i: index) -> (i8, index, i8) {
  %c100 = arith.constant 100 : i8
  %c120 = arith.constant 120 : i8
  %0 = arith.addi %x, %c100 : i8
  %1 = arith.addi %c120, %0 : i8
  %c7 = arith.constant 7 : index
  %c9 = arith.constant -9 : index
  %2 = arith.addi %i, %c7 : index
  %3 = arith.addi %2, %c9 : index
  %4 = arith.addi %x, %x : i8
  %5 = arith.addi %4, %c100 : i8
  return %1, %3, %5 : i8, index, i8
}

// AddIAddConstant must not apply: vector splats, non-constant, multi-use
func.func @addi_addi_const_no(%x: vector<4xi32>, %y: i32, %z: i32) -> (vector<4xi32>, i32) {
  %c1 = arith.constant dense<1> : vector<4xi32>
  %c2 = arith.constant dense<2> : vector<4xi32>
  %0 = arith.addi %x, %c1 : vector<4xi32>
  %1 = arith.addi %0, %c2 : vector<4xi32>
  %2 = arith.addi %y, %z : i32
  %c3 = arith.constant 3 : i32
  %3 = arith.addi %2, %c3 : i32
  return %1, %3 : vector<4xi32>, i32
}

// AddISubConstantRHS / AddISubConstantLHS
func.func @addi_subi_const(%x: i32) -> (i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.subi %x, %c5 overflow<nsw> : i32
  %1 = arith.addi %0, %c7 overflow<nsw> : i32
  %2 = arith.subi %c5, %x overflow<nuw> : i32
  %3 = arith.addi %2, %c7 overflow<nsw, nuw> : i32
  %4 = arith.subi %x, %x : i32
  %5 = arith.subi %c5, %c7 : i32
  %6 = arith.addi %x, %5 : i32
  return %1, %3, %6 : i32, i32, i32
}

// AddIMulNegativeOneRhs / AddIMulNegativeOneLhs (splats too), and both at
// once (Rhs is tried first)
func.func @addi_mul_neg_one(%x: i32, %y: i32, %v: vector<2xi16>, %w: vector<2xi16>) -> (i32, i32, vector<2xi16>, i32, i32) {
  %m1 = arith.constant -1 : i32
  %0 = arith.muli %y, %m1 overflow<nsw> : i32
  %1 = arith.addi %x, %0 overflow<nsw> : i32
  %2 = arith.muli %x, %m1 : i32
  %3 = arith.addi %2, %y : i32
  %vm1 = arith.constant dense<-1> : vector<2xi16>
  %4 = arith.muli %w, %vm1 : vector<2xi16>
  %5 = arith.addi %v, %4 : vector<2xi16>
  %6 = arith.muli %x, %m1 : i32
  %7 = arith.muli %y, %m1 : i32
  %8 = arith.addi %6, %7 : i32
  %c2 = arith.constant 2 : i32
  %9 = arith.muli %y, %c2 : i32
  %10 = arith.addi %x, %9 : i32
  return %1, %3, %5, %8, %10 : i32, i32, vector<2xi16>, i32, i32
}

// AddIMulNegativeOne must not apply: not all ones, non-splat
func.func @addi_mul_neg_one_no(%v: vector<2xi16>, %w: vector<2xi16>, %x: i32, %y: i32) -> (vector<2xi16>, i32) {
  %c = arith.constant dense<[-1, 1]> : vector<2xi16>
  %0 = arith.muli %w, %c : vector<2xi16>
  %1 = arith.addi %v, %0 : vector<2xi16>
  %m2 = arith.constant -2 : i32
  %2 = arith.muli %y, %m2 : i32
  %3 = arith.addi %x, %2 : i32
  return %1, %3 : vector<2xi16>, i32
}

// ----- subi ------------------------------------------------------------------

// SubIRHSAddConstant (flags dropped), SubILHSAddConstant (merged)
func.func @subi_addi_const(%x: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.addi %x, %c3 overflow<nsw> : i32
  %1 = arith.subi %0, %c10 overflow<nsw> : i32
  %2 = arith.addi %x, %c3 overflow<nsw, nuw> : i32
  %3 = arith.subi %c10, %2 overflow<nuw> : i32
  return %1, %3 : i32, i32
}

// SubIRHSSubConstantRHS, SubIRHSSubConstantLHS, SubILHSSubConstantRHS,
// SubILHSSubConstantLHS
func.func @subi_subi_const(%x: i64) -> (i64, i64, i64, i64) {
  %c3 = arith.constant 3 : i64
  %c10 = arith.constant 10 : i64
  %0 = arith.subi %x, %c3 overflow<nsw> : i64
  %1 = arith.subi %0, %c10 overflow<nsw> : i64
  %2 = arith.subi %c3, %x : i64
  %3 = arith.subi %2, %c10 : i64
  %4 = arith.subi %x, %c3 overflow<nuw> : i64
  %5 = arith.subi %c10, %4 overflow<nuw> : i64
  %6 = arith.subi %c3, %x overflow<nsw, nuw> : i64
  %7 = arith.subi %c10, %6 overflow<nsw, nuw> : i64
  return %1, %3, %5, %7 : i64, i64, i64, i64
}

// SubISubILHSRHSLHS
func.func @subi_subi_lhs(%a: i32, %b: i32, %v: vector<3xi8>, %w: vector<3xi8>) -> (i32, vector<3xi8>, i32) {
  %0 = arith.subi %a, %b overflow<nsw> : i32
  %1 = arith.subi %0, %a overflow<nsw> : i32
  %2 = arith.subi %v, %w : vector<3xi8>
  %3 = arith.subi %2, %v : vector<3xi8>
  %4 = arith.subi %a, %b : i32
  %5 = arith.subi %4, %b : i32
  return %1, %3, %5 : i32, vector<3xi8>, i32
}

// subi patterns must not apply: splat constants, plain operands
func.func @subi_no(%x: vector<2xi32>, %y: i32, %z: i32) -> (vector<2xi32>, i32) {
  %c1 = arith.constant dense<1> : vector<2xi32>
  %c2 = arith.constant dense<2> : vector<2xi32>
  %0 = arith.addi %x, %c1 : vector<2xi32>
  %1 = arith.subi %0, %c2 : vector<2xi32>
  %2 = arith.subi %y, %z : i32
  %3 = arith.subi %z, %2 : i32
  return %1, %3 : vector<2xi32>, i32
}

// ----- muli ------------------------------------------------------------------

// MulIMulIConstant
func.func @muli_muli_const(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.muli %x, %c3 overflow<nsw> : i32
  %1 = arith.muli %0, %c5 overflow<nsw> : i32
  %2 = arith.muli %c5, %x overflow<nuw> : i32
  %3 = arith.muli %2, %c3 : i32
  %4 = arith.muli %x, %y : i32
  %5 = arith.muli %4, %c3 : i32
  return %1, %3, %5 : i32, i32, i32
}

// ----- *_extended ------------------------------------------------------------

// AddUIExtendedToAddI, MulSIExtendedToMulI, MulUIExtendedToMulI
func.func @extended_unused(%x: i32, %y: i32) -> (i32, i32, i32) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %l, %h = arith.mulsi_extended %x, %y : i32
  %l2, %h2 = arith.mului_extended %x, %y : i32
  return %s, %l, %l2 : i32, i32, i32
}

// ... must not apply when the second result is used
func.func @extended_used(%x: i32, %y: i32) -> (i32, i1, i32, i32, i32, i32) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %l, %h = arith.mulsi_extended %x, %y : i32
  %l2, %h2 = arith.mului_extended %x, %y : i32
  return %s, %o, %l, %h, %l2, %h2 : i32, i1, i32, i32, i32, i32
}

// MulSIExtendedRHSOne (scalar and splat); not for i1 or 2
func.func @mulsi_extended_one(%x: i32, %v: vector<4xi8>, %b: i1) -> (i32, i32, vector<4xi8>, vector<4xi8>, i1, i1, i32, i32) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %c1 : i32
  %v1 = arith.constant dense<1> : vector<4xi8>
  %vl, %vh = arith.mulsi_extended %v, %v1 : vector<4xi8>
  %true = arith.constant true
  %bl, %bh = arith.mulsi_extended %b, %true : i1
  %c2 = arith.constant 2 : i32
  %l2, %h2 = arith.mulsi_extended %x, %c2 : i32
  return %l, %h, %vl, %vh, %bl, %bh, %l2, %h2 : i32, i32, vector<4xi8>, vector<4xi8>, i1, i1, i32, i32
}

// ----- xori ------------------------------------------------------------------

// XOrINotCmpI: every predicate
func.func @xori_not_cmpi(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %true = arith.constant true
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %x0 = arith.xori %0, %true : i1
  %x1 = arith.xori %1, %true : i1
  %x2 = arith.xori %2, %true : i1
  %x3 = arith.xori %3, %true : i1
  %x4 = arith.xori %true, %4 : i1
  %x5 = arith.xori %5, %true : i1
  %x6 = arith.xori %6, %true : i1
  %x7 = arith.xori %7, %true : i1
  %x8 = arith.xori %8, %true : i1
  %x9 = arith.xori %9, %true : i1
  return %x0, %x1, %x2, %x3, %x4, %x5, %x6, %x7, %x8, %x9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// XOrINotCmpI must not apply: vectors, xor with a non-constant
func.func @xori_not_cmpi_no(%a: vector<2xi32>, %b: vector<2xi32>, %c: i32, %d: i1) -> (vector<2xi1>, i1) {
  %t = arith.constant dense<true> : vector<2xi1>
  %0 = arith.cmpi slt, %a, %b : vector<2xi32>
  %1 = arith.xori %0, %t : vector<2xi1>
  %c0 = arith.constant 0 : i32
  %2 = arith.cmpi sgt, %c, %c0 : i32
  %3 = arith.xori %2, %d : i1
  return %1, %3 : vector<2xi1>, i1
}

// XOrIOfExtUI, XOrIOfExtSI, AndOfExtUI, AndOfExtSI, OrOfExtUI, OrOfExtSI
func.func @binop_of_ext(%a: i8, %b: i8) -> (i32, i32, i32, i32, i32, i32) {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extui %b : i8 to i32
  %2 = arith.extsi %a : i8 to i32
  %3 = arith.extsi %b : i8 to i32
  %x0 = arith.xori %0, %1 : i32
  %x1 = arith.xori %2, %3 : i32
  %x2 = arith.andi %0, %1 : i32
  %x3 = arith.andi %2, %3 : i32
  %x4 = arith.ori %0, %1 : i32
  %x5 = arith.ori %2, %3 : i32
  return %x0, %x1, %x2, %x3, %x4, %x5 : i32, i32, i32, i32, i32, i32
}

// ... vectors apply too
func.func @binop_of_ext_vec(%a: vector<2xi8>, %b: vector<2xi8>) -> vector<2xi16> {
  %0 = arith.extsi %a : vector<2xi8> to vector<2xi16>
  %1 = arith.extsi %b : vector<2xi8> to vector<2xi16>
  %2 = arith.andi %0, %1 : vector<2xi16>
  return %2 : vector<2xi16>
}

// ... must not apply: mixed extensions, different source types
func.func @binop_of_ext_no(%a: i8, %b: i8, %c: i16) -> (i32, i32, i32, i32) {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extsi %b : i8 to i32
  %2 = arith.extui %c : i16 to i32
  %x0 = arith.xori %0, %1 : i32
  %x1 = arith.andi %0, %2 : i32
  %x2 = arith.ori %1, %0 : i32
  %c5 = arith.constant 5 : i32
  %x3 = arith.xori %0, %c5 : i32
  return %x0, %x1, %x2, %x3 : i32, i32, i32, i32
}

// ----- cmpi ------------------------------------------------------------------

// CmpIExtSI, CmpIExtUI (eq/ne only, same source types)
func.func @cmpi_ext(%a: i8, %b: i8, %c: i16) -> (i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.extsi %a : i8 to i64
  %1 = arith.extsi %b : i8 to i64
  %2 = arith.extui %a : i8 to i64
  %3 = arith.extui %b : i8 to i64
  %4 = arith.extsi %c : i16 to i64
  %r0 = arith.cmpi eq, %0, %1 : i64
  %r1 = arith.cmpi ne, %0, %1 : i64
  %r2 = arith.cmpi eq, %2, %3 : i64
  %r3 = arith.cmpi ne, %2, %3 : i64
  %r4 = arith.cmpi slt, %0, %1 : i64
  %r5 = arith.cmpi eq, %0, %4 : i64
  %r6 = arith.cmpi eq, %0, %3 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

// ----- cmpf ------------------------------------------------------------------

// CmpFIntToFPConst: exact constants
func.func @cmpf_int_exact(%a: i32, %b: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 3.0 : f32
  %s = arith.sitofp %b : i8 to f32
  %u = arith.uitofp %b : i8 to f32
  %0 = arith.cmpf oeq, %s, %c : f32
  %1 = arith.cmpf ueq, %u, %c : f32
  %2 = arith.cmpf ogt, %s, %c : f32
  %3 = arith.cmpf uge, %u, %c : f32
  %4 = arith.cmpf olt, %s, %c : f32
  %5 = arith.cmpf ule, %u, %c : f32
  %6 = arith.cmpf one, %s, %c : f32
  %7 = arith.cmpf une, %u, %c : f32
  %8 = arith.cmpf ord, %s, %c : f32
  %9 = arith.cmpf uno, %u, %c : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CmpFIntToFPConst: fractional constants
func.func @cmpf_int_frac(%b: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %p = arith.constant 4.5 : f64
  %n = arith.constant -4.5 : f64
  %s = arith.sitofp %b : i16 to f64
  %u = arith.uitofp %b : i16 to f64
  %0 = arith.cmpf oeq, %s, %p : f64
  %1 = arith.cmpf one, %s, %p : f64
  %2 = arith.cmpf ole, %u, %p : f64
  %3 = arith.cmpf ole, %u, %n : f64
  %4 = arith.cmpf ole, %s, %p : f64
  %5 = arith.cmpf ole, %s, %n : f64
  %6 = arith.cmpf olt, %u, %p : f64
  %7 = arith.cmpf olt, %u, %n : f64
  %8 = arith.cmpf olt, %s, %p : f64
  %9 = arith.cmpf olt, %s, %n : f64
  %10 = arith.cmpf ogt, %u, %p : f64
  %11 = arith.cmpf ogt, %u, %n : f64
  %12 = arith.cmpf ogt, %s, %n : f64
  %13 = arith.cmpf oge, %u, %p : f64
  %14 = arith.cmpf oge, %u, %n : f64
  %15 = arith.cmpf oge, %s, %p : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CmpFIntToFPConst: out of range constants, infinities, zeros
func.func @cmpf_int_range(%b: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %big = arith.constant 1000.0 : f32
  %small = arith.constant -1000.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nz = arith.constant -0.0 : f32
  %s = arith.sitofp %b : i8 to f32
  %u = arith.uitofp %b : i8 to f32
  %0 = arith.cmpf olt, %s, %big : f32
  %1 = arith.cmpf ogt, %s, %big : f32
  %2 = arith.cmpf ogt, %s, %small : f32
  %3 = arith.cmpf ult, %u, %big : f32
  %4 = arith.cmpf ugt, %u, %small : f32
  %5 = arith.cmpf oeq, %u, %inf : f32
  %6 = arith.cmpf olt, %s, %nz : f32
  %7 = arith.cmpf oge, %u, %nz : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// CmpFIntToFPConst must not apply: NaN, too wide integers near the
// constant, non-conversions, vectors
func.func @cmpf_int_no(%a: i32, %f: f32, %v: vector<2xi8>) -> (i1, i1, i1, i1, vector<2xi1>) {
  %nan = arith.constant 0x7FC00000 : f32
  %c = arith.constant 16777217.0 : f32
  %big = arith.constant 1.0e+30 : f32
  %s = arith.sitofp %a : i32 to f32
  %0 = arith.cmpf olt, %s, %nan : f32
  %1 = arith.cmpf olt, %s, %c : f32
  %2 = arith.cmpf olt, %f, %c : f32
  %3 = arith.cmpf olt, %s, %big : f32
  %vc = arith.constant dense<1.0> : vector<2xf32>
  %vs = arith.sitofp %v : vector<2xi8> to vector<2xf32>
  %4 = arith.cmpf olt, %vs, %vc : vector<2xf32>
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, vector<2xi1>
}

// CmpFIntToFPConst: wide integers, infinity in a small float type
func.func @cmpf_int_wide(%a: i64, %b: i32) -> (i1, i1, i1) {
  %c = arith.constant 2.0 : f32
  %inf = arith.constant 0x7C00 : f16
  %s = arith.sitofp %a : i64 to f32
  %0 = arith.cmpf olt, %s, %c : f32
  %h = arith.sitofp %b : i32 to f16
  %1 = arith.cmpf olt, %h, %inf : f16
  %u = arith.uitofp %b : i32 to f16
  %2 = arith.cmpf oeq, %u, %inf : f16
  return %0, %1, %2 : i1, i1, i1
}

// ----- select ----------------------------------------------------------------

// RedundantSelectTrue, RedundantSelectFalse (and both: False first)
func.func @redundant_select(%p: i1, %q: i1, %a: i32, %b: i32, %c: i32, %d: i32) -> (i32, i32, i32, i32) {
  %0 = arith.select %p, %a, %b : i32
  %1 = arith.select %p, %0, %c : i32
  %2 = arith.select %p, %c, %0 : i32
  %3 = arith.select %p, %c, %d : i32
  %4 = arith.select %p, %0, %3 : i32
  %5 = arith.select %q, %0, %c : i32
  return %1, %2, %4, %5 : i32, i32, i32, i32
}

// SelectNotCond (constant on either side of the xori); not with a vector mask
func.func @select_not_cond(%p: i1, %a: i32, %b: i32, %v: vector<2xi1>, %x: vector<2xf32>, %y: vector<2xf32>) -> (i32, i32, vector<2xf32>, i32) {
  %true = arith.constant true
  %0 = arith.xori %p, %true : i1
  %1 = arith.select %0, %a, %b : i32
  %2 = arith.xori %true, %p : i1
  %3 = arith.select %2, %b, %a : i32
  %t = arith.constant dense<true> : vector<2xi1>
  %4 = arith.xori %v, %t : vector<2xi1>
  %5 = arith.select %4, %x, %y : vector<2xi1>, vector<2xf32>
  %false = arith.constant false
  %6 = arith.xori %p, %false : i1
  %7 = arith.select %6, %a, %b : i32
  return %1, %3, %5, %7 : i32, i32, vector<2xf32>, i32
}

// SelectI1ToNot; select(p, true, false) folds
func.func @select_i1_to_not(%p: i1, %q: i1) -> (i1, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %p, %false, %true : i1
  %1 = arith.select %p, %true, %false : i1
  %2 = arith.select %p, %false, %q : i1
  return %0, %1, %2 : i1, i1, i1
}

// SelectToExtUI
func.func @select_to_extui(%p: i1) -> (i32, i64, i8, i32, index, f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.select %p, %c1, %c0 : i32
  %d0 = arith.constant 0 : i64
  %d1 = arith.constant 1 : i64
  %1 = arith.select %p, %d0, %d1 : i64
  %e1 = arith.constant 1 : i8
  %e2 = arith.constant 2 : i8
  %2 = arith.select %p, %e1, %e2 : i8
  %3 = arith.select %p, %c1, %c1 : i32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %4 = arith.select %p, %i1, %i0 : index
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %5 = arith.select %p, %f1, %f0 : f32
  return %0, %1, %2, %3, %4, %5 : i32, i64, i8, i32, index, f32
}

// SelectToExtUI must not apply to vectors
func.func @select_to_extui_no(%p: i1, %m: vector<2xi1>) -> (vector<2xi32>, vector<2xi32>) {
  %c0 = arith.constant dense<0> : vector<2xi32>
  %c1 = arith.constant dense<1> : vector<2xi32>
  %0 = arith.select %p, %c1, %c0 : vector<2xi32>
  %1 = arith.select %m, %c0, %c1 : vector<2xi1>, vector<2xi32>
  return %0, %1 : vector<2xi32>, vector<2xi32>
}

// ----- casts -----------------------------------------------------------------

// IndexCastOfIndexCast, IndexCastOfExtSI (and the ui variants)
func.func @index_casts(%i: index, %a: i32, %b: i8) -> (index, i32, index, index, i32, index) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %0 : i32 to index
  %2 = arith.index_cast %a : i32 to index
  %3 = arith.index_cast %2 : index to i32
  %4 = arith.extsi %b : i8 to i32
  %5 = arith.index_cast %4 : i32 to index
  %6 = arith.index_castui %i : index to i32
  %7 = arith.index_castui %6 : i32 to index
  %8 = arith.index_castui %a : i32 to index
  %9 = arith.index_castui %8 : index to i32
  %10 = arith.extui %b : i8 to i32
  %11 = arith.index_castui %10 : i32 to index
  return %1, %3, %5, %7, %9, %11 : index, i32, index, index, i32, index
}

// ... must not apply: other type, mixed signedness
func.func @index_casts_no(%a: i32, %b: i8) -> (i64, index, index, index) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %0 : index to i64
  %2 = arith.extui %b : i8 to i32
  %3 = arith.index_cast %2 : i32 to index
  %4 = arith.extsi %b : i8 to i32
  %5 = arith.index_castui %4 : i32 to index
  %6 = arith.index_castui %a : i32 to index
  %7 = arith.index_cast %6 : index to i32
  %8 = arith.index_cast %7 : i32 to index
  return %1, %3, %5, %8 : i64, index, index, index
}

// BitcastOfBitcast (a round trip folds away afterwards)
func.func @bitcasts(%f: f32, %v: vector<2xf16>) -> (f32, i32, vector<2xi16>, i32) {
  %0 = arith.bitcast %f : f32 to i32
  %1 = arith.bitcast %0 : i32 to f32
  %h = arith.bitcast %v : vector<2xf16> to vector<2xbf16>
  %2 = arith.bitcast %h : vector<2xbf16> to vector<2xi16>
  return %1, %0, %2, %0 : f32, i32, vector<2xi16>, i32
}

// ExtSIOfExtUI; extui/extsi chains fold
func.func @ext_chains(%a: i1, %b: i8) -> (i64, i64, i64, i64) {
  %0 = arith.extui %a : i1 to i8
  %1 = arith.extsi %0 : i8 to i64
  %2 = arith.extsi %b : i8 to i16
  %3 = arith.extui %2 : i16 to i64
  %4 = arith.extsi %b : i8 to i32
  %5 = arith.extsi %4 : i32 to i64
  %6 = arith.extui %b : i8 to i32
  %7 = arith.extui %6 : i32 to i64
  return %1, %3, %5, %7 : i64, i64, i64, i64
}

// TruncIExtSIToExtSI, TruncIExtUIToExtUI; trunci of a wider extension folds
func.func @trunci_ext(%a: i8, %b: i32, %v: vector<2xi8>) -> (i16, i16, i16, i8, vector<2xi16>) {
  %0 = arith.extsi %a : i8 to i64
  %1 = arith.trunci %0 overflow<nsw> : i64 to i16
  %2 = arith.extui %a : i8 to i64
  %3 = arith.trunci %2 : i64 to i16
  %4 = arith.extsi %b : i32 to i64
  %5 = arith.trunci %4 : i64 to i16
  %6 = arith.extui %a : i8 to i64
  %7 = arith.trunci %6 : i64 to i8
  %8 = arith.extsi %v : vector<2xi8> to vector<2xi64>
  %9 = arith.trunci %8 : vector<2xi64> to vector<2xi16>
  return %1, %3, %5, %7, %9 : i16, i16, i16, i8, vector<2xi16>
}

// TruncIShrSIToTrunciShrUI (exact and overflow flags kept, splats too)
func.func @trunci_shrsi(%a: i64, %v: vector<2xi32>) -> (i32, i32, vector<2xi16>, i32, i32) {
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %a, %c32 : i64
  %1 = arith.trunci %0 : i64 to i32
  %2 = arith.shrsi %a, %c32 exact : i64
  %3 = arith.trunci %2 overflow<nsw, nuw> : i64 to i32
  %c16 = arith.constant dense<16> : vector<2xi32>
  %4 = arith.shrsi %v, %c16 : vector<2xi32>
  %5 = arith.trunci %4 : vector<2xi32> to vector<2xi16>
  %c31 = arith.constant 31 : i64
  %6 = arith.shrsi %a, %c31 : i64
  %7 = arith.trunci %6 : i64 to i32
  %c33 = arith.constant 33 : i64
  %8 = arith.shrsi %a, %c33 : i64
  %9 = arith.trunci %8 : i64 to i32
  return %1, %3, %5, %7, %9 : i32, i32, vector<2xi16>, i32, i32
}

// TruncFSIToFPToSIToFP, TruncFUIToFPToUIToFP; not with a rounding mode
func.func @truncf_itofp(%a: i32, %b: i16) -> (f32, f16, f32, f32) {
  %0 = arith.sitofp %a : i32 to f64
  %1 = arith.truncf %0 : f64 to f32
  %2 = arith.uitofp %b : i16 to f32
  %3 = arith.truncf %2 fastmath<fast> : f32 to f16
  %4 = arith.sitofp %a : i32 to f64
  %5 = arith.truncf %4 to_nearest_even : f64 to f32
  %6 = arith.uitofp %a : i32 to f64
  %7 = arith.truncf %6 downward : f64 to f32
  return %1, %3, %5, %7 : f32, f16, f32, f32
}

// ----- float negation --------------------------------------------------------

// MulFOfNegF, DivFOfNegF (fastmath of the root kept)
func.func @negf(%x: f32, %y: f32, %v: vector<2xf64>, %w: vector<2xf64>) -> (f32, f32, vector<2xf64>, f32, f32) {
  %0 = arith.negf %x fastmath<nnan> : f32
  %1 = arith.negf %y : f32
  %2 = arith.mulf %0, %1 fastmath<fast> : f32
  %3 = arith.divf %0, %1 : f32
  %4 = arith.negf %v : vector<2xf64>
  %5 = arith.negf %w : vector<2xf64>
  %6 = arith.divf %4, %5 fastmath<nsz,arcp> : vector<2xf64>
  %7 = arith.mulf %0, %y : f32
  %8 = arith.divf %x, %1 : f32
  return %2, %3, %6, %7, %8 : f32, f32, vector<2xf64>, f32, f32
}

// ----- interplay -------------------------------------------------------------

// Chains of constant adds and subs collapse step by step; created constants
// are deduplicated in the next iteration.
func.func @chains(%x: i32, %y: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.subi %0, %c2 : i32
  %2 = arith.addi %1, %c3 : i32
  %3 = arith.subi %c3, %2 : i32
  %4 = arith.muli %3, %c2 : i32
  %5 = arith.muli %4, %c3 : i32
  %6 = arith.addi %y, %c1 : i32
  %7 = arith.addi %6, %c2 : i32
  %8 = arith.addi %7, %c3 : i32
  %9 = arith.subi %8, %c1 : i32
  return %5, %9 : i32, i32
}

// Patterns inside regions, in non-entry blocks, with attributes dropped
func.func @nested(%p: i1, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.if %p -> (i32) {
    %0 = arith.addi %x, %c1 : i32
    %1 = arith.addi %0, %c2 {tag = "dropped"} : i32
    scf.yield %1 : i32
  } else {
    %t = arith.constant true
    %0 = arith.cmpi slt, %x, %c1 : i32
    %1 = arith.xori %0, %t : i1
    %2 = arith.extui %1 : i1 to i32
    scf.yield %2 : i32
  }
  cf.br ^bb1(%r : i32)
^bb1(%a: i32):
  %3 = arith.subi %a, %c2 : i32
  %4 = arith.subi %3, %c1 : i32
  return %4 : i32
}

// Constants created inside a loop body are hoisted (their location erased)
// in the next iteration
func.func @loop_chain(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %cm12 = arith.constant -12 : i32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %y) -> (i32) {
    %0 = arith.addi %x, %cm12 : i32
    %1 = arith.addi %0, %cm12 : i32
    %2 = arith.addi %a, %1 : i32
    scf.yield %2 : i32
  }
  return %r : i32
}

// Poison is no integer constant; vector index_cast round trips
func.func @poison_and_vectors(%y: i32, %v: vector<2xindex>) -> (i32, vector<2xindex>) {
  %p = ub.poison : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %y, %p : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.index_cast %v : vector<2xindex> to vector<2xi32>
  %3 = arith.index_cast %2 : vector<2xi32> to vector<2xindex>
  return %1, %3 : i32, vector<2xindex>
}

// CmpFIntToFPConst in small float types, zeros, unsigned with a negative
// constant
func.func @cmpf_int_small(%a: i8, %b: i16) -> (i1, i1, i1, i1, i1, i1) {
  %h = arith.constant 7.5 : f16
  %bf = arith.constant 2.0 : bf16
  %z = arith.constant 0.0 : f16
  %n = arith.constant -3.0 : f16
  %s = arith.sitofp %a : i8 to f16
  %u = arith.uitofp %a : i8 to f16
  %sb = arith.sitofp %b : i16 to bf16
  %0 = arith.cmpf ugt, %s, %h : f16
  %1 = arith.cmpf oge, %sb, %bf : bf16
  %2 = arith.cmpf oeq, %s, %z : f16
  %3 = arith.cmpf ule, %u, %n : f16
  %4 = arith.cmpf olt, %u, %z : f16
  %bb = arith.constant 300.0 : bf16
  %5 = arith.cmpf ult, %sb, %bb : bf16
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// Divisions have no memory effects: unused ones are erased.
func.func @dead_divisions(%a: i32, %b: i32) {
  %d = arith.divsi %a, %b : i32
  %e = arith.ceildivui %a, %b : i32
  %f = arith.divui %a, %b : i32
  %g = arith.ceildivsi %a, %b : i32
  return
}
