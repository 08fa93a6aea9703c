//! The op registry: what the context knows about each registered op name.

use crate::attrs::Attr;
use crate::body::{Body, OpId};
use crate::context::Context;
use crate::diag::Diagnostic;
use std::any::{Any, TypeId};
use std::sync::Arc;

/// Structural traits of an op, as a bit set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct OpTraits(pub u32);

impl OpTraits {
    /// No traits.
    pub const NONE: OpTraits = OpTraits(0);
    /// Regions cannot see values defined above; the op owns its own `Body`.
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1);
    /// Must be the last op of its block.
    pub const TERMINATOR: OpTraits = OpTraits(1 << 1);
    /// Its regions' blocks need no terminator.
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 2);
    /// Its single region is a symbol table (unique `sym_name`s).
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 3);
    /// Its regions are graph regions (no dominance).
    pub const GRAPH_REGIONS: OpTraits = OpTraits(1 << 4);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 5);
    /// No side effects.
    pub const PURE: OpTraits = OpTraits(1 << 6);
    /// Defines a symbol through its `sym_name` attribute.
    pub const SYMBOL: OpTraits = OpTraits(1 << 7);
    /// Its results are constants (ConstantLike).
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1 << 8);
    /// Its operands commute.
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 9);
    /// No memory effects (but maybe not speculatable, e.g. divisions).
    pub const NO_MEMORY_EFFECT: OpTraits = OpTraits(1 << 11);
    /// Its regions are an automatic allocation scope.
    pub const AUTOMATIC_ALLOCATION_SCOPE: OpTraits = OpTraits(1 << 12);
    /// Its regions' ops are always recursively checked for effects
    /// (`RecursiveMemoryEffects`).
    pub const RECURSIVE_MEMORY_EFFECTS: OpTraits = OpTraits(1 << 13);
    /// Speculatable when every op in its regions is
    /// (`RecursivelySpeculatable`), unless a `speculatability` hook says
    /// otherwise.
    pub const RECURSIVELY_SPECULATABLE: OpTraits = OpTraits(1 << 14);
    /// Each of its regions runs at most once per execution of the op (MLIR's
    /// region invocation bounds of at most one, as for `scf.if`).
    pub const REGIONS_RUN_AT_MOST_ONCE: OpTraits = OpTraits(1 << 15);
    /// Returns control to the parent op (ReturnLike).
    pub const RETURN_LIKE: OpTraits = OpTraits(1 << 10);

    /// Whether every trait in `other` is set.
    pub const fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for OpTraits {
    type Output = OpTraits;
    fn bitor(self, rhs: OpTraits) -> OpTraits {
        OpTraits(self.0 | rhs.0)
    }
}

/// An op's own verifier: returns the error to report (usually from
/// [`op_error`](crate::verify::op_error)).
pub type VerifyFn = fn(&Context, &Body, OpId) -> Result<(), Diagnostic>;

