//! Printing builtin types, attributes and locations.

use super::Printer;
use num_bigint::{BigInt, Sign};
use rmlir_ir::{Attr, AttrData, DenseBits, DenseValues, FileRange, FusedLoc, Ident, Loc, LocData};
use rmlir_ir::{Signedness, Type, TypeData, DYNAMIC};
use rmlir_numerics::apint::APInt;
use rmlir_numerics::float::{format_float, FloatKind};
use std::fmt::Write;

/// Whether an attribute's `: type` suffix may be left out (as in arrays).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Elide {
    Never,
    May,
    /// MLIR's `printAttributeWithoutType`.
    Type,
}

/// Writes `s` as an MLIR string literal.
pub(crate) fn write_escaped(out: &mut String, s: &[u8]) {
    out.push('"');
    for &c in s {
        match c {
            b'"' => out.push_str("\\22"),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7E => out.push(c as char),
            _ => {
                const HEX: &[u8; 16] = b"0123456789ABCDEF";
                out.push('\\');
                out.push(HEX[(c >> 4) as usize] as char);
                out.push(HEX[(c & 15) as usize] as char);
            }
        }
    }
    out.push('"');
}

/// Whether `s` can be printed as a bare identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
pub(crate) fn is_bare_identifier(s: &str) -> bool {
    is_bare_identifier_bytes(s.as_bytes())
}

