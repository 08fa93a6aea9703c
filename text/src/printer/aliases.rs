//! Location aliases (`#loc`, `#loc1`, ...) as MLIR 22 assigns them.
//!
//! This mirrors MLIR's `AliasInitializer`: everything the printer would print
//! is visited in print order, and every visited attribute, type and location
//! gets an entry (only locations get an alias). In the generic form an op is
//! visited as: its location (with debug info; deferrable), its regions
//! (block argument types, block argument locations with debug info (not
//! deferrable), then the block's ops), its operand and result types, then the
//! values of its attributes (MLIR's `getAttrs()`: for a registered op its
//! properties too, merged and sorted by name; for an unregistered op only the
//! attribute dictionary, so locations in its properties print inline unless
//! they got an alias elsewhere). The builtin module's custom form visits its
//! attributes before its region.
//!
//! An aliased entry has depth 1; an entry whose children have depth `d > 0`
//! has depth `d + 1`. Aliases are numbered by depth, then first visit.
//! Locations used as attribute values cannot be deferred: their aliases (and
//! those of their children, through non-aliased entries too) are printed
//! before the top-level op, the others after it. Leaves that cannot contain a
//! location (integers, scalar types, ...) get no entry: they never matter.

use super::PrintOptions;
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData, Loc, LocData};
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Type, TypeData};
use rustc_hash::FxHashMap;

/// One piece of a dialect attribute's printed form.
#[derive(Clone, Debug)]
pub enum AttrPiece {
    /// Text printed as is.
    Text(String),
    /// A nested attribute, printed (and aliased) as the printer prints one.
    Attr(Attr),
    /// A nested type, printed (and aliased) as the printer prints one.
    Type(Type),
}

/// How a registered dialect's attribute prints when its nested attributes
/// and types matter to aliases (MLIR prints a dialect attribute through the
/// `AsmPrinter`, so what it prints there is visited and may use an alias);
/// a `DialectInfo` interface. The pieces follow the `#`; `None` for an
/// attribute with nothing nested.
#[derive(Clone, Copy)]
pub struct DialectAttrPieces(pub fn(&Context, Attr) -> Option<Vec<AttrPiece>>);

/// The pieces of a dialect attribute whose dialect has [`DialectAttrPieces`].
pub(crate) fn dialect_attr_pieces(ctx: &Context, attr: Attr) -> Option<Vec<AttrPiece>> {
    let AttrData::Dialect { text } = ctx.attr_data(attr) else {
        return None;
    };
    let dialect = text.split(['.', '<']).next()?;
    let hook = ctx
        .dialect(dialect)?
        .interfaces
        .get::<DialectAttrPieces>()?;
    (hook.0)(ctx, attr)
}

/// Something the alias initializer visits.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Attr(Attr),
    Type(Type),
    Loc(Loc),
}

struct Node {
    key: Key,
    /// Only locations have aliases.
    aliased: bool,
    depth: u32,
    deferrable: bool,
    children: Vec<u32>,
}

/// What an alias stands for.
#[derive(Clone, Copy, Debug)]
pub(crate) enum AliasDef {
    /// `#locN = loc(...)`.
    Loc(Loc),
    /// `#mapN = affine_map<...>`, `#setN = affine_set<...>`,
    /// `#distinctN = distinct[...]<...>`.
    Attr(Attr),
    /// `!tupleN = tuple<...>`.
    Type(Type),
}

/// Alias table for one print.
#[derive(Default)]
pub(crate) struct Aliases {
    names: FxHashMap<Key, String>,
    /// Aliased entries in definition order, with whether they are deferred.
    ordered: Vec<(Key, bool)>,
}

/// The visiting state (MLIR's `AliasInitializer`), fed by the printer in
/// recording mode.
pub(crate) struct Init<'c> {
    ctx: &'c Context,
    index: FxHashMap<Key, u32>,
    nodes: Vec<Node>,
}

impl Aliases {
    /// Collects the aliases used when printing `op`: runs the printer in
    /// recording mode, so custom forms visit exactly what they print.
    /// The ops of the split body (`split`: the top-level op, with its body's
    /// address) are recorded on the pool and merged in order. `time` gets
    /// the wall time and the time summed over threads.
    pub(crate) fn compute(
        ctx: &Context,
        body: &Body,
        op: OpId,
        opts: &PrintOptions,
        split: Option<(usize, OpId)>,
        time: &mut super::PhaseTime,
    ) -> Aliases {
        let started = std::time::Instant::now();
        let mut p = super::Printer::recording(ctx, opts, Init::new(ctx));
        p.split = split;
        p.print_op(body, op);
        let aliases = match p.record.take() {
            Some(init) => init.finish(),
            None => Aliases::default(),
        };
        let wall = started.elapsed();
        time.wall = wall;
        time.user = wall.saturating_sub(p.parallel.wall) + p.parallel.user;
        aliases
    }

