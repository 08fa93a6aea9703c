//! Canonicalization patterns and folders of the scf dialect (MLIR 22's
//! `SCF.cpp` and the RegionBranchOpInterface patterns of
//! `ControlFlowInterfaces.cpp`): `scf.if`, `scf.for`, `scf.while`,
//! `scf.execute_region`, `scf.index_switch` and `scf.parallel`; those of
//! `scf.forall` are in [`super::forall_canon`].

use rmlir_ir::attrs::{Attr, AttrData};
use rmlir_ir::body::{BlockId, Body, OpId, OpSpec, RegionId, ValueDef, ValueId};
use rmlir_ir::builder::IrMapping;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::registry::FoldResult;
use rmlir_ir::types::Type;
use rmlir_ir::Context;
use rmlir_numerics::apint::APInt;

pub use super::forall_canon::forall_patterns;
use crate::util::attrs::props;
use crate::util::build::{binary, bool_constant, create, create_br, create_yield, is_op, select};
use crate::util::constant::{constant_bool, constant_int, is_constant, is_one};

// ----- helpers -----------------------------------------------------------------

/// The region holding `v` (MLIR's `Value::getParentRegion`).
fn value_region(body: &Body, v: ValueId) -> Option<RegionId> {
    match body.value_def(v) {
        ValueDef::Arg { block, .. } => Some(body.block_region(block)),
        ValueDef::Result { op, .. } => body.op_block(op).map(|b| body.block_region(b)),
    }
}

/// The region holding `op`.
fn op_region(body: &Body, op: OpId) -> Option<RegionId> {
    body.op_block(op).map(|b| body.block_region(b))
}

/// Whether `ancestor` is `r` or contains it (MLIR's `Region::isAncestor`).
fn region_is_ancestor(body: &Body, ancestor: RegionId, mut r: RegionId) -> bool {
    loop {
        if r == ancestor {
            return true;
        }
        let Some(p) = body.region_parent(r) else {
            return false;
        };
        let Some(b) = body.op_block(p) else {
            return false;
        };
        r = body.block_region(b);
    }
}

/// The `i`-th region of `op`.
fn region(body: &Body, op: OpId, i: usize) -> RegionId {
    body.op_regions(op)[i]
}

/// The last block of region `i` of `op` (MLIR's `thenBlock()` & co).
fn region_block(body: &Body, op: OpId, i: usize) -> Option<BlockId> {
    let r = *body.op_regions(op).get(i)?;
    body.region_blocks(r).last()
}

/// The terminator of region `i`'s block.
fn region_terminator(body: &Body, op: OpId, i: usize) -> Option<OpId> {
    region_block(body, op, i).and_then(|b| body.last_op(b))
}

/// Whether a block holds exactly one op.
fn has_single_op(body: &Body, b: BlockId) -> bool {
    body.first_op(b).is_some_and(|o| body.next_op(o).is_none())
}

/// Operand values of `op`.
fn operands(body: &Body, op: OpId) -> Vec<ValueId> {
    body.operands(op).collect()
}

/// Result values of `op`.
fn results(body: &Body, op: OpId) -> Vec<ValueId> {
    body.results(op).collect()
}

/// Result types of `op`.
fn result_types(body: &Body, op: OpId) -> Vec<Type> {
    body.results(op).map(|r| body.value_type(r)).collect()
}

/// MLIR's `Value::getLoc`: a block argument's location, or the defining
/// op's.
pub(super) fn value_loc(body: &Body, v: ValueId) -> Option<rmlir_ir::attrs::Loc> {
    match body.value_def(v) {
        ValueDef::Arg { .. } => body.value_loc(v),
        ValueDef::Result { op, .. } => Some(body.op_loc(op)),
    }
}

/// MLIR's `replaceOpWithRegion`: inlines the single block of `region`
/// before `op` (its arguments replaced by `args`), replaces `op` with the
/// operands of the block's terminator and erases that terminator.
fn replace_op_with_region(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    region: RegionId,
    args: &[ValueId],
) {
    let Some(block) = rw.body().entry_block(region) else {
        return;
    };
    let Some(term) = rw.body().last_op(block) else {
        return;
    };
    let results = operands(rw.body(), term);
    rw.inline_block_before(block, op, args);
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

/// Creates an op like `op` (name, operands, properties, attributes and
/// number of regions) with the given result types at the insertion point.
fn create_like(rw: &mut PatternRewriter<'_>, op: OpId, result_types: &[Type]) -> OpId {
    let ops = operands(rw.body(), op);
    let spec = OpSpec {
        name: rw.body().op_name(op),
        loc: rw.body().op_loc(op),
        operands: &ops,
        result_types,
        successors: &[],
        num_regions: rw.body().num_regions(op),
        isolated: false,
        properties: rw.body().properties(op),
        attrs: rw.body().attrs(op),
    };
    rw.create(&spec)
}

/// MLIR's `RewriterBase::eraseOpResults`: a new op without the results
/// `erase[i]`, the regions moved into it, replaces `op`.
pub(super) fn erase_op_results(rw: &mut PatternRewriter<'_>, op: OpId, erase: &[bool]) -> OpId {
    let types: Vec<Type> = result_types(rw.body(), op)
        .into_iter()
        .zip(erase)
        .filter(|(_, &e)| !e)
        .map(|(t, _)| t)
        .collect();
    rw.set_insertion_point_before(op);
    let new = create_like(rw, op, &types);
    let old_regions = rw.body().op_regions(op).to_vec();
    let new_regions = rw.body().op_regions(new).to_vec();
    for (o, n) in old_regions.into_iter().zip(new_regions) {
        rw.inline_region_before(o, n, None);
    }
    let mut next = 0;
    let old_results = results(rw.body(), op);
    for (i, r) in old_results.into_iter().enumerate() {
        if !erase[i] {
            let nr = rw.body().result(new, next);
            next += 1;
            rw.replace_all_uses_with(r, nr);
        }
    }
    rw.erase_op(op);
    new
}

/// Creates an `scf.if` with `num` empty regions... (two regions, no blocks).
fn create_if(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::attrs::Loc,
    cond: ValueId,
    types: &[Type],
) -> OpId {
    create(rw, "scf.if", loc, &[cond], types, &[], None, 2)
}

// ----- RegionBranchOpInterface ---------------------------------------------------

/// A region branch point: the op itself or a terminator in one of its
/// regions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Point {
    Parent,
    Term(OpId),
}

/// A region successor: back to the op's results or into region `i`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Succ {
    Parent,
    Region(usize),
}

/// The kinds of ops given the RegionBranchOpInterface patterns.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    If,
    For,
    While,
    ExecuteRegion,
    IndexSwitch,
}

fn kind_of(ctx: &Context, body: &Body, op: OpId) -> Option<Kind> {
    Some(match ctx.op_name_str(body.op_name(op)) {
        "scf.if" => Kind::If,
        "scf.for" => Kind::For,
        "scf.while" => Kind::While,
        "scf.execute_region" => Kind::ExecuteRegion,
        "scf.index_switch" => Kind::IndexSwitch,
        _ => return None,
    })
}

/// The region index of a terminator of `op`.
fn term_region(body: &Body, op: OpId, t: OpId) -> usize {
    let r = op_region(body, t);
    body.op_regions(op)
        .iter()
        .position(|&x| Some(x) == r)
        .unwrap_or(0)
}

/// `getAllRegionBranchPoints`: the op, then every `scf.yield` or
/// `scf.condition` ending a block of its regions.
fn branch_points(ctx: &Context, body: &Body, op: OpId) -> Vec<Point> {
    let mut out = vec![Point::Parent];
    for &r in body.op_regions(op) {
        for b in body.region_blocks(r) {
            if let Some(t) = body.last_op(b) {
                if is_op(ctx, body, t, "scf.yield") || is_op(ctx, body, t, "scf.condition") {
                    out.push(Point::Term(t));
                }
            }
        }
    }
    out
}

/// `getSuccessorRegions`.
fn successors(body: &Body, kind: Kind, op: OpId, p: Point) -> Vec<Succ> {
    match (kind, p) {
        (Kind::If, Point::Parent) => {
            let else_empty = body.region_is_empty(region(body, op, 1));
            vec![
                Succ::Region(0),
                if else_empty {
                    Succ::Parent
                } else {
                    Succ::Region(1)
                },
            ]
        }
        (Kind::For, _) => vec![Succ::Region(0), Succ::Parent],
        (Kind::While, Point::Parent) => vec![Succ::Region(0)],
        (Kind::While, Point::Term(t)) => {
            if term_region(body, op, t) == 1 {
                vec![Succ::Region(0)]
            } else {
                vec![Succ::Parent, Succ::Region(1)]
            }
        }
        (Kind::ExecuteRegion, Point::Parent) => vec![Succ::Region(0)],
        (Kind::IndexSwitch, Point::Parent) => (0..body.num_regions(op)).map(Succ::Region).collect(),
        (_, Point::Term(_)) => vec![Succ::Parent],
    }
}

