//! Unit tests of the float formats: bit patterns, rounding, decimal
//! parsing and printing.
use super::*;
use FloatKind::*;

/// (kind, bits, text printed by mlir-opt-22 for `0x<bits> : <kind>`).
const FORMAT_CASES: &[(FloatKind, u128, &str)] = &[
    (F4E2M1FN, 0x0, "0.000000e+00"),
    (F4E2M1FN, 0x1, "5.000000e-01"),
    (F4E2M1FN, 0x2, "1.000000e+00"),
    (F4E2M1FN, 0x3, "1.500000e+00"),
    (F4E2M1FN, 0x4, "2.000000e+00"),
    (F4E2M1FN, 0x5, "3.000000e+00"),
    (F6E2M3FN, 0x0, "0.000000e+00"),
    (F6E2M3FN, 0x1, "1.250000e-01"),
    (F6E2M3FN, 0x2, "2.500000e-01"),
    (F6E2M3FN, 0x3, "3.750000e-01"),
    (F6E2M3FN, 0x4, "5.000000e-01"),
    (F6E2M3FN, 0x7, "8.750000e-01"),
    (F6E3M2FN, 0x0, "0.000000e+00"),
    (F6E3M2FN, 0x1, "6.250000e-02"),
    (F6E3M2FN, 0x2, "1.250000e-01"),
    (F6E3M2FN, 0x3, "1.875000e-01"),
    (F6E3M2FN, 0x4, "2.500000e-01"),
    (F6E3M2FN, 0x7, "4.375000e-01"),
    (F8E5M2, 0x0, "0.000000e+00"),
    (F8E5M2, 0x1, "1.525880e-05"),
    (F8E5M2, 0x2, "3.051760e-05"),
    (F8E5M2, 0x3, "4.577640e-05"),
    (F8E5M2, 0x80, "-0.000000e+00"),
    (F8E5M2, 0x81, "-1.525880e-05"),
    (F8E5M2, 0xFF, "0xFF"),
    (F8E5M2, 0xFD, "0xFD"),
    (F8E5M2, 0xFE, "0xFE"),
    (F8E4M3, 0x0, "0.000000e+00"),
    (F8E4M3, 0x1, "1.953130e-03"),
    (F8E4M3, 0x2, "3.906250e-03"),
    (F8E4M3, 0x3, "5.859380e-03"),
    (F8E4M3, 0x80, "-0.000000e+00"),
    (F8E4M3, 0x81, "-1.953130e-03"),
    (F8E4M3, 0xFF, "0xFF"),
    (F8E4M3, 0xFB, "0xFB"),
    (F8E4M3, 0xFD, "0xFD"),
    (F8E4M3FN, 0x0, "0.000000e+00"),
    (F8E4M3FN, 0x1, "1.953130e-03"),
    (F8E4M3FN, 0x2, "3.906250e-03"),
    (F8E4M3FN, 0x3, "5.859380e-03"),
    (F8E4M3FN, 0x80, "-0.000000e+00"),
    (F8E4M3FN, 0x81, "-1.953130e-03"),
    (F8E4M3FN, 0xFF, "0xFF"),
    (F8E4M3FN, 0x7F, "0x7F"),
    (F8E5M2FNUZ, 0x0, "0.000000e+00"),
    (F8E5M2FNUZ, 0x1, "7.629390e-06"),
    (F8E5M2FNUZ, 0x2, "1.525880e-05"),
    (F8E5M2FNUZ, 0x3, "2.288820e-05"),
    (F8E5M2FNUZ, 0x80, "0x80"),
    (F8E5M2FNUZ, 0x81, "-7.629390e-06"),
    (F8E5M2FNUZ, 0x4, "3.051760e-05"),
    (F8E4M3FNUZ, 0x0, "0.000000e+00"),
    (F8E4M3FNUZ, 0x1, "9.765620e-04"),
    (F8E4M3FNUZ, 0x2, "1.953130e-03"),
    (F8E4M3FNUZ, 0x3, "2.929690e-03"),
    (F8E4M3FNUZ, 0x80, "0x80"),
    (F8E4M3FNUZ, 0x81, "-9.765620e-04"),
    (F8E4M3FNUZ, 0x4, "3.906250e-03"),
    (F8E4M3B11FNUZ, 0x0, "0.000000e+00"),
    (F8E4M3B11FNUZ, 0x1, "1.220700e-04"),
    (F8E4M3B11FNUZ, 0x2, "2.441410e-04"),
    (F8E4M3B11FNUZ, 0x3, "3.662110e-04"),
    (F8E4M3B11FNUZ, 0x80, "0x80"),
    (F8E4M3B11FNUZ, 0x81, "-1.220700e-04"),
    (F8E4M3B11FNUZ, 0x4, "4.882810e-04"),
    (F8E3M4, 0x0, "0.000000e+00"),
    (F8E3M4, 0x1, "1.562500e-02"),
    (F8E3M4, 0x2, "3.125000e-02"),
    (F8E3M4, 0x3, "4.687500e-02"),
    (F8E3M4, 0x80, "-0.000000e+00"),
    (F8E3M4, 0x81, "-1.562500e-02"),
    (F8E3M4, 0xFF, "0xFF"),
    (F8E3M4, 0xF7, "0xF7"),
    (F8E3M4, 0xFB, "0xFB"),
    (F8E8M0FNU, 0x0, "5.877470e-39"),
    (F8E8M0FNU, 0x1, "1.175490e-38"),
    (F8E8M0FNU, 0x2, "2.350990e-38"),
    (F8E8M0FNU, 0x3, "4.701980e-38"),
    (F8E8M0FNU, 0x80, "2.000000e+00"),
    (F8E8M0FNU, 0x81, "4.000000e+00"),
    (F8E8M0FNU, 0xFF, "0xFF"),
    (F16, 0x0, "0.000000e+00"),
    (F16, 0x1, "5.960460e-08"),
    (F16, 0x2, "1.192090e-07"),
    (F16, 0x3, "1.788140e-07"),
    (F16, 0x8000, "-0.000000e+00"),
    (F16, 0x8001, "-5.960460e-08"),
    (F16, 0x7FFF, "0x7FFF"),
    (F16, 0xFF7F, "0xFF7F"),
    (F16, 0xFFFF, "0xFFFF"),
    (BF16, 0x0, "0.000000e+00"),
    (BF16, 0x1, "9.183550e-41"),
    (BF16, 0x2, "1.836710e-40"),
    (BF16, 0x3, "2.755060e-40"),
    (BF16, 0x8000, "-0.000000e+00"),
    (BF16, 0x8001, "-9.183550e-41"),
    (BF16, 0x7FFF, "0x7FFF"),
    (BF16, 0xFFFF, "0xFFFF"),
    (BF16, 0xFFBF, "0xFFBF"),
    (TF32, 0x0, "0.000000e+00"),
    (TF32, 0x1, "1.147940e-41"),
    (TF32, 0x2, "2.295890e-41"),
    (TF32, 0x3, "3.443830e-41"),
    (TF32, 0x40000, "-0.000000e+00"),
    (TF32, 0x40001, "-1.147940e-41"),
    (TF32, 0x7FFBF, "0x7FFBF"),
    (TF32, 0x7FF7F, "0x7FF7F"),
    (TF32, 0x7FFDF, "0x7FFDF"),
    (F32, 0x0, "0.000000e+00"),
    (F32, 0x1, "1.401300e-45"),
    (F32, 0x2, "2.802600e-45"),
    (F32, 0x3, "4.203900e-45"),
    (F32, 0x80000000, "-0.000000e+00"),
    (F32, 0x80000001, "-1.401300e-45"),
    (F32, 0x40000001, "2.00000024"),
    (F32, 0x400000, "5.87747175E-39"),
    (F32, 0x800000, "1.17549435E-38"),
    (F32, 0x1000000, "2.3509887E-38"),
    (F32, 0xFFFBFFFF, "0xFFFBFFFF"),
    (F32, 0xFFFFDFFF, "0xFFFFDFFF"),
    (F32, 0xFFFFFEFF, "0xFFFFFEFF"),
    (F32, 0x3FFFFFFF, "1.99999988"),
    (F32, 0xBFFFFFFF, "-1.99999988"),
    (F64, 0x0, "0.000000e+00"),
    (F64, 0x1, "4.940660e-324"),
    (F64, 0x2, "9.881310e-324"),
    (F64, 0x3, "1.482200e-323"),
    (F64, 0x8000000000000000, "-0.000000e+00"),
    (F64, 0x7FFFFFFFFFFFFFFF, "0x7FFFFFFFFFFFFFFF"),
    (F64, 0x8000000000000001, "-4.940660e-324"),
    (F64, 0xFFFFFFFFFFFFFFFF, "0xFFFFFFFFFFFFFFFF"),
    (F64, 0x3FFFFFFFFFFFFFFF, "1.9999999999999998"),
    (F64, 0x4000000000000001, "2.0000000000000004"),
    (F64, 0xFFFFFFFFFFFFFFFE, "0xFFFFFFFFFFFFFFFE"),
    (F64, 0x200000000, "4.2439915819305446E-314"),
    (F64, 0xBFFFFFFFFFFFFFFF, "-1.9999999999999998"),
    (F64, 0x80000, "2.5903268932681547E-318"),
    (F64, 0x100000, "5.1806537865363094E-318"),
    (F80, 0x0, "0.000000e+00"),
    (F80, 0x1, "3.645200e-4951"),
    (F80, 0x2, "7.290400e-4951"),
    (F80, 0x3, "1.093560e-4950"),
    (F80, 0x80000000000000000000, "-0.000000e+00"),
    (F80, 0x80000000000000000001, "-3.645200e-4951"),
    (F80, 0x40000000000000000000, "0x7FFF0000000000000000"),
    (F80, 0x40000000000000000001, "0x7FFF0000000000000001"),
    (F80, 0x400000, "1.52890749773727907553E-4944"),
    (F80, 0x800000, "3.05781499547455815106E-4944"),
    (F80, 0x80000, "1.91113437217159884441E-4945"),
    (F80, 0x20000000000000000, "0x7FFF0000000000000000"),
    (F80, 0x3FFFFFFFFFFFFFFFFFFF, "1.99999999999999999989"),
    (F80, 0xBFFFFFFFFFFFFFFFFFFF, "-1.99999999999999999989"),
    (F80, 0x3FFBA8C677507B967670, "0.0824097939907446453518"),
    (F128, 0x0, "0.000000e+00"),
    (F128, 0x1, "6.475180e-4966"),
    (F128, 0x2, "1.295040e-4965"),
    (F128, 0x3, "1.942550e-4965"),
    (F128, 0x4, "2.590070e-4965"),
    (F128, 0x1000, "2.652230e-4962"),
    (
        F128,
        0x400000,
        "2.71588529041593864748508180202500508E-4959",
    ),
    (
        F128,
        0x800000,
        "5.43177058083187729497016360405001017E-4959",
    ),
    (
        F128,
        0x8000000000000000,
        "5.97229491303624638878254028164205743E-4947",
    ),
    (
        F128,
        0x3FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF,
        "1.99999999999999999999999999999999981",
    ),
    (
        F128,
        0x40000000000000000000000000000001,
        "2.00000000000000000000000000000000039",
    ),
    (
        F128,
        0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF,
        "0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
    ),
    (
        F128,
        0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFDF,
        "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFDF",
    ),
    (
        F128,
        0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEF,
        "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEF",
    ),
    (
        F128,
        0xBFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF,
        "-1.99999999999999999999999999999999981",
    ),
    (F32, 0x4B800001, "0x4B800001"),
    (F32, 0x4CEB79A3, "0x4CEB79A3"),
    (F32, 0x3DCCCCCD, "1.000000e-01"),
    (F32, 0x40490FDB, "3.14159274"),
    (F32, 0x3727C5AC, "9.99999974E-6"),
    (F32, 0x7F7FFFFF, "3.40282347E+38"),
    (F32, 0x7F800000, "0x7F800000"),
    (F32, 0xFF800000, "0xFF800000"),
    (F32, 0x7FC00000, "0x7FC00000"),
    (F32, 0x49742400, "1.000000e+06"),
    (F32, 0x4E6E6B28, "1.000000e+09"),
    (F64, 0x400921FB54442D18, "3.1415926535897931"),
    (F64, 0x3FB999999999999A, "1.000000e-01"),
    (F64, 0x4341C37937E08000, "1.000000e+16"),
    (F64, 0x7FEFFFFFFFFFFFFF, "1.7976931348623157E+308"),
    (F64, 0x41678C29DCCCCCCD, "12345678.9"),
    (F64, 0x7FF0000000000000, "0x7FF0000000000000"),
    (F64, 0x7FF8000000000000, "0x7FF8000000000000"),
    (F64, 0x412E848000000000, "1.000000e+06"),
    (F64, 0x4197D78400000001, "100000000.00000001"),
    (F80, 0x3FFF8000000000000000, "1.000000e+00"),
    (F80, 0x8000000000000000, "3.36210314311209350626E-4932"),
    (F80, 0x7FFF8000000000000000, "0x7FFF8000000000000000"),
    (F80, 0xFFFFC000000000000000, "0xFFFFC000000000000000"),
    (F80, 0x401E8000000000000001, "2147483648.00000000023"),
    (F128, 0x3FFF0000000000000000000000000000, "1.000000e+00"),
    (
        F128,
        0x7FFF0000000000000000000000000000,
        "0x7FFF0000000000000000000000000000",
    ),
    (
        F128,
        0x403E0000000000000000000000000001,
        "9223372036854775808.00000000000000178",
    ),
    (F16, 0x7C00, "0x7C00"),
    (F16, 0xFC00, "0xFC00"),
    (F16, 0x7E00, "0x7E00"),
    (F16, 0x3C00, "1.000000e+00"),
    (F16, 0x7BFF, "6.550400e+04"),
    (BF16, 0x7F80, "0x7F80"),
    (BF16, 0x3F80, "1.000000e+00"),
];

