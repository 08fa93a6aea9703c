//! Numbering the IR before writing it, as MLIR 22's `IRNumberingState`
//! does: op ids in pre-order (for use-list orders), which ops with regions
//! are isolated (by trait, or because nothing inside uses a value from
//! outside), value ids per isolated scope, and the attribute, type and
//! op-name tables sorted by use count then grouped by dialect.
//!
//! With more than one thread, the isolated ops with their own body directly
//! inside the top-level op (functions) are numbered each on its own on the
//! rayon pool and merged in the order the serial walk meets them (see
//! [`Numbering::merge`]), so the tables are the same for any thread count.

use rmlir_ir::ValueDef;
use rmlir_ir::{Attr, AttrData, BlockId, Body, Context, Ident, OpId, OpName, RegionId, Type};
use rustc_hash::FxHashMap;

use super::builtin::{attr_dialect, encode_attr, encode_type, type_dialect, AttrKey, Sink};
use super::handle_index::{AttrIndex, HandleIndex};
use crate::encoding::VERSION_NATIVE_PROPERTIES;
use crate::properties::{property_layout, write_properties, PropertyLayout};

/// One attribute, type or op name in its table.
pub(crate) struct Entry<K> {
    /// The item.
    pub value: K,
    /// How many times it is referenced.
    pub refs: u32,
    /// Its dialect's number.
    pub dialect: u32,
}

/// What was numbered in one body.
#[derive(Default)]
pub(crate) struct BodyNums {
    /// Value ids by `ValueId` index.
    pub value_ids: Vec<u32>,
    /// Pre-order op ids by `OpId` index, counted over the whole IR or over
    /// a function numbered apart: they are only compared between the uses
    /// of one value, all in one body.
    pub op_ids: Vec<u32>,
    /// Whether each op with regions is written as isolated, by `OpId` index.
    pub isolated: Vec<bool>,
    /// Block index within its region.
    pub block_ids: FxHashMap<BlockId, u32>,
    /// Number of blocks and values of each non-empty region.
    pub region_counts: FxHashMap<RegionId, (u32, u32)>,
}

/// The numbering of everything one write refers to.
pub(crate) struct Numbering<'c> {
    pub ctx: &'c Context,
    pub version: u64,
    /// Dialect names in number order.
    pub dialects: Vec<Box<str>>,
    dialect_index: FxHashMap<Box<str>, u32>,
    /// The builtin dialect's number once it has one (the most looked up).
    builtin_dialect: Option<u32>,
    /// Attribute entries, in number order once [`Numbering::finish`] ran.
    pub attrs: Vec<Entry<AttrKey>>,
    attr_index: AttrIndex,
    /// Type entries, in number order once finished.
    pub types: Vec<Entry<Type>>,
    type_index: HandleIndex<Type>,
    /// Op names, in number order once finished.
    pub op_names: Vec<Entry<OpName>>,
    op_index: HandleIndex<OpName>,
    ident_attrs: FxHashMap<Ident, Attr>,
    /// The last identifier looked up in `ident_attrs` (locations of a
    /// file name one file over and over).
    last_ident: Option<(Ident, Attr)>,
    flat_symbols: FxHashMap<Ident, Attr>,
    identity_layouts: FxHashMap<u32, Attr>,
    /// Builtin resource keys referenced, in first-reference order.
    pub resources: Vec<Box<str>>,
    resource_index: FxHashMap<Box<str>, u32>,
    layouts: FxHashMap<OpName, Option<PropertyLayout>>,
    /// Per-body numbers, by the body's address.
    pub bodies: FxHashMap<usize, BodyNums>,
    next_value: u32,
    scratch: Vec<u8>,
    scratch_attrs: Vec<Attr>,
    /// Whether new entries are logged in `created` (a function numbered on
    /// its own, to be merged).
    log: bool,
    /// The entries in the order they were created, when logging.
    created: Vec<Created>,
}

