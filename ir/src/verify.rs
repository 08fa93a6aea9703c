//! The verifier core: structural rules every op obeys, then each op's own
//! verifier.

use crate::attrs::Loc;
use crate::body::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::dominance::DominanceInfo;
use crate::registry::{ExpectedParents, OpAttrVerifier, OpTraits};
use crate::symbol::{maybe_unknown_symbol_table, symbol_name_bytes, SymbolTable};
use crate::walk::{walk_regions, WalkControl, WalkEvent};
use rustc_hash::FxHashMap;

/// An error about `op`: `'name' op message`, with the op attached as a note.
pub fn op_error(ctx: &Context, body: &Body, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    let name = ctx.op_name_str(body.op_name(op));
    Diagnostic::error(body.op_loc(op), format!("'{name}' op {}", msg.as_ref()))
        .with_current_op(ctx, body, op)
}

impl Diagnostic {
    /// Attaches `see current operation: <op in generic form>`.
    pub fn with_current_op(self, ctx: &Context, body: &Body, op: OpId) -> Diagnostic {
        let text = ctx.render_op(body, op);
        let sep = if text.contains('\n') { "\n" } else { "" };
        self.with_note(
            body.op_loc(op),
            format!("see current operation: {sep}{text}"),
        )
    }
}

/// Verifies `op` (in `body`) and everything nested in it. The bodies of
/// nested IsolatedFromAbove ops are verified in parallel (rayon); the error
/// reported is the first in IR order, whatever the thread count.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let mut v = Verifier::new(ctx, false);
    v.defer_terminators = true;
    v.verify_op(body, op)?;
    let dominance = match body.nested_body(op) {
        Some(nb) => {
            let graph = owner_has_graph_regions(ctx, body, op);
            let owner = Some(RootOwner::of(ctx, body, op));
            // The top-level op's own ops (a module's functions) are checked
            // in parallel when they stand alone.
            let (children, dominance) = match verify_flat_ops(ctx, nb, graph, owner) {
                Some(checked) => (checked?, None),
                None => walk_ops(ctx, nb, nb.root_regions(), graph, owner)?,
            };
            verify_children(ctx, nb, &children)?;
            dominance
        }
        None => verify_regions_deferring(ctx, body, body.op_regions(op), false, None)?,
    };
    after_regions(ctx, body, op)?;
    match v.take_dominance_error().or(dominance) {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Ops per task of [`verify_flat_ops`].
const FLAT_OPS_PER_TASK: usize = 64;

/// The first pass of [`verify_regions`] over the root regions of `body`,
/// in parallel, when every op there stands alone (no operands, no regions
/// in `body`: an isolated op's regions are in its own body), so that no op's
/// check depends on another's: each op itself, then (unless isolated) the
/// checks that follow its regions; the error is the first in IR order.
/// Returns the isolated ops, or `None` when the ops do not stand alone.
fn verify_flat_ops(
    ctx: &Context,
    body: &Body,
    graph: bool,
    owner: Option<RootOwner>,
) -> Option<Result<Vec<OpId>, Diagnostic>> {
    use rayon::prelude::*;
    let mut ops = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                let regions_here = body.nested_body(o).is_none() && !body.op_regions(o).is_empty();
                if body.num_operands(o) > 0 || regions_here {
                    return None;
                }
                ops.push(o);
            }
        }
    }
    if ops.len() <= FLAT_OPS_PER_TASK {
        return None;
    }
    let first_error = ops.par_chunks(FLAT_OPS_PER_TASK).find_map_first(|chunk| {
        let mut v = Verifier::with_owner(ctx, graph, owner);
        chunk.iter().find_map(|&o| {
            v.verify_op(body, o)
                .and_then(|()| match body.nested_body(o) {
                    Some(_) => Ok(()),
                    None => after_regions(ctx, body, o),
                })
                .and_then(|()| v.verify_block_end(body, o))
                .err()
        })
    });
    Some(match first_error {
        Some(e) => Err(e),
        None => Ok(ops
            .into_iter()
            .filter(|&o| body.nested_body(o).is_some())
            .collect()),
    })
}

/// Verifies `op` itself (structure, traits and its own hook), not what is
/// nested in it. The blocks of its regions must end in terminators (checked
/// here, as nothing nested is verified).
pub fn verify_op_only(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    Verifier::new(ctx, false).verify_op(body, op)
}

