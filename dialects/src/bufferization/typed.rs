//! Typed wrappers of the bufferization ops (MLIR's
//! `bufferization::ToBufferOp`, `bufferization::ToTensorOp`...), declared
//! with [`rmlir_ods::typed_op!`] from the definitions in [`super::OPS`].

use rmlir_ods::typed::Accessor;
use rmlir_ods::OpDef;

rmlir_ods::typed_op! {
    /// `bufferization.clone`.
    pub struct CloneOp = "bufferization.clone" in super::OPS {
        operand input: one "input";
        result output: one "output";
    }
}

rmlir_ods::typed_op! {
    /// `bufferization.materialize_in_destination`.
    pub struct MaterializeInDestinationOp = "bufferization.materialize_in_destination" in super::OPS {
        operand source: one "source";
        operand dest: one "dest";
        result result: optional "result";
        attr restrict: optional "restrict";
        attr writable: optional "writable";
    }
}

rmlir_ods::typed_op! {
    /// `bufferization.to_buffer`.
    pub struct ToBufferOp = "bufferization.to_buffer" in super::OPS {
        operand tensor: one "tensor";
        result buffer: one "buffer";
        attr read_only: optional "read_only";
    }
}

rmlir_ods::typed_op! {
    /// `bufferization.to_tensor`.
    pub struct ToTensorOp = "bufferization.to_tensor" in super::OPS {
        operand buffer: one "buffer";
        result result: one "result";
        attr restrict: optional "restrict";
        attr writable: optional "writable";
    }
}

/// Every wrapper's definition and accessors, for consistency tests.
pub const WRAPPERS: &[(&OpDef, &[Accessor])] = &[
    (CloneOp::DEF, CloneOp::ACCESSORS),
    (
        MaterializeInDestinationOp::DEF,
        MaterializeInDestinationOp::ACCESSORS,
    ),
    (ToBufferOp::DEF, ToBufferOp::ACCESSORS),
    (ToTensorOp::DEF, ToTensorOp::ACCESSORS),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::util::test_support::{context, parse_func};

    const SRC: &str = r#"
func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {
  %b = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %u = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %c = bufferization.clone %b : memref<4xf32> to memref<4xf32>
  bufferization.materialize_in_destination %u in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  %r = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
"#;

    #[test]
    fn bufferization_accessors_read_parsed_ops() {
        let ctx = context();
        let (body, args, ops) = parse_func(&ctx, SRC);
        let (t, m) = (args[0], args[1]);

        assert!(ToBufferOp::cast(&ctx, &body, ops[1]).is_none());
        let tb = ToBufferOp::cast(&ctx, &body, ops[0]).expect("to_buffer");
        assert_eq!(tb.tensor(&ctx, &body), t);
        assert_eq!(tb.buffer(&ctx, &body), body.result(ops[0], 0));
        assert!(tb.read_only(&ctx, &body).is_some());

        let tt = ToTensorOp::cast(&ctx, &body, ops[1]).expect("to_tensor");
        assert_eq!(tt.buffer(&ctx, &body), m);
        assert_eq!(tt.result(&ctx, &body), body.result(ops[1], 0));
        assert!(tt.restrict(&ctx, &body).is_some());
        assert!(tt.writable(&ctx, &body).is_some());

        let c = CloneOp::cast(&ctx, &body, ops[2]).expect("clone");
        assert_eq!(c.input(&ctx, &body), tb.buffer(&ctx, &body));
        assert_eq!(c.output(&ctx, &body), body.result(ops[2], 0));

        let mat = MaterializeInDestinationOp::cast(&ctx, &body, ops[3]).expect("materialize");
        assert_eq!(mat.source(&ctx, &body), tt.result(&ctx, &body));
        assert_eq!(mat.dest(&ctx, &body), m);
        assert_eq!(mat.result(&ctx, &body), None);
        assert!(mat.restrict(&ctx, &body).is_some());
        let mat = MaterializeInDestinationOp::cast(&ctx, &body, ops[4]).expect("materialize");
        assert_eq!(mat.source(&ctx, &body), t);
        assert_eq!(mat.dest(&ctx, &body), tt.result(&ctx, &body));
        assert_eq!(mat.result(&ctx, &body), Some(body.result(ops[4], 0)));
        assert_eq!(mat.writable(&ctx, &body), None);
    }
}
