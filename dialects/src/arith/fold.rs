//! The arith folders (MLIR 22's `fold` methods in `ArithOps.cpp`) and the
//! dialect's `materialize_constant`.
//!
//! Constant folding follows MLIR's `constFoldBinaryOp`, `constFoldUnaryOp`
//! and `constFoldCastOp` (`CommonFolders.h`):
//!
//! * scalar operands fold to a scalar of the result type; two splats fold
//!   once to a splat; otherwise, when both operands are dense elements
//!   attributes (a splat is expanded against a non-splat), element by
//!   element to a dense attribute (itself a splat when all elements agree);
//!   a scalar never combines with an elements attribute;
//! * binary operands must have the same type;
//! * a `#ub.poison` operand makes the result poison (except in the
//!   `cmpi` folder and the `addui_extended` overflow bit, which use the
//!   variant without poison semantics);
//! * an element whose computation fails (division by zero, ...) prevents
//!   the whole fold.  Like MLIR 22, `floordivsi` and the shifts keep only the
//!   status of the *last* element computed (their flag is assigned, not
//!   accumulated), so a failing element followed by a good one still folds
//!   (e.g. `shli dense<[1, 5]>, dense<[40, 1]> : vector<2xi32>` folds to
//!   `dense<[0, 10]>`).
//!
//! The element computations come from [`rmlir_numerics::apint_ops`] and
//! [`rmlir_numerics::float_ops`] at LLVM level (no op-level shortcuts inside
//! element loops); the op-level shortcuts (`addi(x, 0) -> x`, ...) are
//! checked in the folders on scalar and splat operands, as MLIR's matchers do.
//!
//! MLIR 22 also builds `dense` results for dynamically shaped or unranked
//! types in a few identity folds (`cmpi eq, %t, %t : tensor<?xi32>` folds to
//! `dense<true> : tensor<?xi1>`, `xori %t, %t` to `dense<0>`); this is
//! reproduced.  `index_cast(index_cast(x))` is a canonicalization pattern in
//! MLIR 22, not a fold (see [`super::canon`]).
//!
//! This module holds the attribute helpers, MLIR's `CommonFolders.h` and the
//! `arith.constant` folder; the folders are in one module per op family.

use crate::arith::{lhs, rhs};
use crate::util::shaped::element_type_or_self;
use rmlir_ir::registry::{FoldResult, OpFoldResult};
use rmlir_ir::Builder;
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData, DenseBits, DenseValues, Loc};
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Signedness, Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float::FloatKind;
use rmlir_numerics::float_ops::{self as fo};
use rmlir_ods::get_attr;

// ---------------------------------------------------------------------------
// Attribute and type helpers
// ---------------------------------------------------------------------------

/// Whether `a` is `#ub.poison` (MLIR's `ub::PoisonAttr`).
pub fn is_poison(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_data(a), AttrData::Dialect { text } if &**text == "ub.poison")
}

/// `#ub.poison`.
pub fn poison_attr(ctx: &Context) -> Attr {
    ctx.intern_attr(AttrData::Dialect {
        text: "ub.poison".into(),
    })
}

/// The float format of a float type.
fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_data(ty) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    }
}

/// Bit width of an integer type (64 for `index`).
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    ctx.int_or_index_width(ty)
}

/// The type of a typed attribute (MLIR's `TypedAttr`).
fn typed_attr_type(ctx: &Context, a: Attr) -> Option<Type> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, .. }
        | AttrData::Float { ty, .. }
        | AttrData::DenseElements { ty, .. }
        | AttrData::String { ty: Some(ty), .. } => Some(*ty),
        AttrData::Opaque { ty: Some(ty), .. } => Some(*ty),
        _ => None,
    }
}

/// `ty` with its element type replaced (`ShapedType::clone`).
fn clone_with_elem(ctx: &Context, ty: Type, elem: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeData::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem,
        }),
        TypeData::RankedTensor {
            shape, encoding, ..
        } => ctx.intern_type(TypeData::RankedTensor {
            shape: shape.clone(),
            elem,
            encoding: *encoding,
        }),
        TypeData::UnrankedTensor { .. } => ctx.intern_type(TypeData::UnrankedTensor { elem }),
        _ => elem,
    }
}

