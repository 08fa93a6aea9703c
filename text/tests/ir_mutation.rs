//! IR storage: placement, use lists, erasure, walks, cloning, parallel mutation.

use rayon::prelude::*;
use rmlir_ir::registry::{OpInfo, OpTraits};
use rmlir_ir::walk::walk_op;
use rmlir_ir::{Body, Builder, Context, InsertPoint, IrMapping, OpId, OpSpec, ValueId};
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{print_top_level, PrintOptions};

fn spec<'a>(
    ctx: &Context,
    name: &str,
    operands: &'a [ValueId],
    results: &'a [rmlir_ir::Type],
) -> OpSpec<'a> {
    OpSpec {
        name: ctx.op_name(name),
        loc: ctx.common().unknown_loc,
        operands,
        result_types: results,
        successors: &[],
        num_regions: 0,
        isolated: false,
        properties: None,
        attrs: ctx.common().empty_dict,
    }
}

fn names(ctx: &Context, body: &Body, block: rmlir_ir::BlockId) -> Vec<String> {
    body.block_ops(block)
        .map(|o| ctx.op_name_str(body.op_name(o)).to_string())
        .collect()
}

#[test]
fn insert_move_and_erase() {
    let ctx = Context::new();
    let i32t = ctx.common().i32;
    let mut body = Body::new(1);
    let region = body.root_regions()[0];
    let b0 = body.append_block(region);
    let b1 = body.append_block(region);
    let mut builder = Builder::new(&mut body, InsertPoint::End(b0));
    let a = builder.create(&spec(&ctx, "t.a", &[], &[i32t]));
    let va = builder.body.result(a, 0);
    let c = builder.create(&spec(&ctx, "t.c", &[va], &[]));
    builder.set_insertion_point_before(c);
    let b = builder.create(&spec(&ctx, "t.b", &[va, va], &[i32t]));
    assert_eq!(names(&ctx, &body, b0), ["t.a", "t.b", "t.c"]);
    assert_eq!(body.uses(va).count(), 3);

    // Move between blocks and back.
    body.move_op_to_end(b, b1);
    assert_eq!(names(&ctx, &body, b0), ["t.a", "t.c"]);
    assert_eq!(names(&ctx, &body, b1), ["t.b"]);
    body.move_op_before(b, c);
    assert_eq!(names(&ctx, &body, b0), ["t.a", "t.b", "t.c"]);
    assert!(body.block_is_empty(b1));

    // Erase refuses while results are used.
    let err = body.erase_op(a).unwrap_err();
    assert_eq!(err.remaining_uses, 3);
    assert_eq!(names(&ctx, &body, b0), ["t.a", "t.b", "t.c"]);

    // Replace all uses, then erasing works.
    let vb = body.result(b, 0);
    body.replace_all_uses(va, vb);
    assert!(!body.has_uses(va));
    // t.b now uses its own result (as MLIR's replaceAllUsesWith would do).
    assert_eq!(body.uses(vb).count(), 3);
    body.set_operands(b, &[]);
    assert_eq!(body.uses(vb).count(), 1);
    assert_eq!(body.operand(c, 0), vb);
    body.erase_op(a).unwrap();
    assert_eq!(names(&ctx, &body, b0), ["t.b", "t.c"]);
    assert!(!body.is_live_op(a));
    body.erase_op(c).unwrap();
    assert!(!body.has_uses(vb));
    body.erase_op(b).unwrap();
    assert!(body.block_is_empty(b0));
}

fn parse(ctx: &Context, src: &str) -> rmlir_text::parser::ParsedModule {
    parse_module(ctx, src.as_bytes(), &ParseOptions::default())
        .unwrap_or_else(|d| panic!("{}", d.message))
}

