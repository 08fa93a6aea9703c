//! Attributes and types of dialects with their own encodings
//! ([`crate::dialect::BytecodeDialectEncoding`]): the dialect's hook
//! writes into a recording, which reaches the [`Sink`] only if the hook
//! encoded the value, so a declined value leaves nothing behind.

use super::builtin::{AttrKey, Sink};
use crate::dialect::{BytecodeDialectEncoding, DialectWriter};
use rmlir_ir::{Attr, Context, Type};

/// One write of a dialect's hook.
enum Piece {
    Attr(Attr),
    Type(Type),
    Varint(u64),
    String(Vec<u8>),
    Blob(Vec<u8>),
    Byte(u8),
}

/// What a dialect's hook wrote, in order.
#[derive(Default)]
struct Recording(Vec<Piece>);

impl DialectWriter for Recording {
    fn write_attribute(&mut self, attr: Attr) {
        self.0.push(Piece::Attr(attr));
    }
    fn write_type(&mut self, ty: Type) {
        self.0.push(Piece::Type(ty));
    }
    fn write_varint(&mut self, value: u64) {
        self.0.push(Piece::Varint(value));
    }
    fn write_signed_varint(&mut self, value: i64) {
        self.0
            .push(Piece::Varint(crate::encoding::zigzag_encode(value)));
    }
    fn write_string(&mut self, s: &[u8]) {
        self.0.push(Piece::String(s.to_vec()));
    }
    fn write_blob(&mut self, bytes: &[u8]) {
        self.0.push(Piece::Blob(bytes.to_vec()));
    }
    fn write_byte(&mut self, byte: u8) {
        self.0.push(Piece::Byte(byte));
    }
}

impl Recording {
    fn replay<S: Sink>(self, ctx: &Context, s: &mut S) {
        for piece in self.0 {
            match piece {
                Piece::Attr(a) => s.attr(AttrKey::of(ctx, a)),
                Piece::Type(t) => s.ty(t),
                Piece::Varint(v) => s.varint(v),
                Piece::String(b) => s.string(&b),
                Piece::Blob(b) => s.blob(&b),
                Piece::Byte(b) => s.byte(b),
            }
        }
    }
}

/// Writes `attr` of `dialect` with the dialect's own encoding, if it has
/// one and encodes this attribute; returns whether it did.
pub(crate) fn encode_attr<S: Sink>(ctx: &Context, dialect: &str, attr: Attr, s: &mut S) -> bool {
    let Some(encoding) = BytecodeDialectEncoding::of(ctx, dialect) else {
        return false;
    };
    let mut rec = Recording::default();
    if !(encoding.write_attr)(ctx, attr, &mut rec) {
        return false;
    }
    rec.replay(ctx, s);
    true
}

/// Writes `ty` of `dialect` with the dialect's own encoding, if it has
/// one and encodes this type; returns whether it did.
pub(crate) fn encode_type<S: Sink>(ctx: &Context, dialect: &str, ty: Type, s: &mut S) -> bool {
    let Some(encoding) = BytecodeDialectEncoding::of(ctx, dialect) else {
        return false;
    };
    let mut rec = Recording::default();
    if !(encoding.write_type)(ctx, ty, &mut rec) {
        return false;
    }
    rec.replay(ctx, s);
    true
}
