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
    Integer { width: u32, signedness: Signedness },
    /// `index`.
    Index,
    /// Any of MLIR's float types.
    Float(FloatKind),
    /// `none`.
    None,
    /// `(inputs) -> results`.
    Function {
        inputs: Box<[Type]>,
        results: Box<[Type]>,
    },
    /// `complex<T>`.
    Complex(Type),
    /// `tuple<T...>`.
    Tuple(Box<[Type]>),
    /// `vector<[4]x8xf32>`: `scalable[i]` marks `[N]` dimensions.
    Vector {
        shape: Box<[i64]>,
        scalable: Box<[bool]>,
        elem: Type,
    },
    /// `tensor<4x?xf32, #enc>`.
    RankedTensor {
        shape: Box<[i64]>,
        elem: Type,
        encoding: Option<Attr>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor { elem: Type },
    /// `memref<4xf32, #layout, 1>`.
    MemRef {
        shape: Box<[i64]>,
        elem: Type,
        layout: Option<Attr>,
        memory_space: Option<Attr>,
    },
    /// `memref<*xf32, 1>`.
    UnrankedMemRef {
        elem: Type,
        memory_space: Option<Attr>,
    },
    /// `!dialect<"data">`: kept verbatim.
    Opaque { dialect: Box<str>, data: Box<str> },
    /// `!dialect.name<body>` of an unregistered dialect: kept verbatim (`text` is
    /// everything after `!`).
    Dialect { text: Box<str> },
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
