//! IR printing around passes (`--mlir-print-ir-before/after...`).
//!
//! A dump is a header naming the pass, then the op the pass ran on, printed
//! as MLIR prints it: a nested op on its own without aliases, the top-level
//! op with its alias definitions. Dumps are collected per op and merged in IR
//! order like diagnostics, so the output does not depend on the thread count.

use rmlir_ir::{Context, IsolatedOp};
use rmlir_text::printer::{print_op_standalone, print_top_level, PrintOptions};
use std::hash::{Hash, Hasher};

/// The passes a dump applies to.
#[derive(Clone, Debug, Default)]
pub enum PassFilter {
    /// No pass.
    #[default]
    None,
    /// Every pass.
    All,
    /// Passes with one of these arguments (`cse`).
    Only(Vec<String>),
}

impl PassFilter {
    /// Whether the filter selects the pass with argument `arg`.
    pub fn selects(&self, arg: &str) -> bool {
        match self {
            PassFilter::None => false,
            PassFilter::All => true,
            PassFilter::Only(names) => names.iter().any(|n| n == arg),
        }
    }
}

/// What to print around passes.
#[derive(Clone, Debug, Default)]
pub struct IrPrinting {
    /// Passes to print the IR before.
    pub before: PassFilter,
    /// Passes to print the IR after.
    pub after: PassFilter,
    /// Print after a pass only if it changed the IR.
    pub only_on_change: bool,
    /// Print after a pass only if it failed.
    pub only_on_failure: bool,
    /// How to print the IR.
    pub print: PrintOptions,
}

/// Prints `op` as MLIR's IR printer does around a pass: the IR's root
/// (`top_level`) as mlir-opt writes its output, less the final newline; a
/// nested op on its own.
pub(crate) fn print_op(
    ctx: &Context,
    op: &mut IsolatedOp,
    top_level: bool,
    opts: &PrintOptions,
) -> String {
    op.with_shell(|shell, id| {
        if top_level {
            let mut t = print_top_level(ctx, shell, id, opts);
            t.pop();
            t
        } else {
            print_op_standalone(ctx, shell, id, opts)
        }
    })
}

/// A fingerprint of `op` and everything in it (for "only on change").
pub(crate) fn fingerprint(ctx: &Context, op: &mut IsolatedOp, top_level: bool) -> u64 {
    let opts = PrintOptions {
        generic: true,
        debug_info: true,
        local_scope: true,
        ..Default::default()
    };
    let text = print_op(ctx, op, top_level, &opts);
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

/// The header line of a dump.
pub(crate) fn dump_header(when: &str, name: &str, arg: &str, failed: bool) -> String {
    let failed = if failed { " Failed" } else { "" };
    format!("// -----// IR Dump {when} {name}{failed} ({arg}) //----- //\n")
}
