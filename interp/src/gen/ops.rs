//! The scalar ops: arith and math, with the operand shaping that keeps
//! programs free of undefined behaviour when asked (divisors, shift amounts,
//! exponents, float-to-int conversions).

use super::func::{FuncGen, Scope};
use super::{Ty, FLOATS, INTS, INT_WIDTHS, TYPES};
use arbitrary::Result;

/// Integer binary ops without undefined behaviour (any operands).
pub(super) const INT_BINARY: [&str; 10] = [
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.maxsi",
    "arith.maxui",
    "arith.minsi",
    "arith.minui",
];
/// Integer divisions and remainders (their divisor is shaped).
pub(super) const DIVISIONS: [&str; 7] = [
    "arith.divsi",
    "arith.divui",
    "arith.remsi",
    "arith.remui",
    "arith.ceildivsi",
    "arith.ceildivui",
    "arith.floordivsi",
];
/// Shifts (their amount is shaped).
pub(super) const SHIFTS: [&str; 3] = ["arith.shli", "arith.shrui", "arith.shrsi"];
/// Float binary ops.
pub(super) const FLOAT_BINARY: [&str; 12] = [
    "arith.addf",
    "arith.subf",
    "arith.mulf",
    "arith.divf",
    "arith.remf",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
    "math.copysign",
    "math.powf",
    "math.atan2",
];
/// Float unary ops.
pub(super) const FLOAT_UNARY: [&str; 31] = [
    "arith.negf",
    "math.absf",
    "math.ceil",
    "math.floor",
    "math.roundeven",
    "math.round",
    "math.trunc",
    "math.sqrt",
    "math.rsqrt",
    "math.cbrt",
    "math.exp",
    "math.exp2",
    "math.expm1",
    "math.log",
    "math.log2",
    "math.log10",
    "math.log1p",
    "math.sin",
    "math.cos",
    "math.tan",
    "math.asin",
    "math.acos",
    "math.atan",
    "math.sinh",
    "math.cosh",
    "math.tanh",
    "math.asinh",
    "math.acosh",
    "math.atanh",
    "math.erf",
    "math.erfc",
];
/// Float classifications (an `i1` result).
pub(super) const CLASSIFY: [&str; 4] =
    ["math.isnan", "math.isinf", "math.isfinite", "math.isnormal"];
/// Integer unary ops.
pub(super) const INT_UNARY: [&str; 4] = ["math.absi", "math.ctlz", "math.cttz", "math.ctpop"];
/// The op tables the generator picks from by name.
pub(super) const TABLES: &[&[&str]] = &[
    &INT_BINARY,
    &DIVISIONS,
    &SHIFTS,
    &FLOAT_BINARY,
    &FLOAT_UNARY,
    &CLASSIFY,
    &INT_UNARY,
];

/// `arith.cmpi` predicates.
const CMPI: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
/// `arith.cmpf` predicates.
const CMPF: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

