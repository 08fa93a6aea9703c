//! The `dlti` dialect (MLIR's Data Layout and Target Information):
//! `#dlti.dl_entry`, `#dlti.dl_spec`, `#dlti.map`,
//! `#dlti.target_device_spec`, `#dlti.target_system_spec` and
//! `#dlti.function_pointer_alignment`, their custom assembly and verifiers,
//! the `dlti.dl_spec` / `dlti.target_system_spec` / `dlti.map`
//! discardable attributes, and the dialect's data layout hooks
//! ([`rmlir_ir::data_layout`]).
//!
//! An attribute is stored as its canonical text (what MLIR prints), and
//! its structure ([`DltiAttr`]) in a table of the dialect, filled when the
//! attribute is parsed or built with [`build`].

pub mod query;
mod scope;
pub mod test_support;

use rmlir_ir::data_layout::{
    DataLayoutDialectInterface, DataLayoutEntry, DataLayoutSpec, DialectLayouts, EntryKey,
    SpecDecoder, ALLOCA_MEMORY_SPACE_KEY, DEFAULT_MEMORY_SPACE_KEY, DL_SPEC_ATTR, ENDIANNESS_KEY,
    FUNCTION_POINTER_ALIGNMENT_KEY, GLOBAL_MEMORY_SPACE_KEY, LEGAL_INT_WIDTHS_KEY,
    MANGLING_MODE_KEY, PROGRAM_MEMORY_SPACE_KEY, STACK_ALIGNMENT_KEY,
};
use rmlir_ir::registry::{DialectInfo, OpAttrVerifier};
use rmlir_ir::{Attr, AttrData, Ident};
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Context, Diagnostic, Loc};
use rmlir_text::parser::{DialectAsmParser, DialectAttrParser, KnownMnemonics, Punct};
use rmlir_text::printer::{attr_to_string, type_to_string, AttrPiece, DialectAttrPieces};
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

/// The attribute holding a target system description.
pub const TARGET_SYSTEM_SPEC_ATTR: &str = "dlti.target_system_spec";
/// The attribute holding a `#dlti.map`.
pub const MAP_ATTR: &str = "dlti.map";

/// Which list-of-entries attribute.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ListKind {
    /// `#dlti.dl_spec`: a data layout specification.
    DlSpec,
    /// `#dlti.map`: a general key-value map.
    Map,
    /// `#dlti.target_device_spec`: one device's properties.
    TargetDeviceSpec,
    /// `#dlti.target_system_spec`: device specs by device id.
    TargetSystemSpec,
}

impl ListKind {
    /// The mnemonic.
    pub fn mnemonic(self) -> &'static str {
        match self {
            ListKind::DlSpec => "dl_spec",
            ListKind::Map => "map",
            ListKind::TargetDeviceSpec => "target_device_spec",
            ListKind::TargetSystemSpec => "target_system_spec",
        }
    }
}

/// The structure of a `dlti` attribute.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DltiAttr {
    /// `#dlti.dl_entry<key, value>`.
    Entry(DataLayoutEntry),
    /// A list of entries.
    List(ListKind, Vec<DataLayoutEntry>),
    /// `#dlti.function_pointer_alignment<N, function_dependent = B>`.
    FunctionPointerAlignment {
        /// The alignment.
        alignment: u64,
        /// Whether it depends on the function.
        function_dependent: bool,
    },
}

/// The structures of the `dlti` attributes of a context, by attribute.
#[derive(Default)]
struct Store(RwLock<HashMap<Attr, Arc<DltiAttr>>>);

fn store(ctx: &Context) -> Option<&Store> {
    ctx.dialect("dlti")?
        .interfaces
        .get::<Arc<Store>>()
        .map(|s| &**s)
}

