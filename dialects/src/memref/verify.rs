//! The op-specific verifiers of the memref dialect (MLIR 22's `verify()`
//! hooks, interface verifiers and `TypesMatchWith` predicates), with MLIR's
//! messages.

use crate::util::attrs::{i64_array_attr, int_value};
use crate::util::diag::{op_error, plain_error, quoted};
use crate::util::regions::{entry_block, parent_name};
use crate::util::reshape::{reassociation, verify_collapsed_shape};
use crate::util::shaped::{
    compatible_shapes, elem_of, is_memref, layout_of, memory_space_of, memref_type, num_dynamic,
    same_type, shape_of, verify_dynamic_count, DYNAMIC,
};
use crate::util::slice::{
    is_rank_reduced, verify_in_bounds_slice, verify_offset_size_stride, Osss, SliceCheck,
};
use crate::util::strided::{
    canonical_strides, parse_strided, sat_add, sat_mul, strided_layout, strides_and_offset,
};
use rmlir_ir::attrs::AttrData;
use rmlir_ir::body::{Body, OpId};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::symbol::SymbolTable;
use rmlir_ir::types::{Type, TypeData};
use rmlir_ir::{Context, Diagnostic};

type VResult = Result<(), Diagnostic>;

fn operand_type(body: &Body, op: OpId, i: usize) -> Type {
    body.value_type(body.operand(op, i))
}

fn result_type(body: &Body, op: OpId) -> Type {
    body.value_type(body.result(op, 0))
}

fn attr_int(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<i64> {
    rmlir_ods::get_attr(ctx, body, op, name).and_then(|a| int_value(ctx, a))
}

/// Number of symbols of a memref layout's affine map (a strided layout has
/// one per dynamic offset or stride).
fn layout_num_symbols(ctx: &Context, t: Type) -> usize {
    let Some(l) = layout_of(ctx, t) else {
        return 0;
    };
    match ctx.attr_data(l) {
        AttrData::AffineMap(m) => m.num_symbols as usize,
        AttrData::Verbatim { text } => match parse_strided(text) {
            Some((s, o)) => num_dynamic(&s) + usize::from(o == DYNAMIC),
            None => 0,
        },
        _ => 0,
    }
}

fn verify_alloc_like(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let t = result_type(body, op);
    let sizes = rmlir_ods::operand_group(ctx, body, op, 0).len();
    let symbols = rmlir_ods::operand_group(ctx, body, op, 1).len();
    verify_dynamic_count(ctx, body, op, t, sizes)?;
    let expected = layout_num_symbols(ctx, t);
    if symbols != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"
            ),
        ));
    }
    Ok(())
}

/// `memref.alloc`.
pub fn verify_alloc(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_alloc_like(ctx, body, op)
}

/// `memref.alloca`. (MLIR also requires an ancestor with the
/// AutomaticAllocationScope trait; the nearest IsolatedFromAbove ancestor,
/// whose body holds the alloca, is out of sight of op verifiers here.)
pub fn verify_alloca(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_alloc_like(ctx, body, op)
}

/// `HasParent<P>`.
fn verify_parent(ctx: &Context, body: &Body, op: OpId, parent: &str) -> VResult {
    if parent_name(ctx, body, op) != Some(parent) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("expects parent op '{parent}'"),
        ));
    }
    Ok(())
}

/// `memref.alloca_scope.return`.
pub fn verify_alloca_scope_return(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_parent(ctx, body, op, "memref.alloca_scope")
}

/// InferTypeOpInterface's check of the result types.
fn verify_inferred(ctx: &Context, body: &Body, op: OpId, inferred: &[Type]) -> VResult {
    let actual: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if inferred != actual.as_slice() {
        let list = |ts: &[Type]| {
            ts.iter()
                .map(|&t| quoted(ctx, t))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                list(inferred),
                list(&actual)
            ),
        ));
    }
    Ok(())
}

/// `memref.assume_alignment`.
pub fn verify_assume_alignment(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_inferred(ctx, body, op, &[operand_type(body, op, 0)])?;
    let a = attr_int(ctx, body, op, "alignment").unwrap_or(1);
    if a <= 0 || (a & (a - 1)) != 0 {
        return Err(op_error(ctx, body, op, "alignment must be power of 2"));
    }
    Ok(())
}

const FLOAT_KINDS: &[i64] = &[0, 4, 8, 12];
const INT_KINDS: &[i64] = &[1, 2, 6, 7, 10, 11, 13, 14, 15];

