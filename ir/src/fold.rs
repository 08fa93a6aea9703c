//! Folding entry points: what a pattern driver calls to fold one op.
//!
//! MLIR's `Operation::fold` hands the op's fold hook the constant value of
//! each operand (an operand defined by a `ConstantLike` op, or `None`).
//! [`fold_op`] does the same with the [`FoldFn`](crate::registry::FoldFn)
//! registered for the op, and [`materialize_constant`] turns a folded
//! attribute back into an op through the dialect's
//! [`MaterializeFn`](crate::registry::MaterializeFn).
//!
//! Applying a [`FoldResult`] (replacing uses, erasing the op, deduplicating
//! constants) is the driver's business.

use crate::attrs::{Attr, Loc};
use crate::body::{Body, OpId, ValueId};
use crate::builder::Builder;
use crate::context::Context;
use crate::registry::{DefaultProperties, FoldResult, OpTraits};
use crate::types::Type;

/// The constant value of `value`: the `value` attribute of its defining op
/// (or the attribute's declared default) when that op is `ConstantLike`
/// (MLIR's `m_Constant`), else `None`.
pub fn constant_value(ctx: &Context, body: &Body, value: ValueId) -> Option<Attr> {
    let def = body.defining_op(value)?;
    if !ctx
        .op_traits(body.op_name(def))
        .contains(OpTraits::CONSTANT_LIKE)
    {
        return None;
    }
    crate::attrs::get_attr(ctx, body, def, "value").or_else(|| {
        // An op defined with a default `value` that was not spelled out.
        ctx.op_info(body.op_name(def))?
            .interface::<DefaultProperties>()?
            .get("value")
    })
}

/// The constant value of each operand of `op` (see [`constant_value`]).
pub fn constant_operands(ctx: &Context, body: &Body, op: OpId) -> Vec<Option<Attr>> {
    body.operands(op)
        .map(|v| constant_value(ctx, body, v))
        .collect()
}

/// Folds `op` as MLIR's `Operation::fold` does: its registered fold hook,
/// given its constant operands (collected with [`constant_operands`]),
/// then, if the hook did not fold or folded in place, the folders of its
/// traits (for `Commutative` ops: constant operands moved after the others,
/// in place).
///
/// Returns [`FoldResult::None`] when nothing applies (unregistered op, no
/// hook and no trait folder).  On [`FoldResult::Results`] there is one entry
/// per result of the op, in order; on [`FoldResult::InPlace`] the op itself
/// was updated (its operands or attributes) and the driver should fold it
/// again.
pub fn fold_op(ctx: &Context, body: &mut Body, op: OpId) -> FoldResult {
    fold_op_in(ctx, None, body, op)
}

/// [`fold_op`] with the enclosing body known (the body holding the isolated
/// op whose body `body` is): when the op's own folder does nothing, its
/// [`OpInfo::fold_with_symbols`](crate::registry::OpInfo::fold_with_symbols)
/// may look symbols up there.
pub fn fold_op_in(
    ctx: &Context,
    enclosing: Option<&Body>,
    body: &mut Body,
    op: OpId,
) -> FoldResult {
    let Some(info) = ctx.op_info(body.op_name(op)) else {
        return FoldResult::None;
    };
    let (hook, symbol_hook, traits) = (info.fold, info.fold_with_symbols, info.traits);
    let operands: smallvec::SmallVec<[Option<Attr>; 4]> = body
        .operands(op)
        .map(|v| constant_value(ctx, body, v))
        .collect();
    let mut own = match hook {
        Some(fold) => fold(ctx, body, op, &operands),
        None => FoldResult::None,
    };
    if let (FoldResult::None, Some(fold), Some(enclosing)) = (&own, symbol_hook, enclosing) {
        own = fold(ctx, enclosing, body, op, &operands);
    }
    if matches!(own, FoldResult::Results(_)) {
        return own;
    }
    if traits.contains(OpTraits::COMMUTATIVE) && fold_commutative(body, op, &operands) {
        return FoldResult::InPlace;
    }
    own
}

/// MLIR's `foldCommutative`: moves the constant operands after the others
/// (stable partition); whether the operand order changed.
pub fn fold_commutative(body: &mut Body, op: OpId, operands: &[Option<Attr>]) -> bool {
    if body.num_operands(op) < 2 || operands.len() != body.num_operands(op) {
        return false;
    }
    // Usual case: no constant comes before a non-constant already.
    if !operands
        .windows(2)
        .any(|w| w[0].is_some() && w[1].is_none())
    {
        return false;
    }
    let values: Vec<ValueId> = body.operands(op).collect();
    let mut order: Vec<ValueId> = Vec::with_capacity(values.len());
    order.extend(
        values
            .iter()
            .zip(operands)
            .filter(|(_, c)| c.is_none())
            .map(|(v, _)| *v),
    );
    order.extend(
        values
            .iter()
            .zip(operands)
            .filter(|(_, c)| c.is_some())
            .map(|(v, _)| *v),
    );
    if order == values {
        return false;
    }
    body.set_operands(op, &order);
    true
}

/// The namespace of an op name (`arith` for `arith.addi`).
pub fn dialect_namespace(op_name: &str) -> &str {
    op_name.split_once('.').map_or(op_name, |(d, _)| d)
}

/// Creates a constant op of type `ty` holding `value` at the builder's
/// insertion point, through the `materialize_constant` hook of dialect
/// `dialect` (usually the dialect of the op that was folded).  `None` when
/// the dialect is unregistered, has no hook, or cannot build that constant.
pub fn materialize_constant(
    ctx: &Context,
    builder: &mut Builder<'_>,
    dialect: &str,
    value: Attr,
    ty: Type,
    loc: Loc,
) -> Option<OpId> {
    let hook = ctx.dialect(dialect)?.materialize_constant?;
    hook(ctx, builder, value, ty, loc)
}