/// Everything the context knows about a registered op.
#[derive(Clone)]
pub struct OpInfo {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// Structural traits.
    pub traits: OpTraits,
    /// Names of inherent attributes (stored as properties).
    pub inherent_attrs: std::borrow::Cow<'static, [&'static str]>,
    /// The op's own verifier, run after the structural checks.
    pub verify: Option<VerifyFn>,
    /// Verification run after everything nested in the op was verified
    /// (MLIR's `verifyRegions`).
    pub verify_regions: Option<VerifyFn>,
    /// Checks the op's symbol references against the nearest symbol table
    /// (SymbolUserOpInterface's `verifySymbolUses`).
    pub verify_symbol_uses: Option<SymbolUsesFn>,
    /// Checks the properties while parsing (MLIR's property conversion);
    /// returns the message of the conversion error.
    pub convert_properties: Option<PropertiesFn>,
    /// Result name hints (OpAsmOpInterface's `getAsmResultNames`).
    pub result_names: Option<ResultNamesFn>,
    /// Dialect whose prefix may be omitted inside this op's regions
    /// (OpAsmOpInterface's `getDefaultDialect`); empty for none.
    pub default_dialect: &'static str,
    /// Constant folder.
    pub fold: Option<FoldFn>,
    /// The folder that also reads the enclosing symbol table, tried after
    /// [`OpInfo::fold`] when that did nothing and the enclosing body is
    /// known (see [`crate::fold::fold_op_in`]).
    pub fold_with_symbols: Option<SymbolFoldFn>,
    /// Canonicalization patterns of the op.
    pub canonicalize: Option<crate::pattern::PatternsFn>,
    /// MemoryEffectOpInterface: the op's memory effects.
    pub effects: Option<EffectsFn>,
    /// BranchOpInterface: the operands forwarded to each successor.
    pub branch: Option<&'static BranchInterface>,
    /// RegionBranchOpInterface: control flow between the op and its regions.
    pub region_branch: Option<&'static crate::region_branch::RegionBranchInterface>,
    /// RegionBranchTerminatorOpInterface (beyond `ReturnLike`): what the op
    /// forwards as a terminator of a region branch op's region.
    pub region_terminator: Option<&'static crate::region_branch::RegionTerminatorInterface>,
    /// CallOpInterface: the op calls a callable.
    pub call: Option<&'static crate::call::CallInterface>,
    /// CallableOpInterface: the op has a callable region (a function).
    pub callable: Option<&'static crate::call::CallableInterface>,
    /// Whether the op may be executed speculatively (MLIR's
    /// `ConditionallySpeculatable`); without it, `PURE` ops are and
    /// `RECURSIVELY_SPECULATABLE` ops are when their regions' ops are.
    pub speculatability: Option<crate::speculation::SpeculatabilityFn>,
    /// The op is a loop (MLIR's `LoopLikeOpInterface`).
    pub loop_like: Option<&'static crate::loop_like::LoopLikeInterface>,
    /// What the crates above the core attach to the op, by type: the text
    /// format's custom assembly hooks, the declarative definition the op
    /// was registered from, its default-valued properties (see
    /// [`Interfaces`]).
    pub interfaces: Interfaces,
}

/// MLIR's property conversion of one property: `key` in `props` (the
/// properties of an op named `op_name`), when present, must satisfy
/// `storage_ok` (be of the property's storage class); `Err` holds MLIR's
/// message. A building block of [`PropertiesFn`]s.
pub fn check_property(
    ctx: &Context,
    props: Attr,
    op_name: &str,
    key: &str,
    storage_ok: impl Fn(Attr) -> bool,
) -> Result<(), String> {
    let found = ctx
        .dict_entries(props)
        .iter()
        .find(|(k, _)| ctx.ident_str(*k) == key);
    match found {
        Some(&(_, v)) if !storage_ok(v) => Err(format!(
            "invalid properties {} for op {op_name}: Invalid attribute `{key}` in property conversion: {}",
            ctx.render_attr(props),
            ctx.render_attr(v)
        )),
        _ => Ok(()),
    }
}

impl OpInfo {
    /// The interface of type `T` attached to the op, if any (see
    /// [`Interfaces::get`]).
    #[inline]
    pub fn interface<T: Any + Send + Sync>(&self) -> Option<&T> {
        self.interfaces.get::<T>()
    }
}

/// Values attached to an [`OpInfo`] by type, as MLIR attaches interface
/// models to a registered operation: the core defines what it reads itself
/// (e.g. [`DefaultProperties`]), the crates above it define their own types
/// (the text format's custom assembly hooks, ODS's compiled definition), so
/// the core needs to know nothing of them.
///
/// An op has a handful of them at most, so lookup is a linear scan
/// comparing `TypeId`s: no hashing, cheap enough for the parser and the
/// printer to look up per op.
#[derive(Clone, Default)]
pub struct Interfaces(Vec<(TypeId, Arc<dyn Any + Send + Sync>)>);

impl Interfaces {
    /// The value of type `T`, if one is attached.
    #[inline]
    pub fn get<T: Any + Send + Sync>(&self) -> Option<&T> {
        let id = TypeId::of::<T>();
        self.0
            .iter()
            .find(|(t, _)| *t == id)
            .and_then(|(_, v)| v.downcast_ref::<T>())
    }

    /// Attaches `value`, replacing any value of the same type.
    pub fn insert<T: Any + Send + Sync>(&mut self, value: T) {
        let id = TypeId::of::<T>();
        let value: Arc<dyn Any + Send + Sync> = Arc::new(value);
        match self.0.iter_mut().find(|(t, _)| *t == id) {
            Some(slot) => slot.1 = value,
            None => self.0.push((id, value)),
        }
    }
}

