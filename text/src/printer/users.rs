//! `--mlir-print-value-users`: comments naming the users of each op's
//! results and of each block argument, as MLIR 22's printer writes them.

use super::Printer;
use rmlir_ir::{BlockId, Body, OpId, ValueId};
use smallvec::SmallVec;

impl Printer<'_> {
    /// ` // users: ...` after an op: who uses its results, or the op's own
    /// number when it has no results but operands.
    pub(super) fn print_users_comment(&mut self, body: &Body, op: OpId) {
        let n = body.num_results(op);
        if n == 0 {
            if body.num_operands(op) > 0 {
                self.out.push_str(" // id: ");
                self.names.write_op_id(&mut self.out, body, op);
            }
            return;
        }
        let results: SmallVec<[ValueId; 4]> = body.results(op).collect();
        if results.iter().all(|&r| !body.has_uses(r)) {
            self.out.push_str(" // unused");
            return;
        }
        // "user" when the op has one result and its only user has at most
        // one result.
        let mut users: SmallVec<[OpId; 4]> = SmallVec::new();
        for &r in &results {
            for u in body.uses(r) {
                if !users.contains(&u.owner) {
                    users.push(u.owner);
                }
            }
        }
        let user_results: usize = users.iter().map(|&u| body.num_results(u)).sum();
        let one = user_results <= 1 && users.len() <= 1 && n == 1;
        self.out
            .push_str(if one { " // user: " } else { " // users: " });
        for (i, &r) in results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            if n > 1 {
                self.out.push('(');
            }
            self.print_value_users(body, r);
            if n > 1 {
                self.out.push(')');
            }
        }
    }

    /// `// %x is used by ...` (or `is unused`) for each argument of a
    /// block, at the indentation of its ops.
    pub(super) fn print_block_arg_users(&mut self, body: &Body, b: BlockId) {
        for &a in body.block_args(b) {
            self.write_indent();
            self.out.push_str("// ");
            self.names.write_value(&mut self.out, body, a);
            if body.has_uses(a) {
                self.out.push_str(" is used by ");
                self.print_value_users(body, a);
            } else {
                self.out.push_str(" is unused");
            }
            self.out.push('\n');
        }
    }

    /// The users of `v`, most recent use first, each once: an op's results,
    /// or its number when it has none.
    fn print_value_users(&mut self, body: &Body, v: ValueId) {
        if !body.has_uses(v) {
            self.out.push_str("unused");
        }
        let mut seen: SmallVec<[OpId; 4]> = SmallVec::new();
        for u in body.uses(v) {
            if seen.contains(&u.owner) {
                continue;
            }
            if !seen.is_empty() {
                self.out.push_str(", ");
            }
            seen.push(u.owner);
            if body.num_results(u.owner) == 0 {
                self.names.write_op_id(&mut self.out, body, u.owner);
            } else {
                for (i, r) in body.results(u.owner).enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.names.write_value(&mut self.out, body, r);
                }
            }
        }
    }
}