/// `memref.atomic_rmw`.
pub fn verify_atomic_rmw(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let vt = operand_type(body, op, 0);
    let mt = operand_type(body, op, 1);
    if elem_of(ctx, mt) != Some(vt) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that value type matches element type of memref",
        ));
    }
    let rank = shape_of(ctx, mt).map_or(0, |s| s.len());
    if rank != body.num_operands(op) - 2 {
        return Err(op_error(
            ctx,
            body,
            op,
            "expects the number of subscripts to be equal to memref rank",
        ));
    }
    let kind = attr_int(ctx, body, op, "kind").unwrap_or(-1);
    let name = super::ATOMIC_RMW_KINDS
        .iter()
        .find(|c| c.1 == kind)
        .map_or("", |c| c.0);
    if FLOAT_KINDS.contains(&kind) && !matches!(ctx.type_data(vt), TypeData::Float(_)) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("with kind '{name}' expects a floating-point type"),
        ));
    }
    if INT_KINDS.contains(&kind) && !matches!(ctx.type_data(vt), TypeData::Integer { .. }) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("with kind '{name}' expects an integer type"),
        ));
    }
    Ok(())
}

/// `memref.atomic_yield`.
pub fn verify_atomic_yield(ctx: &Context, body: &Body, op: OpId) -> VResult {
    verify_parent(ctx, body, op, "memref.generic_atomic_rmw")?;
    let Some(parent) = body.parent_op(op) else {
        return Ok(());
    };
    let Some(pt) = body.results(parent).next().map(|v| body.value_type(v)) else {
        return Ok(());
    };
    let t = operand_type(body, op, 0);
    if t != pt {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "types mismatch between yield op: {} and its parent: {}",
                quoted(ctx, t),
                quoted(ctx, pt)
            ),
        ));
    }
    Ok(())
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

/// MLIR's `memref::CastOp::areCastCompatible`.
pub fn memref_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::MemRef {
                shape: sa,
                elem: ea,
                layout: la,
                memory_space: ma,
            },
            TypeData::MemRef {
                shape: sb,
                elem: eb,
                layout: lb,
                memory_space: mb,
            },
        ) => {
            if ea != eb {
                return false;
            }
            if la != lb && !same_layout(ctx, a, b) {
                let (Some((sta, oa)), Some((stb, ob))) =
                    (strides_and_offset(ctx, a), strides_and_offset(ctx, b))
                else {
                    return false;
                };
                if sta.len() != stb.len() {
                    return false;
                }
                let ok = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
                if !ok(oa, ob) || !sta.iter().zip(&stb).all(|(&x, &y)| ok(x, y)) {
                    return false;
                }
            }
            if ma != mb || sa.len() != sb.len() {
                return false;
            }
            sa.iter()
                .zip(sb.iter())
                .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
        }
        (da, db) => {
            let ranked_or_not = |d: &TypeData| {
                matches!(d, TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. })
            };
            if !ranked_or_not(da) || !ranked_or_not(db) {
                return false;
            }
            if matches!(da, TypeData::UnrankedMemRef { .. })
                && matches!(db, TypeData::UnrankedMemRef { .. })
            {
                return false;
            }
            elem_of(ctx, a) == elem_of(ctx, b) && memory_space_of(ctx, a) == memory_space_of(ctx, b)
        }
    }
}

/// Whether two memref types have the same layout (strided layouts compared
/// by value, as the attribute parser keeps them verbatim).
fn same_layout(ctx: &Context, a: Type, b: Type) -> bool {
    match (layout_of(ctx, a), layout_of(ctx, b)) {
        (None, None) => true,
        (Some(x), Some(y)) if x == y => true,
        (Some(x), Some(y)) => match (ctx.attr_data(x), ctx.attr_data(y)) {
            (AttrData::Verbatim { text: tx }, AttrData::Verbatim { text: ty }) => {
                let (px, py) = (parse_strided(tx), parse_strided(ty));
                px.is_some() && px == py
            }
            _ => false,
        },
        _ => false,
    }
}

/// `memref.cast`.
pub fn verify_cast(ctx: &Context, body: &Body, op: OpId) -> VResult {
    if !memref_cast_compatible(ctx, operand_type(body, op, 0), result_type(body, op)) {
        return Err(cast_incompatible(ctx, body, op));
    }
    Ok(())
}

/// `memref.memory_space_cast`.
pub fn verify_memory_space_cast(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (a, b) = (operand_type(body, op, 0), result_type(body, op));
    let ok = match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::MemRef {
                shape: sa,
                elem: ea,
                ..
            },
            TypeData::MemRef {
                shape: sb,
                elem: eb,
                ..
            },
        ) => ea == eb && sa == sb && same_layout(ctx, a, b),
        (TypeData::UnrankedMemRef { elem: ea, .. }, TypeData::UnrankedMemRef { elem: eb, .. }) => {
            ea == eb
        }
        _ => false,
    };
    if !ok {
        return Err(cast_incompatible(ctx, body, op));
    }
    Ok(())
}

/// `memref.copy`: `SameOperandsElementType`, `SameOperandsShape`.
pub fn verify_copy(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (a, b) = (operand_type(body, op, 0), operand_type(body, op, 1));
    if elem_of(ctx, a) != elem_of(ctx, b) {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires the same element type for all operands",
        ));
    }
    if let (Some(sa), Some(sb)) = (shape_of(ctx, a), shape_of(ctx, b)) {
        if !compatible_shapes(&sa, &sb) {
            return Err(op_error(
                ctx,
                body,
                op,
                "requires the same shape for all operands",
            ));
        }
    }
    Ok(())
}

