//! The tidy checks: habits of the rmlir source tree that a compiler lint
//! cannot express, run by `cargo test` (see `workspace_is_tidy` below).
//!
//! - every Rust module under a crate's `src/` starts with a `//!` doc;
//! - library crates never print: `println!`, `eprintln!`, `print!`,
//!   `eprint!` and `dbg!` appear only in the driver, examples, benches and
//!   tests (output is the driver's job, so it stays ordered and testable);
//! - no `unsafe` outside [`UNSAFE_FILES`] (the workspace lints deny it,
//!   and every member must inherit them with `[lints] workspace = true`),
//!   and there each `unsafe` follows a `// SAFETY:` comment;
//! - source files stay small enough to read at once: a warning above
//!   [`SIZE_WARNING`] lines, a failure above [`SIZE_LIMIT`].

use std::fmt;
use std::path::{Path, PathBuf};

/// Lines above which a source file is reported as a warning.
pub const SIZE_WARNING: usize = 1000;
/// Lines above which a source file fails the check.
pub const SIZE_LIMIT: usize = 1500;

/// The files allowed to use `unsafe`, each for a reason measured to matter
/// and documented in the file: the allocator's option (driver/src/alloc.rs).
pub const UNSAFE_FILES: &[&str] = &["driver/src/alloc.rs"];

/// Crates (by folder) allowed to write to stdout and stderr.
const PRINTING_CRATES: &[&str] = &["driver", "examples", "benches", "tidy", "fuzz"];

/// One broken habit, at a file and line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// File, relative to the workspace root.
    pub file: PathBuf,
    /// 1-based line, or 0 for the whole file.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file.display(), self.line, self.message)
    }
}

/// What a check of one file found.
#[derive(Debug, Default)]
pub struct Report {
    /// Broken habits: the tidy test fails on any.
    pub problems: Vec<Problem>,
    /// Reported but allowed (files over [`SIZE_WARNING`] lines).
    pub warnings: Vec<Problem>,
}

/// Where a Rust file sits, which decides the checks that apply to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileKind {
    /// Under a crate's `src/` (a module of the crate, not a test target).
    pub in_src: bool,
    /// In a crate that may print (driver, examples, benches, tidy).
    pub may_print: bool,
    /// One of [`UNSAFE_FILES`].
    pub may_use_unsafe: bool,
}

impl FileKind {
    /// Classifies `rel`, a path relative to the workspace root.
    pub fn of(rel: &Path) -> FileKind {
        let parts: Vec<&str> = rel.iter().filter_map(|p| p.to_str()).collect();
        let in_src = parts.contains(&"src") && !parts.contains(&"bin");
        let may_print = parts.first().is_some_and(|c| PRINTING_CRATES.contains(c))
            || parts
                .iter()
                .any(|p| *p == "tests" || *p == "benches" || *p == "bin")
            || rel.file_name().is_some_and(|n| n == "tests.rs");
        let may_use_unsafe = UNSAFE_FILES.iter().any(|f| rel == Path::new(f));
        FileKind {
            in_src,
            may_print,
            may_use_unsafe,
        }
    }
}

