//! The typed op wrappers (`rmlir_ods::typed_op!`) of func, arith, cf and scf:
//! every wrapper covers its definition, and each accessor reads the right
//! value, attribute, region or successor from parsed IR. (The memref and
//! tensor wrappers are tested in their modules.)

use rmlir_dialects::{
    affine, arith, bufferization, cf, complex, func, index, memref, scf, tensor, vector,
};
use rmlir_ir::Context;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ods::typed::{check_accessors, same_signature, Accessor, TypedOp};
use rmlir_ods::OpDef;
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::attr_to_string;

const SRC: &str = r#"
func.func private @callee(i32, index) -> (i32, i32)
func.func @f(%c: i1, %a: i32, %b: i32, %lb: index, %ub: index, %fa: f32) -> i32 {
  %step = arith.constant 1 : index
  %s = arith.addi %a, %b overflow<nsw> : i32
  %t = arith.subi %a, %b : i32
  %cmp = arith.cmpi slt, %s, %t : i32
  %sel = arith.select %cmp, %s, %t : i32
  %fcmp = arith.cmpf olt, %fa, %fa fastmath<nnan> : f32
  %ext = arith.extsi %a : i32 to i64
  %extu = arith.extui %a : i32 to i64
  %tr = arith.trunci %ext overflow<nuw> : i64 to i16
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%acc = %a, %acc2 = %b) -> (i32, i32) {
    %n = arith.addi %acc, %b : i32
    scf.yield %n, %acc2 : i32, i32
  }
  %x = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  scf.if %c {
  }
  %w = scf.while (%arg = %a) : (i32) -> i32 {
    %cc = arith.cmpi slt, %arg, %b : i32
    scf.condition(%cc) %arg : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  %k:2 = func.call @callee(%a, %lb) : (i32, index) -> (i32, i32)
  %idx = arith.index_cast %a : i32 to index
  %sw = scf.index_switch %idx -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    scf.yield %b : i32
  }
  default {
    scf.yield %s : i32
  }
  %e = scf.execute_region -> i32 no_inline {
    scf.yield %a : i32
  }
  %fc = func.constant @callee : (i32, index) -> (i32, i32)
  %ci:2 = func.call_indirect %fc(%a, %lb) : (i32, index) -> (i32, i32)
  cf.assert %c, "msg"
  cf.cond_br %c weights([3, 5]), ^bb1(%a, %b : i32, i32), ^bb2(%s : i32)
^bb1(%p: i32, %q: i32):
  cf.br ^bb3(%p : i32)
^bb2(%z: i32):
  cf.switch %z : i32, [
    default: ^bb3(%z : i32),
    42: ^bb3(%a : i32),
    7: ^bb4
  ]
^bb3(%o: i32):
  return %o : i32
^bb4:
  return %a : i32
}
"#;

fn context() -> Context {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx
}

/// The parsed, verified module's body and its functions (`@callee`,
/// `@f`).
struct Parsed {
    module: Body,
    funcs: Vec<OpId>,
}

impl Parsed {
    /// The body of `@f`.
    fn body(&self) -> &Body {
        self.module.nested_body(self.funcs[1]).expect("body of @f")
    }
}

fn parse(ctx: &Context) -> Parsed {
    let mut m = parse_module(ctx, SRC.as_bytes(), &ParseOptions::default())
        .unwrap_or_else(|d| panic!("parse error: {}", d.message));
    rmlir_ir::verify::verify(ctx, &m.body, m.op).unwrap_or_else(|d| panic!("{}", d.message));
    let module = *m.body.take_nested_body(m.op).expect("module body");
    let block = module
        .entry_block(module.root_regions()[0])
        .expect("module block");
    let funcs: Vec<OpId> = module.block_ops(block).collect();
    Parsed { module, funcs }
}

/// Every op of `body`, pre-order.
fn all_ops(body: &Body) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                rmlir_ir::walk::collect_nested_ops(body, o, &mut out);
            }
        }
    }
    out
}

/// The `nth` op named `name` (pre-order) as wrapper `T`.
fn nth<T: TypedOp>(ctx: &Context, body: &Body, nth: usize) -> T {
    all_ops(body)
        .into_iter()
        .filter_map(|o| T::cast(ctx, body, o))
        .nth(nth)
        .unwrap_or_else(|| panic!("no {} number {nth}", T::NAME))
}

