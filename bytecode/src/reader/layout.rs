//! How MLIR 22's ODS-generated `readProperties` lays out a registered op's
//! properties entry, for reading: the op's inherent attributes sorted by
//! name (required ones as an attribute index, optional and default-valued
//! ones as `(index << 1) | present`), with `operandSegmentSizes` /
//! `resultSegmentSizes` as a `DenseI32ArrayAttr` index at their sorted
//! place before version 6, and as native sparse arrays after all
//! attributes (operands first) from version 6.

use super::cursor::{Cursor, ReadResult};
use crate::encoding::VERSION_NATIVE_SEGMENT_SIZES;
use rmlir_ir::context::OpName;
use rmlir_ir::Context;

/// One field of a properties entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// An inherent attribute; `required` ones are never absent.
    Attr {
        /// The attribute's name.
        name: &'static str,
        /// Written as a plain index rather than an optional one.
        required: bool,
    },
    /// Segment sizes: `operandSegmentSizes` or `resultSegmentSizes`, with
    /// the number of ODS groups they split.
    Segments {
        /// The property's name.
        name: &'static str,
        /// How many groups (MLIR's fixed-size storage).
        groups: usize,
    },
}

/// The fields of registered op `name`'s entry at `version`, in order, or
/// `None` when rmlir knows no layout for it (ops not defined with ODS
/// have their inherent attributes as optional fields).
pub fn fields(ctx: &Context, name: OpName, version: u64) -> Option<Vec<Field>> {
    let info = ctx.op_info(name)?;
    let mut attrs: Vec<Field> = Vec::new();
    let mut native: Vec<Field> = Vec::new();
    match info.interface::<rmlir_ods::Compiled>() {
        Some(c) => {
            for a in c.def.attrs {
                attrs.push(Field::Attr {
                    name: a.name,
                    required: !a.optional,
                });
            }
            for (segmented, name, groups) in [
                (
                    c.operand_segmented,
                    "operandSegmentSizes",
                    c.def.operands.len(),
                ),
                (
                    c.result_segmented,
                    "resultSegmentSizes",
                    c.def.results.len(),
                ),
            ] {
                if segmented {
                    let f = Field::Segments { name, groups };
                    if version >= VERSION_NATIVE_SEGMENT_SIZES {
                        native.push(f);
                    } else {
                        attrs.push(f);
                    }
                }
            }
        }
        None => {
            for &name in info.inherent_attrs.iter() {
                attrs.push(Field::Attr {
                    name,
                    required: false,
                });
            }
        }
    }
    let key = |f: &Field| match *f {
        Field::Attr { name, .. } | Field::Segments { name, .. } => name,
    };
    attrs.sort_by(|a, b| key(a).cmp(key(b)));
    attrs.extend(native);
    Some(attrs)
}

/// Reads a sparse array of `len` entries (MLIR's `readSparseArray`): densely
/// `(n << 1)` then `n` values, or sparsely `(nnz << 1) | 1`, the index bit
/// width, then `(value << bits) | index` per non-zero entry.
pub fn read_sparse_array(cur: &mut Cursor<'_>, len: usize) -> ReadResult<Vec<i32>> {
    let mut out = vec![0i32; len];
    let (n, sparse) = cur.varint_with_flag()?;
    if !sparse {
        if n > len as u64 {
            return Err(cur.error(format!(
                "trying to read an array of {n} but only {len} storage available."
            )));
        }
        for slot in out.iter_mut().take(n as usize) {
            *slot = cur.varint()? as i32;
        }
        return Ok(out);
    }
    if n == 0 {
        return Ok(out);
    }
    let bits = cur.varint()?;
    if bits > 8 {
        return Err(cur.error(format!(
            "reading sparse array with indexing above 8 bits: {bits}"
        )));
    }
    for _ in 0..n {
        let pair = cur.varint()?;
        let index = pair & ((1u64 << bits) - 1);
        let Some(slot) = out.get_mut(index as usize) else {
            return Err(cur.error(format!(
                "reading a sparse array found index {index} but only {len} storage available."
            )));
        };
        *slot = (pair >> bits) as i32;
    }
    Ok(out)
}
