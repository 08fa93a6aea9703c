//! rmlir-text: MLIR's text format for the IR of `rmlir-ir`.
//!
//! - [`parser`]: the text parser (generic and custom op forms, builtin
//!   types and attributes, aliases, locations, file metadata), with
//!   [`parser::OpAsmParser`], the interface custom op forms parse through.
//! - [`printer`]: MLIR 22's text output (generic and custom forms, value
//!   numbering, aliases), with [`printer::OpAsmPrinter`] for custom forms.
//! - [`affine`]: the affine map and integer set parser.
//! - [`resources`]: the `{-# dialect_resources, external_resources #-}`
//!   file metadata.
//! - [`verify_diagnostics`]: `--split-input-file` and
//!   `--verify-diagnostics` checking.
//! - [`diagnostics`]: diagnostics located and rendered as mlir-opt shows
//!   them ([`diagnostics::DisplayDiagnostic`]).
//!
//! # How the core reaches the text format
//!
//! `rmlir-ir` does not depend on this crate; it asks through two hooks:
//!
//! - An op's custom assembly is a [`CustomAssembly`] attached to its
//!   `OpInfo` (`info.interfaces.insert(CustomAssembly { .. })`; ODS does it
//!   for declarative ops); the parser and printer look it up per op with
//!   `info.interface::<CustomAssembly>()`.
//! - Core diagnostics (`see current operation: ...`, attributes in
//!   property errors) write IR through the context's `Renderer`.
//!   [`install_renderer`] installs this crate's printer there. The rule:
//!   every parse entry point (everything that builds a parser) and
//!   `rmlir_ods::register` install it, so any context that parsed text or
//!   registered a declarative op writes diagnostics exactly as mlir-opt;
//!   code that builds IR by hand on a bare context calls
//!   [`install_renderer`] itself if it wants the same messages.

pub mod affine;
pub mod diagnostics;
pub mod parser;
pub mod printer;
pub mod resources;
pub mod verify_diagnostics;

use rmlir_ir::{Body, OpId};
use rmlir_ir::{Context, Diagnostic, Renderer};

/// Parses the custom form of an op after its name into the parser's
/// operation state.
pub type ParseFn = for<'p, 'a> fn(&mut parser::OpAsmParser<'p, 'a>) -> Result<(), Diagnostic>;

/// Prints the custom form of an op after its name.
pub type PrintFn = fn(&mut printer::OpAsmPrinter<'_>, &Body, OpId);

/// An op's custom assembly form (MLIR's `parse` / `print` of an op class),
/// attached to its `OpInfo` as an interface.
#[derive(Clone, Copy, Debug, Default)]
pub struct CustomAssembly {
    /// Custom assembly parser (what follows the op name).
    pub parse: Option<ParseFn>,
    /// Custom assembly printer (what follows the op name).
    pub print: Option<PrintFn>,
}

/// Installs this crate's printer as `ctx`'s diagnostic [`Renderer`] (a
/// no-op when one is installed already).
pub fn install_renderer(ctx: &Context) {
    if ctx.renderer().is_none() {
        ctx.install_renderer(Renderer {
            op: printer::op_to_diagnostic_string,
            attr: printer::attr_to_string,
            ty: printer::type_to_string,
        });
    }
}
