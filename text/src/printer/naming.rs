//! SSA value and block numbering, as MLIR 22's printer assigns it.
//!
//! Regions are numbered from a LIFO worklist: a region's own blocks and ops
//! first, then the regions of its ops, last pushed first. In the generic form
//! the counters run on across the whole op (unique IDs); in the custom form
//! each region restarts from the counters its parent region had when it was
//! pushed.
//!
//! Printing flags change the numbering as MLIR's do: `--mlir-print-unique-ssa-ids`
//! keeps the counters running as the generic form does,
//! `--mlir-print-value-users` gives ops without results a number of their
//! own, and `--mlir-use-nameloc-as-prefix` names values after the first
//! `NameLoc` in their location.

use rmlir_ir::Context;
use rmlir_ir::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use rmlir_ir::{Loc, LocData};
use rustc_hash::FxHashMap;
use std::fmt::Write;

const NONE: u32 = u32::MAX;
const ARG_FLAG: u32 = 1 << 31;
const NAME_FLAG: u32 = 1 << 30;

/// The names of one body's values and blocks.
#[derive(Default)]
struct BodyNames {
    values: Vec<u32>,
    blocks: Vec<u32>,
    preds: FxHashMap<BlockId, Vec<BlockId>>,
    /// Numbers of ops without results (only with [`NameFlags::op_ids`]).
    ops: FxHashMap<OpId, u32>,
    /// Names given through hints (`c0_i32`, `cst`, ...), by index.
    strings: Vec<String>,
    /// Result group starts of ops whose results were named in groups.
    groups: FxHashMap<OpId, Vec<u32>>,
}

/// The printing flags that change how values are named.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct NameFlags {
    /// The generic form: no OpAsm result names, counters never restored.
    pub generic: bool,
    /// Counters run on across regions (`--mlir-print-unique-ssa-ids`).
    pub unique: bool,
    /// Ops without results get a number (`--mlir-print-value-users`).
    pub op_ids: bool,
    /// Values are named after their location's first `NameLoc`
    /// (`--mlir-use-nameloc-as-prefix`).
    pub nameloc: bool,
}

impl NameFlags {
    /// The naming flags of a set of printing options.
    pub(crate) fn of(opts: &super::PrintOptions) -> NameFlags {
        NameFlags {
            generic: opts.generic,
            unique: opts.unique_ssa_ids,
            op_ids: opts.value_users,
            nameloc: opts.nameloc_prefix,
        }
    }

    /// Whether counters run on across regions (MLIR's
    /// `shouldPrintUniqueSSAIDs`).
    fn keeps_counters(self) -> bool {
        self.unique || self.generic
    }
}

/// The name of the first `NameLoc` in `loc`, searched pre-order as MLIR's
/// `findInstanceOf<NameLoc>` does.
fn nameloc_name(ctx: &Context, loc: Loc) -> Option<&str> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.loc_data(l) {
            LocData::Name { name, .. } => return Some(ctx.ident_str(*name)),
            LocData::CallSite { callee, caller } => stack.extend([*caller, *callee]),
            LocData::Fused(f) => stack.extend(f.locs.iter().rev()),
            LocData::FileLineCol { .. } | LocData::FileRange(_) | LocData::Unknown => {}
        }
    }
    None
}

/// Names of the values and blocks of one printed op tree. Each body's
/// names are kept apart, so that the bodies of IsolatedFromAbove ops can be
/// numbered on separate threads.
#[derive(Default)]
pub(crate) struct Names {
    bodies: FxHashMap<usize, BodyNames>,
    /// Time spent numbering isolated ops in parallel: wall, and summed
    /// over the tasks (for `--mlir-timing`).
    pub(crate) parallel: (std::time::Duration, std::time::Duration),
}

#[derive(Clone, Copy)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// The names in use, scoped by region as MLIR's `usedNames` table.
#[derive(Clone, Default)]
struct UsedNames {
    set: rustc_hash::FxHashSet<String>,
    /// Open scopes: id and the names each added.
    scopes: Vec<(u32, Vec<String>)>,
    next_id: u32,
}

