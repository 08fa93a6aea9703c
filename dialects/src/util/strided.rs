//! Strided layouts (`strided<[s0, s1], offset: o>`): printing, parsing and
//! MLIR's `getStridesAndOffset` of a memref type.

use crate::util::shaped::DYNAMIC;
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Type, TypeData};

/// `a * b` saturating to dynamic (MLIR's `SaturatedInteger`: a product with
/// a static 0 is 0).
pub fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        0
    } else if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_mul(b)
    }
}

/// `a + b` saturating to dynamic.
pub fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

fn int_or_question(v: i64) -> String {
    if v == DYNAMIC {
        "?".into()
    } else {
        v.to_string()
    }
}

/// The canonical text of a strided layout (`strided<[4, 1], offset: ?>`).
pub fn strided_text(offset: i64, strides: &[i64]) -> String {
    let list: Vec<String> = strides.iter().map(|&s| int_or_question(s)).collect();
    let mut s = format!("strided<[{}]", list.join(", "));
    if offset != 0 {
        s.push_str(", offset: ");
        s.push_str(&int_or_question(offset));
    }
    s.push('>');
    s
}

/// A strided layout attribute (kept as its canonical verbatim text, as the
/// attribute parser does).
pub fn strided_layout(ctx: &Context, offset: i64, strides: &[i64]) -> Attr {
    ctx.intern_attr(AttrData::Verbatim {
        text: strided_text(offset, strides).into(),
    })
}

fn parse_int_or_question(s: &str) -> Option<i64> {
    let s = s.trim();
    if s == "?" {
        Some(DYNAMIC)
    } else {
        s.parse().ok()
    }
}

/// Parses `strided<[s0, ...], offset: o>` into strides and offset.
pub fn parse_strided(text: &str) -> Option<(Vec<i64>, i64)> {
    let inner = text.strip_prefix("strided")?.trim().strip_prefix('<')?;
    let inner = inner.strip_suffix('>')?.trim();
    let inner = inner.strip_prefix('[')?;
    let close = inner.find(']')?;
    let list = inner[..close].trim();
    let strides = if list.is_empty() {
        Vec::new()
    } else {
        list.split(',')
            .map(parse_int_or_question)
            .collect::<Option<Vec<_>>>()?
    };
    let rest = inner[close + 1..].trim();
    let offset = if rest.is_empty() {
        0
    } else {
        let rest = rest
            .strip_prefix(',')?
            .trim()
            .strip_prefix("offset")?
            .trim();
        parse_int_or_question(rest.strip_prefix(':')?)?
    };
    Some((strides, offset))
}

/// The strides of the identity layout of `shape` (MLIR's
/// `makeCanonicalStridedLayoutExpr`): a dynamic or zero size makes every
/// stride to its left dynamic.
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running: i64 = 1;
    let mut poisoned = false;
    for (i, &size) in shape.iter().enumerate().rev() {
        strides[i] = if poisoned { DYNAMIC } else { running };
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poisoned = true;
        }
    }
    strides
}

/// A coefficient while extracting strides from an affine map: a constant or
/// something symbolic (dynamic).
#[derive(Clone, Copy, PartialEq)]
enum Coef {
    Known(i64),
    Dynamic,
}

impl Coef {
    fn mul(self, o: Coef) -> Coef {
        match (self, o) {
            (Coef::Known(0), _) | (_, Coef::Known(0)) => Coef::Known(0),
            (Coef::Known(a), Coef::Known(b)) => Coef::Known(a.wrapping_mul(b)),
            _ => Coef::Dynamic,
        }
    }

    fn add(self, o: Coef) -> Coef {
        match (self, o) {
            (Coef::Known(a), Coef::Known(b)) => Coef::Known(a.wrapping_add(b)),
            _ => Coef::Dynamic,
        }
    }

    fn value(self) -> i64 {
        match self {
            Coef::Known(v) => v,
            Coef::Dynamic => DYNAMIC,
        }
    }
}

/// The value of a symbolic-or-constant expression.
fn symbolic_coef(e: &rmlir_ir::affine::AffineExpr) -> Coef {
    match e.constant_value() {
        Some(v) => Coef::Known(v),
        None => Coef::Dynamic,
    }
}

/// MLIR's `extractStrides`.
fn extract_strides(
    e: &rmlir_ir::affine::AffineExpr,
    factor: Coef,
    strides: &mut [Coef],
    offset: &mut Coef,
) -> bool {
    use rmlir_ir::affine::BinOp;
    if let Some(d) = e.dim_position() {
        let Some(s) = strides.get_mut(d as usize) else {
            return false;
        };
        *s = s.add(factor);
        return true;
    }
    if let Some(c) = e.constant_value() {
        *offset = offset.add(Coef::Known(c).mul(factor));
        return true;
    }
    if e.symbol_position().is_some() {
        *offset = offset.add(Coef::Dynamic.mul(factor));
        return true;
    }
    let Some((op, l, r)) = e.as_binary() else {
        return false;
    };
    match op {
        BinOp::Add => {
            extract_strides(&l, factor, strides, offset)
                && extract_strides(&r, factor, strides, offset)
        }
        BinOp::Mul => {
            if let Some(d) = l.dim_position() {
                let Some(s) = strides.get_mut(d as usize) else {
                    return false;
                };
                *s = s.add(symbolic_coef(&r).mul(factor));
                return true;
            }
            if l.is_symbolic_or_constant() {
                extract_strides(&r, factor.mul(symbolic_coef(&l)), strides, offset)
            } else {
                extract_strides(&l, factor.mul(symbolic_coef(&r)), strides, offset)
            }
        }
        _ => {
            if e.is_symbolic_or_constant() {
                *offset = offset.add(Coef::Dynamic.mul(factor));
                true
            } else {
                false
            }
        }
    }
}

/// Strides and offset of a ranked memref type (MLIR's
/// `MemRefType::getStridesAndOffset`); `None` when its layout is not strided.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let TypeData::MemRef { shape, layout, .. } = ctx.type_data(t) else {
        return None;
    };
    let Some(layout) = layout else {
        return Some((canonical_strides(shape), 0));
    };
    match ctx.attr_data(*layout) {
        AttrData::Verbatim { text } if text.starts_with("strided") => {
            let (strides, offset) = parse_strided(text)?;
            (strides.len() == shape.len()).then_some((strides, offset))
        }
        AttrData::AffineMap(m) => {
            if m.results.len() != 1 {
                return None;
            }
            let mut strides = vec![Coef::Known(0); shape.len()];
            let mut offset = Coef::Known(0);
            if !extract_strides(&m.results[0], Coef::Known(1), &mut strides, &mut offset) {
                return None;
            }
            Some((strides.iter().map(|c| c.value()).collect(), offset.value()))
        }
        _ => None,
    }
}
