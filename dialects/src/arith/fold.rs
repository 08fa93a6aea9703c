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
//! checked here on scalar and splat operands, as MLIR's matchers do.
//!
//! MLIR 22 also builds `dense` results for dynamically shaped or unranked
//! types in a few identity folds (`cmpi eq, %t, %t : tensor<?xi32>` folds to
//! `dense<true> : tensor<?xi1>`, `xori %t, %t` to `dense<0>`); this is
//! reproduced.  `index_cast(index_cast(x))` is a canonicalization pattern in
//! MLIR 22, not a fold (see [`super::canonicalize`]).

use crate::util::shaped::element_type_or_self;
use rmlir_ir::attrs::{Attr, AttrData, DenseBits, DenseValues, Loc};
use rmlir_ir::body::{Body, OpId, OpSpec, ValueId};
use rmlir_ir::builder::Builder;
use rmlir_ir::registry::{FoldResult, OpFoldResult};
use rmlir_ir::types::{Signedness, Type, TypeData};
use rmlir_ir::Context;
use rmlir_numerics::apint::APInt;
use rmlir_numerics::apint_ops::CmpIPredicate;
use rmlir_numerics::float::FloatKind;
use rmlir_numerics::float_ops::{self as fo, CmpFPredicate};
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

fn lhs(body: &Body, op: OpId) -> ValueId {
    body.operand(op, 0)
}

fn rhs(body: &Body, op: OpId) -> ValueId {
    body.operand(op, 1)
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

/// `arith.addi`: `x + 0 -> x`, `(a - b) + b -> a`, `b + (a - b) -> a`,
/// constants.
pub fn fold_addi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if is_zero_int(ctx, operand_at(operands, 1)) {
        return value(l);
    }
    if let Some(sub) = def_named(ctx, body, l, "arith.subi") {
        if r == rhs(body, sub) {
            return value(lhs(body, sub));
        }
    }
    if let Some(sub) = def_named(ctx, body, r, "arith.subi") {
        if l == rhs(body, sub) {
            return value(lhs(body, sub));
        }
    }
    int_fold(ctx, operands, |a, b| a.wrapping_add(b))
}

/// `arith.addui_extended`: `x + 0 -> x, false`, constants (the overflow bit
/// is `sum < lhs`).
pub fn fold_addui_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let overflow_ty = body.value_type(body.result(op, 1));
    if is_zero_int(ctx, const_of(ctx, body, rhs(body, op))) {
        let Some(f) = zero_attr(ctx, overflow_ty) else {
            return FoldResult::None;
        };
        return results(vec![
            OpFoldResult::Value(lhs(body, op)),
            OpFoldResult::Attr(f),
        ]);
    }
    let Some(sum) = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        a.wrapping_add(b)
    }) else {
        return FoldResult::None;
    };
    if is_poison(ctx, sum) {
        return results(vec![OpFoldResult::Attr(sum), OpFoldResult::Attr(sum)]);
    }
    let Some(sum_ty) = typed_attr_type(ctx, sum) else {
        return FoldResult::None;
    };
    let i1_ty = crate::arith::ops::i1_same_shape(ctx, sum_ty);
    let ov = fold_binary(
        ctx,
        &[Some(sum), operand_at(operands, 0)],
        Some(i1_ty),
        Elem::Int,
        false,
        |s, a| APInt::from_u64(1, u64::from(s.ult(a))),
    );
    match ov {
        Some(ov) => results(vec![OpFoldResult::Attr(sum), OpFoldResult::Attr(ov)]),
        None => FoldResult::None,
    }
}

/// `arith.subi`: `x - x -> 0` (static types), `x - 0 -> x`,
/// `(a + b) - b -> a`, `(a + b) - a -> b`, constants.
pub fn fold_subi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if l == r {
        let ty = result_type(body, op);
        let dynamic = match ctx.type_data(ty) {
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => true,
            d => d
                .shape()
                .is_some_and(|s| s.contains(&rmlir_ir::types::DYNAMIC)),
        };
        if !dynamic {
            if let Some(z) = zero_attr(ctx, ty) {
                return attr(Some(z));
            }
        }
    }
    if is_zero_int(ctx, operand_at(operands, 1)) {
        return value(l);
    }
    if let Some(add) = def_named(ctx, body, l, "arith.addi") {
        if r == rhs(body, add) {
            return value(lhs(body, add));
        }
        if r == lhs(body, add) {
            return value(rhs(body, add));
        }
    }
    int_fold(ctx, operands, |a, b| a.wrapping_sub(b))
}

/// `arith.muli`: `x * 0 -> 0`, `x * 1 -> x`, constants.
pub fn fold_muli(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if is_zero_int(ctx, operand_at(operands, 1)) {
        return value(rhs(body, op));
    }
    if is_one_int(ctx, operand_at(operands, 1)) {
        return value(lhs(body, op));
    }
    int_fold(ctx, operands, |a, b| a.wrapping_mul(b))
}

/// Both results of `mulsi_extended` / `mului_extended` from constants.
fn extended_mul(
    ctx: &Context,
    operands: &[Option<Attr>],
    high: fn(&APInt, &APInt) -> APInt,
) -> FoldResult {
    let Some(low) = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        a.wrapping_mul(b)
    }) else {
        return FoldResult::None;
    };
    let Some(high) = fold_binary(ctx, operands, None, Elem::Int, true, high) else {
        return FoldResult::None;
    };
    results(vec![OpFoldResult::Attr(low), OpFoldResult::Attr(high)])
}