/// `memref.extract_strided_metadata`: InferTypeOpInterface.
pub fn verify_extract_strided_metadata(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let src = operand_type(body, op, 0);
    let TypeData::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = ctx.type_data(src)
    else {
        return Ok(());
    };
    let index = ctx.common().index;
    let mut inferred = vec![memref_type(ctx, &[], *elem, None, *memory_space), index];
    inferred.extend(std::iter::repeat_n(index, 2 * shape.len()));
    verify_inferred(ctx, body, op, &inferred)
}

/// Result names of `memref.extract_strided_metadata`.
pub fn extract_strided_metadata_names(
    _: &Context,
    body: &Body,
    op: OpId,
    set: &mut dyn FnMut(usize, &str),
) {
    set(0, "base_buffer");
    set(1, "offset");
    let n = body.num_results(op).saturating_sub(2);
    if n >= 2 {
        set(2, "sizes");
        set(2 + n / 2, "strides");
    }
}

/// Whether an op has no memory effects (MLIR's `isMemoryEffectFree`).
fn effect_free(ctx: &Context, body: &Body, op: OpId) -> Result<(), OpId> {
    let traits = ctx.op_traits(body.op_name(op));
    if traits.contains(OpTraits::PURE) || traits.contains(OpTraits::NO_MEMORY_EFFECT) {
        return Ok(());
    }
    if !traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return Err(op);
    }
    let rb = body.regions_body(op);
    for &r in body.op_regions(op) {
        for b in rb.region_blocks(r) {
            for o in rb.block_ops(b) {
                effect_free(ctx, rb, o)?;
            }
        }
    }
    Ok(())
}

/// `memref.generic_atomic_rmw`.
pub fn verify_generic_atomic_rmw(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let mt = operand_type(body, op, 0);
    let rt = result_type(body, op);
    if elem_of(ctx, mt) != Some(rt) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that result type matches element type of memref",
        ));
    }
    let Some((rb, entry)) = entry_block(body, op, 0) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected single number of entry block arguments",
        ));
    };
    let args = rb.block_args(entry);
    if args.len() != 1 {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected single number of entry block arguments",
        ));
    }
    if rb.value_type(args[0]) != rt {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected block argument of the same type result type",
        ));
    }
    for r in body.op_regions(op).iter().copied() {
        for b in rb.region_blocks(r) {
            for o in rb.block_ops(b) {
                if let Err(bad) = effect_free(ctx, rb, o) {
                    let _ = bad;
                    return Err(plain_error(
                        ctx,
                        rb,
                        o,
                        "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
                    ));
                }
            }
        }
    }
    Ok(())
}

/// `memref.get_global`'s symbol check (SymbolUserOpInterface).
pub fn verify_get_global_symbol(
    ctx: &Context,
    table: &SymbolTable<'_>,
    body: &Body,
    op: OpId,
) -> VResult {
    let name = match rmlir_ods::get_attr(ctx, body, op, "name").map(|a| ctx.attr_data(a)) {
        Some(AttrData::SymbolRef { root, .. }) => ctx.ident_str(*root).to_string(),
        _ => return Ok(()),
    };
    let global = table
        .lookup(&name)
        .filter(|(b, o)| ctx.op_name_str(b.op_name(*o)) == "memref.global");
    let Some((gb, g)) = global else {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("'{name}' does not reference a valid global memref"),
        ));
    };
    let gt = match rmlir_ods::get_attr(ctx, gb, g, "type").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => *t,
        _ => return Ok(()),
    };
    let rt = result_type(body, op);
    if gt != rt {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "result type {} does not match type {} of the global memref @{name}",
                quoted(ctx, rt),
                quoted(ctx, gt)
            ),
        ));
    }
    Ok(())
}

/// `memref.global`.
pub fn verify_global(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let t = match rmlir_ods::get_attr(ctx, body, op, "type").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => *t,
        _ => return Ok(()),
    };
    let static_shape = shape_of(ctx, t).filter(|s| !s.contains(&DYNAMIC));
    let (Some(shape), true) = (static_shape, is_memref(ctx, t)) else {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "type should be static shaped memref, but got {}",
                quoted(ctx, t)
            ),
        ));
    };
    let Some(init) = rmlir_ods::get_attr(ctx, body, op, "initial_value") else {
        return Ok(());
    };
    match ctx.attr_data(init) {
        AttrData::Unit => Ok(()),
        AttrData::DenseElements { ty, .. } => {
            let (ie, me) = (elem_of(ctx, *ty), elem_of(ctx, t));
            if ie != me {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        "initial value element expected to be of type {}, but was of type {}",
                        me.map_or(String::new(), |e| quoted(ctx, e)),
                        ie.map_or(String::new(), |e| quoted(ctx, e))
                    ),
                ));
            }
            let ishape = shape_of(ctx, *ty).unwrap_or_default();
            if ishape != shape {
                let list = |s: &[i64]| {
                    s.iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        "initial value shape expected to be {} but was {}",
                        list(&shape),
                        list(&ishape)
                    ),
                ));
            }
            Ok(())
        }
        _ if super::parse::is_elements_attr(ctx, init) => Ok(()),
        _ => Err(op_error(
            ctx,
            body,
            op,
            format!(
                "initial value should be a unit or elements attribute, but got {}",
                rmlir_text::printer::attr_to_string(ctx, init)
            ),
        )),
    }
}

