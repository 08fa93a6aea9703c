//! Tests. Expected strings were captured from `mlir-opt-22` (LLVM 22.1.8).

use super::ere::{compile_expectation_regex, translate_ere, ReError};
use super::*;

fn diag(severity: Severity, file: &str, line: u32, col: u32, message: &str) -> Diagnostic {
    Diagnostic {
        severity,
        file: file.into(),
        line,
        col,
        message: message.into(),
        notes: vec![],
    }
}

fn err(file: &str, line: u32, col: u32, message: &str) -> Diagnostic {
    diag(Severity::Error, file, line, col, message)
}

/// Emulates `mlir-opt-22 --verify-diagnostics [--split-input-file]`'s stderr and exit status
/// for the given emitted diagnostics (in emission order).
fn run_verify(
    name: &str,
    text: &str,
    split: bool,
    level: VerifyLevel,
    diags: &[Diagnostic],
) -> (String, bool) {
    let src = |file: &str, line: u32| -> Option<String> {
        if file == name {
            line_text(text, line).map(str::to_string)
        } else {
            None
        }
    };
    let mut out = String::new();
    let mut exp = Expectations::parse_all(text, 1, name);
    exp.set_level(level);
    for r in exp.errors() {
        out.push_str(&r.render(&src));
    }
    if split {
        for w in split_input_checked(text, DEFAULT_SPLIT_MARKER, name).near_misses {
            out.push_str(&render_with(&w, &src));
        }
    }
    for d in diags {
        for r in exp.process(d) {
            out.push_str(&r.render(&src));
        }
    }
    for r in exp.final_reports() {
        out.push_str(&r.render(&src));
    }
    (out, exp.failed())
}

const PARENT: &str = "'func.return' op expects parent op 'func.func'";

// ---- splitting -------------------------------------------------------------------------

#[test]
fn split_basic_keeps_positions() {
    let text = "a\n// -----\nb\n// -----\nc\n";
    let chunks = split_input(text, DEFAULT_SPLIT_MARKER);
    let texts: Vec<&str> = chunks.iter().map(|c| c.text).collect();
    assert_eq!(texts, vec!["a\n", "\nb\n", "\nc\n"]);
    assert_eq!((chunks[0].first_line, chunks[0].first_col), (1, 1));
    assert_eq!(
        (chunks[1].first_line, chunks[1].first_col, chunks[1].offset),
        (2, 9, 10)
    );
    assert_eq!(chunks[2].first_line, 4);
    // Line 2 of chunk 1 ("b") is line 3 of the file.
    assert_eq!(chunks[1].file_position(2, 1), (3, 1));
    assert_eq!(chunks[1].file_position(1, 1), (2, 9));
    assert_eq!(chunks[1].file_position(0, 0), (0, 0));
}

#[test]
fn split_rules_captured_from_mlir_opt() {
    // sp1.mlir from the mlir-opt-22 experiments.
    let text = "// -----\n\"t.op\"() : () -> ()\n// ----- trailing text\n\"t.a\"() : () -> ()\n  // -----\n\"t.b\"() : () -> ()\n// ------\n\"t.c\"() : () -> ()\n\"t.d\"() : () -> () // -----\n\"t.e\"() : () -> ()\n// ----\n\"t.f\"() : () -> ()\n//  -----\n\"t.g\"() : () -> ()\n// -----0\n\"t.h\"() : () -> ()\n";
    let split = split_input_checked(text, DEFAULT_SPLIT_MARKER, "sp1.mlir");
    let texts: Vec<&str> = split.chunks.iter().map(|c| c.text).collect();
    assert_eq!(
        texts,
        vec![
            // The file starts with the marker: MLIR keeps the "--" (error at 1:7 in mlir-opt).
            "--\n\"t.op\"() : () -> ()\n",
            " trailing text\n\"t.a\"() : () -> ()\n  ",
            "\n\"t.b\"() : () -> ()\n",
            "-\n\"t.c\"() : () -> ()\n\"t.d\"() : () -> () ",
            "\n\"t.e\"() : () -> ()\n// ----\n\"t.f\"() : () -> ()\n//  -----\n\"t.g\"() : () -> ()\n// -----0\n\"t.h\"() : () -> ()\n",
        ]
    );
    assert_eq!(
        (split.chunks[0].first_line, split.chunks[0].first_col),
        (1, 7)
    );
    assert_eq!(
        (split.chunks[1].first_line, split.chunks[1].first_col),
        (3, 9)
    );
    assert_eq!(
        (split.chunks[3].first_line, split.chunks[3].first_col),
        (7, 9)
    );
    let src = |l: u32| line_text(text, l).map(str::to_string);
    let warnings: String = split.near_misses.iter().map(|w| render(w, &src)).collect();
    assert_eq!(
        warnings,
        "sp1.mlir:11:7: warning: near miss with file split marker\n// ----\n      ^\n\
         sp1.mlir:15:7: warning: near miss with file split marker\n// -----0\n      ^\n"
    );
}

#[test]
fn split_marker_on_last_line_without_newline_is_a_near_miss() {
    let text = "\"t.a\"() : () -> () // -----";
    let split = split_input_checked(text, DEFAULT_SPLIT_MARKER, "e2.mlir");
    assert_eq!(split.chunks.len(), 1);
    assert_eq!(split.chunks[0].text, text);
    let src = |l: u32| line_text(text, l).map(str::to_string);
    assert_eq!(
        render(&split.near_misses[0], &src),
        "e2.mlir:1:26: warning: near miss with file split marker\n\"t.a\"() : () -> () // -----\n                         ^\n"
    );
}

#[test]
fn split_marker_on_last_line_with_newline() {
    let chunks = split_input("a\n// -----\n", DEFAULT_SPLIT_MARKER);
    let texts: Vec<&str> = chunks.iter().map(|c| c.text).collect();
    assert_eq!(texts, vec!["a\n", "\n"]);
}

