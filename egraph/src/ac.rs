//! Associative-commutative normalization, in place of saturating the
//! associativity rules (whose e-graphs grow with every parenthesization
//! and order of a chain).
//!
//! What the declared rules say about an op is read off their shapes
//! ([`Algebra::detect`]): an op with a commutativity and an associativity
//! rule is AC; `(op ?a K) = ?a` gives its identity, `(op ?a ?a) = ?a`
//! makes it idempotent, `(op ?a ?a) = K` with `K` its identity makes it
//! self-inverse, `(op ?a K) = K` makes `K` absorbing; `(add (mul ?a ?b) (mul ?a ?c)) = (mul ?a (add ?b ?c))`
//! says `mul` distributes over `add`, and `(sub (add ?a ?b) (add ?a ?c))
//! = (sub ?b ?c)` says common terms of `add` cancel under `sub`.
//!
//! Before saturation ([`normalize`]), each chain of one AC op (through
//! single-use links) is flattened to its operands, simplified (duplicates
//! dropped or cancelled as the op allows), sorted by e-class and rebuilt
//! as one left-leaning chain, so that chains of the same operands meet in
//! one class; a sum over a distributing product is factored greedily (the
//! factor shared by the most terms first, which gives Horner form for a
//! polynomial); the common terms of the two sums under a subtraction
//! cancel. Every form is joined with the class it normalizes, so it is one
//! more alternative for extraction, and each step is an instance of the
//! declared rules (so as sound as they are).

use crate::analysis::Folding;
use crate::language::Node;
use crate::rules::{dialect_of, Term};
use crate::saturate::add_int;
use egg::{EGraph, Id};
use rmlir_ir::{Context, OpName, Type};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// What the rules say about one op.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct OpLaws {
    commutative: bool,
    associative: bool,
    /// `(op ?a K) = ?a`.
    identity: Option<i64>,
    /// `(op ?a ?a) = ?a`.
    idempotent: bool,
    /// `(op ?a ?a) = K`.
    nilpotent: Option<i64>,
    /// `(op ?a K) = K`.
    absorbing: Option<i64>,
}

/// The algebraic facts the normalization uses, read off the rules.
#[derive(Clone, Debug, Default)]
pub(crate) struct Algebra {
    laws: FxHashMap<OpName, OpLaws>,
    /// An AC op (`add`) and the AC op with an identity that distributes
    /// over it (`mul`).
    distributes: FxHashMap<OpName, OpName>,
    /// A subtraction and the AC op (with an identity) whose common terms
    /// cancel under it.
    cancels: FxHashMap<OpName, OpName>,
}

/// A rule's shape: variables and ops by slot, one integer literal.
enum Shape {
    Var(usize),
    Lit,
    Op(usize, Vec<Shape>),
}

/// How a rule's terms bind a shape's slots.
#[derive(Default)]
struct Binding<'t> {
    vars: [Option<&'t str>; 3],
    ops: [Option<OpName>; 2],
    lit: Option<i64>,
}

/// Whether `term` has `shape`, distinct variable slots bound to distinct
/// variables.
fn fits<'t>(shape: &Shape, term: &'t Term, b: &mut Binding<'t>) -> bool {
    match (shape, term) {
        (Shape::Var(i), Term::Var(v)) => match b.vars[*i] {
            Some(bound) => bound == v.as_str(),
            None => {
                if b.vars.iter().flatten().any(|&o| o == v.as_str()) {
                    return false;
                }
                b.vars[*i] = Some(v.as_str());
                true
            }
        },
        (Shape::Lit, Term::Int(k)) => match b.lit {
            Some(bound) => bound == *k,
            None => {
                b.lit = Some(*k);
                true
            }
        },
        // An op with properties (a predicate, fastmath flags) is not one of
        // the algebra's: its laws stay rules.
        (Shape::Op(i, args), Term::Op(name, None, targs)) => {
            if args.len() != targs.len() {
                return false;
            }
            match b.ops[*i] {
                Some(bound) if bound != *name => return false,
                Some(_) => {}
                None => {
                    if b.ops.iter().flatten().any(|o| o == name) {
                        return false;
                    }
                    b.ops[*i] = Some(*name);
                }
            }
            args.iter().zip(targs).all(|(s, t)| fits(s, t, b))
        }
        _ => false,
    }
}