impl UsedNames {
    fn push_scope(&mut self) -> u32 {
        self.next_id += 1;
        self.scopes.push((self.next_id, Vec::new()));
        self.next_id
    }

    /// Closes scopes until `id` is the innermost.
    fn pop_until(&mut self, id: u32) {
        while let Some((top, _)) = self.scopes.last() {
            if *top == id {
                break;
            }
            if let Some((_, names)) = self.scopes.pop() {
                for n in names {
                    self.set.remove(&n);
                }
            }
        }
    }

    /// MLIR's `uniqueValueName`: the name, or `name_N` with the next free
    /// conflict number.
    fn unique(&mut self, name: &str, conflict: &mut u32) -> String {
        let base = sanitize(name);
        let chosen = if !self.set.contains(&base) {
            base
        } else {
            loop {
                let probe = format!("{base}_{conflict}");
                *conflict += 1;
                if !self.set.contains(&probe) {
                    break probe;
                }
            }
        };
        self.set.insert(chosen.clone());
        if let Some((_, names)) = self.scopes.last_mut() {
            names.push(chosen.clone());
        }
        chosen
    }
}

/// MLIR's `sanitizeIdentifier` for value names: keeps letters, digits and
/// `$._-`, turns spaces into `_` and other bytes into hex; a leading digit
/// gets a `_` prefix.
fn sanitize(name: &str) -> String {
    let valid = |c: u8| c.is_ascii_alphanumeric() || b"$._-".contains(&c);
    let bytes = name.as_bytes();
    let leading_digit = bytes.first().is_some_and(|c| c.is_ascii_digit());
    if !leading_digit && bytes.iter().all(|&c| valid(c)) {
        return name.to_string();
    }
    let mut out = String::new();
    if leading_digit {
        out.push('_');
    }
    for &c in bytes {
        if valid(c) {
            out.push(c as char);
        } else if c == b' ' {
            out.push('_');
        } else {
            let _ = write!(out, "{c:X}");
        }
    }
    out
}

impl Names {
    /// Numbers everything nested in `op`; in the custom form ops may name
    /// their results (OpAsmOpInterface).
    pub(crate) fn compute(ctx: &Context, body: &Body, op: OpId, flags: NameFlags) -> Names {
        let mut names = Names::default();
        let mut used = UsedNames::default();
        let top_scope = used.push_scope();
        let mut c = Counters {
            value: 0,
            arg: 0,
            conflict: 0,
        };
        // The op's regions start from the counters as they were before the
        // op itself was numbered, as MLIR saves them; the op's own number
        // (a result, or its id when users are printed) only shows when the
        // counters keep running.
        let before = c;
        names.number_op(ctx, body, op, &mut c, &mut used, flags);
        let rb = body.regions_body(op);
        let stack = body
            .op_regions(op)
            .iter()
            .map(|&r| (rb, r, before, top_scope))
            .collect();
        names.number_regions(ctx, stack, c, &mut used, flags, !flags.keeps_counters());
        names
    }

    /// Numbers everything in `body`'s root regions, as printing the op that
    /// owns `body` numbers them: the names an op of `body` has when MLIR
    /// prints it from its closest IsolatedFromAbove ancestor.
    pub(crate) fn compute_body(ctx: &Context, body: &Body, flags: NameFlags) -> Names {
        let mut names = Names::default();
        let mut used = UsedNames::default();
        let top_scope = used.push_scope();
        // With op ids, the owner (numbered first) takes number 0, which
        // shows when the counters keep running.
        let first = u32::from(flags.op_ids && flags.keeps_counters());
        let c = Counters {
            value: first,
            arg: 0,
            conflict: 0,
        };
        let stack = body
            .root_regions()
            .iter()
            .map(|&r| (body, r, c, top_scope))
            .collect();
        names.number_regions(ctx, stack, c, &mut used, flags, false);
        names
    }

