//! Offsets, sizes and strides of slice-like ops (`subview`,
//! `extract_slice`, `insert_slice`): their verification, rank reduction,
//! and the mixed static/dynamic lists patterns fold constants into.

use crate::util::attrs::{dense_i64_array, i64_array_attr, props};
use crate::util::constant::const_int;
use crate::util::diag::plain_error;
use crate::util::shaped::{num_dynamic, DYNAMIC};
use rmlir_ir::Attr;
use rmlir_ir::Type;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_ods::{operand_group, segment_attr};

/// The static and dynamic parts of an op's offsets, sizes and strides.
pub struct Osss {
    /// `static_offsets`.
    pub offsets: Vec<i64>,
    /// `static_sizes`.
    pub sizes: Vec<i64>,
    /// `static_strides`.
    pub strides: Vec<i64>,
    /// Number of dynamic offset, size and stride operands.
    pub dynamic: [usize; 3],
}

impl Osss {
    /// Reads the attributes and operand groups `first..first+3` of `op`.
    pub fn of(ctx: &Context, body: &Body, op: OpId, first_group: usize) -> Osss {
        let g = |i| rmlir_ods::operand_group(ctx, body, op, i).len();
        Osss {
            offsets: i64_array_attr(ctx, body, op, "static_offsets"),
            sizes: i64_array_attr(ctx, body, op, "static_sizes"),
            strides: i64_array_attr(ctx, body, op, "static_strides"),
            dynamic: [g(first_group), g(first_group + 1), g(first_group + 2)],
        }
    }
}

/// MLIR's `verifyListOfOperandsOrIntegers`: `ints` (a static list in which
/// `DYNAMIC` marks a value operand) has `rank` entries, and `op` has as many
/// `name` operands (`n_values`) as it has `DYNAMIC` entries.
pub fn verify_operands_or_integers(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    rank: usize,
    ints: &[i64],
    n_values: usize,
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(plain_error(ctx, body, op, m));
    if ints.len() != rank {
        return err(format!("expected {rank} {name} values, got {}", ints.len()));
    }
    let n_dynamic = num_dynamic(ints);
    if n_values != n_dynamic {
        return err(format!("expected {n_dynamic} dynamic {name} values"));
    }
    Ok(())
}

/// MLIR's `verifyOffsetSizeAndStrideOp` (OffsetSizeAndStrideOpInterface);
/// `max_ranks` are the expected lengths of offsets, sizes and strides.
pub fn verify_offset_size_stride(o: &Osss, max_ranks: [usize; 3]) -> Result<(), String> {
    let checks = [
        ("sizes", &o.sizes, o.dynamic[1]),
        ("strides", &o.strides, o.dynamic[2]),
        ("offsets", &o.offsets, o.dynamic[0]),
    ];
    for (name, vals, n) in checks {
        let k = num_dynamic(vals);
        if n != k {
            return Err(format!(
                "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({n} vs {k})"
            ));
        }
    }
    if !(o.offsets.len() == 1 && max_ranks[0] == 1) && o.offsets.len() != o.sizes.len() {
        return Err(format!(
            "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
            o.offsets.len(),
            o.sizes.len()
        ));
    }
    if o.sizes.len() != o.strides.len() {
        return Err(format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
            o.sizes.len(),
            o.strides.len()
        ));
    }
    let lists = [
        ("offset", &o.offsets, max_ranks[0]),
        ("size", &o.sizes, max_ranks[1]),
        ("stride", &o.strides, max_ranks[2]),
    ];
    for (name, vals, n) in lists {
        if vals.len() != n {
            return Err(format!("expected {n} {name} values, got {}", vals.len()));
        }
    }
    if let Some(v) = o.offsets.iter().find(|&&v| v < 0 && v != DYNAMIC) {
        return Err(format!("expected offsets to be non-negative, but got {v}"));
    }
    if let Some(v) = o.sizes.iter().find(|&&v| v < 0 && v != DYNAMIC) {
        return Err(format!("expected sizes to be non-negative, but got {v}"));
    }
    Ok(())
}

/// MLIR's `verifyInBoundsSlice`.
pub fn verify_in_bounds_slice(shape: &[i64], o: &Osss) -> Result<(), String> {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&off), Some(&size), Some(&stride)) =
            (o.offsets.get(i), o.sizes.get(i), o.strides.get(i))
        else {
            continue;
        };
        if dim == DYNAMIC || off == DYNAMIC {
            continue;
        }
        if off >= dim {
            return Err(format!("offset {i} is out-of-bounds: {off} >= {dim}"));
        }
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = off.wrapping_add((size.wrapping_sub(1)).wrapping_mul(stride));
        if last >= dim {
            return Err(format!(
                "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
            ));
        }
    }
    Ok(())
}

/// The outcome of MLIR's `isRankReducedType`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SliceCheck {
    /// The candidate is the type or a rank-reduced version of it.
    Success,
    /// The candidate has a higher rank.
    RankTooLarge,
    /// The sizes do not match.
    SizeMismatch,
    /// The element types differ.
    ElemTypeMismatch,
}

/// MLIR's `computeRankReductionMask`: which dims of `original` are dropped to
/// obtain `reduced` (greedy matching, dropped dims must be 1).
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut mask = vec![false; original.len()];
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if r < reduced.len() && size == reduced[r] {
            r += 1;
            continue;
        }
        mask[i] = true;
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(mask)
}

/// MLIR's `isRankReducedType` on shapes and element types.
pub fn is_rank_reduced(
    original: &[i64],
    orig_elem: Type,
    candidate: &[i64],
    cand_elem: Type,
) -> SliceCheck {
    if candidate.len() > original.len() {
        return SliceCheck::RankTooLarge;
    }
    if rank_reduction_mask(original, candidate).is_none() {
        return SliceCheck::SizeMismatch;
    }
    if orig_elem != cand_elem {
        return SliceCheck::ElemTypeMismatch;
    }
    SliceCheck::Success
}