/// A float bit pattern as `u128`.
fn bits128(v: &APInt) -> u128 {
    v.to_u128().unwrap_or(0)
}

/// A `u128` bit pattern as an `APInt` of `width` bits.
fn apint128(width: u32, bits: u128) -> APInt {
    APInt::from_words(width, &[bits as u64, (bits >> 64) as u64])
}

/// Which kind of scalar attribute a folder works on (MLIR's `AttrElementT`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Elem {
    /// `IntegerAttr` (integers and `index`).
    Int,
    /// `FloatAttr`.
    Float,
}

impl Elem {
    /// Whether `ty` is an element type of this kind.
    fn accepts(self, ctx: &Context, ty: Type) -> bool {
        match self {
            Elem::Int => matches!(
                ctx.type_data(ty),
                TypeData::Integer { .. } | TypeData::Index
            ),
            Elem::Float => matches!(ctx.type_data(ty), TypeData::Float(_)),
        }
    }

    /// The scalar attribute `AttrElementT::get(ty, value)`.
    fn make(self, ctx: &Context, ty: Type, value: APInt) -> Attr {
        match self {
            Elem::Int => ctx.intern_attr(AttrData::Integer { ty, value }),
            Elem::Float => ctx.intern_attr(AttrData::Float { ty, bits: value }),
        }
    }
}

/// A constant operand as MLIR's folders classify it.
enum Cst<'a> {
    /// An `IntegerAttr` or `FloatAttr`.
    Scalar(Type, &'a APInt),
    /// A dense elements attribute of integers or floats: its type, whether
    /// it is a splat, and its values (one for a splat).
    Elements(Type, bool, &'a DenseBits),
}

/// Classifies `a` for a folder working on `elem` scalars.
fn classify(ctx: &Context, a: Attr, elem: Elem) -> Option<Cst<'_>> {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } if elem == Elem::Int => Some(Cst::Scalar(*ty, value)),
        AttrData::Float { ty, bits } if elem == Elem::Float => Some(Cst::Scalar(*ty, bits)),
        AttrData::DenseElements {
            ty,
            splat,
            values: DenseValues::Bits(v),
        } if elem.accepts(ctx, element_type_or_self(ctx, *ty)) => {
            Some(Cst::Elements(*ty, *splat, v))
        }
        _ => None,
    }
}

/// The value of an integer attribute or integer splat (MLIR's
/// `m_ConstantInt` on an attribute).
fn int_value(ctx: &Context, a: Option<Attr>) -> Option<APInt> {
    match ctx.attr_data(a?) {
        AttrData::Integer { value, .. } => Some(value.clone()),
        AttrData::DenseElements {
            ty,
            splat: true,
            values: DenseValues::Bits(v),
        } if Elem::Int.accepts(ctx, element_type_or_self(ctx, *ty)) => v.first(),
        _ => None,
    }
}

/// The format and bits of a float attribute or float splat (MLIR's
/// float matchers on an attribute).
fn float_value(ctx: &Context, a: Option<Attr>) -> Option<(FloatKind, u128)> {
    match ctx.attr_data(a?) {
        AttrData::Float { ty, bits } => Some((float_kind(ctx, *ty)?, bits128(bits))),
        AttrData::DenseElements {
            ty,
            splat: true,
            values: DenseValues::Bits(v),
        } => Some((
            float_kind(ctx, element_type_or_self(ctx, *ty))?,
            bits128(&v.first()?),
        )),
        _ => None,
    }
}

/// `m_Zero()`.
fn is_zero_int(ctx: &Context, a: Option<Attr>) -> bool {
    int_value(ctx, a).is_some_and(|v| v.is_zero())
}

/// `m_One()`.
fn is_one_int(ctx: &Context, a: Option<Attr>) -> bool {
    int_value(ctx, a).is_some_and(|v| v.is_one())
}

/// Whether `a` is a float constant satisfying `pred`.
fn float_is(ctx: &Context, a: Option<Attr>, pred: impl Fn(FloatKind, u128) -> bool) -> bool {
    float_value(ctx, a).is_some_and(|(k, b)| pred(k, b))
}

