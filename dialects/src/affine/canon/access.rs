//! `SimplifyAffineOp` on the affine memory ops (`affine.load`,
//! `affine.store`, `affine.prefetch`, `affine.vector_load`,
//! `affine.vector_store`): `affine.apply` producers of the subscripts are
//! composed into the access map, which is then canonicalized and simplified
//! with what is known of its operands; the op is rebuilt with the new map
//! (its other properties kept, its discardable attributes dropped, as MLIR's
//! builders do).

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::AttrData;
use rmlir_ir::Type;
use rmlir_ir::{Context, OpId};
use rmlir_ir::{OpSpec, ValueId};

use super::{canonicalize_map_and_operands, compose_map_and_operands, simplify_with_operands};
use crate::affine::{map_attr, with_props};

/// `SimplifyAffineOp<...>` on an access whose memref is operand `memref_at`
/// (the subscripts follow it).
struct SimplifyAffineAccess {
    name: &'static str,
    memref_at: usize,
    debug_name: &'static str,
}

impl RewritePattern for SimplifyAffineAccess {
    fn root(&self) -> Option<&'static str> {
        Some(self.name)
    }
    fn debug_name(&self) -> &'static str {
        self.debug_name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some((_, old_map)) = map_attr(ctx, body, op, "map") else {
            return false;
        };
        let all: Vec<ValueId> = body.operands(op).collect();
        let Some(old_ops) = all.get(self.memref_at + 1..) else {
            return false;
        };
        if old_map.results.is_empty()
            || old_ops.len() != (old_map.num_dims + old_map.num_symbols) as usize
        {
            return false;
        }
        let mut map = old_map.clone();
        let mut operands = old_ops.to_vec();
        if compose_map_and_operands(ctx, body, &mut map, &mut operands).is_none() {
            return false;
        }
        canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
        let map = simplify_with_operands(ctx, body, &map, &operands);
        if map == old_map && operands == old_ops {
            return false;
        }
        let mut new_operands = all[..=self.memref_at].to_vec();
        new_operands.extend_from_slice(&operands);
        let result_types: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
        let map_attr = ctx.intern_attr(AttrData::AffineMap(map));
        let properties = with_props(ctx, body.properties(op), &[("map", map_attr)]);
        let spec = OpSpec {
            name: body.op_name(op),
            loc: body.op_loc(op),
            operands: &new_operands,
            result_types: &result_types,
            successors: &[],
            num_regions: 0,
            isolated: false,
            properties: Some(properties),
            attrs: ctx.dictionary_attr(Vec::new()),
        };
        let new = rw.create(&spec);
        let results: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(op, &results);
        true
    }
}

/// The `SimplifyAffineOp` pattern of the affine memory op `name`.
fn access_pattern(name: &'static str) -> Box<dyn RewritePattern> {
    let (memref_at, op_class) = match name {
        "affine.load" => (0, "AffineLoadOp"),
        "affine.store" => (1, "AffineStoreOp"),
        "affine.prefetch" => (0, "AffinePrefetchOp"),
        "affine.vector_load" => (0, "AffineVectorLoadOp"),
        _ => (1, "AffineVectorStoreOp"),
    };
    let debug_name = match op_class {
        "AffineLoadOp" => "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineLoadOp>",
        "AffineStoreOp" => "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineStoreOp>",
        "AffinePrefetchOp" => {
            "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffinePrefetchOp>"
        }
        "AffineVectorLoadOp" => {
            "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineVectorLoadOp>"
        }
        _ => "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineVectorStoreOp>",
    };
    Box::new(SimplifyAffineAccess {
        name,
        memref_at,
        debug_name,
    })
}

/// `affine.load` canonicalization patterns.
pub(crate) fn load_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(access_pattern("affine.load"));
}

/// `affine.store` canonicalization patterns.
pub(crate) fn store_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(access_pattern("affine.store"));
}

/// `affine.prefetch` canonicalization patterns.
pub(crate) fn prefetch_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(access_pattern("affine.prefetch"));
}

/// `affine.vector_load` canonicalization patterns.
pub(crate) fn vector_load_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(access_pattern("affine.vector_load"));
}

/// `affine.vector_store` canonicalization patterns.
pub(crate) fn vector_store_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(access_pattern("affine.vector_store"));
}
