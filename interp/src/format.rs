//! Values as text, for `rmlir-run` and test output, and arguments from
//! text.
//!
//! A result prints as `TYPE: VALUE`, one per line:
//! - integers in signed decimal (`i32: -3`), `i1` as `true`/`false`,
//!   `index: 7`;
//! - floats as MLIR prints float attributes (exact: the text parses back to
//!   the same bits; NaNs and other values without an exact decimal form
//!   print as hex) followed by the bit pattern (`f32: 1.500000e+00
//!   (0x3FC00000)`);
//! - `poison`;
//! - tensors, vectors and memrefs as nested lists of their elements
//!   (`tensor<2x2xi32>: [[1, 2], [3, 4]]`), a deallocated memref as
//!   `<deallocated>`;
//! - function references as `@name`.
//!
//! Arguments are written the same way without the type: decimal or `0x`
//! hex integers (`true`/`false` for `i1`), decimal floats, `0x` float bit
//! patterns, `nan`, `inf`, `-inf`, `poison`, and nested lists `[[1, 2], [3,
//! 4]]` for tensors, vectors and memrefs (a memref argument gets a fresh
//! allocation).

use crate::value::{Dims, Shaped, Value};
use crate::Interpreter;
use rmlir_ir::Context;
use rmlir_ir::{Type, TypeData};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float::{self, FloatKind};
use rmlir_numerics::float_ops as fo;
use std::rc::Rc;

/// `v` of type `ty` as one `TYPE: VALUE` line (without newline).
pub fn render_result(interp: &Interpreter<'_>, v: &Value, ty: Type) -> String {
    let ctx = interp.ctx;
    let mut out = rmlir_text::printer::type_to_string(ctx, ty);
    out.push_str(": ");
    out.push_str(&render_value(interp, v, ty));
    if let Value::Float(k, bits) = v {
        let digits = (k.bit_width() as usize).div_ceil(4);
        out.push_str(&format!(" (0x{bits:0digits$X})"));
    }
    out
}

/// `v` of type `ty` as text (no type, no float bits).
pub fn render_value(interp: &Interpreter<'_>, v: &Value, ty: Type) -> String {
    let ctx = interp.ctx;
    let elem = ctx.type_data(ty).element_type().unwrap_or(ty);
    match v {
        Value::Int(a)
            if a.width() == 1 && matches!(ctx.type_data(elem), TypeData::Integer { .. }) =>
        {
            if a.is_zero() { "false" } else { "true" }.to_string()
        }
        Value::Int(a) | Value::Index(a) => a.to_decimal(true),
        Value::Float(k, bits) => float::format_float(*k, *bits),
        Value::Poison => "poison".to_string(),
        Value::Func(name) => format!("@{}", ctx.ident_str(*name)),
        Value::Shaped(s) => render_nested(interp, &s.shape, &s.elems, elem),
        Value::MemRef(_) => match interp.memref_elements(v) {
            Some(elems) => {
                let Value::MemRef(m) = v else { unreachable!() };
                render_nested(interp, &m.sizes, &elems, elem)
            }
            None => "<deallocated>".to_string(),
        },
    }
}

fn render_nested(interp: &Interpreter<'_>, shape: &[i64], elems: &[Value], elem: Type) -> String {
    fn go(interp: &Interpreter<'_>, shape: &[i64], elems: &[Value], elem: Type, out: &mut String) {
        let Some((&first, rest)) = shape.split_first() else {
            if let Some(e) = elems.first() {
                out.push_str(&render_value(interp, e, elem));
            }
            return;
        };
        let stride = rest.iter().product::<i64>().max(0) as usize;
        out.push('[');
        for i in 0..first.max(0) as usize {
            if i > 0 {
                out.push_str(", ");
            }
            let from = (i * stride).min(elems.len());
            let to = (from + stride).min(elems.len());
            go(interp, rest, &elems[from..to], elem, out);
        }
        out.push(']');
    }
    let mut out = String::new();
    go(interp, shape, elems, elem, &mut out);
    out
}