fn args(body: &Body) -> Vec<ValueId> {
    let entry = body.entry_block(body.root_regions()[0]).expect("entry");
    body.block_args(entry).to_vec()
}

fn text(ctx: &Context, a: rmlir_ir::Attr) -> String {
    attr_to_string(ctx, a)
}

#[test]
fn every_wrapper_covers_its_definition() {
    let ctx = context();
    let lists: [&[(&OpDef, &[Accessor])]; 11] = [
        func::WRAPPERS,
        affine::WRAPPERS,
        arith::WRAPPERS,
        cf::WRAPPERS,
        scf::WRAPPERS,
        bufferization::WRAPPERS,
        index::WRAPPERS,
        memref::WRAPPERS,
        tensor::WRAPPERS,
        vector::WRAPPERS,
        complex::WRAPPERS,
    ];
    let mut names = Vec::new();
    for (def, accessors) in lists.into_iter().flatten() {
        check_accessors(def, accessors).unwrap_or_else(|e| panic!("{e}"));
        // The wrapper reads the definition the op is registered with.
        let info = ctx.op_info(ctx.op_name(def.name)).expect("registered");
        let compiled = info
            .interface::<rmlir_ods::Compiled>()
            .expect("declarative op");
        assert!(same_signature(compiled.def, def), "{}", def.name);
        assert!(!names.contains(&def.name), "{} wrapped twice", def.name);
        names.push(def.name);
    }
    assert!(names.len() >= 60, "{}", names.len());
}

#[test]
fn check_accessors_reports_drift() {
    let def = scf::ForOp::DEF;
    let mut accessors = scf::ForOp::ACCESSORS.to_vec();
    let step = accessors.iter().position(|a| a.ods == "step").unwrap();
    accessors.remove(step);
    let err = check_accessors(def, &accessors).unwrap_err();
    assert_eq!(err, "scf.for: no accessor for operand 'step'");
    let mut accessors = scf::ForOp::ACCESSORS.to_vec();
    accessors[0].arity = "variadic";
    let err = check_accessors(def, &accessors).unwrap_err();
    assert!(
        err.contains("is one but accessor `lower_bound` says variadic"),
        "{err}"
    );
}

#[test]
fn cast_checks_the_op_name() {
    let ctx = context();
    let p = parse(&ctx);
    let body = p.body();
    for op in all_ops(body) {
        let name = ctx.op_name_str(body.op_name(op));
        assert_eq!(
            scf::ForOp::cast(&ctx, body, op).is_some(),
            name == "scf.for"
        );
        assert_eq!(arith::AddIOp::matches(&ctx, body, op), name == "arith.addi");
        assert_eq!(
            rmlir_ods::typed::cast::<cf::CondBranchOp>(&ctx, body, op).map(|w| w.op()),
            (name == "cf.cond_br").then_some(op)
        );
    }
    assert_eq!(arith::SubIOp::NAME, "arith.subi");
    assert_eq!(arith::SubIOp::def().name, "arith.subi");
}

#[test]
fn func_accessors() {
    let ctx = context();
    let p = parse(&ctx);
    let (module, body) = (&p.module, p.body());
    let a = args(body);

    let callee = func::FuncOp::cast(&ctx, module, p.funcs[0]).expect("func.func");
    assert_eq!(callee.name(&ctx, module), "callee");
    assert_eq!(
        callee.sym_visibility(&ctx, module).map(|v| text(&ctx, v)),
        Some("\"private\"".to_string())
    );
    assert_eq!(
        text(&ctx, callee.function_type(&ctx, module)),
        "(i32, index) -> (i32, i32)"
    );
    assert!(callee.is_external(&ctx, module));
    let f = func::FuncOp::cast(&ctx, module, p.funcs[1]).expect("func.func");
    assert_eq!(f.name(&ctx, module), "f");
    assert_eq!(f.sym_visibility(&ctx, module), None);
    assert_eq!(f.arg_attrs(&ctx, module), None);
    assert!(!f.is_external(&ctx, module));

    let call: func::CallOp = nth(&ctx, body, 0);
    assert_eq!(call.callee_name(&ctx, body), "callee");
    assert_eq!(text(&ctx, call.callee(&ctx, body)), "@callee");
    assert_eq!(call.operands(&ctx, body), vec![a[1], a[3]]);
    assert_eq!(
        call.results(&ctx, body),
        body.results(call.op()).collect::<Vec<_>>()
    );
    assert_eq!(call.results(&ctx, body).len(), 2);
    assert_eq!(call.no_inline(&ctx, body), None);

    let constant: func::ConstantOp = nth(&ctx, body, 0);
    assert_eq!(constant.value_name(&ctx, body), "callee");
    let indirect: func::CallIndirectOp = nth(&ctx, body, 0);
    assert_eq!(indirect.callee(&ctx, body), constant.result(&ctx, body));
    assert_eq!(indirect.callee_operands(&ctx, body), vec![a[1], a[3]]);
    assert_eq!(indirect.callee_operands_range(&ctx, body), 1..3);
    assert_eq!(indirect.results(&ctx, body).len(), 2);

    let ret: func::ReturnOp = nth(&ctx, body, 1);
    assert_eq!(ret.operands(&ctx, body), vec![a[1]]);
}

