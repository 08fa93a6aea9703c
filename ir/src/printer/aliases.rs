//! Location aliases (`#loc`, `#loc1`, ...) as MLIR 22 assigns them.
//!
//! Locations are collected in print order (an op's location before its
//! regions, block argument locations before the block's ops). Aliases are
//! numbered by nesting depth first (locations without aliased children first),
//! then by first use. Aliases of block argument locations cannot be deferred
//! and are printed before the top-level op; the others after it.

use super::PrintOptions;
use crate::attrs::{Loc, LocData};
use crate::body::{BlockId, Body, OpId};
use crate::context::Context;
use rustc_hash::FxHashMap;

struct Entry {
    depth: u32,
    deferrable: bool,
    order: usize,
    name: String,
}

/// Alias table for one print.
#[derive(Default)]
pub(crate) struct Aliases {
    locs: FxHashMap<Loc, Entry>,
    ordered: Vec<Loc>,
}

impl Aliases {
    /// Collects the aliases used when printing `op`.
    pub(crate) fn compute(ctx: &Context, body: &Body, op: OpId, opts: &PrintOptions) -> Aliases {
        let mut a = Aliases::default();
        if !opts.debug_info {
            return a;
        }
        // Print order: an op's location, then for each block of its regions
        // the block arguments' locations, then the block's ops.
        enum Work<'b> {
            Op(&'b Body, OpId),
            Block(&'b Body, BlockId),
        }
        let mut stack = vec![Work::Op(body, op)];
        while let Some(w) = stack.pop() {
            match w {
                Work::Op(b, o) => {
                    a.visit(ctx, b.op_loc(o), true);
                    let rb = b.regions_body(o);
                    for &r in b.op_regions(o).iter().rev() {
                        let blocks: Vec<BlockId> = rb.region_blocks(r).collect();
                        stack.extend(blocks.into_iter().rev().map(|blk| Work::Block(rb, blk)));
                    }
                }
                Work::Block(b, blk) => {
                    for &arg in b.block_args(blk) {
                        if let Some(l) = b.value_loc(arg) {
                            a.visit(ctx, l, false);
                        }
                    }
                    let ops: Vec<OpId> = b.block_ops(blk).collect();
                    stack.extend(ops.into_iter().rev().map(|o| Work::Op(b, o)));
                }
            }
        }
        a.assign_names();
        a
    }

    fn visit(&mut self, ctx: &Context, loc: Loc, deferrable: bool) -> u32 {
        if let Some(e) = self.locs.get_mut(&loc) {
            if !deferrable && e.deferrable {
                e.deferrable = false;
                // Children can no longer be deferred either.
                for c in children(ctx, loc) {
                    self.visit(ctx, c, false);
                }
            }
            return self.locs[&loc].depth;
        }
        let order = self.ordered.len();
        self.locs.insert(
            loc,
            Entry {
                depth: 0,
                deferrable,
                order,
                name: String::new(),
            },
        );
        self.ordered.push(loc);
        let mut depth = 0;
        for c in children(ctx, loc) {
            if matches!(ctx.loc_data(c), LocData::Unknown) {
                continue;
            }
            depth = depth.max(self.visit(ctx, c, deferrable) + 1);
        }
        if let Some(e) = self.locs.get_mut(&loc) {
            e.depth = depth;
        }
        depth
    }

    fn assign_names(&mut self) {
        let mut order: Vec<Loc> = self.ordered.clone();
        order.sort_by_key(|l| {
            let e = &self.locs[l];
            (e.depth, e.order)
        });
        for (i, l) in order.iter().enumerate() {
            let name = if i == 0 {
                "#loc".to_string()
            } else {
                format!("#loc{i}")
            };
            if let Some(e) = self.locs.get_mut(l) {
                e.name = name;
            }
        }
        self.ordered = order;
    }

    /// The alias of a location, if it has one.
    pub(crate) fn loc_alias(&self, loc: Loc) -> Option<&str> {
        self.locs.get(&loc).map(|e| e.name.as_str())
    }

    /// Alias definitions to print before (`deferred = false`) or after the op.
    pub(crate) fn defs(&self, deferred: bool) -> impl Iterator<Item = (String, Loc)> + '_ {
        self.ordered
            .iter()
            .filter(move |l| self.locs[l].deferrable == deferred)
            .map(|l| (self.locs[l].name.clone(), *l))
    }
}

fn children(ctx: &Context, loc: Loc) -> Vec<Loc> {
    match ctx.loc_data(loc) {
        LocData::Name { child, .. } => vec![*child],
        LocData::CallSite { callee, caller } => vec![*callee, *caller],
        LocData::Fused { locs, .. } => locs.to_vec(),
        _ => vec![],
    }
}
