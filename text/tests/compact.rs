//! `Body::compact`: dropping erased entities keeps the IR the same.

use rmlir_ir::verify::verify;
use rmlir_ir::{Context, OpId};
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{print_top_level, PrintOptions};

const SRC: &str = r#"
"test.func"() ({
^bb0(%a: i32, %b: i32, %c: i32):
  %0 = "test.add"(%a, %b) : (i32, i32) -> i32
  %1 = "test.dead"(%0) : (i32) -> i32
  %2 = "test.region"(%0) ({
    %3 = "test.inner"(%0, %c) : (i32, i32) -> i32
    "test.yield"(%3) : (i32) -> ()
  }) : (i32) -> i32
  "test.br"(%2)[^bb1] : (i32) -> ()
^bb1:
  %4 = "test.mul"(%2, %2, %a) : (i32, i32, i32) -> i32
  "test.return"(%4) : (i32) -> ()
}) {sym_name = "f"} : () -> ()
"#;

#[test]
fn compaction_keeps_ir_and_drops_dead_slots() {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let opts = ParseOptions::default();
    let mut m = parse_module(&ctx, SRC.as_bytes(), &opts).expect("parses");
    let module_body = m.body.nested_body_mut(m.op).expect("module body");
    let func: OpId = {
        let r = module_body.root_regions()[0];
        let b = module_body.region_blocks(r).next().unwrap();
        module_body.block_ops(b).next().unwrap()
    };
    // Erase the dead op, then the region op's uses and itself via a
    // replacement, and an unused block argument.
    {
        let body = &mut *module_body;
        let r = body.op_regions(func)[0];
        let entry = body.region_blocks(r).next().unwrap();
        let ops: Vec<OpId> = body.block_ops(entry).collect();
        let (add, dead, region_op) = (ops[0], ops[1], ops[2]);
        body.erase_op(dead).expect("unused");
        let from = body.result(region_op, 0);
        let to = body.result(add, 0);
        body.replace_all_uses(from, to);
        body.erase_op(region_op).expect("unused now");
        body.erase_block_arg(entry, 2).ok();
    }
    let print = PrintOptions::default();
    let before = print_top_level(&ctx, &m.body, m.op, &print);
    let body = m.body.nested_body_mut(m.op).unwrap();
    let (ops_before, values_before) = (body.op_capacity(), body.value_capacity());
    body.compact();
    assert!(body.op_capacity() < ops_before);
    assert!(body.value_capacity() < values_before);
    // Live ops: the function, add, br, mul, return.
    assert_eq!(body.op_capacity(), 5);
    verify(&ctx, &m.body, m.op).expect("still valid");
    let after = print_top_level(&ctx, &m.body, m.op, &print);
    assert_eq!(before, after);
    // The compacted body can still be changed.
    let body = m.body.nested_body_mut(m.op).unwrap();
    let func = body
        .region_blocks(body.root_regions()[0])
        .flat_map(|b| body.block_ops(b))
        .next()
        .unwrap();
    let r = body.op_regions(func)[0];
    let last = body.region_blocks(r).last().unwrap();
    let mul = body.block_ops(last).next().unwrap();
    let ret = body.block_ops(last).nth(1).unwrap();
    let v = body.result(mul, 0);
    body.set_operand(ret, 0, body.operand(mul, 2));
    assert!(!body.has_uses(v));
    body.erase_op(mul).expect("unused");
    verify(&ctx, &m.body, m.op).expect("valid after more edits");
}

#[test]
fn op_storage_stays_small() {
    // Successors, regions and nested bodies are boxed apart: most ops have
    // none, and a million ops should not pay for them.
    assert!(std::mem::size_of::<rmlir_ir::OpData>() <= 80);
}
