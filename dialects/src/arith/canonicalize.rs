//! The arith canonicalization patterns of MLIR 22: the declarative ones of
//! `ArithCanonicalization.td` and the C++ ones of `ArithOps.cpp`
//! (`CmpFIntToFPConst`, `SelectToExtUI`), registered per op in MLIR's
//! `getCanonicalizationPatterns` order.
//!
//! # How the declarative patterns are reproduced
//!
//! What `mlir-tblgen -gen-rewriters` generates decides the output, so the
//! small DRR layer below ([`Match`], [`Rule`]) mirrors it:
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

use crate::util::shaped::element_type_or_self;
use rmlir_ir::attrs::{Attr, AttrData, DenseValues, Loc};
use rmlir_ir::body::{Body, OpId, OpSpec, ValueId};
use rmlir_ir::fold::constant_value;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::types::{Type, TypeData};
use rmlir_ir::Context;
use rmlir_numerics::apint::APInt;
use rmlir_numerics::apint_ops::CmpIPredicate;
use rmlir_numerics::float::FloatKind;
use rmlir_numerics::float_ops::{self as fo, FloatOrdering, RoundingMode};
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
fn const_chain(rw: &mut PatternRewriter<'_>, op: OpId, c: &ConstChain) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let inner_at = 1 - c.outer_const;
        let mut go = || {
            let mut c1 = None;
            if c.outer_const == 0 {
                c1 = Some(m.constant(op, 0)?);
            }
            let (inner, x, c0) = m.op(op, inner_at, c.inner, |m, inner| {
                let mut x = None;
                let mut c0 = None;
                for i in 0..2 {
                    if i == c.inner_const {
                        c0 = Some(m.constant(inner, i)?);
                    } else {
                        x = Some(m.operand(inner, i));
                    }
                }
                Some((inner, x?, c0?))
            })?;
            if c.outer_const == 1 {
                c1 = Some(m.constant(op, 1)?);
            }
            let c1 = c1?;
            let (v0, v1) = (apint_attr(ctx, c0)?, apint_attr(ctx, c1)?);
            let res_ty = result_type(m.body, op, 0);
            if c.check_types
                && (super::ops::attr_type(ctx, c0) != Some(res_ty)
                    || super::ops::attr_type(ctx, c1) != Some(res_ty))
            {
                return None;
            }
            let value = int_attr(ctx, res_ty, (c.combine)(v0, v1));
            let flags = if c.merge {
                merge_overflow(ctx, m.body, inner, op)
            } else {
                no_overflow(ctx)
            };
            Some((x, value, flags))
        };
        let r = go();
        r.map(|r| (r, m.loc(2)))
    };
    let Some(((x, value, flags), loc)) = found else {
        return false;
    };
    let Some(k) = create_constant(rw, loc, value) else {
        return false;
    };
    let ty = rw.body().value_type(x);
    let operands = if c.const_first { [k, x] } else { [x, k] };
    let new = create(
        rw,
        c.result,
        loc,
        &operands,
        ty,
        &[("overflowFlags", flags)],
    );
    rw.replace_op(op, &[new]);
    true
}

/// `AddIMulNegativeOneRhs` / `AddIMulNegativeOneLhs`.
fn addi_mul_negative_one(rw: &mut PatternRewriter<'_>, op: OpId, mul_at: usize) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let other = m.operand(op, 1 - mul_at);
        let r = m.op(op, mul_at, "arith.muli", |m, mul| {
            let y = m.operand(mul, 0);
            let c = m.constant(mul, 1)?;
            int_or_splat(ctx, c)
                .is_some_and(|v| v.is_all_ones())
                .then_some(y)
        });
        r.map(|y| (other, y, m.loc(2)))
    };
    // addi(x, muli(y, -1)) -> subi(x, y); addi(muli(x, -1), y) -> subi(y, x).
    let Some((lhs, rhs, loc)) = found else {
        return false;
    };
    let ty = rw.body().value_type(lhs);
    let new = create(
        rw,
        "arith.subi",
        loc,
        &[lhs, rhs],
        ty,
        &[("overflowFlags", no_overflow(ctx))],
    );
    rw.replace_op(op, &[new]);
    true
}

/// `SubISubILHSRHSLHS`: `subi(subi(x, y), x) -> subi(0, y)`.
fn subi_subi_lhs_rhs_lhs(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = m.op(op, 0, "arith.subi", |m, inner| {
            Some((inner, m.operand(inner, 0), m.operand(inner, 1)))
        });
        r.and_then(|(inner, x, y)| {
            if m.operand(op, 1) != x {
                return None;
            }
            let zero = zero_attr(ctx, m.ty(y))?;
            Some((y, zero, merge_overflow(ctx, m.body, inner, op), m.loc(2)))
        })
    };
    let Some((y, zero, flags, loc)) = found else {
        return false;
    };
    let Some(k) = create_constant(rw, loc, zero) else {
        return false;
    };
    let ty = rw.body().value_type(k);
    let new = create(
        rw,
        "arith.subi",
        loc,
        &[k, y],
        ty,
        &[("overflowFlags", flags)],
    );
    rw.replace_op(op, &[new]);
    true
}

/// `AddUIExtendedToAddI`, `MulSIExtendedToMulI`, `MulUIExtendedToMulI`.
fn extended_to_plain(rw: &mut PatternRewriter<'_>, op: OpId, new_op: &str) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if body.has_uses(body.result(op, 1)) {
        return false;
    }
    let (x, y) = (body.operand(op, 0), body.operand(op, 1));
    let loc = Match::new(ctx, body, op).loc(1);
    let ty = body.value_type(x);
    let new = create(
        rw,
        new_op,
        loc,
        &[x, y],
        ty,
        &[("overflowFlags", no_overflow(ctx))],
    );
    rw.replace_op(op, &[new, x]);
    true
}

