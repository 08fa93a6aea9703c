// A bad `index.cmp` predicate: the first of the two errors mlir-opt 22
// reports (it adds "failed to parse IndexCmpPredicateAttr parameter ...",
// which rmlir's single-diagnostic parser does not).
// RUN: not rmlir-opt %s -split-input-file 2>&1 | FileCheck %s

func.func @cmp_bad_predicate(%a: index, %b: index) {
  // CHECK: :[[@LINE+1]]:18: error: custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge
  %0 = index.cmp foo(%a, %b)
  return
}

// -----

func.func @cmp_no_predicate(%a: index, %b: index) {
  // CHECK: :[[@LINE+1]]:18: error: custom op 'index.cmp' expected valid keyword or string
  %0 = index.cmp (%a, %b)
  return
}

// -----

func.func @attr_bad_predicate(%a: index, %b: index) {
  // CHECK: :[[@LINE+1]]:58: error: expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge
  %0 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate foo>}> : (index, index) -> i1
  return
}

// -----

func.func @attr_pretty_form(%a: index, %b: index) {
  // CHECK: :[[@LINE+1]]:57: error: expected valid keyword or string
  %0 = "index.cmp"(%a, %b) <{pred = #index.cmp_predicate<slt>}> : (index, index) -> i1
  return
}

// -----

func.func @attr_not_a_predicate(%a: index, %b: index) {
  // CHECK: :[[@LINE+1]]:8: error: invalid properties {pred = 1 : i64} for op index.cmp: Invalid attribute `pred` in property conversion: 1 : i64
  %0 = "index.cmp"(%a, %b) <{pred = 1 : i64}> : (index, index) -> i1
  return
}