#[test]
fn split_first_line_short_marker_and_empty_inputs() {
    // "// ----" at the start: no warning, chunk keeps "-" (mlir-opt: error at 1:7).
    let split = split_input_checked(
        "// ----\n\"t.a\"() : () -> ()\n",
        DEFAULT_SPLIT_MARKER,
        "e3.mlir",
    );
    assert!(split.near_misses.is_empty());
    assert_eq!(split.chunks[0].text, "-\n\"t.a\"() : () -> ()\n");
    assert_eq!(
        (split.chunks[0].first_line, split.chunks[0].first_col),
        (1, 7)
    );
    // Empty buffer with splitting: nothing at all.
    assert!(split_input("", DEFAULT_SPLIT_MARKER).is_empty());
    // No splitting: the whole buffer, even empty.
    assert_eq!(split_input("", "").len(), 1);
    assert_eq!(split_input("a// -----\nb", "")[0].text, "a// -----\nb");
    // Markers shorter than 3 bytes (mlir-opt hangs): no splitting.
    assert_eq!(split_input("ab\nab\n", "ab").len(), 1);
}

#[test]
fn split_crlf() {
    let text = "a\r\n// -----\r\nb\r\n";
    let chunks = split_input(text, DEFAULT_SPLIT_MARKER);
    let texts: Vec<&str> = chunks.iter().map(|c| c.text).collect();
    assert_eq!(texts, vec!["a\r\n", "\r\nb\r\n"]);
    assert_eq!(chunks[1].first_line, 2);
}

#[test]
fn split_custom_marker() {
    // mlir-opt-22 --split-input-file='##==' on e4.mlir.
    let text = "\"t.a\"() : () -> ()\n##==\n\"t.b\"() : () -> ()\n##=\n\"t.c\"() : () -> ()\n";
    let split = split_input_checked(text, "##==", "e4.mlir");
    let texts: Vec<&str> = split.chunks.iter().map(|c| c.text).collect();
    assert_eq!(
        texts,
        vec![
            "\"t.a\"() : () -> ()\n",
            "\n\"t.b\"() : () -> ()\n##=\n\"t.c\"() : () -> ()\n"
        ]
    );
    let src = |l: u32| line_text(text, l).map(str::to_string);
    assert_eq!(
        render(&split.near_misses[0], &src),
        "e4.mlir:4:3: warning: near miss with file split marker\n##=\n  ^\n"
    );
    // --split-input-file=abc: split on "a", the "a" inside "t.a" is a near miss.
    let text = "\"t.a\"() : () -> ()\nabc\n\"t.b\"() : () -> ()\n";
    let split = split_input_checked(text, "abc", "m3.mlir");
    assert_eq!(split.chunks.len(), 2);
    assert_eq!(
        (split.near_misses[0].line, split.near_misses[0].col),
        (1, 5)
    );
}

#[test]
fn split_multibyte_marker_does_not_panic() {
    let chunks = split_input("x—y—\nz", "—");
    assert!(!chunks.is_empty());
    let chunks = split_input("é// -----é\n", "// -----é");
    assert!(!chunks.is_empty());
}

#[test]
fn output_joining() {
    assert_eq!(OUTPUT_SPLIT_MARKER, "// -----");
    let joined = join_outputs(
        &["module {\n}\n\n", "", "module {\n}\n\n"],
        OUTPUT_SPLIT_MARKER,
    );
    assert_eq!(joined, "module {\n}\n\n// -----\n// -----\nmodule {\n}\n\n");
    assert_eq!(join_outputs::<&str>(&[], OUTPUT_SPLIT_MARKER), "");
}

// ---- rendering ---------------------------------------------------------------------------

#[test]
fn render_error_with_notes() {
    // mlir-opt-22 n.mlir (two `func.func private @f()`), default flags.
    let text = "func.func private @f()\nfunc.func private @f()\n";
    let mut d = err("n.mlir", 2, 1, "redefinition of symbol named 'f'");
    d.notes.push(diag(
        Severity::Note,
        "n.mlir",
        2,
        1,
        "see current operation: \n\"func.func\"() <{function_type = () -> (), sym_name = \"f\", sym_visibility = \"private\"}> ({\n}) : () -> ()",
    ));
    d.notes.push(diag(
        Severity::Note,
        "n.mlir",
        1,
        1,
        "see existing symbol definition here",
    ));
    let src = |l: u32| line_text(text, l).map(str::to_string);
    assert_eq!(
        render(&d, &src),
        "n.mlir:2:1: error: redefinition of symbol named 'f'\nfunc.func private @f()\n^\n\
         n.mlir:2:1: note: see current operation: \n\"func.func\"() <{function_type = () -> (), sym_name = \"f\", sym_visibility = \"private\"}> ({\n}) : () -> ()\n\
         n.mlir:1:1: note: see existing symbol definition here\nfunc.func private @f()\n^\n"
    );
}

#[test]
fn render_remark_at_line_zero_and_unknown() {
    // mlir-opt-22 --test-symbol-uses rm.mlir
    let text = "func.func private @f()\n";
    let src = |l: u32| line_text(text, l).map(str::to_string);
    let mut a = diag(Severity::Remark, "rm.mlir", 1, 1, "symbol has no uses");
    a.notes.push(diag(
        Severity::Note,
        "rm.mlir",
        1,
        1,
        "see current operation: func.func private @f()",
    ));
    let mut b = diag(
        Severity::Remark,
        "rm.mlir",
        0,
        0,
        "f function successfully erased",
    );
    b.notes.push(diag(
        Severity::Note,
        "rm.mlir",
        0,
        0,
        "see current operation: \nmodule {\n}",
    ));
    assert_eq!(
        render(&a, &src) + &render(&b, &src),
        "rm.mlir:1:1: remark: symbol has no uses\nfunc.func private @f()\n^\n\
         rm.mlir:1:1: note: see current operation: func.func private @f()\n\
         rm.mlir:0:0: remark: f function successfully erased\n\
         rm.mlir:0:0: note: see current operation: \nmodule {\n}\n"
    );
    // u.mlir: `"func.return"() : () -> () loc(unknown)`
    let mut u = err("", 0, 0, PARENT);
    u.notes.push(diag(
        Severity::Note,
        "",
        0,
        0,
        "see current operation: \"func.return\"() : () -> ()",
    ));
    assert_eq!(
        render(&u, &src),
        "<unknown>:0: error: 'func.return' op expects parent op 'func.func'\n\
         <unknown>:0: note: see current operation: \"func.return\"() : () -> ()\n"
    );
}