/// The binding if `lhs = rhs` has the shape `(ls, rs)`.
fn shape<'t>(ls: &Shape, rs: &Shape, lhs: &'t Term, rhs: &'t Term) -> Option<Binding<'t>> {
    let mut b = Binding::default();
    (fits(ls, lhs, &mut b) && fits(rs, rhs, &mut b)).then_some(b)
}

fn op(slot: usize, args: Vec<Shape>) -> Shape {
    Shape::Op(slot, args)
}

use Shape::{Lit, Var};

/// One declared rule as the normalization sees it.
pub(crate) struct RuleTerms<'t> {
    /// The left-hand side.
    pub(crate) lhs: &'t Term,
    /// The right-hand side.
    pub(crate) rhs: &'t Term,
    /// The rule's width bound (rules with one are not used here).
    pub(crate) min_width: u32,
}

impl Algebra {
    /// Reads the facts off `rules`. Returns them with, for each rule, whether
    /// it is applied otherwise than by saturation: an associativity law of
    /// an AC op (by the normalization) or a commutativity law (by sorted
    /// operands and patterns matched in both orders).
    pub(crate) fn detect(rules: &[RuleTerms<'_>]) -> (Algebra, Vec<bool>) {
        let commute = (op(0, vec![Var(0), Var(1)]), op(0, vec![Var(1), Var(0)]));
        let associate = (
            op(0, vec![op(0, vec![Var(0), Var(1)]), Var(2)]),
            op(0, vec![Var(0), op(0, vec![Var(1), Var(2)])]),
        );
        let identity = (op(0, vec![Var(0), Lit]), Var(0));
        let idempotent = (op(0, vec![Var(0), Var(0)]), Var(0));
        let nilpotent = (op(0, vec![Var(0), Var(0)]), Lit);
        let absorbing = (op(0, vec![Var(0), Lit]), Lit);
        let distribute = (
            op(
                0,
                vec![op(1, vec![Var(0), Var(1)]), op(1, vec![Var(0), Var(2)])],
            ),
            op(1, vec![Var(0), op(0, vec![Var(1), Var(2)])]),
        );
        let cancel = (
            op(
                0,
                vec![op(1, vec![Var(0), Var(1)]), op(1, vec![Var(0), Var(2)])],
            ),
            op(0, vec![Var(1), Var(2)]),
        );
        let mut algebra = Algebra::default();
        let mut is_assoc = vec![false; rules.len()];
        let mut replaced = vec![false; rules.len()];
        let first = |b: &Binding<'_>| b.ops[0].expect("a shape's root op is bound");
        for (i, r) in rules.iter().enumerate() {
            if r.min_width > 0 {
                continue;
            }
            let (l, rt) = (r.lhs, r.rhs);
            if let Some(b) = shape(&commute.0, &commute.1, l, rt) {
                algebra.laws.entry(first(&b)).or_default().commutative = true;
                replaced[i] = true;
            } else if let Some(b) = shape(&associate.0, &associate.1, l, rt)
                .or_else(|| shape(&associate.0, &associate.1, rt, l))
            {
                algebra.laws.entry(first(&b)).or_default().associative = true;
                is_assoc[i] = true;
            } else if let Some(b) = shape(&identity.0, &identity.1, l, rt) {
                algebra.laws.entry(first(&b)).or_default().identity = b.lit;
            } else if let Some(b) = shape(&idempotent.0, &idempotent.1, l, rt) {
                algebra.laws.entry(first(&b)).or_default().idempotent = true;
            } else if let Some(b) = shape(&nilpotent.0, &nilpotent.1, l, rt) {
                algebra.laws.entry(first(&b)).or_default().nilpotent = b.lit;
            } else if let Some(b) = shape(&absorbing.0, &absorbing.1, l, rt) {
                algebra.laws.entry(first(&b)).or_default().absorbing = b.lit;
            }
        }
        let is_ac = |laws: &FxHashMap<OpName, OpLaws>, o: OpName| {
            laws.get(&o).is_some_and(|l| l.commutative && l.associative)
        };
        for r in rules.iter().filter(|r| r.min_width == 0) {
            if let Some(b) = shape(&distribute.0, &distribute.1, r.lhs, r.rhs) {
                let (add, mul) = (first(&b), b.ops[1].expect("bound"));
                let mul_has_one = algebra.laws.get(&mul).is_some_and(|l| l.identity.is_some());
                if is_ac(&algebra.laws, add) && is_ac(&algebra.laws, mul) && mul_has_one {
                    algebra.distributes.insert(add, mul);
                }
            } else if let Some(b) = shape(&cancel.0, &cancel.1, r.lhs, r.rhs) {
                let (sub, add) = (first(&b), b.ops[1].expect("bound"));
                let add_has_zero = algebra.laws.get(&add).is_some_and(|l| l.identity.is_some());
                if is_ac(&algebra.laws, add) && add_has_zero {
                    algebra.cancels.insert(sub, add);
                }
            }
        }
        // Only AC ops are normalized: an associativity law of an op that is
        // not also commutative stays a rule.
        for (i, r) in rules.iter().enumerate() {
            if is_assoc[i] {
                let Term::Op(o, ..) = r.lhs else { continue };
                replaced[i] = is_ac(&algebra.laws, *o);
            }
        }
        (algebra, replaced)
    }

    /// Whether `op` is commutative (its operands are kept sorted, and
    /// patterns are matched in both orders, instead of a commutativity
    /// rule).
    pub(crate) fn commutative(&self, op: OpName) -> bool {
        self.laws.get(&op).is_some_and(|l| l.commutative)
    }

    fn ac(&self, o: OpName) -> Option<&OpLaws> {
        self.laws.get(&o).filter(|l| l.commutative && l.associative)
    }

    /// Whether the normalization has anything to do for these rules.
    pub(crate) fn is_empty(&self) -> bool {
        !self.laws.values().any(|l| l.commutative && l.associative)
    }
}

/// Operands of one flattened chain at most (a longer chain keeps its tail
/// as it is).
const MAX_OPERANDS: usize = 512;

/// A term of a sum: its factors (sorted), and its class when it is an
/// original operand.
struct Product {
    class: Option<Id>,
    factors: SmallVec<[Id; 4]>,
}

struct Normalizer<'a, 'e, 'f> {
    ctx: &'a Context,
    egraph: &'e mut EGraph<Node, Folding<'f>>,
    algebra: &'a Algebra,
    /// Classes used by exactly one op node and not a root, by that op.
    single_use: FxHashMap<Id, OpName>,
}