/// `getSuccessorOperands`: the operand slots (owner, index) forwarded.
fn succ_operand_slots(
    ctx: &Context,
    body: &Body,
    kind: Kind,
    op: OpId,
    p: Point,
) -> Vec<(OpId, usize)> {
    match p {
        Point::Parent => match kind {
            Kind::For => (3..body.num_operands(op)).map(|i| (op, i)).collect(),
            Kind::While => (0..body.num_operands(op)).map(|i| (op, i)).collect(),
            _ => Vec::new(),
        },
        Point::Term(t) => {
            let start = usize::from(is_op(ctx, body, t, "scf.condition"));
            (start..body.num_operands(t)).map(|i| (t, i)).collect()
        }
    }
}

/// `getSuccessorInputs`.
fn succ_inputs(body: &Body, kind: Kind, op: OpId, s: Succ) -> Vec<ValueId> {
    match s {
        Succ::Parent => results(body, op),
        Succ::Region(i) => match kind {
            Kind::For | Kind::While => {
                let Some(b) = body.entry_block(region(body, op, i)) else {
                    return Vec::new();
                };
                let skip = usize::from(kind == Kind::For);
                body.block_args(b).iter().skip(skip).copied().collect()
            }
            _ => Vec::new(),
        },
    }
}

/// `getSuccessorOperandInputMapping`: each forwarded operand slot with the
/// successor inputs it reaches, in first-seen order.
fn operand_input_mapping(
    ctx: &Context,
    body: &Body,
    kind: Kind,
    op: OpId,
) -> Vec<((OpId, usize), Vec<ValueId>)> {
    let mut out: Vec<((OpId, usize), Vec<ValueId>)> = Vec::new();
    for p in branch_points(ctx, body, op) {
        for s in successors(body, kind, op, p) {
            let slots = succ_operand_slots(ctx, body, kind, op, p);
            let inputs = succ_inputs(body, kind, op, s);
            for (slot, input) in slots.into_iter().zip(inputs) {
                match out.iter_mut().find(|(k, _)| *k == slot) {
                    Some((_, v)) => v.push(input),
                    None => out.push((slot, vec![input])),
                }
            }
        }
    }
    out
}

/// The inverse mapping: each successor input with the operand slots
/// forwarded to it.
fn input_operand_mapping(
    map: &[((OpId, usize), Vec<ValueId>)],
) -> Vec<(ValueId, Vec<(OpId, usize)>)> {
    let mut out: Vec<(ValueId, Vec<(OpId, usize)>)> = Vec::new();
    for (slot, inputs) in map {
        for &i in inputs {
            match out.iter_mut().find(|(k, _)| *k == i) {
                Some((_, v)) => v.push(*slot),
                None => out.push((i, vec![*slot])),
            }
        }
    }
    out
}

/// MLIR's `isDefinedBefore`: whether `a` may replace successor input `b`.
fn is_defined_before(body: &Body, op: OpId, a: ValueId, b: ValueId) -> bool {
    let a_inside = value_region(body, a).and_then(|r| body.region_parent(r)) == Some(op);
    if !a_inside {
        return true;
    }
    match (body.value_def(a), body.value_def(b)) {
        (_, ValueDef::Result { .. }) => false,
        (ValueDef::Arg { block: ab, .. }, ValueDef::Arg { block: bb, .. }) => ab == bb,
        _ => false,
    }
}

/// Replaces successor inputs whose only reachable value is one other value.
struct MakeRegionBranchOpSuccessorInputsDead(&'static str);

impl RewritePattern for MakeRegionBranchOpSuccessorInputsDead {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(kind) = kind_of(ctx, rw.body(), op) else {
            return false;
        };
        let map = operand_input_mapping(ctx, rw.body(), kind, op);
        let inv = input_operand_mapping(&map);
        let mut changed = false;
        for (input, _) in &inv {
            if !rw.body().has_uses(*input) {
                continue;
            }
            // Values reachable from `input`, following successor inputs.
            let mut reachable: Vec<ValueId> = Vec::new();
            let mut visited: Vec<ValueId> = Vec::new();
            let mut work = vec![*input];
            while let Some(next) = work.pop() {
                match inv.iter().find(|(k, _)| *k == next) {
                    None => {
                        if !reachable.contains(&next) {
                            reachable.push(next);
                        }
                    }
                    Some((_, slots)) => {
                        for &(owner, i) in slots {
                            let v = rw.body().operand(owner, i);
                            if !visited.contains(&v) {
                                visited.push(v);
                                work.push(v);
                            }
                        }
                    }
                }
            }
            if reachable.len() != 1 || !is_defined_before(rw.body(), op, reachable[0], *input) {
                continue;
            }
            rw.replace_all_uses_with(*input, reachable[0]);
            changed = true;
        }
        changed
    }
}

/// The argument or result number of a value.
fn arg_or_result_number(body: &Body, v: ValueId) -> u32 {
    match body.value_def(v) {
        ValueDef::Arg { index, .. } | ValueDef::Result { index, .. } => index,
    }
}

/// The block or op owning a value.
fn value_owner(body: &Body, v: ValueId) -> (bool, u32) {
    match body.value_def(v) {
        ValueDef::Arg { block, .. } => (true, block.0),
        ValueDef::Result { op, .. } => (false, op.0),
    }
}

/// Makes all but one of successor inputs with identical forwarded values
/// dead.
struct RemoveDuplicateSuccessorInputUses(&'static str);

impl RewritePattern for RemoveDuplicateSuccessorInputUses {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::RemoveDuplicateSuccessorInputUses"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(kind) = kind_of(ctx, rw.body(), op) else {
            return false;
        };
        let map = operand_input_mapping(ctx, rw.body(), kind, op);
        let inv = input_operand_mapping(&map);
        let mut inputs: Vec<ValueId> = inv.iter().map(|(k, _)| *k).collect();
        inputs.sort_by_key(|&v| arg_or_result_number(rw.body(), v));
        let slots_of = |v: ValueId| -> &Vec<(OpId, usize)> {
            &inv.iter().find(|(k, _)| *k == v).expect("input").1
        };
        let mut changed = false;
        for i in 0..inputs.len() {
            let input1 = inputs[i];
            for &input2 in &inputs[i + 1..] {
                if !rw.body().has_uses(input2) {
                    continue;
                }
                if value_owner(rw.body(), input1) != value_owner(rw.body(), input2) {
                    continue;
                }
                let vals = |v: ValueId| -> Vec<(OpId, ValueId)> {
                    let mut m: Vec<(OpId, ValueId)> = slots_of(v)
                        .iter()
                        .map(|&(o, k)| (o, rw.body().operand(o, k)))
                        .collect();
                    m.sort_by_key(|x| x.0);
                    m
                };
                if vals(input1) == vals(input2) {
                    rw.replace_all_uses_with(input2, input1);
                    changed = true;
                }
            }
        }
        changed
    }
}

/// Removes sets of tied successor inputs that are all dead, with the
/// operands forwarded to them.
struct RemoveDeadRegionBranchOpSuccessorInputs(&'static str);

impl RewritePattern for RemoveDeadRegionBranchOpSuccessorInputs {
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(kind) = kind_of(ctx, rw.body(), op) else {
            return false;
        };
        let map = operand_input_mapping(ctx, rw.body(), kind, op);
        // Tied successor inputs: union-find over the inputs each operand
        // reaches.
        let mut values: Vec<ValueId> = Vec::new();
        let mut parent: Vec<usize> = Vec::new();
        fn find(parent: &mut [usize], mut i: usize) -> usize {
            while parent[i] != i {
                parent[i] = parent[parent[i]];
                i = parent[i];
            }
            i
        }
        let index_of = |values: &mut Vec<ValueId>, parent: &mut Vec<usize>, v: ValueId| match values
            .iter()
            .position(|&x| x == v)
        {
            Some(i) => i,
            None => {
                values.push(v);
                parent.push(parent.len());
                values.len() - 1
            }
        };
        for (_, inputs) in &map {
            let first = index_of(&mut values, &mut parent, inputs[0]);
            for &next in &inputs[1..] {
                let n = index_of(&mut values, &mut parent, next);
                let (a, b) = (find(&mut parent, first), find(&mut parent, n));
                if a != b {
                    parent[b] = a;
                }
            }
        }
        let n = values.len();
        let leaders: Vec<usize> = (0..n).map(|i| find(&mut parent, i)).collect();
        let mut remove: Vec<ValueId> = Vec::new();
        let mut seen_sets: Vec<usize> = Vec::new();
        for i in 0..n {
            let l = leaders[i];
            if seen_sets.contains(&l) {
                continue;
            }
            seen_sets.push(l);
            let members: Vec<ValueId> = (0..n)
                .filter(|&j| leaders[j] == l)
                .map(|j| values[j])
                .collect();
            if members.iter().all(|&m| !rw.body().has_uses(m)) {
                remove.extend(members);
            }
        }
        if remove.is_empty() {
            return false;
        }
        // Operands forwarded to removed inputs.
        let inv = input_operand_mapping(&map);
        let mut operands_to_remove: Vec<(OpId, Vec<usize>)> = Vec::new();
        for v in &remove {
            if let Some((_, slots)) = inv.iter().find(|(k, _)| k == v) {
                for &(owner, i) in slots {
                    match operands_to_remove.iter_mut().find(|(o, _)| *o == owner) {
                        Some((_, l)) => {
                            if !l.contains(&i) {
                                l.push(i);
                            }
                        }
                        None => operands_to_remove.push((owner, vec![i])),
                    }
                }
            }
        }
        for (owner, mut idx) in operands_to_remove {
            idx.sort_unstable();
            for &i in idx.iter().rev() {
                rw.body_mut_unnotified().erase_operand(owner, i);
            }
            rw.notify_modified(owner);
        }
        // Block arguments.
        let mut blocks: Vec<(BlockId, Vec<usize>)> = Vec::new();
        let mut erase_results = vec![false; rw.body().num_results(op)];
        for &v in &remove {
            match rw.body().value_def(v) {
                ValueDef::Arg { block, index } => {
                    match blocks.iter_mut().find(|(b, _)| *b == block) {
                        Some((_, l)) => l.push(index as usize),
                        None => blocks.push((block, vec![index as usize])),
                    }
                }
                ValueDef::Result { index, .. } => erase_results[index as usize] = true,
            }
        }
        for (b, mut idx) in blocks {
            idx.sort_unstable();
            for &i in idx.iter().rev() {
                let _ = rw.body_mut_unnotified().erase_block_arg(b, i);
            }
            if let Some(p) = rw.body().block_parent_op(b) {
                rw.notify_modified(p);
            }
        }
        if erase_results.iter().any(|&e| e) {
            erase_op_results(rw, op, &erase_results);
        }
        true
    }
}

