//! Building IR with the typed wrappers' `build` functions: no op specs,
//! result types inferred where the definitions infer them, the printed
//! text as mlir-opt-22 prints the same IR (`EXPECTED` is its output), and
//! the built IR verifies.

use rmlir_dialects::{arith, cf, func, memref, scf, tensor};
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::{Attr, Body, Builder, Context, InsertPoint, Loc, Type};
use rmlir_numerics::apint_ops::CmpIPredicate;
use rmlir_ods::typed::{new_module, symbol_ref_attr};
use rmlir_text::parser::{parse_attr_str, parse_type_str};
use rmlir_text::printer::{print_top_level, PrintOptions};

const EXPECTED: &str = "module {
  func.func @f(%arg0: i32, %arg1: memref<4xf32>, %arg2: index) -> i32 {
    %c5_i32 = arith.constant 5 : i32
    %0 = arith.addi %arg0, %c5_i32 overflow<nsw> : i32
    %1 = arith.cmpi slt, %0, %arg0 : i32
    %2 = arith.select %1, %0, %arg0 : i32
    %3 = arith.extsi %2 : i32 to i64
    %4 = arith.trunci %3 : i64 to i32
    %cst = arith.constant 1.500000e+00 : f32
    %5 = arith.mulf %cst, %cst : f32
    %6 = arith.cmpf olt, %5, %cst : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %7 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %4) -> (i32) {
      %10 = memref.load %arg1[%arg3] : memref<4xf32>
      %11 = arith.addf %10, %5 : f32
      memref.store %11, %arg1[%arg3] : memref<4xf32>
      %12 = arith.muli %arg4, %arg4 : i32
      scf.yield %12 : i32
    }
    %8 = scf.if %6 -> (i32) {
      scf.yield %7 : i32
    } else {
      scf.yield %0 : i32
    }
    %from_elements = tensor.from_elements %8, %7 : tensor<2xi32>
    %extracted = tensor.extract %from_elements[%c1] : tensor<2xi32>
    %alloc = memref.alloc(%arg2) : memref<?xi32>
    memref.store %extracted, %alloc[%c0] : memref<?xi32>
    %9 = call @g(%extracted) : (i32) -> i32
    return %9 : i32
  }
  func.func private @g(i32) -> i32
  func.func @h(%arg0: i1, %arg1: i32) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
  ^bb1(%0: i32):  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    return %arg1 : i32
  }
}

";

fn context() -> Context {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx
}

fn ty(ctx: &Context, text: &str) -> Type {
    parse_type_str(ctx, text).unwrap_or_else(|d| panic!("{}", d.message))
}

fn attr(ctx: &Context, text: &str) -> Attr {
    parse_attr_str(ctx, text).unwrap_or_else(|d| panic!("{}", d.message))
}

/// `func.func @name` of type `inputs -> results` at the builder's
/// insertion point.
fn function(
    b: &mut Builder<'_>,
    ctx: &Context,
    loc: Loc,
    name: &str,
    inputs: &[Type],
    results: &[Type],
) -> func::FuncOp {
    let fty = ctx.function_type(inputs, results);
    func::FuncOp::build(b, ctx, loc, ctx.string_attr(name), ctx.type_attr(fty))
}

