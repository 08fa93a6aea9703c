//! Typed wrappers of the affine memory ops (MLIR's `AffineLoadOp`,
//! `AffineStoreOp`, ...), declared with [`rmlir_ods::typed_op!`] from the
//! definitions in [`super::OPS`].

use rmlir_ods::typed::Accessor;
use rmlir_ods::OpDef;

rmlir_ods::typed_op! {
    /// `affine.load`.
    pub struct AffineLoadOp = "affine.load" in super::OPS {
        operand memref: one "memref";
        operand indices: variadic "indices";
        result result: one "result";
        attr map: required "map";
    }
}

rmlir_ods::typed_op! {
    /// `affine.store`.
    pub struct AffineStoreOp = "affine.store" in super::OPS {
        operand value: one "value";
        operand memref: one "memref";
        operand indices: variadic "indices";
        attr map: required "map";
    }
}

rmlir_ods::typed_op! {
    /// `affine.vector_load`.
    pub struct AffineVectorLoadOp = "affine.vector_load" in super::OPS {
        operand memref: one "memref";
        operand indices: variadic "indices";
        result result: one "result";
        attr map: required "map";
    }
}

rmlir_ods::typed_op! {
    /// `affine.vector_store`.
    pub struct AffineVectorStoreOp = "affine.vector_store" in super::OPS {
        operand value: one "value";
        operand memref: one "memref";
        operand indices: variadic "indices";
        attr map: required "map";
    }
}

rmlir_ods::typed_op! {
    /// `affine.prefetch`.
    pub struct AffinePrefetchOp = "affine.prefetch" in super::OPS {
        operand memref: one "memref";
        operand indices: variadic "indices";
        attr is_data_cache: required "isDataCache";
        attr is_write: required "isWrite";
        attr locality_hint: required "localityHint";
        attr map: required "map";
    }
}

/// Every wrapper's definition and accessors, for consistency tests.
pub const WRAPPERS: &[(&OpDef, &[Accessor])] = &[
    (AffineLoadOp::DEF, AffineLoadOp::ACCESSORS),
    (AffineStoreOp::DEF, AffineStoreOp::ACCESSORS),
    (AffineVectorLoadOp::DEF, AffineVectorLoadOp::ACCESSORS),
    (AffineVectorStoreOp::DEF, AffineVectorStoreOp::ACCESSORS),
    (AffinePrefetchOp::DEF, AffinePrefetchOp::ACCESSORS),
];