/// Verifies everything inside the regions of an IsolatedFromAbove op whose
/// nested body is `nested` (`graph`: whether the op has graph regions). The
/// terminators of the root blocks are the owner's to check
/// ([`verify_op_only`]).
pub fn verify_nested_body(ctx: &Context, nested: &Body, graph: bool) -> Result<(), Diagnostic> {
    verify_regions(ctx, nested, nested.root_regions(), graph, None)
}

/// The checks that follow an op's regions: symbol uses of symbol tables and
/// the op's `verify_regions` hook.
pub fn verify_after_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    after_regions(ctx, body, op)
}

/// What runs once everything nested in `op` was verified: for symbol
/// tables, unique symbol names and symbol uses (MLIR's `verifySymbolTable`,
/// a region trait); then the op's `verify_regions` hook.
fn after_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if ctx
        .op_traits(body.op_name(op))
        .contains(OpTraits::SYMBOL_TABLE)
    {
        verify_unique_symbols(ctx, body, op)?;
        verify_symbol_uses(ctx, body, op)?;
    }
    match ctx.op_info(body.op_name(op)).and_then(|i| i.verify_regions) {
        Some(f) => f(ctx, body, op),
        None => Ok(()),
    }
}

/// Runs the symbol-use hooks of the ops nested in a symbol table op (not
/// inside nested symbol tables), in IR order. The contents of the isolated
/// ops directly in the table (functions) are checked in parallel; the error
/// reported is the first in IR order.
fn verify_symbol_uses(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    use rayon::prelude::*;
    let table = SymbolTable::of(ctx, body, op);
    // Symbol users inside an op that may be an unknown symbol table see no
    // symbols (their nearest table is unknown).
    let hidden = SymbolTable::empty();
    // The walk in IR order, cut into units: an op's own hook, or everything
    // inside an isolated op (checked apart, as one walk); each with whether
    // an op between it and `op` may be an unknown symbol table.
    let mut units: Vec<(&Body, OpId, bool, bool)> = Vec::new();
    let mut nested = 0usize;
    let mut unknown_depth = 0usize;
    walk_regions(
        body.regions_body(op),
        body.op_regions(op),
        false,
        &mut |b, o, ev| {
            if ev != WalkEvent::Pre {
                unknown_depth -= usize::from(maybe_unknown_symbol_table(ctx, b, o));
                return WalkControl::Advance;
            }
            let unknown = maybe_unknown_symbol_table(ctx, b, o);
            units.push((b, o, false, unknown || unknown_depth > 0));
            if is_symbol_table(ctx, b, o) {
                return WalkControl::Skip;
            }
            unknown_depth += usize::from(unknown);
            if b.nested_body(o).is_some() {
                units.push((b, o, true, unknown_depth > 0));
                nested += 1;
            }
            WalkControl::Advance
        },
    );
    let check = |&(b, o, inside, unknown): &(&Body, OpId, bool, bool)| -> Option<Diagnostic> {
        if !inside {
            return symbol_use_hook(ctx, if unknown { &hidden } else { &table }, b, o).err();
        }
        let nb = b.nested_body(o).expect("isolated op has a body");
        let mut err = None;
        let mut unknown_depth = usize::from(unknown);
        walk_regions(nb, nb.root_regions(), true, &mut |b, o, ev| {
            if ev != WalkEvent::Pre {
                unknown_depth -= usize::from(maybe_unknown_symbol_table(ctx, b, o));
                return WalkControl::Advance;
            }
            let here_unknown = maybe_unknown_symbol_table(ctx, b, o);
            let visible = if unknown_depth > 0 || here_unknown {
                &hidden
            } else {
                &table
            };
            if let Err(e) = symbol_use_hook(ctx, visible, b, o) {
                err = Some(e);
                return WalkControl::Interrupt;
            }
            if is_symbol_table(ctx, b, o) {
                return WalkControl::Skip;
            }
            unknown_depth += usize::from(here_unknown);
            WalkControl::Advance
        });
        err
    };
    let first_error = if nested > 1 {
        units.par_iter().find_map_first(check)
    } else {
        units.iter().find_map(check)
    };
    match first_error {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Symbol names are unique among the ops of each region of the symbol table
/// `op`.
fn verify_unique_symbols(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    for &r in body.op_regions(op) {
        let mut seen: FxHashMap<&str, OpId> = FxHashMap::default();
        for b in rb.region_blocks(r) {
            for o in rb.block_ops(b) {
                let Some(bytes) = symbol_name_bytes(ctx, rb, o) else {
                    continue;
                };
                let Ok(sym) = std::str::from_utf8(bytes) else {
                    return Err(Diagnostic::error(
                        rb.op_loc(o),
                        format!("symbol {}", crate::symbol::NOT_UTF8_NAME),
                    ));
                };
                if let Some(&prev) = seen.get(sym) {
                    return Err(Diagnostic::error(
                        rb.op_loc(o),
                        format!("redefinition of symbol named '{sym}'"),
                    )
                    .with_note(rb.op_loc(prev), "see existing symbol definition here"));
                }
                seen.insert(sym, o);
            }
        }
    }
    Ok(())
}

/// The symbol-use hook of `op`, if it has one.
fn symbol_use_hook(
    ctx: &Context,
    table: &SymbolTable<'_>,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    match ctx
        .op_info(body.op_name(op))
        .and_then(|i| i.verify_symbol_uses)
    {
        Some(f) => f(ctx, table, body, op),
        None => Ok(()),
    }
}

/// Whether `op` is a registered symbol table.
fn is_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op_name(op))
        .is_some_and(|i| i.traits.contains(OpTraits::SYMBOL_TABLE))
}

