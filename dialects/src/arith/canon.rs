//! The arith canonicalization patterns of MLIR 22: the declarative ones of
//! `ArithCanonicalization.td` and the C++ ones of `ArithOps.cpp`
//! (`CmpFIntToFPConst`, `SelectToExtUI`), registered per op in MLIR's
//! `getCanonicalizationPatterns` order.
//!
//! # How the declarative patterns are reproduced
//!
//! What `mlir-tblgen -gen-rewriters` generates decides the output, so the
//! small DRR layer below (`Match`, `Rule`) mirrors it:
//!
//! * **benefit**: the number of ops in the source pattern
//!   (`ConstantLikeMatcher` nodes do not count);
//! * **matching**: operands are matched in order, nested ops through their
//!   defining op; a symbol bound twice requires equal values; constants
//!   (`ConstantLikeMatcher`) come from any `ConstantLike` op;
//! * **location** (`odsLoc`): the fused location of the first *N* entries
//!   of `tblgen_ops` (*N* = the benefit above), where `tblgen_ops` holds the
//!   root, then every matched nested op *and constant* in post-order.  The
//!   constants thus take part: `addi(addi(x, c0), c1)` rewrites with the
//!   location `fused[root, c0]`;
//! * **results**: nested result ops are created first (argument order),
//!   then the op replacing the root; a root replacement without result type
//!   inference takes the root's result types; inherent attributes are the
//!   pattern's (default-valued ones filled in, as ODS builders do); the
//!   root's discardable attributes are dropped.
//!
//! Every pattern inserts before the root (the driver's insertion point in
//! MLIR) and replaces the root through the rewriter.
//!
//! The debug names are MLIR's: DRR patterns live in an anonymous namespace
//! (`(anonymous namespace)::AddIAddConstant`), the two C++ patterns do not.
//!
//! This module holds the attribute helpers and the DRR layer; the rules'
//! rewrites are in `rules`, the two C++ patterns in `native` and the
//! per-op pattern lists in `register`.

use crate::util::shaped::element_type_or_self;
use rmlir_ir::fold::constant_value;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData, DenseValues, Loc};
use rmlir_ir::{Body, OpId, OpSpec, ValueId};
use rmlir_ir::{Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::apint_ops::CmpIPredicate;
use rmlir_ods::get_attr;

// ---------------------------------------------------------------------------
// Attribute and type helpers
// ---------------------------------------------------------------------------

/// `getScalarOrElementWidth` of `ArithOps.cpp`: the width of an integer or
/// float (element) type, -1 otherwise (`index` included).
fn scalar_or_element_width(ctx: &Context, ty: Type) -> i64 {
    match ctx.type_data(element_type_or_self(ctx, ty)) {
        TypeData::Integer { width, .. } => i64::from(*width),
        TypeData::Float(k) => i64::from(k.bit_width()),
        _ => -1,
    }
}

/// `getIntOrSplatIntValue` (MLIR's `m_ConstantInt` on an attribute): the
/// value of an integer attribute or of an integer splat.
fn int_or_splat(ctx: &Context, a: Attr) -> Option<APInt> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(value.clone()),
        AttrData::DenseElements {
            ty,
            splat: true,
            values: DenseValues::Bits(v),
        } if matches!(
            ctx.type_data(element_type_or_self(ctx, *ty)),
            TypeData::Integer { .. } | TypeData::Index
        ) =>
        {
            v.first()
        }
        _ => None,
    }
}

/// The value of an `IntegerAttr` (DRR's `APIntAttr`).
fn apint_attr(ctx: &Context, a: Attr) -> Option<&APInt> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(value),
        _ => None,
    }
}

/// Whether `a` is the `IntegerAttr` `value : i1` (DRR's
/// `ConstantAttr<I1Attr, "value">`).
fn is_i1_attr(ctx: &Context, a: Attr, value: bool) -> bool {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value: v } => {
            *ty == ctx.common().i1 && v.width() == 1 && v.is_zero() != value
        }
        _ => false,
    }
}

