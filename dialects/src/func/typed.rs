//! Typed wrappers of the func ops (MLIR's `func::FuncOp`, `func::CallOp`...),
//! declared with [`rmlir_ods::typed_op!`] from the definitions in
//! [`super::OPS`].
//!
//! Building: `FuncOp::build(&mut builder, ctx, loc, name, type)` (a
//! string and a type attribute) creates the function with an empty body,
//! [`FuncOp::add_entry_block`] gives it its entry block;
//! `CallOp::build(&mut builder, ctx, loc, result_types, operands, callee)`
//! (`rmlir_ods::typed::symbol_ref_attr`), `ReturnOp::build(&mut builder,
//! ctx, loc, operands)`.

use rmlir_ir::TypeData;
use rmlir_ir::{AttrData, Context};
use rmlir_ir::{BlockId, Body};
use rmlir_ods::typed::attr_symbol;

rmlir_ods::typed_op! {
    /// `func.func`.
    pub struct FuncOp = "func.func" in super::OPS {
        attr sym_name: required "sym_name";
        attr function_type: required "function_type";
        attr sym_visibility: optional "sym_visibility";
        attr arg_attrs: optional "arg_attrs";
        attr res_attrs: optional "res_attrs";
        attr no_inline: optional "no_inline";
        region body: one "body";
    }
}

rmlir_ods::typed_op! {
    /// `func.call`.
    pub struct CallOp = "func.call" in super::OPS {
        operand operands: variadic "operands";
        result results: variadic "results";
        attr callee: required "callee";
        attr arg_attrs: optional "arg_attrs";
        attr res_attrs: optional "res_attrs";
        attr no_inline: optional "no_inline";
    }
}

rmlir_ods::typed_op! {
    /// `func.call_indirect`.
    pub struct CallIndirectOp = "func.call_indirect" in super::OPS {
        operand callee: one "callee";
        operand_setter set_callee: one "callee";
        operand callee_operands: variadic "callee_operands";
        operand_range callee_operands_range: variadic "callee_operands";
        result results: variadic "results";
        attr arg_attrs: optional "arg_attrs";
        attr res_attrs: optional "res_attrs";
    }
}

rmlir_ods::typed_op! {
    /// `func.constant`.
    pub struct ConstantOp = "func.constant" in super::OPS {
        result result: one "result";
        attr value: required "value";
    }
}

rmlir_ods::typed_op! {
    /// `func.return`.
    pub struct ReturnOp = "func.return" in super::OPS {
        operand operands: variadic "operands";
    }
}

impl FuncOp {
    /// The function's symbol name (`@name` without `@`).
    pub fn name<'c>(self, ctx: &'c Context, body: &Body) -> &'c str {
        attr_symbol(ctx, self.sym_name(ctx, body)).unwrap_or("")
    }

    /// Appends the entry block to the function's body, with an argument
    /// of each input type of its `function_type` (located at the
    /// function), and returns it (a block of `body.nested_body(self.op())`,
    /// `body` being the one holding the function).
    pub fn add_entry_block(self, ctx: &Context, body: &mut Body) -> BlockId {
        let inputs = match ctx.attr_data(self.function_type(ctx, body)) {
            AttrData::Type(t) => match ctx.type_data(*t) {
                TypeData::Function { inputs, .. } => inputs.to_vec(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        let loc = body.op_loc(self.0);
        let region = self.body(ctx, body);
        let nested = body.nested_body_mut(self.0).expect("func.func is isolated");
        let block = nested.append_block(region);
        for ty in inputs {
            nested.add_block_arg(block, ty, Some(loc));
        }
        block
    }

    /// Whether the function has no body (a declaration).
    pub fn is_external(self, ctx: &Context, body: &Body) -> bool {
        body.regions_body(self.0)
            .region_is_empty(self.body(ctx, body))
    }
}

impl CallOp {
    /// The callee's symbol name (`@f` without `@`).
    pub fn callee_name<'c>(self, ctx: &'c Context, body: &Body) -> &'c str {
        attr_symbol(ctx, self.callee(ctx, body)).unwrap_or("")
    }
}

impl ConstantOp {
    /// The referenced function's symbol name.
    pub fn value_name<'c>(self, ctx: &'c Context, body: &Body) -> &'c str {
        attr_symbol(ctx, self.value(ctx, body)).unwrap_or("")
    }
}

/// Every wrapper's definition and accessors, for consistency tests.
pub const WRAPPERS: &[(&rmlir_ods::OpDef, &[rmlir_ods::typed::Accessor])] = &[
    (FuncOp::DEF, FuncOp::ACCESSORS),
    (CallOp::DEF, CallOp::ACCESSORS),
    (CallIndirectOp::DEF, CallIndirectOp::ACCESSORS),
    (ConstantOp::DEF, ConstantOp::ACCESSORS),
    (ReturnOp::DEF, ReturnOp::ACCESSORS),
];
