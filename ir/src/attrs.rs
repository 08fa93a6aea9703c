//! Builtin attributes and locations: interned storage and handles.

pub use crate::dense::DenseBits;
use crate::types::Type;
use rmlir_numerics::apint::APInt;

/// An interned attribute: a small `Copy` handle compared by identity.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Attr(pub(crate) u32);

/// An interned string (identifier, symbol name, file name).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Ident(pub(crate) u32);

/// An interned location.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Loc(pub(crate) u32);

/// The value of attribute `name` of `op`: its properties (inherent
/// attributes) first, then its discardable dictionary (MLIR's
/// `Operation::getAttr`).
pub fn get_attr(
    ctx: &crate::context::Context,
    body: &crate::body::Body,
    op: crate::body::OpId,
    name: &str,
) -> Option<Attr> {
    body.properties(op)
        .and_then(|p| ctx.dict_get(p, name))
        .or_else(|| ctx.dict_get(body.attrs(op), name))
}

/// Storage of a `dense<...>` elements attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseValues {
    /// Integer or float elements as packed bit patterns of the element
    /// width; one value when the attribute is a splat.
    Bits(DenseBits),
    /// String elements (`dense<"a"> : tensor<2x!foo.str>`).
    Strings(Box<[Box<[u8]>]>),
    /// Complex elements as packed bit patterns of their part type, the real
    /// and imaginary parts of each element in turn (two values per
    /// element); one element when the attribute is a splat.
    Complex(DenseBits),
}

impl DenseValues {
    /// The number of stored elements (a complex element counts once).
    pub fn len(&self) -> usize {
        match self {
            DenseValues::Bits(b) => b.len(),
            DenseValues::Strings(s) => s.len(),
            DenseValues::Complex(b) => b.len() / 2,
        }
    }

    /// Whether no element is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Integer or float elements from their bit patterns (all of `width`
    /// bits).
    pub fn from_apints(width: u32, values: &[APInt]) -> DenseValues {
        DenseValues::Bits(DenseBits::from_apints(width, values))
    }

    /// A single integer or float element (a splat's storage).
    pub fn splat(value: &APInt) -> DenseValues {
        DenseValues::Bits(DenseBits::splat(value))
    }

    /// Complex elements from (real, imaginary) bit patterns of `width` bits.
    pub fn from_complex(width: u32, values: &[(APInt, APInt)]) -> DenseValues {
        let mut b = DenseBits::zeroed(width, 2 * values.len());
        for (i, (re, im)) in values.iter().enumerate() {
            b.set(2 * i, re);
            b.set(2 * i + 1, im);
        }
        DenseValues::Complex(b)
    }
}

/// The storage of an attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrData {
    /// `5 : i32`, `true` (an `i1` integer), `0 : index`.
    Integer { ty: Type, value: APInt },
    /// `1.0 : f32`; `bits` is the float's bit pattern.
    Float { ty: Type, bits: APInt },
    /// `"text"`, optionally typed (`"text" : i32`).
    String { value: Box<[u8]>, ty: Option<Type> },
    /// `unit`.
    Unit,
    /// `[a, b]`.
    Array(Box<[Attr]>),
    /// `{a = 1, b}`: entries sorted by name, names unique.
    Dictionary(Box<[(Ident, Attr)]>),
    /// A type used as an attribute.
    Type(Type),
    /// `@root::@nested`.
    SymbolRef { root: Ident, nested: Box<[Ident]> },
    /// `dense<...> : type`.
    DenseElements {
        ty: Type,
        splat: bool,
        values: DenseValues,
    },
    /// `array<i32: 1, 2>`: element type and bit patterns.
    DenseArray { elem: Type, values: Box<[APInt]> },
    /// `#dialect<"data"> : type`.
    Opaque {
        dialect: Box<str>,
        data: Box<str>,
        ty: Option<Type>,
    },
    /// `#dialect.name<body>` of an unregistered dialect, verbatim after `#`.
    Dialect { text: Box<str> },
    /// A location used as an attribute.
    Location(Loc),
    /// `affine_map<...>`.
    AffineMap(crate::affine::AffineMap),
    /// `affine_set<...>`.
    IntegerSet(crate::affine::IntegerSet),
    /// `distinct[N]<attr>`: every creation is a new attribute; `id` is unique
    /// in its context (the printed `N` is renumbered in print order).
    Distinct { id: u64, referenced: Attr },
    /// `dense_resource<key> : type`: elements stored in the builtin dialect's
    /// resource `key` (the file's `dialect_resources`).
    DenseResource { key: Box<str>, ty: Type },
    /// `sparse<indices, values> : type`: `indices` is an `i64` dense
    /// elements attribute of shape `[N, rank]`, `values` one of shape `[N]`.
    Sparse {
        ty: Type,
        indices: Attr,
        values: Attr,
    },
    /// Builtin syntax kept as canonical text: `strided<[...], offset: N>`
    /// layouts, printed as MLIR prints them (offset left out when 0), so
    /// equal layouts are the same attribute.
    Verbatim { text: Box<str> },
}

/// The storage of a location.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocData {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)` or a range `loc("file":l:c to l2:c2)`.
    FileLineCol {
        file: Ident,
        line: u32,
        col: u32,
        end_line: u32,
        end_col: u32,
    },
    /// `loc("name"(child))`.
    Name { name: Ident, child: Loc },
    /// `loc(callsite(callee at caller))`.
    CallSite { callee: Loc, caller: Loc },
    /// `loc(fused<metadata>[a, b])`.
    Fused {
        locs: Box<[Loc]>,
        metadata: Option<Attr>,
    },
}
