//! The arith folders against MLIR 22.
//!
//! `fold_cases/cases.mlir` holds one function per case and
//! `fold_cases/expected.txt` what `mlir-opt-22` (greedy driver, folding only)
//! returned from each; both are written by `fold_cases/gen.py`.  Here each
//! function is folded with a small greedy fold-only driver built on
//! [`rmlir_ir::fold`] (bottom-up worklist, refolding after in-place folds,
//! constants materialized through the dialect hook, trivially dead ops
//! erased) and its returned values are described the way `gen.py` describes
//! mlir-opt's output.

use rmlir_ir::fold::{constant_operands, constant_value, fold_op, materialize_constant};
use rmlir_ir::registry::{FoldResult, OpFoldResult, OpTraits};
use rmlir_ir::AttrData;
use rmlir_ir::Context;
use rmlir_ir::{BlockId, Body, OpId, ValueId};
use rmlir_ir::{Builder, InsertPoint};
use rmlir_ods::get_attr;
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{attr_to_string, type_to_string};

const CASES: &str = include_str!("fold_cases/cases.mlir");
const EXPECTED: &str = include_str!("fold_cases/expected.txt");

fn context() -> Context {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx
}

/// Folds every op of `block` until nothing changes (MLIR's greedy driver
/// with folding only).
fn fold_block(ctx: &Context, body: &mut Body, block: BlockId) {
    for _round in 0..10 {
        let mut changed = false;
        let mut worklist: Vec<OpId> = body.block_ops(block).collect();
        let mut budget = 1000;
        while let Some(op) = worklist.pop() {
            budget -= 1;
            assert!(budget > 0, "folding does not terminate");
            if !body.is_live_op(op) {
                continue;
            }
            let traits = ctx.op_traits(body.op_name(op));
            let unused = body.results(op).all(|r| !body.has_uses(r));
            if unused && traits.contains(OpTraits::PURE) && !traits.contains(OpTraits::TERMINATOR) {
                body.erase_op(op).expect("unused");
                changed = true;
                continue;
            }
            if traits.contains(OpTraits::CONSTANT_LIKE) {
                continue;
            }
            match fold_op(ctx, body, op) {
                FoldResult::None => {}
                FoldResult::InPlace => {
                    changed = true;
                    worklist.push(op);
                }
                FoldResult::Results(rs) => {
                    assert_eq!(
                        rs.len(),
                        body.num_results(op),
                        "one fold result per op result"
                    );
                    let name = ctx.op_name_str(body.op_name(op)).to_string();
                    let dialect = rmlir_ir::fold::dialect_namespace(&name);
                    let loc = body.op_loc(op);
                    let mut created = Vec::new();
                    let mut repl = Vec::new();
                    for (i, r) in rs.iter().enumerate() {
                        let res = body.result(op, i);
                        match *r {
                            OpFoldResult::Value(v) => repl.push(Some(v)),
                            OpFoldResult::Attr(a) => {
                                let ty = body.value_type(res);
                                let mut b = Builder::new(body, InsertPoint::Before(op));
                                match materialize_constant(ctx, &mut b, dialect, a, ty, loc) {
                                    Some(c) => {
                                        created.push(c);
                                        repl.push(Some(body.result(c, 0)));
                                    }
                                    None => repl.push(None),
                                }
                            }
                        }
                    }
                    if repl.iter().any(Option::is_none) {
                        for c in created {
                            body.erase_op(c).expect("fresh constant");
                        }
                        continue;
                    }
                    for (i, v) in repl.into_iter().enumerate() {
                        let res = body.result(op, i);
                        body.replace_all_uses(res, v.expect("checked"));
                    }
                    body.erase_op(op).expect("all uses replaced");
                    changed = true;
                }
            }
        }
        if !changed {
            return;
        }
    }
    panic!("folding did not converge");
}

