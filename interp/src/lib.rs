//! rmlir-interp: an interpreter giving IR its meaning, for tests and for
//! differential fuzzing of rewrites (issue 16).
//!
//! ```
//! use rmlir_interp::{Interpreter, Value};
//! let mut ctx = rmlir_ir::Context::new();
//! rmlir_dialects::register_all(&mut ctx);
//! let src = "func.func @f(%a: i32, %b: i32) -> i32 {
//!   %0 = arith.addi %a, %b : i32
//!   return %0 : i32
//! }";
//! let module = rmlir_text::parser::parse_module(&ctx, src.as_bytes(), &Default::default()).unwrap();
//! let mut interp = Interpreter::new(&ctx, &module.body, module.op).unwrap();
//! let out = interp.call("f", &[Value::int(32, 40), Value::int(32, 2)]).unwrap();
//! assert_eq!(out, vec![Value::int(32, 42)]);
//! ```
//!
//! # Semantics
//!
//! - **Values** ([`Value`]): integers of any width as `APInt` bits, `index`
//!   as 64 bits, floats of every MLIR format as bit patterns (arithmetic
//!   APFloat-exact through `rmlir_numerics::float_ops`), poison, tensors and
//!   vectors (shape + elements), memref views into a heap, function
//!   references.
//! - **Poison** comes from `ub.poison`, violated `nsw`/`nuw`/`exact` flags,
//!   shift amounts `>=` the width, out-of-range float-to-int conversions,
//!   `nnan`/`ninf` violations, uninitialized memory and `tensor.empty`
//!   elements. It propagates through pure ops; `arith.select` picks without
//!   looking at the other side. Using poison as a branch or loop condition,
//!   a loop bound, a memory or tensor index, a divisor, a switch flag or an
//!   assertion is undefined behaviour and traps. `remui` and `remsi` with a
//!   zero or poison divisor give poison: MLIR 22 declares them pure (LICM
//!   hoists them out of loops that may not run), so they cannot trap.
//! - **Traps** ([`Error::Trap`]): division by zero, signed division
//!   overflow (`divsi`, `ceildivsi`, `floordivsi` of `INT_MIN` by -1),
//!   out-of-bounds accesses, use after free (including an `alloca` after
//!   its function returned), double and invalid deallocation,
//!   `ub.unreachable`, failed `cf.assert`. `remsi` of `INT_MIN` by -1 is 0
//!   (MLIR documents only division by zero as undefined for it).
//! - **Limits**: every op executed costs one unit of fuel
//!   ([`Config::fuel`], [`Error::OutOfFuel`]); calls nest at most
//!   [`Config::max_call_depth`] deep ([`Error::CallDepthExceeded`]), and
//!   the Rust stack grows on demand so deep recursion never overflows it;
//!   allocations are bounded by [`Config::max_memory`].
//! - **Ops**: func (call, call_indirect, constant, return), arith (every
//!   op; `scaling_extf`/`scaling_truncf` as MLIR 22's `arith-expand`
//!   lowers them), cf (br, cond_br, switch, assert), scf (for, if, while,
//!   index_switch, execute_region, parallel with its reductions, forall
//!   without shared outputs; parallel iterations run in row-major order),
//!   math (every op; transcendental functions use the host C library on
//!   f32/f64 as MLIR's folders do and compute f16/bf16 in f32; they are not
//!   supported on other formats; `clampf` is MLIR 22's
//!   `maximumf(minimumf(value, min), max)`, `fpowi` repeated squaring as
//!   LLVM's run time computes it), ub, memref (alloc,
//!   alloca, alloca_scope, dealloc, load, store, copy, cast,
//!   memory_space_cast, assume_alignment, dim, rank, subview), tensor
//!   (from_elements, extract, insert, empty, dim, rank, cast, splat,
//!   generate), `vector.broadcast` of a scalar, and elementwise arith and
//!   math on tensors and vectors. Any other op is
//!   [`Error::NoSemantics`] unless a hook is registered for it
//!   ([`Interpreter::register_op`]).
//! - Fastmath flags other than `nnan`/`ninf` do not change results;
//!   `alloc`'s layout is ignored (allocations are row-major).
//!
//! # Generated programs
//!
//! [`gen`] writes random valid programs from arbitrary bytes (optionally
//! free of undefined behaviour by construction) and holds the oracle that
//! checks a transformed program's results refine the original's
//! ([`gen::oracle`]); the fuzz targets in `fuzz/` and `tests/gen.rs` use
//! them.

pub mod arith;
pub mod error;
mod exec;
pub mod format;
pub mod gen;
pub mod math;
mod memory;
pub mod ops;
pub mod value;