/// `arith.mulsi_extended`: `x * 0 -> 0, 0`, constants.
pub fn fold_mulsi_extended(
    ctx: &Context,
    _body: &mut Body,
    _op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let r = operand_at(operands, 1);
    if is_zero_int(ctx, r) {
        let z = OpFoldResult::Attr(r.expect("matched"));
        return results(vec![z, z]);
    }
    extended_mul(ctx, operands, |a, b| a.mulsi_extended(b).1)
}

/// `arith.mului_extended`: `x * 0 -> 0, 0`, `x * 1 -> x, 0`, constants.
pub fn fold_mului_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let r = operand_at(operands, 1);
    if is_zero_int(ctx, r) {
        let z = OpFoldResult::Attr(r.expect("matched"));
        return results(vec![z, z]);
    }
    if is_one_int(ctx, r) {
        let l = lhs(body, op);
        let Some(z) = zero_attr(ctx, body.value_type(l)) else {
            return FoldResult::None;
        };
        return results(vec![OpFoldResult::Value(l), OpFoldResult::Attr(z)]);
    }
    extended_mul(ctx, operands, |a, b| a.mului_extended(b).1)
}

/// MLIR's `foldDivMul`: `(a * b) / b -> a` when the multiplication has the
/// overflow flag `flag`.
fn fold_div_mul(ctx: &Context, body: &Body, l: ValueId, r: ValueId, flag: &str) -> Option<ValueId> {
    let mul = def_named(ctx, body, l, "arith.muli")?;
    if !has_flags(ctx, body, mul, "overflowFlags", &[flag]) {
        return None;
    }
    if lhs(body, mul) == r {
        return Some(rhs(body, mul));
    }
    if rhs(body, mul) == r {
        return Some(lhs(body, mul));
    }
    None
}

/// `arith.divui`: `x / 1 -> x`, `(a * b) / b -> a` (nuw), constants (not by
/// zero).
pub fn fold_divui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if is_one_int(ctx, operand_at(operands, 1)) {
        return value(l);
    }
    if let Some(v) = fold_div_mul(ctx, body, l, r, "nuw") {
        return value(v);
    }
    let mut div0 = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        if div0 || b.is_zero() {
            div0 = true;
            return a.clone();
        }
        a.udiv(b).unwrap_or_else(|| a.clone())
    });
    attr(if div0 { None } else { res })
}

/// `arith.divsi`: `x / 1 -> x`, `(a * b) / b -> a` (nsw), constants (not by
/// zero, not `INT_MIN / -1`).
pub fn fold_divsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if is_one_int(ctx, operand_at(operands, 1)) {
        return value(l);
    }
    if let Some(v) = fold_div_mul(ctx, body, l, r, "nsw") {
        return value(v);
    }
    let mut bad = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        if bad || b.is_zero() {
            bad = true;
            return a.clone();
        }
        let (q, ov) = a.sdiv_ov(b).unwrap_or_else(|| (a.clone(), true));
        bad = ov;
        q
    });
    attr(if bad { None } else { res })
}

/// `arith.ceildivui`: `x / 1 -> x`, constants (not by zero, no overflow).
pub fn fold_ceildivui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if is_one_int(ctx, operand_at(operands, 1)) {
        return value(lhs(body, op));
    }
    let mut bad = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        if bad || b.is_zero() {
            bad = true;
            return a.clone();
        }
        let q = a.udiv(b).unwrap_or_else(|| a.clone());
        if a.urem(b).is_some_and(|r| r.is_zero()) {
            return q;
        }
        let (r, ov) = q.uadd_ov(&APInt::one(a.width()));
        bad = ov;
        r
    });
    attr(if bad { None } else { res })
}

/// MLIR's `signedCeilNonnegInputs`: `(a - 1) / b + 1` and the overflow of
/// the last step (each step overwrites the flag).
fn signed_ceil_nonneg(a: &APInt, b: &APInt) -> (APInt, bool) {
    let one = APInt::one(a.width());
    let (am1, _) = a.ssub_ov(&one);
    let (q, _) = am1
        .sdiv_ov(b)
        .unwrap_or_else(|| (APInt::zero(a.width()), false));
    q.sadd_ov(&one)
}

/// `arith.ceildivsi`: `x / 1 -> x`, constants (not by zero, and not when an
/// intermediate negation overflows).
pub fn fold_ceildivsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if is_one_int(ctx, operand_at(operands, 1)) {
        return value(lhs(body, op));
    }
    let mut bad = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        if bad || b.is_zero() {
            bad = true;
            return a.clone();
        }
        if a.is_zero() {
            return a.clone();
        }
        let zero = APInt::zero(a.width());
        let (a_pos, b_pos) = (a.sgt(&zero), b.sgt(&zero));
        if a_pos && b_pos {
            let (r, ov) = signed_ceil_nonneg(a, b);
            bad = ov;
            return r;
        }
        if !a_pos && !b_pos {
            let (pa, ova) = zero.ssub_ov(a);
            let (pb, ovb) = zero.ssub_ov(b);
            let (r, ovd) = signed_ceil_nonneg(&pa, &pb);
            bad = ova || ovb || ovd;
            return r;
        }
        if !a_pos && b_pos {
            let (pa, ova) = zero.ssub_ov(a);
            let (d, ovd) = pa.sdiv_ov(b).unwrap_or_else(|| (pa.clone(), true));
            let (r, ovr) = zero.ssub_ov(&d);
            bad = ova || ovd || ovr;
            return r;
        }
        let (pb, ovb) = zero.ssub_ov(b);
        let (d, ovd) = a.sdiv_ov(&pb).unwrap_or_else(|| (a.clone(), true));
        let (r, ovr) = zero.ssub_ov(&d);
        bad = ovb || ovd || ovr;
        r
    });
    attr(if bad { None } else { res })
}

