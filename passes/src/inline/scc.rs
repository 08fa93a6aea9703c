//! Processing one SCC: running the optimization pipelines on its
//! callables, collecting their calls and inlining them until nothing
//! changes.
use super::graph::UNKNOWN;
use super::Run;

use crate::manager::OpPassManager;
use rmlir_ir::body_tree::{BodyIx, OpRef};
use rmlir_ir::call::Callee;
use rmlir_ir::AttrData;
use rmlir_ir::{Body, OpId};

/// A call to inline: the call op, the node it is in and the node it calls.
#[derive(Clone, Debug)]
pub(super) struct ResolvedCall {
    pub(super) call: OpRef,
    pub(super) source: usize,
    pub(super) target: usize,
}

impl Run<'_, '_> {
    // ----- SCC processing -----

    pub(super) fn inline_scc(&mut self, root: &mut Body, scc: &mut Vec<usize>) -> bool {
        let mut iterations = 0u32;
        loop {
            if !self.optimize_scc(root, scc) {
                return false;
            }
            if !self.inline_calls_in_scc(root, scc) {
                break;
            }
            iterations += 1;
            if iterations >= self.pass.max_iterations {
                break;
            }
        }
        true
    }

    pub(super) fn optimize_scc(&mut self, root: &mut Body, scc: &[usize]) -> bool {
        let visit: Vec<usize> = scc
            .iter()
            .copied()
            .filter(|&n| n > UNKNOWN && !self.graph.has_children(n))
            .collect();
        for &n in &visit {
            let Some(op) = self.graph.nodes[n].op else {
                continue;
            };
            let Some(name) = self.tree.body(root, op.body).map(|b| b.op_name(op.op)) else {
                continue;
            };
            let name = self.ctx.op_name_str(name).to_string();
            if !self.pipelines.contains_key(&name) {
                let pm = self.make_pipeline(&name);
                self.pipelines.insert(name.clone(), pm);
            }
            let Some(Some(pm)) = self.pipelines.get(&name) else {
                continue;
            };
            let Some(parent) = self.tree.body_mut(root, op.body) else {
                continue;
            };
            let res = self.runner.run(self.ctx, pm, parent, op.op);
            self.diagnostics.extend(res.diagnostics);
            if res.failed {
                return false;
            }
        }
        for n in visit {
            self.recompute_uses(root, n);
        }
        true
    }

    /// The pipeline for callables named `name`: the first non-empty
    /// `op-pipelines` entry anchored on it, else the default pipeline.
    pub(super) fn make_pipeline(&mut self, name: &str) -> Option<OpPassManager> {
        if let Some(i) = self
            .pass
            .op_pipelines
            .iter()
            .position(|p| p.anchor == name && p.size() > 0)
        {
            let text = &self.pass.op_pipeline_texts[i];
            return crate::pipeline::parse_pipeline(&self.pass.registry, text).ok();
        }
        if self.pass.default_pipeline.is_empty() {
            return None;
        }
        let mut pm = OpPassManager::new(name);
        if let Err(e) =
            crate::pipeline::parse_into(&self.pass.registry, &self.pass.default_pipeline, &mut pm)
        {
            // MLIR reports the error on stderr and runs nothing.
            self.printed.push_str(&e.message);
            return Some(OpPassManager::new(name));
        }
        Some(pm)
    }

    /// Collects the calls in `blocks` (each the ops of a block, with the
    /// body it is in) whose callee is a node, in MLIR's worklist
    /// order: blocks last to first, the blocks of nested regions right after
    /// the block holding them.
    pub(super) fn collect_calls(
        &mut self,
        root: &Body,
        blocks: Vec<(BodyIx, Vec<OpId>)>,
        source: usize,
        traverse_nested: bool,
        out: &mut Vec<ResolvedCall>,
    ) {
        let mut work: Vec<(BodyIx, Vec<OpId>, usize)> =
            blocks.into_iter().map(|(p, b)| (p, b, source)).collect();
        while let Some((body, ops, node)) = work.pop() {
            for op in ops {
                let Some(b) = self.tree.body(root, body) else {
                    break;
                };
                if !b.is_live_op(op) {
                    continue;
                }
                let r = OpRef { body, op };
                if let Some(iface) = self.ctx.op_info(b.op_name(op)).and_then(|i| i.call) {
                    if let Some(Callee::Symbol(s)) = (iface.callee)(self.ctx, b, op) {
                        if matches!(self.ctx.attr_data(s), AttrData::SymbolRef { nested, .. } if !nested.is_empty())
                        {
                            continue;
                        }
                    }
                    let target = self.resolve_call(root, r);
                    if target > UNKNOWN {
                        out.push(ResolvedCall {
                            call: r,
                            source: node,
                            target,
                        });
                    }
                    continue;
                }
                let (inner, rb) = match b.nested_body(op) {
                    Some(nb) => (self.tree.add(r), nb),
                    None => (body, b),
                };
                for (i, &region) in b.op_regions(op).iter().enumerate() {
                    let nested = self.graph.lookup_region(r, i);
                    if traverse_nested || nested.is_none() {
                        for blk in rb.region_blocks(region) {
                            let ops = rb.block_ops(blk).collect();
                            work.push((inner, ops, nested.unwrap_or(node)));
                        }
                    }
                }
            }
        }
    }

    pub(super) fn inline_calls_in_scc(&mut self, root: &mut Body, scc: &mut Vec<usize>) -> bool {
        let mut calls: Vec<ResolvedCall> = Vec::new();
        let mut dead: Vec<usize> = Vec::new();
        for &n in scc.iter() {
            if n <= UNKNOWN {
                continue;
            }
            if self.is_dead(n) {
                if !dead.contains(&n) {
                    dead.push(n);
                }
                continue;
            }
            let Some(op) = self.graph.nodes[n].op else {
                continue;
            };
            let inner = self.tree.add(op);
            let Some(b) = self.tree.body(root, inner) else {
                continue;
            };
            let Some(&region) = b.root_regions().get(self.graph.nodes[n].region) else {
                continue;
            };
            let blocks: Vec<(BodyIx, Vec<OpId>)> = b
                .region_blocks(region)
                .map(|blk| (inner, b.block_ops(blk).collect()))
                .collect();
            self.collect_calls(root, blocks, n, false, &mut calls);
        }
        let mut history: Vec<(usize, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let it = calls[i].clone();
            let hid = call_history[i];
            i += 1;
            if dead.contains(&it.source) {
                continue;
            }
            let mut in_history = false;
            let mut h = hid;
            while let Some(x) = h {
                if history[x].0 == it.target {
                    in_history = true;
                    break;
                }
                h = history[x].1;
            }
            if in_history || !self.should_inline(root, &it) {
                continue;
            }
            let prev = calls.len();
            let in_place = self.has_one_use_and_discardable(it.target);
            if !self.inline_call(root, &it, !in_place, &mut calls) {
                continue;
            }
            inlined_any = true;
            let new_hid = history.len();
            history.push((it.target, hid));
            for _ in prev..calls.len() {
                call_history.push(Some(new_hid));
            }
            self.drop_call_uses(root, it.source, it.call);
            self.merge_uses_after_inlining(it.target, it.source);
            if let Some(b) = self.tree.body_mut(root, it.call.body) {
                let _ = b.erase_op(it.call.op);
            }
            if in_place {
                self.erase_node_uses(it.target);
                if !dead.contains(&it.target) {
                    dead.push(it.target);
                }
            }
        }
        for n in dead {
            scc.retain(|&x| x != n);
            if !self.dead.contains(&n) {
                self.dead.push(n);
            }
        }
        inlined_any
    }
}