/// `m_OneFloat()`.
fn is_one_float(k: FloatKind, b: u128) -> bool {
    fo::canonicalize(k, b) == fo::one(k, false)
}

/// The constant value of `v` if it is defined by a `ConstantLike` op.
fn const_of(ctx: &Context, body: &Body, v: ValueId) -> Option<Attr> {
    rmlir_ir::fold::constant_value(ctx, body, v)
}

/// The op defining `v` if it is named `name`.
fn def_named(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    let d = body.defining_op(v)?;
    (ctx.op_name_str(body.op_name(d)) == name).then_some(d)
}

/// `getZeroAttr(ty)` (MLIR's `Builder::getZeroAttr`).
fn zero_attr(ctx: &Context, ty: Type) -> Option<Attr> {
    match ctx.type_data(ty) {
        TypeData::Float(k) => Some(ctx.intern_attr(AttrData::Float {
            ty,
            bits: APInt::zero(k.bit_width()),
        })),
        TypeData::Index | TypeData::Integer { .. } => Some(ctx.intern_attr(AttrData::Integer {
            ty,
            value: APInt::zero(int_width(ctx, ty)?),
        })),
        TypeData::Vector { elem, .. } | TypeData::RankedTensor { elem, .. } => {
            let width = match ctx.type_data(*elem) {
                TypeData::Float(k) => k.bit_width(),
                TypeData::Index | TypeData::Integer { .. } => int_width(ctx, *elem)?,
                _ => return None,
            };
            Some(ctx.dense_elements_attr(ty, DenseValues::splat(&APInt::zero(width))))
        }
        _ => None,
    }
}

/// `getBoolAttribute(ty, value)` of MLIR 22's `ArithOps.cpp`: `true`/`false`,
/// or a splat of it for any shaped `ty` (static or not).
fn bool_attr(ctx: &Context, ty: Type, value: bool) -> Attr {
    let bit = APInt::from_u64(1, u64::from(value));
    if ctx.type_data(ty).is_shaped() {
        return ctx.dense_elements_attr(ty, DenseValues::splat(&bit));
    }
    ctx.intern_attr(AttrData::Integer {
        ty: ctx.common().i1,
        value: bit,
    })
}

/// The flags of a `#arith.fastmath<...>` / `#arith.overflow<...>` attribute
/// of `op` as keywords (`fast` expanded).
fn flags(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<String> {
    let Some(a) = get_attr(ctx, body, op, name) else {
        return Vec::new();
    };
    let AttrData::Dialect { text } = ctx.attr_data(a) else {
        return Vec::new();
    };
    let inner = text
        .split_once('<')
        .and_then(|(_, r)| r.strip_suffix('>'))
        .unwrap_or("");
    let mut out: Vec<String> = Vec::new();
    for f in inner.split(',').map(str::trim).filter(|f| !f.is_empty()) {
        if f == "fast" {
            for g in ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"] {
                out.push(g.to_string());
            }
        } else {
            out.push(f.to_string());
        }
    }
    out
}

/// Whether `op`'s flag attribute `name` contains every flag of `want`.
fn has_flags(ctx: &Context, body: &Body, op: OpId, name: &str, want: &[&str]) -> bool {
    let have = flags(ctx, body, op, name);
    want.iter().all(|w| have.iter().any(|h| h == w))
}

// ---------------------------------------------------------------------------
// MLIR's CommonFolders.h
// ---------------------------------------------------------------------------

/// One element of dense values (a splat repeats its only value).
fn at(values: &DenseBits, splat: bool, i: usize) -> APInt {
    values.get(if splat { 0 } else { i })
}

/// The index of element `i` in dense storage (a splat repeats its only
/// value).
fn at_index(splat: bool, i: usize) -> usize {
    if splat {
        0
    } else {
        i
    }
}

