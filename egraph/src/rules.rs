//! Rules: the ops' declared equalities ([`EqualityRules`]) parsed and
//! compiled into egg patterns (the left-hand side) and term templates (the
//! right-hand side), once per context.

use crate::ac::{Algebra, RuleTerms};
use crate::language::Node;
use egg::{ENodeOrVar, Id, Pattern, RecExpr, Var};
use rmlir_ir::equality_rules::{EqualityRule, EqualityRules, Typing};
use rmlir_ir::{Attr, AttrData, Context, OpName};
use smallvec::SmallVec;

/// A parsed term.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Term {
    /// `?x`.
    Var(String),
    /// An integer constant of the surrounding type.
    Int(i64),
    /// An op with its properties as the e-graph keys them (`None`: all
    /// default), applied to terms.
    Op(OpName, Option<Attr>, Vec<Term>),
}

/// A rule compiled for one direction.
pub struct CompiledRule {
    /// The rule's name (with `-rev` for the reverse direction).
    pub name: String,
    /// What to search for.
    pub pattern: Pattern<Node>,
    /// Pattern variables that stand for integer literals, with their value.
    pub literals: Vec<(Var, i64)>,
    /// What to add (and join with the match).
    pub rhs: Template,
    /// The narrowest integer width the rule holds for.
    pub min_width: u32,
    /// The dialect that materializes the rule's literal constants (that of
    /// the searched op).
    pub dialect: String,
    /// Whether the rule is an associativity law of an associative and
    /// commutative op, which AC normalization applies instead of saturation.
    pub by_normalization: bool,
    /// The ops the searched pattern contains (it can match only an e-graph
    /// that has all of them).
    pub ops: Vec<OpName>,
}

/// A right-hand side with its variables resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Template {
    /// A pattern variable.
    Var(Var),
    /// An integer constant of the surrounding type.
    Int(i64),
    /// An op with its properties (as in [`Term::Op`]) applied to templates.
    Op(OpName, Option<Attr>, Vec<Template>),
}

fn template(t: &Term) -> Template {
    match t {
        Term::Var(v) => Template::Var(var(v)),
        Term::Int(k) => Template::Int(*k),
        Term::Op(name, props, args) => {
            Template::Op(*name, *props, args.iter().map(template).collect())
        }
    }
}

/// Every rule of a context's ops, compiled.
pub struct RuleSet {
    /// The rules, sorted by name (so the result does not depend on the
    /// order they were declared in).
    pub rules: Vec<CompiledRule>,
    /// Each op's extraction cost (ops not listed cost 3).
    pub(crate) costs: rustc_hash::FxHashMap<OpName, u64>,
    /// What the rules say for AC normalization.
    pub(crate) algebra: Algebra,
    /// The ops some rule searches for: a block without any has nothing for
    /// the rules to do.
    pub(crate) searched: rustc_hash::FxHashSet<OpName>,
    /// The ops whose typing is not [`Typing::Uniform`].
    pub(crate) typings: rustc_hash::FxHashMap<OpName, Typing>,
}

/// Why a rule could not be compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    /// The rule's name.
    pub rule: String,
    /// What is wrong.
    pub message: String,
}

