//! Builtin attributes modelled by the parser (distinct, strided, sparse,
//! dense_resource, file resources) and their printing rules.

use rmlir_ir::affine::AffineMap;
use rmlir_ir::{AttrData, Context};
use rmlir_text::affine::parse_affine_map;
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{attr_to_string, print_top_level_with_resources, PrintOptions};
use rmlir_text::resources::ResourceValue;

fn ctx() -> Context {
    let mut c = Context::new();
    c.set_allow_unregistered_dialects(true);
    c
}

fn round_trip(ctx: &Context, src: &str, opts: &PrintOptions) -> String {
    let m = parse_module(ctx, src.as_bytes(), &ParseOptions::default()).expect("parses");
    print_top_level_with_resources(ctx, &m.body, m.op, opts, Some(&m.resources))
}

#[test]
fn identity_maps_allow_symbols() {
    let m = parse_affine_map("(d0, d1)[s0] -> (d0, d1)").expect("parses");
    assert!(m.is_identity());
    assert!(AffineMap::identity(3).is_identity());
    assert!(!parse_affine_map("(d0, d1) -> (d1, d0)")
        .expect("parses")
        .is_identity());
    assert!(!parse_affine_map("(d0, d1) -> (d0)")
        .expect("parses")
        .is_identity());
}

#[test]
fn distinct_identity_per_file_id() {
    let ctx = ctx();
    let src = r#""t.a"() {a = distinct[3]<1 : i32>, b = distinct[3]<1 : i32>, c = distinct[4]<1 : i32>} : () -> ()"#;
    let m = parse_module(&ctx, src.as_bytes(), &ParseOptions::default()).expect("parses");
    let nb = m.body.nested_body(m.op).expect("module body");
    let op = nb
        .region_blocks(nb.root_regions()[0])
        .flat_map(|b| nb.block_ops(b))
        .next()
        .expect("op");
    let attrs: Vec<_> = ctx.dict_entries(nb.attrs(op)).iter().map(|e| e.1).collect();
    assert_eq!(attrs[0], attrs[1], "the same N is the same attribute");
    assert_ne!(attrs[0], attrs[2], "equal contents, different N: distinct");
    assert!(matches!(ctx.attr_data(attrs[2]), AttrData::Distinct { .. }));
    // A second parse of the same text makes new attributes.
    let m2 = parse_module(&ctx, src.as_bytes(), &ParseOptions::default()).expect("parses");
    let nb2 = m2.body.nested_body(m2.op).expect("module body");
    let op2 = nb2
        .region_blocks(nb2.root_regions()[0])
        .flat_map(|b| nb2.block_ops(b))
        .next()
        .expect("op");
    assert_ne!(ctx.dict_entries(nb2.attrs(op2))[0].1, attrs[0]);
    // Printed alone, numbering starts at 0.
    assert_eq!(attr_to_string(&ctx, attrs[2]), "distinct[0]<1 : i32>");
}

#[test]
fn distinct_aliases_and_renumbering() {
    let ctx = ctx();
    let out = round_trip(
        &ctx,
        r#""t.a"() {a = distinct[7]<>, b = distinct[9]<"x">, c = distinct[7]<>} : () -> ()"#,
        &PrintOptions::default(),
    );
    assert_eq!(
        out,
        "#distinct = distinct[0]<\"x\">\nmodule {\n  \"t.a\"() {a = distinct[1]<>, b = #distinct, c = distinct[1]<>} : () -> ()\n}\n\n"
    );
}

#[test]
fn strided_layouts_are_canonical() {
    let ctx = ctx();
    let src = r#""t.a"() {a = strided<[4, 1], offset: 0>, b = strided<[4,1]>, c = strided<[?, -2], offset: ?>} : () -> ()"#;
    let out = round_trip(&ctx, src, &PrintOptions::default());
    assert!(
        out.contains("{a = strided<[4, 1]>, b = strided<[4, 1]>, c = strided<[?, -2], offset: ?>}"),
        "{out}"
    );
}

