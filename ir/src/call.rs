//! Calls and callables (MLIR's `CallOpInterface` and
//! `CallableOpInterface`), the dialect hooks of the inliner (MLIR's
//! `DialectInlinerInterface`), and cloning a region from one body into
//! another (what inlining a function into its caller needs, as each function
//! owns its own body).

use crate::attrs::{Attr, Loc};
use crate::body::{BlockId, Body, OpId, OpSpec, RegionId, ValueId};
use crate::context::{Context, OpName};
use crate::types::Type;
use rustc_hash::FxHashMap;

/// What a call op calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A symbol reference (`@f`, `@m::@f`).
    Symbol(Attr),
    /// An SSA value of function type (`func.call_indirect`).
    Value(ValueId),
}

/// CallOpInterface: an op that transfers control to a callable.
pub struct CallInterface {
    /// What the op calls (`getCallableForCallee`); `None` if malformed.
    pub callee: fn(&Context, &Body, OpId) -> Option<Callee>,
    /// The operand indices passed to the callee (`getArgOperands`).
    pub arg_operands: fn(&Context, &Body, OpId) -> std::ops::Range<usize>,
    /// Changes what the op calls (`setCalleeFromCallable`).
    pub set_callee: fn(&Context, &mut Body, OpId, Callee),
}

/// CallableOpInterface: an op with a region that calls can enter.
pub struct CallableInterface {
    /// The index of the callable region among the op's regions, or `None`
    /// for an external declaration (`getCallableRegion`).
    pub region: fn(&Context, &Body, OpId) -> Option<usize>,
    /// The types of the arguments (`getArgumentTypes`).
    pub argument_types: fn(&Context, &Body, OpId) -> Vec<Type>,
    /// The types of the results (`getResultTypes`).
    pub result_types: fn(&Context, &Body, OpId) -> Vec<Type>,
    /// The array of argument attribute dictionaries, if any (`getArgAttrsAttr`).
    pub arg_attrs: fn(&Context, &Body, OpId) -> Option<Attr>,
    /// The array of result attribute dictionaries, if any (`getResAttrsAttr`).
    pub res_attrs: fn(&Context, &Body, OpId) -> Option<Attr>,
}

/// Whether a call may be inlined: `(ctx, call body, call, callable body,
/// callable, would_be_cloned)`.
pub type CallLegalFn = fn(&Context, &Body, OpId, &Body, OpId, bool) -> bool;

/// Whether an op may be inlined: `(ctx, body, op, would_be_cloned)`.
pub type OpLegalFn = fn(&Context, &Body, OpId, bool) -> bool;

/// Replaces a call's results by what an inlined terminator returns.
pub type TerminatorValuesFn = fn(&Context, &mut Body, OpId, &[ValueId]);

/// DialectInlinerInterface: what the inliner may do with a dialect's ops.
/// A dialect without one (and every unregistered op) is never inlined.
/// Hooks left `None` take MLIR's defaults: the legality checks answer
/// "illegal", terminators are left alone, nested regions are analyzed.
#[derive(Clone, Copy)]
pub struct InlinerInterface {
    /// `isLegalToInline(call, callable, wouldBeCloned)`, asked of the call's
    /// dialect.
    pub call_legal: Option<CallLegalFn>,
    /// `isLegalToInline(dest, src, ...)`, asked of the dialect of the op
    /// owning the region the call is in (given by name).
    pub region_legal: Option<fn(&Context, OpName, bool) -> bool>,
    /// `isLegalToInline(op, dest, ...)`, asked for each op of the callee.
    pub op_legal: Option<OpLegalFn>,
    /// `shouldAnalyzeRecursively`: whether the ops in an op's regions are
    /// checked too (default: yes).
    pub analyze_recursively: Option<fn(&Context, &Body, OpId) -> bool>,
    /// `handleTerminator(op, newDest)`: rewrites an inlined terminator of a
    /// multi-block callee into a branch to the continuation block.
    pub terminator_to_block: Option<fn(&Context, &mut Body, OpId, BlockId)>,
    /// `handleTerminator(op, valuesToRepl)`: replaces the call's results by
    /// what the single inlined block returns (the terminator is erased by the
    /// inliner afterwards).
    pub terminator_values: Option<TerminatorValuesFn>,
}