/// Runs the [`OpAttrVerifier`] of the dialect each discardable attribute of
/// `op` is named after (`dlti.dl_spec` goes to `dlti`'s), in name order.
fn verify_dialect_attrs(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    for &(name, value) in ctx.dict_entries(body.attrs(op)) {
        let name = ctx.ident_str(name);
        let Some((dialect, _)) = name.split_once('.') else {
            continue;
        };
        if let Some(check) = ctx
            .dialect(dialect)
            .and_then(|d| d.interfaces.get::<OpAttrVerifier>())
        {
            (check.0)(ctx, body, op, name, value)?;
        }
    }
    Ok(())
}

fn owner_has_graph_regions(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_traits(body.op_name(op))
        .contains(OpTraits::GRAPH_REGIONS)
}

/// Whether the blocks in the regions of `op` must end in a terminator: the
/// op is registered and not `NoTerminator`.
fn needs_terminator(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    ctx.op_info(name).is_some() && !ctx.op_traits(name).contains(OpTraits::NO_TERMINATOR)
}

/// What the walk over a nested body's root regions needs of the op owning
/// them (which lives in the parent body).
#[derive(Clone, Copy)]
struct RootOwner {
    /// Its location (for notes about block arguments of the root blocks).
    loc: Loc,
    /// Whether the root blocks must end in a terminator.
    needs_terminator: bool,
}

impl RootOwner {
    fn of(ctx: &Context, body: &Body, op: OpId) -> RootOwner {
        RootOwner {
            loc: body.op_loc(op),
            needs_terminator: needs_terminator(ctx, body, op),
        }
    }
}

