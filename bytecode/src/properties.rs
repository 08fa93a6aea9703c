//! Op properties as MLIR 22's ODS-generated `writeProperties` and
//! `readProperties` lay them out in bytecode (version 5 and later).
//!
//! A registered op's properties entry is the concatenation of its fields:
//!
//! - every inherent attribute, **sorted by name** (byte order, as ODS sorts
//!   its attribute metadata): a required one as an attribute index
//!   (`writeAttribute`), an optional or default-valued one as `0` when
//!   absent or `(index << 1) | 1` (`writeOptionalAttribute`);
//! - before version 6, `operandSegmentSizes` / `resultSegmentSizes` as a
//!   reference to a `DenseI32ArrayAttr`, at their place in that sorted order;
//! - the native properties that are no attributes (ODS `UnitProp`, such as
//!   `affine.linearize_index`'s `disjoint`), one byte each, after the
//!   attributes; before version 5 MLIR writes them nowhere (its attribute
//!   dictionary holds the attribute properties only);
//! - from version 6, after all attributes, the segment sizes as native
//!   sparse arrays ([`write_sparse_array`]), operands before results.
//!
//! The layout comes from the op's declarative definition
//! ([`rmlir_ods::Compiled`]); a dialect defined elsewhere can attach its own
//! [`PropertyLayout`] to its `OpInfo` (`info.interfaces.insert(layout)`),
//! which takes precedence. An unregistered op's properties entry is one
//! attribute index instead (the writer and the reader handle that case).

use rmlir_ir::AttrData;
use rmlir_ir::{Attr, Context, OpName};

use crate::encoding::{read_varint, write_varint, VERSION_NATIVE_SEGMENT_SIZES};

/// Which value list a segment-sizes property splits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SegmentKind {
    /// `operandSegmentSizes`.
    Operands,
    /// `resultSegmentSizes`.
    Results,
}

impl SegmentKind {
    /// The property's name, `operandSegmentSizes` or `resultSegmentSizes`.
    pub fn name(self) -> &'static str {
        match self {
            SegmentKind::Operands => "operandSegmentSizes",
            SegmentKind::Results => "resultSegmentSizes",
        }
    }
}

/// One field of a properties entry, in the order ODS writes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PropertyField {
    /// An inherent attribute: an attribute index when `required`, an
    /// optional attribute index otherwise.
    Attr {
        /// The attribute's name.
        name: &'static str,
        /// Written with `writeAttribute` (never absent) rather than
        /// `writeOptionalAttribute`.
        required: bool,
    },
    /// Segment sizes as a `DenseI32ArrayAttr` index; present before
    /// version 6 only.
    LegacySegments(SegmentKind),
    /// An ODS `UnitProp` (a native `bool`): one byte, `1` when set. rmlir
    /// keeps it as the unit attribute when set and `false` otherwise.
    UnitProp(&'static str),
}

/// The layout of a registered op's properties entry.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PropertyLayout {
    /// The attribute fields (with the legacy segment-size references) in
    /// the order they are written.
    pub fields: Vec<PropertyField>,
    /// The segment sizes written as native sparse arrays after the fields,
    /// from version 6.
    pub native_segments: Vec<SegmentKind>,
    /// How many ODS operand and result groups the segment sizes split
    /// (MLIR's fixed-size storage; what a reader accepts at most).
    pub segment_groups: SegmentGroups,
}

/// The number of ODS groups each segment-sizes property splits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SegmentGroups {
    /// Operand groups (the length of `operandSegmentSizes`).
    pub operands: usize,
    /// Result groups (the length of `resultSegmentSizes`).
    pub results: usize,
}

impl SegmentGroups {
    /// The groups of `kind`.
    pub fn of(self, kind: SegmentKind) -> usize {
        match kind {
            SegmentKind::Operands => self.operands,
            SegmentKind::Results => self.results,
        }
    }
}

