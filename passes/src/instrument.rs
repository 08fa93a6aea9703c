//! IR printing around passes (`--mlir-print-ir-before/after...`).
//!
//! A dump is a header naming the pass, then the op the pass ran on, printed
//! as MLIR prints it: a nested op on its own without aliases, the top-level
//! op with its alias definitions. Dumps are collected per op and merged in IR
//! order like diagnostics, so the output does not depend on the thread count.

use rmlir_ir::body::OpSpec;
use rmlir_ir::context::OpName;
use rmlir_ir::printer::{print_op_standalone, print_top_level, PrintOptions};
use rmlir_ir::{Attr, Body, Context, Loc, OpId, Type};
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

/// The part of an isolated op that lives in its parent's body, kept so the
/// op can be printed while its regions are taken out for a pass.
pub(crate) struct OpHeader {
    name: OpName,
    result_types: Vec<Type>,
    num_regions: usize,
    properties: Option<Attr>,
    attrs: Attr,
    top_level: bool,
}

impl OpHeader {
    /// Records `op` of `body`; `top_level` if it has no parent op.
    pub(crate) fn of(body: &Body, op: OpId, top_level: bool) -> OpHeader {
        OpHeader {
            name: body.op_name(op),
            result_types: body.results(op).map(|v| body.value_type(v)).collect(),
            num_regions: body.num_regions(op),
            properties: body.properties(op),
            attrs: body.attrs(op),
            top_level,
        }
    }

    /// Prints the op (location `loc`, regions `nb`) as MLIR's IR printer does.
    pub(crate) fn print(
        &self,
        ctx: &Context,
        loc: Loc,
        nb: &mut Body,
        opts: &PrintOptions,
    ) -> String {
        let mut shell = Body::new(0);
        let op = shell.create_op(&OpSpec {
            name: self.name,
            loc,
            operands: &[],
            result_types: &self.result_types,
            successors: &[],
            num_regions: self.num_regions,
            isolated: true,
            properties: self.properties,
            attrs: self.attrs,
        });
        shell.put_nested_body(op, Box::new(std::mem::take(nb)));
        let text = if self.top_level {
            // As mlir-opt writes its output, less the newline it adds.
            let mut t = print_top_level(ctx, &shell, op, opts);
            t.pop();
            t
        } else {
            print_op_standalone(ctx, &shell, op, opts)
        };
        if let Some(b) = shell.take_nested_body(op) {
            *nb = *b;
        }
        text
    }

    /// A fingerprint of the op and everything in it (for "only on change").
    pub(crate) fn fingerprint(&self, ctx: &Context, loc: Loc, nb: &mut Body) -> u64 {
        let opts = PrintOptions {
            generic: true,
            debug_info: true,
            local_scope: true,
            ..Default::default()
        };
        let text = self.print(ctx, loc, nb, &opts);
        let mut h = std::collections::hash_map::DefaultHasher::new();
        text.hash(&mut h);
        h.finish()
    }
}

/// The header line of a dump.
pub(crate) fn dump_header(when: &str, name: &str, arg: &str, failed: bool) -> String {
    let failed = if failed { " Failed" } else { "" };
    format!("// -----// IR Dump {when} {name}{failed} ({arg}) //----- //\n")
}
