//! Bytes that are not UTF-8 inside quoted names and strings: a clear error
//! (names) or a parse (strings), never a panic (found by the `parse_text`
//! and `read_bytecode` fuzz targets).

use rmlir_ir::symbol::NOT_UTF8_NAME;
use rmlir_ir::Context;
use rmlir_text::parser::{parse_module, ParseOptions};

fn parse(src: &[u8]) -> Result<(), String> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    parse_module(&ctx, src, &ParseOptions::default())
        .map(|_| ())
        .map_err(|d| d.message)
}

#[test]
fn raw_invalid_bytes_in_a_quoted_symbol_are_an_error() {
    let src = b"\"t.syms\"() {a = @\"with spa\xff\xff @plain, c = @\"x\"} : () -> ()\n";
    assert_eq!(parse(src), Err(NOT_UTF8_NAME.to_string()));
}

#[test]
fn quoted_names_must_be_utf8_and_strings_need_not() {
    assert_eq!(
        parse(b"\"t.s\"() {a = @\"a\xff\"} : () -> ()\n"),
        Err(NOT_UTF8_NAME.to_string())
    );
    assert_eq!(
        parse(b"\"t.s\"() {\"k\xfe\" = 1 : i32} : () -> ()\n"),
        Err(NOT_UTF8_NAME.to_string())
    );
    assert_eq!(parse(b"\"t.s\"() {a = \"\xc3\"} : () -> ()\n"), Ok(()));
    assert_eq!(parse(b"\"t.s\"() {a = \"\\FF\"} : () -> ()\n"), Ok(()));
}

#[test]
fn invalid_bytes_in_dialect_bodies_are_kept_printable() {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let src = b"\"t.a\"() : () -> !bar<b \xa4z>\n";
    let m = parse_module(&ctx, src, &ParseOptions::default()).expect("parses");
    let printed = rmlir_text::printer::print_top_level(
        &ctx,
        &m.body,
        m.op,
        &rmlir_text::printer::PrintOptions::default(),
    );
    assert!(printed.contains("!bar<b \u{FFFD}z>"), "{printed}");
    parse_module(&ctx, printed.as_bytes(), &ParseOptions::default()).expect("reparses");
}

/// A symbol's name given as a string property may hold any bytes; one that
/// is not UTF-8 would print as `@"..."` and not parse back, so the verifier
/// refuses it wherever the symbol is, a top-level module included (found by
/// the `parse_text` fuzz target).
#[test]
fn symbol_names_that_are_not_utf8_do_not_verify() {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    for src in [
        &b"\"builtin.module\"() <{sym_name = \"t\xff\"}> ({\n  \"t.x\"() : () -> ()\n}) : () -> ()\n"[..],
        b"module {\n  \"builtin.module\"() <{sym_name = \"t\xff\"}> ({\n    \"t.x\"() : () -> ()\n  }) : () -> ()\n}\n",
        b"\"t.holder\"() ({\n  \"builtin.module\"() <{sym_name = \"\xfe\"}> ({\n    \"t.x\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n",
    ] {
        let m = parse_module(&ctx, src, &ParseOptions::default()).expect("parses");
        let err = rmlir_ir::verify::verify(&ctx, &m.body, m.op).expect_err("must not verify");
        assert_eq!(err.message, format!("symbol {NOT_UTF8_NAME}"));
    }
}
