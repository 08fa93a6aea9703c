//! `remove-dead-values` on parsed IR: what stays of functions, calls and
//! ops, and the callers the data-flow solver reports for callables.

use rmlir_ir::body_tree::{BodyIx, OpRef};
use rmlir_ir::{Body, Context, OpId};
use rmlir_passes::dataflow::Solver;
use rmlir_passes::remove_dead_values::run_remove_dead_values;
use rmlir_text::parser::{parse_module, ParseOptions};

fn context() -> Context {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx
}

/// The ops of the module body (its functions), in order.
fn functions(body: &Body) -> Vec<OpId> {
    let r = body.root_regions()[0];
    let b = body.entry_block(r).expect("module block");
    body.block_ops(b).collect()
}

/// Number of entry block arguments and of ops of function `f`.
fn shape(body: &Body, f: OpId) -> (usize, usize) {
    let fb = body.nested_body(f).expect("function body");
    let r = fb.root_regions()[0];
    let b = fb.entry_block(r).expect("entry block");
    (fb.block_args(b).len(), fb.block_ops(b).count())
}

const SRC: &str = r#"
func.func private @priv(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  return %0, %b : i32, i32
}
func.func @pub(%x: i32, %y: i32) -> i32 {
  %r:2 = call @priv(%x, %y) : (i32, i32) -> (i32, i32)
  %dead = arith.muli %x, %y : i32
  return %r#1 : i32
}
"#;

#[test]
fn dead_arguments_results_and_ops_are_removed() {
    let ctx = context();
    let mut m = parse_module(&ctx, SRC.as_bytes(), &ParseOptions::default()).expect("parses");
    let module = ctx.op_name("builtin.module");
    let body = m.body.nested_body_mut(m.op).expect("module body");
    run_remove_dead_values(&ctx, module, body, None);
    let fs = functions(body);
    // @priv keeps only %b and its second result: `return %b`.
    assert_eq!(shape(body, fs[0]), (1, 1));
    // @pub keeps its arguments; the call passes one operand and the dead
    // multiplication is gone.
    assert_eq!(shape(body, fs[1]), (2, 2));
    let pb = body.nested_body(fs[1]).expect("body");
    let b = pb.entry_block(pb.root_regions()[0]).expect("block");
    let call = pb.first_op(b).expect("call");
    assert_eq!(pb.num_operands(call), 1);
    assert_eq!(pb.num_results(call), 1);
}

#[test]
fn solver_reports_known_callers() {
    let mut ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    let src = format!(
        "{SRC}\nfunc.func @unreg() {{\n  \"test.region\"() ({{\n    \"test.end\"() : () -> ()\n  }}) : () -> ()\n  return\n}}\n"
    );
    let mut m = parse_module(&ctx, src.as_bytes(), &ParseOptions::default()).expect("parses");
    let module = ctx.op_name("builtin.module");
    let body = m.body.nested_body_mut(m.op).expect("module body");
    let fs = functions(body);
    let sol = Solver::solve(&ctx, module, body);
    let priv_ = OpRef {
        body: BodyIx::ROOT,
        op: fs[0],
    };
    let pub_ = OpRef {
        body: BodyIx::ROOT,
        op: fs[1],
    };
    // An unregistered op with a region does not hide the callers (as in
    // mlir-opt 22).
    assert_eq!(sol.callers(priv_).map(|c| c.len()), Some(1));
    assert_eq!(sol.callers(pub_), None);
    assert_eq!(sol.callable_region(priv_), Some(0));
}
