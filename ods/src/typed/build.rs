//! Creating ops from their definitions: what the `build` functions that
//! [`typed_op!`](crate::typed_op) generates call (MLIR ODS's generated
//! builders).
//!
//! A wrapper's `build` takes the op's operands, required attributes,
//! successors, the counts of variadic regions and, unless the results are
//! inferred, the result types, and creates the op at the insertion point
//! of a [`BuildTarget`] (a [`Builder`] or a [`PatternRewriter`]). Inherent
//! attributes go into the op's properties, with the segment sizes of
//! segmented groups and the defaults of default-valued attributes, as the
//! parser stores them; optional attributes are set afterwards with the
//! wrapper's `set_attr`. Regions are created empty (in the op's nested
//! body when the op is IsolatedFromAbove).
//!
//! Result types are inferred (a wrapper declared `where results inferred`)
//! as the definition says: its `infer` hook, `SameOperandsAndResultType`,
//! or a type equality (`AllTypesMatch`) tying each result to an operand;
//! `where results inferred by f` names the function instead. Declaring
//! inferred results that the definition does not infer does not compile:
//!
//! ```compile_fail,E0080
//! # use rmlir_ods::constraints::ANY_TYPE;
//! # use rmlir_ods::{one, OpDef};
//! # static OPS: &[OpDef] = &[OpDef {
//! #     name: "test.cast",
//! #     operands: &[one("in", &ANY_TYPE)],
//! #     results: &[one("out", &ANY_TYPE)],
//! #     ..OpDef::EMPTY
//! # }];
//! rmlir_ods::typed_op! {
//!     /// `test.cast`.
//!     pub struct CastOp = "test.cast" in OPS where results inferred {
//!         operand input: one "in";
//!         result out: one "out";
//!     }
//! }
//! ```

use crate::{Arity, InferFn, OpDef, ValueDef};
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::registry::{DefaultProperties, OpTraits};
use rmlir_ir::Builder;
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Attr, AttrData, Ident, Loc};
use rmlir_ir::{BlockId, Body, OpId, OpSpec, ValueId};

/// Where a typed `build` creates its op: at the insertion point of a
/// [`Builder`] or of a [`PatternRewriter`] (which tells its listener).
pub trait BuildTarget {
    /// The body ops are created in (to read operand types).
    fn target_body(&self) -> &Body;
    /// Creates the op described by `spec` at the insertion point.
    fn create_at_insertion_point(&mut self, spec: &OpSpec<'_>) -> OpId;
}

impl BuildTarget for Builder<'_> {
    fn target_body(&self) -> &Body {
        self.body
    }
    fn create_at_insertion_point(&mut self, spec: &OpSpec<'_>) -> OpId {
        self.create(spec)
    }
}

impl BuildTarget for PatternRewriter<'_> {
    fn target_body(&self) -> &Body {
        self.body()
    }
    fn create_at_insertion_point(&mut self, spec: &OpSpec<'_>) -> OpId {
        self.create(spec)
    }
}

/// How a `build` gets its result types.
#[derive(Clone, Copy)]
pub enum ResultTypes<'a> {
    /// Given, per result group by ODS name.
    Given(&'a [(&'static str, &'a [Type])]),
    /// Inferred by this function, or as the definition says when `None`.
    Inferred(Option<InferFn>),
}

/// What a generated `build` passes to [`build_op`]: each group by its ODS
/// name.
#[derive(Clone, Copy)]
pub struct BuildArgs<'a> {
    /// The values of each operand group.
    pub operands: &'a [(&'static str, &'a [ValueId])],
    /// The result types.
    pub results: ResultTypes<'a>,
    /// Inherent attributes set at creation.
    pub attrs: &'a [(&'static str, Attr)],
    /// The blocks of each successor group.
    pub successors: &'a [(&'static str, &'a [BlockId])],
    /// How many regions each variadic region group has (single regions
    /// are always created).
    pub region_counts: &'a [(&'static str, usize)],
}

