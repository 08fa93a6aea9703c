//! Inlining one call: cloning the callee's region at the call, remapping
//! locations and splicing the blocks into the caller.
use super::scc::ResolvedCall;
use super::Run;

use rmlir_ir::body_tree::BodyIx;
use rmlir_ir::call::{clone_region_into, inliner_for, remap_locations, CrossMapping};
use rmlir_ir::walk::{walk_regions, WalkControl, WalkEvent};
use rmlir_ir::{Body, Context, OpId, ValueId};
use rmlir_ir::{Loc, LocData};
use rustc_hash::FxHashMap;

impl Run<'_, '_> {
    /// `inlineCall`: inlines the callee of `it` at the call; new calls in
    /// the inlined blocks are appended to `calls`. The call op is left for
    /// the caller to erase. Returns false, changing nothing, when the call
    /// cannot be inlined.
    pub(super) fn inline_call(
        &mut self,
        root: &mut Body,
        it: &ResolvedCall,
        clone: bool,
        calls: &mut Vec<ResolvedCall>,
    ) -> bool {
        let ctx = self.ctx;
        let Some(target) = self.graph.nodes[it.target].op else {
            return false;
        };
        let region_index = self.graph.nodes[it.target].region;
        // ---- checks, on the IR as it is ----
        {
            let r: &Body = root;
            let target_body = self.tree.add(target);
            let (Some(cb), Some(fparent), Some(fb)) = (
                self.tree.body(r, it.call.body),
                self.tree.body(r, target.body),
                self.tree.body(r, target_body),
            ) else {
                return false;
            };
            let Some(&src_region) = fb.root_regions().get(region_index) else {
                return false;
            };
            let Some(entry) = fb.entry_block(src_region) else {
                return false;
            };
            let Some(call_iface) = ctx.op_info(cb.op_name(it.call.op)).and_then(|i| i.call) else {
                return false;
            };
            let Some(callable_iface) = ctx
                .op_info(fparent.op_name(target.op))
                .and_then(|i| i.callable)
            else {
                return false;
            };
            let args: Vec<ValueId> = (call_iface.arg_operands)(ctx, cb, it.call.op)
                .map(|i| cb.operand(it.call.op, i))
                .collect();
            let result_types = (callable_iface.result_types)(ctx, fparent, target.op);
            let entry_args = fb.block_args(entry);
            if args.len() != entry_args.len() || cb.num_results(it.call.op) != result_types.len() {
                return false;
            }
            // No dialect here materializes call conversions: types must match.
            if args
                .iter()
                .zip(entry_args)
                .any(|(&a, &e)| cb.value_type(a) != fb.value_type(e))
                || cb
                    .results(it.call.op)
                    .zip(&result_types)
                    .any(|(v, &t)| cb.value_type(v) != t)
            {
                return false;
            }
            let call_legal = inliner_for(ctx, cb.op_name(it.call.op))
                .and_then(|i| i.call_legal)
                .is_some_and(|f| f(ctx, cb, it.call.op, fparent, target.op, clone));
            if !call_legal {
                return false;
            }
            // The region the call is in, through its parent op's dialect.
            let parent = self.parent_of(r, it.call).flatten();
            let Some(parent_name) = self.op_handle_name(r, parent) else {
                return false;
            };
            let region_legal = inliner_for(ctx, parent_name)
                .and_then(|i| i.region_legal)
                .is_some_and(|f| f(ctx, parent_name, clone));
            if !region_legal {
                return false;
            }
            let mut legal = true;
            walk_regions(fb, &[src_region], true, &mut |b, o, ev| {
                if ev == WalkEvent::Post {
                    return WalkControl::Advance;
                }
                let iface = inliner_for(ctx, b.op_name(o));
                if !iface
                    .and_then(|i| i.op_legal)
                    .is_some_and(|f| f(ctx, b, o, clone))
                {
                    legal = false;
                    return WalkControl::Interrupt;
                }
                let recurse = iface
                    .and_then(|i| i.analyze_recursively)
                    .is_none_or(|f| f(ctx, b, o));
                if recurse {
                    WalkControl::Advance
                } else {
                    WalkControl::Skip
                }
            });
            if !legal {
                return false;
            }
        }
        // ---- the rewrite ----
        let Some(fparent) = self.tree.body_mut(root, target.body) else {
            return false;
        };
        let Some(callee_body) = fparent.take_nested_body(target.op) else {
            return false;
        };
        let new_blocks = {
            let Some(cb) = self.tree.body_mut(root, it.call.body) else {
                if let Some(p) = self.tree.body_mut(root, target.body) {
                    p.put_nested_body(target.op, callee_body);
                }
                return false;
            };
            let result_types: Vec<rmlir_ir::Type> =
                cb.results(it.call.op).map(|v| cb.value_type(v)).collect();
            splice_callee(
                ctx,
                cb,
                it.call.op,
                &callee_body,
                region_index,
                &result_types,
            )
        };
        if let Some(p) = self.tree.body_mut(root, target.body) {
            p.put_nested_body(target.op, callee_body);
        }
        // Calls in the inlined code (MLIR's processInlinedBlocks, run before
        // the terminators are handled: the blocks are the same).
        let blocks: Vec<(BodyIx, Vec<OpId>)> = new_blocks
            .into_iter()
            .map(|ops| (it.call.body, ops))
            .collect();
        self.collect_calls(root, blocks, it.source, true, calls);
        true
    }
}