    /// Numbers the regions on `stack` and everything nested in them.
    ///
    /// With `split`, the IsolatedFromAbove ops directly in the stack's
    /// regions have their regions numbered in parallel, each from the
    /// counters and used names it would start from serially: this is only
    /// the same numbering when each region restarts from its parent's
    /// counters (not [`NameFlags::keeps_counters`]), as an isolated op's
    /// regions then depend on nothing numbered after they are pushed.
    fn number_regions(
        &mut self,
        ctx: &Context,
        mut stack: Vec<(&Body, RegionId, Counters, u32)>,
        mut c: Counters,
        used: &mut UsedNames,
        flags: NameFlags,
        split: bool,
    ) {
        // Isolated ops numbered in parallel: their body and regions, the
        // counters and parent scope, and the used names they start from.
        type Task<'b> = (&'b Body, &'b [RegionId], Counters, u32, usize);
        let mut tasks: Vec<Task<'_>> = Vec::new();
        let mut snapshots: Vec<UsedNames> = Vec::new();
        // The regions whose isolated ops are split off: the stack's own.
        let top: Vec<(usize, RegionId)> = if split {
            stack.iter().map(|&(b, r, ..)| (body_key(b), r)).collect()
        } else {
            Vec::new()
        };
        // Entry block arguments are named `argN` through the used-name
        // table whenever other names can collide with them.
        let named_args = !flags.generic || flags.nameloc;
        let names = self;
        while let Some((b, r, saved, parent_scope)) = stack.pop() {
            if !flags.keeps_counters() {
                c = saved;
            }
            used.pop_until(parent_scope);
            let scope = used.push_scope();
            for (bi, blk) in b.region_blocks(r).enumerate() {
                let is_entry = bi == 0;
                names.table(b).blocks[blk.index()] = bi as u32;
                for &a in b.block_args(blk) {
                    let from_loc = if flags.nameloc {
                        b.value_loc(a).and_then(|l| nameloc_name(ctx, l))
                    } else {
                        None
                    };
                    let id = if is_entry {
                        c.arg += 1;
                        if named_args {
                            let special = format!("arg{}", c.arg - 1);
                            let n = used.unique(from_loc.unwrap_or(&special), &mut c.conflict);
                            names.intern_name(b, n)
                        } else {
                            (c.arg - 1) | ARG_FLAG
                        }
                    } else if let Some(name) = from_loc {
                        let n = used.unique(name, &mut c.conflict);
                        names.intern_name(b, n)
                    } else {
                        c.value += 1;
                        c.value - 1
                    };
                    names.table(b).values[a.index()] = id;
                }
                for o in b.block_ops(blk) {
                    names.number_op(ctx, b, o, &mut c, used, flags);
                }
            }
            let splitting = top.contains(&(body_key(b), r));
            let mut snapshot = None;
            for blk in b.region_blocks(r) {
                for o in b.block_ops(blk) {
                    let orb = b.regions_body(o);
                    if splitting && !std::ptr::eq(orb, b) {
                        let at = *snapshot.get_or_insert_with(|| {
                            snapshots.push(used.clone());
                            snapshots.len() - 1
                        });
                        tasks.push((orb, b.op_regions(o), c, scope, at));
                        continue;
                    }
                    for &nr in b.op_regions(o) {
                        stack.push((orb, nr, c, scope));
                    }
                }
            }
        }
        if tasks.is_empty() {
            return;
        }
        use rayon::prelude::*;
        let started = std::time::Instant::now();
        let numbered: Vec<(Names, std::time::Duration)> = tasks
            .par_iter()
            .map(|&(ob, regions, c, scope, at)| {
                let task_started = std::time::Instant::now();
                let mut part = Names::default();
                let mut used = snapshots[at].clone();
                let stack = regions.iter().map(|&nr| (ob, nr, c, scope)).collect();
                part.number_regions(ctx, stack, c, &mut used, flags, false);
                (part, task_started.elapsed())
            })
            .collect();
        names.parallel.0 += started.elapsed();
        for (part, took) in numbered {
            names.bodies.extend(part.bodies);
            names.parallel.1 += took;
        }
    }

