//! Type and attribute constraints with MLIR's descriptions (used in verifier
//! messages such as "operand #0 must be signless-integer-like, but got 'f32'").

use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Signedness, Type, TypeData};

/// A predicate on types with its description.
#[derive(Debug)]
pub struct TypeConstraint {
    /// MLIR's summary of the constraint.
    pub desc: &'static str,
    /// The type, when the constraint allows only one (ODS's buildable types).
    pub build: Option<fn(&Context) -> Type>,
    /// The check.
    pub check: fn(&Context, Type) -> bool,
    /// The C++ class ODS parses a single `type($x)` of this constraint as
    /// (its `cppType`); `None` for `::mlir::Type`, which takes any type.
    pub class: Option<&'static TypeClass>,
}

/// A C++ type class an ODS-generated parser reads `type($x)` as: a type of
/// another kind is a parse error ("invalid kind of type specified").
#[derive(Debug)]
pub struct TypeClass {
    /// The class's `name` (`builtin.memref`), which MLIR adds to the error
    /// ("expected builtin.memref, but found 'f32'"); `None` for classes
    /// without one (`TensorType`, `BaseMemRefType`).
    pub name: Option<&'static str>,
    /// Whether a type is of the class.
    pub check: fn(&Context, Type) -> bool,
}

/// MLIR's C++ type classes used as `cppType` of type constraints.
pub mod class {
    use super::TypeClass;
    use rmlir_ir::TypeData;

    /// `::mlir::MemRefType`.
    pub static MEMREF: TypeClass = TypeClass {
        name: Some("builtin.memref"),
        check: |c, t| matches!(c.type_data(t), TypeData::MemRef { .. }),
    };
    /// `::mlir::BaseMemRefType` (ranked or unranked memref).
    pub static BASE_MEMREF: TypeClass = TypeClass {
        name: None,
        check: |c, t| {
            matches!(
                c.type_data(t),
                TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
            )
        },
    };
    /// `::mlir::RankedTensorType`.
    pub static RANKED_TENSOR: TypeClass = TypeClass {
        name: Some("builtin.tensor"),
        check: |c, t| matches!(c.type_data(t), TypeData::RankedTensor { .. }),
    };
    /// `::mlir::TensorType` (ranked or unranked tensor).
    pub static TENSOR: TypeClass = TypeClass {
        name: None,
        check: |c, t| {
            matches!(
                c.type_data(t),
                TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
            )
        },
    };
    /// `::mlir::VectorType`.
    pub static VECTOR: TypeClass = TypeClass {
        name: Some("builtin.vector"),
        check: |c, t| matches!(c.type_data(t), TypeData::Vector { .. }),
    };
    /// `::mlir::FunctionType`.
    pub static FUNCTION: TypeClass = TypeClass {
        name: Some("builtin.function"),
        check: |c, t| matches!(c.type_data(t), TypeData::Function { .. }),
    };
    /// `::mlir::IndexType`.
    pub static INDEX: TypeClass = TypeClass {
        name: Some("builtin.index"),
        check: |c, t| matches!(c.type_data(t), TypeData::Index),
    };
    /// `::mlir::IntegerType`.
    pub static INTEGER: TypeClass = TypeClass {
        name: Some("builtin.integer"),
        check: |c, t| matches!(c.type_data(t), TypeData::Integer { .. }),
    };
    /// `::mlir::ComplexType`.
    pub static COMPLEX: TypeClass = TypeClass {
        name: Some("builtin.complex"),
        check: |c, t| matches!(c.type_data(t), TypeData::Complex(_)),
    };
}

/// How an attribute appears in an assembly format.
#[derive(Debug, Clone, Copy)]
pub enum AttrKind {
    /// Printed and parsed as a full attribute.
    Plain,
    /// A builtin-typed attribute whose type is implied (`I64Attr`): printed
    /// without type, parsed with this type by default.
    Typed(fn(&Context) -> Type),
    /// An integer enum (`I64EnumAttr`): printed as a keyword; the table maps
    /// keywords to values of the storage type.
    IntEnum {
        /// Keyword and value.
        cases: &'static [(&'static str, i64)],
        /// Storage width.
        width: u32,
        /// Name used in the parse error ("predicate").
        what: &'static str,
    },
    /// A dialect attribute printed without its `#dialect.mnemonic` prefix
    /// (`<nsw>` for `#arith.overflow<nsw>`).
    Stripped(&'static str),
    /// A unit attribute: its presence is what the format shows.
    Unit,
    /// A `SymbolNameAttr` (a string printed as `@name`).
    SymbolName,
    /// `TypeAttr`: printed as the type.
    TypeAttr,
    /// A dense array printed without `array<iN:` (`[1, 2]`), elements of
    /// this width.
    DenseArrayBody(u32),
}

