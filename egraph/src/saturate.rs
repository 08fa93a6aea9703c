//! The saturation loop: every rule searched, applied and joined, rebuilt,
//! until nothing changes or a limit is hit (limits end the loop, they never
//! fail it).

use crate::analysis::Folding;
use crate::language::Node;
use crate::rules::{RuleSet, Template};
use egg::{EGraph, Id, Searcher, Subst};
use rmlir_ir::equality_rules::Typing;
use rmlir_ir::{Attr, AttrData, Context, OpName, Type, TypeData};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// Bounds on one block's saturation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Stop once the e-graph holds this many e-nodes.
    pub node_limit: usize,
    /// Stop after this many iterations.
    pub iter_limit: usize,
    /// Matches of one rule applied per iteration.
    pub match_limit: usize,
}

/// Small on purpose: blocks are small, and a larger e-graph was measured
/// to find no more (often less) on generated inputs, at several times the
/// cost.
impl Default for Limits {
    fn default() -> Self {
        Limits {
            node_limit: 1_000,
            iter_limit: 8,
            match_limit: 200,
        }
    }
}

/// How a saturation run ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RunReport {
    /// Iterations run.
    pub iterations: usize,
    /// Whether a limit ended the run before saturation.
    pub limit_hit: bool,
}

/// Runs `rules` on `egraph` until saturation or a limit.
pub fn saturate(
    ctx: &Context,
    egraph: &mut EGraph<Node, Folding<'_>>,
    rules: &RuleSet,
    limits: &Limits,
) -> RunReport {
    let mut report = RunReport::default();
    let mut literal_attrs = LiteralAttrs::default();
    egraph.rebuild();
    loop {
        if report.iterations >= limits.iter_limit {
            report.limit_hit = true;
            return report;
        }
        report.iterations += 1;
        let before = (egraph.total_number_of_nodes(), egraph.number_of_classes());
        // What the e-graph has: a rule whose ops or literals are missing
        // cannot match.
        let mut ops: FxHashSet<OpName> = FxHashSet::default();
        let mut constants: FxHashSet<Attr> = FxHashSet::default();
        let mut constant_types: SmallVec<[Type; 2]> = SmallVec::new();
        for class in egraph.classes() {
            for node in &class.nodes {
                if let Node::Op { name, .. } = node {
                    ops.insert(*name);
                }
            }
            if let Some(c) = class.data.constant {
                constants.insert(c);
                if !constant_types.contains(&class.data.ty) {
                    constant_types.push(class.data.ty);
                }
            }
        }
        let mut found = Vec::with_capacity(rules.rules.len());
        for rule in &rules.rules {
            let possible = !rule.by_normalization
                && rule.ops.iter().all(|o| ops.contains(o))
                && rule.literals.iter().all(|&(_, k)| {
                    constant_types.iter().any(|&ty| {
                        literal_attrs
                            .get(ctx, ty, k)
                            .is_some_and(|a| constants.contains(&a))
                    })
                });
            if !possible {
                found.push(Vec::new());
                continue;
            }
            let matches = rule.pattern.search_with_limit(egraph, limits.match_limit);
            found.push(matches);
        }
        let mut changed = false;
        for (rule, matches) in rules.rules.iter().zip(&found) {
            for m in matches {
                for subst in &m.substs {
                    if !literals_hold(ctx, egraph, &mut literal_attrs, &rule.literals, subst) {
                        continue;
                    }
                    let ty = egraph[m.eclass].data.ty;
                    if rule.min_width > 0 && !wide_enough(ctx, ty, rule.min_width) {
                        continue;
                    }
                    let made = instantiate(
                        ctx,
                        egraph,
                        rules,
                        &rule.rhs,
                        subst,
                        Some(ty),
                        &rule.dialect,
                    );
                    if let Some(id) = made {
                        changed |= egraph.union(m.eclass, id);
                    }
                }
            }
            // (`total_size` counts the hash-consed nodes in O(1).)
            if !matches.is_empty() && egraph.total_size() > limits.node_limit {
                egraph.rebuild();
                report.limit_hit = true;
                return report;
            }
        }
        egraph.rebuild();
        let after = (egraph.total_number_of_nodes(), egraph.number_of_classes());
        if !changed && before == after {
            return report;
        }
    }
}