    /// Stores a hinted name of a value of `b` and returns its id.
    fn intern_name(&mut self, b: &Body, n: String) -> u32 {
        if n.len() > 3 && n.starts_with("arg") && n[3..].bytes().all(|c| c.is_ascii_digit()) {
            if let Ok(k) = n[3..].parse::<u32>() {
                if k.to_string() == n[3..] && k < NAME_FLAG {
                    return k | ARG_FLAG;
                }
            }
        }
        let strings = &mut self.table(b).strings;
        strings.push(n);
        (strings.len() as u32 - 1) | NAME_FLAG
    }

    fn table(&mut self, b: &Body) -> &mut BodyNames {
        self.bodies.entry(body_key(b)).or_insert_with(|| {
            let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
            for op in (0..b.op_capacity()).map(|i| OpId(i as u32)) {
                if b.is_live_op(op) && !b.successors(op).is_empty() {
                    if let Some(src) = b.op_block(op) {
                        for &s in b.successors(op) {
                            preds.entry(s).or_default().push(src);
                        }
                    }
                }
            }
            BodyNames {
                values: vec![NONE; b.value_capacity()],
                blocks: vec![NONE; b.block_capacity()],
                preds,
                ..BodyNames::default()
            }
        })
    }

    fn number_op(
        &mut self,
        ctx: &Context,
        b: &Body,
        op: OpId,
        c: &mut Counters,
        used: &mut UsedNames,
        flags: NameFlags,
    ) {
        if b.num_results(op) == 0 {
            if flags.op_ids {
                self.table(b).ops.insert(op, c.value);
                c.value += 1;
            }
            return;
        }
        let first = b.result(op, 0);
        let from_loc = if flags.nameloc {
            nameloc_name(ctx, b.op_loc(op))
        } else {
            None
        };
        if !flags.generic {
            if let Some(f) = ctx.op_info(b.op_name(op)).and_then(|i| i.result_names) {
                let mut hints: Vec<(usize, String)> = Vec::new();
                f(ctx, b, op, &mut |idx, name| {
                    hints.push((idx, name.to_string()))
                });
                let mut groups: Vec<u32> = vec![0];
                for (idx, h) in hints {
                    if idx >= b.num_results(op) {
                        continue;
                    }
                    let h = from_loc.unwrap_or(&h);
                    let v = b.result(op, idx);
                    let id = if h.is_empty() {
                        c.value += 1;
                        c.value - 1
                    } else {
                        let n = used.unique(h, &mut c.conflict);
                        self.intern_name(b, n)
                    };
                    self.table(b).values[v.index()] = id;
                    if idx != 0 {
                        groups.push(idx as u32);
                    }
                }
                if let (Some(name), NONE) = (from_loc, self.table(b).values[first.index()]) {
                    let n = used.unique(name, &mut c.conflict);
                    let id = self.intern_name(b, n);
                    self.table(b).values[first.index()] = id;
                }
                if self.table(b).values[first.index()] == NONE {
                    self.table(b).values[first.index()] = c.value;
                    c.value += 1;
                }
                if groups.len() > 1 {
                    groups.sort_unstable();
                    groups.dedup();
                    self.table(b).groups.insert(op, groups);
                }
                return;
            }
        }
        let id = match from_loc {
            Some(name) => {
                let n = used.unique(name, &mut c.conflict);
                self.intern_name(b, n)
            }
            None => {
                c.value += 1;
                c.value - 1
            }
        };
        self.table(b).values[first.index()] = id;
    }

    /// Writes `%N`, the number of an op without results (with
    /// [`NameFlags::op_ids`]).
    pub(crate) fn write_op_id(&self, out: &mut String, b: &Body, op: OpId) {
        match self.bodies.get(&body_key(b)).and_then(|t| t.ops.get(&op)) {
            Some(&n) => {
                out.push('%');
                push_u32(out, n);
            }
            None => out.push_str("<<UNKNOWN OPERATION>>"),
        }
    }

