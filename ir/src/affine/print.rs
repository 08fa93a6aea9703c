//! MLIR 22's textual form of affine expressions, maps and integer sets
//! (AsmPrinter's `printAffineExprInternal`, `printAffineMap`,
//! `printIntegerSet`).

use std::fmt::{self, Write};

use super::expr::{AffineExpr, BinOp, Node};
use super::{AffineMap, IntegerSet};

fn split(s: &[Node]) -> Option<(BinOp, &[Node], &[Node])> {
    match *s.last()? {
        Node::Bin(op, lhs_len) => {
            let l = lhs_len as usize;
            Some((op, &s[..l], &s[l..s.len() - 1]))
        }
        _ => None,
    }
}

fn slice_const(s: &[Node]) -> Option<i64> {
    match s {
        [Node::Const(c)] => Some(*c),
        _ => None,
    }
}

/// Writes each dimension (`false`) or symbol (`true`) of the given position.
type IdWriter<'f, W> = dyn FnMut(&mut W, bool, u32) -> fmt::Result + 'f;

fn write_id<W: Write>(out: &mut W, is_symbol: bool, pos: u32) -> fmt::Result {
    if is_symbol {
        write!(out, "s{pos}")
    } else {
        write!(out, "d{pos}")
    }
}

/// Writes `expr` as MLIR's `printAffineExpr` does, with `ids(out, is_symbol,
/// position)` writing each dimension and symbol (as the printer of affine
/// maps of SSA ids does, e.g. `%i + symbol(%n)`).
pub fn write_affine_expr<W: Write>(
    out: &mut W,
    expr: &AffineExpr,
    ids: &mut IdWriter<'_, W>,
) -> fmt::Result {
    print_expr(out, expr.nodes(), false, ids)
}

/// Writes an expression; `strong` is MLIR's `BindingStrength::Strong`.
fn print_expr<W: Write>(
    out: &mut W,
    s: &[Node],
    strong: bool,
    ids: &mut IdWriter<'_, W>,
) -> fmt::Result {
    stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
        print_expr_inner(out, s, strong, ids)
    })
}

fn print_expr_inner<W: Write>(
    out: &mut W,
    s: &[Node],
    strong: bool,
    ids: &mut IdWriter<'_, W>,
) -> fmt::Result {
    let Some((op, lhs, rhs)) = split(s) else {
        return match s.last() {
            Some(Node::Dim(p)) => ids(out, false, *p),
            Some(Node::Symbol(p)) => ids(out, true, *p),
            Some(Node::Const(v)) => write!(out, "{v}"),
            _ => Ok(()),
        };
    };
    let spelling = match op {
        BinOp::Add => " + ",
        BinOp::Mul => " * ",
        BinOp::FloorDiv => " floordiv ",
        BinOp::CeilDiv => " ceildiv ",
        BinOp::Mod => " mod ",
    };
    if strong {
        out.write_char('(')?;
    }
    if op != BinOp::Add {
        if op == BinOp::Mul && slice_const(rhs) == Some(-1) {
            out.write_char('-')?;
            print_expr(out, lhs, true, ids)?;
        } else {
            print_expr(out, lhs, true, ids)?;
            out.write_str(spelling)?;
            print_expr(out, rhs, true, ids)?;
        }
    } else {
        let mut done = false;
        if let Some((BinOp::Mul, rl, rr)) = split(rhs) {
            if let Some(rrc) = slice_const(rr) {
                if rrc == -1 {
                    print_expr(out, lhs, false, ids)?;
                    out.write_str(" - ")?;
                    let rl_is_add = matches!(split(rl), Some((BinOp::Add, _, _)));
                    print_expr(out, rl, rl_is_add, ids)?;
                    done = true;
                } else if rrc < -1 {
                    print_expr(out, lhs, false, ids)?;
                    out.write_str(" - ")?;
                    print_expr(out, rl, true, ids)?;
                    write!(out, " * {}", rrc.wrapping_neg())?;
                    done = true;
                }
            }
        }
        if !done {
            match slice_const(rhs) {
                Some(rc) if rc < 0 => {
                    print_expr(out, lhs, false, ids)?;
                    write!(out, " - {}", rc.wrapping_neg())?;
                }
                _ => {
                    print_expr(out, lhs, false, ids)?;
                    out.write_str(" + ")?;
                    print_expr(out, rhs, false, ids)?;
                }
            }
        }
    }
    if strong {
        out.write_char(')')?;
    }
    Ok(())
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_expr(f, self.nodes(), false, &mut write_id)
    }
}

fn print_dims_and_symbols(
    f: &mut fmt::Formatter<'_>,
    num_dims: u32,
    num_symbols: u32,
) -> fmt::Result {
    f.write_char('(')?;
    for i in 0..num_dims {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "d{i}")?;
    }
    f.write_char(')')?;
    if num_symbols > 0 {
        f.write_char('[')?;
        for i in 0..num_symbols {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "s{i}")?;
        }
        f.write_char(']')?;
    }
    Ok(())
}

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_dims_and_symbols(f, self.num_dims, self.num_symbols)?;
        f.write_str(" -> (")?;
        for (i, e) in self.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{e}")?;
        }
        f.write_char(')')
    }
}

impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_dims_and_symbols(f, self.num_dims, self.num_symbols)?;
        f.write_str(" : (")?;
        for (i, e) in self.constraints.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            let eq = self.eq_flags.get(i).copied().unwrap_or(false);
            write!(f, "{e}{}", if eq { " == 0" } else { " >= 0" })?;
        }
        f.write_char(')')
    }
}
