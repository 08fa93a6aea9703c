//! `--verify-roundtrip`: after parsing, the top-level op must survive a
//! round trip through the generic text form and one through bytecode
//! (mlir-opt 22's `doVerifyRoundTrip`).
//!
//! Each trip writes the op (generic form with locations, or bytecode at
//! the current version), reads it back into a fresh context with the same
//! dialects (so resource keys are not renamed), verifies it, and compares
//! its generic print with the original's. Both trips always run; a failure
//! is an error on the top-level op with mlir-opt's wording. Errors met
//! while reading back belong to the fresh context, which has no diagnostic
//! handler in mlir-opt: they are printed as its default handler prints
//! them (`loc("":1:2): error: message`), before the error on the op.
//!
//! As in mlir-opt, only the builtin dialect's resources take part: the
//! external resources of the file are neither written nor compared. The
//! prints follow the command line's printing flags (local scope, eliding
//! large elements and resource strings), as MLIR's `OpPrintingFlags` do.

use rmlir_ir::verify::op_error;
use rmlir_ir::{Context, Diagnostic};
use rmlir_text::parser::{parse_module, ParseOptions, ParsedModule};
use rmlir_text::printer::{loc_to_string, print_top_level_with_resources, PrintOptions};
use rmlir_text::resources::FileResources;

/// What a round trip reports, in the order mlir-opt prints it.
pub(crate) enum Report {
    /// Text printed straight to stderr (an error of the fresh context).
    Raw(String),
    /// A diagnostic of the tool's context.
    Diagnostic(Diagnostic),
}

/// The two trips.
#[derive(Clone, Copy)]
enum Trip {
    Textual,
    Bytecode,
}

impl Trip {
    fn name(self) -> &'static str {
        match self {
            Trip::Textual => "textual",
            Trip::Bytecode => "bytecode",
        }
    }
}

/// How a round trip prints and reads back.
pub(crate) struct Setup<'a> {
    /// The command line's printing flags (generic form and locations are
    /// forced on).
    pub print: &'a PrintOptions,
    /// Builds a context with the tool's dialects and flags.
    pub fresh_context: &'a dyn Fn() -> Context,
}

/// Round-trips `module` through text and bytecode; returns what to report
/// (nothing when both trips give the module back unchanged).
pub(crate) fn verify_roundtrip(
    ctx: &Context,
    module: &ParsedModule,
    setup: &Setup<'_>,
) -> Vec<Report> {
    let print = PrintOptions {
        generic: true,
        debug_info: true,
        ..setup.print.clone()
    };
    let resources = builtin_resources(&module.resources);
    let reference = generic_text(ctx, module, &resources, &print);
    let mut reports = Vec::new();
    for trip in [Trip::Textual, Trip::Bytecode] {
        let fresh = (setup.fresh_context)();
        let back = read_back(
            ctx,
            &fresh,
            module,
            &resources,
            &reference,
            trip,
            &mut reports,
        );
        let Some(back) = back else {
            continue;
        };
        let roundtrip = generic_text(&fresh, &back, &builtin_resources(&back.resources), &print);
        if roundtrip != reference {
            reports.push(op_report(ctx, module, format!(
                "{} roundTrip testing roundtripped module differs from reference:\n<<<<<<Reference\n{reference}\n=====\n{roundtrip}\n>>>>>roundtripped\n",
                trip.name()
            )));
        }
    }
    reports
}

/// An error on the top-level op.
fn op_report(ctx: &Context, module: &ParsedModule, message: String) -> Report {
    Report::Diagnostic(op_error(ctx, &module.body, module.op, message))
}

/// The resources mlir-opt's printer and writer see without a fallback
/// resource map: the builtin dialect's blobs only.
fn builtin_resources(resources: &FileResources) -> FileResources {
    let mut builtin = resources.clone();
    builtin.external.clear();
    builtin
}

/// `module` as mlir-opt's `Operation::print` writes it (the driver's
/// final newline left out).
fn generic_text(
    ctx: &Context,
    module: &ParsedModule,
    resources: &FileResources,
    print: &PrintOptions,
) -> String {
    let mut text =
        print_top_level_with_resources(ctx, &module.body, module.op, print, Some(resources));
    if text.ends_with('\n') {
        text.pop();
    }
    text
}

/// Writes `module` for `trip` (`reference` is its text) and reads it back
/// into `fresh`, verified; on failure, reports it and returns `None`.
fn read_back(
    ctx: &Context,
    fresh: &Context,
    module: &ParsedModule,
    resources: &FileResources,
    reference: &str,
    trip: Trip,
    reports: &mut Vec<Report>,
) -> Option<ParsedModule> {
    let read = match trip {
        Trip::Textual => {
            let popts = ParseOptions {
                file_name: String::new(),
                implicit_module: false,
                ..ParseOptions::default()
            };
            parse_module(fresh, reference.as_bytes(), &popts)
        }
        Trip::Bytecode => {
            let written = rmlir_bytecode::write_module(
                ctx,
                &module.body,
                module.op,
                Some(resources),
                &rmlir_bytecode::WriteOptions::default(),
            );
            let bytes = match written {
                Ok(b) => b,
                Err(d) => {
                    reports.push(Report::Diagnostic(d));
                    reports.push(op_report(
                        ctx,
                        module,
                        "failed to write bytecode, cannot verify round-trip.\n".into(),
                    ));
                    return None;
                }
            };
            let ropts = rmlir_bytecode::ReadOptions {
                file_name: String::new(),
                implicit_module: false,
            };
            rmlir_bytecode::read_module(fresh, &bytes, &ropts)
        }
    };
    let verified = read.and_then(|m| {
        rmlir_ir::verify::verify(fresh, &m.body, m.op)?;
        Ok(m)
    });
    match verified {
        Ok(m) => Some(m),
        Err(d) => {
            reports.push(Report::Raw(default_handler_text(fresh, &d)));
            reports.push(op_report(
                ctx,
                module,
                format!(
                    "failed to parse {} content back, cannot verify round-trip.\n",
                    trip.name()
                ),
            ));
            None
        }
    }
}

/// An error as MLIR prints it when its context has no handler: the
/// location (unless unknown), `error: ` and the message, without notes.
fn default_handler_text(ctx: &Context, d: &Diagnostic) -> String {
    let place = if d.loc == ctx.common().unknown_loc {
        String::new()
    } else {
        format!("{}: ", loc_to_string(ctx, d.loc))
    };
    format!("{place}error: {}\n", d.message)
}