/// `arith.floordivsi`: `x / 1 -> x`, constants.  As in MLIR 22 the failure
/// flag is assigned per element, so only the last element's status counts.
pub fn fold_floordivsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if is_one_int(ctx, operand_at(operands, 1)) {
        return value(lhs(body, op));
    }
    let mut bad = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        if b.is_zero() {
            bad = true;
            return a.clone();
        }
        let (q, ov) = a.sfloordiv_ov(b).unwrap_or_else(|| (a.clone(), true));
        bad = ov;
        q
    });
    attr(if bad { None } else { res })
}

/// `arith.remui` / `arith.remsi`: `x % 1 -> 0`, constants (not by zero).
fn fold_rem(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    rem: fn(&APInt, &APInt) -> Option<APInt>,
) -> FoldResult {
    if is_one_int(ctx, operand_at(operands, 1)) {
        return attr(zero_attr(ctx, result_type(body, op)));
    }
    let mut div0 = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        if div0 || b.is_zero() {
            div0 = true;
            return a.clone();
        }
        rem(a, b).unwrap_or_else(|| a.clone())
    });
    attr(if div0 { None } else { res })
}

/// `arith.remui`.
pub fn fold_remui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_rem(ctx, body, op, operands, APInt::urem)
}

/// `arith.remsi`.
pub fn fold_remsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_rem(ctx, body, op, operands, APInt::srem)
}

/// Whether `v` is `arith.xori %x, %c` with `%c` a constant of all ones
/// (`m_Op<XOrIOp>(m_Val(x), m_ConstantInt(allOnes))`); returns the xori.
fn is_not_of(ctx: &Context, body: &Body, v: ValueId, x: ValueId) -> Option<OpId> {
    let xor = def_named(ctx, body, v, "arith.xori")?;
    if lhs(body, xor) != x {
        return None;
    }
    let c = const_of(ctx, body, rhs(body, xor));
    int_value(ctx, c)
        .is_some_and(|v| v.is_all_ones())
        .then_some(xor)
}

/// MLIR's `Idempotent` trait folder, tried when the op's own folder fails:
/// `op(x, x) -> x`.
fn or_idempotent(body: &Body, op: OpId, own: FoldResult) -> FoldResult {
    if own == FoldResult::None && lhs(body, op) == rhs(body, op) {
        return value(lhs(body, op));
    }
    own
}

/// `arith.andi`: `x & 0 -> 0`, `x & -1 -> x`, `x & ~x -> 0`,
/// `a & (a & b) -> a & b`, constants, then `x & x -> x` (trait).
pub fn fold_andi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let own = fold_andi_own(ctx, body, op, operands);
    or_idempotent(body, op, own)
}

fn fold_andi_own(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if is_zero_int(ctx, operand_at(operands, 1)) {
        return value(r);
    }
    if int_value(ctx, operand_at(operands, 1)).is_some_and(|v| v.is_all_ones()) {
        return value(l);
    }
    if is_not_of(ctx, body, r, l).is_some() || is_not_of(ctx, body, l, r).is_some() {
        return attr(zero_attr(ctx, result_type(body, op)));
    }
    for reverse in [false, true] {
        let (prev_v, other) = if reverse { (r, l) } else { (l, r) };
        if let Some(prev) = def_named(ctx, body, prev_v, "arith.andi") {
            if other == lhs(body, prev) || other == rhs(body, prev) {
                return value(body.result(prev, 0));
            }
        }
    }
    int_fold(ctx, operands, |a, b| a.and(b))
}

/// `arith.ori`: `x | 0 -> x`, `x | -1 -> -1`, `x | ~x -> -1`, constants,
/// then `x | x -> x` (trait).
pub fn fold_ori(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let own = fold_ori_own(ctx, body, op, operands);
    or_idempotent(body, op, own)
}

fn fold_ori_own(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if let Some(v) = int_value(ctx, operand_at(operands, 1)) {
        if v.is_zero() {
            return value(l);
        }
        if v.is_all_ones() {
            return attr(operand_at(operands, 1));
        }
    }
    if let Some(xor) = is_not_of(ctx, body, r, l) {
        return value(rhs(body, xor));
    }
    if let Some(xor) = is_not_of(ctx, body, l, r) {
        return value(rhs(body, xor));
    }
    int_fold(ctx, operands, |a, b| a.or(b))
}

