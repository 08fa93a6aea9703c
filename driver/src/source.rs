//! The input's bytes, held only while they are needed.
//!
//! The whole input is parsed from one buffer; once parsed, the buffer of a
//! regular file is dropped, so it does not add to the memory the IR, the
//! passes and the printer need. Diagnostics quote source lines: those are
//! then read from the file again (once, the first time a line is asked
//! for), if it still has the length and modification time it had when
//! read. Input from stdin, a pipe or a device is kept.

use std::cell::RefCell;
use std::io::Read;
use std::time::SystemTime;

/// What a regular file looked like when it was read.
#[derive(Clone, Copy, PartialEq, Eq)]
struct FileStamp {
    len: u64,
    modified: Option<SystemTime>,
}

impl FileStamp {
    /// The stamp of `path` if it is a regular file.
    fn of(path: &str) -> Option<FileStamp> {
        let meta = std::fs::metadata(path).ok()?;
        meta.is_file().then(|| FileStamp {
            len: meta.len(),
            modified: meta.modified().ok(),
        })
    }
}

/// The input: its name (as diagnostics show it) and its bytes while held.
pub(crate) struct Source {
    name: String,
    path: String,
    bytes: RefCell<Option<Vec<u8>>>,
    /// Set when the input is a regular file whose lines can be read again.
    stamp: Option<FileStamp>,
}

impl Source {
    /// Reads `path` (`-` for stdin); the error is worded as mlir-opt's.
    pub(crate) fn read(path: &str) -> Result<Source, String> {
        if path == "-" {
            let mut buf = Vec::new();
            std::io::stdin()
                .read_to_end(&mut buf)
                .map_err(|e| format!("cannot open input file '-': {}", crate::io_message(&e)))?;
            return Ok(Source {
                name: "<stdin>".into(),
                path: String::new(),
                bytes: RefCell::new(Some(buf)),
                stamp: None,
            });
        }
        let before = FileStamp::of(path);
        let bytes = std::fs::read(path)
            .map_err(|e| format!("cannot open input file '{path}': {}", crate::io_message(&e)))?;
        // A file that changed while being read is not read again.
        let stamp =
            before.filter(|s| s.len == bytes.len() as u64 && FileStamp::of(path) == Some(*s));
        Ok(Source {
            name: path.to_string(),
            path: path.to_string(),
            bytes: RefCell::new(Some(bytes)),
            stamp,
        })
    }

    /// The name locations in the input use.
    pub(crate) fn name(&self) -> &str {
        &self.name
    }

    /// The input as text (invalid UTF-8 replaced).
    pub(crate) fn text(&self) -> String {
        self.bytes
            .borrow()
            .as_deref()
            .map(|b| String::from_utf8_lossy(b).into_owned())
            .unwrap_or_default()
    }

    /// Takes the bytes out, to parse them; hand them back with
    /// [`Source::release`].
    pub(crate) fn take(&self) -> Vec<u8> {
        self.bytes.borrow_mut().take().unwrap_or_default()
    }

    /// Gives back bytes taken with [`Source::take`] once parsed: dropped
    /// when the file can be read again, kept otherwise.
    pub(crate) fn release(&self, bytes: Vec<u8>) {
        if self.stamp.is_none() {
            *self.bytes.borrow_mut() = Some(bytes);
        }
    }

    /// The text of line `line` (1-based) of the input, for a diagnostic
    /// located in `file`: none for another file or line 0.
    pub(crate) fn line(&self, file: &str, line: u32) -> Option<String> {
        if file != self.name || line == 0 {
            return None;
        }
        if self.bytes.borrow().is_none() {
            let again = self.read_again()?;
            *self.bytes.borrow_mut() = Some(again);
        }
        let held = self.bytes.borrow();
        let raw = held
            .as_deref()?
            .split(|&b| b == b'\n')
            .nth(line as usize - 1)?;
        let decoded = String::from_utf8_lossy(raw);
        rmlir_text::verify_diagnostics::line_text(&decoded, 1).map(str::to_string)
    }

    /// The file's bytes read again, if it is unchanged.
    fn read_again(&self) -> Option<Vec<u8>> {
        let stamp = self.stamp?;
        if FileStamp::of(&self.path) != Some(stamp) {
            return None;
        }
        let bytes = std::fs::read(&self.path).ok()?;
        (bytes.len() as u64 == stamp.len).then_some(bytes)
    }
}