/// Whether `a` is a typed attribute (DRR's `TypedAttrInterface`).
fn is_typed_attr(ctx: &Context, a: Attr) -> bool {
    matches!(
        ctx.attr_data(a),
        AttrData::Integer { .. }
            | AttrData::Float { .. }
            | AttrData::DenseElements { .. }
            | AttrData::String { ty: Some(_), .. }
            | AttrData::Opaque { ty: Some(_), .. }
    )
}

/// `IntegerAttr::get(ty, value)`.
fn int_attr(ctx: &Context, ty: Type, value: APInt) -> Attr {
    ctx.intern_attr(AttrData::Integer { ty, value })
}

/// `Builder::getZeroAttr(ty)`; `None` when MLIR would build no attribute
/// (or would need a static shape it does not have).
fn zero_attr(ctx: &Context, ty: Type) -> Option<Attr> {
    let scalar_zero = |t: Type| -> Option<APInt> {
        match ctx.type_data(t) {
            TypeData::Float(k) => Some(APInt::zero(k.bit_width())),
            TypeData::Index | TypeData::Integer { .. } => {
                Some(APInt::zero(ctx.int_or_index_width(t)?))
            }
            _ => None,
        }
    };
    match ctx.type_data(ty) {
        TypeData::Float(_) => Some(ctx.intern_attr(AttrData::Float {
            ty,
            bits: scalar_zero(ty)?,
        })),
        TypeData::Index | TypeData::Integer { .. } => Some(int_attr(ctx, ty, scalar_zero(ty)?)),
        TypeData::Vector { elem, .. } => {
            let z = scalar_zero(*elem)?;
            Some(ctx.dense_elements_attr(ty, DenseValues::splat(&z)))
        }
        TypeData::RankedTensor { shape, elem, .. } => {
            if shape.iter().any(|&d| d < 0) {
                return None;
            }
            let z = scalar_zero(*elem)?;
            Some(ctx.dense_elements_attr(ty, DenseValues::splat(&z)))
        }
        _ => None,
    }
}

/// The flags of an `#arith.overflow<...>` attribute (`(nsw, nuw)`).
fn overflow_bits(ctx: &Context, a: Option<Attr>) -> (bool, bool) {
    let Some(AttrData::Dialect { text }) = a.map(|a| ctx.attr_data(a)) else {
        return (false, false);
    };
    let inner = text
        .split_once('<')
        .and_then(|(_, r)| r.strip_suffix('>'))
        .unwrap_or("");
    let mut flags = (false, false);
    for f in inner.split(',').map(str::trim) {
        match f {
            "nsw" => flags.0 = true,
            "nuw" => flags.1 = true,
            _ => {}
        }
    }
    flags
}

/// `#arith.overflow<...>` with the given flags, printed as MLIR does.
fn overflow_attr(ctx: &Context, (nsw, nuw): (bool, bool)) -> Attr {
    let inner = match (nsw, nuw) {
        (false, false) => "none",
        (true, false) => "nsw",
        (false, true) => "nuw",
        (true, true) => "nsw, nuw",
    };
    ctx.intern_attr(AttrData::Dialect {
        text: format!("arith.overflow<{inner}>").into(),
    })
}

/// `mergeOverflowFlags`: the flags both ops have.
fn merge_overflow(ctx: &Context, body: &Body, a: OpId, b: OpId) -> Attr {
    let (x, y) = (
        overflow_bits(ctx, get_attr(ctx, body, a, "overflowFlags")),
        overflow_bits(ctx, get_attr(ctx, body, b, "overflowFlags")),
    );
    overflow_attr(ctx, (x.0 && y.0, x.1 && y.1))
}

/// `#arith.overflow<none>` (DRR's `DefOverflow`).
fn no_overflow(ctx: &Context) -> Attr {
    overflow_attr(ctx, (false, false))
}