/// Adds MLIR's `populateRegionBranchOpInterfaceCanonicalizationPatterns`.
fn region_branch_patterns(name: &'static str, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(MakeRegionBranchOpSuccessorInputsDead(name)));
    out.push(Box::new(RemoveDuplicateSuccessorInputUses(name)));
    out.push(Box::new(RemoveDeadRegionBranchOpSuccessorInputs(name)));
}

// ----- scf.if -----------------------------------------------------------------------

/// `IfOp::fold`: `if (xor %c, true)` swaps its regions and branches on
/// `%c`.
pub fn fold_if(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attr>]) -> FoldResult {
    let else_r = region(body, op, 1);
    if body.region_is_empty(else_r) {
        return FoldResult::None;
    }
    let cond = body.operand(op, 0);
    let Some(x) = body
        .defining_op(cond)
        .filter(|&d| is_op(ctx, body, d, "arith.xori"))
    else {
        return FoldResult::None;
    };
    if !is_one(ctx, body, body.operand(x, 1)) {
        return FoldResult::None;
    }
    let lhs = body.operand(x, 0);
    body.set_operand(op, 0, lhs);
    let then_r = region(body, op, 0);
    let then_blocks: Vec<BlockId> = body.region_blocks(then_r).collect();
    let else_blocks: Vec<BlockId> = body.region_blocks(else_r).collect();
    for b in else_blocks {
        body.move_block_before(b, then_r, then_blocks.first().copied());
    }
    for b in then_blocks {
        body.move_block_before(b, else_r, None);
    }
    FoldResult::InPlace
}

/// Merges an `scf.if` into a preceding one on the same (or negated)
/// condition.
struct CombineIfs;

impl RewritePattern for CombineIfs {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::CombineIfs"
    }
    fn match_and_rewrite(&self, next_if: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(prev_if) = rw.body().prev_op(next_if) else {
            return false;
        };
        if !is_op(ctx, rw.body(), prev_if, "scf.if") {
            return false;
        }
        let next_cond = rw.body().operand(next_if, 0);
        let prev_cond = rw.body().operand(prev_if, 0);
        let next_has_else = !rw.body().region_is_empty(region(rw.body(), next_if, 1));
        let mut next_then: Option<BlockId> = None;
        let mut next_else: Option<BlockId> = None;
        if next_cond == prev_cond {
            next_then = region_block(rw.body(), next_if, 0);
            if next_has_else {
                next_else = region_block(rw.body(), next_if, 1);
            }
        }
        let is_not_of = |v: ValueId, of: ValueId| {
            rw.body()
                .defining_op(v)
                .filter(|&d| is_op(ctx, rw.body(), d, "arith.xori"))
                .is_some_and(|d| {
                    rw.body().operand(d, 0) == of && is_one(ctx, rw.body(), rw.body().operand(d, 1))
                })
        };
        if is_not_of(next_cond, prev_cond) || is_not_of(prev_cond, next_cond) {
            next_else = region_block(rw.body(), next_if, 0);
            if next_has_else {
                next_then = region_block(rw.body(), next_if, 1);
            }
        }
        if next_then.is_none() && next_else.is_none() {
            return false;
        }
        let prev_has_else = !rw.body().region_is_empty(region(rw.body(), prev_if, 1));
        let prev_else_yielded: Vec<ValueId> = if prev_has_else {
            region_terminator(rw.body(), prev_if, 1)
                .map(|t| operands(rw.body(), t))
                .unwrap_or_default()
        } else {
            Vec::new()
        };
        let prev_then_yielded: Vec<ValueId> = region_terminator(rw.body(), prev_if, 0)
            .map(|t| operands(rw.body(), t))
            .unwrap_or_default();
        let prev_results = results(rw.body(), prev_if);
        let n = prev_results
            .len()
            .min(prev_then_yielded.len())
            .min(prev_else_yielded.len());
        for k in 0..n {
            let uses: Vec<_> = rw
                .body()
                .uses(prev_results[k])
                .map(|u| (u.id, u.owner))
                .collect();
            for (u, owner) in uses {
                let Some(owner_region) = op_region(rw.body(), owner) else {
                    continue;
                };
                let in_block = |b: Option<BlockId>| {
                    b.is_some_and(|b| {
                        region_is_ancestor(rw.body(), rw.body().block_region(b), owner_region)
                    })
                };
                let i = rw.body().use_operand_index(u);
                if in_block(next_then) {
                    rw.set_operand(owner, i, prev_then_yielded[k]);
                } else if in_block(next_else) {
                    rw.set_operand(owner, i, prev_else_yielded[k]);
                }
            }
        }
        let mut merged_types = result_types(rw.body(), prev_if);
        merged_types.extend(result_types(rw.body(), next_if));
        let loc = rw.body().op_loc(next_if);
        let combined = create_if(rw, loc, prev_cond, &merged_types);
        let c_then = region(rw.body(), combined, 0);
        let c_else = region(rw.body(), combined, 1);
        rw.inline_region_before(region(rw.body(), prev_if, 0), c_then, None);
        if let Some(nt) = next_then {
            let then_yield = region_terminator(rw.body(), combined, 0).expect("then yield");
            let then_yield2 = rw.body().last_op(nt).expect("then yield");
            let cb = region_block(rw.body(), combined, 0).expect("then block");
            rw.merge_blocks(nt, cb, &[]);
            rw.set_insertion_point_to_end(cb);
            let mut merged = operands(rw.body(), then_yield);
            merged.extend(operands(rw.body(), then_yield2));
            let yl = rw.body().op_loc(then_yield2);
            create_yield(rw, yl, &merged);
            rw.erase_op(then_yield);
            rw.erase_op(then_yield2);
        }
        rw.inline_region_before(region(rw.body(), prev_if, 1), c_else, None);
        if let Some(ne) = next_else {
            if rw.body().region_is_empty(c_else) {
                let r = rw.body().block_region(ne);
                rw.inline_region_before(r, c_else, None);
            } else {
                let else_yield = region_terminator(rw.body(), combined, 1).expect("else yield");
                let else_yield2 = rw.body().last_op(ne).expect("else yield");
                let cb = region_block(rw.body(), combined, 1).expect("else block");
                rw.merge_blocks(ne, cb, &[]);
                rw.set_insertion_point_to_end(cb);
                let mut merged = operands(rw.body(), else_yield);
                merged.extend(operands(rw.body(), else_yield2));
                let yl = rw.body().op_loc(else_yield2);
                create_yield(rw, yl, &merged);
                rw.erase_op(else_yield);
                rw.erase_op(else_yield2);
            }
        }
        let np = rw.body().num_results(prev_if);
        let all = results(rw.body(), combined);
        rw.replace_op(prev_if, &all[..np]);
        rw.replace_op(next_if, &all[np..]);
        true
    }
}

/// `if %a { if %b { ... } }` -> `if (and %a, %b) { ... }`.
struct CombineNestedIfs;

