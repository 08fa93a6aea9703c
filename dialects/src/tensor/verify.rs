//! The op-specific verifiers of the tensor dialect, with MLIR 22's messages.

use crate::tensor::PadOp;
use crate::util::attrs::{i64_array_attr, int_value};
use crate::util::diag::{plain_error, quoted};
use crate::util::regions::entry_block;
use crate::util::reshape::{reassociation, verify_tensor_reshape};
use crate::util::shaped::encoding_of;
use crate::util::shaped::{
    bit_width, compatible_shapes, elem_of, num_dynamic, shape_of, tensor_type,
    verify_dynamic_count, DYNAMIC,
};
use crate::util::slice::{
    is_rank_reduced, verify_in_bounds_slice, verify_offset_size_stride,
    verify_operands_or_integers, Osss, SliceCheck,
};
use crate::util::strided::sat_add;
use rmlir_ir::verify::op_error;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Context, Diagnostic};

type VResult = Result<(), Diagnostic>;

fn operand_type(body: &Body, op: OpId, i: usize) -> Type {
    body.value_type(body.operand(op, i))
}

fn result_type(body: &Body, op: OpId) -> Type {
    body.value_type(body.result(op, 0))
}

fn cast_incompatible(ctx: &Context, body: &Body, op: OpId) -> Diagnostic {
    op_error(
        ctx,
        body,
        op,
        format!(
            "operand type {} and result type {} are cast incompatible",
            quoted(ctx, operand_type(body, op, 0)),
            quoted(ctx, result_type(body, op))
        ),
    )
}

/// Shapes compatible as tensor types (unranked is compatible with anything).
fn tensor_shapes_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (Some(sa), Some(sb)) => compatible_shapes(&sa, &sb),
        _ => true,
    }
}

/// `tensor.bitcast`.
pub fn verify_bitcast(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (a, b) = (operand_type(body, op, 0), result_type(body, op));
    let wa = elem_of(ctx, a).and_then(|e| bit_width(ctx, e));
    let wb = elem_of(ctx, b).and_then(|e| bit_width(ctx, e));
    if wa != wb || !tensor_shapes_compatible(ctx, a, b) {
        return Err(cast_incompatible(ctx, body, op));
    }
    Ok(())
}

/// `tensor.cast`.
pub fn verify_cast(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (a, b) = (operand_type(body, op, 0), result_type(body, op));
    if elem_of(ctx, a) != elem_of(ctx, b) || !tensor_shapes_compatible(ctx, a, b) {
        return Err(cast_incompatible(ctx, body, op));
    }
    Ok(())
}

/// `tensor.concat`.
pub fn verify_concat(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let err = |m: String| op_error(ctx, body, op, m);
    if body.num_operands(op) < 1 {
        return Err(err("requires at least one input".into()));
    }
    let inputs: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let res = result_type(body, op);
    let res_shape = shape_of(ctx, res).unwrap_or_default();
    let rank = res_shape.len();
    let shapes: Vec<Vec<i64>> = inputs
        .iter()
        .map(|&t| shape_of(ctx, t).unwrap_or_default())
        .collect();
    if shapes.iter().any(|s| s.len() != rank) {
        return Err(err(
            "rank of concatenated inputs must match result rank".into()
        ));
    }
    let res_elem = elem_of(ctx, res);
    if inputs.iter().any(|&t| elem_of(ctx, t) != res_elem) {
        return Err(err("inputs and result element type must match".into()));
    }
    let dim = rmlir_ods::get_attr(ctx, body, op, "dim")
        .and_then(|a| int_value(ctx, a))
        .unwrap_or(0);
    if dim >= rank as i64 {
        return Err(err(
            "concatenation dim must be less than the tensor rank".into()
        ));
    }
    let dim = dim.max(0) as usize;
    let mut sizes = vec![0i64; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i == dim {
            continue;
        }
        let mut s = DYNAMIC;
        for sh in &shapes {
            let d = sh[i];
            if s == DYNAMIC {
                s = d;
            } else if d != DYNAMIC && d != s {
                return Err(err(format!(
                    "static concatenation size mismatch along non-concatenated dimension {i}"
                )));
            }
        }
        *size = s;
    }
    sizes[dim] = shapes.iter().fold(0, |acc, sh| sat_add(acc, sh[dim]));
    let first_elem = elem_of(ctx, inputs[0]).unwrap_or(res);
    let inferred = tensor_type(ctx, &sizes, first_elem, None);
    for (&i, &a) in sizes.iter().zip(&res_shape) {
        if i != DYNAMIC && a != DYNAMIC && i != a {
            return Err(err(format!(
                "result type {}does not match inferred shape {} static sizes",
                quoted(ctx, res),
                quoted(ctx, inferred)
            )));
        }
    }
    Ok(())
}

