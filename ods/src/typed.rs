//! Typed op wrappers with named accessors, MLIR ODS's generated op classes
//! (`AddIOp`, `op.getLhs()`, `op.getOverflowFlags()`).
//!
//! [`typed_op!`](crate::typed_op) declares a wrapper around an [`OpId`] for
//! one [`OpDef`] and one accessor per operand group, result group, inherent
//! attribute, region and successor, named by its ODS name:
//!
//! ```ignore
//! rmlir_ods::typed_op! {
//!     /// `scf.for`.
//!     pub struct ForOp = "scf.for" in crate::scf::OPS {
//!         operand lower_bound: one "lowerBound";
//!         operand init_args: variadic "initArgs";
//!         operand_range init_args_range: variadic "initArgs";
//!         result results: variadic "results";
//!         attr unsigned_cmp: optional "unsignedCmp";
//!         region region: one "region";
//!     }
//! }
//! ```
//!
//! Each accessor finds its group by name in the definition at compile time
//! (a `const` evaluated by rustc), checking the arity it was declared with:
//! a wrapper naming a group the definition does not have, or with another
//! arity, does not compile, so wrappers cannot drift from their
//! definitions. [`check_accessors`] also checks that a wrapper covers every
//! group of its definition (dialect tests run it over every wrapper).
//!
//! ```
//! use rmlir_ods::constraints::ANY_TYPE;
//! use rmlir_ods::{one, variadic, OpDef};
//!
//! static OPS: &[OpDef] = &[
//!     OpDef {
//!         name: "test.sum",
//!         operands: &[one("first", &ANY_TYPE), variadic("rest", &ANY_TYPE)],
//!         results: &[one("result", &ANY_TYPE)],
//!         ..OpDef::EMPTY
//!     },
//!     OpDef {
//!         name: "test.src",
//!         results: &[variadic("out", &ANY_TYPE)],
//!         ..OpDef::EMPTY
//!     },
//! ];
//!
//! rmlir_ods::typed_op! {
//!     /// `test.sum`.
//!     pub struct SumOp = "test.sum" in OPS {
//!         operand first: one "first";
//!         operand_setter set_first: one "first";
//!         operand rest: variadic "rest";
//!         result result: one "result";
//!     }
//! }
//!
//! assert_eq!(SumOp::NAME, "test.sum");
//! rmlir_ods::typed::check_accessors(SumOp::DEF, SumOp::ACCESSORS).unwrap();
//!
//! // Reading and writing an op's operands by name.
//! use rmlir_ir::registry::DialectInfo;
//! use rmlir_ir::Context;
//! use rmlir_text::parser::{parse_module, ParseOptions};
//! let mut ctx = Context::new();
//! ctx.register_dialect(DialectInfo::new("test"));
//! for def in OPS {
//!     rmlir_ods::register(&mut ctx, def);
//! }
//! let src = r#"%v:2 = "test.src"() : () -> (i32, i32)
//! %s = "test.sum"(%v#0, %v#0) : (i32, i32) -> i32"#;
//! let mut m = parse_module(&ctx, src.as_bytes(), &ParseOptions::default()).unwrap();
//! let mut body = *m.body.take_nested_body(m.op).unwrap();
//! let block = body.entry_block(body.root_regions()[0]).unwrap();
//! let ops: Vec<_> = body.block_ops(block).collect();
//! let (a, b) = (body.result(ops[0], 0), body.result(ops[0], 1));
//! let sum = SumOp::cast(&ctx, &body, ops[1]).unwrap();
//! assert_eq!(sum.first(&ctx, &body), a);
//! sum.set_first(&ctx, &mut body, b);
//! assert_eq!(sum.first(&ctx, &body), b);
//! assert_eq!(sum.rest(&ctx, &body), vec![a]);
//! ```
//!
//! A misspelt group does not compile:
//!
//! ```compile_fail,E0080
//! # use rmlir_ods::constraints::ANY_TYPE;
//! # use rmlir_ods::{one, variadic, OpDef};
//! # static OPS: &[OpDef] = &[OpDef {
//! #     name: "test.sum",
//! #     operands: &[one("first", &ANY_TYPE), variadic("rest", &ANY_TYPE)],
//! #     ..OpDef::EMPTY
//! # }];
//! rmlir_ods::typed_op! {
//!     /// `test.sum`.
//!     pub struct SumOp = "test.sum" in OPS {
//!         operand first: one "frist";
//!     }
//! }
//! ```
//!
//! nor does a group declared with another arity:
//!
//! ```compile_fail,E0080
//! # use rmlir_ods::constraints::ANY_TYPE;
//! # use rmlir_ods::{one, variadic, OpDef};
//! # static OPS: &[OpDef] = &[OpDef {
//! #     name: "test.sum",
//! #     operands: &[one("first", &ANY_TYPE), variadic("rest", &ANY_TYPE)],
//! #     ..OpDef::EMPTY
//! # }];
//! rmlir_ods::typed_op! {
//!     /// `test.sum`.
//!     pub struct SumOp = "test.sum" in OPS {
//!         operand rest: one "rest";
//!     }
//! }
//! ```
//!
//! Accessor kinds and what they return:
//!
//! | item | arity | returns |
//! |---|---|---|
//! | `operand` / `result` | `one` | [`ValueId`](rmlir_ir::ValueId) |
//! | | `optional` | `Option<ValueId>` |
//! | | `variadic` | `Vec<ValueId>` |
//! | `operand_range` / `result_range` | any | `Range<usize>`: the group's indices |
//! | `operand_setter` | `one` | `set_x(ctx, target, value)`: sets the operand |
//! | `attr` | `required` / `default` | [`Attr`](rmlir_ir::Attr) (the default when absent) |
//! | | `optional` | `Option<Attr>` |
//! | `region` | `one` / `variadic` | [`RegionId`](rmlir_ir::RegionId) / `Vec<RegionId>` |
//! | `successor` | `one` / `variadic` | [`BlockId`](rmlir_ir::BlockId) / `Vec<BlockId>` |
//!
//! An `operand_setter set_x: one "x";` item (next to `operand x: one
//! "x";`) writes the operand: `op.set_x(ctx, target, value)`, where the
//! target is a `Body` or a `PatternRewriter` ([`OperandTarget`]; the
//! rewriter records the op as modified, as its `set_operand` does). Its
//! name must be `set_` and the name of the group's `operand` accessor
//! ([`check_accessors`] checks it).
//!
//! Operand groups of ops with `operandSegmentSizes` (`resultSegmentSizes`)
//! are split by that attribute. A single group preceded only by single
//! groups is at a position known at compile time ([`fixed_position`]): its
//! accessor reads that operand (result) directly, as cheap as
//! `body.operand(op, N)`.
//!
//! Accessors expect an op that passed the declarative checks of its
//! definition (any verified IR, and the hand-written `verify` hooks, which
//! run after those checks); on an op that does not have the group they
//! panic, naming the op and the group (fixed-position accessors only check
//! the operand (result) count).
//! Regions of an IsolatedFromAbove op live in its nested body
//! ([`Body::regions_body`]).
//!
//! # Building
//!
//! Each wrapper also has a `build` (MLIR ODS's generated builders; see
//! [`build`](mod@build)) creating the op at the insertion point of a
//! [`BuildTarget`] (a `Builder` or a `PatternRewriter`):
//! `AddIOp::build(&mut builder, ctx, loc, lhs, rhs) -> AddIOp`. Its
//! parameters follow the items: the result types first (one `Type`,
//! `Option<Type>` or `&[Type]` per result group), then in declaration
//! order each operand group (`ValueId`, `Option<ValueId>`, `&[ValueId]`),
//! required attribute (`Attr`), successor (`BlockId`, `&[BlockId]`) and
//! variadic region (how many). A wrapper declared
//! `... in OPS where results inferred { ... }` takes no result types: they
//! are inferred as its definition says (a compile error when it says
//! nothing), or by a function with `where results inferred by f`.
//! Optional and default-valued attributes are set afterwards with
//! `op.set_attr(ctx, body, "name", Some(value))`. `build` needs every
//! operand group declared as an `operand` item.