/// An entry created while numbering, by its index in its table.
#[derive(Clone, Copy)]
enum Created {
    Attr(u32),
    Type(u32),
    OpName(u32),
    Resource(u32),
}

/// What is left to number: MLIR's stack of (region, first value id), and
/// the functions numbered on their own, merged where their regions would
/// have been numbered.
enum Work<'b> {
    /// A region (in its body) and the first value id in it.
    Region(&'b Body, RegionId, u32),
    /// The function of this index in the list of those numbered apart.
    Apart(usize),
}

/// The isolated ops with their own body directly inside the top-level op
/// (functions), numbered apart; their numberings are made on the pool in
/// batches, in the order they are merged.
struct Apart<'b, 'c> {
    /// The body holding those ops.
    body: &'b Body,
    /// The ops, in IR order.
    ops: Vec<OpId>,
    /// Each op's index in `ops`.
    index: FxHashMap<OpId, usize>,
    /// The numberings made and not merged yet.
    done: Vec<Option<Numbering<'c>>>,
}

/// The key of a body in [`Numbering::bodies`].
pub(crate) fn body_key(body: &Body) -> usize {
    body as *const Body as usize
}

/// The body holding `op`'s regions and those regions.
pub(crate) fn regions_of(body: &Body, op: OpId) -> (&Body, &[RegionId]) {
    match body.nested_body(op) {
        Some(n) => (n, n.root_regions()),
        None => (body, body.op_regions(op)),
    }
}

