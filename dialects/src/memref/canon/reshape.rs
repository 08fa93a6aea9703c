//! `memref.expand_shape` / `memref.collapse_shape`: consecutive reshapes
//! composed and casts folded into the reshape.

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::OpId;
use rmlir_ir::Type;
use rmlir_ods::get_attr;

use crate::memref::fold::{cast_can_fold_into_consumer, memref_shape};
use crate::memref::{CastOp, CollapseShapeOp, ExpandShapeOp};
use crate::util::build::{create_cast, is_op, pattern};
use crate::util::constant::const_int;
use crate::util::reshape::{
    create_collapse, create_expand, expand_output_shape, reassociation, ComposeCollapseOfExpandOp,
    ComposeExpandOfCollapseOp, ComposeReassociativeReshapeOps,
};
use crate::util::shaped::{elem_of, memory_space_of, memref_type, DYNAMIC};
use crate::util::strided::{sat_mul, strided_layout};

/// `CollapseShapeOp::computeCollapsedType` of a memref.
pub(super) fn memref_collapsed_type(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let shape = memref_shape(ctx, src)?;
    let mut out = Vec::with_capacity(groups.len());
    for g in groups {
        let mut size: i64 = 1;
        for &d in g {
            size = sat_mul(size, *shape.get(usize::try_from(d).ok()?)?);
        }
        out.push(size);
    }
    let elem = elem_of(ctx, src)?;
    let ms = memory_space_of(ctx, src);
    if crate::util::reshape::has_identity_layout(ctx, src) {
        return Some(memref_type(ctx, &out, elem, None, ms));
    }
    let (strides, offset) = crate::memref::verify::collapsed_strides(ctx, src, groups)?;
    let layout = strided_layout(ctx, offset, &strides);
    Some(memref_type(ctx, &out, elem, Some(layout), ms))
}

/// `CollapseShapeOpMemRefCastFolder`: a collapse of a cast to a less
/// static type collapses the cast's source.
pub(super) struct CollapseShapeOpMemRefCastFolder;

impl CollapseShapeOpMemRefCastFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(cast) = rw
            .body()
            .defining_op(CollapseShapeOp(op).src(ctx, rw.body()))
            .filter(|&d| is_op(ctx, rw.body(), d, "memref.cast"))
        else {
            return false;
        };
        if !cast_can_fold_into_consumer(ctx, rw.body(), cast) {
            return false;
        }
        let src = CastOp(cast).source(ctx, rw.body());
        let groups = reassociation(ctx, rw.body(), op);
        let Some(new_ty) = memref_collapsed_type(ctx, rw.body().value_type(src), &groups) else {
            return false;
        };
        let rt = rw.body().value_type(rw.body().result(op, 0));
        if new_ty == rt {
            CollapseShapeOp(op).set_src(ctx, rw, src);
            return true;
        }
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let n = create_collapse(rw, "memref", new_ty, src, &groups, loc);
        let c = create_cast(rw, "memref.cast", n, rt, loc);
        rw.replace_op(op, &[c]);
        true
    }
}

pattern!(
    CollapseShapeOpMemRefCastFolder,
    "memref.collapse_shape",
    "CollapseShapeOpMemRefCastFolder"
);

/// `ExpandShapeOpMemRefCastFolder`: an expansion of a cast to a less static
/// type expands the cast's source, constant output sizes becoming static.
pub(super) struct ExpandShapeOpMemRefCastFolder;

impl ExpandShapeOpMemRefCastFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(cast) = rw
            .body()
            .defining_op(ExpandShapeOp(op).src(ctx, rw.body()))
            .filter(|&d| is_op(ctx, rw.body(), d, "memref.cast"))
        else {
            return false;
        };
        if !cast_can_fold_into_consumer(ctx, rw.body(), cast) {
            return false;
        }
        let original = expand_output_shape(ctx, rw.body(), op);
        let mut output = original.clone();
        let mut sizes = Vec::with_capacity(original.len());
        for (i, e) in original.iter().enumerate() {
            let c = match e {
                Ok(v) => Some(*v),
                Err(v) => const_int(ctx, rw.body(), *v),
            };
            match c {
                Some(c) => {
                    sizes.push(c);
                    output[i] = Ok(c);
                }
                None => sizes.push(DYNAMIC),
            }
        }
        let src = CastOp(cast).source(ctx, rw.body());
        let st = rw.body().value_type(src);
        let Some(src_shape) = memref_shape(ctx, st) else {
            return false;
        };
        let groups = reassociation(ctx, rw.body(), op);
        for (idx, g) in groups.iter().enumerate() {
            let (Some(&first), Some(&dim)) = (g.first(), src_shape.get(idx)) else {
                return false;
            };
            let Some(slice) = usize::try_from(first)
                .ok()
                .and_then(|f| sizes.get(f..f + g.len()))
            else {
                return false;
            };
            if (dim == DYNAMIC) != slice.contains(&DYNAMIC) {
                return false;
            }
        }
        let Some(new_ty) = crate::memref::verify::expanded_type(ctx, st, &sizes, &groups) else {
            return false;
        };
        let rt = rw.body().value_type(rw.body().result(op, 0));
        if new_ty == rt {
            ExpandShapeOp(op).set_src(ctx, rw, src);
            return true;
        }
        let Some(reassoc) = get_attr(ctx, rw.body(), op, "reassociation") else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let n = create_expand(rw, "memref", new_ty, src, reassoc, &output, loc);
        let c = create_cast(rw, "memref.cast", n, rt, loc);
        rw.replace_op(op, &[c]);
        true
    }
}

pattern!(
    ExpandShapeOpMemRefCastFolder,
    "memref.expand_shape",
    "ExpandShapeOpMemRefCastFolder"
);

/// `memref.expand_shape` patterns.
pub(crate) fn expand_shape_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    const OP: &str = "memref.expand_shape";
    out.push(Box::new(ComposeReassociativeReshapeOps(OP)));
    out.push(Box::new(ComposeExpandOfCollapseOp(OP)));
    out.push(Box::new(ExpandShapeOpMemRefCastFolder));
}

/// `memref.collapse_shape` patterns.
pub(crate) fn collapse_shape_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    const OP: &str = "memref.collapse_shape";
    out.push(Box::new(ComposeReassociativeReshapeOps(OP)));
    out.push(Box::new(ComposeCollapseOfExpandOp(OP)));
    out.push(Box::new(CollapseShapeOpMemRefCastFolder));
}