/// (kind, literal, bits mlir-opt-22 produces for `<literal> : <kind>`,
/// read back through `arith.bitcast`).  `5` and `1e5` are not MLIR float
/// tokens; their expectations come from `5.0` and `1.0e5`.
const PARSE_CASES: &[(FloatKind, &str, u128)] = &[
    (F4E2M1FN, "0.1", 0x0),
    (F4E2M1FN, "-2.5", 0xC),
    (F4E2M1FN, "1.0", 0x2),
    (F4E2M1FN, "0.0", 0x0),
    (F4E2M1FN, "-0.0", 0x8),
    (F4E2M1FN, "1.0e400", 0x0),
    (F4E2M1FN, "-1.0e400", 0x8),
    (F4E2M1FN, "1.0e-400", 0x0),
    (F4E2M1FN, "3.0e-5", 0x0),
    (F4E2M1FN, "448.0", 0x7),
    (F4E2M1FN, "1000.0", 0x7),
    (F4E2M1FN, "123456.789", 0x7),
    (F4E2M1FN, "0.3333333333333333333333", 0x1),
    (F4E2M1FN, "100.0", 0x7),
    (F4E2M1FN, "-100.0", 0xF),
    (F4E2M1FN, "0.25", 0x0),
    (F4E2M1FN, "0.26", 0x1),
    (F6E2M3FN, "0.1", 0x1),
    (F6E2M3FN, "-2.5", 0x32),
    (F6E2M3FN, "1.0", 0x8),
    (F6E2M3FN, "0.0", 0x0),
    (F6E2M3FN, "-0.0", 0x20),
    (F6E2M3FN, "1.0e400", 0x0),
    (F6E2M3FN, "-1.0e400", 0x20),
    (F6E2M3FN, "1.0e-400", 0x0),
    (F6E2M3FN, "3.0e-5", 0x0),
    (F6E2M3FN, "448.0", 0x1F),
    (F6E2M3FN, "1000.0", 0x1F),
    (F6E2M3FN, "123456.789", 0x1F),
    (F6E2M3FN, "0.3333333333333333333333", 0x3),
    (F6E2M3FN, "100.0", 0x1F),
    (F6E2M3FN, "-100.0", 0x3F),
    (F6E2M3FN, "0.25", 0x2),
    (F6E2M3FN, "0.26", 0x2),
    (F6E3M2FN, "0.1", 0x2),
    (F6E3M2FN, "-2.5", 0x31),
    (F6E3M2FN, "1.0", 0xC),
    (F6E3M2FN, "0.0", 0x0),
    (F6E3M2FN, "-0.0", 0x20),
    (F6E3M2FN, "1.0e400", 0x0),
    (F6E3M2FN, "-1.0e400", 0x20),
    (F6E3M2FN, "1.0e-400", 0x0),
    (F6E3M2FN, "3.0e-5", 0x0),
    (F6E3M2FN, "448.0", 0x1F),
    (F6E3M2FN, "1000.0", 0x1F),
    (F6E3M2FN, "123456.789", 0x1F),
    (F6E3M2FN, "0.3333333333333333333333", 0x5),
    (F6E3M2FN, "100.0", 0x1F),
    (F6E3M2FN, "-100.0", 0x3F),
    (F6E3M2FN, "0.25", 0x4),
    (F6E3M2FN, "0.26", 0x4),
    (F8E5M2, "0.1", 0x2E),
    (F8E5M2, "-2.5", 0xC1),
    (F8E5M2, "1.0", 0x3C),
    (F8E5M2, "0.0", 0x0),
    (F8E5M2, "-0.0", 0x80),
    (F8E5M2, "1.0e400", 0x7C),
    (F8E5M2, "-1.0e400", 0xFC),
    (F8E5M2, "1.0e-400", 0x0),
    (F8E5M2, "3.0e-5", 0x2),
    (F8E5M2, "448.0", 0x5F),
    (F8E5M2, "1000.0", 0x64),
    (F8E5M2, "123456.789", 0x7C),
    (F8E5M2, "0.3333333333333333333333", 0x35),
    (F8E4M3, "0.1", 0x1D),
    (F8E4M3, "-2.5", 0xC2),
    (F8E4M3, "1.0", 0x38),
    (F8E4M3, "0.0", 0x0),
    (F8E4M3, "-0.0", 0x80),
    (F8E4M3, "1.0e400", 0x78),
    (F8E4M3, "-1.0e400", 0xF8),
    (F8E4M3, "1.0e-400", 0x0),
    (F8E4M3, "3.0e-5", 0x0),
    (F8E4M3, "448.0", 0x78),
    (F8E4M3, "1000.0", 0x78),
    (F8E4M3, "123456.789", 0x78),
    (F8E4M3, "0.3333333333333333333333", 0x2B),
    (F8E4M3FN, "0.1", 0x1D),
    (F8E4M3FN, "-2.5", 0xC2),
    (F8E4M3FN, "1.0", 0x38),
    (F8E4M3FN, "0.0", 0x0),
    (F8E4M3FN, "-0.0", 0x80),
    (F8E4M3FN, "1.0e400", 0x7F),
    (F8E4M3FN, "-1.0e400", 0xFF),
    (F8E4M3FN, "1.0e-400", 0x0),
    (F8E4M3FN, "3.0e-5", 0x0),
    (F8E4M3FN, "448.0", 0x7E),
    (F8E4M3FN, "1000.0", 0x7F),
    (F8E4M3FN, "123456.789", 0x7F),
    (F8E4M3FN, "0.3333333333333333333333", 0x2B),
    (F8E5M2FNUZ, "0.1", 0x32),
    (F8E5M2FNUZ, "-2.5", 0xC5),
    (F8E5M2FNUZ, "1.0", 0x40),
    (F8E5M2FNUZ, "0.0", 0x0),
    (F8E5M2FNUZ, "-0.0", 0x0),
    (F8E5M2FNUZ, "1.0e400", 0x80),
    (F8E5M2FNUZ, "-1.0e400", 0x80),
    (F8E5M2FNUZ, "1.0e-400", 0x0),
    (F8E5M2FNUZ, "3.0e-5", 0x4),
    (F8E5M2FNUZ, "448.0", 0x63),
    (F8E5M2FNUZ, "1000.0", 0x68),
    (F8E5M2FNUZ, "123456.789", 0x80),
    (F8E5M2FNUZ, "0.3333333333333333333333", 0x39),
    (F8E4M3FNUZ, "0.1", 0x25),
    (F8E4M3FNUZ, "-2.5", 0xCA),
    (F8E4M3FNUZ, "1.0", 0x40),
    (F8E4M3FNUZ, "0.0", 0x0),
    (F8E4M3FNUZ, "-0.0", 0x0),
    (F8E4M3FNUZ, "1.0e400", 0x80),
    (F8E4M3FNUZ, "-1.0e400", 0x80),
    (F8E4M3FNUZ, "1.0e-400", 0x0),
    (F8E4M3FNUZ, "3.0e-5", 0x0),
    (F8E4M3FNUZ, "448.0", 0x80),
    (F8E4M3FNUZ, "1000.0", 0x80),
    (F8E4M3FNUZ, "123456.789", 0x80),
    (F8E4M3FNUZ, "0.3333333333333333333333", 0x33),
    (F8E4M3B11FNUZ, "0.1", 0x3D),
    (F8E4M3B11FNUZ, "-2.5", 0xE2),
    (F8E4M3B11FNUZ, "1.0", 0x58),
    (F8E4M3B11FNUZ, "0.0", 0x0),
    (F8E4M3B11FNUZ, "-0.0", 0x0),
    (F8E4M3B11FNUZ, "1.0e400", 0x80),
    (F8E4M3B11FNUZ, "-1.0e400", 0x80),
    (F8E4M3B11FNUZ, "1.0e-400", 0x0),
    (F8E4M3B11FNUZ, "3.0e-5", 0x0),
    (F8E4M3B11FNUZ, "448.0", 0x80),
    (F8E4M3B11FNUZ, "1000.0", 0x80),
    (F8E4M3B11FNUZ, "123456.789", 0x80),
    (F8E4M3B11FNUZ, "0.3333333333333333333333", 0x4B),
    (F8E3M4, "0.1", 0x6),
    (F8E3M4, "-2.5", 0xC4),
    (F8E3M4, "1.0", 0x30),
    (F8E3M4, "0.0", 0x0),
    (F8E3M4, "-0.0", 0x80),
    (F8E3M4, "1.0e400", 0x70),
    (F8E3M4, "-1.0e400", 0xF0),
    (F8E3M4, "1.0e-400", 0x0),
    (F8E3M4, "3.0e-5", 0x0),
    (F8E3M4, "448.0", 0x70),
    (F8E3M4, "1000.0", 0x70),
    (F8E3M4, "123456.789", 0x70),
    (F8E3M4, "0.3333333333333333333333", 0x15),
    (F8E8M0FNU, "0.1", 0x7C),
    (F8E8M0FNU, "-2.5", 0x80),
    (F8E8M0FNU, "1.0", 0x7F),
    (F8E8M0FNU, "0.0", 0x0),
    (F8E8M0FNU, "-0.0", 0x0),
    (F8E8M0FNU, "1.0e400", 0xFF),
    (F8E8M0FNU, "-1.0e400", 0xFF),
    (F8E8M0FNU, "1.0e-400", 0x0),
    (F8E8M0FNU, "3.0e-5", 0x70),
    (F8E8M0FNU, "448.0", 0x88),
    (F8E8M0FNU, "1000.0", 0x89),
    (F8E8M0FNU, "123456.789", 0x90),
    (F8E8M0FNU, "0.3333333333333333333333", 0x7D),
    (F8E8M0FNU, "-1.0", 0xFF),
    (F8E8M0FNU, "0.75", 0x7F),
    (F8E8M0FNU, "0.7", 0x7E),
    (F8E8M0FNU, "3.0", 0x81),
    (F8E8M0FNU, "1.0e38", 0xFD),
    (F16, "0.1", 0x2E66),
    (F16, "-2.5", 0xC100),
    (F16, "1.0", 0x3C00),
    (F16, "0.0", 0x0),
    (F16, "-0.0", 0x8000),
    (F16, "1.0e400", 0x7C00),
    (F16, "-1.0e400", 0xFC00),
    (F16, "1.0e-400", 0x0),
    (F16, "3.0e-5", 0x1F7),
    (F16, "448.0", 0x5F00),
    (F16, "1000.0", 0x63D0),
    (F16, "123456.789", 0x7C00),
    (F16, "0.3333333333333333333333", 0x3555),
    (F16, "65504.0", 0x7BFF),
    (F16, "65520.0", 0x7C00),
    (F16, "65519.99", 0x7BFF),
    (F16, "5.96e-8", 0x1),
    (F16, "2.98e-8", 0x0),
    (F16, "2.99e-8", 0x1),
    (BF16, "0.1", 0x3DCD),
    (BF16, "-2.5", 0xC020),
    (BF16, "1.0", 0x3F80),
    (BF16, "0.0", 0x0),
    (BF16, "-0.0", 0x8000),
    (BF16, "1.0e400", 0x7F80),
    (BF16, "-1.0e400", 0xFF80),
    (BF16, "1.0e-400", 0x0),
    (BF16, "3.0e-5", 0x37FC),
    (BF16, "448.0", 0x43E0),
    (BF16, "1000.0", 0x447A),
    (BF16, "123456.789", 0x47F1),
    (BF16, "0.3333333333333333333333", 0x3EAB),
    (TF32, "0.1", 0x1EE66),
    (TF32, "-2.5", 0x60100),
    (TF32, "1.0", 0x1FC00),
    (TF32, "0.0", 0x0),
    (TF32, "-0.0", 0x40000),
    (TF32, "1.0e400", 0x3FC00),
    (TF32, "-1.0e400", 0x7FC00),
    (TF32, "1.0e-400", 0x0),
    (TF32, "3.0e-5", 0x1BFDD),
    (TF32, "448.0", 0x21F00),
    (TF32, "1000.0", 0x223D0),
    (TF32, "123456.789", 0x23F89),
    (TF32, "0.3333333333333333333333", 0x1F555),
    (F32, "0.1", 0x3DCCCCCD),
    (F32, "-2.5", 0xC0200000),
    (F32, "1.0", 0x3F800000),
    (F32, "0.0", 0x0),
    (F32, "-0.0", 0x80000000),
    (F32, "1.0e400", 0x7F800000),
    (F32, "-1.0e400", 0xFF800000),
    (F32, "1.0e-400", 0x0),
    (F32, "3.0e-5", 0x37FBA882),
    (F32, "448.0", 0x43E00000),
    (F32, "1000.0", 0x447A0000),
    (F32, "123456.789", 0x47F12065),
    (F32, "0.3333333333333333333333", 0x3EAAAAAB),
    (F32, "1.000000178813934326171874", 0x3F800002),
    (F32, "3.4028235e38", 0x7F7FFFFF),
    (F32, "3.4028236e38", 0x7F800000),
    (F32, "1.0e-45", 0x1),
    (F32, "7.0e-46", 0x0),
    (F64, "0.1", 0x3FB999999999999A),
    (F64, "-2.5", 0xC004000000000000),
    (F64, "1.0", 0x3FF0000000000000),
    (F64, "0.0", 0x0),
    (F64, "-0.0", 0x8000000000000000),
    (F64, "1.0e400", 0x7FF0000000000000),
    (F64, "-1.0e400", 0xFFF0000000000000),
    (F64, "1.0e-400", 0x0),
    (F64, "3.0e-5", 0x3EFF75104D551D69),
    (F64, "448.0", 0x407C000000000000),
    (F64, "1000.0", 0x408F400000000000),
    (F64, "123456.789", 0x40FE240C9FBE76C9),
    (F64, "0.3333333333333333333333", 0x3FD5555555555555),
    (F64, "1.7976931348623157e308", 0x7FEFFFFFFFFFFFFF),
    (F64, "1.7976931348623159e308", 0x7FF0000000000000),
    (F64, "4.9e-324", 0x1),
    (F64, "2.4e-324", 0x0),
    (F64, "5", 0x4014000000000000),
    (F64, "1e5", 0x40F86A0000000000),
    (F64, "2.5E-3", 0x3F647AE147AE147B),
    (F80, "0.1", 0x3FFBCCCCCCCCCCCCD000),
    (F80, "-2.5", 0xC000A000000000000000),
    (F80, "1.0", 0x3FFF8000000000000000),
    (F80, "0.0", 0x0),
    (F80, "-0.0", 0x80000000000000000000),
    (F80, "1.0e400", 0x7FFF8000000000000000),
    (F80, "-1.0e400", 0xFFFF8000000000000000),
    (F80, "1.0e-400", 0x0),
    (F80, "3.0e-5", 0x3FEFFBA8826AA8EB4800),
    (F80, "448.0", 0x4007E000000000000000),
    (F80, "1000.0", 0x4008FA00000000000000),
    (F80, "123456.789", 0x400FF12064FDF3B64800),
    (F80, "0.3333333333333333333333", 0x3FFDAAAAAAAAAAAAA800),
    (F80, "1.0e4000", 0x7FFF8000000000000000),
    (F80, "0.2", 0x3FFCCCCCCCCCCCCCD000),
    (F128, "0.1", 0x3FFB999999999999A000000000000000),
    (F128, "-2.5", 0xC0004000000000000000000000000000),
    (F128, "1.0", 0x3FFF0000000000000000000000000000),
    (F128, "0.0", 0x0),
    (F128, "-0.0", 0x80000000000000000000000000000000),
    (F128, "1.0e400", 0x7FFF0000000000000000000000000000),
    (F128, "-1.0e400", 0xFFFF0000000000000000000000000000),
    (F128, "1.0e-400", 0x0),
    (F128, "3.0e-5", 0x3FEFF75104D551D69000000000000000),
    (F128, "448.0", 0x4007C000000000000000000000000000),
    (F128, "1000.0", 0x4008F400000000000000000000000000),
    (F128, "123456.789", 0x400FE240C9FBE76C9000000000000000),
    (
        F128,
        "0.3333333333333333333333",
        0x3FFD5555555555555000000000000000,
    ),
    (F128, "1.0e4000", 0x7FFF0000000000000000000000000000),
    (F128, "0.2", 0x3FFC999999999999A000000000000000),
];