pub mod build;

pub use build::{new_module, symbol_ref_attr, BuildTarget};

mod lookup;
pub use lookup::{
    attr_index, find_def, fixed_position, region_index, str_eq, successor_index, value_index,
    AttrArity,
};

mod access;
pub use access::{
    attr_i64, attr_i64_array, attr_symbol, group_range, mixed_values, optional_attr,
    optional_value, required_attr, set_single_value, single_region, single_successor, single_value,
    value_at, value_range, variadic_regions, variadic_successors, variadic_values, MixedValue,
    OperandTarget,
};

use super::{Arity, OpDef, ValueDef};
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId};

/// An op wrapper made by [`typed_op!`](crate::typed_op).
pub trait TypedOp: Copy {
    /// The op's full name (`scf.for`).
    const NAME: &'static str;
    /// The definition the wrapper reads its accessors from.
    const DEF: &'static OpDef;
    /// The wrapper's accessors, for [`check_accessors`].
    const ACCESSORS: &'static [Accessor];

    /// Wraps `op` without checking its name.
    fn from_op_unchecked(op: OpId) -> Self;

    /// The wrapped op.
    fn op(self) -> OpId;

    /// `op` as this wrapper when it is a `NAME` op.
    fn cast(ctx: &Context, body: &Body, op: OpId) -> Option<Self> {
        is_op(ctx, body, op, Self::NAME).then(|| Self::from_op_unchecked(op))
    }
}

/// `op` as wrapper `T` when it is a `T::NAME` op (`dyn_cast<T>(op)`).
pub fn cast<T: TypedOp>(ctx: &Context, body: &Body, op: OpId) -> Option<T> {
    T::cast(ctx, body, op)
}

/// Whether `op` is named `name`.
#[inline]
pub fn is_op(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// One accessor of a wrapper, as declared in [`typed_op!`](crate::typed_op).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Accessor {
    /// `operand`, `operand_range`, `operand_setter`, `result`,
    /// `result_range`, `attr`, `region` or `successor`.
    pub kind: &'static str,
    /// The method's name.
    pub method: &'static str,
    /// The declared arity: `one`, `optional`, `variadic` (groups, regions,
    /// successors) or `required`, `optional`, `default` (attributes).
    pub arity: &'static str,
    /// The ODS name of the group, attribute, region or successor.
    pub ods: &'static str,
}

/// Whether two definitions declare the same op with the same operand and
/// result groups, attributes, regions and successors (names and arities).
/// A wrapper's `DEF` is a compile-time copy of its definition, so tests
/// compare it with the registered one this way rather than by address.
pub fn same_signature(a: &OpDef, b: &OpDef) -> bool {
    let values = |x: &[ValueDef], y: &[ValueDef]| {
        x.len() == y.len()
            && x.iter()
                .zip(y)
                .all(|(p, q)| p.name == q.name && p.arity == q.arity)
    };
    a.name == b.name
        && values(a.operands, b.operands)
        && values(a.results, b.results)
        && a.attrs.len() == b.attrs.len()
        && a.attrs
            .iter()
            .zip(b.attrs)
            .all(|(p, q)| p.name == q.name && p.optional == q.optional && p.default == q.default)
        && a.regions.len() == b.regions.len()
        && a.regions
            .iter()
            .zip(b.regions)
            .all(|(p, q)| p.name == q.name && p.variadic == q.variadic)
        && a.successors.len() == b.successors.len()
        && a.successors
            .iter()
            .zip(b.successors)
            .all(|(p, q)| p.name == q.name && p.variadic == q.variadic)
}