/// `MulSIExtendedRHSOne`.
fn mulsi_extended_rhs_one(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let x = m.operand(op, 0);
        m.constant(op, 1).and_then(|c| {
            let v = int_or_splat(ctx, c)?;
            if !(v.is_strictly_positive() && v.is_one()) {
                return None;
            }
            let zero = zero_attr(ctx, m.ty(x))?;
            Some((x, zero, m.loc(1), result_type(m.body, op, 1)))
        })
    };
    let Some((x, zero, loc, high_ty)) = found else {
        return false;
    };
    let Some(k) = create_constant(rw, loc, zero) else {
        return false;
    };
    let i1 = super::ops::i1_same_shape(ctx, rw.body().value_type(x));
    let pred = cmpi_predicate_attr(ctx, CmpIPredicate::Slt);
    let cmp = create(rw, "arith.cmpi", loc, &[x, k], i1, &[("predicate", pred)]);
    let ext = create(rw, "arith.extsi", loc, &[cmp], high_ty, &[]);
    rw.replace_op(op, &[x, ext]);
    true
}

/// `XOrINotCmpI`.
fn xori_not_cmpi(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = m.op(op, 0, "arith.cmpi", |m, cmp| {
            Some((
                cmpi_predicate(ctx, m.body, cmp)?,
                m.operand(cmp, 0),
                m.operand(cmp, 1),
            ))
        });
        r.and_then(|r| {
            let c = m.constant(op, 1)?;
            is_i1_attr(ctx, c, true).then(|| (r, m.loc(2), result_type(m.body, op, 0)))
        })
    };
    let Some(((pred, a, b), loc, ty)) = found else {
        return false;
    };
    let p = cmpi_predicate_attr(ctx, invert_predicate(pred));
    let new = create(rw, "arith.cmpi", loc, &[a, b], ty, &[("predicate", p)]);
    rw.replace_op(op, &[new]);
    true
}

/// `XOrIOfExtUI`, `AndOfExtSI`, ...: `op(ext(x), ext(y)) -> ext(op(x, y))`.
fn binop_of_ext(rw: &mut PatternRewriter<'_>, op: OpId, root: &str, ext: &str) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = (|| {
            let e0 = m.leaf_op(op, 0, ext)?;
            let e1 = m.leaf_op(op, 1, ext)?;
            let (x, y) = (m.operand(e0, 0), m.operand(e1, 0));
            (m.ty(x) == m.ty(y)).then_some((x, y))
        })();
        r.map(|(x, y)| (x, y, m.loc(3), result_type(m.body, op, 0)))
    };
    let Some((x, y, loc, ty)) = found else {
        return false;
    };
    let xty = rw.body().value_type(x);
    let inner = create(rw, root, loc, &[x, y], xty, &[]);
    let new = create(rw, ext, loc, &[inner], ty, &[]);
    rw.replace_op(op, &[new]);
    true
}

/// `CmpIExtSI`, `CmpIExtUI`.
fn cmpi_of_ext(rw: &mut PatternRewriter<'_>, op: OpId, ext: &str) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = (|| {
            let e0 = m.leaf_op(op, 0, ext)?;
            let e1 = m.leaf_op(op, 1, ext)?;
            let (a, b) = (m.operand(e0, 0), m.operand(e1, 0));
            if m.ty(a) != m.ty(b) {
                return None;
            }
            let pred = cmpi_predicate(ctx, m.body, op)?;
            matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne).then_some((a, b, pred))
        })();
        r.map(|r| (r, m.loc(3), result_type(m.body, op, 0)))
    };
    let Some(((a, b, pred), loc, ty)) = found else {
        return false;
    };
    let p = cmpi_predicate_attr(ctx, pred);
    let new = create(rw, "arith.cmpi", loc, &[a, b], ty, &[("predicate", p)]);
    rw.replace_op(op, &[new]);
    true
}

/// `SelectNotCond`.
fn select_not_cond(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = m.op(op, 0, "arith.xori", |m, x| {
            let pred = m.operand(x, 0);
            let c = m.constant(x, 1)?;
            apint_attr(ctx, c)?;
            int_or_splat(ctx, c)
                .is_some_and(|v| v.is_all_ones())
                .then_some(pred)
        });
        r.map(|p| {
            (
                p,
                m.operand(op, 1),
                m.operand(op, 2),
                m.loc(2),
                result_type(m.body, op, 0),
            )
        })
    };
    let Some((pred, a, b, loc, ty)) = found else {
        return false;
    };
    let new = create(rw, "arith.select", loc, &[pred, b, a], ty, &[]);
    rw.replace_op(op, &[new]);
    true
}

/// `RedundantSelectTrue` / `RedundantSelectFalse`.
fn redundant_select(rw: &mut PatternRewriter<'_>, op: OpId, nested_at: usize) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let pred = m.operand(op, 0);
        let r = m.op(op, nested_at, "arith.select", |m, inner| {
            (m.operand(inner, 0) == pred).then(|| {
                if nested_at == 1 {
                    // select(p, select(p, a, b), c) -> select(p, a, c)
                    (m.operand(inner, 1), m.operand(op, 2))
                } else {
                    // select(p, a, select(p, b, c)) -> select(p, a, c)
                    (m.operand(op, 1), m.operand(inner, 2))
                }
            })
        });
        r.map(|(a, c)| (pred, a, c, m.loc(2), result_type(m.body, op, 0)))
    };
    let Some((pred, a, c, loc, ty)) = found else {
        return false;
    };
    let new = create(rw, "arith.select", loc, &[pred, a, c], ty, &[]);
    rw.replace_op(op, &[new]);
    true
}

