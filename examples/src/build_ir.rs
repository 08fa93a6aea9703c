//! Building IR from Rust: a module made with the typed ops' `build`
//! functions (no op specs; result types inferred where the ops infer
//! them), printed as `rmlir-opt` prints it, and a verifier diagnostic shown
//! as `rmlir-opt` shows it (`rmlir_text::diagnostics::DisplayDiagnostic`).
//!
//! The ops are located in [`SOURCE`], the text they correspond to, so the
//! diagnostic quotes the offending line:
//!
//! ```text
//! cargo run -p rmlir-examples --bin build-ir
//! ```

use rmlir_dialects::{arith, func};
use rmlir_ir::{Body, Builder, Context, InsertPoint, OpId};
use rmlir_ods::typed::new_module;

/// The source the built ops are located in (file [`FILE`]); the function
/// returns `%1` once, or twice when built broken.
pub const SOURCE: &str = "\
func.func @axpy(%a: i32, %x: i32, %y: i32) -> i32 {
  %0 = arith.muli %a, %x : i32
  %1 = arith.addi %0, %y : i32
  return %1 : i32
}
";

/// The file name of the locations.
pub const FILE: &str = "axpy.mlir";

/// Builds `@axpy` of [`SOURCE`] in a new module; with `broken`, its
/// `func.return` returns `%1` twice, which the verifier refuses. Returns
/// the top-level body and the module op in it.
pub fn build_axpy(ctx: &Context, broken: bool) -> (Body, OpId) {
    let at = |line, col| ctx.file_loc(ctx.ident(FILE), line, col);
    let i32t = ctx.common().i32;
    let (mut top, module) = new_module(ctx, at(1, 1));
    let module_body = top.nested_body_mut(module).expect("module body");
    let block = module_body
        .entry_block(module_body.root_regions()[0])
        .expect("module block");
    let mut b = Builder::new(module_body, InsertPoint::End(block));
    let fty = ctx.function_type(&[i32t, i32t, i32t], &[i32t]);
    let f = func::FuncOp::build(
        &mut b,
        ctx,
        at(1, 1),
        ctx.string_attr("axpy"),
        ctx.type_attr(fty),
    );
    let entry = f.add_entry_block(ctx, b.body);
    let body = b.body.nested_body_mut(f.op()).expect("func body");
    let args = body.block_args(entry).to_vec();
    let mut b = Builder::new(body, InsertPoint::End(entry));
    let mul = arith::MulIOp::build(&mut b, ctx, at(2, 8), args[0], args[1]);
    let product = mul.result(ctx, b.body);
    let add = arith::AddIOp::build(&mut b, ctx, at(3, 8), product, args[2]);
    let sum = add.result(ctx, b.body);
    let returned: &[_] = if broken { &[sum, sum] } else { &[sum] };
    func::ReturnOp::build(&mut b, ctx, at(4, 3), returned);
    (top, module)
}
