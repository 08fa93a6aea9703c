//! A generator of random **valid** programs (issue 16, deliverable 2), in
//! the style of Cranelift's fuzzgen: driven by `arbitrary` bytes, it writes
//! MLIR text with typed values, dominance respected (a value is used only
//! where its definition dominates: later in its block, in blocks its block
//! dominates, in regions nested there), every block ended by a terminator,
//! nested control flow (scf `if`, `for`, `while`, `index_switch`,
//! `execute_region`, `parallel` with reductions, `forall`; cf `br`,
//! `cond_br`, `switch` between the blocks of a function or of an
//! `execute_region`, forward only so programs terminate), memory
//! (`memref.alloca` of four elements, loads and stores), and calls between
//! functions, direct and indirect (acyclic: a function calls only those
//! generated after it).
//!
//! With [`GenConfig::ub_free`] the programs have no undefined behaviour and
//! no poison by construction: divisors are forced into `1..=63`, shift
//! amounts below the width, `ipowi` exponents into `0..=7`, float-to-int
//! conversions only of values that fit, asserted conditions always true,
//! no overflow or `exact` flags and no `ub.poison`, memory filled when
//! allocated and accessed in bounds; loops run a bounded number of times. Such programs never trap, so an interpreter's results
//! on them are a sound oracle for transformations.
//!
//! Whatever the bytes, generation succeeds (`Unstructured` yields minimal
//! choices once it runs out), and [`Program::parse`] is the generator's own
//! check: it parses and verifies what was emitted. [`GENERATED_OPS`] lists
//! the op kinds the generator emits; `tests/gen.rs` checks on thousands of
//! inputs that each appears, that nothing else does, and that every program
//! verifies, round-trips through text and runs.

mod func;
mod memory;
mod ops;
pub mod oracle;
mod scf;

use crate::value::Value;
use arbitrary::{Result, Unstructured};
use rmlir_ir::Context;
use rmlir_text::parser::{parse_module, ParseOptions, ParsedModule};

/// The scalar types values are generated at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    /// `i1`.
    I1,
    /// `i8`.
    I8,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `index`.
    Index,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// `memref<4xT>` (memory made by `memref.alloca`; never a function
    /// parameter, result or block argument).
    MemRef(MemElem),
}

/// The element types of generated memrefs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemElem {
    /// `i32`.
    I32,
    /// `index`.
    Index,
    /// `f64`.
    F64,
}

/// Every memref element type.
const MEM_ELEMS: [MemElem; 3] = [MemElem::I32, MemElem::Index, MemElem::F64];

/// The number of elements of a generated memref.
const MEM_LEN: i64 = 4;

impl MemElem {
    /// The element type.
    pub fn ty(self) -> Ty {
        match self {
            MemElem::I32 => Ty::I32,
            MemElem::Index => Ty::Index,
            MemElem::F64 => Ty::F64,
        }
    }
}

/// Every type, for values of any kind.
const TYPES: [Ty; 7] = [
    Ty::I1,
    Ty::I8,
    Ty::I32,
    Ty::I64,
    Ty::Index,
    Ty::F32,
    Ty::F64,
];
/// The integer types and `index`.
const INTS: [Ty; 5] = [Ty::I1, Ty::I8, Ty::I32, Ty::I64, Ty::Index];
/// The integer types proper (no `index`).
const INT_WIDTHS: [Ty; 4] = [Ty::I1, Ty::I8, Ty::I32, Ty::I64];
/// The float types.
const FLOATS: [Ty; 2] = [Ty::F32, Ty::F64];

impl Ty {
    /// The MLIR spelling.
    pub fn text(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I8 => "i8",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::Index => "index",
            Ty::F32 => "f32",
            Ty::F64 => "f64",
            Ty::MemRef(MemElem::I32) => "memref<4xi32>",
            Ty::MemRef(MemElem::Index) => "memref<4xindex>",
            Ty::MemRef(MemElem::F64) => "memref<4xf64>",
        }
    }

    /// Whether it is an integer or `index`.
    pub fn is_int(self) -> bool {
        matches!(self, Ty::I1 | Ty::I8 | Ty::I32 | Ty::I64 | Ty::Index)
    }

    /// The bit width (64 for `index` and memrefs).
    pub fn width(self) -> u32 {
        match self {
            Ty::I1 => 1,
            Ty::I8 => 8,
            Ty::I32 | Ty::F32 => 32,
            Ty::I64 | Ty::Index | Ty::F64 | Ty::MemRef(_) => 64,
        }
    }
}