impl Normalizer<'_, '_, '_> {
    /// The operands of `class`'s binary `op` node of type `ty`, if any.
    fn binary(&self, class: Id, op: OpName, ty: Type) -> Option<[Id; 2]> {
        let class = self.egraph.find(class);
        if self.egraph[class].data.constant.is_some() {
            return None;
        }
        self.egraph[class].nodes.iter().find_map(|n| match n {
            Node::Op {
                name,
                props: None,
                ty: Some(t),
                children,
            } if *name == op && *t == ty && children.len() == 2 => {
                Some([self.egraph.find(children[0]), self.egraph.find(children[1])])
            }
            _ => None,
        })
    }

    /// The operands of the `op` chain at `class` (itself expanded), through
    /// the classes only that chain uses.
    fn flatten(&self, class: Id, op: OpName, ty: Type) -> SmallVec<[Id; 8]> {
        let mut out = SmallVec::new();
        let mut stack: SmallVec<[(Id, bool); 16]> = SmallVec::new();
        stack.push((self.egraph.find(class), true));
        while let Some((c, start)) = stack.pop() {
            let expand = start || self.single_use.get(&c) == Some(&op);
            if expand && out.len() + stack.len() < MAX_OPERANDS {
                if let Some([x, y]) = self.binary(c, op, ty) {
                    stack.push((y, false));
                    stack.push((x, false));
                    continue;
                }
            }
            out.push(c);
        }
        out
    }

    fn node(&mut self, op: OpName, ty: Type, x: Id, y: Id) -> Id {
        let mut children = SmallVec::from_slice(&[x, y]);
        if self.algebra.commutative(op) {
            children.sort_unstable();
        }
        self.egraph.add(Node::Op {
            name: op,
            props: None,
            ty: Some(ty),
            children,
        })
    }

    fn constant(&mut self, op: OpName, ty: Type, k: i64) -> Option<Id> {
        let dialect = dialect_of(self.ctx.op_name_str(op));
        add_int(self.ctx, self.egraph, k, ty, dialect)
    }

    /// `op` over `operands` (sorted here) as a left-leaning chain; the
    /// identity for none.
    fn chain(&mut self, op: OpName, ty: Type, operands: &mut [Id]) -> Option<Id> {
        operands.sort_unstable();
        let Some((&first, rest)) = operands.split_first() else {
            let k = self.algebra.laws.get(&op)?.identity?;
            return self.constant(op, ty, k);
        };
        let mut acc = first;
        for &x in rest {
            acc = self.node(op, ty, acc, x);
        }
        Some(acc)
    }

    /// Drops duplicates as `op` allows (sorted operands).
    fn simplify(laws: &OpLaws, operands: &mut SmallVec<[Id; 8]>) -> bool {
        operands.sort_unstable();
        let before = operands.len();
        if laws.idempotent {
            operands.dedup();
        } else if laws.nilpotent.is_some() && laws.nilpotent == laws.identity {
            let mut kept: SmallVec<[Id; 8]> = SmallVec::new();
            for &x in operands.iter() {
                if kept.last() == Some(&x) {
                    kept.pop();
                } else {
                    kept.push(x);
                }
            }
            *operands = kept;
        }
        operands.len() != before
    }

    /// The normal form of the `op` chain at `class`, if it differs.
    fn chain_form(&mut self, class: Id, op: OpName, ty: Type) -> Option<Id> {
        let laws = *self.algebra.ac(op)?;
        let mut operands = self.flatten(class, op, ty);
        if let Some(k) = laws.absorbing {
            let value = crate::saturate::int_constant(self.ctx, ty, k);
            if value.is_some()
                && operands
                    .iter()
                    .any(|&c| self.egraph[c].data.constant == value)
            {
                return self.constant(op, ty, k);
            }
        }
        let simplified = Self::simplify(&laws, &mut operands);
        if let Some(&mul) = self.algebra.distributes.get(&op) {
            if let Some(id) = self.factored(op, mul, ty, &operands) {
                return Some(id);
            }
        }
        if operands.len() < 3 && !simplified {
            return None;
        }
        self.chain(op, ty, &mut operands)
    }

    /// The sum of `operands` factored, if two of them share a factor.
    fn factored(&mut self, add: OpName, mul: OpName, ty: Type, operands: &[Id]) -> Option<Id> {
        let terms: Vec<Product> = operands
            .iter()
            .map(|&c| {
                let mut factors: SmallVec<[Id; 4]> = self.flatten(c, mul, ty).into_iter().collect();
                factors.sort_unstable();
                Product {
                    class: Some(c),
                    factors,
                }
            })
            .collect();
        shared_factor(&terms)?;
        self.sum(add, mul, ty, terms)
    }

    /// A sum of products, the factor shared by the most terms taken out
    /// first.
    fn sum(&mut self, add: OpName, mul: OpName, ty: Type, terms: Vec<Product>) -> Option<Id> {
        let Some(f) = shared_factor(&terms) else {
            let mut ids = Vec::with_capacity(terms.len());
            for t in terms {
                ids.push(self.product(mul, ty, t)?);
            }
            return self.chain(add, ty, &mut ids);
        };
        let (with, mut rest): (Vec<Product>, Vec<Product>) =
            terms.into_iter().partition(|t| t.factors.contains(&f));
        let inner: Vec<Product> = with
            .into_iter()
            .map(|mut t| {
                let at = t.factors.iter().position(|&x| x == f).expect("has f");
                t.factors.remove(at);
                Product {
                    class: None,
                    factors: t.factors,
                }
            })
            .collect();
        let inner = self.sum(add, mul, ty, inner)?;
        let mut factors: SmallVec<[Id; 4]> = SmallVec::from_slice(&[f, inner]);
        factors.sort_unstable();
        let class = self.chain(mul, ty, &mut factors.clone())?;
        rest.push(Product {
            class: Some(class),
            factors,
        });
        if rest.len() == 1 {
            return Some(class);
        }
        self.sum(add, mul, ty, rest)
    }

    fn product(&mut self, mul: OpName, ty: Type, t: Product) -> Option<Id> {
        match t.class {
            Some(c) => Some(c),
            None => self.chain(mul, ty, &mut t.factors.into_vec()),
        }
    }

    /// `lhs - rhs` with the sums' common operands cancelled, if any.
    fn cancelled(&mut self, sub: OpName, add: OpName, ty: Type, [l, r]: [Id; 2]) -> Option<Id> {
        let mut a = self.flatten(l, add, ty);
        let mut b = self.flatten(r, add, ty);
        a.sort_unstable();
        b.sort_unstable();
        let (mut keep_a, mut keep_b) = (Vec::new(), Vec::new());
        let (mut i, mut j) = (0, 0);
        while i < a.len() || j < b.len() {
            match (a.get(i), b.get(j)) {
                (Some(x), Some(y)) if x == y => {
                    i += 1;
                    j += 1;
                }
                (Some(x), Some(y)) if x < y => {
                    keep_a.push(*x);
                    i += 1;
                }
                (Some(x), None) => {
                    keep_a.push(*x);
                    i += 1;
                }
                (_, Some(y)) => {
                    keep_b.push(*y);
                    j += 1;
                }
                (None, None) => unreachable!("the loop condition"),
            }
        }
        if keep_a.len() == a.len() {
            return None;
        }
        let sa = self.chain(add, ty, &mut keep_a)?;
        let sub_identity = self.algebra.laws.get(&sub).and_then(|l| l.identity);
        let add_identity = self.algebra.laws.get(&add).and_then(|l| l.identity);
        if keep_b.is_empty() && sub_identity.is_some() && sub_identity == add_identity {
            return Some(sa);
        }
        let sb = self.chain(add, ty, &mut keep_b)?;
        Some(self.node(sub, ty, sa, sb))
    }
}

