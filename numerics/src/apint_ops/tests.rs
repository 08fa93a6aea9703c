//! Unit tests of the integer operations.
use super::*;

fn i(width: u32, v: i64) -> APInt {
    APInt::from_i64(width, v)
}

fn big(width: u32, s: &str) -> APInt {
    APInt::from_bigint(width, &s.parse::<BigInt>().unwrap())
}

/// Checks an operation on random-ish values against an i128 reference at
/// widths <= 64 and against the BigInt path by comparing a 64-bit value
/// computed through a 128-bit APInt.
#[test]
fn constants_and_queries() {
    for w in [1u32, 8, 64, 65, 128, 200] {
        assert!(APInt::zero(w).is_zero());
        assert!(APInt::all_ones(w).is_all_ones());
        assert!(APInt::signed_min(w).is_min_signed());
        assert!(APInt::signed_max(w).is_max_signed());
        assert_eq!(APInt::all_ones(w).countl_zero(), 0);
        assert_eq!(APInt::zero(w).countl_zero(), w);
        assert_eq!(APInt::zero(w).countr_zero(), w);
        assert_eq!(APInt::signed_min(w).countr_zero(), w - 1);
        assert_eq!(APInt::one(w).countl_zero(), w - 1);
        assert_eq!(APInt::all_ones(w).count_ones(), w);
        assert_eq!(APInt::signed_max(w).count_ones(), w - 1);
    }
    // In i1, 1 is the signed minimum and all-ones.
    assert!(APInt::one(1).is_min_signed());
    assert!(APInt::one(1).is_all_ones());
    assert!(!APInt::one(1).is_max_signed());
    assert!(APInt::zero(1).is_max_signed());
}

#[test]
fn add_sub_mul_wrap() {
    assert_eq!(i(8, 127).wrapping_add(&i(8, 1)), i(8, -128));
    assert_eq!(i(8, -128).wrapping_sub(&i(8, 1)), i(8, 127));
    assert_eq!(i(8, 16).wrapping_mul(&i(8, 16)), i(8, 0));
    assert_eq!(i(64, i64::MIN).wrapping_neg(), i(64, i64::MIN));
    let a = big(128, "340282366920938463463374607431768211455");
    assert_eq!(a.wrapping_add(&APInt::one(128)), APInt::zero(128));
    assert_eq!(APInt::zero(128).wrapping_sub(&APInt::one(128)), a);
    let x = big(130, "123456789012345678901234567890");
    let y = big(130, "-98765432109876543210");
    let expect =
        BigInt::from(123456789012345678901234567890i128) * BigInt::from(-98765432109876543210i128);
    assert_eq!(x.wrapping_mul(&y), APInt::from_bigint(130, &expect));
    assert_eq!(
        x.wrapping_add(&y),
        big(
            130,
            &(BigInt::from(123456789012345678901234567890i128)
                - BigInt::from(98765432109876543210i128))
            .to_string()
        )
    );
}

#[test]
fn division_edges() {
    assert_eq!(i(8, -128).sdiv(&i(8, -1)), Some(i(8, -128)));
    assert_eq!(i(8, -128).divsi(&i(8, -1)), None);
    assert_eq!(i(8, 7).sdiv(&i(8, 0)), None);
    assert_eq!(i(8, -7).sdiv(&i(8, 2)), Some(i(8, -3)));
    assert_eq!(i(8, -7).srem(&i(8, 2)), Some(i(8, -1)));
    assert_eq!(i(8, -128).srem(&i(8, -1)), Some(i(8, 0)));
    assert_eq!(i(8, -7).floordivs(&i(8, 2)), Some(i(8, -4)));
    assert_eq!(i(8, 7).ceildivs(&i(8, 2)), Some(i(8, 4)));
    assert_eq!(i(8, -7).ceildivs(&i(8, 2)), Some(i(8, -3)));
    assert_eq!(i(8, -7).ceildivs(&i(8, -2)), Some(i(8, 4)));
    assert_eq!(i(8, 7).ceildivs(&i(8, -2)), Some(i(8, -3)));
    assert_eq!(i(8, -128).ceildivs(&i(8, 3)), None);
    assert_eq!(i(8, -128).ceildivs(&i(8, 1)), Some(i(8, -128)));
    assert_eq!(i(8, 5).ceildivs(&i(8, -128)), None);
    assert_eq!(i(8, 0).ceildivs(&i(8, -128)), Some(i(8, 0)));
    assert_eq!(i(8, -1).ceildivu(&i(8, 2)), Some(i(8, -128)));
    assert_eq!(i(64, i64::MIN).sdiv(&i(64, -1)), Some(i(64, i64::MIN)));
    let min128 = APInt::signed_min(128);
    assert_eq!(min128.sdiv(&APInt::all_ones(128)), Some(min128.clone()));
    assert_eq!(min128.divsi(&APInt::all_ones(128)), None);
    assert_eq!(big(128, "-7").sdiv(&big(128, "2")), Some(big(128, "-3")));
    assert_eq!(
        big(128, "-7").floordivs(&big(128, "2")),
        Some(big(128, "-4"))
    );
    // i1: true is both 1 and -1.
    assert_eq!(APInt::one(1).divsi(&APInt::one(1)), Some(APInt::one(1)));
    assert_eq!(APInt::one(1).divsi(&APInt::zero(1)), None);
}

