//! `test-data-layout-query` (MLIR's test pass): annotates every
//! `test.data_layout_query` op in the functions of a module with the data
//! layout answers for its result type in its scope (`size`, `bitsize`,
//! `alignment`, `preferred`, `index`, endianness, memory spaces, ...).
//!
//! MLIR runs it on each `func.func` directly in the top-level module (the
//! pass manager nests it there); functions see the module's layout, so here
//! it runs on the module and visits those functions itself. A query MLIR
//! aborts on (a type without layout) is a located error.

use crate::pass::{Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use rmlir_ir::data_layout::{decode_spec, scope_of, DataLayout, LayoutResult, ScopeLink, TypeSize};
use rmlir_ir::walk::{walk_regions, WalkControl, WalkEvent};
use rmlir_ir::Signedness;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, Context, Diagnostic, OpId};

/// Registration of `test-data-layout-query`.
pub const INFO: PassInfo = PassInfo {
    argument: "test-data-layout-query",
    name: "TestDataLayoutQuery",
    summary: "Test data layout queries",
    options: &[],
    anchor: Some("builtin.module"),
    statistics: &[],
    create: |_: &PassOptions, _: &PassRegistry| Box::new(TestDataLayoutQuery),
};

/// The `test-data-layout-query` pass.
pub struct TestDataLayoutQuery;

/// The name of the ops the pass annotates.
const QUERY_OP: &str = "test.data_layout_query";

/// The attributes MLIR's pass sets on a query op of result type `ty`.
fn answers(ctx: &Context, layout: &DataLayout, ty: rmlir_ir::Type) -> LayoutResult<Attr> {
    let index = |v: u64| ctx.integer_attr(ctx.common().index, v as i64);
    let size_attr = |s: TypeSize| {
        if !s.scalable {
            return index(s.min);
        }
        ctx.dictionary_attr(vec![
            (ctx.ident("scalable"), ctx.common().unit),
            (ctx.ident("minimal_size"), index(s.min)),
        ])
    };
    let zero_ui32 = || ctx.integer_attr(ctx.integer_type(32, Signedness::Unsigned), 0);
    let empty = || ctx.string_attr("");
    let size = layout.type_size(ty)?;
    let bitsize = layout.type_size_in_bits(ty)?;
    let alignment = layout.abi_alignment(ty)?;
    let preferred = layout.preferred_alignment(ty)?;
    let index_width = layout.index_bitwidth(ty)?.unwrap_or(0);
    let stack = layout.stack_alignment()?;
    let fn_ptr = layout.function_pointer_alignment().unwrap_or_else(|| {
        ctx.intern_attr(AttrData::Dialect {
            text: "dlti.function_pointer_alignment<0, function_dependent = false>".into(),
        })
    });
    let legal = layout.legal_int_widths().unwrap_or_else(|| {
        ctx.intern_attr(AttrData::DenseArray {
            elem: ctx.common().i32,
            values: Box::new([]),
        })
    });
    let entries = vec![
        ("size", size_attr(size)),
        ("bitsize", size_attr(bitsize)),
        ("alignment", index(alignment)),
        ("preferred", index(preferred)),
        ("index", index(index_width)),
        ("endianness", layout.endianness().unwrap_or_else(empty)),
        (
            "default_memory_space",
            layout.default_memory_space().unwrap_or_else(zero_ui32),
        ),
        (
            "alloca_memory_space",
            layout.alloca_memory_space().unwrap_or_else(zero_ui32),
        ),
        (
            "mangling_mode",
            layout.mangling_mode().unwrap_or_else(empty),
        ),
        (
            "program_memory_space",
            layout.program_memory_space().unwrap_or_else(zero_ui32),
        ),
        (
            "global_memory_space",
            layout.global_memory_space().unwrap_or_else(zero_ui32),
        ),
        ("stack_alignment", index(stack)),
        ("function_pointer_alignment", fn_ptr),
        ("legal_int_widths", legal),
    ];
    Ok(ctx.dictionary_attr(
        entries
            .into_iter()
            .map(|(n, a)| (ctx.ident(n), a))
            .collect(),
    ))
}

/// The link of a scope op in a chain of scopes.
fn link(ctx: &Context, body: &Body, op: OpId) -> Option<ScopeLink> {
    let spec_fn = scope_of(ctx, body, op)?;
    Some(ScopeLink {
        loc: body.op_loc(op),
        spec: spec_fn(ctx, body, op).and_then(|a| decode_spec(ctx, a)),
        top_level_module: false,
    })
}

/// Answers the queries in one function body, whose enclosing scopes are
/// `chain`: the new attributes of each query op, or the first error.
fn annotate(
    ctx: &Context,
    body: &Body,
    chain: &mut Vec<ScopeLink>,
) -> Result<Vec<(OpId, Attr)>, Diagnostic> {
    let mut layouts: Vec<Option<DataLayout<'_>>> = Vec::new();
    layouts.resize_with(chain.len(), || None);
    let mut out = Vec::new();
    let mut err = None;
    let base = chain.len();
    walk_regions(body, body.root_regions(), false, &mut |b, o, ev| {
        let is_scope = scope_of(ctx, b, o).is_some();
        if ev == WalkEvent::Post {
            if is_scope {
                chain.pop();
                layouts.pop();
            }
            return WalkControl::Advance;
        }
        if ctx.op_name_str(b.op_name(o)) == QUERY_OP && b.num_results(o) == 1 {
            let ty = b.value_type(b.result(o, 0));
            let n = chain.len();
            if layouts[n - 1].is_none() {
                match DataLayout::for_chain(ctx, chain) {
                    Ok(l) => layouts[n - 1] = Some(l),
                    Err(_) => layouts[n - 1] = Some(DataLayout::new(ctx, None)),
                }
            }
            let layout = layouts[n - 1].as_ref().expect("layout computed above");
            match answers(ctx, layout, ty) {
                Ok(a) => out.push((o, a)),
                Err(e) => {
                    err = Some(Diagnostic::error(b.op_loc(o), e.0));
                    return WalkControl::Interrupt;
                }
            }
        }
        if is_scope {
            if let Some(l) = link(ctx, b, o) {
                chain.push(l);
                layouts.push(None);
            }
        }
        WalkControl::Advance
    });
    chain.truncate(base);
    match err {
        Some(e) => Err(e),
        None => Ok(out),
    }
}

impl Pass for TestDataLayoutQuery {
    fn run(&self, cx: &mut PassContext<'_>) {
        let ctx = cx.ctx;
        let spec = ctx
            .dict_get(cx.op.attrs, rmlir_ir::data_layout::DL_SPEC_ATTR)
            .and_then(|a| decode_spec(ctx, a));
        let mut chain = vec![ScopeLink {
            loc: cx.op.loc,
            spec,
            top_level_module: true,
        }];
        let body = &mut cx.op.body;
        let mut funcs = Vec::new();
        for r in body.root_regions().to_vec() {
            for b in body.region_blocks(r).collect::<Vec<_>>() {
                funcs.extend(
                    body.block_ops(b)
                        .filter(|&o| ctx.op_name_str(body.op_name(o)) == "func.func"),
                );
            }
        }
        for f in funcs {
            let Some(mut fb) = body.take_nested_body(f) else {
                continue;
            };
            let result = annotate(ctx, &fb, &mut chain);
            match result {
                Ok(updates) => {
                    for (o, a) in updates {
                        fb.set_attrs(o, a);
                    }
                    body.put_nested_body(f, fb);
                }
                Err(d) => {
                    body.put_nested_body(f, fb);
                    cx.fail(d);
                    return;
                }
            }
        }
    }
}