impl RewritePattern for CombineNestedIfs {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::CombineNestedIfs"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(then_b) = region_block(rw.body(), op, 0) else {
            return false;
        };
        // The nested `if` must be the only op before the terminator.
        let Some(nested) = rw.body().first_op(then_b) else {
            return false;
        };
        let Some(then_yield) = rw.body().last_op(then_b) else {
            return false;
        };
        if nested == then_yield || rw.body().next_op(nested) != Some(then_yield) {
            return false;
        }
        let else_b = region_block(rw.body(), op, 1);
        if else_b.is_some_and(|b| !has_single_op(rw.body(), b)) {
            return false;
        }
        if !is_op(ctx, rw.body(), nested, "scf.if") {
            return false;
        }
        let nested_else = region_block(rw.body(), nested, 1);
        if nested_else.is_some_and(|b| !has_single_op(rw.body(), b)) {
            return false;
        }
        let mut then_yield_vals = operands(rw.body(), then_yield);
        let else_yield_vals: Vec<ValueId> = match else_b {
            Some(b) => rw
                .body()
                .last_op(b)
                .map(|t| operands(rw.body(), t))
                .unwrap_or_default(),
            None => Vec::new(),
        };
        let then_region = region(rw.body(), op, 0);
        let mut upgrade: Vec<usize> = Vec::new();
        for (i, slot) in then_yield_vals.iter_mut().enumerate() {
            let v = *slot;
            if rw.body().defining_op(v) == Some(nested) {
                let idx = arg_or_result_number(rw.body(), v) as usize;
                let ne_yield = region_terminator(rw.body(), nested, 1).expect("nested else");
                if else_yield_vals.get(i) != Some(&rw.body().operand(ne_yield, idx)) {
                    return false;
                }
                let nt_yield = region_terminator(rw.body(), nested, 0).expect("nested then");
                *slot = rw.body().operand(nt_yield, idx);
                continue;
            }
            if value_region(rw.body(), v) == Some(then_region) {
                return false;
            }
            upgrade.push(i);
        }
        let loc = rw.body().op_loc(op);
        let cond = rw.body().operand(op, 0);
        let ncond = rw.body().operand(nested, 0);
        let new_cond = binary(rw, "arith.andi", cond, ncond, loc);
        let types = result_types(rw.body(), op);
        let new_if = create_if(rw, loc, new_cond, &types);
        let nr = region(rw.body(), new_if, 0);
        let new_block = rw.create_block(nr, None, &[]);
        let mut res = results(rw.body(), new_if);
        rw.set_insertion_point_before(new_if);
        for &i in &upgrade {
            res[i] = select(rw, cond, then_yield_vals[i], else_yield_vals[i], loc);
        }
        let nt = region_block(rw.body(), nested, 0).expect("nested then");
        rw.merge_blocks(nt, new_block, &[]);
        rw.set_insertion_point_to_end(new_block);
        let old_yield = rw.body().last_op(new_block).expect("yield");
        let yl = rw.body().op_loc(old_yield);
        create_yield(rw, yl, &then_yield_vals);
        rw.replace_op(old_yield, &[]);
        if !else_yield_vals.is_empty() {
            let er = region(rw.body(), new_if, 1);
            let eb = rw.create_block(er, None, &[]);
            rw.set_insertion_point_to_end(eb);
            create_yield(rw, loc, &else_yield_vals);
        }
        rw.replace_op(op, &res);
        true
    }
}

/// Uses of the condition inside the regions become constants.
struct ConditionPropagation;

impl RewritePattern for ConditionPropagation {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ConditionPropagation"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let cond = rw.body().operand(op, 0);
        if is_constant(ctx, rw.body(), cond) {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let then_r = region(rw.body(), op, 0);
        let else_r = region(rw.body(), op, 1);
        let mut t: Option<ValueId> = None;
        let mut f: Option<ValueId> = None;
        let mut changed = false;
        let uses: Vec<_> = rw.body().uses(cond).map(|u| (u.id, u.owner)).collect();
        for (u, owner) in uses {
            let Some(or) = op_region(rw.body(), owner) else {
                continue;
            };
            let i = rw.body().use_operand_index(u);
            if region_is_ancestor(rw.body(), then_r, or) {
                changed = true;
                let k = match t {
                    Some(k) => k,
                    None => *t.insert(bool_constant(rw, true, loc)),
                };
                rw.set_operand(owner, i, k);
            } else if region_is_ancestor(rw.body(), else_r, or) {
                changed = true;
                let k = match f {
                    Some(k) => k,
                    None => *f.insert(bool_constant(rw, false, loc)),
                };
                rw.set_operand(owner, i, k);
            }
        }
        changed
    }
}

/// Results yielding values defined outside become `arith.select`s.
struct ConvertTrivialIfToSelect;

impl RewritePattern for ConvertTrivialIfToSelect {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ConvertTrivialIfToSelect"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let n = rw.body().num_results(op);
        if n == 0 {
            return false;
        }
        let cond = rw.body().operand(op, 0);
        let (Some(ty), Some(ey)) = (
            region_terminator(rw.body(), op, 0),
            region_terminator(rw.body(), op, 1),
        ) else {
            return false;
        };
        let then_args = operands(rw.body(), ty);
        let else_args = operands(rw.body(), ey);
        let then_r = region(rw.body(), op, 0);
        let else_r = region(rw.body(), op, 1);
        let inside = |body: &Body, t: ValueId, e: ValueId, tr: RegionId, er: RegionId| {
            value_region(body, t) == Some(tr) || value_region(body, e) == Some(er)
        };
        let non_hoistable: Vec<Type> = then_args
            .iter()
            .zip(&else_args)
            .filter(|(&t, &e)| inside(rw.body(), t, e, then_r, else_r))
            .map(|(&t, _)| rw.body().value_type(t))
            .collect();
        if non_hoistable.len() == n {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let repl = create_if(rw, loc, cond, &non_hoistable);
        let rt = region(rw.body(), repl, 0);
        let re = region(rw.body(), repl, 1);
        rw.inline_region_before(then_r, rt, None);
        rw.inline_region_before(else_r, re, None);
        let mut res: Vec<ValueId> = Vec::with_capacity(n);
        let mut true_yields = Vec::new();
        let mut false_yields = Vec::new();
        rw.set_insertion_point_before(repl);
        for (&t, &e) in then_args.iter().zip(&else_args) {
            if inside(rw.body(), t, e, rt, re) {
                res.push(rw.body().result(repl, true_yields.len()));
                true_yields.push(t);
                false_yields.push(e);
            } else if t == e {
                res.push(t);
            } else {
                res.push(select(rw, cond, t, e, loc));
            }
        }
        for (i, vals) in [(0, true_yields), (1, false_yields)] {
            let b = region_block(rw.body(), repl, i).expect("block");
            rw.set_insertion_point_to_end(b);
            let old = rw.body().last_op(b).expect("yield");
            let yl = rw.body().op_loc(old);
            create_yield(rw, yl, &vals);
            rw.replace_op(old, &[]);
        }
        rw.replace_op(op, &res);
        true
    }
}

/// Drops an `else` region holding only its terminator.
struct RemoveEmptyElseBranch;

impl RewritePattern for RemoveEmptyElseBranch {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::RemoveEmptyElseBranch"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if rw.body().num_results(op) != 0 {
            return false;
        }
        let Some(eb) = region_block(rw.body(), op, 1) else {
            return false;
        };
        if !has_single_op(rw.body(), eb) {
            return false;
        }
        let new_if = create_like(rw, op, &[]);
        let nr = region(rw.body(), new_if, 0);
        rw.inline_region_before(region(rw.body(), op, 0), nr, None);
        rw.erase_op(op);
        true
    }
}

/// `scf.if` on a constant: the taken region replaces it.
struct RemoveStaticCondition;

impl RewritePattern for RemoveStaticCondition {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::RemoveStaticCondition"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(c) = constant_bool(rw.ctx, rw.body(), rw.body().operand(op, 0)) else {
            return false;
        };
        if c {
            let r = region(rw.body(), op, 0);
            replace_op_with_region(rw, op, r, &[]);
        } else if !rw.body().region_is_empty(region(rw.body(), op, 1)) {
            let r = region(rw.body(), op, 1);
            replace_op_with_region(rw, op, r, &[]);
        } else {
            rw.erase_op(op);
        }
        true
    }
}

/// Results that are the condition (or its negation), or the same value in
/// both regions, are replaced.
struct ReplaceIfYieldWithConditionOrValue;

