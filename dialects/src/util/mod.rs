//! Helpers several dialects share, one module per subject: shaped types,
//! attributes, constants, rewriting, diagnostics, parsing, regions, ODS
//! constraints, destination-style ops, and the slice, reshape and
//! strided-layout machinery of the memref and tensor dialects.

pub mod attrs;
pub mod build;
pub mod constant;
pub mod constraints;
pub mod diag;
pub mod dps;
pub mod hooks;
pub mod index_list;
pub mod parse;
pub mod regions;
pub mod reshape;
pub mod shaped;
pub mod slice;
pub mod strided;
#[cfg(test)]
pub(crate) mod test_support;