/// Checks one Rust source file's text.
pub fn check_source(rel: &Path, text: &str, kind: FileKind, report: &mut Report) {
    let problem = |line: usize, message: String| Problem {
        file: rel.to_path_buf(),
        line,
        message,
    };
    if kind.in_src
        && !text
            .lines()
            .find(|l| !l.trim().is_empty())
            .is_some_and(|l| l.starts_with("//!"))
    {
        report.problems.push(problem(
            1,
            "module has no `//!` documentation at its top".into(),
        ));
    }
    let lines = text.lines().count();
    if lines > SIZE_LIMIT {
        report.problems.push(problem(
            0,
            format!("{lines} lines; split it (limit {SIZE_LIMIT})"),
        ));
    } else if lines > SIZE_WARNING {
        report
            .warnings
            .push(problem(0, format!("{lines} lines; consider splitting it")));
    }
    let mut in_tests = false;
    let mut after_safety_comment = false;
    for (i, raw) in text.lines().enumerate() {
        let code = strip_comment_and_strings(raw);
        // Unit tests conventionally close a module: everything after the
        // first `#[cfg(test)]` is test code.
        if code.contains("#[cfg(test)]") {
            in_tests = true;
        }
        if contains_word(&code, "unsafe") {
            if !kind.may_use_unsafe {
                report.problems.push(problem(
                    i + 1,
                    "`unsafe` is not used in rmlir (see UNSAFE_FILES)".into(),
                ));
            } else if !code.contains("allow(unsafe_code)") && !after_safety_comment {
                report.problems.push(problem(
                    i + 1,
                    "`unsafe` without a `// SAFETY:` comment before it".into(),
                ));
            }
        }
        // A `// SAFETY:` comment covers the code up to the next `unsafe`.
        if raw.trim_start().starts_with("// SAFETY:") {
            after_safety_comment = true;
        } else if contains_word(&code, "unsafe") {
            after_safety_comment = false;
        }
        if !kind.may_print && !in_tests {
            for mac in ["println!", "eprintln!", "print!", "eprint!", "dbg!"] {
                if contains_word(&code, mac) {
                    report.problems.push(problem(
                        i + 1,
                        format!("`{mac}` in library code: return text or diagnostics to the driver instead"),
                    ));
                }
            }
        }
    }
}

/// Checks that a member's `Cargo.toml` inherits the workspace lints.
pub fn check_manifest(rel: &Path, text: &str, report: &mut Report) {
    let inherits = text.split("\n[").any(|section| {
        section.trim_start_matches('[').starts_with("lints]")
            && section.contains("workspace = true")
    });
    if !inherits {
        report.problems.push(Problem {
            file: rel.to_path_buf(),
            line: 0,
            message: "member does not inherit the workspace lints (`[lints] workspace = true`)"
                .into(),
        });
    }
}

/// Runs every check over the workspace at `root`.
pub fn check_workspace(root: &Path) -> std::io::Result<Report> {
    let mut report = Report::default();
    let mut files = Vec::new();
    collect_files(root, root, &mut files)?;
    files.sort();
    for rel in files {
        let text = std::fs::read_to_string(root.join(&rel))?;
        if rel.extension().is_some_and(|e| e == "rs") {
            check_source(&rel, &text, FileKind::of(&rel), &mut report);
        } else if rel.file_name().is_some_and(|n| n == "Cargo.toml")
            && rel.parent() != Some(Path::new(""))
        {
            check_manifest(&rel, &text, &mut report);
        }
    }
    Ok(report)
}

/// Gathers `.rs` files and member manifests below `dir`, skipping build
/// output, hidden folders and test data.
fn collect_files(root: &Path, dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if name.starts_with('.') || name == "target" || (dir == root && name == "tests") {
                continue;
            }
            collect_files(root, &path, out)?;
        } else if name.ends_with(".rs") || name == "Cargo.toml" {
            out.push(path.strip_prefix(root).unwrap_or(&path).to_path_buf());
        }
    }
    Ok(())
}

