//! The printer: MLIR 22's text output, generic form and the builtin
//! module's custom form, with MLIR's value/block numbering and location
//! aliases.

mod aliases;
mod naming;
mod types_attrs;

use crate::attrs::{Attr, Loc};
use crate::body::{BlockId, Body, OpId, RegionId, ValueId};
use crate::context::Context;
use crate::registry::OpTraits;
use crate::types::Type;
use aliases::Aliases;
use naming::Names;
use std::fmt::Write;
pub(crate) use types_attrs::Elide;

/// Printing flags (mlir-opt's `--mlir-print-*` options).
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debug_info: bool,
    /// `--mlir-print-local-scope`: no aliases.
    pub local_scope: bool,
}

/// Prints the top-level op `op` of `body` (with alias definitions and a
/// trailing newline) as mlir-opt does.
pub fn print_top_level(ctx: &Context, body: &Body, op: OpId, opts: &PrintOptions) -> String {
    let names = Names::compute(ctx, body, op, opts.generic);
    let aliases = if opts.local_scope {
        Aliases::default()
    } else {
        Aliases::compute(ctx, body, op, opts)
    };
    let mut p = Printer {
        ctx,
        out: String::new(),
        opts,
        names,
        aliases,
        indent: 0,
        builtin_default: true,
    };
    p.print_alias_defs(false);
    p.print_op(body, op);
    p.out.push('\n');
    p.print_alias_defs(true);
    // mlir-opt ends the output with an empty line unless printing with local scope.
    if !opts.local_scope {
        p.out.push('\n');
    }
    p.out
}

/// Prints an op on its own (generic form, no aliases), e.g. for diagnostics.
pub fn op_to_string(ctx: &Context, body: &Body, op: OpId, generic: bool) -> String {
    let opts = PrintOptions {
        generic,
        debug_info: false,
        local_scope: true,
    };
    let names = Names::compute(ctx, body, op, generic);
    let mut p = Printer {
        ctx,
        out: String::new(),
        opts: &opts,
        names,
        aliases: Aliases::default(),
        indent: 0,
        builtin_default: true,
    };
    p.print_op(body, op);
    p.out
}

/// Prints a type.
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let opts = PrintOptions::default();
    let mut p = Printer::bare(ctx, &opts);
    p.print_type(ty);
    p.out
}

/// Prints an attribute.
pub fn attr_to_string(ctx: &Context, attr: Attr) -> String {
    let opts = PrintOptions::default();
    let mut p = Printer::bare(ctx, &opts);
    p.print_attr(attr, Elide::Never);
    p.out
}

/// Prints a location as `loc(...)`.
pub fn loc_to_string(ctx: &Context, loc: Loc) -> String {
    let opts = PrintOptions::default();
    let mut p = Printer::bare(ctx, &opts);
    p.print_loc_full(loc, true);
    p.out
}

/// Printer state.
pub(crate) struct Printer<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) out: String,
    opts: &'a PrintOptions,
    names: Names,
    pub(crate) aliases: Aliases,
    indent: usize,
    /// Whether `builtin` is the default dialect where the next op prints.
    builtin_default: bool,
}

impl<'a> Printer<'a> {
    fn bare(ctx: &'a Context, opts: &'a PrintOptions) -> Self {
        Printer {
            ctx,
            out: String::new(),
            opts,
            names: Names::default(),
            aliases: Aliases::default(),
            indent: 0,
            builtin_default: true,
        }
    }

    fn print_alias_defs(&mut self, deferred: bool) {
        let defs: Vec<(String, aliases::AliasDef)> = self.aliases.defs(deferred).collect();
        for (name, def) in defs {
            self.out.push_str(&name);
            self.out.push_str(" = ");
            match def {
                aliases::AliasDef::Loc(loc) => self.print_loc_full(loc, true),
                aliases::AliasDef::Attr(attr) => self.print_attr_body(attr),
            }
            self.out.push('\n');
        }
    }

    fn write_indent(&mut self) {
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    fn print_value(&mut self, body: &Body, v: ValueId) {
        self.names.write_value(&mut self.out, body, v);
    }

    fn print_block_name(&mut self, body: &Body, b: BlockId) {
        self.names.write_block(&mut self.out, body, b);
    }

    fn print_trailing_loc(&mut self, loc: Loc) {
        if self.opts.debug_info {
            self.out.push_str(" loc(");
            self.print_loc_ref(loc);
            self.out.push(')');
        }
    }

    /// Prints an op with its results (no indentation, no newline).
    fn print_op(&mut self, body: &Body, op: OpId) {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || self.print_op_inner(body, op))
    }

    fn print_op_inner(&mut self, body: &Body, op: OpId) {
        let n = body.num_results(op);
        if n > 0 {
            self.names
                .write_result_group(&mut self.out, body, body.result(op, 0));
            if n > 1 {
                let _ = write!(self.out, ":{n}");
            }
            self.out.push_str(" = ");
        }
        let name = self.ctx.op_name_str(body.op_name(op));
        if !self.opts.generic && name == "builtin.module" {
            self.print_module_custom(body, op);
        } else if !self.opts.generic && name == "builtin.unrealized_conversion_cast" {
            self.print_cast_custom(body, op);
        } else {
            self.print_generic(body, op);
        }
        self.print_trailing_loc(body.op_loc(op));
    }