/// Clones the callable region of `callee` (region `region_index` of its
/// root regions) at `call` in `body`, maps the entry arguments to the call's
/// operands, remaps locations under the call's location, handles the
/// terminators and splices the entry block into the call's block. Returns
/// the ops of each inlined block as cloned, before the terminators are
/// handled and the blocks merged (where MLIR collects the new calls).
pub(super) fn splice_callee(
    ctx: &Context,
    body: &mut Body,
    call: OpId,
    callee: &Body,
    region_index: usize,
    result_types: &[rmlir_ir::Type],
) -> Vec<Vec<OpId>> {
    let src_region = callee.root_regions()[region_index];
    let Some(entry) = callee.entry_block(src_region) else {
        return Vec::new();
    };
    let call_iface = ctx.op_info(body.op_name(call)).and_then(|i| i.call);
    let args: Vec<ValueId> = match call_iface {
        Some(ci) => (ci.arg_operands)(ctx, body, call)
            .map(|i| body.operand(call, i))
            .collect(),
        None => Vec::new(),
    };
    let mut map = CrossMapping::default();
    for (&a, v) in callee.block_args(entry).iter().zip(args) {
        map.values.insert(a, v);
    }
    let Some(inline_block) = body.op_block(call) else {
        return Vec::new();
    };
    let region = body.block_region(inline_block);
    // Split the block after the call.
    let post = body.create_block_before(region, body.next_block(inline_block));
    let mut rest = Vec::new();
    let mut o = body.next_op(call);
    while let Some(x) = o {
        o = body.next_op(x);
        rest.push(x);
    }
    for x in rest {
        body.move_op_to_end(x, post);
    }
    let new_blocks = clone_region_into(callee, src_region, body, region, Some(post), &mut map);
    // Locations: callsite(callee at caller).
    let call_loc = body.op_loc(call);
    if !matches!(ctx.loc_data(call_loc), LocData::Unknown) {
        let mut cache: FxHashMap<Loc, Loc> = FxHashMap::default();
        remap_locations(body, &new_blocks, &mut |l| {
            *cache
                .entry(l)
                .or_insert_with(|| stack_locations(ctx, l, call_loc))
        });
    }
    let inlined: Vec<Vec<OpId>> = new_blocks
        .iter()
        .map(|&b| body.block_ops(b).collect())
        .collect();
    let results: Vec<ValueId> = body.results(call).collect();
    let Some(&first) = new_blocks.first() else {
        return inlined;
    };
    if new_blocks.len() == 1 {
        if let Some(term) = body.last_op(first) {
            if let Some(f) = inliner_for(ctx, body.op_name(term)).and_then(|i| i.terminator_values)
            {
                f(ctx, body, term, &results);
            }
            let _ = body.erase_op(term);
        }
        let ops: Vec<OpId> = body.block_ops(post).collect();
        for x in ops {
            body.move_op_to_end(x, first);
        }
        body.erase_block(post);
    } else {
        for (i, &r) in results.iter().enumerate() {
            let a = body.add_block_arg(post, result_types[i], Some(call_loc));
            body.replace_all_uses(r, a);
        }
        for &b in &new_blocks {
            if let Some(term) = body.last_op(b) {
                if let Some(f) =
                    inliner_for(ctx, body.op_name(term)).and_then(|i| i.terminator_to_block)
                {
                    f(ctx, body, term, post);
                }
            }
        }
    }
    let ops: Vec<OpId> = body.block_ops(first).collect();
    for x in ops {
        body.move_op_to_end(x, inline_block);
    }
    body.erase_block(first);
    inlined
}

/// MLIR's `stackLocations`: `callsite(callee at caller)`, appending the
/// caller at the end of an existing chain of call sites.
pub(super) fn stack_locations(ctx: &Context, callee: Loc, caller: Loc) -> Loc {
    let mut chain = Vec::new();
    let mut last = callee;
    while let LocData::CallSite {
        callee: c,
        caller: next,
    } = ctx.loc_data(last)
    {
        chain.push(*c);
        last = *next;
    }
    let mut loc = ctx.intern_loc(LocData::CallSite {
        callee: last,
        caller,
    });
    for c in chain.into_iter().rev() {
        loc = ctx.intern_loc(LocData::CallSite {
            callee: c,
            caller: loc,
        });
    }
    loc
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn callsite_locations_stack() {
        let ctx = Context::new();
        let f = |l: u32| ctx.file_loc(ctx.ident("f"), l, 1);
        let (a, b, c) = (f(1), f(2), f(3));
        let ab = stack_locations(&ctx, a, b);
        assert_eq!(
            ctx.loc_data(ab),
            &LocData::CallSite {
                callee: a,
                caller: b
            }
        );
        // callsite(a at b) inlined at c: callsite(a at callsite(b at c)).
        let abc = stack_locations(&ctx, ab, c);
        let bc = ctx.intern_loc(LocData::CallSite {
            callee: b,
            caller: c,
        });
        assert_eq!(
            ctx.loc_data(abc),
            &LocData::CallSite {
                callee: a,
                caller: bc
            }
        );
    }
}
