//! Use-list orders (version 3 and later): read for op results and block
//! arguments, checked, and applied once a body is complete.

use super::cursor::{Cursor, ReadResult};
use rmlir_ir::body::{Body, ValueId};

/// The order the writer recorded for one value's uses.
#[derive(Clone, Debug)]
pub struct UseListOrder {
    /// The value.
    pub value: ValueId,
    /// Whether `indices` are `(from, to)` pairs rather than a full shuffle.
    pub index_pairs: bool,
    /// The indices.
    pub indices: Vec<u64>,
}

/// One entry before its value is known: position in the range, pair flag,
/// indices.
pub type RawOrder = (u64, bool, Vec<u64>);

/// Reads the use-list orders of a range of `len` values.
pub fn read_raw_range(cur: &mut Cursor<'_>, len: usize) -> ReadResult<Vec<RawOrder>> {
    let count = if len > 1 {
        cur.count(2, "use-list order")?
    } else {
        1
    };
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let index = if len > 1 { cur.varint()? } else { 0 };
        let at = cur.pos();
        let (n, pairs) = cur.varint_with_flag()?;
        let n = cur.check_count(n, 1, "use-list index", at)?;
        let mut indices = Vec::with_capacity(n);
        for _ in 0..n {
            indices.push(cur.varint()?);
        }
        out.push((index, pairs, indices));
    }
    Ok(out)
}

/// Binds raw orders to the values of their range (out-of-range positions
/// are ignored, as MLIR does).
pub fn bind(
    raw: Vec<RawOrder>,
    values: &[ValueId],
    _at: &Cursor<'_>,
) -> ReadResult<Vec<UseListOrder>> {
    let mut out: Vec<UseListOrder> = Vec::with_capacity(raw.len());
    for (index, index_pairs, indices) in raw {
        let Some(&value) = values.get(index as usize) else {
            continue;
        };
        // The first order given for a value wins.
        if out.iter().any(|o| o.value == value) {
            continue;
        }
        out.push(UseListOrder {
            value,
            index_pairs,
            indices,
        });
    }
    Ok(out)
}

/// Reads and binds the use-list orders of `values`.
pub fn read_use_list_range(
    cur: &mut Cursor<'_>,
    values: &[ValueId],
) -> ReadResult<Vec<UseListOrder>> {
    let at = *cur;
    let raw = read_raw_range(cur, values.len())?;
    bind(raw, values, &at)
}

/// Checks the orders of a complete body: each must be a permutation of its
/// value's uses (MLIR refuses the file otherwise). Fails with the first
/// value whose order is not.
pub fn apply(body: &mut Body, orders: Vec<UseListOrder>) -> Result<(), ValueId> {
    for order in orders {
        let num_uses = body.uses(order.value).count();
        if num_uses <= 1 {
            continue;
        }
        let mut shuffle: Vec<u64> = order.indices.clone();
        if order.index_pairs {
            if shuffle.len() % 2 == 1 {
                return Err(order.value);
            }
            let mut full: Vec<u64> = (0..num_uses as u64).collect();
            for pair in shuffle.chunks_exact(2) {
                let slot = full.get_mut(pair[0] as usize).ok_or(order.value)?;
                *slot = pair[1];
            }
            shuffle = full;
        }
        let mut seen = vec![false; num_uses];
        if shuffle.len() != num_uses {
            return Err(order.value);
        }
        for &i in &shuffle {
            let s = seen.get_mut(i as usize).ok_or(order.value)?;
            if *s {
                return Err(order.value);
            }
            *s = true;
        }
    }
    Ok(())
}