/// `tensor.empty`.
pub fn verify_empty(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_dynamic_count(ctx, body, op, result_type(body, op), body.num_operands(op))
}

/// `tensor.extract`.
pub fn verify_extract(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let t = operand_type(body, op, 0);
    if elem_of(ctx, t) != Some(result_type(body, op)) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that result type matches element type of tensor",
        ));
    }
    let rank = shape_of(ctx, t).map_or(0, |s| s.len());
    if rank != body.num_operands(op) - 1 {
        return Err(op_error(
            ctx,
            body,
            op,
            "incorrect number of indices for extract_element",
        ));
    }
    Ok(())
}

/// `produceSliceErrorMsg`.
fn slice_error(ctx: &Context, body: &Body, op: OpId, r: SliceCheck, expected: Type) -> VResult {
    let msg = match r {
        SliceCheck::Success => return Ok(()),
        SliceCheck::RankTooLarge => {
            "expected rank to be smaller or equal to the other rank. ".into()
        }
        SliceCheck::SizeMismatch => format!(
            "expected type to be {} or a rank-reduced version. (size mismatch) ",
            quoted(ctx, expected)
        ),
        SliceCheck::ElemTypeMismatch => format!(
            "expected element type to be {}",
            elem_of(ctx, expected).map_or(String::new(), |e| quoted(ctx, e))
        ),
    };
    Err(plain_error(ctx, body, op, msg))
}

/// Checks `candidate` against the slice type inferred from `full` and the
/// static sizes (MLIR's `isRankReducedType`).
fn check_slice(
    ctx: &Context,
    body: &Body,
    op: OpId,
    full: Type,
    sizes: &[i64],
    candidate: Type,
) -> VResult {
    let (Some(elem), Some(cand_elem), Some(cand_shape)) = (
        elem_of(ctx, full),
        elem_of(ctx, candidate),
        shape_of(ctx, candidate),
    ) else {
        return Ok(());
    };
    let expected = tensor_type(ctx, sizes, elem, encoding_of(ctx, full));
    if expected == candidate {
        return Ok(());
    }
    let r = is_rank_reduced(sizes, elem, &cand_shape, cand_elem);
    slice_error(ctx, body, op, r, expected)
}

/// `tensor.extract_slice`.
pub fn verify_extract_slice(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let src = operand_type(body, op, 0);
    let src_shape = shape_of(ctx, src).unwrap_or_default();
    let o = Osss::of(ctx, body, op, 1);
    verify_offset_size_stride(&o, [src_shape.len(); 3])
        .map_err(|m| plain_error(ctx, body, op, m))?;
    check_slice(ctx, body, op, src, &o.sizes, result_type(body, op))?;
    verify_in_bounds_slice(&src_shape, &o).map_err(|m| plain_error(ctx, body, op, m))
}

/// `tensor.insert_slice`.
pub fn verify_insert_slice(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let dest = operand_type(body, op, 1);
    if result_type(body, op) != dest {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that expected result type to match dest type",
        ));
    }
    let dest_shape = shape_of(ctx, dest).unwrap_or_default();
    let o = Osss::of(ctx, body, op, 2);
    verify_offset_size_stride(&o, [dest_shape.len(); 3])
        .map_err(|m| plain_error(ctx, body, op, m))?;
    check_slice(ctx, body, op, dest, &o.sizes, operand_type(body, op, 0))?;
    verify_in_bounds_slice(&dest_shape, &o).map_err(|m| plain_error(ctx, body, op, m))
}

/// `tensor.from_elements`.
pub fn verify_from_elements(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let t = result_type(body, op);
    let shape = shape_of(ctx, t).unwrap_or_default();
    let n = shape.iter().fold(1i64, |a, &d| a.wrapping_mul(d));
    let e = elem_of(ctx, t);
    let ok = usize::try_from(n).ok() == Some(body.num_operands(op))
        && body.operands(op).all(|v| Some(body.value_type(v)) == e);
    if !ok {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that operand types match result element type",
        ));
    }
    Ok(())
}