impl RewritePattern for ReplaceIfYieldWithConditionOrValue {
    fn root(&self) -> Option<&'static str> {
        Some("scf.if")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if rw.body().num_results(op) == 0 {
            return false;
        }
        let (Some(ty), Some(ey)) = (
            region_terminator(rw.body(), op, 0),
            region_terminator(rw.body(), op, 1),
        ) else {
            return false;
        };
        rw.set_insertion_point_before(op);
        let cond = rw.body().operand(op, 0);
        let loc = rw.body().op_loc(op);
        let mut changed = false;
        let t_vals = operands(rw.body(), ty);
        let f_vals = operands(rw.body(), ey);
        let res = results(rw.body(), op);
        for ((&t, &f), &r) in t_vals.iter().zip(&f_vals).zip(&res) {
            if t == f {
                if rw.body().has_uses(r) {
                    // MLIR replaces these uses directly, without notifying
                    // the rewriter.
                    rw.body_mut_unnotified().replace_all_uses(r, t);
                    changed = true;
                }
                continue;
            }
            let (Some(tv), Some(fv)) = (
                constant_bool(ctx, rw.body(), t),
                constant_bool(ctx, rw.body(), f),
            ) else {
                continue;
            };
            if !tv && fv && rw.body().has_uses(r) {
                let one = bool_constant(rw, true, loc);
                let not = binary(rw, "arith.xori", cond, one, loc);
                rw.body_mut_unnotified().replace_all_uses(r, not);
                changed = true;
            }
            if tv && !fv && rw.body().has_uses(r) {
                rw.body_mut_unnotified().replace_all_uses(r, cond);
                changed = true;
            }
        }
        changed
    }
}

/// `scf.if`'s canonicalization patterns, in MLIR's order.
pub fn if_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(CombineIfs));
    out.push(Box::new(CombineNestedIfs));
    out.push(Box::new(ConditionPropagation));
    out.push(Box::new(ConvertTrivialIfToSelect));
    out.push(Box::new(RemoveEmptyElseBranch));
    out.push(Box::new(RemoveStaticCondition));
    out.push(Box::new(ReplaceIfYieldWithConditionOrValue));
    region_branch_patterns("scf.if", out);
}

// ----- scf.for ------------------------------------------------------------------

/// The constant integer value and width of `v` (MLIR's
/// `getConstantAPIntValue`).
fn const_apint(ctx: &Context, body: &Body, v: ValueId) -> Option<APInt> {
    constant_int(ctx, body, v)
}

/// MLIR's `scf::computeUbMinusLb`: `ub = arith.addi lb, c` with the no-wrap
/// flag of the comparison's signedness.
pub(super) fn ub_minus_lb(
    ctx: &Context,
    body: &Body,
    lb: ValueId,
    ub: ValueId,
    signed: bool,
) -> Option<APInt> {
    let add = body
        .defining_op(ub)
        .filter(|&d| is_op(ctx, body, d, "arith.addi"))?;
    let flags = rmlir_ods::get_attr(ctx, body, add, "overflowFlags")
        .and_then(|a| rmlir_ods::constraints::dialect_attr_text(ctx, a, "arith.overflow<"))
        .unwrap_or("");
    let needed = if signed { "nsw" } else { "nuw" };
    if !flags.contains(needed) {
        return None;
    }
    if body.operand(add, 0) != lb {
        return None;
    }
    constant_int(ctx, body, body.operand(add, 1))
}

/// MLIR's `constantTripCount` for an `scf.for` (with `computeUbMinusLb`).
fn static_trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<APInt> {
    let for_op = super::ForOp(op);
    let lb = for_op.lower_bound(ctx, body);
    let ub = for_op.upper_bound(ctx, body);
    let step = for_op.step(ctx, body);
    let signed = for_op.is_signed(ctx, body);
    let width = ctx.int_or_index_width(body.value_type(lb)).unwrap_or(64);
    if lb == ub {
        return Some(APInt::from_u64(width, 0));
    }
    let step_c = const_apint(ctx, body, step);
    if let Some(s) = &step_c {
        if s.is_zero() {
            return Some(s.clone());
        }
        if s.is_negative() {
            return Some(APInt::from_u64(width, 0));
        }
    }
    let diff = match (const_apint(ctx, body, lb), const_apint(ctx, body, ub)) {
        (Some(l), Some(u)) => {
            let le = if signed { u.sle(&l) } else { u.ule(&l) };
            if le {
                return Some(APInt::from_u64(width, 0));
            }
            u.wrapping_sub(&l)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => ub_minus_lb(ctx, body, lb, ub, signed)?,
    };
    if signed && diff.is_negative() {
        return Some(APInt::from_u64(width, 0));
    }
    let s = step_c?;
    let q = diff.sdiv(&s)?;
    let r = diff.srem(&s)?;
    Some(if r.is_zero() {
        q
    } else {
        q.wrapping_add(&APInt::from_u64(q.width(), 1))
    })
}

/// Loops known to run zero or one times, and empty loops yielding values
/// from outside, are removed.
struct SimplifyTrivialLoops;

impl RewritePattern for SimplifyTrivialLoops {
    fn root(&self) -> Option<&'static str> {
        Some("scf.for")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::SimplifyTrivialLoops"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(trip) = static_trip_count(ctx, rw.body(), op) else {
            return false;
        };
        let inits: Vec<ValueId> = operands(rw.body(), op)[3..].to_vec();
        if trip.is_zero() {
            rw.replace_op(op, &inits);
            return true;
        }
        if trip == APInt::from_u64(trip.width(), 1) {
            let mut args = vec![rw.body().operand(op, 0)];
            args.extend(inits);
            let r = region(rw.body(), op, 0);
            replace_op_with_region(rw, op, r, &args);
            return true;
        }
        let Some(b) = region_block(rw.body(), op, 0) else {
            return false;
        };
        if !has_single_op(rw.body(), b) {
            return false;
        }
        let y = rw.body().last_op(b).expect("yield");
        let yielded = operands(rw.body(), y);
        let outside = yielded.iter().all(|&v| {
            value_region(rw.body(), v).is_none_or(|r| !region_is_within_op(rw.body(), op, r))
        });
        if !outside {
            return false;
        }
        rw.replace_op(op, &yielded);
        true
    }
}

/// Whether region `r` is one of `op`'s regions or nested in one.
fn region_is_within_op(body: &Body, op: OpId, mut r: RegionId) -> bool {
    loop {
        let Some(p) = body.region_parent(r) else {
            return false;
        };
        if p == op {
            return true;
        }
        let Some(b) = body.op_block(p) else {
            return false;
        };
        r = body.block_region(b);
    }
}

/// MLIR's `tensor::preservesStaticInformation(source, target)`: both ranked
/// tensors of the same element type, rank and encoding, `target` at least
/// as static as `source` in every dimension.
pub(super) fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (
        rmlir_ir::TypeData::RankedTensor {
            shape: s,
            elem: se,
            encoding: senc,
        },
        rmlir_ir::TypeData::RankedTensor {
            shape: t,
            elem: te,
            encoding: tenc,
        },
    ) = (ctx.type_data(source), ctx.type_data(target))
    else {
        return false;
    };
    if se != te || s.len() != t.len() || senc != tenc {
        return false;
    }
    const DYNAMIC: i64 = i64::MIN;
    s.iter()
        .zip(t.iter())
        .all(|(&a, &b)| a == DYNAMIC || b != DYNAMIC)
}

/// `tensor.cast %v : ... to ty` at the insertion point.
pub(super) fn tensor_cast(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::attrs::Loc,
    ty: Type,
    v: ValueId,
) -> ValueId {
    let op = create(rw, "tensor.cast", loc, &[v], &[ty], &[], None, 0);
    rw.body().result(op, 0)
}

/// An iter arg fed by a `tensor.cast` that loses static information: the
/// loop carries the cast's source instead, with casts inside and after it.
struct ForOpTensorCastFolder;

impl RewritePattern for ForOpTensorCastFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.for")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ForOpTensorCastFolder"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let n = rw.body().num_results(op);
        for k in 0..n {
            let init = rw.body().operand(op, 3 + k);
            let Some(cast) = rw
                .body()
                .defining_op(init)
                .filter(|&d| is_op(ctx, rw.body(), d, "tensor.cast"))
            else {
                continue;
            };
            let src = rw.body().operand(cast, 0);
            let (src_ty, dst_ty) = (rw.body().value_type(src), rw.body().value_type(init));
            if src_ty == dst_ty || !preserves_static_information(ctx, dst_ty, src_ty) {
                continue;
            }
            let res = rw.body().result(op, k);
            if rw.body().uses(res).count() != 1 {
                continue;
            }
            let new_results = replace_and_cast_for_iter_arg(rw, op, k, src);
            rw.replace_op(op, &new_results);
            return true;
        }
        false
    }
}