/// `memref.load`.
pub fn verify_load(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let mt = operand_type(body, op, 0);
    if elem_of(ctx, mt) != Some(result_type(body, op)) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that result type matches element type of 'memref'",
        ));
    }
    let rank = shape_of(ctx, mt).map_or(0, |s| s.len());
    let n = body.num_operands(op) - 1;
    if n != rank {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("incorrect number of indices for load, expected {rank} but got {n}"),
        ));
    }
    Ok(())
}

/// `memref.store`.
pub fn verify_store(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let mt = operand_type(body, op, 1);
    if elem_of(ctx, mt) != Some(operand_type(body, op, 0)) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that type of 'value' matches element type of 'memref'",
        ));
    }
    let rank = shape_of(ctx, mt).map_or(0, |s| s.len());
    if body.num_operands(op) != 2 + rank {
        return Err(op_error(
            ctx,
            body,
            op,
            "store index operand count not equal to memref rank",
        ));
    }
    Ok(())
}

/// `memref.prefetch`.
pub fn verify_prefetch(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let rank = shape_of(ctx, operand_type(body, op, 0)).map_or(0, |s| s.len());
    if body.num_operands(op) != 1 + rank {
        return Err(op_error(ctx, body, op, "too few indices"));
    }
    Ok(())
}

/// `memref.realloc`.
pub fn verify_realloc(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let err = |m: String| plain_error(ctx, body, op, m);
    if layout_of(ctx, src).is_some() {
        return Err(err(format!(
            "unsupported layout for source memref type {}",
            quoted(ctx, src)
        )));
    }
    if layout_of(ctx, res).is_some() {
        return Err(err(format!(
            "unsupported layout for result memref type {}",
            quoted(ctx, res)
        )));
    }
    if memory_space_of(ctx, src) != memory_space_of(ctx, res) {
        return Err(err(format!(
            "different memory spaces specified for source memref type {} and result memref type {}",
            quoted(ctx, src),
            quoted(ctx, res)
        )));
    }
    if elem_of(ctx, src) != elem_of(ctx, res) {
        return Err(err(format!(
            "different element types specified for source memref type {} and result memref type {}",
            quoted(ctx, src),
            quoted(ctx, res)
        )));
    }
    let dynamic = shape_of(ctx, res).is_some_and(|s| num_dynamic(&s) > 0);
    let has_size = body.num_operands(op) > 1;
    if dynamic && !has_size {
        return Err(err(format!(
            "missing dimension operand for result type {}",
            quoted(ctx, res)
        )));
    }
    if !dynamic && has_size {
        return Err(err(format!(
            "unnecessary dimension operand for result type {}",
            quoted(ctx, res)
        )));
    }
    Ok(())
}

fn dynamic_or(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".into()
    } else {
        v.to_string()
    }
}

/// `memref.reinterpret_cast`.
pub fn verify_reinterpret_cast(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let err = |m: String| plain_error(ctx, body, op, m);
    let res_shape = shape_of(ctx, res).unwrap_or_default();
    let o = Osss::of(ctx, body, op, 1);
    verify_offset_size_stride(&o, [1, res_shape.len(), res_shape.len()]).map_err(err)?;
    if memory_space_of(ctx, src) != memory_space_of(ctx, res) {
        return Err(err(format!(
            "different memory spaces specified for source type {} and result memref type {}",
            quoted(ctx, src),
            quoted(ctx, res)
        )));
    }
    if elem_of(ctx, src) != elem_of(ctx, res) {
        return Err(err(format!(
            "different element types specified for source type {} and result memref type {}",
            quoted(ctx, src),
            quoted(ctx, res)
        )));
    }
    for (idx, (&rs, &es)) in res_shape.iter().zip(&o.sizes).enumerate() {
        if rs != DYNAMIC && rs != es {
            return Err(err(format!(
                "expected result type with size = {} instead of {rs} in dim = {idx}",
                dynamic_or(es)
            )));
        }
    }
    let Some((strides, offset)) = strides_and_offset(ctx, res) else {
        return Err(err(format!(
            "expected result type to have strided layout but found {}",
            quoted(ctx, res)
        )));
    };
    let expected_offset = o.offsets.first().copied().unwrap_or(0);
    if offset != DYNAMIC && offset != expected_offset {
        return Err(err(format!(
            "expected result type with offset = {} instead of {offset}",
            dynamic_or(expected_offset)
        )));
    }
    for (idx, (&rs, &es)) in strides.iter().zip(&o.strides).enumerate() {
        if rs != DYNAMIC && rs != es {
            return Err(err(format!(
                "expected result type with stride = {} instead of {rs} in dim = {idx}",
                dynamic_or(es)
            )));
        }
    }
    Ok(())
}