#[test]
fn format_matches_mlir_opt() {
    for &(kind, bits, expected) in FORMAT_CASES {
        assert_eq!(format_float(kind, bits), expected, "{kind:?} 0x{bits:X}");
    }
}

#[test]
fn parse_matches_mlir_opt() {
    for &(kind, text, expected) in PARSE_CASES {
        assert_eq!(
            parse_float_decimal(kind, text),
            Ok(expected),
            "{kind:?} {text}"
        );
    }
}

#[test]
fn format_examples_from_the_spec() {
    assert_eq!(format_float(F32, 0x3DCC_CCCD), "1.000000e-01");
    assert_eq!(format_float(F32, 0x7FC0_0000), "0x7FC00000");
    assert_eq!(format_float(F16, 0x7C00), "0x7C00");
    assert_eq!(
        format_float(F64, 0x4009_21FB_5444_2D18),
        "3.1415926535897931"
    );
    assert_eq!(format_float(F32, 0x3727_C5AC), "9.99999974E-6");
    // Bits above the width are ignored.
    assert_eq!(format_float(F16, 0xFFFF_3C00), "1.000000e+00");
}

#[test]
fn parse_round_trips_through_format() {
    for &(kind, text, bits) in PARSE_CASES {
        let printed = format_float(kind, bits);
        if printed.starts_with("0x") {
            continue;
        }
        // Reparsing the printed text via the f64 path must be stable for
        // every kind whose values all fit in an f64.
        if !matches!(kind, F80 | F128) {
            assert_eq!(
                parse_float_decimal(kind, &printed),
                Ok(bits),
                "{kind:?} {text} -> {printed}"
            );
        }
    }
}