/// `gen.py`'s description of a value.
fn describe(ctx: &Context, body: &Body, args: &[ValueId], v: ValueId) -> String {
    if let Some(i) = args.iter().position(|a| *a == v) {
        return format!("%arg{i}");
    }
    let op = body.defining_op(v).expect("op result");
    let name = ctx.op_name_str(body.op_name(op));
    match name {
        "arith.constant" => attr_to_string(
            ctx,
            get_attr(ctx, body, op, "value").expect("constant value"),
        ),
        "ub.poison" => format!("poison : {}", type_to_string(ctx, body.value_type(v))),
        _ => {
            let mut d = name.to_string();
            if name == "arith.cmpi" || name == "arith.cmpf" {
                let p = get_attr(ctx, body, op, "predicate").expect("predicate");
                let AttrData::Integer { value, .. } = ctx.attr_data(p) else {
                    panic!("predicate is an integer");
                };
                d.push_str(&format!("{{{}}}", value.to_decimal(true)));
            }
            let operands: Vec<String> = body
                .operands(op)
                .map(|o| describe(ctx, body, args, o))
                .collect();
            d.push_str(&format!("({})", operands.join(", ")));
            if body.num_results(op) > 1 {
                let k = body.results(op).position(|r| r == v).expect("result");
                d.push_str(&format!("#{k}"));
            }
            d
        }
    }
}

/// Parses `text` and folds every function; returns (name, descriptions).
fn fold_module(ctx: &Context, text: &str) -> Vec<(String, Vec<String>)> {
    let mut m = parse_module(ctx, text.as_bytes(), &ParseOptions::default()).unwrap_or_else(|d| {
        let at = rmlir_text::printer::loc_to_string(ctx, d.loc);
        panic!("parse error at {at}: {}", d.message)
    });
    let mb = m.body.nested_body_mut(m.op).expect("module body");
    let region = mb.root_regions()[0];
    let entry = mb.entry_block(region).expect("module block");
    let funcs: Vec<OpId> = mb.block_ops(entry).collect();
    let mut out = Vec::new();
    for f in funcs {
        let name = match ctx.attr_data(get_attr(ctx, mb, f, "sym_name").expect("sym_name")) {
            AttrData::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
            _ => panic!("sym_name"),
        };
        let fb = mb.nested_body_mut(f).expect("func body");
        let block = fb.entry_block(fb.root_regions()[0]).expect("entry");
        fold_block(ctx, fb, block);
        let args = fb.block_args(block).to_vec();
        let ret = fb.last_op(block).expect("return");
        let descs = fb
            .operands(ret)
            .map(|v| describe(ctx, fb, &args, v))
            .collect();
        out.push((name, descs));
    }
    out
}