impl RuleSet {
    /// Compiles the rules every registered op declares, keeping those whose
    /// name `keep` accepts. Ops are visited by name, so the order (and the
    /// result) does not depend on registration order.
    pub fn from_context(ctx: &Context, keep: impl Fn(&str) -> bool) -> Result<RuleSet, RuleError> {
        let mut ops: Vec<OpName> = ctx.registered_ops().to_vec();
        ops.sort_by(|a, b| ctx.op_name_str(*a).cmp(ctx.op_name_str(*b)));
        let mut rules = Vec::new();
        let mut costs = rustc_hash::FxHashMap::default();
        let mut typings = rustc_hash::FxHashMap::default();
        let mut parsed: Vec<(&EqualityRule, Term, Term)> = Vec::new();
        for op in ops {
            let Some(decl) = ctx
                .op_info(op)
                .and_then(|i| i.interfaces.get::<EqualityRules>())
            else {
                continue;
            };
            costs.insert(op, u64::from(decl.cost.max(1)));
            if decl.typing != Typing::Uniform {
                typings.insert(op, decl.typing);
            }
            for rule in decl.rules.iter().filter(|r| keep(&r.name)) {
                let err = |message: String| RuleError {
                    rule: rule.name.clone(),
                    message,
                };
                let lhs = parse_term(ctx, &rule.lhs).map_err(err)?;
                let rhs = parse_term(ctx, &rule.rhs).map_err(err)?;
                parsed.push((rule, lhs, rhs));
            }
        }
        let terms: Vec<RuleTerms<'_>> = parsed
            .iter()
            .map(|(rule, lhs, rhs)| RuleTerms {
                lhs,
                rhs,
                min_width: rule.min_width,
            })
            .collect();
        let (algebra, by_normalization) = Algebra::detect(&terms);
        for ((rule, lhs, rhs), normalized) in parsed.iter().zip(by_normalization) {
            compile(ctx, &algebra, rule, lhs, rhs, normalized, &mut rules)?;
        }
        rules.sort_by(|a, b| a.name.cmp(&b.name));
        // Rules the normalization applies are searched for too: their ops
        // are the normalization's.
        let searched = parsed
            .iter()
            .flat_map(|(_, lhs, rhs)| [lhs, rhs])
            .filter_map(|t| match t {
                Term::Op(name, ..) => Some(*name),
                _ => None,
            })
            .collect();
        Ok(RuleSet {
            rules,
            costs,
            algebra,
            searched,
            typings,
        })
    }

    /// How `op`'s operand and result types relate.
    pub(crate) fn typing(&self, op: OpName) -> Typing {
        self.typings.get(&op).copied().unwrap_or_default()
    }
}

/// Compiles `rule` (both directions if it has two), one searched pattern
/// per order of the commutative ops' operands.
fn compile(
    ctx: &Context,
    algebra: &Algebra,
    rule: &EqualityRule,
    lhs: &Term,
    rhs: &Term,
    by_normalization: bool,
    out: &mut Vec<CompiledRule>,
) -> Result<(), RuleError> {
    let err = |message: String| RuleError {
        rule: rule.name.clone(),
        message,
    };
    let mut sides = vec![(rule.name.clone(), lhs, rhs)];
    if rule.bidirectional {
        sides.push((format!("{}-rev", rule.name), rhs, lhs));
    }
    for (name, searched, added) in sides {
        let patterns = if by_normalization {
            vec![searched.clone()]
        } else {
            orders(searched, &|op| algebra.commutative(op))
        };
        let commutative = |op| algebra.commutative(op);
        let mut seen: Vec<String> = Vec::new();
        for pattern in &patterns {
            // Two orders that are one rule with the variables renamed
            // (and commutative operands of the added side swapped) find
            // the same matches: one is enough.
            let key = rule_key(ctx, pattern, added, &commutative);
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            let mut compiled = direction(ctx, &name, pattern, added).map_err(err)?;
            compiled.min_width = rule.min_width;
            compiled.by_normalization = by_normalization;
            out.push(compiled);
        }
    }
    Ok(())
}

/// A rule's text with its variables numbered by first occurrence in
/// `lhs`, and the operands of commutative ops in `rhs` sorted.
fn rule_key(ctx: &Context, lhs: &Term, rhs: &Term, commutative: &dyn Fn(OpName) -> bool) -> String {
    fn number(t: &Term, names: &mut Vec<String>) {
        match t {
            Term::Var(v) if !names.contains(v) => names.push(v.clone()),
            Term::Op(_, _, args) => args.iter().for_each(|a| number(a, names)),
            _ => {}
        }
    }
    fn render(
        ctx: &Context,
        t: &Term,
        names: &[String],
        sort: Option<&dyn Fn(OpName) -> bool>,
    ) -> String {
        match t {
            Term::Var(v) => {
                let at = names.iter().position(|n| n == v);
                format!("?{}", at.unwrap_or(usize::MAX))
            }
            Term::Int(k) => k.to_string(),
            Term::Op(name, props, args) => {
                let mut parts: Vec<String> =
                    args.iter().map(|a| render(ctx, a, names, sort)).collect();
                if sort.is_some_and(|c| c(*name)) {
                    parts.sort();
                }
                format!("({}{props:?} {})", ctx.op_name_str(*name), parts.join(" "))
            }
        }
    }
    let mut names = Vec::new();
    number(lhs, &mut names);
    format!(
        "{} = {}",
        render(ctx, lhs, &names, None),
        render(ctx, rhs, &names, Some(commutative))
    )
}