#[test]
fn render_column_and_line_limits() {
    // d2.mlir: 19 lines + the empty line after the final newline; line 1 has 46 bytes.
    let mut text = String::from("\"func.return\"() : () -> () loc(\"d2.mlir\":1:46)\n");
    for _ in 0..18 {
        text.push_str("x\n");
    }
    let src = |l: u32| line_text(&text, l).map(str::to_string);
    let r = |line, col| render(&err("d2.mlir", line, col, PARENT), &src);
    let line1 = "\"func.return\"() : () -> () loc(\"d2.mlir\":1:46)";
    assert_eq!(
        r(1, 46),
        format!(
            "d2.mlir:1:46: error: {PARENT}\n{line1}\n{}^\n",
            " ".repeat(45)
        )
    );
    assert_eq!(
        r(1, 47),
        format!(
            "d2.mlir:1:47: error: {PARENT}\n{line1}\n{}^\n",
            " ".repeat(46)
        )
    );
    assert_eq!(r(1, 48), format!("d2.mlir:1:48: error: {PARENT}\n"));
    assert_eq!(r(1, 0), format!("d2.mlir:1:0: error: {PARENT}\n"));
    assert_eq!(r(0, 3), format!("d2.mlir:0:3: error: {PARENT}\n"));
    assert_eq!(r(20, 1), format!("d2.mlir:20:1: error: {PARENT}\n\n^\n"));
    assert_eq!(r(21, 1), format!("d2.mlir:21:1: error: {PARENT}\n"));
    // A file the callback does not serve (other.mlir absent on disk).
    let other = render_with(&err("other.mlir", 2, 3, PARENT), &|f: &str, l: u32| {
        if f == "d2.mlir" {
            line_text(&text, l).map(str::to_string)
        } else {
            None
        }
    });
    assert_eq!(other, format!("other.mlir:2:3: error: {PARENT}\n"));
}

#[test]
fn render_tabs_non_ascii_and_crlf() {
    // t.mlir from the experiments, rendered by mlir-opt-22 --verify-diagnostics.
    let text = "\t\"func.return\"() : () -> () loc(\"t.mlir\":1:3)\n// -----\n  \t  \t\"func.return\"() : () -> () loc(\"t.mlir\":3:7)\n// -----\n\"func.return\"() : () -> () loc(\"t.mlir\":5:4) // \u{e9}\n// -----\n\"func.return\"() : () -> () loc(\"t.mlir\":7:4)\r\n// -----\r\n\"func.return\"() : () -> () loc(\"t.mlir\":9:48)\r\n// -----\n\"func.return\"() : () -> () loc(\"t.mlir\":11:47)\r\n// -----\n\"func.return\"() : () -> () loc(\"t.mlir\":13:48)\r\n// -----\n\"func.return\"() : () -> () loc(\"t.mlir\":15:58) // \u{e9}\n";
    let diags: Vec<Diagnostic> = [
        (1, 3),
        (3, 7),
        (5, 4),
        (7, 4),
        (9, 48),
        (11, 47),
        (13, 48),
        (15, 58),
    ]
    .iter()
    .map(|&(l, c)| err("t.mlir", l, c, PARENT))
    .collect();
    let (out, failed) = run_verify("t.mlir", text, true, VerifyLevel::All, &diags);
    let u = format!("unexpected error: {PARENT}");
    let expected = format!(
        "t.mlir:1:3: error: {u}\n        \"func.return\"() : () -> () loc(\"t.mlir\":1:3)\n         ^\n\
         t.mlir:3:7: error: {u}\n                \"func.return\"() : () -> () loc(\"t.mlir\":3:7)\n                ^\n\
         t.mlir:5:4: error: {u}\n\"func.return\"() : () -> () loc(\"t.mlir\":5:4) // \u{e9}\n\
         t.mlir:7:4: error: {u}\n\"func.return\"() : () -> () loc(\"t.mlir\":7:4)\n   ^\n\
         t.mlir:9:48: error: {u}\n\
         t.mlir:11:47: error: {u}\n\"func.return\"() : () -> () loc(\"t.mlir\":11:47)\n                                              ^\n\
         t.mlir:13:48: error: {u}\n\
         t.mlir:15:58: error: {u}\n"
    );
    assert_eq!(out, expected);
    assert!(failed);
}

#[test]
fn render_tabs_under_caret_and_underline() {
    // tab.mlir, mlir-opt-22 --verify-diagnostics: characters of the caret line that sit
    // under a tab are repeated up to the tab stop, the caret included.
    let tabs = "\t".repeat(20);
    let text = format!(
        "\t\"func.return\"() : () -> () loc(\"tab.mlir\":1:1)\n// expected-error {{{{{tabs}}}}}\n"
    );
    let (out, failed) = run_verify(
        "tab.mlir",
        &text,
        false,
        VerifyLevel::All,
        &[err("tab.mlir", 1, 1, PARENT)],
    );
    let expected = format!(
        "tab.mlir:1:1: error: unexpected error: {PARENT}\n        \"func.return\"() : () -> () loc(\"tab.mlir\":1:1)\n^^^^^^^^\n\
         tab.mlir:2:4: error: expected error \"{tabs}\" was not produced\n// expected-error {{{{{}}}}}\n   ^{}\n",
        " ".repeat(156),
        "~".repeat(36)
    );
    assert_eq!(out, expected);
    assert!(failed);
    // An underline longer than the line is clipped to it.
    let src = |f: &str, l: u32| {
        if f == "f" {
            line_text("abc", l).map(str::to_string)
        } else {
            None
        }
    };
    let r = Report {
        diagnostic: err("f", 1, 2, "m"),
        underline: 100,
    };
    assert_eq!(r.render(&src), "f:1:2: error: m\nabc\n ^~\n");
    let r = Report {
        diagnostic: err("f", 1, 4, "m"),
        underline: 100,
    };
    assert_eq!(r.render(&src), "f:1:4: error: m\nabc\n   ^\n");
}

