//! Addressing IR across the bodies of nested isolated ops: numbering,
//! owners, access through owners, and detaching every body at once.

use rmlir_ir::body_tree::{BodyIx, BodyTree, OpRef};
use rmlir_ir::symbol::{symbol_name, SymbolTable};
use rmlir_ir::{Body, Context};
use rmlir_text::parser::{parse_module, ParseOptions};

const INPUT: &str = "module {
  func.func @a() {
    return
  }
  module @m {
    func.func @b() {
      %0 = \"test.op\"() : () -> i32
      return
    }
  }
}
";

/// The names of the symbols directly in `body`'s root regions.
fn symbols(ctx: &Context, body: &Body) -> Vec<String> {
    let mut out = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                out.extend(symbol_name(ctx, body, o).map(str::to_string));
            }
        }
    }
    out
}

#[test]
fn bodies_are_numbered_reached_and_detached() {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    let mut m = parse_module(&ctx, INPUT.as_bytes(), &ParseOptions::default()).expect("parses");
    let module = m.body.nested_body_mut(m.op).expect("module body");
    let tree = BodyTree::build(module);
    // The root, @a, @m and @b: the isolated ops of a body get the next
    // numbers in order; bodies are searched last numbered first.
    assert_eq!(tree.len(), 4);
    let table = SymbolTable::of(&ctx, &m.body, m.op);
    let (_, a) = table.lookup("a").expect("@a");
    let (_, mm) = table.lookup("m").expect("@m");
    let a_ref = OpRef {
        body: BodyIx::ROOT,
        op: a,
    };
    let m_ref = OpRef {
        body: BodyIx::ROOT,
        op: mm,
    };
    let a_ix = tree.child(a_ref).expect("@a's body");
    let m_ix = tree.child(m_ref).expect("@m's body");
    assert!(a_ix < m_ix);
    assert_eq!(tree.owner(a_ix), Some(a_ref));
    assert_eq!(tree.owner(BodyIx::ROOT), None);
    let b_ix = tree
        .bodies()
        .find(|&b| tree.owner(b).is_some_and(|o| o.body == m_ix));
    let b_ix = b_ix.expect("@b's body is numbered");
    let b_owner = tree.owner(b_ix).expect("owned");
    // An op that is not isolated holds its regions in its own body.
    assert_eq!(tree.regions_body(m_ref), m_ix);
    let module = m.body.nested_body_mut(m.op).expect("module body");
    let m_body = tree.body(module, m_ix).expect("reached through @m");
    assert_eq!(symbols(&ctx, m_body), ["b"]);
    assert_eq!(tree.parent_op(m_body, b_owner), Some(m_ref));
    let b_ops = {
        let bb = tree.body(module, b_ix).expect("reached through @m and @b");
        bb.region_blocks(bb.root_regions()[0])
            .flat_map(|blk| bb.block_ops(blk))
            .count()
    };
    assert_eq!(b_ops, 2);

    // Detached: every body at once, the owners empty until dropped.
    {
        let mut bodies = tree.detach(module);
        assert_eq!(symbols(&ctx, bodies.body(m_ix)), ["b"]);
        assert!(bodies.body(BodyIx::ROOT).nested_body(mm).is_none());
        let f = bodies.body_mut(b_ix);
        let first = f.region_blocks(f.root_regions()[0]).next().expect("entry");
        assert_eq!(f.block_ops(first).count(), 2);
    }
    assert!(module.nested_body(mm).is_some(), "put back on drop");
    assert_eq!(
        tree.body(module, b_ix).map(|b| b.root_regions().len()),
        Some(1)
    );

    // Numbering a body again gives its number; a new one the next.
    let mut tree = tree;
    assert_eq!(tree.add(a_ref), a_ix);
    let before = tree.len();
    let extra = tree.add(OpRef {
        body: a_ix,
        op: b_owner.op,
    });
    assert_eq!(extra.index(), before);
}
