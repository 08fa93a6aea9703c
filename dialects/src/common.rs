//! Helpers shared by the memref and tensor dialects: type and attribute
//! constraints, the `custom<DynamicIndexList>` directive, strided layouts
//! (MLIR's `getStridesAndOffset`), reassociation indices and the shape
//! checks of view-like and reshape-like ops, with MLIR 22's messages.

use rmlir_ir::apint::APInt;
use rmlir_ir::attrs::{Attr, AttrData};
use rmlir_ir::body::{Body, OpId, ValueId};
use rmlir_ir::float::FloatKind;
use rmlir_ir::ods::constraints::{class, is_float, is_index, is_signless_int};
use rmlir_ir::ods::format::{ParseState, PrintArgs, Ref};
use rmlir_ir::ods::{AttrConstraint, AttrKind, CustomDirective, OpDef, TypeConstraint};
use rmlir_ir::parser::{Delimiter, OpAsmParser};
use rmlir_ir::printer::OpAsmPrinter;
use rmlir_ir::types::{Signedness, Type, TypeData};
use rmlir_ir::{Context, Diagnostic};

/// `ShapedType::kDynamic`: a dynamic size, offset or stride.
pub const DYNAMIC: i64 = i64::MIN;

// ----- type queries --------------------------------------------------------

/// Shape of a ranked shaped type (`None` for unranked and non-shaped types).
pub fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    ctx.type_data(t).shape().map(|s| s.to_vec())
}

/// Element type of a shaped type.
pub fn elem_of(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Vector { elem, .. }
        | TypeData::RankedTensor { elem, .. }
        | TypeData::UnrankedTensor { elem }
        | TypeData::MemRef { elem, .. }
        | TypeData::UnrankedMemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// Memory space of a memref type (ranked or not).
pub fn memory_space_of(ctx: &Context, t: Type) -> Option<Attr> {
    match ctx.type_data(t) {
        TypeData::MemRef { memory_space, .. } | TypeData::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

/// Layout attribute of a ranked memref type (`None`: identity).
pub fn layout_of(ctx: &Context, t: Type) -> Option<Attr> {
    match ctx.type_data(t) {
        TypeData::MemRef { layout, .. } => *layout,
        _ => None,
    }
}

/// Whether `t` is a ranked memref.
pub fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::MemRef { .. })
}

/// Whether `t` is a ranked or unranked memref.
pub fn is_any_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// Whether `t` is a ranked tensor.
pub fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. })
}

/// Whether `t` is a ranked or unranked tensor.
pub fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

/// Number of dynamic dimensions of a shape.
pub fn num_dynamic(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

/// A ranked memref type.
pub fn memref_type(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    layout: Option<Attr>,
    memory_space: Option<Attr>,
) -> Type {
    ctx.intern_type(TypeData::MemRef {
        shape: shape.into(),
        elem,
        layout,
        memory_space,
    })
}

/// A ranked tensor type.
pub fn tensor_type(ctx: &Context, shape: &[i64], elem: Type, encoding: Option<Attr>) -> Type {
    ctx.intern_type(TypeData::RankedTensor {
        shape: shape.into(),
        elem,
        encoding,
    })
}

/// `'T'` as MLIR streams a type into a diagnostic.
pub fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", rmlir_ir::printer::type_to_string(ctx, t))
}

/// Bit width of an integer, index or float element type (MLIR's
/// `getElementTypeBitWidth`; index is 64 bits).
pub fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        TypeData::Float(k) => Some(FloatKind::bit_width(*k)),
        _ => None,
    }
}

/// Whether two shapes are compatible (MLIR's `verifyCompatibleShape`):
/// same rank and equal static sizes.
pub fn compatible_shapes(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

// ----- diagnostics -----------------------------------------------------------

/// `op->emitError(msg)`: an error at the op without the `'name' op` prefix.
pub fn plain_error(ctx: &Context, body: &Body, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(body.op_loc(op), msg).with_current_op(ctx, body, op)
}

/// `op->emitOpError(msg)`.
pub fn op_error(ctx: &Context, body: &Body, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    rmlir_ir::verify::op_error(ctx, body, op, msg)
}

/// The definition of the op being parsed.
pub fn parsing_def(p: &OpAsmParser<'_, '_>) -> Option<&'static OpDef> {
    let ctx = p.ctx();
    ctx.op_info(p.op_name())
        .and_then(|i| i.ods.as_ref())
        .map(|c| c.def)
}

/// An error of a hand-written parser, as MLIR's `parser.emitError` reports it
/// (`custom op 'name' message`).
pub fn custom_op_error(p: &mut OpAsmParser<'_, '_>, pos: usize, msg: &str) -> Diagnostic {
    let ctx = p.ctx();
    let name = ctx.op_name_str(p.op_name()).to_string();
    p.error_at(pos, format!("custom op '{name}' {msg}"))
}

// ----- attributes ------------------------------------------------------------

/// An `array<i64: ...>` attribute.
pub fn dense_i64_array(ctx: &Context, values: &[i64]) -> Attr {
    ctx.intern_attr(AttrData::DenseArray {
        elem: ctx.common().i64,
        values: values.iter().map(|&v| APInt::from_i64(64, v)).collect(),
    })
}