impl<'c> Numbering<'c> {
    /// An empty numbering; `dense` for the whole module's (see
    /// [`HandleIndex`]).
    fn empty(ctx: &'c Context, version: u64, dense: bool) -> Numbering<'c> {
        Numbering {
            ctx,
            version,
            dialects: Vec::new(),
            dialect_index: FxHashMap::default(),
            builtin_dialect: None,
            attrs: Vec::new(),
            attr_index: AttrIndex::new(dense),
            types: Vec::new(),
            type_index: HandleIndex::new(dense),
            op_names: Vec::new(),
            op_index: HandleIndex::new(dense),
            ident_attrs: FxHashMap::default(),
            last_ident: None,
            flat_symbols: FxHashMap::default(),
            identity_layouts: FxHashMap::default(),
            resources: Vec::new(),
            resource_index: FxHashMap::default(),
            layouts: FxHashMap::default(),
            bodies: FxHashMap::default(),
            next_value: 0,
            scratch: Vec::new(),
            scratch_attrs: Vec::new(),
            log: false,
            created: Vec::new(),
        }
    }

    /// Numbers everything under `op` (the top-level op, in `body`); the
    /// functions are numbered apart on the pool when it has more than one
    /// thread.
    pub fn new(ctx: &'c Context, body: &Body, op: OpId, version: u64) -> Numbering<'c> {
        Numbering::with_threads(ctx, body, op, version, rayon::current_num_threads() > 1)
    }

    /// Numbers everything under `op`, the functions apart (on the pool) if
    /// `parallel`, else in one walk; the tables are the same.
    fn with_threads(
        ctx: &'c Context,
        body: &Body,
        op: OpId,
        version: u64,
        parallel: bool,
    ) -> Numbering<'c> {
        let mut n = Numbering::empty(ctx, version, true);
        let (rb, regions) = regions_of(body, op);
        let mut ops: Vec<OpId> = Vec::new();
        if parallel {
            for &r in regions {
                for block in rb.region_blocks(r) {
                    ops.extend(rb.block_ops(block).filter(|&o| {
                        rb.nested_body(o)
                            .is_some_and(|nb| !nb.root_regions().is_empty())
                    }));
                }
            }
            if ops.len() < 2 {
                ops.clear();
            }
        }
        let mut apart = Apart {
            body: rb,
            index: ops.iter().enumerate().map(|(i, &o)| (o, i)).collect(),
            done: ops.iter().map(|_| None).collect(),
            ops,
        };
        n.global_state(vec![(body, op)], 0, &apart);
        let mut nums = n.take_nums(body);
        n.number_op(body, op, &mut nums);
        n.bodies.insert(body_key(body), nums);
        let mut work: Vec<Work<'_>> = Vec::new();
        n.push_regions(body, op, &apart, &mut work);
        n.run(work, &mut apart);
        n.finish();
        n
    }

    /// Numbers the regions of `op` (in `body`, isolated, with its own
    /// body) from nothing, logging the entries created, to be merged.
    fn apart(ctx: &'c Context, version: u64, body: &Body, op: OpId) -> Numbering<'c> {
        let mut n = Numbering::empty(ctx, version, false);
        n.log = true;
        let (rb, regions) = regions_of(body, op);
        let mut none = Apart {
            body: rb,
            ops: Vec::new(),
            index: FxHashMap::default(),
            done: Vec::new(),
        };
        let mut stack: Vec<(&Body, OpId)> = Vec::new();
        for &r in regions {
            for block in rb.region_blocks(r) {
                stack.extend(rb.block_ops(block).map(|o| (rb, o)));
            }
        }
        stack.reverse();
        n.global_state(stack, 0, &none);
        let work: Vec<Work<'_>> = regions.iter().map(|&r| Work::Region(rb, r, 0)).collect();
        n.run(work, &mut none);
        n
    }

    /// Numbers the regions on the stack `work` (MLIR's worklist): a region,
    /// then the regions of its ops, last pushed first.
    fn run<'b>(&mut self, mut work: Vec<Work<'b>>, apart: &mut Apart<'b, 'c>) {
        while let Some(item) = work.pop() {
            match item {
                Work::Region(b, region, start) => {
                    self.next_value = start;
                    self.number_region(b, region);
                    for block in b.region_blocks(region) {
                        for o in b.block_ops(block) {
                            self.push_regions(b, o, apart, &mut work);
                        }
                    }
                }
                Work::Apart(i) => {
                    if apart.done[i].is_none() {
                        apart.number_batch(self.ctx, self.version, i);
                    }
                    let local = apart.done[i].take().expect("numbered in its batch");
                    self.merge(local);
                }
            }
        }
    }

    /// Pushes the regions of `op` (in `body`) on `work`, or the function's
    /// place if it is numbered apart.
    fn push_regions<'b>(
        &self,
        body: &'b Body,
        op: OpId,
        apart: &Apart<'b, 'c>,
        work: &mut Vec<Work<'b>>,
    ) {
        if let Some(i) = apart.of(body, op) {
            work.push(Work::Apart(i));
            return;
        }
        let (rb, regions) = regions_of(body, op);
        if regions.is_empty() {
            return;
        }
        let start = if self.is_isolated(body, op) {
            0
        } else {
            self.next_value
        };
        for &r in regions {
            work.push(Work::Region(rb, r, start));
        }
    }

    /// Whether `op` (with regions) is written as isolated from above.
    pub fn is_isolated(&self, body: &Body, op: OpId) -> bool {
        self.bodies[&body_key(body)].isolated[op.index()]
    }

    /// Takes the numbers of `body` out of [`Numbering::bodies`] (new ones
    /// if it has none yet), to be put back once done with.
    fn take_nums(&mut self, body: &Body) -> BodyNums {
        self.bodies
            .remove(&body_key(body))
            .unwrap_or_else(|| BodyNums {
                value_ids: vec![0; body.value_capacity()],
                op_ids: vec![0; body.op_capacity()],
                isolated: vec![true; body.op_capacity()],
                ..BodyNums::default()
            })
    }