/// Builds `@f` of `EXPECTED`, which uses an op of each dialect.
fn build_f(ctx: &Context, module: &mut Body, block: rmlir_ir::BlockId, loc: Loc) {
    let (i32t, i64t, f32t, index) = (
        ctx.common().i32,
        ctx.common().i64,
        ty(ctx, "f32"),
        ctx.common().index,
    );
    let mut b = Builder::new(module, InsertPoint::End(block));
    let buf_ty = ty(ctx, "memref<4xf32>");
    let f = function(&mut b, ctx, loc, "f", &[i32t, buf_ty, index], &[i32t]);
    let entry = f.add_entry_block(ctx, b.body);
    let body = b.body.nested_body_mut(f.op()).expect("func body");
    let args = body.block_args(entry).to_vec();
    let mut b = Builder::new(body, InsertPoint::End(entry));

    let c5 = arith::ConstantOp::build(&mut b, ctx, loc, ctx.integer_attr(i32t, 5));
    let c5 = c5.result(ctx, b.body);
    let add = arith::AddIOp::build(&mut b, ctx, loc, args[0], c5);
    add.set_attr(
        ctx,
        b.body,
        "overflowFlags",
        Some(attr(ctx, "#arith.overflow<nsw>")),
    );
    let sum = add.result(ctx, b.body);
    let pred = arith::CmpIOp::predicate_attr(ctx, CmpIPredicate::Slt);
    let cmp = arith::CmpIOp::build(&mut b, ctx, loc, pred, sum, args[0]).result(ctx, b.body);
    let sel = arith::SelectOp::build(&mut b, ctx, loc, cmp, sum, args[0]).result(ctx, b.body);
    let ext = arith::ExtSIOp::build(&mut b, ctx, loc, i64t, sel).out(ctx, b.body);
    let tr = arith::TruncIOp::build(&mut b, ctx, loc, i32t, ext).out(ctx, b.body);
    let cst = arith::ConstantOp::build(&mut b, ctx, loc, attr(ctx, "1.5 : f32"));
    let cst = cst.result(ctx, b.body);
    let mul = arith::MulFOp::build(&mut b, ctx, loc, cst, cst).result(ctx, b.body);
    let olt = attr(ctx, "4 : i64");
    let fcmp = arith::CmpFOp::build(&mut b, ctx, loc, olt, mul, cst).result(ctx, b.body);
    let index_constant = |b: &mut Builder<'_>, v: i64| {
        let c = arith::ConstantOp::build(b, ctx, loc, ctx.integer_attr(index, v));
        c.result(ctx, b.body)
    };
    let c0 = index_constant(&mut b, 0);
    let c1 = index_constant(&mut b, 1);
    let c4 = index_constant(&mut b, 4);

    let for_op = scf::ForOp::build(&mut b, ctx, loc, c0, c4, c1, &[tr]);
    let after_for = for_op.op();
    let for_block = for_op.add_body_block(ctx, b.body);
    let (iv, acc) = (
        b.body.block_args(for_block)[0],
        b.body.block_args(for_block)[1],
    );
    b.set_insertion_point_to_end(for_block);
    let v = memref::LoadOp::build(&mut b, ctx, loc, args[1], &[iv]).result(ctx, b.body);
    assert_eq!(b.body.value_type(v), f32t);
    let w = arith::AddFOp::build(&mut b, ctx, loc, v, mul).result(ctx, b.body);
    memref::StoreOp::build(&mut b, ctx, loc, w, args[1], &[iv]);
    let sq = arith::MulIOp::build(&mut b, ctx, loc, acc, acc).result(ctx, b.body);
    scf::YieldOp::build(&mut b, ctx, loc, &[sq]);
    b.set_insertion_point_after(after_for);
    let looped = for_op.results(ctx, b.body)[0];

    let if_op = scf::IfOp::build(&mut b, ctx, loc, &[i32t], fcmp);
    for (region, value) in [
        (if_op.then_region(ctx, b.body), looped),
        (if_op.else_region(ctx, b.body), sum),
    ] {
        let block = b.body.append_block(region);
        let mut inner = Builder::new(b.body, InsertPoint::End(block));
        scf::YieldOp::build(&mut inner, ctx, loc, &[value]);
    }
    let picked = if_op.results(ctx, b.body)[0];

    let t = ty(ctx, "tensor<2xi32>");
    let elems = tensor::FromElementsOp::build(&mut b, ctx, loc, t, &[picked, looped]);
    let elems = elems.result(ctx, b.body);
    let x = tensor::ExtractOp::build(&mut b, ctx, loc, elems, &[c1]).result(ctx, b.body);
    let dyn_ty = ty(ctx, "memref<?xi32>");
    let alloc = memref::AllocOp::build(&mut b, ctx, loc, dyn_ty, &[args[2]], &[]);
    let alloc = alloc.memref(ctx, b.body);
    memref::StoreOp::build(&mut b, ctx, loc, x, alloc, &[c0]);
    let call = func::CallOp::build(&mut b, ctx, loc, &[i32t], &[x], symbol_ref_attr(ctx, "g"));
    let called = call.results(ctx, b.body);
    func::ReturnOp::build(&mut b, ctx, loc, &called);
}

/// Builds `@g` (a declaration) and `@h` (branches between blocks).
fn build_g_and_h(ctx: &Context, module: &mut Body, block: rmlir_ir::BlockId, loc: Loc) {
    let (i1, i32t) = (ctx.common().i1, ctx.common().i32);
    let mut b = Builder::new(module, InsertPoint::End(block));
    let g = function(&mut b, ctx, loc, "g", &[i32t], &[i32t]);
    g.set_attr(
        ctx,
        b.body,
        "sym_visibility",
        Some(ctx.string_attr("private")),
    );

    let h = function(&mut b, ctx, loc, "h", &[i1, i32t], &[i32t]);
    let entry = h.add_entry_block(ctx, b.body);
    let body = b.body.nested_body_mut(h.op()).expect("func body");
    let region = body.block_region(entry);
    let args = body.block_args(entry).to_vec();
    let bb1 = body.append_block(region);
    body.add_block_arg(bb1, i32t, Some(loc));
    let bb2 = body.append_block(region);
    let mut b = Builder::new(body, InsertPoint::End(entry));
    cf::CondBranchOp::build(&mut b, ctx, loc, args[0], &[args[1]], &[], bb1, bb2);
    b.set_insertion_point_to_end(bb1);
    cf::BranchOp::build(&mut b, ctx, loc, &[], bb2);
    b.set_insertion_point_to_end(bb2);
    func::ReturnOp::build(&mut b, ctx, loc, &[args[1]]);
}