/// `SelectI1ToNot`.
fn select_i1_to_not(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let pred = m.operand(op, 0);
        let ok = m.constant(op, 1).is_some_and(|a| is_i1_attr(ctx, a, false))
            && m.constant(op, 2).is_some_and(|a| is_i1_attr(ctx, a, true));
        ok.then(|| (pred, m.loc(1)))
    };
    let Some((pred, loc)) = found else {
        return false;
    };
    let i1 = ctx.common().i1;
    let Some(k) = create_constant(rw, loc, int_attr(ctx, i1, APInt::from_u64(1, 1))) else {
        return false;
    };
    let ty = rw.body().value_type(pred);
    let new = create(rw, "arith.xori", loc, &[pred, k], ty, &[]);
    rw.replace_op(op, &[new]);
    true
}

/// `IndexCastOfIndexCast`, `IndexCastUIOfIndexCastUI`: replaced by the
/// inner cast's operand when its type is the root's.
fn cast_round_trip(rw: &mut PatternRewriter<'_>, op: OpId, root: &str) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let x = m.op(op, 0, root, |m, inner| Some(m.operand(inner, 0)));
        x.filter(|&x| m.ty(x) == result_type(m.body, op, 0))
    };
    let Some(x) = found else {
        return false;
    };
    rw.replace_op(op, &[x]);
    true
}

/// See [`Rule::CastChain`].
fn cast_chain(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    inner: &str,
    result: &str,
    check: CastCheck,
) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = m.op(op, 0, inner, |m, i| Some((i, m.operand(i, 0))));
        r.and_then(|(i, x)| {
            let res_ty = result_type(m.body, op, 0);
            let ok = match check {
                CastCheck::Always => true,
                CastCheck::WidthsDecrease => {
                    let w = |t| scalar_or_element_width(ctx, t);
                    let (we, wt, wx) = (w(result_type(m.body, i, 0)), w(res_ty), w(m.ty(x)));
                    we > wt && wt > 0 && wt > wx && wx > 0
                }
                CastCheck::NoRoundingMode => get_attr(ctx, m.body, op, "roundingmode").is_none(),
            };
            ok.then(|| (x, m.loc(2), res_ty))
        })
    };
    let Some((x, loc, ty)) = found else {
        return false;
    };
    let new = create(rw, result, loc, &[x], ty, &[]);
    rw.replace_op(op, &[new]);
    true
}

/// `TruncIShrSIToTrunciShrUI`.
fn trunci_shrsi_to_trunci_shrui(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = m.op(op, 0, "arith.shrsi", |m, shr| {
            let x = m.operand(shr, 0);
            let c = m.constant(shr, 1)?;
            is_typed_attr(ctx, c).then(|| (x, c, get_attr(ctx, m.body, shr, "isExact")))
        });
        r.and_then(|(x, c, exact)| {
            let res_ty = result_type(m.body, op, 0);
            let amount = int_or_splat(ctx, c)?;
            let diff = scalar_or_element_width(ctx, m.ty(x)) - scalar_or_element_width(ctx, res_ty);
            // MLIR compares `int64_t == APInt` (the difference as `uint64_t`).
            if amount.width() > 64 {
                let d = APInt::from_u64(amount.width(), diff as u64);
                if d != amount {
                    return None;
                }
            } else if amount.to_u64() != Some(diff as u64) {
                return None;
            }
            let flags = get_attr(ctx, m.body, op, "overflowFlags");
            Some((x, c, exact, flags, m.loc(2), res_ty))
        })
    };
    let Some((x, c, exact, flags, loc, ty)) = found else {
        return false;
    };
    let Some(k) = create_constant(rw, loc, c) else {
        return false;
    };
    let xty = rw.body().value_type(x);
    let shr_attrs: Vec<(&str, Attr)> = exact.map(|e| ("isExact", e)).into_iter().collect();
    let shr = create(rw, "arith.shrui", loc, &[x, k], xty, &shr_attrs);
    let tr_attrs: Vec<(&str, Attr)> = flags.map(|f| ("overflowFlags", f)).into_iter().collect();
    let new = create(rw, "arith.trunci", loc, &[shr], ty, &tr_attrs);
    rw.replace_op(op, &[new]);
    true
}

/// `MulFOfNegF`, `DivFOfNegF`.
fn of_negf(rw: &mut PatternRewriter<'_>, op: OpId, root: &str) -> bool {
    let ctx = rw.ctx;
    let found = {
        let mut m = Match::new(ctx, rw.body(), op);
        let r = (|| {
            let n0 = m.leaf_op(op, 0, "arith.negf")?;
            let n1 = m.leaf_op(op, 1, "arith.negf")?;
            let (x, y) = (m.operand(n0, 0), m.operand(n1, 0));
            (m.ty(x) == m.ty(y)).then_some((x, y))
        })();
        r.map(|(x, y)| (x, y, get_attr(ctx, m.body, op, "fastmath"), m.loc(3)))
    };
    let Some((x, y, fmf, loc)) = found else {
        return false;
    };
    let ty = rw.body().value_type(x);
    let attrs: Vec<(&str, Attr)> = fmf.map(|f| ("fastmath", f)).into_iter().collect();
    let new = create(rw, root, loc, &[x, y], ty, &attrs);
    rw.replace_op(op, &[new]);
    true
}

// ---------------------------------------------------------------------------
// Hand-written patterns
// ---------------------------------------------------------------------------

/// Whether `v` is defined by a constant integer (`m_One()`/`m_Zero()` on a
/// value of integer type) equal to `one`/zero.
fn is_int_constant(ctx: &Context, body: &Body, v: ValueId, one: bool) -> bool {
    let ty = body.value_type(v);
    if !matches!(
        ctx.type_data(ty),
        TypeData::Integer { .. }
            | TypeData::Index
            | TypeData::Vector { .. }
            | TypeData::RankedTensor { .. }
    ) {
        return false;
    }
    constant_value(ctx, body, v)
        .and_then(|a| int_or_splat(ctx, a))
        .is_some_and(|x| if one { x.is_one() } else { x.is_zero() })
}

