//! MLIR's `DestinationStyleOpInterface` check: an op whose results are
//! written into "init" operands has one tensor result per tensor init, of
//! the same type, tied in order.

use crate::util::diag::quoted;
use crate::util::shaped::{is_any_memref, is_tensor};
use rmlir_ir::verify::op_error;
use rmlir_ir::{Body, Context, Diagnostic, OpId};
use std::ops::Range;

/// Verifies `op` as a destination-style op whose inits are the operands
/// at `inits` (result `k` tied to the `k`-th of them), with MLIR 22's
/// messages: every init a tensor or a memref, as many tensor results as
/// tensor inits, and each tensor init of its tied result's type.
pub fn verify_destination_style(
    ctx: &Context,
    body: &Body,
    op: OpId,
    inits: Range<usize>,
) -> Result<(), Diagnostic> {
    let mut tensor_inits = Vec::new();
    for i in inits.clone() {
        let t = body.value_type(body.operand(op, i));
        if is_tensor(ctx, t) {
            tensor_inits.push(i);
        } else if !is_any_memref(ctx, t) {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("expected that operand #{i} is a tensor or a memref"),
            ));
        }
    }
    let tensor_results = body
        .results(op)
        .filter(|&r| is_tensor(ctx, body.value_type(r)))
        .count();
    if tensor_results != tensor_inits.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected the number of tensor results ({tensor_results}) to be equal to the number of output tensors ({})",
                tensor_inits.len()
            ),
        ));
    }
    for i in tensor_inits {
        let Some(result) = body.results(op).nth(i - inits.start) else {
            continue;
        };
        let (init, tied) = (
            body.value_type(body.operand(op, i)),
            body.value_type(result),
        );
        if init != tied {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expected type of operand #{i} ({}) to match type of corresponding result ({})",
                    quoted(ctx, init),
                    quoted(ctx, tied)
                ),
            ));
        }
    }
    Ok(())
}