/// `tensor.generate`.
pub fn verify_generate(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_dynamic_count(ctx, body, op, result_type(body, op), body.num_operands(op))
}

/// The value yielded by the terminator of region `i`, if it is a
/// `tensor.yield`.
fn yielded_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    let (rb, b) = entry_block(body, op, 0)?;
    let last = rb.last_op(b)?;
    if ctx.op_name_str(rb.op_name(last)) != "tensor.yield" || rb.num_operands(last) != 1 {
        return None;
    }
    Some(rb.value_type(super::YieldOp(last).value(ctx, rb)))
}

/// `tensor.generate` (`verifyRegions`).
pub fn verify_generate_regions(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let res = result_type(body, op);
    let rank = shape_of(ctx, res).map_or(0, |s| s.len());
    let Some((rb, b)) = entry_block(body, op, 0) else {
        return Ok(());
    };
    let args = rb.block_args(b);
    let index = ctx.common().index;
    if args.iter().any(|&a| rb.value_type(a) != index) {
        return Err(plain_error(
            ctx,
            body,
            op,
            "all body arguments must be index",
        ));
    }
    if args.len() != rank {
        return Err(plain_error(
            ctx,
            body,
            op,
            "must have one body argument per input dimension",
        ));
    }
    if let Some(t) = yielded_type(ctx, body, op) {
        if Some(t) != elem_of(ctx, res) {
            return Err(op_error(
                ctx,
                body,
                op,
                "body must be terminated with a `yield` operation of the tensor element type",
            ));
        }
    }
    Ok(())
}

/// `tensor.insert`.
pub fn verify_insert(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let dest = operand_type(body, op, 1);
    if result_type(body, op) != dest {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that result type matches type of dest",
        ));
    }
    if elem_of(ctx, dest) != Some(operand_type(body, op, 0)) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that scalar type matches element type of dest",
        ));
    }
    let rank = shape_of(ctx, dest).map_or(0, |s| s.len());
    if rank != body.num_operands(op) - 2 {
        return Err(op_error(ctx, body, op, "incorrect number of indices"));
    }
    Ok(())
}

/// `tensor.pad`.
pub fn verify_pad(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let (Some(ss), Some(rs), Some(elem)) =
        (shape_of(ctx, src), shape_of(ctx, res), elem_of(ctx, src))
    else {
        return Ok(());
    };
    let low = i64_array_attr(ctx, body, op, "static_low");
    let high = i64_array_attr(ctx, body, op, "static_high");
    let err = |m: String| plain_error(ctx, body, op, m);
    if low.len() != ss.len() || high.len() != ss.len() {
        return Err(err(format!(
            "failed to infer expectedType from sourceType {}, specified resultType is {}",
            quoted(ctx, src),
            quoted(ctx, res)
        )));
    }
    // MLIR 22 does not check that a padding list's dynamic entries and its
    // operands agree: such a pad verifies there and prints text that does
    // not parse back (a list naming missing values). Here it fails as
    // MLIR's other mixed static and dynamic lists do.
    let (pad, rank) = (PadOp(op), ss.len());
    verify_operands_or_integers(ctx, body, op, "low", rank, &low, pad.low(ctx, body).len())?;
    verify_operands_or_integers(
        ctx,
        body,
        op,
        "high",
        rank,
        &high,
        pad.high(ctx, body).len(),
    )?;
    let inferred: Vec<i64> = (0..ss.len())
        .map(|i| {
            // In 64 bits, wrapping as MLIR's inferResultType does.
            if ss[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                DYNAMIC
            } else {
                ss[i].wrapping_add(low[i]).wrapping_add(high[i])
            }
        })
        .collect();
    let expected = tensor_type(ctx, &inferred, elem, None);
    let mismatch = || {
        err(format!(
            "specified type {} does not match the inferred type {}",
            quoted(ctx, res),
            quoted(ctx, expected)
        ))
    };
    if rs.len() != inferred.len() {
        return Err(mismatch());
    }
    for (&r, &e) in rs.iter().zip(&inferred) {
        if r != e && e != DYNAMIC {
            return Err(mismatch());
        }
    }
    Ok(())
}