    /// Whether any alias was assigned.
    pub(crate) fn any(&self) -> bool {
        !self.names.is_empty()
    }

    /// The alias of a location, if it has one.
    pub(crate) fn loc_alias(&self, loc: Loc) -> Option<&str> {
        self.names.get(&Key::Loc(loc)).map(|s| s.as_str())
    }

    /// The alias of a type (long tuples), if any.
    pub(crate) fn type_alias(&self, ty: Type) -> Option<&str> {
        if self.names.is_empty() {
            return None;
        }
        self.names.get(&Key::Type(ty)).map(|s| s.as_str())
    }

    /// The alias of an attribute (affine maps, integer sets, distinct), if any.
    pub(crate) fn attr_alias(&self, attr: Attr) -> Option<&str> {
        self.names.get(&Key::Attr(attr)).map(|s| s.as_str())
    }

    /// Alias definitions to print before (`deferred = false`) or after the op.
    pub(crate) fn defs(&self, deferred: bool) -> impl Iterator<Item = (String, AliasDef)> + '_ {
        self.ordered
            .iter()
            .filter(move |(_, d)| *d == deferred)
            .filter_map(|(k, _)| {
                let def = match *k {
                    Key::Loc(l) => AliasDef::Loc(l),
                    Key::Attr(a) => AliasDef::Attr(a),
                    Key::Type(t) => AliasDef::Type(t),
                };
                self.names.get(k).map(|n| (n.clone(), def))
            })
    }
}

/// Whether printing `op` (of `body`) with everything nested in it may visit
/// an entry that gets an alias. Without debug info an op prints only its
/// attributes, properties and the types of its results and block arguments
/// (operands are values defined there or above), so an op none of whose
/// attributes and types reach an aliased entry adds nothing to the alias
/// table: recording it can be skipped.
pub(crate) fn may_use_alias(ctx: &Context, opts: &PrintOptions, body: &Body, op: OpId) -> bool {
    if opts.debug_info {
        return true;
    }
    let mut probe = Probe {
        init: Init::new(ctx),
        known: FxHashMap::default(),
    };
    if probe.op(body, op) {
        return true;
    }
    let regions_body = body.regions_body(op);
    let complete =
        rmlir_ir::walk::walk_regions(regions_body, body.op_regions(op), true, &mut |b, o, ev| {
            if ev == rmlir_ir::walk::WalkEvent::Pre && probe.op(b, o) {
                rmlir_ir::walk::WalkControl::Interrupt
            } else {
                rmlir_ir::walk::WalkControl::Advance
            }
        });
    !complete
}

/// Answers whether entries reach an aliased entry, remembering answers.
struct Probe<'c> {
    init: Init<'c>,
    known: FxHashMap<Key, bool>,
}