/// How a key prints (MLIR's `keyToStr`): a type, or a quoted string.
pub fn key_text(ctx: &Context, key: EntryKey) -> String {
    match key {
        EntryKey::Type(t) => type_to_string(ctx, t),
        EntryKey::Id(id) => attr_to_string(ctx, ctx.string_attr(ctx.ident_str(id))),
    }
}

/// How a `dlti` attribute prints, after `#`: keys as text (MLIR's
/// `keyToStr` prints them outside the printer, so they never use an alias),
/// values through the printer.
fn pieces(ctx: &Context, a: &DltiAttr) -> Vec<AttrPiece> {
    match a {
        DltiAttr::Entry(e) => vec![
            AttrPiece::Text(format!("dlti.dl_entry<{}, ", key_text(ctx, e.key))),
            AttrPiece::Attr(e.value),
            AttrPiece::Text(">".into()),
        ],
        DltiAttr::List(kind, entries) => {
            let mut out = Vec::with_capacity(2 * entries.len() + 1);
            let mut text = format!("dlti.{}<", kind.mnemonic());
            for (i, e) in entries.iter().enumerate() {
                if i > 0 {
                    text.push_str(", ");
                }
                text.push_str(&key_text(ctx, e.key));
                text.push_str(" = ");
                out.push(AttrPiece::Text(std::mem::take(&mut text)));
                out.push(AttrPiece::Attr(e.value));
            }
            text.push('>');
            out.push(AttrPiece::Text(text));
            out
        }
        DltiAttr::FunctionPointerAlignment {
            alignment,
            function_dependent,
        } => vec![AttrPiece::Text(format!(
            "dlti.function_pointer_alignment<{alignment}, function_dependent = {function_dependent}>"
        ))],
    }
}

/// The canonical text of a `dlti` attribute, after `#`.
fn canonical_text(ctx: &Context, a: &DltiAttr) -> String {
    let mut out = String::new();
    for piece in pieces(ctx, a) {
        match piece {
            AttrPiece::Text(t) => out.push_str(&t),
            AttrPiece::Attr(v) => out.push_str(&attr_to_string(ctx, v)),
            AttrPiece::Type(t) => out.push_str(&type_to_string(ctx, t)),
        }
    }
    out
}

/// The printed pieces of a `dlti` attribute with nested values (the
/// dialect's [`DialectAttrPieces`]).
fn attr_pieces(ctx: &Context, attr: Attr) -> Option<Vec<AttrPiece>> {
    let a = lookup(ctx, attr)?;
    let p = pieces(ctx, &a);
    p.iter()
        .any(|p| !matches!(p, AttrPiece::Text(_)))
        .then_some(p)
}

/// Interns the attribute `a` stands for and records its structure.
pub fn build(ctx: &Context, a: DltiAttr) -> Attr {
    let attr = ctx.intern_attr(AttrData::Dialect {
        text: canonical_text(ctx, &a).into(),
    });
    if let Some(s) = store(ctx) {
        if let Ok(mut m) = s.0.write() {
            m.entry(attr).or_insert_with(|| Arc::new(a));
        }
    }
    attr
}

/// The structure of a `dlti` attribute, if `attr` is one.
pub fn lookup(ctx: &Context, attr: Attr) -> Option<Arc<DltiAttr>> {
    let AttrData::Dialect { text } = ctx.attr_data(attr) else {
        return None;
    };
    if !text.starts_with("dlti.") {
        return None;
    }
    let s = store(ctx)?;
    if let Some(a) = s.0.read().ok()?.get(&attr) {
        return Some(a.clone());
    }
    // Built elsewhere from its text: parse it once to learn its structure.
    let reparsed = rmlir_text::parser::parse_attr_str(ctx, &format!("#{text}")).ok()?;
    s.0.read().ok()?.get(&reparsed).cloned()
}

/// The entries of a list attribute of kind `kind`.
pub fn list_entries(ctx: &Context, attr: Attr, kind: ListKind) -> Option<Vec<DataLayoutEntry>> {
    match &*lookup(ctx, attr)? {
        DltiAttr::List(k, e) if *k == kind => Some(e.clone()),
        _ => None,
    }
}