/// Splits a comma-separated argument list at the commas outside brackets.
pub fn split_args(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in text.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() || !out.is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// A parsed nested list.
enum Node {
    Leaf(String),
    List(Vec<Node>),
}

fn parse_node(text: &str) -> Result<Node, String> {
    let t = text.trim();
    if let Some(inner) = t.strip_prefix('[') {
        let inner = inner
            .strip_suffix(']')
            .ok_or_else(|| format!("unbalanced brackets in '{t}'"))?;
        if inner.trim().is_empty() {
            return Ok(Node::List(Vec::new()));
        }
        return split_args(inner)
            .iter()
            .map(|s| parse_node(s))
            .collect::<Result<_, _>>()
            .map(Node::List);
    }
    Ok(Node::Leaf(t.to_string()))
}

fn flatten(
    node: &Node,
    depth: usize,
    shape: &mut Dims,
    out: &mut Vec<String>,
) -> Result<(), String> {
    match node {
        Node::Leaf(s) => {
            if depth != shape.len() {
                return Err("ragged list".into());
            }
            out.push(s.clone());
        }
        Node::List(items) => {
            if depth == shape.len() {
                if !out.is_empty() {
                    return Err("ragged list".into());
                }
                shape.push(items.len() as i64);
            } else if shape[depth] != items.len() as i64 {
                return Err("ragged list".into());
            }
            for item in items {
                flatten(item, depth + 1, shape, out)?;
            }
        }
    }
    Ok(())
}

/// Parses one argument of type `ty`.
pub fn parse_value(interp: &mut Interpreter<'_>, text: &str, ty: Type) -> Result<Value, String> {
    let ctx = interp.ctx;
    let text = text.trim();
    if text == "poison" {
        return Ok(Value::Poison);
    }
    match ctx.type_data(ty) {
        TypeData::RankedTensor { elem, .. }
        | TypeData::Vector { elem, .. }
        | TypeData::MemRef { elem, .. } => {
            let node = parse_node(text)?;
            let mut shape = Dims::new();
            let mut leaves = Vec::new();
            flatten(&node, 0, &mut shape, &mut leaves)?;
            let expected = ctx.type_data(ty).shape().unwrap_or(&[]);
            if expected.len() != shape.len()
                || expected.iter().zip(&shape).any(|(&e, &s)| e >= 0 && e != s)
            {
                return Err(format!(
                    "'{text}' does not have the shape of {}",
                    rmlir_text::printer::type_to_string(ctx, ty)
                ));
            }
            let elems = leaves
                .iter()
                .map(|l| parse_scalar(ctx, l, *elem))
                .collect::<Result<Vec<_>, _>>()?;
            if matches!(ctx.type_data(ty), TypeData::MemRef { .. }) {
                if expected.iter().any(|&d| d < 0) {
                    return Err("memref arguments need a static shape".into());
                }
                return interp.alloc_memref(ty, elems).map_err(|e| e.to_string());
            }
            Ok(Value::Shaped(Rc::new(Shaped { shape, elems })))
        }
        _ => parse_scalar(ctx, text, ty),
    }
}

fn parse_int_bits(text: &str, width: u32) -> Result<APInt, String> {
    let err = || format!("'{text}' is not an integer of {width} bits");
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text),
    };
    let magnitude = match digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        Some(hex) => u128::from_str_radix(hex, 16),
        None => digits.parse::<u128>(),
    }
    .map_err(|_| err())?;
    let bits = if neg {
        magnitude.wrapping_neg()
    } else {
        magnitude
    };
    if width == 0 {
        return if magnitude == 0 {
            Ok(APInt::zero(0))
        } else {
            Err(err())
        };
    }
    if width < 128 {
        let fits = if neg {
            magnitude <= 1u128 << (width - 1)
        } else {
            magnitude >> width == 0
        };
        if !fits {
            return Err(err());
        }
    }
    let v = APInt::from_words(width.min(128), &[bits as u64, (bits >> 64) as u64]);
    Ok(if width > 128 {
        if neg {
            v.sext(width)
        } else {
            v.zext(width)
        }
    } else {
        v
    })
}

fn parse_float(text: &str, kind: FloatKind) -> Result<u128, String> {
    let err = |m: String| format!("'{text}' is not a {}: {m}", kind.keyword());
    match text {
        "nan" => return fo::nan(kind).ok_or_else(|| err("no NaN in this format".into())),
        "inf" | "+inf" => {
            return fo::inf(kind, false).ok_or_else(|| err("no infinity in this format".into()))
        }
        "-inf" => {
            return fo::inf(kind, true).ok_or_else(|| err("no infinity in this format".into()))
        }
        _ => {}
    }
    if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        return float::float_from_hex_bits(kind, hex).map_err(err);
    }
    float::parse_float_decimal(kind, text).map_err(err)
}

/// Parses a scalar of type `ty`.
pub fn parse_scalar(ctx: &Context, text: &str, ty: Type) -> Result<Value, String> {
    let text = text.trim();
    if text == "poison" {
        return Ok(Value::Poison);
    }
    match ctx.type_data(ty) {
        TypeData::Integer { width: 1, .. } if text == "true" || text == "false" => {
            Ok(Value::bool(text == "true"))
        }
        TypeData::Integer { width, .. } => parse_int_bits(text, *width).map(Value::Int),
        TypeData::Index => parse_int_bits(text, crate::value::INDEX_WIDTH).map(Value::Index),
        TypeData::Float(k) => parse_float(text, *k).map(|b| Value::Float(*k, b)),
        _ => Err(format!(
            "arguments of type {} are not supported",
            rmlir_text::printer::type_to_string(ctx, ty)
        )),
    }
}
