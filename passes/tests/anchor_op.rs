//! A pass sees the op it runs on (name, location, attributes) and may change
//! it; what passes print reaches the run's result, not the process's streams.

use rmlir_ir::Context;
use rmlir_passes::{
    parse_pipeline, Pass, PassContext, PassInfo, PassOptions, PassRegistry, RunOptions,
};
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{print_top_level, PrintOptions};

/// Tags the op it runs on with a `test.seen` attribute naming its symbol.
struct TagAnchor;

impl Pass for TagAnchor {
    fn run(&self, cx: &mut PassContext<'_>) {
        let ctx = cx.ctx;
        let symbol = cx
            .op
            .properties
            .and_then(|p| ctx.dict_get(p, "sym_name"))
            .expect("a function has a name");
        let mut entries = ctx.dict_entries(cx.op.attrs).to_vec();
        entries.push((ctx.ident("test.seen"), symbol));
        cx.op.attrs = ctx.dictionary_attr(entries);
    }
}

const INFO: PassInfo = PassInfo {
    argument: "tag-anchor",
    name: "TagAnchor",
    summary: "Tags the op with its own symbol name",
    anchor: Some("func.func"),
    options: &[],
    statistics: &[],
    create: |_: &PassOptions, _: &PassRegistry| Box::new(TagAnchor),
};

const INPUT: &str = "func.func @f() { return }\nfunc.func @g() { return }\n";

fn run(reg: &PassRegistry, pipeline: &str) -> (String, rmlir_passes::RunResult) {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let pm = parse_pipeline(reg, pipeline).expect("pipeline parses");
    let mut m = parse_module(&ctx, INPUT.as_bytes(), &ParseOptions::default()).expect("parses");
    let res = pm.run(&ctx, &mut m.body, m.op, RunOptions::default());
    let out = print_top_level(&ctx, &m.body, m.op, &PrintOptions::default());
    (out, res)
}

#[test]
fn a_pass_reads_and_changes_its_anchor_op() {
    let mut reg = rmlir_passes::registry();
    reg.register(INFO);
    let (out, res) = run(&reg, "builtin.module(func.func(tag-anchor))");
    assert!(!res.failed);
    assert!(
        out.contains("func.func @f() attributes {test.seen = \"f\"}"),
        "{out}"
    );
    assert!(
        out.contains("func.func @g() attributes {test.seen = \"g\"}"),
        "{out}"
    );
}

#[test]
fn the_inliners_pipeline_errors_are_in_the_result() {
    let reg = rmlir_passes::registry();
    let (_, res) = run(&reg, "builtin.module(inline{default-pipeline=bogus})");
    assert!(!res.failed);
    let printed: String = res.dumps.iter().map(|(_, t)| t.as_str()).collect();
    assert!(
        printed.contains("'bogus' does not refer to a registered pass or pass pipeline"),
        "{printed}"
    );
}

/// Tags a function with the symbols of the body around it, read through
/// [`PassContext::enclosing_body`] (`test.around = ["f", "g"]`).
struct TagEnclosingSymbols;

impl Pass for TagEnclosingSymbols {
    fn run(&self, cx: &mut PassContext<'_>) {
        let ctx = cx.ctx;
        let Some(around) = cx.enclosing_body() else {
            return;
        };
        let mut names = Vec::new();
        for &r in around.root_regions() {
            for b in around.region_blocks(r) {
                for o in around.block_ops(b) {
                    if let Some(name) = rmlir_ir::symbol::symbol_name(ctx, around, o) {
                        names.push(ctx.string_attr(name));
                    }
                }
            }
        }
        let mut entries = ctx.dict_entries(cx.op.attrs).to_vec();
        entries.push((
            ctx.ident("test.around"),
            ctx.intern_attr(rmlir_ir::AttrData::Array(names.into())),
        ));
        cx.op.attrs = ctx.dictionary_attr(entries);
    }
}

#[test]
fn a_nested_pass_reads_the_symbols_around_its_op() {
    let mut reg = rmlir_passes::registry();
    reg.register(PassInfo {
        argument: "tag-enclosing",
        name: "TagEnclosingSymbols",
        summary: "Tags the op with the symbols around it",
        anchor: None,
        options: &[],
        statistics: &[],
        create: |_: &PassOptions, _: &PassRegistry| Box::new(TagEnclosingSymbols),
    });
    for pipeline in [
        "builtin.module(func.func(tag-enclosing))",
        "builtin.module(func.func(cse,tag-enclosing))",
    ] {
        let (out, res) = run(&reg, pipeline);
        assert!(!res.failed);
        let tags = out.matches("test.around = [\"f\", \"g\"]").count();
        assert_eq!(tags, 2, "{out}");
    }
    // The root op is not inside anything.
    let (out, _) = run(&reg, "builtin.module(tag-enclosing)");
    assert!(!out.contains("test.around"), "{out}");
}