type PResult<T> = Result<T, Diagnostic>;

/// `key = value` or a `#dlti.dl_entry` (MLIR's `parseKeyValuePair`).
fn parse_entry(p: &mut DialectAsmParser<'_, '_>, try_type: bool) -> PResult<DataLayoutEntry> {
    let ctx = p.ctx();
    if try_type && p.starts_type() {
        let ty = p.parse_type().map_err(|mut e| {
            // MLIR reports a second error after the type's own.
            let at = p.pos();
            let loc = p.loc_at(at);
            e.notes
                .push(Diagnostic::error(loc, "error while parsing type DLTI key"));
            e
        })?;
        p.parse_punct(Punct::Equal)?;
        let value = p.parse_attr()?;
        return Ok(DataLayoutEntry {
            key: EntryKey::Type(ty),
            value,
        });
    }
    if let Some(s) = p.parse_optional_string() {
        p.parse_punct(Punct::Equal)?;
        let value = p.parse_attr()?;
        return Ok(DataLayoutEntry {
            key: EntryKey::Id(ctx.ident(&s)),
            value,
        });
    }
    let at = p.pos();
    let a = p.parse_attr()?;
    match lookup(ctx, a).as_deref() {
        Some(DltiAttr::Entry(e)) => Ok(*e),
        _ => Err(p.error_at(at, "invalid kind of attribute specified")),
    }
}

/// Checks a list of entries (MLIR's `verifyEntries`).
fn verify_entries(
    ctx: &Context,
    entries: &[DataLayoutEntry],
    allow_types: bool,
) -> Result<(), String> {
    let mut seen: Vec<EntryKey> = Vec::new();
    for e in entries {
        if !allow_types && matches!(e.key, EntryKey::Type(_)) {
            return Err("type as DLTI key is not allowed".into());
        }
        if let EntryKey::Id(id) = e.key {
            if ctx.ident_str(id).is_empty() {
                return Err("empty string as DLTI key is not allowed".into());
            }
        }
        if seen.contains(&e.key) {
            return Err(format!("repeated DLTI key: {}", key_text(ctx, e.key)));
        }
        seen.push(e.key);
    }
    Ok(())
}

fn verify_system_spec(ctx: &Context, entries: &[DataLayoutEntry]) -> Result<(), String> {
    let mut ids: Vec<Ident> = Vec::new();
    for e in entries {
        let EntryKey::Id(id) = e.key else {
            return Err("non-string key of DLTI system spec".into());
        };
        let shown = key_text(ctx, e.key);
        match list_entries(ctx, e.value, ListKind::TargetDeviceSpec) {
            Some(dev) => verify_entries(ctx, &dev, false)?,
            None => {
                return Err(format!(
                    "value associated with key {shown} is not a DLTI device spec"
                ))
            }
        }
        if ids.contains(&id) {
            return Err(format!(
                "repeated device ID in dlti.target_system_spec: {shown}"
            ));
        }
        ids.push(id);
    }
    Ok(())
}

