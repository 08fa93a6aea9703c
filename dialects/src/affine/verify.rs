//! Verifiers of the affine ops and MLIR's rules on which values may be used
//! as affine dimensions and symbols (`isValidDim`, `isValidSymbol`,
//! `getAffineScope` in AffineOps.cpp), and the RegionBranchOpInterface of
//! `affine.for` and `affine.if`.
//!
//! The affine scope of an op is the region of its closest ancestor with the
//! `AffineScope` trait (`func.func`, `builtin.module`). Those ops are
//! IsolatedFromAbove, so they own the body the op lives in: the scope is
//! the body's root region holding the op's outermost ancestor.

use std::collections::HashMap;

use rmlir_ir::region_branch::{RegionBranchInterface, RegionSuccessor};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::verify::op_error;
use rmlir_ir::{Body, OpId, RegionId, ValueDef, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ir::{Type, TypeData};

use super::{for_parts, map_attr, map_inputs, set_attr, trivial_trip_count};
use crate::util::diag::type_str;
use crate::util::hooks::{dim_index, dim_source};
use crate::util::shaped::DYNAMIC;

const YIELD: &str = "affine.yield";

/// Ops with MLIR's `AffineScope` trait.
fn is_affine_scope_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(
        ctx.op_name_str(body.op_name(op)),
        "func.func" | "builtin.module"
    )
}

fn op_name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

/// The region holding `op` (`None` when detached).
fn op_region(body: &Body, op: OpId) -> Option<RegionId> {
    body.op_block(op).map(|b| body.block_region(b))
}

/// The region holding the definition of `v`.
fn value_region(body: &Body, v: ValueId) -> Option<RegionId> {
    match body.value_def(v) {
        ValueDef::Arg { block, .. } => Some(body.block_region(block)),
        ValueDef::Result { op, .. } => op_region(body, op),
    }
}

/// MLIR's `getAffineScope`: the region of the closest ancestor with the
/// `AffineScope` trait that holds `op` (the body's root region when no
/// ancestor in this body has the trait: the body's owner does).
pub fn affine_scope(ctx: &Context, body: &Body, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    loop {
        match body.parent_op(cur) {
            Some(p) if is_affine_scope_op(ctx, body, p) => return op_region(body, cur),
            Some(p) => cur = p,
            None => return op_region(body, cur),
        }
    }
}

/// MLIR's `isTopLevelValue(value)`: defined directly in the region of an
/// `AffineScope` op.
fn is_top_level_value(ctx: &Context, body: &Body, v: ValueId) -> bool {
    let parent = match body.value_def(v) {
        ValueDef::Arg { block, .. } => body.block_parent_op(block),
        ValueDef::Result { op, .. } => {
            if body.op_block(op).is_none() {
                return false;
            }
            body.parent_op(op)
        }
    };
    match parent {
        Some(p) => is_affine_scope_op(ctx, body, p),
        None => true,
    }
}

/// The region enclosing the op that holds `region` (`None` at the root: the
/// owner of the body is IsolatedFromAbove).
fn enclosing_region(body: &Body, region: RegionId) -> Option<RegionId> {
    let op = body.region_parent(region)?;
    op_region(body, op)
}

/// Whether the value is an `index`.
fn is_index(ctx: &Context, body: &Body, v: ValueId) -> bool {
    body.value_type(v) == ctx.common().index
}

/// Whether `v` is an induction variable of `affine.for` / `affine.parallel`.
fn is_affine_induction_var(ctx: &Context, body: &Body, v: ValueId) -> bool {
    let ValueDef::Arg { block, index } = body.value_def(v) else {
        return false;
    };
    match body.block_parent_op(block) {
        Some(p) => match op_name(ctx, body, p) {
            "affine.for" => index == 0,
            "affine.parallel" => true,
            _ => false,
        },
        None => false,
    }
}

/// Memoized dimension / symbol checks (the recursion over operands would
/// otherwise be exponential on shared sub-computations).
struct Checker<'c> {
    ctx: &'c Context,
    body: &'c Body,
    memo: HashMap<(ValueId, Option<RegionId>, bool), bool>,
}

