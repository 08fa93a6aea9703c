//! Data layout modeling (MLIR's `DataLayoutInterfaces`): entries and
//! specifications keyed by types or identifiers, the interfaces through
//! which scoping ops, types and dialects take part, and [`DataLayout`], the
//! cached query object with MLIR 22's default rules for builtin types.
//!
//! The interfaces are reached through the registry: a scoping op carries a
//! [`DataLayoutScope`] in its [`crate::registry::OpInfo::interfaces`]
//! (`builtin.module` is one without it); a dialect attaches to its
//! [`crate::registry::DialectInfo::interfaces`] a [`SpecDecoder`] (its
//! attributes that are specifications, the `dlti` dialect's), a
//! [`DialectLayouts`] (identifier entries named after it) and a
//! [`TypeLayouts`] (layouts of its types).

use crate::attrs::{Attr, AttrData, DenseValues, Ident, Loc};
use crate::body::{Body, OpId};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::types::{Signedness, Type, TypeData};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::sync::Arc;

/// The attribute holding an op's data layout specification.
pub const DL_SPEC_ATTR: &str = "dlti.dl_spec";
/// The identifier of the endianness entry.
pub const ENDIANNESS_KEY: &str = "dlti.endianness";
/// The identifier of the default memory space entry.
pub const DEFAULT_MEMORY_SPACE_KEY: &str = "dlti.default_memory_space";
/// The identifier of the alloca memory space entry.
pub const ALLOCA_MEMORY_SPACE_KEY: &str = "dlti.alloca_memory_space";
/// The identifier of the program memory space entry.
pub const PROGRAM_MEMORY_SPACE_KEY: &str = "dlti.program_memory_space";
/// The identifier of the global memory space entry.
pub const GLOBAL_MEMORY_SPACE_KEY: &str = "dlti.global_memory_space";
/// The identifier of the mangling mode entry.
pub const MANGLING_MODE_KEY: &str = "dlti.mangling_mode";
/// The identifier of the stack alignment entry.
pub const STACK_ALIGNMENT_KEY: &str = "dlti.stack_alignment";
/// The identifier of the function pointer alignment entry.
pub const FUNCTION_POINTER_ALIGNMENT_KEY: &str = "dlti.function_pointer_alignment";
/// The identifier of the legal integer widths entry.
pub const LEGAL_INT_WIDTHS_KEY: &str = "dlti.legal_int_widths";

/// What a data layout entry is about: a type or an identifier.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EntryKey {
    /// A type (`i32 = dense<32> : vector<1xi64>`).
    Type(Type),
    /// An identifier (`"dlti.endianness" = "little"`).
    Id(Ident),
}

/// One entry of a specification (MLIR's `DataLayoutEntryInterface`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DataLayoutEntry {
    /// The key.
    pub key: EntryKey,
    /// The value.
    pub value: Attr,
}

/// A type's size: a number of bits or bytes, possibly scaled by the
/// runtime vector length (`vector<[4]xi32>`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TypeSize {
    /// The size, or its known minimum when scalable.
    pub min: u64,
    /// Whether the size is a multiple of a runtime quantity.
    pub scalable: bool,
}

impl TypeSize {
    /// A fixed size.
    pub fn fixed(min: u64) -> TypeSize {
        TypeSize {
            min,
            scalable: false,
        }
    }

    /// The size in bytes of a size in bits (rounded up).
    pub fn bits_to_bytes(self) -> TypeSize {
        TypeSize {
            min: self.min.div_ceil(8),
            scalable: self.scalable,
        }
    }
}

/// A query that has no answer: MLIR aborts with this message; here it is
/// an error the caller reports at its location.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LayoutError(pub String);

/// The result of a layout query.
pub type LayoutResult<T> = Result<T, LayoutError>;

/// The class of a type for layout purposes (MLIR groups entries by
/// `TypeID`): all integer types are one class, each float type its own, a
/// dialect type's class is its name.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeClass {
    /// A builtin type class (`"integer"`, `"index"`, `"f32"`, `"vector"` ...).
    Builtin(&'static str),
    /// A dialect type, by its `dialect.name`.
    Dialect(Box<str>),
}

