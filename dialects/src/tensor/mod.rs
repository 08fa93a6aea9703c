//! The tensor dialect (MLIR 22's `TensorOps.td`): creation, element access,
//! slices, padding, reshapes and casts.

pub(crate) mod canon;
pub(crate) mod fold;
pub mod typed;
mod verify;
pub use typed::*;

use crate::util::constraints::{
    ANY_RANKED_TENSOR, ANY_TENSOR, BITCASTABLE_TENSOR, DENSE_I64_ARRAY_BODY_ATTR,
    INDEX_LIST_ARRAY_ATTR, NON0_RANKED_OR_UNRANKED_TENSOR, RANKED_TENSOR_INT_OR_INDEX,
    STATIC_SHAPE_TENSOR, TENSOR_1D_INT_OR_INDEX, VARIADIC_INDEX, VARIADIC_RANKED_TENSOR,
};
use crate::util::diag::operand_count_error;
use crate::util::hooks::{attach, dim_speculatability};
use crate::util::index_list::DYNAMIC_INDEX_LIST;
use crate::util::parse::{parse_type_of_kind, resolve_counted, TypeKind};
use crate::util::shaped::{elem_of, shape_of, DYNAMIC};
use rmlir_ir::registry::{DialectInfo, OpTraits};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ods::constraints::{ANY_TYPE, DENSE_I64_ARRAY_ATTR, I64_ATTR, INDEX, UNIT_ATTR};
use rmlir_ods::{attr, one, opt_attr, sized_region, variadic, OpDef, TypeConstraint};
use rmlir_text::parser::{Delimiter, OpAsmParser, Punct};

/// Registers the tensor dialect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(DialectInfo {
        // `arith.constant`, or `complex.constant` for an extracted complex
        // element.
        materialize_constant: Some(crate::complex::materialize_constant),
        ..DialectInfo::new("tensor")
    });
    for def in OPS {
        rmlir_ods::register(ctx, def);
    }
    attach(ctx, "tensor.dim", |i| {
        i.speculatability = Some(dim_speculatability)
    });
}

const PURE: OpTraits = OpTraits::PURE;
const YIELD: &str = "tensor.yield";

/// `Variadic<AnyType>`.
pub static VARIADIC_ANY: TypeConstraint = TypeConstraint {
    desc: "variadic of any type",
    build: None,
    check: |_, _| true,
    class: None,
};

const OSS_ATTRS: &[rmlir_ods::AttrDef] = &[
    attr("static_offsets", &DENSE_I64_ARRAY_ATTR),
    attr("static_sizes", &DENSE_I64_ARRAY_ATTR),
    attr("static_strides", &DENSE_I64_ARRAY_ATTR),
];

macro_rules! named {
    ($n:expr) => {
        Some(|_, _, _, set| set(0, $n))
    };
}