/// The values of an integer dense array attribute.
pub fn dense_array_values(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_data(a) {
        AttrData::DenseArray { values, .. } => values.iter().map(|v| v.to_i64_signed()).collect(),
        _ => None,
    }
}

/// The `i64` values of a dense array inherent attribute of `op`.
pub fn i64_array_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    rmlir_ir::ods::get_attr(ctx, body, op, name)
        .and_then(|a| dense_array_values(ctx, a))
        .unwrap_or_default()
}

/// The value of an integer attribute.
pub fn int_value(ctx: &Context, a: Attr) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.to_i64_signed(),
        _ => None,
    }
}

fn int_attr_of_width(ctx: &Context, a: Attr, width: u32) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } => match ctx.type_data(*ty) {
            TypeData::Integer {
                width: w,
                signedness: Signedness::Signless,
            } if *w == width => value.to_i64_signed(),
            _ => None,
        },
        _ => None,
    }
}

fn is_i64_array(ctx: &Context, a: Attr) -> bool {
    match ctx.attr_data(a) {
        AttrData::Array(items) => items
            .iter()
            .all(|&x| int_attr_of_width(ctx, x, 64).is_some()),
        _ => false,
    }
}

/// `IndexListArrayAttr`: `[[0, 1], [2]]`.
pub static INDEX_LIST_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "Array of 64-bit integer array attributes",
    check: |c, a| match c.attr_data(a) {
        AttrData::Array(items) => items.iter().all(|&x| is_i64_array(c, x)),
        _ => false,
    },
    kind: AttrKind::Plain,
};

