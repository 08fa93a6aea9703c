//! The rewrite: the cleanup list and how its changes are made to the IR.
use super::World;
use rmlir_ir::body_tree::{BlockRef, BodyIx, OpRef, ValueRef};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::AttrData;
use rmlir_ir::{Attr, BlockId, Builder, InsertPoint, Loc, OpId, ValueId};
use rmlir_ir::{OpSpec, ValueDef};
use rmlir_ir::{Type, TypeData};
use rustc_hash::{FxHashMap, FxHashSet};

/// The changes to make, collected before any is made (MLIR's
/// `RDVFinalCleanupList`).
#[derive(Default)]
pub(super) struct CleanupList {
    pub(super) operations: Vec<OpRef>,
    pub(super) functions: Vec<(OpRef, Vec<bool>, Vec<bool>)>,
    /// `(op, dead operands, callee (for calls), replace with poison)`.
    pub(super) operands: Vec<(OpRef, Vec<bool>, Option<OpRef>, bool)>,
    pub(super) results: Vec<(OpRef, Vec<bool>)>,
    pub(super) blocks: Vec<(BlockRef, Vec<bool>)>,
    pub(super) successor_operands: Vec<(OpRef, usize, Vec<bool>)>,
}

impl World<'_> {
    // ----- clean-up ------------------------------------------------------

    /// A new `ub.poison` of type `ty` right before `before`.
    pub(super) fn poison(
        &mut self,
        b: BodyIx,
        before: OpId,
        ty: Type,
        loc: Loc,
    ) -> Option<ValueId> {
        let ctx = self.ctx;
        let attr = ctx.intern_attr(AttrData::Dialect {
            text: "ub.poison".into(),
        });
        let body = self.body_mut(b);
        let op = {
            let mut builder = Builder::new(body, InsertPoint::Before(before));
            rmlir_ir::fold::materialize_constant(ctx, &mut builder, "ub", attr, ty, loc)?
        };
        self.poisons.push(OpRef { body: b, op });
        Some(self.body(b).result(op, 0))
    }

    fn value_loc(&self, v: ValueRef) -> Loc {
        let body = self.body(v.body);
        match body.value_def(v.value) {
            ValueDef::Result { op, .. } => body.op_loc(op),
            ValueDef::Arg { .. } => body
                .value_loc(v.value)
                .unwrap_or(self.ctx.common().unknown_loc),
        }
    }

    /// MLIR's `dropAllUses`: the remaining users get a `ub.poison` instead
    /// (they are normally erased by the clean-up too, and the poison with
    /// them).
    fn drop_all_uses(&mut self, v: ValueRef) {
        let body = self.body(v.body);
        let uses: Vec<(OpId, usize)> = body
            .uses(v.value)
            .map(|u| (u.owner, body.use_operand_index(u.id)))
            .collect();
        if uses.is_empty() {
            return;
        }
        let ty = body.value_type(v.value);
        let loc = self.value_loc(v);
        for (owner, i) in uses {
            if let Some(p) = self.poison(v.body, owner, ty, loc) {
                self.body_mut(v.body).set_operand(owner, i, p);
            }
        }
    }

    /// MLIR's `RewriterBase::eraseOpResults`: `o` is replaced by an op
    /// without the results `erase[i]` (whose uses are dropped).
    fn erase_results(&mut self, o: OpRef, erase: &[bool]) {
        for (i, r) in self.results(o).into_iter().enumerate() {
            if erase.get(i) == Some(&true) {
                self.drop_all_uses(r);
            }
        }
        if !erase.iter().any(|&e| e) || self.bodies.tree().regions_body(o) != o.body {
            return;
        }
        let body = self.body_mut(o.body);
        let types: Vec<Type> = body
            .results(o.op)
            .enumerate()
            .filter(|(i, _)| erase.get(*i) != Some(&true))
            .map(|(_, r)| body.value_type(r))
            .collect();
        let operands: Vec<ValueId> = body.operands(o.op).collect();
        let succs: Vec<BlockId> = body.successors(o.op).to_vec();
        let spec = OpSpec {
            name: body.op_name(o.op),
            loc: body.op_loc(o.op),
            operands: &operands,
            result_types: &types,
            successors: &succs,
            num_regions: body.num_regions(o.op),
            isolated: false,
            properties: body.properties(o.op),
            attrs: body.attrs(o.op),
        };
        let new = {
            let mut b = Builder::new(body, InsertPoint::Before(o.op));
            b.create(&spec)
        };
        let old_regions = body.op_regions(o.op).to_vec();
        let new_regions = body.op_regions(new).to_vec();
        for (or, nr) in old_regions.into_iter().zip(new_regions) {
            let blocks: Vec<BlockId> = body.region_blocks(or).collect();
            for bl in blocks {
                body.move_block_to_end(bl, nr);
            }
        }
        let old: Vec<ValueId> = body.results(o.op).collect();
        let mut next = 0;
        for (i, r) in old.into_iter().enumerate() {
            if erase.get(i) != Some(&true) {
                let nr = body.result(new, next);
                next += 1;
                body.replace_all_uses(r, nr);
            }
        }
        let _ = body.erase_op(o.op);
    }

    /// Erases `o` after dropping the uses of its results.
    fn erase_op(&mut self, o: OpRef) {
        if !self.body(o.body).is_live_op(o.op) || self.bodies.tree().regions_body(o) != o.body {
            return;
        }
        if self.traits(o).contains(OpTraits::TERMINATOR) {
            let ctx = self.ctx;
            let body = self.body_mut(o.body);
            let spec = OpSpec {
                name: ctx.op_name("ub.unreachable"),
                loc: body.op_loc(o.op),
                operands: &[],
                result_types: &[],
                successors: &[],
                num_regions: 0,
                isolated: false,
                properties: None,
                attrs: ctx.common().empty_dict,
            };
            let mut b = Builder::new(body, InsertPoint::Before(o.op));
            b.create(&spec);
        }
        for r in self.results(o) {
            self.drop_all_uses(r);
        }
        let _ = self.body_mut(o.body).erase_op(o.op);
    }

    /// Sets attribute `name` of `o` (properties when it has them) to
    /// `value`, or removes it.
    fn set_inherent(&mut self, o: OpRef, name: &str, value: Option<Attr>) {
        let ctx = self.ctx;
        let body = self.body_mut(o.body);
        let (dict, in_props) = match body.properties(o.op) {
            Some(p) => (p, true),
            None => (body.attrs(o.op), false),
        };
        let id = ctx.ident(name);
        let mut entries: Vec<(rmlir_ir::Ident, Attr)> = ctx
            .dict_entries(dict)
            .iter()
            .filter(|(k, _)| *k != id)
            .copied()
            .collect();
        if let Some(v) = value {
            entries.push((id, v));
        }
        let d = ctx.dictionary_attr(entries);
        if in_props {
            body.set_properties(o.op, Some(d));
        } else {
            body.set_attrs(o.op, d);
        }
    }

    /// Removes the entries `erase[i]` from the array of dictionaries
    /// `name` of function `f` (dropping it when all that stay are empty).
    fn erase_attr_dicts(&mut self, f: OpRef, name: &str, erase: &[bool]) {
        let ctx = self.ctx;
        let Some(a) = rmlir_ods::get_attr(ctx, self.body(f.body), f.op, name) else {
            return;
        };
        let AttrData::Array(e) = ctx.attr_data(a) else {
            return;
        };
        let kept: Vec<Attr> = e
            .iter()
            .enumerate()
            .filter(|(i, _)| erase.get(*i) != Some(&true))
            .map(|(_, &d)| d)
            .collect();
        let value = if kept.iter().all(|&d| ctx.dict_entries(d).is_empty()) {
            None
        } else {
            Some(ctx.intern_attr(AttrData::Array(kept.into())))
        };
        self.set_inherent(f, name, value);
    }

    /// `eraseArguments` and `eraseResults` of function `f`.
    fn erase_function_args_results(&mut self, f: OpRef, args: &[bool], rets: &[bool]) {
        let ctx = self.ctx;
        let Some(fty) = rmlir_ods::get_attr(ctx, self.body(f.body), f.op, "function_type") else {
            return;
        };
        let AttrData::Type(t) = ctx.attr_data(fty) else {
            return;
        };
        let TypeData::Function { inputs, results } = ctx.type_data(*t) else {
            return;
        };
        let keep = |v: &[Type], e: &[bool]| -> Vec<Type> {
            v.iter()
                .enumerate()
                .filter(|(i, _)| e.get(*i) != Some(&true))
                .map(|(_, &t)| t)
                .collect()
        };
        let new_inputs = keep(inputs, args);
        let new_results = keep(results, rets);
        if let Some(entry) = self
            .sol
            .callable_region(f)
            .and_then(|r| self.entry_of(f, r))
        {
            let n = self.body(entry.body).block_args(entry.block).len();
            for i in (0..n).rev() {
                if args.get(i) == Some(&true) {
                    let _ = self.body_mut(entry.body).erase_block_arg(entry.block, i);
                }
            }
        }
        let nt = ctx.function_type(&new_inputs, &new_results);
        self.set_inherent(f, "function_type", Some(ctx.type_attr(nt)));
        if args.iter().any(|&a| a) {
            self.erase_attr_dicts(f, "arg_attrs", args);
        }
        if rets.iter().any(|&r| r) {
            self.erase_attr_dicts(f, "res_attrs", rets);
        }
    }

    /// MLIR's `cleanUpDeadVals`.
    pub(super) fn clean_up(&mut self, cl: CleanupList) {
        let ctx = self.ctx;
        // A block reached by several edges (two successors of one branch,
        // or several branches) gets one list per edge, each saying which
        // of its operands are dead. MLIR applies them one after the other
        // and can leave a branch forwarding fewer values than its target
        // takes, or an erased value still forwarded. Here an argument goes
        // only if every edge agrees; an edge whose dead operand stays gets
        // a `ub.poison` in its place (its definition may be erased).
        let mut merged: FxHashMap<BlockRef, Vec<bool>> = FxHashMap::default();
        for (b, dead) in &cl.blocks {
            if self.block_args(*b).len() != dead.len() {
                continue;
            }
            merged
                .entry(*b)
                .and_modify(|m| m.iter_mut().zip(dead).for_each(|(m, d)| *m &= d))
                .or_insert_with(|| dead.clone());
        }
        // 1. Block arguments.
        let mut blocks: Vec<BlockRef> = cl.blocks.iter().map(|(b, _)| *b).collect();
        let mut seen = FxHashSet::default();
        blocks.retain(|b| seen.insert(*b));
        for b in blocks {
            let Some(dead) = merged.get(&b) else {
                continue;
            };
            let args = self.block_args(b);
            for i in (0..dead.len()).rev() {
                if dead[i] {
                    self.drop_all_uses(args[i]);
                    let _ = self.body_mut(b.body).erase_block_arg(b.block, i);
                }
            }
        }
        // 2. Successor operands.
        for (o, succ, dead) in &cl.successor_operands {
            let Some(branch) = self.info(*o).and_then(|i| i.branch) else {
                continue;
            };
            if !self.body(o.body).is_live_op(o.op) {
                continue;
            }
            let target = BlockRef {
                body: o.body,
                block: self.body(o.body).successors(o.op)[*succ],
            };
            let Some(erase) = merged.get(&target) else {
                continue;
            };
            let range = (branch.successor_operands)(ctx, self.body(o.body), o.op, *succ);
            if range.len() != dead.len() {
                continue;
            }
            for i in (0..dead.len()).rev() {
                if erase[i] {
                    (branch.erase_successor_operand)(ctx, self.body_mut(o.body), o.op, *succ, i);
                } else if dead[i] {
                    let slot = range.start + i;
                    let v = ValueRef {
                        body: o.body,
                        value: self.body(o.body).operand(o.op, slot),
                    };
                    let ty = self.body(o.body).value_type(v.value);
                    let loc = self.value_loc(v);
                    if let Some(p) = self.poison(o.body, o.op, ty, loc) {
                        self.body_mut(o.body).set_operand(o.op, slot, p);
                    }
                }
            }
        }
        // 3. Functions.
        let mut erased_args: FxHashMap<OpRef, Vec<bool>> = FxHashMap::default();
        for (f, args, rets) in &cl.functions {
            if let Some(entry) = self
                .sol
                .callable_region(*f)
                .and_then(|r| self.entry_of(*f, r))
            {
                let vals = self.block_args(entry);
                for (i, v) in vals.into_iter().enumerate() {
                    if args.get(i) == Some(&true) {
                        self.drop_all_uses(v);
                    }
                }
            }
            self.erase_function_args_results(*f, args, rets);
            if args.iter().any(|&a| a) {
                erased_args.insert(*f, args.clone());
            }
        }
        // 4. Operands.
        for (o, dead, callee, poison) in &cl.operands {
            if !self.body(o.body).is_live_op(o.op) {
                continue;
            }
            if let (Some(callee), Some(call)) = (callee, self.info(*o).and_then(|i| i.call)) {
                if let Some(args) = erased_args.get(callee) {
                    let range = (call.arg_operands)(ctx, self.body(o.body), o.op);
                    for i in (0..args.len()).rev() {
                        if args[i] && range.start + i < range.end {
                            self.body_mut(o.body).erase_operand(o.op, range.start + i);
                        }
                    }
                    continue;
                }
            }
            if !dead.iter().any(|&d| d) {
                continue;
            }
            if *poison {
                for (i, _) in dead.iter().enumerate().filter(|(_, &d)| d) {
                    let v = ValueRef {
                        body: o.body,
                        value: self.body(o.body).operand(o.op, i),
                    };
                    let ty = self.body(o.body).value_type(v.value);
                    let loc = self.value_loc(v);
                    if let Some(p) = self.poison(o.body, o.op, ty, loc) {
                        self.body_mut(o.body).set_operand(o.op, i, p);
                    }
                }
            } else {
                for i in (0..dead.len()).rev() {
                    if dead[i] {
                        self.body_mut(o.body).erase_operand(o.op, i);
                    }
                }
            }
        }
        // 5. Results.
        for (o, dead) in &cl.results {
            if self.body(o.body).is_live_op(o.op) {
                self.erase_results(*o, dead);
            }
        }
        // 6. Operations.
        for &o in &cl.operations {
            self.erase_op(o);
        }
        // 7. Poison ops left unused.
        let poisons = std::mem::take(&mut self.poisons);
        for p in poisons {
            let body = self.body_mut(p.body);
            if body.is_live_op(p.op) && !body.has_uses(body.result(p.op, 0)) {
                let _ = body.erase_op(p.op);
            }
        }
    }
}