#[test]
fn arith_accessors() {
    let ctx = context();
    let mut p = parse(&ctx);
    let body = p.body();
    let a = args(body);

    let c: arith::ConstantOp = nth(&ctx, body, 0);
    assert_eq!(text(&ctx, c.value(&ctx, body)), "1 : index");
    let add: arith::AddIOp = nth(&ctx, body, 0);
    assert_eq!((add.lhs(&ctx, body), add.rhs(&ctx, body)), (a[1], a[2]));
    assert_eq!(add.result(&ctx, body), body.result(add.op(), 0));
    assert_eq!(
        text(&ctx, add.overflow_flags(&ctx, body)),
        "#arith.overflow<nsw>"
    );
    let sub: arith::SubIOp = nth(&ctx, body, 0);
    assert_eq!(
        text(&ctx, sub.overflow_flags(&ctx, body)),
        "#arith.overflow<none>"
    );
    let cmp: arith::CmpIOp = nth(&ctx, body, 0);
    assert_eq!(cmp.lhs(&ctx, body), add.result(&ctx, body));
    assert_eq!(cmp.rhs(&ctx, body), sub.result(&ctx, body));
    assert_eq!(cmp.predicate_value(&ctx, body), Some(2)); // slt
    let sel: arith::SelectOp = nth(&ctx, body, 0);
    assert_eq!(sel.condition(&ctx, body), cmp.result(&ctx, body));
    assert_eq!(sel.true_value(&ctx, body), add.result(&ctx, body));
    assert_eq!(sel.false_value(&ctx, body), sub.result(&ctx, body));
    let cmpf: arith::CmpFOp = nth(&ctx, body, 0);
    assert_eq!(cmpf.predicate_value(&ctx, body), Some(4)); // olt
    assert_eq!(
        text(&ctx, cmpf.fastmath(&ctx, body)),
        "#arith.fastmath<nnan>"
    );
    let ext: arith::ExtSIOp = nth(&ctx, body, 0);
    assert_eq!(ext.input(&ctx, body), a[1]);
    let extu: arith::ExtUIOp = nth(&ctx, body, 0);
    assert_eq!(extu.input(&ctx, body), a[1]);
    let tr: arith::TruncIOp = nth(&ctx, body, 0);
    assert_eq!(tr.input(&ctx, body), ext.out(&ctx, body));
    assert_eq!(
        text(&ctx, tr.overflow_flags(&ctx, body)),
        "#arith.overflow<nuw>"
    );
    let ic: arith::IndexCastOp = nth(&ctx, body, 0);
    assert_eq!(ic.input(&ctx, body), a[1]);

    // An attribute with a default reads the default when it is absent.
    let op = sub.op();
    let f = p.funcs[1];
    let body = p.module.nested_body_mut(f).expect("body of @f");
    body.set_properties(op, None);
    let sub = arith::SubIOp(op);
    assert_eq!(
        text(&ctx, sub.overflow_flags(&ctx, body)),
        "#arith.overflow<none>"
    );
}

