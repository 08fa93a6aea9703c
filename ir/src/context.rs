//! The context: interns types, attributes, locations, identifiers and op
//! names, and holds the dialect and op registry.

use crate::attrs::{Attr, AttrData, FileRange, FusedLoc, Ident, Loc, LocData};
use crate::diag::Renderer;
use crate::intern::Interner;
use crate::registry::{DialectInfo, OpInfo, OpTraits};
use crate::types::{Signedness, Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float::FloatKind;
use rustc_hash::FxHashMap;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// An interned op name (`dialect.op`), registered or not.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct OpName(pub(crate) u32);

/// Storage of an op name: the text and, when registered, its info.
#[derive(Clone)]
pub(crate) struct OpNameData {
    name: Box<str>,
    info: Option<Arc<OpInfo>>,
}

impl PartialEq for OpNameData {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}
impl Eq for OpNameData {}
impl Hash for OpNameData {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.name.hash(state)
    }
}

/// Frequently used handles, created once.
#[derive(Clone, Copy, Debug)]
pub struct Common {
    /// `i1`.
    pub i1: Type,
    /// `i32`.
    pub i32: Type,
    /// `i64`.
    pub i64: Type,
    /// `index`.
    pub index: Type,
    /// `none`.
    pub none: Type,
    /// `unit`.
    pub unit: Attr,
    /// `{}`.
    pub empty_dict: Attr,
    /// `loc(unknown)`.
    pub unknown_loc: Loc,
}

/// Owns all uniqued IR objects. `Send + Sync`: share it by reference across
/// threads; interning takes only a shard lock.
pub struct Context {
    types: Interner<TypeData>,
    attrs: Interner<AttrData>,
    locs: Interner<LocData>,
    idents: Interner<Box<str>>,
    op_names: Interner<OpNameData>,
    dialects: FxHashMap<&'static str, DialectInfo>,
    /// Namespaces of dialects that exist without rmlir implementing them
    /// (see [`Context::declare_dialect_namespaces`]).
    declared_namespaces: Vec<&'static str>,
    allow_unregistered: bool,
    common: Common,
    registered_ops: Vec<OpName>,
    /// The next `distinct` attribute identity.
    next_distinct: std::sync::atomic::AtomicU64,
    /// How core diagnostics write IR objects, once the text format
    /// installed it.
    renderer: std::sync::OnceLock<Renderer>,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

/// The interning hash of a location. A parser makes file locations in
/// source order, nearly all of them new, so their bucket bits follow the
/// line and column within windows of 4096 buckets (consecutive inserts touch
/// neighbouring buckets instead of missing the cache each time), windows are
/// placed by a multiplicative hash, 64-line blocks share a shard, and the tag
/// bits come from FxHash of the whole location. Keys that share bucket bits
/// lie on one diagonal (line + 1, column - 4) of at most 64 entries, as
/// columns past 255 and other locations use FxHash alone.
fn loc_hash(loc: &LocData) -> u64 {
    use std::hash::BuildHasher;
    let mixed = rustc_hash::FxBuildHasher.hash_one(loc);
    let LocData::FileLineCol { line, col, .. } = *loc else {
        return mixed;
    };
    if col > 255 {
        return mixed;
    }
    const TAG: u64 = 0xFE00_0000_0000_0000;
    const BUCKET: u64 = (1 << 40) - 1;
    let line = u64::from(line);
    // Lines 64k..64k+63 go to shard k % 16; within a shard, lines are
    // renumbered densely so its buckets fill in order.
    let shard = (line >> 6) & 0xF;
    let dense = ((line >> 10) << 6) | (line & 63);
    let x = dense * 4 + u64::from(col);
    let window = ((x >> 12).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 20) << 12;
    let bucket = (window | (x & 0xFFF)) & BUCKET;
    (mixed & TAG) | (shard << 40) | bucket
}

impl Context {
    /// A context with the builtin dialect registered.
    pub fn new() -> Context {
        let types = Interner::new();
        let attrs = Interner::new();
        let locs = Interner::with_hash(loc_hash);
        let int = |w| TypeData::Integer {
            width: w,
            signedness: Signedness::Signless,
        };
        let common = Common {
            i1: Type(types.intern(int(1))),
            i32: Type(types.intern(int(32))),
            i64: Type(types.intern(int(64))),
            index: Type(types.intern(TypeData::Index)),
            none: Type(types.intern(TypeData::None)),
            unit: Attr(attrs.intern(AttrData::Unit)),
            empty_dict: Attr(attrs.intern(AttrData::Dictionary(Box::new([])))),
            unknown_loc: Loc(locs.intern(LocData::Unknown)),
        };
        let mut ctx = Context {
            types,
            attrs,
            locs,
            idents: Interner::new(),
            op_names: Interner::new(),
            dialects: FxHashMap::default(),
            declared_namespaces: Vec::new(),
            allow_unregistered: false,
            registered_ops: Vec::new(),
            common,
            next_distinct: std::sync::atomic::AtomicU64::new(0),
            renderer: std::sync::OnceLock::new(),
        };
        crate::builtin::register(&mut ctx);
        ctx
    }