/// MLIR's `replaceAndCastForOpIterArg` with `tensor.cast`s.
fn replace_and_cast_for_iter_arg(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    k: usize,
    replacement: ValueId,
) -> Vec<ValueId> {
    let old_ty = rw.body().value_type(rw.body().operand(op, 3 + k));
    let new_ty = rw.body().value_type(replacement);
    let loc = rw.body().op_loc(op);
    let mut ops = operands(rw.body(), op);
    ops[3 + k] = replacement;
    let types: Vec<Type> = ops[3..].iter().map(|&v| rw.body().value_type(v)).collect();
    rw.set_insertion_point_before(op);
    let spec = OpSpec {
        name: rw.body().op_name(op),
        loc,
        operands: &ops,
        result_types: &types,
        successors: &[],
        num_regions: 1,
        isolated: false,
        properties: rw.body().properties(op),
        attrs: rw.body().attrs(op),
    };
    let new_for = rw.create(&spec);
    let nr = region(rw.body(), new_for, 0);
    let mut args_spec = vec![(rw.body().value_type(ops[0]), Some(loc))];
    for &v in &ops[3..] {
        args_spec.push((rw.body().value_type(v), value_loc(rw.body(), v)));
    }
    let nb = rw.create_block(nr, None, &args_spec);
    let mut transfer = rw.body().block_args(nb).to_vec();
    rw.set_insertion_point_to_start(nb);
    let cast_in = tensor_cast(rw, loc, old_ty, transfer[1 + k]);
    transfer[1 + k] = cast_in;
    let old_block = region_block(rw.body(), op, 0).expect("body");
    rw.merge_blocks(old_block, nb, &transfer);
    let yield_op = rw.body().last_op(nb).expect("yield");
    rw.set_insertion_point_before(yield_op);
    let cast_out = tensor_cast(rw, loc, new_ty, rw.body().operand(yield_op, k));
    let mut yops = operands(rw.body(), yield_op);
    yops[k] = cast_out;
    create_yield(rw, loc, &yops);
    rw.erase_op(yield_op);
    rw.set_insertion_point_after(new_for);
    let mut res = results(rw.body(), new_for);
    res[k] = tensor_cast(rw, loc, old_ty, res[k]);
    res
}

/// `scf.for`'s canonicalization patterns, in MLIR's order.
pub fn for_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SimplifyTrivialLoops));
    out.push(Box::new(ForOpTensorCastFolder));
    region_branch_patterns("scf.for", out);
}

// ----- scf.while -----------------------------------------------------------------

/// The `scf.condition` ending the `before` region.
fn while_condition(body: &Body, op: OpId) -> Option<OpId> {
    region_terminator(body, op, 0)
}

/// The arguments of the `after` region's block.
fn after_args(body: &Body, op: OpId) -> Vec<ValueId> {
    region_block(body, op, 1)
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default()
}

/// Uses in the `after` region of an argument that carries the condition
/// become `true`.
struct WhileConditionTruth;

impl RewritePattern for WhileConditionTruth {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::WhileConditionTruth"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(term) = while_condition(rw.body(), op) else {
            return false;
        };
        let cond = rw.body().operand(term, 0);
        let args: Vec<ValueId> = operands(rw.body(), term)[1..].to_vec();
        let loc = rw.body().op_loc(op);
        let mut t: Option<ValueId> = None;
        let mut replaced = false;
        for (y, a) in args.into_iter().zip(after_args(rw.body(), op)) {
            if y == cond && rw.body().has_uses(a) {
                let k = match t {
                    Some(k) => k,
                    None => *t.insert(bool_constant(rw, true, loc)),
                };
                rw.replace_all_uses_with(a, k);
                replaced = true;
            }
        }
        replaced
    }
}

/// `arith.cmpi` predicate of `op` as its value index.
fn cmpi_predicate(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    match rmlir_ods::get_attr(ctx, body, op, "predicate").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => value.to_i64_signed(),
        _ => None,
    }
}

/// MLIR's `arith::invertPredicate` on predicate value indices.
fn invert_predicate(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        9 => 6,
        x => x,
    }
}

/// In the `after` region, comparisons equal to (or the inverse of) the
/// loop condition become constants.
struct WhileCmpCond;

impl RewritePattern for WhileCmpCond {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::WhileCmpCond"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(term) = while_condition(rw.body(), op) else {
            return false;
        };
        let Some(cmp) = rw
            .body()
            .defining_op(rw.body().operand(term, 0))
            .filter(|&d| is_op(ctx, rw.body(), d, "arith.cmpi"))
        else {
            return false;
        };
        let Some(pred) = cmpi_predicate(ctx, rw.body(), cmp) else {
            return false;
        };
        let cond_args: Vec<ValueId> = operands(rw.body(), term)[1..].to_vec();
        let mut changed = false;
        for (ca, aa) in cond_args.into_iter().zip(after_args(rw.body(), op)) {
            for op_idx in 0..2 {
                if ca != rw.body().operand(cmp, op_idx) {
                    continue;
                }
                let users: Vec<OpId> = rw.body().uses(aa).map(|u| u.owner).collect();
                for cmp2 in users {
                    if !rw.body().is_live_op(cmp2) || !is_op(ctx, rw.body(), cmp2, "arith.cmpi") {
                        continue;
                    }
                    if rw.body().operand(cmp2, 1 - op_idx) != rw.body().operand(cmp, 1 - op_idx) {
                        continue;
                    }
                    let Some(p2) = cmpi_predicate(ctx, rw.body(), cmp2) else {
                        continue;
                    };
                    let same = if p2 == pred {
                        true
                    } else if p2 == invert_predicate(pred) {
                        false
                    } else {
                        continue;
                    };
                    let loc = rw.body().op_loc(cmp2);
                    let k = bool_constant(rw, same, loc);
                    rw.replace_op(cmp2, &[k]);
                    changed = true;
                }
            }
        }
        changed
    }
}

/// `scf.condition` forwarding the `before` arguments in another order is
/// rewritten to forward them in order.
struct WhileOpAlignBeforeArgs;

impl RewritePattern for WhileOpAlignBeforeArgs {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::WhileOpAlignBeforeArgs"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(old_before) = region_block(rw.body(), op, 0) else {
            return false;
        };
        let Some(old_term) = rw.body().last_op(old_before) else {
            return false;
        };
        let before_args = rw.body().block_args(old_before).to_vec();
        let term_args: Vec<ValueId> = operands(rw.body(), old_term)[1..].to_vec();
        if before_args == term_args {
            return false;
        }
        for (i, a) in term_args.iter().enumerate() {
            if term_args[..i].contains(a) {
                return false;
            }
        }
        if before_args.len() != term_args.len() {
            return false;
        }
        let mut mapping = vec![0usize; before_args.len()];
        for (i, a) in before_args.iter().enumerate() {
            let Some(p) = term_args.iter().position(|x| x == a) else {
                return false;
            };
            mapping[p] = i;
        }
        // New condition forwarding the arguments in order.
        rw.set_insertion_point_before(old_term);
        let cond = rw.body().operand(old_term, 0);
        let tl = rw.body().op_loc(old_term);
        let mut ops = vec![cond];
        ops.extend(&before_args);
        create(rw, "scf.condition", tl, &ops, &[], &[], None, 0);
        rw.replace_op(old_term, &[]);
        let old_after = region_block(rw.body(), op, 1).expect("after block");
        let old_types = result_types(rw.body(), op);
        let mut new_types = vec![old_types[0]; before_args.len()];
        for (i, &j) in mapping.iter().enumerate() {
            new_types[j] = old_types[i];
        }
        rw.set_insertion_point_before(op);
        let loc = rw.body().op_loc(op);
        let inits = operands(rw.body(), op);
        let new_loop = create(rw, "scf.while", loc, &inits, &new_types, &[], None, 2);
        let nbr = region(rw.body(), new_loop, 0);
        let nar = region(rw.body(), new_loop, 1);
        let before_spec: Vec<(Type, Option<rmlir_ir::attrs::Loc>)> = inits
            .iter()
            .map(|&v| (rw.body().value_type(v), value_loc(rw.body(), v)))
            .collect();
        let new_before = rw.create_block(nbr, None, &before_spec);
        let after_spec: Vec<(Type, Option<rmlir_ir::attrs::Loc>)> =
            new_types.iter().map(|&t| (t, Some(loc))).collect();
        let new_after = rw.create_block(nar, None, &after_spec);
        let mut new_results = vec![rw.body().result(new_loop, 0); before_args.len()];
        let mut new_after_args = new_results.clone();
        for (i, &j) in mapping.iter().enumerate() {
            new_results[i] = rw.body().result(new_loop, j);
            new_after_args[i] = rw.body().block_args(new_after)[j];
        }
        let nb_args = rw.body().block_args(new_before).to_vec();
        inline_block_at_start(rw, old_before, new_before, &nb_args);
        inline_block_at_start(rw, old_after, new_after, &new_after_args);
        rw.replace_op(op, &new_results);
        true
    }
}

/// MLIR's `inlineBlockBefore(source, dest, dest->begin(), args)`.
fn inline_block_at_start(
    rw: &mut PatternRewriter<'_>,
    source: BlockId,
    dest: BlockId,
    args: &[ValueId],
) {
    match rw.body().first_op(dest) {
        Some(f) => rw.inline_block_before(source, f, args),
        None => rw.merge_blocks(source, dest, args),
    }
}

/// An `scf.if` on the loop condition right before `scf.condition` moves
/// into the `after` region.
struct WhileMoveIfDown;