#[test]
fn sparse_parts_are_dense_attributes() {
    let ctx = ctx();
    let src = r#""t.a"() {a = sparse<[[0, 1], [2, 3]], [5, 6]> : tensor<3x4xi32>} : () -> ()"#;
    let m = parse_module(&ctx, src.as_bytes(), &ParseOptions::default()).expect("parses");
    let nb = m.body.nested_body(m.op).expect("module body");
    let op = nb
        .region_blocks(nb.root_regions()[0])
        .flat_map(|b| nb.block_ops(b))
        .next()
        .expect("op");
    let a = ctx.dict_entries(nb.attrs(op))[0].1;
    let AttrData::Sparse {
        indices, values, ..
    } = ctx.attr_data(a)
    else {
        panic!("not sparse");
    };
    assert_eq!(
        attr_to_string(&ctx, *indices),
        "dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>"
    );
    assert_eq!(
        attr_to_string(&ctx, *values),
        "dense<[5, 6]> : tensor<2xi32>"
    );
}

#[test]
fn resources_parse_and_print() {
    let ctx = ctx();
    let src = "\"t.a\"() {x = dense_resource<b> : tensor<1xi32>} : () -> ()\n{-# dialect_resources: { builtin: { b: \"0x04000000ff000000\", u: \"0x0400000001\" } }, external_resources: { e: { s: \"x\", f: false } } #-}\n";
    let m = parse_module(&ctx, src.as_bytes(), &ParseOptions::default()).expect("parses");
    assert_eq!(
        m.resources.builtin_blob("b"),
        Some(&ResourceValue::Blob {
            alignment: 4,
            data: vec![0xff, 0, 0, 0]
        })
    );
    assert_eq!(m.resources.external.len(), 1);
    let out = round_trip(&ctx, src, &PrintOptions::default());
    assert!(out.ends_with("}\n\n{-#\n  dialect_resources: {\n    builtin: {\n      b: \"0x04000000FF000000\"\n    }\n  },\n  external_resources: {\n    e: {\n      s: \"x\",\n      f: false\n    }\n  }\n#-}\n\n"), "{out}");
}

/// A dense array of elements that are not whole bytes wide (only bytecode
/// makes one) prints as MLIR 22 prints it: `width / 8` bytes per element
/// read at that stride from data stored `ceil(width / 8)` bytes apart
/// (checked with mlir-opt-22 on a read_bytecode finding: `array<si11: 255>`
/// for the value -1).
#[test]
fn dense_arrays_of_partial_bytes_print_as_mlir_reads_them() {
    use rmlir_ir::{Signedness, TypeData};
    use rmlir_numerics::apint::APInt;
    use rmlir_numerics::float::FloatKind;
    let ctx = ctx();
    let array = |elem, values: Vec<APInt>| {
        let a = ctx.intern_attr(AttrData::DenseArray {
            elem,
            values: values.into_boxed_slice(),
        });
        attr_to_string(&ctx, a)
    };
    let si11 = ctx.integer_type(11, Signedness::Signed);
    assert_eq!(
        array(si11, vec![APInt::from_i64(11, -1)]),
        "array<si11: 255>"
    );
    // Stored as FF 07 | 02 01; read one byte each: FF, 07.
    let two = vec![APInt::from_i64(11, -1), APInt::from_u64(11, 0x102)];
    assert_eq!(array(si11, two), "array<si11: 255, 7>");
    let i4 = ctx.integer_type(4, Signedness::Signless);
    assert_eq!(array(i4, vec![APInt::from_u64(4, 5)]), "array<i4: 0>");
    // Whole bytes and i1 print their values.
    let i16 = ctx.integer_type(16, Signedness::Signless);
    assert_eq!(array(i16, vec![APInt::from_i64(16, -1)]), "array<i16: -1>");
    let i1 = ctx.integer_type(1, Signedness::Signless);
    assert_eq!(array(i1, vec![APInt::from_u64(1, 1)]), "array<i1: true>");
    let tf32 = ctx.intern_type(TypeData::Float(FloatKind::TF32));
    assert_eq!(
        array(tf32, vec![APInt::from_u64(19, 0)]),
        "array<tf32: 0.000000e+00>"
    );
}
