//! The invariants of a sparse elements attribute (MLIR's
//! `SparseElementsAttr::verify`), shared by the text parser and the
//! bytecode reader so that neither builds an attribute the other rejects.

use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData, DenseValues};
use rmlir_ir::{Type, TypeData};

/// Why `sparse<indices, values> : ty` is invalid, or `None` when it is
/// valid: the indices are an integer elements attribute of shape
/// `[n, rank]` (or `[n]` for rank 1), the values a rank-1 elements
/// attribute of `n` elements of `ty`'s element type, and every index lies
/// inside `ty`'s shape. Messages are MLIR's where MLIR has one.
pub fn sparse_elements_error(
    ctx: &Context,
    ty: Type,
    indices: Attr,
    values: Attr,
) -> Option<String> {
    let Some(shape) = ctx.type_data(ty).shape().map(<[i64]>::to_vec) else {
        return Some("sparse elements attribute must have a shaped type".into());
    };
    let elements_of = |a: Attr| match ctx.attr_data(a) {
        AttrData::DenseElements { ty, splat, values } => {
            let data = ctx.type_data(*ty);
            Some((data.shape()?.to_vec(), data.element_type()?, *splat, values))
        }
        _ => None,
    };
    let Some((ishape, ielem, isplat, ivalues)) = elements_of(indices) else {
        return Some("expected a dense integer elements attribute for sparse indices".into());
    };
    if !matches!(
        ctx.type_data(ielem),
        TypeData::Integer { .. } | TypeData::Index
    ) {
        return Some("expected a dense integer elements attribute for sparse indices".into());
    }
    let Some((vshape, velem, _, _)) = elements_of(values) else {
        return Some("expected a dense elements attribute for sparse values".into());
    };
    if Some(velem) != ctx.type_data(ty).element_type() {
        return Some("sparse values must have the element type of the attribute's type".into());
    }
    if vshape.len() != 1 {
        return Some("expected 1-d tensor for sparse element values".into());
    }
    let rank = shape.len();
    let list = |v: &[i64]| {
        v.iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let indices_ok = match ishape.len() {
        2 => ishape[1] == rank as i64,
        1 => rank == 1,
        _ => false,
    };
    if !indices_ok || ishape.first() != vshape.first() {
        return Some(format!(
            "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
            list(&shape),
            list(&ishape),
            list(&vshape)
        ));
    }
    let DenseValues::Bits(bits) = ivalues else {
        return Some("expected a dense integer elements attribute for sparse indices".into());
    };
    let count = ishape[0].max(0) as usize;
    let stored = if isplat {
        1
    } else {
        count.saturating_mul(rank)
    };
    if bits.len() < stored {
        return Some("sparse indices hold fewer values than their shape".into());
    }
    for i in 0..if isplat { count.min(1) } else { count } {
        let index: Vec<u64> = if isplat {
            vec![bits.get_u64(0); rank]
        } else {
            (0..rank).map(|d| bits.get_u64(i * rank + d)).collect()
        };
        let inside = index
            .iter()
            .zip(&shape)
            .all(|(&x, &d)| (x as i128) < d as i128);
        if !inside {
            let shown: Vec<String> = index.iter().map(|x| x.to_string()).collect();
            return Some(format!(
                "sparse index #{i} is not contained within the value shape, with index=[{}], and type='{}'",
                shown.join(", "),
                crate::printer::type_to_string(ctx, ty)
            ));
        }
    }
    None
}