/// `tensor.pad` (`verifyRegions`).
pub fn verify_pad_regions(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let res = result_type(body, op);
    let rank = shape_of(ctx, res).map_or(0, |s| s.len());
    let Some((rb, b)) = entry_block(body, op, 0) else {
        return Ok(());
    };
    let args = rb.block_args(b);
    if args.len() != rank {
        return Err(plain_error(
            ctx,
            body,
            op,
            format!("expected the block to have {rank} arguments"),
        ));
    }
    let index = ctx.common().index;
    if let Some(i) = args.iter().position(|&a| rb.value_type(a) != index) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("expected block argument {} to be an index", i + 1),
        ));
    }
    if let Some(t) = yielded_type(ctx, body, op) {
        if Some(t) != elem_of(ctx, res) {
            return Err(op_error(
                ctx,
                body,
                op,
                "expected yield type to match shape element type",
            ));
        }
    }
    Ok(())
}

/// `tensor.reshape`.
pub fn verify_reshape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, shape, res) = (
        operand_type(body, op, 0),
        operand_type(body, op, 1),
        result_type(body, op),
    );
    let err = |m: &str| op_error(ctx, body, op, m);
    if elem_of(ctx, src) != elem_of(ctx, res) {
        return Err(err(
            "element types of source and destination tensor types should be the same",
        ));
    }
    let shape_size = shape_of(ctx, shape)
        .and_then(|s| s.first().copied())
        .unwrap_or(DYNAMIC);
    if let Some(rs) = shape_of(ctx, res) {
        if let Some(ss) = shape_of(ctx, src) {
            if !rs.contains(&DYNAMIC) && !ss.contains(&DYNAMIC) {
                let n = |s: &[i64]| s.iter().fold(1i64, |a, &b| a.wrapping_mul(b));
                if n(&ss) != n(&rs) {
                    return Err(err(
                        "source and destination tensor should have the same number of elements",
                    ));
                }
            }
        }
        if shape_size == DYNAMIC {
            return Err(err(
                "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
            ));
        }
        if shape_size != rs.len() as i64 {
            return Err(err(
                "length of shape operand differs from the result's tensor rank",
            ));
        }
    }
    Ok(())
}

/// `verifyTensorReshapeOp`: the shape checks, then the collapsed type.
fn verify_tensor_reshape_op(
    ctx: &Context,
    body: &Body,
    op: OpId,
    expanded: Type,
    collapsed: Type,
) -> VResult {
    let err = |m: String| op_error(ctx, body, op, m);
    let groups = reassociation(ctx, body, op);
    verify_tensor_reshape(ctx, expanded, collapsed, &groups).map_err(err)?;
    let (Some(es), Some(cs), Some(elem)) = (
        shape_of(ctx, expanded),
        shape_of(ctx, collapsed),
        elem_of(ctx, expanded),
    ) else {
        return Ok(());
    };
    let mut start = 0;
    let mut inferred = Vec::with_capacity(groups.len());
    for g in &groups {
        let slice = &es[start..start + g.len()];
        start += g.len();
        inferred.push(if slice.contains(&DYNAMIC) {
            DYNAMIC
        } else {
            slice.iter().product()
        });
    }
    if inferred != cs || Some(elem) != elem_of(ctx, collapsed) {
        let expected = tensor_type(ctx, &inferred, elem, None);
        return Err(err(format!(
            "expected collapsed type to be {}, but got {}",
            quoted(ctx, expected),
            quoted(ctx, collapsed)
        )));
    }
    Ok(())
}

/// `tensor.expand_shape`.
pub fn verify_expand_shape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let Some(rank) = shape_of(ctx, res).map(|s| s.len()) else {
        return Ok(());
    };
    let static_shape = i64_array_attr(ctx, body, op, "static_output_shape");
    let err = |m: String| op_error(ctx, body, op, m);
    if static_shape.len() != rank {
        return Err(err(format!(
            "expected number of static shape dims to be equal to the output rank ({rank}) but found {} inputs instead",
            static_shape.len()
        )));
    }
    let n_dyn = num_dynamic(&static_shape);
    let n_vals = body.num_operands(op) - 1;
    if n_vals != n_dyn {
        return Err(err(format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {n_dyn} dynamic dims while output_shape has {n_vals} values"
        )));
    }
    verify_tensor_reshape_op(ctx, body, op, res, src)
}

