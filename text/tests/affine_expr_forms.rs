//! The two forms of affine expressions, parsed by the one shared grammar:
//! map bodies (`(d0)[s0] -> (d0 + s0 * 2)`, operands are declared names)
//! and maps of SSA ids (`[%i + 1, symbol(%n) * 2]`, operands are SSA ids),
//! each with its own operand errors and the grammar's own errors.

use std::cell::RefCell;

use rmlir_ir::registry::{DialectInfo, OpInfo, OpTraits};
use rmlir_ir::LocData;
use rmlir_ir::{Context, Diagnostic};
use rmlir_text::affine::{parse_affine_map, parse_affine_map_of_ssa_ids};
use rmlir_text::parser::{parse_module, Delimiter, OpAsmParser, ParseOptions};
use rmlir_text::CustomAssembly;

thread_local! {
    /// What `test.ssa_map` parsed: the map, then its operands.
    static PARSED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Custom form of `test.ssa_map`: one map of SSA ids in `[...]`.
fn parse_ssa_map(p: &mut OpAsmParser<'_, '_>) -> Result<(), Diagnostic> {
    let (map, operands) = parse_affine_map_of_ssa_ids(p, Delimiter::Square)?;
    let names: Vec<String> = operands
        .iter()
        .map(|u| format!("{}#{}", u.name(), u.number()))
        .collect();
    PARSED.with(|s| s.borrow_mut().push(format!("{map} | {}", names.join(" "))));
    Ok(())
}

/// Parses `src` with `test.ssa_map` registered; returns what its hook
/// parsed or the error as `line:col: message`.
fn parse_ssa_form(src: &str) -> Result<Vec<String>, String> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_dialect(DialectInfo::new("test"));
    let mut info = OpInfo::new("test.ssa_map", OpTraits::default());
    info.interfaces.insert(CustomAssembly {
        parse: Some(parse_ssa_map),
        print: None,
    });
    ctx.register_op(info);
    PARSED.with(|s| s.borrow_mut().clear());
    match parse_module(&ctx, src.as_bytes(), &ParseOptions::default()) {
        Ok(_) => Ok(PARSED.with(|s| s.borrow().clone())),
        Err(d) => match ctx.loc_data(d.loc) {
            LocData::FileLineCol { line, col, .. } => Err(format!("{line}:{col}: {}", d.message)),
            other => Err(format!("{other:?}: {}", d.message)),
        },
    }
}

const DEFS: &str = "%i, %j, %n = \"test.def\"() : () -> (index, index, index)\n";

#[test]
fn map_body_form() {
    let map = parse_affine_map("(d0, d1)[s0] -> (d0 + s0 * 2, -(d1 floordiv 3), d0 mod 4 - 1)")
        .expect("parses");
    assert_eq!(
        map.to_string(),
        "(d0, d1)[s0] -> (d0 + s0 * 2, -(d1 floordiv 3), d0 mod 4 - 1)"
    );
    // Simplified as built: constants fold, `- -x` cancels.
    let map = parse_affine_map("(d0) -> (2 * 3 + d0 - - d0)").expect("parses");
    assert_eq!(map.to_string(), "(d0) -> (d0 * 2 + 6)");
}

#[test]
fn map_body_errors() {
    // The grammar's error, at the operator.
    let body = "(d0, d1) -> (d0 * d1)";
    assert_eq!(
        parse_affine_map(body),
        Err((
            body.find('*').unwrap(),
            "non-affine expression: at least one of the multiply operands has to be either a \
             constant or symbolic"
                .to_string()
        ))
    );
    // Operands: names must be declared; SSA ids are not operands here.
    // Unexpected tokens are reported just after the previous token.
    let body = "(d0) -> (d0 + d1)";
    assert_eq!(
        parse_affine_map(body),
        Err((
            body.find('+').unwrap() + 1,
            "use of undeclared identifier".to_string()
        ))
    );
    let body = "(d0) -> (%x)";
    assert_eq!(
        parse_affine_map(body),
        Err((
            body.find('%').unwrap(),
            "unexpected ssa identifier".to_string()
        ))
    );
}

#[test]
fn ssa_id_form() {
    let src =
        format!("{DEFS}test.ssa_map [%i + 1, symbol(%n) * 2, -(%i floordiv symbol(%n)), %j, %i]\n");
    assert_eq!(
        parse_ssa_form(&src),
        Ok(vec![
            "(d0, d1)[s0] -> (d0 + 1, s0 * 2, -(d0 floordiv s0), d1, d0) | %i#0 %j#0 %n#0"
                .to_string()
        ])
    );
    assert_eq!(
        parse_ssa_form("test.ssa_map []\n"),
        Ok(vec!["() -> () | ".to_string()])
    );
}

#[test]
fn ssa_id_errors() {
    // The grammar's error, at the operator (line 2, column of `*`).
    let col = "test.ssa_map [%i ".len() + 1;
    assert_eq!(
        parse_ssa_form(&format!("{DEFS}test.ssa_map [%i * %j]\n")),
        Err(format!(
            "2:{col}: non-affine expression: at least one of the multiply operands has to be \
             either a constant or symbolic"
        ))
    );
    // Operands: bare identifiers name nothing; `symbol` needs an SSA id.
    // Unexpected tokens are reported just after the previous token.
    assert_eq!(
        parse_ssa_form(&format!("{DEFS}test.ssa_map [%i + d0]\n")),
        Err("2:19: use of undeclared identifier".to_string())
    );
    assert_eq!(
        parse_ssa_form(&format!("{DEFS}test.ssa_map [symbol(3)]\n")),
        Err("2:22: expected ssa identifier".to_string())
    );
    assert_eq!(
        parse_ssa_form(&format!("{DEFS}test.ssa_map [%i, 3}}\n")),
        Err("2:20: expected ']' in affine map".to_string())
    );
}
