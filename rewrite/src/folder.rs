//! Constant deduplication and hoisting (MLIR's `OperationFolder` as the
//! greedy driver uses it while filling its worklist).
//!
//! The first constant seen for a (kind, value, type) becomes the unique one
//! of its region (the outermost region of the body being rewritten, i.e.
//! the region of the enclosing IsolatedFromAbove op) and is moved to the
//! start of that region's entry block unless it directly follows another
//! unique constant there (its location becomes unknown when it comes from
//! another block); later equal constants are replaced by it, and the kept
//! constant's location becomes unknown, as in MLIR.

use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::Attr;
use rmlir_ir::OpName;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId, RegionId};
use rustc_hash::{FxHashMap, FxHashSet};

/// Unique constants per insertion region.
#[derive(Default)]
pub struct ConstantFolder {
    scopes: FxHashMap<RegionId, FxHashMap<(OpName, Attr, Type), OpId>>,
    owned: FxHashSet<OpId>,
}

/// The region constants in `region` are hoisted to: the outermost region
/// of the body, or the region of the nearest unregistered ancestor (which
/// might be IsolatedFromAbove, as MLIR's `mightHaveTrait` assumes).
fn insertion_region(ctx: &rmlir_ir::Context, body: &Body, mut region: RegionId) -> RegionId {
    while let Some(p) = body.region_parent(region) {
        if ctx.op_info(body.op_name(p)).is_none() {
            break;
        }
        match body.op_block(p) {
            Some(b) => region = body.block_region(b),
            None => break,
        }
    }
    region
}

impl ConstantFolder {
    /// Records constant `op` (of value `value`): returns false when it was
    /// replaced by an equal unique constant, true when it is (now) unique.
    pub fn insert_known_constant(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        value: Attr,
    ) -> bool {
        let unknown = rw.ctx.common().unknown_loc;
        let Some(block) = rw.body().op_block(op) else {
            return true;
        };
        if self.owned.contains(&op) {
            let first = rw.body().first_op(block);
            let prev_owned = rw
                .body()
                .prev_op(op)
                .is_some_and(|p| self.owned.contains(&p));
            if first != Some(op) && !prev_owned {
                if let Some(f) = first {
                    rw.body_mut_unnotified().move_op_before(op, f);
                    rw.body_mut_unnotified().set_op_loc(op, unknown);
                }
            }
            return true;
        }
        let region = insertion_region(rw.ctx, rw.body(), rw.body().block_region(block));
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let key = (rw.body().op_name(op), value, ty);
        if let Some(&existing) = self.scopes.get(&region).and_then(|m| m.get(&key)) {
            let v = rw.body().result(existing, 0);
            rw.replace_op(op, &[v]);
            rw.body_mut_unnotified().set_op_loc(existing, unknown);
            return false;
        }
        let Some(insert_block) = rw.body().entry_block(region) else {
            return true;
        };
        let first = rw.body().first_op(insert_block);
        let prev_owned = rw
            .body()
            .prev_op(op)
            .is_some_and(|p| self.owned.contains(&p));
        // MLIR moves the constant to the front of the insertion block; its
        // location is erased only when it comes from another block.
        if let Some(f) = first {
            if block != insert_block {
                rw.body_mut_unnotified().move_op_before(op, f);
                rw.body_mut_unnotified().set_op_loc(op, unknown);
            } else if f != op && !prev_owned {
                rw.body_mut_unnotified().move_op_before(op, f);
            }
        }
        self.scopes.entry(region).or_default().insert(key, op);
        self.owned.insert(op);
        true
    }
}