impl InlinerInterface {
    /// An interface with MLIR's default answers (nothing is legal).
    pub const NONE: InlinerInterface = InlinerInterface {
        call_legal: None,
        region_legal: None,
        op_legal: None,
        analyze_recursively: None,
        terminator_to_block: None,
        terminator_values: None,
    };
}

/// The inliner interface of the dialect an op name belongs to (by its
/// namespace, as MLIR's `getDialect`); `None` for unknown dialects.
pub fn inliner_for(ctx: &Context, name: OpName) -> Option<&'static InlinerInterface> {
    let full = ctx.op_name_str(name);
    let ns = full.split_once('.').map_or(full, |(d, _)| d);
    ctx.dialect(ns).and_then(|d| d.inliner)
}

/// Maps values and blocks of a source body to those of a destination body.
#[derive(Default, Debug, Clone)]
pub struct CrossMapping {
    /// Source value to destination value.
    pub values: FxHashMap<ValueId, ValueId>,
    /// Source block to destination block.
    pub blocks: FxHashMap<BlockId, BlockId>,
}

/// Clones the blocks of `src_region` (a region of `src`) into `dst_region`
/// of `dst`, right before `before` (at the end when `None`), in MLIR's
/// `Region::cloneInto` order: blocks and their arguments first (arguments
/// already mapped in `map` are not recreated), then the ops of every block,
/// then the operands of each op, each op's regions being cloned right after
/// its operands are set. Values defined outside the region must be mapped;
/// nested IsolatedFromAbove ops take a copy of their own body. Returns the new
/// blocks in order.
pub fn clone_region_into(
    src: &Body,
    src_region: RegionId,
    dst: &mut Body,
    dst_region: RegionId,
    before: Option<BlockId>,
    map: &mut CrossMapping,
) -> Vec<BlockId> {
    let top = clone_region_shell(src, src_region, dst, dst_region, before, map);
    // Operands and nested regions, depth first as MLIR's recursion; the
    // stack holds (source block, destination block, next op) frames.
    let mut stack: Vec<(Vec<OpId>, Vec<OpId>, usize)> = Vec::new();
    let (s, d) = block_ops_pairs(src, dst, &top.0, &top.1);
    stack.push((s, d, 0));
    while let Some(frame) = stack.last_mut() {
        if frame.2 >= frame.0.len() {
            stack.pop();
            continue;
        }
        let (so, dop) = (frame.0[frame.2], frame.1[frame.2]);
        frame.2 += 1;
        let operands: Vec<ValueId> = src
            .operands(so)
            .map(|v| *map.values.get(&v).unwrap_or(&v))
            .collect();
        dst.set_operands(dop, &operands);
        if src.nested_body(so).is_some() {
            continue;
        }
        // The op's regions, in order; their ops' operands come before the
        // ops after this one.
        let sregions: Vec<RegionId> = src.op_regions(so).to_vec();
        let dregions: Vec<RegionId> = dst.op_regions(dop).to_vec();
        let mut frames = Vec::new();
        for (sr, dr) in sregions.into_iter().zip(dregions) {
            let (sb, db) = clone_region_shell(src, sr, dst, dr, None, map);
            frames.push(block_ops_pairs(src, dst, &sb, &db));
        }
        // One frame covering all regions in order.
        let (mut s_all, mut d_all) = (Vec::new(), Vec::new());
        for (s, d) in frames {
            s_all.extend(s);
            d_all.extend(d);
        }
        if !s_all.is_empty() {
            stack.push((s_all, d_all, 0));
        }
    }
    top.1
}

fn block_ops_pairs(
    src: &Body,
    dst: &Body,
    sblocks: &[BlockId],
    dblocks: &[BlockId],
) -> (Vec<OpId>, Vec<OpId>) {
    let mut s = Vec::new();
    let mut d = Vec::new();
    for (&sb, &db) in sblocks.iter().zip(dblocks) {
        s.extend(src.block_ops(sb));
        d.extend(dst.block_ops(db));
    }
    (s, d)
}

