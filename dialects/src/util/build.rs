//! Rewrite helpers: op-name checks, creating ops from patterns (`cf.br`,
//! `cf.cond_br`, `arith.constant`, `arith.select`, casts, yields) and
//! the `pattern!` macro that implements `RewritePattern` for a pattern type.

use crate::util::attrs::props;
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Attr, AttrData, Loc};
use rmlir_ir::{BlockId, Body, OpId, OpSpec, ValueId};
use rmlir_numerics::apint::APInt;

/// Whether `op` is named `name`.
pub(crate) fn is_op(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// Creates an op at the rewriter's insertion point.
#[allow(clippy::too_many_arguments)]
pub(crate) fn create(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Loc,
    operands: &[ValueId],
    result_types: &[Type],
    successors: &[BlockId],
    properties: Option<Attr>,
    num_regions: usize,
) -> OpId {
    let spec = OpSpec {
        name: rw.ctx.op_name(name),
        loc,
        operands,
        result_types,
        successors,
        num_regions,
        isolated: false,
        properties,
        attrs: rw.ctx.common().empty_dict,
    };
    rw.create(&spec)
}

/// A constant op `name` (`arith.constant`, `ub.poison`, ...) holding
/// `value` as its `value` property, of result type `ty`: what the dialects'
/// constant materializers create.
pub(crate) fn create_constant_op(
    ctx: &Context,
    builder: &mut rmlir_ir::Builder<'_>,
    name: &str,
    value: Attr,
    ty: Type,
    loc: Loc,
) -> OpId {
    let properties = ctx.dictionary_attr(vec![(ctx.ident("value"), value)]);
    builder.create(&OpSpec {
        name: ctx.op_name(name),
        loc,
        operands: &[],
        result_types: &[ty],
        successors: &[],
        num_regions: 0,
        isolated: false,
        properties: Some(properties),
        attrs: ctx.common().empty_dict,
    })
}

/// `arith.constant <value> : i1`.
pub(crate) fn bool_constant(rw: &mut PatternRewriter<'_>, value: bool, loc: Loc) -> ValueId {
    let ctx = rw.ctx;
    let i1 = ctx.common().i1;
    let attr = ctx.intern_attr(AttrData::Integer {
        ty: i1,
        value: APInt::from_u64(1, value as u64),
    });
    let p = props(ctx, &[("value", attr)]);
    let op = create(rw, "arith.constant", loc, &[], &[i1], &[], p, 0);
    rw.body().result(op, 0)
}

/// `arith.select %cond, %a, %b`.
pub(crate) fn select(
    rw: &mut PatternRewriter<'_>,
    cond: ValueId,
    a: ValueId,
    b: ValueId,
    loc: Loc,
) -> ValueId {
    let ty = rw.body().value_type(a);
    let op = create(rw, "arith.select", loc, &[cond, a, b], &[ty], &[], None, 0);
    rw.body().result(op, 0)
}

/// A binary arith op without properties (`arith.andi`, `arith.xori`).
pub(crate) fn binary(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    a: ValueId,
    b: ValueId,
    loc: Loc,
) -> ValueId {
    let ty = rw.body().value_type(a);
    let op = create(rw, name, loc, &[a, b], &[ty], &[], None, 0);
    rw.body().result(op, 0)
}

/// `cf.br ^dest(operands)`.
pub(crate) fn create_br(
    rw: &mut PatternRewriter<'_>,
    loc: Loc,
    dest: BlockId,
    operands: &[ValueId],
) -> OpId {
    create(rw, "cf.br", loc, operands, &[], &[dest], None, 0)
}

/// `cf.cond_br %cond [weights(...)], ^t(t_ops), ^f(f_ops)`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn create_cond_br(
    rw: &mut PatternRewriter<'_>,
    loc: Loc,
    cond: ValueId,
    t: BlockId,
    t_ops: &[ValueId],
    f: BlockId,
    f_ops: &[ValueId],
    weights: Option<Attr>,
) -> OpId {
    let ctx = rw.ctx;
    let mut operands = vec![cond];
    operands.extend_from_slice(t_ops);
    operands.extend_from_slice(f_ops);
    let seg = rmlir_ods::segment_attr(ctx, &[1, t_ops.len(), f_ops.len()]);
    let mut entries = vec![("operandSegmentSizes", seg)];
    if let Some(w) = weights {
        entries.push(("branch_weights", w));
    }
    let p = props(ctx, &entries);
    create(rw, "cf.cond_br", loc, &operands, &[], &[t, f], p, 0)
}

/// `scf.yield operands` at the insertion point.
pub(crate) fn create_yield(rw: &mut PatternRewriter<'_>, loc: Loc, operands: &[ValueId]) -> OpId {
    create(rw, "scf.yield", loc, operands, &[], &[], None, 0)
}

/// Creates a one-result op with an operand and result type and no properties.
pub(crate) fn create_cast(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    src: ValueId,
    ty: Type,
    loc: Loc,
) -> ValueId {
    let op = create(rw, name, loc, &[src], &[ty], &[], None, 0);
    rw.body().result(op, 0)
}

/// Registers the patterns of one op.
macro_rules! pattern {
    ($ty:ident, $root:expr, $name:expr) => {
        impl rmlir_ir::pattern::RewritePattern for $ty {
            fn root(&self) -> Option<&'static str> {
                Some($root)
            }
            fn debug_name(&self) -> &'static str {
                $name
            }
            fn match_and_rewrite(
                &self,
                op: rmlir_ir::OpId,
                rw: &mut rmlir_ir::pattern::PatternRewriter<'_>,
            ) -> bool {
                self.run(op, rw)
            }
        }
    };
}
pub(crate) use pattern;