impl Checker<'_> {
    fn symbol(&mut self, v: ValueId, region: Option<RegionId>) -> bool {
        let key = (v, region, false);
        if let Some(&r) = self.memo.get(&key) {
            return r;
        }
        self.memo.insert(key, false);
        let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.symbol_uncached(v, region));
        self.memo.insert(key, r);
        r
    }

    fn dim(&mut self, v: ValueId, region: Option<RegionId>) -> bool {
        let key = (v, region, true);
        if let Some(&r) = self.memo.get(&key) {
            return r;
        }
        self.memo.insert(key, false);
        let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.dim_uncached(v, region));
        self.memo.insert(key, r);
        r
    }

    /// MLIR's `isValidSymbol(value, region)`.
    fn symbol_uncached(&mut self, v: ValueId, region: Option<RegionId>) -> bool {
        let (ctx, body) = (self.ctx, self.body);
        if !is_index(ctx, body, v) {
            return false;
        }
        if region.is_some() && value_region(body, v) == region {
            return true;
        }
        let Some(def) = body.defining_op(v) else {
            return match region.and_then(|r| enclosing_region(body, r)) {
                Some(outer) => self.symbol(v, Some(outer)),
                None => false,
            };
        };
        let traits = ctx.op_traits(body.op_name(def));
        if traits.contains(OpTraits::CONSTANT_LIKE) {
            return true;
        }
        if traits.contains(OpTraits::PURE) {
            let operands: Vec<ValueId> = body.operands(def).collect();
            if operands.iter().all(|&o| self.symbol(o, region)) {
                return true;
            }
        }
        if is_dim_op(ctx, body, def) {
            return self.dim_op_symbol(def, region);
        }
        match region.and_then(|r| enclosing_region(body, r)) {
            Some(outer) => self.symbol(v, Some(outer)),
            None => false,
        }
    }

    /// MLIR's `isValidDim(value, region)`.
    fn dim_uncached(&mut self, v: ValueId, region: Option<RegionId>) -> bool {
        let (ctx, body) = (self.ctx, self.body);
        if !is_index(ctx, body, v) {
            return false;
        }
        if self.symbol(v, region) {
            return true;
        }
        let Some(def) = body.defining_op(v) else {
            return is_affine_induction_var(ctx, body, v);
        };
        match op_name(ctx, body, def) {
            "affine.apply" | "affine.delinearize_index" | "affine.linearize_index" => {
                let operands: Vec<ValueId> = body.operands(def).collect();
                operands.iter().all(|&o| self.dim(o, region))
            }
            "memref.dim" | "tensor.dim" => {
                is_top_level_value(ctx, body, dim_source(ctx, body, def))
            }
            _ => false,
        }
    }

    /// MLIR's `isDimOpValidSymbol`.
    fn dim_op_symbol(&mut self, dim_op: OpId, region: Option<RegionId>) -> bool {
        let (ctx, body) = (self.ctx, self.body);
        if body.num_operands(dim_op) < 2 {
            return false;
        }
        let source = dim_source(ctx, body, dim_op);
        if is_top_level_value(ctx, body, source) {
            return true;
        }
        let Some(mut op) = body.defining_op(source) else {
            return false;
        };
        let Some(index) = crate::util::constant::const_int(ctx, body, dim_index(ctx, body, dim_op))
        else {
            return false;
        };
        while op_name(ctx, body, op) == "memref.cast" {
            let src = crate::memref::CastOp(op).source(ctx, body);
            if matches!(
                ctx.type_data(body.value_type(src)),
                TypeData::UnrankedMemRef { .. }
            ) {
                return false;
            }
            match body.defining_op(src) {
                Some(d) => op = d,
                None => return false,
            }
        }
        let sizes_group = match op_name(ctx, body, op) {
            "memref.alloc" => 0,
            "memref.view" | "memref.subview" => 2,
            _ => return false,
        };
        let Some(&result) = body.results(op).collect::<Vec<_>>().first() else {
            return false;
        };
        let TypeData::MemRef { shape, .. } = ctx.type_data(body.value_type(result)) else {
            return false;
        };
        let Ok(i) = usize::try_from(index) else {
            return false;
        };
        if i >= shape.len() {
            return false;
        }
        if shape[i] != DYNAMIC {
            return true;
        }
        let pos = shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
        let sizes = rmlir_ods::operand_group(ctx, body, op, sizes_group);
        match sizes.get(pos) {
            Some(&s) => self.symbol(s, region),
            None => false,
        }
    }
}