/// `types` spelled as a comma-separated list.
fn type_list(types: &[Ty]) -> String {
    types
        .iter()
        .map(|t| t.text())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Limits and options of the generator.
#[derive(Clone, Copy, Debug)]
pub struct GenConfig {
    /// The most functions in a program.
    pub max_funcs: usize,
    /// The most parameters of a function.
    pub max_params: usize,
    /// The most results of a function or region op.
    pub max_results: usize,
    /// The most ops generated per block (terminators and helpers aside).
    pub max_ops: usize,
    /// The deepest nesting of region ops.
    pub max_depth: usize,
    /// The most blocks of a function body or `scf.execute_region`.
    pub max_blocks: usize,
    /// No undefined behaviour and no poison, by construction.
    pub ub_free: bool,
}

impl Default for GenConfig {
    fn default() -> Self {
        GenConfig {
            max_funcs: 3,
            max_params: 4,
            max_results: 2,
            max_ops: 10,
            max_depth: 3,
            max_blocks: 4,
            ub_free: true,
        }
    }
}

/// A function's name, visibility and signature.
#[derive(Clone, Debug)]
pub struct FuncSig {
    /// The symbol name (without `@`).
    pub name: String,
    /// Whether the function is public (callable from outside).
    pub public: bool,
    /// Parameter types.
    pub params: Vec<Ty>,
    /// Result types.
    pub results: Vec<Ty>,
}

impl FuncSig {
    /// The function type, as in `(i32, f32) -> (i1)`.
    fn type_text(&self) -> String {
        format!(
            "({}) -> ({})",
            type_list(&self.params),
            type_list(&self.results)
        )
    }
}

/// A generated program: its text and its functions (the first is public;
/// each function calls only those after it).
#[derive(Clone, Debug)]
pub struct Program {
    /// The module's text.
    pub text: String,
    /// The functions, in order.
    pub funcs: Vec<FuncSig>,
}

impl Program {
    /// The generator's own check: the program parsed and verified, or why
    /// not (a generator bug).
    pub fn parse(&self, ctx: &Context) -> std::result::Result<ParsedModule, String> {
        let m = self.parse_unverified(ctx)?;
        rmlir_ir::verify::verify(ctx, &m.body, m.op)
            .map_err(|d| format!("generated program does not verify: {}", d.message))?;
        Ok(m)
    }

    /// The program parsed, not verified (for callers that verify it
    /// elsewhere or have checked the generator otherwise), or why not.
    pub fn parse_unverified(&self, ctx: &Context) -> std::result::Result<ParsedModule, String> {
        parse_module(ctx, self.text.as_bytes(), &ParseOptions::default())
            .map_err(|d| format!("generated text does not parse: {}", d.message))
    }

    /// The public functions, whose meaning transformations must keep.
    pub fn entries(&self) -> impl Iterator<Item = &FuncSig> {
        self.funcs.iter().filter(|f| f.public)
    }
}

/// The op kinds the generator emits one by one (some only without
/// [`GenConfig::ub_free`]); [`all_generated_ops`] adds the families it
/// picks from by name. Together they cover every op of func, arith, cf,
/// scf and math.
pub const GENERATED_OPS: &[&str] = &[
    "func.func",
    "func.return",
    "func.call",
    "func.call_indirect",
    "func.constant",
    "cf.br",
    "cf.cond_br",
    "cf.switch",
    "cf.assert",
    "scf.if",
    "scf.for",
    "scf.while",
    "scf.condition",
    "scf.yield",
    "scf.index_switch",
    "scf.execute_region",
    "scf.parallel",
    "scf.reduce",
    "scf.reduce.return",
    "scf.forall",
    "scf.forall.in_parallel",
    "memref.alloca",
    "memref.load",
    "memref.store",
    "ub.poison",
    "arith.constant",
    "arith.cmpi",
    "arith.cmpf",
    "arith.select",
    "arith.addui_extended",
    "arith.mulsi_extended",
    "arith.mului_extended",
    "arith.extsi",
    "arith.extui",
    "arith.trunci",
    "arith.index_cast",
    "arith.index_castui",
    "arith.sitofp",
    "arith.uitofp",
    "arith.fptosi",
    "arith.fptoui",
    "arith.extf",
    "arith.truncf",
    "arith.bitcast",
    "arith.scaling_extf",
    "arith.scaling_truncf",
    "math.fma",
    "math.sincos",
    "math.ipowi",
    "math.fpowi",
    "math.clampf",
];

/// Every op kind the generator emits: [`GENERATED_OPS`] and the families
/// it picks from by name (integer and float binary ops, divisions, shifts,
/// float and integer unary ops, float classifications).
pub fn all_generated_ops() -> Vec<&'static str> {
    let mut all: Vec<&'static str> = GENERATED_OPS.to_vec();
    for table in ops::TABLES {
        all.extend(table.iter().copied());
    }
    all
}

