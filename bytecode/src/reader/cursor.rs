//! A bounds-checked cursor over one section of a bytecode buffer.
//!
//! Every read checks the bytes left before touching them, so a truncated
//! or lying file gives a [`ReadError`] (MLIR's wording, with the section
//! and byte offset where it happened), never a panic or an allocation
//! sized by an untrusted count.

use crate::encoding;

/// A failure to read bytecode: MLIR's message, the byte offset in the file
/// where reading stopped and the section being read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// The message (mlir-opt's wording where it has one).
    pub message: String,
    /// Byte offset in the file.
    pub offset: usize,
    /// The section being read (`None` for the header).
    pub section: Option<u8>,
}

/// Result of reading.
pub type ReadResult<T> = Result<T, ReadError>;

/// How MLIR names a section id in its messages (`String (0)`).
pub fn section_name(id: u8) -> String {
    let name = match id {
        encoding::section::STRING => "String",
        encoding::section::DIALECT => "Dialect",
        encoding::section::ATTR_TYPE => "AttrType",
        encoding::section::ATTR_TYPE_OFFSET => "AttrTypeOffset",
        encoding::section::IR => "IR",
        encoding::section::RESOURCE => "Resource",
        encoding::section::RESOURCE_OFFSET => "ResourceOffset",
        encoding::section::DIALECT_VERSIONS => "DialectVersions",
        encoding::section::PROPERTIES => "Properties",
        _ => "Unknown",
    };
    format!("{name} ({id})")
}

/// A range of the buffer: `start..end`, in the section `section`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
    /// The section id the bytes belong to.
    pub section: Option<u8>,
}

impl Span {
    /// Number of bytes.
    pub fn len(&self) -> usize {
        self.end - self.start
    }

    /// Whether the span has no bytes.
    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }
}

/// Reads a span of the buffer front to back.
#[derive(Clone, Copy, Debug)]
pub struct Cursor<'a> {
    buf: &'a [u8],
    pos: usize,
    end: usize,
    section: Option<u8>,
}

impl<'a> Cursor<'a> {
    /// A cursor over `span` of `buf`.
    pub fn new(buf: &'a [u8], span: Span) -> Cursor<'a> {
        Cursor {
            buf,
            pos: span.start,
            end: span.end,
            section: span.section,
        }
    }

    /// Offset of the next byte in the file.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// The section being read.
    pub fn section(&self) -> Option<u8> {
        self.section
    }

    /// Bytes left.
    pub fn remaining(&self) -> usize {
        self.end - self.pos
    }

    /// Whether everything was read.
    pub fn is_empty(&self) -> bool {
        self.pos == self.end
    }

    /// The span not read yet.
    pub fn rest(&self) -> Span {
        Span {
            start: self.pos,
            end: self.end,
            section: self.section,
        }
    }

    /// An error at the current position.
    pub fn error(&self, message: impl Into<String>) -> ReadError {
        ReadError {
            message: message.into(),
            offset: self.pos,
            section: self.section,
        }
    }

    /// One byte.
    pub fn byte(&mut self) -> ReadResult<u8> {
        if self.pos >= self.end {
            return Err(self.error("attempting to parse a byte at the end of the bytecode"));
        }
        let b = self.buf[self.pos];
        self.pos += 1;
        Ok(b)
    }

    /// `len` bytes as a span of the buffer.
    pub fn span(&mut self, len: u64) -> ReadResult<Span> {
        if len > self.remaining() as u64 {
            return Err(self.error(format!(
                "attempting to parse {len} bytes when only {} remain",
                self.remaining()
            )));
        }
        let start = self.pos;
        self.pos += len as usize;
        Ok(Span {
            start,
            end: self.pos,
            section: self.section,
        })
    }

    /// `len` bytes.
    pub fn bytes(&mut self, len: u64) -> ReadResult<&'a [u8]> {
        let s = self.span(len)?;
        Ok(&self.buf[s.start..s.end])
    }

    /// Skips `len` bytes.
    pub fn skip(&mut self, len: u64) -> ReadResult<()> {
        if len > self.remaining() as u64 {
            return Err(self.error(format!(
                "attempting to skip {len} bytes when only {} remain",
                self.remaining()
            )));
        }
        self.pos += len as usize;
        Ok(())
    }

