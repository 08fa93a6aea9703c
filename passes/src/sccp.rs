//! `sccp`: sparse conditional constant propagation with MLIR 22's
//! semantics.
//!
//! The analysis ([`crate::dataflow`]) optimistically assumes every value is
//! constant and every block dead until shown otherwise, following only the
//! control-flow edges that constant branch conditions allow.  The rewrite
//! then walks the regions (a stack of blocks: a block's ops in order, then
//! the regions of the ops that stay) and replaces every value found
//! constant with a constant materialized by the dialect of the op that
//! folded to it.  As MLIR's `OperationFolder` does, one constant is made per
//! (dialect, value, type) and insertion region (the region of the nearest
//! IsolatedFromAbove or unregistered ancestor), at the front of that
//! region's entry block, with an unknown location.  An op all of whose
//! results were replaced is erased when it would be trivially dead.
//! Dead blocks are kept.

use crate::dataflow::solver::Solution;
use crate::dataflow::{ConstantValue, Solver};
use crate::pass::{OptionSpec, Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use rmlir_ir::body_tree::{BlockRef, BodyIx, OpRef, ValueRef};
use rmlir_ir::Type;
use rmlir_ir::{
    Attr, BlockId, Body, Builder, Context, Ident, InsertPoint, OpId, RegionId, ValueId,
};
use rustc_hash::FxHashMap;

/// The `sccp` pass.
pub struct Sccp;

/// Registration of `sccp`.
pub const INFO: PassInfo = PassInfo {
    argument: "sccp",
    name: "SCCP",
    summary: "Sparse Conditional Constant Propagation",
    options: &[] as &[OptionSpec],
    anchor: None,
    statistics: &[],
    create: |_: &PassOptions, _: &PassRegistry| Box::new(Sccp),
};

impl Pass for Sccp {
    fn run(&self, cx: &mut PassContext<'_>) {
        run_sccp(cx.ctx, cx.op.name(), &mut cx.op.body);
    }
}

/// Runs SCCP on the regions `body` holds (the regions of the op the pass
/// runs on, named `op_name`).
pub fn run_sccp(ctx: &Context, op_name: rmlir_ir::OpName, body: &mut Body) {
    let solution = Solver::solve(ctx, op_name, body);
    rewrite(ctx, body, &solution);
}

/// Unique constants per (body, insertion region), keyed by (dialect,
/// value, type) (MLIR's `OperationFolder::getOrCreateConstant`).
#[derive(Default)]
struct Folder {
    scopes: FxHashMap<(BodyIx, RegionId), ConstantMap>,
}

/// The unique constants of one insertion region by (dialect, value, type).
type ConstantMap = FxHashMap<(Ident, Attr, Type), OpId>;

/// The region constants used in `block` are materialized in: that of the
/// nearest ancestor that is IsolatedFromAbove (a body root) or unregistered.
fn insertion_region(ctx: &Context, body: &Body, mut block: BlockId) -> RegionId {
    loop {
        let region = body.block_region(block);
        let Some(parent) = body.region_parent(region) else {
            return region;
        };
        if ctx.op_info(body.op_name(parent)).is_none() {
            return region;
        }
        match body.op_block(parent) {
            Some(b) => block = b,
            None => return region,
        }
    }
}

/// The dialect namespace of an op's dialect, interned.
fn dialect_of(ctx: &Context, body: &Body, op: OpId) -> Ident {
    ctx.ident(rmlir_ir::fold::dialect_namespace(
        ctx.op_name_str(body.op_name(op)),
    ))
}

impl Folder {
    /// A constant of `value` and type `ty` from dialect `dialect` usable in
    /// `block`: an existing one of the insertion region or a new one at the
    /// front of its entry block.  `None` when the dialect cannot make it.
    fn get_or_create(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        b: BodyIx,
        block: BlockId,
        key: (Ident, Attr, Type),
    ) -> Option<ValueId> {
        let (dialect, value, ty) = key;
        let region = insertion_region(ctx, body, block);
        let scope = self.scopes.entry((b, region)).or_default();
        if let Some(&op) = scope.get(&key) {
            return Some(body.result(op, 0));
        }
        let entry = body.entry_block(region)?;
        let ip = match body.first_op(entry) {
            Some(first) => InsertPoint::Before(first),
            None => InsertPoint::End(entry),
        };
        let loc = ctx.common().unknown_loc;
        let op = {
            let mut builder = Builder::new(body, ip);
            rmlir_ir::fold::materialize_constant(
                ctx,
                &mut builder,
                ctx.ident_str(dialect),
                value,
                ty,
                loc,
            )?
        };
        let made = dialect_of(ctx, body, op);
        if made != dialect {
            // The constant came out in another dialect: reuse that dialect's
            // existing constant if there is one.
            let other = (made, value, ty);
            if let Some(&existing) = scope.get(&other) {
                let _ = body.erase_op(op);
                scope.insert(key, existing);
                return Some(body.result(existing, 0));
            }
            scope.insert(other, op);
        }
        scope.insert(key, op);
        Some(body.result(op, 0))
    }
}

/// Replaces the uses of `value` by a constant when the analysis found it
/// constant; whether it did.
fn replace_with_constant(
    ctx: &Context,
    body: &mut Body,
    b: BodyIx,
    folder: &mut Folder,
    solution: &Solution,
    value: ValueId,
    block: BlockId,
) -> bool {
    let ConstantValue::Constant {
        value: attr,
        dialect_of,
    } = solution.value(ValueRef { body: b, value })
    else {
        return false;
    };
    let dialect = ctx.ident(rmlir_ir::fold::dialect_namespace(
        ctx.op_name_str(dialect_of),
    ));
    let ty = body.value_type(value);
    let Some(c) = folder.get_or_create(ctx, body, b, block, (dialect, attr, ty)) else {
        return false;
    };
    body.replace_all_uses(value, c);
    true
}

/// Pushes the blocks of `regions` (of body `b`) so that they pop in order.
fn push_blocks(body: &Body, b: BodyIx, regions: &[RegionId], worklist: &mut Vec<BlockRef>) {
    for &r in regions {
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        worklist.extend(
            blocks
                .into_iter()
                .rev()
                .map(|block| BlockRef { body: b, block }),
        );
    }
}

/// MLIR's SCCP rewrite: replace constant values and erase the ops that
/// become dead, block by block.
fn rewrite(ctx: &Context, root: &mut Body, solution: &Solution) {
    // Every body reachable in constant time while rewriting.
    let mut bodies = solution.tree.detach(root);
    let mut folder = Folder::default();
    let mut worklist: Vec<BlockRef> = Vec::new();
    let roots = bodies.body(BodyIx::ROOT).root_regions().to_vec();
    push_blocks(
        bodies.body(BodyIx::ROOT),
        BodyIx::ROOT,
        &roots,
        &mut worklist,
    );
    while let Some(bref) = worklist.pop() {
        let body = bodies.body_mut(bref.body);
        if !body.is_live_block(bref.block) {
            continue;
        }
        let mut pending: Vec<(BodyIx, Vec<RegionId>)> = Vec::new();
        let mut cur = body.first_op(bref.block);
        while let Some(op) = cur {
            cur = body.next_op(op);
            let results: Vec<ValueId> = body.results(op).collect();
            let mut replaced_all = !results.is_empty();
            for r in results {
                replaced_all &= replace_with_constant(
                    ctx,
                    body,
                    bref.body,
                    &mut folder,
                    solution,
                    r,
                    bref.block,
                );
            }
            if replaced_all
                && rmlir_ir::effects::would_be_trivially_dead(ctx, body, op)
                && body.erase_op(op).is_ok()
            {
                continue;
            }
            // The op's regions are processed after this block.
            let o = OpRef {
                body: bref.body,
                op,
            };
            let rb = solution.tree.regions_body(o);
            if rb == bref.body {
                pending.push((rb, body.op_regions(op).to_vec()));
            } else {
                pending.push((rb, Vec::new()));
            }
        }
        for (rb, regions) in pending {
            let b = bodies.body(rb);
            // An isolated op's regions are the root regions of its body.
            let regions = if rb == bref.body {
                regions
            } else {
                b.root_regions().to_vec()
            };
            push_blocks(b, rb, &regions, &mut worklist);
        }
        let body = bodies.body_mut(bref.body);
        let args = body.block_args(bref.block).to_vec();
        for a in args {
            replace_with_constant(ctx, body, bref.body, &mut folder, solution, a, bref.block);
        }
    }
}
