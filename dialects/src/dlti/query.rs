//! Looking up DLTI information from an op (MLIR's `dlti::query` and
//! `DataLayout::getDevicePropertyValue`).
//!
//! [`query`] finds the closest DLTI-queryable attribute (`#dlti.map`,
//! `#dlti.dl_spec`, `#dlti.target_system_spec`, `#dlti.target_device_spec`)
//! on the op or its ancestors ([`ancestors`] lists them across isolated
//! bodies), then follows a chain of keys through nested queryable
//! attributes. On failure it returns the diagnostic MLIR emits (an error at
//! the op with a note saying why); the caller decides whether to report it,
//! as MLIR's `emitError` flag does. mlir-opt-22 exposes the query as the
//! transform op `transform.dlti.query`, which rmlir does not have.

use super::{key_text, lookup, DltiAttr, ListKind, TARGET_SYSTEM_SPEC_ATTR};
use rmlir_ir::body_tree::{BodyTree, OpRef};
use rmlir_ir::data_layout::EntryKey;
use rmlir_ir::Attr;
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Context, Diagnostic, Loc};
use rmlir_text::printer::attr_to_string;

/// The value `key` maps to in a DLTI-queryable attribute (MLIR's
/// `DLTIQueryInterface::query`): `None` when `attr` is not queryable,
/// `Some(None)` when it has no entry for `key`. A system spec answers
/// identifier keys only (device ids).
pub fn query_attr(ctx: &Context, attr: Attr, key: EntryKey) -> Option<Option<Attr>> {
    let a = lookup(ctx, attr)?;
    let DltiAttr::List(kind, entries) = &*a else {
        return None;
    };
    if *kind == ListKind::TargetSystemSpec && !matches!(key, EntryKey::Id(_)) {
        return Some(None);
    }
    Some(entries.iter().find(|e| e.key == key).map(|e| e.value))
}

/// Whether `attr` is DLTI-queryable.
fn is_queryable(ctx: &Context, attr: Attr) -> bool {
    matches!(lookup(ctx, attr).as_deref(), Some(DltiAttr::List(..)))
}

/// One op on the way up from a queried op: its attributes in MLIR's
/// `getAttrs()` order (properties and discardable attributes, by name) and
/// its location.
#[derive(Clone, Debug)]
pub struct QueryScope {
    /// The attribute values.
    pub attrs: Vec<Attr>,
    /// The op's location.
    pub loc: Loc,
}

impl QueryScope {
    /// The scope of `op` in `body`.
    pub fn of(ctx: &Context, body: &Body, op: OpId) -> QueryScope {
        let mut all = ctx.dict_entries(body.attrs(op)).to_vec();
        if let Some(p) = body.properties(op) {
            all.extend(ctx.dict_entries(p).iter());
        }
        all.sort_by(|x, y| ctx.ident_str(x.0).cmp(ctx.ident_str(y.0)));
        QueryScope {
            attrs: all.into_iter().map(|(_, v)| v).collect(),
            loc: body.op_loc(op),
        }
    }
}

/// The scopes of `op` and its ancestors in `tree` (rooted at `root`),
/// innermost first, across isolated bodies. The op owning `root` is not in
/// the tree: a pass adds its anchor's scope itself.
pub fn ancestors(ctx: &Context, root: &Body, tree: &BodyTree, op: OpRef) -> Vec<QueryScope> {
    let mut out = Vec::new();
    let mut cur = Some(op);
    while let Some(o) = cur {
        let Some(body) = tree.body(root, o.body) else {
            break;
        };
        out.push(QueryScope::of(ctx, body, o.op));
        cur = tree.parent_op(body, o);
    }
    out
}

