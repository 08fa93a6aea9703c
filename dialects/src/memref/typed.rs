//! Typed wrappers of the memref ops most passes use (MLIR's
//! `memref::AllocOp`, `memref::SubViewOp`...), declared with
//! [`rmlir_ods::typed_op!`] from the definitions in [`super::OPS`].

use rmlir_ir::Context;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ods::typed::{attr_i64, attr_i64_array, mixed_values, Accessor, MixedValue};
use rmlir_ods::OpDef;

rmlir_ods::typed_op! {
    /// `memref.alloc`.
    pub struct AllocOp = "memref.alloc" in super::OPS {
        operand dynamic_sizes: variadic "dynamicSizes";
        operand symbol_operands: variadic "symbolOperands";
        result memref: one "memref";
        attr alignment: optional "alignment";
    }
}

rmlir_ods::typed_op! {
    /// `memref.alloca`.
    pub struct AllocaOp = "memref.alloca" in super::OPS {
        operand dynamic_sizes: variadic "dynamicSizes";
        operand symbol_operands: variadic "symbolOperands";
        result memref: one "memref";
        attr alignment: optional "alignment";
    }
}

rmlir_ods::typed_op! {
    /// `memref.load`.
    pub struct LoadOp = "memref.load" in super::OPS
        where results inferred by rmlir_ods::typed::build::element_type_of_first_operand
    {
        operand memref: one "memref";
        operand indices: variadic "indices";
        result result: one "result";
        attr nontemporal: optional "nontemporal";
        attr alignment: optional "alignment";
    }
}

rmlir_ods::typed_op! {
    /// `memref.store`.
    pub struct StoreOp = "memref.store" in super::OPS {
        operand value: one "value";
        operand memref: one "memref";
        operand indices: variadic "indices";
        attr nontemporal: optional "nontemporal";
        attr alignment: optional "alignment";
    }
}

rmlir_ods::typed_op! {
    /// `memref.dim`.
    pub struct DimOp = "memref.dim" in super::OPS {
        operand source: one "source";
        operand index: one "index";
        result result: one "result";
    }
}