fn parse_list(p: &mut DialectAsmParser<'_, '_>, kind: ListKind) -> PResult<Attr> {
    let ctx = p.ctx();
    let try_type = matches!(kind, ListKind::DlSpec | ListKind::Map);
    let allow_empty = try_type;
    p.parse_less()?;
    let mut entries = Vec::new();
    if !p.parse_optional_punct(Punct::Greater) {
        loop {
            entries.push(parse_entry(p, try_type)?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::Greater)?;
    }
    let name_pos = p.name_pos();
    if entries.is_empty() && !allow_empty {
        return Err(p.error_at(name_pos, "no DLTI entries provided"));
    }
    let checked = match kind {
        ListKind::TargetSystemSpec => verify_system_spec(ctx, &entries),
        ListKind::TargetDeviceSpec => verify_entries(ctx, &entries, false),
        _ => verify_entries(ctx, &entries, true),
    };
    if let Err(m) = checked {
        return Err(p.error_at(name_pos, m));
    }
    Ok(build(ctx, DltiAttr::List(kind, entries)))
}

fn parse_dl_entry(p: &mut DialectAsmParser<'_, '_>) -> PResult<Attr> {
    let ctx = p.ctx();
    p.parse_less()?;
    let at = p.pos();
    let key = if p.starts_type() {
        EntryKey::Type(p.parse_type()?)
    } else if let Some(s) = p.parse_optional_string() {
        EntryKey::Id(ctx.ident(&s))
    } else {
        return Err(p.error_at(at, "expected a type or a quoted string"));
    };
    p.parse_punct(Punct::Comma)?;
    let value = p.parse_attr()?;
    p.parse_punct(Punct::Greater)?;
    Ok(build(ctx, DltiAttr::Entry(DataLayoutEntry { key, value })))
}

fn parse_function_pointer_alignment(p: &mut DialectAsmParser<'_, '_>) -> PResult<Attr> {
    p.parse_less()?;
    let alignment = p.parse_integer()? as u64;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("function_dependent")?;
    p.parse_punct(Punct::Equal)?;
    // A `bool` parameter: `true`, `false` or an integer that fits (MLIR's
    // `parseInteger<bool>`).
    let at = p.pos();
    let parsed = if p.parse_optional_keyword("true") {
        Ok(true)
    } else if p.parse_optional_keyword("false") {
        Ok(false)
    } else {
        match p.parse_integer() {
            Ok(0) => Ok(false),
            Ok(1) => Ok(true),
            Ok(_) => Err(p.error_at(at, "integer value too large")),
            Err(e) => Err(e),
        }
    };
    let function_dependent = parsed.map_err(|mut e| {
        // MLIR's generated parser adds its own error where it stopped.
        let here = p.pos();
        let loc = p.loc_at(here);
        e.notes.push(Diagnostic::error(
            loc,
            "failed to parse DLTI_FunctionPointerAlignmentAttr parameter \
             'function_dependent' which is to be a `bool`",
        ));
        e
    })?;
    p.parse_punct(Punct::Greater)?;
    Ok(build(
        p.ctx(),
        DltiAttr::FunctionPointerAlignment {
            alignment,
            function_dependent,
        },
    ))
}

/// The dialect's attribute parser (MLIR's `DLTIDialect::parseAttribute`).
fn parse_attribute(p: &mut DialectAsmParser<'_, '_>, mnemonic: &str) -> PResult<Attr> {
    match mnemonic {
        "dl_entry" => parse_dl_entry(p),
        "dl_spec" => parse_list(p, ListKind::DlSpec),
        "map" => parse_list(p, ListKind::Map),
        "target_device_spec" => parse_list(p, ListKind::TargetDeviceSpec),
        "target_system_spec" => parse_list(p, ListKind::TargetSystemSpec),
        "function_pointer_alignment" => parse_function_pointer_alignment(p),
        _ => {
            let at = p.name_pos();
            Err(p.error_at(
                at,
                format!("unknown attribute `{mnemonic}` in dialect `dlti`"),
            ))
        }
    }
}

/// The data layout specification of a `#dlti.dl_spec`.
fn decode(ctx: &Context, attr: Attr) -> Option<Arc<DataLayoutSpec>> {
    let entries = list_entries(ctx, attr, ListKind::DlSpec)?;
    Some(Arc::new(DataLayoutSpec { entries }))
}

fn entry_attr_text(ctx: &Context, e: DataLayoutEntry) -> String {
    format!("#{}", canonical_text(ctx, &DltiAttr::Entry(e)))
}

/// The `dlti` identifiers a specification may hold (MLIR's
/// `TargetDataLayoutInterface::verifyEntry`).
struct DltiLayouts;

impl DataLayoutDialectInterface for DltiLayouts {
    fn verify_entry(
        &self,
        ctx: &Context,
        entry: DataLayoutEntry,
        loc: Loc,
    ) -> Result<(), Diagnostic> {
        let EntryKey::Id(id) = entry.key else {
            return Ok(());
        };
        let name = ctx.ident_str(id);
        if name == ENDIANNESS_KEY {
            return match ctx.attr_data(entry.value) {
                AttrData::String { value, .. } if &**value == b"big" || &**value == b"little" => {
                    Ok(())
                }
                _ => Err(Diagnostic::error(
                    loc,
                    format!(
                        "'{name}' data layout entry is expected to be either 'big' or 'little'"
                    ),
                )),
            };
        }
        let known = [
            DEFAULT_MEMORY_SPACE_KEY,
            ALLOCA_MEMORY_SPACE_KEY,
            PROGRAM_MEMORY_SPACE_KEY,
            GLOBAL_MEMORY_SPACE_KEY,
            STACK_ALIGNMENT_KEY,
            FUNCTION_POINTER_ALIGNMENT_KEY,
            LEGAL_INT_WIDTHS_KEY,
            MANGLING_MODE_KEY,
        ];
        if known.contains(&name) {
            return Ok(());
        }
        Err(Diagnostic::error(
            loc,
            format!("unknown data layout entry name: {name}"),
        ))
    }
}

/// Verifies the dialect's discardable attributes on any op (MLIR's
/// `DLTIDialect::verifyOperationAttribute`).
fn verify_op_attribute(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    value: Attr,
) -> Result<(), Diagnostic> {
    let fail =
        |msg: String| Err(Diagnostic::error(body.op_loc(op), msg).with_current_op(ctx, body, op));
    let is_kind = |k: ListKind| list_entries(ctx, value, k).is_some();
    match name {
        DL_SPEC_ATTR => {
            if !is_kind(ListKind::DlSpec) {
                return fail(format!(
                    "'{DL_SPEC_ATTR}' is expected to be a #dlti.dl_spec attribute"
                ));
            }
            if rmlir_ir::data_layout::scope_of(ctx, body, op).is_some() {
                scope::verify_data_layout_op(ctx, body, op)?;
            }
            Ok(())
        }
        TARGET_SYSTEM_SPEC_ATTR => {
            if !is_kind(ListKind::TargetSystemSpec) {
                return fail(format!(
                    "'{TARGET_SYSTEM_SPEC_ATTR}' is expected to be a #dlti.target_system_spec attribute"
                ));
            }
            Ok(())
        }
        MAP_ATTR => {
            if !is_kind(ListKind::Map) {
                return fail(format!(
                    "'{MAP_ATTR}' is expected to be a #dlti.map attribute"
                ));
            }
            Ok(())
        }
        _ => fail(format!("attribute '{name}' not supported by dialect")),
    }
}

/// Registers the `dlti` dialect (and the data layout pieces of MLIR's test
/// dialect, see [`test_support`]).
pub fn register(ctx: &mut Context) {
    let mut info = DialectInfo::new("dlti");
    info.interfaces.insert(Arc::new(Store::default()));
    info.interfaces.insert(DialectAttrParser(parse_attribute));
    info.interfaces.insert(DialectAttrPieces(attr_pieces));
    info.interfaces.insert(KnownMnemonics {
        types: &[],
        attrs: &[],
        unknown_type: |_| "dialect 'dlti' provides no type parsing hook".into(),
    });
    info.interfaces.insert(SpecDecoder(decode, entry_attr_text));
    info.interfaces
        .insert(DialectLayouts(Arc::new(DltiLayouts)));
    info.interfaces.insert(OpAttrVerifier(verify_op_attribute));
    ctx.register_dialect(info);
    test_support::register(ctx);
}
