//! The IR section: ops, regions and blocks with their value, block and
//! table references, use-list orders (version 3) and nested IR sections for
//! isolated regions (version 2), as MLIR 22's `BytecodeWriter::writeOp`
//! writes them.

use rmlir_ir::{BlockId, Body, OpId, RegionId, ValueId};
use rustc_hash::FxHashMap;

use super::builtin::AttrKey;
use super::emit::Emitter;
use super::numbering::{body_key, regions_of, BodyNums, Numbering};
use crate::encoding::{
    op_mask, section, VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION, VERSION_LAZY_LOADING,
    VERSION_NATIVE_PROPERTIES, VERSION_USE_LIST_ORDERING,
};
use crate::properties::write_properties;

/// The properties section being collected: deduplicated entries, each its
/// size varint and bytes.
#[derive(Default)]
pub(crate) struct PropertiesTable {
    /// The entries in number order.
    pub entries: Vec<Box<[u8]>>,
    index: FxHashMap<Box<[u8]>, u32>,
    scratch: Vec<u8>,
}

impl PropertiesTable {
    fn insert(&mut self, raw: &[u8]) -> u64 {
        let mut entry = Vec::with_capacity(raw.len() + 2);
        crate::encoding::write_varint(&mut entry, raw.len() as u64);
        entry.extend_from_slice(raw);
        if let Some(&i) = self.index.get(entry.as_slice()) {
            return u64::from(i);
        }
        let i = self.entries.len() as u32;
        let entry: Box<[u8]> = entry.into();
        self.entries.push(entry.clone());
        self.index.insert(entry, i);
        u64::from(i)
    }
}

/// Writes the IR of one top-level op.
pub(crate) struct IrWriter<'n, 'c> {
    /// The numbering.
    pub n: &'n mut Numbering<'c>,
    /// The properties section.
    pub props: PropertiesTable,
    /// The first error (a required property missing).
    pub error: Option<(OpId, String)>,
}

impl IrWriter<'_, '_> {
    /// Writes `op` (in `body`) into `out`.
    pub fn op(&mut self, out: &mut Emitter, body: &Body, op: OpId) {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.op_inner(out, body, op));
    }

    fn op_inner(&mut self, out: &mut Emitter, body: &Body, op: OpId) {
        let version = self.n.version;
        let name = body.op_name(op);
        out.varint(self.n.op_name_number(name));
        let mask_at = out.buf.len();
        out.byte(0);
        let mut mask = 0u8;
        out.varint(self.n.attr_number(AttrKey::Loc(body.op_loc(op))));
        if let Some(dict) = self.n.op_dict(body, op) {
            mask |= op_mask::HAS_ATTRS;
            out.varint(self.n.attr_number(AttrKey::Attr(dict)));
        }
        if version >= VERSION_NATIVE_PROPERTIES {
            if let Some(id) = self.properties(body, op) {
                mask |= op_mask::HAS_PROPERTIES;
                out.varint(id);
            }
        }
        let nums = &self.n.bodies[&body_key(body)];
        let num_results = body.num_results(op);
        if num_results > 0 {
            mask |= op_mask::HAS_RESULTS;
            out.varint(num_results as u64);
            for r in body.results(op) {
                out.varint(self.n.type_number(body.value_type(r)));
            }
        }
        let num_operands = body.num_operands(op);
        if num_operands > 0 {
            mask |= op_mask::HAS_OPERANDS;
            out.varint(num_operands as u64);
            for v in body.operands(op) {
                out.varint(u64::from(nums.value_ids[v.index()]));
            }
        }
        let succs = body.successors(op);
        if !succs.is_empty() {
            mask |= op_mask::HAS_SUCCESSORS;
            out.varint(succs.len() as u64);
            for b in succs {
                out.varint(u64::from(nums.block_ids[b]));
            }
        }
        if version >= VERSION_USE_LIST_ORDERING {
            let results: Vec<ValueId> = body.results(op).collect();
            if use_list_orders(out, body, nums, &results) {
                mask |= op_mask::HAS_USE_LIST_ORDERS;
            }
        }
        let (rb, regions) = regions_of(body, op);
        if !regions.is_empty() {
            mask |= op_mask::HAS_INLINE_REGIONS;
        }
        out.buf[mask_at] = mask;
        if regions.is_empty() {
            return;
        }
        let isolated = self.n.is_isolated(body, op);
        out.varint_flag(regions.len() as u64, isolated);
        if isolated && version >= VERSION_LAZY_LOADING {
            let mut nested = Emitter::new();
            for &r in regions {
                self.region(&mut nested, rb, r);
            }
            out.section(section::IR, nested);
        } else {
            for &r in regions {
                self.region(out, rb, r);
            }
        }
    }

    fn properties(&mut self, body: &Body, op: OpId) -> Option<u64> {
        let ctx = self.n.ctx;
        let name = body.op_name(op);
        let props = body.properties(op);
        if ctx.op_info(name).is_none() {
            let p = props?;
            let mut raw = Vec::new();
            crate::encoding::write_varint(&mut raw, self.n.attr_number(AttrKey::of(ctx, p)));
            return Some(self.props.insert(&raw));
        }
        let layout = self.n.layout(name)?.clone();
        let mut raw = std::mem::take(&mut self.props.scratch);
        raw.clear();
        let n = &*self.n;
        let result = write_properties(ctx, &layout, n.version, props, &mut raw, &mut |a| {
            n.attr_number(AttrKey::of(ctx, a))
        });
        if let Err(e) = result {
            self.error.get_or_insert((op, e));
        }
        let id = self.props.insert(&raw);
        self.props.scratch = raw;
        Some(id)
    }

    fn region(&mut self, out: &mut Emitter, body: &Body, region: RegionId) {
        if body.region_is_empty(region) {
            out.varint(0);
            return;
        }
        let (blocks, values) = self.n.bodies[&body_key(body)].region_counts[&region];
        out.varint(u64::from(blocks));
        out.varint(u64::from(values));
        for block in body.region_blocks(region) {
            self.block(out, body, block);
        }
    }

    fn block(&mut self, out: &mut Emitter, body: &Body, block: BlockId) {
        let version = self.n.version;
        let args = body.block_args(block);
        let num_ops = body.block_ops(block).count();
        out.varint_flag(num_ops as u64, !args.is_empty());
        if !args.is_empty() {
            out.varint(args.len() as u64);
            let unknown = self.n.ctx.common().unknown_loc;
            for &a in args {
                let loc = body.value_loc(a).unwrap_or(unknown);
                let ty = self.n.type_number(body.value_type(a));
                if version >= VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                    out.varint_flag(ty, loc != unknown);
                    if loc != unknown {
                        out.varint(self.n.attr_number(AttrKey::Loc(loc)));
                    }
                } else {
                    out.varint(ty);
                    out.varint(self.n.attr_number(AttrKey::Loc(loc)));
                }
            }
            if version >= VERSION_USE_LIST_ORDERING {
                let mask_at = out.buf.len();
                out.byte(0);
                let nums = &self.n.bodies[&body_key(body)];
                if use_list_orders(out, body, nums, args) {
                    out.buf[mask_at] = op_mask::HAS_USE_LIST_ORDERS;
                }
            }
        }
        for op in body.block_ops(block) {
            self.op(out, body, op);
        }
    }
}