#[test]
fn built_ir_prints_as_mlir_opt_prints_it_and_verifies() {
    let ctx = context();
    let loc = ctx.common().unknown_loc;
    let (mut top, module) = new_module(&ctx, loc);
    let body = top.nested_body_mut(module).expect("module body");
    let block = body.entry_block(body.root_regions()[0]).expect("block");
    build_f(&ctx, body, block, loc);
    build_g_and_h(&ctx, body, block, loc);
    rmlir_ir::verify::verify(&ctx, &top, module).unwrap_or_else(|d| panic!("{}", d.message));
    let text = print_top_level(&ctx, &top, module, &PrintOptions::default());
    assert_eq!(text, EXPECTED);
}

#[test]
fn a_pattern_rewriter_builds_the_same_way() {
    let ctx = context();
    let loc = ctx.common().unknown_loc;
    let i32t = ctx.common().i32;
    let (mut top, module) = new_module(&ctx, loc);
    let body = top.nested_body_mut(module).expect("module body");
    let block = body.entry_block(body.root_regions()[0]).expect("block");
    let mut b = Builder::new(body, InsertPoint::End(block));
    let f = function(&mut b, &ctx, loc, "f", &[i32t], &[i32t]);
    let entry = f.add_entry_block(&ctx, b.body);
    let fbody = b.body.nested_body_mut(f.op()).expect("func body");
    let x = fbody.block_args(entry)[0];
    let mut rw = PatternRewriter::new(&ctx, fbody);
    rw.set_insertion_point_to_end(entry);
    let sum = arith::AddIOp::build(&mut rw, &ctx, loc, x, x);
    let sum = sum.result(&ctx, rw.body());
    func::ReturnOp::build(&mut rw, &ctx, loc, &[sum]);
    rmlir_ir::verify::verify(&ctx, &top, module).unwrap_or_else(|d| panic!("{}", d.message));
    let text = print_top_level(&ctx, &top, module, &PrintOptions::default());
    assert!(
        text.contains("%0 = arith.addi %arg0, %arg0 : i32\n    return %0 : i32"),
        "{text}"
    );
}

#[test]
fn default_valued_attributes_are_set_as_the_parser_sets_them() {
    let ctx = context();
    let loc = ctx.common().unknown_loc;
    let i32t = ctx.common().i32;
    let mut body = Body::new(1);
    let block = body.append_block(body.root_regions()[0]);
    let x = body.add_block_arg(block, i32t, None);
    let mut b = Builder::new(&mut body, InsertPoint::End(block));
    let add = arith::AddIOp::build(&mut b, &ctx, loc, x, x);
    let flags = add.overflow_flags(&ctx, b.body);
    assert_eq!(flags, attr(&ctx, "#arith.overflow<none>"));
    assert_eq!(
        rmlir_ods::get_attr(&ctx, b.body, add.op(), "overflowFlags"),
        Some(flags)
    );
    // `None` puts the default back.
    add.set_attr(
        &ctx,
        b.body,
        "overflowFlags",
        Some(attr(&ctx, "#arith.overflow<nuw>")),
    );
    add.set_attr(&ctx, b.body, "overflowFlags", None);
    assert_eq!(
        rmlir_ods::get_attr(&ctx, b.body, add.op(), "overflowFlags"),
        Some(flags)
    );
}

#[test]
#[should_panic(expected = "arith.addi has no inherent attribute 'fastmath'")]
fn setting_an_attribute_the_op_does_not_have_panics() {
    let ctx = context();
    let loc = ctx.common().unknown_loc;
    let mut body = Body::new(1);
    let block = body.append_block(body.root_regions()[0]);
    let x = body.add_block_arg(block, ctx.common().i32, None);
    let mut b = Builder::new(&mut body, InsertPoint::End(block));
    let add = arith::AddIOp::build(&mut b, &ctx, loc, x, x);
    add.set_attr(&ctx, b.body, "fastmath", None);
}
