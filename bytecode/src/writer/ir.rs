//! The IR section: ops, regions and blocks with their value, block and
//! table references, use-list orders (version 3) and nested IR sections for
//! isolated regions (version 2), as MLIR 22's `BytecodeWriter::writeOp`
//! writes them.

use rmlir_ir::{BlockId, Body, OpId, RegionId, ValueId};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

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
}

impl PropertiesTable {
    /// The number of the entry holding `raw`, adding it if new.
    pub fn insert(&mut self, raw: &[u8]) -> u32 {
        let mut entry = Vec::with_capacity(raw.len() + 2);
        crate::encoding::write_varint(&mut entry, raw.len() as u64);
        entry.extend_from_slice(raw);
        self.insert_entry(entry.into())
    }

    /// The number of `entry` (size varint and bytes), adding it if new.
    fn insert_entry(&mut self, entry: Box<[u8]>) -> u32 {
        if let Some(&i) = self.index.get(&entry) {
            return i;
        }
        let i = self.entries.len() as u32;
        self.entries.push(entry.clone());
        self.index.insert(entry, i);
        i
    }
}

/// Whether `op` gets a properties entry (version 5 and later): an
/// unregistered op with properties, or a registered op whose properties
/// have a layout.
fn has_properties_entry(n: &Numbering<'_>, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    if n.ctx.op_info(name).is_none() {
        body.properties(op).is_some()
    } else {
        n.cached_layout(name).is_some()
    }
}

/// The raw bytes of `op`'s properties entry into `raw` (cleared first), or
/// `false` when it has none. A required property missing gives its error
/// (the entry is then incomplete).
fn raw_properties(
    n: &Numbering<'_>,
    body: &Body,
    op: OpId,
    raw: &mut Vec<u8>,
    error: &mut Option<String>,
) -> bool {
    if !has_properties_entry(n, body, op) {
        return false;
    }
    raw.clear();
    let ctx = n.ctx;
    let name = body.op_name(op);
    let props = body.properties(op);
    let Some(layout) = n.cached_layout(name) else {
        let p = props.expect("an unregistered op with an entry has properties");
        crate::encoding::write_varint(raw, n.attr_number(AttrKey::of(ctx, p)));
        return true;
    };
    let result = write_properties(ctx, layout, n.version, props, raw, &mut |a| {
        n.attr_number(AttrKey::of(ctx, a))
    });
    if let Err(e) = result {
        error.get_or_insert(e);
    }
    true
}

/// The properties entries of one isolated op's regions, numbered locally
/// in writing order: the entries and the local number of each op that has
/// one, in writing order.
#[derive(Default)]
pub(crate) struct LocalProperties {
    table: PropertiesTable,
    /// Local entry numbers in writing order (global ones once merged).
    ids: Vec<u32>,
    /// The first error met.
    error: Option<String>,
}

/// Collects the properties entries of every op inside `op`'s regions (not
/// of `op` itself), in the order the IR writer meets them.
fn local_properties(n: &Numbering<'_>, body: &Body, op: OpId) -> LocalProperties {
    let mut local = LocalProperties::default();
    if n.version < VERSION_NATIVE_PROPERTIES {
        return local;
    }
    let mut raw = Vec::new();
    // Pre-order: an op, then the ops of its regions.
    let mut stack: Vec<(&Body, OpId)> = Vec::new();
    push_children(body, op, &mut stack);
    while let Some((b, o)) = stack.pop() {
        if raw_properties(n, b, o, &mut raw, &mut local.error) {
            let id = local.table.insert(&raw);
            local.ids.push(id);
        }
        push_children(b, o, &mut stack);
    }
    local
}

/// Pushes the ops of `op`'s regions so that the first pops first.
fn push_children<'b>(body: &'b Body, op: OpId, stack: &mut Vec<(&'b Body, OpId)>) {
    let (rb, regions) = regions_of(body, op);
    let at = stack.len();
    for &r in regions {
        for block in rb.region_blocks(r) {
            stack.extend(rb.block_ops(block).map(|o| (rb, o)));
        }
    }
    stack[at..].reverse();
}