/// Verifies the ops in `regions` of `body`, then the isolated children.
fn verify_regions(
    ctx: &Context,
    body: &Body,
    regions: &[RegionId],
    root_graph: bool,
    root_owner: Option<RootOwner>,
) -> Result<(), Diagnostic> {
    match verify_regions_deferring(ctx, body, regions, root_graph, root_owner)? {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// [`verify_regions`], with the first dominance error returned rather than
/// reported: the owner's checks after its regions come first.
fn verify_regions_deferring(
    ctx: &Context,
    body: &Body,
    regions: &[RegionId],
    root_graph: bool,
    root_owner: Option<RootOwner>,
) -> Result<Option<Diagnostic>, Diagnostic> {
    let (children, dominance) = walk_ops(ctx, body, regions, root_graph, root_owner)?;
    verify_children(ctx, body, &children)?;
    Ok(dominance)
}

/// The first pass of [`verify_regions`]: every op in `regions` of `body`
/// (not inside isolated ops) and, after its regions, the checks that follow
/// them; after the last op of a block, that the block ends in a terminator
/// (as MLIR, which checks it when leaving the block, so that an error in the
/// block's ops comes first). Returns the isolated ops met, in IR order, and
/// the first operand met that does not dominate its use (MLIR reports it
/// only when nothing else failed).
fn walk_ops(
    ctx: &Context,
    body: &Body,
    regions: &[RegionId],
    root_graph: bool,
    root_owner: Option<RootOwner>,
) -> Result<(Vec<OpId>, Option<Diagnostic>), Diagnostic> {
    let mut v = Verifier::with_owner(ctx, root_graph, root_owner);
    let mut children: Vec<OpId> = Vec::new();
    let mut err = None;
    walk_regions(body, regions, false, &mut |b, o, ev| {
        if ev == WalkEvent::Pre {
            if let Err(e) = v.verify_op(b, o) {
                err = Some(e);
                return WalkControl::Interrupt;
            }
            if b.nested_body(o).is_some() {
                children.push(o);
            }
        } else {
            let checked = match b.nested_body(o) {
                None => after_regions(ctx, b, o),
                Some(_) => Ok(()),
            };
            if let Err(e) = checked.and_then(|()| v.verify_block_end(b, o)) {
                err = Some(e);
                return WalkControl::Interrupt;
            }
        }
        WalkControl::Advance
    });
    match err {
        Some(e) => Err(e),
        None => Ok((children, v.take_dominance_error())),
    }
}

/// The second pass of [`verify_regions`]: the bodies of the isolated ops
/// `children` of `body`, in parallel; the error is the first in IR order.
fn verify_children(ctx: &Context, body: &Body, children: &[OpId]) -> Result<(), Diagnostic> {
    use rayon::prelude::*;
    let check = |&c: &OpId| -> Result<(), Diagnostic> {
        let nb = body.nested_body(c).expect("isolated child has a body");
        let graph = owner_has_graph_regions(ctx, body, c);
        let dominance = stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            verify_regions_deferring(
                ctx,
                nb,
                nb.root_regions(),
                graph,
                Some(RootOwner::of(ctx, body, c)),
            )
        })?;
        after_regions(ctx, body, c)?;
        match dominance {
            Some(e) => Err(e),
            None => Ok(()),
        }
    };
    if children.len() > 1 {
        let results: Vec<Result<(), Diagnostic>> = children.par_iter().map(check).collect();
        results.into_iter().collect()
    } else {
        children.iter().try_for_each(check)
    }
}

struct Verifier<'c> {
    ctx: &'c Context,
    /// Dominance of the bodies being verified.
    dom: DominanceInfo<'c>,
    /// The location of the op owning the root regions (it lives in the
    /// parent body), when known.
    root_owner_loc: Option<Loc>,
    /// Whether the root blocks must end in a terminator (false when the
    /// owner is not known).
    root_needs_terminator: bool,
    /// Whether the walk checks that blocks end in terminators, after their
    /// ops ([`Verifier::verify_block_end`]), instead of [`Verifier::verify_op`]
    /// checking the blocks of the op's regions up front.
    defer_terminators: bool,
    /// The first dominance error met, when deferred (with
    /// `defer_terminators`): MLIR checks dominance once everything else in
    /// an isolated op was verified.
    dominance: Option<Diagnostic>,
}

impl<'c> Verifier<'c> {
    fn new(ctx: &'c Context, root_graph: bool) -> Self {
        Verifier {
            ctx,
            dom: DominanceInfo::new(ctx, root_graph),
            root_owner_loc: None,
            root_needs_terminator: false,
            defer_terminators: false,
            dominance: None,
        }
    }

    /// A verifier for a walk over the root regions owned by `owner`, with
    /// terminators checked as each block ends.
    fn with_owner(ctx: &'c Context, root_graph: bool, owner: Option<RootOwner>) -> Self {
        let mut v = Verifier::new(ctx, root_graph);
        v.root_owner_loc = owner.map(|o| o.loc);
        v.root_needs_terminator = owner.is_some_and(|o| o.needs_terminator);
        v.defer_terminators = true;
        v
    }

    /// When `op` is the last op of its block (and everything nested in it
    /// was verified): that the block ends in a terminator, if its owner
    /// requires one. An unregistered last op may be a terminator.
    fn verify_block_end(&self, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        if body.next_op(op).is_some() {
            return Ok(());
        }
        let Some(block) = body.op_block(op) else {
            return Ok(());
        };
        let required = match body.block_parent_op(block) {
            Some(owner) => needs_terminator(self.ctx, body, owner),
            None => self.root_needs_terminator,
        };
        self.check_terminator(body, op, required)
    }