// ---- verification: formats captured from mlir-opt-22 ----------------------------------

#[test]
fn missing_expected_error() {
    let text = "// expected-error@+1 {{foo}}\n\"t.op\"() : () -> ()\n";
    let (out, failed) = run_verify("x.mlir", text, false, VerifyLevel::All, &[]);
    assert_eq!(out, "x.mlir:1:4: error: expected error \"foo\" was not produced\n// expected-error@+1 {{foo}}\n   ^~~\n");
    assert!(failed);
}

#[test]
fn unexpected_error_then_missing_across_chunks() {
    // s.mlir with --split-input-file.
    let text = "\"t.op\"() : () -> ()\n// -----\n\n%x = \"t.op\"(%y) : (i32) -> i32\n// -----\n// expected-error@+1 {{foo}}\n\"t.op\"() : () -> ()\n";
    let d = err("s.mlir", 4, 13, "use of undeclared SSA value name");
    let (out, failed) = run_verify("s.mlir", text, true, VerifyLevel::All, &[d]);
    assert_eq!(
        out,
        "s.mlir:4:13: error: unexpected error: use of undeclared SSA value name\n%x = \"t.op\"(%y) : (i32) -> i32\n            ^\n\
         s.mlir:6:4: error: expected error \"foo\" was not produced\n// expected-error@+1 {{foo}}\n   ^~~\n"
    );
    assert!(failed);
}

#[test]
fn notes_are_matched_separately() {
    let text = "func.func private @f()\nfunc.func private @f()\n";
    let mut d = err("n.mlir", 2, 1, "redefinition of symbol named 'f'");
    d.notes.push(diag(
        Severity::Note,
        "n.mlir",
        1,
        1,
        "see existing symbol definition here",
    ));
    let (out, _) = run_verify(
        "n.mlir",
        text,
        false,
        VerifyLevel::All,
        std::slice::from_ref(&d),
    );
    assert_eq!(
        out,
        "n.mlir:2:1: error: unexpected error: redefinition of symbol named 'f'\nfunc.func private @f()\n^\n\
         n.mlir:1:1: error: unexpected note: see existing symbol definition here\nfunc.func private @f()\n^\n"
    );
    let text2 = "func.func private @f()\n// expected-error@+1 {{redefinition of symbol named 'f'}}\nfunc.func private @f()\n";
    let mut d2 = err("n2.mlir", 3, 1, "redefinition of symbol named 'f'");
    d2.notes.push(diag(
        Severity::Note,
        "n2.mlir",
        1,
        1,
        "see existing symbol definition here",
    ));
    let (out, failed) = run_verify("n2.mlir", text2, false, VerifyLevel::All, &[d2]);
    assert_eq!(out, "n2.mlir:1:1: error: unexpected note: see existing symbol definition here\nfunc.func private @f()\n^\n");
    assert!(failed);
    let text3 = "// expected-note@+1 {{see existing symbol}}\nfunc.func private @f()\n// expected-error@+1 {{redefinition of symbol named 'f'}}\nfunc.func private @f()\n";
    let mut d3 = err("n3.mlir", 4, 1, "redefinition of symbol named 'f'");
    d3.notes.push(diag(
        Severity::Note,
        "n3.mlir",
        2,
        1,
        "see existing symbol definition here",
    ));
    let (out, failed) = run_verify("n3.mlir", text3, false, VerifyLevel::All, &[d3.clone()]);
    assert_eq!(out, "");
    assert!(!failed);
    // consume() agrees.
    let mut exp = Expectations::parse_all(text3, 1, "n3.mlir");
    assert!(exp.consume(&d3));
    assert!(exp.unmatched().is_empty());
}

#[test]
fn near_miss_and_unknown_twice() {
    // nm.mlir with --test-symbol-uses.
    let text = "// expected-error@below {{symbol has no uses}}\nfunc.func private @f()\n// expected-warning@above {{symbol has}}\n// expected-remark@unknown {{successfully erased}}\n";
    let diags = [
        diag(Severity::Remark, "nm.mlir", 2, 1, "symbol has no uses"),
        diag(
            Severity::Remark,
            "nm.mlir",
            0,
            0,
            "f function successfully erased",
        ),
    ];
    let (out, failed) = run_verify("nm.mlir", text, false, VerifyLevel::All, &diags);
    assert_eq!(
        out,
        "nm.mlir:3:4: error: 'remark' diagnostic emitted when expecting a 'warning'\n// expected-warning@above {{symbol has}}\n   ^\n\
         nm.mlir:0:0: error: unexpected remark: f function successfully erased\n\
         nm.mlir:1:4: error: expected error \"symbol has no uses\" was not produced\n// expected-error@below {{symbol has no uses}}\n   ^~~~~~~~~~~~~~~~~~\n\
         nm.mlir:3:4: error: expected warning \"symbol has\" was not produced\n// expected-warning@above {{symbol has}}\n   ^~~~~~~~~~\n\
         <unknown>:0: error: expected remark \"successfully erased\" was not produced\n\
         <unknown>:0: error: expected remark \"successfully erased\" was not produced\n"
    );
    assert!(failed);
    // Without --verify-diagnostics mlir-opt-22 prints each unmatched expectation once.
    let exp = Expectations::parse_all(text, 1, "nm.mlir");
    assert_eq!(exp.unmatched_reports().len(), 3);
    assert_eq!(exp.final_reports().len(), 4);
    assert_eq!(
        exp.unmatched()[2].message,
        "expected remark \"successfully erased\" was not produced"
    );
    assert_eq!(exp.unmatched()[2].file, "");
}

