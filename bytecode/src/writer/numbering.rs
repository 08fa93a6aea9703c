//! Numbering the IR before writing it, as MLIR 22's `IRNumberingState`
//! does: op ids in pre-order (for use-list orders), which ops with regions
//! are isolated (by trait, or because nothing inside uses a value from
//! outside), value ids per isolated scope, and the attribute, type and
//! op-name tables sorted by use count then grouped by dialect.

use rmlir_ir::body::ValueDef;
use rmlir_ir::{Attr, AttrData, BlockId, Body, Context, Ident, OpId, OpName, RegionId, Type};
use rustc_hash::FxHashMap;

use super::builtin::{attr_dialect, encode_attr, encode_type, type_dialect, AttrKey, Sink};
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
    /// Pre-order op ids (over the whole IR) by `OpId` index.
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
    attr_index: FxHashMap<AttrKey, u32>,
    /// Type entries, in number order once finished.
    pub types: Vec<Entry<Type>>,
    type_index: FxHashMap<Type, u32>,
    /// Op names, in number order once finished.
    pub op_names: Vec<Entry<OpName>>,
    op_index: FxHashMap<OpName, u32>,
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
    /// Numbers everything under `op` (the top-level op, in `body`).
    pub fn new(ctx: &'c Context, body: &Body, op: OpId, version: u64) -> Numbering<'c> {
        let mut n = Numbering {
            ctx,
            version,
            dialects: Vec::new(),
            dialect_index: FxHashMap::default(),
            builtin_dialect: None,
            attrs: Vec::new(),
            attr_index: FxHashMap::default(),
            types: Vec::new(),
            type_index: FxHashMap::default(),
            op_names: Vec::new(),
            op_index: FxHashMap::default(),
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
        };
        n.global_state(body, op);
        n.number_op(body, op);
        let mut work: Vec<(&Body, RegionId, u32)> = Vec::new();
        n.push_regions(body, op, &mut work);
        while let Some((b, region, start)) = work.pop() {
            n.next_value = start;
            n.number_region(b, region);
            for block in b.region_blocks(region) {
                for o in b.block_ops(block) {
                    n.push_regions(b, o, &mut work);
                }
            }
        }
        n.finish();
        n
    }

    fn push_regions<'b>(
        &self,
        body: &'b Body,
        op: OpId,
        work: &mut Vec<(&'b Body, RegionId, u32)>,
    ) {
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
            work.push((rb, r, start));
        }
    }

    /// Whether `op` (with regions) is written as isolated from above.
    pub fn is_isolated(&self, body: &Body, op: OpId) -> bool {
        self.bodies[&body_key(body)].isolated[op.index()]
    }

    fn nums(&mut self, body: &Body) -> &mut BodyNums {
        self.bodies
            .entry(body_key(body))
            .or_insert_with(|| BodyNums {
                value_ids: vec![0; body.value_capacity()],
                op_ids: vec![0; body.op_capacity()],
                isolated: vec![true; body.op_capacity()],
                ..BodyNums::default()
            })
    }

    /// Pre-order op ids and isolation of every op under `root`.
    fn global_state(&mut self, body: &Body, root: OpId) {
        let mut next_id = 0u32;
        // (body, op) in pre-order: an explicit stack of ops to visit.
        let mut stack: Vec<(&Body, OpId)> = vec![(body, root)];
        while let Some((b, op)) = stack.pop() {
            self.nums(b).op_ids[op.index()] = next_id;
            next_id += 1;
            self.mark_outside_uses(b, op);
            let (rb, regions) = regions_of(b, op);
            // Push in reverse so the first op of the first region pops first.
            let mut children: Vec<OpId> = Vec::new();
            for &r in regions {
                for block in rb.region_blocks(r) {
                    children.extend(rb.block_ops(block));
                }
            }
            for &c in children.iter().rev() {
                stack.push((rb, c));
            }
        }
    }

    /// Marks the ops between `op` and the definitions of its operands as
    /// not isolated.
    fn mark_outside_uses(&mut self, body: &Body, op: OpId) {
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
                self.nums(body).isolated[parent.index()] = false;
                let Some(pb) = body.op_block(parent) else {
                    break;
                };
                region = body.block_region(pb);
            }
        }
    }

    fn number_region(&mut self, body: &Body, region: RegionId) {
        if body.region_is_empty(region) {
            return;
        }
        let first = self.next_value;
        let mut blocks = 0u32;
        for (i, block) in body.region_blocks(region).enumerate() {
            self.nums(body).block_ids.insert(block, i as u32);
            blocks += 1;
            for &arg in body.block_args(block) {
                let id = self.next_value;
                self.next_value += 1;
                self.nums(body).value_ids[arg.index()] = id;
                let loc = body.value_loc(arg).unwrap_or(self.ctx.common().unknown_loc);
                self.number_attr(AttrKey::Loc(loc));
                self.number_type(body.value_type(arg));
            }
            for op in body.block_ops(block) {
                self.number_op(body, op);
            }
        }
        let values = self.next_value - first;
        self.nums(body)
            .region_counts
            .insert(region, (blocks, values));
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
            entries.extend_from_slice(self.ctx.dict_entries(props.unwrap_or(attrs)));
            self.ctx.dictionary_attr(entries)
        } else {
            attrs
        };
        (!self.ctx.dict_entries(dict).is_empty()).then_some(dict)
    }

    fn number_op(&mut self, body: &Body, op: OpId) {
        self.number_op_name(body.op_name(op));
        if body.num_results(op) > 0 {
            let mut next = self.next_value;
            let nums = self.nums(body);
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
        let mut seen: Vec<Attr> = Vec::new();
        let mut out = std::mem::take(&mut self.scratch);
        out.clear();
        if let Some(layout) = self.cached_layout(name) {
            let _ = write_properties(ctx, layout, self.version, props, &mut out, &mut |a| {
                seen.push(a);
                0
            });
        }
        self.scratch = out;
        for a in seen {
            self.number_attr(AttrKey::of(ctx, a));
        }
    }

    fn number_op_name(&mut self, name: OpName) {
        if let Some(&i) = self.op_index.get(&name) {
            self.op_names[i as usize].refs += 1;
            return;
        }
        self.layout(name);
        let text = self.ctx.op_name_str(name);
        let dialect = self.dialect(text.split_once('.').map_or(text, |(d, _)| d));
        self.op_index.insert(name, self.op_names.len() as u32);
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
        if let Some(&i) = self.attr_index.get(&key) {
            self.attrs[i as usize].refs += 1;
            return;
        }
        let ctx = self.ctx;
        let dialect = self.dialect(attr_dialect(ctx, key));
        self.attr_index.insert(key, self.attrs.len() as u32);
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
        if let Some(&i) = self.type_index.get(&ty) {
            self.types[i as usize].refs += 1;
            return;
        }
        let ctx = self.ctx;
        let dialect = self.dialect(type_dialect(ctx, ty));
        self.type_index.insert(ty, self.types.len() as u32);
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
        u64::from(self.attr_index[&key])
    }

    /// The number of a numbered type.
    #[inline]
    pub fn type_number(&self, ty: Type) -> u64 {
        u64::from(self.type_index[&ty])
    }

    /// The number of a numbered op name.
    #[inline]
    pub fn op_name_number(&self, name: OpName) -> u64 {
        u64::from(self.op_index[&name])
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
        if !self.0.resource_index.contains_key(key) {
            self.0.resource_index.insert(key.into(), 0);
            self.0.resources.push(key.into());
        }
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