    /// A prefix varint.
    pub fn varint(&mut self) -> ReadResult<u64> {
        let first = self.byte()?;
        if first & 1 == 1 {
            return Ok(u64::from(first >> 1));
        }
        let extra: u64 = if first == 0 {
            8
        } else {
            u64::from(first.trailing_zeros())
        };
        let start = self.pos - 1;
        self.bytes(extra)?;
        match encoding::read_varint(&self.buf[start..self.pos]) {
            Some((v, _)) => Ok(v),
            None => Err(self.error("malformed variable-length integer")),
        }
    }

    /// A zigzag-encoded signed varint.
    pub fn signed_varint(&mut self) -> ReadResult<i64> {
        Ok(encoding::zigzag_decode(self.varint()?))
    }

    /// A varint with a flag in its low bit: `(value, flag)`.
    pub fn varint_with_flag(&mut self) -> ReadResult<(u64, bool)> {
        let v = self.varint()?;
        Ok((v >> 1, v & 1 == 1))
    }

    /// A count of items that each take at least `min_item_bytes` bytes:
    /// refused when the bytes left cannot hold them, so that no allocation
    /// is sized by an untrusted count.
    pub fn count(&mut self, min_item_bytes: usize, what: &str) -> ReadResult<usize> {
        let at = self.pos;
        let n = self.varint()?;
        self.check_count(n, min_item_bytes, what, at)
    }

    /// Checks a count already read at offset `at` (see [`Cursor::count`]).
    pub fn check_count(
        &self,
        n: u64,
        min_item_bytes: usize,
        what: &str,
        at: usize,
    ) -> ReadResult<usize> {
        let cap = self
            .remaining()
            .checked_div(min_item_bytes)
            .map_or(u64::MAX, |c| c as u64);
        if n > cap {
            return Err(ReadError {
                message: format!(
                    "{what} count {n} exceeds what the remaining {} bytes can hold",
                    self.remaining()
                ),
                offset: at,
                section: self.section,
            });
        }
        Ok(n as usize)
    }

    /// A NUL-terminated string (without the NUL).
    pub fn cstr(&mut self) -> ReadResult<&'a [u8]> {
        let rest = &self.buf[self.pos..self.end];
        match rest.iter().position(|&b| b == 0) {
            Some(n) => {
                self.pos += n + 1;
                Ok(&rest[..n])
            }
            None => Err(self.error("malformed null-terminated string, no null character found")),
        }
    }

    /// Skips padding to `alignment` (a power of two) relative to the start
    /// of the buffer, which is taken to be aligned to any alignment up to
    /// [`MAX_ALIGNMENT`].
    pub fn align_to(&mut self, alignment: u64) -> ReadResult<()> {
        if !alignment.is_power_of_two() || alignment > u64::from(u32::MAX) {
            return Err(self.error("expected alignment to be a power-of-two"));
        }
        while (self.pos as u64) & (alignment - 1) != 0 {
            let b = self.byte()?;
            if b != encoding::ALIGNMENT_BYTE {
                self.pos -= 1;
                return Err(self.error(format!(
                    "expected alignment byte (0xCB), but got: '0x{b:X}'"
                )));
            }
        }
        Ok(())
    }

    /// A section header and its data: `(id, data span)`. The data span is
    /// tagged with the section's id.
    pub fn section_header(&mut self) -> ReadResult<(u8, Span)> {
        let id_and_align = self.byte()?;
        let length = self.varint()?;
        let id = id_and_align & 0x7F;
        if id >= encoding::section::COUNT {
            return Err(self.error(format!("invalid section ID: {id}")));
        }
        if id_and_align & 0x80 != 0 {
            let alignment = self.varint()?;
            if alignment.is_power_of_two() && alignment > MAX_ALIGNMENT {
                return Err(self.error(format!(
                    "expected section alignment {alignment} but bytecode buffer is not aligned"
                )));
            }
            self.align_to(alignment)?;
        }
        let mut data = self.span(length)?;
        data.section = Some(id);
        Ok((id, data))
    }
}

/// The largest alignment a section or blob may ask for: the buffer is
/// read into memory aligned to this.
pub const MAX_ALIGNMENT: u64 = 4096;