#[test]
fn folds_like_mlir_22() {
    let ctx = context();
    let expected: Vec<(&str, &str, Vec<&str>)> = EXPECTED
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (head, results) = l.split_once(" => ").expect("=>");
            let (name, label) = head.split_once(' ').expect("label");
            (name, label, results.split(" ;; ").collect())
        })
        .collect();
    let got = fold_module(&ctx, CASES);
    assert_eq!(got.len(), expected.len(), "one function per expected line");
    let mut failures = Vec::new();
    for ((name, descs), (ename, label, want)) in got.iter().zip(&expected) {
        assert_eq!(name, ename, "cases and expectations are in the same order");
        if descs.iter().map(String::as_str).ne(want.iter().copied()) {
            failures.push(format!(
                "{name} {label}\n    want: {}\n    got:  {}",
                want.join(" ;; "),
                descs.join(" ;; ")
            ));
        }
    }
    if !failures.is_empty() {
        let shown: Vec<&String> = failures.iter().take(60).collect();
        panic!(
            "{} of {} cases differ from MLIR 22:\n{}",
            failures.len(),
            expected.len(),
            shown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

/// Parses one function and returns the module plus the function's ops.
fn parse_func(ctx: &Context, text: &str) -> rmlir_text::parser::ParsedModule {
    parse_module(ctx, text.as_bytes(), &ParseOptions::default())
        .unwrap_or_else(|d| panic!("parse error: {}", d.message))
}

/// The body and the ops of the first function of a parsed module.
fn func_body(m: &mut rmlir_text::parser::ParsedModule) -> (&mut Body, Vec<OpId>) {
    let mb = m.body.nested_body_mut(m.op).expect("module body");
    let entry = mb.entry_block(mb.root_regions()[0]).expect("block");
    let f = mb.first_op(entry).expect("func");
    let fb = mb.nested_body_mut(f).expect("func body");
    let block = fb.entry_block(fb.root_regions()[0]).expect("entry");
    let ops = fb.block_ops(block).collect();
    (fb, ops)
}

fn attr(ctx: &Context, text: &str) -> rmlir_ir::Attr {
    rmlir_text::parser::parse_attr_str(ctx, text).expect("attribute")
}

#[test]
fn fold_entry_point_collects_constants_and_calls_the_hook() {
    let ctx = context();
    let mut m = parse_func(
        &ctx,
        "func.func @f(%x: i32) -> (i32, i32, i32) {
           %c = arith.constant 7 : i32
           %p = ub.poison : i32
           %a = arith.addi %x, %c : i32
           %b = arith.addi %c, %c : i32
           %d = arith.addi %x, %p : i32
           return %a, %b, %d : i32, i32, i32
         }",
    );
    let (body, ops) = func_body(&mut m);
    let (c, p, a, b, d, ret) = (ops[0], ops[1], ops[2], ops[3], ops[4], ops[5]);
    let seven = attr(&ctx, "7 : i32");
    let poison = rmlir_dialects::arith::fold::poison_attr(&ctx);
    assert_eq!(constant_operands(&ctx, body, a), vec![None, Some(seven)]);
    assert_eq!(constant_value(&ctx, body, body.result(p, 0)), Some(poison));
    assert_eq!(constant_value(&ctx, body, body.result(a, 0)), None);
    assert!(rmlir_dialects::arith::fold::is_poison(&ctx, poison));
    // A constant folds to its value; the driver never asks, but MLIR's
    // ConstantOp::fold answers it.
    assert_eq!(
        fold_op(&ctx, body, c),
        FoldResult::Results(vec![OpFoldResult::Attr(seven)].into())
    );
    assert_eq!(fold_op(&ctx, body, a), FoldResult::None);
    assert_eq!(
        fold_op(&ctx, body, b),
        FoldResult::Results(vec![OpFoldResult::Attr(attr(&ctx, "14 : i32"))].into())
    );
    assert_eq!(
        fold_op(&ctx, body, d),
        FoldResult::Results(vec![OpFoldResult::Attr(poison)].into())
    );
    // No hook, no trait folder.
    assert_eq!(fold_op(&ctx, body, ret), FoldResult::None);
}

#[test]
fn commutative_ops_move_constants_right_in_place() {
    let ctx = context();
    let mut m = parse_func(
        &ctx,
        "func.func @f(%x: i32, %y: i32) -> (i32, i32, i32) {
           %c = arith.constant 7 : i32
           %a = arith.muli %c, %x : i32
           %b = arith.subi %c, %x : i32
           %d = arith.addi %x, %y : i32
           return %a, %b, %d : i32, i32, i32
         }",
    );
    let (body, ops) = func_body(&mut m);
    let (c, a, b, d) = (ops[0], ops[1], ops[2], ops[3]);
    let x = body.operand(a, 1);
    let cv = body.result(c, 0);
    assert_eq!(fold_op(&ctx, body, a), FoldResult::InPlace);
    assert_eq!(body.operands(a).collect::<Vec<_>>(), vec![x, cv]);
    assert_eq!(
        fold_op(&ctx, body, a),
        FoldResult::None,
        "stable once sorted"
    );
    // subi is not commutative; addi of two non-constants is left alone.
    assert_eq!(fold_op(&ctx, body, b), FoldResult::None);
    assert_eq!(fold_op(&ctx, body, d), FoldResult::None);
}