/// `SelectToExtUI`: `select(c, 1, 0) -> extui(c)`,
/// `select(c, 0, 1) -> extui(xori(c, true))` for integer results wider
/// than `i1`.
fn select_to_extui(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = result_type(body, op, 0);
    if !matches!(ctx.type_data(ty), TypeData::Integer { width, .. } if *width != 1) {
        return false;
    }
    let (cond, t, f) = (
        body.operand(op, 0),
        body.operand(op, 1),
        body.operand(op, 2),
    );
    let loc = body.op_loc(op);
    if is_int_constant(ctx, body, t, true) && is_int_constant(ctx, body, f, false) {
        let new = create(rw, "arith.extui", loc, &[cond], ty, &[]);
        rw.replace_op(op, &[new]);
        return true;
    }
    if is_int_constant(ctx, body, t, false) && is_int_constant(ctx, body, f, true) {
        let cty = body.value_type(cond);
        let Some(w) = ctx.int_or_index_width(cty) else {
            return false;
        };
        let Some(k) = create_constant(rw, loc, int_attr(ctx, cty, APInt::from_u64(w, 1))) else {
            return false;
        };
        let x = create(rw, "arith.xori", loc, &[cond, k], cty, &[]);
        let new = create(rw, "arith.extui", loc, &[x], ty, &[]);
        rw.replace_op(op, &[new]);
        return true;
    }
    false
}

const IEK_NAN: i64 = i32::MIN as i64;
const IEK_ZERO: i64 = i32::MIN as i64 + 1;
const IEK_INF: i64 = i32::MAX as i64;

/// APFloat's `ilogb`, exact for `|x| >= 1` (and special values); `-1` for
/// other values, which only the sign of matters to [`cmpf_int_to_fp_const`].
fn ilogb(kind: FloatKind, bits: u128) -> i64 {
    if fo::is_nan(kind, bits) {
        return IEK_NAN;
    }
    if fo::is_inf(kind, bits) {
        return IEK_INF;
    }
    if fo::is_zero(kind, bits) {
        return IEK_ZERO;
    }
    let a = fo::abs(kind, bits);
    if fo::compare(kind, a, fo::one(kind, false)) == FloatOrdering::Less {
        return -1;
    }
    match fo::to_apint(kind, a, 16448, false, RoundingMode::TowardZero) {
        Some((v, _)) => i64::from(v.active_bits()) - 1,
        None => IEK_INF,
    }
}