    /// Frequently used handles.
    #[inline]
    pub fn common(&self) -> &Common {
        &self.common
    }

    /// Installs how core diagnostics write IR objects, unless one is
    /// installed already (the first stays; see [`Renderer`]).
    pub fn install_renderer(&self, renderer: Renderer) {
        let _ = self.renderer.set(renderer);
    }

    /// The installed renderer, if any.
    pub fn renderer(&self) -> Option<&Renderer> {
        self.renderer.get()
    }

    /// `op` as core diagnostics show it: in generic form through the
    /// installed [`Renderer`], else `"name"(...)`.
    pub fn render_op(&self, body: &crate::body::Body, op: crate::body::OpId) -> String {
        match self.renderer() {
            Some(r) => (r.op)(self, body, op),
            None => format!("\"{}\"(...)", self.op_name_str(body.op_name(op))),
        }
    }

    /// `attr` as core diagnostics show it: through the installed
    /// [`Renderer`], else its storage's debug form.
    pub fn render_attr(&self, attr: Attr) -> String {
        match self.renderer() {
            Some(r) => (r.attr)(self, attr),
            None => format!("{:?}", self.attr_data(attr)),
        }
    }

    /// `ty` as core diagnostics show it: through the installed
    /// [`Renderer`], else its storage's debug form.
    pub fn render_type(&self, ty: Type) -> String {
        match self.renderer() {
            Some(r) => (r.ty)(self, ty),
            None => format!("{:?}", self.type_data(ty)),
        }
    }

    /// Whether ops and dialects that are not registered may be parsed.
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered
    }

    /// Sets whether unregistered ops and dialects are accepted.
    pub fn set_allow_unregistered_dialects(&mut self, allow: bool) {
        self.allow_unregistered = allow;
    }

    /// Declares dialect namespaces whose ops stay unregistered here but
    /// belong to a dialect (for rmlir-opt, those mlir-opt 22 loads): an op
    /// of one is no potentially unknown symbol table.
    pub fn declare_dialect_namespaces(&mut self, namespaces: &[&'static str]) {
        self.declared_namespaces.extend_from_slice(namespaces);
        self.declared_namespaces.sort_unstable();
        self.declared_namespaces.dedup();
    }

    /// Whether `namespace` is a dialect: registered, or declared with
    /// [`Context::declare_dialect_namespaces`].
    pub fn has_dialect(&self, namespace: &str) -> bool {
        self.dialects.contains_key(namespace)
            || self.declared_namespaces.binary_search(&namespace).is_ok()
    }

    /// Registers a dialect namespace.
    pub fn register_dialect(&mut self, info: DialectInfo) {
        self.dialects.insert(info.namespace, info);
    }

    /// The dialect registered under `namespace`.
    pub fn dialect(&self, namespace: &str) -> Option<&DialectInfo> {
        self.dialects.get(namespace)
    }

    /// Registered dialect namespaces, sorted.
    pub fn dialect_names(&self) -> Vec<&'static str> {
        let mut v: Vec<_> = self.dialects.keys().copied().collect();
        v.sort_unstable();
        v
    }