#[test]
fn exact_match_beats_near_miss() {
    // rm4.mlir: the remark matches `expected-remark@-2`; error/warning ones are then unmatched.
    let text = "// expected-error@below {{symbol has no uses}}\nfunc.func private @f()\n// expected-warning@above {{symbol has no uses}}\n// expected-remark@-2 {{symbol has}}\n";
    let diags = [diag(
        Severity::Remark,
        "rm4.mlir",
        2,
        1,
        "symbol has no uses",
    )];
    let (out, _) = run_verify("rm4.mlir", text, false, VerifyLevel::All, &diags);
    assert_eq!(
        out,
        "rm4.mlir:1:4: error: expected error \"symbol has no uses\" was not produced\n// expected-error@below {{symbol has no uses}}\n   ^~~~~~~~~~~~~~~~~~\n\
         rm4.mlir:3:4: error: expected warning \"symbol has no uses\" was not produced\n// expected-warning@above {{symbol has no uses}}\n   ^~~~~~~~~~~~~~~~~~\n"
    );
}

#[test]
fn unknown_location_expectations() {
    let d = err("", 0, 0, PARENT);
    // un.mlir: near miss against an @unknown expectation.
    let text = "// expected-warning@unknown {{expects parent op}}\n\"func.return\"() : () -> () loc(unknown)\n";
    let (out, _) = run_verify(
        "un.mlir",
        text,
        false,
        VerifyLevel::All,
        std::slice::from_ref(&d),
    );
    assert_eq!(
        out,
        "<unknown>:0: error: 'error' diagnostic emitted when expecting a 'warning'\n\
         <unknown>:0: error: expected warning \"expects parent op\" was not produced\n\
         <unknown>:0: error: expected warning \"expects parent op\" was not produced\n"
    );
    // un2.mlir: matched.
    let text = "// expected-error@unknown {{expects parent op}}\n\"func.return\"() : () -> () loc(unknown)\n";
    let (out, failed) = run_verify(
        "un2.mlir",
        text,
        false,
        VerifyLevel::All,
        std::slice::from_ref(&d),
    );
    assert_eq!((out.as_str(), failed), ("", false));
    // un3.mlir: a located expectation does not match an unknown location.
    let text =
        "// expected-error@+1 {{expects parent op}}\n\"func.return\"() : () -> () loc(unknown)\n";
    let (out, _) = run_verify("un3.mlir", text, false, VerifyLevel::All, &[d]);
    assert_eq!(
        out,
        format!("<unknown>:0: error: unexpected error: {PARENT}\nun3.mlir:1:4: error: expected error \"expects parent op\" was not produced\n// expected-error@+1 {{{{expects parent op}}}}\n   ^~~~~~~~~~~~~~~~~\n")
    );
    // rm2.mlir: a file:0:0 location is not an unknown location.
    let text = "// expected-remark@below {{symbol has no uses}}\nfunc.func private @f()\n// expected-remark@unknown {{successfully erased}}\n";
    let diags = [
        diag(Severity::Remark, "rm2.mlir", 2, 1, "symbol has no uses"),
        diag(
            Severity::Remark,
            "rm2.mlir",
            0,
            0,
            "f function successfully erased",
        ),
    ];
    let (out, _) = run_verify("rm2.mlir", text, false, VerifyLevel::All, &diags);
    assert_eq!(
        out,
        "rm2.mlir:0:0: error: unexpected remark: f function successfully erased\n\
         <unknown>:0: error: expected remark \"successfully erased\" was not produced\n\
         <unknown>:0: error: expected remark \"successfully erased\" was not produced\n"
    );
}

#[test]
fn only_expected_level() {
    let text = "// expected-remark@below {{symbol has no uses}}\nfunc.func private @f()\n// expected-error@unknown {{successfully erased}}\n";
    let diags = [
        diag(Severity::Remark, "nm2.mlir", 2, 1, "symbol has no uses"),
        diag(
            Severity::Remark,
            "nm2.mlir",
            0,
            0,
            "f function successfully erased",
        ),
    ];
    let (out, failed) = run_verify("nm2.mlir", text, false, VerifyLevel::OnlyExpected, &diags);
    assert_eq!(
        out,
        "<unknown>:0: error: expected error \"successfully erased\" was not produced\n\
         <unknown>:0: error: expected error \"successfully erased\" was not produced\n"
    );
    assert!(failed);
    let mut exp = Expectations::parse_all("", 1, "f");
    exp.set_level(VerifyLevel::OnlyExpected);
    assert!(exp.process(&err("f", 1, 1, "x")).is_empty());
    assert!(!exp.failed());
}

