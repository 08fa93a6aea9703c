//! Property layouts and entries of registered ops against the bytes
//! mlir-opt 22 writes for them.

use rmlir_bytecode::properties::{property_layout, write_properties, PropertyField};
use rmlir_ir::{Attr, Context};

fn context() -> Context {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx
}

/// The properties entry of the first op named `op` in `src`, with
/// attribute indices given by `index` (attribute text to number).
fn entry(ctx: &Context, src: &str, op: &str, version: u64, index: &[(&str, u64)]) -> Vec<u8> {
    let opts = rmlir_text::parser::ParseOptions::default();
    let module = rmlir_text::parser::parse_module(ctx, src.as_bytes(), &opts).expect("parses");
    let name = ctx.op_name(op);
    let mut found = None;
    let top = &module.body;
    if top.op_name(module.op) == name {
        found = Some(top.properties(module.op));
    }
    let inner = top.regions_body(module.op);
    let regions = if top.nested_body(module.op).is_some() {
        inner.root_regions()
    } else {
        top.op_regions(module.op)
    };
    rmlir_ir::walk::walk_regions(inner, regions, true, &mut |body, id, ev| {
        if ev == rmlir_ir::walk::WalkEvent::Pre && found.is_none() && body.op_name(id) == name {
            found = Some(body.properties(id));
        }
        rmlir_ir::walk::WalkControl::Advance
    });
    let props = found.expect("op present");
    let layout = property_layout(ctx, name).expect("has properties");
    let mut out = Vec::new();
    let mut lookup = |attr: Attr| {
        let text = ctx.render_attr(attr);
        index
            .iter()
            .find(|(t, _)| *t == text)
            .unwrap_or_else(|| panic!("no index for {text}"))
            .1
    };
    write_properties(ctx, &layout, version, props, &mut out, &mut lookup).expect("writes");
    out
}

#[test]
fn builtin_module_has_two_optional_fields() {
    let ctx = context();
    assert_eq!(
        entry(&ctx, "module {}", "builtin.module", 6, &[]),
        [0x01, 0x01]
    );
}

#[test]
fn func_func_matches_mlir() {
    let ctx = context();
    let src = "func.func @f(%a: i32) -> i32 { return %a : i32 }";
    let bytes = entry(
        &ctx,
        src,
        "func.func",
        6,
        &[("(i32) -> i32", 2), ("\"f\"", 3)],
    );
    assert_eq!(bytes, [0x01, 0x05, 0x01, 0x01, 0x07, 0x01]);
}

#[test]
fn arith_ops_match_mlir() {
    let ctx = context();
    let src = "func.func @f(%a: i32) -> i32 {\n %c = arith.constant 3 : i32\n %0 = arith.addi %a, %c : i32\n return %0 : i32 }";
    let addi = entry(&ctx, src, "arith.addi", 6, &[("#arith.overflow<none>", 17)]);
    assert_eq!(addi, [0x47]);
    let constant = entry(&ctx, src, "arith.constant", 6, &[("3 : i32", 9)]);
    assert_eq!(constant, [0x13]);
}

#[test]
fn cond_br_segments_are_native_from_version_6() {
    let ctx = context();
    let src = "func.func @f(%c: i1) {\n cf.cond_br %c, ^a(%c : i1), ^b\n^a(%x: i1):\n return\n^b:\n return }";
    assert_eq!(
        entry(&ctx, src, "cf.cond_br", 6, &[]),
        [0x01, 0x0D, 0x03, 0x03, 0x01]
    );
    // Before 6: branch_weights absent, then the DenseI32ArrayAttr index.
    assert_eq!(
        entry(&ctx, src, "cf.cond_br", 5, &[("array<i32: 1, 1, 0>", 4)]),
        [0x01, 0x09]
    );
    // [1, 0, 0] is sparse: one entry, no index bits, value 1.
    let src = "func.func @f(%c: i1) {\n cf.cond_br %c, ^a, ^b\n^a:\n return\n^b:\n return }";
    assert_eq!(
        entry(&ctx, src, "cf.cond_br", 6, &[]),
        [0x01, 0x07, 0x01, 0x03]
    );
}

#[test]
fn ops_without_inherent_attributes_have_no_properties() {
    let ctx = context();
    assert!(property_layout(&ctx, ctx.op_name("func.return")).is_none());
    assert!(property_layout(&ctx, ctx.op_name("test.unregistered")).is_none());
    let layout = property_layout(&ctx, ctx.op_name("memref.alloc")).expect("alloc");
    assert!(matches!(
        layout.fields[0],
        PropertyField::Attr {
            name: "alignment",
            required: false
        }
    ));
}
