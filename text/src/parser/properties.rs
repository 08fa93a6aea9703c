//! A generic op's properties as MLIR builds them: explicit `<{...}>`
//! properties of registered ops, inherent attributes written in the
//! attribute dictionary (checked, then moved into the properties), and
//! default-valued properties.

use super::{PResult, Parser};
use rmlir_ir::registry::{DefaultProperties, InherentAttrConstraints, OpInfo};
use rmlir_ir::{Attr, AttrData, Ident};

impl Parser<'_> {
    /// The properties `<{...}>` of registered op `info` as MLIR keeps them:
    /// an op without properties refuses any, an op with properties needs a
    /// dictionary and keeps only the names it defines (others are dropped).
    pub(super) fn registered_properties(
        &mut self,
        info: &OpInfo,
        props: Attr,
        pos: usize,
    ) -> PResult<Attr> {
        let ctx = self.ctx;
        let refuse = |why: &str| {
            format!(
                "invalid properties {} for op {}: {why}",
                ctx.render_attr(props),
                info.name
            )
        };
        if info.inherent_attrs.is_empty() {
            return Err(self.error_at(pos, refuse("this operation does not support properties")));
        }
        let AttrData::Dictionary(entries) = ctx.attr_data(props) else {
            return Err(self.error_at(pos, refuse("expected DictionaryAttr to set properties")));
        };
        let known = |k: &Ident| info.inherent_attrs.contains(&ctx.ident_str(*k));
        if entries.iter().all(|(k, _)| known(k)) {
            return Ok(props);
        }
        let kept: Vec<(Ident, Attr)> = entries.iter().filter(|(k, _)| known(k)).copied().collect();
        Ok(ctx.dictionary_attr(kept))
    }
}

/// MLIR's check of the inherent attributes a generic op without
/// properties writes in its attribute dictionary, made while parsing so
/// that none is lost in the conversion to properties: the message for the
/// first one (in declaration order) that fails its constraint.
pub(super) fn inherent_attr_error(
    ctx: &rmlir_ir::Context,
    info: &OpInfo,
    attrs: Attr,
) -> Option<String> {
    let constraints = info.interface::<InherentAttrConstraints>()?;
    let bad = constraints.0.iter().find(|c| {
        ctx.dict_get(attrs, c.name)
            .is_some_and(|a| !(c.check)(ctx, a))
    })?;
    Some(format!(
        "'{}' op attribute '{}' failed to satisfy constraint: {}",
        info.name, bad.name, bad.desc
    ))
}

/// The properties and discardable attributes of a generic-form op as
/// MLIR builds them (shared by the text and bytecode readers): a registered
/// op without explicit properties takes its inherent attributes out of
/// `attrs`, default-valued properties of declaratively defined ops are
/// filled in, and the op's property check runs. `properties` are the
/// explicit (already validated) properties, if any. The error is the
/// check's message.
pub fn generic_op_properties(
    ctx: &rmlir_ir::Context,
    info: Option<&OpInfo>,
    mut properties: Option<Attr>,
    mut attrs: Attr,
) -> Result<(Option<Attr>, Attr), String> {
    // Only properties written as `<{...}>` go through MLIR's property
    // conversion; inherent attributes of the attribute dictionary are
    // checked by the op's verifier instead.
    let explicit = properties.is_some();
    // Move inherent attributes of registered ops into the properties.
    if let Some(info) = info {
        if !info.inherent_attrs.is_empty() && properties.is_none() {
            let (inherent, rest): (Vec<_>, Vec<_>) = ctx
                .dict_entries(attrs)
                .iter()
                .partition(|(k, _)| info.inherent_attrs.contains(&ctx.ident_str(*k)));
            if !inherent.is_empty() {
                properties = Some(ctx.dictionary_attr(inherent));
                attrs = ctx.dictionary_attr(rest);
            }
        }
    }
    // Default-valued properties of declaratively defined ops always exist.
    if let Some(defaults) = info.and_then(|i| i.interface::<DefaultProperties>()) {
        let mut missing: Vec<(rmlir_ir::Ident, rmlir_ir::Attr)> = Vec::new();
        for &(name, value) in &defaults.0 {
            let present = properties.is_some_and(|p| ctx.dict_get(p, name).is_some());
            if !present {
                missing.push((ctx.ident(name), value));
            }
        }
        if !missing.is_empty() {
            let mut entries: Vec<_> = properties
                .map(|p| ctx.dict_entries(p).to_vec())
                .unwrap_or_default();
            entries.extend(missing);
            properties = Some(ctx.dictionary_attr(entries));
        }
    }
    if let (true, Some(p), Some(check)) = (
        explicit,
        properties,
        info.and_then(|i| i.convert_properties),
    ) {
        check(ctx, p)?;
    }
    // A registered op's properties hold its fields; with none set there is
    // nothing to keep (MLIR prints no `<{}>` for them).
    if info.is_some()
        && properties
            .is_some_and(|p| matches!(ctx.attr_data(p), AttrData::Dictionary(e) if e.is_empty()))
    {
        properties = None;
    }
    Ok((properties, attrs))
}
