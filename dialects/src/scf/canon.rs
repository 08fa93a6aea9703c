//! Canonicalization patterns of the scf dialect (MLIR 22's `SCF.cpp` and
//! the RegionBranchOpInterface patterns of `ControlFlowInterfaces.cpp`), one
//! module per op family, and the region and op helpers they share; the
//! folders are in [`super::fold`].

use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{BlockId, Body, OpId, OpSpec, RegionId, ValueDef, ValueId};
use rmlir_numerics::apint::APInt;

use crate::util::build::create;
use crate::util::constant::constant_int;

// ----- helpers -----------------------------------------------------------------

/// The region holding `v` (MLIR's `Value::getParentRegion`).
fn value_region(body: &Body, v: ValueId) -> Option<RegionId> {
    match body.value_def(v) {
        ValueDef::Arg { block, .. } => Some(body.block_region(block)),
        ValueDef::Result { op, .. } => body.op_block(op).map(|b| body.block_region(b)),
    }
}

/// The region holding `op`.
fn op_region(body: &Body, op: OpId) -> Option<RegionId> {
    body.op_block(op).map(|b| body.block_region(b))
}

/// Whether `ancestor` is `r` or contains it (MLIR's `Region::isAncestor`).
fn region_is_ancestor(body: &Body, ancestor: RegionId, mut r: RegionId) -> bool {
    loop {
        if r == ancestor {
            return true;
        }
        let Some(p) = body.region_parent(r) else {
            return false;
        };
        let Some(b) = body.op_block(p) else {
            return false;
        };
        r = body.block_region(b);
    }
}

/// The `i`-th region of `op`.
pub(super) fn region(body: &Body, op: OpId, i: usize) -> RegionId {
    body.op_regions(op)[i]
}

/// The last block of region `i` of `op` (MLIR's `thenBlock()` & co).
fn region_block(body: &Body, op: OpId, i: usize) -> Option<BlockId> {
    let r = *body.op_regions(op).get(i)?;
    body.region_blocks(r).last()
}

/// The terminator of region `i`'s block.
fn region_terminator(body: &Body, op: OpId, i: usize) -> Option<OpId> {
    region_block(body, op, i).and_then(|b| body.last_op(b))
}

/// Whether a block holds exactly one op.
fn has_single_op(body: &Body, b: BlockId) -> bool {
    body.first_op(b).is_some_and(|o| body.next_op(o).is_none())
}

/// Operand values of `op`.
fn operands(body: &Body, op: OpId) -> Vec<ValueId> {
    body.operands(op).collect()
}

/// Result values of `op`.
fn results(body: &Body, op: OpId) -> Vec<ValueId> {
    body.results(op).collect()
}

/// Result types of `op`.
fn result_types(body: &Body, op: OpId) -> Vec<Type> {
    body.results(op).map(|r| body.value_type(r)).collect()
}

/// MLIR's `Value::getLoc`: a block argument's location, or the defining
/// op's.
pub(super) fn value_loc(body: &Body, v: ValueId) -> Option<rmlir_ir::Loc> {
    match body.value_def(v) {
        ValueDef::Arg { .. } => body.value_loc(v),
        ValueDef::Result { op, .. } => Some(body.op_loc(op)),
    }
}

/// MLIR's `replaceOpWithRegion`: inlines the single block of `region`
/// before `op` (its arguments replaced by `args`), replaces `op` with the
/// operands of the block's terminator and erases that terminator.
fn replace_op_with_region(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    region: RegionId,
    args: &[ValueId],
) {
    let Some(block) = rw.body().entry_block(region) else {
        return;
    };
    let Some(term) = rw.body().last_op(block) else {
        return;
    };
    // The terminator's operands are read after inlining, which replaces
    // the block's arguments among them (MLIR's `ValueRange` reads them
    // then too): a yielded argument is replaced by what was passed for it.
    rw.inline_block_before(block, op, args);
    let results = operands(rw.body(), term);
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

/// Creates an op like `op` (name, operands, properties, attributes and
/// number of regions) with the given result types at the insertion point.
fn create_like(rw: &mut PatternRewriter<'_>, op: OpId, result_types: &[Type]) -> OpId {
    let ops = operands(rw.body(), op);
    let spec = OpSpec {
        name: rw.body().op_name(op),
        loc: rw.body().op_loc(op),
        operands: &ops,
        result_types,
        successors: &[],
        num_regions: rw.body().num_regions(op),
        isolated: false,
        properties: rw.body().properties(op),
        attrs: rw.body().attrs(op),
    };
    rw.create(&spec)
}

/// MLIR's `RewriterBase::eraseOpResults`: a new op without the results
/// `erase[i]`, the regions moved into it, replaces `op`.
pub(super) fn erase_op_results(rw: &mut PatternRewriter<'_>, op: OpId, erase: &[bool]) -> OpId {
    let types: Vec<Type> = result_types(rw.body(), op)
        .into_iter()
        .zip(erase)
        .filter(|(_, &e)| !e)
        .map(|(t, _)| t)
        .collect();
    rw.set_insertion_point_before(op);
    let new = create_like(rw, op, &types);
    let old_regions = rw.body().op_regions(op).to_vec();
    let new_regions = rw.body().op_regions(new).to_vec();
    for (o, n) in old_regions.into_iter().zip(new_regions) {
        rw.inline_region_before(o, n, None);
    }
    let mut next = 0;
    let old_results = results(rw.body(), op);
    for (i, r) in old_results.into_iter().enumerate() {
        if !erase[i] {
            let nr = rw.body().result(new, next);
            next += 1;
            rw.replace_all_uses_with(r, nr);
        }
    }
    rw.erase_op(op);
    new
}

/// Creates an `scf.if` with `num` empty regions... (two regions, no blocks).
fn create_if(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Loc,
    cond: ValueId,
    types: &[Type],
) -> OpId {
    create(rw, "scf.if", loc, &[cond], types, &[], None, 2)
}

/// The constant integer value and width of `v` (MLIR's
/// `getConstantAPIntValue`).
fn const_apint(ctx: &Context, body: &Body, v: ValueId) -> Option<APInt> {
    constant_int(ctx, body, v)
}

/// The argument or result number of a value.
fn arg_or_result_number(body: &Body, v: ValueId) -> u32 {
    match body.value_def(v) {
        ValueDef::Arg { index, .. } | ValueDef::Result { index, .. } => index,
    }
}

mod region_branch;
use region_branch::region_branch_patterns;

mod if_op;
pub use if_op::if_patterns;

mod for_op;
pub use for_op::for_patterns;
pub(crate) use for_op::{preserves_static_information, tensor_cast, ub_minus_lb};

mod while_op;
pub use while_op::while_patterns;

mod execute_region;
pub use execute_region::execute_region_patterns;

mod index_switch;
pub use index_switch::index_switch_patterns;

mod parallel;
pub use parallel::parallel_patterns;

mod forall;
pub use forall::forall_patterns;