/// `arith.xori`: `x ^ 0 -> x`, `x ^ x -> 0`, `(x ^ a) ^ a -> x` (all
/// operand orders), constants.
pub fn fold_xori(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if is_zero_int(ctx, operand_at(operands, 1)) {
        return value(l);
    }
    if l == r {
        // Like MLIR 22, also for dynamically shaped tensors.
        return attr(zero_attr(ctx, result_type(body, op)));
    }
    if let Some(prev) = def_named(ctx, body, l, "arith.xori") {
        if rhs(body, prev) == r {
            return value(lhs(body, prev));
        }
        if lhs(body, prev) == r {
            return value(rhs(body, prev));
        }
    }
    if let Some(prev) = def_named(ctx, body, r, "arith.xori") {
        if rhs(body, prev) == l {
            return value(lhs(body, prev));
        }
        if lhs(body, prev) == l {
            return value(rhs(body, prev));
        }
    }
    int_fold(ctx, operands, |a, b| a.xor(b))
}

/// Shared folder of the shifts: `x shift 0 -> x`, constants while the
/// (last computed) amount is below the width.
fn fold_shift(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    shift: fn(&APInt, u32) -> APInt,
) -> FoldResult {
    if is_zero_int(ctx, operand_at(operands, 1)) {
        return value(lhs(body, op));
    }
    let mut bounded = false;
    let res = fold_binary(ctx, operands, None, Elem::Int, true, |a, b| {
        let w = b.width();
        bounded = b.ult(&APInt::from_u64(w, u64::from(w)));
        // LLVM limits the amount to the width (`getLimitedValue`).
        let n = if bounded { b.low_u64() as u32 } else { w };
        shift(a, n)
    });
    attr(if bounded { res } else { None })
}

/// `arith.shli`.
pub fn fold_shli(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_shift(ctx, body, op, operands, APInt::shl_by)
}

/// `arith.shrui`.
pub fn fold_shrui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_shift(ctx, body, op, operands, APInt::lshr_by)
}

/// `arith.shrsi`.
pub fn fold_shrsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_shift(ctx, body, op, operands, APInt::ashr_by)
}

/// Shared folder of the integer min/max ops: `op(x, x) -> x`,
/// `op(x, absorbing) -> absorbing`, `op(x, identity) -> x`, constants.
fn fold_minmax(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    absorbing: fn(&APInt) -> bool,
    identity: fn(&APInt) -> bool,
    f: fn(&APInt, &APInt) -> APInt,
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if l == r {
        return value(r);
    }
    if let Some(v) = int_value(ctx, operand_at(operands, 1)) {
        if absorbing(&v) {
            return value(r);
        }
        if identity(&v) {
            return value(l);
        }
    }
    int_fold(ctx, operands, f)
}

/// `arith.maxsi`.
pub fn fold_maxsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_minmax(
        ctx,
        body,
        op,
        operands,
        APInt::is_max_signed,
        APInt::is_min_signed,
        APInt::smax,
    )
}

/// `arith.maxui`.
pub fn fold_maxui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_minmax(
        ctx,
        body,
        op,
        operands,
        APInt::is_max_unsigned,
        APInt::is_zero,
        APInt::umax,
    )
}

/// `arith.minsi`.
pub fn fold_minsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_minmax(
        ctx,
        body,
        op,
        operands,
        APInt::is_min_signed,
        APInt::is_max_signed,
        APInt::smin,
    )
}

/// `arith.minui`.
pub fn fold_minui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_minmax(
        ctx,
        body,
        op,
        operands,
        APInt::is_zero,
        APInt::is_max_unsigned,
        APInt::umin,
    )
}

/// `arith.negf`: `-(-x) -> x`, constants.
pub fn fold_negf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if let Some(inner) = def_named(ctx, body, lhs(body, op), "arith.negf") {
        return value(lhs(body, inner));
    }
    let Some(kind) = float_kind(ctx, element_type_or_self(ctx, result_type(body, op))) else {
        return FoldResult::None;
    };
    let w = kind.bit_width();
    attr(fold_unary(ctx, operands, Elem::Float, |a| {
        apint128(w, fo::neg(kind, bits128(a)))
    }))
}

/// `arith.addf`: `x + -0.0 -> x`, constants.
pub fn fold_addf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if float_is(ctx, operand_at(operands, 1), fo::is_neg_zero) {
        return value(lhs(body, op));
    }
    float_fold(ctx, body, op, operands, fo::add)
}

/// `arith.subf`: `x - +0.0 -> x`, constants.
pub fn fold_subf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if float_is(ctx, operand_at(operands, 1), fo::is_pos_zero) {
        return value(lhs(body, op));
    }
    float_fold(ctx, body, op, operands, fo::sub)
}

/// `arith.mulf`: `x * 1.0 -> x`, `x * ±0.0 -> ±0.0` with `nnan` and `nsz`,
/// constants.
pub fn fold_mulf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let r = operand_at(operands, 1);
    if float_is(ctx, r, is_one_float) {
        return value(lhs(body, op));
    }
    if has_flags(ctx, body, op, "fastmath", &["nnan", "nsz"]) && float_is(ctx, r, fo::is_zero) {
        return value(rhs(body, op));
    }
    float_fold(ctx, body, op, operands, fo::mul)
}

/// `arith.divf`: `x / 1.0 -> x`, constants.
pub fn fold_divf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if float_is(ctx, operand_at(operands, 1), is_one_float) {
        return value(lhs(body, op));
    }
    float_fold(ctx, body, op, operands, fo::div)
}

/// `arith.remf`: constants (C `fmod`).
pub fn fold_remf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    float_fold(ctx, body, op, operands, fo::rem)
}

