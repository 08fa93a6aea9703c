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
    use crate::util::test_support::{context, parse_func};

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