/// Whether `op` implements `ShapedDimOpInterface`.
fn is_dim_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(op_name(ctx, body, op), "memref.dim" | "tensor.dim")
}

/// MLIR's `isValidSymbol(value, region)`.
pub fn is_valid_symbol(ctx: &Context, body: &Body, v: ValueId, region: Option<RegionId>) -> bool {
    Checker {
        ctx,
        body,
        memo: HashMap::new(),
    }
    .symbol(v, region)
}

/// MLIR's `isValidSymbol(value)`: a top-level value, or a valid symbol in
/// the affine scope of its defining op.
pub fn is_valid_symbol_value(ctx: &Context, body: &Body, v: ValueId) -> bool {
    if !is_index(ctx, body, v) {
        return false;
    }
    if is_top_level_value(ctx, body, v) {
        return true;
    }
    match body.defining_op(v) {
        Some(d) => is_valid_symbol(ctx, body, v, affine_scope(ctx, body, d)),
        None => false,
    }
}

/// MLIR's `isValidDim(value)`: a valid dimension in the affine scope of its
/// defining op, an affine induction variable, or a top-level block argument.
pub(crate) fn is_valid_dim_value(ctx: &Context, body: &Body, v: ValueId) -> bool {
    if !is_index(ctx, body, v) {
        return false;
    }
    match body.defining_op(v) {
        Some(d) => is_valid_dim(ctx, body, v, affine_scope(ctx, body, d)),
        None => is_affine_induction_var(ctx, body, v) || is_top_level_value(ctx, body, v),
    }
}

/// MLIR's `isValidDim(value, region)`.
pub fn is_valid_dim(ctx: &Context, body: &Body, v: ValueId, region: Option<RegionId>) -> bool {
    Checker {
        ctx,
        body,
        memo: HashMap::new(),
    }
    .dim(v, region)
}

/// MLIR's `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands
/// must be valid dimensions, the others valid symbols.
pub(super) fn verify_dims_and_symbols(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[ValueId],
    num_dims: usize,
) -> Result<(), Diagnostic> {
    let scope = affine_scope(ctx, body, op);
    let mut c = Checker {
        ctx,
        body,
        memo: HashMap::new(),
    };
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !c.dim(v, scope) {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "operand cannot be used as a dimension id",
                ));
            }
        } else if !c.symbol(v, scope) {
            return Err(op_error(
                ctx,
                body,
                op,
                "operand cannot be used as a symbol",
            ));
        }
    }
    Ok(())
}

fn types_of(body: &Body, vs: impl IntoIterator<Item = ValueId>) -> Vec<Type> {
    vs.into_iter().map(|v| body.value_type(v)).collect()
}

// ----- affine.apply, affine.min, affine.max -------------------------------------

/// `AffineApplyOp::verify`.
pub(super) fn verify_apply(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((_, map)) = map_attr(ctx, body, op, "map") else {
        return Ok(());
    };
    if body.num_operands(op) != map_inputs(&map) {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if map.results.len() != 1 {
        return Err(op_error(ctx, body, op, "mapping must produce one value"));
    }
    let scope = affine_scope(ctx, body, op);
    let mut c = Checker {
        ctx,
        body,
        memo: HashMap::new(),
    };
    let operands: Vec<ValueId> = body.operands(op).collect();
    for &v in &operands[map.num_dims as usize..] {
        if c.dim(v, scope) && !c.symbol(v, scope) {
            return Err(Diagnostic::error(
                body.op_loc(op),
                "dimensional operand cannot be used as a symbol",
            )
            .with_current_op(ctx, body, op));
        }
    }
    Ok(())
}

/// `verifyAffineMinMaxOp`.
pub(super) fn verify_min_max(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((_, map)) = map_attr(ctx, body, op, "map") else {
        return Ok(());
    };
    if body.num_operands(op) != map_inputs(&map) {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if map.results.is_empty() {
        return Err(op_error(
            ctx,
            body,
            op,
            "affine map expect at least one result",
        ));
    }
    Ok(())
}

// ----- affine.load / affine.store ------------------------------------------------

/// `verifyMemoryOpIndexing`; the memref is operand `at`.
pub(super) fn verify_indexing(
    ctx: &Context,
    body: &Body,
    op: OpId,
    at: usize,
) -> Result<(), Diagnostic> {
    let Some((_, map)) = map_attr(ctx, body, op, "map") else {
        return Ok(());
    };
    let memref = body.operand(op, at);
    let TypeData::MemRef { shape, .. } = ctx.type_data(body.value_type(memref)) else {
        return Ok(());
    };
    if map.results.len() != shape.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            "affine map num results must equal memref rank",
        ));
    }
    let indices: Vec<ValueId> = body.operands(op).skip(at + 1).collect();
    if map_inputs(&map) != indices.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            "expects as many subscripts as affine map inputs",
        ));
    }
    if indices.iter().any(|&v| !is_index(ctx, body, v)) {
        return Err(op_error(
            ctx,
            body,
            op,
            "index to load must have 'index' type",
        ));
    }
    verify_dims_and_symbols(ctx, body, op, &indices, map.num_dims as usize)
}

