//! Use-list orders (version 3 and later): read for op results and block
//! arguments, and applied once a body is complete, as MLIR's reader sorts
//! every use list after reading.

use super::cursor::{Cursor, ReadResult};
use rmlir_ir::{Body, OpId, RegionId, ValueId};
use rustc_hash::FxHashMap;

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

/// Sorts the use lists of a complete body as MLIR's reader does once the
/// IR is read (`processUseLists`): every value with more than one use gets
/// its uses in descending use id (owner op in pre-order, then operand
/// number), which is what a reader that prepends each new use produces
/// when no forward reference intervened, and then the recorded order of
/// `orders`, if any, is applied on top. Fails with the first value whose
/// recorded order is not a permutation of its uses (MLIR refuses the file
/// then). Values never cross an isolated body, so sorting each body on its
/// own gives what MLIR's walk over the whole module gives.
pub fn apply(body: &mut Body, orders: Vec<UseListOrder>) -> Result<(), ValueId> {
    let mut recorded: FxHashMap<ValueId, UseListOrder> = FxHashMap::default();
    for order in orders {
        recorded.entry(order.value).or_insert(order);
    }
    let (op_ids, values) = preorder(body);
    // (position in the current list, use id), reused for every value.
    let mut current: Vec<(u32, u64)> = Vec::new();
    let mut shuffle: Vec<u32> = Vec::new();
    for v in values {
        current.clear();
        current.extend(body.uses(v).enumerate().map(|(k, u)| {
            let id =
                (u64::from(op_ids[u.owner.index()]) << 32) | body.use_operand_index(u.id) as u64;
            (k as u32, id)
        }));
        if current.len() <= 1 {
            continue;
        }
        let sorted = current.windows(2).all(|w| w[0].1 > w[1].1);
        let order = recorded.get(&v);
        if sorted && order.is_none() {
            continue;
        }
        if !sorted {
            current.sort_unstable_by_key(|&(_, id)| std::cmp::Reverse(id));
        }
        shuffle.clear();
        match order {
            None => shuffle.extend(current.iter().map(|&(k, _)| k)),
            Some(order) => {
                let custom = recorded_shuffle(order, current.len()).ok_or(v)?;
                // MLIR composes the recorded order with the sorted one.
                shuffle.extend(current.iter().map(|&(k, _)| custom[k as usize]));
            }
        }
        if !body.shuffle_uses(v, &shuffle) {
            return Err(v);
        }
    }
    Ok(())
}

/// The full shuffle `order` records for a value with `num_uses` uses
/// (pairs expanded over the identity), or `None` unless it is a
/// permutation.
fn recorded_shuffle(order: &UseListOrder, num_uses: usize) -> Option<Vec<u32>> {
    let mut shuffle: Vec<u32> = if order.index_pairs {
        if order.indices.len() % 2 == 1 {
            return None;
        }
        let mut full: Vec<u32> = (0..num_uses as u32).collect();
        for pair in order.indices.chunks_exact(2) {
            *full.get_mut(usize::try_from(pair[0]).ok()?)? = u32::try_from(pair[1]).ok()?;
        }
        full
    } else {
        if order.indices.len() != num_uses {
            return None;
        }
        order
            .indices
            .iter()
            .map(|&i| u32::try_from(i).ok())
            .collect::<Option<_>>()?
    };
    let mut seen = vec![false; num_uses];
    for &i in &shuffle {
        let s = seen.get_mut(i as usize)?;
        if std::mem::replace(s, true) {
            return None;
        }
    }
    shuffle.shrink_to_fit();
    Some(shuffle)
}

/// The pre-order number of every op of `body` (indexed by op; regions of
/// non-isolated ops are in the same body) and its values: each block's
/// arguments, then each op's results.
fn preorder(body: &Body) -> (Vec<u32>, Vec<ValueId>) {
    let mut ids = vec![0u32; body.op_capacity()];
    let mut values: Vec<ValueId> = Vec::new();
    let mut next = 0u32;
    // Blocks still to visit and the ops left in the current one, as a
    // stack of op lists so nesting needs no recursion.
    let mut stack: Vec<OpId> = Vec::new();
    let push_regions = |regions: &[RegionId], stack: &mut Vec<OpId>, values: &mut Vec<ValueId>| {
        let mut ops: Vec<OpId> = Vec::new();
        for &r in regions {
            for block in body.region_blocks(r) {
                values.extend_from_slice(body.block_args(block));
                ops.extend(body.block_ops(block));
            }
        }
        stack.extend(ops.into_iter().rev());
    };
    push_regions(body.root_regions(), &mut stack, &mut values);
    while let Some(op) = stack.pop() {
        ids[op.index()] = next;
        next += 1;
        values.extend(body.results(op));
        // An isolated op's regions are a body of their own.
        if body.nested_body(op).is_none() {
            push_regions(body.op_regions(op), &mut stack, &mut values);
        }
    }
    (ids, values)
}