/// The mixed offsets, sizes and strides of an offset/size/stride op, each
/// entry a static value or a dynamic operand.
#[derive(Clone)]
pub(crate) struct Mixed {
    /// Offsets.
    pub offsets: Vec<Result<i64, ValueId>>,
    /// Sizes.
    pub sizes: Vec<Result<i64, ValueId>>,
    /// Strides.
    pub strides: Vec<Result<i64, ValueId>>,
}

impl Mixed {
    /// Reads the mixed lists of `op` (operand groups 1, 2, 3).
    pub(crate) fn of(ctx: &Context, body: &Body, op: OpId) -> Mixed {
        let list = |name: &str, group: usize| {
            let statics = i64_array_attr(ctx, body, op, name);
            let dyns = operand_group(ctx, body, op, group);
            let mut k = 0;
            statics
                .iter()
                .map(|&s| {
                    if s == DYNAMIC {
                        k += 1;
                        Err(dyns[k - 1])
                    } else {
                        Ok(s)
                    }
                })
                .collect()
        };
        Mixed {
            offsets: list("static_offsets", 1),
            sizes: list("static_sizes", 2),
            strides: list("static_strides", 3),
        }
    }

    /// MLIR's `foldDynamicIndexList` on the offsets, else the sizes (both
    /// only non-negative constants), else the strides; whether anything
    /// changed.
    pub(crate) fn fold_constants(&mut self, ctx: &Context, body: &Body) -> bool {
        let fold = |l: &mut Vec<Result<i64, ValueId>>, non_neg: bool| {
            let mut changed = false;
            for e in l.iter_mut() {
                if let Err(v) = *e {
                    if let Some(c) = const_int(ctx, body, v) {
                        if non_neg && c < 0 {
                            continue;
                        }
                        *e = Ok(c);
                        changed = true;
                    }
                }
            }
            changed
        };
        // MLIR combines the three with a short-circuiting `&&` of failures:
        // once a list changed, the following ones are left alone.
        fold(&mut self.offsets, true)
            || fold(&mut self.sizes, true)
            || fold(&mut self.strides, false)
    }

    /// The `tensor.insert_slice` and `memref.subview` variant
    /// (`foldDynamicOffsetSizeList` on the offsets, else the sizes, else
    /// `foldDynamicStrideList`, which keeps zero strides dynamic).
    pub(crate) fn fold_constants_insert(&mut self, ctx: &Context, body: &Body) -> bool {
        let fold = |l: &mut Vec<Result<i64, ValueId>>, non_neg: bool, non_zero: bool| {
            let mut changed = false;
            for e in l.iter_mut() {
                if let Err(v) = *e {
                    if let Some(c) = const_int(ctx, body, v) {
                        if (non_neg && c < 0) || (non_zero && c == 0) {
                            continue;
                        }
                        *e = Ok(c);
                        changed = true;
                    }
                }
            }
            changed
        };
        fold(&mut self.offsets, true, false)
            || fold(&mut self.sizes, true, false)
            || fold(&mut self.strides, false, true)
    }

    /// The static lists (dynamic entries as `DYNAMIC`).
    pub(crate) fn statics(l: &[Result<i64, ValueId>]) -> Vec<i64> {
        l.iter().map(|e| *e.as_ref().unwrap_or(&DYNAMIC)).collect()
    }

    /// The dynamic operands of a list.
    pub(crate) fn dynamics(l: &[Result<i64, ValueId>]) -> Vec<ValueId> {
        l.iter().filter_map(|e| e.err()).collect()
    }

    /// `verifyInBoundsSlice` of the static parts against `shape`.
    pub(crate) fn in_bounds(&self, shape: &[i64]) -> bool {
        let o = Osss {
            offsets: Self::statics(&self.offsets),
            sizes: Self::statics(&self.sizes),
            strides: Self::statics(&self.strides),
            dynamic: [0; 3],
        };
        verify_in_bounds_slice(shape, &o).is_ok()
    }

    /// Operands and properties of an op `source, offsets, sizes, strides`
    /// with these lists.
    pub(crate) fn build(&self, ctx: &Context, source: ValueId) -> (Vec<ValueId>, Option<Attr>) {
        let (o, s, t) = (
            Self::dynamics(&self.offsets),
            Self::dynamics(&self.sizes),
            Self::dynamics(&self.strides),
        );
        let seg = segment_attr(ctx, &[1, o.len(), s.len(), t.len()]);
        let mut operands = vec![source];
        operands.extend(&o);
        operands.extend(&s);
        operands.extend(&t);
        let p = props(
            ctx,
            &[
                ("operandSegmentSizes", seg),
                (
                    "static_offsets",
                    dense_i64_array(ctx, &Self::statics(&self.offsets)),
                ),
                (
                    "static_sizes",
                    dense_i64_array(ctx, &Self::statics(&self.sizes)),
                ),
                (
                    "static_strides",
                    dense_i64_array(ctx, &Self::statics(&self.strides)),
                ),
            ],
        );
        (operands, p)
    }
}

/// MLIR's `computeRankReductionMask` with `matchDynamic`.
pub fn rank_reduction_mask_dynamic(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut mask = vec![false; original.len()];
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if r < reduced.len() && size != 1 && (reduced[r] == DYNAMIC || size == DYNAMIC) {
            r += 1;
            continue;
        }
        if r < reduced.len() && size == reduced[r] {
            r += 1;
            continue;
        }
        mask[i] = true;
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(mask)
}