fn memref_elem(ctx: &Context, body: &Body, v: ValueId) -> Option<Type> {
    match ctx.type_data(body.value_type(v)) {
        TypeData::MemRef { elem, .. } | TypeData::UnrankedMemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// `AffineLoadOp::verify`.
pub(super) fn verify_load(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let load = super::AffineLoadOp(op);
    if let Some(elem) = memref_elem(ctx, body, load.memref(ctx, body)) {
        if body.value_type(load.result(ctx, body)) != elem {
            return Err(op_error(
                ctx,
                body,
                op,
                "result type must match element type of memref",
            ));
        }
    }
    verify_indexing(ctx, body, op, 0)
}

/// `AffineStoreOp::verify`.
pub(super) fn verify_store(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let store = super::AffineStoreOp(op);
    if let Some(elem) = memref_elem(ctx, body, store.memref(ctx, body)) {
        if body.value_type(store.value(ctx, body)) != elem {
            return Err(op_error(
                ctx,
                body,
                op,
                "value to store must have the same type as memref element type",
            ));
        }
    }
    verify_indexing(ctx, body, op, 1)
}

// ----- affine.yield ---------------------------------------------------------------

/// `AffineYieldOp::verify`.
pub(super) fn verify_yield(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let parent = body.parent_op(op);
    let Some(parent) = parent.filter(|&p| {
        matches!(
            op_name(ctx, body, p),
            "affine.if" | "affine.for" | "affine.parallel"
        )
    }) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "only terminates affine.if/for/parallel regions",
        ));
    };
    if body.num_results(parent) != body.num_operands(op) {
        return Err(op_error(
            ctx,
            body,
            op,
            "parent of yield must have same number of results as the yield operands",
        ));
    }
    for (r, v) in body.results(parent).zip(body.operands(op)) {
        if body.value_type(r) != body.value_type(v) {
            return Err(op_error(
                ctx,
                body,
                op,
                "types mismatch between yield op and its parent",
            ));
        }
    }
    Ok(())
}

// ----- region checks shared by affine.for and affine.if ---------------------------

/// The last op of the entry block of region `index` of `op`.
fn region_terminator(body: &Body, op: OpId, index: usize) -> Option<OpId> {
    let rb = body.regions_body(op);
    let r = *body.op_regions(op).get(index)?;
    rb.last_op(rb.entry_block(r)?)
}

/// The types of the entry block arguments of region `index` of `op`.
fn entry_arg_types(body: &Body, op: OpId, index: usize) -> Vec<Type> {
    let rb = body.regions_body(op);
    body.op_regions(op)
        .get(index)
        .and_then(|&r| rb.entry_block(r))
        .map(|b| types_of(rb, rb.block_args(b).iter().copied()))
        .unwrap_or_default()
}

/// The `affine.yield` terminators of the regions of `op`, with their region.
fn yields(ctx: &Context, body: &Body, op: OpId) -> Vec<(usize, OpId)> {
    let rb = body.regions_body(op);
    let mut out = Vec::new();
    for (i, &r) in body.op_regions(op).iter().enumerate() {
        for b in rb.region_blocks(r) {
            if let Some(t) = rb.last_op(b) {
                if op_name(ctx, rb, t) == YIELD {
                    out.push((i, t));
                }
            }
        }
    }
    out
}

// ----- affine.for ----------------------------------------------------------------

