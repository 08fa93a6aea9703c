//! `tensor.expand_shape` / `tensor.collapse_shape`: composed reshapes, static
//! output shapes, reshapes of constants, splats, `from_elements` and casts.

use crate::tensor::canon::pad::{mixed_list, value_shape, Ofr};
use crate::tensor::canon::{can_fold_into_consumer, defining_cast, tensor_shape};
use crate::tensor::{CastOp, CollapseShapeOp, ExpandShapeOp, SplatOp};
use crate::util::attrs::{dense_i64_array, props};
use crate::util::build::{create, create_cast, is_op, pattern};
use crate::util::constant::{constant_attr, constant_int};
use crate::util::reshape::{
    reassociation, reshape_src, ComposeCollapseOfExpandOp, ComposeExpandOfCollapseOp,
    ComposeReassociativeReshapeOps,
};
use crate::util::shaped::{elem_of, shape_of, tensor_type, DYNAMIC};
use crate::util::slice::Mixed;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::Type;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Body, OpId, ValueId};

/// `tensor.expand_shape` patterns (MLIR 22 no longer registers
/// `FoldDimOfExpandShape` and `FoldDimOfCollapseShape` here).
pub(crate) fn expand_shape_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    const OP: &str = "tensor.expand_shape";
    out.push(Box::new(ComposeReassociativeReshapeOps(OP)));
    out.push(Box::new(ComposeExpandOfCollapseOp(OP)));
    out.push(Box::new(ConvertToStaticExpandShape));
    out.push(Box::new(FoldReshapeWithConstant(OP)));
    out.push(Box::new(FoldReshapeWithSplat(OP)));
    out.push(Box::new(FoldReshapeWithFromElements(OP)));
}

/// `tensor.collapse_shape` patterns.
pub(crate) fn collapse_shape_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    const OP: &str = "tensor.collapse_shape";
    out.push(Box::new(ComposeReassociativeReshapeOps(OP)));
    out.push(Box::new(ComposeCollapseOfExpandOp(OP)));
    out.push(Box::new(FoldReshapeWithConstant(OP)));
    out.push(Box::new(FoldReshapeWithSplat(OP)));
    out.push(Box::new(FoldReshapeWithFromElements(OP)));
    out.push(Box::new(FoldCollapseOfCastOp));
}

/// The reshape op of kind `name` defining `v`.
pub(super) fn defining(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    body.defining_op(v).filter(|&d| is_op(ctx, body, d, name))
}

/// Creates a `tensor.expand_shape` with the given reassociation attribute
/// and mixed output shape.
pub(super) fn create_expand(
    rw: &mut PatternRewriter<'_>,
    ty: Type,
    src: ValueId,
    reassociation: Attr,
    output: &[Ofr],
    loc: rmlir_ir::Loc,
) -> ValueId {
    let ctx = rw.ctx;
    let mut operands = vec![src];
    operands.extend(Mixed::dynamics(output));
    let p = props(
        ctx,
        &[
            ("reassociation", reassociation),
            (
                "static_output_shape",
                dense_i64_array(ctx, &Mixed::statics(output)),
            ),
        ],
    );
    let e = create(rw, "tensor.expand_shape", loc, &operands, &[ty], &[], p, 0);
    rw.body().result(e, 0)
}

/// `ConvertToStaticExpandShape`: constant output sizes of an expansion of
/// a foldable cast become static; casts restore the types.
pub(super) struct ConvertToStaticExpandShape;

