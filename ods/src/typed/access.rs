//! The run-time side of the typed wrappers: an op's operand, result,
//! region and successor groups and its attributes, read through the
//! positions the lookups found (operand segments resolved), and small
//! attribute readers patterns share.

use crate::{get_attr, segment_sizes, Arity, OpDef, RegionDef, SuccessorDef};
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{BlockId, Body, OpId, RegionId, ValueId};
use std::ops::Range;

/// The index range of operand (`results`: result) group `index` of `def`
/// on `op`: split by `operandSegmentSizes` / `resultSegmentSizes` when the
/// definition has more than one non-single group, otherwise the one
/// optional or variadic group takes what the single ones leave. `None` when
/// the op does not match its definition.
pub fn group_range(
    ctx: &Context,
    body: &Body,
    op: OpId,
    def: &OpDef,
    index: usize,
    results: bool,
) -> Option<Range<usize>> {
    let (groups, total, segmented, seg_name) = if results {
        (
            def.results,
            body.num_results(op),
            def.result_segments(),
            "resultSegmentSizes",
        )
    } else {
        (
            def.operands,
            body.num_operands(op),
            def.operand_segments(),
            "operandSegmentSizes",
        )
    };
    if segmented {
        let sizes = segment_sizes(ctx, get_attr(ctx, body, op, seg_name)?)?;
        if sizes.len() != groups.len() || sizes.iter().sum::<usize>() != total {
            return None;
        }
        let start = sizes[..index].iter().sum::<usize>();
        return Some(start..start + sizes[index]);
    }
    let singles = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let rest = total.checked_sub(singles)?;
    if groups.len() == singles && rest != 0 {
        return None;
    }
    let mut at = 0;
    for (i, g) in groups.iter().enumerate() {
        let len = if g.arity == Arity::Single { 1 } else { rest };
        if i == index {
            return Some(at..at + len);
        }
        at += len;
    }
    None
}

fn missing(ctx: &Context, body: &Body, op: OpId, what: &str, name: &str) -> ! {
    panic!(
        "'{}' op has no valid {what} '{name}' (the op does not verify)",
        ctx.op_name_str(body.op_name(op))
    )
}

fn group_or_panic(
    ctx: &Context,
    body: &Body,
    op: OpId,
    def: &OpDef,
    index: usize,
    results: bool,
) -> Range<usize> {
    match group_range(ctx, body, op, def, index, results) {
        Some(r) => r,
        None => {
            let g = if results { def.results } else { def.operands };
            let what = if results {
                "result group"
            } else {
                "operand group"
            };
            missing(ctx, body, op, what, g[index].name)
        }
    }
}

/// Operand (`results`: result) `i` of `op`.
#[inline]
pub fn value_at(body: &Body, op: OpId, i: usize, results: bool) -> ValueId {
    if results {
        body.result(op, i)
    } else {
        body.operand(op, i)
    }
}

/// The value of single group `index` (accessor of `one` groups).
pub fn single_value(
    ctx: &Context,
    body: &Body,
    op: OpId,
    def: &OpDef,
    index: usize,
    results: bool,
) -> ValueId {
    let r = group_or_panic(ctx, body, op, def, index, results);
    if r.len() != 1 {
        let g = if results { def.results } else { def.operands };
        missing(ctx, body, op, "single value", g[index].name)
    }
    value_at(body, op, r.start, results)
}

/// The value of optional group `index`, if present.
pub fn optional_value(
    ctx: &Context,
    body: &Body,
    op: OpId,
    def: &OpDef,
    index: usize,
    results: bool,
) -> Option<ValueId> {
    let r = group_or_panic(ctx, body, op, def, index, results);
    if r.len() > 1 {
        let g = if results { def.results } else { def.operands };
        missing(ctx, body, op, "optional value", g[index].name)
    }
    (!r.is_empty()).then(|| value_at(body, op, r.start, results))
}