impl Probe<'_> {
    /// Whether `o`'s attributes, properties, operand and result types or
    /// the types of its regions' block arguments reach an aliased entry.
    fn op(&mut self, b: &Body, o: OpId) -> bool {
        for dict in std::iter::once(b.attrs(o)).chain(b.properties(o)) {
            if self.reaches(Key::Attr(dict)) {
                return true;
            }
        }
        for v in b.operands(o).chain(b.results(o)) {
            if self.reaches(Key::Type(b.value_type(v))) {
                return true;
            }
        }
        let rb = b.regions_body(o);
        for &r in b.op_regions(o) {
            for block in rb.region_blocks(r) {
                for &a in rb.block_args(block) {
                    if self.reaches(Key::Type(rb.value_type(a))) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Whether `key` is or contains an aliased entry (or a location).
    fn reaches(&mut self, key: Key) -> bool {
        let ctx = self.init.ctx;
        let key = match key {
            Key::Attr(a) => match ctx.attr_data(a) {
                AttrData::Location(l) => Key::Loc(*l),
                _ => key,
            },
            k => k,
        };
        if matches!(key, Key::Loc(_)) || self.init.alias_prefix(key).is_some() {
            return true;
        }
        if self.init.is_leaf(key) {
            return false;
        }
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let children = self.init.children(key);
        let found = stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            children.into_iter().any(|c| self.reaches(c))
        });
        self.known.insert(key, found);
        found
    }
}

/// The values of an op's attributes and properties, sorted by name as in
/// MLIR's `getAttrDictionary()`.
pub(crate) fn all_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<Attr> {
    let mut attrs: Vec<(rmlir_ir::Ident, Attr)> = ctx.dict_entries(body.attrs(op)).to_vec();
    if let Some(p) = body.properties(op) {
        attrs.extend(ctx.dict_entries(p).iter());
    }
    attrs.sort_by(|x, y| ctx.ident_str(x.0).cmp(ctx.ident_str(y.0)));
    attrs.into_iter().map(|(_, v)| v).collect()
}

impl<'c> Init<'c> {
    /// An empty initializer.
    pub(crate) fn new(ctx: &'c Context) -> Self {
        Init {
            ctx,
            index: FxHashMap::default(),
            nodes: Vec::new(),
        }
    }

    /// Takes in what `other` visited after everything this initializer
    /// visited, as if one initializer had visited both in that order: new
    /// entries keep `other`'s first-visit order, entries `other` visited
    /// non-deferrably become non-deferrable here (with their children).
    /// Depth and aliasing depend only on an entry itself, so they carry over.
    pub(crate) fn absorb(&mut self, other: Init<'_>) {
        let mut mapped: Vec<u32> = Vec::with_capacity(other.nodes.len());
        let mut added: Vec<bool> = Vec::with_capacity(other.nodes.len());
        for n in &other.nodes {
            if let Some(&i) = self.index.get(&n.key) {
                mapped.push(i);
                added.push(false);
            } else {
                let i = self.nodes.len() as u32;
                self.index.insert(n.key, i);
                self.nodes.push(Node {
                    key: n.key,
                    aliased: n.aliased,
                    depth: n.depth,
                    deferrable: true,
                    children: Vec::new(),
                });
                mapped.push(i);
                added.push(true);
            }
        }
        for (j, n) in other.nodes.iter().enumerate() {
            if added[j] {
                let children = n.children.iter().map(|&c| mapped[c as usize]).collect();
                if let Some(node) = self.nodes.get_mut(mapped[j] as usize) {
                    node.children = children;
                }
            }
        }
        for (j, n) in other.nodes.iter().enumerate() {
            if !n.deferrable {
                self.mark_non_deferrable(mapped[j]);
            }
        }
    }

    /// Visits a type (never deferrable).
    pub(crate) fn visit_type(&mut self, ty: Type) {
        self.visit(Key::Type(ty), false);
    }

    /// Visits a location.
    pub(crate) fn visit_loc(&mut self, loc: Loc, deferrable: bool) {
        self.visit(Key::Loc(loc), deferrable);
    }

    /// What MLIR's generic-form dummy printer visits after an op's
    /// regions: operand and result types, then `getAttrs()` (for a registered
    /// op its properties too, merged and sorted; for an unregistered op only
    /// the attribute dictionary).
    pub(crate) fn visit_generic_tail(&mut self, b: &Body, o: OpId) {
        let ctx = self.ctx;
        for v in b.operands(o) {
            self.visit(Key::Type(b.value_type(v)), false);
        }
        for r in b.results(o) {
            self.visit(Key::Type(b.value_type(r)), false);
        }
        if ctx.op_info(b.op_name(o)).is_some() && b.properties(o).is_some() {
            for v in all_attrs(ctx, b, o) {
                self.visit_attr(v, false);
            }
        } else {
            for &(_, v) in ctx.dict_entries(b.attrs(o)) {
                self.visit_attr(v, false);
            }
        }
    }

    /// Visits an attribute (a location attribute as its location).
    pub(crate) fn visit_attr(&mut self, attr: Attr, deferrable: bool) -> (u32, Option<u32>) {
        match self.ctx.attr_data(attr) {
            AttrData::Location(l) => self.visit(Key::Loc(*l), deferrable),
            _ => self.visit(Key::Attr(attr), deferrable),
        }
    }

    /// Visits `key` (and, the first time, its children); returns its depth and
    /// index (none for leaves, which get no entry).
    fn visit(&mut self, key: Key, deferrable: bool) -> (u32, Option<u32>) {
        let aliased = self.alias_prefix(key).is_some();
        if !aliased && self.is_leaf(key) {
            // Nothing to alias below: an entry would never matter.
            return (0, None);
        }
        if let Some(&i) = self.index.get(&key) {
            if !deferrable {
                self.mark_non_deferrable(i);
            }
            let depth = self.nodes.get(i as usize).map_or(0, |n| n.depth);
            return (depth, Some(i));
        }
        let i = self.nodes.len() as u32;
        self.nodes.push(Node {
            key,
            aliased,
            depth: u32::from(aliased),
            deferrable,
            children: Vec::new(),
        });
        self.index.insert(key, i);
        let mut children = Vec::new();
        let mut max_depth = 0;
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            for c in self.children(key) {
                let (d, ci) = match c {
                    Key::Attr(a) => self.visit_attr(a, deferrable),
                    k => self.visit(k, deferrable),
                };
                children.extend(ci);
                max_depth = max_depth.max(d);
            }
        });
        if let Some(n) = self.nodes.get_mut(i as usize) {
            n.children = children;
            if max_depth > 0 {
                n.depth = max_depth.saturating_add(1);
            }
            (n.depth, Some(i))
        } else {
            (0, Some(i))
        }
    }

    /// Whether printing `key` (not a location) visits nothing: scalar
    /// attributes and types without attribute or type parameters.
    fn is_leaf(&self, key: Key) -> bool {
        let ctx = self.ctx;
        match key {
            Key::Loc(_) => false,
            Key::Attr(a) => match ctx.attr_data(a) {
                AttrData::Integer { .. }
                | AttrData::Float { .. }
                | AttrData::Unit
                | AttrData::SymbolRef { .. }
                | AttrData::DenseArray { .. }
                | AttrData::Verbatim { .. }
                | AttrData::AffineMap(_)
                | AttrData::IntegerSet(_)
                | AttrData::String { ty: None, .. }
                | AttrData::Opaque { ty: None, .. } => true,
                AttrData::Array(e) => e.is_empty(),
                AttrData::Dictionary(e) => e.is_empty(),
                AttrData::Dialect { .. } => dialect_attr_pieces(ctx, a).is_none(),
                _ => false,
            },
            Key::Type(t) => matches!(
                ctx.type_data(t),
                TypeData::Integer { .. }
                    | TypeData::Index
                    | TypeData::Float(_)
                    | TypeData::None
                    | TypeData::Opaque { .. }
                    | TypeData::Dialect { .. }
            ),
        }
    }

    /// Marks an entry and its children non-deferrable; like MLIR, stops at
    /// entries already non-deferrable.
    fn mark_non_deferrable(&mut self, start: u32) {
        let mut stack = vec![start];
        while let Some(i) = stack.pop() {
            let Some(n) = self.nodes.get_mut(i as usize) else {
                continue;
            };
            if !n.deferrable {
                continue;
            }
            n.deferrable = false;
            stack.extend(n.children.iter().rev().copied());
        }
    }

    /// What printing `key` visits, in order.
    fn children(&self, key: Key) -> Vec<Key> {
        let ctx = self.ctx;
        match key {
            Key::Loc(l) => match ctx.loc_data(l) {
                LocData::Name { child, .. } => {
                    if matches!(ctx.loc_data(*child), LocData::Unknown) {
                        vec![]
                    } else {
                        vec![Key::Loc(*child)]
                    }
                }
                LocData::CallSite { callee, caller } => vec![Key::Loc(*callee), Key::Loc(*caller)],
                LocData::Fused(f) => f
                    .metadata
                    .iter()
                    .map(|m| Key::Attr(*m))
                    .chain(f.locs.iter().map(|l| Key::Loc(*l)))
                    .collect(),
                LocData::Unknown | LocData::FileLineCol { .. } | LocData::FileRange(_) => vec![],
            },
            Key::Attr(a) => match ctx.attr_data(a) {
                AttrData::Dictionary(entries) => {
                    entries.iter().map(|(_, v)| Key::Attr(*v)).collect()
                }
                AttrData::Array(elems) => elems.iter().map(|e| Key::Attr(*e)).collect(),
                AttrData::Type(t) => vec![Key::Type(*t)],
                AttrData::DenseElements { ty, .. }
                | AttrData::DenseResource { ty, .. }
                | AttrData::Sparse { ty, .. } => vec![Key::Type(*ty)],
                AttrData::Distinct { referenced, .. } => vec![Key::Attr(*referenced)],
                AttrData::Dialect { .. } => dialect_attr_pieces(ctx, a)
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(|p| match p {
                        AttrPiece::Attr(a) => Some(Key::Attr(a)),
                        AttrPiece::Type(t) => Some(Key::Type(t)),
                        AttrPiece::Text(_) => None,
                    })
                    .collect(),
                AttrData::String { ty: Some(t), .. } | AttrData::Opaque { ty: Some(t), .. } => {
                    if matches!(ctx.type_data(*t), TypeData::None) {
                        vec![]
                    } else {
                        vec![Key::Type(*t)]
                    }
                }
                _ => vec![],
            },
            Key::Type(t) => match ctx.type_data(t) {
                TypeData::Function { inputs, results } => inputs
                    .iter()
                    .chain(results.iter())
                    .map(|t| Key::Type(*t))
                    .collect(),
                TypeData::Complex(e) => vec![Key::Type(*e)],
                TypeData::Tuple(elems) => elems.iter().map(|t| Key::Type(*t)).collect(),
                TypeData::Vector { elem, .. } | TypeData::UnrankedTensor { elem } => {
                    vec![Key::Type(*elem)]
                }
                TypeData::RankedTensor { elem, encoding, .. } => std::iter::once(Key::Type(*elem))
                    .chain(encoding.iter().map(|e| Key::Attr(*e)))
                    .collect(),
                TypeData::MemRef {
                    elem,
                    layout,
                    memory_space,
                    ..
                } => std::iter::once(Key::Type(*elem))
                    // An identity affine map layout is not printed.
                    .chain(
                        layout
                            .iter()
                            .filter(|e| !is_identity_map(ctx, **e))
                            .map(|e| Key::Attr(*e)),
                    )
                    .chain(memory_space.iter().map(|e| Key::Attr(*e)))
                    .collect(),
                TypeData::UnrankedMemRef { elem, memory_space } => {
                    std::iter::once(Key::Type(*elem))
                        .chain(memory_space.iter().map(|e| Key::Attr(*e)))
                        .collect()
                }
                _ => vec![],
            },
        }
    }

    /// The alias name prefix of an entry, for those that get aliases.
    fn alias_prefix(&self, key: Key) -> Option<&'static str> {
        match key {
            Key::Loc(_) => Some("loc"),
            Key::Attr(a) => match self.ctx.attr_data(a) {
                AttrData::AffineMap(_) => Some("map"),
                AttrData::IntegerSet(_) => Some("set"),
                AttrData::Distinct { referenced, .. }
                    if !matches!(self.ctx.attr_data(*referenced), AttrData::Unit) =>
                {
                    Some("distinct")
                }
                _ => None,
            },
            // MLIR's builtin dialect aliases only tuples of more than 16 types.
            Key::Type(t) => match self.ctx.type_data(t) {
                TypeData::Tuple(elems) if elems.len() > 16 => Some("tuple"),
                _ => None,
            },
        }
    }

    /// Numbers the aliases: by depth, name, then first visit; each prefix counts
    /// on its own (`#loc`, `#loc1`, `#map`, `#map1`, ...).
    pub(crate) fn finish(self) -> Aliases {
        let mut order: Vec<&Node> = self.nodes.iter().filter(|n| n.aliased).collect();
        // MLIR orders by depth, types before attributes, then by alias name;
        // first visit breaks ties.
        order.sort_by_key(|n| {
            (
                n.depth,
                !matches!(n.key, Key::Type(_)),
                self.alias_prefix(n.key),
            )
        });
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        let mut a = Aliases::default();
        for n in order {
            let Some(prefix) = self.alias_prefix(n.key) else {
                continue;
            };
            let count = counts.entry(prefix).or_insert(0);
            let sigil = if matches!(n.key, Key::Type(_)) {
                '!'
            } else {
                '#'
            };
            let name = if *count == 0 {
                format!("{sigil}{prefix}")
            } else {
                format!("{sigil}{prefix}{count}")
            };
            *count += 1;
            a.names.insert(n.key, name);
            a.ordered.push((n.key, n.deferrable));
        }
        a
    }
}

/// Whether `layout` is an identity affine map (MLIR's `AffineMap::isIdentity`,
/// symbols allowed), which memref types do not print.
pub(crate) fn is_identity_map(ctx: &Context, layout: Attr) -> bool {
    matches!(ctx.attr_data(layout), AttrData::AffineMap(m) if m.is_identity())
}