#[test]
fn one_expectation_absorbs_repeats_and_first_wins() {
    // d.mlir (split): three diagnostics on line 10 all match the one expectation there.
    let text = "// expected-error@+4 {{expects parent op}}\n// expected-error@+3 {{expects parent op}}\n// -----\n\"func.return\"() : () -> () loc(\"d.mlir\":10:1)\n// -----\n\"func.return\"() : () -> () loc(\"d.mlir\":10:1)\n// -----\n\"func.return\"() : () -> () loc(\"d.mlir\":10:1)\n// -----\n// expected-error@+0 {{expects parent op}}\n";
    let diags = vec![err("d.mlir", 10, 1, PARENT); 3];
    let (out, _) = run_verify("d.mlir", text, true, VerifyLevel::All, &diags);
    assert_eq!(
        out,
        "d.mlir:1:4: error: expected error \"expects parent op\" was not produced\n// expected-error@+4 {{expects parent op}}\n   ^~~~~~~~~~~~~~~~~\n\
         d.mlir:2:4: error: expected error \"expects parent op\" was not produced\n// expected-error@+3 {{expects parent op}}\n   ^~~~~~~~~~~~~~~~~\n"
    );
    // Two identical expectations for one line: the first is matched, the second is not.
    let text = "// expected-error@+2 {{expects parent op}}\n// expected-error@+1 {{expects parent op}}\n\"func.return\"() : () -> () loc(\"d.mlir\":3:1)\n";
    let (out, _) = run_verify(
        "d.mlir",
        text,
        false,
        VerifyLevel::All,
        &[err("d.mlir", 3, 1, PARENT)],
    );
    assert_eq!(
        out,
        "d.mlir:2:4: error: expected error \"expects parent op\" was not produced\n// expected-error@+1 {{expects parent op}}\n   ^~~~~~~~~~~~~~~~~\n"
    );
}

#[test]
fn location_forms() {
    // o.mlir (split): octal offsets, wrap-around, @above skipping designators, tabs.
    let text = "// expected-error@+010 {{expects parent op}}\n// expected-error @+2 {{expects parent op}}\n// expected-error@-5 {{expects parent op}}\n//expected-error  @above   {{expects parent op}}\n// expected-error\t{{tab}}\n// expected-error {{a}} trailing }}\n// expected-error {{a}} trailing\n// -----\n\"func.return\"() : () -> () loc(\"o.mlir\":9:1)\n// -----\n\"func.return\"() : () -> () loc(\"o.mlir\":11:1)\n// -----\n\"func.return\"() : () -> () loc(\"o.mlir\":4:1)\n// -----\n\"func.return\"() : () -> () loc(\"o.mlir\":5:1)\n";
    let diags: Vec<Diagnostic> = [9, 11, 4, 5]
        .iter()
        .map(|&l| err("o.mlir", l, 1, PARENT))
        .collect();
    let (out, _) = run_verify("o.mlir", text, true, VerifyLevel::All, &diags);
    let u = format!("unexpected error: {PARENT}");
    assert_eq!(
        out,
        format!(
            "o.mlir:11:1: error: {u}\n\"func.return\"() : () -> () loc(\"o.mlir\":11:1)\n^\n\
             o.mlir:5:1: error: {u}\n// expected-error       {{{{tab}}}}\n^\n\
             o.mlir:3:4: error: expected error \"expects parent op\" was not produced\n// expected-error@-5 {{{{expects parent op}}}}\n   ^~~~~~~~~~~~~~~~~\n\
             o.mlir:4:3: error: expected error \"expects parent op\" was not produced\n//expected-error  @above   {{{{expects parent op}}}}\n  ^~~~~~~~~~~~~~~~~\n\
             o.mlir:6:4: error: expected error \"a}}}} trailing \" was not produced\n// expected-error {{{{a}}}} trailing }}}}\n   ^~~~~~~~~~~~~\n"
        )
    );
    // o2.mlir: unparsable offsets count as 0.
    let text = "// expected-error@+09 {{expects parent op}}\n// -----\n\"func.return\"() : () -> () loc(\"o2.mlir\":1:1)\n// -----\n\"func.return\"() : () -> () loc(\"o2.mlir\":10:1)\n// -----\n// expected-error@+99999999999 {{expects parent op}}\n\"func.return\"() : () -> () loc(\"o2.mlir\":7:1)\n";
    let diags: Vec<Diagnostic> = [1, 10, 7]
        .iter()
        .map(|&l| err("o2.mlir", l, 1, PARENT))
        .collect();
    let (out, _) = run_verify("o2.mlir", text, true, VerifyLevel::All, &diags);
    assert_eq!(out, format!("o2.mlir:10:1: error: {u}\n"));
}

#[test]
fn above_below_plain_and_dangling() {
    let text = "op1\n// expected-error@above {{A}}\n// expected-error@below {{B}}\n// expected-note@below {{C}}\nop5\n// expected-error {{D}}\n// expected-error@+1 {{E}}\n// expected-error@below {{F}}";
    let mut exp = Expectations::parse_all(text, 1, "f");
    for (line, msg) in [(1, "A"), (5, "B"), (6, "D"), (8, "E"), (8, "F")] {
        assert!(exp.consume(&err("f", line, 1, msg)), "{msg}");
    }
    assert!(exp.consume(&diag(Severity::Note, "f", 5, 2, "xCx")));
    assert!(!exp.failed());
    // `@above` on the very first line targets line 1; first_line offsets everything.
    let mut exp = Expectations::parse_all("// expected-error@above {{A}}\nx", 7, "f");
    assert!(exp.consume(&err("f", 7, 1, "A")));
    // A diagnostic in another file or at line 0 never matches.
    let mut exp = Expectations::parse_all("// expected-error {{A}}", 1, "f");
    assert!(!exp.consume(&err("g", 1, 1, "A")));
    assert!(!exp.consume(&err("f", 0, 0, "A")));
    assert!(exp.failed());
}

#[test]
fn non_designators() {
    for line in [
        "// expected-error-3 {{x}}",
        "// expected-error\t{{x}}",
        "// expected-error {{x}} trailing",
        "// expected-err {{x}}",
        "// Expected-error {{x}}",
        "// expected-error @ +1 {{x}}",
    ] {
        let exp = Expectations::parse_all(line, 1, "f");
        assert!(exp.unmatched().is_empty(), "{line}");
    }
    // Anywhere in the line, trailing whitespace and CR ignored.
    let exp = Expectations::parse_all("\"t.op\"() : () -> () // expected-error{{x}}  \r\n", 1, "f");
    let u = exp.unmatched();
    assert_eq!((u[0].line, u[0].col), (1, 24));
    // The text is the greedy match between the first `{{` and the final `}}`.
    let exp = Expectations::parse_all("// expected-error {{a}} // expected-error {{b}}", 1, "f");
    assert_eq!(
        exp.unmatched()[0].message,
        "expected error \"a}} // expected-error {{b\" was not produced"
    );
}