/// A predicate on attributes with its description.
#[derive(Debug)]
pub struct AttrConstraint {
    /// MLIR's summary of the constraint.
    pub desc: &'static str,
    /// The check.
    pub check: fn(&Context, Attr) -> bool,
    /// How the format prints it.
    pub kind: AttrKind,
}

/// The element type of a vector or tensor, else the type itself.
fn elem_of(ctx: &Context, t: Type) -> Type {
    ctx.type_data(t)
        .vector_or_tensor_element_type()
        .unwrap_or(t)
}

/// Whether `t` is a signless integer type.
pub fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// Whether `t` is a float type.
pub fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

/// Whether `t` is `index`.
pub fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index)
}

/// Any type.
pub static ANY_TYPE: TypeConstraint = TypeConstraint {
    desc: "any type",
    build: None,
    check: |_, _| true,
    class: None,
};

/// `index`.
pub static INDEX: TypeConstraint = TypeConstraint {
    desc: "index",
    build: Some(|c| c.common().index),
    check: is_index,
    class: Some(&class::INDEX),
};

/// A complex type (ODS's `AnyComplex`).
pub static ANY_COMPLEX: TypeConstraint = TypeConstraint {
    desc: "complex-type",
    build: None,
    check: |c, t| matches!(c.type_data(t), TypeData::Complex(_)),
    class: Some(&class::COMPLEX),
};

/// `i1`.
pub static I1: TypeConstraint = TypeConstraint {
    desc: "1-bit signless integer",
    build: Some(|c| c.common().i1),
    check: |c, t| t == c.common().i1,
    class: Some(&class::INTEGER),
};

/// Signless integer, or vector/tensor of them.
pub static SIGNLESS_INT_LIKE: TypeConstraint = TypeConstraint {
    desc: "signless-integer-like",
    build: None,
    check: |c, t| is_signless_int(c, elem_of(c, t)),
    class: None,
};

/// Signless integer or index, or vector/tensor of them.
pub static SIGNLESS_INT_OR_INDEX_LIKE: TypeConstraint = TypeConstraint {
    desc: "signless-integer-like",
    build: None,
    check: |c, t| {
        let e = elem_of(c, t);
        is_signless_int(c, e) || is_index(c, e)
    },
    class: None,
};

/// Signless integer or index (scalars), or vector/tensor of them; MLIR's
/// `SignlessIntegerOrIndexLikeOfAnyRank`.
pub static SIGNLESS_INT_OR_INDEX_LIKE_ANY_RANK: TypeConstraint = TypeConstraint {
    desc: "signless-integer-like or memref of signless-integer",
    build: None,
    check: |c, t| {
        let e = c.type_data(t).shaped_element_type().unwrap_or(t);
        is_signless_int(c, e) || is_index(c, e)
    },
    class: None,
};

/// `i1` or vector/tensor of `i1`.
pub static BOOL_LIKE: TypeConstraint = TypeConstraint {
    desc: "bool-like",
    build: None,
    check: |c, t| elem_of(c, t) == c.common().i1,
    class: None,
};

/// Float or vector/tensor of floats.
pub static FLOAT_LIKE: TypeConstraint = TypeConstraint {
    desc: "floating-point-like",
    build: None,
    check: |c, t| is_float(c, elem_of(c, t)),
    class: None,
};

/// Signless integer or float (scalar or container) — arith.constant etc.
pub static SIGNLESS_INT_OR_FLOAT_LIKE: TypeConstraint = TypeConstraint {
    desc: "signless-integer-or-float-like",
    build: None,
    check: |c, t| {
        let e = elem_of(c, t);
        is_signless_int(c, e) || is_float(c, e)
    },
    class: None,
};

/// Signless integer, index or float scalar.
pub static SIGNLESS_INT_OR_INDEX_OR_FLOAT: TypeConstraint = TypeConstraint {
    desc: "signless integer or index or floating-point",
    build: None,
    check: |c, t| is_signless_int(c, t) || is_index(c, t) || is_float(c, t),
    class: None,
};

/// Any attribute.
pub static ANY_ATTR: AttrConstraint = AttrConstraint {
    desc: "any attribute",
    check: |_, _| true,
    kind: AttrKind::Plain,
};

