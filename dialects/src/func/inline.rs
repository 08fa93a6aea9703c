//! The func dialect's call interfaces (`func.call`, `func.call_indirect`
//! are calls, `func.func` is callable) and its inliner hooks (MLIR's
//! `FuncInlinerInterface`).

use super::CallIndirectOp;
use rmlir_ir::call::{CallInterface, CallableInterface, Callee, InlinerInterface};
use rmlir_ir::AttrData;
use rmlir_ir::Context;
use rmlir_ir::{BlockId, Body, OpId, OpSpec, ValueId};
use rmlir_ir::{Type, TypeData};

/// `func.call`: calls the symbol in `callee` with all its operands.
pub static CALL: CallInterface = CallInterface {
    callee: |ctx, body, op| rmlir_ods::get_attr(ctx, body, op, "callee").map(Callee::Symbol),
    arg_operands: |_, body, op| 0..body.num_operands(op),
    set_callee: |ctx, body, op, callee| {
        if let Callee::Symbol(sym) = callee {
            set_property(ctx, body, op, "callee", sym);
        }
    },
};

/// `func.call_indirect`: calls its first operand with the others.
pub static CALL_INDIRECT: CallInterface = CallInterface {
    callee: |ctx, body, op| {
        (body.num_operands(op) > 0).then(|| Callee::Value(CallIndirectOp(op).callee(ctx, body)))
    },
    arg_operands: |_, body, op| 1.min(body.num_operands(op))..body.num_operands(op),
    set_callee: |ctx, body, op, callee| {
        if let Callee::Value(v) = callee {
            CallIndirectOp(op).set_callee(ctx, body, v);
        }
    },
};

/// `func.func`: its body is callable unless it is a declaration.
pub static FUNC: CallableInterface = CallableInterface {
    region: |_, body, op| {
        let r = *body.op_regions(op).first()?;
        (!body.regions_body(op).region_is_empty(r)).then_some(0)
    },
    argument_types: |ctx, body, op| function_type(ctx, body, op).0,
    result_types: |ctx, body, op| function_type(ctx, body, op).1,
    arg_attrs: |ctx, body, op| rmlir_ods::get_attr(ctx, body, op, "arg_attrs"),
    res_attrs: |ctx, body, op| rmlir_ods::get_attr(ctx, body, op, "res_attrs"),
};

fn function_type(ctx: &Context, body: &Body, op: OpId) -> (Vec<Type>, Vec<Type>) {
    match rmlir_ods::get_attr(ctx, body, op, "function_type").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Type(t)) => match ctx.type_data(*t) {
            TypeData::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
            _ => (vec![], vec![]),
        },
        _ => (vec![], vec![]),
    }
}

fn set_property(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: rmlir_ir::Attr) {
    let key = ctx.ident(name);
    let mut entries = body
        .properties(op)
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    match entries.iter_mut().find(|e| e.0 == key) {
        Some(e) => e.1 = value,
        None => entries.push((key, value)),
    }
    body.set_properties(op, Some(ctx.dictionary_attr(entries)));
}

fn has_unit(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    rmlir_ods::get_attr(ctx, body, op, name).is_some()
}

/// The func dialect's inliner hooks: everything is legal except calls or
/// callees marked `no_inline`; `func.return` becomes a branch to the
/// continuation block (multi-block callee) or replaces the call's results.
pub static INLINER: InlinerInterface = InlinerInterface {
    call_legal: Some(|ctx, cbody, call, fbody, callable, _| {
        let is = |b: &Body, o: OpId, n: &str| ctx.op_name_str(b.op_name(o)) == n;
        let call_no_inline =
            is(cbody, call, "func.call") && has_unit(ctx, cbody, call, "no_inline");
        let func_no_inline =
            is(fbody, callable, "func.func") && has_unit(ctx, fbody, callable, "no_inline");
        !call_no_inline && !func_no_inline
    }),
    region_legal: Some(|_, _, _| true),
    op_legal: Some(|_, _, _, _| true),
    analyze_recursively: None,
    terminator_to_block: Some(return_to_branch),
    terminator_values: Some(return_values),
};

