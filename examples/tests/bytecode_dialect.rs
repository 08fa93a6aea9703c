//! The `mybc` dialect's own bytecode encodings, used from outside the
//! crates: the bytes written for its attribute and type, what falls back to
//! text, reading them back, and a reader without the dialect.

use rmlir_bytecode::{read_module, write_module, ReadOptions, WriteOptions};
use rmlir_ir::Context;
use rmlir_text::parser::{parse_module, ParseOptions, ParsedModule};
use rmlir_text::printer::{print_top_level, PrintOptions};
use std::process::Command;

const INPUT: &str = r#"module {
  func.func private @f(!mybc.box<i32>, !mybc.box<!mybc.box<f32>>) attributes {note = #mybc.note<"kept as text">, r = #mybc.range<-3, 7>}
}
"#;

fn context(with_mybc: bool) -> Context {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    if with_mybc {
        rmlir_examples::bytecode_dialect::register_dialect(&mut ctx);
    } else {
        ctx.set_allow_unregistered_dialects(true);
    }
    ctx
}

fn print(ctx: &Context, m: &ParsedModule) -> String {
    print_top_level(ctx, &m.body, m.op, &PrintOptions::default())
}

fn write(ctx: &Context) -> (ParsedModule, Vec<u8>) {
    let m = parse_module(ctx, INPUT.as_bytes(), &ParseOptions::default()).expect("parses");
    let bytes = write_module(ctx, &m.body, m.op, None, &WriteOptions::default()).expect("writes");
    (m, bytes)
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

#[test]
fn own_encodings_are_written_and_read_back() {
    let ctx = context(true);
    let (m, bytes) = write(&ctx);
    // `#mybc.range<-3, 7>`: kind 0, then zigzag -3 = 5 and 7 = 14, each a
    // one-byte prefix varint ((v << 1) | 1).
    assert!(contains(&bytes, &[0x01, 0x0B, 0x1D]));
    for encoded in ["mybc.range", "mybc.box"] {
        assert!(!contains(&bytes, encoded.as_bytes()), "{encoded} as text");
    }
    // The declined attribute is stored as its text.
    assert!(contains(&bytes, b"mybc.note<\"kept as text\">\0"));
    let back = read_module(&ctx, &bytes, &ReadOptions::default()).expect("reads");
    assert_eq!(print(&ctx, &back), print(&ctx, &m));
    assert_eq!(print(&ctx, &m), format!("{INPUT}\n"));
    // Writing what was read gives the same bytes.
    let again = write_module(&ctx, &back.body, back.op, None, &WriteOptions::default()).unwrap();
    assert_eq!(again, bytes);
}

#[test]
fn the_encoding_changes_only_the_dialect_entries() {
    // The same module written without the dialect's encodings (unregistered,
    // so stored as text) reads back to the same text.
    let plain = context(false);
    let (m, text_bytes) = write(&plain);
    assert!(contains(&text_bytes, b"mybc.range<-3, 7>\0"));
    let back = read_module(&plain, &text_bytes, &ReadOptions::default()).expect("reads");
    assert_eq!(print(&plain, &back), print(&plain, &m));
    let (_, own_bytes) = write(&context(true));
    assert!(own_bytes.len() < text_bytes.len());
}

#[test]
fn a_reader_without_the_dialect_reports_it() {
    let (_, bytes) = write(&context(true));
    let Err(err) = read_module(&context(false), &bytes, &ReadOptions::default()) else {
        panic!("read without the dialect's encodings");
    };
    assert_eq!(
        err.message,
        "dialect 'mybc' does not implement the bytecode interface"
    );
}

#[test]
fn example_opt_writes_and_reads_the_encodings() {
    let exe = env!("CARGO_BIN_EXE_example-opt");
    let dir = std::env::temp_dir().join(format!("rmlir-mybc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.mlir");
    let bc = dir.join("out.mlirbc");
    std::fs::write(&input, INPUT).unwrap();
    let out = Command::new(exe)
        .arg(&input)
        .arg("--emit-bytecode")
        .arg("-o")
        .arg(&bc)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&bc).unwrap();
    assert!(contains(&bytes, &[0x01, 0x0B, 0x1D]));
    let out = Command::new(exe).arg(&bc).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), format!("{INPUT}\n"));
    let _ = std::fs::remove_dir_all(&dir);
}