/// A typed attribute (integer, float, elements...). A string attribute is
/// one too, as in MLIR (`StringAttr` implements `TypedAttr`, of type
/// `none` when it is written without one).
pub static TYPED_ATTR: AttrConstraint = AttrConstraint {
    desc: "TypedAttr instance",
    check: |c, a| {
        matches!(
            c.attr_data(a),
            AttrData::Integer { .. }
                | AttrData::Float { .. }
                | AttrData::DenseElements { .. }
                | AttrData::DenseResource { .. }
                | AttrData::Sparse { .. }
                | AttrData::String { .. }
                | AttrData::Dialect { .. }
                | AttrData::Verbatim { .. }
        )
    },
    kind: AttrKind::Plain,
};

/// A string attribute.
pub static STR_ATTR: AttrConstraint = AttrConstraint {
    desc: "string attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::String { ty: None, .. }),
    kind: AttrKind::Plain,
};

/// A symbol name (a string printed as `@name`).
pub static SYMBOL_NAME_ATTR: AttrConstraint = AttrConstraint {
    desc: "string attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::String { ty: None, .. }),
    kind: AttrKind::SymbolName,
};

/// A flat symbol reference `@name`.
pub static FLAT_SYMBOL_REF_ATTR: AttrConstraint = AttrConstraint {
    desc: "flat symbol reference attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::SymbolRef { nested, .. } if nested.is_empty()),
    kind: AttrKind::Plain,
};

/// A symbol reference.
pub static SYMBOL_REF_ATTR: AttrConstraint = AttrConstraint {
    desc: "symbol reference attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::SymbolRef { .. }),
    kind: AttrKind::Plain,
};

/// A unit attribute.
pub static UNIT_ATTR: AttrConstraint = AttrConstraint {
    desc: "unit attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::Unit),
    kind: AttrKind::Unit,
};

/// A type attribute holding a function type.
pub static FUNCTION_TYPE_ATTR: AttrConstraint = AttrConstraint {
    desc: "type attribute of function type",
    check: |c, a| matches!(c.attr_data(a), AttrData::Type(t) if matches!(c.type_data(*t), TypeData::Function { .. })),
    kind: AttrKind::TypeAttr,
};

/// An array attribute (ODS's `ArrayAttr`).
pub static ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "array attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::Array(_)),
    kind: AttrKind::Plain,
};

/// An array of dictionaries.
pub static DICT_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "Array of dictionary attributes",
    check: |c, a| match c.attr_data(a) {
        AttrData::Array(e) => e
            .iter()
            .all(|x| matches!(c.attr_data(*x), AttrData::Dictionary(_))),
        _ => false,
    },
    kind: AttrKind::Plain,
};

fn int_attr_of_width(c: &Context, a: Attr, width: u32) -> bool {
    matches!(c.attr_data(a), AttrData::Integer { ty, .. }
        if matches!(c.type_data(*ty), TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width))
}

/// `I64Attr`.
pub static I64_ATTR: AttrConstraint = AttrConstraint {
    desc: "64-bit signless integer attribute",
    check: |c, a| int_attr_of_width(c, a, 64),
    kind: AttrKind::Typed(|c| c.common().i64),
};

/// `I32Attr`.
pub static I32_ATTR: AttrConstraint = AttrConstraint {
    desc: "32-bit signless integer attribute",
    check: |c, a| int_attr_of_width(c, a, 32),
    kind: AttrKind::Typed(|c| c.common().i32),
};

/// `IndexAttr`.
pub static INDEX_ATTR: AttrConstraint = AttrConstraint {
    desc: "index attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::Integer { ty, .. } if *ty == c.common().index),
    kind: AttrKind::Typed(|c| c.common().index),
};

/// `DenseI32ArrayAttr`.
pub static DENSE_I32_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "i32 dense array attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::DenseArray { elem, .. } if *elem == c.common().i32),
    kind: AttrKind::Plain,
};

/// `DenseI32ArrayAttr` printed as `[1, 2]`.
pub static DENSE_I32_ARRAY_BODY_ATTR: AttrConstraint = AttrConstraint {
    desc: "i32 dense array attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::DenseArray { elem, .. } if *elem == c.common().i32),
    kind: AttrKind::DenseArrayBody(32),
};

/// `DenseI64ArrayAttr`.
pub static DENSE_I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    desc: "i64 dense array attribute",
    check: |c, a| matches!(c.attr_data(a), AttrData::DenseArray { elem, .. } if *elem == c.common().i64),
    kind: AttrKind::Plain,
};

/// The text of a dialect attribute (`arith.overflow<nsw>`), if it is one
/// with the given prefix.
pub fn dialect_attr_text<'c>(c: &'c Context, a: Attr, prefix: &str) -> Option<&'c str> {
    match c.attr_data(a) {
        AttrData::Dialect { text } if text.starts_with(prefix) => Some(text),
        _ => None,
    }
}