/// The groups of a reassociation attribute.
pub fn reassociation(ctx: &Context, body: &Body, op: OpId) -> Vec<Vec<i64>> {
    let Some(a) = rmlir_ir::ods::get_attr(ctx, body, op, "reassociation") else {
        return Vec::new();
    };
    match ctx.attr_data(a) {
        AttrData::Array(groups) => groups
            .iter()
            .map(|&g| match ctx.attr_data(g) {
                AttrData::Array(items) => items.iter().filter_map(|&x| int_value(ctx, x)).collect(),
                _ => Vec::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// `ConfinedAttr<OptionalAttr<I64Attr>, [IntPositive, IntPowerOf2]>`
/// (alignments of alloc, load, store, realloc).
pub static POSITIVE_POW2_I64_ATTR: AttrConstraint = AttrConstraint {
    desc: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    check: |c, a| int_attr_of_width(c, a, 64).is_some_and(|v| v > 0 && (v & (v - 1)) == 0),
    kind: AttrKind::Typed(|c| c.common().i64),
};

/// `ConfinedAttr<I32Attr, [IntPositive]>`.
pub static POSITIVE_I32_ATTR: AttrConstraint = AttrConstraint {
    desc: "32-bit signless integer attribute whose value is positive",
    check: |c, a| int_attr_of_width(c, a, 32).is_some_and(|v| v > 0),
    kind: AttrKind::Typed(|c| c.common().i32),
};

/// `BoolAttr`.
pub static BOOL_ATTR: AttrConstraint = AttrConstraint {
    desc: "bool attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::Integer { ty, .. } if *ty == c.common().i1),
    kind: AttrKind::Plain,
};

/// `DenseI64ArrayAttr` printed as `[1, 2]`.
pub static DENSE_I64_ARRAY_BODY_ATTR: AttrConstraint = AttrConstraint {
    desc: "i64 dense array attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::DenseArray { elem, .. } if *elem == c.common().i64),
    kind: AttrKind::DenseArrayBody(64),
};

// ----- type constraints --------------------------------------------------------

fn rank_of(ctx: &Context, t: Type) -> Option<usize> {
    ctx.type_data(t).shape().map(|s| s.len())
}

fn is_static_shape(ctx: &Context, t: Type) -> bool {
    ctx.type_data(t)
        .shape()
        .is_some_and(|s| s.iter().all(|&d| d != DYNAMIC))
}

fn elem_int_or_float(ctx: &Context, t: Type) -> bool {
    elem_of(ctx, t).is_some_and(|e| is_signless_int(ctx, e) || is_float(ctx, e))
}

fn elem_int_or_index(ctx: &Context, t: Type) -> bool {
    elem_of(ctx, t).is_some_and(|e| is_signless_int(ctx, e) || is_index(ctx, e))
}

/// `Variadic<Index>`.
pub static VARIADIC_INDEX: TypeConstraint = TypeConstraint {
    desc: "variadic of index",
    build: Some(|c| c.common().index),
    check: is_index,
    class: Some(&class::INDEX),
};

/// `AnyMemRef`.
pub static ANY_MEMREF: TypeConstraint = TypeConstraint {
    desc: "memref of any type values",
    build: None,
    check: is_memref,
    class: Some(&class::MEMREF),
};

/// `Variadic<AnyMemRef>`.
pub static VARIADIC_MEMREF: TypeConstraint = TypeConstraint {
    desc: "variadic of memref of any type values",
    build: None,
    check: is_memref,
    class: Some(&class::MEMREF),
};

/// `AnyRankedOrUnrankedMemRef`.
pub static ANY_RANKED_OR_UNRANKED_MEMREF: TypeConstraint = TypeConstraint {
    desc: "ranked or unranked memref of any type values",
    build: None,
    check: is_any_memref,
    class: Some(&class::BASE_MEMREF),
};

/// `AnyNon0RankedOrUnrankedMemRef`.
pub static NON0_RANKED_OR_UNRANKED_MEMREF: TypeConstraint = TypeConstraint {
    desc: "unranked.memref of any type values or non-0-ranked.memref of any type values",
    build: None,
    check: |c, t| match c.type_data(t) {
        TypeData::UnrankedMemRef { .. } => true,
        TypeData::MemRef { shape, .. } => !shape.is_empty(),
        _ => false,
    },
    class: None,
};

/// `AnyStridedMemRef`.
pub static ANY_STRIDED_MEMREF: TypeConstraint = TypeConstraint {
    desc: "strided memref of any type values",
    build: None,
    check: |c, t| is_memref(c, t) && strides_and_offset(c, t).is_some(),
    class: Some(&class::MEMREF),
};

/// `AnyStaticShapeMemRef`.
pub static STATIC_SHAPE_MEMREF: TypeConstraint = TypeConstraint {
    desc: "statically shaped memref of any type values",
    build: None,
    check: |c, t| is_memref(c, t) && is_static_shape(c, t),
    class: Some(&class::MEMREF),
};

/// `MemRefRankOf<[I8], [1]>`.
pub static MEMREF_1D_I8: TypeConstraint = TypeConstraint {
    desc: "1D memref of 8-bit signless integer values",
    build: None,
    check: |c, t| {
        is_memref(c, t)
            && rank_of(c, t) == Some(1)
            && elem_of(c, t) == Some(c.integer_type(8, Signedness::Signless))
    },
    class: Some(&class::MEMREF),
};

/// `MemRefRankOf<[AnyType], [1]>`.
pub static MEMREF_1D: TypeConstraint = TypeConstraint {
    desc: "1D memref of any type values",
    build: None,
    check: |c, t| is_memref(c, t) && rank_of(c, t) == Some(1),
    class: Some(&class::MEMREF),
};

/// `MemRefRankOf<[AnySignlessInteger, Index], [1]>`.
pub static MEMREF_1D_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    desc: "1D memref of signless integer or index values",
    build: None,
    check: |c, t| is_memref(c, t) && rank_of(c, t) == Some(1) && elem_int_or_index(c, t),
    class: Some(&class::MEMREF),
};

/// `MemRefOf<[AnySignlessInteger, AnyFloat]>`.
pub static MEMREF_INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    desc: "memref of signless integer or floating-point values",
    build: None,
    check: |c, t| is_memref(c, t) && elem_int_or_float(c, t),
    class: Some(&class::MEMREF),
};

/// `AnyTypeOf<[AnySignlessInteger, AnyFloat]>`.
pub static INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    desc: "signless integer or floating-point",
    build: None,
    check: |c, t| is_signless_int(c, t) || is_float(c, t),
    class: None,
};

/// `AnyStridedMemRefOfRank<0>`.
pub static STRIDED_MEMREF_RANK0: TypeConstraint = TypeConstraint {
    desc: "strided memref of any type values of rank 0",
    build: None,
    check: |c, t| is_memref(c, t) && rank_of(c, t) == Some(0) && strides_and_offset(c, t).is_some(),
    class: None,
};

/// `AnyTensor`.
pub static ANY_TENSOR: TypeConstraint = TypeConstraint {
    desc: "tensor of any type values",
    build: None,
    check: is_tensor,
    class: Some(&class::TENSOR),
};

/// `AnyRankedTensor`.
pub static ANY_RANKED_TENSOR: TypeConstraint = TypeConstraint {
    desc: "ranked tensor of any type values",
    build: None,
    check: is_ranked_tensor,
    class: Some(&class::RANKED_TENSOR),
};

/// `Variadic<AnyRankedTensor>`.
pub static VARIADIC_RANKED_TENSOR: TypeConstraint = TypeConstraint {
    desc: "variadic of ranked tensor of any type values",
    build: None,
    check: is_ranked_tensor,
    class: Some(&class::RANKED_TENSOR),
};

/// `AnyNon0RankedOrUnrankedTensor`.
pub static NON0_RANKED_OR_UNRANKED_TENSOR: TypeConstraint = TypeConstraint {
    desc: "non-0-ranked or unranked tensor",
    build: None,
    check: |c, t| match c.type_data(t) {
        TypeData::UnrankedTensor { .. } => true,
        TypeData::RankedTensor { shape, .. } => !shape.is_empty(),
        _ => false,
    },
    class: Some(&class::TENSOR),
};

/// `AnyStaticShapeTensor`.
pub static STATIC_SHAPE_TENSOR: TypeConstraint = TypeConstraint {
    desc: "statically shaped tensor of any type values",
    build: None,
    check: |c, t| is_ranked_tensor(c, t) && is_static_shape(c, t),
    class: Some(&class::RANKED_TENSOR),
};

/// `TensorRankOf<[AnySignlessInteger, Index], [1]>`.
pub static TENSOR_1D_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    desc: "1D tensor of signless integer or index values",
    build: None,
    check: |c, t| is_ranked_tensor(c, t) && rank_of(c, t) == Some(1) && elem_int_or_index(c, t),
    class: Some(&class::RANKED_TENSOR),
};