pub use error::{Error, TrapKind};
pub use value::{MemRefView, Shaped, Value};

use memory::Heap;
use ops::Kind;
use rmlir_dialects::func::FuncOp;
use rmlir_ir::AttrData;
use rmlir_ir::{Body, OpId};
use rmlir_ir::{Context, OpName};
use rmlir_ir::{Type, TypeData};
use rmlir_ods::typed::TypedOp;
use rustc_hash::FxHashMap;
use std::cell::RefCell;

/// Limits of one interpretation.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// The number of ops one [`Interpreter::call`] may execute.
    pub fuel: u64,
    /// The deepest call nesting allowed.
    pub max_call_depth: usize,
    /// The largest number of elements all live allocations may hold.
    pub max_memory: usize,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            fuel: 10_000_000,
            max_call_depth: 10_000,
            max_memory: 1 << 26,
        }
    }
}

/// What a hook sees of the op it evaluates.
pub struct HookArgs<'h> {
    /// The context.
    pub ctx: &'h Context,
    /// The body holding the op.
    pub body: &'h Body,
    /// The op.
    pub op: OpId,
}

/// An evaluation hook of a user op: its operands' values in, its results'
/// values out (as many as the op has results).
pub type OpHook<'a> = Box<dyn Fn(&HookArgs<'_>, &[Value]) -> Result<Vec<Value>, Error> + 'a>;

/// An interpreter over the functions of one module.
pub struct Interpreter<'a> {
    ctx: &'a Context,
    /// The body holding the module's ops (the functions).
    module: &'a Body,
    funcs: FxHashMap<&'a str, OpId>,
    /// The semantics of each op name met so far (filled from
    /// [`ops::OPS`] as ops are first executed) and of the user's ops.
    kinds: RefCell<FxHashMap<OpName, Kind>>,
    hooks: Vec<OpHook<'a>>,
    config: Config,
    fuel: u64,
    depth: usize,
    heap: Heap,
    frame_pool: Vec<Vec<Value>>,
}