/// `memref.reshape`.
pub fn verify_reshape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, shape, res) = (
        operand_type(body, op, 0),
        operand_type(body, op, 1),
        result_type(body, op),
    );
    let err = |m: &str| op_error(ctx, body, op, m);
    if elem_of(ctx, src) != elem_of(ctx, res) {
        return Err(err(
            "element types of source and destination memref types should be the same",
        ));
    }
    if is_memref(ctx, src) && layout_of(ctx, src).is_some() {
        return Err(err("source memref type should have identity affine map"));
    }
    let shape_size = shape_of(ctx, shape)
        .and_then(|s| s.first().copied())
        .unwrap_or(DYNAMIC);
    if let Some(rs) = shape_of(ctx, res).filter(|_| is_memref(ctx, res)) {
        if layout_of(ctx, res).is_some() {
            return Err(err("result memref type should have identity affine map"));
        }
        if shape_size == DYNAMIC {
            return Err(err(
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
            ));
        }
        if shape_size != rs.len() as i64 {
            return Err(err(
                "length of shape operand differs from the result's memref rank",
            ));
        }
    }
    Ok(())
}

/// The strided layout of a memref after expanding it (MLIR's
/// `computeExpandedLayoutMap`).
pub(crate) fn expanded_type(
    ctx: &Context,
    src: Type,
    res_shape: &[i64],
    groups: &[Vec<i64>],
) -> Option<Type> {
    let elem = elem_of(ctx, src)?;
    let ms = memory_space_of(ctx, src);
    if layout_of(ctx, src).is_none() {
        return Some(memref_type(ctx, res_shape, elem, None, ms));
    }
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    let mut rev = Vec::with_capacity(res_shape.len());
    let mut shape_index = res_shape.len() as isize - 1;
    for (g, &stride) in groups.iter().zip(&src_strides).rev() {
        let mut cur = stride;
        for _ in 0..g.len() {
            rev.push(cur);
            let dim = if shape_index >= 0 {
                res_shape[shape_index as usize]
            } else {
                1
            };
            cur = sat_mul(cur, dim);
            shape_index -= 1;
        }
    }
    let mut strides: Vec<i64> = rev.into_iter().rev().collect();
    strides.resize(res_shape.len(), 1);
    let layout = strided_layout(ctx, src_offset, &strides);
    Some(memref_type(ctx, res_shape, elem, Some(layout), ms))
}

/// The layout of a memref after collapsing it (MLIR's
/// `computeCollapsedLayoutMap`, non-strict).
pub(crate) fn collapsed_strides(
    ctx: &Context,
    src: Type,
    groups: &[Vec<i64>],
) -> Option<(Vec<i64>, i64)> {
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    let src_shape = shape_of(ctx, src)?;
    let mut res = Vec::with_capacity(groups.len());
    for g in groups {
        let mut r: &[i64] = g;
        while r.len() > 1 && src_shape[*r.last()? as usize] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        if src_shape[last] != DYNAMIC || r.len() == 1 {
            res.push(src_strides[last]);
        } else {
            res.push(DYNAMIC);
        }
    }
    let mut idx = res.len();
    for g in groups.iter().rev() {
        idx -= 1;
        let mut stride = res[idx];
        for &d in g.iter().skip(1).rev() {
            let d = d as usize;
            stride = sat_mul(stride, src_shape[d]);
            if src_shape[d - 1] == 1 {
                continue;
            }
            let src_stride = src_strides[d - 1];
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some((res, src_offset))
}

/// `memref.expand_shape`.
pub fn verify_expand_shape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let err = |m: String| op_error(ctx, body, op, m);
    let (Some(ss), Some(rs)) = (shape_of(ctx, src), shape_of(ctx, res)) else {
        return Ok(());
    };
    if ss.len() > rs.len() {
        return Err(err(format!(
            "has source rank {} and result rank {}. This is not an expansion ({} > {}).",
            ss.len(),
            rs.len(),
            ss.len(),
            rs.len()
        )));
    }
    let groups = reassociation(ctx, body, op);
    verify_collapsed_shape(&ss, &rs, &groups).map_err(err)?;
    let Some(expected) = expanded_type(ctx, src, &rs, &groups) else {
        return Err(err("invalid source layout map".into()));
    };
    if !same_type(ctx, expected, res) {
        return Err(err(format!(
            "expected expanded type to be {} but found {}",
            quoted(ctx, expected),
            quoted(ctx, res)
        )));
    }
    let static_shape = i64_array_attr(ctx, body, op, "static_output_shape");
    if static_shape.len() != rs.len() {
        return Err(err(format!(
            "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
            rs.len(),
            static_shape.len()
        )));
    }
    let n_dyn = num_dynamic(&static_shape);
    let n_vals = rmlir_ods::operand_group(ctx, body, op, 1).len();
    if n_vals != n_dyn {
        return Err(err(format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {n_dyn} dynamic dims while output_shape has {n_vals} values"
        )));
    }
    for (pos, (&d, &s)) in rs.iter().zip(&static_shape).enumerate() {
        if d != DYNAMIC && d != s {
            return Err(err(format!("invalid output shape provided at pos {pos}")));
        }
    }
    Ok(())
}