/// Shared folder of the float min/max ops: `op(x, x) -> x`,
/// `op(x, identity) -> x`, constants.
fn fold_fminmax(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    identity: fn(FloatKind, u128) -> bool,
    f: fn(FloatKind, u128, u128) -> u128,
) -> FoldResult {
    let (l, r) = (lhs(body, op), rhs(body, op));
    if l == r {
        return value(r);
    }
    if float_is(ctx, operand_at(operands, 1), identity) {
        return value(l);
    }
    float_fold(ctx, body, op, operands, f)
}

/// `arith.maximumf`: identity `-inf`.
pub fn fold_maximumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_fminmax(
        ctx,
        body,
        op,
        operands,
        |k, b| fo::is_inf(k, b) && fo::is_negative(k, b),
        fo::maximum,
    )
}

/// `arith.minimumf`: identity `+inf`.
pub fn fold_minimumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_fminmax(
        ctx,
        body,
        op,
        operands,
        |k, b| fo::is_inf(k, b) && !fo::is_negative(k, b),
        fo::minimum,
    )
}

/// `arith.maxnumf`: identity NaN.
pub fn fold_maxnumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_fminmax(ctx, body, op, operands, fo::is_nan, fo::maxnum)
}

/// `arith.minnumf`: identity NaN.
pub fn fold_minnumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_fminmax(ctx, body, op, operands, fo::is_nan, fo::minnum)
}

/// Integer extension: `ext(ext(x)) -> ext(x)` in place, constants.
fn fold_int_ext(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
    name: &str,
    ext: fn(&APInt, u32) -> APInt,
) -> FoldResult {
    if let Some(inner) = def_named(ctx, body, lhs(body, op), name) {
        let src = lhs(body, inner);
        body.set_operand(op, 0, src);
        return FoldResult::InPlace;
    }
    let res_ty = result_type(body, op);
    let Some(w) = int_width(ctx, element_type_or_self(ctx, res_ty)) else {
        return FoldResult::None;
    };
    attr(fold_cast(
        ctx,
        operands,
        res_ty,
        Elem::Int,
        Elem::Int,
        |a, _| ext(a, w),
    ))
}

/// `arith.extui`.
pub fn fold_extui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_int_ext(ctx, body, op, operands, "arith.extui", APInt::zext)
}

/// `arith.extsi`.
pub fn fold_extsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_int_ext(ctx, body, op, operands, "arith.extsi", APInt::sext)
}

/// Float conversion of constants without information loss.
fn fold_float_convert(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let res_ty = result_type(body, op);
    let src_ty = body.value_type(lhs(body, op));
    let (Some(to), Some(from)) = (
        float_kind(ctx, element_type_or_self(ctx, res_ty)),
        float_kind(ctx, element_type_or_self(ctx, src_ty)),
    ) else {
        return FoldResult::None;
    };
    let w = to.bit_width();
    attr(fold_cast(
        ctx,
        operands,
        res_ty,
        Elem::Float,
        Elem::Float,
        |a, ok| match fo::fold_convertf(from, to, bits128(a)) {
            Some(r) => apint128(w, r),
            None => {
                *ok = false;
                a.clone()
            }
        },
    ))
}

/// `arith.extf`: `extf(truncf(x)) -> x` when both carry `contract` and the
/// types round-trip, constants.
pub fn fold_extf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    if let Some(trunc) = def_named(ctx, body, lhs(body, op), "arith.truncf") {
        let src = lhs(body, trunc);
        if body.value_type(src) == result_type(body, op)
            && has_flags(ctx, body, trunc, "fastmath", &["contract"])
            && has_flags(ctx, body, op, "fastmath", &["contract"])
        {
            return value(src);
        }
    }
    fold_float_convert(ctx, body, op, operands)
}

/// `trunci`: `trunci(ext(a))` -> `trunci(a)` in place or `a`,
/// `trunci(trunci(a)) -> trunci(a)` in place, constants.
pub fn fold_trunci(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let input = lhs(body, op);
    let res_ty = result_type(body, op);
    let dst = element_type_or_self(ctx, res_ty);
    let ext = def_named(ctx, body, input, "arith.extui")
        .or_else(|| def_named(ctx, body, input, "arith.extsi"));
    if let Some(ext) = ext {
        let src = lhs(body, ext);
        let src_elem = element_type_or_self(ctx, body.value_type(src));
        if int_width(ctx, src_elem) > int_width(ctx, dst) {
            body.set_operand(op, 0, src);
            return FoldResult::InPlace;
        }
        if src_elem == dst {
            return value(src);
        }
    }
    if let Some(inner) = def_named(ctx, body, input, "arith.trunci") {
        let src = lhs(body, inner);
        body.set_operand(op, 0, src);
        return FoldResult::InPlace;
    }
    let Some(w) = int_width(ctx, dst) else {
        return FoldResult::None;
    };
    attr(fold_cast(
        ctx,
        operands,
        res_ty,
        Elem::Int,
        Elem::Int,
        |a, _| a.trunc(w),
    ))
}