/// The class of `ty`.
pub fn type_class(ctx: &Context, ty: Type) -> TypeClass {
    TypeClass::Builtin(match ctx.type_data(ty) {
        TypeData::Integer { .. } => "integer",
        TypeData::Index => "index",
        TypeData::Float(k) => k.keyword(),
        TypeData::None => "none",
        TypeData::Function { .. } => "function",
        TypeData::Complex(_) => "complex",
        TypeData::Tuple(_) => "tuple",
        TypeData::Vector { .. } => "vector",
        TypeData::RankedTensor { .. } => "tensor",
        TypeData::UnrankedTensor { .. } => "unranked_tensor",
        TypeData::MemRef { .. } => "memref",
        TypeData::UnrankedMemRef { .. } => "unranked_memref",
        TypeData::Opaque { dialect, .. } => {
            return TypeClass::Dialect(format!("{dialect}.").into())
        }
        TypeData::Dialect { text } => {
            let end = text.find('<').unwrap_or(text.len());
            return TypeClass::Dialect(text[..end].into());
        }
    })
}

/// The dialect namespace of a dialect type, `None` for builtin types.
pub fn type_dialect(ctx: &Context, ty: Type) -> Option<&str> {
    match ctx.type_data(ty) {
        TypeData::Opaque { dialect, .. } => Some(dialect),
        TypeData::Dialect { text } => text.split(['.', '<']).next(),
        _ => None,
    }
}

/// A data layout specification (MLIR's `DataLayoutSpecInterface` as
/// implemented by `#dlti.dl_spec`): entries with unique keys.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct DataLayoutSpec {
    /// The entries, in order.
    pub entries: Vec<DataLayoutEntry>,
}

/// The operations on a data layout specification.
pub trait DataLayoutSpecInterface {
    /// The entries.
    fn entries(&self) -> &[DataLayoutEntry];

    /// This specification combined with those of enclosing scopes
    /// (`outer`, outermost first; this one is innermost); `None` when two
    /// entries for the same key are incompatible.
    fn combine_with(&self, ctx: &Context, outer: &[&DataLayoutSpec]) -> Option<DataLayoutSpec>;

    /// The entries whose key is a type of class `class`.
    fn entries_for_class(&self, ctx: &Context, class: &TypeClass) -> Vec<DataLayoutEntry> {
        self.entries()
            .iter()
            .filter(|e| matches!(e.key, EntryKey::Type(t) if type_class(ctx, t) == *class))
            .copied()
            .collect()
    }

    /// The entry keyed by identifier `id`.
    fn entry_for_id(&self, ctx: &Context, id: &str) -> Option<DataLayoutEntry> {
        self.entries()
            .iter()
            .find(|e| matches!(e.key, EntryKey::Id(i) if ctx.ident_str(i) == id))
            .copied()
    }
}

/// Entries grouped by type class and by identifier, each group in first
/// appearance order (MLIR's `bucketEntriesByType` into `MapVector`s).
struct Buckets {
    types: Vec<(TypeClass, Vec<DataLayoutEntry>)>,
    ids: Vec<(Ident, DataLayoutEntry)>,
}

impl Buckets {
    fn of(ctx: &Context, entries: &[DataLayoutEntry]) -> Buckets {
        let mut b = Buckets {
            types: Vec::new(),
            ids: Vec::new(),
        };
        for e in entries {
            match e.key {
                EntryKey::Type(t) => {
                    let class = type_class(ctx, t);
                    match b.types.iter_mut().find(|(c, _)| *c == class) {
                        Some((_, list)) => list.push(*e),
                        None => b.types.push((class, vec![*e])),
                    }
                }
                EntryKey::Id(id) => match b.ids.iter_mut().find(|(i, _)| *i == id) {
                    Some(slot) => slot.1 = *e,
                    None => b.ids.push((id, *e)),
                },
            }
        }
        b
    }

    /// Merges `spec` into these buckets (MLIR's `combineOneSpec`).
    fn combine(&mut self, ctx: &Context, spec: &DataLayoutSpec) -> Option<()> {
        let new = Buckets::of(ctx, &spec.entries);
        for (id, entry) in new.ids {
            let Some(slot) = self.ids.iter_mut().find(|(i, _)| *i == id) else {
                self.ids.push((id, entry));
                continue;
            };
            let name = ctx.ident_str(id);
            let dialect = name.split('.').next().unwrap_or("");
            slot.1 = match ctx
                .dialect(dialect)
                .and_then(|d| d.interfaces.get::<DialectLayouts>())
            {
                Some(iface) => iface.0.combine(ctx, slot.1, entry)?,
                None => default_combine(slot.1, entry)?,
            };
        }
        for (class, list) in new.types {
            let Some(slot) = self.types.iter_mut().find(|(c, _)| *c == class) else {
                self.types.push((class, list));
                continue;
            };
            let EntryKey::Type(sample) = list[0].key else {
                continue;
            };
            let iface = type_layout(ctx, sample)?;
            if !iface.are_compatible(ctx, &slot.1, &list) {
                return None;
            }
            let old_len = slot.1.len();
            for e in list {
                match slot.1[..old_len].iter_mut().find(|o| o.key == e.key) {
                    Some(o) => *o = e,
                    None => slot.1.push(e),
                }
            }
        }
        Some(())
    }