impl PropertyLayout {
    /// The layout of an op with these inherent attributes (`(name,
    /// required)`, any order) and segment sizes (`Some(groups)` for a
    /// segmented operand or result list): ODS's order.
    pub fn new(
        attrs: &[(&'static str, bool)],
        operand_segments: Option<usize>,
        result_segments: Option<usize>,
    ) -> Self {
        let mut fields: Vec<PropertyField> = attrs
            .iter()
            .map(|&(name, required)| PropertyField::Attr { name, required })
            .collect();
        let mut native_segments = Vec::new();
        for (groups, kind) in [
            (operand_segments, SegmentKind::Operands),
            (result_segments, SegmentKind::Results),
        ] {
            if groups.is_some() {
                fields.push(PropertyField::LegacySegments(kind));
                native_segments.push(kind);
            }
        }
        fields.sort_by(|a, b| field_name(a).cmp(field_name(b)));
        PropertyLayout {
            fields,
            native_segments,
            segment_groups: SegmentGroups {
                operands: operand_segments.unwrap_or(0),
                results: result_segments.unwrap_or(0),
            },
        }
    }

    /// The layout with the `UnitProp` `name` added after the attributes
    /// (ODS writes native properties after the attribute ones).
    pub fn with_unit_prop(mut self, name: &'static str) -> Self {
        self.fields.push(PropertyField::UnitProp(name));
        self
    }

    /// Whether `name` is a native property rather than an attribute: MLIR
    /// leaves it out of the attribute dictionary it writes before version 5.
    pub fn is_native_property(&self, name: &str) -> bool {
        self.fields
            .iter()
            .any(|f| matches!(f, PropertyField::UnitProp(n) if *n == name))
    }

    /// The fields written at `version` (legacy segment references only
    /// before version 6), in order.
    pub fn fields_at(&self, version: u64) -> impl Iterator<Item = &PropertyField> + '_ {
        let legacy = version < VERSION_NATIVE_SEGMENT_SIZES;
        self.fields
            .iter()
            .filter(move |f| legacy || !matches!(f, PropertyField::LegacySegments(_)))
    }

    /// The segment arrays written natively at `version` (none before 6).
    pub fn native_segments_at(&self, version: u64) -> &[SegmentKind] {
        if version >= VERSION_NATIVE_SEGMENT_SIZES {
            &self.native_segments
        } else {
            &[]
        }
    }
}

fn field_name(field: &PropertyField) -> &'static str {
    match field {
        PropertyField::Attr { name, .. } | PropertyField::UnitProp(name) => name,
        PropertyField::LegacySegments(kind) => kind.name(),
    }
}

/// Whether a `UnitProp` value is set: the unit attribute or a non-zero
/// integer (`true`).
fn unit_prop_is_set(ctx: &Context, attr: Attr) -> bool {
    match ctx.attr_data(attr) {
        AttrData::Unit => true,
        AttrData::Integer { value, .. } => !value.is_zero(),
        _ => false,
    }
}

/// The value rmlir keeps for a `UnitProp` read as `set` (its byte non-zero):
/// the unit attribute, or `false` as the parser stores an unset one.
pub fn unit_prop_attr(ctx: &Context, set: bool) -> Attr {
    if set {
        ctx.common().unit
    } else {
        ctx.intern_attr(AttrData::Integer {
            ty: ctx.common().i1,
            value: rmlir_numerics::apint::APInt::from_u64(1, 0),
        })
    }
}