/// `RankedTensorOf<[AnySignlessIntegerOrIndex]>`.
pub static RANKED_TENSOR_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    desc: "ranked tensor of signless integer or index values",
    build: None,
    check: |c, t| is_ranked_tensor(c, t) && elem_int_or_index(c, t),
    class: Some(&class::RANKED_TENSOR),
};

/// `TensorOf<[AnySignlessInteger, AnyUnsignedInteger, AnySignedInteger, AnyFloat]>`.
pub static BITCASTABLE_TENSOR: TypeConstraint = TypeConstraint {
    desc:
        "tensor of signless integer or unsigned integer or signed integer or floating-point values",
    build: None,
    check: |c, t| {
        is_tensor(c, t)
            && elem_of(c, t).is_some_and(|e| {
                matches!(
                    c.type_data(e),
                    TypeData::Integer { .. } | TypeData::Float(_)
                )
            })
    },
    class: Some(&class::TENSOR),
};

/// `AnyTypeOf<[AnySignlessInteger, Index, AnyFloat], "integer/index/float type">`.
pub static INT_INDEX_OR_FLOAT: TypeConstraint = TypeConstraint {
    desc: "integer/index/float type",
    build: None,
    check: |c, t| is_signless_int(c, t) || is_index(c, t) || is_float(c, t),
    class: None,
};

// ----- custom<DynamicIndexList> ---------------------------------------------------

/// `custom<DynamicIndexList>($values, $static)`: `[%a, 4, %b]`, where the
/// static attribute holds `ShapedType::kDynamic` for each SSA value.
pub static DYNAMIC_INDEX_LIST: CustomDirective = CustomDirective {
    name: "DynamicIndexList",
    parse: parse_dynamic_index_list,
    print: print_dynamic_index_list,
};

fn directive_refs(refs: &[Ref]) -> Option<(usize, usize)> {
    match refs {
        [Ref::Operand(o), Ref::Attr(a)] => Some((*o, *a)),
        _ => None,
    }
}

fn parse_dynamic_index_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    st: &mut ParseState<'a>,
    refs: &[Ref],
) -> Result<(), Diagnostic> {
    let Some((oi, ai)) = directive_refs(refs) else {
        return Err(p.error_here("bad DynamicIndexList directive"));
    };
    let Some(def) = parsing_def(p) else {
        return Err(p.error_here("op has no definition"));
    };
    if st.operands_pos.is_none() {
        st.operands_pos = Some(p.pos());
    }
    let mut ints = Vec::new();
    let operands = &mut st.operands[oi];
    p.parse_comma_separated(Delimiter::Square, "dynamic index list", |p| {
        if let Some(u) = p.parse_optional_operand()? {
            operands.push(u);
            ints.push(DYNAMIC);
            return Ok(true);
        }
        match p.parse_optional_integer()? {
            Some(v) => {
                ints.push(v);
                Ok(true)
            }
            None => {
                let pos = p.pos();
                Err(custom_op_error(p, pos, "expected integer value"))
            }
        }
    })?;
    let ctx = p.ctx();
    p.add_attr(def.attrs[ai].name, dense_i64_array(ctx, &ints));
    Ok(())
}

fn print_dynamic_index_list(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId, args: &PrintArgs) {
    let ctx = p.ctx();
    let Some((oi, ai)) = directive_refs(args.refs) else {
        return;
    };
    let Some(c) = rmlir_ir::ods::compiled(ctx, body, op) else {
        return;
    };
    let values = rmlir_ir::ods::operand_group(ctx, body, op, oi);
    let ints = i64_array_attr(ctx, body, op, c.def.attrs[ai].name);
    print_index_list(p, body, &ints, &values);
}

/// Prints `[%a, 4, %b]`: each dynamic entry of `ints` takes the next value.
pub fn print_index_list(p: &mut OpAsmPrinter<'_>, body: &Body, ints: &[i64], values: &[ValueId]) {
    p.write_char('[');
    let mut next = values.iter();
    for (i, &v) in ints.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if v == DYNAMIC {
            match next.next() {
                Some(&val) => p.print_operand(body, val),
                None => p.write_str("<<NULL VALUE>>"),
            }
        } else {
            p.write_str(&v.to_string());
        }
    }
    p.write_char(']');
}

// ----- strided layouts -------------------------------------------------------------

/// `a * b` saturating to dynamic (MLIR's `SaturatedInteger`: a product with
/// a static 0 is 0).
pub fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// `a + b` saturating to dynamic.
pub fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