/// The `arith.cmpi` predicate of `op`.
fn cmpi_predicate(ctx: &Context, body: &Body, op: OpId) -> Option<CmpIPredicate> {
    let a = get_attr(ctx, body, op, "predicate")?;
    let i = apint_attr(ctx, a)?.to_u64()?;
    CmpIPredicate::ALL.get(usize::try_from(i).ok()?).copied()
}

/// A `CmpIPredicateAttr`.
fn cmpi_predicate_attr(ctx: &Context, p: CmpIPredicate) -> Attr {
    let i = CmpIPredicate::ALL.iter().position(|&q| q == p).unwrap_or(0);
    ctx.integer_attr(ctx.common().i64, i as i64)
}

/// `arith::invertPredicate`.
fn invert_predicate(p: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate as P;
    match p {
        P::Eq => P::Ne,
        P::Ne => P::Eq,
        P::Slt => P::Sge,
        P::Sle => P::Sgt,
        P::Sgt => P::Sle,
        P::Sge => P::Slt,
        P::Ult => P::Uge,
        P::Ule => P::Ugt,
        P::Ugt => P::Ule,
        P::Uge => P::Ult,
    }
}

// ---------------------------------------------------------------------------
// The DRR layer: matching
// ---------------------------------------------------------------------------

/// A source pattern being matched: the ops matched so far, in the order of
/// the generated matcher's `tblgen_ops` (root first, then each nested op or
/// constant after its own operands).
struct Match<'a> {
    ctx: &'a Context,
    body: &'a Body,
    ops: Vec<OpId>,
}

impl<'a> Match<'a> {
    /// Starts matching at `root`.
    fn new(ctx: &'a Context, body: &'a Body, root: OpId) -> Self {
        Match {
            ctx,
            body,
            ops: vec![root],
        }
    }

    /// Operand `i` of `op`.
    fn operand(&self, op: OpId, i: usize) -> ValueId {
        self.body.operand(op, i)
    }

    /// A nested `(OpName ...)` on operand `i` of `op`: its defining op, if
    /// named `name`, matched further by `f`, then recorded.
    fn op<T>(
        &mut self,
        op: OpId,
        i: usize,
        name: &str,
        f: impl FnOnce(&mut Self, OpId) -> Option<T>,
    ) -> Option<T> {
        let def = self.body.defining_op(self.operand(op, i))?;
        if self.ctx.op_name_str(self.body.op_name(def)) != name {
            return None;
        }
        let r = f(self, def)?;
        self.ops.push(def);
        Some(r)
    }

    /// A nested `(OpName $a, ...)` whose operands are all plain symbols:
    /// the op, recorded.
    fn leaf_op(&mut self, op: OpId, i: usize, name: &str) -> Option<OpId> {
        self.op(op, i, name, |_, d| Some(d))
    }

    /// `(ConstantLikeMatcher ...)` on operand `i` of `op`: the constant's
    /// value (its op recorded).
    fn constant(&mut self, op: OpId, i: usize) -> Option<Attr> {
        let v = self.operand(op, i);
        let def = self.body.defining_op(v)?;
        let a = constant_value(self.ctx, self.body, v)?;
        self.ops.push(def);
        Some(a)
    }

    /// DRR's `odsLoc`: the fused location of the first `n` recorded ops.
    fn loc(&self, n: usize) -> Loc {
        let locs: Vec<Loc> = self
            .ops
            .iter()
            .take(n)
            .map(|&o| self.body.op_loc(o))
            .collect();
        self.ctx.fused_loc(&locs, None)
    }

    /// The type of `v`.
    fn ty(&self, v: ValueId) -> Type {
        self.body.value_type(v)
    }
}

// ---------------------------------------------------------------------------
// The DRR layer: rewriting
// ---------------------------------------------------------------------------