rmlir_ods::typed_op! {
    /// `memref.subview`.
    pub struct SubViewOp = "memref.subview" in super::OPS {
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
    /// `memref.cast`.
    pub struct CastOp = "memref.cast" in super::OPS {
        operand source: one "source";
        result dest: one "dest";
    }
}

rmlir_ods::typed_op! {
    /// `memref.assume_alignment`.
    pub struct AssumeAlignmentOp = "memref.assume_alignment" in super::OPS {
        operand memref: one "memref";
        result result: one "result";
        attr alignment: required "alignment";
    }
}

rmlir_ods::typed_op! {
    /// `memref.atomic_rmw`.
    pub struct AtomicRmwOp = "memref.atomic_rmw" in super::OPS {
        operand value: one "value";
        operand memref: one "memref";
        operand indices: variadic "indices";
        result result: one "result";
        attr kind: required "kind";
    }
}

rmlir_ods::typed_op! {
    /// `memref.memory_space_cast`.
    pub struct MemorySpaceCastOp = "memref.memory_space_cast" in super::OPS {
        operand source: one "source";
        operand_setter set_source: one "source";
        result dest: one "dest";
    }
}

rmlir_ods::typed_op! {
    /// `memref.reinterpret_cast`.
    pub struct ReinterpretCastOp = "memref.reinterpret_cast" in super::OPS {
        operand source: one "source";
        operand_setter set_source: one "source";
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
    /// `memref.transpose`.
    pub struct TransposeOp = "memref.transpose" in super::OPS {
        operand input: one "in";
        operand_setter set_input: one "in";
        result result: one "result";
        attr permutation: required "permutation";
    }
}

rmlir_ods::typed_op! {
    /// `memref.extract_strided_metadata`.
    pub struct ExtractStridedMetadataOp = "memref.extract_strided_metadata" in super::OPS {
        operand source: one "source";
        operand_setter set_source: one "source";
        result base_buffer: one "base_buffer";
        result offset: one "offset";
        result sizes_and_strides: variadic "sizes_and_strides";
    }
}

rmlir_ods::typed_op! {
    /// `memref.collapse_shape`.
    pub struct CollapseShapeOp = "memref.collapse_shape" in super::OPS {
        operand src: one "src";
        operand_setter set_src: one "src";
        result result: one "result";
        attr reassociation: required "reassociation";
    }
}

rmlir_ods::typed_op! {
    /// `memref.copy`.
    pub struct CopyOp = "memref.copy" in super::OPS {
        operand source: one "source";
        operand target: one "target";
    }
}

rmlir_ods::typed_op! {
    /// `memref.dealloc`.
    pub struct DeallocOp = "memref.dealloc" in super::OPS {
        operand memref: one "memref";
    }
}

rmlir_ods::typed_op! {
    /// `memref.expand_shape`.
    pub struct ExpandShapeOp = "memref.expand_shape" in super::OPS {
        operand src: one "src";
        operand_setter set_src: one "src";
        operand output_shape: variadic "output_shape";
        result result: one "result";
        attr reassociation: required "reassociation";
        attr static_output_shape: required "static_output_shape";
    }
}

rmlir_ods::typed_op! {
    /// `memref.generic_atomic_rmw`.
    pub struct GenericAtomicRmwOp = "memref.generic_atomic_rmw" in super::OPS {
        operand memref: one "memref";
        operand indices: variadic "indices";
        result result: one "result";
        region atomic_body: one "atomic_body";
    }
}

rmlir_ods::typed_op! {
    /// `memref.prefetch`.
    pub struct PrefetchOp = "memref.prefetch" in super::OPS {
        operand memref: one "memref";
        operand indices: variadic "indices";
        attr is_write: required "isWrite";
        attr locality_hint: required "localityHint";
        attr is_data_cache: required "isDataCache";
    }
}

rmlir_ods::typed_op! {
    /// `memref.reshape`.
    pub struct ReshapeOp = "memref.reshape" in super::OPS {
        operand source: one "source";
        operand shape: one "shape";
        result result: one "result";
    }
}

rmlir_ods::typed_op! {
    /// `memref.view`.
    pub struct ViewOp = "memref.view" in super::OPS {
        operand source: one "source";
        operand byte_shift: one "byte_shift";
        operand sizes: variadic "sizes";
        result result: one "result";
    }
}

impl AllocOp {
    /// The alignment in bytes, if given.
    pub fn alignment_value(self, ctx: &Context, body: &Body) -> Option<i64> {
        attr_i64(ctx, self.alignment(ctx, body)?)
    }
}

impl AllocaOp {
    /// The alignment in bytes, if given.
    pub fn alignment_value(self, ctx: &Context, body: &Body) -> Option<i64> {
        attr_i64(ctx, self.alignment(ctx, body)?)
    }
}

impl SubViewOp {
    /// The offsets, static and dynamic (MLIR's `getMixedOffsets`).
    pub fn mixed_offsets(self, ctx: &Context, body: &Body) -> Vec<MixedValue> {
        let statics = attr_i64_array(ctx, self.static_offsets(ctx, body));
        mixed_values(&statics.unwrap_or_default(), &self.offsets(ctx, body)).unwrap_or_default()
    }

    /// The sizes, static and dynamic (MLIR's `getMixedSizes`).
    pub fn mixed_sizes(self, ctx: &Context, body: &Body) -> Vec<MixedValue> {
        let statics = attr_i64_array(ctx, self.static_sizes(ctx, body));
        mixed_values(&statics.unwrap_or_default(), &self.sizes(ctx, body)).unwrap_or_default()
    }

    /// The strides, static and dynamic (MLIR's `getMixedStrides`).
    pub fn mixed_strides(self, ctx: &Context, body: &Body) -> Vec<MixedValue> {
        let statics = attr_i64_array(ctx, self.static_strides(ctx, body));
        mixed_values(&statics.unwrap_or_default(), &self.strides(ctx, body)).unwrap_or_default()
    }
}

/// The memref a `ViewLikeOpInterface` memref op views (MLIR's
/// `getViewSource()`): the `source` (`src`, `in`, `memref`) of
/// `assume_alignment`, `cast`, `collapse_shape`, `expand_shape`,
/// `memory_space_cast`, `reinterpret_cast`, `reshape`, `subview`,
/// `transpose` and `view`; `None` for any other op.
pub fn view_source(ctx: &Context, body: &Body, op: OpId) -> Option<ValueId> {
    Some(match ctx.op_name_str(body.op_name(op)) {
        AssumeAlignmentOp::NAME => AssumeAlignmentOp(op).memref(ctx, body),
        CastOp::NAME => CastOp(op).source(ctx, body),
        CollapseShapeOp::NAME => CollapseShapeOp(op).src(ctx, body),
        ExpandShapeOp::NAME => ExpandShapeOp(op).src(ctx, body),
        MemorySpaceCastOp::NAME => MemorySpaceCastOp(op).source(ctx, body),
        ReinterpretCastOp::NAME => ReinterpretCastOp(op).source(ctx, body),
        ReshapeOp::NAME => ReshapeOp(op).source(ctx, body),
        SubViewOp::NAME => SubViewOp(op).source(ctx, body),
        TransposeOp::NAME => TransposeOp(op).input(ctx, body),
        ViewOp::NAME => ViewOp(op).source(ctx, body),
        _ => return None,
    })
}

/// Every wrapper's definition and accessors, for consistency tests.
pub const WRAPPERS: &[(&OpDef, &[Accessor])] = &[
    (AllocOp::DEF, AllocOp::ACCESSORS),
    (AllocaOp::DEF, AllocaOp::ACCESSORS),
    (LoadOp::DEF, LoadOp::ACCESSORS),
    (StoreOp::DEF, StoreOp::ACCESSORS),
    (DimOp::DEF, DimOp::ACCESSORS),
    (SubViewOp::DEF, SubViewOp::ACCESSORS),
    (CastOp::DEF, CastOp::ACCESSORS),
    (AssumeAlignmentOp::DEF, AssumeAlignmentOp::ACCESSORS),
    (AtomicRmwOp::DEF, AtomicRmwOp::ACCESSORS),
    (MemorySpaceCastOp::DEF, MemorySpaceCastOp::ACCESSORS),
    (ReinterpretCastOp::DEF, ReinterpretCastOp::ACCESSORS),
    (TransposeOp::DEF, TransposeOp::ACCESSORS),
    (
        ExtractStridedMetadataOp::DEF,
        ExtractStridedMetadataOp::ACCESSORS,
    ),
    (CollapseShapeOp::DEF, CollapseShapeOp::ACCESSORS),
    (CopyOp::DEF, CopyOp::ACCESSORS),
    (DeallocOp::DEF, DeallocOp::ACCESSORS),
    (ExpandShapeOp::DEF, ExpandShapeOp::ACCESSORS),
    (GenericAtomicRmwOp::DEF, GenericAtomicRmwOp::ACCESSORS),
    (PrefetchOp::DEF, PrefetchOp::ACCESSORS),
    (ReshapeOp::DEF, ReshapeOp::ACCESSORS),
    (ViewOp::DEF, ViewOp::ACCESSORS),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::util::test_support::{context, parse_func};
    use rmlir_text::printer::attr_to_string;

    const SRC: &str = r#"
func.func @f(%n: index, %m: index) -> index {
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n, %m)[%c1] {alignment = 64 : i64} : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %b = memref.alloca(%n) : memref<?x4xf32>
  %s = memref.subview %b[%m, 2] [3, %n] [1, %c1] : memref<?x4xf32> to memref<3x?xf32, strided<[4, ?], offset: ?>>
  %x = memref.load %b[%n, %m] {nontemporal = true} : memref<?x4xf32>
  memref.store %x, %b[%m, %n] : memref<?x4xf32>
  %d = memref.dim %b, %c1 : memref<?x4xf32>
  %c = memref.cast %b : memref<?x4xf32> to memref<?x?xf32>
  return %d : index
}
"#;

    #[test]
    fn memref_accessors_read_parsed_ops() {
        let ctx = context();
        let (body, args, ops) = parse_func(&ctx, SRC);
        let (n, m) = (args[0], args[1]);
        let c1 = body.result(ops[0], 0);

        assert!(AllocOp::cast(&ctx, &body, ops[0]).is_none());
        let alloc = AllocOp::cast(&ctx, &body, ops[1]).expect("alloc");
        assert_eq!(alloc.op(), ops[1]);
        assert_eq!(alloc.dynamic_sizes(&ctx, &body), vec![n, m]);
        assert_eq!(alloc.symbol_operands(&ctx, &body), vec![c1]);
        assert_eq!(alloc.memref(&ctx, &body), body.result(ops[1], 0));
        assert_eq!(alloc.alignment_value(&ctx, &body), Some(64));

        let alloca = AllocaOp::cast(&ctx, &body, ops[2]).expect("alloca");
        assert_eq!(alloca.dynamic_sizes(&ctx, &body), vec![n]);
        assert!(alloca.symbol_operands(&ctx, &body).is_empty());
        assert_eq!(alloca.alignment(&ctx, &body), None);
        let b = alloca.memref(&ctx, &body);

        let sv = SubViewOp::cast(&ctx, &body, ops[3]).expect("subview");
        assert_eq!(sv.source(&ctx, &body), b);
        assert_eq!(sv.offsets(&ctx, &body), vec![m]);
        assert_eq!(sv.sizes(&ctx, &body), vec![n]);
        assert_eq!(sv.strides(&ctx, &body), vec![c1]);
        assert_eq!(
            attr_to_string(&ctx, sv.static_offsets(&ctx, &body)),
            "array<i64: -9223372036854775808, 2>"
        );
        use MixedValue::{Dynamic, Static};
        assert_eq!(sv.mixed_offsets(&ctx, &body), vec![Dynamic(m), Static(2)]);
        assert_eq!(sv.mixed_sizes(&ctx, &body), vec![Static(3), Dynamic(n)]);
        assert_eq!(sv.mixed_strides(&ctx, &body), vec![Static(1), Dynamic(c1)]);
        assert_eq!(sv.result(&ctx, &body), body.result(ops[3], 0));

        let load = LoadOp::cast(&ctx, &body, ops[4]).expect("load");
        assert_eq!(load.memref(&ctx, &body), b);
        assert_eq!(load.indices(&ctx, &body), vec![n, m]);
        assert_eq!(
            load.nontemporal(&ctx, &body)
                .map(|a| attr_to_string(&ctx, a)),
            Some("true".to_string())
        );
        let store = StoreOp::cast(&ctx, &body, ops[5]).expect("store");
        assert_eq!(store.value(&ctx, &body), load.result(&ctx, &body));
        assert_eq!(store.memref(&ctx, &body), b);
        assert_eq!(store.indices(&ctx, &body), vec![m, n]);
        assert_eq!(store.nontemporal(&ctx, &body), None);

        let dim = DimOp::cast(&ctx, &body, ops[6]).expect("dim");
        assert_eq!((dim.source(&ctx, &body), dim.index(&ctx, &body)), (b, c1));
        let cast = CastOp::cast(&ctx, &body, ops[7]).expect("cast");
        assert_eq!(cast.source(&ctx, &body), b);
        assert_eq!(cast.dest(&ctx, &body), body.result(ops[7], 0));
        assert!(CastOp::cast(&ctx, &body, ops[6]).is_none());
    }

    const SRC2: &str = r#"
func.func @g(%m: memref<4x?xf32>, %b: memref<64xi8>, %n: index, %s: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  memref.copy %m, %m : memref<4x?xf32> to memref<4x?xf32>
  %r = memref.reshape %m(%s) : (memref<4x?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %v = memref.view %b[%c0][%n] : memref<64xi8> to memref<?x4xf32>
  memref.prefetch %m[%c0, %n], read, locality<3>, data : memref<4x?xf32>
  %g = memref.generic_atomic_rmw %m[%c0, %n] : memref<4x?xf32> {
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }
  memref.dealloc %m : memref<4x?xf32>
  return
}
"#;

    #[test]
    fn memref_accessors_read_more_parsed_ops() {
        let ctx = context();
        let (body, args, ops) = parse_func(&ctx, SRC2);
        let (m, b, n, s) = (args[0], args[1], args[2], args[3]);
        let res = |i: usize| body.result(ops[i], 0);
        let c0 = res(0);

        let c = CollapseShapeOp::cast(&ctx, &body, ops[1]).expect("collapse_shape");
        assert_eq!((c.src(&ctx, &body), c.result(&ctx, &body)), (m, res(1)));
        let e = ExpandShapeOp::cast(&ctx, &body, ops[2]).expect("expand_shape");
        assert_eq!(e.src(&ctx, &body), res(1));
        assert_eq!(e.output_shape(&ctx, &body), vec![n]);
        let copy = CopyOp::cast(&ctx, &body, ops[3]).expect("copy");
        assert_eq!((copy.source(&ctx, &body), copy.target(&ctx, &body)), (m, m));
        let r = ReshapeOp::cast(&ctx, &body, ops[4]).expect("reshape");
        assert_eq!((r.source(&ctx, &body), r.shape(&ctx, &body)), (m, s));
        let v = ViewOp::cast(&ctx, &body, ops[5]).expect("view");
        assert_eq!(v.source(&ctx, &body), b);
        assert_eq!(v.byte_shift(&ctx, &body), c0);
        assert_eq!(v.sizes(&ctx, &body), vec![n]);
        let pf = PrefetchOp::cast(&ctx, &body, ops[6]).expect("prefetch");
        assert_eq!(pf.memref(&ctx, &body), m);
        assert_eq!(pf.indices(&ctx, &body), vec![c0, n]);
        assert_eq!(
            attr_to_string(&ctx, pf.locality_hint(&ctx, &body)),
            "3 : i32"
        );
        let g = GenericAtomicRmwOp::cast(&ctx, &body, ops[7]).expect("generic_atomic_rmw");
        assert_eq!(g.memref(&ctx, &body), m);
        assert_eq!(g.indices(&ctx, &body), vec![c0, n]);
        assert_eq!(g.atomic_body(&ctx, &body), body.op_regions(ops[7])[0]);
        let d = DeallocOp::cast(&ctx, &body, ops[8]).expect("dealloc");
        assert_eq!(d.memref(&ctx, &body), m);
        assert!(DeallocOp::cast(&ctx, &body, ops[7]).is_none());
    }
}