/// `CmpFIntToFPConst`: `cmpf(p, [su]itofp(x), c)` to `cmpi` on `x` (or a
/// constant) when the conversion cannot change the comparison.
fn cmpf_int_to_fp_const(rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
    use rmlir_numerics::float_ops::CmpFPredicate as F;
    use CmpIPredicate as P;
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let Some(flt) = constant_value(ctx, body, body.operand(op, 1)) else {
        return false;
    };
    let AttrData::Float { bits, .. } = ctx.attr_data(flt) else {
        return false;
    };
    let TypeData::Float(kind) = *ctx.type_data(body.value_type(body.operand(op, 1))) else {
        return false;
    };
    let Some(rhs) = bits.to_u128() else {
        return false;
    };
    if fo::is_nan(kind, rhs) {
        return false;
    }
    let mantissa_width = i64::from(fo::precision(kind));
    if mantissa_width <= 0 {
        return false;
    }
    let Some(def) = body.defining_op(body.operand(op, 0)) else {
        return false;
    };
    let is_unsigned = match ctx.op_name_str(body.op_name(def)) {
        "arith.sitofp" => false,
        "arith.uitofp" => true,
        _ => return false,
    };
    let int_val = body.operand(def, 0);
    let int_ty = body.value_type(int_val);
    let TypeData::Integer { width, .. } = *ctx.type_data(int_ty) else {
        return false;
    };
    let int_width = i64::from(width);
    let value_bits = if is_unsigned {
        int_width
    } else {
        int_width - 1
    };
    if int_width > mantissa_width {
        let exponent = ilogb(kind, rhs);
        if exponent == IEK_INF {
            let max_exponent = ilogb(kind, fo::largest(kind, false));
            if max_exponent < value_bits {
                return false;
            }
        } else if mantissa_width <= exponent && exponent <= value_bits {
            return false;
        }
    }
    let Some(cmpf) = get_attr(ctx, body, op, "predicate")
        .and_then(|a| apint_attr(ctx, a))
        .and_then(APInt::to_u64)
    else {
        return false;
    };
    const CMPF: [F; 16] = [
        F::AlwaysFalse,
        F::Oeq,
        F::Ogt,
        F::Oge,
        F::Olt,
        F::Ole,
        F::One,
        F::Ord,
        F::Ueq,
        F::Ugt,
        F::Uge,
        F::Ult,
        F::Ule,
        F::Une,
        F::Uno,
        F::AlwaysTrue,
    ];
    let Some(&cmpf) = usize::try_from(cmpf).ok().and_then(|i| CMPF.get(i)) else {
        return false;
    };
    let replace_bool = |rw: &mut PatternRewriter<'_>, value: bool| {
        let i1 = ctx.common().i1;
        if let Some(k) =
            create_constant(rw, loc, int_attr(ctx, i1, APInt::from_u64(1, value.into())))
        {
            rw.replace_op(op, &[k]);
        }
        true
    };
    let mut pred = match cmpf {
        F::Ord => return replace_bool(rw, true),
        F::Uno => return replace_bool(rw, false),
        F::Ueq | F::Oeq => P::Eq,
        F::Ugt | F::Ogt => {
            if is_unsigned {
                P::Ugt
            } else {
                P::Sgt
            }
        }
        F::Uge | F::Oge => {
            if is_unsigned {
                P::Uge
            } else {
                P::Sge
            }
        }
        F::Ult | F::Olt => {
            if is_unsigned {
                P::Ult
            } else {
                P::Slt
            }
        }
        F::Ule | F::Ole => {
            if is_unsigned {
                P::Ule
            } else {
                P::Sle
            }
        }
        F::Une | F::One => P::Ne,
        // MLIR 22 reaches `llvm_unreachable` (and crashes) here.
        F::AlwaysFalse | F::AlwaysTrue => return false,
    };
    let w = width;
    let less = |a: u128, b: u128| fo::compare(kind, a, b) == FloatOrdering::Less;
    let greater = |a: u128, b: u128| fo::compare(kind, a, b) == FloatOrdering::Greater;
    if !is_unsigned {
        let signed_max = fo::from_apint(kind, &APInt::signed_max(w), true);
        if less(signed_max, rhs) {
            return replace_bool(rw, matches!(pred, P::Ne | P::Slt | P::Sle));
        }
    } else {
        let unsigned_max = fo::from_apint(kind, &APInt::all_ones(w), false);
        if less(unsigned_max, rhs) {
            return replace_bool(rw, matches!(pred, P::Ne | P::Ult | P::Ule));
        }
    }
    if !is_unsigned {
        let signed_min = fo::from_apint(kind, &APInt::signed_min(w), true);
        if greater(signed_min, rhs) {
            return replace_bool(rw, matches!(pred, P::Ne | P::Sgt | P::Sge));
        }
    } else {
        let unsigned_min = fo::from_apint(kind, &APInt::zero(w), false);
        if greater(unsigned_min, rhs) {
            return replace_bool(rw, matches!(pred, P::Ne | P::Ugt | P::Uge));
        }
    }
    let Some((rhs_int, _)) = fo::to_apint(kind, rhs, w, !is_unsigned, RoundingMode::TowardZero)
    else {
        return false;
    };
    if !fo::is_zero(kind, rhs) {
        let apf = fo::from_apint(kind, &rhs_int, !is_unsigned);
        let equal = fo::compare(kind, apf, rhs) == FloatOrdering::Equal;
        if !equal {
            let neg = fo::is_negative(kind, rhs);
            match pred {
                P::Ne => return replace_bool(rw, true),
                P::Eq => return replace_bool(rw, false),
                P::Ule => {
                    if neg {
                        return replace_bool(rw, false);
                    }
                }
                P::Sle => {
                    if neg {
                        pred = P::Slt;
                    }
                }
                P::Ult => {
                    if neg {
                        return replace_bool(rw, false);
                    }
                    pred = P::Ule;
                }
                P::Slt => {
                    if !neg {
                        pred = P::Sle;
                    }
                }
                P::Ugt => {
                    if neg {
                        return replace_bool(rw, true);
                    }
                }
                P::Sgt => {
                    if neg {
                        pred = P::Sge;
                    }
                }
                P::Uge => {
                    if neg {
                        return replace_bool(rw, true);
                    }
                    pred = P::Ugt;
                }
                P::Sge => {
                    if !neg {
                        pred = P::Sgt;
                    }
                }
            }
        }
    }
    let Some(k) = create_constant(rw, loc, int_attr(ctx, int_ty, rhs_int)) else {
        return false;
    };
    let ty = result_type(rw.body(), op, 0);
    let p = cmpi_predicate_attr(ctx, pred);
    let new = create(
        rw,
        "arith.cmpi",
        loc,
        &[int_val, k],
        ty,
        &[("predicate", p)],
    );
    rw.replace_op(op, &[new]);
    true
}

// ---------------------------------------------------------------------------
// Registration
// ---------------------------------------------------------------------------

/// A DRR pattern.
const fn drr(name: &'static str, root: &'static str, benefit: u16, rule: Rule) -> Pat {
    Pat {
        name,
        root,
        benefit,
        rule,
    }
}

/// A [`Rule::ConstChain`].
#[allow(clippy::too_many_arguments)]
const fn chain(
    outer_const: usize,
    inner: &'static str,
    inner_const: usize,
    combine: fn(&APInt, &APInt) -> APInt,
    result: &'static str,
    const_first: bool,
    merge: bool,
) -> Rule {
    Rule::ConstChain(ConstChain {
        outer_const,
        inner,
        inner_const,
        combine,
        result,
        const_first,
        merge,
        check_types: false,
    })
}

fn add(c0: &APInt, c1: &APInt) -> APInt {
    c0.wrapping_add(c1)
}

/// `c0 - c1`.
fn sub(c0: &APInt, c1: &APInt) -> APInt {
    c0.wrapping_sub(c1)
}

/// `c1 - c0`.
fn rsub(c0: &APInt, c1: &APInt) -> APInt {
    c1.wrapping_sub(c0)
}

fn mul(c0: &APInt, c1: &APInt) -> APInt {
    c0.wrapping_mul(c1)
}

const ADDI: &str = "arith.addi";
const SUBI: &str = "arith.subi";

static ADDI_PATTERNS: [Pat; 5] = [
    drr(
        "(anonymous namespace)::AddIAddConstant",
        ADDI,
        2,
        chain(1, ADDI, 1, add, ADDI, false, true),
    ),
    drr(
        "(anonymous namespace)::AddISubConstantRHS",
        ADDI,
        2,
        chain(1, SUBI, 1, rsub, ADDI, false, true),
    ),
    drr(
        "(anonymous namespace)::AddISubConstantLHS",
        ADDI,
        2,
        chain(1, SUBI, 0, add, SUBI, true, true),
    ),
    drr(
        "(anonymous namespace)::AddIMulNegativeOneRhs",
        ADDI,
        2,
        Rule::AddIMulNegativeOne { mul_at: 1 },
    ),
    drr(
        "(anonymous namespace)::AddIMulNegativeOneLhs",
        ADDI,
        2,
        Rule::AddIMulNegativeOne { mul_at: 0 },
    ),
];