/// The properties of a new `name` op: `given`, plus the default-valued
/// inherent attributes it does not set (as ODS's `populateDefaultProperties`).
fn properties(ctx: &Context, name: &str, given: &[(&str, Attr)]) -> Option<Attr> {
    let mut entries: Vec<_> = given.iter().map(|&(k, v)| (ctx.ident(k), v)).collect();
    if let Some(c) = ctx
        .op_info(ctx.op_name(name))
        .and_then(|i| i.interface::<rmlir_ods::Compiled>())
    {
        for (a, d) in c.def.attrs.iter().zip(&c.defaults) {
            if let Some(d) = d {
                if !given.iter().any(|(k, _)| *k == a.name) {
                    entries.push((ctx.ident(a.name), *d));
                }
            }
        }
    }
    (!entries.is_empty()).then(|| ctx.dictionary_attr(entries))
}

/// Creates a one-result op at the insertion point; its result.
fn create(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Loc,
    operands: &[ValueId],
    ty: Type,
    attrs: &[(&str, Attr)],
) -> ValueId {
    let ctx = rw.ctx;
    let spec = OpSpec {
        name: ctx.op_name(name),
        loc,
        operands,
        result_types: &[ty],
        successors: &[],
        num_regions: 0,
        isolated: false,
        properties: properties(ctx, name, attrs),
        attrs: ctx.common().empty_dict,
    };
    let op = rw.create(&spec);
    rw.body().result(op, 0)
}

/// Creates `arith.constant` holding the typed attribute `value`.
fn create_constant(rw: &mut PatternRewriter<'_>, loc: Loc, value: Attr) -> Option<ValueId> {
    let ty = super::ops::attr_type(rw.ctx, value)?;
    Some(create(
        rw,
        "arith.constant",
        loc,
        &[],
        ty,
        &[("value", value)],
    ))
}

/// The type of result `i` of `op`.
fn result_type(body: &Body, op: OpId, i: usize) -> Type {
    body.value_type(body.result(op, i))
}

// ---------------------------------------------------------------------------
// Patterns
// ---------------------------------------------------------------------------

/// `op(inner(..), c1)`-shaped patterns folding two constants into one.
#[derive(Clone, Copy)]
struct ConstChain {
    /// The root's constant operand (0 or 1; the other is `inner`).
    outer_const: usize,
    /// The inner op.
    inner: &'static str,
    /// The inner op's constant operand (the other one is `x`).
    inner_const: usize,
    /// The new constant from `(c0, c1)` (`c0` the inner constant).
    combine: fn(&APInt, &APInt) -> APInt,
    /// The op replacing the root.
    result: &'static str,
    /// Whether the new constant is the result's first operand.
    const_first: bool,
    /// `MergeOverflow $ovf1, $ovf2` (else `DefOverflow`).
    merge: bool,
    /// `MulIMulIConstant`'s extra type checks.
    check_types: bool,
}