fn int_or_question(v: i64) -> String {
    if v == DYNAMIC {
        "?".into()
    } else {
        v.to_string()
    }
}

/// The canonical text of a strided layout (`strided<[4, 1], offset: ?>`).
pub fn strided_text(offset: i64, strides: &[i64]) -> String {
    let list: Vec<String> = strides.iter().map(|&s| int_or_question(s)).collect();
    let mut s = format!("strided<[{}]", list.join(", "));
    if offset != 0 {
        s.push_str(", offset: ");
        s.push_str(&int_or_question(offset));
    }
    s.push('>');
    s
}

/// A strided layout attribute (kept as its canonical verbatim text, as the
/// attribute parser does).
pub fn strided_layout(ctx: &Context, offset: i64, strides: &[i64]) -> Attr {
    ctx.intern_attr(AttrData::Verbatim {
        text: strided_text(offset, strides).into(),
    })
}

fn parse_int_or_question(s: &str) -> Option<i64> {
    let s = s.trim();
    if s == "?" {
        Some(DYNAMIC)
    } else {
        s.parse().ok()
    }
}

/// Parses `strided<[s0, ...], offset: o>` into strides and offset.
pub fn parse_strided(text: &str) -> Option<(Vec<i64>, i64)> {
    let inner = text.strip_prefix("strided")?.trim().strip_prefix('<')?;
    let inner = inner.strip_suffix('>')?.trim();
    let inner = inner.strip_prefix('[')?;
    let close = inner.find(']')?;
    let list = inner[..close].trim();
    let strides = if list.is_empty() {
        Vec::new()
    } else {
        list.split(',')
            .map(parse_int_or_question)
            .collect::<Option<Vec<_>>>()?
    };
    let rest = inner[close + 1..].trim();
    let offset = if rest.is_empty() {
        0
    } else {
        let rest = rest
            .strip_prefix(',')?
            .trim()
            .strip_prefix("offset")?
            .trim();
        parse_int_or_question(rest.strip_prefix(':')?)?
    };
    Some((strides, offset))
}

/// The strides of the identity layout of `shape` (MLIR's
/// `makeCanonicalStridedLayoutExpr`): a dynamic or zero size makes every
/// stride to its left dynamic.
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running: i64 = 1;
    let mut poisoned = false;
    for (i, &size) in shape.iter().enumerate().rev() {
        strides[i] = if poisoned { DYNAMIC } else { running };
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poisoned = true;
        }
    }
    strides
}

/// A coefficient while extracting strides from an affine map: a constant or
/// something symbolic (dynamic).
#[derive(Clone, Copy, PartialEq)]
enum Coef {
    Known(i64),
    Dynamic,
}

impl Coef {
    fn mul(self, o: Coef) -> Coef {
        match (self, o) {
            (Coef::Known(0), _) | (_, Coef::Known(0)) => Coef::Known(0),
            (Coef::Known(a), Coef::Known(b)) => Coef::Known(a.wrapping_mul(b)),
            _ => Coef::Dynamic,
        }
    }

    fn add(self, o: Coef) -> Coef {
        match (self, o) {
            (Coef::Known(a), Coef::Known(b)) => Coef::Known(a.wrapping_add(b)),
            _ => Coef::Dynamic,
        }
    }

    fn value(self) -> i64 {
        match self {
            Coef::Known(v) => v,
            Coef::Dynamic => DYNAMIC,
        }
    }
}

/// The value of a symbolic-or-constant expression.
fn symbolic_coef(e: &rmlir_ir::affine::AffineExpr) -> Coef {
    match e.constant_value() {
        Some(v) => Coef::Known(v),
        None => Coef::Dynamic,
    }
}

/// MLIR's `extractStrides`.
fn extract_strides(
    e: &rmlir_ir::affine::AffineExpr,
    factor: Coef,
    strides: &mut [Coef],
    offset: &mut Coef,
) -> bool {
    use rmlir_ir::affine::BinOp;
    if let Some(d) = e.dim_position() {
        let Some(s) = strides.get_mut(d as usize) else {
            return false;
        };
        *s = s.add(factor);
        return true;
    }
    if let Some(c) = e.constant_value() {
        *offset = offset.add(Coef::Known(c).mul(factor));
        return true;
    }
    if e.symbol_position().is_some() {
        *offset = offset.add(Coef::Dynamic.mul(factor));
        return true;
    }
    let Some((op, l, r)) = e.as_binary() else {
        return false;
    };
    match op {
        BinOp::Add => {
            extract_strides(&l, factor, strides, offset)
                && extract_strides(&r, factor, strides, offset)
        }
        BinOp::Mul => {
            if let Some(d) = l.dim_position() {
                let Some(s) = strides.get_mut(d as usize) else {
                    return false;
                };
                *s = s.add(symbolic_coef(&r).mul(factor));
                return true;
            }
            if l.is_symbolic_or_constant() {
                extract_strides(&r, factor.mul(symbolic_coef(&l)), strides, offset)
            } else {
                extract_strides(&l, factor.mul(symbolic_coef(&r)), strides, offset)
            }
        }
        _ => {
            if e.is_symbolic_or_constant() {
                *offset = offset.add(Coef::Dynamic.mul(factor));
                true
            } else {
                false
            }
        }
    }
}

