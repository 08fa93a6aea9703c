//! The bytecode reader on hand-built files (specific encodings and
//! hostile input) and on real mlir-opt-22 files.

use rmlir_bytecode::encoding::{write_signed_varint, write_varint};
use rmlir_bytecode::{read_module, write_module, ReadOptions, WriteOptions};
use rmlir_ir::Context;
use rmlir_text::parser::{parse_module, ParseOptions};
use rmlir_text::printer::{print_top_level_with_resources, PrintOptions};

fn context() -> Context {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn varint(v: u64) -> Vec<u8> {
    let mut out = Vec::new();
    write_varint(&mut out, v);
    out
}

fn svarint(v: i64) -> Vec<u8> {
    let mut out = Vec::new();
    write_signed_varint(&mut out, v);
    out
}

/// A version 4 file with the given strings, builtin attributes and types
/// (custom encodings) and `ops` (one unless changed) unregistered ops
/// `t.a` whose attribute dictionary is attribute `dict` (and location
/// attribute 0).
struct File {
    strings: Vec<&'static [u8]>,
    attrs: Vec<Vec<u8>>,
    types: Vec<Vec<u8>>,
    dict: Option<u64>,
    ops: u64,
}

impl File {
    fn new() -> File {
        File {
            // 0 builtin, 1 t, 2 a, 3 k
            strings: vec![b"builtin", b"t", b"a", b"k"],
            // 0 unknown location, 1 "k"
            attrs: vec![varint(15), [varint(2), varint(3)].concat()],
            types: Vec::new(),
            dict: None,
            ops: 1,
        }
    }

    /// Adds a builtin attribute; returns its index.
    fn attr(&mut self, bytes: Vec<u8>) -> u64 {
        self.attrs.push(bytes);
        self.attrs.len() as u64 - 1
    }

    /// Adds a builtin type; returns its index.
    fn ty(&mut self, bytes: Vec<u8>) -> u64 {
        self.types.push(bytes);
        self.types.len() as u64 - 1
    }

    /// Makes `{k = attr}` the op's dictionary.
    fn with_k(&mut self, attr: u64) {
        let d = self.attr([varint(1), varint(1), varint(1), varint(attr)].concat());
        self.dict = Some(d);
    }

    fn bytes(&self) -> Vec<u8> {
        let mut out = b"ML\xefR".to_vec();
        out.extend(varint(4));
        out.extend(b"test\0");
        let section = |out: &mut Vec<u8>, id: u8, payload: Vec<u8>| {
            out.push(id);
            out.extend(varint(payload.len() as u64));
            out.extend(payload);
        };
        let mut strings = varint(self.strings.len() as u64);
        for s in self.strings.iter().rev() {
            strings.extend(varint(s.len() as u64 + 1));
        }
        for s in &self.strings {
            strings.extend(*s);
            strings.push(0);
        }
        let dialects = [
            varint(2),
            varint(0),
            varint(1 << 1),
            varint(1),
            varint(1),
            varint(1),
            varint(2),
        ]
        .concat();
        let mut offsets = [
            varint(self.attrs.len() as u64),
            varint(self.types.len() as u64),
        ]
        .concat();
        let mut data = Vec::new();
        for list in [&self.attrs, &self.types] {
            if list.is_empty() {
                continue;
            }
            offsets.extend(varint(0));
            offsets.extend(varint(list.len() as u64));
            for e in list {
                offsets.extend(varint(((e.len() as u64) << 1) | 1));
                data.extend(e);
            }
        }
        let mut ir = varint(self.ops << 1);
        for _ in 0..self.ops {
            ir.extend(varint(0));
            match self.dict {
                Some(d) => ir.extend([vec![0x01], varint(0), varint(d)].concat()),
                None => ir.extend([vec![0x00], varint(0)].concat()),
            }
        }
        section(&mut out, 1, dialects);
        section(&mut out, 3, offsets);
        section(&mut out, 2, data);
        section(&mut out, 4, ir);
        section(&mut out, 0, strings);
        out
    }
}

fn read(ctx: &Context, bytes: &[u8]) -> Result<String, String> {
    let opts = ReadOptions {
        file_name: "in.mlirbc".into(),
        ..ReadOptions::default()
    };
    match read_module(ctx, bytes, &opts) {
        Ok(m) => Ok(print_top_level_with_resources(
            ctx,
            &m.body,
            m.op,
            &PrintOptions::default(),
            Some(&m.resources),
        )),
        Err(d) => Err(d.message),
    }
}

/// The file read with and without an implicit module: printed, or the
/// error's message, location and number of notes.
fn read_top_level(file: &File, implicit_module: bool) -> Result<String, (String, String, usize)> {
    let ctx = context();
    let opts = ReadOptions {
        file_name: "in.mlirbc".into(),
        implicit_module,
    };
    match read_module(&ctx, &file.bytes(), &opts) {
        Ok(m) => Ok(print_top_level_with_resources(
            &ctx,
            &m.body,
            m.op,
            &PrintOptions::default(),
            Some(&m.resources),
        )),
        Err(d) => Err((
            d.message,
            rmlir_text::printer::loc_to_string(&ctx, d.loc),
            d.notes.len(),
        )),
    }
}

#[test]
fn no_implicit_module_keeps_a_lone_op_and_counts_the_others() {
    let mut file = File::new();
    assert_eq!(
        read_top_level(&file, true).unwrap(),
        "module {\n  \"t.a\"() : () -> ()\n}\n\n"
    );
    assert_eq!(
        read_top_level(&file, false).unwrap(),
        "\"t.a\"() : () -> ()\n\n"
    );
    for n in [0, 2, 3] {
        file.ops = n;
        assert!(read_top_level(&file, true).unwrap().starts_with("module {"));
        assert_eq!(
            read_top_level(&file, false).unwrap_err(),
            (
                format!("source must contain a single top-level operation, found: {n}"),
                "loc(\"in.mlirbc\":0:0)".to_string(),
                0
            )
        );
    }
}

/// The printed value of `k` in the op read from `file`.
fn k_of(file: &File) -> String {
    let ctx = context();
    let text = read(&ctx, &file.bytes()).expect("reads");
    let start = text.find("{k = ").expect("has k") + 5;
    let end = text[start..].find("} : ").expect("ends") + start;
    text[start..end].to_string()
}

#[test]
fn integer_attributes_of_each_width() {
    for (width, payload, want) in [
        (8u64, vec![0xFFu8], "-1 : i8"),
        (32, svarint(-5), "-5 : i32"),
        (64, svarint(i64::MIN), "-9223372036854775808 : i64"),
        (
            128,
            [varint(2), svarint(0), svarint(1)].concat(),
            "18446744073709551616 : i128",
        ),
    ] {
        let mut f = File::new();
        let t = f.ty([varint(0), varint(width << 2)].concat());
        let a = f.attr([varint(8), varint(t), payload].concat());
        f.with_k(a);
        assert_eq!(k_of(&f), want, "i{width}");
    }
}

#[test]
fn float_attribute_from_its_bits() {
    let mut f = File::new();
    let t = f.ty(varint(5));
    let a = f.attr([varint(9), varint(t), svarint(0x3FC0_0000)].concat());
    f.with_k(a);
    assert_eq!(k_of(&f), "1.500000e+00 : f32");
}

#[test]
fn scalable_vector_type() {
    // vector<[4]xf32>, as mlir-opt 22 encodes it: 29 03 01 03 11 01.
    let mut f = File::new();
    let f32_ty = f.ty(varint(5));
    assert_eq!(f32_ty, 0);
    let v = f.ty(vec![0x29, 0x03, 0x01, 0x03, 0x11, 0x01]);
    let a = f.attr([varint(6), varint(v)].concat());
    f.with_k(a);
    assert_eq!(k_of(&f), "vector<[4]xf32>");
}

#[test]
fn dense_i1_elements_are_bit_packed() {
    let mut f = File::new();
    let i1 = f.ty(varint(0).into_iter().chain(varint(1 << 2)).collect());
    let shape = [varint(13), varint(1), svarint(9), varint(i1)].concat();
    let t = f.ty(shape);
    let a = f.attr([varint(18), varint(t), varint(2), vec![0xCD, 0x01]].concat());
    f.with_k(a);
    assert_eq!(
        k_of(&f),
        "dense<[true, false, true, true, false, false, true, true, true]> : tensor<9xi1>"
    );
}

#[test]
fn file_line_col_range_location() {
    // loc("file.mlir":1:2 to 3:4): 2d 33 09 03 05 07 09 after the string.
    let ctx = context();
    let mut f = File::new();
    f.strings.push(b"file.mlir");
    let name = f.attr([varint(2), varint(4)].concat());
    let range = f.attr(
        [
            varint(22),
            varint(name),
            varint(4),
            varint(1),
            varint(2),
            varint(3),
            varint(4),
        ]
        .concat(),
    );
    let loc = f.attr([varint(0), varint(1), varint(range)].concat());
    f.with_k(loc);
    let text = read(&ctx, &f.bytes()).expect("reads");
    assert!(text.contains("loc(\"file.mlir\":1:2 to 3:4)"), "{text}");
}

#[test]
fn hostile_input_gives_located_errors() {
    let ctx = context();
    let bad = |bytes: &[u8]| read(&ctx, bytes).expect_err("must fail");
    assert_eq!(
        bad(b"ML\xefR\x0fMLIR22\0"),
        "bytecode version 7 is newer than the current version 6"
    );
    assert_eq!(
        bad(b"ML\xefR"),
        "attempting to parse a byte at the end of the bytecode"
    );
    // A cycle: an array holding itself.
    let mut f = File::new();
    let a = f.attr([varint(0), varint(1), varint(2)].concat());
    assert_eq!(a, 2);
    f.with_k(a);
    assert_eq!(
        bad(&f.bytes()),
        "cyclic reference to attribute entry 2 in the attribute/type table"
    );
    // A count no file could hold.
    let mut f = File::new();
    let a = f.attr([varint(0), varint(1 << 50)].concat());
    f.with_k(a);
    assert!(bad(&f.bytes()).starts_with("array element count 1125899906842624 exceeds"));
    // An index out of range.
    let mut f = File::new();
    let a = f.attr([varint(0), varint(1), varint(77)].concat());
    f.with_k(a);
    assert_eq!(bad(&f.bytes()), "invalid attribute index: 77");
    // Every truncation of a valid file fails cleanly.
    let mut f = File::new();
    let a = f.attr([varint(0), varint(1), varint(1)].concat());
    f.with_k(a);
    let bytes = f.bytes();
    assert!(read(&ctx, &bytes).is_ok());
    for n in 0..bytes.len() {
        assert!(read(&ctx, &bytes[..n]).is_err(), "truncated at {n}");
    }
}

#[test]
fn names_that_are_not_utf8_are_refused() {
    let ctx = context();
    let not_utf8 = rmlir_ir::symbol::NOT_UTF8_NAME;
    // An op name (`t.a\xFF`) from the string table.
    let mut f = File::new();
    f.strings[2] = b"a\xff";
    assert_eq!(read(&ctx, &f.bytes()).expect_err("must fail"), not_utf8);
    // An attribute name (the dictionary key `k\xFF`).
    let mut f = File::new();
    f.strings[3] = b"k\xff";
    f.with_k(1);
    assert_eq!(read(&ctx, &f.bytes()).expect_err("must fail"), not_utf8);
    // A `sym_name` string is any bytes: it reads, and the verifier refuses
    // it as a symbol's name (printing it lossily made two names one).
    let mut f = File::new();
    f.strings[3] = b"sym_name";
    f.strings.push(b"\xff");
    let name = f.attr([varint(2), varint(4)].concat());
    f.with_k(name);
    let m = read_module(&ctx, &f.bytes(), &ReadOptions::default()).expect("reads");
    let err = rmlir_ir::verify::verify(&ctx, &m.body, m.op).expect_err("must not verify");
    assert_eq!(err.message, format!("symbol {not_utf8}"));
}

#[test]
fn deep_attribute_nesting_does_not_overflow() {
    let ctx = context();
    let mut f = File::new();
    let mut last = f.attr([varint(0), varint(0)].concat());
    for _ in 0..50_000 {
        last = f.attr([varint(0), varint(1), varint(last)].concat());
    }
    f.with_k(last);
    let text = read(&ctx, &f.bytes()).expect("reads");
    assert!(text.contains("[[[[[[[["));
}

#[test]
fn mlir_files_read_as_their_text_parses() {
    let seeds = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/bad_input/bytecode/seeds"
    );
    let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/differential/corpus");
    let mut checked = 0;
    for entry in std::fs::read_dir(seeds).expect("seeds") {
        let path = entry.expect("entry").path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let stem = name.split(".v").next().unwrap();
        let text = std::fs::read(format!("{corpus}/{stem}.mlir")).expect("source");
        let ctx = context();
        let popts = ParseOptions {
            file_name: format!("{stem}.mlir"),
            ..ParseOptions::default()
        };
        let parsed = parse_module(&ctx, &text, &popts).expect("parses");
        let opts = PrintOptions {
            debug_info: true,
            ..PrintOptions::default()
        };
        let want = print_top_level_with_resources(
            &ctx,
            &parsed.body,
            parsed.op,
            &opts,
            Some(&parsed.resources),
        );
        let bytes = std::fs::read(&path).expect("bytecode");
        let read = read_module(&ctx, &bytes, &ReadOptions::default()).expect(&name);
        let got =
            print_top_level_with_resources(&ctx, &read.body, read.op, &opts, Some(&read.resources));
        assert_eq!(got, want, "{name}");
        checked += 1;
    }
    assert!(checked >= 12);
}

