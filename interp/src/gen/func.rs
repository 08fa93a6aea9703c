//! Functions and their control flow: the per-function generator state,
//! scopes of visible values, blocks joined by forward `cf` branches (for
//! function bodies and `scf.execute_region` alike), calls, and the choice
//! of the next op.

use super::{
    interesting, type_list, FuncSig, GenConfig, Ty, F32_BITS, F64_BITS, INT_WIDTHS, TYPES,
};
use arbitrary::{Result, Unstructured};

/// The values visible at a point: name and type.
pub(super) type Scope = Vec<(String, Ty)>;

/// How the blocks of a region end: `func.return` or `scf.yield`.
#[derive(Clone, Copy)]
pub(super) enum Exit {
    /// `func.return` (a function body).
    Return,
    /// `scf.yield` (an `scf.execute_region`).
    Yield,
}

/// The generator of one function's text.
pub(super) struct FuncGen<'u, 'd, 'c> {
    /// The bytes driving every choice.
    pub(super) u: &'u mut Unstructured<'d>,
    /// Limits and options.
    pub(super) cfg: &'c GenConfig,
    /// The text written so far.
    pub out: String,
    /// The number of the last value named.
    next: usize,
    /// The functions this one may call.
    callees: &'c [FuncSig],
}

impl<'u, 'd, 'c> FuncGen<'u, 'd, 'c> {
    /// A generator writing a function that may call `callees`.
    pub fn new(u: &'u mut Unstructured<'d>, cfg: &'c GenConfig, callees: &'c [FuncSig]) -> Self {
        FuncGen {
            u,
            cfg,
            out: String::new(),
            next: 0,
            callees,
        }
    }