/// Strides and offset of a ranked memref type (MLIR's
/// `MemRefType::getStridesAndOffset`); `None` when its layout is not strided.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let TypeData::MemRef { shape, layout, .. } = ctx.type_data(t) else {
        return None;
    };
    let Some(layout) = layout else {
        return Some((canonical_strides(shape), 0));
    };
    match ctx.attr_data(*layout) {
        AttrData::Verbatim { text } if text.starts_with("strided") => {
            let (strides, offset) = parse_strided(text)?;
            (strides.len() == shape.len()).then_some((strides, offset))
        }
        AttrData::AffineMap(m) => {
            if m.results.len() != 1 {
                return None;
            }
            let mut strides = vec![Coef::Known(0); shape.len()];
            let mut offset = Coef::Known(0);
            if !extract_strides(&m.results[0], Coef::Known(1), &mut strides, &mut offset) {
                return None;
            }
            Some((strides.iter().map(|c| c.value()).collect(), offset.value()))
        }
        _ => None,
    }
}

/// A comparable key of a memref type: strided layouts are compared by their
/// values (the attribute parser keeps them verbatim).
fn memref_key(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type, LayoutKey, Option<Attr>)> {
    let TypeData::MemRef {
        shape,
        elem,
        layout,
        memory_space,
    } = ctx.type_data(t)
    else {
        return None;
    };
    let lk = match layout {
        None => LayoutKey::Identity,
        Some(a) => match ctx.attr_data(*a) {
            AttrData::Verbatim { text } if text.starts_with("strided") => match parse_strided(text)
            {
                Some((s, o)) => LayoutKey::Strided(s, o),
                None => LayoutKey::Other(*a),
            },
            _ => LayoutKey::Other(*a),
        },
    };
    Some((shape.to_vec(), *elem, lk, *memory_space))
}

#[derive(PartialEq)]
enum LayoutKey {
    Identity,
    Strided(Vec<i64>, i64),
    Other(Attr),
}

/// Type equality as MLIR sees it (strided layouts compared structurally).
pub fn same_type(ctx: &Context, a: Type, b: Type) -> bool {
    if a == b {
        return true;
    }
    match (memref_key(ctx, a), memref_key(ctx, b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

// ----- offsets, sizes and strides ------------------------------------------------------

/// The static and dynamic parts of an op's offsets, sizes and strides.
pub struct Osss {
    /// `static_offsets`.
    pub offsets: Vec<i64>,
    /// `static_sizes`.
    pub sizes: Vec<i64>,
    /// `static_strides`.
    pub strides: Vec<i64>,
    /// Number of dynamic offset, size and stride operands.
    pub dynamic: [usize; 3],
}

impl Osss {
    /// Reads the attributes and operand groups `first..first+3` of `op`.
    pub fn of(ctx: &Context, body: &Body, op: OpId, first_group: usize) -> Osss {
        let g = |i| rmlir_ir::ods::operand_group(ctx, body, op, i).len();
        Osss {
            offsets: i64_array_attr(ctx, body, op, "static_offsets"),
            sizes: i64_array_attr(ctx, body, op, "static_sizes"),
            strides: i64_array_attr(ctx, body, op, "static_strides"),
            dynamic: [g(first_group), g(first_group + 1), g(first_group + 2)],
        }
    }
}

/// MLIR's `verifyOffsetSizeAndStrideOp` (OffsetSizeAndStrideOpInterface);
/// `max_ranks` are the expected lengths of offsets, sizes and strides.
pub fn verify_offset_size_stride(o: &Osss, max_ranks: [usize; 3]) -> Result<(), String> {
    let checks = [
        ("sizes", &o.sizes, o.dynamic[1]),
        ("strides", &o.strides, o.dynamic[2]),
        ("offsets", &o.offsets, o.dynamic[0]),
    ];
    for (name, vals, n) in checks {
        let k = num_dynamic(vals);
        if n != k {
            return Err(format!(
                "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({n} vs {k})"
            ));
        }
    }
    if !(o.offsets.len() == 1 && max_ranks[0] == 1) && o.offsets.len() != o.sizes.len() {
        return Err(format!(
            "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
            o.offsets.len(),
            o.sizes.len()
        ));
    }
    if o.sizes.len() != o.strides.len() {
        return Err(format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
            o.sizes.len(),
            o.strides.len()
        ));
    }
    let lists = [
        ("offset", &o.offsets, max_ranks[0]),
        ("size", &o.sizes, max_ranks[1]),
        ("stride", &o.strides, max_ranks[2]),
    ];
    for (name, vals, n) in lists {
        if vals.len() != n {
            return Err(format!("expected {n} {name} values, got {}", vals.len()));
        }
    }
    if let Some(v) = o.offsets.iter().find(|&&v| v < 0 && v != DYNAMIC) {
        return Err(format!("expected offsets to be non-negative, but got {v}"));
    }
    if let Some(v) = o.sizes.iter().find(|&&v| v < 0 && v != DYNAMIC) {
        return Err(format!("expected sizes to be non-negative, but got {v}"));
    }
    Ok(())
}

/// MLIR's `verifyInBoundsSlice`.
pub fn verify_in_bounds_slice(shape: &[i64], o: &Osss) -> Result<(), String> {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&off), Some(&size), Some(&stride)) =
            (o.offsets.get(i), o.sizes.get(i), o.strides.get(i))
        else {
            continue;
        };
        if dim == DYNAMIC || off == DYNAMIC {
            continue;
        }
        if off >= dim {
            return Err(format!("offset {i} is out-of-bounds: {off} >= {dim}"));
        }
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = off.wrapping_add((size.wrapping_sub(1)).wrapping_mul(stride));
        if last >= dim {
            return Err(format!(
                "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
            ));
        }
    }
    Ok(())
}

