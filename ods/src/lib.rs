//! Declarative op definitions, in the spirit of MLIR's ODS.
//!
//! An op is described once by a `static` [`OpDef`]: operands, results,
//! attributes (with constraints and defaults), regions, successors, traits,
//! type equalities and an assembly format in MLIR's syntax. [`register`]
//! turns it into the registry's [`OpInfo`], with:
//!
//! - the verifier of its structure and constraints, with MLIR's messages
//!   (`verify`);
//! - the custom parser and printer interpreting the assembly format
//!   ([`format`](mod@format));
//! - default-valued properties filled in when an op is parsed.
//!
//! Hand-written hooks (extra verification, folders, custom directives,
//! whole custom parsers) plug into the same definition. Typed wrappers with
//! named accessors (MLIR's generated op classes) are declared with
//! [`typed_op!`](crate::typed_op) ([`typed`]).
//!
//! An op registered here carries, as interfaces of its `OpInfo` (see
//! `rmlir_ir::registry::Interfaces`), its [`Compiled`] definition, its
//! custom assembly (`rmlir_text::CustomAssembly`) and its default-valued
//! properties (`rmlir_ir::registry::DefaultProperties`).

pub mod constraints;
pub mod format;
pub mod typed;
mod verify;

use rmlir_ir::registry::{
    DefaultProperties, ExpectedParents, FoldFn, InherentAttrConstraint, InherentAttrConstraints,
    Interfaces, OpInfo, OpTraits, ResultNamesFn, VerifyFn,
};
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_text::parser::OpAsmParser;
use rmlir_text::printer::OpAsmPrinter;
use rmlir_text::{CustomAssembly, ParseFn, PrintFn};

pub use constraints::{AttrConstraint, AttrKind, TypeConstraint};
pub use rmlir_ir::get_attr;

/// What the [`typed_op!`] macro names from the crates below this one.
#[doc(hidden)]
pub mod __private {
    pub use rmlir_ir;
}
pub use verify::{verify_implicit_terminator, verify_op, verify_op_regions};

/// How many values an operand or result group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// An operand or result group.
#[derive(Clone, Copy, Debug)]
pub struct ValueDef {
    /// Name used in the format (`lhs`).
    pub name: &'static str,
    /// How many values.
    pub arity: Arity,
    /// Type constraint of each value.
    pub ty: &'static TypeConstraint,
}

/// A single operand or result.
pub const fn one(name: &'static str, ty: &'static TypeConstraint) -> ValueDef {
    ValueDef {
        name,
        arity: Arity::Single,
        ty,
    }
}

/// An optional operand or result.
pub const fn optional(name: &'static str, ty: &'static TypeConstraint) -> ValueDef {
    ValueDef {
        name,
        arity: Arity::Optional,
        ty,
    }
}

/// A variadic operand or result.
pub const fn variadic(name: &'static str, ty: &'static TypeConstraint) -> ValueDef {
    ValueDef {
        name,
        arity: Arity::Variadic,
        ty,
    }
}

/// An inherent attribute (stored as a property).
#[derive(Clone, Copy, Debug)]
pub struct AttrDef {
    /// Name.
    pub name: &'static str,
    /// Constraint (and how the format prints it).
    pub constraint: &'static AttrConstraint,
    /// Whether it may be absent.
    pub optional: bool,
    /// Default value, as attribute text (`#arith.overflow<none>`), filled in
    /// when absent.
    pub default: Option<&'static str>,
}

/// A required attribute.
pub const fn attr(name: &'static str, constraint: &'static AttrConstraint) -> AttrDef {
    AttrDef {
        name,
        constraint,
        optional: false,
        default: None,
    }
}

/// An optional attribute.
pub const fn opt_attr(name: &'static str, constraint: &'static AttrConstraint) -> AttrDef {
    AttrDef {
        name,
        constraint,
        optional: true,
        default: None,
    }
}

/// An attribute with a default value.
pub const fn default_attr(
    name: &'static str,
    constraint: &'static AttrConstraint,
    default: &'static str,
) -> AttrDef {
    AttrDef {
        name,
        constraint,
        optional: true,
        default: Some(default),
    }
}

/// A region.
#[derive(Clone, Copy, Debug)]
pub struct RegionDef {
    /// Name.
    pub name: &'static str,
    /// `SizedRegion<1>`: exactly one block.
    pub single_block: bool,
    /// `VariadicRegion`.
    pub variadic: bool,
}

/// A region with any number of blocks.
pub const fn region(name: &'static str) -> RegionDef {
    RegionDef {
        name,
        single_block: false,
        variadic: false,
    }
}

/// A region with exactly one block.
pub const fn sized_region(name: &'static str) -> RegionDef {
    RegionDef {
        name,
        single_block: true,
        variadic: false,
    }
}