/// `memref.collapse_shape`.
pub fn verify_collapse_shape(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let err = |m: String| op_error(ctx, body, op, m);
    let (Some(ss), Some(rs)) = (shape_of(ctx, src), shape_of(ctx, res)) else {
        return Ok(());
    };
    if ss.len() < rs.len() {
        return Err(err(format!(
            "has source rank {} and result rank {}. This is not a collapse ({} < {}).",
            ss.len(),
            rs.len(),
            ss.len(),
            rs.len()
        )));
    }
    let groups = reassociation(ctx, body, op);
    verify_collapsed_shape(&rs, &ss, &groups).map_err(err)?;
    let Some(elem) = elem_of(ctx, src) else {
        return Ok(());
    };
    let ms = memory_space_of(ctx, src);
    let expected = if layout_of(ctx, src).is_none() {
        memref_type(ctx, &rs, elem, None, ms)
    } else {
        let Some((strides, offset)) = collapsed_strides(ctx, src, &groups) else {
            return Err(err(
                "invalid source layout map or collapsing non-contiguous dims".into(),
            ));
        };
        let layout = strided_layout(ctx, offset, &strides);
        memref_type(ctx, &rs, elem, Some(layout), ms)
    };
    if !same_type(ctx, expected, res) {
        return Err(err(format!(
            "expected collapsed type to be {} but found {}",
            quoted(ctx, expected),
            quoted(ctx, res)
        )));
    }
    Ok(())
}

fn occurrences(vals: &[i64]) -> std::collections::BTreeMap<i64, usize> {
    let mut m = std::collections::BTreeMap::new();
    for &v in vals {
        *m.entry(v).or_insert(0) += 1;
    }
    m
}

/// MLIR's `computeMemRefRankReductionMask`.
pub(crate) fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let orank = shape_of(ctx, original)?.len();
    let rrank = shape_of(ctx, reduced)?.len();
    let mut unused = vec![false; orank];
    if orank == rrank {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate().take(orank) {
        if s == 1 {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + rrank == orank {
        return Some(unused);
    }
    let (ostrides, _) = strides_and_offset(ctx, original)?;
    let (cstrides, _) = strides_and_offset(ctx, reduced)?;
    let mut unaccounted = occurrences(&ostrides);
    let candidate = occurrences(&cstrides);
    for dim in 0..orank {
        if !unused[dim] {
            continue;
        }
        let s = ostrides[dim];
        let have = unaccounted.get(&s).copied().unwrap_or(0);
        let want = candidate.get(&s).copied().unwrap_or(0);
        if have > want {
            *unaccounted.entry(s).or_insert(0) -= 1;
            continue;
        }
        if have == want {
            unused[dim] = false;
            continue;
        }
        return None;
    }
    (count(&unused) + rrank == orank).then_some(unused)
}

/// `memref.subview`.
pub fn verify_subview(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let err = |m: String| plain_error(ctx, body, op, m);
    let Some(src_shape) = shape_of(ctx, src) else {
        return Ok(());
    };
    let rank = src_shape.len();
    let o = Osss::of(ctx, body, op, 1);
    verify_offset_size_stride(&o, [rank; 3]).map_err(err)?;
    if memory_space_of(ctx, src) != memory_space_of(ctx, res) {
        return Err(err(format!(
            "different memory spaces specified for base memref type {} and subview memref type {}",
            quoted(ctx, src),
            quoted(ctx, res)
        )));
    }
    let Some((src_strides, src_offset)) = strides_and_offset(ctx, src) else {
        return Err(err(format!(
            "base type {} is not strided",
            quoted(ctx, src)
        )));
    };
    let mut offset = src_offset;
    for (&off, &st) in o.offsets.iter().zip(&src_strides) {
        offset = sat_add(offset, sat_mul(off, st));
    }
    let strides: Vec<i64> = src_strides
        .iter()
        .zip(&o.strides)
        .map(|(&a, &b)| sat_mul(a, b))
        .collect();
    let (Some(elem), Some(res_elem), Some(res_shape)) =
        (elem_of(ctx, src), elem_of(ctx, res), shape_of(ctx, res))
    else {
        return Ok(());
    };
    let expected = memref_type(
        ctx,
        &o.sizes,
        elem,
        Some(strided_layout(ctx, offset, &strides)),
        memory_space_of(ctx, src),
    );
    let (eq, rq) = (quoted(ctx, expected), quoted(ctx, res));
    let layout_mismatch = || {
        err(format!(
            "expected result type to be {eq} or a rank-reduced version. (mismatch of result layout), but got {rq}"
        ))
    };
    if !same_type(ctx, expected, res) {
        match is_rank_reduced(&o.sizes, elem, &res_shape, res_elem) {
            SliceCheck::Success => {}
            SliceCheck::RankTooLarge => {
                return Err(err(format!(
                    "expected result rank to be smaller or equal to the source rank, but got {rq}"
                )))
            }
            SliceCheck::SizeMismatch => {
                return Err(err(format!(
                    "expected result type to be {eq} or a rank-reduced version. (mismatch of result sizes), but got {rq}"
                )))
            }
            SliceCheck::ElemTypeMismatch => {
                return Err(err(format!(
                    "expected result element type to be {}, but got {rq}",
                    quoted(ctx, elem)
                )))
            }
        }
    }
    let Some((res_strides, res_offset)) = strides_and_offset(ctx, res) else {
        return Err(layout_mismatch());
    };
    if res_offset != offset {
        return Err(layout_mismatch());
    }
    let Some(unused) = memref_rank_reduction_mask(ctx, expected, res, &o.sizes) else {
        return Err(layout_mismatch());
    };
    let kept: Vec<i64> = strides
        .iter()
        .zip(&unused)
        .filter(|(_, &u)| !u)
        .map(|(&s, _)| s)
        .collect();
    if kept != res_strides {
        return Err(layout_mismatch());
    }
    verify_in_bounds_slice(&src_shape, &o).map_err(err)
}

/// `memref.view`.
pub fn verify_view(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let (base, view) = (operand_type(body, op, 0), result_type(body, op));
    let err = |m: String| plain_error(ctx, body, op, m);
    if layout_of(ctx, base).is_some() {
        return Err(err(format!(
            "unsupported map for base memref type {}",
            quoted(ctx, base)
        )));
    }
    if layout_of(ctx, view).is_some() {
        return Err(err(format!(
            "unsupported map for result memref type {}",
            quoted(ctx, view)
        )));
    }
    if memory_space_of(ctx, base) != memory_space_of(ctx, view) {
        return Err(err(format!(
            "different memory spaces specified for base memref type {} and view memref type {}",
            quoted(ctx, base),
            quoted(ctx, view)
        )));
    }
    let n = rmlir_ods::operand_group(ctx, body, op, 2).len();
    verify_dynamic_count(ctx, body, op, view, n)
}

/// `memref.distinct_objects`.
pub fn verify_distinct_objects(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let ins: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let outs: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    if ins != outs {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand types and result types must match",
        ));
    }
    if ins.is_empty() {
        return Err(op_error(ctx, body, op, "expected at least one operand"));
    }
    Ok(())
}

