//! Extraction by DAG cost: each class's cheapest tree is found by a fixed
//! point, then roots are extracted one by one, a class already chosen
//! counting as free where a node is picked, so later roots reuse what
//! earlier ones computed (a subterm shared by several roots is paid once).

use crate::analysis::Folding;
use crate::language::Node;
use egg::{EGraph, Id, Language};
use rustc_hash::{FxHashMap, FxHashSet};

/// The chosen node of every class the roots need, and their total cost.
pub struct Extraction {
    /// The node chosen for each needed class (canonical ids).
    pub chosen: FxHashMap<Id, Node>,
    /// The sum of the chosen nodes' own costs.
    pub cost: u64,
}

/// Extracts `roots` (in order) from `egraph` with `cost` per node.
pub fn extract(
    egraph: &EGraph<Node, Folding<'_>>,
    roots: &[Id],
    cost: &dyn Fn(&Node) -> u64,
) -> Extraction {
    let mut classes: Vec<Id> = egraph.classes().map(|c| c.id).collect();
    classes.sort();
    let mut chosen: FxHashMap<Id, Node> = FxHashMap::default();
    let best = tree_costs(egraph, &classes, cost, &chosen);
    for &root in roots {
        let root = egraph.find(root);
        if chosen.contains_key(&root) {
            continue;
        }
        // Only the classes of earlier roots are free: a class chosen during
        // this root's walk may still need the class being decided.
        let done: FxHashSet<Id> = chosen.keys().copied().collect();
        let mut stack = vec![root];
        while let Some(class) = stack.pop() {
            if chosen.contains_key(&class) {
                continue;
            }
            let node = cheapest(egraph, class, cost, &best, &done);
            for &child in node.children() {
                let child = egraph.find(child);
                if !chosen.contains_key(&child) {
                    stack.push(child);
                }
            }
            chosen.insert(class, node);
        }
    }
    let total = chosen.values().map(cost).sum();
    Extraction {
        chosen,
        cost: total,
    }
}

/// The cheapest node of `class` under `best` (ties broken by node order).
fn cheapest(
    egraph: &EGraph<Node, Folding<'_>>,
    class: Id,
    cost: &dyn Fn(&Node) -> u64,
    best: &FxHashMap<Id, u64>,
    free: &FxHashSet<Id>,
) -> Node {
    let mut pick: Option<(u64, &Node)> = None;
    for node in &egraph[class].nodes {
        let mut c = cost(node);
        let mut known = true;
        for &child in node.children() {
            let child = egraph.find(child);
            if free.contains(&child) {
                continue;
            }
            match best.get(&child) {
                Some(b) => c = c.saturating_add(*b),
                None => known = false,
            }
        }
        if !known {
            continue;
        }
        if pick.is_none_or(|(pc, pn)| c < pc || (c == pc && node < pn)) {
            pick = Some((c, node));
        }
    }
    pick.map(|(_, n)| n.clone())
        .unwrap_or_else(|| egraph[class].nodes[0].clone())
}

fn node_cost(
    egraph: &EGraph<Node, Folding<'_>>,
    node: &Node,
    cost: &dyn Fn(&Node) -> u64,
    best: &FxHashMap<Id, u64>,
) -> Option<u64> {
    let mut total = cost(node);
    for &child in node.children() {
        total = total.saturating_add(*best.get(&egraph.find(child))?);
    }
    Some(total)
}

/// Each class's cheapest tree cost, classes in `free` costing nothing.
fn tree_costs(
    egraph: &EGraph<Node, Folding<'_>>,
    classes: &[Id],
    cost: &dyn Fn(&Node) -> u64,
    free: &FxHashMap<Id, Node>,
) -> FxHashMap<Id, u64> {
    let mut best: FxHashMap<Id, u64> = free.keys().map(|&c| (c, 0)).collect();
    let fixed: FxHashSet<Id> = free.keys().copied().collect();
    loop {
        let mut changed = false;
        for &class in classes {
            if fixed.contains(&class) {
                continue;
            }
            let mut lowest = best.get(&class).copied();
            for node in &egraph[class].nodes {
                if let Some(c) = node_cost(egraph, node, cost, &best) {
                    if lowest.is_none_or(|l| c < l) {
                        lowest = Some(c);
                    }
                }
            }
            if lowest.is_some() && lowest != best.get(&class).copied() {
                best.insert(class, lowest.unwrap_or(u64::MAX));
                changed = true;
            }
        }
        if !changed {
            return best;
        }
    }
}
