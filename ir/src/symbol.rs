//! Symbols and symbol tables (MLIR's `SymbolTable`): names, visibility,
//! the symbols of a table, nested references and the symbol uses of ops.
//!
//! A symbol is an op with a `sym_name` string attribute (in its properties
//! or attributes); a symbol table op (trait `SYMBOL_TABLE`) holds symbols in
//! its region, and symbol references (`@a::@b`) name them from the nearest
//! enclosing table, nested ones through inner tables.

use crate::attrs::{Attr, AttrData};
use crate::body::{Body, OpId};
use crate::body_tree::{BodyIx, BodyTree, OpRef};
use crate::context::Context;
use crate::registry::OpTraits;
use rustc_hash::FxHashMap;
use std::collections::hash_map::Entry;

/// The error for a name whose bytes are not UTF-8: MLIR allows any bytes
/// in symbol, operation, attribute and location names; rmlir keeps names as
/// Rust strings, and refuses such names (in text, bytecode and the
/// verifier) rather than change them.
pub const NOT_UTF8_NAME: &str = "name is not valid UTF-8 (rmlir supports only UTF-8 names)";

/// The `sym_name` of an op, from its properties or attributes.
pub fn symbol_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c str> {
    std::str::from_utf8(symbol_name_bytes(ctx, body, op)?).ok()
}

/// The bytes of the `sym_name` string of an op (any bytes, as MLIR allows;
/// [`symbol_name`] is the name when they are UTF-8).
pub fn symbol_name_bytes<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c [u8]> {
    let a = body
        .properties(op)
        .and_then(|p| ctx.dict_get(p, "sym_name"))
        .or_else(|| ctx.dict_get(body.attrs(op), "sym_name"))?;
    match ctx.attr_data(a) {
        crate::attrs::AttrData::String { value, .. } => Some(value),
        _ => None,
    }
}

/// Whether `op` may be a symbol table nothing is known of (MLIR's
/// `isPotentiallyUnknownSymbolTable`): it has one region and its namespace
/// is no dialect ([`Context::has_dialect`]). Symbol references from inside
/// such an op resolve to nothing (MLIR's `getNearestSymbolTable` stops
/// there), so a `func.call` in it does not verify. Ops of a dialect,
/// registered ops or not, are walked through.
pub fn maybe_unknown_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.num_regions(op) == 1
        && match ctx.op_name_str(body.op_name(op)).split_once('.') {
            Some((namespace, _)) => !ctx.has_dialect(namespace),
            // A name without a dot belongs to no dialect.
            None => true,
        }
}

/// Who may reference a symbol (MLIR's `SymbolTable::Visibility`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visibility {
    /// Visible from anywhere (no `sym_visibility`, or `"public"`).
    Public,
    /// Visible only in the enclosing symbol table.
    Private,
    /// Visible in the enclosing table and the tables it is nested in.
    Nested,
}

/// The visibility of symbol `op` from its `sym_visibility` attribute
/// (strings other than `"private"` and `"nested"` read as public).
pub fn visibility(ctx: &Context, body: &Body, op: OpId) -> Visibility {
    let Some(a) = crate::attrs::get_attr(ctx, body, op, "sym_visibility") else {
        return Visibility::Public;
    };
    match ctx.attr_data(a) {
        AttrData::String { value, .. } if &value[..] == b"private" => Visibility::Private,
        AttrData::String { value, .. } if &value[..] == b"nested" => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// Whether `op` is a symbol: it has the `SYMBOL` trait, or it is registered
/// and has a `sym_name`.
pub fn is_symbol(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_traits(body.op_name(op)).contains(OpTraits::SYMBOL)
        || (ctx.op_info(body.op_name(op)).is_some() && symbol_name(ctx, body, op).is_some())
}

/// Appends the symbol references inside `attr` (arrays and dictionaries
/// searched in order, pre-order) to `out`.
pub fn collect_symbol_refs(ctx: &Context, attr: Attr, out: &mut Vec<Attr>) {
    let mut stack = vec![attr];
    while let Some(a) = stack.pop() {
        match ctx.attr_data(a) {
            AttrData::SymbolRef { .. } => out.push(a),
            AttrData::Array(e) => stack.extend(e.iter().rev().copied()),
            AttrData::Dictionary(e) => stack.extend(e.iter().rev().map(|(_, v)| *v)),
            _ => {}
        }
    }
}

/// The symbol references `op` and the ops nested in it make (MLIR's
/// `SymbolTable::getSymbolUses`): for each op in pre-order, the references
/// in its properties then its attributes. Symbol tables (`op` included)
/// open a new scope and are not entered, though their own references
/// count. `f` gets the body and op making each reference.
pub fn walk_symbol_uses(
    ctx: &Context,
    body: &Body,
    op: OpId,
    f: &mut dyn FnMut(&Body, OpId, Attr),
) {
    let mut refs = Vec::new();
    let mut stack: Vec<(&Body, OpId)> = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        if let Some(p) = b.properties(o) {
            collect_symbol_refs(ctx, p, &mut refs);
        }
        collect_symbol_refs(ctx, b.attrs(o), &mut refs);
        for r in refs.drain(..) {
            f(b, o, r);
        }
        if ctx.op_traits(b.op_name(o)).contains(OpTraits::SYMBOL_TABLE) {
            continue;
        }
        let rb = b.regions_body(o);
        let first = stack.len();
        for &r in b.op_regions(o) {
            for blk in rb.region_blocks(r) {
                stack.extend(rb.block_ops(blk).map(|n| (rb, n)));
            }
        }
        stack[first..].reverse();
    }
}

/// The symbols defined directly in a symbol table op's region.
pub struct SymbolTable<'b> {
    map: FxHashMap<&'b str, (&'b Body, OpId)>,
}