#[test]
fn cf_accessors() {
    let ctx = context();
    let p = parse(&ctx);
    let body = p.body();
    let a = args(body);
    let blocks: Vec<_> = body.region_blocks(body.root_regions()[0]).collect();
    let add: arith::AddIOp = nth(&ctx, body, 0);

    let assert: cf::AssertOp = nth(&ctx, body, 0);
    assert_eq!(assert.arg(&ctx, body), a[0]);
    assert_eq!(text(&ctx, assert.msg(&ctx, body)), "\"msg\"");

    let cb: cf::CondBranchOp = nth(&ctx, body, 0);
    assert_eq!(cb.condition(&ctx, body), a[0]);
    assert_eq!(cb.true_dest_operands(&ctx, body), vec![a[1], a[2]]);
    assert_eq!(
        cb.false_dest_operands(&ctx, body),
        vec![add.result(&ctx, body)]
    );
    assert_eq!(cb.true_dest_operands_range(&ctx, body), 1..3);
    assert_eq!(cb.false_dest_operands_range(&ctx, body), 3..4);
    assert_eq!(cb.true_dest(&ctx, body), blocks[1]);
    assert_eq!(cb.false_dest(&ctx, body), blocks[2]);
    assert_eq!(
        cb.branch_weights(&ctx, body).map(|w| text(&ctx, w)),
        Some("array<i32: 3, 5>".to_string())
    );

    let br: cf::BranchOp = nth(&ctx, body, 0);
    assert_eq!(br.dest(&ctx, body), blocks[3]);
    assert_eq!(
        br.dest_operands(&ctx, body),
        vec![body.block_args(blocks[1])[0]]
    );

    let sw: cf::SwitchOp = nth(&ctx, body, 0);
    let z = body.block_args(blocks[2])[0];
    assert_eq!(sw.flag(&ctx, body), z);
    assert_eq!(sw.default_operands(&ctx, body), vec![z]);
    assert_eq!(sw.default_destination(&ctx, body), blocks[3]);
    assert_eq!(sw.case_destinations(&ctx, body), vec![blocks[3], blocks[4]]);
    assert_eq!(sw.case_operands(&ctx, body), vec![a[1]]);
    assert_eq!(sw.case_operands_of(&ctx, body, 0), vec![a[1]]);
    assert!(sw.case_operands_of(&ctx, body, 1).is_empty());
    assert!(sw.case_operands_of(&ctx, body, 2).is_empty());
    assert_eq!(
        sw.case_values(&ctx, body).map(|v| text(&ctx, v)),
        Some("dense<[42, 7]> : vector<2xi32>".to_string())
    );
}