static SUBI_PATTERNS: [Pat; 7] = [
    drr(
        "(anonymous namespace)::SubIRHSAddConstant",
        SUBI,
        2,
        chain(1, ADDI, 1, sub, ADDI, false, false),
    ),
    drr(
        "(anonymous namespace)::SubILHSAddConstant",
        SUBI,
        2,
        chain(0, ADDI, 1, rsub, SUBI, true, true),
    ),
    drr(
        "(anonymous namespace)::SubIRHSSubConstantRHS",
        SUBI,
        2,
        chain(1, SUBI, 1, add, SUBI, false, true),
    ),
    drr(
        "(anonymous namespace)::SubIRHSSubConstantLHS",
        SUBI,
        2,
        chain(1, SUBI, 0, sub, SUBI, true, true),
    ),
    drr(
        "(anonymous namespace)::SubILHSSubConstantRHS",
        SUBI,
        2,
        chain(0, SUBI, 1, add, SUBI, true, true),
    ),
    drr(
        "(anonymous namespace)::SubILHSSubConstantLHS",
        SUBI,
        2,
        chain(0, SUBI, 0, rsub, ADDI, false, true),
    ),
    drr(
        "(anonymous namespace)::SubISubILHSRHSLHS",
        SUBI,
        2,
        Rule::SubISubILHSRHSLHS,
    ),
];

static MULI_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::MulIMulIConstant",
    "arith.muli",
    2,
    Rule::ConstChain(ConstChain {
        outer_const: 1,
        inner: "arith.muli",
        inner_const: 1,
        combine: mul,
        result: "arith.muli",
        const_first: false,
        merge: true,
        check_types: true,
    }),
)];

static ADDUI_EXTENDED_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::AddUIExtendedToAddI",
    "arith.addui_extended",
    1,
    Rule::ExtendedToPlain { op: ADDI },
)];

static MULSI_EXTENDED_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::MulSIExtendedToMulI",
        "arith.mulsi_extended",
        1,
        Rule::ExtendedToPlain { op: "arith.muli" },
    ),
    drr(
        "(anonymous namespace)::MulSIExtendedRHSOne",
        "arith.mulsi_extended",
        1,
        Rule::MulSIExtendedRHSOne,
    ),
];

static MULUI_EXTENDED_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::MulUIExtendedToMulI",
    "arith.mului_extended",
    1,
    Rule::ExtendedToPlain { op: "arith.muli" },
)];

static XORI_PATTERNS: [Pat; 3] = [
    drr(
        "(anonymous namespace)::XOrINotCmpI",
        "arith.xori",
        2,
        Rule::XOrINotCmpI,
    ),
    drr(
        "(anonymous namespace)::XOrIOfExtUI",
        "arith.xori",
        3,
        Rule::BinOpOfExt { ext: "arith.extui" },
    ),
    drr(
        "(anonymous namespace)::XOrIOfExtSI",
        "arith.xori",
        3,
        Rule::BinOpOfExt { ext: "arith.extsi" },
    ),
];

static ANDI_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::AndOfExtUI",
        "arith.andi",
        3,
        Rule::BinOpOfExt { ext: "arith.extui" },
    ),
    drr(
        "(anonymous namespace)::AndOfExtSI",
        "arith.andi",
        3,
        Rule::BinOpOfExt { ext: "arith.extsi" },
    ),
];

static ORI_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::OrOfExtUI",
        "arith.ori",
        3,
        Rule::BinOpOfExt { ext: "arith.extui" },
    ),
    drr(
        "(anonymous namespace)::OrOfExtSI",
        "arith.ori",
        3,
        Rule::BinOpOfExt { ext: "arith.extsi" },
    ),
];

static CMPI_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::CmpIExtSI",
        "arith.cmpi",
        3,
        Rule::CmpIOfExt { ext: "arith.extsi" },
    ),
    drr(
        "(anonymous namespace)::CmpIExtUI",
        "arith.cmpi",
        3,
        Rule::CmpIOfExt { ext: "arith.extui" },
    ),
];

static CMPF_PATTERNS: [Pat; 1] = [drr(
    "CmpFIntToFPConst",
    "arith.cmpf",
    1,
    Rule::Custom(cmpf_int_to_fp_const),
)];

static SELECT_PATTERNS: [Pat; 5] = [
    drr(
        "(anonymous namespace)::RedundantSelectFalse",
        "arith.select",
        2,
        Rule::RedundantSelect { nested_at: 2 },
    ),
    drr(
        "(anonymous namespace)::RedundantSelectTrue",
        "arith.select",
        2,
        Rule::RedundantSelect { nested_at: 1 },
    ),
    drr(
        "(anonymous namespace)::SelectNotCond",
        "arith.select",
        2,
        Rule::SelectNotCond,
    ),
    drr(
        "(anonymous namespace)::SelectI1ToNot",
        "arith.select",
        1,
        Rule::SelectI1ToNot,
    ),
    drr(
        "SelectToExtUI",
        "arith.select",
        1,
        Rule::Custom(select_to_extui),
    ),
];

static INDEX_CAST_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::IndexCastOfIndexCast",
        "arith.index_cast",
        2,
        Rule::CastRoundTrip,
    ),
    drr(
        "(anonymous namespace)::IndexCastOfExtSI",
        "arith.index_cast",
        2,
        Rule::CastChain {
            inner: "arith.extsi",
            result: "arith.index_cast",
            check: CastCheck::Always,
        },
    ),
];

