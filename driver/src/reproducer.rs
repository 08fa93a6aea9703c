//! Pass-pipeline reproducers (`--mlir-pass-pipeline-crash-reproducer`,
//! `--mlir-generate-reproducer`, `--run-reproducer`): the input IR as it was
//! before the pipeline, with the pipeline and its flags in an
//! `external_resources: { mlir_reproducer: {...} }` file-metadata entry, as
//! mlir-opt writes and reads them.

use rmlir_ir::{Context, Diagnostic};
use rmlir_passes::{FailedPass, OpPassManager};
use rmlir_text::parser::ParsedModule;
use rmlir_text::printer::{print_top_level_with_resources, PrintOptions};
use rmlir_text::resources::{FileResources, ResourceValue};

const GROUP: &str = "mlir_reproducer";

/// What a reproducer asks to run.
pub struct Config {
    /// The textual pipeline (`builtin.module(...)`).
    pub pipeline: String,
    /// Whether to verify after each pass.
    pub verify_each: bool,
}

/// The reproducer file's contents for running `pm` on `module`.
pub fn text(
    ctx: &Context,
    module: &ParsedModule,
    print: &PrintOptions,
    pm: &OpPassManager,
    disable_threading: bool,
    verify_each: bool,
) -> String {
    let mut pipeline = String::new();
    pm.print(&mut pipeline, 0, false);
    let mut resources = module.resources.clone();
    resources.external.retain(|(g, _)| g != GROUP);
    resources.external.push((
        GROUP.to_string(),
        vec![
            (
                "pipeline".to_string(),
                ResourceValue::String(pipeline.into_bytes()),
            ),
            (
                "disable_threading".to_string(),
                ResourceValue::Bool(disable_threading),
            ),
            ("verify_each".to_string(), ResourceValue::Bool(verify_each)),
        ],
    ));
    // The module prints as mlir-opt writes an output file; a reproducer is
    // the op's own print, without the newline mlir-opt appends.
    let mut text =
        print_top_level_with_resources(ctx, &module.body, module.op, print, Some(&resources));
    if text.ends_with("\n\n") {
        text.pop();
    }
    text
}

/// Writes the reproducer and returns the error mlir-opt reports for a
/// failed pipeline, with the note naming the failing pass.
pub fn report(
    module: &ParsedModule,
    path: &str,
    text: &str,
    failed: Option<&FailedPass>,
) -> Diagnostic {
    let loc = failed.map_or(module.body.op_loc(module.op), |f| f.loc);
    let description = match std::fs::write(path, text) {
        Ok(()) => format!("reproducer generated at `{path}`"),
        Err(e) => format!("failed to create output stream: {e}"),
    };
    let running = failed.map(|f| f.to_string()).unwrap_or_default();
    Diagnostic::error(
        loc,
        "Failures have been detected while processing an MLIR pass pipeline",
    )
    .with_note(
        loc,
        format!("Pipeline failed while executing [{running}]: {description}"),
    )
}

/// Takes the `mlir_reproducer` entry out of the file's resources (it is not
/// printed back), or `None` if there is none.
pub fn take_config(resources: &mut FileResources) -> Result<Option<Config>, String> {
    let Some(i) = resources.external.iter().position(|(g, _)| g == GROUP) else {
        return Ok(None);
    };
    let (_, entries) = resources.external.remove(i);
    let mut pipeline = None;
    let mut verify_each = true;
    for (key, value) in entries {
        match (key.as_str(), value) {
            ("pipeline", ResourceValue::String(s)) => {
                pipeline = Some(String::from_utf8_lossy(&s).into_owned())
            }
            ("verify_each", ResourceValue::Bool(b)) => verify_each = b,
            ("disable_threading", ResourceValue::Bool(_)) => {}
            (k, _) => return Err(format!("unknown 'mlir_reproducer' resource key '{k}'")),
        }
    }
    let pipeline = pipeline.ok_or("expected 'pipeline' in the 'mlir_reproducer' resource")?;
    Ok(Some(Config {
        pipeline,
        verify_each,
    }))
}