fn unregistered_ctx() -> Context {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

#[test]
fn walks_pre_and_post_order() {
    let ctx = unregistered_ctx();
    let m = parse(
        &ctx,
        r#""t.outer"() ({ "t.a"() : () -> () "t.inner"() ({ "t.b"() : () -> () }) : () -> () "t.c"() : () -> () }) : () -> ()"#,
    );
    let body = m.body.nested_body(m.op).unwrap();
    let outer = body
        .block_ops(body.entry_block(body.root_regions()[0]).unwrap())
        .next()
        .unwrap();
    let mut pre = Vec::new();
    walk_op(body, outer, false, &mut |o| {
        pre.push(ctx.op_name_str(body.op_name(o)).to_string())
    });
    assert_eq!(pre, ["t.outer", "t.a", "t.inner", "t.b", "t.c"]);
    let mut post = Vec::new();
    walk_op(body, outer, true, &mut |o| {
        post.push(ctx.op_name_str(body.op_name(o)).to_string())
    });
    assert_eq!(post, ["t.a", "t.b", "t.inner", "t.c", "t.outer"]);
}

#[test]
fn clone_maps_values_and_regions() {
    let ctx = unregistered_ctx();
    let src = r#""t.f"() ({
^bb0(%x: i32):
  %0 = "t.add"(%x, %x) : (i32, i32) -> i32
  "t.br"(%0)[^bb1] : (i32) -> ()
^bb1(%y: i32):
  "t.ret"(%y) : (i32) -> ()
}) : () -> ()"#;
    let mut m = parse(&ctx, src);
    let body = m.body.nested_body_mut(m.op).unwrap();
    let block = body.entry_block(body.root_regions()[0]).unwrap();
    let f = body.first_op(block).unwrap();
    let mut map = IrMapping::default();
    let mut b = Builder::new(body, InsertPoint::End(block));
    let copy = b.clone_op(f, &mut map);
    assert_ne!(copy, f);
    let text = print_top_level(
        &ctx,
        &m.body,
        m.op,
        &PrintOptions {
            generic: true,
            ..Default::default()
        },
    );
    // The clone prints exactly like the original, with its own values.
    let expected_one = "  \"t.f\"() ({\n  ^bb0(%argN: i32):\n    %N = \"t.add\"(%argN, %argN) : (i32, i32) -> i32\n    \"t.br\"(%N)[^bb1] : (i32) -> ()\n  ^bb1(%N: i32):  // pred: ^bb0\n    \"t.ret\"(%N) : (i32) -> ()\n  }) : () -> ()\n";
    let normalized: String = text
        .split_inclusive('\n')
        .map(|l| {
            let re = regex::Regex::new(r"%(arg)?[0-9]+").unwrap();
            re.replace_all(l, |c: &regex::Captures| {
                if c.get(1).is_some() {
                    "%argN".to_string()
                } else {
                    "%N".to_string()
                }
            })
            .into_owned()
        })
        .collect();
    assert_eq!(normalized.matches(expected_one).count(), 2, "{text}");
    // The clone's values are distinct from the original's.
    let body = m.body.nested_body(m.op).unwrap();
    let orig_arg = body.block_args(body.entry_block(body.op_regions(f)[0]).unwrap())[0];
    assert_ne!(map.value(orig_arg), orig_arg);
    assert_eq!(body.value_type(map.value(orig_arg)), ctx.common().i32);
}

fn register_isolated(ctx: &mut Context) {
    ctx.register_op(OpInfo::new(
        "test.isolated",
        OpTraits::ISOLATED_FROM_ABOVE | OpTraits::NO_TERMINATOR,
    ));
}

#[test]
fn sibling_isolated_bodies_mutate_in_parallel() {
    let mut ctx = unregistered_ctx();
    register_isolated(&mut ctx);
    let mut src = String::new();
    for i in 0..200 {
        src.push_str(&format!(
            "\"test.isolated\"() ({{\n^bb0(%a: i32):\n  %0 = \"t.add\"(%a, %a) : (i32, i32) -> i32\n  \"t.use\"(%0) {{k = {i}}} : (i32) -> ()\n}}) : () -> ()\n"
        ));
    }
    let mut m = parse(&ctx, &src);
    let ctx = &ctx;
    let module_body = m.body.nested_body_mut(m.op).unwrap();
    let children = module_body.isolated_children_mut();
    assert_eq!(children.len(), 200);
    // In each function: insert a new op, reroute uses to it, erase the old one.
    children.into_par_iter().for_each(|(_, body)| {
        let block = body.entry_block(body.root_regions()[0]).unwrap();
        let add = body.first_op(block).unwrap();
        let arg = body.block_args(block)[0];
        let mut b = Builder::new(body, InsertPoint::Before(add));
        let ty = ctx.common().i32;
        let mul = b.create(&spec(ctx, "t.mul", &[arg, arg], &[ty]));
        let (old, new) = (body.result(add, 0), body.result(mul, 0));
        body.replace_all_uses(old, new);
        body.erase_op(add).unwrap();
    });
    let text = print_top_level(
        ctx,
        &m.body,
        m.op,
        &PrintOptions {
            generic: true,
            ..Default::default()
        },
    );
    assert_eq!(text.matches("\"t.mul\"").count(), 200);
    assert_eq!(text.matches("\"t.add\"").count(), 0);
    // Still valid and still in the original order.
    rmlir_ir::verify::verify(ctx, &m.body, m.op).unwrap();
    let ks: Vec<usize> = text
        .match_indices("k = ")
        .map(|(i, _)| text[i + 4..].split(' ').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(ks, (0..200).collect::<Vec<_>>());
}

#[test]
fn erase_nested_isolated_ops_deeply() {
    let mut ctx = unregistered_ctx();
    register_isolated(&mut ctx);
    let depth = 20_000;
    let src = format!(
        "{}{}",
        "\"test.isolated\"() ({\n".repeat(depth),
        "}) : () -> ()\n".repeat(depth)
    );
    let m = parse(&ctx, &src);
    // Dropping must not overflow the stack.
    drop(m);
}

#[test]
fn ops_of_unknown_block_are_detached() {
    let ctx = Context::new();
    let mut body = Body::new(1);
    let op: OpId = body.create_op(&spec(&ctx, "t.x", &[], &[]));
    assert_eq!(body.op_block(op), None);
    body.detach_op(op);
    body.erase_op(op).unwrap();
}
