//! The core's reusable analyses on parsed IR: dominance (blocks, values,
//! ops, unreachable blocks) and symbols (tables, nested references,
//! visibility, uses).

use rmlir_ir::body_tree::{BodyIx, BodyTree};
use rmlir_ir::dominance::{dominance_preorder, DominanceInfo};
use rmlir_ir::symbol::{
    symbol_name, visibility, walk_symbol_uses, SymbolTable, SymbolTables, Visibility,
};
use rmlir_ir::{BlockId, Body, Context, OpId};
use rmlir_text::parser::{parse_attr_str, parse_module, ParseOptions, ParsedModule};

const INPUT: &str = "module {
  func.func private @callee(%x: i32) -> i32 {
    return %x : i32
  }
  module @inner {
    func.func nested @g() {
      return
    }
  }
  func.func @f(%c: i1, %x: i32) -> i32 {
    %a = arith.addi %x, %x : i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %b = call @callee(%a) : (i32) -> i32
    cf.br ^bb3(%b : i32)
  ^bb2:
    cf.br ^bb3(%a : i32)
  ^bb3(%r: i32):
    return %r : i32
  ^bb4:
    return %x : i32
  }
}
";

fn parse() -> (Context, ParsedModule) {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let m = parse_module(&ctx, INPUT.as_bytes(), &ParseOptions::default()).expect("parses");
    (ctx, m)
}

/// The body of function `@f` and its blocks.
fn body_of_f<'m>(ctx: &'m Context, m: &'m ParsedModule) -> (&'m Body, Vec<BlockId>) {
    let table = SymbolTable::of(ctx, &m.body, m.op);
    let (mb, f) = table.lookup("f").expect("@f");
    let fb = mb.nested_body(f).expect("function body");
    let blocks = fb.region_blocks(fb.root_regions()[0]).collect();
    (fb, blocks)
}

fn ops(body: &Body, block: BlockId) -> Vec<OpId> {
    body.block_ops(block).collect()
}

#[test]
fn dominance_of_blocks_values_and_ops() {
    let (ctx, m) = parse();
    let (fb, blocks) = body_of_f(&ctx, &m);
    let [entry, bb1, bb2, bb3, bb4] = blocks[..] else {
        panic!("five blocks")
    };
    let mut dom = DominanceInfo::new(&ctx, false);
    let region = fb.root_regions()[0];
    assert!(dom.block_dominates(fb, region, entry, bb3));
    assert!(!dom.block_dominates(fb, region, bb1, bb3));
    assert!(!dom.block_dominates(fb, region, bb3, bb1));
    assert_eq!(dom.immediate_dominator(fb, bb3), Some(entry));
    assert_eq!(dom.immediate_dominator(fb, entry), None);
    // An unreachable block is dominated by everything.
    assert!(!dom.is_reachable(fb, bb4));
    assert!(dom.block_dominates(fb, region, bb1, bb4));
    assert_eq!(dom.immediate_dominator(fb, bb4), None);

    let (addi, call, ret) = (ops(fb, entry)[0], ops(fb, bb1)[0], ops(fb, bb3)[0]);
    let a = fb.result(addi, 0);
    let b = fb.result(call, 0);
    assert!(dom.value_dominates(fb, a, call));
    assert!(dom.value_dominates(fb, a, ret));
    assert!(!dom.value_dominates(fb, b, ret));
    assert!(
        !dom.value_dominates(fb, a, addi),
        "a result does not dominate its op"
    );
    assert!(dom.properly_dominates(fb, addi, call));
    assert!(!dom.properly_dominates(fb, call, addi));
    assert!(!dom.properly_dominates(fb, addi, addi));
    assert!(dom.dominates(fb, addi, addi));
    assert!(!dom.dominates(fb, call, ret));

    // Dominator-tree pre-order, children in reverse post-order of the CFG;
    // the unreachable block is left out.
    assert_eq!(
        dominance_preorder(fb, region),
        [(entry, 0), (bb2, 1), (bb1, 1), (bb3, 1)]
    );
}

#[test]
fn symbol_tables_nested_references_visibility_and_uses() {
    let (ctx, m) = parse();
    let table = SymbolTable::of(&ctx, &m.body, m.op);
    let (mb, callee) = table.lookup("callee").expect("@callee");
    assert_eq!(symbol_name(&ctx, mb, callee), Some("callee"));
    assert_eq!(visibility(&ctx, mb, callee), Visibility::Private);
    let (_, f) = table.lookup("f").expect("@f");
    assert_eq!(visibility(&ctx, mb, f), Visibility::Public);
    assert!(table.lookup("g").is_none(), "@g is inside @inner's table");

    let nested = parse_attr_str(&ctx, "@inner::@g").expect("attribute");
    let (gb, g) = table.lookup_ref(&ctx, nested).expect("@inner::@g");
    assert_eq!(symbol_name(&ctx, gb, g), Some("g"));
    assert_eq!(visibility(&ctx, gb, g), Visibility::Nested);
    // `@callee` is no symbol table, so nothing is nested in it.
    let through_func = parse_attr_str(&ctx, "@callee::@x").expect("attribute");
    assert!(table.lookup_ref(&ctx, through_func).is_none());

    // The uses inside `@f`: the call's callee.
    let mut uses = Vec::new();
    walk_symbol_uses(&ctx, mb, f, &mut |b, op, sym| {
        uses.push((ctx.op_name_str(b.op_name(op)).to_string(), sym))
    });
    let callee_ref = parse_attr_str(&ctx, "@callee").expect("attribute");
    assert_eq!(uses, [("func.call".to_string(), callee_ref)]);
}

#[test]
fn symbol_tables_resolve_across_bodies_and_cache() {
    let (ctx, mut m) = parse();
    let module = m.body.nested_body_mut(m.op).expect("module body");
    let tree = BodyTree::build(module);
    let module: &Body = module;
    let body_of = |b: BodyIx| tree.body(module, b);
    let mut tables = SymbolTables::default();
    let g_ref = parse_attr_str(&ctx, "@inner::@g").expect("attribute");
    let g = tables
        .resolve(&ctx, &tree, &body_of, None, g_ref)
        .expect("@inner::@g resolves from the module");
    let g_body = tree.body(module, g.body).expect("@g's body");
    assert_eq!(symbol_name(&ctx, g_body, g.op), Some("g"));
    // @g lives in @inner's body, numbered by the tree.
    let inner = tree.owner(g.body).expect("@inner owns @g's body");
    assert_eq!(symbol_name(&ctx, module, inner.op), Some("inner"));
    let callee = tables
        .lookup(&ctx, &tree, &body_of, None, "callee")
        .expect("@callee");
    assert_eq!(callee.body, BodyIx::ROOT);
    assert!(tables.lookup(&ctx, &tree, &body_of, None, "g").is_none());
    let through_func = parse_attr_str(&ctx, "@callee::@x").expect("attribute");
    assert!(tables
        .resolve(&ctx, &tree, &body_of, None, through_func)
        .is_none());
    assert_eq!(
        tables.lookup(&ctx, &tree, &body_of, Some(inner), "g"),
        Some(g)
    );
}