    fn print_module_custom(&mut self, body: &Body, op: OpId) {
        let ctx = self.ctx;
        // `builtin.` is implied only where builtin is the default dialect.
        self.out.push_str(if self.builtin_default {
            "module "
        } else {
            "builtin.module "
        });
        if let Some(p) = body.properties(op) {
            if let Some(sym) = ctx.dict_get(p, "sym_name") {
                if let crate::attrs::AttrData::String { value, .. } = ctx.attr_data(sym) {
                    types_attrs::write_symbol(&mut self.out, &String::from_utf8_lossy(value));
                    self.out.push(' ');
                }
            }
        }
        // Inherent attributes other than the name print with the others.
        let mut attrs: Vec<(crate::attrs::Ident, Attr)> = ctx.dict_entries(body.attrs(op)).to_vec();
        if let Some(p) = body.properties(op) {
            attrs.extend(
                ctx.dict_entries(p)
                    .iter()
                    .filter(|(k, _)| ctx.ident_str(*k) != "sym_name"),
            );
        }
        attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
        if !attrs.is_empty() {
            self.out.push_str("attributes {");
            self.print_dict_entries(&attrs);
            self.out.push_str("} ");
        }
        let rb = body.regions_body(op);
        if let Some(&region) = body.op_regions(op).first() {
            let saved = std::mem::replace(&mut self.builtin_default, true);
            self.print_region(rb, region, false, false, false);
            self.builtin_default = saved;
        }
    }

    /// `unrealized_conversion_cast %a : t1 to t2 {attrs}`.
    fn print_cast_custom(&mut self, body: &Body, op: OpId) {
        self.out.push_str(if self.builtin_default {
            "unrealized_conversion_cast"
        } else {
            "builtin.unrealized_conversion_cast"
        });
        if body.num_operands(op) > 0 {
            for (i, v) in body.operands(op).enumerate() {
                self.out.push_str(if i == 0 { " " } else { ", " });
                self.print_value(body, v);
            }
            self.out.push_str(" : ");
            let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
            self.print_type_list(&types);
        }
        self.out.push_str(" to ");
        let results: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        self.print_type_list(&results);
        let attrs = self.ctx.dict_entries(body.attrs(op));
        if !attrs.is_empty() {
            self.out.push_str(" {");
            self.print_dict_entries(attrs);
            self.out.push('}');
        }
    }

    fn print_generic(&mut self, body: &Body, op: OpId) {
        let ctx = self.ctx;
        types_attrs::write_escaped(&mut self.out, ctx.op_name_str(body.op_name(op)).as_bytes());
        self.out.push('(');
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value(body, v);
        }
        self.out.push(')');
        let succ = body.successors(op);
        if !succ.is_empty() {
            self.out.push('[');
            for (i, &b) in succ.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_block_name(body, b);
            }
            self.out.push(']');
        }
        if let Some(p) = body.properties(op) {
            self.out.push_str(" <");
            self.print_attr(p, Elide::Never);
            self.out.push('>');
        }
        let regions = body.op_regions(op);
        if !regions.is_empty() {
            let rb = body.regions_body(op);
            let is_module = ctx.op_name_str(body.op_name(op)) == "builtin.module";
            let saved = std::mem::replace(&mut self.builtin_default, is_module);
            self.out.push_str(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(rb, r, true, true, true);
            }
            self.out.push(')');
            self.builtin_default = saved;
        }
        let attrs = ctx.dict_entries(body.attrs(op));
        if !attrs.is_empty() {
            self.out.push_str(" {");
            self.print_dict_entries(attrs);
            self.out.push('}');
        }
        self.out.push_str(" : (");
        for (i, v) in body.operands(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(body.value_type(v));
        }
        self.out.push_str(") -> ");
        let results: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        self.print_result_types(&results);
    }

    /// Prints `{ ... }` at the current indentation.
    fn print_region(
        &mut self,
        body: &Body,
        region: RegionId,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
    ) {
        let _ = terminators;
        self.out.push('{');
        self.out.push('\n');
        let mut first = true;
        for b in body.region_blocks(region) {
            let header = if first {
                (empty_block && body.block_is_empty(b))
                    || (entry_args && !body.block_args(b).is_empty())
            } else {
                true
            };
            self.print_block(body, b, header);
            first = false;
        }
        self.write_indent();
        self.out.push('}');
    }

    fn print_block(&mut self, body: &Body, b: BlockId, header: bool) {
        if header {
            self.write_indent();
            self.print_block_name(body, b);
            let args = body.block_args(b);
            if !args.is_empty() {
                self.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_value(body, a);
                    self.out.push_str(": ");
                    self.print_type(body.value_type(a));
                    if self.opts.debug_info {
                        if let Some(l) = body.value_loc(a) {
                            self.out.push_str(" loc(");
                            self.print_loc_full(l, false);
                            self.out.push(')');
                        }
                    }
                }
                self.out.push(')');
            }
            self.out.push(':');
            self.print_predecessors(body, b);
            self.out.push('\n');
        }
        self.indent += 2;
        for op in body.block_ops(b) {
            self.write_indent();
            self.print_op(body, op);
            self.out.push('\n');
        }
        self.indent -= 2;
    }

    fn print_predecessors(&mut self, body: &Body, b: BlockId) {
        let preds = self.names.predecessors(body, b);
        let region = body.block_region(b);
        let is_entry = body.entry_block(region) == Some(b);
        match preds.len() {
            0 => {
                if !is_entry {
                    self.out.push_str("  // no predecessors");
                }
            }
            1 => {
                self.out.push_str("  // pred: ");
                self.print_block_name(body, preds[0]);
            }
            n => {
                let mut sorted = preds.clone();
                sorted.sort_by_key(|&p| self.names.block_number(body, p));
                let _ = write!(self.out, "  // {n} preds: ");
                for (i, &p) in sorted.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_block_name(body, p);
                }
            }
        }
    }
}

impl Context {
    /// Whether `op` in `body` is a terminator (registered with the trait).
    pub fn is_terminator(&self, body: &Body, op: OpId) -> bool {
        self.op_traits(body.op_name(op))
            .contains(OpTraits::TERMINATOR)
    }
}
