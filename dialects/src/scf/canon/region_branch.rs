//! The RegionBranchOpInterface canonicalization patterns (MLIR 22's
//! `populateRegionBranchOpInterfaceCanonicalizationPatterns`): successor
//! inputs whose values are dead, used twice or unused are dropped.

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::Context;
use rmlir_ir::{BlockId, Body, OpId, ValueDef, ValueId};

use super::{arg_or_result_number, erase_op_results, op_region, region, results, value_region};
use crate::util::build::is_op;

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
pub(super) fn region_branch_patterns(name: &'static str, out: &mut Vec<Box<dyn RewritePattern>>) {
    out.push(Box::new(MakeRegionBranchOpSuccessorInputsDead(name)));
    out.push(Box::new(RemoveDuplicateSuccessorInputUses(name)));
    out.push(Box::new(RemoveDeadRegionBranchOpSuccessorInputs(name)));
}