/// A successor.
#[derive(Clone, Copy, Debug)]
pub struct SuccessorDef {
    /// Name.
    pub name: &'static str,
    /// `VariadicSuccessor`.
    pub variadic: bool,
}

/// A successor.
pub const fn successor(name: &'static str) -> SuccessorDef {
    SuccessorDef {
        name,
        variadic: false,
    }
}

/// Parses a `custom<Name>(...)` directive: gets the parser and the names of
/// its arguments' slots; returns the values for them through the state.
pub type CustomParseFn = for<'p, 'a> fn(
    &mut OpAsmParser<'p, 'a>,
    &mut format::ParseState<'a>,
    &[format::Ref],
) -> Result<(), rmlir_ir::Diagnostic>;

/// Prints a `custom<Name>(...)` directive.
pub type CustomPrintFn = fn(&mut OpAsmPrinter<'_>, &Body, OpId, &format::PrintArgs);

/// A custom directive usable in the format.
#[derive(Clone, Copy)]
pub struct CustomDirective {
    /// `Name` in `custom<Name>(...)`.
    pub name: &'static str,
    /// Parser.
    pub parse: CustomParseFn,
    /// Printer.
    pub print: CustomPrintFn,
}

/// Infers result types from operand types and attributes (MLIR's
/// `InferTypeOpInterface`); `None` when it cannot.
pub type InferFn = fn(&Context, &[Type], &[(rmlir_ir::Ident, Attr)]) -> Option<Vec<Type>>;

/// A declarative op definition.
#[derive(Clone, Copy)]
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// Structural traits and interfaces.
    pub traits: OpTraits,
    /// Operand groups.
    pub operands: &'static [ValueDef],
    /// Result groups.
    pub results: &'static [ValueDef],
    /// Inherent attributes.
    pub attrs: &'static [AttrDef],
    /// Regions.
    pub regions: &'static [RegionDef],
    /// Successors.
    pub successors: &'static [SuccessorDef],
    /// Assembly format (MLIR syntax); `None` for hand-written or generic only.
    pub format: Option<&'static str>,
    /// Groups of operands/results that must have the same type
    /// (`AllTypesMatch`); the format uses them to infer types.
    pub same_types: &'static [&'static [&'static str]],
    /// `SameOperandsAndResultType`.
    pub same_operands_and_result_type: bool,
    /// `SameTypeOperands`.
    pub same_type_operands: bool,
    /// Result types computed from operands (when the format gives none).
    pub infer: Option<InferFn>,
    /// Custom directives of the format.
    pub custom: &'static [CustomDirective],
    /// `HasParent` / `ParentOneOf` when the ODS traits list it before
    /// `Terminator`: checked before the terminator checks
    /// ([`rmlir_ir::registry::ExpectedParents`]).
    pub parents: &'static [&'static str],
    /// Extra verification after the declarative checks (MLIR's `verify()`).
    pub verify: Option<VerifyFn>,
    /// Verification that needs the ops' regions verified first
    /// (`verifyRegions()`).
    pub verify_regions: Option<VerifyFn>,
    /// Canonicalization patterns.
    pub canonicalize: Option<rmlir_ir::pattern::PatternsFn>,
    /// Memory effects (MemoryEffectOpInterface).
    pub effects: Option<rmlir_ir::registry::EffectsFn>,
    /// BranchOpInterface.
    pub branch: Option<&'static rmlir_ir::registry::BranchInterface>,
    /// Symbol-use verification (SymbolUserOpInterface).
    pub verify_symbol_uses: Option<rmlir_ir::registry::SymbolUsesFn>,
    /// Hand-written parser (instead of the format).
    pub parse: Option<ParseFn>,
    /// Hand-written printer (instead of the format).
    pub print: Option<PrintFn>,
    /// Folder.
    pub fold: Option<FoldFn>,
    /// Folder that also reads the enclosing symbol table.
    pub fold_with_symbols: Option<rmlir_ir::registry::SymbolFoldFn>,
    /// Result names.
    pub result_names: Option<ResultNamesFn>,
    /// Default dialect inside the op's regions.
    pub default_dialect: &'static str,
    /// `SingleBlockImplicitTerminator<op>`: the terminator the custom form
    /// may leave out.
    pub implicit_terminator: Option<&'static str>,
}

impl OpDef {
    /// An op with nothing: start definitions from `..OpDef::EMPTY`.
    pub const EMPTY: OpDef = OpDef {
        name: "",
        traits: OpTraits::NONE,
        operands: &[],
        results: &[],
        attrs: &[],
        regions: &[],
        successors: &[],
        format: None,
        same_types: &[],
        same_operands_and_result_type: false,
        same_type_operands: false,
        infer: None,
        custom: &[],
        parents: &[],
        verify: None,
        verify_regions: None,
        verify_symbol_uses: None,
        canonicalize: None,
        effects: None,
        branch: None,
        parse: None,
        print: None,
        fold: None,
        fold_with_symbols: None,
        result_names: None,
        default_dialect: "",
        implicit_terminator: None,
    };

