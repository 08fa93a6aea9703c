//! The bytecode container's vocabulary: magic number, versions, section
//! ids, op-encoding mask bits and the prefix varint, shared by the reader
//! and the writer.

/// The four bytes every bytecode file starts with (`ML\xefR`).
pub const MAGIC: [u8; 4] = [b'M', b'L', 0xEF, b'R'];

/// Whether `bytes` starts with the bytecode magic number (how mlir-opt
/// tells bytecode input from text).
pub fn is_bytecode(bytes: &[u8]) -> bool {
    bytes.starts_with(&MAGIC)
}

/// The oldest version MLIR 22 reads.
pub const MIN_VERSION: u64 = 0;
/// Per-dialect version blobs.
pub const VERSION_DIALECT_VERSIONING: u64 = 1;
/// Isolated regions in nested IR sections (lazy loading).
pub const VERSION_LAZY_LOADING: u64 = 2;
/// Use-list orders.
pub const VERSION_USE_LIST_ORDERING: u64 = 3;
/// Unknown block argument locations elided; total op-name count.
pub const VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION: u64 = 4;
/// The properties section and registered-op flags.
pub const VERSION_NATIVE_PROPERTIES: u64 = 5;
/// ODS segment sizes as native sparse arrays.
pub const VERSION_NATIVE_SEGMENT_SIZES: u64 = 6;
/// The version MLIR 22 writes by default and the newest it reads.
pub const CURRENT_VERSION: u64 = VERSION_NATIVE_SEGMENT_SIZES;

/// The producer string mlir-opt 22.1.8 writes after the version.
pub const PRODUCER: &str = "MLIR22.1.8";

/// The byte used to pad a section to its alignment.
pub const ALIGNMENT_BYTE: u8 = 0xCB;

/// Section ids (the low 7 bits of a section's first byte; bit 7 flags an
/// aligned section).
pub mod section {
    /// The string table.
    pub const STRING: u8 = 0;
    /// Dialects, their versions and op names.
    pub const DIALECT: u8 = 1;
    /// Attribute and type entries.
    pub const ATTR_TYPE: u8 = 2;
    /// Offsets of the attribute and type entries.
    pub const ATTR_TYPE_OFFSET: u8 = 3;
    /// The IR (also nested, for isolated regions from version 2).
    pub const IR: u8 = 4;
    /// Resource data.
    pub const RESOURCE: u8 = 5;
    /// Resource groups, keys and kinds.
    pub const RESOURCE_OFFSET: u8 = 6;
    /// A dialect's version blob (nested in the dialect section).
    pub const DIALECT_VERSIONS: u8 = 7;
    /// Op properties (version 5 and later).
    pub const PROPERTIES: u8 = 8;
    /// Number of section ids.
    pub const COUNT: u8 = 9;
}

/// Bits of an op's encoding mask: which optional parts follow.
pub mod op_mask {
    /// An attribute dictionary.
    pub const HAS_ATTRS: u8 = 0x01;
    /// Result types.
    pub const HAS_RESULTS: u8 = 0x02;
    /// Operands.
    pub const HAS_OPERANDS: u8 = 0x04;
    /// Successor blocks.
    pub const HAS_SUCCESSORS: u8 = 0x08;
    /// Regions.
    pub const HAS_INLINE_REGIONS: u8 = 0x10;
    /// Use-list orders of the results.
    pub const HAS_USE_LIST_ORDERS: u8 = 0x20;
    /// A properties entry (version 5 and later).
    pub const HAS_PROPERTIES: u8 = 0x40;
}

/// Resource entry kinds in the resource offset section.
pub mod resource_kind {
    /// A blob with an alignment.
    pub const BLOB: u8 = 0;
    /// A boolean.
    pub const BOOL: u8 = 1;
    /// A string (an index into the string table).
    pub const STRING: u8 = 2;
}

/// Appends `value` as a prefix varint: the number of trailing zero bits of
/// the first byte is the number of extra bytes; a first byte of zero is
/// followed by eight little-endian bytes.
pub fn write_varint(out: &mut Vec<u8>, value: u64) {
    // Each byte carries 7 value bits; up to 8 bytes hold 56 bits.
    let bits = 64 - value.leading_zeros() as usize;
    let extra = if bits == 0 { 0 } else { (bits - 1) / 7 };
    if extra >= 8 {
        out.push(0);
        out.extend_from_slice(&value.to_le_bytes());
        return;
    }
    let encoded = ((value << 1) | 1) << extra;
    out.extend_from_slice(&encoded.to_le_bytes()[..=extra]);
}

/// Appends `value` zigzag-encoded as a prefix varint.
pub fn write_signed_varint(out: &mut Vec<u8>, value: i64) {
    write_varint(out, zigzag_encode(value));
}

/// Reads a prefix varint at the start of `bytes`: the value and the number
/// of bytes it took, or `None` if `bytes` ends inside it.
pub fn read_varint(bytes: &[u8]) -> Option<(u64, usize)> {
    let first = *bytes.first()?;
    if first == 0 {
        let raw: [u8; 8] = bytes.get(1..9)?.try_into().ok()?;
        return Some((u64::from_le_bytes(raw), 9));
    }
    let extra = first.trailing_zeros() as usize;
    let mut raw = [0u8; 8];
    raw[..=extra].copy_from_slice(bytes.get(..=extra)?);
    Some((u64::from_le_bytes(raw) >> (extra + 1), extra + 1))
}

/// Zigzag encoding of a signed value (small magnitudes stay small).
pub fn zigzag_encode(value: i64) -> u64 {
    ((value << 1) ^ (value >> 63)) as u64
}

/// Inverse of [`zigzag_encode`].
pub fn zigzag_decode(value: u64) -> i64 {
    ((value >> 1) as i64) ^ -((value & 1) as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(v: u64) -> Vec<u8> {
        let mut out = Vec::new();
        write_varint(&mut out, v);
        out
    }

    #[test]
    fn varints_match_mlir_bytes() {
        // Bytes seen in mlir-opt 22's output: version 6 is 0x0D, i32's
        // integer-type payload (32 << 2) is `02 02`.
        assert_eq!(encoded(6), [0x0D]);
        assert_eq!(encoded(128), [0x02, 0x02]);
        assert_eq!(encoded(0), [0x01]);
        assert_eq!(encoded(127), [0xFF]);
        assert_eq!(encoded(u64::MAX)[0], 0);
        assert_eq!(encoded(u64::MAX).len(), 9);
        assert_eq!(encoded((1 << 56) - 1).len(), 8);
        assert_eq!(encoded(1 << 56).len(), 9);
    }

    #[test]
    fn varints_round_trip_and_report_truncation() {
        for shift in 0..64 {
            for v in [1u64 << shift, (1u64 << shift) - 1, (1u64 << shift) + 1] {
                let bytes = encoded(v);
                assert_eq!(read_varint(&bytes), Some((v, bytes.len())), "{v}");
                assert_eq!(read_varint(&bytes[..bytes.len() - 1]), None, "{v}");
            }
        }
    }

    #[test]
    fn zigzag_round_trips() {
        for v in [0, 1, -1, 63, -64, i64::MAX, i64::MIN] {
            assert_eq!(zigzag_decode(zigzag_encode(v)), v);
        }
        assert_eq!(zigzag_encode(-1), 1);
        assert_eq!(zigzag_encode(1), 2);
    }
}
