//! The memref dialect (MLIR 22's `MemRefOps.td`): allocation, access,
//! views (subview, reinterpret_cast, expand/collapse_shape, view), globals
//! and atomics.

pub(crate) mod canon;
pub(crate) mod fold;
mod parse;
pub mod typed;
mod verify;
pub use typed::*;

pub use verify::memref_cast_compatible;

use crate::util::constraints::{
    ANY_MEMREF, ANY_RANKED_OR_UNRANKED_MEMREF, ANY_STRIDED_MEMREF, BOOL_ATTR,
    INDEX_LIST_ARRAY_ATTR, INT_OR_FLOAT, MEMREF_1D, MEMREF_1D_I8, MEMREF_1D_INT_OR_INDEX,
    MEMREF_INT_OR_FLOAT, NON0_RANKED_OR_UNRANKED_MEMREF, POSITIVE_I32_ATTR, POSITIVE_POW2_I64_ATTR,
    STATIC_SHAPE_MEMREF, STRIDED_MEMREF_RANK0, VARIADIC_INDEX, VARIADIC_MEMREF,
};
use crate::util::hooks::{attach, dim_speculatability};
use crate::util::index_list::DYNAMIC_INDEX_LIST;
use rmlir_ir::registry::{DialectInfo, OpTraits};
use rmlir_ir::AttrData;
use rmlir_ir::Context;
use rmlir_ir::{Signedness, TypeData};
use rmlir_ods::constraints::{
    ANY_ATTR, ANY_TYPE, DENSE_I64_ARRAY_ATTR, FLAT_SYMBOL_REF_ATTR, INDEX, STR_ATTR,
    SYMBOL_NAME_ATTR, UNIT_ATTR,
};
use rmlir_ods::{
    attr, one, opt_attr, optional, region, sized_region, variadic, AttrConstraint, AttrKind,
    CustomDirective, OpDef,
};

/// Registers the memref dialect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(DialectInfo {
        materialize_constant: Some(crate::arith::fold::materialize_constant),
        ..DialectInfo::new("memref")
    });
    for def in OPS {
        rmlir_ods::register(ctx, def);
    }
    attach(ctx, "memref.dim", |i| {
        i.speculatability = Some(dim_speculatability)
    });
}

const PURE: OpTraits = OpTraits::PURE;

use rmlir_ir::registry::{MemoryEffect, MemoryEffectKind};

fn effect(kind: MemoryEffectKind, value: rmlir_ir::ValueId) -> MemoryEffect {
    MemoryEffect {
        kind,
        value: Some(value),
    }
}

/// `MemAlloc` on the result.
fn effects_alloc(_: &Context, b: &rmlir_ir::Body, op: rmlir_ir::OpId, out: &mut Vec<MemoryEffect>) {
    out.push(effect(MemoryEffectKind::Allocate, b.result(op, 0)));
}

/// `MemFree` on the memref.
fn effects_dealloc(
    ctx: &Context,
    b: &rmlir_ir::Body,
    op: rmlir_ir::OpId,
    out: &mut Vec<MemoryEffect>,
) {
    out.push(effect(MemoryEffectKind::Free, DeallocOp(op).memref(ctx, b)));
}

/// `MemRead` on the memref.
fn effects_load(
    ctx: &Context,
    b: &rmlir_ir::Body,
    op: rmlir_ir::OpId,
    out: &mut Vec<MemoryEffect>,
) {
    out.push(effect(MemoryEffectKind::Read, LoadOp(op).memref(ctx, b)));
}

/// `MemWrite` on the memref (operand 1).
fn effects_store(
    ctx: &Context,
    b: &rmlir_ir::Body,
    op: rmlir_ir::OpId,
    out: &mut Vec<MemoryEffect>,
) {
    out.push(effect(MemoryEffectKind::Write, StoreOp(op).memref(ctx, b)));
}

/// `MemRead` on the source, `MemWrite` on the target.
fn effects_copy(
    ctx: &Context,
    b: &rmlir_ir::Body,
    op: rmlir_ir::OpId,
    out: &mut Vec<MemoryEffect>,
) {
    let copy = CopyOp(op);
    out.push(effect(MemoryEffectKind::Read, copy.source(ctx, b)));
    out.push(effect(MemoryEffectKind::Write, copy.target(ctx, b)));
}

/// `MemRead` and `MemWrite` on the memref (operand 1).
fn effects_atomic_rmw(
    ctx: &Context,
    b: &rmlir_ir::Body,
    op: rmlir_ir::OpId,
    out: &mut Vec<MemoryEffect>,
) {
    let memref = AtomicRmwOp(op).memref(ctx, b);
    out.push(effect(MemoryEffectKind::Read, memref));
    out.push(effect(MemoryEffectKind::Write, memref));
}