/// `tensor.collapse_shape`.
pub fn verify_collapse_shape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    verify_tensor_reshape_op(ctx, body, op, src, res)
}

/// `tensor.splat`.
pub fn verify_splat(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let res = result_type(body, op);
    if elem_of(ctx, res) != Some(operand_type(body, op, 0)) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that operand type matches element type of result",
        ));
    }
    verify_dynamic_count(ctx, body, op, res, body.num_operands(op) - 1)
}

/// MLIR's `verifyGatherOrScatterDims`.
fn verify_gather_scatter_dims(
    dims: &[i64],
    indices: &[i64],
    rank: i64,
    what: &str,
    source_or_dest: &str,
) -> Result<(), String> {
    if dims.is_empty() {
        return Err(format!("{what}_dims must be non-empty"));
    }
    let n = dims.len() as i64;
    if n > rank {
        return Err(format!("{what}_dims overflow {source_or_dest} rank"));
    }
    if indices.last() != Some(&n) {
        return Err(format!(
            "{what}_dims length must match the size of last dimension of indices"
        ));
    }
    for &v in dims {
        if v < 0 {
            return Err(format!("{what}_dims value must be non-negative"));
        }
        if v >= rank {
            return Err(format!(
                "{what}_dims value must be smaller than {source_or_dest} rank"
            ));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(format!("{what}_dims values must be strictly increasing"));
    }
    Ok(())
}

/// MLIR's `GatherOp::inferResultType`.
fn gather_result_type(
    ctx: &Context,
    source: Type,
    indices: &[i64],
    dims: &[i64],
    rank_reduced: bool,
) -> Option<Type> {
    let src_shape = shape_of(ctx, source)?;
    let mut shape: Vec<i64> = indices[..indices.len().saturating_sub(1)].to_vec();
    for (i, &d) in src_shape.iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            if !rank_reduced {
                shape.push(1);
            }
            continue;
        }
        shape.push(d);
    }
    Some(tensor_type(
        ctx,
        &shape,
        elem_of(ctx, source)?,
        encoding_of(ctx, source),
    ))
}

/// `tensor.gather`.
pub fn verify_gather(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, idx, res) = (
        operand_type(body, op, 0),
        operand_type(body, op, 1),
        result_type(body, op),
    );
    let err = |m: String| op_error(ctx, body, op, m);
    let rank = shape_of(ctx, src).map_or(0, |s| s.len()) as i64;
    let indices = shape_of(ctx, idx).unwrap_or_default();
    let dims = i64_array_attr(ctx, body, op, "gather_dims");
    verify_gather_scatter_dims(&dims, &indices, rank, "gather", "source").map_err(err)?;
    let (Some(full), Some(reduced)) = (
        gather_result_type(ctx, src, &indices, &dims, false),
        gather_result_type(ctx, src, &indices, &dims, true),
    ) else {
        return Ok(());
    };
    if res != full && res != reduced {
        return Err(err(format!(
            "result type mismatch: expected {} or its rank-reduced variant {} (got: {})",
            quoted(ctx, full),
            quoted(ctx, reduced),
            quoted(ctx, res)
        )));
    }
    Ok(())
}

/// `tensor.scatter`.
pub fn verify_scatter(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, dest, idx) = (
        operand_type(body, op, 0),
        operand_type(body, op, 1),
        operand_type(body, op, 2),
    );
    let err = |m: String| op_error(ctx, body, op, m);
    let rank = shape_of(ctx, dest).map_or(0, |s| s.len()) as i64;
    let indices = shape_of(ctx, idx).unwrap_or_default();
    let dims = i64_array_attr(ctx, body, op, "scatter_dims");
    verify_gather_scatter_dims(&dims, &indices, rank, "scatter", "dest").map_err(err)?;
    if rmlir_ods::get_attr(ctx, body, op, "unique").is_none() {
        return Err(err("requires 'unique' attribute to be set".into()));
    }
    let (Some(full), Some(reduced)) = (
        gather_result_type(ctx, dest, &indices, &dims, false),
        gather_result_type(ctx, dest, &indices, &dims, true),
    ) else {
        return Ok(());
    };
    if src != full && src != reduced {
        return Err(err(format!(
            "source type mismatch: expected {} or its rank-reduced variant {} (got: {})",
            quoted(ctx, full),
            quoted(ctx, reduced),
            quoted(ctx, src)
        )));
    }
    Ok(())
}
