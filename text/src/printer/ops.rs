//! Printing ops: results, the generic and custom forms, attribute
//! dictionaries, regions, blocks and their arguments, successors and
//! locations.

use super::{
    op_weight, types_attrs, window_len, Chunk, ChunkEnv, Elide, Printer, WINDOW_PER_THREAD,
};
use crate::CustomAssembly;
use rmlir_ir::registry::OpTraits;
use rmlir_ir::Type;
use rmlir_ir::{Attr, Ident, Loc};
use rmlir_ir::{BlockId, Body, OpId, RegionId};
use smallvec::SmallVec;
use std::fmt::Write;
use std::time::{Duration, Instant};

impl<'a> Printer<'a> {
    /// Prints an op with its results (no indentation, no newline).
    pub(super) fn print_op(&mut self, body: &Body, op: OpId) {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || self.print_op_inner(body, op))
    }

    pub(super) fn print_op_inner(&mut self, body: &Body, op: OpId) {
        if self.stopped {
            return;
        }
        if let Some(r) = self.record.as_mut() {
            if self.opts.debug_info {
                r.visit_loc(body.op_loc(op), true);
            }
        }
        let n = body.num_results(op);
        if n > 0 && self.record.is_none() {
            self.names.write_result_list(&mut self.out, body, op);
            self.out.push_str(" = ");
        }
        let name = self.ctx.op_name_str(body.op_name(op));
        let info = self.ctx.op_info(body.op_name(op));
        if !self.opts.generic && name == "builtin.module" {
            self.print_module_custom(body, op);
        } else if !self.opts.generic && name == "builtin.unrealized_conversion_cast" {
            self.print_cast_custom(body, op);
        } else if let (false, Some(hook)) = (
            self.opts.generic,
            info.and_then(|i| i.interface::<CustomAssembly>())
                .and_then(|a| a.print),
        ) {
            let dd = self.default_dialect;
            let short = name
                .strip_prefix(dd)
                .and_then(|r| r.strip_prefix('.'))
                .filter(|r| !dd.is_empty() && !r.contains('.'));
            self.out.push_str(short.unwrap_or(name));
            hook(self, body, op);
        } else if self.record.is_some() {
            self.record_generic(body, op);
        } else {
            self.print_generic(body, op);
        }
        if self.record.is_none() {
            self.print_trailing_loc(body.op_loc(op));
            if self.opts.value_users {
                self.print_users_comment(body, op);
            }
        }
    }

    pub(super) fn print_trailing_loc(&mut self, loc: Loc) {
        if !self.opts.debug_info {
            return;
        }
        if self.opts.pretty_debug_info {
            self.out.push(' ');
            self.print_loc_full(loc, false);
        } else {
            self.out.push_str(" loc(");
            self.print_loc_ref(loc);
            self.out.push(')');
        }
    }

    /// A block argument's location (` loc(...)`, never aliased at the top).
    pub(super) fn print_arg_loc(&mut self, l: Loc) {
        if let Some(r) = self.record.as_mut() {
            r.visit_loc(l, false);
            return;
        }
        self.out.push(' ');
        self.print_loc_full(l, true);
    }

    /// What MLIR's alias collector visits for a generic op: regions, then
    /// types and attributes.
    pub(super) fn record_generic(&mut self, body: &Body, op: OpId) {
        let regions = body.op_regions(op);
        if !regions.is_empty() {
            let rb = body.regions_body(op);
            let split = self.splits(body, op);
            for &r in regions {
                self.print_region_blocks(rb, r, true, true, true, split);
            }
        }
        if let Some(r) = self.record.as_mut() {
            r.visit_generic_tail(body, op);
        }
    }

    pub(super) fn print_module_custom(&mut self, body: &Body, op: OpId) {
        let ctx = self.ctx;
        // `builtin.` is implied only where builtin is the default dialect.
        self.out.push_str(if self.default_dialect == "builtin" {
            "module "
        } else {
            "builtin.module "
        });
        if let Some(p) = body.properties(op) {
            if let Some(sym) = ctx.dict_get(p, "sym_name") {
                if let rmlir_ir::AttrData::String { value, .. } = ctx.attr_data(sym) {
                    types_attrs::write_symbol(&mut self.out, value);
                    self.out.push(' ');
                }
            }
        }
        // Inherent attributes other than the name print with the others.
        let attrs = self.op_attrs(body, op);
        let kept: SmallVec<[(Ident, Attr); 8]> = attrs
            .into_iter()
            .filter(|(k, _)| ctx.ident_str(*k) != "sym_name")
            .collect();
        if !kept.is_empty() {
            if let Some(r) = self.record.as_mut() {
                for &(_, v) in &kept {
                    r.visit_attr(v, false);
                }
            } else {
                self.out.push_str("attributes {");
                self.print_dict_entries(&kept);
                self.out.push_str("} ");
            }
        }
        self.print_region(body, op, 0, false, false, false);
    }

    /// `unrealized_conversion_cast %a : t1 to t2 {attrs}`.
    pub(super) fn print_cast_custom(&mut self, body: &Body, op: OpId) {
        self.out.push_str(if self.default_dialect == "builtin" {
            "unrealized_conversion_cast"
        } else {
            "builtin.unrealized_conversion_cast"
        });
        if body.num_operands(op) > 0 {
            self.out.push(' ');
            self.print_operands(body, body.operands(op));
            self.out.push_str(" : ");
            let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
            self.print_type_list(&types);
        }
        self.out.push_str(" to ");
        let results: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        self.print_type_list(&results);
        let attrs = self.ctx.dict_entries(body.attrs(op)).to_vec();
        self.print_optional_attr_dict(&attrs, &[]);
    }

    pub(super) fn print_generic(&mut self, body: &Body, op: OpId) {
        let ctx = self.ctx;
        types_attrs::write_escaped(&mut self.out, ctx.op_name_str(body.op_name(op)).as_bytes());
        self.out.push('(');
        self.print_operands(body, body.operands(op));
        self.out.push(')');
        let succ = body.successors(op);
        if !succ.is_empty() {
            self.out.push('[');
            for (i, &b) in succ.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_block_ref(body, b);
            }
            self.out.push(']');
        }
        if let Some(p) = body.properties(op) {
            self.out.push_str(" <");
            self.print_attr(p, Elide::Never);
            self.out.push('>');
        }
        let n_regions = body.op_regions(op).len();
        if n_regions > 0 {
            self.out.push_str(" (");
            for i in 0..n_regions {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(body, op, i, true, true, true);
            }
            self.out.push(')');
        }
        let attrs = ctx.dict_entries(body.attrs(op));
        if !attrs.is_empty() {
            self.out.push_str(" {");
            self.print_dict_entries(attrs);
            self.out.push('}');
        }
        self.out.push_str(" : (");
        let operands: SmallVec<[Type; 4]> = body.operands(op).map(|v| body.value_type(v)).collect();
        self.print_type_list(&operands);
        self.out.push_str(") -> ");
        let results: SmallVec<[Type; 4]> = body.results(op).map(|r| body.value_type(r)).collect();
        self.print_result_types(&results);
    }

    /// Prints `{ ... }` at the current indentation.
    pub(super) fn print_region_blocks(
        &mut self,
        body: &Body,
        region: RegionId,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
        split: bool,
    ) {
        if self.opts.skip_regions {
            self.out.push_str("{...}");
            return;
        }
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
            self.print_block(body, b, header, first && !terminators, split);
            first = false;
        }
        self.write_indent();
        self.out.push('}');
    }

    pub(super) fn print_block(
        &mut self,
        body: &Body,
        b: BlockId,
        header: bool,
        skip_terminator: bool,
        split: bool,
    ) {
        if header {
            self.write_indent();
            self.print_block_ref(body, b);
            let args = body.block_args(b);
            if !args.is_empty() {
                self.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_operand(body, a);
                    self.out.push_str(": ");
                    self.print_type(body.value_type(a));
                    if self.opts.debug_info {
                        if let Some(l) = body.value_loc(a) {
                            self.print_arg_loc(l);
                        }
                    }
                }
                self.out.push(')');
            }
            self.out.push(':');
            if self.record.is_none() {
                self.print_predecessors(body, b);
            }
            self.out.push('\n');
        }
        let last = body.block_ops(b).last();
        let skip = match last {
            Some(l) if skip_terminator => {
                let info = self.ctx.op_info(body.op_name(l));
                info.is_some_and(|i| i.traits.contains(OpTraits::TERMINATOR))
                    .then_some(l)
            }
            _ => None,
        };
        self.indent += 2;
        if self.opts.value_users && self.record.is_none() {
            self.print_block_arg_users(body, b);
        }
        let parallel = rayon::current_num_threads() > 1;
        if split && parallel && body.block_ops(b).nth(1).is_some() {
            let ops: Vec<OpId> = body.block_ops(b).filter(|&o| Some(o) != skip).collect();
            self.print_ops_parallel(body, &ops);
        } else {
            for op in body.block_ops(b) {
                if Some(op) == skip || (split && !self.records_aliases_of(body, op)) {
                    continue;
                }
                self.flush_if_full();
                self.write_indent();
                self.print_op(body, op);
                self.out.push('\n');
                if self.record.is_some() {
                    self.out.clear();
                }
                // Closing lines of deep nests add up on the way out.
                self.flush_if_full();
            }
        }
        self.indent -= 2;
    }

    /// Prints (or records) `ops`, lines of the split body, on the pool.
    pub(super) fn print_ops_parallel(&mut self, body: &Body, ops: &[OpId]) {
        let started = Instant::now();
        let user = if self.record.is_some() {
            self.record_ops_parallel(body, ops)
        } else {
            self.print_ops_streamed(body, ops)
        };
        let wall = started.elapsed();
        self.parallel.wall += wall;
        self.parallel.user += user;
    }

    /// Records `ops` for alias collection on the pool a window at a time,
    /// then takes in the results in order. Returns the time spent summed
    /// over threads.
    pub(super) fn record_ops_parallel(&mut self, body: &Body, ops: &[OpId]) -> Duration {
        use rayon::prelude::*;
        let mut user = Duration::ZERO;
        let window = WINDOW_PER_THREAD * rayon::current_num_threads();
        for part in ops.chunks(window.max(1)) {
            let env = self.chunk_env();
            let chunks: Vec<Chunk<'_>> = part.par_iter().map(|&op| env.print(body, op)).collect();
            let merging = Instant::now();
            for chunk in chunks {
                user += chunk.spent;
                if let (Some(r), Some(c)) = (self.record.as_mut(), chunk.record) {
                    r.absorb(c);
                }
            }
            user += merging.elapsed();
        }
        user
    }

    /// Prints `ops` in windows: the window's first op is printed here,
    /// streamed to the sink as it goes, while the pool prints the rest of
    /// the window into buffers, which are then written in order. A window
    /// holds at most [`WINDOW_PER_THREAD`] ops per thread and, beyond its
    /// first op, no more ops (by [`op_weight`]) than the larger of the first
    /// op and [`WEIGHT_PER_THREAD`] per thread: the text buffered at once
    /// stays near one large op's, however large the input. An op that
    /// numbered a `distinct` attribute or outgrew its limit ([`CHUNK_LIMIT`]) is printed
    /// again in order. Returns the time spent summed over threads.
    pub(super) fn print_ops_streamed(&mut self, body: &Body, ops: &[OpId]) -> Duration {
        use rayon::prelude::*;
        let threads = rayon::current_num_threads();
        let weights: Vec<usize> = ops.iter().map(|&op| op_weight(body, op)).collect();
        let mut user = Duration::ZERO;
        let mut start = 0;
        while start < ops.len() && !self.stopped {
            let end = start + window_len(&weights[start..], threads);
            let head = ops[start];
            let rest = &ops[start + 1..end];
            start = end;
            let env = self.chunk_env();
            let (head_spent, chunks) = rayon::join(
                || {
                    let began = Instant::now();
                    self.flush_if_full();
                    self.write_indent();
                    self.print_op(body, head);
                    self.out.push('\n');
                    began.elapsed()
                },
                || {
                    rest.par_iter()
                        .map(|&op| env.print(body, op))
                        .collect::<Vec<Chunk<'_>>>()
                },
            );
            user += head_spent;
            let merging = Instant::now();
            for (chunk, &op) in chunks.into_iter().zip(rest) {
                user += chunk.spent;
                if chunk.redo {
                    self.flush_if_full();
                    self.write_indent();
                    self.print_op(body, op);
                    self.out.push('\n');
                    continue;
                }
                self.write_text(chunk.out);
                for key in chunk.resource_refs {
                    if self.resource_seen.insert(key.as_str().into()) {
                        self.resource_refs.push(key);
                    }
                }
            }
            user += merging.elapsed();
        }
        user
    }

    /// What workers need to print or record ops of the split body; takes
    /// the `distinct` numbers (give them back with the env's).
    pub(super) fn chunk_env(&self) -> ChunkEnv<'a> {
        ChunkEnv {
            ctx: self.ctx,
            opts: self.opts,
            names: self.names,
            aliases: self.aliases,
            distinct_ids: self.distinct_ids.clone(),
            indent: self.indent,
            default_dialect: self.default_dialect,
            recording: self.record.is_some(),
        }
    }

    /// Adds text printed elsewhere: straight to the sink when there is one
    /// (after what is buffered), else to the buffer.
    pub(super) fn write_text(&mut self, text: String) {
        if self.sink.is_some() {
            self.flush_all();
            if let (Some(sink), None) = (self.sink.as_mut(), &self.io_error) {
                if let Err(e) = sink.write_all(text.as_bytes()) {
                    self.io_error = Some(e);
                    self.stopped = true;
                }
            }
        } else {
            self.out.push_str(&text);
            self.flush_if_full();
        }
    }

    pub(super) fn print_predecessors(&mut self, body: &Body, b: BlockId) {
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
                self.print_block_ref(body, preds[0]);
            }
            n => {
                let mut sorted = preds.clone();
                sorted.sort_by_key(|&p| self.names.block_number(body, p));
                let _ = write!(self.out, "  // {n} preds: ");
                for (i, &p) in sorted.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_block_ref(body, p);
                }
            }
        }
    }
}