/// Replaces an inlined `func.return` by `cf.br ^dest(operands)`.
fn return_to_branch(ctx: &Context, body: &mut Body, op: OpId, dest: BlockId) {
    if ctx.op_name_str(body.op_name(op)) != "func.return" {
        return;
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let spec = OpSpec {
        name: ctx.op_name("cf.br"),
        loc: body.op_loc(op),
        operands: &operands,
        result_types: &[],
        successors: &[dest],
        num_regions: 0,
        isolated: false,
        properties: None,
        attrs: ctx.common().empty_dict,
    };
    let br = body.create_op(&spec);
    body.insert_op_before(op, br);
    let _ = body.erase_op(op);
}

/// Replaces the call's results by the operands of the inlined `func.return`.
fn return_values(ctx: &Context, body: &mut Body, op: OpId, results: &[ValueId]) {
    forward_operands_of("func.return", ctx, body, op, results);
}

/// If `op` is a `terminator` op, replaces the call's `results` by its
/// operands (what an inlined single-block callee returns).
fn forward_operands_of(
    terminator: &str,
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    results: &[ValueId],
) {
    if ctx.op_name_str(body.op_name(op)) != terminator {
        return;
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    for (&r, v) in results.iter().zip(operands) {
        body.replace_all_uses(r, v);
    }
}

/// An inliner interface under which every op of the dialect may be inlined
/// (arith, math, ub, vector: MLIR's `isLegalToInline(Operation *, Region *, ...)`
/// only).
pub static OPS_LEGAL: InlinerInterface = InlinerInterface {
    op_legal: Some(|_, _, _, _| true),
    ..InlinerInterface::NONE
};

/// Ops of the dialect may be inlined, and anything may be inlined into the
/// dialect's regions (memref, tensor).
pub static OPS_AND_REGIONS_LEGAL: InlinerInterface = InlinerInterface {
    op_legal: Some(|_, _, _, _| true),
    region_legal: Some(|_, _, _| true),
    ..InlinerInterface::NONE
};

/// cf: calls and ops may be inlined; its terminators need no rewriting.
pub static CF_INLINER: InlinerInterface = InlinerInterface {
    call_legal: Some(|_, _, _, _, _, _| true),
    op_legal: Some(|_, _, _, _| true),
    ..InlinerInterface::NONE
};

/// scf: ops and regions are legal; an inlined `scf.yield` replaces the
/// results.
pub static SCF_INLINER: InlinerInterface = InlinerInterface {
    op_legal: Some(|_, _, _, _| true),
    region_legal: Some(|_, _, _| true),
    terminator_values: Some(|ctx, body, op, results| {
        forward_operands_of("scf.yield", ctx, body, op, results)
    }),
    ..InlinerInterface::NONE
};

/// Registers the call and callable interfaces on the func ops.
pub fn register_interfaces(ctx: &mut Context) {
    for (name, call, callable) in [
        ("func.call", Some(&CALL), None),
        ("func.call_indirect", Some(&CALL_INDIRECT), None),
        ("func.func", None, Some(&FUNC)),
    ] {
        let n = ctx.op_name(name);
        let Some(info) = ctx.op_info(n) else { continue };
        let mut info = info.clone();
        info.call = call;
        info.callable = callable;
        ctx.register_op(info);
    }
}

/// Sets the inliner interface of a registered dialect.
pub fn set_dialect_inliner(ctx: &mut Context, namespace: &str, iface: &'static InlinerInterface) {
    if let Some(d) = ctx.dialect(namespace) {
        let mut d = d.clone();
        d.inliner = Some(iface);
        ctx.register_dialect(d);
    }
}

/// builtin: `builtin.unrealized_conversion_cast` may be inlined, a nested
/// `builtin.module` may not (as mlir-opt 22 behaves).
pub static BUILTIN_INLINER: InlinerInterface = InlinerInterface {
    op_legal: Some(|ctx, body, op, _| ctx.op_name_str(body.op_name(op)) != "builtin.module"),
    ..InlinerInterface::NONE
};

/// The test dialect that rmlir-opt registers as mlir-opt 22 links MLIR's:
/// its inliner interface allows every op, inlining into its regions, and
/// calls without a `noinline` attribute; its `test.functional_region_op`s
/// are not analyzed inside, and an inlined `test.return` gives the results.
pub static TEST_INLINER: InlinerInterface = InlinerInterface {
    call_legal: Some(|ctx, body, call, _, _, _| {
        ctx.dict_get(body.attrs(call), "noinline").is_none()
    }),
    op_legal: Some(|_, _, _, _| true),
    region_legal: Some(|_, _, _| true),
    analyze_recursively: Some(|ctx, body, op| {
        ctx.op_name_str(body.op_name(op)) != "test.functional_region_op"
    }),
    terminator_values: Some(|ctx, body, op, results| {
        forward_operands_of("test.return", ctx, body, op, results)
    }),
    ..InlinerInterface::NONE
};

/// Sets the inliner hooks of the other dialects of this crate (and of the
/// builtin dialect), as MLIR 22 registers them: arith, math and ub allow
/// their ops; cf its calls and ops; scf, memref and tensor their ops and
/// inlining into their regions.
pub fn register_inliners(ctx: &mut Context) {
    set_dialect_inliner(ctx, "builtin", &BUILTIN_INLINER);
    set_dialect_inliner(ctx, "arith", &OPS_LEGAL);
    set_dialect_inliner(ctx, "math", &OPS_LEGAL);
    set_dialect_inliner(ctx, "ub", &OPS_LEGAL);
    set_dialect_inliner(ctx, "vector", &OPS_LEGAL);
    set_dialect_inliner(ctx, "cf", &CF_INLINER);
    set_dialect_inliner(ctx, "scf", &SCF_INLINER);
    set_dialect_inliner(ctx, "memref", &OPS_AND_REGIONS_LEGAL);
    set_dialect_inliner(ctx, "tensor", &OPS_AND_REGIONS_LEGAL);
    set_dialect_inliner(ctx, "test", &TEST_INLINER);
}