    /// Pre-order op ids (from `first`) and isolation of the ops on `stack`
    /// (last one first) and every op under them, except under the ops
    /// numbered apart. Op ids are compared only between the uses of one
    /// value, all in one body, so a function numbered apart counts from 0.
    fn global_state(&mut self, mut stack: Vec<(&Body, OpId)>, first: u32, apart: &Apart<'_, '_>) {
        let mut next_id = first;
        let mut children: Vec<OpId> = Vec::new();
        // The numbers of the body being walked, out of the map meanwhile.
        let mut current: Option<(usize, BodyNums)> = None;
        while let Some((b, op)) = stack.pop() {
            let key = body_key(b);
            if current.as_ref().map(|c| c.0) != Some(key) {
                if let Some((k, nums)) = current.take() {
                    self.bodies.insert(k, nums);
                }
                current = Some((key, self.take_nums(b)));
            }
            let nums = &mut current.as_mut().expect("taken above").1;
            nums.op_ids[op.index()] = next_id;
            next_id += 1;
            mark_outside_uses(b, op, nums);
            if apart.of(b, op).is_some() {
                continue;
            }
            let (rb, regions) = regions_of(b, op);
            // Push in reverse so the first op of the first region pops first.
            children.clear();
            for &r in regions {
                for block in rb.region_blocks(r) {
                    children.extend(rb.block_ops(block));
                }
            }
            for &c in children.iter().rev() {
                stack.push((rb, c));
            }
        }
        if let Some((k, nums)) = current {
            self.bodies.insert(k, nums);
        }
    }

    fn number_region(&mut self, body: &Body, region: RegionId) {
        if body.region_is_empty(region) {
            return;
        }
        let first = self.next_value;
        let mut blocks = 0u32;
        let mut nums = self.take_nums(body);
        for (i, block) in body.region_blocks(region).enumerate() {
            nums.block_ids.insert(block, i as u32);
            blocks += 1;
            for &arg in body.block_args(block) {
                let id = self.next_value;
                self.next_value += 1;
                nums.value_ids[arg.index()] = id;
                let loc = body.value_loc(arg).unwrap_or(self.ctx.common().unknown_loc);
                self.number_attr(AttrKey::Loc(loc));
                self.number_type(body.value_type(arg));
            }
            for op in body.block_ops(block) {
                self.number_op(body, op, &mut nums);
            }
        }
        let values = self.next_value - first;
        nums.region_counts.insert(region, (blocks, values));
        self.bodies.insert(body_key(body), nums);
    }

    /// The property layout of a registered op (cached).
    pub fn layout(&mut self, name: OpName) -> Option<&PropertyLayout> {
        let ctx = self.ctx;
        self.layouts
            .entry(name)
            .or_insert_with(|| property_layout(ctx, name))
            .as_ref()
    }

    /// The cached property layout of a registered op: every op name met
    /// while numbering has its layout cached.
    pub fn cached_layout(&self, name: OpName) -> Option<&PropertyLayout> {
        self.layouts.get(&name)?.as_ref()
    }

    /// The attribute dictionary an op is written with: the discardable
    /// attributes, merged with the inherent ones before version 5 or when
    /// the op keeps no properties. The op's layout must be cached.
    pub fn op_dict(&self, body: &Body, op: OpId) -> Option<Attr> {
        let attrs = body.attrs(op);
        let name = body.op_name(op);
        let props = body.properties(op);
        let merged = props.is_some()
            && self.ctx.op_info(name).is_some()
            && (self.version < VERSION_NATIVE_PROPERTIES || self.cached_layout(name).is_none());
        let dict = if merged {
            let mut entries: Vec<(Ident, Attr)> = self.ctx.dict_entries(attrs).to_vec();
            // Native properties that are no attributes are not in MLIR's
            // attribute dictionary.
            let layout = self.cached_layout(name);
            entries.extend(self.ctx.dict_entries(props.unwrap_or(attrs)).iter().filter(
                |(k, _)| !layout.is_some_and(|l| l.is_native_property(self.ctx.ident_str(*k))),
            ));
            self.ctx.dictionary_attr(entries)
        } else {
            attrs
        };
        (!self.ctx.dict_entries(dict).is_empty()).then_some(dict)
    }