/// The properties layout of the registered op `name`, or `None` when the op
/// is unregistered or stores no properties (MLIR then writes no properties
/// entry).
pub fn property_layout(ctx: &Context, name: OpName) -> Option<PropertyLayout> {
    let info = ctx.op_info(name)?;
    if let Some(layout) = info.interface::<PropertyLayout>() {
        return (!layout.fields.is_empty() || !layout.native_segments.is_empty())
            .then(|| layout.clone());
    }
    let layout = match info.interface::<rmlir_ods::Compiled>() {
        Some(compiled) => {
            let attrs: Vec<(&'static str, bool)> = compiled
                .def
                .attrs
                .iter()
                .map(|a| (a.name, !a.optional))
                .collect();
            PropertyLayout::new(
                &attrs,
                compiled
                    .operand_segmented
                    .then_some(compiled.def.operands.len()),
                compiled
                    .result_segmented
                    .then_some(compiled.def.results.len()),
            )
        }
        // Hand-registered ops (builtin.module): every inherent attribute is
        // optional.
        None => {
            let attrs: Vec<(&'static str, bool)> =
                info.inherent_attrs.iter().map(|&n| (n, false)).collect();
            PropertyLayout::new(&attrs, None, None)
        }
    };
    (!layout.fields.is_empty()).then_some(layout)
}

/// Appends the properties entry of a registered op (without its size
/// prefix) as its generated `writeProperties` writes it at `version`:
/// `props` is the op's properties dictionary, `attr_index` gives the
/// number of an attribute in the attribute table (the writer's numbering
/// passes a recording closure here so both walks see the same attributes).
/// Fails, naming the property, when a required one is missing.
pub fn write_properties(
    ctx: &Context,
    layout: &PropertyLayout,
    version: u64,
    props: Option<Attr>,
    out: &mut Vec<u8>,
    attr_index: &mut dyn FnMut(Attr) -> u64,
) -> Result<(), String> {
    let entries: &[(rmlir_ir::Ident, Attr)] = match props {
        Some(dict) => ctx.dict_entries(dict),
        None => &[],
    };
    let find = |name: &str| {
        entries
            .iter()
            .find(|(k, _)| ctx.ident_str(*k) == name)
            .map(|e| e.1)
    };
    for field in layout.fields_at(version) {
        match *field {
            PropertyField::Attr { name, required } => match (find(name), required) {
                (Some(attr), true) => write_varint(out, attr_index(attr)),
                (Some(attr), false) => write_varint(out, (attr_index(attr) << 1) | 1),
                (None, false) => write_varint(out, 0),
                (None, true) => return Err(format!("missing required property '{name}'")),
            },
            PropertyField::LegacySegments(kind) => match find(kind.name()) {
                Some(attr) => write_varint(out, attr_index(attr)),
                None => return Err(format!("missing required property '{}'", kind.name())),
            },
            PropertyField::UnitProp(name) => {
                out.push(u8::from(
                    find(name).is_some_and(|a| unit_prop_is_set(ctx, a)),
                ));
            }
        }
    }
    let mut sizes: Vec<i32> = Vec::new();
    for &kind in layout.native_segments_at(version) {
        let attr = find(kind.name())
            .ok_or_else(|| format!("missing required property '{}'", kind.name()))?;
        sizes.clear();
        match ctx.attr_data(attr) {
            AttrData::DenseArray { values, .. } => {
                sizes.extend(values.iter().map(|v| v.low_u64() as i32));
            }
            _ => {
                return Err(format!(
                    "property '{}' is not a dense i32 array",
                    kind.name()
                ))
            }
        }
        write_sparse_array(out, &sizes);
    }
    Ok(())
}

/// Appends `array` as MLIR's `writeSparseArray`: densely as `(len << 1)`
/// and the values, or, when at most half the entries are non-zero and the
/// last non-zero index is at most 256, sparsely as `(nnz << 1) | 1`, the
/// index bit width and `(value << bits) | index` per non-zero entry.
pub fn write_sparse_array(out: &mut Vec<u8>, array: &[i32]) {
    let size = array.len() as u32;
    let mut non_zeros = 0u32;
    let mut last_index = 0u32;
    for (index, &value) in array.iter().enumerate() {
        if value != 0 {
            non_zeros += 1;
            last_index = index as u32;
        }
    }
    if last_index > 256 || non_zeros > size / 2 {
        write_varint(out, u64::from(size) << 1);
        for &value in array {
            // MLIR widens the int32 to uint64 (sign extension).
            write_varint(out, i64::from(value) as u64);
        }
        return;
    }
    write_varint(out, (u64::from(non_zeros) << 1) | 1);
    if non_zeros == 0 {
        return;
    }
    // Log2_32_Ceil(last_index + 1): the bits needed to hold last_index.
    let bits = u32::BITS - last_index.leading_zeros();
    write_varint(out, u64::from(bits));
    for (index, &value) in array.iter().enumerate().take(last_index as usize + 1) {
        if value != 0 {
            let pair = ((i64::from(value) as u64) << bits) | index as u64;
            write_varint(out, pair);
        }
    }
}

/// Where [`decode_sparse_array`] takes its varints from: a byte slice here,
/// the reader's bounds-checked cursor there.
pub trait VarintSource {
    /// Why a read failed.
    type Error;
    /// The next varint.
    fn next_varint(&mut self) -> Result<u64, Self::Error>;
    /// An error with `message` (MLIR's wording) where reading stands now.
    fn invalid(&self, message: String) -> Self::Error;
}

/// Reads a sparse array written by [`write_sparse_array`] from `src` into
/// `array` (entries not mentioned stay as they are, normally zero),
/// checking sizes and indices against `array.len()` as MLIR's
/// `readSparseArray` does.
pub fn decode_sparse_array<S: VarintSource>(
    src: &mut S,
    array: &mut [i32],
) -> Result<(), S::Error> {
    let header = src.next_varint()?;
    let (count, sparse) = (header >> 1, header & 1 == 1);
    if !sparse {
        if count > array.len() as u64 {
            return Err(src.invalid(format!(
                "trying to read an array of {count} but only {} storage available.",
                array.len()
            )));
        }
        for slot in array.iter_mut().take(count as usize) {
            *slot = src.next_varint()? as i32;
        }
        return Ok(());
    }
    if count == 0 {
        return Ok(());
    }
    let bits = src.next_varint()?;
    if bits > 8 {
        return Err(src.invalid(format!(
            "reading sparse array with indexing above 8 bits: {bits}"
        )));
    }
    for _ in 0..count {
        let pair = src.next_varint()?;
        let index = pair & !(u64::MAX << bits);
        let len = array.len();
        let Some(slot) = array.get_mut(index as usize) else {
            return Err(src.invalid(format!(
                "reading a sparse array found index {index} but only {len} storage available."
            )));
        };
        *slot = (pair >> bits) as i32;
    }
    Ok(())
}

/// Why [`read_sparse_array`] failed (MLIR's wording where it has one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SparseArrayError {
    /// The bytes ended inside the array.
    Truncated,
    /// A message as MLIR's reader words it.
    Invalid(String),
}

/// Varints from a byte slice, for [`read_sparse_array`].
struct SliceSource<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl VarintSource for SliceSource<'_> {
    type Error = SparseArrayError;

    fn next_varint(&mut self) -> Result<u64, SparseArrayError> {
        let (value, len) =
            read_varint(&self.bytes[self.at..]).ok_or(SparseArrayError::Truncated)?;
        self.at += len;
        Ok(value)
    }

    fn invalid(&self, message: String) -> SparseArrayError {
        SparseArrayError::Invalid(message)
    }
}