    fn into_spec(self) -> DataLayoutSpec {
        let mut entries: Vec<DataLayoutEntry> = self.ids.into_iter().map(|(_, e)| e).collect();
        for (_, list) in self.types {
            entries.extend(list);
        }
        DataLayoutSpec { entries }
    }
}

/// The combinator for identifier entries of dialects without one: only
/// identical entries combine.
pub fn default_combine(old: DataLayoutEntry, new: DataLayoutEntry) -> Option<DataLayoutEntry> {
    (old == new).then_some(old)
}

impl DataLayoutSpecInterface for DataLayoutSpec {
    fn entries(&self) -> &[DataLayoutEntry] {
        &self.entries
    }

    fn combine_with(&self, ctx: &Context, outer: &[&DataLayoutSpec]) -> Option<DataLayoutSpec> {
        let mut buckets = Buckets {
            types: Vec::new(),
            ids: Vec::new(),
        };
        for spec in outer {
            buckets.combine(ctx, spec)?;
        }
        buckets.combine(ctx, self)?;
        Some(buckets.into_spec())
    }
}

/// How a dialect's types answer layout queries (MLIR's
/// `DataLayoutTypeInterface`); `params` are the scope's entries for the
/// type's class.
pub trait DataLayoutTypeInterface: Send + Sync {
    /// The size in bits.
    fn size_in_bits(
        &self,
        ctx: &Context,
        ty: Type,
        layout: &DataLayout,
        params: &[DataLayoutEntry],
    ) -> LayoutResult<TypeSize>;
    /// The ABI alignment in bytes.
    fn abi_alignment(
        &self,
        ctx: &Context,
        ty: Type,
        layout: &DataLayout,
        params: &[DataLayoutEntry],
    ) -> LayoutResult<u64>;
    /// The preferred alignment in bytes.
    fn preferred_alignment(
        &self,
        ctx: &Context,
        ty: Type,
        layout: &DataLayout,
        params: &[DataLayoutEntry],
    ) -> LayoutResult<u64>;
    /// The bitwidth of an index computed from this (pointer-like) type.
    fn index_bitwidth(
        &self,
        _ctx: &Context,
        _ty: Type,
        _layout: &DataLayout,
        _params: &[DataLayoutEntry],
    ) -> Option<u64> {
        None
    }
    /// Checks the entries of a specification for this type's class.
    fn verify_entries(
        &self,
        _ctx: &Context,
        _entries: &[DataLayoutEntry],
        _loc: Loc,
    ) -> Result<(), Diagnostic> {
        Ok(())
    }
    /// Whether `new` entries (of a nested scope) may replace `old` ones.
    fn are_compatible(
        &self,
        _ctx: &Context,
        _old: &[DataLayoutEntry],
        _new: &[DataLayoutEntry],
    ) -> bool {
        true
    }
}

/// The layout interface of a dialect's types, if the type has one; a
/// [`crate::registry::DialectInfo`] interface.
#[derive(Clone, Copy)]
pub struct TypeLayouts(
    /// Looks up the interface of one of the dialect's types.
    pub fn(&Context, Type) -> Option<&'static dyn DataLayoutTypeInterface>,
);

/// The layout interface of a dialect type, if any.
pub fn type_layout(ctx: &Context, ty: Type) -> Option<&'static dyn DataLayoutTypeInterface> {
    let d = ctx.dialect(type_dialect(ctx, ty)?)?;
    (d.interfaces.get::<TypeLayouts>()?.0)(ctx, ty)
}

/// How a dialect handles identifier entries named after it (MLIR's
/// `DataLayoutDialectInterface`).
pub trait DataLayoutDialectInterface: Send + Sync {
    /// Checks one entry keyed by one of the dialect's identifiers.
    fn verify_entry(
        &self,
        ctx: &Context,
        entry: DataLayoutEntry,
        loc: Loc,
    ) -> Result<(), Diagnostic>;
    /// Combines an outer entry with a nested one; `None` if they do not
    /// combine.
    fn combine(
        &self,
        _ctx: &Context,
        old: DataLayoutEntry,
        new: DataLayoutEntry,
    ) -> Option<DataLayoutEntry> {
        default_combine(old, new)
    }
}

