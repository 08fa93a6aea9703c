//! Unit tests of the float operations against known bit patterns.
use super::arith::{binary, BinOp};
use super::*;
use FloatKind::*;

const ALL: [FloatKind; 18] = [
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    F16,
    BF16,
    TF32,
    F32,
    F64,
    F80,
    F128,
];

#[test]
fn representable_by_compares_exponent_range_and_precision() {
    for k in ALL {
        assert!(is_representable_by(k, k), "{k:?}");
    }
    assert!(is_representable_by(F16, F32));
    assert!(is_representable_by(BF16, F32));
    assert!(is_representable_by(F8E5M2, F16));
    assert!(is_representable_by(F8E4M3FN, F16));
    assert!(is_representable_by(F64, F80) && is_representable_by(F80, F128));
    assert!(!is_representable_by(F16, BF16));
    assert!(!is_representable_by(BF16, F16));
    assert!(!is_representable_by(F32, TF32));
    assert!(!is_representable_by(F128, F80));
    // f8E5M2FNUZ reaches 2^-15, below f16's smallest normal exponent.
    assert!(!is_representable_by(F8E5M2FNUZ, F16));
    // f8E8M0FNU reaches 2^-127, below f32's smallest normal exponent.
    assert!(!is_representable_by(F8E8M0FNU, F32));
    assert!(is_representable_by(F8E8M0FNU, F64));
}

fn f32b(x: f32) -> u128 {
    u128::from(x.to_bits())
}

fn f64b(x: f64) -> u128 {
    u128::from(x.to_bits())
}