impl ConvertToStaticExpandShape {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let expand = ExpandShapeOp(op);
        let Some(cast) = defining_cast(ctx, rw.body(), expand.src(ctx, rw.body())) else {
            return false;
        };
        if !can_fold_into_consumer(ctx, rw.body(), cast) {
            return false;
        }
        let cast_src = CastOp(cast).source(ctx, rw.body());
        let Some(cast_src_shape) = value_shape(ctx, rw.body(), cast_src) else {
            return false;
        };
        let rt = rw.body().value_type(rw.body().result(op, 0));
        let Some(mut new_out) = tensor_shape(ctx, rt) else {
            return false;
        };
        let groups = reassociation(ctx, rw.body(), op);
        let outputs: Vec<ValueId> = expand.output_shape(ctx, rw.body());
        let mut dynamic = Vec::new();
        let mut it = outputs.iter();
        for (in_dim, group) in groups.iter().enumerate() {
            for &out_dim in group {
                let Some(slot) = usize::try_from(out_dim)
                    .ok()
                    .and_then(|d| new_out.get_mut(d))
                else {
                    return false;
                };
                if *slot != DYNAMIC {
                    continue;
                }
                let Some(&v) = it.next() else {
                    return false;
                };
                if cast_src_shape.get(in_dim).is_none_or(|&d| d == DYNAMIC) {
                    dynamic.push(v);
                    continue;
                }
                match constant_int(ctx, rw.body(), v).and_then(|c| c.to_i64_signed()) {
                    Some(c) => *slot = c,
                    None => dynamic.push(v),
                }
            }
        }
        if outputs.len() == dynamic.len() {
            return false;
        }
        let st = rw.body().value_type(expand.src(ctx, rw.body()));
        let (Some(src_rank), Some(elem)) =
            (tensor_shape(ctx, st).map(|s| s.len()), elem_of(ctx, st))
        else {
            return false;
        };
        let mut new_in = vec![1i64; src_rank];
        for (in_dim, slot) in new_in.iter_mut().enumerate() {
            for &out_dim in groups.get(in_dim).map(|g| &g[..]).unwrap_or(&[]) {
                let s = new_out[out_dim as usize];
                if s == DYNAMIC {
                    *slot = DYNAMIC;
                    break;
                }
                *slot = slot.wrapping_mul(s);
            }
        }
        let output = mixed_list(&new_out, &dynamic);
        let in_ty = tensor_type(ctx, &new_in, elem, None);
        let out_ty = tensor_type(ctx, &new_out, elem, None);
        let Some(reassoc) = rmlir_ods::get_attr(ctx, rw.body(), op, "reassociation") else {
            return false;
        };
        let src = expand.src(ctx, rw.body());
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create_cast(rw, "tensor.cast", src, in_ty, loc);
        let e = create_expand(rw, out_ty, c, reassoc, &output, loc);
        let r = create_cast(rw, "tensor.cast", e, rt, loc);
        rw.replace_op(op, &[r]);
        true
    }
}

pattern!(
    ConvertToStaticExpandShape,
    "tensor.expand_shape",
    "(anonymous namespace)::ConvertToStaticExpandShape"
);

/// `FoldReshapeWithConstant`: a reshape of a splat constant is a constant.
pub(super) struct FoldReshapeWithConstant(&'static str);

impl RewritePattern for FoldReshapeWithConstant {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if self.0 == "tensor.expand_shape" {
            "(anonymous namespace)::FoldReshapeWithConstant<mlir::tensor::ExpandShapeOp>"
        } else {
            "(anonymous namespace)::FoldReshapeWithConstant<mlir::tensor::CollapseShapeOp>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(a) = constant_attr(ctx, rw.body(), reshape_src(rw.body(), op)) else {
            return false;
        };
        let AttrData::DenseElements {
            splat: true,
            values,
            ..
        } = ctx.attr_data(a)
        else {
            return false;
        };
        let rt = rw.body().value_type(rw.body().result(op, 0));
        if !shape_of(ctx, rt).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC)) {
            return false;
        }
        let attr = ctx.dense_elements_attr(rt, values.clone());
        let p = props(ctx, &[("value", attr)]);
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let c = create(rw, "arith.constant", loc, &[], &[rt], &[], p, 0);
        let c = rw.body().result(c, 0);
        rw.replace_op(op, &[c]);
        true
    }
}

