//! What the crate's unit tests share: a context with every dialect, and
//! the body of a parsed module's first function.

use rmlir_ir::{Body, Context, OpId, ValueId};
use rmlir_text::parser::{parse_module, ParseOptions};

/// A context with every dialect of the crate registered.
pub(crate) fn context() -> Context {
    let mut ctx = Context::new();
    crate::register_all(&mut ctx);
    ctx
}

/// Parses and verifies `src`, and takes out its first function: the body,
/// the entry block's arguments and its ops in order. Panics on invalid IR.
pub(crate) fn parse_func(ctx: &Context, src: &str) -> (Body, Vec<ValueId>, Vec<OpId>) {
    let mut m = parse_module(ctx, src.as_bytes(), &ParseOptions::default())
        .unwrap_or_else(|d| panic!("parse error: {}", d.message));
    rmlir_ir::verify::verify(ctx, &m.body, m.op).unwrap_or_else(|d| panic!("{}", d.message));
    let module = m.body.nested_body_mut(m.op).expect("module body");
    let region = module.root_regions()[0];
    let block = module.entry_block(region).expect("module block");
    let f = module.first_op(block).expect("func");
    let body = *module.take_nested_body(f).expect("func body");
    let entry = body.entry_block(body.root_regions()[0]).expect("entry");
    let args = body.block_args(entry).to_vec();
    let ops = body.block_ops(entry).collect();
    (body, args, ops)
}