    /// Registers an op; replaces an earlier registration of the same name.
    pub fn register_op(&mut self, info: OpInfo) {
        let name = self.op_name(info.name);
        if !self.registered_ops.contains(&name) {
            self.registered_ops.push(name);
        }
        self.op_names.get_mut(name.0).info = Some(Arc::new(info));
    }

    /// The registered op names, in registration order.
    pub fn registered_ops(&self) -> &[OpName] {
        &self.registered_ops
    }

    /// Interns an op name.
    pub fn op_name(&self, name: &str) -> OpName {
        // An `OpNameData` hashes as the `str` of its name: look up by the
        // borrowed text, without allocating (as `ident` does).
        let hash = std::hash::BuildHasher::hash_one(&rustc_hash::FxBuildHasher, name);
        if let Some(i) = self.op_names.find(hash, |d| &*d.name == name) {
            return OpName(i);
        }
        OpName(self.op_names.intern(OpNameData {
            name: name.into(),
            info: None,
        }))
    }

    /// The text of an op name.
    #[inline]
    pub fn op_name_str(&self, name: OpName) -> &str {
        &self.op_names.get(name.0).name
    }

    /// The registration of an op name, if any.
    #[inline]
    pub fn op_info(&self, name: OpName) -> Option<&OpInfo> {
        self.op_names.get(name.0).info.as_deref()
    }

    /// The traits of an op name (none when unregistered).
    #[inline]
    pub fn op_traits(&self, name: OpName) -> OpTraits {
        self.op_info(name).map_or(OpTraits::NONE, |i| i.traits)
    }

    /// Whether `op` in `body` is a terminator (registered with the trait).
    pub fn is_terminator(&self, body: &crate::body::Body, op: crate::body::OpId) -> bool {
        self.op_traits(body.op_name(op))
            .contains(OpTraits::TERMINATOR)
    }

    /// Interns a type.
    pub fn intern_type(&self, data: TypeData) -> Type {
        Type(self.types.intern(data))
    }

    /// The storage of a type.
    #[inline]
    pub fn type_data(&self, ty: Type) -> &TypeData {
        self.types.get(ty.0)
    }

    /// `iN`, `siN` or `uiN`.
    pub fn integer_type(&self, width: u32, signedness: Signedness) -> Type {
        self.intern_type(TypeData::Integer { width, signedness })
    }