/// The successors of `affine.for` (MLIR's `AffineForOp::getSuccessorRegions`):
/// `from_parent` for the op itself, else for the body's terminator.
fn for_successors(ctx: &Context, body: &Body, op: OpId, from_parent: bool) -> Vec<RegionSuccessor> {
    let trip = trivial_trip_count(&for_parts(ctx, body, op));
    let n = entry_arg_types(body, op, 0).len();
    let body_succ = RegionSuccessor::region(0, 1.min(n)..n);
    let parent = RegionSuccessor::parent(0..body.num_results(op));
    match (from_parent, trip) {
        (true, Some(0)) => vec![parent],
        (true, Some(_)) => vec![body_succ],
        (false, Some(1)) => vec![parent],
        _ => vec![body_succ, parent],
    }
}

/// `affine.for` after its body was verified: the implicit terminator,
/// LoopLikeOpInterface, RegionBranchOpInterface, then
/// `AffineForOp::verifyRegions`.
pub(super) fn verify_for_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    rmlir_ods::verify_implicit_terminator(ctx, body, op, YIELD)?;
    let rb = body.regions_body(op);
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let args = entry_arg_types(body, op, 0);
    let iter_args = args.get(1..).unwrap_or_default().to_vec();
    let parts = for_parts(ctx, body, op);
    let inits = types_of(body, parts.inits.iter().copied());
    let results = types_of(body, body.results(op));
    let yielded = region_terminator(body, op, 0)
        .filter(|&t| op_name(ctx, rb, t) == YIELD)
        .map(|t| types_of(rb, rb.operands(t)))
        .unwrap_or_default();
    // LoopLikeOpInterface.
    if inits.len() != iter_args.len() {
        return err(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return err(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if results.len() != iter_args.len() {
        return err(format!(
            "different number of loop results and region iter_args: {} != {}",
            results.len(),
            iter_args.len()
        ));
    }
    for (i, (&init, &arg)) in inits.iter().zip(&iter_args).enumerate() {
        if init != arg {
            return err(format!(
                "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                type_str(ctx, init),
                type_str(ctx, arg)
            ));
        }
        if let Some(&y) = yielded.get(i) {
            if arg != y {
                return err(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                    type_str(ctx, arg),
                    type_str(ctx, y)
                ));
            }
        }
    }
    for (&arg, &res) in iter_args.iter().zip(&results) {
        if arg != res {
            // MLIR never advances its index here: every message says "0-th".
            return err(format!(
                "0-th region iter_arg and 0-th loop result have different type: '{}' != '{}'",
                type_str(ctx, arg),
                type_str(ctx, res)
            ));
        }
    }
    // RegionBranchOpInterface.
    let mut edges = Vec::new();
    let mut points: Vec<Option<OpId>> = vec![None];
    points.extend(yields(ctx, body, op).into_iter().map(|(_, t)| Some(t)));
    for from in points {
        let operands = match from {
            None => types_of(body, parts.inits.iter().copied()),
            Some(t) => types_of(rb, rb.operands(t)),
        };
        for s in for_successors(ctx, body, op, from.is_none()) {
            let (to, inputs) = match s.target {
                rmlir_ir::region_branch::RegionTarget::Region(r) => (
                    Some(r),
                    args.get(s.inputs.clone()).unwrap_or_default().to_vec(),
                ),
                rmlir_ir::region_branch::RegionTarget::Parent => (
                    None,
                    results.get(s.inputs.clone()).unwrap_or_default().to_vec(),
                ),
            };
            edges.push(crate::scf::Edge {
                from,
                to,
                operands: operands.clone(),
                inputs,
            });
        }
    }
    crate::scf::verify_region_edges(ctx, body, op, edges)?;
    // AffineForOp::verifyRegions.
    if args.first() != Some(&ctx.common().index) {
        return err(
            "expected body to have a single index argument for the induction variable".into(),
        );
    }
    for (m, operands) in [
        (&parts.lb, &parts.lb_operands),
        (&parts.ub, &parts.ub_operands),
    ] {
        if let Some((_, m)) = m {
            if map_inputs(m) > 0 {
                verify_dims_and_symbols(ctx, body, op, operands, m.num_dims as usize)?;
            }
        }
    }
    if parts.lb.as_ref().is_some_and(|(_, m)| m.results.is_empty()) {
        return err("expected lower bound map to have at least one result".into());
    }
    if parts.ub.as_ref().is_some_and(|(_, m)| m.results.is_empty()) {
        return err("expected upper bound map to have at least one result".into());
    }
    let n = results.len();
    if n == 0 {
        return Ok(());
    }
    if parts.num_iter_operands != n {
        return err("mismatch between the number of loop-carried values and results".into());
    }
    if iter_args.len() != n {
        return err("mismatch between the number of basic block args and results".into());
    }
    Ok(())
}

// ----- affine.if -----------------------------------------------------------------

/// `NoRegionArguments`, then `AffineIfOp::verify`.
pub(super) fn verify_if(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    for (i, &r) in body.op_regions(op).iter().enumerate() {
        if rb
            .entry_block(r)
            .is_some_and(|b| !rb.block_args(b).is_empty())
        {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("region #{i} should have no arguments"),
            ));
        }
    }
    let Some((_, set)) = set_attr(ctx, body, op, "condition") else {
        return Ok(());
    };
    if body.num_operands(op) != (set.num_dims + set.num_symbols) as usize {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    verify_dims_and_symbols(ctx, body, op, &operands, set.num_dims as usize)
}