/// `MemRefTypeAttr`.
pub static MEMREF_TYPE_ATTR: AttrConstraint = AttrConstraint {
    desc: "memref type attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::Type(t) if matches!(c.type_data(*t), TypeData::MemRef { .. })),
    kind: AttrKind::TypeAttr,
};

/// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>`.
pub static LOCALITY_HINT_ATTR: AttrConstraint = AttrConstraint {
    desc: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    check: |c, a| match c.attr_data(a) {
        AttrData::Integer { ty, value } => {
            matches!(
                c.type_data(*ty),
                TypeData::Integer {
                    width: 32,
                    signedness: Signedness::Signless
                }
            ) && value.to_i64_signed().is_some_and(|v| (0..=3).contains(&v))
        }
        _ => false,
    },
    kind: AttrKind::Typed(|c| c.common().i32),
};

/// `AffineMapAttr`.
pub static AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint {
    desc: "AffineMap attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::AffineMap(_)),
    kind: AttrKind::Plain,
};

/// `arith::AtomicRMWKind` keywords and values.
pub const ATOMIC_RMW_KINDS: &[(&str, i64)] = &[
    ("addf", 0),
    ("addi", 1),
    ("andi", 2),
    ("assign", 3),
    ("maximumf", 4),
    ("maxnumf", 5),
    ("maxs", 6),
    ("maxu", 7),
    ("minimumf", 8),
    ("minnumf", 9),
    ("mins", 10),
    ("minu", 11),
    ("mulf", 12),
    ("muli", 13),
    ("ori", 14),
    ("xori", 15),
];

/// `AtomicRMWKindAttr`.
pub static ATOMIC_RMW_KIND_ATTR: AttrConstraint = AttrConstraint {
    desc: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    check: |c, a| match c.attr_data(a) {
        AttrData::Integer { ty, value } => {
            *ty == c.common().i64 && value.to_i64_signed().is_some_and(|v| (0..=15).contains(&v))
        }
        _ => false,
    },
    kind: AttrKind::IntEnum {
        cases: ATOMIC_RMW_KINDS,
        width: 64,
        what: "kind",
    },
};

/// `custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)`.
pub static GLOBAL_TYPE_AND_INITIAL_VALUE: CustomDirective = CustomDirective {
    name: "GlobalMemrefOpTypeAndInitialValue",
    parse: parse::parse_global_type_directive,
    print: parse::print_global_type_directive,
};

const ALLOC_FORMAT: &str =
    "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)";

const OSS_ATTRS: &[rmlir_ods::AttrDef] = &[
    attr("static_offsets", &DENSE_I64_ARRAY_ATTR),
    attr("static_sizes", &DENSE_I64_ARRAY_ATTR),
    attr("static_strides", &DENSE_I64_ARRAY_ATTR),
];

const ACCESS_ATTRS: &[rmlir_ods::AttrDef] = &[
    opt_attr("nontemporal", &BOOL_ATTR),
    opt_attr("alignment", &POSITIVE_POW2_I64_ATTR),
];

macro_rules! named {
    ($n:expr) => {
        Some(|_, _, _, set| set(0, $n))
    };
}