#[test]
fn plain_text_is_a_substring_even_with_braces() {
    let mut exp = Expectations::parse_all("// expected-error {{use of {{.*}} SSA}}", 1, "r");
    assert!(!exp.consume(&err("r", 1, 1, "use of undeclared SSA value name")));
    let mut exp = Expectations::parse_all("// expected-error {{of {{.*}} S}}", 1, "r");
    assert!(exp.consume(&err("r", 1, 1, "x of {{.*}} S y")));
    // Empty plain text matches anything; empty -re text matches nothing.
    let mut exp = Expectations::parse_all("// expected-error {{}}", 1, "r");
    assert!(exp.consume(&err("r", 1, 1, "whatever")));
    let mut exp = Expectations::parse_all("// expected-error-re {{}}", 1, "r");
    assert!(!exp.consume(&err("r", 1, 1, "whatever")));
}

#[test]
fn regex_expectations_match_like_mlir() {
    // rm5.mlir (split), message: 'func.return' op expects parent op 'func.func'
    let cases: &[(&str, bool)] = &[
        ("{{{{^}}'func.return' op {{.*}} parent}}", true),
        ("{{op {{[[:alpha:]]+}} parent op '{{\\w+}}.func'}}", false),
        ("{{op {{e\\xpects}} parent}}", true),
        ("{{'func.func'{{$}}}}", true),
        ("{{{{[[:<:]]}}op{{[[:>:]]}}}}", true),
        ("{{{{[[:<:]]}}xpects}}", false),
        ("{{^use of {{.*}} SSA value name$}}", false),
        ("{{u.e of}}", false),
        ("{{{{e.p}}ects}}", true),
        ("{{{{(parent|child)}} op}}", true),
        ("{{{{[^a-z]}}op}}", true),
        ("{{{{x*}}}}", true),
        ("{{{{a{0} }}}}", true),
        ("{{'{{.}}unc.func'}}", true),
        ("{{{{(f)unc\\1}}}}", false),
    ];
    for (body, want) in cases {
        let text = format!("// expected-error-re {body}");
        let mut exp = Expectations::parse_all(&text, 1, "r");
        assert!(exp.errors().is_empty(), "{body}");
        assert_eq!(exp.consume(&err("r", 1, 1, PARENT)), *want, "{body}");
    }
    // `.` and classes cross newlines; bytes are matched one by one.
    let mut exp = Expectations::parse_all("// expected-error-re {{a{{.}}b}}", 1, "r");
    assert!(exp.consume(&err("r", 1, 1, "a\nb")));
    // `é*` repeats only the last byte of `é`, as LLVM's byte-based regcomp does.
    let mut exp = Expectations::parse_all("// expected-error-re {{x{{\u{e9}*}}y}}", 1, "r");
    assert!(!exp.consume(&err("r", 1, 1, "xy")));
    assert!(exp.consume(&err("r", 1, 1, "x\u{e9}y")));
}

#[test]
fn regex_errors_match_llvm_messages() {
    // re.mlir / re2.mlir lines and the messages mlir-opt-22 printed for them.
    let cases: &[(&str, Option<&str>)] = &[
        ("*", Some("repetition-operator operand invalid")),
        ("a**", Some("repetition-operator operand invalid")),
        ("a{1", Some("braces not balanced")),
        ("a{2,1} ", Some("invalid repetition count(s)")),
        ("a{1x} ", Some("invalid repetition count(s)")),
        ("a{256} ", Some("invalid repetition count(s)")),
        ("a{255} ", None),
        ("[a", Some("brackets ([ ]) not balanced")),
        ("[z-a]", Some("invalid character range")),
        ("[[:foo:]]", Some("invalid character class")),
        ("a\\", Some("trailing backslash (\\)")),
        ("\\1", Some("invalid backreference number")),
        ("(a)\\1", None),
        ("(a\\1)", Some("invalid backreference number")),
        ("a|", Some("empty (sub)expression")),
        ("|a", Some("empty (sub)expression")),
        ("(|a)", Some("empty (sub)expression")),
        ("()", None),
        ("^*", Some("repetition-operator operand invalid")),
        ("a{,2} ", None),
        ("{1} ", Some("repetition-operator operand invalid")),
        ("[]a]", None),
        ("[]", Some("brackets ([ ]) not balanced")),
        ("[--a]", Some("invalid character range")),
        ("[a-z-9]", Some("invalid character range")),
        ("[[.space.]]", None),
        ("[[.foo.]]", Some("invalid collating element")),
        ("[[=a=]]", None),
        ("[[:alpha:]", Some("brackets ([ ]) not balanced")),
        ("[[:alpha]", Some("invalid character class")),
        ("a*?", Some("repetition-operator operand invalid")),
        ("(", Some("parentheses not balanced")),
        (")", Some("parentheses not balanced")),
        ("a{1,2}{3} ", Some("repetition-operator operand invalid")),
        ("[[:<:]]a", None),
        ("\\d\\s", None),
        ("[\\d]", None),
        ("[[:]]", Some("invalid character class")),
        ("[[=]]", Some("invalid collating element")),
        ("[[.]]", Some("brackets ([ ]) not balanced")),
        ("[[.a]", Some("brackets ([ ]) not balanced")),
        ("a{1,}b", None),
        ("$*", None),
        ("a{1}*", Some("repetition-operator operand invalid")),
        ("a{", None),
        ("(a{0}) ", Some("empty (sub)expression")),
        ("b|a{0} ", None),
        ("(ab){0,0}c", None),
        ("[^]]", None),
        ("[a-]", None),
        ("[]-a]", Some("invalid character range")),
        ("[%--]", None),
        ("", Some("empty (sub)expression")),
    ];
    for (part, want) in cases {
        let got = compile_expectation_regex(&format!("x{{{{{part}}}}}")).err();
        let want = want.map(|m| format!("invalid regex: {m}"));
        assert_eq!(got, want, "part {part:?}");
    }
    // Parts cannot end with `}` inside `{{...}}`, so test these directly.
    assert_eq!(translate_ere(b"a{0}").err(), Some(ReError::Empty));
    assert_eq!(translate_ere(b"a{0}b").map(|t| t.1), Ok(false));
    assert_eq!(translate_ere(b"a{1,2}").err(), None);
    assert_eq!(
        compile_expectation_regex("{{a{1,x").err().as_deref(),
        Some("found start of regex with no end '}}'")
    );
}

