//! Diagnostics: an error, warning, remark or note with a location, and the
//! [`Renderer`] through which core diagnostics show IR objects in text.

use crate::attrs::{Attr, Loc};
use crate::body::{Body, OpId};
use crate::context::Context;
use crate::types::Type;

/// How severe a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// `error`.
    Error,
    /// `warning`.
    Warning,
    /// `remark`.
    Remark,
    /// `note` (attached to another diagnostic).
    Note,
}

impl Severity {
    /// The word MLIR prints for it.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// A diagnostic with optional notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where it applies.
    pub loc: Loc,
    /// The message.
    pub message: String,
    /// Attached notes.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Loc, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Adds `error` after this one: an error MLIR reports right after
    /// another as a failure unwinds. It is kept with the notes (each keeps
    /// its severity) and shown after this diagnostic.
    pub fn then(mut self, error: Diagnostic) -> Diagnostic {
        self.notes.push(error);
        self
    }

    /// Adds a note.
    pub fn with_note(mut self, loc: Loc, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }
}

/// How the messages of core diagnostics write IR objects (the verifier's
/// `see current operation: ...` notes, attributes in property errors).
///
/// The core knows nothing of the text format: `rmlir-text` installs its
/// printer here with `rmlir_text::install_renderer`, which every parse
/// entry point and `rmlir_ods::register` call first, so any context that
/// parsed text or registered a declarative op prints exactly as mlir-opt.
/// On a context that never met the text format, [`Context::render_op`] and
/// friends fall back to a plain description.
#[derive(Clone, Copy, Debug)]
pub struct Renderer {
    /// An op in generic form, its values named as when the owner of its
    /// body is printed (MLIR's `see current operation` note).
    pub op: fn(&Context, &Body, OpId) -> String,
    /// An attribute.
    pub attr: fn(&Context, Attr) -> String,
    /// A type.
    pub ty: fn(&Context, Type) -> String,
}