#[test]
fn scf_accessors() {
    let ctx = context();
    let p = parse(&ctx);
    let body = p.body();
    let a = args(body);
    let step: arith::ConstantOp = nth(&ctx, body, 0);

    let for_op: scf::ForOp = nth(&ctx, body, 0);
    assert_eq!(for_op.lower_bound(&ctx, body), a[3]);
    assert_eq!(for_op.upper_bound(&ctx, body), a[4]);
    assert_eq!(for_op.step(&ctx, body), step.result(&ctx, body));
    assert_eq!(for_op.init_args(&ctx, body), vec![a[1], a[2]]);
    assert_eq!(for_op.init_args_range(&ctx, body), 3..5);
    assert_eq!(for_op.results(&ctx, body).len(), 2);
    assert_eq!(for_op.unsigned_cmp(&ctx, body), None);
    assert!(for_op.is_signed(&ctx, body));
    let region = for_op.region(&ctx, body);
    let block = for_op.body_block(&ctx, body).expect("body block");
    assert_eq!(body.block_region(block), region);
    let bargs = body.block_args(block);
    assert_eq!(for_op.induction_var(&ctx, body), Some(bargs[0]));
    assert_eq!(for_op.region_iter_args(&ctx, body), bargs[1..].to_vec());
    let inner_add: arith::AddIOp = nth(&ctx, body, 1);
    assert_eq!(inner_add.lhs(&ctx, body), bargs[1]);
    let yield_op: scf::YieldOp = nth(&ctx, body, 0);
    assert_eq!(
        yield_op.results(&ctx, body),
        vec![inner_add.result(&ctx, body), bargs[2]]
    );

    let if_op: scf::IfOp = nth(&ctx, body, 0);
    assert_eq!(if_op.condition(&ctx, body), a[0]);
    assert_eq!(if_op.results(&ctx, body).len(), 1);
    assert_ne!(if_op.then_region(&ctx, body), if_op.else_region(&ctx, body));
    assert!(if_op.has_else(&ctx, body));
    let no_else: scf::IfOp = nth(&ctx, body, 1);
    assert!(!no_else.has_else(&ctx, body));
    assert!(no_else.results(&ctx, body).is_empty());

    let while_op: scf::WhileOp = nth(&ctx, body, 0);
    assert_eq!(while_op.inits(&ctx, body), vec![a[1]]);
    let before = body.entry_block(while_op.before(&ctx, body)).unwrap();
    let after = body.entry_block(while_op.after(&ctx, body)).unwrap();
    let cond: scf::ConditionOp = nth(&ctx, body, 0);
    assert_eq!(body.op_block(cond.op()), Some(before));
    assert_eq!(cond.args(&ctx, body), vec![body.block_args(before)[0]]);
    assert_eq!(cond.args_range(&ctx, body), 1..2);
    let cc: arith::CmpIOp = nth(&ctx, body, 1);
    assert_eq!(cond.condition(&ctx, body), cc.result(&ctx, body));
    assert_eq!(body.block_args(after).len(), 1);

    let sw: scf::IndexSwitchOp = nth(&ctx, body, 0);
    let cast: arith::IndexCastOp = nth(&ctx, body, 0);
    assert_eq!(sw.arg(&ctx, body), cast.out(&ctx, body));
    assert_eq!(sw.case_values(&ctx, body), vec![2, 5]);
    assert_eq!(text(&ctx, sw.cases(&ctx, body)), "array<i64: 2, 5>");
    let regions = body.op_regions(sw.op());
    assert_eq!(sw.default_region(&ctx, body), regions[0]);
    assert_eq!(sw.case_regions(&ctx, body), regions[1..].to_vec());

    let exec: scf::ExecuteRegionOp = nth(&ctx, body, 0);
    assert!(exec.no_inline(&ctx, body).is_some());
    assert_eq!(exec.region(&ctx, body), body.op_regions(exec.op())[0]);
    assert_eq!(exec.results(&ctx, body).len(), 1);
}

const AFFINE_SRC: &str = r#"
func.func @g(%m: memref<8xf32>, %n: index, %i0: index) -> index {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i0)[%n]
  %r = affine.for %i = 0 to %n step 2 iter_args(%acc = %a) -> (index) {
    %v = affine.load %m[%i] : memref<8xf32>
    affine.store %v, %m[%i] : memref<8xf32>
    %mn = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%i)[%acc]
    %mx = affine.max affine_map<(d0) -> (d0, 3)>(%mn)
    affine.yield %mx : index
  }
  %d:2 = affine.delinearize_index %r into (2, 4) : index, index
  %l = affine.linearize_index [%d#0, %d#1] by (2, 4) : index
  affine.if affine_set<(d0) : (d0 >= 0)>(%l) {
  }
  affine.parallel (%x) = (0) to (%n) {
  }
  return %l : index
}
"#;