impl FuncGen<'_, '_, '_> {
    /// `v & mask` of type `t`: a value in `0..=mask` (for a mask of ones).
    fn masked(&mut self, scope: &mut Scope, indent: usize, v: &str, mask: i64, t: Ty) -> String {
        let m = self.int_constant(scope, indent, mask, t);
        self.define(
            scope,
            indent,
            &format!("arith.andi {v}, {m} : {}", t.text()),
            t,
        )
    }

    /// `op a : t` with a result of type `result`.
    fn unary(&mut self, scope: &mut Scope, indent: usize, op: &str, a: &str, t: Ty, result: Ty) {
        self.define(scope, indent, &format!("{op} {a} : {}", t.text()), result);
    }

    /// An integer binary op, a division or a shift.
    pub(super) fn int_binary(&mut self, scope: &mut Scope, indent: usize) -> Result<()> {
        let t = *self.u.choose(&INTS)?;
        let ub_free = self.cfg.ub_free;
        let (op, divides, shift) = match self.u.int_in_range(0..=3u8)? {
            0 if t != Ty::I1 => (*self.u.choose(&SHIFTS)?, false, true),
            1 if t != Ty::I1 => (*self.u.choose(&DIVISIONS)?, true, false),
            _ => (*self.u.choose(&INT_BINARY)?, false, false),
        };
        let a = self.pick(scope, indent, t)?;
        let mut b = self.pick(scope, indent, t)?;
        if divides && (ub_free || self.u.ratio(7, 8)?) {
            // A divisor in 1..=63: never zero, never -1.
            let low = self.masked(scope, indent, &b, 63, t);
            let one = self.int_constant(scope, indent, 1, t);
            b = self.define(
                scope,
                indent,
                &format!("arith.ori {low}, {one} : {}", t.text()),
                t,
            );
        }
        if shift && (ub_free || self.u.ratio(7, 8)?) {
            b = self.masked(scope, indent, &b, i64::from(t.width() - 1), t);
        }
        let mut flags = "";
        if !ub_free && self.u.ratio(1, 4)? {
            flags =
                match op {
                    "arith.addi" | "arith.subi" | "arith.muli" | "arith.shli" => *self
                        .u
                        .choose(&[" overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>"])?,
                    "arith.divsi" | "arith.divui" | "arith.shrsi" | "arith.shrui" => " exact",
                    _ => "",
                };
        }
        self.define(
            scope,
            indent,
            &format!("{op} {a}, {b}{flags} : {}", t.text()),
            t,
        );
        Ok(())
    }

    /// A float binary op.
    pub(super) fn float_binary(&mut self, scope: &mut Scope, indent: usize) -> Result<()> {
        let t = *self.u.choose(&FLOATS)?;
        let op = *self.u.choose(&FLOAT_BINARY)?;
        let a = self.pick(scope, indent, t)?;
        let b = self.pick(scope, indent, t)?;
        self.define(scope, indent, &format!("{op} {a}, {b} : {}", t.text()), t);
        Ok(())
    }

    /// A float unary op or classification.
    pub(super) fn float_unary(&mut self, scope: &mut Scope, indent: usize) -> Result<()> {
        let t = *self.u.choose(&FLOATS)?;
        let a = self.pick(scope, indent, t)?;
        if self.u.ratio(1, 5)? {
            let op = *self.u.choose(&CLASSIFY)?;
            self.unary(scope, indent, op, &a, t, Ty::I1);
        } else {
            let op = *self.u.choose(&FLOAT_UNARY)?;
            self.unary(scope, indent, op, &a, t, t);
        }
        Ok(())
    }

    /// An integer unary op or `math.ipowi`.
    pub(super) fn int_unary(&mut self, scope: &mut Scope, indent: usize) -> Result<()> {
        let t = *self.u.choose(&INT_WIDTHS)?;
        let a = self.pick(scope, indent, t)?;
        if t != Ty::I1 && self.u.ratio(1, 4)? {
            let mut e = self.pick(scope, indent, t)?;
            if self.cfg.ub_free || self.u.ratio(7, 8)? {
                // An exponent in 0..=7: never negative (0 to a negative
                // power divides by zero).
                e = self.masked(scope, indent, &e, 7, t);
            }
            self.define(
                scope,
                indent,
                &format!("math.ipowi {a}, {e} : {}", t.text()),
                t,
            );
        } else {
            let op = *self.u.choose(&INT_UNARY)?;
            self.unary(scope, indent, op, &a, t, t);
        }
        Ok(())
    }

    /// `arith.cmpi` or `arith.cmpf`.
    pub(super) fn compare(&mut self, scope: &mut Scope, indent: usize) -> Result<()> {
        let t = *self.u.choose(&TYPES)?;
        let a = self.pick(scope, indent, t)?;
        let b = self.pick(scope, indent, t)?;
        let text = if t.is_int() {
            format!(
                "arith.cmpi {}, {a}, {b} : {}",
                self.u.choose(&CMPI)?,
                t.text()
            )
        } else {
            format!(
                "arith.cmpf {}, {a}, {b} : {}",
                self.u.choose(&CMPF)?,
                t.text()
            )
        };
        self.define(scope, indent, &text, Ty::I1);
        Ok(())
    }

    /// `arith.select`.
    pub(super) fn select(&mut self, scope: &mut Scope, indent: usize) -> Result<()> {
        let t = *self.u.choose(&TYPES)?;
        let c = self.pick(scope, indent, Ty::I1)?;
        let a = self.pick(scope, indent, t)?;
        let b = self.pick(scope, indent, t)?;
        self.define(
            scope,
            indent,
            &format!("arith.select {c}, {a}, {b} : {}", t.text()),
            t,
        );
        Ok(())
    }

    /// Ops with two results (the extended integer ops, `math.sincos`) and
    /// float ops of three operands or mixed types (`math.fma`,
    /// `math.clampf`, `math.fpowi`, `arith.scaling_extf`,
    /// `arith.scaling_truncf`).
    pub(super) fn multi_result(&mut self, scope: &mut Scope, indent: usize) -> Result<()> {
        let choice = self.u.int_in_range(0..=7u8)?;
        if choice >= 3 {
            let t = *self.u.choose(&FLOATS)?;
            let a = self.pick(scope, indent, t)?;
            match choice {
                3 => {
                    let (lhs, name) = self.lhs(&[t, t]);
                    self.line(indent, &format!("{lhs}math.sincos {a} : {}", t.text()));
                    Self::bind_results(scope, &name, &[t, t]);
                }
                4 | 5 => {
                    let b = self.pick(scope, indent, t)?;
                    let c = self.pick(scope, indent, t)?;
                    let text = if choice == 4 {
                        format!("math.fma {a}, {b}, {c} : {}", t.text())
                    } else {
                        format!("math.clampf {a} to [{b}, {c}] : {}", t.text())
                    };
                    self.define(scope, indent, &text, t);
                }
                6 => {
                    let n = *self.u.choose(&INTS)?;
                    let e = self.pick(scope, indent, n)?;
                    let text = format!("math.fpowi {a}, {e} : {}, {}", t.text(), n.text());
                    self.define(scope, indent, &text, t);
                }
                _ => {
                    // A scale of either float type (truncated to
                    // f8E8M0FNU); f32 widened to f64, or f64 narrowed to
                    // f32 with any rounding mode.
                    let st = *self.u.choose(&FLOATS)?;
                    let s = self.pick(scope, indent, st)?;
                    let (x, from, to, op, rounding) = if t == Ty::F32 {
                        (a, Ty::F32, Ty::F64, "arith.scaling_extf", "")
                    } else {
                        let rounding = *self.u.choose(&[
                            "",
                            " to_nearest_even",
                            " downward",
                            " upward",
                            " toward_zero",
                            " to_nearest_away",
                        ])?;
                        (a, Ty::F64, Ty::F32, "arith.scaling_truncf", rounding)
                    };
                    let text = format!(
                        "{op} {x}, {s}{rounding} : {}, {} to {}",
                        from.text(),
                        st.text(),
                        to.text()
                    );
                    self.define(scope, indent, &text, to);
                }
            }
            return Ok(());
        }
        let t = *self.u.choose(&INT_WIDTHS)?;
        let a = self.pick(scope, indent, t)?;
        let b = self.pick(scope, indent, t)?;
        let (op, results, types) = match choice {
            0 => (
                "arith.addui_extended",
                [t, Ty::I1],
                format!("{}, i1", t.text()),
            ),
            1 => ("arith.mulsi_extended", [t, t], t.text().to_string()),
            _ => ("arith.mului_extended", [t, t], t.text().to_string()),
        };
        let (lhs, name) = self.lhs(&results);
        self.line(indent, &format!("{lhs}{op} {a}, {b} : {types}"));
        Self::bind_results(scope, &name, &results);
        Ok(())
    }

    /// A cast between integer widths, `index`, and float formats.
    pub(super) fn cast(&mut self, scope: &mut Scope, indent: usize) -> Result<()> {
        let (op, from, to) = match self.u.int_in_range(0..=7u8)? {
            0 | 1 => {
                let (x, y) = (*self.u.choose(&INT_WIDTHS)?, *self.u.choose(&INT_WIDTHS)?);
                if x.width() == y.width() {
                    return Ok(());
                }
                let (small, large) = if x.width() < y.width() {
                    (x, y)
                } else {
                    (y, x)
                };
                match self.u.int_in_range(0..=2u8)? {
                    0 => ("arith.extsi", small, large),
                    1 => ("arith.extui", small, large),
                    _ => ("arith.trunci", large, small),
                }
            }
            2 => {
                let other = *self.u.choose(&INT_WIDTHS)?;
                let op = *self.u.choose(&["arith.index_cast", "arith.index_castui"])?;
                if self.u.arbitrary::<bool>()? {
                    (op, other, Ty::Index)
                } else {
                    (op, Ty::Index, other)
                }
            }
            3 => {
                let op = *self.u.choose(&["arith.sitofp", "arith.uitofp"])?;
                (op, *self.u.choose(&INT_WIDTHS)?, *self.u.choose(&FLOATS)?)
            }
            4 => ("arith.extf", Ty::F32, Ty::F64),
            5 => ("arith.truncf", Ty::F64, Ty::F32),
            6 => {
                let pairs = [
                    (Ty::I32, Ty::F32),
                    (Ty::F32, Ty::I32),
                    (Ty::I64, Ty::F64),
                    (Ty::F64, Ty::I64),
                ];
                let (from, to) = *self.u.choose(&pairs)?;
                ("arith.bitcast", from, to)
            }
            _ => return self.float_to_int(scope, indent),
        };
        let a = self.pick(scope, indent, from)?;
        self.define(
            scope,
            indent,
            &format!("{op} {a} : {} to {}", from.text(), to.text()),
            to,
        );
        Ok(())
    }

    /// `arith.fptosi` or `arith.fptoui`; without UB, of an `i8` converted
    /// to float by the matching op, so the value fits the result type.
    fn float_to_int(&mut self, scope: &mut Scope, indent: usize) -> Result<()> {
        let signed = self.u.arbitrary::<bool>()?;
        let (op, back) = if signed {
            ("arith.fptosi", "arith.sitofp")
        } else {
            ("arith.fptoui", "arith.uitofp")
        };
        let from = *self.u.choose(&FLOATS)?;
        let to = *self.u.choose(&INT_WIDTHS[1..])?;
        let a = if self.cfg.ub_free {
            let small = self.pick(scope, indent, Ty::I8)?;
            self.define(
                scope,
                indent,
                &format!("{back} {small} : i8 to {}", from.text()),
                from,
            )
        } else {
            self.pick(scope, indent, from)?
        };
        self.define(
            scope,
            indent,
            &format!("{op} {a} : {} to {}", from.text(), to.text()),
            to,
        );
        Ok(())
    }
}