/// The successors of `affine.if` from the op itself.
fn if_entry_successors(body: &Body, op: OpId) -> Vec<RegionSuccessor> {
    let rb = body.regions_body(op);
    let else_empty = body
        .op_regions(op)
        .get(1)
        .is_none_or(|&r| rb.region_is_empty(r));
    let second = if else_empty {
        RegionSuccessor::parent(0..body.num_results(op))
    } else {
        RegionSuccessor::region(1, 0..0)
    };
    vec![RegionSuccessor::region(0, 0..0), second]
}

/// `affine.if` after its regions were verified: the implicit terminator,
/// then RegionBranchOpInterface.
pub(super) fn verify_if_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    rmlir_ods::verify_implicit_terminator(ctx, body, op, YIELD)?;
    let rb = body.regions_body(op);
    let results = types_of(body, body.results(op));
    let mut edges = Vec::new();
    for s in if_entry_successors(body, op) {
        let (to, inputs) = match s.target {
            rmlir_ir::region_branch::RegionTarget::Region(r) => {
                (Some(r), entry_arg_types(body, op, r))
            }
            rmlir_ir::region_branch::RegionTarget::Parent => (None, results.clone()),
        };
        edges.push(crate::scf::Edge {
            from: None,
            to,
            operands: Vec::new(),
            inputs,
        });
    }
    for (_, t) in yields(ctx, body, op) {
        edges.push(crate::scf::Edge {
            from: Some(t),
            to: None,
            operands: types_of(rb, rb.operands(t)),
            inputs: results.clone(),
        });
    }
    crate::scf::verify_region_edges(ctx, body, op, edges)
}

// ----- RegionBranchOpInterface ----------------------------------------------------

static FOR: RegionBranchInterface = RegionBranchInterface {
    entry_successors: |ctx, body, op, _, out| out.extend(for_successors(ctx, body, op, true)),
    region_successors: |ctx, body, op, _, out| out.extend(for_successors(ctx, body, op, false)),
    entry_successor_operands: |ctx, body, op, _| {
        let parts = for_parts(ctx, body, op);
        let n = body.num_operands(op);
        n - parts.inits.len()..n
    },
};

static IF: RegionBranchInterface = RegionBranchInterface {
    entry_successors: |_, body, op, _, out| out.extend(if_entry_successors(body, op)),
    region_successors: |_, body, op, _, out| {
        out.push(RegionSuccessor::parent(0..body.num_results(op)))
    },
    entry_successor_operands: |_, _, _, _| 0..0,
};

/// Attaches the RegionBranchOpInterface to `affine.for` and `affine.if`.
pub(super) fn attach_region_branch(ctx: &mut Context) {
    let branch: [(&str, &'static RegionBranchInterface); 2] =
        [("affine.for", &FOR), ("affine.if", &IF)];
    for (name, iface) in branch {
        let n = ctx.op_name(name);
        if let Some(info) = ctx.op_info(n) {
            let mut info = info.clone();
            info.region_branch = Some(iface);
            ctx.register_op(info);
        }
    }
}