/// A generated program from `u`'s bytes.
pub fn generate(u: &mut Unstructured<'_>, cfg: &GenConfig) -> Result<Program> {
    let n = u.int_in_range(1..=cfg.max_funcs.max(1))?;
    let mut funcs: Vec<FuncSig> = Vec::with_capacity(n);
    for i in 0..n {
        let params = (0..u.int_in_range(0..=cfg.max_params)?)
            .map(|_| u.choose(&TYPES).copied())
            .collect::<Result<Vec<_>>>()?;
        let results = (0..u.int_in_range(1..=cfg.max_results.max(1))?)
            .map(|_| u.choose(&TYPES).copied())
            .collect::<Result<Vec<_>>>()?;
        funcs.push(FuncSig {
            name: format!("f{i}"),
            public: i == 0 || u.arbitrary::<bool>()?,
            params,
            results,
        });
    }
    let mut text = String::new();
    for i in 0..n {
        let mut g = func::FuncGen::new(u, cfg, &funcs[i + 1..]);
        g.function(&funcs[i])?;
        text.push_str(&g.out);
    }
    Ok(Program { text, funcs })
}

/// Arguments for `params` from `u`'s bytes, biased to edge cases.
pub fn arguments(u: &mut Unstructured<'_>, params: &[Ty]) -> Result<Vec<Value>> {
    params
        .iter()
        .map(|&t| {
            Ok(match t {
                Ty::F32 => Value::f32(f32::from_bits(float_bits(u, Ty::F32)? as u32)),
                Ty::F64 => Value::f64(f64::from_bits(float_bits(u, Ty::F64)?)),
                Ty::Index => Value::index(interesting(u, 64)?),
                other => Value::int_signed(other.width(), interesting(u, other.width())?),
            })
        })
        .collect()
}

/// Bit patterns of interesting `f32` values: zeros, ones, 2.5, infinity,
/// NaN, the smallest subnormal, the largest finite, 1e10.
const F32_BITS: [u32; 10] = [
    0,
    0x8000_0000,
    0x3F80_0000,
    0xBFC0_0000,
    0x4020_0000,
    0x7F80_0000,
    0x7FC0_0000,
    0x0000_0001,
    0x7F7F_FFFF,
    0x5015_02F9,
];
/// Bit patterns of interesting `f64` values (as [`F32_BITS`]).
const F64_BITS: [u64; 9] = [
    0,
    0x8000_0000_0000_0000,
    0x3FF0_0000_0000_0000,
    0xBFF8_0000_0000_0000,
    0x7FF0_0000_0000_0000,
    0x7FF8_0000_0000_0000,
    0x0000_0000_0000_0001,
    0x7FEF_FFFF_FFFF_FFFF,
    0x4202_A05F_2000_0000,
];

/// The bits of a float of type `ty`: an interesting one, its neighbour, or
/// any.
fn float_bits(u: &mut Unstructured<'_>, ty: Ty) -> Result<u64> {
    let f32_type = ty == Ty::F32;
    let bits = match u.int_in_range(0..=7u8)? {
        0 if f32_type => u64::from(u.arbitrary::<u32>()?),
        0 => u.arbitrary::<u64>()?,
        k => {
            let base = if f32_type {
                u64::from(*u.choose(&F32_BITS)?)
            } else {
                *u.choose(&F64_BITS)?
            };
            base ^ u64::from(k == 1)
        }
    };
    Ok(bits)
}

/// An integer value of `width` bits (sign-extended to `i64`), biased to
/// edge cases.
fn interesting(u: &mut Unstructured<'_>, width: u32) -> Result<i64> {
    const EDGES: [i64; 14] = [
        0,
        1,
        -1,
        2,
        7,
        -8,
        42,
        i64::MAX,
        i64::MIN,
        127,
        -128,
        255,
        i32::MAX as i64,
        i32::MIN as i64,
    ];
    let v: i64 = if u.ratio(3, 4)? {
        *u.choose(&EDGES)?
    } else {
        u.arbitrary()?
    };
    Ok(if width < 64 {
        (v << (64 - width)) >> (64 - width)
    } else {
        v
    })
}