/// A dialect's [`DataLayoutDialectInterface`]; a
/// [`crate::registry::DialectInfo`] interface.
#[derive(Clone)]
pub struct DialectLayouts(pub Arc<dyn DataLayoutDialectInterface>);

/// Turns a dialect's attributes into data layout specifications (the
/// `dlti` dialect's `#dlti.dl_spec`); a [`crate::registry::DialectInfo`]
/// interface of the attribute's dialect.
#[derive(Clone, Copy)]
pub struct SpecDecoder(
    /// The specification an attribute stands for, if it is one.
    pub fn(&Context, Attr) -> Option<Arc<DataLayoutSpec>>,
    /// How an entry prints in messages (`#dlti.dl_entry<i32, 32 : i64>`).
    pub fn(&Context, DataLayoutEntry) -> String,
);

/// The specification `attr` stands for, if it is one.
pub fn decode_spec(ctx: &Context, attr: Attr) -> Option<Arc<DataLayoutSpec>> {
    let AttrData::Dialect { text } = ctx.attr_data(attr) else {
        return None;
    };
    let dialect = text.split(['.', '<']).next()?;
    (ctx.dialect(dialect)?.interfaces.get::<SpecDecoder>()?.0)(ctx, attr)
}

fn entry_text(ctx: &Context, entry: DataLayoutEntry) -> String {
    match ctx
        .dialect("dlti")
        .and_then(|d| d.interfaces.get::<SpecDecoder>())
    {
        Some(d) => (d.1)(ctx, entry),
        None => String::new(),
    }
}

/// An op that is a data layout scope (MLIR's `DataLayoutOpInterface`); an
/// [`crate::registry::OpInfo`] interface. `builtin.module` is a scope
/// without it.
#[derive(Clone, Copy)]
pub struct DataLayoutScope {
    /// The op's own specification attribute, if any (by default its
    /// `dlti.dl_spec`).
    pub spec: SpecAttrFn,
}

/// Reads a scope op's own specification attribute.
pub type SpecAttrFn = fn(&Context, &Body, OpId) -> Option<Attr>;

/// The specifications of nested scopes do not combine (MLIR's
/// `combineWith` returning null).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct IncompatibleLayouts;

/// The default [`DataLayoutScope::spec`]: the op's `dlti.dl_spec`.
pub fn spec_attr(ctx: &Context, body: &Body, op: OpId) -> Option<Attr> {
    ctx.dict_get(body.attrs(op), DL_SPEC_ATTR)
}

/// Whether `op` is a data layout scope (a module or an op with
/// [`DataLayoutScope`]); its spec attribute getter if so.
pub fn scope_of(ctx: &Context, body: &Body, op: OpId) -> Option<SpecAttrFn> {
    let name = body.op_name(op);
    if ctx.op_name_str(name) == "builtin.module" {
        return Some(spec_attr);
    }
    ctx.op_info(name)
        .and_then(|i| i.interface::<DataLayoutScope>())
        .map(|s| s.spec)
}

/// A scope on the way from the root to an op: its location and its own
/// specification (`None` when it has none).
#[derive(Clone, Debug)]
pub struct ScopeLink {
    /// The scope op's location.
    pub loc: Loc,
    /// Its own specification.
    pub spec: Option<Arc<DataLayoutSpec>>,
    /// Whether it is a module with no parent (skipped when it has no spec).
    pub top_level_module: bool,
}

/// Combines the specifications of a chain of scopes, outermost first (MLIR's
/// `getCombinedDataLayout` for the last one). `Err` when they do not
/// combine; `Ok(None)` when none has a specification.
pub fn combine_chain(
    ctx: &Context,
    chain: &[ScopeLink],
) -> Result<Option<Arc<DataLayoutSpec>>, IncompatibleLayouts> {
    let Some((leaf, parents)) = chain.split_last() else {
        return Ok(None);
    };
    let outer: Vec<&DataLayoutSpec> = parents.iter().filter_map(|s| s.spec.as_deref()).collect();
    if parents
        .iter()
        .all(|p| p.top_level_module && p.spec.is_none())
    {
        return Ok(leaf.spec.clone());
    }
    match &leaf.spec {
        Some(spec) => spec
            .combine_with(ctx, &outer)
            .map(|s| Some(Arc::new(s)))
            .ok_or(IncompatibleLayouts),
        None => match outer.split_last() {
            None => Ok(None),
            Some((last, rest)) => last
                .combine_with(ctx, rest)
                .map(|s| Some(Arc::new(s)))
                .ok_or(IncompatibleLayouts),
        },
    }
}