fn is_bare_identifier_bytes(b: &[u8]) -> bool {
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Writes a symbol name: `@name` or `@"quoted"` (any bytes, escaped).
pub(crate) fn write_symbol(out: &mut String, s: &[u8]) {
    out.push('@');
    match std::str::from_utf8(s) {
        Ok(bare) if is_bare_identifier_bytes(s) => out.push_str(bare),
        _ => write_escaped(out, s),
    }
}

impl Printer<'_> {
    /// Writes a type (never records it).
    pub(crate) fn print_type_written(&mut self, ty: Type) {
        if let Some(name) = self.aliases.type_alias(ty) {
            let name = name.to_string();
            self.out.push_str(&name);
            return;
        }
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || self.print_type_inner(ty))
    }

    /// Writes a type in full, never as its own alias (alias definitions).
    pub(crate) fn print_type_body(&mut self, ty: Type) {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || self.print_type_inner(ty))
    }

    fn print_type_inner(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_data(ty) {
            TypeData::Integer { width, signedness } => {
                self.out.push_str(match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                });
                let _ = write!(self.out, "{width}");
            }
            TypeData::Index => self.out.push_str("index"),
            TypeData::Float(k) => self.out.push_str(k.keyword()),
            TypeData::None => self.out.push_str("none"),
            TypeData::Function { inputs, results } => {
                self.out.push('(');
                self.print_type_list(inputs);
                self.out.push_str(") -> ");
                self.print_result_types(results);
            }
            TypeData::Complex(e) => {
                self.out.push_str("complex<");
                self.print_type(*e);
                self.out.push('>');
            }
            TypeData::Tuple(elems) => {
                self.out.push_str("tuple<");
                self.print_type_list(elems);
                self.out.push('>');
            }
            TypeData::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.out.push_str("vector<");
                for (d, s) in shape.iter().zip(scalable.iter()) {
                    if *s {
                        let _ = write!(self.out, "[{d}]x");
                    } else {
                        let _ = write!(self.out, "{d}x");
                    }
                }
                self.print_type(*elem);
                self.out.push('>');
            }
            TypeData::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.print_shape(shape);
                self.print_type(*elem);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.print_attr(*e, Elide::Never);
                }
                self.out.push('>');
            }
            TypeData::UnrankedTensor { elem } => {
                self.out.push_str("tensor<*x");
                self.print_type(*elem);
                self.out.push('>');
            }
            TypeData::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.print_shape(shape);
                self.print_type(*elem);
                // An identity affine map is not printed, even with symbols
                // (MLIR's `AffineMap::isIdentity`).
                if let Some(l) = layout.filter(|l| !super::aliases::is_identity_map(ctx, *l)) {
                    self.out.push_str(", ");
                    self.print_attr(l, Elide::May);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr(*m, Elide::May);
                }
                self.out.push('>');
            }
            TypeData::UnrankedMemRef { elem, memory_space } => {
                self.out.push_str("memref<*x");
                self.print_type(*elem);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr(*m, Elide::May);
                }
                self.out.push('>');
            }
            TypeData::Opaque { dialect, data } => {
                let _ = write!(self.out, "!{dialect}<");
                write_escaped(&mut self.out, data.as_bytes());
                self.out.push('>');
            }
            TypeData::Dialect { text } => {
                self.out.push('!');
                self.out.push_str(text);
            }
        }
    }

    fn print_shape(&mut self, shape: &[i64]) {
        for &d in shape {
            if d == DYNAMIC {
                self.out.push_str("?x");
            } else {
                let _ = write!(self.out, "{d}x");
            }
        }
    }

    /// Prints `T, U, V`.
    pub(crate) fn print_type_list(&mut self, types: &[Type]) {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t);
        }
    }

    /// Prints function results: a lone non-function type bare, else `(...)`.
    pub(crate) fn print_result_types(&mut self, results: &[Type]) {
        if results.len() == 1
            && !matches!(self.ctx.type_data(results[0]), TypeData::Function { .. })
        {
            self.print_type(results[0]);
        } else {
            self.out.push('(');
            self.print_type_list(results);
            self.out.push(')');
        }
    }

    /// Prints an attribute.
    pub(crate) fn print_attr(&mut self, attr: Attr, elide: Elide) {
        if let Some(r) = self.record.as_mut() {
            r.visit_attr(attr, false);
            return;
        }
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            self.print_attr_inner(attr, elide)
        })
    }

    fn print_attr_inner(&mut self, attr: Attr, elide: Elide) {
        let ctx = self.ctx;
        match ctx.attr_data(attr) {
            AttrData::Integer { ty, value } => {
                let (signed, is_i1, is_i64) = match ctx.type_data(*ty) {
                    TypeData::Integer { width, signedness } => (
                        *signedness != Signedness::Unsigned,
                        *width == 1 && *signedness == Signedness::Signless,
                        *width == 64 && *signedness == Signedness::Signless,
                    ),
                    _ => (true, false, false),
                };
                if is_i1 {
                    self.out
                        .push_str(if value.is_zero() { "false" } else { "true" });
                    return;
                }
                self.out.push_str(&value.to_decimal(signed));
                if !(elide == Elide::May && is_i64) && elide != Elide::Type {
                    self.out.push_str(" : ");
                    self.print_type(*ty);
                }
            }
            AttrData::Float { ty, bits } => {
                let kind = match ctx.type_data(*ty) {
                    TypeData::Float(k) => *k,
                    _ => FloatKind::F64,
                };
                self.out.push_str(&format_float(kind, bits_u128(bits)));
                if !(elide == Elide::May && kind == FloatKind::F64) && elide != Elide::Type {
                    self.out.push_str(" : ");
                    self.print_type(*ty);
                }
            }
            AttrData::String { value, ty } => {
                write_escaped(&mut self.out, value);
                if let (Some(t), false) = (ty, elide == Elide::Type) {
                    self.out.push_str(" : ");
                    self.print_type(*t);
                }
            }
            AttrData::Unit => self.out.push_str("unit"),
            AttrData::Array(elems) => {
                self.out.push('[');
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attr(e, Elide::May);
                }
                self.out.push(']');
            }
            AttrData::Dictionary(entries) => {
                self.out.push('{');
                self.print_dict_entries(entries);
                self.out.push('}');
            }
            AttrData::Type(t) => self.print_type(*t),
            AttrData::SymbolRef { root, nested } => {
                write_symbol(&mut self.out, ctx.ident_str(*root).as_bytes());
                for n in nested.iter() {
                    self.out.push_str("::");
                    write_symbol(&mut self.out, ctx.ident_str(*n).as_bytes());
                }
            }
            AttrData::DenseElements { ty, splat, values } => {
                if self.should_elide_elements(attr) {
                    self.out.push_str(ELIDED);
                } else {
                    self.out.push_str("dense<");
                    self.print_dense_values(*ty, *splat, values, true);
                    self.out.push('>');
                }
                if elide != Elide::Type {
                    self.out.push_str(" : ");
                    self.print_type(*ty);
                }
            }
            AttrData::Sparse {
                ty,
                indices,
                values,
            } => {
                if self.should_elide_elements(*indices) || self.should_elide_elements(*values) {
                    self.out.push_str(ELIDED);
                } else if dense_count(ctx, *indices) == 0 {
                    self.out.push_str("sparse<>");
                } else {
                    self.out.push_str("sparse<");
                    if let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(*indices) {
                        self.print_dense_values(*ty, *splat, values, false);
                    }
                    self.out.push_str(", ");
                    if let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(*values) {
                        self.print_dense_values(*ty, *splat, values, true);
                    }
                    self.out.push('>');
                }
                if elide != Elide::Type {
                    self.out.push_str(" : ");
                    self.print_type(*ty);
                }
            }
            AttrData::DenseResource { key, ty } => {
                self.out.push_str("dense_resource<");
                if is_bare_identifier(key) {
                    self.out.push_str(key);
                } else {
                    write_escaped(&mut self.out, key.as_bytes());
                }
                self.out.push('>');
                if self.resource_seen.insert(key.clone()) {
                    self.resource_refs.push(key.to_string());
                }
                if elide != Elide::Type {
                    self.out.push_str(" : ");
                    self.print_type(*ty);
                }
            }
            AttrData::Distinct { .. } => {
                if let Some(name) = self.aliases.attr_alias(attr) {
                    let name = name.to_string();
                    self.out.push_str(&name);
                } else {
                    self.print_attr_body(attr);
                }
            }
            AttrData::DenseArray { elem, values } => {
                self.out.push_str("array<");
                self.print_type(*elem);
                if !values.is_empty() {
                    self.out.push_str(": ");
                    let reread = as_mlir_prints(values);
                    for (i, v) in reread.as_deref().unwrap_or(values).iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.print_element(*elem, v);
                    }
                }
                self.out.push('>');
            }
            AttrData::Opaque { dialect, data, ty } => {
                let _ = write!(self.out, "#{dialect}<");
                write_escaped(&mut self.out, data.as_bytes());
                self.out.push('>');
                if let Some(t) = ty {
                    self.out.push_str(" : ");
                    self.print_type(*t);
                }
            }
            AttrData::Dialect { text } => {
                self.out.push('#');
                // The canonical text serves unless nested values print
                // differently here: aliased, or elements attributes elided
                // or in hex by the printing options.
                let nested_differ = self.aliases.any()
                    || self.opts.hex_elements_if_larger.is_some()
                    || self.opts.elide_elements_if_larger.is_some();
                match nested_differ
                    .then(|| super::aliases::dialect_attr_pieces(ctx, attr))
                    .flatten()
                {
                    Some(pieces) => self.print_attr_pieces(pieces),
                    None => self.out.push_str(text),
                }
            }
            AttrData::AffineMap(_) | AttrData::IntegerSet(_) => match self.aliases.attr_alias(attr)
            {
                Some(name) => {
                    let name = name.to_string();
                    self.out.push_str(&name);
                }
                None => self.print_attr_body(attr),
            },
            AttrData::Verbatim { text } => self.out.push_str(text),
            AttrData::Location(l) => {
                if let Some(name) = self.aliases.loc_alias(*l) {
                    self.out.push_str(name);
                } else {
                    self.print_loc_full(*l, true);
                }
            }
        }
    }

    /// Prints a dialect attribute's pieces, nested ones as the printer does.
    fn print_attr_pieces(&mut self, pieces: Vec<super::AttrPiece>) {
        for piece in pieces {
            match piece {
                super::AttrPiece::Text(t) => self.out.push_str(&t),
                super::AttrPiece::Attr(a) => self.print_attr(a, Elide::Never),
                super::AttrPiece::Type(t) => self.print_type(t),
            }
        }
    }

    /// Prints an aliasable attribute in full (never as its alias).
    pub(crate) fn print_attr_body(&mut self, attr: Attr) {
        match self.ctx.attr_data(attr) {
            AttrData::AffineMap(m) => {
                let _ = write!(self.out, "affine_map<{m}>");
            }
            AttrData::IntegerSet(s) => {
                let _ = write!(self.out, "affine_set<{s}>");
            }
            AttrData::Distinct { referenced, .. } => {
                let next = self.distinct_ids.len() as u64;
                let id = *self.distinct_ids.entry(attr).or_insert(next);
                let _ = write!(self.out, "distinct[{id}]<");
                if !matches!(self.ctx.attr_data(*referenced), AttrData::Unit) {
                    self.print_attr(*referenced, Elide::Never);
                }
                self.out.push('>');
            }
            _ => self.print_attr(attr, Elide::Never),
        }
    }

    /// Prints `a = 1, b` (no braces).
    pub(crate) fn print_dict_entries(&mut self, entries: &[(Ident, Attr)]) {
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let name = self.ctx.ident_str(*k);
            if is_bare_identifier(name) {
                self.out.push_str(name);
            } else {
                write_escaped(&mut self.out, name.as_bytes());
            }
            if *v != self.ctx.common().unit {
                self.out.push_str(" = ");
                self.print_attr(*v, Elide::Never);
            }
        }
    }

    fn print_element(&mut self, elem: Type, v: &rmlir_numerics::apint::APInt) {
        match self.ctx.type_data(elem) {
            TypeData::Float(k) => self.out.push_str(&format_float(*k, bits_u128(v))),
            TypeData::Integer {
                width: 1,
                signedness: Signedness::Signless,
            } => self
                .out
                .push_str(if v.is_zero() { "false" } else { "true" }),
            TypeData::Integer { signedness, .. } => self
                .out
                .push_str(&v.to_decimal(*signedness != Signedness::Unsigned)),
            _ => self.out.push_str(&v.to_decimal(true)),
        }
    }

    /// MLIR's `OpPrintingFlags::shouldElideElementsAttr`: a non-splat dense
    /// elements attribute with more elements than the elision limit.
    fn should_elide_elements(&self, attr: Attr) -> bool {
        let Some(limit) = self.opts.elide_elements_if_larger else {
            return false;
        };
        match self.ctx.attr_data(attr) {
            AttrData::DenseElements { splat: false, .. } => {
                dense_count(self.ctx, attr) as u64 > limit
            }
            _ => false,
        }
    }

    /// Prints value `i` of packed storage `bits` as an element of scalar
    /// type `elem`, without building an `APInt` for widths up to 64.
    fn print_packed(&mut self, elem: Type, bits: &DenseBits, i: usize) {
        use std::fmt::Write as _;
        match self.ctx.type_data(elem) {
            TypeData::Float(k) => {
                let k = *k;
                let v = if bits.width() <= 64 {
                    bits.get_u64(i) as u128
                } else {
                    bits.get_u128(i)
                };
                self.out.push_str(&format_float(k, v));
            }
            // MLIR prints `i1` elements of any signedness as booleans.
            TypeData::Integer { width: 1, .. } => {
                self.out
                    .push_str(if bits.is_zero(i) { "false" } else { "true" })
            }
            TypeData::Integer { width, signedness } if *width <= 64 => {
                if *signedness == Signedness::Unsigned {
                    let _ = write!(self.out, "{}", bits.get_u64(i));
                } else {
                    let _ = write!(self.out, "{}", bits.get_i64(i));
                }
            }
            TypeData::Index => {
                let _ = write!(self.out, "{}", bits.get_i64(i));
            }
            _ => {
                let v = bits.get(i);
                self.print_element(elem, &v);
            }
        }
    }

    fn print_dense_values(&mut self, ty: Type, splat: bool, values: &DenseValues, allow_hex: bool) {
        let ctx = self.ctx;
        let shape: Vec<i64> = ctx
            .type_data(ty)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let elem = ctx.type_data(ty).element_type().unwrap_or(ty);
        let n: i64 = shape.iter().fold(1i64, |a, &d| a.saturating_mul(d.max(0)));
        let count = values.len();
        // MLIR prints non-splat integer, float and complex elements as a hex
        // string of their raw storage when there are more of them than the
        // limit (`--mlir-print-elementsattrs-with-hex-if-larger`, 100 by
        // default, -1 for never), even none.
        let hex_limit = self.opts.hex_elements_if_larger.unwrap_or(HEX_THRESHOLD);
        if allow_hex
            && !splat
            && hex_limit != -1
            && n > hex_limit
            && !matches!(values, DenseValues::Strings(_))
        {
            self.print_dense_hex(values);
            return;
        }
        // A splat prints its value even when the type has no elements (or
        // a dynamic shape, which MLIR 22's folders can build), as MLIR does.
        if count == 0 || (n == 0 && !splat) {
            return;
        }
        let inner = ctx.type_data(elem).element_type().unwrap_or(elem);
        let print_one = |p: &mut Self, i: usize| match values {
            DenseValues::Bits(v) => {
                if i < v.len() {
                    p.print_packed(elem, v, i);
                }
            }
            DenseValues::Strings(v) => {
                if let Some(x) = v.get(i) {
                    write_escaped(&mut p.out, x);
                }
            }
            DenseValues::Complex(v) => {
                if 2 * i + 1 < v.len() {
                    p.out.push('(');
                    p.print_packed(inner, v, 2 * i);
                    p.out.push(',');
                    p.print_packed(inner, v, 2 * i + 1);
                    p.out.push(')');
                }
            }
        };
        if splat {
            print_one(self, 0);
            return;
        }
        // Nested brackets following the shape.
        let rank = shape.len();
        if rank == 0 {
            print_one(self, 0);
            return;
        }
        let mut counter = vec![0i64; rank];
        for i in 0..(n as usize).min(count) {
            // Open brackets for every dimension starting a new run.
            let mut opens = 0;
            for d in (0..rank).rev() {
                if counter[d] == 0 {
                    opens += 1;
                } else {
                    break;
                }
            }
            if i > 0 {
                self.out.push_str(", ");
            }
            for _ in 0..opens {
                self.out.push('[');
            }
            print_one(self, i);
            // Advance the counter and close finished dimensions.
            let mut d = rank;
            while d > 0 {
                d -= 1;
                counter[d] += 1;
                if counter[d] < shape[d] {
                    break;
                }
                counter[d] = 0;
                self.out.push(']');
            }
        }
    }

    /// Prints `"0x..."`: the elements' raw storage as MLIR lays it out,
    /// which is the packed storage itself except for `i1` elements (bit-packed
    /// by MLIR; complex parts keep whole bytes).
    fn print_dense_hex(&mut self, values: &DenseValues) {
        let bits = match values {
            DenseValues::Bits(v) | DenseValues::Complex(v) => v,
            DenseValues::Strings(_) => return,
        };
        self.out.reserve(bits.raw().len() * 2 + 4);
        self.out.push_str("\"0x");
        if bits.width() == 0 {
            // Zero-width elements have no storage in MLIR.
        } else if bits.width() == 1 && matches!(values, DenseValues::Bits(_)) {
            let packed: Vec<u8> = bits
                .raw()
                .chunks(8)
                .map(|c| {
                    c.iter()
                        .enumerate()
                        .fold(0u8, |acc, (k, &b)| acc | ((b & 1) << k))
                })
                .collect();
            push_hex(&mut self.out, &packed);
        } else {
            push_hex(&mut self.out, bits.raw());
        }
        self.out.push('"');
    }

    /// Prints `loc(...)` contents without aliases at the top level; nested
    /// locations use aliases when `use_aliases` and one exists. The pretty
    /// form (`--mlir-pretty-debuginfo`) has no `loc(...)` around it.
    pub(crate) fn print_loc_full(&mut self, loc: Loc, with_keyword: bool) {
        let with_keyword = with_keyword && !self.opts.pretty_debug_info;
        if with_keyword {
            self.out.push_str("loc(");
        }
        self.print_loc_body(loc);
        if with_keyword {
            self.out.push(')');
        }
    }

    /// Prints a location reference: `#locN` if aliased, otherwise inline.
    pub(crate) fn print_loc_ref(&mut self, loc: Loc) {
        if let Some(name) = self.aliases.loc_alias(loc) {
            self.out.push_str(name);
        } else {
            self.print_loc_body(loc);
        }
    }

    fn print_loc_body(&mut self, loc: Loc) {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            self.print_loc_body_inner(loc)
        })
    }

    fn print_loc_body_inner(&mut self, loc: Loc) {
        let ctx = self.ctx;
        let pretty = self.opts.pretty_debug_info;
        match ctx.loc_data(loc) {
            LocData::Unknown => self
                .out
                .push_str(if pretty { "[unknown]" } else { "unknown" }),
            data @ (LocData::FileLineCol { .. } | LocData::FileRange(_)) => {
                let Some(FileRange {
                    file,
                    line,
                    col,
                    end_line,
                    end_col,
                }) = data.file_range()
                else {
                    return;
                };
                if pretty {
                    self.out.push_str(ctx.ident_str(file));
                } else {
                    write_escaped(&mut self.out, ctx.ident_str(file).as_bytes());
                }
                if end_line == line && end_col == col {
                    let _ = write!(self.out, ":{line}:{col}");
                } else if end_line == line {
                    let _ = write!(self.out, ":{line}:{col} to :{end_col}");
                } else {
                    let _ = write!(self.out, ":{line}:{col} to {end_line}:{end_col}");
                }
            }
            LocData::Name { name, child } => {
                write_escaped(&mut self.out, ctx.ident_str(*name).as_bytes());
                if !matches!(ctx.loc_data(*child), LocData::Unknown) {
                    self.out.push('(');
                    self.print_loc_ref(*child);
                    self.out.push(')');
                }
            }
            LocData::CallSite { callee, caller } if pretty => {
                // A named callee called from a file position stays on one
                // line; any other caller goes on the next.
                let one_line = matches!(ctx.loc_data(*callee), LocData::Name { .. })
                    && ctx.loc_data(*caller).file_range().is_some();
                self.print_loc_ref(*callee);
                self.out.push_str(if one_line { " at " } else { "\n at " });
                self.print_loc_ref(*caller);
            }
            LocData::CallSite { callee, caller } => {
                self.out.push_str("callsite(");
                self.print_loc_ref(*callee);
                self.out.push_str(" at ");
                self.print_loc_ref(*caller);
                self.out.push(')');
            }
            LocData::Fused(f) => {
                let FusedLoc { locs, metadata } = &**f;
                if !pretty {
                    self.out.push_str("fused");
                }
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attr(*m, Elide::Never);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, &l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_loc_ref(l);
                }
                self.out.push(']');
            }
        }
    }
}

