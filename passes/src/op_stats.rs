//! `print-op-stats`: counts the ops nested in the op (itself included) by
//! name and prints the counts, as a table or as JSON.

use crate::pass::{OptionKind, Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use rmlir_ir::walk::{walk_regions, WalkControl, WalkEvent};
use std::collections::BTreeMap;

crate::pass_options! {
    /// The options of `print-op-stats`.
    pub struct PrintOpStatsOptions {
        json: bool = ("json", OptionKind::Bool, "false", "print the stats as JSON"),
    }
}

/// Registration of `print-op-stats`.
pub const INFO: PassInfo = PassInfo {
    argument: "print-op-stats",
    name: "PrintOpStats",
    summary: "Print statistics of operations",
    options: PrintOpStatsOptions::SPECS,
    anchor: None,
    statistics: &[],
    create: |o: &PassOptions, _: &PassRegistry| {
        Box::new(PrintOpStats {
            json: PrintOpStatsOptions::from_options(o).json,
        })
    },
};

/// The `print-op-stats` pass.
pub struct PrintOpStats {
    json: bool,
}

impl Pass for PrintOpStats {
    fn run(&self, cx: &mut PassContext<'_>) {
        let ctx = cx.ctx;
        let mut counts: BTreeMap<&str, u64> = BTreeMap::new();
        *counts.entry(ctx.op_name_str(cx.op.name())).or_default() += 1;
        let regions = cx.op.body.root_regions().to_vec();
        walk_regions(&cx.op.body, &regions, true, &mut |b, op, ev| {
            if ev == WalkEvent::Pre {
                *counts.entry(ctx.op_name_str(b.op_name(op))).or_default() += 1;
            }
            WalkControl::Advance
        });
        let text = if self.json {
            json(&counts)
        } else {
            table(&counts)
        };
        cx.print(&text);
        cx.mark_all_preserved();
    }
}

/// `dialect.op` split at the first dot; an op without a dialect prefix has
/// an empty dialect.
fn split(name: &str) -> (&str, &str) {
    match name.split_once('.') {
        Some((d, o)) if !o.is_empty() => (d, o),
        _ => ("", name),
    }
}

/// The table: dialects right-aligned up to the dot, op names left-aligned.
fn table(counts: &BTreeMap<&str, u64>) -> String {
    let mut out = String::from("Operations encountered:\n-----------------------\n");
    let dialect_w = counts.keys().map(|k| split(k).0.len()).max().unwrap_or(0);
    let op_w = counts.keys().map(|k| split(k).1.len()).max().unwrap_or(0);
    for (name, n) in counts {
        let (d, o) = split(name);
        if d.is_empty() {
            out.push_str(&" ".repeat(dialect_w + 3));
        } else {
            out.push_str(&format!("{d:>w$}.", w = dialect_w + 2));
        }
        out.push_str(&format!("{o:<op_w$} , {n}\n"));
    }
    out
}

fn json(counts: &BTreeMap<&str, u64>) -> String {
    let entries: Vec<String> = counts
        .iter()
        .map(|(k, n)| format!("  \"{k}\" : {n}"))
        .collect();
    format!("{{\n{}\n}}\n", entries.join(",\n"))
}
