//! Builtin types: their interned storage and the `Type` handle.

use crate::attrs::Attr;
use rmlir_numerics::float::FloatKind;

/// An interned type: a small `Copy` handle compared by identity.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

/// Signedness of an integer type (`i`, `si`, `ui`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`: no sign semantics.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// Marker for a dynamic dimension (`?`) in shapes, as MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// The storage of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// The width `N` in bits.
        width: u32,
        /// Which of `i`, `si` and `ui` the type is.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// Any of MLIR's float types.
    Float(FloatKind),
    /// `none`.
    None,
    /// `(inputs) -> results`.
    Function {
        /// The input types.
        inputs: Box<[Type]>,
        /// The result types.
        results: Box<[Type]>,
    },
    /// `complex<T>`.
    Complex(Type),
    /// `tuple<T...>`.
    Tuple(Box<[Type]>),
    /// `vector<[4]x8xf32>`: `scalable[i]` marks `[N]` dimensions.
    Vector {
        /// The dimension sizes, all positive.
        shape: Box<[i64]>,
        /// One flag per dimension of `shape`: whether it is scalable (`[N]`).
        scalable: Box<[bool]>,
        /// The element type.
        elem: Type,
    },
    /// `tensor<4x?xf32, #enc>`.
    RankedTensor {
        /// The dimension sizes, [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// The element type.
        elem: Type,
        /// The encoding attribute, if any.
        encoding: Option<Attr>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// The element type.
        elem: Type,
    },
    /// `memref<4xf32, #layout, 1>`.
    MemRef {
        /// The dimension sizes, [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// The element type.
        elem: Type,
        /// The layout (an affine map or `strided<...>`); `None` is the
        /// identity layout (the parser drops an identity map without
        /// symbols).
        layout: Option<Attr>,
        /// The memory space; `None` is the default (the parser drops an
        /// integer 0).
        memory_space: Option<Attr>,
    },
    /// `memref<*xf32, 1>`.
    UnrankedMemRef {
        /// The element type.
        elem: Type,
        /// The memory space; `None` is the default (the parser drops an
        /// integer 0).
        memory_space: Option<Attr>,
    },
    /// `!dialect<"data">`: kept verbatim.
    Opaque {
        /// The dialect namespace.
        dialect: Box<str>,
        /// The contents of the quoted string, unescaped.
        data: Box<str>,
    },
    /// `!dialect.name<body>` of an unregistered dialect: kept verbatim (`text` is
    /// everything after `!`).
    Dialect {
        /// The type's text after `!`.
        text: Box<str>,
    },
}

impl TypeData {
    /// Whether this is a shaped type (vector, tensor or memref).
    pub fn is_shaped(&self) -> bool {
        matches!(
            self,
            TypeData::Vector { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        )
    }

    /// Element type of a vector, tensor or memref (MLIR's
    /// `ShapedType::getElementType`); `None` for other types.
    pub fn shaped_element_type(&self) -> Option<Type> {
        match self {
            TypeData::Vector { elem, .. }
            | TypeData::RankedTensor { elem, .. }
            | TypeData::UnrankedTensor { elem }
            | TypeData::MemRef { elem, .. }
            | TypeData::UnrankedMemRef { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    /// Element type of a vector or tensor, the containers ODS's "-like"
    /// constraints accept (MLIR's `getTypeIfLike`); `None` for other types.
    pub fn vector_or_tensor_element_type(&self) -> Option<Type> {
        match self {
            TypeData::Vector { elem, .. }
            | TypeData::RankedTensor { elem, .. }
            | TypeData::UnrankedTensor { elem } => Some(*elem),
            _ => None,
        }
    }

    /// Element type of a shaped or complex type.
    pub fn element_type(&self) -> Option<Type> {
        match self {
            TypeData::Vector { elem, .. }
            | TypeData::RankedTensor { elem, .. }
            | TypeData::UnrankedTensor { elem }
            | TypeData::MemRef { elem, .. }
            | TypeData::UnrankedMemRef { elem, .. }
            | TypeData::Complex(elem) => Some(*elem),
            _ => None,
        }
    }

    /// Static shape of a ranked shaped type.
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeData::Vector { shape, .. }
            | TypeData::RankedTensor { shape, .. }
            | TypeData::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }
}