    /// Whether operands need `operandSegmentSizes` (more than one
    /// non-single group).
    pub fn operand_segments(&self) -> bool {
        self.operands
            .iter()
            .filter(|o| o.arity != Arity::Single)
            .count()
            > 1
    }

    /// Whether results need `resultSegmentSizes`.
    pub fn result_segments(&self) -> bool {
        self.results
            .iter()
            .filter(|o| o.arity != Arity::Single)
            .count()
            > 1
    }
}

/// Extra data a registered definition keeps: the compiled format and parsed
/// default attributes.
pub struct Compiled {
    /// The definition.
    pub def: &'static OpDef,
    /// The compiled assembly format.
    pub format: Option<format::Format>,
    /// Default attribute values, by attribute index.
    pub defaults: Vec<Option<Attr>>,
    /// Interned attribute names, by attribute index.
    pub attr_idents: Vec<rmlir_ir::Ident>,
    /// Whether operands / results carry segment sizes.
    pub operand_segmented: bool,
    /// Whether results carry segment sizes.
    pub result_segmented: bool,
    /// `operandSegmentSizes` / `resultSegmentSizes` interned.
    pub segment_idents: [rmlir_ir::Ident; 2],
    /// Groups of operands/results sharing one type.
    pub type_groups: Vec<Vec<format::Ref>>,
}

