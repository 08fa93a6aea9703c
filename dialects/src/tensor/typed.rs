//! Typed wrappers of the tensor ops most passes use (MLIR's
//! `tensor::EmptyOp`, `tensor::ExtractSliceOp`...), declared with
//! [`rmlir_ods::typed_op!`] from the definitions in [`super::OPS`].

use rmlir_ir::Body;
use rmlir_ir::Context;
use rmlir_ods::typed::{attr_i64_array, mixed_values, Accessor, MixedValue};
use rmlir_ods::OpDef;

rmlir_ods::typed_op! {
    /// `tensor.empty`.
    pub struct EmptyOp = "tensor.empty" in super::OPS {
        operand dynamic_sizes: variadic "dynamicSizes";
        result result: one "result";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.extract`.
    pub struct ExtractOp = "tensor.extract" in super::OPS
        where results inferred by rmlir_ods::typed::build::element_type_of_first_operand
    {
        operand tensor: one "tensor";
        operand indices: variadic "indices";
        result result: one "result";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.from_elements`.
    pub struct FromElementsOp = "tensor.from_elements" in super::OPS {
        operand elements: variadic "elements";
        result result: one "result";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.insert`.
    pub struct InsertOp = "tensor.insert" in super::OPS {
        operand scalar: one "scalar";
        operand dest: one "dest";
        operand indices: variadic "indices";
        result result: one "result";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.dim`.
    pub struct DimOp = "tensor.dim" in super::OPS {
        operand source: one "source";
        operand_setter set_source: one "source";
        operand index: one "index";
        result result: one "result";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.cast`.
    pub struct CastOp = "tensor.cast" in super::OPS {
        operand source: one "source";
        result dest: one "dest";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.extract_slice`.
    pub struct ExtractSliceOp = "tensor.extract_slice" in super::OPS {
        operand source: one "source";
        operand offsets: variadic "offsets";
        operand sizes: variadic "sizes";
        operand strides: variadic "strides";
        result result: one "result";
        attr static_offsets: required "static_offsets";
        attr static_sizes: required "static_sizes";
        attr static_strides: required "static_strides";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.insert_slice`.
    pub struct InsertSliceOp = "tensor.insert_slice" in super::OPS {
        operand source: one "source";
        operand dest: one "dest";
        operand_setter set_dest: one "dest";
        operand offsets: variadic "offsets";
        operand sizes: variadic "sizes";
        operand strides: variadic "strides";
        result result: one "result";
        attr static_offsets: required "static_offsets";
        attr static_sizes: required "static_sizes";
        attr static_strides: required "static_strides";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.bitcast`.
    pub struct BitcastOp = "tensor.bitcast" in super::OPS {
        operand source: one "source";
        result dest: one "dest";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.collapse_shape`.
    pub struct CollapseShapeOp = "tensor.collapse_shape" in super::OPS {
        operand src: one "src";
        operand_setter set_src: one "src";
        result result: one "result";
        attr reassociation: required "reassociation";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.concat`.
    pub struct ConcatOp = "tensor.concat" in super::OPS {
        operand inputs: variadic "inputs";
        result result: one "result";
        attr dim: required "dim";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.expand_shape`.
    pub struct ExpandShapeOp = "tensor.expand_shape" in super::OPS {
        operand src: one "src";
        operand output_shape: variadic "output_shape";
        result result: one "result";
        attr reassociation: required "reassociation";
        attr static_output_shape: required "static_output_shape";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.pad`.
    pub struct PadOp = "tensor.pad" in super::OPS {
        operand source: one "source";
        operand_setter set_source: one "source";
        operand low: variadic "low";
        operand high: variadic "high";
        result result: one "result";
        attr static_low: required "static_low";
        attr static_high: required "static_high";
        attr nofold: optional "nofold";
        region region: one "region";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.reshape`.
    pub struct ReshapeOp = "tensor.reshape" in super::OPS {
        operand source: one "source";
        operand_setter set_source: one "source";
        operand shape: one "shape";
        result result: one "result";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.splat`.
    pub struct SplatOp = "tensor.splat" in super::OPS {
        operand input: one "input";
        operand dynamic_sizes: variadic "dynamicSizes";
        result aggregate: one "aggregate";
    }
}

rmlir_ods::typed_op! {
    /// `tensor.yield`.
    pub struct YieldOp = "tensor.yield" in super::OPS {
        operand value: one "value";
    }
}

/// `getMixedOffsets` / `getMixedSizes` / `getMixedStrides` of a slice op.
macro_rules! mixed_accessors {
    ($($ty:ident),*) => {$(
        impl $ty {
            /// The offsets, static and dynamic (MLIR's `getMixedOffsets`).
            pub fn mixed_offsets(self, ctx: &Context, body: &Body) -> Vec<MixedValue> {
                let statics = attr_i64_array(ctx, self.static_offsets(ctx, body));
                mixed_values(&statics.unwrap_or_default(), &self.offsets(ctx, body))
                    .unwrap_or_default()
            }

            /// The sizes, static and dynamic (MLIR's `getMixedSizes`).
            pub fn mixed_sizes(self, ctx: &Context, body: &Body) -> Vec<MixedValue> {
                let statics = attr_i64_array(ctx, self.static_sizes(ctx, body));
                mixed_values(&statics.unwrap_or_default(), &self.sizes(ctx, body))
                    .unwrap_or_default()
            }

            /// The strides, static and dynamic (MLIR's `getMixedStrides`).
            pub fn mixed_strides(self, ctx: &Context, body: &Body) -> Vec<MixedValue> {
                let statics = attr_i64_array(ctx, self.static_strides(ctx, body));
                mixed_values(&statics.unwrap_or_default(), &self.strides(ctx, body))
                    .unwrap_or_default()
            }
        }
    )*};
}

mixed_accessors!(ExtractSliceOp, InsertSliceOp);

/// Every wrapper's definition and accessors, for consistency tests.
pub const WRAPPERS: &[(&OpDef, &[Accessor])] = &[
    (EmptyOp::DEF, EmptyOp::ACCESSORS),
    (ExtractOp::DEF, ExtractOp::ACCESSORS),
    (FromElementsOp::DEF, FromElementsOp::ACCESSORS),
    (InsertOp::DEF, InsertOp::ACCESSORS),
    (DimOp::DEF, DimOp::ACCESSORS),
    (CastOp::DEF, CastOp::ACCESSORS),
    (ExtractSliceOp::DEF, ExtractSliceOp::ACCESSORS),
    (InsertSliceOp::DEF, InsertSliceOp::ACCESSORS),
    (BitcastOp::DEF, BitcastOp::ACCESSORS),
    (CollapseShapeOp::DEF, CollapseShapeOp::ACCESSORS),
    (ConcatOp::DEF, ConcatOp::ACCESSORS),
    (ExpandShapeOp::DEF, ExpandShapeOp::ACCESSORS),
    (PadOp::DEF, PadOp::ACCESSORS),
    (ReshapeOp::DEF, ReshapeOp::ACCESSORS),
    (SplatOp::DEF, SplatOp::ACCESSORS),
    (YieldOp::DEF, YieldOp::ACCESSORS),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::util::test_support::{context, parse_func};

    const SRC: &str = r#"
func.func @f(%n: index, %m: index, %v: f32) -> index {
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %x = tensor.extract %e[%n, %m] : tensor<?x4xf32>
  %i = tensor.insert %v into %e[%m, %c1] : tensor<?x4xf32>
  %d = tensor.dim %i, %c1 : tensor<?x4xf32>
  %c = tensor.cast %i : tensor<?x4xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %i[%m, 0] [2, %n] [1, 1] : tensor<?x4xf32> to tensor<2x?xf32>
  %t = tensor.insert_slice %s into %c[0, %n] [2, %n] [%c1, 1] : tensor<2x?xf32> into tensor<?x?xf32>
  return %d : index
}
"#;

    #[test]
    fn tensor_accessors_read_parsed_ops() {
        let ctx = context();
        let (body, args, ops) = parse_func(&ctx, SRC);
        let (n, m, v) = (args[0], args[1], args[2]);
        let c1 = body.result(ops[0], 0);
        let res = |i: usize| body.result(ops[i], 0);

        assert!(EmptyOp::cast(&ctx, &body, ops[0]).is_none());
        let empty = EmptyOp::cast(&ctx, &body, ops[1]).expect("empty");
        assert_eq!(empty.dynamic_sizes(&ctx, &body), vec![n]);
        assert_eq!(empty.result(&ctx, &body), res(1));

        let extract = ExtractOp::cast(&ctx, &body, ops[2]).expect("extract");
        assert_eq!(extract.tensor(&ctx, &body), res(1));
        assert_eq!(extract.indices(&ctx, &body), vec![n, m]);

        let insert = InsertOp::cast(&ctx, &body, ops[3]).expect("insert");
        assert_eq!(insert.scalar(&ctx, &body), v);
        assert_eq!(insert.dest(&ctx, &body), res(1));
        assert_eq!(insert.indices(&ctx, &body), vec![m, c1]);

        let dim = DimOp::cast(&ctx, &body, ops[4]).expect("dim");
        assert_eq!(
            (dim.source(&ctx, &body), dim.index(&ctx, &body)),
            (res(3), c1)
        );
        let cast = CastOp::cast(&ctx, &body, ops[5]).expect("cast");
        assert_eq!(
            (cast.source(&ctx, &body), cast.dest(&ctx, &body)),
            (res(3), res(5))
        );

        use MixedValue::{Dynamic, Static};
        let es = ExtractSliceOp::cast(&ctx, &body, ops[6]).expect("extract_slice");
        assert_eq!(es.source(&ctx, &body), res(3));
        assert_eq!(es.offsets(&ctx, &body), vec![m]);
        assert_eq!(es.sizes(&ctx, &body), vec![n]);
        assert!(es.strides(&ctx, &body).is_empty());
        assert_eq!(es.mixed_offsets(&ctx, &body), vec![Dynamic(m), Static(0)]);
        assert_eq!(es.mixed_sizes(&ctx, &body), vec![Static(2), Dynamic(n)]);
        assert_eq!(es.mixed_strides(&ctx, &body), vec![Static(1), Static(1)]);

        let is = InsertSliceOp::cast(&ctx, &body, ops[7]).expect("insert_slice");
        assert_eq!(
            (is.source(&ctx, &body), is.dest(&ctx, &body)),
            (res(6), res(5))
        );
        assert_eq!(is.offsets(&ctx, &body), vec![n]);
        assert_eq!(is.sizes(&ctx, &body), vec![n]);
        assert_eq!(is.strides(&ctx, &body), vec![c1]);
        assert_eq!(is.mixed_strides(&ctx, &body), vec![Dynamic(c1), Static(1)]);
        assert_eq!(is.result(&ctx, &body), res(7));
        assert!(InsertSliceOp::cast(&ctx, &body, ops[6]).is_none());
    }

    const SRC2: &str = r#"
func.func @g(%t: tensor<4x?xf32>, %n: index, %v: f32, %s: tensor<2xindex>) -> tensor<?x?xf32> {
  %p = tensor.pad %t low[1, %n] high[%n, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<4x?xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %r = tensor.reshape %t(%s) : (tensor<4x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %sp = tensor.splat %v[%n] : tensor<?x8xf32>
  %cc = tensor.concat dim(0) %t, %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
  return %p : tensor<?x?xf32>
}
"#;

    #[test]
    fn tensor_accessors_read_more_parsed_ops() {
        let ctx = context();
        let (body, args, ops) = parse_func(&ctx, SRC2);
        let (t, n, v, s) = (args[0], args[1], args[2], args[3]);
        let res = |i: usize| body.result(ops[i], 0);

        let pad = PadOp::cast(&ctx, &body, ops[0]).expect("pad");
        assert_eq!(pad.source(&ctx, &body), t);
        assert_eq!(pad.low(&ctx, &body), vec![n]);
        assert_eq!(pad.high(&ctx, &body), vec![n]);
        assert_eq!(pad.result(&ctx, &body), res(0));
        assert_eq!(pad.nofold(&ctx, &body), None);
        let region = pad.region(&ctx, &body);
        let block = body.entry_block(region).expect("pad block");
        let term = body.last_op(block).expect("yield");
        let y = YieldOp::cast(&ctx, &body, term).expect("tensor.yield");
        assert_eq!(y.value(&ctx, &body), v);

        let c = CollapseShapeOp::cast(&ctx, &body, ops[1]).expect("collapse_shape");
        assert_eq!((c.src(&ctx, &body), c.result(&ctx, &body)), (t, res(1)));
        let e = ExpandShapeOp::cast(&ctx, &body, ops[2]).expect("expand_shape");
        assert_eq!(e.src(&ctx, &body), res(1));
        assert_eq!(e.output_shape(&ctx, &body), vec![n]);
        let r = ReshapeOp::cast(&ctx, &body, ops[3]).expect("reshape");
        assert_eq!((r.source(&ctx, &body), r.shape(&ctx, &body)), (t, s));
        let sp = SplatOp::cast(&ctx, &body, ops[4]).expect("splat");
        assert_eq!(sp.input(&ctx, &body), v);
        assert_eq!(sp.dynamic_sizes(&ctx, &body), vec![n]);
        assert_eq!(sp.aggregate(&ctx, &body), res(4));
        let cc = ConcatOp::cast(&ctx, &body, ops[5]).expect("concat");
        assert_eq!(cc.inputs(&ctx, &body), vec![t, t]);
        assert!(ConcatOp::cast(&ctx, &body, ops[4]).is_none());
    }
}