#[test]
fn cmpi_moves_a_constant_left_operand_and_mirrors_the_predicate() {
    let ctx = context();
    let mut m = parse_func(
        &ctx,
        "func.func @f(%x: i32) -> i1 {
           %c = arith.constant 7 : i32
           %r = arith.cmpi ult, %c, %x : i32
           return %r : i1
         }",
    );
    let (body, ops) = func_body(&mut m);
    let (c, r) = (ops[0], ops[1]);
    let x = body.operand(r, 1);
    assert_eq!(fold_op(&ctx, body, r), FoldResult::InPlace);
    assert_eq!(
        body.operands(r).collect::<Vec<_>>(),
        vec![x, body.result(c, 0)]
    );
    let text = rmlir_text::printer::op_to_string(&ctx, body, r, false);
    assert!(text.contains("arith.cmpi ugt,"), "{text}");
}

#[test]
fn addui_extended_with_poison_is_poison_twice() {
    // MLIR 22 crashes on this fold (it asks the poison sum for its type);
    // later MLIR folds both results to poison, which rmlir does.
    let ctx = context();
    let mut m = parse_func(
        &ctx,
        "func.func @f(%x: i32) -> (i32, i1) {
           %p = ub.poison : i32
           %s, %o = arith.addui_extended %x, %p : i32, i1
           return %s, %o : i32, i1
         }",
    );
    let (body, ops) = func_body(&mut m);
    let poison = OpFoldResult::Attr(rmlir_dialects::arith::fold::poison_attr(&ctx));
    assert_eq!(
        fold_op(&ctx, body, ops[1]),
        FoldResult::Results(vec![poison, poison].into())
    );
}

#[test]
fn materialize_constant_builds_arith_constants_and_poison() {
    let ctx = context();
    let mut m = parse_func(
        &ctx,
        "func.func @f() {
           return
         }",
    );
    let (body, ops) = func_body(&mut m);
    let ret = ops[0];
    let loc = body.op_loc(ret);
    let mut make = |text: &str, ty: &str, dialect: &str| {
        let a = attr(&ctx, text);
        let t = rmlir_text::parser::parse_type_str(&ctx, ty).expect("type");
        let mut b = Builder::new(&mut *body, InsertPoint::Before(ret));
        materialize_constant(&ctx, &mut b, dialect, a, t, loc).map(|op| {
            let printed = rmlir_text::printer::op_to_string(&ctx, body, op, false);
            assert_eq!(body.value_type(body.result(op, 0)), t);
            printed
        })
    };
    let cases = [
        ("5 : i32", "i32", Some("%c5_i32 = arith.constant 5 : i32")),
        ("true", "i1", Some("%true = arith.constant true")),
        (
            "-1 : index",
            "index",
            Some("%c-1 = arith.constant -1 : index"),
        ),
        (
            "1.5 : f16",
            "f16",
            Some("%cst = arith.constant 1.500000e+00 : f16"),
        ),
        (
            "dense<[1, 2]> : vector<2xi8>",
            "vector<2xi8>",
            Some("%cst = arith.constant dense<[1, 2]> : vector<2xi8>"),
        ),
        (
            "dense<0.0> : tensor<2x3xbf16>",
            "tensor<2x3xbf16>",
            Some("%cst = arith.constant dense<0.000000e+00> : tensor<2x3xbf16>"),
        ),
        (
            "#ub.poison",
            "vector<4xf32>",
            Some("%0 = ub.poison : vector<4xf32>"),
        ),
        // The attribute's type must be the requested type.
        ("5 : i64", "i32", None),
        ("dense<1> : vector<2xi8>", "vector<3xi8>", None),
        // Signed or unsigned integers are not arith constants.
        ("5 : si32", "si32", None),
        ("dense<1> : vector<2xui8>", "vector<2xui8>", None),
        // Only integer, float and elements attributes.
        ("\"text\"", "i32", None),
        ("unit", "i32", None),
    ];
    for (text, ty, want) in cases {
        let got = make(text, ty, "arith");
        assert_eq!(got.as_deref(), want, "materializing {text} as {ty}");
    }
    // Dialects without the hook (or unknown ones) build nothing.
    assert_eq!(make("5 : i32", "i32", "func"), None);
    assert_eq!(make("5 : i32", "i32", "nosuchdialect"), None);
}