/// Looks up the chain `keys` from the first DLTI-queryable attribute of the
/// closest scope of `scopes` (the queried op first, then its ancestors)
/// that has one (MLIR's `dlti::query`): each key is looked up in the
/// attribute the previous one gave, which must be queryable in turn. Fails
/// with MLIR's diagnostic, at the queried op (MLIR's op diagnostics also
/// carry a `see current operation` note, which a caller holding the op's
/// body adds with `Diagnostic::with_current_op`).
pub fn query(ctx: &Context, scopes: &[QueryScope], keys: &[EntryKey]) -> Result<Attr, Diagnostic> {
    let op_loc = scopes.first().map_or(ctx.common().unknown_loc, |s| s.loc);
    let fail = |at: Loc, note: String| {
        Diagnostic::error(op_loc, "target op of failed DLTI query").with_note(at, note)
    };
    if keys.is_empty() {
        return Err(fail(
            op_loc,
            "no keys provided to attempt query with".into(),
        ));
    }
    let Some((first, report_loc)) = scopes.iter().find_map(|s| {
        s.attrs
            .iter()
            .find(|&&a| is_queryable(ctx, a))
            .map(|&a| (a, s.loc))
    }) else {
        return Err(fail(
            op_loc,
            "no DLTI-queryable attrs on target op or any of its ancestors".into(),
        ));
    };
    let mut current = first;
    for (i, &key) in keys.iter().enumerate() {
        match query_attr(ctx, current, key) {
            Some(Some(v)) => current = v,
            Some(None) => {
                return Err(fail(
                    report_loc,
                    format!(
                        "key {} has no DLTI-mapping per attr: {}",
                        key_text(ctx, key),
                        attr_to_string(ctx, current)
                    ),
                ))
            }
            None => {
                let prior: Vec<String> = keys[..i].iter().map(|&k| key_text(ctx, k)).collect();
                return Err(fail(
                    report_loc,
                    format!(
                        "got non-DLTI-queryable attribute upon looking up keys [{}] at op",
                        prior.join(",")
                    ),
                ));
            }
        }
    }
    Ok(current)
}

/// [`query`] with identifier keys (MLIR's `dlti::query` on strings).
pub fn query_ids(ctx: &Context, scopes: &[QueryScope], keys: &[&str]) -> Result<Attr, Diagnostic> {
    let keys: Vec<EntryKey> = keys.iter().map(|k| EntryKey::Id(ctx.ident(k))).collect();
    query(ctx, scopes, &keys)
}