/// The values of variadic group `index`.
pub fn variadic_values(
    ctx: &Context,
    body: &Body,
    op: OpId,
    def: &OpDef,
    index: usize,
    results: bool,
) -> Vec<ValueId> {
    group_or_panic(ctx, body, op, def, index, results)
        .map(|i| value_at(body, op, i, results))
        .collect()
}

/// Where a typed operand setter (`operand_setter` items of
/// [`typed_op!`](crate::typed_op)) writes: a [`Body`] directly (like
/// `body.set_operand`), or a [`PatternRewriter`], which also records the op
/// as modified (like `rw.set_operand`).
pub trait OperandTarget {
    /// The body holding the op, to find its operand groups.
    fn operand_body(&self) -> &Body;
    /// Sets operand `i` of `op` to `value`.
    fn set_operand_at(&mut self, op: OpId, i: usize, value: ValueId);
}

impl OperandTarget for Body {
    fn operand_body(&self) -> &Body {
        self
    }
    fn set_operand_at(&mut self, op: OpId, i: usize, value: ValueId) {
        self.set_operand(op, i, value);
    }
}

impl OperandTarget for PatternRewriter<'_> {
    fn operand_body(&self) -> &Body {
        self.body()
    }
    fn set_operand_at(&mut self, op: OpId, i: usize, value: ValueId) {
        self.set_operand(op, i, value);
    }
}

/// Sets the operand of single operand group `index` of `def` on `op` to
/// `value` (the setter of `one` groups whose position depends on
/// `operandSegmentSizes` or on a variadic group before them).
pub fn set_single_value(
    ctx: &Context,
    target: &mut (impl OperandTarget + ?Sized),
    op: OpId,
    def: &OpDef,
    index: usize,
    value: ValueId,
) {
    let body = target.operand_body();
    let r = group_or_panic(ctx, body, op, def, index, false);
    if r.len() != 1 {
        missing(ctx, body, op, "single value", def.operands[index].name)
    }
    target.set_operand_at(op, r.start, value);
}

/// The index range of group `index` (`operand_range` / `result_range`
/// accessors).
pub fn value_range(
    ctx: &Context,
    body: &Body,
    op: OpId,
    def: &OpDef,
    index: usize,
    results: bool,
) -> Range<usize> {
    group_or_panic(ctx, body, op, def, index, results)
}

/// Inherent attribute `index` of `def` on `op`, if set.
pub fn optional_attr(
    ctx: &Context,
    body: &Body,
    op: OpId,
    def: &OpDef,
    index: usize,
) -> Option<Attr> {
    get_attr(ctx, body, op, def.attrs[index].name)
}

/// Inherent attribute `index`: its value, or its default when the
/// definition has one.
pub fn required_attr(ctx: &Context, body: &Body, op: OpId, def: &OpDef, index: usize) -> Attr {
    if let Some(a) = optional_attr(ctx, body, op, def, index) {
        return a;
    }
    let default = def.attrs[index].default.and_then(|text| {
        crate::compiled(ctx, body, op)
            .filter(|c| c.def.name == def.name)
            .and_then(|c| c.defaults.get(index).copied().flatten())
            .or_else(|| rmlir_text::parser::parse_attr_str(ctx, text).ok())
    });
    match default {
        Some(a) => a,
        None => missing(ctx, body, op, "attribute", def.attrs[index].name),
    }
}

/// The index range of region or successor `index` among `n` entities
/// declared single or variadic (`variadic` flags, at most one set).
fn entity_range(
    variadic: impl Iterator<Item = bool> + Clone,
    n: usize,
    index: usize,
) -> Option<Range<usize>> {
    let singles = variadic.clone().filter(|v| !*v).count();
    let rest = n.checked_sub(singles)?;
    if rest != 0 && !variadic.clone().any(|v| v) {
        return None;
    }
    let mut at = 0;
    for (i, v) in variadic.enumerate() {
        let len = if v { rest } else { 1 };
        if i == index {
            return Some(at..at + len);
        }
        at += len;
    }
    None
}

fn region_range(
    body: &Body,
    op: OpId,
    regions: &[RegionDef],
    index: usize,
) -> Option<Range<usize>> {
    entity_range(
        regions.iter().map(|r| r.variadic),
        body.num_regions(op),
        index,
    )
}