#[test]
fn shifts() {
    assert_eq!(i(8, 1).shl(&i(8, 7)), Some(i(8, -128)));
    assert_eq!(i(8, 1).shl(&i(8, 8)), None);
    assert_eq!(i(8, -128).ashr(&i(8, 7)), Some(i(8, -1)));
    assert_eq!(i(8, -128).lshr(&i(8, 7)), Some(i(8, 1)));
    assert_eq!(i(8, -128).ashr(&i(8, -1)), None);
    let x = APInt::signed_min(200);
    assert_eq!(x.ashr_by(199), APInt::all_ones(200));
    assert_eq!(x.lshr_by(199), APInt::one(200));
    assert_eq!(APInt::one(200).shl_by(199), x);
    assert_eq!(x.ashr_by(100).count_ones(), 101);
    assert_eq!(APInt::one(130).shl_by(70).lshr_by(70), APInt::one(130));
}

#[test]
fn extensions() {
    assert_eq!(i(8, -1).zext(16), i(16, 255));
    assert_eq!(i(8, -1).sext(16), i(16, -1));
    assert_eq!(i(8, -1).sext(130), APInt::all_ones(130));
    assert_eq!(
        APInt::signed_min(65).sext(200).to_bigint_signed(),
        -(BigInt::one() << 64u32)
    );
    assert_eq!(APInt::all_ones(130).trunc(8), i(8, -1));
    assert_eq!(APInt::one(1).sext(64), i(64, -1));
}

#[test]
fn extended_multiplication() {
    let (lo, hi) = i(8, -128).mulsi_extended(&i(8, -128));
    assert_eq!((lo, hi), (i(8, 0), i(8, 64)));
    let (lo, hi) = i(8, -1).mului_extended(&i(8, -1));
    assert_eq!((lo, hi), (i(8, 1), i(8, -2)));
    let (lo, hi) = i(64, -1).mulsi_extended(&i(64, 3));
    assert_eq!((lo, hi), (i(64, -3), i(64, -1)));
    let (_, hi) = APInt::all_ones(128).mului_extended(&APInt::all_ones(128));
    assert_eq!(hi, APInt::all_ones(128).wrapping_sub(&APInt::one(128)));
    let (_, hi) = APInt::all_ones(128).mulsi_extended(&big(128, "3"));
    assert_eq!(hi, APInt::all_ones(128));
    assert_eq!(i(8, -1).addui_extended(&i(8, 1)), (i(8, 0), true));
}

#[test]
fn comparisons_and_counts() {
    assert!(i(8, -1).slt(&i(8, 0)));
    assert!(i(8, -1).ugt(&i(8, 0)));
    assert!(APInt::signed_min(128).slt(&APInt::signed_max(128)));
    assert!(APInt::signed_min(128).ugt(&APInt::signed_max(128)));
    assert_eq!(i(8, 1).countl_zero(), 7);
    assert_eq!(APInt::one(65).countl_zero(), 64);
    assert_eq!(APInt::one(128).shl_by(64).countl_zero(), 63);
    assert_eq!(i(8, -128).abs(), i(8, -128));
    assert_eq!(i(8, -5).abs(), i(8, 5));
    assert_eq!(i(8, 3).ipowi(&i(8, 5)), Some(i(8, -13)));
    assert_eq!(i(8, 0).ipowi(&i(8, -1)), None);
    assert_eq!(i(8, -1).ipowi(&i(8, -3)), Some(i(8, -1)));
    assert_eq!(big(128, "3").ipowi(&big(128, "100")), {
        let m = BigInt::one() << 128u32;
        Some(APInt::from_bigint(128, &(BigInt::from(3).pow(100u32) % m)))
    });
}
