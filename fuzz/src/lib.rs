//! What the fuzz targets share: a context with every dialect, and the
//! round-trip oracle (what parses prints, and printing is a fixed point of
//! parse-then-print, in custom and generic form).

use rmlir_ir::Context;
use rmlir_text::parser::{parse_module, ParseOptions, ParsedModule};
use rmlir_text::printer::{print_top_level, PrintOptions};

/// The context every input is parsed in, with every dialect and
/// unregistered ops allowed; made once (registering the dialects costs more
/// than most inputs).
pub fn context() -> &'static Context {
    static CTX: std::sync::OnceLock<Context> = std::sync::OnceLock::new();
    CTX.get_or_init(|| {
        let mut ctx = Context::new();
        rmlir_dialects::register_all(&mut ctx);
        ctx.set_allow_unregistered_dialects(true);
        ctx
    })
}

/// Parses and verifies `text`; `None` if it is not valid IR.
pub fn parse_valid(ctx: &Context, text: &[u8]) -> Option<ParsedModule> {
    let m = parse_module(ctx, text, &ParseOptions::default()).ok()?;
    rmlir_ir::verify::verify(ctx, &m.body, m.op).ok()?;
    Some(m)
}

/// Custom forms that mlir-opt 22 itself prints in a way it cannot parse
/// back (rmlir prints what mlir-opt prints): `scf.reduce` and
/// `memref.dma_start` with discardable attributes.
const MLIR_UNPARSABLE_CUSTOM_FORMS: &[&str] = &["scf.reduce  {", "memref.dma_start"];

/// Prints `m`, then checks that the text parses, verifies and prints the
/// same, in custom and generic form. Panics (a finding) otherwise.
pub fn check_round_trip(ctx: &Context, m: &ParsedModule) {
    for generic in [true, false] {
        let opts = PrintOptions {
            generic,
            ..PrintOptions::default()
        };
        let first = print_top_level(ctx, &m.body, m.op, &opts);
        if !generic
            && MLIR_UNPARSABLE_CUSTOM_FORMS
                .iter()
                .any(|f| first.contains(f))
        {
            continue;
        }
        let again = match parse_module(ctx, first.as_bytes(), &ParseOptions::default()) {
            Ok(again) => again,
            Err(d) => panic!("printed IR does not parse: {}\n{first}", d.message),
        };
        if let Err(d) = rmlir_ir::verify::verify(ctx, &again.body, again.op) {
            panic!("printed IR does not verify: {}\n{first}", d.message);
        }
        let second = print_top_level(ctx, &again.body, again.op, &opts);
        assert_eq!(
            first, second,
            "printing is not a fixed point (generic: {generic})"
        );
    }
}