static INDEX_CASTUI_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::IndexCastUIOfIndexCastUI",
        "arith.index_castui",
        2,
        Rule::CastRoundTrip,
    ),
    drr(
        "(anonymous namespace)::IndexCastUIOfExtUI",
        "arith.index_castui",
        2,
        Rule::CastChain {
            inner: "arith.extui",
            result: "arith.index_castui",
            check: CastCheck::Always,
        },
    ),
];

static BITCAST_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::BitcastOfBitcast",
    "arith.bitcast",
    2,
    Rule::CastChain {
        inner: "arith.bitcast",
        result: "arith.bitcast",
        check: CastCheck::Always,
    },
)];

static EXTSI_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::ExtSIOfExtUI",
    "arith.extsi",
    2,
    Rule::CastChain {
        inner: "arith.extui",
        result: "arith.extui",
        check: CastCheck::Always,
    },
)];

static TRUNCI_PATTERNS: [Pat; 3] = [
    drr(
        "(anonymous namespace)::TruncIExtSIToExtSI",
        "arith.trunci",
        2,
        Rule::CastChain {
            inner: "arith.extsi",
            result: "arith.extsi",
            check: CastCheck::WidthsDecrease,
        },
    ),
    drr(
        "(anonymous namespace)::TruncIExtUIToExtUI",
        "arith.trunci",
        2,
        Rule::CastChain {
            inner: "arith.extui",
            result: "arith.extui",
            check: CastCheck::WidthsDecrease,
        },
    ),
    drr(
        "(anonymous namespace)::TruncIShrSIToTrunciShrUI",
        "arith.trunci",
        2,
        Rule::TruncIShrSIToTrunciShrUI,
    ),
];

static TRUNCF_PATTERNS: [Pat; 2] = [
    drr(
        "(anonymous namespace)::TruncFSIToFPToSIToFP",
        "arith.truncf",
        2,
        Rule::CastChain {
            inner: "arith.sitofp",
            result: "arith.sitofp",
            check: CastCheck::NoRoundingMode,
        },
    ),
    drr(
        "(anonymous namespace)::TruncFUIToFPToUIToFP",
        "arith.truncf",
        2,
        Rule::CastChain {
            inner: "arith.uitofp",
            result: "arith.uitofp",
            check: CastCheck::NoRoundingMode,
        },
    ),
];

static MULF_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::MulFOfNegF",
    "arith.mulf",
    3,
    Rule::OfNegF,
)];

static DIVF_PATTERNS: [Pat; 1] = [drr(
    "(anonymous namespace)::DivFOfNegF",
    "arith.divf",
    3,
    Rule::OfNegF,
)];

fn push(out: &mut Vec<Box<dyn RewritePattern>>, pats: &[Pat]) {
    out.extend(pats.iter().map(|&p| Box::new(p) as Box<dyn RewritePattern>));
}

