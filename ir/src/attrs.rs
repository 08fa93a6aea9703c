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

/// Gives each interned handle type its `index()`.
macro_rules! handle_index {
    ($($handle:ty),*) => {$(
        impl $handle {
            /// Its index in the context's table of its kind: dense from 0
            /// and stable for the context's life, so a side table may be a
            /// vector indexed by it.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    )*};
}
handle_index!(Attr, Ident, Loc, Type, crate::context::OpName);

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
    Integer {
        /// The integer or `index` type.
        ty: Type,
        /// The value, as many bits wide as `ty` (64 for `index`).
        value: APInt,
    },
    /// `1.0 : f32`; `bits` is the float's bit pattern.
    Float {
        /// The float type.
        ty: Type,
        /// The value's bit pattern, as many bits wide as `ty`.
        bits: APInt,
    },
    /// `"text"`, optionally typed (`"text" : i32`).
    String {
        /// The string's bytes, unescaped (not necessarily UTF-8).
        value: Box<[u8]>,
        /// The type after `:`, if any.
        ty: Option<Type>,
    },
    /// `unit`.
    Unit,
    /// `[a, b]`.
    Array(Box<[Attr]>),
    /// `{a = 1, b}`: entries sorted by name, names unique.
    Dictionary(Box<[(Ident, Attr)]>),
    /// A type used as an attribute.
    Type(Type),
    /// `@root::@nested`.
    SymbolRef {
        /// The root symbol name (`root` in `@root::@nested`).
        root: Ident,
        /// The nested references after the root, outermost first.
        nested: Box<[Ident]>,
    },
    /// `dense<...> : type`.
    DenseElements {
        /// The shaped (tensor or vector) type.
        ty: Type,
        /// Whether the one stored value stands for every element.
        splat: bool,
        /// The stored elements, in row-major order.
        values: DenseValues,
    },
    /// `array<i32: 1, 2>`: element type and bit patterns.
    DenseArray {
        /// The element type (`i32` in `array<i32: 1, 2>`).
        elem: Type,
        /// One bit pattern per element, as many bits wide as `elem`.
        values: Box<[APInt]>,
    },
    /// `#dialect<"data"> : type`.
    Opaque {
        /// The dialect namespace.
        dialect: Box<str>,
        /// The contents of the quoted string, unescaped.
        data: Box<str>,
        /// The type after `:`, if any.
        ty: Option<Type>,
    },
    /// `#dialect.name<body>` of an unregistered dialect, verbatim after `#`.
    Dialect {
        /// The attribute's text after `#`.
        text: Box<str>,
    },
    /// A location used as an attribute.
    Location(Loc),
    /// `affine_map<...>`.
    AffineMap(crate::affine::AffineMap),
    /// `affine_set<...>`.
    IntegerSet(crate::affine::IntegerSet),
    /// `distinct[N]<attr>`: every creation is a new attribute; `id` is unique
    /// in its context (the printed `N` is renumbered in print order).
    Distinct {
        /// The identity of this distinct attribute, unique in its context.
        id: u64,
        /// The attribute inside `<...>` (`unit` when empty).
        referenced: Attr,
    },
    /// `dense_resource<key> : type`: elements stored in the builtin dialect's
    /// resource `key` (the file's `dialect_resources`).
    DenseResource {
        /// The name of the resource holding the elements.
        key: Box<str>,
        /// The shaped (tensor or vector) type.
        ty: Type,
    },
    /// `sparse<indices, values> : type`: `indices` is an `i64` dense
    /// elements attribute of shape `[N, rank]`, `values` one of shape `[N]`.
    Sparse {
        /// The shaped (tensor or vector) type.
        ty: Type,
        /// The coordinates of the stored elements: an `i64` dense elements
        /// attribute of shape `[N, rank]`.
        indices: Attr,
        /// The stored elements: a dense elements attribute of shape `[N]`.
        values: Attr,
    },
    /// Builtin syntax kept as canonical text: `strided<[...], offset: N>`
    /// layouts, printed as MLIR prints them (offset left out when 0), so
    /// equal layouts are the same attribute.
    Verbatim {
        /// The canonical text, as MLIR prints it.
        text: Box<str>,
    },
}

/// The storage of a location. Kept to 16 bytes: a parsed module holds one
/// file location per op, so the rare kinds with more fields are boxed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocData {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`.
    FileLineCol {
        /// The file name.
        file: Ident,
        /// The line.
        line: u32,
        /// The column.
        col: u32,
    },
    /// `loc("file":l:c to l2:c2)`, a range whose end differs from its
    /// start (made by [`Context::file_range_loc`](crate::Context::file_range_loc)).
    FileRange(Box<FileRange>),
    /// `loc("name"(child))`.
    Name {
        /// The name.
        name: Ident,
        /// The child location (`loc(unknown)` when none is written).
        child: Loc,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// The location of the callee.
        callee: Loc,
        /// The location of the caller.
        caller: Loc,
    },
    /// `loc(fused<metadata>[a, b])`.
    Fused(Box<FusedLoc>),
}

/// A file position or range: MLIR's `FileLineColRange`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FileRange {
    /// The file name.
    pub file: Ident,
    /// The start line.
    pub line: u32,
    /// The start column.
    pub col: u32,
    /// The end line; equal to `line` when not a range.
    pub end_line: u32,
    /// The end column; equal to `col` when not a range.
    pub end_col: u32,
}

/// The parts of a fused location.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FusedLoc {
    /// The fused locations.
    pub locs: Box<[Loc]>,
    /// The attribute in `<...>`, if any.
    pub metadata: Option<Attr>,
}

impl LocData {
    /// The file position or range of a file location (start equal to end
    /// for a position), `None` for the other kinds.
    pub fn file_range(&self) -> Option<FileRange> {
        match self {
            LocData::FileLineCol { file, line, col } => Some(FileRange {
                file: *file,
                line: *line,
                col: *col,
                end_line: *line,
                end_col: *col,
            }),
            LocData::FileRange(r) => Some(**r),
            _ => None,
        }
    }
}