/// `memref.dma_wait`.
pub fn verify_dma_wait(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let rank = shape_of(ctx, operand_type(body, op, 0)).map_or(0, |s| s.len());
    let n = body.num_operands(op) - 2;
    if n != rank {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"
            ),
        ));
    }
    Ok(())
}

/// `memref.dma_start` (MLIR's `DmaStartOp::verify`).
pub fn verify_dma_start(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let err = |m: String| op_error(ctx, body, op, m);
    let n = body.num_operands(op);
    if n < 4 {
        return Err(err("expected at least 4 operands".into()));
    }
    let ty = |i: usize| operand_type(body, op, i);
    let index = ctx.common().index;
    let all_index = |r: std::ops::Range<usize>| r.into_iter().all(|i| ty(i) == index);
    let rank = |t: Type| shape_of(ctx, t).map_or(0, |s| s.len());
    if !is_memref(ctx, ty(0)) {
        return Err(err("expected source to be of memref type".into()));
    }
    let src_rank = rank(ty(0));
    if n < src_rank + 4 {
        return Err(err(format!("expected at least {} operands", src_rank + 4)));
    }
    if !all_index(1..1 + src_rank) {
        return Err(err("expected source indices to be of index type".into()));
    }
    let dst = 1 + src_rank;
    if !is_memref(ctx, ty(dst)) {
        return Err(err("expected destination to be of memref type".into()));
    }
    let dst_rank = rank(ty(dst));
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return Err(err(format!("expected at least {expected} operands")));
    }
    if !all_index(dst + 1..dst + 1 + dst_rank) {
        return Err(err(
            "expected destination indices to be of index type".into()
        ));
    }
    let num = dst + 1 + dst_rank;
    if ty(num) != index {
        return Err(err("expected num elements to be of index type".into()));
    }
    let tag = num + 1;
    if !is_memref(ctx, ty(tag)) {
        return Err(err("expected tag to be of memref type".into()));
    }
    let tag_rank = rank(ty(tag));
    expected += tag_rank;
    if n < expected {
        return Err(err(format!("expected at least {expected} operands")));
    }
    if !all_index(tag + 1..tag + 1 + tag_rank) {
        return Err(err("expected tag indices to be of index type".into()));
    }
    if n != expected && n != expected + 2 {
        return Err(err("incorrect number of operands".into()));
    }
    if n != expected && !all_index(n - 2..n) {
        return Err(err(
            "expected stride and num elements per stride to be of type index".into(),
        ));
    }
    Ok(())
}

