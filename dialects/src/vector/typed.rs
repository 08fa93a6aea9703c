//! Typed wrappers of the vector ops (MLIR's `vector::BroadcastOp`,
//! `vector::ExtractOp`...), declared with [`rmlir_ods::typed_op!`] from the
//! definitions in [`super::OPS`] and the ops file's list.

use rmlir_ods::typed::Accessor;
use rmlir_ods::OpDef;

rmlir_ods::typed_op! {
    /// `vector.broadcast`.
    pub struct BroadcastOp = "vector.broadcast" in super::OPS {
        operand source: one "source";
        result vector: one "vector";
    }
}

rmlir_ods::typed_op! {
    /// `vector.extract`.
    pub struct ExtractOp = "vector.extract" in super::ops::OPS {
        operand source: one "source";
        operand_setter set_source: one "source";
        operand dynamic_position: variadic "dynamic_position";
        result result: one "result";
        attr static_position: required "static_position";
    }
}

rmlir_ods::typed_op! {
    /// `vector.insert`.
    pub struct InsertOp = "vector.insert" in super::ops::OPS {
        operand value_to_store: one "valueToStore";
        operand dest: one "dest";
        operand dynamic_position: variadic "dynamic_position";
        result result: one "result";
        attr static_position: required "static_position";
    }
}

rmlir_ods::typed_op! {
    /// `vector.load`.
    pub struct LoadOp = "vector.load" in super::ops::OPS {
        operand base: one "base";
        operand indices: variadic "indices";
        result result: one "result";
        attr nontemporal: optional "nontemporal";
        attr alignment: optional "alignment";
    }
}

rmlir_ods::typed_op! {
    /// `vector.maskedload`.
    pub struct MaskedLoadOp = "vector.maskedload" in super::ops::OPS {
        operand base: one "base";
        operand indices: variadic "indices";
        operand mask: one "mask";
        operand pass_thru: one "pass_thru";
        result result: one "result";
        attr alignment: optional "alignment";
    }
}

rmlir_ods::typed_op! {
    /// `vector.maskedstore`.
    pub struct MaskedStoreOp = "vector.maskedstore" in super::ops::OPS {
        operand base: one "base";
        operand indices: variadic "indices";
        operand mask: one "mask";
        operand value_to_store: one "valueToStore";
        attr alignment: optional "alignment";
    }
}

rmlir_ods::typed_op! {
    /// `vector.shape_cast`.
    pub struct ShapeCastOp = "vector.shape_cast" in super::ops::OPS {
        operand source: one "source";
        operand_setter set_source: one "source";
        result result: one "result";
    }
}

rmlir_ods::typed_op! {
    /// `vector.store`.
    pub struct StoreOp = "vector.store" in super::ops::OPS {
        operand value_to_store: one "valueToStore";
        operand base: one "base";
        operand indices: variadic "indices";
        attr nontemporal: optional "nontemporal";
        attr alignment: optional "alignment";
    }
}

rmlir_ods::typed_op! {
    /// `vector.transfer_read`.
    pub struct TransferReadOp = "vector.transfer_read" in super::ops::OPS {
        operand base: one "base";
        operand indices: variadic "indices";
        operand padding: one "padding";
        operand mask: optional "mask";
        result vector: one "vector";
        attr permutation_map: required "permutation_map";
        attr in_bounds: required "in_bounds";
    }
}

rmlir_ods::typed_op! {
    /// `vector.transfer_write`.
    pub struct TransferWriteOp = "vector.transfer_write" in super::ops::OPS {
        operand value_to_store: one "valueToStore";
        operand base: one "base";
        operand indices: variadic "indices";
        operand mask: optional "mask";
        result result: optional "result";
        attr permutation_map: required "permutation_map";
        attr in_bounds: required "in_bounds";
    }
}