/// What an elided elements attribute prints instead of its value.
const ELIDED: &str = "dense_resource<__elided__>";

/// The number of elements of a dense elements attribute's type (0 for
/// anything else).
fn dense_count(ctx: &rmlir_ir::Context, attr: Attr) -> i64 {
    match ctx.attr_data(attr) {
        AttrData::DenseElements { ty, .. } => ctx.type_data(*ty).shape().map_or(1, |s| {
            s.iter().fold(1i64, |a, &d| a.saturating_mul(d.max(0)))
        }),
        _ => 0,
    }
}

/// Dense elements attributes with more elements than this print in hex,
/// unless the printing options say otherwise.
const HEX_THRESHOLD: i64 = 100;

/// Appends the uppercase hex digits of `bytes` to `out`.
fn push_hex(out: &mut String, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    // Digits are written in pieces through a small buffer (ASCII, so each
    // piece is valid UTF-8).
    let mut buf = [0u8; 8192];
    for chunk in bytes.chunks(buf.len() / 2) {
        for (k, &b) in chunk.iter().enumerate() {
            buf[2 * k] = HEX[(b >> 4) as usize];
            buf[2 * k + 1] = HEX[(b & 15) as usize];
        }
        if let Ok(s) = std::str::from_utf8(&buf[..2 * chunk.len()]) {
            out.push_str(s);
        }
    }
}

