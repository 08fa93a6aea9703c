//! Extending rmlir from outside its crates: a rewrite pattern, a pass that
//! applies it, and an opt tool that knows the pass; in [`build_ir`], IR
//! built with the typed ops' `build` functions and a diagnostic shown as
//! `rmlir-opt` shows it; in [`data_layout`], a
//! user type answering data layout queries with a user pass asking them;
//! and in [`bytecode_dialect`], a user dialect with its own bytecode
//! encodings.
//!
//! # The pattern
//!
//! [`MulPowerOfTwoToShift`] rewrites `arith.muli %x, %c` where `%c` is an
//! integer constant `2^k` (k >= 1) into `arith.shli %x, %ck`. It implements
//! [`RewritePattern`]: a root op name, a benefit, a debug name and
//! `match_and_rewrite`, which changes the IR only through the
//! [`PatternRewriter`] (so drivers see every change) and only when it
//! returns `true`. It creates its ops with the typed builders
//! (`arith::ConstantOp::build(rw, ...)`, result types inferred).
//!
//! # The pass
//!
//! [`MulToShift`] implements [`Pass`] and is declared once by [`INFO`] (its
//! argument, summary, anchor, options and statistics): it freezes the
//! pattern set once and applies it to each function it runs on. By default
//! it uses the one-shot walk driver ([`walk_and_apply_patterns`]), which
//! visits every op once; with `greedy=true` it uses the greedy driver
//! ([`apply_patterns_greedily`]), which also folds and iterates to a fixed
//! point. The pass is anchored on `func.func`, so the pass manager runs it on
//! all functions in parallel; each run only sees its function's body.
//!
//! # The tool
//!
//! [`tool`] is `rmlir-opt`'s [`OptTool`] with the pass registered; the
//! `example-opt` binary of this crate runs it:
//!
//! ```text
//! cargo run -p rmlir-examples --bin example-opt -- examples/mul.mlir \
//!     --pass-pipeline='builtin.module(func.func(mul-to-shift))'
//! ```
//!
//! The same pass from Rust, without the command line:
//!
//! ```
//! use rmlir_text::parser::{parse_module, ParseOptions};
//! use rmlir_text::printer::{print_top_level, PrintOptions};
//! use rmlir_passes::{parse_pipeline, RunOptions};
//!
//! let mut ctx = rmlir_ir::Context::new();
//! rmlir_dialects::register_all(&mut ctx);
//! let src = "func.func @f(%x: i32) -> i32 {
//!   %c8 = arith.constant 8 : i32
//!   %0 = arith.muli %x, %c8 : i32
//!   return %0 : i32
//! }";
//! let mut module = parse_module(&ctx, src.as_bytes(), &ParseOptions::default()).unwrap();
//! let pm = parse_pipeline(&rmlir_examples::tool().passes,
//!                         "builtin.module(func.func(mul-to-shift))").unwrap();
//! let result = pm.run(&ctx, &mut module.body, module.op, RunOptions::default());
//! assert!(!result.failed);
//! let out = print_top_level(&ctx, &module.body, module.op, &PrintOptions::default());
//! assert!(out.contains("arith.shli %arg0, %c3_i32 : i32"));
//! ```

pub mod build_ir;
pub mod bytecode_dialect;
pub mod data_layout;

use rmlir_dialects::arith;
use rmlir_ir::fold::constant_value;
use rmlir_ir::pattern::{FrozenPatternSet, PatternRewriter, RewritePattern};
use rmlir_ir::AttrData;
use rmlir_ir::OpId;
use rmlir_ir::TypeData;
use rmlir_numerics::apint::APInt;
use rmlir_opt::OptTool;
use rmlir_passes::{
    OptionKind, Pass, PassContext, PassInfo, PassOptions, PassRegistry, StatisticSpec,
};
use rmlir_rewrite::{apply_patterns_greedily, walk_and_apply_patterns, GreedyConfig};
use std::sync::OnceLock;

/// `arith.muli %x, 2^k` -> `arith.shli %x, k` on signless integers.
pub struct MulPowerOfTwoToShift;