/// The affine map of a strided layout (MLIR's `makeStridedLinearLayoutMap`).
fn strided_linear_map(strides: &[i64], offset: i64) -> rmlir_ir::affine::AffineMap {
    use rmlir_ir::affine::AffineExpr;
    let mut n_sym = 0u32;
    let mut sym = || {
        n_sym += 1;
        AffineExpr::symbol(n_sym - 1)
    };
    let mut expr = if offset == DYNAMIC {
        sym()
    } else {
        AffineExpr::constant(offset)
    };
    for (d, &s) in strides.iter().enumerate() {
        let mult = if s == DYNAMIC {
            sym()
        } else {
            AffineExpr::constant(s)
        };
        expr = expr.add(AffineExpr::dim(d as u32).mul(mult));
    }
    rmlir_ir::affine::AffineMap::new(strides.len() as u32, n_sym, vec![expr])
}

/// MLIR's `canonicalizeStridedLayout` for a strided memref: the identity
/// layout when the strides are the canonical ones, else the layout's affine
/// map.
fn canonical_strided_type(ctx: &Context, t: Type) -> Type {
    let TypeData::MemRef {
        shape,
        elem,
        layout,
        memory_space,
    } = ctx.type_data(t)
    else {
        return t;
    };
    if layout.is_none() || shape.is_empty() {
        return t;
    }
    let Some((strides, offset)) = strides_and_offset(ctx, t) else {
        return t;
    };
    let canonical = canonical_strides(shape);
    let layout = if offset == 0 && strides == canonical {
        None
    } else {
        Some(ctx.intern_attr(AttrData::AffineMap(strided_linear_map(&strides, offset))))
    };
    memref_type(ctx, shape, *elem, layout, *memory_space)
}

/// `memref.transpose`.
pub fn verify_transpose(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let err = |m: String| op_error(ctx, body, op, m);
    let Some(AttrData::AffineMap(map)) =
        rmlir_ods::get_attr(ctx, body, op, "permutation").map(|a| ctx.attr_data(a))
    else {
        return Ok(());
    };
    let n = map.num_dims as usize;
    let mut seen = vec![false; n];
    let is_perm = map.num_symbols == 0
        && map.results.len() == n
        && map.results.iter().all(|e| match e.dim_position() {
            Some(d) if (d as usize) < n && !seen[d as usize] => {
                seen[d as usize] = true;
                true
            }
            _ => false,
        });
    if !is_perm {
        return Err(err("expected a permutation map".into()));
    }
    let src = operand_type(body, op, 0);
    let res = result_type(body, op);
    let Some(shape) = shape_of(ctx, src) else {
        return Ok(());
    };
    if n != shape.len() {
        return Err(err(
            "expected a permutation map of same rank as the input".into()
        ));
    }
    let (Some((strides, offset)), Some(elem)) = (strides_and_offset(ctx, src), elem_of(ctx, src))
    else {
        return Ok(());
    };
    let perm: Vec<usize> = map
        .results
        .iter()
        .filter_map(|e| e.dim_position().map(|d| d as usize))
        .collect();
    let sizes: Vec<i64> = perm.iter().map(|&d| shape[d]).collect();
    let pstrides: Vec<i64> = perm.iter().map(|&d| strides[d]).collect();
    let inferred = memref_type(
        ctx,
        &sizes,
        elem,
        Some(strided_layout(ctx, offset, &pstrides)),
        memory_space_of(ctx, src),
    );
    let expected = canonical_strided_type(ctx, inferred);
    let actual = canonical_strided_type(ctx, res);
    if !same_type(ctx, expected, actual) {
        return Err(err(format!(
            "result type {} is not equivalent to the canonical transposed input type {}",
            quoted(ctx, res),
            quoted(ctx, expected)
        )));
    }
    Ok(())
}

/// `memref.alloca_scope` (RegionBranchOpInterface): the values returned by
/// the body match the op's results.
pub fn verify_alloca_scope_regions(ctx: &Context, body: &Body, op: OpId) -> VResult {
    let Some((rb, b)) = entry_block(body, op, 0) else {
        return Ok(());
    };
    let Some(term) = rb.last_op(b) else {
        return Ok(());
    };
    let term_name = ctx.op_name_str(rb.op_name(term));
    if term_name != "memref.alloca_scope.return" {
        return Ok(());
    }
    let edge = format!("along control flow edge from Operation {term_name} to parent: ");
    let outs: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let ins: Vec<Type> = rb.operands(term).map(|v| rb.value_type(v)).collect();
    if ins.len() != outs.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "{edge}region branch point has {} operands, but region successor needs {} inputs",
                ins.len(),
                outs.len()
            ),
        )
        .with_note(rb.op_loc(term), "region branch point"));
    }
    for (i, (&a, &b)) in ins.iter().zip(&outs).enumerate() {
        if a != b {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "{edge}successor operand type #{i} {} should match successor input type #{i} {}",
                    quoted(ctx, a),
                    quoted(ctx, b)
                ),
            )
            .with_note(rb.op_loc(term), "region branch point"));
        }
    }
    Ok(())
}