/// Reads a sparse array written by [`write_sparse_array`] from `bytes`
/// into `array` ([`decode_sparse_array`]); returns the number of bytes
/// read.
pub fn read_sparse_array(bytes: &[u8], array: &mut [i32]) -> Result<usize, SparseArrayError> {
    let mut src = SliceSource { bytes, at: 0 };
    decode_sparse_array(&mut src, array)?;
    Ok(src.at)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sparse(array: &[i32]) -> Vec<u8> {
        let mut out = Vec::new();
        write_sparse_array(&mut out, array);
        out
    }

    #[test]
    fn sparse_arrays_match_mlir_bytes() {
        // cf.cond_br's operandSegmentSizes [1, 1, 0] in mlir-opt 22 output.
        assert_eq!(sparse(&[1, 1, 0]), [0x0D, 0x03, 0x03, 0x01]);
        assert_eq!(sparse(&[]), [0x03]);
        assert_eq!(sparse(&[0, 0]), [0x03]);
        // One non-zero in four at index 2: sparse, 2 index bits, (3<<2)|2.
        assert_eq!(sparse(&[0, 0, 3, 0]), [0x07, 0x05, 0x1D]);
        // One non-zero at index 0 of two: sparse, 0 index bits.
        assert_eq!(sparse(&[5, 0]), [0x07, 0x01, 0x0B]);
    }

    #[test]
    fn sparse_arrays_round_trip() {
        let cases: &[&[i32]] = &[
            &[1, 1, 0],
            &[0, 0, 3, 0],
            &[5, 0],
            &[0; 300],
            &[1; 7],
            &[0, 0, 0, 0, 0, 0, 0, 2],
        ];
        for &case in cases {
            let bytes = sparse(case);
            let mut back = vec![0; case.len()];
            assert_eq!(read_sparse_array(&bytes, &mut back), Ok(bytes.len()));
            assert_eq!(back, case);
            assert_eq!(
                read_sparse_array(&bytes[..bytes.len() - 1], &mut back),
                Err(SparseArrayError::Truncated)
            );
        }
        let mut small = [0; 2];
        assert!(matches!(
            read_sparse_array(&sparse(&[1, 1, 0]), &mut small),
            Err(SparseArrayError::Invalid(m)) if m == "trying to read an array of 3 but only 2 storage available."
        ));
    }

    #[test]
    fn layout_sorts_attributes_and_legacy_segments_by_name() {
        let layout = PropertyLayout::new(
            &[
                ("static_sizes", true),
                ("static_offsets", true),
                ("alignment", false),
            ],
            Some(3),
            None,
        );
        let names: Vec<&str> = layout.fields.iter().map(field_name).collect();
        assert_eq!(
            names,
            [
                "alignment",
                "operandSegmentSizes",
                "static_offsets",
                "static_sizes"
            ]
        );
        assert_eq!(layout.fields_at(6).count(), 3);
        assert_eq!(layout.fields_at(5).count(), 4);
        assert_eq!(layout.native_segments_at(6), [SegmentKind::Operands]);
        assert!(layout.native_segments_at(5).is_empty());
    }

    #[test]
    fn unit_props_follow_the_attributes() {
        // affine.linearize_index in mlir-opt 22's bytecode.
        let layout = PropertyLayout::new(&[("static_basis", true)], Some(2), None)
            .with_unit_prop("disjoint");
        let names = |v| layout.fields_at(v).map(field_name).collect::<Vec<_>>();
        assert_eq!(
            names(5),
            ["operandSegmentSizes", "static_basis", "disjoint"]
        );
        assert_eq!(names(6), ["static_basis", "disjoint"]);
        assert!(layout.is_native_property("disjoint"));
        assert!(!layout.is_native_property("static_basis"));
    }
}
