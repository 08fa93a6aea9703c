//! Typed wrappers of the index ops its patterns and folders read (MLIR's
//! `index::CmpOp`, `index::SubOp`), declared with [`rmlir_ods::typed_op!`]
//! from the definitions in [`super::OPS`].

use rmlir_ods::typed::Accessor;
use rmlir_ods::OpDef;

rmlir_ods::typed_op! {
    /// `index.cmp`.
    pub struct CmpOp = "index.cmp" in super::OPS {
        operand lhs: one "lhs";
        operand rhs: one "rhs";
        result result: one "result";
        attr pred: required "pred";
    }
}

rmlir_ods::typed_op! {
    /// `index.sub`.
    pub struct SubOp = "index.sub" in super::OPS {
        operand lhs: one "lhs";
        operand rhs: one "rhs";
        result result: one "result";
    }
}

/// Every wrapper's definition and accessors, for consistency tests.
pub const WRAPPERS: &[(&OpDef, &[Accessor])] = &[
    (CmpOp::DEF, CmpOp::ACCESSORS),
    (SubOp::DEF, SubOp::ACCESSORS),
];

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_ir::{Body, Context, OpId, ValueId};
    use rmlir_ods::typed::{check_accessors, same_signature};
    use rmlir_text::parser::{parse_module, ParseOptions};

    /// The function's arguments and ops (in order) of the first function.
    fn parse_func(ctx: &Context, src: &str) -> (Body, Vec<ValueId>, Vec<OpId>) {
        let mut m = parse_module(ctx, src.as_bytes(), &ParseOptions::default())
            .unwrap_or_else(|d| panic!("parse error: {}", d.message));
        rmlir_ir::verify::verify(ctx, &m.body, m.op).unwrap_or_else(|d| panic!("{}", d.message));
        let module = m.body.nested_body_mut(m.op).expect("module body");
        let region = module.root_regions()[0];
        let block = module.entry_block(region).expect("module block");
        let f = module.first_op(block).expect("func");
        let body = *module.take_nested_body(f).expect("func body");
        let entry = body.entry_block(body.root_regions()[0]).expect("entry");
        let args = body.block_args(entry).to_vec();
        let ops = body.block_ops(entry).collect();
        (body, args, ops)
    }

    fn context() -> Context {
        let mut ctx = Context::new();
        crate::register_all(&mut ctx);
        ctx
    }

    #[test]
    fn index_wrappers_match_definitions() {
        for (def, accessors) in WRAPPERS {
            check_accessors(def, accessors).unwrap_or_else(|e| panic!("{e}"));
        }
        let ctx = context();
        for (def, _) in WRAPPERS {
            let info = ctx.op_info(ctx.op_name(def.name)).expect("registered");
            let compiled = info
                .interface::<rmlir_ods::Compiled>()
                .expect("declarative");
            assert!(same_signature(compiled.def, def), "{}", def.name);
        }
    }

    #[test]
    fn index_accessors_read_parsed_ops() {
        let ctx = context();
        let src = r#"
func.func @f(%a: index, %b: index) -> i1 {
  %s = index.sub %a, %b
  %c = index.cmp ult(%s, %a)
  return %c : i1
}
"#;
        let (body, args, ops) = parse_func(&ctx, src);
        let (a, b) = (args[0], args[1]);
        let sub = SubOp::cast(&ctx, &body, ops[0]).expect("sub");
        assert_eq!((sub.lhs(&ctx, &body), sub.rhs(&ctx, &body)), (a, b));
        assert_eq!(sub.result(&ctx, &body), body.result(ops[0], 0));
        assert!(SubOp::cast(&ctx, &body, ops[1]).is_none());
        let cmp = CmpOp::cast(&ctx, &body, ops[1]).expect("cmp");
        assert_eq!(
            (cmp.lhs(&ctx, &body), cmp.rhs(&ctx, &body)),
            (body.result(ops[0], 0), a)
        );
        assert_eq!(
            super::super::predicate_of(&ctx, cmp.pred(&ctx, &body)),
            Some(rmlir_numerics::apint_ops::CmpIPredicate::Ult)
        );
    }
}
