//! `symbol-dce` and `symbol-privatize`, with MLIR 22's semantics.

use crate::pass::{OptionKind, Pass, PassContext, PassInfo, PassOptions, PassRegistry};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::symbol::{self, is_symbol, Visibility};
use rmlir_ir::AttrData;
use rmlir_ir::{Body, Context, OpId};
use rustc_hash::FxHashSet;

/// Registration of `symbol-dce`.
pub const DCE_INFO: PassInfo = PassInfo {
    argument: "symbol-dce",
    name: "SymbolDCE",
    summary: "Eliminate dead symbols",
    options: &[],
    anchor: None,
    statistics: &[crate::pass::StatisticSpec {
        name: "num-dce'd",
        description: "Number of symbols DCE'd",
        rmlir_only: false,
    }],
    create: |_: &PassOptions, _: &PassRegistry| Box::new(SymbolDce),
};

crate::pass_options! {
    /// The options of `symbol-privatize`.
    pub struct SymbolPrivatizeOptions {
        exclude: Vec<String> = (
            "exclude",
            OptionKind::List,
            "",
            "Comma separated list of symbols that should not be marked private"
        ),
    }
}

/// Registration of `symbol-privatize`.
pub const PRIVATIZE_INFO: PassInfo = PassInfo {
    argument: "symbol-privatize",
    name: "SymbolPrivatize",
    summary: "Mark symbols private",
    options: SymbolPrivatizeOptions::SPECS,
    anchor: None,
    statistics: &[],
    create: |o: &PassOptions, _: &PassRegistry| {
        Box::new(SymbolPrivatize {
            exclude: SymbolPrivatizeOptions::from_options(o).exclude,
        })
    },
};

/// `symbol-dce`: erases non-public symbols nothing live references.
pub struct SymbolDce;

/// `symbol-privatize`: makes the symbols of the symbol table private.
pub struct SymbolPrivatize {
    exclude: Vec<String>,
}

fn sym_name(ctx: &Context, body: &Body, op: OpId) -> Option<String> {
    symbol::symbol_name(ctx, body, op).map(str::to_string)
}

/// Whether a symbol is not public (private or nested): in the top-level
/// symbol table, which nothing outside can see, such symbols may go when
/// unused.
fn is_discardable(ctx: &Context, body: &Body, op: OpId) -> bool {
    symbol::visibility(ctx, body, op) != Visibility::Public
}

/// The root names of the symbols referenced by `op` and everything nested
/// in it (not inside nested symbol tables).
fn symbol_uses(ctx: &Context, body: &Body, op: OpId, out: &mut FxHashSet<String>) {
    symbol::walk_symbol_uses(ctx, body, op, &mut |_, _, a| {
        if let AttrData::SymbolRef { root, .. } = ctx.attr_data(a) {
            out.insert(ctx.ident_str(*root).to_string());
        }
    });
}

impl Pass for SymbolDce {
    fn run(&self, cx: &mut PassContext<'_>) {
        let ctx = cx.ctx;
        if !ctx.op_traits(cx.op.name()).contains(OpTraits::SYMBOL_TABLE) {
            let loc = cx.op.loc;
            cx.fail(rmlir_ir::Diagnostic::error(
                loc,
                format!(
                    "'{}' op  was scheduled to run under SymbolDCE, but does not define a symbol table",
                    ctx.op_name_str(cx.op.name())
                ),
            ));
            return;
        }
        let body = &mut *cx.op.body;
        let top: Vec<OpId> = body
            .root_regions()
            .iter()
            .flat_map(|&r| body.region_blocks(r).collect::<Vec<_>>())
            .flat_map(|b| body.block_ops(b).collect::<Vec<_>>())
            .collect();
        let by_name: rustc_hash::FxHashMap<String, OpId> = top
            .iter()
            .filter_map(|&o| sym_name(ctx, body, o).map(|n| (n, o)))
            .collect();
        let mut live: FxHashSet<OpId> = FxHashSet::default();
        let mut work: Vec<OpId> = Vec::new();
        for &o in &top {
            if !is_symbol(ctx, body, o) || !is_discardable(ctx, body, o) {
                live.insert(o);
                work.push(o);
            }
        }
        while let Some(o) = work.pop() {
            let mut uses = FxHashSet::default();
            symbol_uses(ctx, body, o, &mut uses);
            let mut uses: Vec<String> = uses.into_iter().collect();
            uses.sort();
            for u in uses {
                if let Some(&def) = by_name.get(&u) {
                    if live.insert(def) {
                        work.push(def);
                    }
                }
            }
        }
        let mut erased = 0;
        for o in top {
            if !live.contains(&o) && is_symbol(ctx, body, o) && body.erase_op(o).is_ok() {
                erased += 1;
            }
        }
        cx.add_statistic("num-dce'd", erased);
    }
}

impl Pass for SymbolPrivatize {
    fn run(&self, cx: &mut PassContext<'_>) {
        let ctx = cx.ctx;
        let body = &mut *cx.op.body;
        let top: Vec<OpId> = body
            .root_regions()
            .iter()
            .flat_map(|&r| body.region_blocks(r).collect::<Vec<_>>())
            .flat_map(|b| body.block_ops(b).collect::<Vec<_>>())
            .collect();
        let private = ctx.string_attr("private");
        let key = ctx.ident("sym_visibility");
        for o in top {
            if !is_symbol(ctx, body, o) {
                continue;
            }
            if sym_name(ctx, body, o).is_some_and(|n| self.exclude.contains(&n)) {
                continue;
            }
            let mut entries = body
                .properties(o)
                .map(|p| ctx.dict_entries(p).to_vec())
                .unwrap_or_default();
            match entries.iter_mut().find(|e| e.0 == key) {
                Some(e) => e.1 = private,
                None => entries.push((key, private)),
            }
            body.set_properties(o, Some(ctx.dictionary_attr(entries)));
        }
    }
}
