//! The vector dialect (MLIR 22's `VectorOps.td`): `vector.broadcast` with
//! its verifier, folder and canonicalization, the ops of `ops.rs` and
//! `transfer.rs`, and the dialect's constant materialization (through
//! `arith.constant` / `ub.poison`).

mod ops;
mod transfer;
pub mod typed;

pub use typed::*;

use crate::util::shaped::element_type_or_self;
use rmlir_ir::dense::DenseBits;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::registry::{DialectInfo, FoldResult, OpFoldResult, OpTraits};
use rmlir_ir::verify::op_error;
use rmlir_ir::{Attr, AttrData, DenseValues};
use rmlir_ir::{Body, OpId, OpSpec};
use rmlir_ir::{Builder, Context, Diagnostic, Loc};
use rmlir_ir::{Type, TypeData};
use rmlir_ods::constraints::ANY_TYPE;
use rmlir_ods::{one, OpDef, TypeConstraint};

/// Registers the vector dialect.
pub fn register(ctx: &mut Context) {
    ctx.register_dialect(DialectInfo {
        materialize_constant: Some(materialize_constant),
        ..DialectInfo::new("vector")
    });
    for def in OPS.iter().chain(ops::OPS) {
        rmlir_ods::register(ctx, def);
    }
}

/// `AnyVectorOfAnyRank`.
pub static ANY_VECTOR: TypeConstraint = TypeConstraint {
    desc: "vector of any type values",
    build: None,
    check: |ctx, t| matches!(ctx.type_data(t), TypeData::Vector { .. }),
    class: Some(&rmlir_ods::constraints::class::VECTOR),
};

/// The vector ops.
pub static OPS: &[OpDef] = &[OpDef {
    name: "vector.broadcast",
    traits: OpTraits::PURE,
    operands: &[one("source", &ANY_TYPE)],
    results: &[one("vector", &ANY_VECTOR)],
    format: Some("$source attr-dict `:` type($source) `to` type($vector)"),
    verify: Some(verify_broadcast),
    fold: Some(fold_broadcast),
    canonicalize: Some(broadcast_patterns),
    ..OpDef::EMPTY
}];

/// Whether `t` may be a vector element (`VectorElementTypeInterface`:
/// integers, index and floats).
fn is_vector_element_type(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
    )
}

/// Why a type cannot be broadcast to a vector type (MLIR's
/// `BroadcastableToResult`).
#[derive(Debug, PartialEq, Eq)]
enum NotBroadcastable {
    /// `source rank higher than destination rank`.
    SourceRankHigher,
    /// `dimension mismatch (a vs. b)`: the source and result dimension, each
    /// with its scalable flag.
    DimensionMismatch((i64, bool), (i64, bool)),
    /// `source type is not a vector`.
    SourceTypeNotAVector,
}

/// MLIR's `vector::isBroadcastableTo`.
fn is_broadcastable_to(ctx: &Context, src: Type, dst: Type) -> Result<(), NotBroadcastable> {
    let TypeData::Vector {
        shape: dst_shape,
        scalable: dst_scalable,
        elem: dst_elem,
    } = ctx.type_data(dst)
    else {
        return Err(NotBroadcastable::SourceTypeNotAVector);
    };
    if is_vector_element_type(ctx, src) && src == *dst_elem {
        return Ok(());
    }
    let TypeData::Vector {
        shape: src_shape,
        scalable: src_scalable,
        ..
    } = ctx.type_data(src)
    else {
        return Err(NotBroadcastable::SourceTypeNotAVector);
    };
    if src_shape.len() > dst_shape.len() {
        return Err(NotBroadcastable::SourceRankHigher);
    }
    let lead = dst_shape.len() - src_shape.len();
    for i in 0..src_shape.len() {
        let (s, d) = (src_shape[i], dst_shape[lead + i]);
        let (ss, ds) = (src_scalable[i], dst_scalable[lead + i]);
        // A fixed unit dimension stretches to anything (`1 -> [N]` too); a
        // scalable unit dimension only matches exactly.
        let mismatch =
            (s != 1 && s != d) || (s == 1 && ss && d != 1) || (ss != ds && (s != 1 || ss));
        if mismatch {
            return Err(NotBroadcastable::DimensionMismatch((s, ss), (d, ds)));
        }
    }
    Ok(())
}

/// A dimension as the verifier prints it (`[4]` when scalable).
fn dim_text((d, scalable): (i64, bool)) -> String {
    if scalable {
        format!("[{d}]")
    } else {
        d.to_string()
    }
}

/// The element type predicate, then `BroadcastOp::verify`.
fn verify_broadcast(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let src = body.value_type(BroadcastOp(op).source(ctx, body));
    let dst = body.value_type(body.result(op, 0));
    if element_type_or_self(ctx, src) != element_type_or_self(ctx, dst) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    let msg = match is_broadcastable_to(ctx, src, dst) {
        Ok(()) => return Ok(()),
        Err(NotBroadcastable::SourceRankHigher) => {
            "source rank higher than destination rank".to_string()
        }
        Err(NotBroadcastable::DimensionMismatch(s, d)) => {
            format!("dimension mismatch ({} vs. {})", dim_text(s), dim_text(d))
        }
        Err(NotBroadcastable::SourceTypeNotAVector) => "source type is not a vector".to_string(),
    };
    Err(op_error(ctx, body, op, msg))
}