/// The tensor ops.
pub static OPS: &[OpDef] = &[
    OpDef {
        name: "tensor.bitcast",
        traits: PURE,
        operands: &[one("source", &BITCASTABLE_TENSOR)],
        results: &[one("dest", &BITCASTABLE_TENSOR)],
        format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
        verify: Some(verify::verify_bitcast),
        fold: Some(fold::fold_bitcast),
        canonicalize: Some(canon::bitcast_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.cast",
        traits: PURE,
        operands: &[one("source", &ANY_TENSOR)],
        results: &[one("dest", &ANY_TENSOR)],
        format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
        verify: Some(verify::verify_cast),
        result_names: named!("cast"),
        fold: Some(fold::fold_cast),
        canonicalize: Some(canon::cast_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.collapse_shape",
        traits: PURE,
        operands: &[one("src", &ANY_TENSOR)],
        results: &[one("result", &ANY_TENSOR)],
        attrs: &[attr("reassociation", &INDEX_LIST_ARRAY_ATTR)],
        format: Some("$src $reassociation attr-dict `:` type($src) `into` type($result)"),
        verify: Some(verify::verify_collapse_shape),
        result_names: named!("collapsed"),
        fold: Some(fold::fold_collapse_shape),
        canonicalize: Some(canon::collapse_shape_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.concat",
        traits: PURE,
        operands: &[variadic("inputs", &VARIADIC_RANKED_TENSOR)],
        results: &[one("result", &ANY_RANKED_TENSOR)],
        attrs: &[attr("dim", &I64_ATTR)],
        format: Some("`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)"),
        verify: Some(verify::verify_concat),
        result_names: named!("concat"),
        fold: Some(fold::fold_concat),
        canonicalize: Some(canon::concat_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.dim",
        traits: OpTraits::NO_MEMORY_EFFECT,
        operands: &[
            one("source", &NON0_RANKED_OR_UNRANKED_TENSOR),
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
        name: "tensor.empty",
        traits: PURE,
        operands: &[variadic("dynamicSizes", &VARIADIC_INDEX)],
        results: &[one("result", &ANY_RANKED_TENSOR)],
        format: Some("`(`$dynamicSizes`)` attr-dict `:` type($result)"),
        verify: Some(verify::verify_empty),
        canonicalize: Some(canon::empty_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.expand_shape",
        traits: PURE,
        operands: &[
            one("src", &ANY_TENSOR),
            variadic("output_shape", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_TENSOR)],
        attrs: &[
            attr("reassociation", &INDEX_LIST_ARRAY_ATTR),
            attr("static_output_shape", &DENSE_I64_ARRAY_ATTR),
        ],
        format: Some(
            "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
        ),
        custom: &[DYNAMIC_INDEX_LIST],
        verify: Some(verify::verify_expand_shape),
        result_names: named!("expanded"),
        fold: Some(fold::fold_expand_shape),
        canonicalize: Some(canon::expand_shape_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.extract",
        traits: PURE,
        operands: &[
            one("tensor", &ANY_RANKED_TENSOR),
            variadic("indices", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_TYPE)],
        format: Some("$tensor `[` $indices `]` attr-dict `:` type($tensor)"),
        parse: Some(parse_extract),
        verify: Some(verify::verify_extract),
        result_names: named!("extracted"),
        fold: Some(fold::fold_extract),
        canonicalize: Some(canon::extract_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.extract_slice",
        traits: PURE,
        operands: &[
            one("source", &ANY_RANKED_TENSOR),
            variadic("offsets", &VARIADIC_INDEX),
            variadic("sizes", &VARIADIC_INDEX),
            variadic("strides", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_RANKED_TENSOR)],
        attrs: OSS_ATTRS,
        format: Some(
            "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
        ),
        custom: &[DYNAMIC_INDEX_LIST],
        verify: Some(verify::verify_extract_slice),
        result_names: named!("extracted_slice"),
        fold: Some(fold::fold_extract_slice),
        canonicalize: Some(canon::extract_slice_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.from_elements",
        traits: PURE,
        operands: &[variadic("elements", &VARIADIC_ANY)],
        results: &[one("result", &STATIC_SHAPE_TENSOR)],
        format: Some("$elements attr-dict `:` type($result)"),
        parse: Some(parse_from_elements),
        verify: Some(verify::verify_from_elements),
        result_names: named!("from_elements"),
        fold: Some(fold::fold_from_elements),
        canonicalize: Some(canon::from_elements_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.gather",
        traits: PURE,
        operands: &[
            one("source", &ANY_RANKED_TENSOR),
            one("indices", &RANKED_TENSOR_INT_OR_INDEX),
        ],
        results: &[one("result", &ANY_RANKED_TENSOR)],
        attrs: &[
            attr("gather_dims", &DENSE_I64_ARRAY_BODY_ATTR),
            opt_attr("unique", &UNIT_ATTR),
        ],
        format: Some(
            "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
        ),
        verify: Some(verify::verify_gather),
        result_names: named!("gather"),
        fold: Some(fold::fold_gather),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.generate",
        traits: OpTraits(OpTraits::RECURSIVE_MEMORY_EFFECTS.0 | OpTraits::SINGLE_BLOCK.0),
        operands: &[variadic("dynamicExtents", &VARIADIC_INDEX)],
        results: &[one("result", &ANY_RANKED_TENSOR)],
        regions: &[sized_region("body")],
        format: Some("$dynamicExtents $body attr-dict `:` type($result)"),
        implicit_terminator: Some(YIELD),
        verify: Some(verify::verify_generate),
        verify_regions: Some(verify::verify_generate_regions),
        result_names: named!("generated"),
        canonicalize: Some(canon::generate_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.insert",
        traits: PURE,
        operands: &[
            one("scalar", &ANY_TYPE),
            one("dest", &ANY_RANKED_TENSOR),
            variadic("indices", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_RANKED_TENSOR)],
        format: Some("$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)"),
        parse: Some(parse_insert),
        verify: Some(verify::verify_insert),
        result_names: named!("inserted"),
        fold: Some(fold::fold_insert),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.insert_slice",
        traits: PURE,
        operands: &[
            one("source", &ANY_RANKED_TENSOR),
            one("dest", &ANY_RANKED_TENSOR),
            variadic("offsets", &VARIADIC_INDEX),
            variadic("sizes", &VARIADIC_INDEX),
            variadic("strides", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_RANKED_TENSOR)],
        attrs: OSS_ATTRS,
        format: Some(
            "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)",
        ),
        custom: &[DYNAMIC_INDEX_LIST],
        infer: Some(|_, ops, _| ops.get(1).map(|&t| vec![t])),
        verify: Some(verify::verify_insert_slice),
        result_names: named!("inserted_slice"),
        fold: Some(fold::fold_insert_slice),
        canonicalize: Some(canon::insert_slice_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.pad",
        traits: OpTraits(PURE.0 | OpTraits::SINGLE_BLOCK.0),
        operands: &[
            one("source", &ANY_RANKED_TENSOR),
            variadic("low", &VARIADIC_INDEX),
            variadic("high", &VARIADIC_INDEX),
        ],
        results: &[one("result", &ANY_RANKED_TENSOR)],
        attrs: &[
            attr("static_low", &DENSE_I64_ARRAY_ATTR),
            attr("static_high", &DENSE_I64_ARRAY_ATTR),
            opt_attr("nofold", &UNIT_ATTR),
        ],
        regions: &[sized_region("region")],
        format: Some(
            "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) `high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) `to` type($result)",
        ),
        custom: &[DYNAMIC_INDEX_LIST],
        implicit_terminator: Some(YIELD),
        verify: Some(verify::verify_pad),
        verify_regions: Some(verify::verify_pad_regions),
        result_names: named!("padded"),
        fold: Some(fold::fold_pad),
        canonicalize: Some(canon::pad_patterns),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.rank",
        traits: PURE,
        operands: &[one("tensor", &ANY_TENSOR)],
        results: &[one("result", &INDEX)],
        format: Some("$tensor attr-dict `:` type($tensor)"),
        result_names: named!("rank"),
        fold: Some(fold::fold_rank_op),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.reshape",
        traits: PURE,
        operands: &[
            one("source", &ANY_TENSOR),
            one("shape", &TENSOR_1D_INT_OR_INDEX),
        ],
        results: &[one("result", &ANY_TENSOR)],
        format: Some("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"),
        verify: Some(verify::verify_reshape),
        result_names: named!("reshape"),
        fold: Some(fold::fold_reshape),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.scatter",
        traits: PURE,
        operands: &[
            one("source", &ANY_RANKED_TENSOR),
            one("dest", &ANY_RANKED_TENSOR),
            one("indices", &RANKED_TENSOR_INT_OR_INDEX),
        ],
        results: &[one("result", &ANY_RANKED_TENSOR)],
        attrs: &[
            attr("scatter_dims", &DENSE_I64_ARRAY_BODY_ATTR),
            opt_attr("unique", &UNIT_ATTR),
        ],
        format: Some(
            "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
        ),
        verify: Some(verify::verify_scatter),
        result_names: named!("scatter"),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.splat",
        traits: PURE,
        operands: &[
            one("input", &ANY_TYPE),
            variadic("dynamicSizes", &VARIADIC_INDEX),
        ],
        results: &[one("aggregate", &ANY_RANKED_TENSOR)],
        format: Some("$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)"),
        parse: Some(parse_splat),
        verify: Some(verify::verify_splat),
        result_names: named!("splat"),
        fold: Some(fold::fold_splat),
        ..OpDef::EMPTY
    },
    OpDef {
        name: "tensor.yield",
        traits: OpTraits(PURE.0 | OpTraits::RETURN_LIKE.0 | OpTraits::TERMINATOR.0),
        operands: &[one("value", &ANY_TYPE)],
        format: Some("$value attr-dict `:` type($value)"),
        parents: &["tensor.generate", "tensor.pad"],
        ..OpDef::EMPTY
    },
];

/// `tensor.extract %t[%i, %j] {attrs} : tensor<...>`.
fn parse_extract(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let t = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let indices = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(Punct::RSquare)?;
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    let ty = parse_type_of_kind(p, TypeKind::RankedTensor)?;
    p.resolve_operand(&t, ty)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    if let Some(e) = elem_of(ctx, ty) {
        p.add_result_type(e);
    }
    Ok(())
}

/// `tensor.insert %s into %t[%i] {attrs} : tensor<...>`.
fn parse_insert(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let s = p.parse_operand()?;
    p.parse_keyword("into")?;
    let d = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let indices = p.parse_operand_list(Delimiter::None)?;
    p.parse_punct(Punct::RSquare)?;
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    let ty = parse_type_of_kind(p, TypeKind::RankedTensor)?;
    let e = elem_of(ctx, ty).unwrap_or(ty);
    p.resolve_operand(&s, e)?;
    p.resolve_operand(&d, ty)?;
    p.resolve_operands_same(&indices, ctx.common().index)?;
    p.add_result_type(ty);
    Ok(())
}

/// `tensor.from_elements %a, %b {attrs} : tensor<...>`.
fn parse_from_elements(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let elems = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    let ty = parse_type_of_kind(p, TypeKind::RankedTensor)?;
    let shape = shape_of(ctx, ty).unwrap_or_default();
    // The number of elements (a dynamic shape is left to the verifier); the
    // types are only materialized once the count matches.
    let n = if shape.contains(&DYNAMIC) {
        elems.len() as i64
    } else {
        shape.iter().fold(1i64, |a, &d| a.wrapping_mul(d))
    };
    let e = elem_of(ctx, ty).unwrap_or(ty);
    if usize::try_from(n).ok() != Some(elems.len()) {
        return Err(operand_count_error(p, elems.len(), n));
    }
    let n = elems.len();
    resolve_counted(p, &elems, &vec![e; n])?;
    p.add_result_type(ty);
    Ok(())
}

/// `tensor.splat %v[%d] {attrs} : tensor<...>`.
fn parse_splat(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let ctx = p.ctx();
    let v = p.parse_operand()?;
    let mut sizes = Default::default();
    if p.parse_optional_punct(Punct::LSquare) {
        sizes = p.parse_operand_list(Delimiter::None)?;
        p.parse_punct(Punct::RSquare)?;
    }
    p.parse_optional_attr_dict()?;
    p.parse_punct(Punct::Colon)?;
    let ty = parse_type_of_kind(p, TypeKind::RankedTensor)?;
    let e = elem_of(ctx, ty).unwrap_or(ty);
    p.resolve_operand(&v, e)?;
    p.resolve_operands_same(&sizes, ctx.common().index)?;
    p.add_result_type(ty);
    Ok(())
}
