//! Custom-form parsing helpers: the op definition being parsed, types of a
//! required kind, operand lists resolved against counted types.

use crate::util::diag::{custom_op_error, operand_count_error, quoted};
use crate::util::shaped::{is_any_memref, is_memref, is_ranked_tensor, is_tensor};
use rmlir_ir::Diagnostic;
use rmlir_ir::Type;
use rmlir_ods::OpDef;
use rmlir_text::parser::OpAsmParser;

/// The definition of the op being parsed.
pub fn parsing_def(p: &OpAsmParser<'_, '_>) -> Option<&'static OpDef> {
    let ctx = p.ctx();
    ctx.op_info(p.op_name())
        .and_then(|i| i.interface::<rmlir_ods::Compiled>())
        .map(|c| c.def)
}

/// What a type parsed by a custom form must be (the C++ class ODS parses it as).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TypeKind {
    /// `MemRefType`.
    MemRef,
    /// `BaseMemRefType` (ranked or unranked).
    BaseMemRef,
    /// `RankedTensorType`.
    RankedTensor,
    /// `TensorType` (ranked or unranked).
    Tensor,
}

/// Parses a type that must be of `kind`, with MLIR's "invalid kind of type
/// specified" error at the type.
pub fn parse_type_of_kind(p: &mut OpAsmParser<'_, '_>, kind: TypeKind) -> Result<Type, Diagnostic> {
    let pos = p.pos();
    let t = p.parse_type()?;
    let ctx = p.ctx();
    let ok = match kind {
        TypeKind::MemRef => is_memref(ctx, t),
        TypeKind::BaseMemRef => is_any_memref(ctx, t),
        TypeKind::RankedTensor => is_ranked_tensor(ctx, t),
        TypeKind::Tensor => is_tensor(ctx, t),
    };
    if ok {
        return Ok(t);
    }
    let msg = match kind {
        TypeKind::MemRef => format!(
            "invalid kind of type specified: expected builtin.memref, but found {}",
            quoted(ctx, t)
        ),
        TypeKind::RankedTensor => format!(
            "invalid kind of type specified: expected builtin.tensor, but found {}",
            quoted(ctx, t)
        ),
        _ => "invalid kind of type specified".to_string(),
    };
    Err(custom_op_error(p, pos, &msg))
}

/// Resolves operands against types with MLIR's `resolveOperands(operands,
/// types)` count error ("number of operands and types do not match").
pub fn resolve_counted<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    operands: &[rmlir_text::parser::UnresolvedOperand<'a>],
    types: &[Type],
) -> Result<(), Diagnostic> {
    if operands.len() != types.len() {
        return Err(operand_count_error(p, operands.len(), types.len()));
    }
    for (u, &t) in operands.iter().zip(types) {
        p.resolve_operand(u, t)?;
    }
    Ok(())
}