/// Checks a wrapper against its definition: every operand group, result
/// group, attribute, region and successor of `def` has exactly one value
/// accessor of the declared arity (ranges are extra), accessors name
/// existing entities, method names are unique snake_case, and each operand
/// setter is named `set_` and its group's accessor.
pub fn check_accessors(def: &OpDef, accessors: &[Accessor]) -> Result<(), String> {
    let fail = |m: String| Err(format!("{}: {m}", def.name));
    let mut methods: Vec<&str> = Vec::new();
    for a in accessors {
        if a.method.is_empty()
            || !a
                .method
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        {
            return fail(format!("accessor `{}` is not snake_case", a.method));
        }
        if methods.contains(&a.method) {
            return fail(format!("accessor `{}` declared twice", a.method));
        }
        methods.push(a.method);
    }
    let value_arity = |v: &ValueDef| match v.arity {
        Arity::Single => "one",
        Arity::Optional => "optional",
        Arity::Variadic => "variadic",
    };
    let count = |kind: &str, ods: &str| {
        accessors
            .iter()
            .filter(|a| a.kind == kind && a.ods == ods)
            .collect::<Vec<_>>()
    };
    let mut expected: Vec<(&str, &str, &str)> = Vec::new();
    for g in def.operands {
        expected.push(("operand", g.name, value_arity(g)));
    }
    for g in def.results {
        expected.push(("result", g.name, value_arity(g)));
    }
    for a in def.attrs {
        let arity = match (a.optional, a.default) {
            (_, Some(_)) => "default",
            (true, None) => "optional",
            (false, None) => "required",
        };
        expected.push(("attr", a.name, arity));
    }
    for r in def.regions {
        expected.push((
            "region",
            r.name,
            if r.variadic { "variadic" } else { "one" },
        ));
    }
    for s in def.successors {
        expected.push((
            "successor",
            s.name,
            if s.variadic { "variadic" } else { "one" },
        ));
    }
    for (kind, ods, arity) in &expected {
        let found = count(kind, ods);
        match found.as_slice() {
            [a] if a.arity == *arity => {}
            [a] => {
                return fail(format!(
                    "{kind} '{ods}' is {arity} but accessor `{}` says {}",
                    a.method, a.arity
                ))
            }
            [] => return fail(format!("no accessor for {kind} '{ods}'")),
            _ => return fail(format!("several accessors for {kind} '{ods}'")),
        }
    }
    for a in accessors.iter().filter(|a| a.kind == "operand_setter") {
        let named = match (
            a.method.strip_prefix("set_"),
            count("operand", a.ods).as_slice(),
        ) {
            (Some(name), [getter]) => a.arity == "one" && getter.method == name,
            _ => false,
        };
        if !named {
            return fail(format!(
                "setter `{}` is not `set_` and the `one` operand accessor of '{}'",
                a.method, a.ods
            ));
        }
    }
    for a in accessors {
        let base = a.kind.strip_suffix("_range").unwrap_or(a.kind);
        let base = base.strip_suffix("_setter").unwrap_or(base);
        if !expected.iter().any(|(k, o, _)| *k == base && *o == a.ods) {
            return fail(format!(
                "accessor `{}`: no {} '{}'",
                a.method, a.kind, a.ods
            ));
        }
    }
    Ok(())
}

