//! `memref.reinterpret_cast`: constant operands moved into attributes and
//! casts of `extract_strided_metadata` results folded.

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId, ValueId};

use crate::memref::fold::memref_shape;
use crate::memref::{ExtractStridedMetadataOp, ReinterpretCastOp};
use crate::util::build::{create, create_cast, is_op, pattern};
use crate::util::constant::const_int;
use crate::util::shaped::{elem_of, memory_space_of, memref_type, DYNAMIC};
use crate::util::slice::Mixed;
use crate::util::strided::{strided_layout, strides_and_offset};

/// MLIR's `constifyIndexValues`: entries static in `statics` take that
/// value, constant operands their constant.
pub(super) fn constify(
    ctx: &Context,
    body: &Body,
    list: &[Result<i64, ValueId>],
    statics: &[i64],
) -> Vec<Result<i64, ValueId>> {
    list.iter()
        .enumerate()
        .map(|(i, e)| match statics.get(i) {
            Some(&s) if s != DYNAMIC => Ok(s),
            _ => match e {
                Err(v) => const_int(ctx, body, *v).ok_or(*v),
                ok => *ok,
            },
        })
        .collect()
}

/// The constified offset, sizes and strides of a `reinterpret_cast`.
pub(super) fn reinterpret_constified(ctx: &Context, body: &Body, op: OpId) -> Option<Mixed> {
    let rt = body.value_type(body.result(op, 0));
    let shape = memref_shape(ctx, rt)?;
    let (strides, offset) = strides_and_offset(ctx, rt)?;
    let m = Mixed::of(ctx, body, op);
    Some(Mixed {
        offsets: constify(ctx, body, &m.offsets, &[offset]),
        sizes: constify(ctx, body, &m.sizes, &shape),
        strides: constify(ctx, body, &m.strides, &strides),
    })
}

/// The constified offset, sizes and strides of an
/// `extract_strided_metadata`.
pub(super) fn metadata_constified(ctx: &Context, body: &Body, op: OpId) -> Option<Mixed> {
    let st = body.value_type(ExtractStridedMetadataOp(op).source(ctx, body));
    let shape = memref_shape(ctx, st)?;
    let (strides, offset) = strides_and_offset(ctx, st)?;
    let n = shape.len();
    let res = |i: usize| Err(body.result(op, i));
    let offsets: Vec<_> = vec![res(1)];
    let sizes: Vec<_> = (0..n).map(|i| res(2 + i)).collect();
    let strs: Vec<_> = (0..n).map(|i| res(2 + n + i)).collect();
    Some(Mixed {
        offsets: constify(ctx, body, &offsets, &[offset]),
        sizes: constify(ctx, body, &sizes, &shape),
        strides: constify(ctx, body, &strs, &strides),
    })
}

/// `ReinterpretCastOpExtractStridedMetadataFolder`: a reinterpret_cast of
/// the metadata of `x` rebuilding `x` is `x` (through a cast when the type
/// differs); otherwise it reinterprets `x` directly.
pub(super) struct ReinterpretCastOpExtractStridedMetadataFolder;

impl ReinterpretCastOpExtractStridedMetadataFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(esm) = rw
            .body()
            .defining_op(ReinterpretCastOp(op).source(ctx, rw.body()))
            .filter(|&d| is_op(ctx, rw.body(), d, "memref.extract_strided_metadata"))
        else {
            return false;
        };
        let x = ExtractStridedMetadataOp(esm).source(ctx, rw.body());
        let noop = match (
            metadata_constified(ctx, rw.body(), esm),
            reinterpret_constified(ctx, rw.body(), op),
        ) {
            (Some(a), Some(b)) => {
                a.strides == b.strides && a.sizes == b.sizes && a.offsets == b.offsets
            }
            _ => false,
        };
        if !noop {
            ReinterpretCastOp(op).set_source(ctx, rw, x);
            return true;
        }
        let rt = rw.body().value_type(rw.body().result(op, 0));
        if rw.body().value_type(x) == rt {
            rw.replace_op(op, &[x]);
        } else {
            let loc = rw.body().op_loc(op);
            rw.set_insertion_point_before(op);
            let c = create_cast(rw, "memref.cast", x, rt, loc);
            rw.replace_op(op, &[c]);
        }
        true
    }
}

pattern!(
    ReinterpretCastOpExtractStridedMetadataFolder,
    "memref.reinterpret_cast",
    "(anonymous namespace)::ReinterpretCastOpExtractStridedMetadataFolder"
);

/// `ReinterpretCastOpConstantFolder`: offsets, sizes and strides known from
/// the result type or constant operands become static; a cast restores the
/// type.
pub(super) struct ReinterpretCastOpConstantFolder;

impl ReinterpretCastOpConstantFolder {
    fn run(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let m = Mixed::of(ctx, rw.body(), op);
        let count = |m: &Mixed| {
            m.offsets
                .iter()
                .chain(&m.sizes)
                .chain(&m.strides)
                .filter(|e| e.is_ok())
                .count()
        };
        let Some(c) = reinterpret_constified(ctx, rw.body(), op) else {
            return false;
        };
        if count(&m) == count(&c) {
            return false;
        }
        let src = ReinterpretCastOp(op).source(ctx, rw.body());
        let st = rw.body().value_type(src);
        let Some(elem) = elem_of(ctx, st) else {
            return false;
        };
        let offset = Mixed::statics(&c.offsets);
        let strides = Mixed::statics(&c.strides);
        let new_ty = memref_type(
            ctx,
            &Mixed::statics(&c.sizes),
            elem,
            Some(strided_layout(ctx, offset[0], &strides)),
            memory_space_of(ctx, st),
        );
        let old_ty = rw.body().value_type(rw.body().result(op, 0));
        let (operands, p) = c.build(ctx, src);
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let nv = create(
            rw,
            "memref.reinterpret_cast",
            loc,
            &operands,
            &[new_ty],
            &[],
            p,
            0,
        );
        let nv = rw.body().result(nv, 0);
        let cast = create_cast(rw, "memref.cast", nv, old_ty, loc);
        rw.replace_op(op, &[cast]);
        true
    }
}

pattern!(
    ReinterpretCastOpConstantFolder,
    "memref.reinterpret_cast",
    "(anonymous namespace)::ReinterpretCastOpConstantFolder"
);

/// `memref.reinterpret_cast` patterns.
pub(crate) fn reinterpret_cast_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ReinterpretCastOpExtractStridedMetadataFolder));
    out.push(Box::new(ReinterpretCastOpConstantFolder));
}
