//! Canonicalizing the region branch ops left after the cleanup.
use super::World;
use rmlir_ir::body_tree::BodyIx;
use rmlir_ir::pattern::FrozenPatternSet;
use rmlir_ir::{Body, OpId, RegionId};

impl World<'_> {
    // ----- canonicalization ----------------------------------------------

    /// Applies `patterns` to the region branch ops, as MLIR's
    /// `applyOpPatternsGreedily` on them.
    pub(super) fn canonicalize(&mut self, patterns: &FrozenPatternSet) {
        let order = self.post_order();
        let mut per_body: Vec<(BodyIx, Vec<OpId>)> = Vec::new();
        for o in order {
            if self.region_branch(o).is_none() {
                continue;
            }
            match per_body.iter_mut().find(|(b, _)| *b == o.body) {
                Some((_, v)) => v.push(o.op),
                None => per_body.push((o.body, vec![o.op])),
            }
        }
        let single = per_body.len() == 1;
        for (b, ops) in per_body {
            let ctx = self.ctx;
            let body = self.body_mut(b);
            let scope = if single {
                common_region(body, &ops)
            } else {
                None
            };
            rmlir_rewrite::apply_op_patterns_greedily(
                ctx,
                body,
                patterns,
                &ops,
                scope,
                rmlir_rewrite::GreedyConfig::default(),
            );
        }
    }
}

/// The innermost region holding all of `ops` (`None`: the body's roots).
fn common_region(body: &Body, ops: &[OpId]) -> Option<RegionId> {
    let chain = |op: OpId| -> Vec<RegionId> {
        let mut out = Vec::new();
        let mut cur = Some(op);
        while let Some(o) = cur {
            let Some(block) = body.op_block(o) else { break };
            let r = body.block_region(block);
            out.push(r);
            cur = body.region_parent(r);
        }
        out
    };
    let mut common: Vec<RegionId> = chain(*ops.first()?);
    for &op in &ops[1..] {
        let c = chain(op);
        common.retain(|r| c.contains(r));
    }
    let first = *common.first()?;
    // A root region of the body is the whole body's scope.
    body.region_parent(first).map(|_| first)
}