impl<'b> SymbolTable<'b> {
    /// A table without symbols (what is visible from inside an op that may
    /// be an unknown symbol table).
    pub fn empty() -> SymbolTable<'b> {
        SymbolTable {
            map: FxHashMap::default(),
        }
    }

    /// The symbols of `op` (a symbol table op in `body`).
    pub fn of(ctx: &'b Context, body: &'b Body, op: OpId) -> SymbolTable<'b> {
        let rb = body.regions_body(op);
        let mut map = FxHashMap::default();
        for &r in body.op_regions(op) {
            for b in rb.region_blocks(r) {
                for o in rb.block_ops(b) {
                    if let Some(s) = symbol_name(ctx, rb, o) {
                        map.entry(s).or_insert((rb, o));
                    }
                }
            }
        }
        SymbolTable { map }
    }

    /// The op defining `name`, with its body.
    pub fn lookup(&self, name: &str) -> Option<(&'b Body, OpId)> {
        self.map.get(name).copied()
    }

    /// The op a symbol reference names (MLIR's `lookupSymbolIn` with a
    /// `SymbolRefAttr`): its root looked up here, each nested reference in
    /// the symbol table found so far. `None` when a name is missing, an
    /// intermediate op is not a symbol table, or `sym` is not a reference.
    pub fn lookup_ref(&self, ctx: &'b Context, sym: Attr) -> Option<(&'b Body, OpId)> {
        let AttrData::SymbolRef { root, nested } = ctx.attr_data(sym) else {
            return None;
        };
        let mut found = self.lookup(ctx.ident_str(*root))?;
        for &n in nested.iter() {
            let (body, op) = found;
            if !ctx
                .op_traits(body.op_name(op))
                .contains(OpTraits::SYMBOL_TABLE)
            {
                return None;
            }
            found = SymbolTable::of(ctx, body, op).lookup(ctx.ident_str(n))?;
        }
        Some(found)
    }
}

/// The symbol tables of the bodies of a [`BodyTree`], each built on first
/// use (MLIR's `SymbolTableCollection`): name to symbol, the first
/// definition of a name winning. A table is named by its op, `None` being
/// the root body's own regions (the op a pass runs on). The IR must not
/// change names or erase symbols while tables are cached.
#[derive(Default)]
pub struct SymbolTables<'c> {
    tables: FxHashMap<Option<OpRef>, FxHashMap<&'c str, OpRef>>,
}

/// Gives a body of a [`BodyTree`] by number (`None` when it is gone).
pub type BodyOf<'f, 'b> = &'f dyn Fn(BodyIx) -> Option<&'b Body>;

impl<'c> SymbolTables<'c> {
    /// The symbol named `name` directly in `table` (the symbols of its
    /// first region's blocks).
    pub fn lookup<'b>(
        &mut self,
        ctx: &'c Context,
        tree: &BodyTree,
        body_of: BodyOf<'_, 'b>,
        table: Option<OpRef>,
        name: &str,
    ) -> Option<OpRef> {
        let map = match self.tables.entry(table) {
            Entry::Occupied(e) => e.into_mut(),
            Entry::Vacant(e) => e.insert(table_symbols(ctx, tree, body_of, table)?),
        };
        map.get(name).copied()
    }

    /// Resolves symbol reference `sym` from `table` (MLIR's
    /// `lookupSymbolIn` with a `SymbolRefAttr`): its root name there, each
    /// nested name in the symbol table found so far. `None` when a name is
    /// missing, an intermediate op is no symbol table, or `sym` is no
    /// reference.
    pub fn resolve<'b>(
        &mut self,
        ctx: &'c Context,
        tree: &BodyTree,
        body_of: BodyOf<'_, 'b>,
        table: Option<OpRef>,
        sym: Attr,
    ) -> Option<OpRef> {
        let AttrData::SymbolRef { root, nested } = ctx.attr_data(sym) else {
            return None;
        };
        let mut found = self.lookup(ctx, tree, body_of, table, ctx.ident_str(*root))?;
        for &n in nested.iter() {
            let traits = ctx.op_traits(body_of(found.body)?.op_name(found.op));
            if !traits.contains(OpTraits::SYMBOL_TABLE) {
                return None;
            }
            found = self.lookup(ctx, tree, body_of, Some(found), ctx.ident_str(n))?;
        }
        Some(found)
    }
}

/// The symbols directly in `table` (see [`SymbolTables::lookup`]).
fn table_symbols<'c>(
    ctx: &'c Context,
    tree: &BodyTree,
    body_of: BodyOf<'_, '_>,
    table: Option<OpRef>,
) -> Option<FxHashMap<&'c str, OpRef>> {
    let (b, region) = match table {
        None => {
            let body = body_of(BodyIx::ROOT)?;
            (BodyIx::ROOT, body.root_regions().first().copied())
        }
        Some(t) => {
            let owner = body_of(t.body)?;
            match tree.child(t) {
                Some(c) => (c, body_of(c)?.root_regions().first().copied()),
                None if owner.nested_body(t.op).is_some() => return None,
                None => (t.body, owner.op_regions(t.op).first().copied()),
            }
        }
    };
    let body = body_of(b)?;
    let mut map = FxHashMap::default();
    for blk in region.into_iter().flat_map(|r| body.region_blocks(r)) {
        for op in body.block_ops(blk) {
            if let Some(n) = symbol_name(ctx, body, op) {
                map.entry(n).or_insert(OpRef { body: b, op });
            }
        }
    }
    Some(map)
}