    /// The `block with no terminator` error when `required` and `last`
    /// (the last op of a block) is a registered non-terminator.
    fn check_terminator(&self, body: &Body, last: OpId, required: bool) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let name = body.op_name(last);
        if required
            && ctx.op_info(name).is_some()
            && !ctx.op_traits(name).contains(OpTraits::TERMINATOR)
        {
            let text = ctx.render_op(body, last);
            return Err(Diagnostic::error(
                body.op_loc(last),
                format!("block with no terminator, has {text}"),
            ));
        }
        Ok(())
    }

    /// Verifies `op` itself, in MLIR's order: what its traits check
    /// (terminators last, single blocks), its own hook (ODS constraints,
    /// then `verify()`), then what MLIR checks on entering its regions and
    /// their blocks. The dominance of its operands, which MLIR checks in a
    /// second pass once everything else was verified, is kept for later
    /// ([`Verifier::take_dominance_error`]) when the walk defers it.
    fn verify_op(&mut self, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let name = body.op_name(op);
        let info = ctx.op_info(name);
        if info.is_none() {
            let text = ctx.op_name_str(name);
            // A name without a dot (`"index"`) belongs to no dialect.
            let dialect = text.split_once('.').map_or("", |(d, _)| d);
            if let Some(d) = ctx.dialect(dialect) {
                // As MLIR: allowing unregistered dialects does not allow
                // unknown ops in registered ones.
                if !d.allow_unknown_ops {
                    return Err(Diagnostic::error(
                        body.op_loc(op),
                        format!("unregistered operation '{text}' found in dialect ('{dialect}') that does not allow unknown operations"),
                    )
                    .with_current_op(ctx, body, op));
                }
            }
        }
        let traits = ctx.op_traits(name);
        // Symbols and symbol tables (a module may be named).
        if traits.contains(OpTraits::SYMBOL) || traits.contains(OpTraits::SYMBOL_TABLE) {
            let name_bytes = symbol_name_bytes(ctx, body, op).unwrap_or_default();
            if std::str::from_utf8(name_bytes).is_err() {
                // Printed as `@"..."`, the name would not parse back.
                return Err(Diagnostic::error(
                    body.op_loc(op),
                    format!("symbol {}", crate::symbol::NOT_UTF8_NAME),
                ));
            }
        }
        verify_dialect_attrs(ctx, body, op)?;
        if let Some(parents) = info.and_then(|i| i.interface::<ExpectedParents>()) {
            parents.check(ctx, body, op)?;
        }
        let traits = ctx.op_traits(name);
        // Terminators must come last.
        if traits.contains(OpTraits::TERMINATOR) && body.next_op(op).is_some() {
            return Err(op_error(
                ctx,
                body,
                op,
                "must be the last operation in the parent block",
            ));
        }
        if !body.successors(op).is_empty() && body.next_op(op).is_some() {
            return Err(Diagnostic::error(
                body.op_loc(op),
                "operation with block successors must terminate its parent block",
            )
            .with_current_op(ctx, body, op));
        }
        let rb = body.regions_body(op);
        let regions: Vec<RegionId> = body.op_regions(op).to_vec();
        // `SingleBlock`: at most one block, not empty unless the op needs no
        // terminator.
        if traits.contains(OpTraits::SINGLE_BLOCK) {
            for (ri, &r) in regions.iter().enumerate() {
                let mut blocks = rb.region_blocks(r);
                let Some(first) = blocks.next() else {
                    continue;
                };
                if blocks.next().is_some() {
                    return Err(op_error(
                        ctx,
                        body,
                        op,
                        format!("expects region #{ri} to have 0 or 1 blocks"),
                    ));
                }
                if !traits.contains(OpTraits::NO_TERMINATOR) && rb.last_op(first).is_none() {
                    return Err(op_error(ctx, body, op, "expects a non-empty block"));
                }
            }
        }
        if let Some(f) = info.and_then(|i| i.verify) {
            f(ctx, body, op)?;
        }
        // Operand dominance: only meaningful in blocks reachable from their
        // region's entry (MLIR skips the operands of ops in unreachable blocks).
        let reachable = body
            .op_block(op)
            .is_none_or(|b| self.dom.is_reachable(body, b));
        for (i, v) in body.operands(op).enumerate().filter(|_| reachable) {
            if !self.dom.value_dominates(body, v, op) {
                let e = self.dominance_error(body, op, i, v);
                if !self.defer_terminators {
                    return Err(e);
                }
                if self.dominance.is_none() {
                    self.dominance = Some(e);
                }
                break;
            }
        }
        // Successors stay within the region.
        if let Some(b) = body.op_block(op) {
            let region = body.block_region(b);
            for &s in body.successors(op) {
                if body.block_region(s) != region {
                    return Err(op_error(
                        ctx,
                        body,
                        op,
                        "reference to block defined in another region",
                    ));
                }
            }
        }
        // Regions.
        for &r in &regions {
            let blocks: Vec<BlockId> = rb.region_blocks(r).collect();
            if let Some(&entry) = blocks.first() {
                if blocks.iter().any(|&b| {
                    rb.last_op(b)
                        .is_some_and(|t| rb.successors(t).contains(&entry))
                }) {
                    return Err(Diagnostic::error(
                        body.op_loc(op),
                        "entry block of region may not have predecessors",
                    ));
                }
            }
            if info.is_some() && !traits.contains(OpTraits::NO_TERMINATOR) {
                for &b in &blocks {
                    match rb.last_op(b) {
                        None => {
                            return Err(Diagnostic::error(
                                body.op_loc(op),
                                "empty block: expect at least a terminator",
                            ));
                        }
                        Some(t) if !self.defer_terminators => {
                            self.check_terminator(rb, t, true)?;
                        }
                        Some(_) => {}
                    }
                }
            }
        }
        Ok(())
    }

    /// The first operand that did not dominate its use, met by a walk that
    /// defers dominance errors.
    fn take_dominance_error(&mut self) -> Option<Diagnostic> {
        self.dominance.take()
    }

    fn dominance_error(&mut self, body: &Body, op: OpId, i: usize, v: ValueId) -> Diagnostic {
        let ctx = self.ctx;
        let mut d = Diagnostic::error(
            body.op_loc(op),
            format!("operand #{i} does not dominate this use"),
        )
        .with_current_op(ctx, body, op);
        let Some(user_block) = body.op_block(op) else {
            return d;
        };
        let region1 = body.block_region(user_block);
        match body.value_def(v) {
            ValueDef::Result { op: def, .. } => {
                let Some(def_block) = body.op_block(def) else {
                    return d;
                };
                let region2 = body.block_region(def_block);
                let rel = if def_block == user_block {
                    "op in the same block"
                } else {
                    match region_relation(body, region1, region2) {
                        RegionRelation::Same => "op in the same region",
                        RegionRelation::Parent => "op in a parent region",
                        RegionRelation::Child => "op in a child region",
                        RegionRelation::Unrelated => {
                            "op is neither in a parent nor in a child region"
                        }
                    }
                };
                d = d.with_note(body.op_loc(def), format!("operand defined here ({rel})"));
            }
            ValueDef::Arg { block, .. } => {
                let region2 = body.block_region(block);
                let loc = match body.region_parent(region2) {
                    Some(p) => body.op_loc(p),
                    None => self.root_owner_loc.unwrap_or(ctx.common().unknown_loc),
                };
                let index = body
                    .region_blocks(region2)
                    .position(|b| b == block)
                    .unwrap_or(0);
                let rel = match region_relation(body, region1, region2) {
                    RegionRelation::Same => "in the same region",
                    RegionRelation::Parent => "in a parent region",
                    RegionRelation::Child => "in a child region",
                    RegionRelation::Unrelated => "neither in a parent nor in a child region",
                };
                d = d.with_note(
                    loc,
                    format!("operand defined as a block argument (block #{index} {rel})"),
                );
            }
        }
        d
    }
}

/// Where a definition's region lies relative to the using op's region.
enum RegionRelation {
    Same,
    Parent,
    Child,
    Unrelated,
}

fn region_relation(body: &Body, use_region: RegionId, def_region: RegionId) -> RegionRelation {
    if use_region == def_region {
        RegionRelation::Same
    } else if region_is_proper_ancestor(body, def_region, use_region) {
        RegionRelation::Parent
    } else if region_is_proper_ancestor(body, use_region, def_region) {
        RegionRelation::Child
    } else {
        RegionRelation::Unrelated
    }
}

/// Whether `anc` strictly contains `region` (both in `body`).
fn region_is_proper_ancestor(body: &Body, anc: RegionId, mut region: RegionId) -> bool {
    while let Some(op) = body.region_parent(region) {
        let Some(b) = body.op_block(op) else {
            return false;
        };
        region = body.block_region(b);
        if region == anc {
            return true;
        }
    }
    false
}