/// Declares a typed wrapper of one op definition, with named accessors
/// (MLIR ODS's generated op classes). See the [module
/// documentation](crate::typed) for the item kinds.
///
/// ```ignore
/// rmlir_ods::typed_op! {
///     /// `arith.addi`.
///     pub struct AddIOp = "arith.addi" in crate::arith::OPS {
///         operand lhs: one "lhs";
///         operand rhs: one "rhs";
///         result result: one "result";
///         attr overflow_flags: default "overflowFlags";
///     }
/// }
/// ```
///
/// generates `AddIOp(pub OpId)` with `AddIOp::NAME`, `AddIOp::DEF` /
/// `AddIOp::def()`, `AddIOp::cast(ctx, body, op)`, `op.op()`,
/// `op.lhs(ctx, body) -> ValueId`, `op.overflow_flags(ctx, body) -> Attr`,
/// `AddIOp::build(&mut builder, ctx, loc, result_type, lhs, rhs)` (without
/// `result_type` when declared `in ... where results inferred`), with
/// `operand_setter set_lhs: one "lhs";` also `op.set_lhs(ctx, target, v)`,
/// `op.set_attr(ctx, body, name, value)` and an implementation of
/// [`TypedOp`](crate::typed::TypedOp).
#[macro_export]
macro_rules! typed_op {
    (@method $ty:ident operand $m:ident $arity:ident $ods:literal) => {
        $crate::typed_op!(@value $ty false "operand" $m $arity $ods operands);
    };
    (@method $ty:ident result $m:ident $arity:ident $ods:literal) => {
        $crate::typed_op!(@value $ty true "result" $m $arity $ods results);
    };
    (@method $ty:ident operand_range $m:ident $arity:ident $ods:literal) => {
        $crate::typed_op!(@range $ty false "operand" $m $arity $ods operands);
    };
    (@method $ty:ident result_range $m:ident $arity:ident $ods:literal) => {
        $crate::typed_op!(@range $ty true "result" $m $arity $ods results);
    };
    (@method $ty:ident operand_setter $m:ident one $ods:literal) => {
        #[doc = concat!(
            "Sets the `", $ods, "` operand to `value` (through a `PatternRewriter`, ",
            "which records the op as modified, or directly in a `Body`)."
        )]
        pub fn $m(
            self,
            ctx: &$crate::__private::rmlir_ir::Context,
            target: &mut (impl $crate::typed::OperandTarget + ?Sized),
            value: $crate::__private::rmlir_ir::ValueId,
        ) {
            const INDEX: usize = $crate::typed::value_index(
                $ty::DEF.operands, $ods, Some($crate::Arity::Single));
            const FIXED: Option<usize> = $crate::typed::fixed_position($ty::DEF.operands, INDEX);
            match FIXED {
                Some(i) => target.set_operand_at(self.0, i, value),
                None => $crate::typed::set_single_value(ctx, target, self.0, $ty::DEF, INDEX, value),
            }
        }
    };

    (@arity one) => { $crate::Arity::Single };
    (@arity optional) => { $crate::Arity::Optional };
    (@arity variadic) => { $crate::Arity::Variadic };

    (@value $ty:ident $res:literal $what:literal $m:ident one $ods:literal $field:ident) => {
        #[doc = concat!("The `", $ods, "` ", $what, ".")]
        pub fn $m(
            self,
            ctx: &$crate::__private::rmlir_ir::Context,
            body: &$crate::__private::rmlir_ir::Body,
        ) -> $crate::__private::rmlir_ir::ValueId {
            const INDEX: usize = $crate::typed::value_index(
                $ty::DEF.$field, $ods, Some($crate::Arity::Single));
            const FIXED: Option<usize> = $crate::typed::fixed_position($ty::DEF.$field, INDEX);
            match FIXED {
                Some(i) => $crate::typed::value_at(body, self.0, i, $res),
                None => $crate::typed::single_value(ctx, body, self.0, $ty::DEF, INDEX, $res),
            }
        }
    };
    (@value $ty:ident $res:literal $what:literal $m:ident optional $ods:literal $field:ident) => {
        #[doc = concat!("The optional `", $ods, "` ", $what, ", if present.")]
        pub fn $m(
            self,
            ctx: &$crate::__private::rmlir_ir::Context,
            body: &$crate::__private::rmlir_ir::Body,
        ) -> Option<$crate::__private::rmlir_ir::ValueId> {
            const INDEX: usize = $crate::typed::value_index(
                $ty::DEF.$field, $ods, Some($crate::Arity::Optional));
            $crate::typed::optional_value(ctx, body, self.0, $ty::DEF, INDEX, $res)
        }
    };
    (@value $ty:ident $res:literal $what:literal $m:ident variadic $ods:literal $field:ident) => {
        #[doc = concat!("The variadic `", $ods, "` ", $what, "s.")]
        pub fn $m(
            self,
            ctx: &$crate::__private::rmlir_ir::Context,
            body: &$crate::__private::rmlir_ir::Body,
        ) -> Vec<$crate::__private::rmlir_ir::ValueId> {
            const INDEX: usize = $crate::typed::value_index(
                $ty::DEF.$field, $ods, Some($crate::Arity::Variadic));
            $crate::typed::variadic_values(ctx, body, self.0, $ty::DEF, INDEX, $res)
        }
    };
    (@range $ty:ident $res:literal $what:literal $m:ident $arity:ident $ods:literal $field:ident) => {
        #[doc = concat!("The indices of the `", $ods, "` ", $what, " group.")]
        pub fn $m(
            self,
            ctx: &$crate::__private::rmlir_ir::Context,
            body: &$crate::__private::rmlir_ir::Body,
        ) -> std::ops::Range<usize> {
            const INDEX: usize = $crate::typed::value_index(
                $ty::DEF.$field, $ods, Some($crate::typed_op!(@arity $arity)));
            $crate::typed::value_range(ctx, body, self.0, $ty::DEF, INDEX, $res)
        }
    };

    (@method $ty:ident attr $m:ident required $ods:literal) => {
        #[doc = concat!("The `", $ods, "` attribute.")]
        pub fn $m(self, ctx: &$crate::__private::rmlir_ir::Context, body: &$crate::__private::rmlir_ir::Body) -> $crate::__private::rmlir_ir::Attr {
            const INDEX: usize = $crate::typed::attr_index(
                $ty::DEF, $ods, $crate::typed::AttrArity::Required);
            $crate::typed::required_attr(ctx, body, self.0, $ty::DEF, INDEX)
        }
    };
    (@method $ty:ident attr $m:ident default $ods:literal) => {
        #[doc = concat!("The `", $ods, "` attribute (its default when absent).")]
        pub fn $m(self, ctx: &$crate::__private::rmlir_ir::Context, body: &$crate::__private::rmlir_ir::Body) -> $crate::__private::rmlir_ir::Attr {
            const INDEX: usize = $crate::typed::attr_index(
                $ty::DEF, $ods, $crate::typed::AttrArity::Default);
            $crate::typed::required_attr(ctx, body, self.0, $ty::DEF, INDEX)
        }
    };
    (@method $ty:ident attr $m:ident optional $ods:literal) => {
        #[doc = concat!("The optional `", $ods, "` attribute, if set.")]
        pub fn $m(
            self,
            ctx: &$crate::__private::rmlir_ir::Context,
            body: &$crate::__private::rmlir_ir::Body,
        ) -> Option<$crate::__private::rmlir_ir::Attr> {
            const INDEX: usize = $crate::typed::attr_index(
                $ty::DEF, $ods, $crate::typed::AttrArity::Optional);
            $crate::typed::optional_attr(ctx, body, self.0, $ty::DEF, INDEX)
        }
    };

    (@method $ty:ident region $m:ident one $ods:literal) => {
        #[doc = concat!("The `", $ods, "` region (in `body.regions_body(op)`).")]
        pub fn $m(self, ctx: &$crate::__private::rmlir_ir::Context, body: &$crate::__private::rmlir_ir::Body) -> $crate::__private::rmlir_ir::RegionId {
            const INDEX: usize = $crate::typed::region_index($ty::DEF, $ods, false);
            $crate::typed::single_region(ctx, body, self.0, $ty::DEF, INDEX)
        }
    };
    (@method $ty:ident region $m:ident variadic $ods:literal) => {
        #[doc = concat!("The variadic `", $ods, "` regions (in `body.regions_body(op)`).")]
        pub fn $m(
            self,
            ctx: &$crate::__private::rmlir_ir::Context,
            body: &$crate::__private::rmlir_ir::Body,
        ) -> Vec<$crate::__private::rmlir_ir::RegionId> {
            const INDEX: usize = $crate::typed::region_index($ty::DEF, $ods, true);
            $crate::typed::variadic_regions(ctx, body, self.0, $ty::DEF, INDEX)
        }
    };
    (@method $ty:ident successor $m:ident one $ods:literal) => {
        #[doc = concat!("The `", $ods, "` successor.")]
        pub fn $m(self, ctx: &$crate::__private::rmlir_ir::Context, body: &$crate::__private::rmlir_ir::Body) -> $crate::__private::rmlir_ir::BlockId {
            const INDEX: usize = $crate::typed::successor_index($ty::DEF, $ods, false);
            $crate::typed::single_successor(ctx, body, self.0, $ty::DEF, INDEX)
        }
    };
    (@method $ty:ident successor $m:ident variadic $ods:literal) => {
        #[doc = concat!("The variadic `", $ods, "` successors.")]
        pub fn $m(
            self,
            ctx: &$crate::__private::rmlir_ir::Context,
            body: &$crate::__private::rmlir_ir::Body,
        ) -> Vec<$crate::__private::rmlir_ir::BlockId> {
            const INDEX: usize = $crate::typed::successor_index($ty::DEF, $ods, true);
            $crate::typed::variadic_successors(ctx, body, self.0, $ty::DEF, INDEX)
        }
    };

    // ----- build: munches the items into `build`'s parameters and groups.
    // State: (name, mode) [result params] [other params] [operands]
    // [result types] [attrs] [successors] [variadic region counts].
    (@build $h:tt [$($rp:tt)*] [$($p:tt)*] [$($o:tt)*] [$($r:tt)*] [$($a:tt)*] [$($s:tt)*] [$($g:tt)*]
        operand $m:ident : one $ods:literal ; $($rest:tt)*) => {
        $crate::typed_op!(@build $h [$($rp)*] [$($p)* $m: $crate::__private::rmlir_ir::ValueId,]
            [$($o)* ($ods, std::slice::from_ref(&$m)),] [$($r)*] [$($a)*] [$($s)*] [$($g)*] $($rest)*);
    };
    (@build $h:tt [$($rp:tt)*] [$($p:tt)*] [$($o:tt)*] [$($r:tt)*] [$($a:tt)*] [$($s:tt)*] [$($g:tt)*]
        operand $m:ident : optional $ods:literal ; $($rest:tt)*) => {
        $crate::typed_op!(@build $h [$($rp)*] [$($p)* $m: Option<$crate::__private::rmlir_ir::ValueId>,]
            [$($o)* ($ods, $m.as_slice()),] [$($r)*] [$($a)*] [$($s)*] [$($g)*] $($rest)*);
    };
    (@build $h:tt [$($rp:tt)*] [$($p:tt)*] [$($o:tt)*] [$($r:tt)*] [$($a:tt)*] [$($s:tt)*] [$($g:tt)*]
        operand $m:ident : variadic $ods:literal ; $($rest:tt)*) => {
        $crate::typed_op!(@build $h [$($rp)*] [$($p)* $m: &[$crate::__private::rmlir_ir::ValueId],]
            [$($o)* ($ods, $m),] [$($r)*] [$($a)*] [$($s)*] [$($g)*] $($rest)*);
    };
    (@build ($n:ident, explicit) [$($rp:tt)*] [$($p:tt)*] [$($o:tt)*] [$($r:tt)*] [$($a:tt)*] [$($s:tt)*] [$($g:tt)*]
        result $m:ident : one $ods:literal ; $($rest:tt)*) => {
        $crate::typed_op!(@build ($n, explicit) [$($rp)* $m: $crate::__private::rmlir_ir::Type,] [$($p)*]
            [$($o)*] [$($r)* ($ods, std::slice::from_ref(&$m)),] [$($a)*] [$($s)*] [$($g)*] $($rest)*);
    };
    (@build ($n:ident, explicit) [$($rp:tt)*] [$($p:tt)*] [$($o:tt)*] [$($r:tt)*] [$($a:tt)*] [$($s:tt)*] [$($g:tt)*]
        result $m:ident : optional $ods:literal ; $($rest:tt)*) => {
        $crate::typed_op!(@build ($n, explicit) [$($rp)* $m: Option<$crate::__private::rmlir_ir::Type>,] [$($p)*]
            [$($o)*] [$($r)* ($ods, $m.as_slice()),] [$($a)*] [$($s)*] [$($g)*] $($rest)*);
    };
    (@build ($n:ident, explicit) [$($rp:tt)*] [$($p:tt)*] [$($o:tt)*] [$($r:tt)*] [$($a:tt)*] [$($s:tt)*] [$($g:tt)*]
        result $m:ident : variadic $ods:literal ; $($rest:tt)*) => {
        $crate::typed_op!(@build ($n, explicit) [$($rp)* $m: &[$crate::__private::rmlir_ir::Type],] [$($p)*]
            [$($o)*] [$($r)* ($ods, $m),] [$($a)*] [$($s)*] [$($g)*] $($rest)*);
    };
    (@build $h:tt [$($rp:tt)*] [$($p:tt)*] [$($o:tt)*] [$($r:tt)*] [$($a:tt)*] [$($s:tt)*] [$($g:tt)*]
        attr $m:ident : required $ods:literal ; $($rest:tt)*) => {
        $crate::typed_op!(@build $h [$($rp)*] [$($p)* $m: $crate::__private::rmlir_ir::Attr,]
            [$($o)*] [$($r)*] [$($a)* ($ods, $m),] [$($s)*] [$($g)*] $($rest)*);
    };
    (@build $h:tt [$($rp:tt)*] [$($p:tt)*] [$($o:tt)*] [$($r:tt)*] [$($a:tt)*] [$($s:tt)*] [$($g:tt)*]
        region $m:ident : variadic $ods:literal ; $($rest:tt)*) => {
        $crate::typed_op!(@build $h [$($rp)*] [$($p)* $m: usize,]
            [$($o)*] [$($r)*] [$($a)*] [$($s)*] [$($g)* ($ods, $m),] $($rest)*);
    };
    (@build $h:tt [$($rp:tt)*] [$($p:tt)*] [$($o:tt)*] [$($r:tt)*] [$($a:tt)*] [$($s:tt)*] [$($g:tt)*]
        successor $m:ident : one $ods:literal ; $($rest:tt)*) => {
        $crate::typed_op!(@build $h [$($rp)*] [$($p)* $m: $crate::__private::rmlir_ir::BlockId,]
            [$($o)*] [$($r)*] [$($a)*] [$($s)* ($ods, std::slice::from_ref(&$m)),] [$($g)*] $($rest)*);
    };
    (@build $h:tt [$($rp:tt)*] [$($p:tt)*] [$($o:tt)*] [$($r:tt)*] [$($a:tt)*] [$($s:tt)*] [$($g:tt)*]
        successor $m:ident : variadic $ods:literal ; $($rest:tt)*) => {
        $crate::typed_op!(@build $h [$($rp)*] [$($p)* $m: &[$crate::__private::rmlir_ir::BlockId],]
            [$($o)*] [$($r)*] [$($a)*] [$($s)* ($ods, $m),] [$($g)*] $($rest)*);
    };
    // Inferred results, ranges, optional and default attributes and single
    // regions are no parameters.
    (@build $h:tt [$($rp:tt)*] [$($p:tt)*] [$($o:tt)*] [$($r:tt)*] [$($a:tt)*] [$($s:tt)*] [$($g:tt)*]
        $kind:ident $m:ident : $arity:ident $ods:literal ; $($rest:tt)*) => {
        $crate::typed_op!(@build $h [$($rp)*] [$($p)*] [$($o)*] [$($r)*] [$($a)*] [$($s)*] [$($g)*] $($rest)*);
    };
    (@build ($n:ident, $mode:tt) [$($rp:tt)*] [$($p:tt)*] [$($o:tt)*] [$($r:tt)*] [$($a:tt)*] [$($s:tt)*] [$($g:tt)*]) => {
        #[doc = concat!(
            "Creates a `", stringify!($n), "` op at `builder`'s insertion point (MLIR ODS's ",
            "generated `build`): result types (unless inferred), then operands, required ",
            "attributes, successors and variadic region counts in declaration order; ",
            "see `rmlir_ods::typed::build`."
        )]
        #[allow(clippy::too_many_arguments)]
        pub fn build(
            builder: &mut (impl $crate::typed::BuildTarget + ?Sized),
            ctx: &$crate::__private::rmlir_ir::Context,
            loc: $crate::__private::rmlir_ir::Loc,
            $($rp)* $($p)*
        ) -> Self {
            Self($crate::typed::build::build_op(builder, ctx, Self::DEF, loc, &$crate::typed::build::BuildArgs {
                operands: &[$($o)*],
                results: $crate::typed_op!(@results $mode [$($r)*]),
                attrs: &[$($a)*],
                successors: &[$($s)*],
                region_counts: &[$($g)*],
            }))
        }
    };
    (@results explicit [$($r:tt)*]) => { $crate::typed::build::ResultTypes::Given(&[$($r)*]) };
    (@results inferred [$($r:tt)*]) => { $crate::typed::build::ResultTypes::Inferred(None) };
    (@results (by $f:path) [$($r:tt)*]) => { $crate::typed::build::ResultTypes::Inferred(Some($f)) };

    (@check_mode $name:ident explicit) => {};
    (@check_mode $name:ident (by $f:path)) => {};
    (@check_mode $name:ident inferred) => {
        const _: () = assert!(
            $crate::typed::build::results_inferable($name::DEF),
            "typed_op!: `where results inferred` but the definition does not infer them"
        );
    };

    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident = $opname:literal in $defs:path where results inferred by $f:path {
            $( $kind:ident $method:ident : $arity:ident $ods:literal ; )*
        }
    ) => {
        $crate::typed_op!(@define (by $f) $(#[$meta])* $vis struct $name = $opname in $defs {
            $( $kind $method : $arity $ods ; )*
        });
    };
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident = $opname:literal in $defs:path where results inferred {
            $( $kind:ident $method:ident : $arity:ident $ods:literal ; )*
        }
    ) => {
        $crate::typed_op!(@define inferred $(#[$meta])* $vis struct $name = $opname in $defs {
            $( $kind $method : $arity $ods ; )*
        });
    };
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident = $opname:literal in $defs:path {
            $( $kind:ident $method:ident : $arity:ident $ods:literal ; )*
        }
    ) => {
        $crate::typed_op!(@define explicit $(#[$meta])* $vis struct $name = $opname in $defs {
            $( $kind $method : $arity $ods ; )*
        });
    };

    (
        @define $mode:tt
        $(#[$meta:meta])*
        $vis:vis struct $name:ident = $opname:literal in $defs:path {
            $( $kind:ident $method:ident : $arity:ident $ods:literal ; )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis struct $name(pub $crate::__private::rmlir_ir::OpId);

        #[allow(dead_code)]
        impl $name {
            /// The op's full name.
            pub const NAME: &'static str = $opname;
            /// The op's definition.
            pub const DEF: &'static $crate::OpDef =
                $crate::typed::find_def($defs, $opname);
            /// The accessors (checked by `rmlir_ods::typed::check_accessors`).
            pub const ACCESSORS: &'static [$crate::typed::Accessor] = &[$(
                $crate::typed::Accessor {
                    kind: stringify!($kind),
                    method: stringify!($method),
                    arity: stringify!($arity),
                    ods: $ods,
                }
            ),*];

            /// The op's definition.
            pub fn def() -> &'static $crate::OpDef {
                Self::DEF
            }

            /// `op` as this wrapper when it is an op of this name.
            pub fn cast(
                ctx: &$crate::__private::rmlir_ir::Context,
                body: &$crate::__private::rmlir_ir::Body,
                op: $crate::__private::rmlir_ir::OpId,
            ) -> Option<Self> {
                $crate::typed::is_op(ctx, body, op, $opname).then_some(Self(op))
            }

            /// Whether `op` is an op of this name.
            pub fn matches(
                ctx: &$crate::__private::rmlir_ir::Context,
                body: &$crate::__private::rmlir_ir::Body,
                op: $crate::__private::rmlir_ir::OpId,
            ) -> bool {
                $crate::typed::is_op(ctx, body, op, $opname)
            }

            /// The wrapped op.
            pub fn op(self) -> $crate::__private::rmlir_ir::OpId {
                self.0
            }

            $( $crate::typed_op!(@method $name $kind $method $arity $ods); )*

            /// Sets (`Some`) or resets (`None`: removed, or back to its
            /// default) an inherent attribute of the op, by ODS name; panics
            /// when the op has no such attribute.
            pub fn set_attr(
                self,
                ctx: &$crate::__private::rmlir_ir::Context,
                body: &mut $crate::__private::rmlir_ir::Body,
                name: &str,
                value: Option<$crate::__private::rmlir_ir::Attr>,
            ) {
                $crate::typed::build::set_inherent_attr(ctx, body, self.0, Self::DEF, name, value)
            }

            $crate::typed_op!(@build ($name, $mode) [] [] [] [] [] [] []
                $( $kind $method : $arity $ods ; )*);
        }

        $crate::typed_op!(@check_mode $name $mode);

        impl $crate::typed::TypedOp for $name {
            const NAME: &'static str = $opname;
            const DEF: &'static $crate::OpDef = $name::DEF;
            const ACCESSORS: &'static [$crate::typed::Accessor] = $name::ACCESSORS;
            fn from_op_unchecked(op: $crate::__private::rmlir_ir::OpId) -> Self {
                Self(op)
            }
            fn op(self) -> $crate::__private::rmlir_ir::OpId {
                self.0
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraints::ANY_TYPE;
    use crate::RegionDef;
    use crate::{one, optional, region, variadic};
    use rmlir_ir::registry::DialectInfo;
    use rmlir_ir::ValueId;
    use rmlir_text::parser::{parse_module, ParseOptions};

    static OPS: &[OpDef] = &[
        OpDef {
            name: "test.src",
            results: &[variadic("out", &ANY_TYPE)],
            ..OpDef::EMPTY
        },
        OpDef {
            name: "test.seg",
            operands: &[
                one("a", &ANY_TYPE),
                variadic("b", &ANY_TYPE),
                optional("c", &ANY_TYPE),
            ],
            results: &[variadic("r", &ANY_TYPE), one("s", &ANY_TYPE)],
            regions: &[
                region("first"),
                RegionDef {
                    name: "rest",
                    single_block: false,
                    variadic: true,
                },
            ],
            ..OpDef::EMPTY
        },
        OpDef {
            name: "test.tail",
            operands: &[variadic("xs", &ANY_TYPE), one("y", &ANY_TYPE)],
            ..OpDef::EMPTY
        },
    ];

    crate::typed_op! {
        /// `test.tail`: a single operand after a variadic group.
        struct TailOp = "test.tail" in OPS {
            operand xs: variadic "xs";
            operand y: one "y";
            operand_setter set_y: one "y";
        }
    }

    crate::typed_op! {
        /// `test.seg`.
        struct SegOp = "test.seg" in OPS {
            operand a: one "a";
            operand_setter set_a: one "a";
            operand b: variadic "b";
            operand_range b_range: variadic "b";
            operand c: optional "c";
            result r: variadic "r";
            result_range r_range: variadic "r";
            result s: one "s";
            region first: one "first";
            region rest: variadic "rest";
        }
    }

    fn parse(ctx: &Context, src: &str) -> (Body, Vec<OpId>) {
        let mut m = parse_module(ctx, src.as_bytes(), &ParseOptions::default())
            .unwrap_or_else(|d| panic!("{}", d.message));
        let module = *m.body.take_nested_body(m.op).expect("module body");
        let block = module.entry_block(module.root_regions()[0]).unwrap();
        let ops = module.block_ops(block).collect();
        (module, ops)
    }

    #[test]
    fn segmented_operands_unsegmented_results_and_variadic_regions() {
        let mut ctx = Context::new();
        ctx.register_dialect(DialectInfo::new("test"));
        for def in OPS {
            crate::register(&mut ctx, def);
        }
        let (body, ops) = parse(
            &ctx,
            r#"%v:3 = "test.src"() : () -> (i32, i32, i32)
%w:3 = "test.seg"(%v#0, %v#1, %v#2) <{operandSegmentSizes = array<i32: 1, 2, 0>}> ({}, {}, {}) : (i32, i32, i32) -> (i32, i32, i32)
%x = "test.seg"(%v#2, %v#1) <{operandSegmentSizes = array<i32: 1, 0, 1>}> ({}) : (i32, i32) -> i32
"#,
        );
        check_accessors(SegOp::DEF, SegOp::ACCESSORS).unwrap();
        let v: Vec<ValueId> = body.results(ops[0]).collect();
        assert!(SegOp::cast(&ctx, &body, ops[0]).is_none());
        let w = SegOp::cast(&ctx, &body, ops[1]).expect("test.seg");
        assert_eq!(w.a(&ctx, &body), v[0]);
        assert_eq!(w.b(&ctx, &body), vec![v[1], v[2]]);
        assert_eq!(w.b_range(&ctx, &body), 1..3);
        assert_eq!(w.c(&ctx, &body), None);
        let wr: Vec<ValueId> = body.results(ops[1]).collect();
        assert_eq!(w.r(&ctx, &body), wr[..2].to_vec());
        assert_eq!(w.r_range(&ctx, &body), 0..2);
        assert_eq!(w.s(&ctx, &body), wr[2]);
        let regions = body.op_regions(ops[1]);
        assert_eq!(w.first(&ctx, &body), regions[0]);
        assert_eq!(w.rest(&ctx, &body), regions[1..].to_vec());

        let x = SegOp::cast(&ctx, &body, ops[2]).expect("test.seg");
        assert_eq!(x.a(&ctx, &body), v[2]);
        assert!(x.b(&ctx, &body).is_empty());
        assert_eq!(x.c(&ctx, &body), Some(v[1]));
        assert!(x.r(&ctx, &body).is_empty());
        assert_eq!(x.s(&ctx, &body), body.result(ops[2], 0));
        assert!(x.rest(&ctx, &body).is_empty());
    }

    /// Records the ops a rewriter reports modified.
    struct Modified(Vec<OpId>);

    impl rmlir_ir::pattern::RewriteListener for Modified {
        fn notify_op_modified(&mut self, _: &Body, op: OpId) {
            self.0.push(op);
        }
    }

    #[test]
    fn setters_write_the_named_operand() {
        let mut ctx = Context::new();
        ctx.register_dialect(DialectInfo::new("test"));
        for def in OPS {
            crate::register(&mut ctx, def);
        }
        let (mut body, ops) = parse(
            &ctx,
            r#"%v:3 = "test.src"() : () -> (i32, i32, i32)
%w:3 = "test.seg"(%v#0, %v#1, %v#2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> ({}) : (i32, i32, i32) -> (i32, i32, i32)
"test.tail"(%v#0, %v#1, %v#2) : (i32, i32, i32) -> ()
"#,
        );
        check_accessors(TailOp::DEF, TailOp::ACCESSORS).unwrap();
        let v: Vec<ValueId> = body.results(ops[0]).collect();
        // A fixed-position single operand, set in a body.
        let w = SegOp::cast(&ctx, &body, ops[1]).expect("test.seg");
        w.set_a(&ctx, &mut body, v[2]);
        assert_eq!(
            body.operands(ops[1]).collect::<Vec<_>>(),
            [v[2], v[1], v[2]]
        );
        // A single operand after a variadic group, set through a rewriter,
        // which records the op as modified.
        let t = TailOp::cast(&ctx, &body, ops[2]).expect("test.tail");
        let mut modified = Modified(Vec::new());
        let mut rw =
            rmlir_ir::pattern::PatternRewriter::with_listener(&ctx, &mut body, &mut modified);
        t.set_y(&ctx, &mut rw, v[0]);
        assert_eq!(modified.0, [ops[2]]);
        assert_eq!(t.xs(&ctx, &body), [v[0], v[1]]);
        assert_eq!(t.y(&ctx, &body), v[0]);
    }

    #[test]
    fn setters_are_named_after_their_getters() {
        let mut accessors = TailOp::ACCESSORS.to_vec();
        accessors[2].method = "put_y";
        let err = check_accessors(TailOp::DEF, &accessors).unwrap_err();
        assert_eq!(
            err,
            "test.tail: setter `put_y` is not `set_` and the `one` operand accessor of 'y'"
        );
    }

    #[test]
    fn mixed_values_fill_dynamic_places_in_order() {
        let (a, b) = (ValueId(7), ValueId(9));
        assert_eq!(
            mixed_values(&[i64::MIN, 4, i64::MIN], &[a, b]),
            Some(vec![
                MixedValue::Dynamic(a),
                MixedValue::Static(4),
                MixedValue::Dynamic(b)
            ])
        );
        assert_eq!(mixed_values(&[i64::MIN], &[]), None);
        assert_eq!(mixed_values(&[1], &[a]), None);
    }

    #[test]
    fn const_lookups() {
        assert!(str_eq("scf.for", "scf.for") && !str_eq("scf.for", "scf.fo"));
        let def = find_def(OPS, "test.seg");
        assert_eq!(value_index(def.operands, "c", Some(Arity::Optional)), 2);
        assert_eq!(value_index(def.results, "s", None), 1);
        assert_eq!(region_index(def, "rest", true), 1);
    }
}