/// `line` with a trailing `//` comment and the contents of string literals
/// blanked, so words inside them are not taken for code.
fn strip_comment_and_strings(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars().peekable();
    let mut in_string = false;
    while let Some(c) = chars.next() {
        if in_string {
            match c {
                '\\' => {
                    chars.next();
                }
                '"' => {
                    in_string = false;
                    out.push('"');
                }
                _ => {}
            }
        } else if c == '"' {
            in_string = true;
            out.push('"');
        } else if c == '/' && chars.peek() == Some(&'/') {
            break;
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether `word` occurs in `code` not as part of a longer identifier.
fn contains_word(code: &str, word: &str) -> bool {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    code.match_indices(word).any(|(at, _)| {
        let before = code[..at].chars().next_back();
        let after = code[at + word.len()..].chars().next();
        let joins_before = before.is_some_and(is_ident);
        let joins_after = word.ends_with(is_ident) && after.is_some_and(is_ident);
        !joins_before && !joins_after
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(path: &str, text: &str) -> Report {
        let mut report = Report::default();
        let rel = Path::new(path);
        check_source(rel, text, FileKind::of(rel), &mut report);
        report
    }

    #[test]
    fn module_without_docs_fails() {
        let r = check("ir/src/body.rs", "use std::fmt;\n");
        assert_eq!(r.problems.len(), 1, "{:?}", r.problems);
        assert!(r.problems[0].message.contains("`//!`"));
        assert!(check("ir/src/body.rs", "\n//! Bodies.\nuse std::fmt;\n")
            .problems
            .is_empty());
        // Integration tests and binaries are not modules of a crate.
        assert!(check("ir/tests/mutate.rs", "use std::fmt;\n")
            .problems
            .is_empty());
    }

    #[test]
    fn printing_only_where_allowed() {
        let src = "//! M.\nfn f() { eprintln!(\"x\"); }\n";
        assert_eq!(check("passes/src/inline.rs", src).problems.len(), 1);
        assert!(check("driver/src/lib.rs", src).problems.is_empty());
        assert!(check("passes/tests/t.rs", src).problems.is_empty());
        // In unit tests, comments and strings it is fine.
        let fine = "//! M.\nfn f() { let s = \"println!\"; } // eprintln!\n#[cfg(test)]\nmod tests { fn g() { println!(); } }\n";
        assert!(check("passes/src/inline.rs", fine).problems.is_empty());
        // `print!` inside a longer name is not a print.
        assert!(check("ir/src/a.rs", "//! M.\nfn f() { my_print!(x); }\n")
            .problems
            .is_empty());
    }

    #[test]
    fn unsafe_fails_everywhere_else() {
        let r = check("driver/src/main.rs", "//! M.\nfn f() { unsafe { g() } }\n");
        assert_eq!(r.problems.len(), 1);
        // Allowed files still need a SAFETY comment before each use.
        let bare = "//! M.\n#![allow(unsafe_code)]\nfn f() { unsafe { g() } }\n";
        assert_eq!(check("driver/src/alloc.rs", bare).problems.len(), 1);
        let once = "//! M.\n#![allow(unsafe_code)]\n// SAFETY: g is fine.\nfn f() { unsafe { g() } }\nfn h() { unsafe { g() } }\n";
        assert_eq!(check("driver/src/alloc.rs", once).problems.len(), 1);
        let each = "//! M.\nfn f() {\n    // SAFETY: g is fine.\n    unsafe { g() }\n}\n";
        assert!(check("driver/src/alloc.rs", each).problems.is_empty());
        assert!(check("ir/src/a.rs", "//! M.\nfn unsafe_free() {}\n")
            .problems
            .is_empty());
    }

    #[test]
    fn file_size_warns_then_fails() {
        let text = |n: usize| format!("//! M.\n{}", "x();\n".repeat(n));
        assert!(check("ir/src/a.rs", &text(10)).warnings.is_empty());
        let r = check("ir/src/a.rs", &text(SIZE_WARNING + 1));
        assert_eq!((r.problems.len(), r.warnings.len()), (0, 1));
        assert_eq!(
            check("ir/src/a.rs", &text(SIZE_LIMIT + 1)).problems.len(),
            1
        );
    }

    #[test]
    fn manifests_inherit_lints() {
        let mut r = Report::default();
        check_manifest(
            Path::new("ir/Cargo.toml"),
            "[package]\nname = \"x\"\n",
            &mut r,
        );
        check_manifest(
            Path::new("ok/Cargo.toml"),
            "[package]\nname = \"x\"\n\n[lints]\nworkspace = true\n",
            &mut r,
        );
        assert_eq!(r.problems.len(), 1);
        assert_eq!(r.problems[0].file, Path::new("ir/Cargo.toml"));
    }

    /// The check itself, over this workspace.
    #[test]
    fn workspace_is_tidy() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .expect("workspace root");
        let report = check_workspace(root).expect("read the workspace");
        for w in &report.warnings {
            eprintln!("tidy warning: {w}");
        }
        let problems: Vec<String> = report.problems.iter().map(|p| p.to_string()).collect();
        assert!(
            problems.is_empty(),
            "tidy problems:\n{}",
            problems.join("\n")
        );
    }
}