/// Flattens `given` groups in the order of `names`, with each group's
/// length; panics when a group is missing or breaks its arity.
fn flatten<T: Copy>(
    def: &OpDef,
    what: &str,
    groups: impl Iterator<Item = (&'static str, Option<Arity>)>,
    given: &[(&'static str, &[T])],
) -> (Vec<T>, Vec<usize>) {
    let mut flat = Vec::new();
    let mut sizes = Vec::new();
    for (name, arity) in groups {
        let Some((_, values)) = given.iter().find(|(n, _)| *n == name) else {
            panic!("build of {}: no {what} '{name}' given", def.name)
        };
        let ok = match arity {
            Some(Arity::Single) => values.len() == 1,
            Some(Arity::Optional) => values.len() <= 1,
            Some(Arity::Variadic) | None => true,
        };
        assert!(
            ok,
            "build of {}: {what} '{name}' given {} values",
            def.name,
            values.len()
        );
        flat.extend_from_slice(values);
        sizes.push(values.len());
    }
    (flat, sizes)
}

fn value_groups(
    groups: &'static [ValueDef],
) -> impl Iterator<Item = (&'static str, Option<Arity>)> {
    groups.iter().map(|g| (g.name, Some(g.arity)))
}

/// Whether the result types of `def` can be inferred from its operands and
/// attributes: it has an `infer` hook, `SameOperandsAndResultType` with an
/// operand, or each result group is single and tied by a type equality to
/// a single operand group. Usable in constants.
pub const fn results_inferable(def: &OpDef) -> bool {
    if def.infer.is_some() || def.results.is_empty() {
        return true;
    }
    if def.same_operands_and_result_type && !def.operands.is_empty() {
        return true;
    }
    let mut r = 0;
    while r < def.results.len() {
        if !matches!(def.results[r].arity, Arity::Single) || tied_operand(def, r).is_none() {
            return false;
        }
        r += 1;
    }
    true
}

/// The index of a single operand group whose type result group `result`
/// must have (both in one `same_types` group).
const fn tied_operand(def: &OpDef, result: usize) -> Option<usize> {
    let name = def.results[result].name;
    let mut g = 0;
    while g < def.same_types.len() {
        let group = def.same_types[g];
        if contains(group, name) {
            let mut o = 0;
            while o < def.operands.len() {
                if matches!(def.operands[o].arity, Arity::Single)
                    && contains(group, def.operands[o].name)
                {
                    return Some(o);
                }
                o += 1;
            }
        }
        g += 1;
    }
    None
}

const fn contains(names: &[&str], name: &str) -> bool {
    let mut i = 0;
    while i < names.len() {
        if super::str_eq(names[i], name) {
            return true;
        }
        i += 1;
    }
    false
}

/// The result types `def` infers for operands of `operand_types` split in
/// groups of `operand_sizes`, and inherent attributes `attrs`; `None` when
/// it cannot.
pub fn infer_result_types(
    ctx: &Context,
    def: &OpDef,
    operand_types: &[Type],
    operand_sizes: &[usize],
    attrs: &[(Ident, Attr)],
) -> Option<Vec<Type>> {
    if let Some(infer) = def.infer {
        return infer(ctx, operand_types, attrs);
    }
    if def.same_operands_and_result_type {
        let first = *operand_types.first()?;
        return Some(vec![first; def.results.len()]);
    }
    (0..def.results.len())
        .map(|r| {
            let o = tied_operand(def, r)?;
            let at: usize = operand_sizes[..o].iter().sum();
            operand_types.get(at).copied()
        })
        .collect()
}

/// The element type of the first operand's shaped type (the result of
/// `memref.load`, `tensor.extract`): an inference function for
/// `where results inferred by`.
pub fn element_type_of_first_operand(
    ctx: &Context,
    operands: &[Type],
    _: &[(Ident, Attr)],
) -> Option<Vec<Type>> {
    let elem = ctx.type_data(*operands.first()?).element_type()?;
    Some(vec![elem])
}

/// Creates a `def` op at `target`'s insertion point from the groups in
/// `args` (what each wrapper's `build` does). Panics, naming the op, when a
/// group is missing or breaks its arity, or result types cannot be
/// inferred.
pub fn build_op(
    target: &mut (impl BuildTarget + ?Sized),
    ctx: &Context,
    def: &'static OpDef,
    loc: Loc,
    args: &BuildArgs<'_>,
) -> OpId {
    let (operands, operand_sizes) = flatten(
        def,
        "operand group",
        value_groups(def.operands),
        args.operands,
    );
    let mut props: Vec<(Ident, Attr)> = Vec::with_capacity(args.attrs.len() + 2);
    for &(name, value) in args.attrs {
        assert!(
            def.attrs.iter().any(|a| a.name == name),
            "build of {}: no inherent attribute '{name}'",
            def.name
        );
        props.push((ctx.ident(name), value));
    }
    let op_name = ctx.op_name(def.name);
    if let Some(defaults) = ctx
        .op_info(op_name)
        .and_then(|i| i.interface::<DefaultProperties>())
    {
        for &(name, value) in &defaults.0 {
            if !args.attrs.iter().any(|(n, _)| *n == name) {
                props.push((ctx.ident(name), value));
            }
        }
    }
    if def.operand_segments() {
        let seg = crate::segment_attr(ctx, &operand_sizes);
        props.push((ctx.ident("operandSegmentSizes"), seg));
    }
    let result_types = match args.results {
        ResultTypes::Given(given) => {
            let (types, sizes) = flatten(def, "result group", value_groups(def.results), given);
            if def.result_segments() {
                let seg = crate::segment_attr(ctx, &sizes);
                props.push((ctx.ident("resultSegmentSizes"), seg));
            }
            types
        }
        ResultTypes::Inferred(infer) => {
            let body = target.target_body();
            let types: Vec<Type> = operands.iter().map(|&v| body.value_type(v)).collect();
            let inferred = match infer {
                Some(f) => f(ctx, &types, &props),
                None => infer_result_types(ctx, def, &types, &operand_sizes, &props),
            };
            inferred
                .unwrap_or_else(|| panic!("build of {}: cannot infer the result types", def.name))
        }
    };
    let (successors, _) = flatten(
        def,
        "successor",
        def.successors
            .iter()
            .map(|s| (s.name, (!s.variadic).then_some(Arity::Single))),
        args.successors,
    );
    let num_regions = def
        .regions
        .iter()
        .map(|r| {
            if r.variadic {
                args.region_counts
                    .iter()
                    .find(|(n, _)| *n == r.name)
                    .map_or(0, |e| e.1)
            } else {
                1
            }
        })
        .sum();
    let properties = (!props.is_empty()).then(|| ctx.dictionary_attr(props));
    target.create_at_insertion_point(&OpSpec {
        name: op_name,
        loc,
        operands: &operands,
        result_types: &result_types,
        successors: &successors,
        num_regions,
        isolated: def.traits.contains(OpTraits::ISOLATED_FROM_ABOVE),
        properties,
        attrs: ctx.common().empty_dict,
    })
}

/// Sets (`Some`) or resets (`None`) inherent attribute `name` of `op`, a
/// `def` op, in its properties (a wrapper's `set_attr`): reset, a
/// default-valued attribute takes its default again, any other is removed.
/// Panics when `def` has no such attribute.
pub fn set_inherent_attr(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    def: &OpDef,
    name: &str,
    value: Option<Attr>,
) {
    assert!(
        def.attrs.iter().any(|a| a.name == name),
        "{} has no inherent attribute '{name}'",
        def.name
    );
    let ident = ctx.ident(name);
    let mut entries: Vec<(Ident, Attr)> = body
        .properties(op)
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    entries.retain(|(k, _)| *k != ident);
    let value = value.or_else(|| {
        ctx.op_info(body.op_name(op))
            .and_then(|i| i.interface::<DefaultProperties>())
            .and_then(|d| d.get(name))
    });
    if let Some(v) = value {
        entries.push((ident, v));
    }
    let props = (!entries.is_empty()).then(|| ctx.dictionary_attr(entries));
    body.set_properties(op, props);
}

/// A top-level body holding an empty `builtin.module` (one block) at `loc`,
/// and the module: where built IR starts. Build inside it through
/// `body.nested_body_mut(module)`; print it with
/// `rmlir_text::printer::print_top_level`.
pub fn new_module(ctx: &Context, loc: Loc) -> (Body, OpId) {
    let mut top = Body::new(0);
    let module = top.create_op(&OpSpec {
        name: ctx.op_name("builtin.module"),
        loc,
        operands: &[],
        result_types: &[],
        successors: &[],
        num_regions: 1,
        isolated: true,
        properties: None,
        attrs: ctx.common().empty_dict,
    });
    let nested = top.nested_body_mut(module).expect("module body");
    let region = nested.root_regions()[0];
    nested.append_block(region);
    (top, module)
}

/// A flat symbol reference, `@name` (the callee of a `func.call`).
pub fn symbol_ref_attr(ctx: &Context, name: &str) -> Attr {
    ctx.intern_attr(AttrData::SymbolRef {
        root: ctx.ident(name),
        nested: Box::new([]),
    })
}