/// Verifies a specification (MLIR's `verifyDataLayoutSpec`): identifier
/// entries through their dialect, type entries through the builtin rules
/// or the type's interface. Errors are reported at `loc`.
pub fn verify_spec(ctx: &Context, spec: &DataLayoutSpec, loc: Loc) -> Result<(), Diagnostic> {
    let buckets = Buckets::of(ctx, &spec.entries);
    for (_, list) in &buckets.types {
        let EntryKey::Type(sample) = list[0].key else {
            continue;
        };
        match ctx.type_data(sample) {
            TypeData::Index => {
                if !matches!(ctx.attr_data(list[0].value), AttrData::Integer { .. }) {
                    return Err(Diagnostic::error(
                        loc,
                        "expected integer attribute in the data layout entry for 'index'",
                    ));
                }
            }
            TypeData::Integer { .. } | TypeData::Float(_) => {
                for e in list {
                    verify_alignment_entry(ctx, *e, loc)?;
                }
            }
            TypeData::Opaque { .. } | TypeData::Dialect { .. } => match type_layout(ctx, sample) {
                Some(iface) => iface.verify_entries(ctx, list, loc)?,
                None => {
                    return Err(Diagnostic::error(
                        loc,
                        "data layout specified for a type that does not support it",
                    ))
                }
            },
            _ => {
                return Err(Diagnostic::error(
                    loc,
                    "unexpected data layout for a built-in type",
                ))
            }
        }
    }
    for (id, entry) in &buckets.ids {
        let name = ctx.ident_str(*id);
        let Some((dialect, _)) = name.split_once('.') else {
            continue;
        };
        let Some(info) = ctx.dialect(dialect) else {
            continue;
        };
        match info.interfaces.get::<DialectLayouts>() {
            Some(iface) => iface.0.verify_entry(ctx, *entry, loc)?,
            None => {
                return Err(Diagnostic::error(
                    loc,
                    format!(
                        "the '{dialect}' dialect does not support identifier data layout entries"
                    ),
                ))
            }
        }
    }
    Ok(())
}

/// The values of a dense `i64` elements attribute.
fn dense_i64_values(ctx: &Context, attr: Attr) -> Option<Vec<u64>> {
    let AttrData::DenseElements { ty, values, .. } = ctx.attr_data(attr) else {
        return None;
    };
    let elem = ctx.type_data(*ty).element_type()?;
    if !matches!(
        ctx.type_data(elem),
        TypeData::Integer {
            width: 64,
            signedness: Signedness::Signless
        }
    ) {
        return None;
    }
    let DenseValues::Bits(bits) = values else {
        return None;
    };
    let shape = ctx.type_data(*ty).shape()?;
    let n = crate::dense::num_elements(shape).max(0) as usize;
    Some(
        (0..n)
            .map(|i| bits.get_u64(if bits.len() == 1 { 0 } else { i }))
            .collect(),
    )
}

fn verify_alignment_entry(ctx: &Context, e: DataLayoutEntry, loc: Loc) -> Result<(), Diagnostic> {
    let Some(values) = dense_i64_values(ctx, e.value) else {
        return Err(Diagnostic::error(
            loc,
            format!(
                "expected a dense i64 elements attribute in the data layout entry {}",
                entry_text(ctx, e)
            ),
        ));
    };
    if values.is_empty() || values.len() > 2 {
        return Err(Diagnostic::error(
            loc,
            format!(
                "expected 1 or 2 elements in the data layout entry {}",
                entry_text(ctx, e)
            ),
        ));
    }
    if values[values.len() - 1] < values[0] {
        return Err(Diagnostic::error(
            loc,
            format!(
                "preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry {}",
                entry_text(ctx, e)
            ),
        ));
    }
    Ok(())
}

/// LLVM's `PowerOf2Ceil` (0 stays 0).
fn power_of_2_ceil(n: u64) -> u64 {
    if n == 0 {
        0
    } else {
        n.next_power_of_two()
    }
}