    /// A float type.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeData::Float(kind))
    }

    /// `(inputs) -> results`.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type(TypeData::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }

    /// Interns an attribute.
    pub fn intern_attr(&self, data: AttrData) -> Attr {
        Attr(self.attrs.intern(data))
    }

    /// A new `distinct` attribute referencing `referenced`: never equal to
    /// any other attribute (MLIR's `DistinctAttr::create`).
    pub fn distinct_attr(&self, referenced: Attr) -> Attr {
        let id = self
            .next_distinct
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.intern_attr(AttrData::Distinct { id, referenced })
    }

    /// The storage of an attribute.
    #[inline]
    pub fn attr_data(&self, attr: Attr) -> &AttrData {
        self.attrs.get(attr.0)
    }

    /// An integer attribute of type `ty` (integer or index) holding `value`.
    pub fn integer_attr(&self, ty: Type, value: i64) -> Attr {
        let width = self.int_or_index_width(ty).unwrap_or(64);
        self.intern_attr(AttrData::Integer {
            ty,
            value: APInt::from_i64(width, value),
        })
    }

    /// A string attribute.
    pub fn string_attr(&self, s: &str) -> Attr {
        self.intern_attr(AttrData::String {
            value: s.as_bytes().into(),
            ty: None,
        })
    }

    /// A type attribute.
    pub fn type_attr(&self, ty: Type) -> Attr {
        self.intern_attr(AttrData::Type(ty))
    }

    /// A dictionary attribute; sorts the entries by name. Later duplicates win.
    pub fn dictionary_attr(&self, mut entries: Vec<(Ident, Attr)>) -> Attr {
        if entries.is_empty() {
            return self.common.empty_dict;
        }
        entries.sort_by(|a, b| self.ident_str(a.0).cmp(self.ident_str(b.0)));
        entries.dedup_by(|later, earlier| {
            if later.0 == earlier.0 {
                earlier.1 = later.1;
                true
            } else {
                false
            }
        });
        self.intern_attr(AttrData::Dictionary(entries.into()))
    }

    /// Entries of a dictionary attribute (empty for other attributes).
    pub fn dict_entries(&self, attr: Attr) -> &[(Ident, Attr)] {
        match self.attr_data(attr) {
            AttrData::Dictionary(e) => e,
            _ => &[],
        }
    }

    /// A dense elements attribute (splats detected).
    pub fn dense_elements_attr(&self, ty: Type, values: crate::attrs::DenseValues) -> Attr {
        crate::dense::dense_elements_attr(self, ty, values)
    }

    /// The value of `name` in a dictionary attribute.
    pub fn dict_get(&self, attr: Attr, name: &str) -> Option<Attr> {
        let entries = self.dict_entries(attr);
        entries
            .binary_search_by(|(k, _)| self.ident_str(*k).cmp(name))
            .ok()
            .map(|i| entries[i].1)
    }

    /// Interns a location. A [`LocData::FileRange`] that ends where it
    /// starts is stored as the [`LocData::FileLineCol`] it prints as.
    pub fn intern_loc(&self, data: LocData) -> Loc {
        match data {
            LocData::FileRange(r) => self.file_range_loc(*r),
            data => Loc(self.locs.intern(data)),
        }
    }

    /// The storage of a location.
    #[inline]
    pub fn loc_data(&self, loc: Loc) -> &LocData {
        self.locs.get(loc.0)
    }

    /// A fused location, simplified as MLIR does: nested fused locations
    /// with the same metadata are flattened, unknown and repeated parts
    /// dropped, and a lone part without metadata stands for itself.
    pub fn fused_loc(&self, locs: &[Loc], metadata: Option<Attr>) -> Loc {
        let mut parts: Vec<Loc> = Vec::with_capacity(locs.len());
        let push = |l: Loc, parts: &mut Vec<Loc>| {
            if !parts.contains(&l) {
                parts.push(l);
            }
        };
        for &l in locs {
            match self.loc_data(l) {
                LocData::Fused(f) if f.metadata == metadata => {
                    for &i in f.locs.iter() {
                        push(i, &mut parts);
                    }
                }
                LocData::Unknown => {}
                _ => push(l, &mut parts),
            }
        }
        match (parts.len(), metadata) {
            (0, None) => self.common.unknown_loc,
            (0, Some(_)) => self.intern_loc(LocData::Fused(Box::new(FusedLoc {
                locs: Box::new([self.common.unknown_loc]),
                metadata,
            }))),
            (1, None) => parts[0],
            _ => self.intern_loc(LocData::Fused(Box::new(FusedLoc {
                locs: parts.into(),
                metadata,
            }))),
        }
    }

    /// `loc("file":line:col)`.
    pub fn file_loc(&self, file: Ident, line: u32, col: u32) -> Loc {
        Loc(self
            .locs
            .intern_likely_new(LocData::FileLineCol { file, line, col }))
    }

    /// `loc("file":l:c to l2:c2)`; a plain [`file_loc`](Self::file_loc)
    /// when the range ends where it starts (MLIR prints both alike).
    pub fn file_range_loc(&self, r: FileRange) -> Loc {
        if r.end_line == r.line && r.end_col == r.col {
            self.file_loc(r.file, r.line, r.col)
        } else {
            Loc(self.locs.intern(LocData::FileRange(Box::new(r))))
        }
    }

    /// Interns a string.
    pub fn ident(&self, s: &str) -> Ident {
        // The idents interner hashes a `Box<str>` with FxHash, which hashes
        // as the `str` inside: look up by the borrowed text, without
        // allocating.
        let hash = std::hash::BuildHasher::hash_one(&rustc_hash::FxBuildHasher, s);
        if let Some(i) = self.idents.find(hash, |b| &**b == s) {
            return Ident(i);
        }
        Ident(self.idents.intern(s.into()))
    }

    /// The text of an interned string.
    #[inline]
    pub fn ident_str(&self, id: Ident) -> &str {
        self.idents.get(id.0)
    }

    /// Bit width of an integer type, or 64 for `index`.
    pub fn int_or_index_width(&self, ty: Type) -> Option<u32> {
        match self.type_data(ty) {
            TypeData::Integer { width, .. } => Some(*width),
            TypeData::Index => Some(64),
            _ => None,
        }
    }

    /// Number of interned types, attributes and locations (for statistics).
    pub fn interned_counts(&self) -> (usize, usize, usize) {
        (self.types.len(), self.attrs.len(), self.locs.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_send_sync<T: Send + Sync>() {}

    #[test]
    fn context_is_send_sync() {
        assert_send_sync::<Context>();
    }

    #[test]
    fn op_names_are_found_by_their_text() {
        let mut ctx = Context::new();
        let a = ctx.op_name("test.a");
        assert_eq!(ctx.op_name("test.a"), a);
        assert_ne!(ctx.op_name("test.b"), a);
        assert_eq!(ctx.op_name_str(a), "test.a");
        // Registering keeps the handle, and the name still finds it.
        ctx.register_op(OpInfo::new("test.a", OpTraits::default()));
        assert_eq!(ctx.op_name("test.a"), a);
        assert!(ctx.op_info(a).is_some());
    }

    #[test]
    fn identity_holds_across_threads() {
        let ctx = Context::new();
        let per_thread: Vec<Vec<(Type, Attr, Ident, Loc)>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..8)
                .map(|t| {
                    let ctx = &ctx;
                    s.spawn(move || {
                        (0..2000u32)
                            .map(|i| {
                                // Half the values are shared by all threads, half are per thread.
                                let k = if i % 2 == 0 { i } else { i + 100_000 * (t + 1) };
                                let ty = ctx.integer_type(k % 4000 + 1, Signedness::Signless);
                                let at = ctx.integer_attr(ctx.common().i64, k as i64);
                                let id = ctx.ident(&format!("name{k}"));
                                let loc = ctx.file_loc(id, k, 1);
                                (ty, at, id, loc)
                            })
                            .collect()
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        // Same value -> same handle, whichever thread interned it.
        for i in (0..2000).step_by(2) {
            let first = per_thread[0][i];
            for t in &per_thread[1..] {
                assert_eq!(t[i], first);
            }
        }
        // Different values -> different handles.
        let mut all_attrs: Vec<Attr> = per_thread.iter().flatten().map(|e| e.1).collect();
        all_attrs.sort();
        all_attrs.dedup();
        assert_eq!(all_attrs.len(), 1000 + 8 * 1000);
        // Handles resolve to the values they were made from.
        let (ty, _, id, _) = per_thread[3][7];
        assert_eq!(ctx.ident_str(id), format!("name{}", 7 + 400_000));
        assert!(matches!(ctx.type_data(ty), TypeData::Integer { .. }));
    }

    #[test]
    fn dictionary_sorted_and_deduplicated() {
        let ctx = Context::new();
        let (b, a) = (ctx.ident("b"), ctx.ident("a"));
        let one = ctx.integer_attr(ctx.common().i64, 1);
        let two = ctx.integer_attr(ctx.common().i64, 2);
        let d1 = ctx.dictionary_attr(vec![(b, one), (a, one), (b, two)]);
        let d2 = ctx.dictionary_attr(vec![(a, one), (b, two)]);
        assert_eq!(d1, d2);
        assert_eq!(ctx.dict_get(d1, "b"), Some(two));
        assert_eq!(ctx.dict_get(d1, "c"), None);
    }
}