#[test]
fn parse_double_rounding_like_mlir() {
    // Exact rounding would give 0x3F800001; MLIR rounds via f64 first.
    assert_eq!(
        parse_float_decimal(F32, "1.000000178813934326171874"),
        Ok(0x3F80_0002)
    );
    assert_eq!(
        parse_float_decimal(F128, "0.1"),
        Ok(0x3FFB_9999_9999_9999_A000_0000_0000_0000)
    );
}

#[test]
fn parse_rejects_malformed_text() {
    for text in [
        "", "-", "+", ".5", "1e", "1e+", "1.2.3", "e5", "0x10", "1.0f", "inf", "nan", " 1.0",
    ] {
        assert!(parse_float_decimal(F32, text).is_err(), "{text:?}");
    }
    assert_eq!(parse_float_decimal(F32, "5."), Ok(0x40A0_0000));
    assert_eq!(parse_float_decimal(F32, "+5.0"), Ok(0x40A0_0000));
}

#[test]
fn parse_extreme_exponents() {
    let inf = Ok(0x7FF0_0000_0000_0000);
    assert_eq!(parse_float_decimal(F64, "1.0e99999999999999999999"), inf);
    assert_eq!(parse_float_decimal(F64, "1.0e-99999999999999999999"), Ok(0));
    assert_eq!(parse_float_decimal(F64, "0.0e99999999999999999999"), Ok(0));
    let long_one = format!("1{}.0e-30000", "0".repeat(30000));
    // APFloat clamps the exponent at 24000, so this overflows like MLIR.
    assert_eq!(parse_float_decimal(F64, &long_one), inf);
}

