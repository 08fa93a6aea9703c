//! The data layout pieces of MLIR's test dialect that MLIR's DLTI tests use,
//! so they run unchanged: `test.op_with_data_layout` is a data layout scope
//! and `!test.test_type_with_layout<N>` answers queries from entries
//! `["size" | "alignment" | "preferred" | "index", N]` (1 when absent). The
//! `test` dialect itself is registered by the tool (rmlir-opt accepts any
//! `test.*` op); the type hooks are attached when it is.

use rmlir_ir::attrs::{Attr, AttrData};
use rmlir_ir::data_layout::{
    spec_attr, DataLayout, DataLayoutEntry, DataLayoutScope, DataLayoutTypeInterface, LayoutResult,
    TypeLayouts, TypeSize,
};
use rmlir_ir::registry::{OpInfo, OpTraits};
use rmlir_ir::types::{Type, TypeData};
use rmlir_ir::Context;

/// The name of the test op that is a data layout scope.
pub const OP_WITH_DATA_LAYOUT: &str = "test.op_with_data_layout";

/// The value of entry kind `kind` among `params` (MLIR's test type's
/// `extractKind`): the first `[kind, N]` entry's `N`, else 1.
fn extract_kind(ctx: &Context, params: &[DataLayoutEntry], kind: &str) -> u64 {
    for e in params {
        let AttrData::Array(pair) = ctx.attr_data(e.value) else {
            continue;
        };
        let (Some(&k), Some(&v)) = (pair.first(), pair.last()) else {
            continue;
        };
        let is_kind = matches!(ctx.attr_data(k), AttrData::String { value, .. } if &**value == kind.as_bytes());
        if let (true, AttrData::Integer { value, .. }) = (is_kind, ctx.attr_data(v)) {
            return value.low_u64();
        }
    }
    1
}

/// `!test.test_type_with_layout<N>`'s layout hooks.
struct TestTypeWithLayout;

impl DataLayoutTypeInterface for TestTypeWithLayout {
    fn size_in_bits(
        &self,
        ctx: &Context,
        _: Type,
        _: &DataLayout,
        params: &[DataLayoutEntry],
    ) -> LayoutResult<TypeSize> {
        Ok(TypeSize::fixed(extract_kind(ctx, params, "size")))
    }
    fn abi_alignment(
        &self,
        ctx: &Context,
        _: Type,
        _: &DataLayout,
        params: &[DataLayoutEntry],
    ) -> LayoutResult<u64> {
        Ok(extract_kind(ctx, params, "alignment"))
    }
    fn preferred_alignment(
        &self,
        ctx: &Context,
        _: Type,
        _: &DataLayout,
        params: &[DataLayoutEntry],
    ) -> LayoutResult<u64> {
        Ok(extract_kind(ctx, params, "preferred"))
    }
    fn index_bitwidth(
        &self,
        ctx: &Context,
        _: Type,
        _: &DataLayout,
        params: &[DataLayoutEntry],
    ) -> Option<u64> {
        Some(extract_kind(ctx, params, "index"))
    }
    fn are_compatible(
        &self,
        ctx: &Context,
        old: &[DataLayoutEntry],
        new: &[DataLayoutEntry],
    ) -> bool {
        let old_align = extract_kind(ctx, old, "alignment");
        old_align == 1 || extract_kind(ctx, new, "alignment") <= old_align
    }
}

static TEST_TYPE_WITH_LAYOUT: TestTypeWithLayout = TestTypeWithLayout;

fn test_type_layouts(ctx: &Context, ty: Type) -> Option<&'static dyn DataLayoutTypeInterface> {
    match ctx.type_data(ty) {
        TypeData::Dialect { text } if text.starts_with("test.test_type_with_layout<") => {
            Some(&TEST_TYPE_WITH_LAYOUT)
        }
        _ => None,
    }
}

fn scope_spec(ctx: &Context, body: &rmlir_ir::Body, op: rmlir_ir::OpId) -> Option<Attr> {
    spec_attr(ctx, body, op)
}

/// Registers `test.op_with_data_layout` as a scope and, when the `test`
/// dialect is registered, the layout of its `test_type_with_layout`.
pub fn register(ctx: &mut Context) {
    let mut info = OpInfo::new(OP_WITH_DATA_LAYOUT, OpTraits::NO_TERMINATOR);
    info.interfaces.insert(DataLayoutScope { spec: scope_spec });
    ctx.register_op(info);
    if let Some(test) = ctx.dialect("test") {
        let mut test = test.clone();
        test.interfaces.insert(TypeLayouts(test_type_layouts));
        ctx.register_dialect(test);
    }
}
