//! SSA value and block numbering, as MLIR 22's printer assigns it.
//!
//! Regions are numbered from a LIFO worklist: a region's own blocks and ops
//! first, then the regions of its ops, last pushed first. In the generic form
//! the counters run on across the whole op (unique IDs); in the custom form
//! each region restarts from the counters its parent region had when it was
//! pushed.

use crate::body::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use crate::context::Context;
use rustc_hash::FxHashMap;
use std::fmt::Write;

const NONE: u32 = u32::MAX;
const ARG_FLAG: u32 = 1 << 31;

#[derive(Default)]
struct BodyNames {
    values: Vec<u32>,
    blocks: Vec<u32>,
    preds: FxHashMap<BlockId, Vec<BlockId>>,
}

/// Names of the values and blocks of one printed op tree.
#[derive(Default)]
pub(crate) struct Names {
    bodies: FxHashMap<*const Body, BodyNames>,
}

#[derive(Clone, Copy)]
struct Counters {
    value: u32,
    arg: u32,
}

impl Names {
    /// Numbers everything nested in `op`.
    pub(crate) fn compute(_ctx: &Context, body: &Body, op: OpId, generic: bool) -> Names {
        let mut names = Names::default();
        let mut c = Counters { value: 0, arg: 0 };
        names.number_op(body, op, &mut c);
        let mut stack: Vec<(&Body, RegionId, Counters)> = Vec::new();
        let rb = body.regions_body(op);
        for &r in body.op_regions(op) {
            stack.push((rb, r, c));
        }
        while let Some((b, r, saved)) = stack.pop() {
            if !generic {
                c = saved;
            }
            for (bi, blk) in b.region_blocks(r).enumerate() {
                let is_entry = bi == 0;
                let table = names.table(b);
                table.blocks[blk.index()] = bi as u32;
                for &a in b.block_args(blk) {
                    let id = if is_entry {
                        c.arg += 1;
                        (c.arg - 1) | ARG_FLAG
                    } else {
                        c.value += 1;
                        c.value - 1
                    };
                    names.table(b).values[a.index()] = id;
                }
                for o in b.block_ops(blk) {
                    names.number_op(b, o, &mut c);
                }
            }
            for blk in b.region_blocks(r) {
                for o in b.block_ops(blk) {
                    let orb = b.regions_body(o);
                    for &nr in b.op_regions(o) {
                        stack.push((orb, nr, c));
                    }
                }
            }
        }
        names
    }

    fn table(&mut self, b: &Body) -> &mut BodyNames {
        self.bodies.entry(b as *const Body).or_insert_with(|| {
            let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
            for (i, o) in b.ops.iter().enumerate() {
                if o.alive && !o.successors.is_empty() {
                    if let Some(src) = b.op_block(OpId(i as u32)) {
                        for &s in &o.successors {
                            preds.entry(s).or_default().push(src);
                        }
                    }
                }
            }
            BodyNames {
                values: vec![NONE; b.values.len()],
                blocks: vec![NONE; b.blocks.len()],
                preds,
            }
        })
    }

    fn number_op(&mut self, b: &Body, op: OpId, c: &mut Counters) {
        if b.num_results(op) > 0 {
            let first = b.result(op, 0);
            self.table(b).values[first.index()] = c.value;
            c.value += 1;
        }
    }

    /// Writes `%N`, `%N#i` or `%argN` for a use.
    pub(crate) fn write_value(&self, out: &mut String, b: &Body, v: ValueId) {
        self.write_value_impl(out, b, v, true)
    }

    /// Writes the name an op's results are defined with (`%N`, no `#i`).
    pub(crate) fn write_result_group(&self, out: &mut String, b: &Body, v: ValueId) {
        self.write_value_impl(out, b, v, false)
    }

    fn write_value_impl(&self, out: &mut String, b: &Body, v: ValueId, with_number: bool) {
        let table = self.bodies.get(&(b as *const Body));
        let (key, suffix) = match b.value_def(v) {
            ValueDef::Result { op, index } if b.num_results(op) > 1 => {
                (b.result(op, 0), with_number.then_some(index))
            }
            _ => (v, None),
        };
        let id = table
            .and_then(|t| t.values.get(key.index()).copied())
            .unwrap_or(NONE);
        if id == NONE {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        if id & ARG_FLAG != 0 {
            out.push_str("%arg");
            push_u32(out, id & !ARG_FLAG);
        } else {
            out.push('%');
            push_u32(out, id);
        }
        if let Some(i) = suffix {
            out.push('#');
            push_u32(out, i);
        }
    }

    /// Writes `^bbN`.
    pub(crate) fn write_block(&self, out: &mut String, b: &Body, blk: BlockId) {
        let n = self.block_number(b, blk);
        if n == NONE {
            out.push_str("^INVALIDBLOCK");
        } else {
            let _ = write!(out, "^bb{n}");
        }
    }

    /// Number of a block within its region.
    pub(crate) fn block_number(&self, b: &Body, blk: BlockId) -> u32 {
        self.bodies
            .get(&(b as *const Body))
            .and_then(|t| t.blocks.get(blk.index()).copied())
            .unwrap_or(NONE)
    }

    /// Predecessor blocks (one entry per successor reference).
    pub(crate) fn predecessors(&self, b: &Body, blk: BlockId) -> Vec<BlockId> {
        self.bodies
            .get(&(b as *const Body))
            .and_then(|t| t.preds.get(&blk).cloned())
            .unwrap_or_default()
    }
}

/// Appends the decimal digits of `v` (faster than `write!` on hot paths).
pub(crate) fn push_u32(out: &mut String, mut v: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    for &b in &buf[i..] {
        out.push(b as char);
    }
}