/// APFloat's `isRepresentableBy(a, b)`: every value of `a` is one of `b`.
fn representable_by(a: FloatKind, b: FloatKind) -> bool {
    /// (max exponent, min exponent, precision) of APFloat's semantics.
    fn params(k: FloatKind) -> (i32, i32, u32) {
        use FloatKind as K;
        match k {
            K::F16 => (15, -14, 11),
            K::BF16 => (127, -126, 8),
            K::TF32 => (127, -126, 11),
            K::F32 => (127, -126, 24),
            K::F64 => (1023, -1022, 53),
            K::F80 => (16383, -16382, 64),
            K::F128 => (16383, -16382, 113),
            K::F8E5M2 => (15, -14, 3),
            K::F8E4M3 => (7, -6, 4),
            K::F8E3M4 => (3, -2, 5),
            K::F8E4M3FN => (8, -6, 4),
            K::F8E5M2FNUZ => (15, -15, 3),
            K::F8E4M3FNUZ => (7, -7, 4),
            K::F8E4M3B11FNUZ => (4, -10, 4),
            K::F8E8M0FNU => (127, -127, 1),
            K::F6E3M2FN => (4, -2, 3),
            K::F6E2M3FN => (2, 0, 4),
            K::F4E2M1FN => (2, 0, 2),
        }
    }
    let (pa, pb) = (params(a), params(b));
    pa.0 <= pb.0 && pa.1 >= pb.1 && pa.2 <= pb.2
}

/// `arith.truncf`: `truncf(extf(a))` -> `truncf(a)` in place or `a` when
/// the extension was exact, constants converted exactly.
pub fn fold_truncf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let res_elem = element_type_or_self(ctx, result_type(body, op));
    if let Some(ext) = def_named(ctx, body, lhs(body, op), "arith.extf") {
        let src = lhs(body, ext);
        let src_elem = element_type_or_self(ctx, body.value_type(src));
        let mid_elem = element_type_or_self(ctx, body.value_type(body.result(ext, 0)));
        if let (Some(sk), Some(mk), Some(rk)) = (
            float_kind(ctx, src_elem),
            float_kind(ctx, mid_elem),
            float_kind(ctx, res_elem),
        ) {
            if representable_by(sk, mk) {
                if sk.bit_width() > rk.bit_width() {
                    body.set_operand(op, 0, src);
                    return FoldResult::InPlace;
                }
                if src_elem == res_elem {
                    return value(src);
                }
            }
        }
    }
    fold_float_convert(ctx, body, op, operands)
}

/// `arith.uitofp` / `arith.sitofp`: constants, rounded to nearest even.
fn fold_int_to_fp(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    signed: bool,
) -> FoldResult {
    let res_ty = result_type(body, op);
    let Some(kind) = float_kind(ctx, element_type_or_self(ctx, res_ty)) else {
        return FoldResult::None;
    };
    let w = kind.bit_width();
    attr(fold_cast(
        ctx,
        operands,
        res_ty,
        Elem::Int,
        Elem::Float,
        |a, _| apint128(w, fo::from_apint(kind, a, signed)),
    ))
}

/// `arith.uitofp`.
pub fn fold_uitofp(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_int_to_fp(ctx, body, op, operands, false)
}

/// `arith.sitofp`.
pub fn fold_sitofp(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_int_to_fp(ctx, body, op, operands, true)
}

/// `arith.fptoui` / `arith.fptosi`: constants truncated toward zero, not
/// for NaN, infinities or out-of-range values.
fn fold_fp_to_int(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    signed: bool,
) -> FoldResult {
    let res_ty = result_type(body, op);
    let src_ty = body.value_type(lhs(body, op));
    let (Some(w), Some(kind)) = (
        int_width(ctx, element_type_or_self(ctx, res_ty)),
        float_kind(ctx, element_type_or_self(ctx, src_ty)),
    ) else {
        return FoldResult::None;
    };
    attr(fold_cast(
        ctx,
        operands,
        res_ty,
        Elem::Float,
        Elem::Int,
        |a, ok| {
            let r = if signed {
                fo::fold_fptosi(kind, bits128(a), w)
            } else {
                fo::fold_fptoui(kind, bits128(a), w)
            };
            r.unwrap_or_else(|| {
                *ok = false;
                APInt::zero(w)
            })
        },
    ))
}

/// `arith.fptoui`.
pub fn fold_fptoui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_fp_to_int(ctx, body, op, operands, false)
}

/// `arith.fptosi`.
pub fn fold_fptosi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_fp_to_int(ctx, body, op, operands, true)
}

/// `arith.index_cast` / `arith.index_castui`: constants sign- or
/// zero-extended (or truncated) to the result width (64 for `index`).
fn fold_index_cast_impl(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attr>],
    signed: bool,
) -> FoldResult {
    let res_ty = result_type(body, op);
    let w = match ctx.type_data(element_type_or_self(ctx, res_ty)) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    };
    attr(fold_cast(
        ctx,
        operands,
        res_ty,
        Elem::Int,
        Elem::Int,
        |a, _| {
            if signed {
                a.sext(w)
            } else {
                a.zext(w)
            }
        },
    ))
}

/// `arith.index_cast`.
pub fn fold_index_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_index_cast_impl(ctx, body, op, operands, true)
}

/// `arith.index_castui`.
pub fn fold_index_castui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    fold_index_cast_impl(ctx, body, op, operands, false)
}

/// `arith.bitcast`: dense elements re-typed, scalar bit patterns
/// reinterpreted, scalar poison kept (shaped poison is not folded); then,
/// as the `CastOpInterface` trait folder, a cast to the operand's own type
/// folds to the operand.
pub fn fold_bitcast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    match fold_bitcast_own(ctx, body, op, operands) {
        FoldResult::None if body.value_type(lhs(body, op)) == result_type(body, op) => {
            value(lhs(body, op))
        }
        r => r,
    }
}