/// Writes the IR section of the top-level op `op` of `body`, encoding the
/// regions of the isolated ops directly inside it (functions in a module)
/// in parallel on the rayon pool; the bytes do not depend on the thread
/// count. Returns the section's contents and the properties table, or the
/// first error (a required property missing) in writing order.
pub(crate) fn write_ir(
    n: &Numbering<'_>,
    body: &Body,
    op: OpId,
) -> Result<(Emitter, PropertiesTable), String> {
    use rayon::prelude::*;
    // The isolated ops directly inside the top-level op.
    let (rb, regions) = regions_of(body, op);
    let mut chunk_ops: Vec<OpId> = Vec::new();
    for &r in regions {
        for block in rb.region_blocks(r) {
            chunk_ops.extend(
                rb.block_ops(block)
                    .filter(|&o| !regions_of(rb, o).1.is_empty() && n.is_isolated(rb, o)),
            );
        }
    }
    // Their properties entries, numbered per op in parallel, then merged
    // in writing order into the file's table.
    let mut locals: Vec<LocalProperties> = chunk_ops
        .par_iter()
        .map(|&o| local_properties(n, rb, o))
        .collect();
    let mut props = PropertiesTable::default();
    let mut error: Option<String> = None;
    let chunk_index: FxHashMap<OpId, usize> =
        chunk_ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    if n.version >= VERSION_NATIVE_PROPERTIES {
        let mut raw = Vec::new();
        let mut stack: Vec<(&Body, OpId)> = vec![(body, op)];
        while let Some((b, o)) = stack.pop() {
            if raw_properties(n, b, o, &mut raw, &mut error) {
                props.insert(&raw);
            }
            let chunk = std::ptr::eq(b, rb).then(|| chunk_index.get(&o)).flatten();
            match chunk {
                Some(&i) => {
                    let local = &mut locals[i];
                    if let Some(e) = local.error.take() {
                        error.get_or_insert(e);
                    }
                    let global: Vec<u32> = std::mem::take(&mut local.table.entries)
                        .into_iter()
                        .map(|e| props.insert_entry(e))
                        .collect();
                    for id in &mut local.ids {
                        *id = global[*id as usize];
                    }
                }
                None => push_children(b, o, &mut stack),
            }
        }
    }
    if let Some(e) = error {
        return Err(e);
    }
    // The regions of each isolated op, encoded in parallel.
    let encoded: Vec<Emitter> = chunk_ops
        .par_iter()
        .zip(locals.par_iter())
        .map(|(&o, local)| {
            let mut w = IrWriter {
                n,
                props: Props::Replay(local.ids.iter()),
                chunks: None,
            };
            let mut out = Emitter::new();
            let (cb, cregions) = regions_of(rb, o);
            for &r in cregions {
                w.region(&mut out, cb, r);
            }
            out
        })
        .collect();
    drop(locals);
    // The rest in order, with those encodings in place.
    let mut ir = Emitter::new();
    ir.varint_flag(1, false);
    IrWriter {
        n,
        props: Props::Table(&mut props),
        chunks: Some(Chunks {
            body: rb,
            index: chunk_index,
            encoded: encoded.into_iter().map(Some).collect(),
        }),
    }
    .op(&mut ir, body, op);
    Ok((ir, props))
}

/// How the IR writer numbers properties entries.
enum Props<'p> {
    /// Inserting them into the file's table.
    Table(&'p mut PropertiesTable),
    /// Taking the numbers computed beforehand, in writing order.
    Replay(std::slice::Iter<'p, u32>),
}

/// The regions of the isolated ops inside the top-level op, encoded
/// beforehand.
struct Chunks<'b> {
    /// The body holding those ops.
    body: &'b Body,
    /// Each op's position in `encoded`.
    index: FxHashMap<OpId, usize>,
    /// The encodings, taken when written.
    encoded: Vec<Option<Emitter>>,
}

/// Writes ops, regions and blocks.
struct IrWriter<'n, 'c, 'p, 'b> {
    /// The numbering.
    n: &'n Numbering<'c>,
    /// The properties entries' numbers.
    props: Props<'p>,
    /// Regions encoded beforehand (only at the top level).
    chunks: Option<Chunks<'b>>,
}

impl IrWriter<'_, '_, '_, '_> {
    /// Writes `op` (in `body`) into `out`.
    fn op(&mut self, out: &mut Emitter, body: &Body, op: OpId) {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.op_inner(out, body, op));
    }

    /// The regions of `op` encoded beforehand, if it is one of the chunks.
    fn take_chunk(&mut self, body: &Body, op: OpId) -> Option<Emitter> {
        let chunks = self.chunks.as_mut()?;
        if !std::ptr::eq(chunks.body, body) {
            return None;
        }
        let &i = chunks.index.get(&op)?;
        chunks.encoded[i].take()
    }

    fn op_inner(&mut self, out: &mut Emitter, body: &Body, op: OpId) {
        let n = self.n;
        let version = n.version;
        let name = body.op_name(op);
        out.varint(n.op_name_number(name));
        let mask_at = out.buf.len();
        out.byte(0);
        let mut mask = 0u8;
        out.varint(n.attr_number(AttrKey::Loc(body.op_loc(op))));
        if let Some(dict) = n.op_dict(body, op) {
            mask |= op_mask::HAS_ATTRS;
            out.varint(n.attr_number(AttrKey::Attr(dict)));
        }
        if version >= VERSION_NATIVE_PROPERTIES {
            if let Some(id) = self.properties(body, op) {
                mask |= op_mask::HAS_PROPERTIES;
                out.varint(u64::from(id));
            }
        }
        let nums = &n.bodies[&body_key(body)];
        let num_results = body.num_results(op);
        if num_results > 0 {
            mask |= op_mask::HAS_RESULTS;
            out.varint(num_results as u64);
            for r in body.results(op) {
                out.varint(n.type_number(body.value_type(r)));
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
            let results: SmallVec<[ValueId; 4]> = body.results(op).collect();
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
        let isolated = n.is_isolated(body, op);
        out.varint_flag(regions.len() as u64, isolated);
        let nested = match self.take_chunk(body, op) {
            Some(encoded) => encoded,
            None if isolated && version >= VERSION_LAZY_LOADING => {
                let mut nested = Emitter::new();
                for &r in regions {
                    self.region(&mut nested, rb, r);
                }
                nested
            }
            None => {
                for &r in regions {
                    self.region(out, rb, r);
                }
                return;
            }
        };
        if isolated && version >= VERSION_LAZY_LOADING {
            out.section(section::IR, nested);
        } else {
            out.buf.extend_from_slice(&nested.buf);
        }
    }

    /// The number of `op`'s properties entry, if it has one.
    fn properties(&mut self, body: &Body, op: OpId) -> Option<u32> {
        match &mut self.props {
            Props::Replay(ids) => {
                if !has_properties_entry(self.n, body, op) {
                    return None;
                }
                Some(
                    *ids.next()
                        .expect("an entry numbered for every op that has one"),
                )
            }
            Props::Table(table) => {
                let mut raw = Vec::new();
                let mut error = None;
                raw_properties(self.n, body, op, &mut raw, &mut error).then(|| table.insert(&raw))
            }
        }
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
