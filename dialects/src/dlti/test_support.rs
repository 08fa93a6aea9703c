//! The data layout pieces of MLIR's test dialect that MLIR's DLTI tests use,
//! so they run unchanged: `test.op_with_data_layout` is a data layout scope
//! and `!test.test_type_with_layout<N>` answers queries from entries
//! `["size" | "alignment" | "preferred" | "index", N]` (1 when absent). The
//! `test` dialect itself is registered by the tool (rmlir-opt accepts any
//! `test.*` op); the type hooks are attached when it is, with the type and
//! attribute mnemonics mlir-opt-22's test dialect knows, so that any other
//! `!test.*` type or `#test.*` attribute is rejected with its message.

use rmlir_ir::data_layout::{
    spec_attr, DataLayout, DataLayoutEntry, DataLayoutScope, DataLayoutTypeInterface, LayoutResult,
    TypeLayouts, TypeSize,
};
use rmlir_ir::registry::{OpInfo, OpTraits};
use rmlir_ir::Context;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{Type, TypeData};
use rmlir_text::parser::KnownMnemonics;

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

/// The type mnemonics of mlir-opt-22's test dialect.
const TEST_TYPES: &[&str] = &[
    "all_optional_params",
    "all_optional_struct",
    "ap_float",
    "cmpnd_a",
    "cmpnd_inner",
    "cmpnd_nested_outer",
    "cmpnd_nested_outer_qual",
    "custom_storage_ctor_type",
    "custom_type",
    "custom_type_spacing",
    "custom_type_string",
    "default_valued_type",
    "dynamic_custom_assembly_format",
    "dynamic_pair",
    "dynamic_singleton",
    "else_anchor",
    "else_anchor_struct",
    "i32",
    "int",
    "memref_element",
    "newline_and_indent",
    "no_parser",
    "op_asm_type_interface",
    "op_asm_type_interface_tablegen_default",
    "optional_group",
    "optional_group_params",
    "optional_group_struct",
    "optional_param",
    "optional_params",
    "optional_params_after",
    "optional_struct",
    "optional_type_string",
    "optional_value_type",
    "smpla",
    "spaces",
    "struct",
    "struct_capture_all",
    "test_base_body",
    "test_memref",
    "test_rec",
    "test_rec_alias",
    "test_tensor",
    "test_type",
    "test_type_with_layout",
    "test_type_with_trait",
    "type_verification",
    "type_with_format",
];

/// The attribute mnemonics of mlir-opt-22's test dialect.
const TEST_ATTRS: &[&str] = &[
    "array_of_enums",
    "array_of_ints",
    "array_of_ugly",
    "attr_params",
    "attr_self_type_format",
    "attr_self_type_struct_format",
    "attr_ugly",
    "attr_with_format",
    "attr_with_optional_enum",
    "attr_with_optional_signed",
    "attr_with_optional_unsigned",
    "attr_with_self_type_param",
    "attr_with_trait",
    "attr_with_type",
    "attr_with_type_builder",
    "bit_enum",
    "bit_enum_vbar",
    "cmpnd_a",
    "cmpnd_nested",
    "cmpnd_nested_inner",
    "cmpnd_nested_outer",
    "cmpnd_nested_outer_qual",
    "conditional_alias",
    "const_memory_space",
    "copy_count",
    "custom_anchor",
    "custom_float",
    "custom_location",
    "custom_storage_ctor_attr",
    "custom_struct",
    "decimal_shape",
    "dynamic_custom_assembly_format",
    "dynamic_pair",
    "dynamic_singleton",
    "e1di64_elements",
    "enum",
    "i64_elements",
    "iterator_type",
    "memref_layout",
    "nested_alias",
    "newline_and_indent",
    "op_asm_attr_interface",
    "op_asm_attr_interface_tablegen_default",
    "override_builder",
    "simple_enum",
    "slash_attr",
    "smpla",
    "sub_elements_access",
    "symbol_ref_attr",
    "tensor_encoding",
];

/// MLIR's test dialect's message for an unknown type.
fn unknown_test_type(_: &str) -> String {
    "unknown type!".into()
}

/// Registers `test.op_with_data_layout` as a scope and, when the `test`
/// dialect is registered, the layout of its `test_type_with_layout` and its
/// known mnemonics.
pub fn register(ctx: &mut Context) {
    let mut info = OpInfo::new(OP_WITH_DATA_LAYOUT, OpTraits::NO_TERMINATOR);
    info.interfaces.insert(DataLayoutScope { spec: scope_spec });
    ctx.register_op(info);
    if let Some(test) = ctx.dialect("test") {
        let mut test = test.clone();
        test.interfaces.insert(TypeLayouts(test_type_layouts));
        test.interfaces.insert(KnownMnemonics {
            types: TEST_TYPES,
            attrs: TEST_ATTRS,
            unknown_type: unknown_test_type,
        });
        ctx.register_dialect(test);
    }
}
