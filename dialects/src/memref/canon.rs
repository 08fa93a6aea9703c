//! Canonicalization patterns of the memref dialect (MLIR 22's
//! `MemRefOps.cpp`), one module per op family; the folders are in
//! [`super::fold`].

mod alloc;
pub(crate) use alloc::{
    alloc_patterns, alloca_patterns, find_dealloc, free_between, realloc_patterns,
};

mod alloca_scope;
pub(crate) use alloca_scope::alloca_scope_patterns;

mod view;
pub(crate) use view::{copy_patterns, subview_patterns, view_patterns};

mod reinterpret_cast;
pub(crate) use reinterpret_cast::reinterpret_cast_patterns;

mod reshape;
pub(crate) use reshape::{collapse_shape_patterns, expand_shape_patterns};

mod dim;
pub(crate) use dim::dim_patterns;
