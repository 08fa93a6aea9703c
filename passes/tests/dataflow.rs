//! The data-flow solver on parsed IR: which blocks are live and what each
//! value is known to be (what `sccp` rewrites with).

use rmlir_ir::body_tree::{BlockRef, BodyIx, ValueRef};
use rmlir_ir::{Body, Context, OpId, ValueId};
use rmlir_passes::dataflow::solver::Solution;
use rmlir_passes::dataflow::{ConstantValue, Solver};
use rmlir_text::parser::{parse_module, ParseOptions};

/// Parses `src`, runs the solver on its first function and hands the
/// function's body and the solution to `check`.
fn solve_first_func(src: &str, check: impl FnOnce(&Context, &Body, &Solution)) {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let mut m = parse_module(&ctx, src.as_bytes(), &ParseOptions::default()).expect("parses");
    let module_body = m.body.nested_body_mut(m.op).expect("module body");
    let func: OpId = {
        let r = module_body.root_regions()[0];
        let b = module_body.entry_block(r).expect("module block");
        module_body.first_op(b).expect("a function")
    };
    let func_name = ctx.op_name("func.func");
    let body = module_body.nested_body_mut(func).expect("function body");
    let solution = Solver::solve(&ctx, func_name, body);
    check(&ctx, body, &solution);
}

/// The values defined in `body` in IR order (block arguments first in each
/// block).
fn values(body: &Body) -> Vec<ValueId> {
    let mut out = Vec::new();
    let r = body.root_regions()[0];
    for b in body.region_blocks(r) {
        out.extend(body.block_args(b).iter().copied());
        for op in body.block_ops(b) {
            out.extend(body.results(op));
        }
    }
    out
}

fn int_of(ctx: &Context, c: ConstantValue) -> Option<i64> {
    match ctx.attr_data(c.constant()?) {
        rmlir_ir::AttrData::Integer { value, .. } => value.to_i64_signed(),
        _ => None,
    }
}

#[test]
fn constant_branch_keeps_the_other_block_dead() {
    let src = r#"
func.func @f(%a: i32) -> i32 {
  %t = arith.constant true
  %c1 = arith.constant 1 : i32
  cf.cond_br %t, ^bb1, ^bb2(%a : i32)
^bb1:
  cf.br ^bb2(%c1 : i32)
^bb2(%x: i32):
  return %x : i32
^bb3:
  %d = arith.addi %c1, %c1 : i32
  return %d : i32
}
"#;
    solve_first_func(src, |ctx, body, sol| {
        let r = body.root_regions()[0];
        let blocks: Vec<_> = body.region_blocks(r).collect();
        let live: Vec<bool> = blocks
            .iter()
            .map(|&block| {
                sol.is_live(BlockRef {
                    body: BodyIx::ROOT,
                    block,
                })
            })
            .collect();
        assert_eq!(live, vec![true, true, true, false]);
        let v = values(body);
        let state = |i: usize| {
            sol.value(ValueRef {
                body: BodyIx::ROOT,
                value: v[i],
            })
        };
        // %a is unknown, %t and %c1 constant.
        assert_eq!(state(0), ConstantValue::Unknown);
        assert_eq!(int_of(ctx, state(2)), Some(1));
        // %x only receives %c1: the edge from ^bb0 is never taken.
        assert_eq!(int_of(ctx, state(3)), Some(1));
        // %d is in a dead block: never reached.
        assert!(state(4).is_uninitialized());
    });
}

#[test]
fn conflicting_constants_are_unknown() {
    let src = r#"
func.func @f(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^bb1(%c1 : i32), ^bb1(%c2 : i32)
^bb1(%x: i32):
  %y = arith.muli %x, %x : i32
  return %y : i32
}
"#;
    solve_first_func(src, |_, body, sol| {
        let v = values(body);
        let state = |i: usize| {
            sol.value(ValueRef {
                body: BodyIx::ROOT,
                value: v[i],
            })
        };
        assert_eq!(state(3), ConstantValue::Unknown);
        assert_eq!(state(4), ConstantValue::Unknown);
    });
}

#[test]
fn region_branch_results_join_the_live_yields() {
    let src = r#"
func.func @f(%c: i1, %a: i32) -> (i32, i32) {
  %t = arith.constant true
  %r = scf.if %t -> (i32) {
    %c5 = arith.constant 5 : i32
    scf.yield %c5 : i32
  } else {
    scf.yield %a : i32
  }
  %s = scf.if %c -> (i32) {
    %c6 = arith.constant 6 : i32
    scf.yield %c6 : i32
  } else {
    %c7 = arith.constant 7 : i32
    scf.yield %c7 : i32
  }
  return %r, %s : i32, i32
}
"#;
    solve_first_func(src, |ctx, body, sol| {
        let v = values(body);
        let state = |i: usize| {
            sol.value(ValueRef {
                body: BodyIx::ROOT,
                value: v[i],
            })
        };
        // %c, %a, %t, %r, %s
        assert_eq!(int_of(ctx, state(3)), Some(5));
        assert_eq!(state(4), ConstantValue::Unknown);
    });
}

#[test]
fn loop_carried_values_reach_a_fixpoint() {
    let src = r#"
func.func @f(%lb: index, %ub: index, %st: index) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %c0, %y = %c1) -> (i32, i32) {
    %x2 = arith.muli %x, %c1 : i32
    %y2 = arith.addi %y, %y : i32
    scf.yield %x2, %y2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
"#;
    solve_first_func(src, |ctx, body, sol| {
        let v = values(body);
        let state = |i: usize| {
            sol.value(ValueRef {
                body: BodyIx::ROOT,
                value: v[i],
            })
        };
        // %lb %ub %st %c0 %c1 %r#0 %r#1
        assert_eq!(int_of(ctx, state(5)), Some(0));
        assert_eq!(state(6), ConstantValue::Unknown);
    });
}