/// The factor most terms share (at least two; the smallest class among
/// equals).
fn shared_factor(terms: &[Product]) -> Option<Id> {
    let mut counts: FxHashMap<Id, usize> = FxHashMap::default();
    for t in terms {
        let mut last = None;
        for &f in &t.factors {
            if last != Some(f) {
                *counts.entry(f).or_default() += 1;
            }
            last = Some(f);
        }
    }
    counts
        .into_iter()
        .filter(|&(_, n)| n >= 2)
        .max_by(|(a, na), (b, nb)| na.cmp(nb).then(b.cmp(a)))
        .map(|(f, _)| f)
}

/// Adds the normal forms of the AC chains and cancelling subtractions of a
/// freshly built e-graph (`roots`: the classes the block's skeleton uses)
/// and joins each with its class. Returns whether a class gained a form.
pub(crate) fn normalize(
    ctx: &Context,
    egraph: &mut EGraph<Node, Folding<'_>>,
    algebra: &Algebra,
    roots: &[Id],
) -> bool {
    if algebra.is_empty() {
        return false;
    }
    egraph.rebuild();
    let roots: FxHashSet<Id> = roots.iter().map(|&r| egraph.find(r)).collect();
    let mut classes: Vec<Id> = egraph.classes().map(|c| c.id).collect();
    classes.sort_unstable();
    // Uses of each class by op nodes.
    let mut users: FxHashMap<Id, (usize, Option<OpName>)> = FxHashMap::default();
    for &c in &classes {
        for n in &egraph[c].nodes {
            if let Node::Op { name, children, .. } = n {
                for &k in children {
                    let e = users.entry(egraph.find(k)).or_insert((0, None));
                    e.0 += 1;
                    e.1 = Some(*name);
                }
            }
        }
    }
    let single_use = users
        .into_iter()
        .filter(|(c, (n, _))| *n == 1 && !roots.contains(c))
        .filter_map(|(c, (_, o))| Some((c, o?)))
        .collect();
    let mut norm = Normalizer {
        ctx,
        egraph,
        algebra,
        single_use,
    };
    let mut joins: Vec<(Id, Id)> = Vec::new();
    for &c in &classes {
        let ops: SmallVec<[(OpName, Type); 2]> = norm.egraph[c]
            .nodes
            .iter()
            .filter_map(|n| match n {
                Node::Op {
                    name,
                    props: None,
                    ty: Some(t),
                    children,
                } if children.len() == 2 => Some((*name, *t)),
                _ => None,
            })
            .collect();
        for (o, ty) in ops {
            if norm.algebra.ac(o).is_some() {
                // Chains are normalized at their top only.
                if norm.single_use.get(&c) == Some(&o) {
                    continue;
                }
                if let Some(id) = norm.chain_form(c, o, ty) {
                    joins.push((c, id));
                }
            } else if let Some(&add) = norm.algebra.cancels.get(&o) {
                if let Some(sides) = norm.binary(c, o, ty) {
                    if let Some(id) = norm.cancelled(o, add, ty, sides) {
                        joins.push((c, id));
                    }
                }
            }
        }
    }
    let mut changed = false;
    for (c, id) in joins {
        changed |= norm.egraph.union(c, id);
    }
    changed
}