/// What a pattern matches and builds.
#[derive(Clone, Copy)]
enum Rule {
    /// See [`ConstChain`].
    ConstChain(ConstChain),
    /// `addi(x, muli(y, -1)) -> subi(x, y)` (`mul_at` 1) or
    /// `addi(muli(x, -1), y) -> subi(y, x)` (`mul_at` 0).
    AddIMulNegativeOne { mul_at: usize },
    /// `subi(subi(x, y), x) -> subi(0, y)`.
    SubISubILHSRHSLHS,
    /// `*_extended(x, y) -> [op(x, y), x]` when the second result is unused.
    ExtendedToPlain { op: &'static str },
    /// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`.
    MulSIExtendedRHSOne,
    /// `xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)`.
    XOrINotCmpI,
    /// `op(ext(x), ext(y)) -> ext(op(x, y))` for `x`, `y` of one type.
    BinOpOfExt { ext: &'static str },
    /// `cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)`.
    CmpIOfExt { ext: &'static str },
    /// `select(xori(p, -1), a, b) -> select(p, b, a)`.
    SelectNotCond,
    /// `select(p, select(p, a, b), c) -> select(p, a, c)` (`nested_at` 1)
    /// or `select(p, a, select(p, b, c)) -> select(p, a, c)` (2).
    RedundantSelect { nested_at: usize },
    /// `select(p, false, true) -> xori(p, true)`.
    SelectI1ToNot,
    /// `cast(cast(x)) -> x` when the types round-trip.
    CastRoundTrip,
    /// `outer(inner(x)) -> result(x)` (root's type) when `check` holds.
    CastChain {
        inner: &'static str,
        result: &'static str,
        check: CastCheck,
    },
    /// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is the number
    /// of truncated bits.
    TruncIShrSIToTrunciShrUI,
    /// `op(negf(x), negf(y)) -> op(x, y)` (root's fastmath kept).
    OfNegF,
    /// A hand-written pattern.
    Custom(fn(&mut PatternRewriter<'_>, OpId) -> bool),
}

/// Extra conditions of [`Rule::CastChain`].
#[derive(Clone, Copy)]
enum CastCheck {
    /// None.
    Always,
    /// `width(ext) > width(root) > width(x) > 0`.
    WidthsDecrease,
    /// The root `truncf` has no rounding mode.
    NoRoundingMode,
}

/// One canonicalization pattern.
#[derive(Clone, Copy)]
struct Pat {
    name: &'static str,
    root: &'static str,
    benefit: u16,
    rule: Rule,
}

impl RewritePattern for Pat {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn debug_name(&self) -> &'static str {
        self.name
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        rw.set_insertion_point_before(op);
        match self.rule {
            Rule::ConstChain(c) => const_chain(rw, op, &c),
            Rule::AddIMulNegativeOne { mul_at } => addi_mul_negative_one(rw, op, mul_at),
            Rule::SubISubILHSRHSLHS => subi_subi_lhs_rhs_lhs(rw, op),
            Rule::ExtendedToPlain { op: new } => extended_to_plain(rw, op, new),
            Rule::MulSIExtendedRHSOne => mulsi_extended_rhs_one(rw, op),
            Rule::XOrINotCmpI => xori_not_cmpi(rw, op),
            Rule::BinOpOfExt { ext } => binop_of_ext(rw, op, self.root, ext),
            Rule::CmpIOfExt { ext } => cmpi_of_ext(rw, op, ext),
            Rule::SelectNotCond => select_not_cond(rw, op),
            Rule::RedundantSelect { nested_at } => redundant_select(rw, op, nested_at),
            Rule::SelectI1ToNot => select_i1_to_not(rw, op),
            Rule::CastRoundTrip => cast_round_trip(rw, op, self.root),
            Rule::CastChain {
                inner,
                result,
                check,
            } => cast_chain(rw, op, inner, result, check),
            Rule::TruncIShrSIToTrunciShrUI => trunci_shrsi_to_trunci_shrui(rw, op),
            Rule::OfNegF => of_negf(rw, op, self.root),
            Rule::Custom(f) => f(rw, op),
        }
    }
}

/// See [`ConstChain`].
mod rules;

mod native;

mod register;
pub use register::{
    addi, addui_extended, andi, bitcast, cmpf, cmpi, divf, extsi, index_cast, index_castui, mulf,
    muli, mulsi_extended, mului_extended, ori, select, subi, truncf, trunci, xori,
};
use rules::{
    addi_mul_negative_one, binop_of_ext, cast_chain, cast_round_trip, cmpi_of_ext, const_chain,
    extended_to_plain, mulsi_extended_rhs_one, of_negf, redundant_select, select_i1_to_not,
    select_not_cond, subi_subi_lhs_rhs_lhs, trunci_shrsi_to_trunci_shrui, xori_not_cmpi,
};

#[cfg(test)]
mod tests;