/// Creates the blocks (with arguments) and the ops (without operands or
/// region contents) of a region; returns the source and new blocks.
fn clone_region_shell(
    src: &Body,
    src_region: RegionId,
    dst: &mut Body,
    dst_region: RegionId,
    before: Option<BlockId>,
    map: &mut CrossMapping,
) -> (Vec<BlockId>, Vec<BlockId>) {
    let sblocks: Vec<BlockId> = src.region_blocks(src_region).collect();
    let mut dblocks = Vec::with_capacity(sblocks.len());
    for &sb in &sblocks {
        let nb = dst.create_block_before(dst_region, before);
        map.blocks.insert(sb, nb);
        for &a in src.block_args(sb) {
            if map.values.contains_key(&a) {
                continue;
            }
            let na = dst.add_block_arg(nb, src.value_type(a), src.value_loc(a));
            map.values.insert(a, na);
        }
        dblocks.push(nb);
    }
    for (&sb, &db) in sblocks.iter().zip(&dblocks) {
        for so in src.block_ops(sb) {
            let result_types: Vec<Type> = src.results(so).map(|r| src.value_type(r)).collect();
            let successors: Vec<BlockId> = src
                .successors(so)
                .iter()
                .map(|b| *map.blocks.get(b).unwrap_or(b))
                .collect();
            let nested = src.nested_body(so);
            let spec = OpSpec {
                name: src.op_name(so),
                loc: src.op_loc(so),
                operands: &[],
                result_types: &result_types,
                successors: &successors,
                num_regions: if nested.is_some() {
                    0
                } else {
                    src.num_regions(so)
                },
                isolated: nested.is_some(),
                properties: src.properties(so),
                attrs: src.attrs(so),
            };
            let no = dst.create_op(&spec);
            if let Some(nb) = nested {
                dst.put_nested_body(no, Box::new(nb.clone()));
            }
            dst.append_op(db, no);
            for (o, n) in src.results(so).zip(dst.results(no).collect::<Vec<_>>()) {
                map.values.insert(o, n);
            }
        }
    }
    (sblocks, dblocks)
}

/// Rewrites every location in `blocks` of `body` (ops, nested ops and block
/// arguments, inside nested isolated bodies too) with `f`.
pub fn remap_locations(body: &mut Body, blocks: &[BlockId], f: &mut dyn FnMut(Loc) -> Loc) {
    let mut ops = Vec::new();
    for &b in blocks {
        for a in body.block_args(b).to_vec() {
            if let Some(l) = body.value_loc(a) {
                body.set_value_loc(a, Some(f(l)));
            }
        }
        for o in body.block_ops(b).collect::<Vec<_>>() {
            crate::walk::collect_nested_ops(body, o, &mut ops);
        }
    }
    let mut isolated = Vec::new();
    for &o in &ops {
        let l = body.op_loc(o);
        body.set_op_loc(o, f(l));
        if body.nested_body(o).is_some() {
            isolated.push(o);
            continue;
        }
        remap_region_args(body, o, f);
    }
    for o in isolated {
        if let Some(nb) = body.nested_body_mut(o) {
            remap_whole_body(nb, f);
        }
    }
}

fn remap_region_args(body: &mut Body, op: OpId, f: &mut dyn FnMut(Loc) -> Loc) {
    for r in body.op_regions(op).to_vec() {
        for b in body.region_blocks(r).collect::<Vec<_>>() {
            for a in body.block_args(b).to_vec() {
                if let Some(l) = body.value_loc(a) {
                    body.set_value_loc(a, Some(f(l)));
                }
            }
        }
    }
}

