//! The e-class analysis: each class's type and constant value, with the
//! ops' own folders run on every new node (through a scratch body), so that
//! constant folding and folder identities (`x - x`, `x * 1`) join the
//! e-graph as equalities.

use crate::language::Node;
use egg::{Analysis, DidMerge, EGraph, Id};
use rmlir_ir::registry::{FoldResult, OpFoldResult};
use rmlir_ir::{Attr, BlockId, Body, Context, OpSpec, Type, ValueId};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// What the analysis knows of a class.
#[derive(Clone, Debug)]
pub struct ClassData {
    /// The class's type (every node of a class has it).
    pub ty: Type,
    /// The constant value, if the class is known to be one.
    pub constant: Option<Attr>,
    /// A child class the node folded to (applied by `modify`).
    folded_to: Option<Id>,
}

/// The analysis: folding through the registry's fold hooks.
pub struct Folding<'c> {
    ctx: &'c Context,
    scratch: Body,
    block: BlockId,
    /// Scratch block arguments by type, handed out to distinct children.
    args: FxHashMap<Type, Vec<ValueId>>,
    /// For each constant, the dialect whose constant op materializes it.
    pub(crate) const_dialect: FxHashMap<(Attr, Type), String>,
}

impl<'c> Folding<'c> {
    /// An analysis folding with `ctx`'s hooks.
    pub fn new(ctx: &'c Context) -> Self {
        let mut scratch = Body::new(1);
        let region = scratch.root_regions()[0];
        let block = scratch.append_block(region);
        Folding {
            ctx,
            scratch,
            block,
            args: FxHashMap::default(),
            const_dialect: FxHashMap::default(),
        }
    }

    /// The `k`-th scratch value of type `ty`.
    fn arg(&mut self, ty: Type, k: usize) -> ValueId {
        let pool = self.args.entry(ty).or_default();
        while pool.len() <= k {
            pool.push(self.scratch.add_block_arg(self.block, ty, None));
        }
        pool[k]
    }
}

/// What folding one node gave.
enum Folded {
    Nothing,
    Constant(Attr),
    Child(Id),
}

fn fold_node(egraph: &mut EGraph<Node, Folding<'_>>, enode: &Node) -> Folded {
    let Node::Op {
        name,
        props,
        ty: Some(ty),
        children,
    } = enode
    else {
        return Folded::Nothing;
    };
    let ctx = egraph.analysis.ctx;
    let Some(fold) = ctx.op_info(*name).and_then(|i| i.fold) else {
        return Folded::Nothing;
    };
    // Distinct classes get distinct scratch values, equal ones the same,
    // so that folders see `x - x` as such.
    let mut classes: SmallVec<[Id; 2]> = SmallVec::new();
    let mut operands: SmallVec<[ValueId; 2]> = SmallVec::new();
    let mut constants: SmallVec<[Option<Attr>; 2]> = SmallVec::new();
    let mut used: FxHashMap<Type, usize> = FxHashMap::default();
    for &child in children {
        let child = egraph.find(child);
        let data = &egraph[child].data;
        let (cty, constant) = (data.ty, data.constant);
        let value = match classes.iter().position(|&c| c == child) {
            Some(at) => operands[at],
            None => {
                let k = used.entry(cty).or_default();
                let v = egraph.analysis.arg(cty, *k);
                *k += 1;
                v
            }
        };
        classes.push(child);
        operands.push(value);
        constants.push(constant);
    }
    let analysis = &mut egraph.analysis;
    let op = analysis.scratch.create_op(&OpSpec {
        name: *name,
        loc: ctx.common().unknown_loc,
        operands: &operands,
        result_types: &[*ty],
        successors: &[],
        num_regions: 0,
        isolated: false,
        properties: *props,
        attrs: ctx.common().empty_dict,
    });
    analysis.scratch.append_op(analysis.block, op);
    let result = fold(ctx, &mut analysis.scratch, op, &constants);
    let own = analysis.scratch.result(op, 0);
    let folded = match result {
        FoldResult::Results(r) if r.len() == 1 => match r[0] {
            OpFoldResult::Attr(a) => {
                let dialect = crate::rules::dialect_of(ctx.op_name_str(*name));
                analysis
                    .const_dialect
                    .entry((a, *ty))
                    .or_insert_with(|| dialect.to_string());
                Folded::Constant(a)
            }
            OpFoldResult::Value(v) if v != own => match operands.iter().position(|&o| o == v) {
                Some(at) => Folded::Child(classes[at]),
                None => Folded::Nothing,
            },
            OpFoldResult::Value(_) => Folded::Nothing,
        },
        _ => Folded::Nothing,
    };
    // A folder that updated the op in place may have left it inconsistent;
    // it is thrown away either way.
    let _ = analysis.scratch.erase_op(op);
    folded
}

impl<'c> Analysis<Node> for Folding<'c> {
    type Data = ClassData;

    fn make(egraph: &mut EGraph<Node, Self>, enode: &Node, _id: Id) -> ClassData {
        let ty = enode.ty().expect("e-graph nodes are typed");
        match enode {
            Node::Const { value, .. } => ClassData {
                ty,
                constant: Some(*value),
                folded_to: None,
            },
            Node::Leaf { .. } => ClassData {
                ty,
                constant: None,
                folded_to: None,
            },
            Node::Op { .. } => match fold_node(egraph, enode) {
                Folded::Nothing => ClassData {
                    ty,
                    constant: None,
                    folded_to: None,
                },
                Folded::Constant(c) => ClassData {
                    ty,
                    constant: Some(c),
                    folded_to: None,
                },
                Folded::Child(id) => ClassData {
                    ty,
                    constant: egraph[id].data.constant,
                    folded_to: Some(id),
                },
            },
        }
    }

    fn merge(&mut self, a: &mut ClassData, b: ClassData) -> DidMerge {
        let mut changed_a = false;
        if a.constant.is_none() && b.constant.is_some() {
            a.constant = b.constant;
            changed_a = true;
        }
        let changed_b = b.constant.is_none() && a.constant.is_some();
        if a.folded_to.is_none() && b.folded_to.is_some() {
            a.folded_to = b.folded_to;
        }
        DidMerge(changed_a, changed_b)
    }

    fn modify(egraph: &mut EGraph<Node, Self>, id: Id) {
        let data = egraph[id].data.clone();
        if let Some(child) = data.folded_to {
            egraph[id].data.folded_to = None;
            egraph.union(id, child);
        }
        if let Some(value) = data.constant {
            let c = egraph.add(Node::Const { value, ty: data.ty });
            egraph.union(id, c);
        }
    }
}
