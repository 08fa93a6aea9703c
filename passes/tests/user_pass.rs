//! A pass written outside the passes crate, registered by name and run from
//! a textual pipeline: the worked example of issue "user-defined passes".

use rmlir_ir::registry::OpTraits;
use rmlir_ir::{Context, OpId};
use rmlir_passes::{
    parse_pipeline, OptionKind, Pass, PassContext, PassInfo, PassOptions, PassRegistry, RunOptions,
};
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{print_top_level, PrintOptions};

/// Erases unused constants whose value is an integer (or all unused
/// constants with `all=true`).
struct EraseUnusedConstants {
    all: bool,
}

impl Pass for EraseUnusedConstants {
    fn run(&self, cx: &mut PassContext<'_>) {
        let body = &mut *cx.op.body;
        let mut dead: Vec<OpId> = Vec::new();
        let regions = body.root_regions().to_vec();
        for r in regions {
            for b in body.region_blocks(r) {
                for op in body.block_ops(b) {
                    let constant = cx
                        .ctx
                        .op_traits(body.op_name(op))
                        .contains(OpTraits::CONSTANT_LIKE);
                    let unused = !body.results(op).any(|v| body.has_uses(v));
                    let integer = body.results(op).all(|v| {
                        matches!(
                            cx.ctx.type_data(body.value_type(v)),
                            rmlir_ir::TypeData::Integer { .. }
                        )
                    });
                    if constant && unused && (self.all || integer) {
                        dead.push(op);
                    }
                }
            }
        }
        let n = dead.len() as u64;
        for op in dead {
            body.erase_op(op).expect("unused constant");
        }
        cx.add_statistic("erased", n);
    }
}

rmlir_passes::pass_options! {
    /// The options of `erase-unused-constants`.
    struct EraseOptions {
        all: bool = ("all", OptionKind::Bool, "false", "Erase constants of every type"),
    }
}

const INFO: PassInfo = PassInfo {
    argument: "erase-unused-constants",
    name: "EraseUnusedConstants",
    summary: "Erase constants nobody uses",
    anchor: Some("func.func"),
    options: EraseOptions::SPECS,
    statistics: &[],
    create: |o: &PassOptions, _: &PassRegistry| {
        Box::new(EraseUnusedConstants {
            all: EraseOptions::from_options(o).all,
        })
    },
};

const INPUT: &str = r#"
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %f = arith.constant 1.0 : f32
  %0 = arith.addi %a, %c1 : i32
  return %0 : i32
}
func.func @g() {
  %c3 = arith.constant 3 : i64
  return
}
"#;

fn run(pipeline: &str) -> String {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let mut registry = rmlir_passes::registry();
    registry.register(INFO);
    let pm = parse_pipeline(&registry, pipeline).expect("pipeline parses");
    let mut m = parse_module(&ctx, INPUT.as_bytes(), &ParseOptions::default()).expect("parses");
    let res = pm.run(&ctx, &mut m.body, m.op, RunOptions::default());
    assert!(!res.failed, "pipeline failed: {:?}", res.diagnostics.len());
    print_top_level(&ctx, &m.body, m.op, &PrintOptions::default())
}

#[test]
fn user_pass_runs_from_a_textual_pipeline() {
    let out = run("builtin.module(func.func(erase-unused-constants))");
    assert!(!out.contains("arith.constant 2 : i32"), "{out}");
    assert!(!out.contains("arith.constant 3 : i64"), "{out}");
    assert!(
        out.contains("arith.constant 1 : i32"),
        "used constant kept: {out}"
    );
    assert!(out.contains("arith.constant 1.000000e+00 : f32"), "{out}");
}

#[test]
fn user_pass_options_are_parsed() {
    let out = run("builtin.module(func.func(erase-unused-constants{all=true}))");
    assert!(!out.contains(": f32"), "{out}");
    assert!(out.contains("arith.constant 1 : i32"), "{out}");
}

#[test]
fn user_pass_anchor_is_checked() {
    let registry = {
        let mut r = rmlir_passes::registry();
        r.register(INFO);
        r
    };
    let err = parse_pipeline(&registry, "builtin.module(erase-unused-constants)")
        .err()
        .expect("anchored on func.func");
    assert!(
        err.message.contains("restricted to 'func.func'"),
        "{}",
        err.message
    );
    let err = parse_pipeline(
        &registry,
        "builtin.module(func.func(erase-unused-constants{x=1}))",
    )
    .err()
    .expect("unknown option");
    assert!(err.message.contains("no such option x"), "{}", err.message);
}

#[test]
fn cse_runs_the_same_with_one_or_many_threads() {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let reg = rmlir_passes::registry();
    let mut text = String::new();
    for i in 0..40 {
        text.push_str(&format!(
            "func.func @f{i}(%a: i32, %b: i32) -> i32 {{\n  %0 = arith.addi %a, %b : i32\n  %1 = arith.addi %b, %a : i32\n  %2 = arith.muli %0, %1 : i32\n  return %2 : i32\n}}\n"
        ));
    }
    let pm = parse_pipeline(&reg, "builtin.module(func.func(cse))").expect("parses");
    let mut outs = Vec::new();
    for threads in [1, 2, 4] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("pool");
        let out = pool.install(|| {
            let mut m =
                parse_module(&ctx, text.as_bytes(), &ParseOptions::default()).expect("parses");
            let res = pm.run(&ctx, &mut m.body, m.op, RunOptions::default());
            assert!(!res.failed);
            print_top_level(&ctx, &m.body, m.op, &PrintOptions::default())
        });
        outs.push(out);
    }
    assert_eq!(outs[0], outs[1]);
    assert_eq!(outs[0], outs[2]);
    assert_eq!(outs[0].matches("arith.addi").count(), 40);
}