/// Whether each literal variable is bound to a class with that constant.
fn literals_hold(
    ctx: &Context,
    egraph: &EGraph<Node, Folding<'_>>,
    attrs: &mut LiteralAttrs,
    literals: &[(egg::Var, i64)],
    subst: &Subst,
) -> bool {
    literals.iter().all(|&(v, k)| {
        let Some(&id) = subst.get(v) else {
            return false;
        };
        let data = &egraph[id].data;
        data.constant
            .is_some_and(|c| Some(c) == attrs.get(ctx, data.ty, k))
    })
}

/// The rules' literals as constants of each type, made once per run.
#[derive(Default)]
struct LiteralAttrs(FxHashMap<(Type, i64), Option<Attr>>);

impl LiteralAttrs {
    fn get(&mut self, ctx: &Context, ty: Type, k: i64) -> Option<Attr> {
        *self
            .0
            .entry((ty, k))
            .or_insert_with(|| int_constant(ctx, ty, k))
    }
}

/// The scalar integer (or index) constant `k` of type `ty`, if `ty` is one.
pub(crate) fn int_constant(ctx: &Context, ty: Type, k: i64) -> Option<rmlir_ir::Attr> {
    match ctx.type_data(ty) {
        TypeData::Integer { .. } | TypeData::Index => {
            let a = ctx.integer_attr(ty, k);
            matches!(ctx.attr_data(a), AttrData::Integer { .. }).then_some(a)
        }
        _ => None,
    }
}

/// Adds `term` (with `subst`'s classes for its variables) at type `ty`
/// (`None`: whatever type its variable has); `None` where a variable's
/// type is not the one its op's [`Typing`] asks for, or a literal has no
/// constant of its type.
fn instantiate(
    ctx: &Context,
    egraph: &mut EGraph<Node, Folding<'_>>,
    rules: &RuleSet,
    term: &Template,
    subst: &Subst,
    ty: Option<Type>,
    dialect: &str,
) -> Option<Id> {
    match term {
        Template::Var(v) => {
            let id = *subst.get(*v)?;
            ty.is_none_or(|t| egraph[id].data.ty == t).then_some(id)
        }
        Template::Int(k) => add_int(ctx, egraph, *k, ty?, dialect),
        Template::Op(name, props, args) => {
            let ty = ty?;
            // The type each operand must have.
            let operand_ty =
                |i: usize, egraph: &EGraph<Node, Folding<'_>>| match rules.typing(*name) {
                    Typing::Uniform => Some(ty),
                    Typing::Select if i == 0 => None,
                    Typing::Select => Some(ty),
                    // The operands' type: that of the first variable operand.
                    Typing::Compare => args.iter().find_map(|a| match a {
                        Template::Var(v) => subst.get(*v).map(|&id| egraph[id].data.ty),
                        _ => None,
                    }),
                };
            let mut children: SmallVec<[Id; 2]> = SmallVec::new();
            for (i, a) in args.iter().enumerate() {
                let want = operand_ty(i, egraph);
                if want.is_none() && !matches!(a, Template::Var(_)) {
                    return None;
                }
                children.push(instantiate(ctx, egraph, rules, a, subst, want, dialect)?);
            }
            if children.len() == 2 && rules.algebra.commutative(*name) {
                children.sort_unstable();
            }
            Some(egraph.add(Node::Op {
                name: *name,
                props: *props,
                ty: Some(ty),
                children,
            }))
        }
    }
}

/// Adds the integer constant `k` of type `ty` (materialized by
/// `dialect`); `None` where `ty` has no such scalar constant.
pub(crate) fn add_int(
    ctx: &Context,
    egraph: &mut EGraph<Node, Folding<'_>>,
    k: i64,
    ty: Type,
    dialect: &str,
) -> Option<Id> {
    let value = int_constant(ctx, ty, k)?;
    egraph
        .analysis
        .const_dialect
        .entry((value, ty))
        .or_insert_with(|| dialect.to_string());
    Some(egraph.add(Node::Const { value, ty }))
}

/// Whether `ty` is an integer (or index) type of at least `bits` bits.
fn wide_enough(ctx: &Context, ty: Type, bits: u32) -> bool {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => *width >= bits,
        TypeData::Index => true,
        _ => false,
    }
}