/// Rewrites every location of a whole body (an isolated op's) and of the
/// bodies nested in it.
fn remap_whole_body(root: &mut Body, f: &mut dyn FnMut(Loc) -> Loc) {
    let mut stack: Vec<&mut Body> = vec![root];
    while let Some(body) = stack.pop() {
        let roots = body.root_regions().to_vec();
        for &r in &roots {
            for b in body.region_blocks(r).collect::<Vec<_>>() {
                for a in body.block_args(b).to_vec() {
                    if let Some(l) = body.value_loc(a) {
                        body.set_value_loc(a, Some(f(l)));
                    }
                }
            }
        }
        let mut ops = Vec::new();
        crate::walk::walk_regions(body, &roots, false, &mut |_, o, ev| {
            if ev == crate::walk::WalkEvent::Pre {
                ops.push(o);
            }
            crate::walk::WalkControl::Advance
        });
        for &o in &ops {
            let l = body.op_loc(o);
            body.set_op_loc(o, f(l));
            if body.nested_body(o).is_none() {
                remap_region_args(body, o, f);
            }
        }
        stack.extend(body.isolated_children_mut().into_iter().map(|(_, c)| c));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attrs::LocData;

    fn op(
        ctx: &Context,
        body: &mut Body,
        name: &str,
        operands: &[ValueId],
        results: usize,
        regions: usize,
    ) -> OpId {
        let i32t = ctx.common().i32;
        let types = vec![i32t; results];
        body.create_op(&OpSpec {
            name: ctx.op_name(name),
            loc: ctx.common().unknown_loc,
            operands,
            result_types: &types,
            successors: &[],
            num_regions: regions,
            isolated: false,
            properties: None,
            attrs: ctx.common().empty_dict,
        })
    }

    #[test]
    fn clone_region_maps_arguments_and_nested_values() {
        let ctx = Context::new();
        let i32t = ctx.common().i32;
        // src: ^bb0(%a): %r = t.a(%a) ({ t.b(%a) }); t.ret(%r)
        let mut src = Body::new(1);
        let sr = src.root_regions()[0];
        let sb = src.append_block(sr);
        let a = src.add_block_arg(sb, i32t, None);
        let o1 = op(&ctx, &mut src, "t.a", &[a], 1, 1);
        src.append_op(sb, o1);
        let inner = src.append_block(src.op_regions(o1)[0]);
        let o2 = op(&ctx, &mut src, "t.b", &[a], 0, 0);
        src.append_op(inner, o2);
        let r = src.result(o1, 0);
        let o3 = op(&ctx, &mut src, "t.ret", &[r], 0, 0);
        src.append_op(sb, o3);
        // dst: ^bb0(%v), the clone goes after it.
        let mut dst = Body::new(1);
        let dr = dst.root_regions()[0];
        let db = dst.append_block(dr);
        let v = dst.add_block_arg(db, i32t, None);
        let mut map = CrossMapping::default();
        map.values.insert(a, v);
        let blocks = clone_region_into(&src, sr, &mut dst, dr, None, &mut map);
        assert_eq!(blocks.len(), 1);
        let nb = blocks[0];
        assert_eq!(dst.next_block(db), Some(nb));
        assert!(
            dst.block_args(nb).is_empty(),
            "mapped arguments are not recreated"
        );
        let ops: Vec<OpId> = dst.block_ops(nb).collect();
        assert_eq!(ops.len(), 2);
        assert_eq!(dst.operand(ops[0], 0), v);
        let nested_block = dst.entry_block(dst.op_regions(ops[0])[0]).unwrap();
        let nested: Vec<OpId> = dst.block_ops(nested_block).collect();
        assert_eq!(dst.operand(nested[0], 0), v);
        assert_eq!(dst.operand(ops[1], 0), dst.result(ops[0], 0));
        assert_eq!(dst.uses(v).count(), 2);
        // Locations of everything cloned, nested ops included, are remapped.
        let named = ctx.intern_loc(LocData::Name {
            name: ctx.ident("n"),
            child: ctx.common().unknown_loc,
        });
        remap_locations(&mut dst, &blocks, &mut |_| named);
        assert_eq!(dst.op_loc(nested[0]), named);
        assert_eq!(dst.op_loc(ops[1]), named);
    }
}