fn missing(ctx: &Context, ty: Type) -> LayoutError {
    LayoutError(format!(
        "neither the scoping op nor the type class provide data layout information for {}",
        ctx.render_type(ty)
    ))
}

/// Per-type answers already computed.
#[derive(Default)]
struct Caches {
    sizes: FxHashMap<Type, TypeSize>,
    bitsizes: FxHashMap<Type, TypeSize>,
    abi: FxHashMap<Type, u64>,
    preferred: FxHashMap<Type, u64>,
    index: FxHashMap<Type, Option<u64>>,
}

/// The answers to layout queries in one scope (MLIR's `DataLayout`): built
/// from the combined specification of the scope and its ancestors, with
/// each per-type answer cached.
pub struct DataLayout<'c> {
    ctx: &'c Context,
    spec: Option<Arc<DataLayoutSpec>>,
    caches: RefCell<Caches>,
}

impl<'c> DataLayout<'c> {
    /// The layout of a scope whose combined specification is `spec`
    /// (`None`: the defaults).
    pub fn new(ctx: &'c Context, spec: Option<Arc<DataLayoutSpec>>) -> DataLayout<'c> {
        DataLayout {
            ctx,
            spec,
            caches: RefCell::new(Caches::default()),
        }
    }

    /// The layout of the innermost of a chain of scopes (outermost first);
    /// `Err` when their specifications do not combine.
    pub fn for_chain(
        ctx: &'c Context,
        chain: &[ScopeLink],
    ) -> Result<DataLayout<'c>, IncompatibleLayouts> {
        Ok(DataLayout::new(ctx, combine_chain(ctx, chain)?))
    }

    /// The combined specification in effect.
    pub fn spec(&self) -> Option<&DataLayoutSpec> {
        self.spec.as_deref()
    }

    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.ctx
    }

    /// How many per-type answers the cache holds (one per query kind and
    /// type asked so far).
    pub fn cached_answers(&self) -> usize {
        let c = self.caches.borrow();
        c.sizes.len() + c.bitsizes.len() + c.abi.len() + c.preferred.len() + c.index.len()
    }

    fn params(&self, ty: Type) -> Vec<DataLayoutEntry> {
        match &self.spec {
            Some(s) if !s.entries.is_empty() => {
                s.entries_for_class(self.ctx, &type_class(self.ctx, ty))
            }
            _ => Vec::new(),
        }
    }

    fn cached<T: Copy>(
        &self,
        ty: Type,
        pick: fn(&mut Caches) -> &mut FxHashMap<Type, T>,
        compute: impl FnOnce(&Self, &[DataLayoutEntry]) -> LayoutResult<T>,
    ) -> LayoutResult<T> {
        if let Some(v) = pick(&mut self.caches.borrow_mut()).get(&ty) {
            return Ok(*v);
        }
        let params = self.params(ty);
        let v = compute(self, &params)?;
        pick(&mut self.caches.borrow_mut()).insert(ty, v);
        Ok(v)
    }

    /// The size of `ty` in bytes.
    pub fn type_size(&self, ty: Type) -> LayoutResult<TypeSize> {
        self.cached(
            ty,
            |c| &mut c.sizes,
            |l, p| Ok(default_size_in_bits(l, ty, p)?.bits_to_bytes()),
        )
    }

    /// The size of `ty` in bits.
    pub fn type_size_in_bits(&self, ty: Type) -> LayoutResult<TypeSize> {
        self.cached(
            ty,
            |c| &mut c.bitsizes,
            |l, p| default_size_in_bits(l, ty, p),
        )
    }

    /// The ABI alignment of `ty` in bytes.
    pub fn abi_alignment(&self, ty: Type) -> LayoutResult<u64> {
        self.cached(ty, |c| &mut c.abi, |l, p| default_abi_alignment(l, ty, p))
    }

    /// The preferred alignment of `ty` in bytes.
    pub fn preferred_alignment(&self, ty: Type) -> LayoutResult<u64> {
        self.cached(
            ty,
            |c| &mut c.preferred,
            |l, p| default_preferred_alignment(l, ty, p),
        )
    }

    /// The bitwidth of an index computed from `ty`, for `index` and
    /// pointer-like types.
    pub fn index_bitwidth(&self, ty: Type) -> LayoutResult<Option<u64>> {
        self.cached(
            ty,
            |c| &mut c.index,
            |l, p| Ok(default_index_bitwidth(l, ty, p)),
        )
    }

    /// The value of identifier entry `key` in effect, if any.
    pub fn identifier_value(&self, key: &str) -> Option<Attr> {
        self.spec
            .as_ref()?
            .entry_for_id(self.ctx, key)
            .map(|e| e.value)
    }

    /// The endianness (`"big"` / `"little"`), if specified.
    pub fn endianness(&self) -> Option<Attr> {
        self.identifier_value(ENDIANNESS_KEY)
    }

    /// The default memory space, if specified.
    pub fn default_memory_space(&self) -> Option<Attr> {
        self.identifier_value(DEFAULT_MEMORY_SPACE_KEY)
    }

    /// The memory space of allocas, if specified.
    pub fn alloca_memory_space(&self) -> Option<Attr> {
        self.identifier_value(ALLOCA_MEMORY_SPACE_KEY)
    }

    /// The memory space of code, if specified.
    pub fn program_memory_space(&self) -> Option<Attr> {
        self.identifier_value(PROGRAM_MEMORY_SPACE_KEY)
    }

    /// The memory space of globals, if specified.
    pub fn global_memory_space(&self) -> Option<Attr> {
        self.identifier_value(GLOBAL_MEMORY_SPACE_KEY)
    }

    /// The mangling mode, if specified.
    pub fn mangling_mode(&self) -> Option<Attr> {
        self.identifier_value(MANGLING_MODE_KEY)
    }

    /// The function pointer alignment, if specified.
    pub fn function_pointer_alignment(&self) -> Option<Attr> {
        self.identifier_value(FUNCTION_POINTER_ALIGNMENT_KEY)
    }

    /// The legal integer widths, if specified.
    pub fn legal_int_widths(&self) -> Option<Attr> {
        self.identifier_value(LEGAL_INT_WIDTHS_KEY)
    }

    /// The natural stack alignment in bits (0 when unspecified).
    pub fn stack_alignment(&self) -> LayoutResult<u64> {
        let Some(v) = self.identifier_value(STACK_ALIGNMENT_KEY) else {
            return Ok(0);
        };
        match self.ctx.attr_data(v) {
            AttrData::Integer { value, .. } => Ok(value.low_u64()),
            _ => Err(LayoutError(format!(
                "expected an integer '{STACK_ALIGNMENT_KEY}' data layout entry"
            ))),
        }
    }
}