/// Writes the use-list orders of `values` that a reader, which prepends
/// each new use, would not reproduce; returns whether any was written.
fn use_list_orders(out: &mut Emitter, body: &Body, nums: &BodyNums, values: &[ValueId]) -> bool {
    let mut orders: Vec<(usize, Vec<u32>)> = Vec::new();
    for (i, &v) in values.iter().enumerate() {
        let mut uses = body.uses(v);
        let (Some(first), Some(_)) = (uses.next(), uses.next()) else {
            continue;
        };
        let _ = first;
        let mut pairs: Vec<(u32, u64)> = Vec::new();
        let mut ordered = true;
        let mut prev = u64::MAX;
        for (k, u) in body.uses(v).enumerate() {
            let id = (u64::from(nums.op_ids[u.owner.index()]) << 32)
                | body.use_operand_index(u.id) as u64;
            if k > 0 {
                ordered &= prev > id;
            }
            prev = id;
            pairs.push((k as u32, id));
        }
        if ordered {
            continue;
        }
        pairs.sort_by_key(|p| std::cmp::Reverse(p.1));
        orders.push((i, pairs.into_iter().map(|p| p.0).collect()));
    }
    if orders.is_empty() {
        return false;
    }
    // MLIR keeps them in a DenseMap<unsigned, ...>: iteration follows the
    // hash buckets, (index * 37) modulo the bucket count.
    let buckets = (orders.len() * 4 / 3 + 1).next_power_of_two().max(64) as u64;
    orders.sort_by_key(|(i, _)| (*i as u64).wrapping_mul(37) & (buckets - 1));
    if values.len() != 1 {
        out.varint(orders.len() as u64);
    }
    for (i, order) in &orders {
        let shuffled = order
            .iter()
            .enumerate()
            .filter(|(k, &v)| *k as u32 != v)
            .count();
        let pair_encoding = shuffled < order.len() / 2;
        if values.len() != 1 {
            out.varint(*i as u64);
        }
        if pair_encoding {
            out.varint_flag(shuffled as u64 * 2, true);
            for (k, &v) in order.iter().enumerate() {
                if k as u32 != v {
                    out.varint(u64::from(v));
                    out.varint(k as u64);
                }
            }
        } else {
            out.varint_flag(order.len() as u64, false);
            for &v in order {
                out.varint(u64::from(v));
            }
        }
    }
    true
}