fn successor_range(
    body: &Body,
    op: OpId,
    successors: &[SuccessorDef],
    index: usize,
) -> Option<Range<usize>> {
    entity_range(
        successors.iter().map(|s| s.variadic),
        body.successors(op).len(),
        index,
    )
}

/// Region `index` of `def` on `op` (in [`Body::regions_body`]).
pub fn single_region(ctx: &Context, body: &Body, op: OpId, def: &OpDef, index: usize) -> RegionId {
    match region_range(body, op, def.regions, index) {
        Some(r) if r.len() == 1 => body.op_regions(op)[r.start],
        _ => missing(ctx, body, op, "region", def.regions[index].name),
    }
}

/// The regions of variadic region `index` of `def` on `op`.
pub fn variadic_regions(
    ctx: &Context,
    body: &Body,
    op: OpId,
    def: &OpDef,
    index: usize,
) -> Vec<RegionId> {
    match region_range(body, op, def.regions, index) {
        Some(r) => body.op_regions(op)[r].to_vec(),
        None => missing(ctx, body, op, "region", def.regions[index].name),
    }
}

/// Successor `index` of `def` on `op`.
pub fn single_successor(
    ctx: &Context,
    body: &Body,
    op: OpId,
    def: &OpDef,
    index: usize,
) -> BlockId {
    match successor_range(body, op, def.successors, index) {
        Some(r) if r.len() == 1 => body.successors(op)[r.start],
        _ => missing(ctx, body, op, "successor", def.successors[index].name),
    }
}

/// The blocks of variadic successor `index` of `def` on `op`.
pub fn variadic_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    def: &OpDef,
    index: usize,
) -> Vec<BlockId> {
    match successor_range(body, op, def.successors, index) {
        Some(r) => body.successors(op)[r].to_vec(),
        None => missing(ctx, body, op, "successor", def.successors[index].name),
    }
}

/// The value of an integer attribute as `i64` (sign-extended).
pub fn attr_i64(ctx: &Context, attr: Attr) -> Option<i64> {
    match ctx.attr_data(attr) {
        AttrData::Integer { value, .. } => value.to_i64_signed(),
        _ => None,
    }
}

/// The values of an `array<i64: ...>` (any dense array) attribute.
pub fn attr_i64_array(ctx: &Context, attr: Attr) -> Option<Vec<i64>> {
    match ctx.attr_data(attr) {
        AttrData::DenseArray { values, .. } => values.iter().map(|v| v.to_i64_signed()).collect(),
        _ => None,
    }
}

/// The name of a flat symbol reference (`@f`) or the text of a string
/// attribute (`sym_name`).
pub fn attr_symbol(ctx: &Context, attr: Attr) -> Option<&str> {
    match ctx.attr_data(attr) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.ident_str(*root)),
        AttrData::String { value, .. } => std::str::from_utf8(value).ok(),
        _ => None,
    }
}

/// One entry of a mixed static/dynamic list (MLIR's `OpFoldResult` of
/// `getMixedOffsets()` and the like).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MixedValue {
    /// A constant from the static list.
    Static(i64),
    /// An operand, where the static list holds `ShapedType::kDynamic`.
    Dynamic(ValueId),
}

/// Merges a static list (`static_offsets`), where `i64::MIN` marks a
/// dynamic entry, with the dynamic values taking those places in order
/// (MLIR's `getMixedValues`). `None` when the counts do not match.
pub fn mixed_values(statics: &[i64], dynamic: &[ValueId]) -> Option<Vec<MixedValue>> {
    let mut dynamic = dynamic.iter();
    let out = statics
        .iter()
        .map(|&s| {
            if s == i64::MIN {
                dynamic.next().map(|&v| MixedValue::Dynamic(v))
            } else {
                Some(MixedValue::Static(s))
            }
        })
        .collect::<Option<Vec<_>>>()?;
    dynamic.next().is_none().then_some(out)
}
