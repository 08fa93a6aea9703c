//! The byte buffer a section is built in: varints, strings, alignment and
//! nested sections as MLIR's `EncodingEmitter` lays them out, and the
//! string table.

use rustc_hash::FxHashMap;

use crate::encoding::{write_varint, ALIGNMENT_BYTE};

/// A section (or the whole file) being built, with the highest alignment
/// its contents need relative to its start.
#[derive(Default)]
pub(crate) struct Emitter {
    /// The bytes so far.
    pub buf: Vec<u8>,
    /// The alignment the start of this buffer must have (1 when none).
    pub align: u32,
}

impl Emitter {
    /// An empty buffer.
    pub fn new() -> Emitter {
        Emitter {
            buf: Vec::new(),
            align: 1,
        }
    }

    /// Appends one byte.
    #[inline]
    pub fn byte(&mut self, b: u8) {
        self.buf.push(b);
    }

    /// Appends a prefix varint.
    #[inline]
    pub fn varint(&mut self, v: u64) {
        if v >> 7 == 0 {
            self.buf.push(((v << 1) | 1) as u8);
        } else {
            write_varint(&mut self.buf, v);
        }
    }

    /// Appends `(v << 1) | flag`.
    #[inline]
    pub fn varint_flag(&mut self, v: u64, flag: bool) {
        self.varint((v << 1) | u64::from(flag));
    }

    /// Pads with the alignment byte up to a multiple of `alignment`
    /// (relative to the buffer's start) and records the requirement.
    pub fn align_to(&mut self, alignment: u32) {
        if alignment < 2 {
            return;
        }
        let a = alignment as usize;
        while !self.buf.len().is_multiple_of(a) {
            self.buf.push(ALIGNMENT_BYTE);
        }
        self.align = self.align.max(alignment);
    }

    /// Appends `child` as a section `id`: id byte (bit 7 set when an
    /// alignment follows), length, alignment and padding when the child
    /// needs one this offset does not give, then the child's bytes.
    pub fn section(&mut self, id: u8, child: Emitter) {
        let code_at = self.buf.len();
        self.buf.push(id);
        self.varint(child.buf.len() as u64);
        if child.align > 1 {
            if self.buf.len() & (child.align as usize - 1) != 0 {
                self.varint(u64::from(child.align));
                self.align_to(child.align);
                self.buf[code_at] |= 0x80;
            } else {
                self.align = self.align.max(child.align);
            }
        }
        self.buf.extend_from_slice(&child.buf);
    }
}

/// The string table: strings numbered in first-insertion order.
#[derive(Default)]
pub(crate) struct Strings {
    index: FxHashMap<Box<[u8]>, u32>,
    order: Vec<Box<[u8]>>,
}

impl Strings {
    /// The number of `s`, inserting it if new.
    pub fn insert(&mut self, s: &[u8]) -> u64 {
        if let Some(&i) = self.index.get(s) {
            return u64::from(i);
        }
        let i = self.order.len() as u32;
        let owned: Box<[u8]> = s.into();
        self.order.push(owned.clone());
        self.index.insert(owned, i);
        u64::from(i)
    }

    /// Writes the section body: count, sizes (with the NUL) in reverse
    /// order, then the NUL-terminated strings.
    pub fn write(&self, out: &mut Emitter) {
        out.varint(self.order.len() as u64);
        for s in self.order.iter().rev() {
            out.varint(s.len() as u64 + 1);
        }
        for s in &self.order {
            out.buf.extend_from_slice(s);
            out.buf.push(0);
        }
    }
}