/// `arith.bitcast`'s own folder.
fn fold_bitcast_own(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let Some(a) = operand_at(operands, 0) else {
        return FoldResult::None;
    };
    let res_ty = result_type(body, op);
    if let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(a) {
        let new_ty = clone_with_elem(ctx, *ty, element_type_or_self(ctx, res_ty));
        return attr(Some(ctx.intern_attr(AttrData::DenseElements {
            ty: new_ty,
            splat: *splat,
            values: values.clone(),
        })));
    }
    if ctx.type_data(res_ty).is_shaped() {
        return FoldResult::None;
    }
    if is_poison(ctx, a) {
        return attr(Some(poison_attr(ctx)));
    }
    let bits = match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.clone(),
        AttrData::Float { bits, .. } => bits.clone(),
        _ => return FoldResult::None,
    };
    let out = if float_kind(ctx, res_ty).is_some() {
        AttrData::Float {
            ty: res_ty,
            bits: bits.clone(),
        }
    } else {
        AttrData::Integer {
            ty: res_ty,
            value: bits,
        }
    };
    attr(Some(ctx.intern_attr(out)))
}

/// The integer value of an enum property of `op` (`predicate`).
fn enum_prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<usize> {
    match ctx.attr_data(get_attr(ctx, body, op, name)?) {
        AttrData::Integer { value, .. } => value.to_u64().map(|v| v as usize),
        _ => None,
    }
}

/// Sets `op`'s property `name` to `value` (other properties kept).
fn set_prop(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Attr) {
    let key = ctx.ident(name);
    let mut entries: Vec<_> = body
        .properties(op)
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    entries.retain(|(k, _)| *k != key);
    entries.push((key, value));
    body.set_properties(op, Some(ctx.dictionary_attr(entries)));
}

/// The integer width of an integer or vector-of-integer type (MLIR's
/// `getIntegerWidth` in `ArithOps.cpp`; tensors give `None`).
fn scalar_or_vector_int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Vector { elem, .. } => match ctx.type_data(*elem) {
            TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    }
}

/// `arith.cmpi`: `cmpi(p, x, x)`, `ext(i1 x) != 0 -> x`, `x != false -> x`,
/// `x == true -> x`, a constant left operand moved to the right in place
/// (predicate mirrored), constants.
pub fn fold_cmpi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    use CmpIPredicate as P;
    let Some(pred) = enum_prop(ctx, body, op, "predicate").and_then(|i| P::ALL.get(i).copied())
    else {
        return FoldResult::None;
    };
    let (l, r) = (lhs(body, op), rhs(body, op));
    if l == r {
        let holds = matches!(pred, P::Eq | P::Sle | P::Sge | P::Ule | P::Uge);
        return attr(Some(bool_attr(ctx, result_type(body, op), holds)));
    }
    let lhs_is_i1 = || {
        let e = element_type_or_self(ctx, body.value_type(l));
        matches!(
            ctx.type_data(e),
            TypeData::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        )
    };
    if is_zero_int(ctx, operand_at(operands, 1)) {
        for name in ["arith.extsi", "arith.extui"] {
            if let Some(ext) = def_named(ctx, body, l, name) {
                let src = lhs(body, ext);
                if scalar_or_vector_int_width(ctx, body.value_type(src)) == Some(1) && pred == P::Ne
                {
                    return value(src);
                }
            }
        }
        if lhs_is_i1() && pred == P::Ne {
            return value(l);
        }
    }
    if is_one_int(ctx, operand_at(operands, 1)) && lhs_is_i1() && pred == P::Eq {
        return value(l);
    }
    let (lc, rc) = (operand_at(operands, 0), operand_at(operands, 1));
    if lc.is_some() && rc.is_none() {
        let swapped = match pred {
            P::Slt => P::Sgt,
            P::Sgt => P::Slt,
            P::Sle => P::Sge,
            P::Sge => P::Sle,
            P::Ult => P::Ugt,
            P::Ugt => P::Ult,
            P::Ule => P::Uge,
            P::Uge => P::Ule,
            P::Eq => P::Eq,
            P::Ne => P::Ne,
        };
        let idx = P::ALL.iter().position(|p| *p == swapped).unwrap_or(0);
        let pa = ctx.integer_attr(ctx.common().i64, idx as i64);
        set_prop(ctx, body, op, "predicate", pa);
        body.set_operand(op, 0, r);
        body.set_operand(op, 1, l);
        return FoldResult::InPlace;
    }
    let Some(lt) = lc.and_then(|a| typed_attr_type(ctx, a)) else {
        return FoldResult::None;
    };
    let i1_ty = crate::arith::ops::i1_same_shape(ctx, lt);
    attr(fold_binary(
        ctx,
        operands,
        Some(i1_ty),
        Elem::Int,
        false,
        |a, b| APInt::from_u64(1, u64::from(a.cmpi(pred, b))),
    ))
}