/// The width of an index: the `index` entry's value, else 64.
fn index_width(ctx: &Context, params: &[DataLayoutEntry]) -> u64 {
    params
        .first()
        .and_then(|e| match ctx.attr_data(e.value) {
            AttrData::Integer { value, .. } => Some(value.low_u64()),
            _ => None,
        })
        .unwrap_or(64)
}

fn index_as_integer(ctx: &Context, params: &[DataLayoutEntry]) -> Type {
    let w = index_width(ctx, params).min(u32::MAX as u64) as u32;
    ctx.integer_type(w, Signedness::Signless)
}

/// MLIR's default size in bits of a builtin type, or the type interface's.
pub fn default_size_in_bits(
    l: &DataLayout,
    ty: Type,
    params: &[DataLayoutEntry],
) -> LayoutResult<TypeSize> {
    let ctx = l.ctx;
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Ok(TypeSize::fixed(*width as u64)),
        TypeData::Float(k) => Ok(TypeSize::fixed(k.bit_width() as u64)),
        TypeData::Complex(et) => {
            let align = default_preferred_alignment(l, *et, params)? * 8;
            let inner = default_size_in_bits(l, *et, params)?;
            let padded = if align == 0 {
                inner.min
            } else {
                inner.min.div_ceil(align) * align
            };
            Ok(TypeSize {
                min: padded + inner.min,
                scalable: inner.scalable,
            })
        }
        TypeData::Index => l.type_size_in_bits(index_as_integer(ctx, params)),
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } => {
            let last = *shape.last().unwrap_or(&1) as u64;
            let total: u64 = shape.iter().map(|&d| d as u64).product();
            let outer = total.checked_div(last).unwrap_or(0);
            let elem_size = l.type_size(*elem)?.min;
            Ok(TypeSize {
                min: outer * power_of_2_ceil(last) * elem_size * 8,
                scalable: scalable.iter().any(|&s| s),
            })
        }
        _ => match type_layout(ctx, ty) {
            Some(iface) => iface.size_in_bits(ctx, ty, l, params),
            None => Err(missing(ctx, ty)),
        },
    }
}