impl RewritePattern for WhileMoveIfDown {
    fn root(&self) -> Option<&'static str> {
        Some("scf.while")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::WhileMoveIfDown"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(cond_op) = while_condition(rw.body(), op) else {
            return false;
        };
        let Some(if_op) = rw.body().prev_op(cond_op) else {
            return false;
        };
        if !is_op(ctx, rw.body(), if_op, "scf.if")
            || rw.body().operand(if_op, 0) != rw.body().operand(cond_op, 0)
        {
            return false;
        }
        if let Some(eb) = region_block(rw.body(), if_op, 1) {
            if !has_single_op(rw.body(), eb) {
                return false;
            }
        }
        let loc = rw.body().op_loc(op);
        let cargs: Vec<ValueId> = operands(rw.body(), cond_op)[1..].to_vec();
        let if_results = results(rw.body(), if_op);
        let aargs = after_args(rw.body(), op);
        for (idx, arg) in cargs.iter().enumerate() {
            if let Some(k) = if_results.iter().position(|r| r == arg) {
                let tv = rw
                    .body()
                    .operand(region_terminator(rw.body(), if_op, 0).expect("yield"), k);
                let ev = rw
                    .body()
                    .operand(region_terminator(rw.body(), if_op, 1).expect("yield"), k);
                rw.replace_all_uses_with(if_results[k], ev);
                rw.replace_all_uses_with(aargs[idx], tv);
            }
        }
        // Values of the `before` region used in the `then` region.
        let before_r = region(rw.body(), op, 0);
        let then_r = region(rw.body(), if_op, 0);
        let mut additional: Vec<ValueId> = Vec::new();
        let mut walk = Vec::new();
        for b in rw.body().region_blocks(then_r).collect::<Vec<_>>() {
            for o in rw.body().block_ops(b).collect::<Vec<_>>() {
                rmlir_ir::walk::walk_op(rw.body(), o, true, &mut |x| walk.push(x));
            }
        }
        for o in walk {
            for v in rw.body().operands(o) {
                if value_region(rw.body(), v) == Some(before_r) && !additional.contains(&v) {
                    additional.push(v);
                }
            }
        }
        let add_types: Vec<Type> = additional
            .iter()
            .map(|&v| rw.body().value_type(v))
            .collect();
        let mut new_types = result_types(rw.body(), op);
        new_types.extend(&add_types);
        let inits = operands(rw.body(), op);
        rw.set_insertion_point_before(op);
        let new_while = create(rw, "scf.while", loc, &inits, &new_types, &[], None, 2);
        let (nbr, nar) = (
            region(rw.body(), new_while, 0),
            region(rw.body(), new_while, 1),
        );
        rw.inline_region_before(region(rw.body(), op, 0), nbr, None);
        rw.inline_region_before(region(rw.body(), op, 1), nar, None);
        let after_b = rw.body().entry_block(nar).expect("after block");
        let mut new_args = Vec::new();
        for &t in &add_types {
            new_args.push(
                rw.body_mut_unnotified()
                    .add_block_arg(after_b, t, Some(loc)),
            );
        }
        rw.notify_modified(new_while);
        for &v in &additional {
            rw.body_mut_unnotified().append_operand(cond_op, v);
        }
        rw.notify_modified(cond_op);
        for (&v, &na) in additional.iter().zip(&new_args) {
            rw.replace_uses_with_if(v, na, |body, owner| {
                op_region(body, owner).is_some_and(|r| region_is_ancestor(body, then_r, r))
            });
        }
        let then_yield = region_terminator(rw.body(), if_op, 0).expect("then yield");
        rw.erase_op(then_yield);
        let then_b = region_block(rw.body(), if_op, 0).expect("then block");
        inline_block_at_start(rw, then_b, after_b, &[]);
        rw.erase_op(if_op);
        let nres = results(rw.body(), new_while);
        let keep = nres.len() - additional.len();
        rw.replace_op(op, &nres[..keep]);
        true
    }
}

/// `scf.while`'s canonicalization patterns, in MLIR's order.
pub fn while_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(WhileConditionTruth));
    out.push(Box::new(WhileCmpCond));
    out.push(Box::new(WhileOpAlignBeforeArgs));
    out.push(Box::new(WhileMoveIfDown));
    region_branch_patterns("scf.while", out);
}

// ----- scf.execute_region ----------------------------------------------------------

fn no_inline(ctx: &Context, body: &Body, op: OpId) -> bool {
    rmlir_ods::get_attr(ctx, body, op, "no_inline").is_some()
}

/// A single-block `scf.execute_region` is inlined.
struct SingleBlockExecuteInliner;

impl RewritePattern for SingleBlockExecuteInliner {
    fn root(&self) -> Option<&'static str> {
        Some("scf.execute_region")
    }
    fn debug_name(&self) -> &'static str {
        "SingleBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        if no_inline(rw.ctx, rw.body(), op) {
            return false;
        }
        let r = region(rw.body(), op, 0);
        if rw.body().region_blocks(r).count() != 1 {
            return false;
        }
        replace_op_with_region(rw, op, r, &[]);
        true
    }
}

/// A multi-block `scf.execute_region` directly in a function (or another
/// `scf.execute_region`) is inlined into the enclosing CFG.
struct MultiBlockExecuteInliner;

impl RewritePattern for MultiBlockExecuteInliner {
    fn root(&self) -> Option<&'static str> {
        Some("scf.execute_region")
    }
    fn debug_name(&self) -> &'static str {
        "MultiBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        if no_inline(ctx, rw.body(), op) {
            return false;
        }
        // The parent must be a function (the body's owner) or an
        // scf.execute_region.
        if let Some(p) = rw.body().parent_op(op) {
            if !is_op(ctx, rw.body(), p, "scf.execute_region") {
                return false;
            }
        }
        let Some(prev_block) = rw.body().op_block(op) else {
            return false;
        };
        let post = rw.split_block(prev_block, op);
        rw.set_insertion_point_to_end(prev_block);
        let loc = rw.body().op_loc(op);
        let r = region(rw.body(), op, 0);
        let entry = rw.body().entry_block(r).expect("entry");
        create_br(rw, loc, entry, &[]);
        for b in rw.body().region_blocks(r).collect::<Vec<_>>() {
            let Some(t) = rw.body().last_op(b) else {
                continue;
            };
            if !is_op(ctx, rw.body(), t, "scf.yield") {
                continue;
            }
            rw.set_insertion_point_before(t);
            let yl = rw.body().op_loc(t);
            let vals = operands(rw.body(), t);
            create_br(rw, yl, post, &vals);
            rw.erase_op(t);
        }
        let dest = rw.body().block_region(post);
        rw.inline_region_before(r, dest, Some(post));
        let mut args = Vec::new();
        for t in result_types(rw.body(), op) {
            args.push(rw.body_mut_unnotified().add_block_arg(post, t, Some(loc)));
        }
        rw.replace_op(op, &args);
        true
    }
}

/// `scf.execute_region`'s canonicalization patterns, in MLIR's order.
pub fn execute_region_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(SingleBlockExecuteInliner));
    out.push(Box::new(MultiBlockExecuteInliner));
    region_branch_patterns("scf.execute_region", out);
}

// ----- scf.index_switch --------------------------------------------------------------

/// `scf.index_switch` on a constant: the selected region replaces it.
struct FoldConstantCase;

impl RewritePattern for FoldConstantCase {
    fn root(&self) -> Option<&'static str> {
        Some("scf.index_switch")
    }
    fn debug_name(&self) -> &'static str {
        "FoldConstantCase"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(c) =
            constant_int(ctx, rw.body(), rw.body().operand(op, 0)).and_then(|v| v.to_i64_signed())
        else {
            return false;
        };
        let cases = super::i64_array(ctx, rw.body(), op, "cases");
        let idx = cases.iter().position(|&x| x == c);
        let r = match idx {
            Some(i) => region(rw.body(), op, i + 1),
            None => region(rw.body(), op, 0),
        };
        let Some(source) = rw.body().entry_block(r) else {
            return false;
        };
        let term = rw.body().last_op(source).expect("terminator");
        let res = operands(rw.body(), term);
        rw.inline_block_before(source, op, &[]);
        rw.erase_op(term);
        rw.replace_op(op, &res);
        true
    }
}

/// `scf.index_switch`'s canonicalization patterns, in MLIR's order.
pub fn index_switch_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(FoldConstantCase));
    region_branch_patterns("scf.index_switch", out);
}

// ----- scf.parallel ------------------------------------------------------------------

/// Operand groups of an `scf.parallel`: lower bounds, upper bounds, steps,
/// init values.
fn parallel_groups(ctx: &Context, body: &Body, op: OpId) -> [Vec<ValueId>; 4] {
    let g = |i| rmlir_ods::operand_group(ctx, body, op, i);
    [g(0), g(1), g(2), g(3)]
}