#[test]
fn decode_encode_round_trip() {
    for kind in ALL {
        let s = sem(kind);
        let n = if kind.bit_width() <= 16 {
            1u128 << kind.bit_width()
        } else {
            4096
        };
        for i in 0..n {
            let bits = if kind.bit_width() <= 16 {
                i
            } else {
                i.wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835) & low_mask(s.bits)
            };
            let v = decode(&s, bits);
            let back = encode(&s, v);
            // x87 unnormals re-encode as NaN; everything else is stable.
            if kind != F80 {
                assert_eq!(back, bits, "{kind:?} {bits:#x}");
            }
            // Cross-check values against float.rs.
            if v.cat == Cat::Normal {
                let x = crate::float::to_f64(kind, bits);
                let (sig, e) = scaled(&s, &v);
                if (-1000..1000).contains(&e) {
                    let expect = (sig as f64) * 2f64.powi(e as i32);
                    if expect.is_finite() && expect != 0.0 && s.precision <= 53 {
                        assert_eq!(x, if v.neg { -expect } else { expect }, "{kind:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn f32_matches_host_on_random_inputs() {
    let mut x: u64 = 0x1234_5678_9abc_def1;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for _ in 0..20000 {
        let (a, b) = (next() as u32, next() as u32);
        let (fa, fb) = (f32::from_bits(a), f32::from_bits(b));
        let (ua, ub) = (u128::from(a), u128::from(b));
        for (op, host) in [
            (BinOp::Add, fa + fb),
            (BinOp::Sub, fa - fb),
            (BinOp::Mul, fa * fb),
            (BinOp::Div, fa / fb),
        ] {
            let exact = binary(F32, op, ua, ub, RoundingMode::default()).0;
            if host.is_nan() {
                assert!(is_nan(F32, exact));
            } else {
                assert_eq!(exact, f32b(host), "{a:#x} {b:#x}");
            }
        }
        if !fa.is_nan() && fa >= 0.0 {
            assert_eq!(sqrt(F32, ua), f32b(fa.sqrt()), "sqrt {a:#x}");
        }
        if !fa.is_nan() && !fb.is_nan() && fb != 0.0 && fa.is_finite() {
            assert_eq!(rem(F32, ua, ub), f32b(fa % fb), "rem {a:#x} {b:#x}");
        }
        // f32 -> f64 -> f32 round trip through the exact conversion.
        let wide = convert(F32, F64, ua, RoundingMode::default()).0;
        if !fa.is_nan() {
            assert_eq!(wide, f64b(f64::from(fa)));
        }
    }
}

#[test]
fn f64_to_f32_rounding_matches_host() {
    let mut x: u64 = 0xdead_beef_cafe_f00d;
    for _ in 0..20000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let d = f64::from_bits(x);
        if d.is_nan() {
            continue;
        }
        let (r, _, _) = convert(F64, F32, u128::from(x), RoundingMode::default());
        assert_eq!(r, f32b(d as f32), "{x:#x}");
    }
}

#[test]
fn nan_propagation_and_defaults() {
    let snan = 0x7F80_0001u128;
    let qnan_neg = 0xFFC0_0005u128;
    assert_eq!(add(F32, snan, f32b(1.0)), 0x7FC0_0001);
    assert_eq!(add(F32, f32b(1.0), qnan_neg), qnan_neg);
    assert_eq!(mul(F32, qnan_neg, snan), qnan_neg);
    assert_eq!(
        sub(F32, f32b(f32::INFINITY), f32b(f32::INFINITY)),
        0x7FC0_0000
    );
    assert_eq!(mul(F32, 0, f32b(f32::INFINITY)), 0x7FC0_0000);
    assert_eq!(div(F32, 0, 0), 0x7FC0_0000);
    assert_eq!(rem(F32, f32b(1.0), 0), 0x7FC0_0000);
    assert_eq!(nan(F16), Some(0x7E00));
    assert_eq!(nan(BF16), Some(0x7FC0));
    assert_eq!(nan(F8E4M3FN), Some(0x7F));
    assert_eq!(nan(F8E5M2FNUZ), Some(0x80));
    assert_eq!(nan(F80), Some(0x7FFF_C000_0000_0000_0000));
    assert_eq!(nan(F4E2M1FN), None);
}

#[test]
fn signed_zeros() {
    let (pz, nz) = (f32b(0.0), f32b(-0.0));
    assert_eq!(add(F32, nz, nz), nz);
    assert_eq!(add(F32, pz, nz), pz);
    assert_eq!(sub(F32, nz, pz), nz);
    assert_eq!(sub(F32, f32b(1.5), f32b(1.5)), pz);
    assert_eq!(mul(F32, nz, f32b(3.0)), nz);
    assert_eq!(maximum(F32, nz, pz), pz);
    assert_eq!(minimum(F32, pz, nz), nz);
    assert_eq!(maxnum(F32, nz, pz), pz);
    assert_eq!(minnum(F32, pz, nz), nz);
    assert_eq!(rem(F32, f32b(-4.0), f32b(2.0)), nz);
    assert_eq!(neg(F8E4M3FNUZ, 0), 0);
    assert_eq!(neg(F8E4M3FNUZ, 0x80), 0x80);
    assert_eq!(mul(F8E4M3FNUZ, 0x88, 0), 0);
}

#[test]
fn rounding_ties_and_overflow() {
    // 1 + 2^-24 is a tie in f32: rounds to even (1.0).
    assert_eq!(add(F32, f32b(1.0), f32b(2f32.powi(-24))), f32b(1.0));
    let one_ulp = f32::from_bits(0x3F80_0001);
    assert_eq!(add(F32, f32b(one_ulp), f32b(2f32.powi(-24))), 0x3F80_0002);
    // f16: 2048 + 1 is a tie (rounds to 2048), 2049+... etc.
    let h = |x: f64| convert(F64, F16, f64b(x), RoundingMode::default()).0;
    assert_eq!(add(F16, h(2048.0), h(1.0)), h(2048.0));
    assert_eq!(add(F16, h(2050.0), h(1.0)), h(2052.0));
    assert_eq!(add(F16, h(65504.0), h(8.0)), 0x7BFF);
    assert_eq!(add(F16, h(65504.0), h(16.0)), 0x7C00);
    assert_eq!(add(F16, h(65504.0), h(32.0)), 0x7C00);
    // f8E4M3FN: 448 is the largest, 464 ties to 448, 480 is NaN.
    let e = |x: f64| convert(F64, F8E4M3FN, f64b(x), RoundingMode::default()).0;
    assert_eq!(e(448.0), 0x7E);
    assert_eq!(e(464.0), 0x7E);
    assert_eq!(e(470.0), 0x7F);
    assert_eq!(add(F8E4M3FN, e(448.0), e(32.0)), 0x7F);
    // Finite-only formats saturate.
    assert_eq!(add(F4E2M1FN, 0x7, 0x7), 0x7);
    // Denormal results.
    assert_eq!(
        mul(F32, f32b(2f32.powi(-100)), f32b(2f32.powi(-40))),
        0x0000_0200
    );
    assert_eq!(div(F64, 1, f64b(2.0)), 0); // tie between 0 and min denormal
    assert_eq!(div(F64, 3, f64b(2.0)), 2);
}

#[test]
fn wide_formats() {
    // f128: 1/3 correctly rounded.
    let one128 = one(F128, false);
    let three = from_apint(F128, &APInt::from_u64(8, 3), false);
    let third = div(F128, one128, three);
    assert_eq!(third, 0x3FFD_5555_5555_5555_5555_5555_5555_5555);
    // x87: 1 + 2^-64 ties to 1.
    let one80 = one(F80, false);
    assert_eq!(one80, 0x3FFF_8000_0000_0000_0000);
    let tiny = 0x3FBF_8000_0000_0000_0000u128; // 2^-64
    assert_eq!(add(F80, one80, tiny), one80);
    assert_eq!(
        sqrt(F128, from_apint(F128, &APInt::from_u64(8, 4), false)),
        0x4000_0000_0000_0000_0000_0000_0000_0000
    );
}

#[test]
fn conversions() {
    assert_eq!(fold_convertf(F32, F16, f32b(0.1)), None);
    assert_eq!(fold_convertf(F32, F16, f32b(0.5)), Some(0x3800));
    assert_eq!(fold_convertf(F32, F16, 0x7FC0_0000), Some(0x7E00));
    assert_eq!(fold_convertf(F32, F16, 0x7F80_0001), None);
    assert_eq!(fold_convertf(F32, F8E4M3FN, f32b(f32::INFINITY)), None);
    assert_eq!(fold_convertf(F16, F32, 0x7E00), Some(0x7FC0_0000));
    assert_eq!(
        fold_fptosi(F32, f32b(-1.5), 8),
        Some(APInt::from_i64(8, -1))
    );
    assert_eq!(fold_fptosi(F32, f32b(128.0), 8), None);
    assert_eq!(
        fold_fptosi(F32, f32b(-128.0), 8),
        Some(APInt::from_i64(8, -128))
    );
    assert_eq!(fold_fptoui(F32, f32b(-0.5), 8), Some(APInt::zero(8)));
    assert_eq!(fold_fptoui(F32, f32b(-1.0), 8), None);
    assert_eq!(
        fold_fptoui(F32, f32b(255.9), 8),
        Some(APInt::from_u64(8, 255))
    );
    assert_eq!(fold_fptosi(F32, f32b(-1.0), 1), Some(APInt::from_u64(1, 1)));
    assert_eq!(fold_sitofp(F32, &APInt::from_u64(1, 1)), f32b(-1.0));
    assert_eq!(fold_uitofp(F32, &APInt::from_u64(1, 1)), f32b(1.0));
    assert_eq!(fold_sitofp(F16, &APInt::all_ones(1000)), 0xBC00);
    assert_eq!(fold_uitofp(F16, &APInt::all_ones(1000)), 0x7C00);
    assert_eq!(
        fold_sitofp(F32, &APInt::from_i64(64, i64::MIN)),
        f32b(-9.223372e18)
    );
    assert_eq!(
        fold_uitofp(F32, &APInt::from_u64(32, 16_777_217)),
        f32b(16_777_216.0)
    );
}

#[test]
fn compare_and_predicates() {
    let nan32 = 0x7FC0_0000u128;
    assert!(cmpf(F32, CmpFPredicate::Oeq, f32b(0.0), f32b(-0.0)));
    assert!(!cmpf(F32, CmpFPredicate::Oeq, nan32, nan32));
    assert!(cmpf(F32, CmpFPredicate::Uno, nan32, f32b(1.0)));
    assert!(cmpf(F32, CmpFPredicate::Une, nan32, nan32));
    assert!(cmpf(
        F32,
        CmpFPredicate::Olt,
        f32b(-1.0),
        f32b(f32::INFINITY)
    ));
    assert!(!cmpf(F32, CmpFPredicate::One, f32b(1.0), f32b(1.0)));
    for p in CmpFPredicate::ALL {
        assert_eq!(CmpFPredicate::from_keyword(p.keyword()), Some(p));
    }
}

#[test]
fn integral_rounding() {
    let r = |x: f32, rm| round_to_integral(F32, f32b(x), rm);
    assert_eq!(r(2.5, RoundingMode::NearestTiesToEven), f32b(2.0));
    assert_eq!(r(2.5, RoundingMode::NearestTiesToAway), f32b(3.0));
    assert_eq!(r(-0.5, RoundingMode::TowardPositive), f32b(-0.0));
    assert_eq!(r(-0.5, RoundingMode::TowardNegative), f32b(-1.0));
    assert_eq!(r(1e-40, RoundingMode::TowardPositive), f32b(1.0));
    assert_eq!(r(-7.9, RoundingMode::TowardZero), f32b(-7.0));
}
