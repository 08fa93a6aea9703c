//! The rewriter reports every change to its listener, and the op-scoped
//! greedy driver (MLIR's `applyOpPatternsGreedily`) rewrites only the ops it
//! is given and what those rewrites create.

use rmlir_ir::pattern::{FrozenPatternSet, PatternRewriter, RewriteListener, RewritePattern};
use rmlir_ir::{Body, Context, OpId, RegionId, ValueId};
use rmlir_rewrite::{apply_op_patterns_greedily, GreedyConfig};
use rmlir_text::parser::{parse_module, ParseOptions, ParsedModule};
use rmlir_text::printer::{print_top_level, PrintOptions};

const INPUT: &str = "func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %b, %a : i32
  return %0, %1 : i32, i32
}
";

/// What a listener heard, by op name.
struct Recorder<'c>(&'c Context, Vec<String>);

impl RewriteListener for Recorder<'_> {
    fn notify_op_inserted(&mut self, body: &Body, op: OpId) {
        let n = self.0.op_name_str(body.op_name(op)).to_string();
        self.1.push(format!("inserted {n}"));
    }
    fn notify_op_modified(&mut self, body: &Body, op: OpId) {
        let n = self.0.op_name_str(body.op_name(op)).to_string();
        self.1.push(format!("modified {n}"));
    }
    fn notify_op_replaced(&mut self, body: &Body, op: OpId, values: &[ValueId]) {
        let n = self.0.op_name_str(body.op_name(op)).to_string();
        self.1.push(format!("replaced {n} ({})", values.len()));
    }
    fn notify_op_erased(&mut self, body: &Body, op: OpId) {
        let n = self.0.op_name_str(body.op_name(op)).to_string();
        self.1.push(format!("erased {n}"));
    }
}

/// The ops named `name` in the root regions of `body`, in order.
fn ops_named(ctx: &Context, body: &Body, name: &str) -> Vec<OpId> {
    ops_in(ctx, body, body.root_regions(), name)
}

/// The body of the module's function.
fn func_body<'m>(ctx: &Context, m: &'m mut ParsedModule) -> &'m mut Body {
    let module = m.body.nested_body_mut(m.op).expect("module body");
    let func = ops_named(ctx, module, "func.func")[0];
    module.nested_body_mut(func).expect("function body")
}

fn ops_in(ctx: &Context, body: &Body, regions: &[RegionId], name: &str) -> Vec<OpId> {
    let want = ctx.op_name(name);
    let mut out = Vec::new();
    for &r in regions {
        for b in body.region_blocks(r) {
            out.extend(body.block_ops(b).filter(|&o| body.op_name(o) == want));
        }
    }
    out
}

fn setup() -> (Context, ParsedModule) {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let m = parse_module(&ctx, INPUT.as_bytes(), &ParseOptions::default()).expect("parses");
    (ctx, m)
}

/// Replaces `from` ops with `to` ops of the same operands and result type.
struct Rename {
    from: &'static str,
    to: &'static str,
}

impl RewritePattern for Rename {
    fn root(&self) -> Option<&'static str> {
        Some(self.from)
    }
    fn debug_name(&self) -> &'static str {
        "Rename"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let body = rw.body();
        let operands: Vec<ValueId> = body.operands(op).collect();
        let ty = body.value_type(body.result(op, 0));
        let loc = body.op_loc(op);
        rw.set_insertion_point_before(op);
        let new = rw.create_op(self.to, loc, &operands, &[ty], None);
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }
}

#[test]
fn listener_hears_insertions_replacements_modifications_and_erasures() {
    let (ctx, mut m) = setup();
    let body = func_body(&ctx, &mut m);
    let mul = ops_named(&ctx, body, "arith.muli")[0];
    let mut heard = Recorder(&ctx, Vec::new());
    let mut rw = PatternRewriter::with_listener(&ctx, body, &mut heard);
    assert!(Rename {
        from: "arith.muli",
        to: "arith.addi"
    }
    .match_and_rewrite(mul, &mut rw));
    assert_eq!(
        heard.1,
        [
            "inserted arith.addi",
            "replaced arith.muli (1)",
            "modified func.return",
            "erased arith.muli",
        ]
    );
    // Changes made through the named escape are not reported.
    let mut heard = Recorder(&ctx, Vec::new());
    let mut rw = PatternRewriter::with_listener(&ctx, body, &mut heard);
    let ret = ops_named(&ctx, rw.body(), "func.return")[0];
    let (v0, v1) = (rw.body().operand(ret, 0), rw.body().operand(ret, 1));
    rw.body_mut_unnotified().set_operand(ret, 0, v1);
    rw.set_operand(ret, 1, v0);
    assert_eq!(heard.1, ["modified func.return"]);
}

#[test]
fn op_scoped_driver_rewrites_the_given_ops_and_follows_what_they_create() {
    let (ctx, mut m) = setup();
    let patterns = FrozenPatternSet::new(
        &ctx,
        vec![
            Box::new(Rename {
                from: "arith.muli",
                to: "arith.addi",
            }) as Box<dyn RewritePattern>,
            Box::new(Rename {
                from: "arith.addi",
                to: "arith.subi",
            }),
        ],
    );
    let body = func_body(&ctx, &mut m);
    let first = ops_named(&ctx, body, "arith.muli")[0];
    let changed = apply_op_patterns_greedily(
        &ctx,
        body,
        &patterns,
        &[first],
        None,
        GreedyConfig::default(),
    );
    assert!(changed);
    let out = print_top_level(&ctx, &m.body, m.op, &PrintOptions::default());
    // The given op became addi, and the addi it created became subi; the
    // other muli was not given and stays.
    assert!(out.contains("%0 = arith.subi %arg0, %arg1 : i32"), "{out}");
    assert!(out.contains("%1 = arith.muli %arg1, %arg0 : i32"), "{out}");
    assert!(!out.contains("arith.addi"), "{out}");
}