/// `arith.cmpf`: scalar constants (a NaN operand decides alone).
pub fn fold_cmpf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let Some(pred) =
        enum_prop(ctx, body, op, "predicate").and_then(|i| CmpFPredicate::ALL.get(i).copied())
    else {
        return FoldResult::None;
    };
    let scalar = |a: Option<Attr>| match a.map(|a| ctx.attr_data(a)) {
        Some(AttrData::Float { ty, bits }) => Some((float_kind(ctx, *ty)?, bits128(bits))),
        _ => None,
    };
    let mut l = scalar(operand_at(operands, 0));
    let mut r = scalar(operand_at(operands, 1));
    if let Some((k, b)) = l {
        if fo::is_nan(k, b) {
            r = l;
        }
    }
    if let Some((k, b)) = r {
        if fo::is_nan(k, b) {
            l = r;
        }
    }
    let (Some((k, a)), Some((_, b))) = (l, r) else {
        return FoldResult::None;
    };
    attr(Some(bool_attr(
        ctx,
        ctx.common().i1,
        fo::cmpf(k, pred, a, b),
    )))
}

/// `arith.select`: equal branches, constant condition, poison branch,
/// `select(c, true, false) -> c`, `select(a == b, a, b) -> b` (and `!=`),
/// element-wise constant selection.
pub fn fold_select(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let cond = body.operand(op, 0);
    let (t, f) = (body.operand(op, 1), body.operand(op, 2));
    if t == f {
        return value(t);
    }
    let (cc, tc, fc) = (
        operand_at(operands, 0),
        operand_at(operands, 1),
        operand_at(operands, 2),
    );
    if is_one_int(ctx, cc) {
        return value(t);
    }
    if is_zero_int(ctx, cc) {
        return value(f);
    }
    if tc.is_some_and(|a| is_poison(ctx, a)) {
        return value(f);
    }
    if fc.is_some_and(|a| is_poison(ctx, a)) {
        return value(t);
    }
    let ty = result_type(body, op);
    if matches!(
        ctx.type_data(ty),
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    ) && is_one_int(ctx, tc)
        && is_zero_int(ctx, fc)
    {
        return value(cond);
    }
    if let Some(cmp) = def_named(ctx, body, cond, "arith.cmpi") {
        let pred = enum_prop(ctx, body, cmp, "predicate").and_then(|i| CmpIPredicate::ALL.get(i));
        if let Some(p @ (CmpIPredicate::Eq | CmpIPredicate::Ne)) = pred {
            let (cl, cr) = (lhs(body, cmp), rhs(body, cmp));
            if (cl == t && cr == f) || (cr == t && cl == f) {
                return value(if *p == CmpIPredicate::Ne { t } else { f });
            }
        }
    }
    attr(select_elements(ctx, cc, tc, fc))
}

/// Element-wise `select` of dense constants (the condition not a splat).
fn select_elements(
    ctx: &Context,
    c: Option<Attr>,
    t: Option<Attr>,
    f: Option<Attr>,
) -> Option<Attr> {
    let AttrData::DenseElements {
        splat: cs,
        values: DenseValues::Bits(cv),
        ..
    } = ctx.attr_data(c?)
    else {
        return None;
    };
    let AttrData::DenseElements {
        ty,
        splat: ts,
        values: tv,
    } = ctx.attr_data(t?)
    else {
        return None;
    };
    let AttrData::DenseElements {
        splat: fs,
        values: fv,
        ..
    } = ctx.attr_data(f?)
    else {
        return None;
    };
    let n = [(*cs, cv.len())]
        .into_iter()
        .chain([(*ts, dense_len(tv)), (*fs, dense_len(fv))])
        .filter(|(s, _)| !s)
        .map(|(_, n)| n)
        .max()
        .unwrap_or(1);
    let pick = |i: usize| !cv.is_zero(at_index(*cs, i));
    // Copies element `i` of the picked operand; `parts` values per element
    // (complex: 2).
    let choose = |a: &DenseBits, b: &DenseBits, parts: usize| {
        if a.width() != b.width() {
            return None;
        }
        let mut out = DenseBits::zeroed(a.width(), n * parts);
        for i in 0..n {
            let (src, j) = if pick(i) {
                (a, at_index(*ts, i))
            } else {
                (b, at_index(*fs, i))
            };
            for k in 0..parts {
                out.copy_from(i * parts + k, src, j * parts + k);
            }
        }
        Some(out)
    };
    let values = match (tv, fv) {
        (DenseValues::Bits(a), DenseValues::Bits(b)) => DenseValues::Bits(choose(a, b, 1)?),
        (DenseValues::Complex(a), DenseValues::Complex(b)) => {
            DenseValues::Complex(choose(a, b, 2)?)
        }
        (DenseValues::Strings(a), DenseValues::Strings(b)) => DenseValues::Strings(
            (0..n)
                .map(|i| {
                    if pick(i) {
                        a[at_index(*ts, i)].clone()
                    } else {
                        b[at_index(*fs, i)].clone()
                    }
                })
                .collect(),
        ),
        _ => return None,
    };
    Some(ctx.dense_elements_attr(*ty, values))
}

/// Number of stored elements of dense storage.
fn dense_len(v: &DenseValues) -> usize {
    v.len()
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
    let properties = ctx.dictionary_attr(vec![(ctx.ident("value"), props)]);
    Some(builder.create(&OpSpec {
        name: ctx.op_name(name),
        loc,
        operands: &[],
        result_types: &[ty],
        successors: &[],
        num_regions: 0,
        isolated: false,
        properties: Some(properties),
        attrs: ctx.common().empty_dict,
    }))
}
