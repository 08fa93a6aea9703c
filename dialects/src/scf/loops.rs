//! scf ops as loop-invariant code motion and control-flow sinking see them:
//! loop-body regions (`LoopLikeOpInterface`), speculatability, and regions
//! that run at most once.

use crate::util::attrs::int_value;
use crate::util::hooks::attach as amend;
use rmlir_ir::loop_like::LoopLikeInterface;
use rmlir_ir::registry::OpTraits;
use rmlir_ir::speculation::Speculatability;
use rmlir_ir::{Body, Context, OpId};
use smallvec::{smallvec, SmallVec};

fn first_region(_: &Context, _: &Body, _: OpId) -> SmallVec<[usize; 2]> {
    smallvec![0]
}

fn both_regions(_: &Context, _: &Body, _: OpId) -> SmallVec<[usize; 2]> {
    smallvec![0, 1]
}

static SINGLE_REGION_LOOP: LoopLikeInterface = LoopLikeInterface {
    regions: first_region,
};

static WHILE_LOOP: LoopLikeInterface = LoopLikeInterface {
    regions: both_regions,
};

/// `scf.for` terminates for any bounds only with step 1; then it is as
/// speculatable as its body.
fn for_speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    let step = rmlir_ir::fold::constant_value(ctx, body, super::ForOp(op).step(ctx, body));
    match step.and_then(|a| int_value(ctx, a)) {
        Some(1) => Speculatability::RecursivelySpeculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// Adds the loop and speculatability interfaces to the scf ops.
pub fn attach(ctx: &mut Context) {
    amend(ctx, "scf.for", |i| {
        i.loop_like = Some(&SINGLE_REGION_LOOP);
        i.speculatability = Some(for_speculatability);
    });
    amend(ctx, "scf.forall", |i| {
        i.loop_like = Some(&SINGLE_REGION_LOOP)
    });
    amend(ctx, "scf.parallel", |i| {
        i.loop_like = Some(&SINGLE_REGION_LOOP)
    });
    amend(ctx, "scf.while", |i| i.loop_like = Some(&WHILE_LOOP));
    amend(ctx, "scf.if", |i| {
        i.traits =
            i.traits | OpTraits::RECURSIVELY_SPECULATABLE | OpTraits::REGIONS_RUN_AT_MOST_ONCE
    });
    amend(ctx, "scf.index_switch", |i| {
        i.traits = i.traits | OpTraits::REGIONS_RUN_AT_MOST_ONCE
    });
}