/// `HasParent` / `ParentOneOf` listed before `Terminator` in an op's ODS
/// traits: the ops it may be nested in directly. The verifier checks it
/// before the terminator checks, in MLIR's trait order (an op listing
/// `Terminator` first checks its parent in its own verifier instead). An
/// [`OpInfo`] interface, attached by the op's declarative definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExpectedParents(pub &'static [&'static str]);

impl ExpectedParents {
    /// MLIR's message when `op`'s parent is not one of these.
    pub fn check(&self, ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let parent = body.parent_op(op).map(|p| ctx.op_name_str(body.op_name(p)));
        if parent.is_some_and(|n| self.0.contains(&n)) {
            return Ok(());
        }
        let msg = match self.0 {
            [one] => format!("expects parent op '{one}'"),
            many => format!("expects parent op to be one of '{}'", many.join(", ")),
        };
        Err(crate::verify::op_error(ctx, body, op, msg))
    }
}

/// The inherent attributes that have a default value, with that value, in
/// declaration order: what a registered op holds in its properties even
/// when they are not spelled out (MLIR's `populateDefaultProperties`). An
/// [`OpInfo`] interface, attached by the op's declarative definition.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DefaultProperties(pub Vec<(&'static str, Attr)>);

impl DefaultProperties {
    /// The default value of attribute `name`, if it has one.
    pub fn get(&self, name: &str) -> Option<Attr> {
        self.0.iter().find(|(n, _)| *n == name).map(|e| e.1)
    }
}

/// Each inherent attribute's constraint, in declaration order: its name,
/// MLIR's description of the constraint and the check. The text parser
/// applies them to inherent attributes written in a generic op's attribute
/// dictionary (MLIR's `verifyInherentAttrs` before property conversion).
/// An [`OpInfo`] interface, attached by the op's declarative definition.
#[derive(Clone, Debug, Default)]
pub struct InherentAttrConstraints(pub Vec<InherentAttrConstraint>);

/// One entry of [`InherentAttrConstraints`].
#[derive(Clone, Copy, Debug)]
pub struct InherentAttrConstraint {
    /// The attribute's name.
    pub name: &'static str,
    /// MLIR's description of the constraint ("string attribute").
    pub desc: &'static str,
    /// Whether an attribute satisfies it.
    pub check: fn(&Context, Attr) -> bool,
}

/// Suggests names for an op's results: calls `set(result_index, name)`.
pub type ResultNamesFn = fn(&Context, &Body, OpId, &mut dyn FnMut(usize, &str));

/// One result of folding: a constant attribute or an existing value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpFoldResult {
    /// The result is this constant.
    Attr(Attr),
    /// The result is this existing value.
    Value(crate::body::ValueId),
}

/// What a folder did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// Nothing.
    None,
    /// Updated the op in place.
    InPlace,
    /// Replacement for each result.
    Results(smallvec::SmallVec<[OpFoldResult; 1]>),
}

/// Folds an op given the constant value (if known) of each operand.
pub type FoldFn = fn(&Context, &mut Body, OpId, &[Option<Attr>]) -> FoldResult;

/// A folder that reads the symbols around the op's isolated body (MLIR
/// folds that look a symbol up, such as `affine.load` of a constant
/// `memref.global`): the first argument after the context is the
/// enclosing body, the one holding the isolated op whose body is being
/// folded, read-only (its isolated children may be taken out).
pub type SymbolFoldFn = fn(&Context, &Body, &mut Body, OpId, &[Option<Attr>]) -> FoldResult;

/// Creates a constant op of `ty` with value `value` at the builder's insertion
/// point (MLIR's `materializeConstant`); `None` if the dialect cannot.
pub type MaterializeFn = fn(
    &Context,
    &mut crate::builder::Builder<'_>,
    Attr,
    crate::types::Type,
    crate::attrs::Loc,
) -> Option<OpId>;

/// The kinds of memory effects (MLIR's `MemoryEffects`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryEffectKind {
    /// Reads memory.
    Read,
    /// Writes memory.
    Write,
    /// Allocates memory.
    Allocate,
    /// Frees memory.
    Free,
}