/// `FoldReshapeWithSplat`: a reshape of a static `tensor.splat` is a splat.
pub(super) struct FoldReshapeWithSplat(&'static str);

impl RewritePattern for FoldReshapeWithSplat {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if self.0 == "tensor.expand_shape" {
            "(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::ExpandShapeOp>"
        } else {
            "(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::CollapseShapeOp>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(splat) = defining(ctx, rw.body(), reshape_src(rw.body(), op), "tensor.splat")
        else {
            return false;
        };
        let static_shape =
            |t: Type| shape_of(ctx, t).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
        if !static_shape(rw.body().value_type(rw.body().result(splat, 0))) {
            return false;
        }
        let rt = rw.body().value_type(rw.body().result(op, 0));
        if !static_shape(rt) {
            return false;
        }
        let input = SplatOp(splat).input(ctx, rw.body());
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let s = create_cast(rw, "tensor.splat", input, rt, loc);
        rw.replace_op(op, &[s]);
        true
    }
}

/// `FoldReshapeWithFromElements`: a static reshape of a
/// `tensor.from_elements` builds the result directly.
pub(super) struct FoldReshapeWithFromElements(&'static str);

impl RewritePattern for FoldReshapeWithFromElements {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        if self.0 == "tensor.expand_shape" {
            "(anonymous namespace)::FoldReshapeWithFromElements<mlir::tensor::ExpandShapeOp>"
        } else {
            "(anonymous namespace)::FoldReshapeWithFromElements<mlir::tensor::CollapseShapeOp>"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(fe) = defining(
            ctx,
            rw.body(),
            reshape_src(rw.body(), op),
            "tensor.from_elements",
        ) else {
            return false;
        };
        let rt = rw.body().value_type(rw.body().result(op, 0));
        if !shape_of(ctx, rt).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC)) {
            return false;
        }
        let elements: Vec<ValueId> = rw.body().operands(fe).collect();
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let n = create(
            rw,
            "tensor.from_elements",
            loc,
            &elements,
            &[rt],
            &[],
            None,
            0,
        );
        let n = rw.body().result(n, 0);
        rw.replace_op(op, &[n]);
        true
    }
}

/// `CollapseShapeOp::inferCollapsedType` (no encoding).
pub(super) fn infer_collapsed_type(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let shape = tensor_shape(ctx, src)?;
    let mut out = Vec::with_capacity(groups.len());
    for g in groups {
        let mut size: i64 = 1;
        for &d in g {
            let s = *shape.get(usize::try_from(d).ok()?)?;
            if s == DYNAMIC {
                size = DYNAMIC;
                break;
            }
            size = size.wrapping_mul(s);
        }
        out.push(size);
    }
    Some(tensor_type(ctx, &out, elem_of(ctx, src)?, None))
}

/// `FoldCollapseOfCastOp`: a collapse of a cast to a less static type
/// collapses the cast's source.
pub(super) struct FoldCollapseOfCastOp;

impl FoldCollapseOfCastOp {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let collapse = CollapseShapeOp(op);
        let Some(cast) = defining_cast(ctx, rw.body(), collapse.src(ctx, rw.body())) else {
            return false;
        };
        if !can_fold_into_consumer(ctx, rw.body(), cast) {
            return false;
        }
        let src = CastOp(cast).source(ctx, rw.body());
        let groups = reassociation(ctx, rw.body(), op);
        let Some(new_ty) = infer_collapsed_type(ctx, rw.body().value_type(src), &groups) else {
            return false;
        };
        let rt = rw.body().value_type(rw.body().result(op, 0));
        if new_ty == rt {
            CollapseShapeOp(op).set_src(ctx, rw, src);
            return true;
        }
        let Some(reassoc) = rmlir_ods::get_attr(ctx, rw.body(), op, "reassociation") else {
            return false;
        };
        let p = props(ctx, &[("reassociation", reassoc)]);
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let n = create(
            rw,
            "tensor.collapse_shape",
            loc,
            &[src],
            &[new_ty],
            &[],
            p,
            0,
        );
        let n = rw.body().result(n, 0);
        let c = create_cast(rw, "tensor.cast", n, rt, loc);
        rw.replace_op(op, &[c]);
        true
    }
}

pattern!(
    FoldCollapseOfCastOp,
    "tensor.collapse_shape",
    "(anonymous namespace)::FoldCollapseOfCastOp"
);