/// Whether `a` is a `#ub.poison` attribute.
fn is_poison(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_data(a), AttrData::Dialect { text }
        if &**text == "ub.poison" || text.starts_with("ub.poison<"))
}

/// `BroadcastOp::fold`: a broadcast to its own type is its source; a
/// constant scalar or splat becomes a splat of the result type; poison
/// stays poison.
fn fold_broadcast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attr>],
) -> FoldResult {
    let source = BroadcastOp(op).source(ctx, body);
    let ty = body.value_type(body.result(op, 0));
    if body.value_type(source) == ty {
        return FoldResult::Results([OpFoldResult::Value(source)].into());
    }
    let Some(a) = operands.first().copied().flatten() else {
        return FoldResult::None;
    };
    let TypeData::Vector { elem, .. } = ctx.type_data(ty) else {
        return FoldResult::None;
    };
    let splat = match ctx.attr_data(a) {
        AttrData::Integer { ty: t, value } if t == elem => value.clone(),
        AttrData::Float { ty: t, bits } if t == elem => bits.clone(),
        AttrData::DenseElements {
            splat: true,
            values: DenseValues::Bits(v),
            ..
        } if v.len() == 1 => v.get(0),
        _ if is_poison(ctx, a) => {
            let poison = ctx.intern_attr(AttrData::Dialect {
                text: "ub.poison".into(),
            });
            return FoldResult::Results([OpFoldResult::Attr(poison)].into());
        }
        _ => return FoldResult::None,
    };
    let attr = ctx.dense_elements_attr(ty, DenseValues::Bits(DenseBits::splat(&splat)));
    FoldResult::Results([OpFoldResult::Attr(attr)].into())
}

/// `BroadcastFolder`: `broadcast(broadcast(x))` is `broadcast(x)`.
struct BroadcastFolder;

impl RewritePattern for BroadcastFolder {
    fn root(&self) -> Option<&'static str> {
        Some("vector.broadcast")
    }
    fn debug_name(&self) -> &'static str {
        "BroadcastFolder"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let source = BroadcastOp(op).source(ctx, rw.body());
        let Some(src) = rw.body().defining_op(source) else {
            return false;
        };
        if rw.body().op_name(src) != rw.body().op_name(op) {
            return false;
        }
        let inner = BroadcastOp(src).source(ctx, rw.body());
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op_loc(op);
        let new = rw.create(&OpSpec {
            name: rw.body().op_name(op),
            loc,
            operands: &[inner],
            result_types: &[ty],
            successors: &[],
            num_regions: 0,
            isolated: false,
            properties: None,
            attrs: ctx.common().empty_dict,
        });
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }
}

fn broadcast_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(BroadcastFolder));
}

/// The vector dialect's `materializeConstant`: `ub.poison` for poison,
/// otherwise `arith.constant` when it can hold the value.
fn materialize_constant(
    ctx: &Context,
    builder: &mut Builder<'_>,
    value: Attr,
    ty: Type,
    loc: Loc,
) -> Option<OpId> {
    crate::arith::fold::materialize_constant(ctx, builder, value, ty, loc)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_text::parser::parse_type_str;

    fn check(ctx: &Context, src: &str, dst: &str) -> Result<(), NotBroadcastable> {
        let s = parse_type_str(ctx, src).expect("source type");
        let d = parse_type_str(ctx, dst).expect("result type");
        is_broadcastable_to(ctx, s, d)
    }

    #[test]
    fn broadcastable_shapes() {
        let ctx = Context::new();
        assert_eq!(check(&ctx, "f32", "vector<4xf32>"), Ok(()));
        assert_eq!(
            check(&ctx, "index", "vector<f32>"),
            Err(NotBroadcastable::SourceTypeNotAVector)
        );
        assert_eq!(check(&ctx, "vector<1x4xf32>", "vector<2x3x4xf32>"), Ok(()));
        assert_eq!(check(&ctx, "vector<1xf32>", "vector<[4]xf32>"), Ok(()));
        assert_eq!(check(&ctx, "vector<[4]xf32>", "vector<2x[4]xf32>"), Ok(()));
        assert_eq!(
            check(&ctx, "vector<2x4xf32>", "vector<4xf32>"),
            Err(NotBroadcastable::SourceRankHigher)
        );
        assert_eq!(
            check(&ctx, "vector<4xf32>", "vector<2x8xf32>"),
            Err(NotBroadcastable::DimensionMismatch((4, false), (8, false)))
        );
        assert_eq!(
            check(&ctx, "vector<[1]xf32>", "vector<4xf32>"),
            Err(NotBroadcastable::DimensionMismatch((1, true), (4, false)))
        );
        assert_eq!(
            check(&ctx, "vector<4xf32>", "vector<[4]xf32>"),
            Err(NotBroadcastable::DimensionMismatch((4, false), (4, true)))
        );
        assert_eq!(
            check(&ctx, "tensor<4xf32>", "vector<4xf32>"),
            Err(NotBroadcastable::SourceTypeNotAVector)
        );
    }
}