    /// Numbers `op` (in `body`, whose numbers are `nums`).
    fn number_op(&mut self, body: &Body, op: OpId, nums: &mut BodyNums) {
        self.number_op_name(body.op_name(op));
        if body.num_results(op) > 0 {
            let mut next = self.next_value;
            for r in body.results(op) {
                nums.value_ids[r.index()] = next;
                next += 1;
            }
            self.next_value = next;
            for r in body.results(op) {
                self.number_type(body.value_type(r));
            }
        }
        if let Some(dict) = self.op_dict(body, op) {
            self.number_attr(AttrKey::Attr(dict));
        }
        if self.version >= VERSION_NATIVE_PROPERTIES {
            self.number_properties(body, op);
        }
        self.number_attr(AttrKey::Loc(body.op_loc(op)));
    }

    fn number_properties(&mut self, body: &Body, op: OpId) {
        let name = body.op_name(op);
        let props = body.properties(op);
        if self.ctx.op_info(name).is_none() {
            if let Some(p) = props {
                let key = AttrKey::of(self.ctx, p);
                self.number_attr(key);
            }
            return;
        }
        let ctx = self.ctx;
        let mut seen = std::mem::take(&mut self.scratch_attrs);
        let mut out = std::mem::take(&mut self.scratch);
        seen.clear();
        out.clear();
        if let Some(layout) = self.cached_layout(name) {
            let _ = write_properties(ctx, layout, self.version, props, &mut out, &mut |a| {
                seen.push(a);
                0
            });
        }
        self.scratch = out;
        for &a in &seen {
            self.number_attr(AttrKey::of(ctx, a));
        }
        self.scratch_attrs = seen;
    }

    fn number_op_name(&mut self, name: OpName) {
        if let Some(i) = self.op_index.get(name) {
            self.op_names[i as usize].refs += 1;
            return;
        }
        self.layout(name);
        let text = self.ctx.op_name_str(name);
        let dialect = self.dialect(text.split_once('.').map_or(text, |(d, _)| d));
        let i = self.op_names.len() as u32;
        if self.log {
            self.created.push(Created::OpName(i));
        }
        self.op_index.insert(name, i);
        self.op_names.push(Entry {
            value: name,
            refs: 1,
            dialect,
        });
    }

    fn dialect(&mut self, name: &str) -> u32 {
        let builtin = name == "builtin";
        if builtin {
            if let Some(i) = self.builtin_dialect {
                return i;
            }
        }
        if let Some(&i) = self.dialect_index.get(name) {
            return i;
        }
        let i = self.dialects.len() as u32;
        if builtin {
            self.builtin_dialect = Some(i);
        }
        self.dialects.push(name.into());
        self.dialect_index.insert(name.into(), i);
        i
    }

