//! Helpers shared by the cf and scf canonicalization patterns: MLIR's
//! constant matchers (`m_Constant`, `m_ConstantInt`, `m_One`, `m_Zero`,
//! `m_NonZero`), block predecessors, and builders of the ops the patterns
//! create (`cf.br`, `cf.cond_br`, `arith.constant`, `arith.select`, ...).

use rmlir_ir::apint::APInt;
use rmlir_ir::attrs::{Attr, AttrData, DenseValues, Loc};
use rmlir_ir::body::{BlockId, Body, OpId, OpSpec, ValueId};
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::registry::OpTraits;
use rmlir_ir::types::Type;
use rmlir_ir::Context;

/// Whether `op` is named `name`.
pub(crate) fn is_op(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// MLIR's `m_Constant`: the value attribute of a ConstantLike definition.
pub(crate) fn constant_attr(ctx: &Context, body: &Body, v: ValueId) -> Option<Attr> {
    rmlir_ir::fold::constant_value(ctx, body, v)
}

/// MLIR's `m_ConstantInt`: an integer (or index) constant, or a splat of
/// one.
pub(crate) fn constant_int(ctx: &Context, body: &Body, v: ValueId) -> Option<APInt> {
    let a = constant_attr(ctx, body, v)?;
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(value.clone()),
        AttrData::DenseElements {
            ty,
            splat,
            values: DenseValues::Bits(b),
        } => {
            let elem = match ctx.type_data(*ty) {
                rmlir_ir::TypeData::Vector { elem, .. }
                | rmlir_ir::TypeData::RankedTensor { elem, .. } => *elem,
                _ => return None,
            };
            ctx.int_or_index_width(elem)?;
            if *splat || b.len() == 1 {
                b.first()
            } else {
                None
            }
        }
        _ => None,
    }
}

/// MLIR's `m_Constant(&boolAttr)`: an `i1` integer constant (not a splat).
pub(crate) fn constant_bool(ctx: &Context, body: &Body, v: ValueId) -> Option<bool> {
    let a = constant_attr(ctx, body, v)?;
    match ctx.attr_data(a) {
        AttrData::Integer { ty, value } if *ty == ctx.common().i1 => Some(!value.is_zero()),
        _ => None,
    }
}

/// MLIR's `m_One`.
pub(crate) fn is_one(ctx: &Context, body: &Body, v: ValueId) -> bool {
    constant_int(ctx, body, v).is_some_and(|x| {
        let w = x.width();
        x == APInt::from_u64(w, 1)
    })
}

/// MLIR's `m_Zero`.
pub(crate) fn is_zero(ctx: &Context, body: &Body, v: ValueId) -> bool {
    constant_int(ctx, body, v).is_some_and(|x| x.is_zero())
}

/// MLIR's `m_NonZero`.
pub(crate) fn is_non_zero(ctx: &Context, body: &Body, v: ValueId) -> bool {
    constant_int(ctx, body, v).is_some_and(|x| !x.is_zero())
}

/// Whether `v` is defined by a ConstantLike op.
pub(crate) fn is_constant(ctx: &Context, body: &Body, v: ValueId) -> bool {
    body.defining_op(v).is_some_and(|d| {
        ctx.op_traits(body.op_name(d))
            .contains(OpTraits::CONSTANT_LIKE)
    })
}

/// The predecessors of `block`, one entry per successor slot naming it
/// (MLIR's `getPredecessors`), in no particular order: the terminators of
/// blocks of the same region that branch to it, found through the body's
/// successor use lists (no scan of the region).
pub(crate) fn predecessors(body: &Body, block: BlockId) -> Vec<BlockId> {
    let region = body.block_region(block);
    let mut out = Vec::new();
    for t in body.successor_users(block) {
        let Some(b) = body.op_block(t) else {
            continue;
        };
        if body.block_region(b) != region || body.last_op(b) != Some(t) {
            continue;
        }
        for &s in body.successors(t) {
            if s == block {
                out.push(b);
            }
        }
    }
    out
}

/// MLIR's `Block::getSinglePredecessor`: the predecessor when exactly one
/// successor slot names the block.
pub(crate) fn single_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let p = predecessors(body, block);
    (p.len() == 1).then(|| p[0])
}

/// MLIR's `Block::getUniquePredecessor`: the predecessor when every
/// successor slot naming the block belongs to the same block.
pub(crate) fn unique_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let p = predecessors(body, block);
    let first = *p.first()?;
    p.iter().all(|&b| b == first).then_some(first)
}

/// The block argument index of `v` if it is an argument of `block`.
pub(crate) fn arg_of(body: &Body, v: ValueId, block: BlockId) -> Option<usize> {
    match body.value_def(v) {
        rmlir_ir::ValueDef::Arg { block: b, index } if b == block => Some(index as usize),
        _ => None,
    }
}

/// A properties dictionary from `(name, value)` entries (`None` if empty).
pub(crate) fn props(ctx: &Context, entries: &[(&str, Attr)]) -> Option<Attr> {
    if entries.is_empty() {
        return None;
    }
    Some(ctx.dictionary_attr(entries.iter().map(|(k, v)| (ctx.ident(k), *v)).collect()))
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
    rw.body.result(op, 0)
}

/// `arith.select %cond, %a, %b`.
pub(crate) fn select(
    rw: &mut PatternRewriter<'_>,
    cond: ValueId,
    a: ValueId,
    b: ValueId,
    loc: Loc,
) -> ValueId {
    let ty = rw.body.value_type(a);
    let op = create(rw, "arith.select", loc, &[cond, a, b], &[ty], &[], None, 0);
    rw.body.result(op, 0)
}

/// A binary arith op without properties (`arith.andi`, `arith.xori`).
pub(crate) fn binary(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    a: ValueId,
    b: ValueId,
    loc: Loc,
) -> ValueId {
    let ty = rw.body.value_type(a);
    let op = create(rw, name, loc, &[a, b], &[ty], &[], None, 0);
    rw.body.result(op, 0)
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
    let seg = rmlir_ir::ods::segment_attr(ctx, &[1, t_ops.len(), f_ops.len()]);
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
