//! `strip-debuginfo`: every location becomes `loc(unknown)`.

use crate::pass::{Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use rmlir_ir::{Body, Loc};

/// Registration of `strip-debuginfo`.
pub const INFO: PassInfo = PassInfo {
    argument: "strip-debuginfo",
    name: "StripDebugInfo",
    summary: "Strip debug info from all operations",
    options: &[],
    anchor: None,
    statistics: &[],
    create: |_: &PassOptions, _: &PassRegistry| Box::new(StripDebugInfo),
};

/// The `strip-debuginfo` pass.
pub struct StripDebugInfo;

fn strip_body(body: &mut Body, unknown: Loc) {
    let regions = body.root_regions().to_vec();
    let mut ops = Vec::new();
    for r in regions {
        rmlir_ir::walk::walk_regions(body, &[r], false, &mut |_, o, ev| {
            if ev == rmlir_ir::walk::WalkEvent::Pre {
                ops.push(o);
            }
            rmlir_ir::walk::WalkControl::Advance
        });
    }
    for &o in &ops {
        body.set_op_loc(o, unknown);
        let regions = body.op_regions(o).to_vec();
        if let Some(mut nb) = body.take_nested_body(o) {
            strip_body(&mut nb, unknown);
            body.put_nested_body(o, nb);
            continue;
        }
        strip_blocks(body, &regions, unknown);
    }
    let roots = body.root_regions().to_vec();
    strip_blocks(body, &roots, unknown);
}

fn strip_blocks(body: &mut Body, regions: &[rmlir_ir::RegionId], unknown: Loc) {
    for &r in regions {
        let blocks: Vec<_> = body.region_blocks(r).collect();
        for b in blocks {
            let args = body.block_args(b).to_vec();
            for a in args {
                body.set_value_loc(a, Some(unknown));
            }
        }
    }
}

impl Pass for StripDebugInfo {
    fn run(&self, cx: &mut PassContext<'_>) {
        let unknown = cx.ctx.common().unknown_loc;
        cx.op.loc = unknown;
        strip_body(&mut cx.op.body, unknown);
    }
}