    /// Numbers an attribute (and, the first time, what its encoding
    /// refers to).
    pub fn number_attr(&mut self, key: AttrKey) {
        if let Some(i) = self.attr_index.get(key) {
            self.attrs[i as usize].refs += 1;
            return;
        }
        let ctx = self.ctx;
        let dialect = self.dialect(attr_dialect(ctx, key));
        let i = self.attrs.len() as u32;
        if self.log {
            self.created.push(Created::Attr(i));
        }
        self.attr_index.insert(key, i);
        self.attrs.push(Entry {
            value: key,
            refs: 1,
            dialect,
        });
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            encode_attr(ctx, key, &mut NumberingSink(self));
        });
    }

    /// Numbers a type (and, the first time, what its encoding refers to).
    pub fn number_type(&mut self, ty: Type) {
        if let Some(i) = self.type_index.get(ty) {
            self.types[i as usize].refs += 1;
            return;
        }
        let ctx = self.ctx;
        let dialect = self.dialect(type_dialect(ctx, ty));
        let i = self.types.len() as u32;
        if self.log {
            self.created.push(Created::Type(i));
        }
        self.type_index.insert(ty, i);
        self.types.push(Entry {
            value: ty,
            refs: 1,
            dialect,
        });
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            encode_type(ctx, ty, &mut NumberingSink(self));
        });
    }

    /// The `StringAttr` of an identifier.
    pub fn ident_attr(&mut self, id: Ident) -> AttrKey {
        if let Some((last, a)) = self.last_ident {
            if last == id {
                return AttrKey::Attr(a);
            }
        }
        let ctx = self.ctx;
        let a = *self
            .ident_attrs
            .entry(id)
            .or_insert_with(|| ctx.string_attr(ctx.ident_str(id)));
        self.last_ident = Some((id, a));
        AttrKey::Attr(a)
    }

    /// The `FlatSymbolRefAttr` of an identifier.
    pub fn flat_symbol_attr(&mut self, id: Ident) -> AttrKey {
        let ctx = self.ctx;
        AttrKey::Attr(*self.flat_symbols.entry(id).or_insert_with(|| {
            ctx.intern_attr(AttrData::SymbolRef {
                root: id,
                nested: Box::new([]),
            })
        }))
    }

    /// The identity affine map attribute of `rank` dimensions.
    pub fn identity_layout_attr(&mut self, rank: u32) -> AttrKey {
        let ctx = self.ctx;
        AttrKey::Attr(*self.identity_layouts.entry(rank).or_insert_with(|| {
            ctx.intern_attr(AttrData::AffineMap(rmlir_ir::affine::AffineMap::identity(
                rank,
            )))
        }))
    }

    /// The number of a numbered attribute.
    #[inline]
    pub fn attr_number(&self, key: AttrKey) -> u64 {
        u64::from(self.attr_index.get(key).expect("numbered"))
    }

    /// The number of a numbered type.
    #[inline]
    pub fn type_number(&self, ty: Type) -> u64 {
        u64::from(self.type_index.get(ty).expect("numbered"))
    }

    /// The number of a numbered op name.
    #[inline]
    pub fn op_name_number(&self, name: OpName) -> u64 {
        u64::from(self.op_index.get(name).expect("numbered"))
    }

    /// The number of a referenced builtin resource.
    pub fn resource_number(&self, key: &str) -> u64 {
        u64::from(self.resource_index.get(key).copied().unwrap_or(0))
    }

    /// Sets the resource numbers: keys with data first, then the others,
    /// each in first-reference order.
    pub fn number_resources(&mut self, has_data: &dyn Fn(&str) -> bool) {
        let mut next = 0u32;
        for pass in [true, false] {
            for k in &self.resources {
                if has_data(k) == pass {
                    self.resource_index.insert(k.clone(), next);
                    next += 1;
                }
            }
        }
    }

    /// Adds the builtin resource `key` if it is new.
    fn add_resource(&mut self, key: &str) {
        if self.resource_index.contains_key(key) {
            return;
        }
        let i = self.resources.len() as u32;
        if self.log {
            self.created.push(Created::Resource(i));
        }
        self.resource_index.insert(key.into(), 0);
        self.resources.push(key.into());
    }

    /// Merges the numbering of a function numbered apart, as if its regions
    /// had been numbered here in one walk.
    ///
    /// An entry is expanded (its nested attributes and types counted) only
    /// when first seen. The entries new here are created in the order the
    /// function created them, which is the order one walk would: what the
    /// function saw that was known here is, with everything it refers to,
    /// known here already (an entry is expanded when created). Their counts
    /// add up, except that the function expanded the entries known here
    /// once more: those nested sightings are taken back.
    fn merge(&mut self, local: Numbering<'c>) {
        let ctx = self.ctx;
        let mut known_attrs: Vec<AttrKey> = Vec::new();
        let mut known_types: Vec<Type> = Vec::new();
        for &c in &local.created {
            match c {
                Created::Attr(i) => {
                    let e = &local.attrs[i as usize];
                    match self.attr_index.get(e.value) {
                        Some(g) => {
                            self.attrs[g as usize].refs += e.refs;
                            known_attrs.push(e.value);
                        }
                        None => {
                            let dialect = self.dialect(&local.dialects[e.dialect as usize]);
                            self.attr_index.insert(e.value, self.attrs.len() as u32);
                            self.attrs.push(Entry {
                                value: e.value,
                                refs: e.refs,
                                dialect,
                            });
                        }
                    }
                }
                Created::Type(i) => {
                    let e = &local.types[i as usize];
                    match self.type_index.get(e.value) {
                        Some(g) => {
                            self.types[g as usize].refs += e.refs;
                            known_types.push(e.value);
                        }
                        None => {
                            let dialect = self.dialect(&local.dialects[e.dialect as usize]);
                            self.type_index.insert(e.value, self.types.len() as u32);
                            self.types.push(Entry {
                                value: e.value,
                                refs: e.refs,
                                dialect,
                            });
                        }
                    }
                }
                Created::OpName(i) => {
                    let e = &local.op_names[i as usize];
                    match self.op_index.get(e.value) {
                        Some(g) => self.op_names[g as usize].refs += e.refs,
                        None => {
                            let dialect = self.dialect(&local.dialects[e.dialect as usize]);
                            self.op_index.insert(e.value, self.op_names.len() as u32);
                            self.op_names.push(Entry {
                                value: e.value,
                                refs: e.refs,
                                dialect,
                            });
                        }
                    }
                }
                Created::Resource(i) => self.add_resource(&local.resources[i as usize]),
            }
        }
        for key in known_attrs {
            stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                encode_attr(ctx, key, &mut UnseeingSink(self));
            });
        }
        for ty in known_types {
            stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                encode_type(ctx, ty, &mut UnseeingSink(self));
            });
        }
        for (name, layout) in local.layouts {
            self.layouts.entry(name).or_insert(layout);
        }
        self.bodies.extend(local.bodies);
    }

    /// Takes back one sighting of a numbered attribute.
    fn unsee_attr(&mut self, key: AttrKey) {
        let i = self.attr_index.get(key).expect("numbered");
        self.attrs[i as usize].refs -= 1;
    }

    /// Sorts the tables (use count, then dialect per varint byte-width
    /// group) and gives each entry its number.
    fn finish(&mut self) {
        sort_entries(&mut self.attrs);
        sort_entries(&mut self.types);
        sort_entries(&mut self.op_names);
        for (i, e) in self.attrs.iter().enumerate() {
            self.attr_index.insert(e.value, i as u32);
        }
        for (i, e) in self.types.iter().enumerate() {
            self.type_index.insert(e.value, i as u32);
        }
        for (i, e) in self.op_names.iter().enumerate() {
            self.op_index.insert(e.value, i as u32);
        }
    }
}