    /// A new value name.
    pub(super) fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    /// Writes one line of text at `indent`.
    pub(super) fn line(&mut self, indent: usize, text: &str) {
        for _ in 0..indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// Defines `name = text` of type `ty` and adds it to the scope.
    pub(super) fn define(
        &mut self,
        scope: &mut Scope,
        indent: usize,
        text: &str,
        ty: Ty,
    ) -> String {
        let name = self.fresh();
        self.line(indent, &format!("{name} = {text}"));
        scope.push((name.clone(), ty));
        name
    }

    /// A new `arith.constant` of type `ty`, biased to edge cases.
    pub(super) fn constant(&mut self, scope: &mut Scope, indent: usize, ty: Ty) -> Result<String> {
        let text = match ty {
            Ty::I1 => format!("arith.constant {}", self.u.arbitrary::<bool>()?),
            Ty::F32 => format!("arith.constant 0x{:08X} : f32", self.u.choose(&F32_BITS)?),
            Ty::F64 => format!("arith.constant 0x{:016X} : f64", self.u.choose(&F64_BITS)?),
            _ => format!(
                "arith.constant {} : {}",
                interesting(self.u, ty.width())?,
                ty.text()
            ),
        };
        Ok(self.define(scope, indent, &text, ty))
    }

    /// A new integer constant `v` of type `ty`.
    pub(super) fn int_constant(
        &mut self,
        scope: &mut Scope,
        indent: usize,
        v: i64,
        ty: Ty,
    ) -> String {
        let text = if ty == Ty::I1 {
            format!("arith.constant {}", v & 1 == 1)
        } else {
            format!("arith.constant {v} : {}", ty.text())
        };
        self.define(scope, indent, &text, ty)
    }

    /// A value of type `ty`: a visible one, or a new constant.
    pub(super) fn pick(&mut self, scope: &mut Scope, indent: usize, ty: Ty) -> Result<String> {
        let candidates: Vec<usize> = (0..scope.len()).filter(|&i| scope[i].1 == ty).collect();
        if !candidates.is_empty() && self.u.ratio(4, 5)? {
            let i = *self.u.choose(&candidates)?;
            return Ok(scope[i].0.clone());
        }
        self.constant(scope, indent, ty)
    }

    /// Like [`Self::pick`], but never a result named by number (`%v3#1`):
    /// for `cf.switch`'s default destination, where MLIR's parser refuses
    /// those.
    fn pick_unnumbered(&mut self, scope: &mut Scope, indent: usize, ty: Ty) -> Result<String> {
        let candidates: Vec<usize> = (0..scope.len())
            .filter(|&i| scope[i].1 == ty && !scope[i].0.contains('#'))
            .collect();
        if !candidates.is_empty() && self.u.ratio(4, 5)? {
            let i = *self.u.choose(&candidates)?;
            return Ok(scope[i].0.clone());
        }
        self.constant(scope, indent, ty)
    }

    /// Values of `types`, in order.
    pub(super) fn pick_all(
        &mut self,
        scope: &mut Scope,
        indent: usize,
        types: &[Ty],
    ) -> Result<Vec<String>> {
        types.iter().map(|&t| self.pick(scope, indent, t)).collect()
    }

    /// Types for the results of a region op or block arguments: up to
    /// `max` of them.
    pub(super) fn types(&mut self, max: usize) -> Result<Vec<Ty>> {
        (0..self.u.int_in_range(0..=max)?)
            .map(|_| self.u.choose(&TYPES).copied())
            .collect()
    }

    /// The left-hand side `%vN:k = ` of an op with `results` (empty for
    /// none), and the name `%vN` its results are reached through.
    pub(super) fn lhs(&mut self, results: &[Ty]) -> (String, String) {
        let name = self.fresh();
        let text = if results.is_empty() {
            String::new()
        } else {
            format!("{name}:{} = ", results.len())
        };
        (text, name)
    }

    /// Adds the results `name#i` of an op to the scope.
    pub(super) fn bind_results(scope: &mut Scope, name: &str, results: &[Ty]) {
        for (i, &t) in results.iter().enumerate() {
            scope.push((format!("{name}#{i}"), t));
        }
    }

    /// Writes function `sig`.
    pub fn function(&mut self, sig: &FuncSig) -> Result<()> {
        let params: Scope = sig.params.iter().map(|&t| (self.fresh(), t)).collect();
        let decl: Vec<String> = params
            .iter()
            .map(|(n, t)| format!("{n}: {}", t.text()))
            .collect();
        let visibility = if sig.public { "" } else { "private " };
        self.line(
            0,
            &format!(
                "func.func {visibility}@{}({}) -> ({}) {{",
                sig.name,
                decl.join(", "),
                type_list(&sig.results)
            ),
        );
        self.blocks(&params, &sig.results, Exit::Return, 1, 0)?;
        self.line(0, "}");
        Ok(())
    }

    /// Writes the blocks of a region whose entry block sees `entry` (its
    /// arguments for a function, the enclosing scope for an
    /// `scf.execute_region`) and which exits with values of `results`.
    /// Blocks branch only forward, so every run leaves the region.
    pub(super) fn blocks(
        &mut self,
        entry: &Scope,
        results: &[Ty],
        exit: Exit,
        indent: usize,
        depth: usize,
    ) -> Result<()> {
        let n_blocks = self
            .u
            .int_in_range(0..=self.cfg.max_blocks.saturating_sub(1))?;
        let mut block_params: Vec<Vec<Ty>> = Vec::with_capacity(n_blocks);
        for _ in 0..n_blocks {
            block_params.push(self.types(2)?);
        }
        // The values of the entry block dominate every other block.
        let mut dominating = entry.clone();
        for b in 0..=n_blocks {
            let mut scope = dominating.clone();
            if b > 0 {
                let args: Scope = block_params[b - 1]
                    .iter()
                    .map(|&t| (self.fresh(), t))
                    .collect();
                let decl: Vec<String> = args
                    .iter()
                    .map(|(n, t)| format!("{n}: {}", t.text()))
                    .collect();
                self.line(indent - 1, &format!("^bb{b}({}):", decl.join(", ")));
                scope.extend(args);
            }
            self.ops(&mut scope, indent, depth)?;
            if b == 0 {
                dominating = scope.clone();
            }
            let later = n_blocks - b;
            if later == 0 || self.u.ratio(1, 4)? {
                let vals = self.pick_all(&mut scope, indent, results)?;
                let op = match exit {
                    Exit::Return => "func.return",
                    Exit::Yield => "scf.yield",
                };
                if results.is_empty() {
                    self.line(indent, op);
                } else {
                    self.line(
                        indent,
                        &format!("{op} {} : {}", vals.join(", "), type_list(results)),
                    );
                }
            } else {
                self.branch(&mut scope, indent, b, &block_params)?;
            }
        }
        Ok(())
    }

    /// Ends block `b` with a branch to later blocks (`block_params` are the
    /// argument types of blocks `1..`).
    fn branch(
        &mut self,
        scope: &mut Scope,
        indent: usize,
        b: usize,
        block_params: &[Vec<Ty>],
    ) -> Result<()> {
        let later = block_params.len() - b;
        let target = |g: &mut Self| -> Result<usize> { Ok(b + g.u.int_in_range(1..=later)?) };
        match self.u.int_in_range(0..=3u8)? {
            0 => {
                let t = target(self)?;
                let dest = self.successor(scope, indent, t, &block_params[t - 1])?;
                self.line(indent, &format!("cf.br {dest}"));
            }
            1 => {
                let flag = *self.u.choose(&INT_WIDTHS[1..])?;
                let default_target = target(self)?;
                let mut cases: Vec<(i64, usize)> = Vec::new();
                for _ in 0..self.u.int_in_range(0..=3)? {
                    let mut v = interesting(self.u, flag.width())?;
                    if flag == Ty::I64 {
                        // MLIR prints cases unsigned, and a negative `i64`
                        // case printed so does not parse back (mlir-opt-22
                        // too): keep them non-negative.
                        v &= i64::MAX;
                    }
                    let t = target(self)?;
                    if cases.iter().all(|&(c, _)| c != v) {
                        cases.push((v, t));
                    }
                }
                let value = self.pick(scope, indent, flag)?;
                let default_types = &block_params[default_target - 1];
                let default_values = default_types
                    .iter()
                    .map(|&t| self.pick_unnumbered(scope, indent, t))
                    .collect::<Result<Vec<_>>>()?;
                let default = Self::successor_text(default_target, &default_values, default_types);
                let mut arms = vec![format!("default: {default}")];
                for (v, t) in cases {
                    arms.push(format!(
                        "{v}: {}",
                        self.successor(scope, indent, t, &block_params[t - 1])?
                    ));
                }
                self.line(
                    indent,
                    &format!("cf.switch {value} : {}, [{}]", flag.text(), arms.join(", ")),
                );
            }
            _ => {
                let (t1, t2) = (target(self)?, target(self)?);
                let d1 = self.successor(scope, indent, t1, &block_params[t1 - 1])?;
                let d2 = self.successor(scope, indent, t2, &block_params[t2 - 1])?;
                let c = self.pick(scope, indent, Ty::I1)?;
                self.line(indent, &format!("cf.cond_br {c}, {d1}, {d2}"));
            }
        }
        Ok(())
    }

    /// `^bbN(values : types)` passing values of `types` to block `n`.
    fn successor(
        &mut self,
        scope: &mut Scope,
        indent: usize,
        n: usize,
        types: &[Ty],
    ) -> Result<String> {
        let vals = self.pick_all(scope, indent, types)?;
        Ok(Self::successor_text(n, &vals, types))
    }

    /// `^bbN(values : types)`, or `^bbN` without values.
    fn successor_text(n: usize, vals: &[String], types: &[Ty]) -> String {
        if types.is_empty() {
            return format!("^bb{n}");
        }
        format!("^bb{n}({} : {})", vals.join(", "), type_list(types))
    }

    /// Writes up to `max_ops` ops at nesting `depth`.
    pub(super) fn ops(&mut self, scope: &mut Scope, indent: usize, depth: usize) -> Result<()> {
        let n = self.u.int_in_range(0..=self.cfg.max_ops)?;
        for _ in 0..n {
            self.op(scope, indent, depth)?;
        }
        Ok(())
    }

    /// Writes one op (with the constants and helpers it needs).
    fn op(&mut self, scope: &mut Scope, indent: usize, depth: usize) -> Result<()> {
        let nested = depth < self.cfg.max_depth;
        match self.u.int_in_range(0..=if nested { 19 } else { 12 })? {
            0 => {
                let t = *self.u.choose(&TYPES)?;
                self.constant(scope, indent, t)?;
            }
            1 | 2 => self.int_binary(scope, indent)?,
            3 => self.float_binary(scope, indent)?,
            4 => self.float_unary(scope, indent)?,
            5 => self.int_unary(scope, indent)?,
            6 => self.compare(scope, indent)?,
            7 => self.select(scope, indent)?,
            8 => self.cast(scope, indent)?,
            9 => self.call(scope, indent)?,
            10 => self.multi_result(scope, indent)?,
            11 => self.assert_or_poison(scope, indent)?,
            12 => self.memory(scope, indent)?,
            13 | 14 => self.if_op(scope, indent, depth)?,
            15 => self.for_op(scope, indent, depth)?,
            16 => self.while_op(scope, indent, depth)?,
            17 => self.index_switch(scope, indent, depth)?,
            18 => self.parallel(scope, indent, depth)?,
            _ => self.execute_region(scope, indent, depth)?,
        }
        Ok(())
    }

    /// A direct `func.call` or, through `func.constant`, a
    /// `func.call_indirect` of a later function.
    fn call(&mut self, scope: &mut Scope, indent: usize) -> Result<()> {
        let Ok(callee) = self.u.choose(self.callees) else {
            return Ok(());
        };
        let args = self.pick_all(scope, indent, &callee.params)?;
        let fn_type = callee.type_text();
        let (lhs, name) = self.lhs(&callee.results);
        if self.u.ratio(1, 3)? {
            let f = self.fresh();
            self.line(
                indent,
                &format!("{f} = func.constant @{} : {fn_type}", callee.name),
            );
            self.line(
                indent,
                &format!(
                    "{lhs}func.call_indirect {f}({}) : {fn_type}",
                    args.join(", ")
                ),
            );
        } else {
            self.line(
                indent,
                &format!(
                    "{lhs}func.call @{}({}) : {fn_type}",
                    callee.name,
                    args.join(", ")
                ),
            );
        }
        Self::bind_results(scope, &name, &callee.results);
        Ok(())
    }

    /// `cf.assert` (of a condition that holds when UB is avoided) or
    /// `ub.poison`.
    fn assert_or_poison(&mut self, scope: &mut Scope, indent: usize) -> Result<()> {
        if self.cfg.ub_free || self.u.arbitrary::<bool>()? {
            let mut c = self.pick(scope, indent, Ty::I1)?;
            if self.cfg.ub_free || self.u.ratio(7, 8)? {
                let t = self.int_constant(scope, indent, 1, Ty::I1);
                c = self.define(scope, indent, &format!("arith.ori {c}, {t} : i1"), Ty::I1);
            }
            self.line(indent, &format!("cf.assert {c}, \"assertion\""));
        } else {
            let t = *self.u.choose(&TYPES)?;
            self.define(scope, indent, &format!("ub.poison : {}", t.text()), t);
        }
        Ok(())
    }
}