#[test]
fn regex_parse_errors_are_reported_first_and_fail() {
    // ord.mlir with --split-input-file --verify-diagnostics.
    let text = "// expected-error@+1 {{never}}\n\"func.return\"() : () -> () loc(\"ord.mlir\":2:1)\n// ----\n// expected-error-re {{(}}\n// -----\n// expected-error-re@unknown {{a{{)}}}}\n";
    let (out, failed) = run_verify(
        "ord.mlir",
        text,
        true,
        VerifyLevel::All,
        &[err("ord.mlir", 2, 1, PARENT)],
    );
    assert_eq!(
        out,
        format!(
            "ord.mlir:6:4: error: invalid regex: parentheses not balanced\n// expected-error-re@unknown {{{{a{{{{)}}}}}}}}\n   ^~~~~~\n\
             ord.mlir:3:7: warning: near miss with file split marker\n// ----\n      ^\n\
             ord.mlir:2:1: error: unexpected error: {PARENT}\n\"func.return\"() : () -> () loc(\"ord.mlir\":2:1)\n^\n\
             ord.mlir:1:4: error: expected error \"never\" was not produced\n// expected-error@+1 {{{{never}}}}\n   ^~~~~\n\
             ord.mlir:4:4: error: expected error \"(\" was not produced\n// expected-error-re {{{{(}}}}\n   ^\n"
        )
    );
    assert!(failed);
    // r.mlir fragments: messages and underline lengths.
    let text = "// expected-error-re@+1 {{use of {{(}}}}\n// expected-error-re@+1 {{use of {{.*}}\n// expected-error-re@+1 {{{{}}}}\n";
    let exp = Expectations::parse_all(text, 1, "r.mlir");
    let src = |f: &str, l: u32| {
        if f == "r.mlir" {
            line_text(text, l).map(str::to_string)
        } else {
            None
        }
    };
    let out: String = exp.errors().iter().map(|r| r.render(&src)).collect();
    assert_eq!(
        out,
        "r.mlir:1:4: error: invalid regex: parentheses not balanced\n// expected-error-re@+1 {{use of {{(}}}}\n   ^~~~~~~~~~~~\n\
         r.mlir:2:4: error: found start of regex with no end '}}'\n// expected-error-re@+1 {{use of {{.*}}\n   ^~~~~~~~~~~\n\
         r.mlir:3:4: error: invalid regex: empty (sub)expression\n// expected-error-re@+1 {{{{}}}}\n   ^~~~\n"
    );
    assert!(exp.failed());
    let Err(errors) = Expectations::parse(text, 1, "r.mlir") else {
        panic!("parse should fail");
    };
    assert_eq!(errors.len(), 3);
    assert!(Expectations::parse("// expected-error {{x}}", 1, "f").is_ok());
}

#[test]
fn no_panics_on_odd_input() {
    let odd = [
        "",
        "\n\n\n",
        "// expected-error@+4294967295 {{x}}",
        "// expected-error@-4294967295 {{x}}",
        "// expected-error@below {{x}}",
        "// expected-error-re {{{{[[:<:]}}}}",
        "// expected-error-re {{{{[\u{e9}-a]}}}}",
        "// expected-error-re {{{{[\u{80}-\u{ff}]}}}}",
        "// expected-error-re {{{{(((((((((((a)))))))))))\\9}}}}",
        "// expected-error-re {{{{(a{255}){255}}}}}",
        "\u{feff}// expected-remark {{\u{e9}}}",
    ];
    let deep = format!(
        "// expected-error-re {{{{x{{{{{}a{}}}}}}}}}",
        "(".repeat(100_000),
        ")".repeat(100_000)
    );
    let mut exp = Expectations::parse_all(&deep, 1, "f");
    assert!(exp.errors().is_empty());
    assert!(!exp.consume(&err("f", 1, 1, "xa")));
    let shallow = format!(
        "// expected-error-re {{{{x{{{{{}a{}}}}}}}}}",
        "(".repeat(20),
        ")".repeat(20)
    );
    let mut exp = Expectations::parse_all(&shallow, 1, "f");
    assert!(exp.consume(&err("f", 1, 1, "xa")));
    for text in odd {
        let mut exp = Expectations::parse_all(text, u32::MAX, "f");
        exp.process(&err("f", u32::MAX, u32::MAX, "x"));
        exp.process(&err("", 0, 0, "\u{e9}"));
        let _ = exp.final_reports();
        let src = |_: &str, l: u32| line_text(text, l).map(str::to_string);
        let _ = render_with(&err("f", u32::MAX, u32::MAX, "m"), &src);
        let _ = render_with(&err("f", 1, u32::MAX, "m"), &src);
        for r in exp.final_reports() {
            let _ = r.render(&src);
        }
        let _ = split_input_checked(text, DEFAULT_SPLIT_MARKER, "f");
    }
    assert_eq!(line_text("a\nb\n", 3), Some(""));
    assert_eq!(line_text("a\nb\n", 4), None);
    assert_eq!(line_text("a", 0), None);
}