#[test]
fn hex_bits() {
    let out_of_range = Err("hexadecimal float constant out of range for type".to_string());
    assert_eq!(float_from_hex_bits(F32, "0x7FC00000"), Ok(0x7FC0_0000));
    assert_eq!(float_from_hex_bits(F32, "0xFFFFFFFF"), Ok(0xFFFF_FFFF));
    assert_eq!(float_from_hex_bits(F32, "0x1FFFFFFFF"), out_of_range);
    assert_eq!(float_from_hex_bits(TF32, "0x7FFFF"), Ok(0x7FFFF));
    assert_eq!(float_from_hex_bits(TF32, "0x80000"), out_of_range);
    assert_eq!(
        float_from_hex_bits(F4E2M1FN, "0x0000000000000000000000000000000000000001"),
        Ok(1)
    );
    assert_eq!(float_from_hex_bits(F4E2M1FN, "0x10"), out_of_range);
    assert_eq!(float_from_hex_bits(F6E2M3FN, "0x40"), out_of_range);
    assert_eq!(float_from_hex_bits(F8E8M0FNU, "0x100"), out_of_range);
    assert_eq!(
        float_from_hex_bits(F80, "0xFFFFFFFFFFFFFFFFFFFF"),
        Ok((1u128 << 80) - 1)
    );
    assert_eq!(
        float_from_hex_bits(F80, "0x1FFFFFFFFFFFFFFFFFFFF"),
        out_of_range
    );
    assert_eq!(
        float_from_hex_bits(F128, "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),
        Ok(u128::MAX)
    );
    assert_eq!(
        float_from_hex_bits(F128, "0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),
        out_of_range
    );
    assert_eq!(float_from_hex_bits(F16, "3C00"), Ok(0x3C00));
    assert_eq!(float_from_hex_bits(F16, "0X3c00"), Ok(0x3C00));
    assert!(float_from_hex_bits(F16, "0x").is_err());
    assert!(float_from_hex_bits(F16, "0xG").is_err());
}

#[test]
fn to_f64_conversions() {
    assert_eq!(to_f64(F16, 0x3C00), 1.0);
    assert_eq!(to_f64(F16, 0x0001), 2f64.powi(-24));
    assert_eq!(to_f64(F16, 0xFC00), f64::NEG_INFINITY);
    assert_eq!(to_f64(BF16, 0x7F80), f64::INFINITY);
    assert_eq!(to_f64(F32, 0x3DCC_CCCD), f64::from(0.1f32));
    assert_eq!(to_f64(F4E2M1FN, 0xF), -6.0);
    assert_eq!(to_f64(F8E8M0FNU, 0x00), 2f64.powi(-127));
    assert_eq!(to_f64(F8E4M3FNUZ, 0x00).to_bits(), 0);
    assert_eq!(to_f64(F80, 0x3FFF_8000_0000_0000_0000), 1.0);
    assert_eq!(to_f64(F80, 0x3FFF_8000_0000_0000_0400), 1.0); // tie to even
    assert_eq!(
        to_f64(F80, 0x3FFF_8000_0000_0000_0C00),
        1.0 + 2f64.powi(-51)
    );
    assert_eq!(
        to_f64(F128, 0x7FFE_0000_0000_0000_0000_0000_0000_0000),
        f64::INFINITY
    );
    assert_eq!(
        to_f64(F128, 0x8000_0000_0000_0000_0000_0000_0000_0001).to_bits(),
        1 << 63
    );
    assert_eq!(
        to_f64(F64, 0x7FF0_0000_0000_0001).to_bits(),
        0x7FF0_0000_0000_0001
    );
    // NaN payloads move like APFloat's convert (checked with arith.extf).
    assert_eq!(to_f64(F8E4M3FN, 0x7F).to_bits(), 0x7FFE_0000_0000_0000);
    assert_eq!(to_f64(F32, 0xFFC0_0001).to_bits(), 0xFFF8_0000_2000_0000);
    assert!(to_f64(F8E5M2FNUZ, 0x80).is_nan());
    assert!(to_f64(F8E8M0FNU, 0xFF).is_nan());
    assert!(to_f64(F80, 0x3FFF_0000_0000_0000_0000).is_nan());
}

#[test]
fn never_panics_on_odd_inputs() {
    let patterns = [
        0,
        1,
        u128::MAX,
        u128::MAX >> 1,
        1u128 << 127,
        0x5555_5555 << 64,
    ];
    for kind in ALL_KINDS {
        for bits in patterns {
            let text = format_float(kind, bits);
            assert!(!text.is_empty());
            let _ = to_f64(kind, bits);
        }
        for text in [
            "9".repeat(400),
            format!("0.{}1", "0".repeat(6000)),
            "1.0e-24000".into(),
        ] {
            assert!(parse_float_decimal(kind, &text).is_ok());
        }
    }
}

#[test]
fn keywords_round_trip() {
    for kind in ALL_KINDS {
        assert_eq!(FloatKind::from_keyword(kind.keyword()), Some(kind));
    }
    assert_eq!(FloatKind::from_keyword("f33"), None);
    assert_eq!(FloatKind::from_keyword("F32"), None);
}

#[test]
fn bit_widths() {
    let expected = [4, 6, 6, 8, 8, 8, 8, 8, 8, 8, 8, 16, 16, 19, 32, 64, 80, 128];
    for (kind, width) in ALL_KINDS.iter().zip(expected) {
        assert_eq!(kind.bit_width(), width, "{kind:?}");
    }
}

#[test]
fn cached_powers_equal_computed_ones() {
    // Small, cached and beyond-cache exponents, more distinct ones than
    // the cache holds (so it is emptied and refilled), each asked twice.
    let exps: Vec<u32> = (0..200)
        .map(|i| i * 97 % 2000)
        .chain([19_999, 20_000, 20_001])
        .collect();
    for round in 0..2 {
        for &e in &exps {
            for base in [5u32, 10] {
                assert_eq!(
                    *power(base, e),
                    BigUint::from(base).pow(e),
                    "{base}^{e} round {round}"
                );
            }
        }
    }
}

#[test]
fn floats_print_the_same_with_their_powers_cached() {
    // Extreme exponents of the widest formats, printed before and after
    // the powers they need are cached (and after the cache is refilled).
    let values: [(FloatKind, u128); 5] = [
        (F128, 1),                                         // smallest subnormal
        (F128, 0x7FFE_FFFF_FFFF_FFFF_FFFF_FFFF_FFFF_FFFF), // largest finite
        (F80, 0x0000_8000_0000_0000_0001),
        (F64, 1),
        (F64, 0x7FEF_FFFF_FFFF_FFFF),
    ];
    let first: Vec<String> = values.iter().map(|&(k, b)| format_float(k, b)).collect();
    for e in 100..300 {
        power(5, e);
    }
    let again: Vec<String> = values.iter().map(|&(k, b)| format_float(k, b)).collect();
    assert_eq!(first, again);
    assert_eq!(first[3], "4.940660e-324");
    assert_eq!(first[4], "1.7976931348623157E+308");
}
