//! Data layout from outside rmlir: a user dialect whose type answers layout
//! queries, and a user pass that asks the layout of its scope for sizes.
//!
//! # The type
//!
//! `!mydl.ptr` is a pointer of the user dialect `mydl`. It implements
//! [`DataLayoutTypeInterface`] ([`PtrLayout`]): 64 bits unless the scope's
//! `#dlti.dl_spec` holds an entry `!mydl.ptr = N` (its width in bits); its
//! alignments are its size and it is pointer-like (its index bitwidth is
//! its width). The dialect attaches the interface to its `DialectInfo` as a
//! [`TypeLayouts`] ([`register_dialect`]).
//!
//! # The pass
//!
//! [`ArgSizes`] (`mydl-arg-sizes`, anchored on `builtin.module`) builds the
//! module's [`DataLayout`] once and prints, for each function, the bytes
//! its arguments take: every query after the first for a type is a cache
//! lookup.
//!
//! ```
//! use rmlir_text::parser::{parse_module, ParseOptions};
//! use rmlir_passes::{parse_pipeline, RunOptions};
//!
//! let mut ctx = rmlir_ir::Context::new();
//! rmlir_dialects::register_all(&mut ctx);
//! rmlir_examples::data_layout::register_dialect(&mut ctx);
//! let src = r#"module attributes {dlti.dl_spec = #dlti.dl_spec<!mydl.ptr = 32 : i64, index = 32 : i64>} {
//!   func.func private @f(%p: !mydl.ptr, %i: index, %v: vector<3xf32>)
//! }"#;
//! let mut module = parse_module(&ctx, src.as_bytes(), &ParseOptions::default()).unwrap();
//! let pm = parse_pipeline(&rmlir_examples::tool().passes, "builtin.module(mydl-arg-sizes)").unwrap();
//! let result = pm.run(&ctx, &mut module.body, module.op, RunOptions::default());
//! assert!(!result.failed);
//! assert_eq!(result.dumps[0].1, "@f: 4 + 4 + 16 = 24 bytes\n");
//! ```

use rmlir_ir::data_layout::{
    decode_spec, DataLayout, DataLayoutEntry, DataLayoutTypeInterface, LayoutResult, TypeLayouts,
    TypeSize, DL_SPEC_ATTR,
};
use rmlir_ir::registry::DialectInfo;
use rmlir_ir::AttrData;
use rmlir_ir::{Context, Diagnostic, Loc};
use rmlir_ir::{Type, TypeData};
use rmlir_passes::{Pass, PassContext, PassInfo, PassOptions, PassRegistry};

/// The layout of `!mydl.ptr`.
pub struct PtrLayout;

/// The pointer width from the scope's entries (the last wins), else 64.
fn ptr_bits(ctx: &Context, params: &[DataLayoutEntry]) -> u64 {
    params
        .iter()
        .rev()
        .find_map(|e| match ctx.attr_data(e.value) {
            AttrData::Integer { value, .. } => Some(value.low_u64()),
            _ => None,
        })
        .unwrap_or(64)
}

impl DataLayoutTypeInterface for PtrLayout {
    fn size_in_bits(
        &self,
        ctx: &Context,
        _: Type,
        _: &DataLayout,
        params: &[DataLayoutEntry],
    ) -> LayoutResult<TypeSize> {
        Ok(TypeSize::fixed(ptr_bits(ctx, params)))
    }
    fn abi_alignment(
        &self,
        ctx: &Context,
        _: Type,
        _: &DataLayout,
        params: &[DataLayoutEntry],
    ) -> LayoutResult<u64> {
        Ok(ptr_bits(ctx, params).div_ceil(8))
    }
    fn preferred_alignment(
        &self,
        ctx: &Context,
        ty: Type,
        l: &DataLayout,
        params: &[DataLayoutEntry],
    ) -> LayoutResult<u64> {
        self.abi_alignment(ctx, ty, l, params)
    }
    fn index_bitwidth(
        &self,
        ctx: &Context,
        _: Type,
        _: &DataLayout,
        params: &[DataLayoutEntry],
    ) -> Option<u64> {
        Some(ptr_bits(ctx, params))
    }
    fn verify_entries(
        &self,
        ctx: &Context,
        entries: &[DataLayoutEntry],
        loc: Loc,
    ) -> Result<(), Diagnostic> {
        for e in entries {
            if !matches!(ctx.attr_data(e.value), AttrData::Integer { .. }) {
                return Err(Diagnostic::error(
                    loc,
                    "expected an integer width for !mydl.ptr",
                ));
            }
        }
        Ok(())
    }
}

static PTR_LAYOUT: PtrLayout = PtrLayout;

fn mydl_type_layouts(ctx: &Context, ty: Type) -> Option<&'static dyn DataLayoutTypeInterface> {
    match ctx.type_data(ty) {
        TypeData::Dialect { text } if &**text == "mydl.ptr" => Some(&PTR_LAYOUT),
        _ => None,
    }
}

/// Registers the `mydl` dialect with the layout of its types.
pub fn register_dialect(ctx: &mut Context) {
    let mut info = DialectInfo::new("mydl");
    info.interfaces.insert(TypeLayouts(mydl_type_layouts));
    ctx.register_dialect(info);
}

/// Registration of `mydl-arg-sizes`.
pub const INFO: PassInfo = PassInfo {
    argument: "mydl-arg-sizes",
    name: "ArgSizes",
    summary: "Print the bytes each function's arguments take",
    options: &[],
    anchor: Some("builtin.module"),
    statistics: &[],
    create: |_: &PassOptions, _: &PassRegistry| Box::new(ArgSizes),
};

/// The `mydl-arg-sizes` pass.
pub struct ArgSizes;

impl Pass for ArgSizes {
    fn run(&self, cx: &mut PassContext<'_>) {
        let ctx = cx.ctx;
        let spec = ctx
            .dict_get(cx.op.attrs, DL_SPEC_ATTR)
            .and_then(|a| decode_spec(ctx, a));
        let layout = DataLayout::new(ctx, spec);
        let mut report = String::new();
        let body = &cx.op.body;
        for &r in body.root_regions() {
            for b in body.region_blocks(r) {
                for f in body.block_ops(b) {
                    if ctx.op_name_str(body.op_name(f)) != "func.func" {
                        continue;
                    }
                    let props = body.properties(f);
                    let name = props.and_then(|p| ctx.dict_get(p, "sym_name"));
                    let fty = props.and_then(|p| ctx.dict_get(p, "function_type"));
                    let (Some(name), Some(fty)) = (name, fty) else {
                        continue;
                    };
                    let AttrData::String { value, .. } = ctx.attr_data(name) else {
                        continue;
                    };
                    let AttrData::Type(fty) = ctx.attr_data(fty) else {
                        continue;
                    };
                    let TypeData::Function { inputs, .. } = ctx.type_data(*fty) else {
                        continue;
                    };
                    let sizes: LayoutResult<Vec<u64>> = inputs
                        .iter()
                        .map(|&t| layout.type_size(t).map(|s| s.min))
                        .collect();
                    match sizes {
                        Ok(sizes) => {
                            let parts: Vec<String> = sizes.iter().map(u64::to_string).collect();
                            report.push_str(&format!(
                                "@{}: {} = {} bytes\n",
                                String::from_utf8_lossy(value),
                                parts.join(" + "),
                                sizes.iter().sum::<u64>()
                            ));
                        }
                        Err(e) => {
                            cx.fail(Diagnostic::error(body.op_loc(f), e.0));
                            return;
                        }
                    }
                }
            }
        }
        cx.print(&report);
    }
}