/// One memory effect, on a value (a memref) when known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryEffect {
    /// What the op does.
    pub kind: MemoryEffectKind,
    /// The memory it does it to, if known.
    pub value: Option<crate::body::ValueId>,
}

/// Lists an op's memory effects.
pub type EffectsFn = fn(&Context, &Body, OpId, &mut Vec<MemoryEffect>);

/// BranchOpInterface: which operands a terminator forwards to its successors.
pub struct BranchInterface {
    /// The operand indices forwarded to successor `succ`.
    pub successor_operands: fn(&Context, &Body, OpId, usize) -> std::ops::Range<usize>,
    /// Removes the `idx`-th operand forwarded to successor `succ` (keeping
    /// segment attributes consistent).
    pub erase_successor_operand: fn(&Context, &mut Body, OpId, usize, usize),
    /// Appends operands forwarded to successor `succ` (keeping segment
    /// attributes consistent).
    pub append_successor_operands: fn(&Context, &mut Body, OpId, usize, &[crate::body::ValueId]),
    /// `getSuccessorForOperands`: the index of the only successor taken
    /// given the constant value of each operand (`None` when unknown), or
    /// `None` when it cannot be told.
    pub successor_for_operands: SuccessorForOperandsFn,
}

/// `getSuccessorForOperands` of a branch op: the successor taken given
/// constant operands, if it can be told.
pub type SuccessorForOperandsFn = fn(&Context, &Body, OpId, &[Option<Attr>]) -> Option<usize>;

/// Verifies an op's symbol uses given the symbol table they resolve in.
pub type SymbolUsesFn =
    fn(&Context, &crate::symbol::SymbolTable<'_>, &Body, OpId) -> Result<(), Diagnostic>;

/// Checks an op's properties dictionary; `Err` holds the conversion message.
pub type PropertiesFn = fn(&Context, Attr) -> Result<(), String>;

impl OpInfo {
    /// A registered op with the given traits and no hooks.
    pub const fn new(name: &'static str, traits: OpTraits) -> OpInfo {
        OpInfo {
            name,
            traits,
            inherent_attrs: std::borrow::Cow::Borrowed(&[]),
            verify: None,
            verify_regions: None,
            verify_symbol_uses: None,
            convert_properties: None,
            result_names: None,
            default_dialect: "",
            fold: None,
            fold_with_symbols: None,
            canonicalize: None,
            effects: None,
            branch: None,
            region_branch: None,
            region_terminator: None,
            call: None,
            callable: None,
            speculatability: None,
            loop_like: None,
            interfaces: Interfaces(Vec::new()),
        }
    }
}

/// A registered dialect.
#[derive(Clone)]
pub struct DialectInfo {
    /// Namespace (`func`, `arith`, ...).
    pub namespace: &'static str,
    /// Whether ops of this namespace that were not registered are accepted.
    pub allow_unknown_ops: bool,
    /// Builds a constant op for a folded attribute.
    pub materialize_constant: Option<MaterializeFn>,
    /// DialectInlinerInterface: how the inliner treats the dialect's ops.
    pub inliner: Option<&'static crate::call::InlinerInterface>,
    /// What the dialect attaches by type, as an op's [`OpInfo::interfaces`]:
    /// the data layout hooks of [`crate::data_layout`], custom attribute
    /// assembly of the text format, the verifier of its discardable
    /// attributes ([`OpAttrVerifier`]).
    pub interfaces: Interfaces,
}

/// Checks a discardable attribute named after a dialect on any op (MLIR's
/// `Dialect::verifyOperationAttribute`); a [`DialectInfo`] interface.
#[derive(Clone, Copy)]
pub struct OpAttrVerifier(
    /// The check: op, attribute name and value.
    pub fn(&Context, &Body, OpId, &str, Attr) -> Result<(), Diagnostic>,
);

impl DialectInfo {
    /// A dialect with no hooks.
    pub const fn new(namespace: &'static str) -> DialectInfo {
        DialectInfo {
            namespace,
            allow_unknown_ops: false,
            materialize_constant: None,
            inliner: None,
            interfaces: Interfaces(Vec::new()),
        }
    }
}