/// The memref ops.
pub static OPS: &[OpDef] = &[
    OpDef {
        name: "memref.alloc",
        effects: Some(effects_alloc),
        operands: &[
            variadic("dynamicSizes", &VARIADIC_INDEX),
            variadic("symbolOperands", &VARIADIC_INDEX),
        ],
        results: &[one("memref", &ANY_MEMREF)],
        attrs: &[opt_attr("alignment", &POSITIVE_POW2_I64_ATTR)],
        format: Some(ALLOC_FORMAT),
        parse: Some(parse::parse_alloc),
        verify: Some(verify::verify_alloc),
        result_names: named!("alloc"),
        canonicalize: Some(canon::alloc_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.alloca",
        effects: Some(effects_alloc),
        operands: &[
            variadic("dynamicSizes", &VARIADIC_INDEX),
            variadic("symbolOperands", &VARIADIC_INDEX),
        ],
        results: &[one("memref", &ANY_MEMREF)],
        attrs: &[opt_attr("alignment", &POSITIVE_POW2_I64_ATTR)],
        format: Some(ALLOC_FORMAT),
        parse: Some(parse::parse_alloc),
        verify: Some(verify::verify_alloca),
        result_names: named!("alloca"),
        canonicalize: Some(canon::alloca_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.alloca_scope",
        traits: OpTraits(
            OpTraits::AUTOMATIC_ALLOCATION_SCOPE.0
                | OpTraits::RECURSIVE_MEMORY_EFFECTS.0
                | OpTraits::SINGLE_BLOCK.0,
        ),
        results: &[variadic("results", &ANY_TYPE)],
        regions: &[sized_region("bodyRegion")],
        parse: Some(parse::parse_alloca_scope),
        print: Some(parse::print_alloca_scope),
        verify_regions: Some(verify::verify_alloca_scope_regions),
        implicit_terminator: Some("memref.alloca_scope.return"),
        canonicalize: Some(canon::alloca_scope_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.alloca_scope.return",
        traits: OpTraits(PURE.0 | OpTraits::RETURN_LIKE.0 | OpTraits::TERMINATOR.0),
        operands: &[variadic("results", &ANY_TYPE)],
        format: Some("attr-dict ($results^ `:` type($results))?"),
        parents: &["memref.alloca_scope"],
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.assume_alignment",
        traits: PURE,
        operands: &[one("memref", &ANY_MEMREF)],
        results: &[one("result", &ANY_MEMREF)],
        attrs: &[attr("alignment", &POSITIVE_I32_ATTR)],
        format: Some("$memref `,` $alignment attr-dict `:` type($memref)"),
        parse: Some(parse::parse_assume_alignment),
        verify: Some(verify::verify_assume_alignment),
        result_names: named!("assume_align"),
        fold: Some(fold::fold_assume_alignment),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.atomic_rmw",
        effects: Some(effects_atomic_rmw),
        operands: &[
            one("value", &INT_OR_FLOAT),
            one("memref", &MEMREF_INT_OR_FLOAT),
            variadic("indices", &VARIADIC_INDEX),
        ],
        results: &[one("result", &INT_OR_FLOAT)],
        attrs: &[attr("kind", &ATOMIC_RMW_KIND_ATTR)],
        format: Some(
            "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
        ),
        same_types: &[&["value", "result"]],
        parse: Some(parse::parse_atomic_rmw),
        verify: Some(verify::verify_atomic_rmw),
        fold: Some(fold::fold_atomic_rmw),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.atomic_yield",
        traits: OpTraits(PURE.0 | OpTraits::TERMINATOR.0),
        operands: &[one("result", &ANY_TYPE)],
        format: Some("$result attr-dict `:` type($result)"),
        parents: &["memref.generic_atomic_rmw"],
        verify: Some(verify::verify_atomic_yield),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.cast",
        traits: PURE,
        operands: &[one("source", &ANY_RANKED_OR_UNRANKED_MEMREF)],
        results: &[one("dest", &ANY_RANKED_OR_UNRANKED_MEMREF)],
        format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
        verify: Some(verify::verify_cast),
        result_names: named!("cast"),
        fold: Some(fold::fold_cast),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.collapse_shape",
        traits: PURE,
        operands: &[one("src", &ANY_STRIDED_MEMREF)],
        results: &[one("result", &ANY_STRIDED_MEMREF)],
        attrs: &[attr("reassociation", &INDEX_LIST_ARRAY_ATTR)],
        format: Some("$src $reassociation attr-dict `:` type($src) `into` type($result)"),
        verify: Some(verify::verify_collapse_shape),
        result_names: named!("collapse_shape"),
        fold: Some(fold::fold_collapse_shape),
        canonicalize: Some(canon::collapse_shape_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.copy",
        effects: Some(effects_copy),
        operands: &[
            one("source", &ANY_RANKED_OR_UNRANKED_MEMREF),
            one("target", &ANY_RANKED_OR_UNRANKED_MEMREF),
        ],
        format: Some("$source `,` $target attr-dict `:` type($source) `to` type($target)"),
        verify: Some(verify::verify_copy),
        fold: Some(fold::fold_copy),
        canonicalize: Some(canon::copy_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.dealloc",
        effects: Some(effects_dealloc),
        operands: &[one("memref", &ANY_RANKED_OR_UNRANKED_MEMREF)],
        format: Some("$memref attr-dict `:` type($memref)"),
        fold: Some(fold::fold_cast_operands),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.distinct_objects",
        traits: PURE,
        operands: &[variadic("operands", &VARIADIC_MEMREF)],
        results: &[variadic("results", &VARIADIC_MEMREF)],
        format: Some("$operands attr-dict `:` type($operands)"),
        infer: Some(|_, ops, _| Some(ops.to_vec())),
        verify: Some(verify::verify_distinct_objects),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.dma_start",
        operands: &[variadic("operands", &ANY_TYPE)],
        parse: Some(parse::parse_dma_start),
        print: Some(parse::print_dma_start),
        verify: Some(verify::verify_dma_start),
        fold: Some(fold::fold_cast_operands),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.dma_wait",
        operands: &[
            one("tagMemRef", &ANY_MEMREF),
            variadic("tagIndices", &VARIADIC_INDEX),
            one("numElements", &INDEX),
        ],
        format: Some(
            "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)",
        ),
        verify: Some(verify::verify_dma_wait),
        fold: Some(fold::fold_cast_operands),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.dim",
        traits: OpTraits::NO_MEMORY_EFFECT,
        operands: &[
            one("source", &NON0_RANKED_OR_UNRANKED_MEMREF),
            one("index", &INDEX),
        ],
        results: &[one("result", &INDEX)],
        format: Some("attr-dict $source `,` $index `:` type($source)"),
        result_names: named!("dim"),
        fold: Some(fold::fold_dim),
        canonicalize: Some(canon::dim_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.expand_shape",
        traits: PURE,
        operands: &[
            one("src", &ANY_STRIDED_MEMREF),
            variadic("output_shape", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_STRIDED_MEMREF)],
        attrs: &[
            attr("reassociation", &INDEX_LIST_ARRAY_ATTR),
            attr("static_output_shape", &DENSE_I64_ARRAY_ATTR),
        ],
        format: Some(
            "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
        ),
        custom: &[DYNAMIC_INDEX_LIST],
        verify: Some(verify::verify_expand_shape),
        result_names: named!("expand_shape"),
        fold: Some(fold::fold_expand_shape),
        canonicalize: Some(canon::expand_shape_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.extract_aligned_pointer_as_index",
        traits: PURE,
        operands: &[one("source", &ANY_RANKED_OR_UNRANKED_MEMREF)],
        results: &[one("aligned_pointer", &INDEX)],
        format: Some("$source `:` type($source) `->` type(results) attr-dict"),
        result_names: named!("intptr"),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.extract_strided_metadata",
        traits: PURE,
        operands: &[one("source", &ANY_STRIDED_MEMREF)],
        // `sizes` and `strides` (SameVariadicResultSize) as one group.
        results: &[
            one("base_buffer", &STRIDED_MEMREF_RANK0),
            one("offset", &INDEX),
            variadic("sizes_and_strides", &VARIADIC_INDEX),
        ],
        format: Some("$source `:` type($source) `->` type(results) attr-dict"),
        verify: Some(verify::verify_extract_strided_metadata),
        result_names: Some(verify::extract_strided_metadata_names),
        fold: Some(fold::fold_extract_strided_metadata),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.generic_atomic_rmw",
        traits: OpTraits::SINGLE_BLOCK,
        operands: &[
            one("memref", &MEMREF_INT_OR_FLOAT),
            variadic("indices", &VARIADIC_INDEX),
        ],
        results: &[one("result", &INT_OR_FLOAT)],
        regions: &[region("atomic_body")],
        parse: Some(parse::parse_generic_atomic_rmw),
        print: Some(parse::print_generic_atomic_rmw),
        verify: Some(verify::verify_generic_atomic_rmw),
        implicit_terminator: Some("memref.atomic_yield"),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.get_global",
        traits: PURE,
        attrs: &[attr("name", &FLAT_SYMBOL_REF_ATTR)],
        results: &[one("result", &STATIC_SHAPE_MEMREF)],
        format: Some("$name `:` type($result) attr-dict"),
        verify_symbol_uses: Some(verify::verify_get_global_symbol),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.global",
        traits: OpTraits::SYMBOL,
        attrs: &[
            attr("sym_name", &SYMBOL_NAME_ATTR),
            opt_attr("sym_visibility", &STR_ATTR),
            attr("type", &MEMREF_TYPE_ATTR),
            opt_attr("initial_value", &ANY_ATTR),
            opt_attr("constant", &UNIT_ATTR),
            opt_attr("alignment", &POSITIVE_POW2_I64_ATTR),
        ],
        format: Some(
            "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict",
        ),
        custom: &[GLOBAL_TYPE_AND_INITIAL_VALUE],
        parse: Some(parse::parse_global),
        verify: Some(verify::verify_global),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.load",
        effects: Some(effects_load),
        operands: &[
            one("memref", &ANY_MEMREF),
            variadic("indices", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_TYPE)],
        attrs: ACCESS_ATTRS,
        parse: Some(parse::parse_load),
        print: Some(parse::print_load),
        verify: Some(verify::verify_load),
        fold: Some(fold::fold_cast_operands),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.memory_space_cast",
        traits: PURE,
        operands: &[one("source", &ANY_RANKED_OR_UNRANKED_MEMREF)],
        results: &[one("dest", &ANY_RANKED_OR_UNRANKED_MEMREF)],
        format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
        verify: Some(verify::verify_memory_space_cast),
        result_names: named!("memspacecast"),
        fold: Some(fold::fold_memory_space_cast),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.prefetch",
        operands: &[
            one("memref", &ANY_MEMREF),
            variadic("indices", &VARIADIC_INDEX),
        ],
        attrs: &[
            attr("isWrite", &BOOL_ATTR),
            attr("localityHint", &LOCALITY_HINT_ATTR),
            attr("isDataCache", &BOOL_ATTR),
        ],
        parse: Some(parse::parse_prefetch),
        print: Some(parse::print_prefetch),
        verify: Some(verify::verify_prefetch),
        fold: Some(fold::fold_cast_operands),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.rank",
        traits: PURE,
        operands: &[one("memref", &ANY_RANKED_OR_UNRANKED_MEMREF)],
        results: &[one("result", &INDEX)],
        format: Some("$memref attr-dict `:` type($memref)"),
        fold: Some(fold::fold_rank),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.realloc",
        operands: &[
            one("source", &MEMREF_1D),
            optional("dynamicResultSize", &INDEX),
        ],
        results: &[one("result", &MEMREF_1D)],
        attrs: &[opt_attr("alignment", &POSITIVE_POW2_I64_ATTR)],
        format: Some(
            "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
        ),
        verify: Some(verify::verify_realloc),
        canonicalize: Some(canon::realloc_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.reinterpret_cast",
        traits: PURE,
        operands: &[
            one("source", &ANY_RANKED_OR_UNRANKED_MEMREF),
            variadic("offsets", &VARIADIC_INDEX),
            variadic("sizes", &VARIADIC_INDEX),
            variadic("strides", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_STRIDED_MEMREF)],
        attrs: OSS_ATTRS,
        format: Some(
            "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
        ),
        custom: &[DYNAMIC_INDEX_LIST],
        verify: Some(verify::verify_reinterpret_cast),
        result_names: named!("reinterpret_cast"),
        fold: Some(fold::fold_reinterpret_cast),
        canonicalize: Some(canon::reinterpret_cast_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.reshape",
        traits: PURE,
        operands: &[
            one("source", &ANY_RANKED_OR_UNRANKED_MEMREF),
            one("shape", &MEMREF_1D_INT_OR_INDEX),
        ],
        results: &[one("result", &ANY_RANKED_OR_UNRANKED_MEMREF)],
        format: Some("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"),
        verify: Some(verify::verify_reshape),
        result_names: named!("reshape"),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.store",
        effects: Some(effects_store),
        operands: &[
            one("value", &ANY_TYPE),
            one("memref", &ANY_MEMREF),
            variadic("indices", &VARIADIC_INDEX),
        ],
        attrs: ACCESS_ATTRS,
        parse: Some(parse::parse_store),
        print: Some(parse::print_store),
        verify: Some(verify::verify_store),
        fold: Some(fold::fold_store),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.subview",
        traits: PURE,
        operands: &[
            one("source", &ANY_MEMREF),
            variadic("offsets", &VARIADIC_INDEX),
            variadic("sizes", &VARIADIC_INDEX),
            variadic("strides", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_MEMREF)],
        attrs: OSS_ATTRS,
        format: Some(
            "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
        ),
        custom: &[DYNAMIC_INDEX_LIST],
        verify: Some(verify::verify_subview),
        result_names: named!("subview"),
        fold: Some(fold::fold_subview),
        canonicalize: Some(canon::subview_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.transpose",
        traits: PURE,
        operands: &[one("in", &ANY_STRIDED_MEMREF)],
        results: &[one("result", &ANY_STRIDED_MEMREF)],
        attrs: &[attr("permutation", &AFFINE_MAP_ATTR)],
        parse: Some(parse::parse_transpose),
        print: Some(parse::print_transpose),
        verify: Some(verify::verify_transpose),
        result_names: named!("transpose"),
        fold: Some(fold::fold_transpose),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "memref.view",
        traits: PURE,
        operands: &[
            one("source", &MEMREF_1D_I8),
            one("byte_shift", &INDEX),
            variadic("sizes", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_MEMREF)],
        format: Some(
            "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
        ),
        verify: Some(verify::verify_view),
        result_names: named!("view"),
        canonicalize: Some(canon::view_patterns),
        ..OpDef::EMPTY
    },
];