impl<'a> Interpreter<'a> {
    /// An interpreter of the functions directly in `top` (a
    /// `builtin.module`, as the parser returns it in `body`).
    pub fn new(ctx: &'a Context, body: &'a Body, top: OpId) -> Result<Interpreter<'a>, Error> {
        let module = body.regions_body(top);
        let mut funcs = FxHashMap::default();
        let func_name = ctx.op_name("func.func");
        for &region in body.op_regions(top) {
            for block in module.region_blocks(region) {
                for op in module.block_ops(block) {
                    if module.op_name(op) != func_name {
                        continue;
                    }
                    let f = FuncOp::from_op_unchecked(op);
                    funcs.insert(f.name(ctx, module), op);
                }
            }
        }
        Ok(Interpreter {
            ctx,
            module,
            funcs,
            kinds: RefCell::default(),
            hooks: Vec::new(),
            config: Config::default(),
            fuel: 0,
            depth: 0,
            heap: Heap::default(),
            frame_pool: Vec::new(),
        })
    }

    /// Sets the limits.
    pub fn set_config(&mut self, config: Config) {
        self.config = config;
    }

    /// The limits.
    pub fn config(&self) -> Config {
        self.config
    }

    /// Registers the semantics of the op named `name` (replacing the
    /// built-in ones, if any).
    pub fn register_op(
        &mut self,
        name: &str,
        hook: impl Fn(&HookArgs<'_>, &[Value]) -> Result<Vec<Value>, Error> + 'a,
    ) {
        self.hooks.push(Box::new(hook));
        self.kinds
            .get_mut()
            .insert(self.ctx.op_name(name), Kind::User(self.hooks.len() - 1));
    }

    /// The names of the module's functions, in no particular order.
    pub fn function_names(&self) -> Vec<&'a str> {
        self.funcs.keys().copied().collect()
    }

    /// Whether function `name` is public (no `private` or `nested`
    /// visibility): only public functions can be called from outside, so
    /// only their meaning must survive interprocedural transformations.
    pub fn is_public(&self, name: &str) -> bool {
        let Some(&op) = self.funcs.get(name) else {
            return false;
        };
        let f = FuncOp::from_op_unchecked(op);
        f.sym_visibility(self.ctx, self.module).is_none_or(|v| {
            matches!(self.ctx.attr_data(v), AttrData::String { value, .. } if &**value == b"public")
        })
    }

    /// The argument and result types of function `name`.
    pub fn signature(&self, name: &str) -> Option<(Vec<Type>, Vec<Type>)> {
        let op = *self.funcs.get(name)?;
        let f = FuncOp::from_op_unchecked(op);
        let AttrData::Type(ty) = self.ctx.attr_data(f.function_type(self.ctx, self.module)) else {
            return None;
        };
        match self.ctx.type_data(*ty) {
            TypeData::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
            _ => None,
        }
    }

    /// Calls function `name` with `args`: its results, or why there are
    /// none. The fuel is refilled for each call; the heap persists (see
    /// [`Interpreter::reset_memory`]).
    pub fn call(&mut self, name: &str, args: &[Value]) -> Result<Vec<Value>, Error> {
        let op = *self
            .funcs
            .get(name)
            .ok_or_else(|| Error::Invalid(format!("no function named @{name}")))?;
        let (inputs, _) = self
            .signature(name)
            .ok_or_else(|| Error::Invalid(format!("@{name} has no function type")))?;
        if inputs.len() != args.len() {
            return Err(Error::Invalid(format!(
                "@{name} takes {} arguments, {} given",
                inputs.len(),
                args.len()
            )));
        }
        for (i, (v, &ty)) in args.iter().zip(&inputs).enumerate() {
            if !self.has_type(v, ty) {
                return Err(Error::Invalid(format!(
                    "argument {i} of @{name} does not have type {}",
                    rmlir_text::printer::type_to_string(self.ctx, ty)
                )));
            }
        }
        self.fuel = self.config.fuel;
        self.depth = 0;
        let r = self.call_function(op, args);
        r.map(|v| v.into_vec())
    }

    /// Frees every allocation.
    pub fn reset_memory(&mut self) {
        self.heap = Heap::default();
    }

    /// A new memref of type `ty` (ranked, static shape) holding `elems` in
    /// row-major order, for arguments.
    pub fn alloc_memref(&mut self, ty: Type, elems: Vec<Value>) -> Result<Value, Error> {
        let TypeData::MemRef { shape, .. } = self.ctx.type_data(ty) else {
            return Err(Error::Invalid("not a ranked memref type".into()));
        };
        let shape: value::Dims = shape.iter().copied().collect();
        if shape.iter().any(|&d| d < 0) || shape.iter().product::<i64>() != elems.len() as i64 {
            return Err(Error::Invalid(
                "memref argument does not match its static shape".into(),
            ));
        }
        self.heap
            .alloc_with(elems, shape, false, self.config.max_memory)
    }

    /// The elements of the memref `v` in row-major order (`None` if it is
    /// not a live memref).
    pub fn memref_elements(&self, v: &Value) -> Option<Vec<Value>> {
        let Value::MemRef(m) = v else { return None };
        self.heap.read_all(m)
    }

    /// Whether `v` is a value of type `ty` (widths, formats and shapes
    /// agree).
    pub fn has_type(&self, v: &Value, ty: Type) -> bool {
        value_has_type(self.ctx, v, ty)
    }
}

/// Whether `v` is a value of type `ty`.
pub fn value_has_type(ctx: &Context, v: &Value, ty: Type) -> bool {
    match (v, ctx.type_data(ty)) {
        (Value::Poison, _) => true,
        (Value::Int(a), TypeData::Integer { width, .. }) => a.width() == *width,
        (Value::Index(a), TypeData::Index) => a.width() == value::INDEX_WIDTH,
        (Value::Float(k, _), TypeData::Float(t)) => k == t,
        (Value::Shaped(s), TypeData::RankedTensor { shape, elem, .. })
        | (Value::Shaped(s), TypeData::Vector { shape, elem, .. }) => {
            s.shape.len() == shape.len()
                && s.shape
                    .iter()
                    .zip(shape.iter())
                    .all(|(&a, &b)| b < 0 || a == b)
                && s.elems.iter().all(|e| value_has_type(ctx, e, *elem))
        }
        (Value::Shaped(s), TypeData::UnrankedTensor { elem }) => {
            s.shape.iter().all(|&d| d >= 0)
                && s.shape
                    .iter()
                    .try_fold(1usize, |n, &d| n.checked_mul(d as usize))
                    == Some(s.elems.len())
                && s.elems.iter().all(|e| value_has_type(ctx, e, *elem))
        }
        (Value::MemRef(m), TypeData::MemRef { shape, .. }) => {
            m.sizes.len() == shape.len()
                && m.sizes
                    .iter()
                    .zip(shape.iter())
                    .all(|(&a, &b)| b < 0 || a == b)
        }
        (Value::MemRef(_), TypeData::UnrankedMemRef { .. }) => true,
        (Value::Func(_), TypeData::Function { .. }) => true,
        _ => false,
    }
}
