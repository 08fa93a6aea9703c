//! The ops the interpreter knows, by name: each op name maps to a [`Kind`]
//! once, when the interpreter is built, so running an op is a hash lookup
//! on its interned name and a `match`.

use crate::arith::{Cast, FloatBin, IntBin};
use crate::math::{Classify, FloatUn, IntUn};

/// What an op does, as the interpreter dispatches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An integer binary op.
    IntBin(IntBin),
    /// A float binary op.
    FloatBin(FloatBin),
    /// A float unary op.
    FloatUn(FloatUn),
    /// An integer unary op.
    IntUn(IntUn),
    /// A float classification op (`math.isnan`, ...).
    Classify(Classify),
    /// A cast.
    Cast(Cast),
    /// `arith.cmpi`.
    CmpI,
    /// `arith.cmpf`.
    CmpF,
    /// `arith.select`.
    Select,
    /// `arith.constant`.
    Constant,
    /// `arith.addui_extended`.
    AddUIExtended,
    /// `arith.mulsi_extended`.
    MulSIExtended,
    /// `arith.mului_extended`.
    MulUIExtended,
    /// `math.fma`.
    Fma,
    /// `math.sincos`.
    SinCos,
    /// `math.clampf`.
    ClampF,
    /// `math.fpowi`.
    FPowI,
    /// `arith.scaling_extf`.
    ScalingExtF,
    /// `arith.scaling_truncf`.
    ScalingTruncF,
    /// `func.return`, `scf.yield`, `tensor.yield`, `scf.reduce`,
    /// `scf.reduce.return`, `scf.forall.in_parallel`,
    /// `memref.alloca_scope.return`: leave the region with the operands.
    Yield,
    /// `scf.condition`.
    Condition,
    /// `func.call`.
    Call,
    /// `func.call_indirect`.
    CallIndirect,
    /// `func.constant`.
    FuncConstant,
    /// `cf.br`.
    Br,
    /// `cf.cond_br`.
    CondBr,
    /// `cf.switch`.
    Switch,
    /// `cf.assert`.
    Assert,
    /// `scf.for`.
    For,
    /// `scf.if`.
    If,
    /// `scf.while`.
    While,
    /// `scf.index_switch`.
    IndexSwitch,
    /// `scf.execute_region`.
    ExecuteRegion,
    /// `scf.parallel`.
    Parallel,
    /// `scf.forall` (without shared outputs).
    Forall,
    /// `ub.poison`.
    Poison,
    /// `ub.unreachable`.
    Unreachable,
    /// `memref.alloc`.
    Alloc,
    /// `memref.alloca`.
    Alloca,
    /// `memref.dealloc`.
    Dealloc,
    /// `memref.load`.
    Load,
    /// `memref.store`.
    Store,
    /// `memref.copy`.
    Copy,
    /// `memref.cast`, `memref.memory_space_cast`, `memref.assume_alignment`.
    MemRefCast,
    /// `memref.dim`, `tensor.dim`.
    Dim,
    /// `memref.rank`, `tensor.rank`.
    Rank,
    /// `memref.subview`.
    SubView,
    /// `memref.alloca_scope`.
    AllocaScope,
    /// `tensor.from_elements`.
    FromElements,
    /// `tensor.extract`.
    Extract,
    /// `tensor.insert`.
    Insert,
    /// `tensor.empty`.
    Empty,
    /// `tensor.cast`.
    TensorCast,
    /// `tensor.splat`, `vector.broadcast` of a scalar.
    Splat,
    /// `tensor.generate`.
    Generate,
    /// A hook registered by the user (its index).
    User(usize),
}

/// The built-in semantics of the op named `name`, if any (a lookup in
/// [`OPS`], indexed once per process).
pub fn builtin_kind(name: &str) -> Option<Kind> {
    static BY_NAME: std::sync::OnceLock<rustc_hash::FxHashMap<&'static str, Kind>> =
        std::sync::OnceLock::new();
    BY_NAME
        .get_or_init(|| OPS.iter().copied().collect())
        .get(name)
        .copied()
}