/// The outcome of MLIR's `isRankReducedType`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SliceCheck {
    /// The candidate is the type or a rank-reduced version of it.
    Success,
    /// The candidate has a higher rank.
    RankTooLarge,
    /// The sizes do not match.
    SizeMismatch,
    /// The element types differ.
    ElemTypeMismatch,
}

/// MLIR's `computeRankReductionMask`: which dims of `original` are dropped to
/// obtain `reduced` (greedy matching, dropped dims must be 1).
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut mask = vec![false; original.len()];
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if r < reduced.len() && size == reduced[r] {
            r += 1;
            continue;
        }
        mask[i] = true;
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(mask)
}

/// MLIR's `isRankReducedType` on shapes and element types.
pub fn is_rank_reduced(
    original: &[i64],
    orig_elem: Type,
    candidate: &[i64],
    cand_elem: Type,
) -> SliceCheck {
    if candidate.len() > original.len() {
        return SliceCheck::RankTooLarge;
    }
    if rank_reduction_mask(original, candidate).is_none() {
        return SliceCheck::SizeMismatch;
    }
    if orig_elem != cand_elem {
        return SliceCheck::ElemTypeMismatch;
    }
    SliceCheck::Success
}

// ----- reshapes ---------------------------------------------------------------------------

/// Tensor reshapes: MLIR's `verifyReshapeLikeTypes` followed by the check of
/// the collapsed type (`verifyTensorReshapeOp`).
pub fn verify_tensor_reshape(
    ctx: &Context,
    expanded: Type,
    collapsed: Type,
    groups: &[Vec<i64>],
) -> Result<(), String> {
    let (Some(exp_shape), Some(col_shape)) = (shape_of(ctx, expanded), shape_of(ctx, collapsed))
    else {
        return Ok(());
    };
    let (er, cr) = (exp_shape.len(), col_shape.len());
    if er < cr {
        return Err(format!(
            "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
            quoted(ctx, expanded),
            quoted(ctx, collapsed)
        ));
    }
    if cr != groups.len() {
        return Err(format!(
            "expected collapsed rank ({cr}) to equal the number of reassociation maps ({}).",
            groups.len()
        ));
    }
    // getReassociationMaps: every map has as many dims as the largest index + 1.
    let num_dims = groups
        .iter()
        .flatten()
        .copied()
        .max()
        .map_or(0, |m| m.saturating_add(1));
    if !groups.is_empty() && num_dims as usize != er {
        return Err(format!(
            "expected reassociation map #0 to have size equal to the expanded rank ({er}), but it is  {num_dims}."
        ));
    }
    let mut next = 0;
    for (i, g) in groups.iter().enumerate() {
        for &d in g {
            if d != next {
                return Err(format!(
                    "expected reassociation map #{i} to be valid and contiguous."
                ));
            }
            next += 1;
        }
    }
    let mut start = 0;
    for (i, g) in groups.iter().enumerate() {
        let slice = &exp_shape[start..start + g.len()];
        start += g.len();
        if slice.contains(&DYNAMIC) {
            if col_shape[i] != DYNAMIC {
                return Err(format!(
                    "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                ));
            }
        } else {
            let size = slice.iter().fold(1i64, |a, &b| a.wrapping_mul(b));
            if col_shape[i] != size {
                return Err(format!(
                    "expected dimension {i} of collapsed type to be static value of {size}"
                ));
            }
        }
    }
    Ok(())
}

/// Memref reshapes: MLIR's `verifyCollapsedShape`.
pub fn verify_collapsed_shape(
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> Result<(), String> {
    if collapsed.len() != groups.len() {
        return Err(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next = 0i64;
    for (cdim, g) in groups.iter().enumerate() {
        let mut found_dynamic = false;
        for &edim in g {
            if edim != next {
                return Err("reassociation indices must be contiguous".into());
            }
            next += 1;
            if edim >= expanded.len() as i64 {
                return Err(format!("reassociation index {edim} is out of bounds"));
            }
            if expanded[edim as usize] == DYNAMIC {
                found_dynamic = true;
            }
        }
        if (collapsed[cdim] == DYNAMIC) != found_dynamic {
            return Err(format!(
                "collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"
            ));
        }
        if !found_dynamic {
            let size = g
                .iter()
                .fold(1i64, |a, &d| a.wrapping_mul(expanded[d as usize]));
            if size != collapsed[cdim] {
                return Err(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[cdim]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Err("rank 0 memrefs can only be extended/collapsed with/from ones".into());
        }
    } else if next != expanded.len() as i64 {
        return Err(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// `"incorrect number of dynamic sizes, has N, expected M"` (MLIR's
/// `verifyDynamicDimensionCount`).
pub fn verify_dynamic_count(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ty: Type,
    n: usize,
) -> Result<(), Diagnostic> {
    let expected = shape_of(ctx, ty).map_or(0, |s| num_dynamic(&s));
    if n != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("incorrect number of dynamic sizes, has {n}, expected {expected}"),
        ));
    }
    Ok(())
}

// ----- region helpers -----------------------------------------------------------------

/// The ops of the entry block of region `i` of `op`, and the body they are in.
pub fn entry_block(body: &Body, op: OpId, i: usize) -> Option<(&Body, rmlir_ir::BlockId)> {
    let rb = body.regions_body(op);
    let r = *body.op_regions(op).get(i)?;
    rb.entry_block(r).map(|b| (rb, b))
}

/// The name of `op`'s parent op (`None` at the root of its body, i.e. when
/// the parent is IsolatedFromAbove and not visible from here).
pub fn parent_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c str> {
    body.parent_op(op).map(|p| ctx.op_name_str(body.op_name(p)))
}

// ----- parsing helpers ------------------------------------------------------------

/// What a type parsed by a custom form must be (the C++ class ODS parses it as).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TypeKind {
    /// `MemRefType`.
    MemRef,
    /// `BaseMemRefType` (ranked or unranked).
    BaseMemRef,
    /// `RankedTensorType`.
    RankedTensor,
    /// `TensorType` (ranked or unranked).
    Tensor,
}

/// Parses a type that must be of `kind`, with MLIR's "invalid kind of type
/// specified" error at the type.
pub fn parse_type_of_kind(p: &mut OpAsmParser<'_, '_>, kind: TypeKind) -> Result<Type, Diagnostic> {
    let pos = p.pos();
    let t = p.parse_type()?;
    let ctx = p.ctx();
    let ok = match kind {
        TypeKind::MemRef => is_memref(ctx, t),
        TypeKind::BaseMemRef => is_any_memref(ctx, t),
        TypeKind::RankedTensor => is_ranked_tensor(ctx, t),
        TypeKind::Tensor => is_tensor(ctx, t),
    };
    if ok {
        return Ok(t);
    }
    let msg = match kind {
        TypeKind::MemRef => format!(
            "invalid kind of type specified: expected builtin.memref, but found {}",
            quoted(ctx, t)
        ),
        TypeKind::RankedTensor => format!(
            "invalid kind of type specified: expected builtin.tensor, but found {}",
            quoted(ctx, t)
        ),
        _ => "invalid kind of type specified".to_string(),
    };
    Err(custom_op_error(p, pos, &msg))
}

/// MLIR's `resolveOperands(operands, types)` count error.
pub fn operand_count_error(
    p: &mut OpAsmParser<'_, '_>,
    operands: usize,
    types: impl std::fmt::Display,
) -> Diagnostic {
    let pos = p.name_pos();
    custom_op_error(
        p,
        pos,
        &format!(
            "number of operands and types do not match: got {operands} operands and {types} types"
        ),
    )
}

/// Resolves operands against types with MLIR's `resolveOperands(operands,
/// types)` count error ("number of operands and types do not match").
pub fn resolve_counted<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    operands: &[rmlir_ir::parser::UnresolvedOperand<'a>],
    types: &[Type],
) -> Result<(), Diagnostic> {
    if operands.len() != types.len() {
        return Err(operand_count_error(p, operands.len(), types.len()));
    }
    for (u, &t) in operands.iter().zip(types) {
        p.resolve_operand(u, t)?;
    }
    Ok(())
}

/// Amends the registration of op `name` (interfaces that the declarative
/// definition does not carry, such as speculatability or loop regions).
pub fn attach(ctx: &mut Context, name: &str, f: impl FnOnce(&mut rmlir_ir::registry::OpInfo)) {
    let n = ctx.op_name(name);
    if let Some(info) = ctx.op_info(n) {
        let mut info = info.clone();
        f(&mut info);
        ctx.register_op(info);
    }
}

/// `tensor.dim` / `memref.dim` may run speculatively when the index is a
/// constant below the rank of a ranked source.
pub fn dim_speculatability(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> rmlir_ir::speculation::Speculatability {
    use rmlir_ir::speculation::Speculatability;
    let index = rmlir_ir::fold::constant_value(ctx, body, body.operand(op, 1))
        .and_then(|a| int_value(ctx, a));
    let rank = match ctx.type_data(body.value_type(body.operand(op, 0))) {
        TypeData::RankedTensor { shape, .. } | TypeData::MemRef { shape, .. } => {
            Some(shape.len() as i64)
        }
        _ => None,
    };
    match (index, rank) {
        (Some(i), Some(r)) if r > i => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}