/// The value of property `property` of device `device_id` in the target
/// system spec (`dlti.target_system_spec`) of scope op `scope` (MLIR's
/// `DataLayout::getDevicePropertyValue`): `None` when there is no such
/// spec, device or property (MLIR has no default for device properties).
pub fn device_property_value(
    ctx: &Context,
    body: &Body,
    scope: OpId,
    device_id: &str,
    property: &str,
) -> Option<Attr> {
    let system = ctx.dict_get(body.attrs(scope), TARGET_SYSTEM_SPEC_ATTR)?;
    let device = super::list_entries(ctx, system, ListKind::TargetSystemSpec)?
        .into_iter()
        .find(|e| e.key == EntryKey::Id(ctx.ident(device_id)))?
        .value;
    super::list_entries(ctx, device, ListKind::TargetDeviceSpec)?
        .into_iter()
        .find(|e| e.key == EntryKey::Id(ctx.ident(property)))
        .map(|e| e.value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::util::test_support::context;
    use rmlir_text::parser::{parse_module, ParseOptions, ParsedModule};

    const SRC: &str = r#"module attributes {
  dlti.map = #dlti.map<"a" = #dlti.map<"b" = 42 : i32>, i32 = 7>,
  dlti.target_system_spec = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<"L1" = 4096 : i32>>} {
  func.func @f() {
    return
  }
  func.func @g() attributes {dlti.map = #dlti.map<"a" = 1>} {
    return
  }
}"#;

    fn parse(ctx: &Context, src: &str) -> ParsedModule {
        parse_module(ctx, src.as_bytes(), &ParseOptions::default()).expect("parses")
    }

    /// The scopes from the `nth` op named `name` (in the module, across
    /// isolated bodies) up to and including the module.
    fn scopes(ctx: &Context, m: &ParsedModule, name: &str, nth: usize) -> Vec<QueryScope> {
        let root = m.body.nested_body(m.op).expect("module body");
        let tree = BodyTree::build(root);
        let mut found = Vec::new();
        for b in tree.bodies() {
            let body = tree.body(root, b).expect("body");
            rmlir_ir::walk::walk_regions(body, body.root_regions(), false, &mut |bd, o, ev| {
                if ev == rmlir_ir::walk::WalkEvent::Pre
                    && ctx.op_name_str(bd.op_name(o)) == name
                    && std::ptr::eq(bd, body)
                {
                    found.push(OpRef { body: b, op: o });
                }
                rmlir_ir::walk::WalkControl::Advance
            });
        }
        let mut chain = ancestors(ctx, root, &tree, found[nth]);
        chain.push(QueryScope::of(ctx, &m.body, m.op));
        chain
    }

    fn note(d: &Diagnostic) -> &str {
        &d.notes.last().expect("a note").message
    }

    #[test]
    fn walks_up_and_follows_keys() {
        let ctx = context();
        let m = parse(&ctx, SRC);
        for name in ["func.func", "func.return"] {
            let v = query_ids(&ctx, &scopes(&ctx, &m, name, 0), &["a", "b"]).expect("found");
            assert_eq!(attr_to_string(&ctx, v), "42 : i32");
        }
        let f = scopes(&ctx, &m, "func.func", 0);
        let i32_key = EntryKey::Type(ctx.common().i32);
        let v = query(&ctx, &f, &[i32_key]).expect("type key");
        assert_eq!(attr_to_string(&ctx, v), "7 : i64");
        // The closest queryable attribute wins, even without the key.
        let g = scopes(&ctx, &m, "func.func", 1);
        let v = query_ids(&ctx, &g, &["a"]).expect("found");
        assert_eq!(attr_to_string(&ctx, v), "1 : i64");
        let e = query_ids(&ctx, &g, &["a", "b"]).unwrap_err();
        assert_eq!(
            note(&e),
            "got non-DLTI-queryable attribute upon looking up keys [\"a\"] at op"
        );
    }

    #[test]
    fn failures_carry_mlir_messages() {
        let ctx = context();
        let m = parse(&ctx, SRC);
        let f = scopes(&ctx, &m, "func.func", 0);
        let e = query_ids(&ctx, &f, &["a", "c"]).unwrap_err();
        assert_eq!(e.message, "target op of failed DLTI query");
        assert_eq!(e.loc, f[0].loc);
        assert_eq!(e.notes[0].loc, f[1].loc);
        assert_eq!(
            note(&e),
            "key \"c\" has no DLTI-mapping per attr: #dlti.map<\"b\" = 42 : i32>"
        );
        let e = query_ids(&ctx, &f, &["a", "b", "c"]).unwrap_err();
        assert_eq!(
            note(&e),
            "got non-DLTI-queryable attribute upon looking up keys [\"a\",\"b\"] at op"
        );
        let e = query(&ctx, &f, &[]).unwrap_err();
        assert_eq!(note(&e), "no keys provided to attempt query with");
        // The module's first queryable attribute by name is its `dlti.map`.
        let e = query_ids(&ctx, &f, &["CPU"]).unwrap_err();
        assert_eq!(
            note(&e),
            "key \"CPU\" has no DLTI-mapping per attr: #dlti.map<\"a\" = #dlti.map<\"b\" = 42 : i32>, i32 = 7 : i64>"
        );
        let bare = parse(&ctx, "module {\n  func.func @f() {\n    return\n  }\n}");
        let e = query_ids(&ctx, &scopes(&ctx, &bare, "func.func", 0), &["a"]).unwrap_err();
        assert_eq!(
            note(&e),
            "no DLTI-queryable attrs on target op or any of its ancestors"
        );
    }

    #[test]
    fn system_and_device_specs() {
        let ctx = context();
        let src = r#"module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<"L1" = 4096 : i32>,
    "GPU" = #dlti.target_device_spec<"max_vector_op_width" = 128>>} {
}"#;
        let m = parse(&ctx, src);
        let module = [QueryScope::of(&ctx, &m.body, m.op)];
        let v = query_ids(&ctx, &module, &["CPU", "L1"]).expect("found");
        assert_eq!(attr_to_string(&ctx, v), "4096 : i32");
        let i32_key = EntryKey::Type(ctx.common().i32);
        assert!(query(&ctx, &module, &[i32_key]).is_err());
        let prop = |dev: &str, p: &str| {
            device_property_value(&ctx, &m.body, m.op, dev, p).map(|a| attr_to_string(&ctx, a))
        };
        assert_eq!(
            prop("GPU", "max_vector_op_width").as_deref(),
            Some("128 : i64")
        );
        assert_eq!(prop("CPU", "max_vector_op_width"), None);
        assert_eq!(prop("TPU", "L1"), None);
    }
}