macro_rules! patterns_fn {
    ($($(#[$doc:meta])* $name:ident => $pats:ident;)*) => {
        $(
            $(#[$doc])*
            pub fn $name(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
                push(out, &$pats);
            }
        )*
    };
}

patterns_fn! {
    /// `arith.addi`: `AddIAddConstant`, `AddISubConstantRHS`,
    /// `AddISubConstantLHS`, `AddIMulNegativeOneRhs`, `AddIMulNegativeOneLhs`.
    addi => ADDI_PATTERNS;
    /// `arith.subi`: `SubIRHSAddConstant`, `SubILHSAddConstant`,
    /// `SubIRHSSubConstantRHS`, `SubIRHSSubConstantLHS`,
    /// `SubILHSSubConstantRHS`, `SubILHSSubConstantLHS`, `SubISubILHSRHSLHS`.
    subi => SUBI_PATTERNS;
    /// `arith.muli`: `MulIMulIConstant`.
    muli => MULI_PATTERNS;
    /// `arith.addui_extended`: `AddUIExtendedToAddI`.
    addui_extended => ADDUI_EXTENDED_PATTERNS;
    /// `arith.mulsi_extended`: `MulSIExtendedToMulI`, `MulSIExtendedRHSOne`.
    mulsi_extended => MULSI_EXTENDED_PATTERNS;
    /// `arith.mului_extended`: `MulUIExtendedToMulI`.
    mului_extended => MULUI_EXTENDED_PATTERNS;
    /// `arith.xori`: `XOrINotCmpI`, `XOrIOfExtUI`, `XOrIOfExtSI`.
    xori => XORI_PATTERNS;
    /// `arith.andi`: `AndOfExtUI`, `AndOfExtSI`.
    andi => ANDI_PATTERNS;
    /// `arith.ori`: `OrOfExtUI`, `OrOfExtSI`.
    ori => ORI_PATTERNS;
    /// `arith.cmpi`: `CmpIExtSI`, `CmpIExtUI`.
    cmpi => CMPI_PATTERNS;
    /// `arith.cmpf`: `CmpFIntToFPConst`.
    cmpf => CMPF_PATTERNS;
    /// `arith.select`: `RedundantSelectFalse`, `RedundantSelectTrue`,
    /// `SelectNotCond`, `SelectI1ToNot`, `SelectToExtUI`.
    select => SELECT_PATTERNS;
    /// `arith.index_cast`: `IndexCastOfIndexCast`, `IndexCastOfExtSI`.
    index_cast => INDEX_CAST_PATTERNS;
    /// `arith.index_castui`: `IndexCastUIOfIndexCastUI`,
    /// `IndexCastUIOfExtUI`.
    index_castui => INDEX_CASTUI_PATTERNS;
    /// `arith.bitcast`: `BitcastOfBitcast`.
    bitcast => BITCAST_PATTERNS;
    /// `arith.extsi`: `ExtSIOfExtUI`.
    extsi => EXTSI_PATTERNS;
    /// `arith.trunci`: `TruncIExtSIToExtSI`, `TruncIExtUIToExtUI`,
    /// `TruncIShrSIToTrunciShrUI`.
    trunci => TRUNCI_PATTERNS;
    /// `arith.truncf`: `TruncFSIToFPToSIToFP`, `TruncFUIToFPToUIToFP`.
    truncf => TRUNCF_PATTERNS;
    /// `arith.mulf`: `MulFOfNegF`.
    mulf => MULF_PATTERNS;
    /// `arith.divf`: `DivFOfNegF`.
    divf => DIVF_PATTERNS;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn context() -> Context {
        let mut ctx = Context::new();
        crate::register_all(&mut ctx);
        ctx
    }

    /// The patterns registered for `op`, as (debug name, benefit).
    fn registered(ctx: &Context, op: &str) -> Vec<(&'static str, u16)> {
        let f = ctx
            .op_info(ctx.op_name(op))
            .and_then(|i| i.canonicalize)
            .expect("canonicalization patterns");
        let mut out = Vec::new();
        f(ctx, &mut out);
        assert!(out
            .iter()
            .all(|p| p.root() == Some(ctx.op_name_str(ctx.op_name(op)))));
        out.iter().map(|p| (p.debug_name(), p.benefit())).collect()
    }

    #[test]
    fn registration_order_and_benefits() {
        let ctx = context();
        let anon = |n: &str| format!("(anonymous namespace)::{n}");
        let check = |op: &str, want: &[(&str, u16)]| {
            let got: Vec<(String, u16)> = registered(&ctx, op)
                .into_iter()
                .map(|(n, b)| (n.to_string(), b))
                .collect();
            let want: Vec<(String, u16)> = want
                .iter()
                .map(|&(n, b)| {
                    let name = if n.contains("ToExtUI") || n.starts_with("CmpF") {
                        n.to_string()
                    } else {
                        anon(n)
                    };
                    (name, b)
                })
                .collect();
            assert_eq!(got, want, "{op}");
        };
        check(
            "arith.addi",
            &[
                ("AddIAddConstant", 2),
                ("AddISubConstantRHS", 2),
                ("AddISubConstantLHS", 2),
                ("AddIMulNegativeOneRhs", 2),
                ("AddIMulNegativeOneLhs", 2),
            ],
        );
        check(
            "arith.xori",
            &[("XOrINotCmpI", 2), ("XOrIOfExtUI", 3), ("XOrIOfExtSI", 3)],
        );
        check(
            "arith.select",
            &[
                ("RedundantSelectFalse", 2),
                ("RedundantSelectTrue", 2),
                ("SelectNotCond", 2),
                ("SelectI1ToNot", 1),
                ("SelectToExtUI", 1),
            ],
        );
        check("arith.cmpf", &[("CmpFIntToFPConst", 1)]);
        check("arith.mulf", &[("MulFOfNegF", 3)]);
        check(
            "arith.mulsi_extended",
            &[("MulSIExtendedToMulI", 1), ("MulSIExtendedRHSOne", 1)],
        );
        let total: usize = [
            "arith.addi",
            "arith.subi",
            "arith.muli",
            "arith.addui_extended",
            "arith.mulsi_extended",
            "arith.mului_extended",
            "arith.xori",
            "arith.andi",
            "arith.ori",
            "arith.cmpi",
            "arith.cmpf",
            "arith.select",
            "arith.index_cast",
            "arith.index_castui",
            "arith.bitcast",
            "arith.extsi",
            "arith.trunci",
            "arith.truncf",
            "arith.mulf",
            "arith.divf",
        ]
        .iter()
        .map(|op| registered(&ctx, op).len())
        .sum();
        assert_eq!(total, 45);
    }

    #[test]
    fn overflow_flags_merge_and_print() {
        let ctx = context();
        let text = |a: Attr| match ctx.attr_data(a) {
            AttrData::Dialect { text } => text.to_string(),
            _ => String::new(),
        };
        for (nsw, nuw, want) in [
            (false, false, "arith.overflow<none>"),
            (true, false, "arith.overflow<nsw>"),
            (false, true, "arith.overflow<nuw>"),
            (true, true, "arith.overflow<nsw, nuw>"),
        ] {
            let a = overflow_attr(&ctx, (nsw, nuw));
            assert_eq!(text(a), want);
            assert_eq!(overflow_bits(&ctx, Some(a)), (nsw, nuw));
        }
        let odd = ctx.intern_attr(AttrData::Dialect {
            text: "arith.overflow<nuw,nsw>".into(),
        });
        assert_eq!(overflow_bits(&ctx, Some(odd)), (true, true));
        assert_eq!(overflow_bits(&ctx, None), (false, false));
    }

    #[test]
    fn predicates_invert() {
        for p in CmpIPredicate::ALL {
            assert_ne!(invert_predicate(p), p);
            assert_eq!(invert_predicate(invert_predicate(p)), p);
        }
    }

    #[test]
    fn ilogb_matches_apfloat() {
        let k = FloatKind::F32;
        let f = |x: f32| u128::from(x.to_bits());
        assert_eq!(ilogb(k, f(1.0)), 0);
        assert_eq!(ilogb(k, f(-3.5)), 1);
        assert_eq!(ilogb(k, f(16_777_216.0)), 24);
        assert_eq!(ilogb(k, f(1.0e30)), 99);
        assert_eq!(ilogb(k, fo::largest(k, false)), 127);
        assert_eq!(ilogb(k, f(0.0)), IEK_ZERO);
        assert_eq!(ilogb(k, f(f32::INFINITY)), IEK_INF);
        assert_eq!(ilogb(k, f(f32::NAN)), IEK_NAN);
        assert!(ilogb(k, f(0.25)) < 0);
    }
}