/// Every op with built-in semantics.
pub const OPS: &[(&str, Kind)] = &[
    ("arith.addi", Kind::IntBin(IntBin::Add)),
    ("arith.subi", Kind::IntBin(IntBin::Sub)),
    ("arith.muli", Kind::IntBin(IntBin::Mul)),
    ("arith.divui", Kind::IntBin(IntBin::DivU)),
    ("arith.divsi", Kind::IntBin(IntBin::DivS)),
    ("arith.ceildivui", Kind::IntBin(IntBin::CeilDivU)),
    ("arith.ceildivsi", Kind::IntBin(IntBin::CeilDivS)),
    ("arith.floordivsi", Kind::IntBin(IntBin::FloorDivS)),
    ("arith.remui", Kind::IntBin(IntBin::RemU)),
    ("arith.remsi", Kind::IntBin(IntBin::RemS)),
    ("arith.andi", Kind::IntBin(IntBin::And)),
    ("arith.ori", Kind::IntBin(IntBin::Or)),
    ("arith.xori", Kind::IntBin(IntBin::Xor)),
    ("arith.shli", Kind::IntBin(IntBin::Shl)),
    ("arith.shrui", Kind::IntBin(IntBin::ShrU)),
    ("arith.shrsi", Kind::IntBin(IntBin::ShrS)),
    ("arith.maxsi", Kind::IntBin(IntBin::MaxS)),
    ("arith.maxui", Kind::IntBin(IntBin::MaxU)),
    ("arith.minsi", Kind::IntBin(IntBin::MinS)),
    ("arith.minui", Kind::IntBin(IntBin::MinU)),
    ("math.ipowi", Kind::IntBin(IntBin::Pow)),
    ("arith.addf", Kind::FloatBin(FloatBin::Add)),
    ("arith.subf", Kind::FloatBin(FloatBin::Sub)),
    ("arith.mulf", Kind::FloatBin(FloatBin::Mul)),
    ("arith.divf", Kind::FloatBin(FloatBin::Div)),
    ("arith.remf", Kind::FloatBin(FloatBin::Rem)),
    ("arith.maximumf", Kind::FloatBin(FloatBin::Maximum)),
    ("arith.minimumf", Kind::FloatBin(FloatBin::Minimum)),
    ("arith.maxnumf", Kind::FloatBin(FloatBin::MaxNum)),
    ("arith.minnumf", Kind::FloatBin(FloatBin::MinNum)),
    ("math.copysign", Kind::FloatBin(FloatBin::CopySign)),
    ("math.powf", Kind::FloatBin(FloatBin::Pow)),
    ("math.atan2", Kind::FloatBin(FloatBin::Atan2)),
    ("arith.negf", Kind::FloatUn(FloatUn::Neg)),
    ("math.absf", Kind::FloatUn(FloatUn::Abs)),
    ("math.ceil", Kind::FloatUn(FloatUn::Ceil)),
    ("math.floor", Kind::FloatUn(FloatUn::Floor)),
    ("math.roundeven", Kind::FloatUn(FloatUn::RoundEven)),
    ("math.round", Kind::FloatUn(FloatUn::Round)),
    ("math.trunc", Kind::FloatUn(FloatUn::Trunc)),
    ("math.sqrt", Kind::FloatUn(FloatUn::Sqrt)),
    ("math.rsqrt", Kind::FloatUn(FloatUn::Rsqrt)),
    ("math.cbrt", Kind::FloatUn(FloatUn::Cbrt)),
    ("math.exp", Kind::FloatUn(FloatUn::Exp)),
    ("math.exp2", Kind::FloatUn(FloatUn::Exp2)),
    ("math.expm1", Kind::FloatUn(FloatUn::Expm1)),
    ("math.log", Kind::FloatUn(FloatUn::Log)),
    ("math.log2", Kind::FloatUn(FloatUn::Log2)),
    ("math.log10", Kind::FloatUn(FloatUn::Log10)),
    ("math.log1p", Kind::FloatUn(FloatUn::Log1p)),
    ("math.sin", Kind::FloatUn(FloatUn::Sin)),
    ("math.cos", Kind::FloatUn(FloatUn::Cos)),
    ("math.tan", Kind::FloatUn(FloatUn::Tan)),
    ("math.asin", Kind::FloatUn(FloatUn::Asin)),
    ("math.acos", Kind::FloatUn(FloatUn::Acos)),
    ("math.atan", Kind::FloatUn(FloatUn::Atan)),
    ("math.sinh", Kind::FloatUn(FloatUn::Sinh)),
    ("math.cosh", Kind::FloatUn(FloatUn::Cosh)),
    ("math.tanh", Kind::FloatUn(FloatUn::Tanh)),
    ("math.asinh", Kind::FloatUn(FloatUn::Asinh)),
    ("math.acosh", Kind::FloatUn(FloatUn::Acosh)),
    ("math.atanh", Kind::FloatUn(FloatUn::Atanh)),
    ("math.erf", Kind::FloatUn(FloatUn::Erf)),
    ("math.erfc", Kind::FloatUn(FloatUn::Erfc)),
    ("math.absi", Kind::IntUn(IntUn::Abs)),
    ("math.ctlz", Kind::IntUn(IntUn::Ctlz)),
    ("math.cttz", Kind::IntUn(IntUn::Cttz)),
    ("math.ctpop", Kind::IntUn(IntUn::Ctpop)),
    ("math.isnan", Kind::Classify(Classify::IsNan)),
    ("math.isinf", Kind::Classify(Classify::IsInf)),
    ("math.isfinite", Kind::Classify(Classify::IsFinite)),
    ("math.isnormal", Kind::Classify(Classify::IsNormal)),
    ("math.fma", Kind::Fma),
    ("math.sincos", Kind::SinCos),
    ("math.clampf", Kind::ClampF),
    ("math.fpowi", Kind::FPowI),
    ("arith.scaling_extf", Kind::ScalingExtF),
    ("arith.scaling_truncf", Kind::ScalingTruncF),
    ("arith.extsi", Kind::Cast(Cast::ExtS)),
    ("arith.extui", Kind::Cast(Cast::ExtU)),
    ("arith.trunci", Kind::Cast(Cast::TruncI)),
    ("arith.index_cast", Kind::Cast(Cast::IndexCast)),
    ("arith.index_castui", Kind::Cast(Cast::IndexCastU)),
    ("arith.bitcast", Kind::Cast(Cast::Bitcast)),
    ("arith.sitofp", Kind::Cast(Cast::SIToFP)),
    ("arith.uitofp", Kind::Cast(Cast::UIToFP)),
    ("arith.fptosi", Kind::Cast(Cast::FPToSI)),
    ("arith.fptoui", Kind::Cast(Cast::FPToUI)),
    ("arith.extf", Kind::Cast(Cast::ExtF)),
    ("arith.truncf", Kind::Cast(Cast::TruncF)),
    ("arith.cmpi", Kind::CmpI),
    ("arith.cmpf", Kind::CmpF),
    ("arith.select", Kind::Select),
    ("arith.constant", Kind::Constant),
    ("arith.addui_extended", Kind::AddUIExtended),
    ("arith.mulsi_extended", Kind::MulSIExtended),
    ("arith.mului_extended", Kind::MulUIExtended),
    ("func.return", Kind::Yield),
    ("func.call", Kind::Call),
    ("func.call_indirect", Kind::CallIndirect),
    ("func.constant", Kind::FuncConstant),
    ("cf.br", Kind::Br),
    ("cf.cond_br", Kind::CondBr),
    ("cf.switch", Kind::Switch),
    ("cf.assert", Kind::Assert),
    ("scf.for", Kind::For),
    ("scf.if", Kind::If),
    ("scf.while", Kind::While),
    ("scf.index_switch", Kind::IndexSwitch),
    ("scf.execute_region", Kind::ExecuteRegion),
    ("scf.yield", Kind::Yield),
    ("scf.parallel", Kind::Parallel),
    ("scf.reduce", Kind::Yield),
    ("scf.reduce.return", Kind::Yield),
    ("scf.forall", Kind::Forall),
    ("scf.forall.in_parallel", Kind::Yield),
    ("scf.condition", Kind::Condition),
    ("ub.poison", Kind::Poison),
    ("ub.unreachable", Kind::Unreachable),
    ("memref.alloc", Kind::Alloc),
    ("memref.alloca", Kind::Alloca),
    ("memref.dealloc", Kind::Dealloc),
    ("memref.load", Kind::Load),
    ("memref.store", Kind::Store),
    ("memref.copy", Kind::Copy),
    ("memref.cast", Kind::MemRefCast),
    ("memref.memory_space_cast", Kind::MemRefCast),
    ("memref.assume_alignment", Kind::MemRefCast),
    ("memref.dim", Kind::Dim),
    ("memref.rank", Kind::Rank),
    ("memref.subview", Kind::SubView),
    ("memref.alloca_scope", Kind::AllocaScope),
    ("memref.alloca_scope.return", Kind::Yield),
    ("tensor.from_elements", Kind::FromElements),
    ("tensor.extract", Kind::Extract),
    ("tensor.insert", Kind::Insert),
    ("tensor.empty", Kind::Empty),
    ("tensor.dim", Kind::Dim),
    ("tensor.rank", Kind::Rank),
    ("tensor.cast", Kind::TensorCast),
    ("tensor.splat", Kind::Splat),
    ("tensor.generate", Kind::Generate),
    ("tensor.yield", Kind::Yield),
    ("vector.broadcast", Kind::Splat),
];