/// At most this many operand orders of one searched side.
const MAX_ORDERS: usize = 16;

/// `term` with the operands of its binary commutative ops in every order
/// (`term` first, no two the same).
fn orders(term: &Term, commutative: &dyn Fn(OpName) -> bool) -> Vec<Term> {
    match term {
        Term::Var(_) | Term::Int(_) => vec![term.clone()],
        Term::Op(name, props, args) => {
            let mut out: Vec<Vec<Term>> = vec![Vec::new()];
            for a in args {
                let choices = orders(a, commutative);
                let mut next = Vec::new();
                for prefix in &out {
                    for c in &choices {
                        if next.len() < MAX_ORDERS {
                            let mut p = prefix.clone();
                            p.push(c.clone());
                            next.push(p);
                        }
                    }
                }
                out = next;
            }
            let mut terms: Vec<Term> = Vec::new();
            for args in out {
                let swapped = (args.len() == 2 && commutative(*name))
                    .then(|| Term::Op(*name, *props, vec![args[1].clone(), args[0].clone()]));
                for t in std::iter::once(Term::Op(*name, *props, args)).chain(swapped) {
                    if !terms.contains(&t) && terms.len() < MAX_ORDERS {
                        terms.push(t);
                    }
                }
            }
            terms
        }
    }
}

fn direction(ctx: &Context, name: &str, lhs: &Term, rhs: &Term) -> Result<CompiledRule, String> {
    let Term::Op(root, ..) = lhs else {
        return Err("the searched side must be an op".into());
    };
    let mut ast: RecExpr<ENodeOrVar<Node>> = RecExpr::default();
    let mut literals = Vec::new();
    to_pattern(lhs, &mut ast, &mut literals);
    let bound = vars(lhs);
    if let Some(v) = vars(rhs).into_iter().find(|v| !bound.contains(v)) {
        return Err(format!("variable ?{v} is not bound by the searched side"));
    }
    let mut ops = Vec::new();
    let mut stack = vec![lhs];
    while let Some(t) = stack.pop() {
        if let Term::Op(name, _, args) = t {
            if !ops.contains(name) {
                ops.push(*name);
            }
            stack.extend(args);
        }
    }
    Ok(CompiledRule {
        ops,
        name: name.to_string(),
        pattern: Pattern::new(ast),
        literals,
        rhs: template(rhs),
        min_width: 0,
        by_normalization: false,
        dialect: dialect_of(ctx.op_name_str(*root)).to_string(),
    })
}

fn to_pattern(t: &Term, ast: &mut RecExpr<ENodeOrVar<Node>>, literals: &mut Vec<(Var, i64)>) -> Id {
    match t {
        Term::Var(v) => ast.add(ENodeOrVar::Var(var(v))),
        Term::Int(k) => {
            let v = var(&format!("lit{}", literals.len()));
            literals.push((v, *k));
            ast.add(ENodeOrVar::Var(v))
        }
        Term::Op(name, props, args) => {
            let children: SmallVec<[Id; 2]> =
                args.iter().map(|a| to_pattern(a, ast, literals)).collect();
            ast.add(ENodeOrVar::ENode(Node::Op {
                name: *name,
                props: *props,
                ty: None,
                children,
            }))
        }
    }
}

/// The egg variable for `?name`.
pub(crate) fn var(name: &str) -> Var {
    format!("?{name}")
        .parse()
        .expect("a ?-prefixed name is a variable")
}