/// `constFoldBinaryOp`: `result_ty` is the result type to use (`None`: the
/// operands' common type); `poison` selects the variant propagating
/// `#ub.poison`.
fn fold_binary(
    ctx: &Context,
    operands: &[Option<Attr>],
    result_ty: Option<Type>,
    elem: Elem,
    poison: bool,
    mut f: impl FnMut(&APInt, &APInt) -> APInt,
) -> Option<Attr> {
    let (a, b) = (*operands.first()?, *operands.get(1)?);
    if poison {
        if let Some(p) = a.filter(|&a| is_poison(ctx, a)) {
            return Some(p);
        }
        if let Some(p) = b.filter(|&b| is_poison(ctx, b)) {
            return Some(p);
        }
    }
    let (a, b) = (a?, b?);
    let result_ty = match result_ty {
        Some(t) => t,
        None => {
            let (ta, tb) = (typed_attr_type(ctx, a)?, typed_attr_type(ctx, b)?);
            if ta != tb {
                return None;
            }
            ta
        }
    };
    match (classify(ctx, a, elem)?, classify(ctx, b, elem)?) {
        (Cst::Scalar(ta, x), Cst::Scalar(tb, y)) => {
            if ta != tb {
                return None;
            }
            Some(elem.make(ctx, result_ty, f(x, y)))
        }
        (Cst::Elements(ta, sa, xs), Cst::Elements(tb, sb, ys)) => {
            if ta != tb {
                return None;
            }
            if sa && sb {
                let r = f(&xs.get(0), &ys.get(0));
                return Some(ctx.dense_elements_attr(result_ty, DenseValues::splat(&r)));
            }
            let n = if sa { ys.len() } else { xs.len() };
            if !sb && ys.len() != n {
                return None;
            }
            let out: Vec<APInt> = (0..n).map(|i| f(&at(xs, sa, i), &at(ys, sb, i))).collect();
            Some(ctx.dense_elements_attr(result_ty, DenseValues::Bits(out.into())))
        }
        _ => None,
    }
}

/// `constFoldUnaryOp` (result type: the operand's; poison propagates).
fn fold_unary(
    ctx: &Context,
    operands: &[Option<Attr>],
    elem: Elem,
    mut f: impl FnMut(&APInt) -> APInt,
) -> Option<Attr> {
    let a = (*operands.first()?)?;
    if is_poison(ctx, a) {
        return Some(a);
    }
    match classify(ctx, a, elem)? {
        Cst::Scalar(ty, x) => Some(elem.make(ctx, ty, f(x))),
        Cst::Elements(ty, _, xs) => {
            let out: Vec<APInt> = xs.iter().map(|x| f(&x)).collect();
            Some(ctx.dense_elements_attr(ty, DenseValues::Bits(out.into())))
        }
    }
}

/// `constFoldCastOp`: `f` returns the converted element and clears its
/// `bool` argument when the conversion fails.
fn fold_cast(
    ctx: &Context,
    operands: &[Option<Attr>],
    res_ty: Type,
    from: Elem,
    to: Elem,
    mut f: impl FnMut(&APInt, &mut bool) -> APInt,
) -> Option<Attr> {
    let a = (*operands.first()?)?;
    if is_poison(ctx, a) {
        return Some(a);
    }
    let mut ok = true;
    match classify(ctx, a, from)? {
        Cst::Scalar(_, x) => {
            let r = f(x, &mut ok);
            ok.then(|| to.make(ctx, res_ty, r))
        }
        Cst::Elements(_, true, xs) => {
            let r = f(&xs.get(0), &mut ok);
            ok.then(|| ctx.dense_elements_attr(res_ty, DenseValues::splat(&r)))
        }
        Cst::Elements(_, false, xs) => {
            let mut out = Vec::with_capacity(xs.len());
            for x in xs.iter() {
                let r = f(&x, &mut ok);
                if !ok {
                    return None;
                }
                out.push(r);
            }
            Some(ctx.dense_elements_attr(res_ty, DenseValues::Bits(out.into())))
        }
    }
}

// ---------------------------------------------------------------------------
// Result helpers
// ---------------------------------------------------------------------------

fn results(r: Vec<OpFoldResult>) -> FoldResult {
    FoldResult::Results(r.into())
}

fn value(v: ValueId) -> FoldResult {
    results(vec![OpFoldResult::Value(v)])
}

