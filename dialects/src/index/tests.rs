//! Exhaustive checks of the index folders at small widths: 8-bit values
//! standing for 64-bit `index`, 4-bit ones for a 32-bit target.

use super::fold::{fold_binary_values, BinaryKind};
use rmlir_numerics::apint::APInt;

const WIDE: u32 = 8;
const NARROW: u32 = 4;

/// Every pair of `WIDE`-bit values.
fn pairs() -> impl Iterator<Item = (APInt, APInt)> {
    (0..1u64 << WIDE).flat_map(|a| {
        (0..1u64 << WIDE).map(move |b| (APInt::from_u64(WIDE, a), APInt::from_u64(WIDE, b)))
    })
}

/// A fold, when it happens, gives the wide result, and that result
/// truncated is what the narrow target computes; a checked op folds
/// exactly when both widths are defined and agree.
#[test]
fn binary_folds_agree_on_both_widths() {
    for kind in BinaryKind::ALL {
        for (a, b) in pairs() {
            let wide = kind.evaluate(&a, &b, NARROW);
            let narrow = kind.evaluate(&a.trunc(NARROW), &b.trunc(NARROW), NARROW);
            let folded = fold_binary_values(kind, &a, &b, NARROW);
            if let Some(f) = &folded {
                assert_eq!(Some(f), wide.as_ref(), "{kind:?} {a:?} {b:?}");
                assert_eq!(Some(f.trunc(NARROW)), narrow, "{kind:?} {a:?} {b:?}");
            }
            if kind.checked() {
                let agree = matches!((&wide, &narrow), (Some(w), Some(n)) if w.trunc(NARROW) == *n);
                assert_eq!(folded.is_some(), agree, "{kind:?} {a:?} {b:?}");
            } else {
                assert_eq!(folded, wide, "{kind:?} {a:?} {b:?}");
            }
        }
    }
}

/// The value of a `width`-bit APInt as a signed number.
fn signed(v: &APInt) -> i64 {
    let w = v.width();
    let x = v.low_u64() as i64;
    (x << (64 - w)) >> (64 - w)
}

/// The division ops round as their names say wherever they fold.
#[test]
fn divisions_round_as_named() {
    for (a, b) in pairs() {
        let (x, y) = (signed(&a), signed(&b));
        if y == 0 {
            for kind in [
                BinaryKind::CeilDivS,
                BinaryKind::FloorDivS,
                BinaryKind::CeilDivU,
            ] {
                assert_eq!(kind.evaluate(&a, &b, NARROW), None);
            }
            continue;
        }
        let mask = (1i64 << WIDE) - 1;
        let ceil = BinaryKind::CeilDivS.evaluate(&a, &b, NARROW).unwrap();
        let floor = BinaryKind::FloorDivS.evaluate(&a, &b, NARROW).unwrap();
        // MLIR's formula negates the dividend when the signs differ, which
        // wraps for the most negative value: `ceildivs(MIN, m > 0)` gives
        // `-(MIN / m)` (mlir-opt 22 folds it so, and so do we).
        let exact_ceil = if a.is_min_signed() && y > 0 {
            -(x / y)
        } else {
            (x as f64 / y as f64).ceil() as i64
        };
        assert_eq!(ceil.low_u64() as i64, exact_ceil & mask, "{x} {y}");
        assert_eq!(
            floor.low_u64() as i64,
            (x as f64 / y as f64).floor() as i64 & mask
        );
        let (ua, ub) = (a.low_u64(), b.low_u64());
        let ceilu = BinaryKind::CeilDivU.evaluate(&a, &b, NARROW).unwrap();
        assert_eq!(ceilu.low_u64(), ua.div_ceil(ub));
    }
}