fn vars(t: &Term) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        match t {
            Term::Var(v) => out.push(v.clone()),
            Term::Int(_) => {}
            Term::Op(_, _, args) => stack.extend(args),
        }
    }
    out
}

/// Parses a rule term (see [`rmlir_ir::equality_rules`]).
pub fn parse_term(ctx: &Context, text: &str) -> Result<Term, String> {
    let tokens = tokenize(text);
    let mut at = 0;
    let term = parse_at(ctx, &tokens, &mut at, 0)?;
    if at != tokens.len() {
        return Err(format!("unexpected '{}' after the term", tokens[at]));
    }
    Ok(term)
}

fn tokenize(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        let delimiter = c == '(' || c == ')' || c.is_whitespace();
        if delimiter {
            if let Some(s) = start.take() {
                out.push(&text[s..i]);
            }
            if !c.is_whitespace() {
                out.push(&text[i..i + 1]);
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        out.push(&text[s..]);
    }
    out
}

const MAX_TERM_DEPTH: usize = 64;

fn parse_at(ctx: &Context, toks: &[&str], at: &mut usize, depth: usize) -> Result<Term, String> {
    if depth > MAX_TERM_DEPTH {
        return Err("term nested too deeply".into());
    }
    let Some(&tok) = toks.get(*at) else {
        return Err("unexpected end of the term".into());
    };
    *at += 1;
    if tok == "(" {
        let Some(&head) = toks.get(*at) else {
            return Err("expected an op name after '('".into());
        };
        *at += 1;
        let (name, props_text) = match head.split_once('{') {
            Some((name, rest)) => match rest.strip_suffix('}') {
                Some(inner) => (name, Some(inner)),
                None => return Err(format!("missing '}}' in '{head}'")),
            },
            None => (head, None),
        };
        let op = ctx.op_name(name);
        if ctx.op_info(op).is_none() {
            return Err(format!("'{name}' is not a registered op"));
        }
        let props = match props_text {
            Some(text) => parse_props(ctx, op, text)?,
            None => None,
        };
        let mut args = Vec::new();
        loop {
            match toks.get(*at) {
                Some(&")") => {
                    *at += 1;
                    return Ok(Term::Op(op, props, args));
                }
                Some(_) => args.push(parse_at(ctx, toks, at, depth + 1)?),
                None => return Err("missing ')'".into()),
            }
        }
    }
    if let Some(v) = tok.strip_prefix('?') {
        if v.is_empty() {
            return Err("a variable needs a name after '?'".into());
        }
        return Ok(Term::Var(v.to_string()));
    }
    tok.parse::<i64>()
        .map(Term::Int)
        .map_err(|_| format!("expected a term, found '{tok}'"))
}

/// The properties `name=value,...` of an op in a term, as the e-graph
/// keys them (see [`rmlir_ir::equality_rules`]).
fn parse_props(ctx: &Context, op: OpName, text: &str) -> Result<Option<Attr>, String> {
    let mut entries = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    let mut pieces = Vec::new();
    for (i, c) in text.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                pieces.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    pieces.push(&text[start..]);
    for piece in pieces.into_iter().filter(|p| !p.is_empty()) {
        let Some((key, value)) = piece.split_once('=') else {
            return Err(format!("expected 'name=value', found '{piece}'"));
        };
        let attr = if let Ok(k) = value.parse::<i64>() {
            ctx.integer_attr(ctx.common().i64, k)
        } else if let Some(text) = value.strip_prefix('#') {
            ctx.intern_attr(AttrData::Dialect { text: text.into() })
        } else {
            return Err(format!(
                "expected an integer or '#' attribute, found '{value}'"
            ));
        };
        entries.push((ctx.ident(key), attr));
    }
    Ok(crate::block::normalize_props(
        ctx,
        op,
        ctx.dictionary_attr(entries),
    ))
}

/// The dialect part of an op name (`arith` of `arith.addi`).
pub(crate) fn dialect_of(op: &str) -> &str {
    op.split('.').next().unwrap_or(op)
}