fn attr(a: Option<Attr>) -> FoldResult {
    match a {
        Some(a) => results(vec![OpFoldResult::Attr(a)]),
        None => FoldResult::None,
    }
}

fn result_type(body: &Body, op: OpId) -> Type {
    body.value_type(body.result(op, 0))
}

fn operand_at(operands: &[Option<Attr>], i: usize) -> Option<Attr> {
    operands.get(i).copied().flatten()
}

/// Binary integer constant folding of a same-type op, with poison.
fn int_fold(
    ctx: &Context,
    operands: &[Option<Attr>],
    f: impl FnMut(&APInt, &APInt) -> APInt,
) -> FoldResult {
    attr(fold_binary(ctx, operands, None, Elem::Int, true, f))
}

/// Binary float constant folding of a same-type op, with poison.
fn float_fold(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    f: impl Fn(FloatKind, u128, u128) -> u128,
) -> FoldResult {
    let Some(kind) = float_kind(ctx, element_type_or_self(ctx, result_type(body, op))) else {
        return FoldResult::None;
    };
    let w = kind.bit_width();
    attr(fold_binary(
        ctx,
        operands,
        None,
        Elem::Float,
        true,
        |a, b| apint128(w, f(kind, bits128(a), bits128(b))),
    ))
}

// ---------------------------------------------------------------------------
// Folders
// ---------------------------------------------------------------------------

/// `arith.constant`: its value.
pub fn fold_constant(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attr>]) -> FoldResult {
    attr(get_attr(ctx, body, op, "value"))
}

// ---------------------------------------------------------------------------
// Constant materialization
// ---------------------------------------------------------------------------

/// The arith dialect's `materializeConstant`: `ub.poison` for `#ub.poison`,
/// else an `arith.constant` when `value` is an integer, float or elements
/// attribute (dense, `dense_resource` or sparse) of type `ty` (integer
/// elements signless); `None` otherwise.
pub fn materialize_constant(
    ctx: &Context,
    builder: &mut Builder<'_>,
    value: Attr,
    ty: Type,
    loc: Loc,
) -> Option<OpId> {
    let (name, props) = if is_poison(ctx, value) {
        ("ub.poison", value)
    } else {
        let value_ty = match ctx.attr_data(value) {
            AttrData::DenseResource { ty, .. } | AttrData::Sparse { ty, .. } => Some(*ty),
            _ => typed_attr_type(ctx, value),
        };
        if value_ty != Some(ty) {
            return None;
        }
        if let TypeData::Integer { signedness, .. } = ctx.type_data(element_type_or_self(ctx, ty)) {
            if *signedness != Signedness::Signless {
                return None;
            }
        }
        if !matches!(
            ctx.attr_data(value),
            AttrData::Integer { .. }
                | AttrData::Float { .. }
                | AttrData::DenseElements { .. }
                | AttrData::DenseResource { .. }
                | AttrData::Sparse { .. }
        ) {
            return None;
        }
        ("arith.constant", value)
    };
    Some(crate::util::build::create_constant_op(
        ctx, builder, name, props, ty, loc,
    ))
}

mod integer;
pub use integer::{
    fold_addi, fold_addui_extended, fold_ceildivsi, fold_ceildivui, fold_divsi, fold_divui,
    fold_floordivsi, fold_muli, fold_mulsi_extended, fold_mului_extended, fold_remsi, fold_remui,
    fold_subi,
};

mod bitwise;
pub use bitwise::{
    fold_andi, fold_maxsi, fold_maxui, fold_minsi, fold_minui, fold_ori, fold_shli, fold_shrsi,
    fold_shrui, fold_xori,
};

mod float;
pub use float::{
    fold_addf, fold_divf, fold_maximumf, fold_maxnumf, fold_minimumf, fold_minnumf, fold_mulf,
    fold_negf, fold_remf, fold_subf,
};

mod cast;
pub use cast::{
    fold_bitcast, fold_extf, fold_extsi, fold_extui, fold_fptosi, fold_fptoui, fold_index_cast,
    fold_index_castui, fold_sitofp, fold_truncf, fold_trunci, fold_uitofp,
};

mod compare;
pub use compare::{fold_cmpf, fold_cmpi, fold_select};
