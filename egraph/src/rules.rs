//! Rules: the ops' declared equalities ([`EqualityRules`]) parsed and
//! compiled into egg patterns (the left-hand side) and term templates (the
//! right-hand side), once per context.

use crate::language::Node;
use egg::{ENodeOrVar, Id, Pattern, RecExpr, Var};
use rmlir_ir::equality_rules::{EqualityRule, EqualityRules};
use rmlir_ir::{Context, OpName};
use smallvec::SmallVec;

/// A parsed term.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Term {
    /// `?x`.
    Var(String),
    /// An integer constant of the surrounding type.
    Int(i64),
    /// An op applied to terms.
    Op(OpName, Vec<Term>),
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
}

/// A right-hand side with its variables resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Template {
    /// A pattern variable.
    Var(Var),
    /// An integer constant of the surrounding type.
    Int(i64),
    /// An op applied to templates.
    Op(OpName, Vec<Template>),
}

fn template(t: &Term) -> Template {
    match t {
        Term::Var(v) => Template::Var(var(v)),
        Term::Int(k) => Template::Int(*k),
        Term::Op(name, args) => Template::Op(*name, args.iter().map(template).collect()),
    }
}

/// Every rule of a context's ops, compiled.
pub struct RuleSet {
    /// The rules, sorted by name (so the result does not depend on the
    /// order they were declared in).
    pub rules: Vec<CompiledRule>,
    /// Each op's extraction cost (ops not listed cost 3).
    pub(crate) costs: rustc_hash::FxHashMap<OpName, u64>,
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
        for op in ops {
            let Some(decl) = ctx
                .op_info(op)
                .and_then(|i| i.interfaces.get::<EqualityRules>())
            else {
                continue;
            };
            costs.insert(op, u64::from(decl.cost.max(1)));
            for rule in decl.rules.iter().filter(|r| keep(&r.name)) {
                compile(ctx, rule, &mut rules)?;
            }
        }
        rules.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(RuleSet { rules, costs })
    }
}

fn compile(
    ctx: &Context,
    rule: &EqualityRule,
    out: &mut Vec<CompiledRule>,
) -> Result<(), RuleError> {
    let err = |message: String| RuleError {
        rule: rule.name.clone(),
        message,
    };
    let lhs = parse_term(ctx, &rule.lhs).map_err(err)?;
    let rhs = parse_term(ctx, &rule.rhs).map_err(err)?;
    let mut forward = direction(ctx, &rule.name, &lhs, &rhs).map_err(err)?;
    forward.min_width = rule.min_width;
    out.push(forward);
    if rule.bidirectional {
        let name = format!("{}-rev", rule.name);
        let mut backward = direction(ctx, &name, &rhs, &lhs).map_err(err)?;
        backward.min_width = rule.min_width;
        out.push(backward);
    }
    Ok(())
}

fn direction(ctx: &Context, name: &str, lhs: &Term, rhs: &Term) -> Result<CompiledRule, String> {
    let Term::Op(root, _) = lhs else {
        return Err("the searched side must be an op".into());
    };
    let mut ast: RecExpr<ENodeOrVar<Node>> = RecExpr::default();
    let mut literals = Vec::new();
    to_pattern(lhs, &mut ast, &mut literals);
    let bound = vars(lhs);
    if let Some(v) = vars(rhs).into_iter().find(|v| !bound.contains(v)) {
        return Err(format!("variable ?{v} is not bound by the searched side"));
    }
    Ok(CompiledRule {
        name: name.to_string(),
        pattern: Pattern::new(ast),
        literals,
        rhs: template(rhs),
        min_width: 0,
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
        Term::Op(name, args) => {
            let children: SmallVec<[Id; 2]> =
                args.iter().map(|a| to_pattern(a, ast, literals)).collect();
            ast.add(ENodeOrVar::ENode(Node::Op {
                name: *name,
                props: None,
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
            Term::Op(_, args) => stack.extend(args),
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
        let Some(&name) = toks.get(*at) else {
            return Err("expected an op name after '('".into());
        };
        *at += 1;
        let op = ctx.op_name(name);
        if ctx.op_info(op).is_none() {
            return Err(format!("'{name}' is not a registered op"));
        }
        let mut args = Vec::new();
        loop {
            match toks.get(*at) {
                Some(&")") => {
                    *at += 1;
                    return Ok(Term::Op(op, args));
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

/// The dialect part of an op name (`arith` of `arith.addi`).
pub(crate) fn dialect_of(op: &str) -> &str {
    op.split('.').next().unwrap_or(op)
}