impl RewritePattern for MulPowerOfTwoToShift {
    fn root(&self) -> Option<&'static str> {
        Some("arith.muli")
    }

    fn debug_name(&self) -> &'static str {
        "MulPowerOfTwoToShift"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let (lhs, rhs) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
        // Match: the right operand is an integer constant 2^k with k >= 1.
        let Some(attr) = constant_value(ctx, rw.body(), rhs) else {
            return false;
        };
        let AttrData::Integer { ty, value } = ctx.attr_data(attr) else {
            return false;
        };
        if !matches!(ctx.type_data(*ty), TypeData::Integer { .. })
            || !value.is_power_of_two()
            || value.is_one()
        {
            return false;
        }
        let ty = *ty;
        let shift = APInt::from_u64(value.width(), u64::from(value.countr_zero()));
        // Rewrite: a constant for k, then the shift, both before the root
        // (where the driver put the insertion point).
        let loc = rw.body().op_loc(op);
        let amount = ctx.intern_attr(AttrData::Integer { ty, value: shift });
        let constant = arith::ConstantOp::build(rw, ctx, loc, amount);
        let k = constant.result(ctx, rw.body());
        let shl = arith::ShLIOp::build(rw, ctx, loc, lhs, k);
        let result = shl.result(ctx, rw.body());
        rw.replace_op(op, &[result]);
        true
    }
}

/// The `mul-to-shift` pass: applies [`MulPowerOfTwoToShift`] to a function.
pub struct MulToShift {
    greedy: bool,
    /// Frozen on first use: freezing resolves root op names in the context,
    /// which a pass built from pipeline text does not have yet. All threads
    /// running the pass share the one set.
    patterns: OnceLock<FrozenPatternSet>,
}

impl MulToShift {
    /// The pass; `greedy` picks the greedy driver over the walk driver.
    pub fn new(greedy: bool) -> Self {
        MulToShift {
            greedy,
            patterns: OnceLock::new(),
        }
    }
}

rmlir_passes::pass_options! {
    /// The options of `mul-to-shift`, declared once: the struct and the
    /// declarations pipelines are parsed against.
    pub struct MulToShiftOptions {
        greedy: bool = (
            "greedy",
            OptionKind::Bool,
            "false",
            "Use the greedy driver (folding, fixed point) instead of one walk"
        ),
    }
}

/// The declaration of `mul-to-shift`: everything the registry, `--help`,
/// `--dump-pass-pipeline` and the pass manager know of it.
pub const INFO: PassInfo = PassInfo {
    argument: "mul-to-shift",
    name: "MulToShift",
    summary: "Rewrite multiplications by powers of two into shifts",
    anchor: Some("func.func"),
    options: MulToShiftOptions::SPECS,
    statistics: &[StatisticSpec {
        name: "num-rewritten",
        description: "Number of multiplications rewritten by the walk driver",
        rmlir_only: false,
    }],
    create: |o: &PassOptions, _: &PassRegistry| {
        Box::new(MulToShift::new(MulToShiftOptions::from_options(o).greedy))
    },
};

impl Pass for MulToShift {
    fn run(&self, cx: &mut PassContext<'_>) {
        let patterns = self
            .patterns
            .get_or_init(|| FrozenPatternSet::new(cx.ctx, vec![Box::new(MulPowerOfTwoToShift)]));
        if self.greedy {
            apply_patterns_greedily(cx.ctx, &mut cx.op.body, patterns, GreedyConfig::default());
        } else {
            let stats = walk_and_apply_patterns(cx.ctx, &mut cx.op.body, patterns);
            cx.add_statistic("num-rewritten", stats.rewritten as u64);
        }
    }
}

/// `rmlir-opt` with `mul-to-shift`, `mydl-arg-sizes` and the `mydl` and
/// `mybc` dialects registered.
pub fn tool() -> OptTool {
    let mut tool = OptTool::default();
    tool.passes.register(INFO);
    tool.passes.register(data_layout::INFO);
    tool.register_dialects = register_dialects;
    tool
}

/// rmlir-opt's dialects, the `mydl` dialect of [`data_layout`] and the
/// `mybc` dialect of [`bytecode_dialect`].
fn register_dialects(ctx: &mut rmlir_ir::Context) {
    rmlir_dialects::register_all(ctx);
    data_layout::register_dialect(ctx);
    bytecode_dialect::register_dialect(ctx);
}
