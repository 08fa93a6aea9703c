//! Memory and parallel loops: `memref.alloca` of a few elements (filled
//! at once when UB is avoided, so loads never read poison), loads and
//! stores at in-bounds indices, and `scf.parallel` (with `scf.reduce`
//! reductions by associative, commutative ops) and `scf.forall`, whose
//! bodies reach the memory around them.

use super::func::{FuncGen, Scope};
use super::{type_list, MemElem, Ty, FLOATS, INTS, MEM_ELEMS, MEM_LEN};
use arbitrary::Result;

/// Associative and commutative integer ops (the reductions' combiners).
const INT_REDUCTIONS: [&str; 9] = [
    "arith.addi",
    "arith.muli",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.maxsi",
    "arith.minsi",
    "arith.maxui",
    "arith.minui",
];
/// Associative and commutative float ops.
const FLOAT_REDUCTIONS: [&str; 2] = ["arith.maximumf", "arith.minimumf"];

impl FuncGen<'_, '_, '_> {
    /// `memref.alloca`, `memref.load` or `memref.store`.
    pub(super) fn memory(&mut self, scope: &mut Scope, indent: usize) -> Result<()> {
        let mems: Vec<(String, MemElem)> = scope
            .iter()
            .filter_map(|(n, t)| match t {
                Ty::MemRef(e) => Some((n.clone(), *e)),
                _ => None,
            })
            .collect();
        if mems.is_empty() || self.u.ratio(1, 4)? {
            return self.alloca(scope, indent);
        }
        let (m, elem) = self.u.choose(&mems)?.clone();
        let i = self.in_bounds_index(scope, indent)?;
        let ty = Ty::MemRef(elem).text();
        if self.u.arbitrary::<bool>()? {
            self.define(
                scope,
                indent,
                &format!("memref.load {m}[{i}] : {ty}"),
                elem.ty(),
            );
        } else {
            let v = self.pick(scope, indent, elem.ty())?;
            self.line(indent, &format!("memref.store {v}, {m}[{i}] : {ty}"));
        }
        Ok(())
    }

    /// A new `memref.alloca`, every element stored at once (unless UB is
    /// allowed and the bytes say otherwise).
    fn alloca(&mut self, scope: &mut Scope, indent: usize) -> Result<()> {
        let elem = *self.u.choose(&MEM_ELEMS)?;
        let t = Ty::MemRef(elem);
        let m = self.fresh();
        self.line(indent, &format!("{m} = memref.alloca() : {}", t.text()));
        if self.cfg.ub_free || self.u.ratio(7, 8)? {
            for k in 0..MEM_LEN {
                let i = self.int_constant(scope, indent, k, Ty::Index);
                let v = self.pick(scope, indent, elem.ty())?;
                self.line(
                    indent,
                    &format!("memref.store {v}, {m}[{i}] : {}", t.text()),
                );
            }
        }
        scope.push((m, t));
        Ok(())
    }

    /// An index in `0..MEM_LEN`: a constant, or a value reduced by
    /// `arith.remui` (any index when UB is allowed, now and then).
    fn in_bounds_index(&mut self, scope: &mut Scope, indent: usize) -> Result<String> {
        if self.u.arbitrary::<bool>()? {
            let k = self.u.int_in_range(0..=MEM_LEN - 1)?;
            return Ok(self.int_constant(scope, indent, k, Ty::Index));
        }
        let x = self.pick(scope, indent, Ty::Index)?;
        if !self.cfg.ub_free && self.u.ratio(1, 8)? {
            return Ok(x);
        }
        let n = self.int_constant(scope, indent, MEM_LEN, Ty::Index);
        Ok(self.define(
            scope,
            indent,
            &format!("arith.remui {x}, {n} : index"),
            Ty::Index,
        ))
    }

    /// `count` lists of constant loop bounds: lower bounds, upper bounds
    /// and steps of a few iterations each.
    fn parallel_bounds(&mut self, count: usize) -> Result<Vec<(i64, i64, i64)>> {
        (0..count)
            .map(|_| {
                let lb = self.u.int_in_range(-1..=2)?;
                let ub = lb + self.u.int_in_range(-1..=3)?;
                let step = self.u.int_in_range(1..=2)?;
                Ok((lb, ub, step))
            })
            .collect()
    }

    /// `scf.parallel` with reductions, or `scf.forall`, over one or two
    /// dimensions.
    pub(super) fn parallel(
        &mut self,
        scope: &mut Scope,
        indent: usize,
        depth: usize,
    ) -> Result<()> {
        let dims = self.u.int_in_range(1..=2)?;
        let bounds = self.parallel_bounds(dims)?;
        let ivs: Vec<String> = (0..dims).map(|_| self.fresh()).collect();
        if self.u.arbitrary::<bool>()? {
            return self.forall(scope, indent, depth, &bounds, &ivs);
        }
        let consts = |g: &mut Self, scope: &mut Scope, pick: fn(&(i64, i64, i64)) -> i64| {
            bounds
                .iter()
                .map(|b| g.int_constant(scope, indent, pick(b), Ty::Index))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let lbs = consts(self, scope, |b| b.0);
        let ubs = consts(self, scope, |b| b.1);
        let steps = consts(self, scope, |b| b.2);
        let n = self.u.int_in_range(0..=self.cfg.max_results)?;
        let results: Vec<Ty> = (0..n)
            .map(|_| {
                if self.u.arbitrary::<bool>()? {
                    self.u.choose(&INTS).copied()
                } else {
                    self.u.choose(&FLOATS).copied()
                }
            })
            .collect::<Result<_>>()?;
        let inits = self.pick_all(scope, indent, &results)?;
        let (lhs, name) = self.lhs(&results);
        let init = if results.is_empty() {
            String::new()
        } else {
            format!(" init ({}) -> ({})", inits.join(", "), type_list(&results))
        };
        self.line(
            indent,
            &format!(
                "{lhs}scf.parallel ({}) = ({lbs}) to ({ubs}) step ({steps}){init} {{",
                ivs.join(", ")
            ),
        );
        let mut inner = scope.clone();
        inner.extend(ivs.iter().map(|iv| (iv.clone(), Ty::Index)));
        self.ops(&mut inner, indent + 1, depth + 1)?;
        let vals = self.pick_all(&mut inner, indent + 1, &results)?;
        if results.is_empty() {
            self.line(indent + 1, "scf.reduce");
        } else {
            self.line(
                indent + 1,
                &format!(
                    "scf.reduce({} : {}) {{",
                    vals.join(", "),
                    type_list(&results)
                ),
            );
            for (i, &t) in results.iter().enumerate() {
                let op = if t.is_int() {
                    *self.u.choose(&INT_REDUCTIONS)?
                } else {
                    *self.u.choose(&FLOAT_REDUCTIONS)?
                };
                let (a, b, r) = (self.fresh(), self.fresh(), self.fresh());
                self.line(indent + 1, &format!("^bb0({a}: {0}, {b}: {0}):", t.text()));
                self.line(indent + 2, &format!("{r} = {op} {a}, {b} : {}", t.text()));
                self.line(indent + 2, &format!("scf.reduce.return {r} : {}", t.text()));
                let close = if i + 1 == results.len() { "}" } else { "}, {" };
                self.line(indent + 1, close);
            }
        }
        self.line(indent, "}");
        Self::bind_results(scope, &name, &results);
        Ok(())
    }

    /// `scf.forall` over `bounds` (static, or normalized `in (...)` form
    /// for zero lower bounds and unit steps), without shared outputs.
    fn forall(
        &mut self,
        scope: &mut Scope,
        indent: usize,
        depth: usize,
        bounds: &[(i64, i64, i64)],
        ivs: &[String],
    ) -> Result<()> {
        let normalized = bounds
            .iter()
            .all(|&(lb, ub, step)| lb == 0 && ub > 0 && step == 1);
        let list = |f: fn(&(i64, i64, i64)) -> i64| {
            bounds
                .iter()
                .map(|b| f(b).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let header = if normalized && self.u.arbitrary::<bool>()? {
            format!("scf.forall ({}) in ({})", ivs.join(", "), list(|b| b.1))
        } else {
            format!(
                "scf.forall ({}) = ({}) to ({}) step ({})",
                ivs.join(", "),
                list(|b| b.0),
                list(|b| b.1),
                list(|b| b.2)
            )
        };
        self.line(indent, &format!("{header} {{"));
        let mut inner = scope.clone();
        inner.extend(ivs.iter().map(|iv| (iv.clone(), Ty::Index)));
        self.ops(&mut inner, indent + 1, depth + 1)?;
        self.line(indent, "}");
        Ok(())
    }
}