/// Marks the ops between `op` and the definitions of its operands as
/// not isolated.
fn mark_outside_uses(body: &Body, op: OpId, nums: &mut BodyNums) {
    let Some(block) = body.op_block(op) else {
        return;
    };
    let home = body.block_region(block);
    for v in body.operands(op) {
        let def_region = match body.value_def(v) {
            ValueDef::Arg { block, .. } => body.block_region(block),
            ValueDef::Result { op: d, .. } => match body.op_block(d) {
                Some(b) => body.block_region(b),
                None => continue,
            },
        };
        let mut region = home;
        while region != def_region {
            let Some(parent) = body.region_parent(region) else {
                break;
            };
            nums.isolated[parent.index()] = false;
            let Some(pb) = body.op_block(parent) else {
                break;
            };
            region = body.block_region(pb);
        }
    }
}

/// MLIR's ordering: stable sort by descending use count, then within each
/// range of numbers that take the same varint width (128, 16384, ...),
/// a stable sort by dialect number with the previous range's last dialect
/// first.
fn sort_entries<K>(entries: &mut [Entry<K>]) {
    entries.sort_by_key(|e| std::cmp::Reverse(e.refs));
    let mut first_dialect = 0u32;
    let mut in_group = 0u64;
    let mut start = 0usize;
    for i in 1..9u64 {
        if start >= entries.len() {
            break;
        }
        in_group = (1u64 << (7 * i)) - in_group;
        let end = (start as u64 + in_group).min(entries.len() as u64) as usize;
        let group = &mut entries[start..end];
        let first = first_dialect;
        group.sort_by(|a, b| {
            let (ad, bd) = (a.dialect == first, b.dialect == first);
            bd.cmp(&ad).then_with(|| {
                if ad {
                    std::cmp::Ordering::Equal
                } else {
                    a.dialect.cmp(&b.dialect)
                }
            })
        });
        first_dialect = group.last().map_or(0, |e| e.dialect);
        start = end;
    }
}