/// The integer entry that applies to a width: the one of the smallest key
/// width not below it, else the widest.
fn entry_for_integer(ctx: &Context, width: u32, params: &[DataLayoutEntry]) -> DataLayoutEntry {
    let mut sorted: Vec<(u32, DataLayoutEntry)> = Vec::new();
    for e in params {
        let EntryKey::Type(t) = e.key else { continue };
        let w = match ctx.type_data(t) {
            TypeData::Integer { width, .. } => *width,
            _ => continue,
        };
        if !sorted.iter().any(|(x, _)| *x == w) {
            sorted.push((w, *e));
        }
    }
    sorted.sort_by_key(|(w, _)| *w);
    sorted
        .iter()
        .find(|(w, _)| *w >= width)
        .or(sorted.last())
        .map(|(_, e)| *e)
        .unwrap_or(params[0])
}

fn abi_of_entry(ctx: &Context, e: DataLayoutEntry) -> LayoutResult<u64> {
    match dense_i64_values(ctx, e.value) {
        Some(v) if !v.is_empty() => Ok(v[0] / 8),
        _ => Err(LayoutError(format!(
            "expected a dense i64 elements attribute in the data layout entry {}",
            entry_text(ctx, e)
        ))),
    }
}

fn preferred_of_entry(ctx: &Context, e: DataLayoutEntry) -> LayoutResult<u64> {
    match dense_i64_values(ctx, e.value) {
        Some(v) if !v.is_empty() => Ok(v[v.len() - 1] / 8),
        _ => Err(LayoutError(format!(
            "expected a dense i64 elements attribute in the data layout entry {}",
            entry_text(ctx, e)
        ))),
    }
}

/// MLIR's default ABI alignment of a builtin type, or the type interface's.
pub fn default_abi_alignment(
    l: &DataLayout,
    ty: Type,
    params: &[DataLayoutEntry],
) -> LayoutResult<u64> {
    let ctx = l.ctx;
    match ctx.type_data(ty) {
        TypeData::Vector { .. } => Ok(power_of_2_ceil(l.type_size(ty)?.min)),
        TypeData::Float(_) => match params.first() {
            None => Ok(power_of_2_ceil(l.type_size(ty)?.min)),
            Some(e) => abi_of_entry(ctx, *e),
        },
        TypeData::Index => l.abi_alignment(index_as_integer(ctx, params)),
        TypeData::Integer { width, .. } => {
            if params.is_empty() {
                Ok(if *width < 64 {
                    power_of_2_ceil((*width as u64).div_ceil(8))
                } else {
                    4
                })
            } else {
                abi_of_entry(ctx, entry_for_integer(ctx, *width, params))
            }
        }
        TypeData::Complex(et) => default_abi_alignment(l, *et, params),
        _ => match type_layout(ctx, ty) {
            Some(iface) => iface.abi_alignment(ctx, ty, l, params),
            None => Err(missing(ctx, ty)),
        },
    }
}

/// MLIR's default preferred alignment of a builtin type, or the type
/// interface's.
pub fn default_preferred_alignment(
    l: &DataLayout,
    ty: Type,
    params: &[DataLayoutEntry],
) -> LayoutResult<u64> {
    let ctx = l.ctx;
    match ctx.type_data(ty) {
        TypeData::Vector { .. } => l.abi_alignment(ty),
        TypeData::Float(_) => match params.first() {
            None => l.abi_alignment(ty),
            Some(e) => preferred_of_entry(ctx, *e),
        },
        TypeData::Integer { width, .. } => {
            if params.is_empty() {
                Ok(power_of_2_ceil(l.type_size(ty)?.min))
            } else {
                preferred_of_entry(ctx, entry_for_integer(ctx, *width, params))
            }
        }
        TypeData::Index => l.preferred_alignment(index_as_integer(ctx, params)),
        TypeData::Complex(et) => default_preferred_alignment(l, *et, params),
        _ => match type_layout(ctx, ty) {
            Some(iface) => iface.preferred_alignment(ctx, ty, l, params),
            None => Err(missing(ctx, ty)),
        },
    }
}

/// MLIR's default index bitwidth: `index`'s width, the type interface's
/// answer, else none.
pub fn default_index_bitwidth(l: &DataLayout, ty: Type, params: &[DataLayoutEntry]) -> Option<u64> {
    let ctx = l.ctx;
    match ctx.type_data(ty) {
        TypeData::Index => Some(index_width(ctx, params)),
        _ => type_layout(ctx, ty).and_then(|i| i.index_bitwidth(ctx, ty, l, params)),
    }
}