#[test]
fn affine_accessors() {
    let ctx = context();
    let mut m = parse_module(&ctx, AFFINE_SRC.as_bytes(), &ParseOptions::default())
        .unwrap_or_else(|d| panic!("parse error: {}", d.message));
    rmlir_ir::verify::verify(&ctx, &m.body, m.op).unwrap_or_else(|d| panic!("{}", d.message));
    let module = *m.body.take_nested_body(m.op).expect("module body");
    let block = module.entry_block(module.root_regions()[0]).unwrap();
    let g = module.block_ops(block).next().expect("@g");
    let body = module.nested_body(g).expect("body of @g");
    let a = args(body);

    let apply: affine::AffineApplyOp = nth(&ctx, body, 0);
    assert_eq!(apply.map_operands(&ctx, body), vec![a[2], a[1]]);
    assert_eq!(
        text(&ctx, apply.map(&ctx, body)),
        "affine_map<(d0)[s0] -> (d0 + s0)>"
    );

    let for_op: affine::AffineForOp = nth(&ctx, body, 0);
    assert!(for_op.lower_bound_operands(&ctx, body).is_empty());
    assert_eq!(for_op.upper_bound_operands(&ctx, body), vec![a[1]]);
    assert_eq!(for_op.inits(&ctx, body), vec![apply.result(&ctx, body)]);
    assert_eq!(for_op.inits_range(&ctx, body), 1..2);
    assert_eq!(text(&ctx, for_op.step(&ctx, body)), "2 : index");
    let iv = body.block_args(body.entry_block(for_op.region(&ctx, body)).unwrap())[0];

    let load: affine::AffineLoadOp = nth(&ctx, body, 0);
    let store: affine::AffineStoreOp = nth(&ctx, body, 0);
    assert_eq!(store.value(&ctx, body), load.result(&ctx, body));
    assert_eq!(store.memref(&ctx, body), a[0]);
    assert_eq!(store.indices(&ctx, body), vec![iv]);

    let min: affine::AffineMinOp = nth(&ctx, body, 0);
    let max: affine::AffineMaxOp = nth(&ctx, body, 0);
    assert_eq!(min.operands(&ctx, body).first(), Some(&iv));
    assert_eq!(max.operands(&ctx, body), vec![min.result(&ctx, body)]);
    let y: affine::AffineYieldOp = nth(&ctx, body, 0);
    assert_eq!(y.operands(&ctx, body), vec![max.result(&ctx, body)]);

    let delin: affine::AffineDelinearizeIndexOp = nth(&ctx, body, 0);
    assert_eq!(delin.linear_index(&ctx, body), body.result(for_op.op(), 0));
    assert!(delin.dynamic_basis(&ctx, body).is_empty());
    assert_eq!(delin.multi_index(&ctx, body).len(), 2);
    let lin: affine::AffineLinearizeIndexOp = nth(&ctx, body, 0);
    assert_eq!(lin.multi_index(&ctx, body), delin.multi_index(&ctx, body));
    assert_eq!(text(&ctx, lin.static_basis(&ctx, body)), "array<i64: 2, 4>");

    let if_op: affine::AffineIfOp = nth(&ctx, body, 0);
    assert_eq!(
        if_op.operands(&ctx, body),
        vec![lin.linear_index(&ctx, body)]
    );
    assert_ne!(if_op.then_region(&ctx, body), if_op.else_region(&ctx, body));
    let par: affine::AffineParallelOp = nth(&ctx, body, 0);
    assert_eq!(par.map_operands(&ctx, body), vec![a[1]]);
    assert!(par.results(&ctx, body).is_empty());
}

/// Records the ops a rewriter reports modified.
struct Modified(Vec<OpId>);

impl rmlir_ir::pattern::RewriteListener for Modified {
    fn notify_op_modified(&mut self, _: &Body, op: OpId) {
        self.0.push(op);
    }
}

#[test]
fn operand_setters() {
    let ctx = context();
    let mut p = parse(&ctx);
    let f = p.funcs[1];
    let body = p.module.nested_body_mut(f).expect("body of @f");
    let a = args(body);

    // In a body: swap the operands of an arith.cmpi.
    let cmp: arith::CmpIOp = nth(&ctx, body, 0);
    let (l, r) = (cmp.lhs(&ctx, body), cmp.rhs(&ctx, body));
    cmp.set_lhs(&ctx, body, r);
    cmp.set_rhs(&ctx, body, l);
    assert_eq!(body.operands(cmp.op()).collect::<Vec<_>>(), vec![r, l]);

    let if_op: scf::IfOp = nth(&ctx, body, 0);
    let fcmp: arith::CmpFOp = nth(&ctx, body, 0);
    if_op.set_condition(&ctx, body, fcmp.result(&ctx, body));
    assert_eq!(if_op.condition(&ctx, body), fcmp.result(&ctx, body));

    // Through a rewriter, which reports the op as modified.
    let indirect: func::CallIndirectOp = nth(&ctx, body, 0);
    let other: func::ConstantOp = nth(&ctx, body, 0);
    let mut modified = Modified(Vec::new());
    let mut rw = rmlir_ir::pattern::PatternRewriter::with_listener(&ctx, body, &mut modified);
    indirect.set_callee(&ctx, &mut rw, a[0]);
    assert_eq!(modified.0, vec![indirect.op()]);
    assert_eq!(indirect.callee(&ctx, body), a[0]);
    assert_eq!(indirect.callee_operands(&ctx, body), vec![a[1], a[3]]);
    assert_ne!(indirect.callee(&ctx, body), other.result(&ctx, body));
}
