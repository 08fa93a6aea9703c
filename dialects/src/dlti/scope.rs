//! Verification of a data layout scope's specification (MLIR's
//! `verifyDataLayoutOp`): the specification itself, then that it combines
//! with those of the enclosing scopes.
//!
//! An op sees nothing above its isolated body, so the combination is
//! checked from the enclosing side: a scope with a specification checks
//! every scope nested in it (across isolated bodies) against the chain of
//! scopes between them, and reports at the nested one as MLIR does.

use rmlir_ir::data_layout::{combine_chain, decode_spec, scope_of, verify_spec, ScopeLink};
use rmlir_ir::walk::{walk_regions, WalkControl, WalkEvent};
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Context, Diagnostic};

/// The link of scope op `op` in a chain of scopes.
pub fn link(ctx: &Context, body: &Body, op: OpId) -> Option<ScopeLink> {
    let spec_fn = scope_of(ctx, body, op)?;
    Some(ScopeLink {
        loc: body.op_loc(op),
        spec: spec_fn(ctx, body, op).and_then(|a| decode_spec(ctx, a)),
        top_level_module: body.parent_op(op).is_none()
            && ctx.op_name_str(body.op_name(op)) == "builtin.module",
    })
}

/// Verifies the specification of scope op `op` and that the scopes nested
/// in it combine with it.
pub fn verify_data_layout_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(root) = link(ctx, body, op) else {
        return Ok(());
    };
    let Some(spec) = root.spec.clone() else {
        return Ok(());
    };
    verify_spec(ctx, &spec, root.loc)?;
    let mut chain = vec![root];
    let mut err = None;
    walk_regions(
        body.regions_body(op),
        body.op_regions(op),
        true,
        &mut |b, o, ev| {
            let Some(l) = (scope_of(ctx, b, o).is_some())
                .then(|| link(ctx, b, o))
                .flatten()
            else {
                return WalkControl::Advance;
            };
            if ev == WalkEvent::Post {
                chain.pop();
                return WalkControl::Advance;
            }
            let has_spec = l.spec.is_some();
            chain.push(l);
            if has_spec && combine_chain(ctx, &chain).is_err() {
                let mut d = Diagnostic::error(
                    b.op_loc(o),
                    "data layout does not combine with layouts of enclosing ops",
                )
                .with_current_op(ctx, b, o);
                for s in chain[..chain.len() - 1].iter().rev() {
                    if !(s.top_level_module && s.spec.is_none()) {
                        d = d.with_note(s.loc, "enclosing op with data layout");
                    }
                }
                err = Some(d);
                return WalkControl::Interrupt;
            }
            WalkControl::Advance
        },
    );
    match err {
        Some(e) => Err(e),
        None => Ok(()),
    }
}