/// Every wrapper's definition and accessors, for consistency tests.
pub const WRAPPERS: &[(&OpDef, &[Accessor])] = &[
    (BroadcastOp::DEF, BroadcastOp::ACCESSORS),
    (ExtractOp::DEF, ExtractOp::ACCESSORS),
    (InsertOp::DEF, InsertOp::ACCESSORS),
    (LoadOp::DEF, LoadOp::ACCESSORS),
    (MaskedLoadOp::DEF, MaskedLoadOp::ACCESSORS),
    (MaskedStoreOp::DEF, MaskedStoreOp::ACCESSORS),
    (ShapeCastOp::DEF, ShapeCastOp::ACCESSORS),
    (StoreOp::DEF, StoreOp::ACCESSORS),
    (TransferReadOp::DEF, TransferReadOp::ACCESSORS),
    (TransferWriteOp::DEF, TransferWriteOp::ACCESSORS),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::util::test_support::{context, parse_func};

    const SRC: &str = r#"
func.func @f(%m: memref<8x8xf32>, %i: index, %j: index, %f: f32, %k: vector<4xi1>, %p: vector<4xf32>, %t: tensor<8xf32>) {
  %b = vector.broadcast %f : f32 to vector<2x4xf32>
  %e = vector.extract %b[%i] : vector<4xf32> from vector<2x4xf32>
  %n = vector.insert %e, %b [1] : vector<4xf32> into vector<2x4xf32>
  %l = vector.load %m[%i, %j] : memref<8x8xf32>, vector<4xf32>
  vector.store %l, %m[%j, %i] : memref<8x8xf32>, vector<4xf32>
  %ml = vector.maskedload %m[%i, %j], %k, %p : memref<8x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%j, %i], %k, %ml : memref<8x8xf32>, vector<4xi1>, vector<4xf32>
  %s = vector.shape_cast %b : vector<2x4xf32> to vector<8xf32>
  %r = vector.transfer_read %m[%i, %j], %f, %k : memref<8x8xf32>, vector<4xf32>
  vector.transfer_write %r, %m[%j, %i] : vector<4xf32>, memref<8x8xf32>
  %w = vector.transfer_write %s, %t[%i] : vector<8xf32>, tensor<8xf32>
  return
}
"#;

    #[test]
    fn vector_accessors_read_parsed_ops() {
        let ctx = context();
        let (body, args, ops) = parse_func(&ctx, SRC);
        let (m, i, j, f, k, p, t) = (
            args[0], args[1], args[2], args[3], args[4], args[5], args[6],
        );
        let res = |n: usize| body.result(ops[n], 0);

        let b = BroadcastOp::cast(&ctx, &body, ops[0]).expect("broadcast");
        assert_eq!((b.source(&ctx, &body), b.vector(&ctx, &body)), (f, res(0)));
        assert!(BroadcastOp::cast(&ctx, &body, ops[1]).is_none());
        let e = ExtractOp::cast(&ctx, &body, ops[1]).expect("extract");
        assert_eq!(e.source(&ctx, &body), res(0));
        assert_eq!(e.dynamic_position(&ctx, &body), vec![i]);
        let n = InsertOp::cast(&ctx, &body, ops[2]).expect("insert");
        assert_eq!(n.value_to_store(&ctx, &body), res(1));
        assert_eq!(n.dest(&ctx, &body), res(0));
        assert!(n.dynamic_position(&ctx, &body).is_empty());
        let l = LoadOp::cast(&ctx, &body, ops[3]).expect("load");
        assert_eq!(
            (l.base(&ctx, &body), l.indices(&ctx, &body)),
            (m, vec![i, j])
        );
        let st = StoreOp::cast(&ctx, &body, ops[4]).expect("store");
        assert_eq!(st.value_to_store(&ctx, &body), res(3));
        assert_eq!(
            (st.base(&ctx, &body), st.indices(&ctx, &body)),
            (m, vec![j, i])
        );
        let ml = MaskedLoadOp::cast(&ctx, &body, ops[5]).expect("maskedload");
        assert_eq!(ml.base(&ctx, &body), m);
        assert_eq!(ml.indices(&ctx, &body), vec![i, j]);
        assert_eq!((ml.mask(&ctx, &body), ml.pass_thru(&ctx, &body)), (k, p));
        let ms = MaskedStoreOp::cast(&ctx, &body, ops[6]).expect("maskedstore");
        assert_eq!(ms.indices(&ctx, &body), vec![j, i]);
        assert_eq!(ms.mask(&ctx, &body), k);
        assert_eq!(ms.value_to_store(&ctx, &body), res(5));
        let sc = ShapeCastOp::cast(&ctx, &body, ops[7]).expect("shape_cast");
        assert_eq!(
            (sc.source(&ctx, &body), sc.result(&ctx, &body)),
            (res(0), res(7))
        );
        let r = TransferReadOp::cast(&ctx, &body, ops[8]).expect("transfer_read");
        assert_eq!(r.base(&ctx, &body), m);
        assert_eq!(r.indices(&ctx, &body), vec![i, j]);
        assert_eq!((r.padding(&ctx, &body), r.mask(&ctx, &body)), (f, Some(k)));
        let w = TransferWriteOp::cast(&ctx, &body, ops[9]).expect("transfer_write");
        assert_eq!(w.value_to_store(&ctx, &body), res(8));
        assert_eq!((w.base(&ctx, &body), w.mask(&ctx, &body)), (m, None));
        assert_eq!(w.result(&ctx, &body), None);
        let w = TransferWriteOp::cast(&ctx, &body, ops[10]).expect("transfer_write");
        assert_eq!((w.base(&ctx, &body), w.indices(&ctx, &body)), (t, vec![i]));
        assert_eq!(w.result(&ctx, &body), Some(res(10)));
    }
}
