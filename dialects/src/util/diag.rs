//! Diagnostics of verifiers and custom parsers, with MLIR 22's wording
//! (`op->emitOpError` is `rmlir_ir::verify::op_error`).

use rmlir_ir::Type;
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Context, Diagnostic};
use rmlir_text::parser::OpAsmParser;

/// `'T'` as MLIR streams a type into a diagnostic.
pub fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", rmlir_text::printer::type_to_string(ctx, t))
}

/// `op->emitError(msg)`: an error at the op without the `'name' op` prefix.
pub fn plain_error(ctx: &Context, body: &Body, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(body.op_loc(op), msg).with_current_op(ctx, body, op)
}

/// An error of a hand-written parser, as MLIR's `parser.emitError` reports it
/// (`custom op 'name' message`).
pub fn custom_op_error(p: &mut OpAsmParser<'_, '_>, pos: usize, msg: &str) -> Diagnostic {
    let ctx = p.ctx();
    let name = ctx.op_name_str(p.op_name()).to_string();
    p.error_at(pos, format!("custom op '{name}' {msg}"))
}

/// MLIR's `resolveOperands(operands, types)` count error.
pub fn operand_count_error(
    p: &mut OpAsmParser<'_, '_>,
    operands: usize,
    types: impl std::fmt::Display,
) -> Diagnostic {
    let pos = p.name_pos();
    custom_op_error(
        p,
        pos,
        &format!(
            "number of operands and types do not match: got {operands} operands and {types} types"
        ),
    )
}

/// A type as MLIR prints it.
pub fn type_str(ctx: &Context, t: Type) -> String {
    rmlir_text::printer::type_to_string(ctx, t)
}