/// The sink numbering nested attributes and types.
struct NumberingSink<'n, 'c>(&'n mut Numbering<'c>);

impl Sink for NumberingSink<'_, '_> {
    fn attr(&mut self, a: AttrKey) {
        self.0.number_attr(a);
    }
    fn ident(&mut self, id: Ident) {
        let key = self.0.ident_attr(id);
        self.0.number_attr(key);
    }
    fn ty(&mut self, t: Type) {
        self.0.number_type(t);
    }
    fn varint(&mut self, _: u64) {}
    fn string(&mut self, _: &[u8]) {}
    fn blob(&mut self, _: &[u8]) {}
    fn byte(&mut self, _: u8) {}
    fn resource(&mut self, key: &str) {
        self.0.add_resource(key);
    }
    fn flat_symbol(&mut self, id: Ident) {
        let key = self.0.flat_symbol_attr(id);
        self.0.number_attr(key);
    }
    fn identity_layout(&mut self, rank: u32) {
        let key = self.0.identity_layout_attr(rank);
        self.0.number_attr(key);
    }
}

/// The sink taking back the nested sightings of an entry expanded twice
/// (see [`Numbering::merge`]).
struct UnseeingSink<'n, 'c>(&'n mut Numbering<'c>);

impl Sink for UnseeingSink<'_, '_> {
    fn attr(&mut self, a: AttrKey) {
        self.0.unsee_attr(a);
    }
    fn ident(&mut self, id: Ident) {
        let key = self.0.ident_attr(id);
        self.0.unsee_attr(key);
    }
    fn ty(&mut self, t: Type) {
        let i = self.0.type_index.get(t).expect("numbered");
        self.0.types[i as usize].refs -= 1;
    }
    fn varint(&mut self, _: u64) {}
    fn string(&mut self, _: &[u8]) {}
    fn blob(&mut self, _: &[u8]) {}
    fn byte(&mut self, _: u8) {}
    fn resource(&mut self, _: &str) {}
    fn flat_symbol(&mut self, id: Ident) {
        let key = self.0.flat_symbol_attr(id);
        self.0.unsee_attr(key);
    }
    fn identity_layout(&mut self, rank: u32) {
        let key = self.0.identity_layout_attr(rank);
        self.0.unsee_attr(key);
    }
}

impl<'b, 'c> Apart<'b, 'c> {
    /// The index of `op` (in `body`) if it is numbered apart.
    fn of(&self, body: &Body, op: OpId) -> Option<usize> {
        if self.ops.is_empty() || !std::ptr::eq(self.body, body) {
            return None;
        }
        self.index.get(&op).copied()
    }

    /// Numbers, on the pool, the function `last` and those merged after
    /// it (the ones before it in IR order: the walk's stack pops them last
    /// first), a batch at a time so that few wait to be merged.
    fn number_batch(&mut self, ctx: &'c Context, version: u64, last: usize) {
        use rayon::prelude::*;
        let size = 8 * rayon::current_num_threads();
        let first = (last + 1).saturating_sub(size);
        let body = self.body;
        let made: Vec<Numbering<'c>> = self.ops[first..=last]
            .par_iter()
            .map(|&o| Numbering::apart(ctx, version, body, o))
            .collect();
        for (slot, n) in self.done[first..=last].iter_mut().zip(made) {
            *slot = Some(n);
        }
    }
}

#[cfg(test)]
mod tests;