/// A module of `n` functions as mlir-opt 22 writes it (version 6).
fn functions_file(n: usize) -> Option<Vec<u8>> {
    let mut text = String::from("module {\n");
    for i in 0..n {
        text.push_str(&format!(
            "  func.func @f{i}(%a: i32) -> i32 {{\n    %0 = arith.addi %a, %a : i32\n    return %0 : i32\n  }}\n"
        ));
    }
    text.push_str("}\n");
    let mut child = std::process::Command::new("mlir-opt-22")
        .arg("--emit-bytecode")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    use std::io::Write;
    child.stdin.take()?.write_all(text.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    out.status.success().then_some(out.stdout)
}

#[test]
fn lazy_module_materializes_on_demand() {
    let Some(bytes) = functions_file(3) else {
        eprintln!("mlir-opt-22 not found: skipped");
        return;
    };
    let ctx = context();
    let opts = ReadOptions::default();
    let eager = read(&ctx, &bytes).expect("reads");
    let mut lazy = rmlir_bytecode::LazyModule::open(&ctx, &bytes, &opts).expect("opens");
    let pending = lazy.pending();
    assert_eq!(pending.len(), 3);
    {
        let m = lazy.module();
        let module_body = m.body.nested_body(m.op).expect("module body");
        assert!(module_body.nested_body(pending[1].op).is_none());
    }
    lazy.materialize(1).expect("materializes");
    assert_eq!(lazy.pending().len(), 2);
    let m = lazy.materialize_all().expect("materializes");
    let text = print_top_level_with_resources(
        &ctx,
        &m.body,
        m.op,
        &PrintOptions::default(),
        Some(&m.resources),
    );
    assert_eq!(text, eager);
}

#[test]
fn parallel_reading_is_independent_of_the_thread_count() {
    let Some(bytes) = functions_file(40) else {
        eprintln!("mlir-opt-22 not found: skipped");
        return;
    };
    let run = |threads: usize, bytes: &[u8]| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| {
            let ctx = context();
            read(&ctx, bytes)
        })
    };
    let one = run(1, &bytes);
    assert!(one.is_ok());
    assert_eq!(one, run(4, &bytes));
    // Corrupt two function bodies: the first one in the file is reported.
    let mut bad = bytes.clone();
    let n = bad.len();
    for at in [n / 3, n / 2] {
        bad[at] ^= 0x5A;
    }
    let one = run(1, &bad);
    assert_eq!(one, run(4, &bad));
    assert_eq!(one, run(3, &bad));
}

/// Properties are decoded as the op is registered where the file is read,
/// whatever the writer knew (MLIR 22 does the same: checked with files
/// mlir-opt-22 wrote for an op of an unknown dialect renamed to `func`).
#[test]
fn properties_decode_as_the_reader_registers_the_op() {
    // A writer that does not know `func`: its properties entry is one
    // attribute.
    let writer = {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        ctx
    };
    let text = r#""func.func"() <{sym_name = "f"}> ({}) : () -> ()"#;
    let m = parse_module(&writer, text.as_bytes(), &ParseOptions::default()).unwrap();
    let bytes = write_module(&writer, &m.body, m.op, None, &WriteOptions::default()).unwrap();
    let again = read(&writer, &bytes).unwrap();
    assert!(
        again.contains(r#""func.func"() <{sym_name = "f"}>"#),
        "{again}"
    );
    // Where `func` is registered, that one attribute index is decoded with
    // the layout of `func.func`, which needs more bytes.
    assert_eq!(
        read(&context(), &bytes).unwrap_err(),
        "attempting to parse a byte at the end of the bytecode"
    );
}