/// Creates an `scf.parallel` with the given bounds (and no init values) at
/// the insertion point, with an entry block of `n` index arguments.
fn create_parallel(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::attrs::Loc,
    lbs: &[ValueId],
    ubs: &[ValueId],
    steps: &[ValueId],
    inits: &[ValueId],
) -> OpId {
    let ctx = rw.ctx;
    let mut ops = lbs.to_vec();
    ops.extend(ubs);
    ops.extend(steps);
    ops.extend(inits);
    let seg = rmlir_ods::segment_attr(ctx, &[lbs.len(), ubs.len(), steps.len(), inits.len()]);
    let p = props(ctx, &[("operandSegmentSizes", seg)]);
    let types: Vec<Type> = inits.iter().map(|&v| rw.body().value_type(v)).collect();
    create(rw, "scf.parallel", loc, &ops, &types, &[], p, 1)
}

/// Nested `scf.parallel` loops without reductions merge into one.
struct MergeNestedParallelLoops;

impl RewritePattern for MergeNestedParallelLoops {
    fn root(&self) -> Option<&'static str> {
        Some("scf.parallel")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::MergeNestedParallelLoops"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let Some(outer_body) = region_block(rw.body(), op, 0) else {
            return false;
        };
        let Some(inner) = rw.body().first_op(outer_body) else {
            return false;
        };
        let Some(term) = rw.body().last_op(outer_body) else {
            return false;
        };
        if inner == term || rw.body().next_op(inner) != Some(term) {
            return false;
        }
        if !is_op(ctx, rw.body(), inner, "scf.parallel") {
            return false;
        }
        let [olb, oub, ost, oinit] = parallel_groups(ctx, rw.body(), op);
        let [ilb, iub, ist, iinit] = parallel_groups(ctx, rw.body(), inner);
        let outer_args = rw.body().block_args(outer_body).to_vec();
        if outer_args
            .iter()
            .any(|a| ilb.contains(a) || iub.contains(a) || ist.contains(a))
        {
            return false;
        }
        if !oinit.is_empty() || !iinit.is_empty() {
            return false;
        }
        let cat = |a: &[ValueId], b: &[ValueId]| {
            let mut v = a.to_vec();
            v.extend(b);
            v
        };
        let loc = rw.body().op_loc(op);
        let new = create_parallel(
            rw,
            loc,
            &cat(&olb, &ilb),
            &cat(&oub, &iub),
            &cat(&ost, &ist),
            &[],
        );
        let nr = region(rw.body(), new, 0);
        let index = ctx.common().index;
        let inner_body = region_block(rw.body(), inner, 0).expect("inner body");
        let inner_args = rw.body().block_args(inner_body).to_vec();
        let spec: Vec<(Type, Option<rmlir_ir::attrs::Loc>)> = (0..outer_args.len()
            + inner_args.len())
            .map(|_| (index, Some(loc)))
            .collect();
        let nb = rw.create_block(nr, None, &spec);
        let nargs = rw.body().block_args(nb).to_vec();
        let mut map = IrMapping::default();
        for (i, &a) in outer_args.iter().enumerate() {
            map.values.insert(a, nargs[i]);
        }
        for (i, &a) in inner_args.iter().enumerate() {
            map.values.insert(a, nargs[outer_args.len() + i]);
        }
        let inner_ops: Vec<OpId> = rw.body().block_ops(inner_body).collect();
        let n = inner_ops.len();
        for &o in &inner_ops[..n - 1] {
            rw.clone_op(o, &mut map);
        }
        // The builder adds the implicit `scf.reduce` terminator (without
        // notifying the rewriter).
        let spec = OpSpec {
            name: ctx.op_name("scf.reduce"),
            loc,
            operands: &[],
            result_types: &[],
            successors: &[],
            num_regions: 0,
            isolated: false,
            properties: None,
            attrs: ctx.common().empty_dict,
        };
        let red = rw.body_mut_unnotified().create_op(&spec);
        rw.body_mut_unnotified().append_op(nb, red);
        rw.replace_op(op, &[]);
        true
    }
}

/// MLIR's `constantTripCount(lb, ub, step, /*isSigned=*/true,
/// computeUbMinusLb)` for one dimension of a loop.
fn trip_count_of(
    ctx: &Context,
    body: &Body,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
) -> Option<APInt> {
    let width = ctx.int_or_index_width(body.value_type(lb)).unwrap_or(64);
    if lb == ub {
        return Some(APInt::from_u64(width, 0));
    }
    let step_c = const_apint(ctx, body, step);
    if let Some(s) = &step_c {
        if s.is_zero() {
            return Some(s.clone());
        }
        if s.is_negative() {
            return Some(APInt::from_u64(width, 0));
        }
    }
    let diff = match (const_apint(ctx, body, lb), const_apint(ctx, body, ub)) {
        (Some(l), Some(u)) => {
            if u.sle(&l) {
                return Some(APInt::from_u64(width, 0));
            }
            u.wrapping_sub(&l)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => ub_minus_lb(ctx, body, lb, ub, true)?,
    };
    if diff.is_negative() {
        return Some(APInt::from_u64(width, 0));
    }
    let s = step_c?;
    let q = diff.sdiv(&s)?;
    let r = diff.srem(&s)?;
    Some(if r.is_zero() {
        q
    } else {
        q.wrapping_add(&APInt::from_u64(q.width(), 1))
    })
}

/// Dimensions of an `scf.parallel` running once are dropped (their
/// induction variable becomes the lower bound); a dimension running zero
/// times removes the loop.
struct ParallelOpSingleOrZeroIterationDimsFolder;

impl RewritePattern for ParallelOpSingleOrZeroIterationDimsFolder {
    fn root(&self) -> Option<&'static str> {
        Some("scf.parallel")
    }
    fn debug_name(&self) -> &'static str {
        "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let loc = rw.body().op_loc(op);
        let [lbs, ubs, steps, inits] = parallel_groups(ctx, rw.body(), op);
        let Some(body_b) = region_block(rw.body(), op, 0) else {
            return false;
        };
        let ivs = rw.body().block_args(body_b).to_vec();
        let mut map = IrMapping::default();
        let (mut nl, mut nu, mut ns) = (Vec::new(), Vec::new(), Vec::new());
        for i in 0..lbs.len() {
            if let Some(n) = trip_count_of(ctx, rw.body(), lbs[i], ubs[i], steps[i]) {
                if n.is_zero() {
                    rw.replace_op(op, &inits);
                    return true;
                }
                if n == APInt::from_u64(n.width(), 1) {
                    map.values.insert(ivs[i], lbs[i]);
                    continue;
                }
            }
            nl.push(lbs[i]);
            nu.push(ubs[i]);
            ns.push(steps[i]);
        }
        if nl.len() == lbs.len() {
            return false;
        }
        let body_ops: Vec<OpId> = rw.body().block_ops(body_b).collect();
        let (term, inner) = body_ops.split_last().expect("terminator");
        if nl.is_empty() {
            // Every dimension runs once: inline the body and the
            // reductions.
            for &o in inner {
                rw.clone_op(o, &mut map);
            }
            let mut results = Vec::new();
            let reductions = rw.body().op_regions(*term).to_vec();
            for (i, r) in reductions.into_iter().enumerate() {
                let Some(rb) = rw.body().entry_block(r) else {
                    continue;
                };
                let args = rw.body().block_args(rb).to_vec();
                map.values.insert(args[0], inits[results.len()]);
                let operand = map.value(rw.body().operand(*term, i));
                map.values.insert(args[1], operand);
                let rops: Vec<OpId> = rw.body().block_ops(rb).collect();
                let (ret, rinner) = rops.split_last().expect("reduce.return");
                for &o in rinner {
                    rw.clone_op(o, &mut map);
                }
                results.push(map.value(rw.body().operand(*ret, 0)));
            }
            rw.replace_op(op, &results);
            return true;
        }
        let new = create_parallel(rw, loc, &nl, &nu, &ns, &inits);
        let nr = region(rw.body(), new, 0);
        // The body is cloned without the arguments of the dropped
        // dimensions.
        let index = ctx.common().index;
        let kept: Vec<ValueId> = ivs
            .iter()
            .copied()
            .filter(|a| !map.values.contains_key(a))
            .collect();
        let spec: Vec<(Type, Option<rmlir_ir::attrs::Loc>)> = kept
            .iter()
            .map(|&a| (index, rw.body().value_loc(a)))
            .collect();
        let nb = rw.create_block(nr, None, &spec);
        let nargs = rw.body().block_args(nb).to_vec();
        for (&a, &n) in kept.iter().zip(&nargs) {
            map.values.insert(a, n);
        }
        rw.set_insertion_point_to_end(nb);
        for &o in &body_ops {
            rw.clone_op(o, &mut map);
        }
        let res = results(rw.body(), new);
        rw.replace_op(op, &res);
        true
    }
}

/// `scf.parallel`'s canonicalization patterns, in MLIR's order.
pub fn parallel_patterns(_: &Context, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(ParallelOpSingleOrZeroIterationDimsFolder));
    out.push(Box::new(MergeNestedParallelLoops));
}
