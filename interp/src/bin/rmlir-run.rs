//! `rmlir-run FILE --entry F --args A,B,...`: parses FILE (`-` for stdin),
//! verifies it, runs function F on the arguments and prints one line per
//! result (`TYPE: VALUE`, see `rmlir_interp::format`).
//!
//! Options: `--entry NAME` (default `main`), `--args LIST` (comma
//! separated, brackets for tensors/memrefs), `--fuel N`,
//! `--max-call-depth N`, `--allow-unregistered-dialect`.
//!
//! Exit status: 0 results printed; 1 bad command line, unreadable, invalid
//! or unverifiable input, unknown function or bad arguments; 2 the program
//! trapped (undefined behaviour); 3 a limit was reached (fuel, call depth,
//! memory); 4 an op has no semantics or is used in an unsupported way.
//! Errors go to stderr.

use rmlir_interp::{format, Config, Error, Interpreter};
use std::io::Read;
use std::process::ExitCode;

const USAGE: &str = "usage: rmlir-run FILE [--entry NAME] [--args A,B,...] [--fuel N] [--max-call-depth N] [--allow-unregistered-dialect]";

fn fail(code: u8, msg: &str) -> ExitCode {
    eprintln!("rmlir-run: {msg}");
    ExitCode::from(code)
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut file = None;
    let mut entry = "main".to_string();
    let mut args_text = String::new();
    let mut config = Config::default();
    let mut allow_unregistered = false;
    let mut i = 0;
    while i < argv.len() {
        let a = argv[i].as_str();
        let (key, inline) = match a.split_once('=') {
            Some((k, v)) if k.starts_with("--") => (k, Some(v.to_string())),
            _ => (a, None),
        };
        let mut value = || -> Option<String> {
            if inline.is_some() {
                return inline.clone();
            }
            i += 1;
            argv.get(i).cloned()
        };
        match key {
            "--entry" => match value() {
                Some(v) => entry = v,
                None => return fail(1, USAGE),
            },
            "--args" => match value() {
                Some(v) => args_text = v,
                None => return fail(1, USAGE),
            },
            "--fuel" => match value().and_then(|v| v.parse().ok()) {
                Some(v) => config.fuel = v,
                None => return fail(1, "--fuel needs a number"),
            },
            "--allow-unregistered-dialect" => allow_unregistered = true,
            "--max-call-depth" => match value().and_then(|v| v.parse().ok()) {
                Some(v) => config.max_call_depth = v,
                None => return fail(1, "--max-call-depth needs a number"),
            },
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            _ if file.is_none() && (!a.starts_with('-') || a == "-") => file = Some(a.to_string()),
            _ => return fail(1, &format!("unknown argument '{a}'\n{USAGE}")),
        }
        i += 1;
    }
    let Some(file) = file else {
        return fail(1, USAGE);
    };
    let src = if file == "-" {
        let mut s = Vec::new();
        if let Err(e) = std::io::stdin().read_to_end(&mut s) {
            return fail(1, &format!("cannot read stdin: {e}"));
        }
        s
    } else {
        match std::fs::read(&file) {
            Ok(s) => s,
            Err(e) => return fail(1, &format!("cannot read '{file}': {e}")),
        }
    };
    let mut ctx = rmlir_ir::Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered_dialects(allow_unregistered);
    let opts = rmlir_text::parser::ParseOptions {
        file_name: file.clone(),
        ..Default::default()
    };
    let render = |d: &rmlir_ir::Diagnostic| match ctx.loc_data(d.loc) {
        rmlir_ir::LocData::FileLineCol { file, line, col } => {
            format!(
                "{}:{line}:{col}: error: {}",
                ctx.ident_str(*file),
                d.message
            )
        }
        _ => format!("error: {}", d.message),
    };
    let module = match rmlir_text::parser::parse_module(&ctx, &src, &opts) {
        Ok(m) => m,
        Err(d) => return fail(1, &render(&d)),
    };
    if let Err(d) = rmlir_ir::verify::verify(&ctx, &module.body, module.op) {
        return fail(1, &render(&d));
    }
    let mut interp = match Interpreter::new(&ctx, &module.body, module.op) {
        Ok(i) => i,
        Err(e) => return fail(1, &e.to_string()),
    };
    interp.set_config(config);
    let Some((inputs, results)) = interp.signature(&entry) else {
        return fail(1, &format!("no function named @{entry}"));
    };
    let texts = format::split_args(&args_text);
    if texts.len() != inputs.len() {
        return fail(
            1,
            &format!(
                "@{entry} takes {} arguments, {} given",
                inputs.len(),
                texts.len()
            ),
        );
    }
    let mut args = Vec::new();
    for (t, &ty) in texts.iter().zip(&inputs) {
        match format::parse_value(&mut interp, t, ty) {
            Ok(v) => args.push(v),
            Err(e) => return fail(1, &e),
        }
    }
    match interp.call(&entry, &args) {
        Ok(values) => {
            for (v, &ty) in values.iter().zip(&results) {
                println!("{}", format::render_result(&interp, v, ty));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            let code = match &e {
                Error::Trap { .. } => 2,
                e if e.is_limit() => 3,
                Error::NoSemantics(_) | Error::Unsupported(_) => 4,
                _ => 1,
            };
            fail(code, &e.to_string())
        }
    }
}