impl Compiled {
    /// The value of attribute `index` of the definition on `op`.
    pub fn attr(&self, ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<Attr> {
        get_attr_ident(ctx, body, op, self.attr_idents[index])
    }

    /// The index range of operand (`results`: result) group `index`.
    pub fn group_range(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        index: usize,
        results: bool,
    ) -> Option<std::ops::Range<usize>> {
        let (groups, total, segmented) = if results {
            (
                self.def.results,
                body.num_results(op),
                self.result_segmented,
            )
        } else {
            (
                self.def.operands,
                body.num_operands(op),
                self.operand_segmented,
            )
        };
        if !segmented {
            let singles = groups.iter().filter(|g| g.arity == Arity::Single).count();
            let var_len = total.checked_sub(singles)?;
            let mut at = 0;
            for (i, g) in groups.iter().enumerate() {
                let len = if g.arity == Arity::Single { 1 } else { var_len };
                if i == index {
                    return Some(at..at + len);
                }
                at += len;
            }
            return None;
        }
        let seg = get_attr_ident(ctx, body, op, self.segment_idents[usize::from(results)]);
        group_ranges(ctx, groups, total, seg)?.get(index).cloned()
    }
}

/// The value of an inherent attribute by interned name (properties first).
pub fn get_attr_ident(ctx: &Context, body: &Body, op: OpId, name: rmlir_ir::Ident) -> Option<Attr> {
    let find = |d: Attr| {
        ctx.dict_entries(d)
            .iter()
            .find(|(k, _)| *k == name)
            .map(|e| e.1)
    };
    body.properties(op)
        .and_then(find)
        .or_else(|| find(body.attrs(op)))
}

/// Registers an op definition with the context.
///
/// Panics if the definition's format or defaults do not parse: that is a bug
/// in the definition, caught by the dialect's tests.
pub fn register(ctx: &mut Context, def: &'static OpDef) {
    let format = def.format.map(|f| match format::Format::compile(def, f) {
        Ok(fm) => fm,
        Err(e) => panic!("bad assembly format of {}: {e}", def.name),
    });
    let defaults = def
        .attrs
        .iter()
        .map(|a| {
            a.default
                .map(|text| match rmlir_text::parser::parse_attr_str(ctx, text) {
                    Ok(v) => v,
                    Err(e) => panic!("bad default of {}::{}: {}", def.name, a.name, e.message),
                })
        })
        .collect();
    let mut inherent: Vec<&'static str> = def.attrs.iter().map(|a| a.name).collect();
    if def.operand_segments() {
        inherent.push("operandSegmentSizes");
    }
    if def.result_segments() {
        inherent.push("resultSegmentSizes");
    }
    let compiled = Compiled {
        def,
        format,
        defaults,
        attr_idents: def.attrs.iter().map(|a| ctx.ident(a.name)).collect(),
        operand_segmented: def.operand_segments(),
        result_segmented: def.result_segments(),
        segment_idents: [
            ctx.ident("operandSegmentSizes"),
            ctx.ident("resultSegmentSizes"),
        ],
        type_groups: format::type_groups(def),
    };
    let has_format = compiled.format.is_some();
    let mut info = OpInfo {
        name: def.name,
        traits: def.traits,
        inherent_attrs: std::borrow::Cow::Owned(inherent),
        verify: Some(verify_op),
        verify_regions: (def.verify_regions.is_some() || def.implicit_terminator.is_some())
            .then_some(verify::verify_op_regions as VerifyFn),
        verify_symbol_uses: def.verify_symbol_uses,
        convert_properties: None,
        result_names: def.result_names,
        default_dialect: def.default_dialect,
        fold: def.fold,
        fold_with_symbols: def.fold_with_symbols,
        canonicalize: def.canonicalize,
        effects: def.effects,
        branch: def.branch,
        region_branch: None,
        region_terminator: None,
        call: None,
        callable: None,
        speculatability: None,
        loop_like: None,
        interfaces: Interfaces::default(),
    };
    let assembly = CustomAssembly {
        parse: def.parse.or(if has_format {
            Some(format::parse_with_format)
        } else {
            None
        }),
        print: def.print.or(if has_format {
            Some(format::print_with_format)
        } else {
            None
        }),
    };
    if assembly.parse.is_some() || assembly.print.is_some() {
        info.interfaces.insert(assembly);
    }
    let defaults: Vec<(&'static str, Attr)> = def
        .attrs
        .iter()
        .zip(&compiled.defaults)
        .filter_map(|(a, d)| Some((a.name, (*d)?)))
        .collect();
    if !defaults.is_empty() {
        info.interfaces.insert(DefaultProperties(defaults));
    }
    if !def.attrs.is_empty() {
        let constraints = def.attrs.iter().map(|a| InherentAttrConstraint {
            name: a.name,
            desc: a.constraint.desc,
            check: a.constraint.check,
        });
        info.interfaces
            .insert(InherentAttrConstraints(constraints.collect()));
    }
    if !def.parents.is_empty() {
        info.interfaces.insert(ExpectedParents(def.parents));
    }
    info.interfaces.insert(compiled);
    rmlir_text::install_renderer(ctx);
    ctx.register_op(info);
}

/// The compiled definition of a registered op, if it has one.
pub fn compiled<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c Compiled> {
    ctx.op_info(body.op_name(op))
        .and_then(|i| i.interface::<Compiled>())
}

/// Splits a flat operand (or result) list into its groups, using the
/// segment sizes attribute when there is one.
pub fn group_ranges(
    ctx: &Context,
    groups: &[ValueDef],
    total: usize,
    segments: Option<Attr>,
) -> Option<Vec<std::ops::Range<usize>>> {
    let n_var = groups.iter().filter(|g| g.arity != Arity::Single).count();
    let mut out = Vec::with_capacity(groups.len());
    if n_var > 1 {
        let sizes = segment_sizes(ctx, segments?)?;
        if sizes.len() != groups.len() {
            return None;
        }
        let mut at = 0;
        for s in sizes {
            out.push(at..at + s);
            at += s;
        }
        return (at == total).then_some(out);
    }
    let singles = groups.len() - n_var;
    if total < singles {
        return None;
    }
    let var_len = total - singles;
    let mut at = 0;
    for g in groups {
        let len = if g.arity == Arity::Single { 1 } else { var_len };
        out.push(at..at + len);
        at += len;
    }
    Some(out)
}

/// The sizes in an `array<i32: ...>` segment attribute.
pub fn segment_sizes(ctx: &Context, attr: Attr) -> Option<Vec<usize>> {
    match ctx.attr_data(attr) {
        AttrData::DenseArray { values, .. } => values
            .iter()
            .map(|v| v.to_i64_signed().and_then(|x| usize::try_from(x).ok()))
            .collect(),
        _ => None,
    }
}

/// Builds an `array<i32: ...>` attribute.
pub fn segment_attr(ctx: &Context, sizes: &[usize]) -> Attr {
    let i32t = ctx.integer_type(32, rmlir_ir::Signedness::Signless);
    ctx.intern_attr(AttrData::DenseArray {
        elem: i32t,
        values: sizes
            .iter()
            .map(|&s| rmlir_numerics::apint::APInt::from_u64(32, s as u64))
            .collect(),
    })
}

/// The values of operand group `index` of `op`.
pub fn operand_group(ctx: &Context, body: &Body, op: OpId, index: usize) -> Vec<ValueId> {
    match operand_group_range(ctx, body, op, index) {
        Some(r) => r.map(|i| body.operand(op, i)).collect(),
        None => Vec::new(),
    }
}

/// The operand indices of group `index` of a registered op, if its
/// operands split into its groups.
pub fn operand_group_range(
    ctx: &Context,
    body: &Body,
    op: OpId,
    index: usize,
) -> Option<std::ops::Range<usize>> {
    compiled(ctx, body, op)?.group_range(ctx, body, op, index, false)
}
