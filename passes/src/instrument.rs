//! IR printing around passes (`--mlir-print-ir-before/after...`).
//!
//! A dump is a header naming the pass, then the op the pass ran on, printed
//! as MLIR prints it: a nested op on its own without aliases, the top-level
//! op with its alias definitions. Dumps are collected per op and merged in IR
//! order like diagnostics, so the output does not depend on the thread count.
//! At module scope a dump shows the whole IR (the pass manager lends the op
//! back up to the root); for a file tree each dump carries its op's path.

use rmlir_ir::{Context, IsolatedOp};
use rmlir_text::printer::{print_op_standalone, print_top_level_with_resources, PrintOptions};
use std::collections::HashMap;
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
    /// Print the IR's root whatever op the pass ran on
    /// (`--mlir-print-ir-module-scope`; needs a serial run).
    pub module_scope: bool,
    /// Collect the dumps as [`TreeDump`]s, for files in a tree of
    /// directories (`--mlir-print-ir-tree-dir`), instead of as text.
    pub to_file_tree: bool,
}

/// A dump bound for a file of its own (`--mlir-print-ir-tree-dir`).
#[derive(Clone, Debug)]
pub struct TreeDump {
    /// The ops from the IR's root down to the op the pass ran on: each one's
    /// id in its parent's body and its directory name
    /// (`func_func_f`, `builtin_module_no-symbol-name`).
    pub ops: Vec<(u32, String)>,
    /// The pass's argument (`cse`).
    pub pass: &'static str,
    /// The dump: header and IR.
    pub text: String,
}

/// The directory name of an op in a dump file tree: its name with dots
/// replaced by underscores, then its symbol name (or `no-symbol-name`)
/// with path separators replaced.
pub fn tree_dir_name(op_name: &str, symbol: Option<&str>) -> String {
    let symbol = symbol.unwrap_or("no-symbol-name").replace(['/', '\\'], "_");
    format!("{}_{symbol}", op_name.replace('.', "_"))
}

/// The file paths (relative to the tree's root) of `dumps`, written in
/// order: one directory per op from the root down, then
/// `{counts}_{pass}.mlir`, where the counts are, from the root down, how
/// many dumps of each op came before (MLIR's numbering: an ancestor that has
/// not been dumped yet counts 0, its first dump too).
pub fn tree_dump_paths(dumps: &[TreeDump]) -> Vec<std::path::PathBuf> {
    let mut counters: HashMap<Vec<u32>, u32> = HashMap::new();
    dumps
        .iter()
        .map(|d| {
            let ids: Vec<u32> = d.ops.iter().map(|(id, _)| *id).collect();
            let mut counts = Vec::with_capacity(ids.len());
            for depth in 1..=ids.len() {
                let key = &ids[..depth];
                let count = if depth == ids.len() {
                    // The op's own counter starts below zero: its first dump is 0.
                    match counters.get_mut(key) {
                        Some(c) => {
                            *c += 1;
                            *c
                        }
                        None => {
                            counters.insert(key.to_vec(), 0);
                            0
                        }
                    }
                } else {
                    *counters.entry(key.to_vec()).or_insert(0)
                };
                counts.push(count.to_string());
            }
            let mut path: std::path::PathBuf = d.ops.iter().map(|(_, dir)| dir.as_str()).collect();
            path.push(format!("{}_{}.mlir", counts.join("_"), d.pass));
            path
        })
        .collect()
}

/// Prints `op` as MLIR's IR printer does around a pass: the IR's root
/// (`top_level`) as mlir-opt writes its output, less the final newline; a
/// nested op on its own.
pub(crate) fn print_op(
    ctx: &Context,
    op: &mut IsolatedOp,
    top_level: bool,
    opts: &PrintOptions,
    resources: Option<&rmlir_text::resources::FileResources>,
) -> String {
    op.with_shell(|shell, id| {
        if top_level {
            let mut t = print_top_level_with_resources(ctx, shell, id, opts, resources);
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
    let text = print_op(ctx, op, top_level, &opts, None);
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

/// The header line of a dump; `op`: the op the pass ran on and its symbol
/// name, named when the dump shows the whole IR (module scope).
pub(crate) fn dump_header(
    when: &str,
    name: &str,
    arg: &str,
    failed: bool,
    op: Option<(&str, Option<&str>)>,
) -> String {
    let failed = if failed { " Failed" } else { "" };
    let op = match op {
        None => String::new(),
        Some((op, None)) => format!(" ('{op}' operation)"),
        Some((op, Some(sym))) => format!(" ('{op}' operation: @{sym})"),
    };
    format!("// -----// IR Dump {when} {name}{failed} ({arg}){op} //----- //\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dump(ops: &[(u32, &str)], pass: &'static str) -> TreeDump {
        TreeDump {
            ops: ops.iter().map(|(id, d)| (*id, d.to_string())).collect(),
            pass,
            text: String::new(),
        }
    }

    #[test]
    fn tree_paths_count_dumps_per_op_as_mlir() {
        let m = (0, "builtin_module_no-symbol-name");
        let (f, g) = ((1, "func_func_f"), (2, "func_func_g"));
        let dumps = [
            dump(&[m], "inline"),
            dump(&[m, f], "cse"),
            dump(&[m, f], "cse"),
            dump(&[m, g], "cse"),
            dump(&[m], "symbol-dce"),
        ];
        let paths: Vec<String> = tree_dump_paths(&dumps)
            .iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            paths,
            [
                "builtin_module_no-symbol-name/0_inline.mlir",
                "builtin_module_no-symbol-name/func_func_f/0_0_cse.mlir",
                "builtin_module_no-symbol-name/func_func_f/0_1_cse.mlir",
                "builtin_module_no-symbol-name/func_func_g/0_0_cse.mlir",
                "builtin_module_no-symbol-name/1_symbol-dce.mlir",
            ]
        );
        // An ancestor read before its own first dump counts 0, and its
        // first dump then counts 1.
        let late = tree_dump_paths(&[dump(&[m, f], "cse"), dump(&[m], "symbol-dce")]);
        assert!(late[1].ends_with("1_symbol-dce.mlir"), "{late:?}");
    }

    #[test]
    fn tree_dir_names_replace_separators() {
        assert_eq!(
            tree_dir_name("func.func", Some("a/b\\c")),
            "func_func_a_b_c"
        );
        assert_eq!(
            tree_dir_name("builtin.module", None),
            "builtin_module_no-symbol-name"
        );
    }
}
