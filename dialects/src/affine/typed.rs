//! Typed wrappers of the affine ops (MLIR's `AffineLoadOp`,
//! `AffineForOp`, `AffineApplyOp`, ...), declared with
//! [`rmlir_ods::typed_op!`] from the definitions in [`super::OPS`].

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

rmlir_ods::typed_op! {
    /// `affine.apply`.
    pub struct AffineApplyOp = "affine.apply" in super::OPS {
        operand map_operands: variadic "mapOperands";
        result result: one "result";
        attr map: required "map";
    }
}

rmlir_ods::typed_op! {
    /// `affine.delinearize_index`.
    pub struct AffineDelinearizeIndexOp = "affine.delinearize_index" in super::OPS {
        operand linear_index: one "linear_index";
        operand dynamic_basis: variadic "dynamic_basis";
        result multi_index: variadic "multi_index";
        attr static_basis: required "static_basis";
    }
}

rmlir_ods::typed_op! {
    /// `affine.linearize_index`.
    pub struct AffineLinearizeIndexOp = "affine.linearize_index" in super::OPS {
        operand multi_index: variadic "multi_index";
        operand dynamic_basis: variadic "dynamic_basis";
        result linear_index: one "linear_index";
        attr disjoint: default "disjoint";
        attr static_basis: required "static_basis";
    }
}

rmlir_ods::typed_op! {
    /// `affine.dma_start`: its operands are one list, split by the maps
    /// (MLIR's `getSrcMemRefOperandIndex()` and the like).
    pub struct AffineDmaStartOp = "affine.dma_start" in super::OPS {
        operand operands: variadic "operands";
    }
}

rmlir_ods::typed_op! {
    /// `affine.dma_wait`.
    pub struct AffineDmaWaitOp = "affine.dma_wait" in super::OPS {
        operand operands: variadic "operands";
    }
}

rmlir_ods::typed_op! {
    /// `affine.for`.
    pub struct AffineForOp = "affine.for" in super::OPS {
        operand lower_bound_operands: variadic "lowerBoundOperands";
        operand upper_bound_operands: variadic "upperBoundOperands";
        operand inits: variadic "inits";
        operand_range inits_range: variadic "inits";
        result results: variadic "results";
        attr lower_bound_map: required "lowerBoundMap";
        attr step: required "step";
        attr upper_bound_map: required "upperBoundMap";
        region region: one "region";
    }
}

rmlir_ods::typed_op! {
    /// `affine.if`.
    pub struct AffineIfOp = "affine.if" in super::OPS {
        operand operands: variadic "operands";
        result results: variadic "results";
        attr condition: required "condition";
        region then_region: one "thenRegion";
        region else_region: one "elseRegion";
    }
}

rmlir_ods::typed_op! {
    /// `affine.min`.
    pub struct AffineMinOp = "affine.min" in super::OPS {
        operand operands: variadic "operands";
        result result: one "result";
        attr map: required "map";
    }
}

rmlir_ods::typed_op! {
    /// `affine.max`.
    pub struct AffineMaxOp = "affine.max" in super::OPS {
        operand operands: variadic "operands";
        result result: one "result";
        attr map: required "map";
    }
}

rmlir_ods::typed_op! {
    /// `affine.parallel`.
    pub struct AffineParallelOp = "affine.parallel" in super::OPS {
        operand map_operands: variadic "mapOperands";
        result results: variadic "results";
        attr lower_bounds_groups: required "lowerBoundsGroups";
        attr lower_bounds_map: required "lowerBoundsMap";
        attr reductions: required "reductions";
        attr steps: required "steps";
        attr upper_bounds_groups: required "upperBoundsGroups";
        attr upper_bounds_map: required "upperBoundsMap";
        region region: one "region";
    }
}

rmlir_ods::typed_op! {
    /// `affine.yield`.
    pub struct AffineYieldOp = "affine.yield" in super::OPS {
        operand operands: variadic "operands";
    }
}

/// Every wrapper's definition and accessors, for consistency tests.
pub const WRAPPERS: &[(&OpDef, &[Accessor])] = &[
    (AffineApplyOp::DEF, AffineApplyOp::ACCESSORS),
    (
        AffineDelinearizeIndexOp::DEF,
        AffineDelinearizeIndexOp::ACCESSORS,
    ),
    (
        AffineLinearizeIndexOp::DEF,
        AffineLinearizeIndexOp::ACCESSORS,
    ),
    (AffineDmaStartOp::DEF, AffineDmaStartOp::ACCESSORS),
    (AffineDmaWaitOp::DEF, AffineDmaWaitOp::ACCESSORS),
    (AffineForOp::DEF, AffineForOp::ACCESSORS),
    (AffineIfOp::DEF, AffineIfOp::ACCESSORS),
    (AffineMinOp::DEF, AffineMinOp::ACCESSORS),
    (AffineMaxOp::DEF, AffineMaxOp::ACCESSORS),
    (AffineParallelOp::DEF, AffineParallelOp::ACCESSORS),
    (AffineYieldOp::DEF, AffineYieldOp::ACCESSORS),
    (AffineLoadOp::DEF, AffineLoadOp::ACCESSORS),
    (AffineStoreOp::DEF, AffineStoreOp::ACCESSORS),
    (AffineVectorLoadOp::DEF, AffineVectorLoadOp::ACCESSORS),
    (AffineVectorStoreOp::DEF, AffineVectorStoreOp::ACCESSORS),
    (AffinePrefetchOp::DEF, AffinePrefetchOp::ACCESSORS),
];
