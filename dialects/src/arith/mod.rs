//! The arith dialect.

pub mod canon;
pub mod equalities;
pub mod fold;
pub mod ops;
pub mod typed;
pub mod verify;
pub use typed::*;

use crate::util::hooks::attach;
use rmlir_ir::registry::DialectInfo;
use rmlir_ir::speculation::Speculatability;
use rmlir_ir::{Body, Context, OpId, ValueId};

/// Registers the arith dialect (with its folders, canonicalization patterns
/// and constant materialization).
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(DialectInfo {
        materialize_constant: Some(fold::materialize_constant),
        ..DialectInfo::new("arith")
    });
    for def in ops::OPS {
        rmlir_ods::register(ctx, def);
    }
    attach(ctx, "arith.divui", |i| {
        i.speculatability = Some(unsigned_division_speculatability)
    });
    attach(ctx, "arith.ceildivui", |i| {
        i.speculatability = Some(unsigned_division_speculatability)
    });
    attach(ctx, "arith.divsi", |i| {
        i.speculatability = Some(signed_division_speculatability)
    });
    attach(ctx, "arith.ceildivsi", |i| {
        i.speculatability = Some(signed_division_speculatability)
    });
    equalities::register(ctx);
}

/// The left operand of a binary arith op or comparison (operand 0: the
/// `lhs` of each), for the folders, verifiers and patterns that serve many
/// of these ops alike.
pub(crate) fn lhs(body: &Body, op: OpId) -> ValueId {
    body.operand(op, 0)
}

/// The right operand of a binary arith op or comparison (operand 1: the
/// `rhs` of each), as [`lhs`].
pub(crate) fn rhs(body: &Body, op: OpId) -> ValueId {
    body.operand(op, 1)
}

/// The input of an arith cast (operand 0: the `in` of each cast, the
/// `operand` of the unary ops), for the code that serves every cast alike.
pub(crate) fn input(body: &Body, op: OpId) -> ValueId {
    body.operand(op, 0)
}

/// Replaces the input of an arith cast (see [`input`]).
pub(crate) fn set_input(body: &mut Body, op: OpId, value: ValueId) {
    body.set_operand(op, 0, value);
}

/// The constant integer divisor (the `rhs`) of a division, if known.
fn constant_divisor(ctx: &Context, body: &Body, op: OpId) -> Option<rmlir_numerics::apint::APInt> {
    let attr = rmlir_ir::fold::constant_value(ctx, body, rhs(body, op))?;
    match ctx.attr_data(attr) {
        rmlir_ir::AttrData::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// Unsigned divisions cannot trap when the divisor is a non-zero constant.
fn unsigned_division_speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    match constant_divisor(ctx, body, op) {
        Some(d) if !d.is_zero() => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// Signed divisions also overflow for `MIN / -1`: the divisor must be a
/// constant other than zero and minus one.
fn signed_division_speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    match constant_divisor(ctx, body, op) {
        Some(d) if !d.is_zero() && d.to_biguint().count_ones() != u64::from(d.width()) => {
            Speculatability::Speculatable
        }
        _ => Speculatability::NotSpeculatable,
    }
}