/// The low 128 bits of a bit pattern.
pub(crate) fn bits_u128(v: &rmlir_numerics::apint::APInt) -> u128 {
    let w = v.words();
    w[0] as u128 | ((*w.get(1).unwrap_or(&0) as u128) << 64)
}

/// The elements of a dense array as MLIR 22 prints them. When their width
/// is not a whole number of bytes (nor 1), MLIR stores each in
/// `ceil(width / 8)` bytes but its printer reads `width / 8` bytes per
/// element at that stride, zero-extended (`array<si11: -1>` prints as
/// `array<si11: 255>`). Such arrays come only from bytecode, and their text
/// does not parse back, in mlir-opt-22 either. `None`: print `values`.
fn as_mlir_prints(values: &[APInt]) -> Option<Vec<APInt>> {
    let width = values.first()?.width();
    if width == 1 || width % 8 == 0 {
        return None;
    }
    let stored = width.div_ceil(8) as usize;
    let read = (width / 8) as usize;
    let byte_at = |b: usize| -> u8 {
        let (element, k) = (b / stored, b % stored);
        let word = values[element].words().get(k / 8).copied().unwrap_or(0);
        (word >> ((k % 8) * 8)) as u8
    };
    let reread = (0..values.len()).map(|i| {
        let bytes: Vec<u8> = (0..read).map(|t| byte_at(read * i + t)).collect();
        APInt::from_bigint(width, &BigInt::from_bytes_le(Sign::Plus, &bytes))
    });
    Some(reread.collect())
}
