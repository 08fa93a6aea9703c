//! Structured control flow: `scf.if`, `scf.for` and `scf.while` (bounded
//! trip counts), `scf.index_switch`, and `scf.execute_region` (whose blocks
//! branch with cf like a function's).

use super::func::{Exit, FuncGen, Scope};
use super::{type_list, Ty};
use arbitrary::Result;

/// ` -> (types)`, or nothing for no types.
fn arrow(results: &[Ty]) -> String {
    if results.is_empty() {
        String::new()
    } else {
        format!(" -> ({})", type_list(results))
    }
}

impl FuncGen<'_, '_, '_> {
    /// Writes a single-block region that sees `scope` and `args` and
    /// yields values of `results` with `yield_op`.
    fn region(
        &mut self,
        scope: &Scope,
        args: &[(String, Ty)],
        results: &[Ty],
        yield_op: &str,
        indent: usize,
        depth: usize,
    ) -> Result<()> {
        let mut inner = scope.clone();
        inner.extend(args.iter().cloned());
        self.ops(&mut inner, indent, depth + 1)?;
        let vals = self.pick_all(&mut inner, indent, results)?;
        if results.is_empty() {
            self.line(indent, yield_op);
        } else {
            self.line(
                indent,
                &format!("{yield_op} {} : {}", vals.join(", "), type_list(results)),
            );
        }
        Ok(())
    }

    /// `scf.if`, with an `else` region when it has results (or by chance).
    pub(super) fn if_op(&mut self, scope: &mut Scope, indent: usize, depth: usize) -> Result<()> {
        let results = self.types(self.cfg.max_results)?;
        let c = self.pick(scope, indent, Ty::I1)?;
        let (lhs, name) = self.lhs(&results);
        self.line(indent, &format!("{lhs}scf.if {c}{} {{", arrow(&results)));
        self.region(scope, &[], &results, "scf.yield", indent + 1, depth)?;
        if !results.is_empty() || self.u.arbitrary::<bool>()? {
            self.line(indent, "} else {");
            self.region(scope, &[], &results, "scf.yield", indent + 1, depth)?;
        }
        self.line(indent, "}");
        Self::bind_results(scope, &name, &results);
        Ok(())
    }

    /// `scf.for` over a few iterations, carrying values.
    pub(super) fn for_op(&mut self, scope: &mut Scope, indent: usize, depth: usize) -> Result<()> {
        let results = self.types(self.cfg.max_results)?;
        let lb = self.u.int_in_range(-2..=3)?;
        let ub = lb + self.u.int_in_range(-1..=4)?;
        let step = self.u.int_in_range(1..=2)?;
        // Integer induction variables too, whose bounds must not overflow
        // (the loop's trip count is computed in its type).
        let iv_type = *self
            .u
            .choose(&[Ty::Index, Ty::Index, Ty::I8, Ty::I32, Ty::I64])?;
        let l = self.int_constant(scope, indent, lb, iv_type);
        let h = self.int_constant(scope, indent, ub, iv_type);
        let s = self.int_constant(scope, indent, step, iv_type);
        let inits = self.pick_all(scope, indent, &results)?;
        let iv = self.fresh();
        let carried: Scope = results.iter().map(|&t| (self.fresh(), t)).collect();
        let (lhs, name) = self.lhs(&results);
        let iter = if results.is_empty() {
            String::new()
        } else {
            let pairs: Vec<String> = carried
                .iter()
                .zip(&inits)
                .map(|((n, _), i)| format!("{n} = {i}"))
                .collect();
            format!(" iter_args({})", pairs.join(", "))
        };
        let iv_text = if iv_type == Ty::Index {
            String::new()
        } else {
            format!(" : {}", iv_type.text())
        };
        self.line(
            indent,
            &format!(
                "{lhs}scf.for {iv} = {l} to {h} step {s}{iter}{}{iv_text} {{",
                arrow(&results)
            ),
        );
        let mut args = vec![(iv, iv_type)];
        args.extend(carried);
        self.region(scope, &args, &results, "scf.yield", indent + 1, depth)?;
        self.line(indent, "}");
        Self::bind_results(scope, &name, &results);
        Ok(())
    }

    /// `scf.while` counting an index up to a small bound, carrying values.
    pub(super) fn while_op(
        &mut self,
        scope: &mut Scope,
        indent: usize,
        depth: usize,
    ) -> Result<()> {
        let results = self.types(self.cfg.max_results)?;
        let zero = self.int_constant(scope, indent, 0, Ty::Index);
        let limit = self.u.int_in_range(0..=4)?;
        let limit = self.int_constant(scope, indent, limit, Ty::Index);
        let one = self.int_constant(scope, indent, 1, Ty::Index);
        let inits = self.pick_all(scope, indent, &results)?;
        let mut all = vec![Ty::Index];
        all.extend(&results);
        let tys = type_list(&all);
        let name = self.fresh();
        let counter = self.fresh();
        let before: Scope = results.iter().map(|&t| (self.fresh(), t)).collect();
        let mut inits_text = vec![format!("{counter} = {zero}")];
        inits_text.extend(
            before
                .iter()
                .zip(&inits)
                .map(|((n, _), i)| format!("{n} = {i}")),
        );
        self.line(
            indent,
            &format!(
                "{name}:{} = scf.while ({}) : ({tys}) -> ({tys}) {{",
                all.len(),
                inits_text.join(", ")
            ),
        );
        let mut inner = scope.clone();
        inner.push((counter.clone(), Ty::Index));
        inner.extend(before.iter().cloned());
        self.ops(&mut inner, indent + 1, depth + 1)?;
        let go = self.define(
            &mut inner,
            indent + 1,
            &format!("arith.cmpi slt, {counter}, {limit} : index"),
            Ty::I1,
        );
        let mut passed = vec![counter.clone()];
        passed.extend(self.pick_all(&mut inner, indent + 1, &results)?);
        self.line(
            indent + 1,
            &format!("scf.condition({go}) {} : {tys}", passed.join(", ")),
        );
        self.line(indent, "} do {");
        let c2 = self.fresh();
        let after: Scope = results.iter().map(|&t| (self.fresh(), t)).collect();
        let mut decl = vec![format!("{c2}: index")];
        decl.extend(after.iter().map(|(n, t)| format!("{n}: {}", t.text())));
        self.line(indent, &format!("^bb0({}):", decl.join(", ")));
        let mut inner = scope.clone();
        inner.extend(after.iter().cloned());
        let next = self.define(
            &mut inner,
            indent + 1,
            &format!("arith.addi {c2}, {one} : index"),
            Ty::Index,
        );
        self.ops(&mut inner, indent + 1, depth + 1)?;
        let mut yielded = vec![next];
        yielded.extend(self.pick_all(&mut inner, indent + 1, &results)?);
        self.line(
            indent + 1,
            &format!("scf.yield {} : {tys}", yielded.join(", ")),
        );
        self.line(indent, "}");
        for (i, &t) in results.iter().enumerate() {
            scope.push((format!("{name}#{}", i + 1), t));
        }
        Ok(())
    }

    /// `scf.index_switch` with a few distinct cases and a default.
    pub(super) fn index_switch(
        &mut self,
        scope: &mut Scope,
        indent: usize,
        depth: usize,
    ) -> Result<()> {
        let results = self.types(self.cfg.max_results)?;
        let arg = self.pick(scope, indent, Ty::Index)?;
        let (lhs, name) = self.lhs(&results);
        let arrow = if results.is_empty() {
            String::new()
        } else {
            format!(" -> {}", type_list(&results))
        };
        self.line(indent, &format!("{lhs}scf.index_switch {arg}{arrow}"));
        let mut cases: Vec<i64> = Vec::new();
        for _ in 0..self.u.int_in_range(0..=3)? {
            let c = *self.u.choose(&[0i64, 1, 2, 7, -1, 42])?;
            if !cases.contains(&c) {
                cases.push(c);
            }
        }
        for c in cases {
            self.line(indent, &format!("case {c} {{"));
            self.region(scope, &[], &results, "scf.yield", indent + 1, depth)?;
            self.line(indent, "}");
        }
        self.line(indent, "default {");
        self.region(scope, &[], &results, "scf.yield", indent + 1, depth)?;
        self.line(indent, "}");
        Self::bind_results(scope, &name, &results);
        Ok(())
    }

    /// `scf.execute_region`, whose body may be several blocks joined by cf
    /// branches.
    pub(super) fn execute_region(
        &mut self,
        scope: &mut Scope,
        indent: usize,
        depth: usize,
    ) -> Result<()> {
        let results = self.types(self.cfg.max_results)?;
        let (lhs, name) = self.lhs(&results);
        self.line(
            indent,
            &format!("{lhs}scf.execute_region{} {{", arrow(&results)),
        );
        self.blocks(scope, &results, Exit::Yield, indent + 1, depth + 1)?;
        self.line(indent, "}");
        Self::bind_results(scope, &name, &results);
        Ok(())
    }
}