    /// Writes `%N`, `%N#i` or `%argN` for a use.
    pub(crate) fn write_value(&self, out: &mut String, b: &Body, v: ValueId) {
        self.write_value_impl(out, b, v, true)
    }

    /// Writes the result list of an op: `%0`, `%0:2` or, with named result
    /// groups, `%sum, %overflow`.
    pub(crate) fn write_result_list(&self, out: &mut String, b: &Body, op: OpId) {
        let n = b.num_results(op) as u32;
        let groups = self
            .bodies
            .get(&body_key(b))
            .and_then(|t| t.groups.get(&op));
        let Some(groups) = groups else {
            self.write_value_impl(out, b, b.result(op, 0), false);
            if n > 1 {
                out.push(':');
                push_u32(out, n);
            }
            return;
        };
        for (i, &g) in groups.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let end = groups.get(i + 1).copied().unwrap_or(n);
            self.write_value_impl(out, b, b.result(op, g as usize), false);
            if end - g > 1 {
                out.push(':');
                push_u32(out, end - g);
            }
        }
    }

    fn write_value_impl(&self, out: &mut String, b: &Body, v: ValueId, with_number: bool) {
        let table = self.bodies.get(&body_key(b));
        let (key, suffix) = match b.value_def(v) {
            ValueDef::Result { op, index } if b.num_results(op) > 1 => {
                match table.and_then(|t| t.groups.get(&op)) {
                    Some(groups) => {
                        let i = index;
                        let k = groups.partition_point(|&g| g <= i) - 1;
                        let start = groups[k];
                        let end = groups
                            .get(k + 1)
                            .copied()
                            .unwrap_or(b.num_results(op) as u32);
                        let suffix = (with_number && end - start > 1).then_some(i - start);
                        (b.result(op, start as usize), suffix)
                    }
                    None => (b.result(op, 0), with_number.then_some(index)),
                }
            }
            _ => (v, None),
        };
        let id = table
            .and_then(|t| t.values.get(key.index()).copied())
            .unwrap_or(NONE);
        if id == NONE {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        if id & ARG_FLAG != 0 {
            out.push_str("%arg");
            push_u32(out, id & !ARG_FLAG);
        } else if id & NAME_FLAG != 0 {
            out.push('%');
            if let Some(t) = table {
                out.push_str(&t.strings[(id & !NAME_FLAG) as usize]);
            }
        } else {
            out.push('%');
            push_u32(out, id);
        }
        if let Some(i) = suffix {
            out.push('#');
            push_u32(out, i);
        }
    }

    /// Writes `^bbN`.
    pub(crate) fn write_block(&self, out: &mut String, b: &Body, blk: BlockId) {
        let n = self.block_number(b, blk);
        if n == NONE {
            out.push_str("^INVALIDBLOCK");
        } else {
            let _ = write!(out, "^bb{n}");
        }
    }

    /// Number of a block within its region.
    pub(crate) fn block_number(&self, b: &Body, blk: BlockId) -> u32 {
        self.bodies
            .get(&body_key(b))
            .and_then(|t| t.blocks.get(blk.index()).copied())
            .unwrap_or(NONE)
    }

    /// Predecessor blocks (one entry per successor reference).
    pub(crate) fn predecessors(&self, b: &Body, blk: BlockId) -> Vec<BlockId> {
        self.bodies
            .get(&body_key(b))
            .and_then(|t| t.preds.get(&blk).cloned())
            .unwrap_or_default()
    }
}

/// The key of a body in the name tables: its address (bodies do not move
/// while printed), kept as an integer so the tables are shared across threads.
fn body_key(b: &Body) -> usize {
    b as *const Body as usize
}

/// Appends the decimal digits of `v` (faster than `write!` on hot paths).
pub(crate) fn push_u32(out: &mut String, mut v: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    for &b in &buf[i..] {
        out.push(b as char);
    }
}
