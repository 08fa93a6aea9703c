//! The writer encodes the functions of a module in parallel: the bytes
//! must not depend on the thread count, at any version, and must read back
//! as the same module.

use rmlir_bytecode::{write_module, WriteOptions};
use rmlir_ir::Context;

/// A module of `n` functions sharing and not sharing properties entries,
/// attributes (also nested in arrays, dictionaries and locations, first
/// met in different functions at different depths) and types, with nested
/// regions, a nested isolated op, calls, branches and use-list orders to
/// keep.
fn source(n: usize) -> String {
    let mut text = String::from("module attributes {t.m = 1 : i32} {\n");
    for i in 0..n {
        text.push_str(&format!(
            r#"  func.func @f{i}(%a: i32, %b: index) -> i32 attributes {{t.k = {i} : i64}} {{
    %c = arith.constant {k} : i32
    %0 = arith.addi %a, %c overflow<nsw> : i32
    %1 = arith.muli %0, %a : i32
    %2 = arith.cmpi slt, %1, %c : i32
    %3 = scf.if %2 -> (i32) {{
      %4 = arith.subi %1, %0 : i32
      scf.yield %4 : i32
    }} else {{
      scf.yield %0 : i32
    }}
    %5 = func.call @f0(%3, %b) : (i32, index) -> i32
    "t.use"(%5) {{m = [[{j} : i64], "s{k}"], d = {{e = [{k} : i8, [{j} : i64]]}}}} : (i32) -> () loc(fused["f.mlir":{i}:{k}, "g.mlir":{j}:1])
    %t = arith.constant dense<[{j}, {k}]> : tensor<2xi32> loc(callsite("h.mlir":{k}:1 at "f.mlir":{j}:2))
    cf.cond_br %2, ^bb1(%5 : i32), ^bb2
  ^bb1(%6: i32):
    return %6 : i32
  ^bb2:
    return %1 : i32
  }}
"#,
            k = i % 7,
            j = (i * 5 + 2) % 11
        ));
        if i % 5 == 0 {
            text.push_str(&format!(
                "  \"t.outer\"() ({{\n    func.func private @g{i}(%x: f32) -> f32 {{\n      %y = arith.addf %x, %x fastmath<fast> : f32\n      return %y : f32\n    }}\n  }}) : () -> ()\n"
            ));
        }
    }
    text.push_str("}\n");
    text
}

fn context() -> Context {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn written(threads: usize, src: &str, version: u64) -> Vec<u8> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a pool");
    pool.install(|| {
        let ctx = context();
        let m = rmlir_text::parser::parse_module(&ctx, src.as_bytes(), &Default::default())
            .expect("parses");
        let w = WriteOptions {
            version,
            elide_resource_data: false,
        };
        write_module(&ctx, &m.body, m.op, Some(&m.resources), &w).expect("writes")
    })
}

#[test]
fn written_bytes_do_not_depend_on_the_thread_count() {
    let src = source(23);
    for version in 0..=6 {
        let one = written(1, &src, version);
        assert_eq!(
            one,
            written(2, &src, version),
            "version {version}, 2 threads"
        );
        assert_eq!(
            one,
            written(4, &src, version),
            "version {version}, 4 threads"
        );
    }
}

#[test]
fn parallel_writing_reads_back_as_the_module() {
    let src = source(9);
    let ctx = context();
    let m = rmlir_text::parser::parse_module(&ctx, src.as_bytes(), &Default::default())
        .expect("parses");
    let print = |ctx: &Context, m: &rmlir_text::parser::ParsedModule| {
        rmlir_text::printer::print_top_level_with_resources(
            ctx,
            &m.body,
            m.op,
            &Default::default(),
            Some(&m.resources),
        )
    };
    let expected = print(&ctx, &m);
    for version in 0..=6 {
        let bytes = written(3, &src, version);
        let fresh = context();
        let back =
            rmlir_bytecode::read_module(&fresh, &bytes, &Default::default()).expect("reads back");
        assert_eq!(print(&fresh, &back), expected, "version {version}");
    }
}
