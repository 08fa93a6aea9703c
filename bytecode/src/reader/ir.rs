//! The IR section: ops, regions, blocks, values and forward references,
//! with the regions of isolated ops read from their nested IR sections
//! (version 2 and later) into a `Body` of their own.
//!
//! Regions nest by recursion on a stack that grows on demand (`stacker`),
//! so deep nesting cannot overflow; every count is checked against the
//! bytes left before anything is allocated for it.

use super::attr_table::AttrTypeTable;
use super::cursor::{Cursor, ReadError, ReadResult, Span};
use super::tables::{DialectEntry, OpNameEntry};
use super::use_lists::{read_use_list_range, UseListOrder};
use crate::encoding::{self, op_mask, section};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::Context;
use rmlir_ir::OpName;
use rmlir_ir::Type;
use rmlir_ir::{Attr, AttrData};
use rmlir_ir::{BlockId, Body, OpId, OpSpec, RegionId, ValueId};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The name of the placeholder ops standing for values used before their
/// definition (MLIR uses the same op).
const FORWARD_REF_OP: &str = "builtin.unrealized_conversion_cast";

/// Decodes an op's properties entry (version 5 and later) into the
/// inherent-attribute dictionary rmlir keeps.
pub trait PropertiesDecoder {
    /// The properties of op `name` from the entry the index at `cur`
    /// names, in a file of format `version`, decoded as the op is
    /// registered here (whether it was where the file was written does not
    /// matter, as in MLIR 22).
    fn read_properties(
        &mut self,
        table: &mut AttrTypeTable<'_>,
        name: OpName,
        version: u64,
        cur: &mut Cursor<'_>,
    ) -> ReadResult<Option<Attr>>;
}

/// The values of one isolated scope: one slot per value index.
#[derive(Default)]
pub struct ValueScope {
    values: Vec<Option<ValueId>>,
    /// Next value index to define, per open region.
    next: Vec<usize>,
    /// Number of values each open region reserved.
    reserved: Vec<usize>,
    /// Placeholders not replaced by a definition yet.
    forward: usize,
}

/// An op's name, properties and attribute dictionary as read.
pub type OpAttrs = (OpName, Option<Attr>, Attr);

/// Reads IR sections.
pub struct IrReader<'t, 'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The whole file.
    pub buf: &'a [u8],
    /// The format version.
    pub version: u64,
    /// Attributes and types.
    pub table: &'t mut AttrTypeTable<'a>,
    /// The dialects.
    pub dialects: &'t [DialectEntry],
    /// The op names.
    pub op_names: &'t [OpNameEntry],
    /// Each op name once resolved.
    pub resolved: Vec<Option<OpName>>,
    /// Decodes properties of registered ops.
    pub properties: &'t mut dyn PropertiesDecoder,
    /// Values reserved by all open regions (bounded by the file size).
    pub reserved_total: usize,
    /// Use-list orders read, applied once a body is complete.
    pub use_lists: Vec<UseListOrder>,
    /// When set, the isolated ops directly inside the bodies of the
    /// top-level ops are not read but recorded here (lazy loading).
    pub lazy: Option<Vec<Pending>>,
    /// How many isolated bodies enclose what is being read.
    pub iso_depth: u32,
    /// The top-level op whose body is being read (for [`Pending::owner`]).
    pub owner: Option<OpId>,
    /// The properties and attributes each (op name, properties,
    /// attributes) read normalize to, as the text parser's generic form
    /// does it (many ops share them).
    pub normalized: FxHashMap<OpAttrs, (Option<Attr>, Attr)>,
}

/// An isolated op whose regions were not read yet.
#[derive(Clone, Copy, Debug)]
pub struct Pending {
    /// The top-level op whose body holds `op`.
    pub owner: OpId,
    /// The op.
    pub op: OpId,
    /// Its number of regions.
    pub num_regions: usize,
    /// Its nested IR section.
    pub span: Span,
}

impl<'t, 'a> IrReader<'t, 'a> {
    /// Reads the top-level IR section into a new body with one block: the
    /// body and that block.
    pub fn read_top_level(&mut self, span: Span) -> ReadResult<(Body, BlockId)> {
        let mut cur = Cursor::new(self.buf, span);
        let mut body = Body::new(1);
        let region = body.root_regions()[0];
        let block = body.append_block(region);
        let mut scope = ValueScope::default();
        scope.next.push(0);
        scope.reserved.push(0);
        let blocks = [block];
        let num_ops = self.read_block_header(&mut body, block, &mut cur, &mut scope)?;
        for _ in 0..num_ops {
            self.read_op(&mut body, block, &blocks, &mut cur, &mut scope)?;
        }
        self.finish_scope(&cur, &mut body, &scope)?;
        Ok((body, block))
    }

    /// Reads the `num_regions` regions of an isolated op from `cur` (its
    /// nested section) into a body of their own.
    pub fn read_isolated_body(
        &mut self,
        cur: &mut Cursor<'a>,
        num_regions: usize,
    ) -> ReadResult<Body> {
        let mut nested = Body::new(num_regions);
        let regions: SmallVec<[RegionId; 1]> = nested.root_regions().into();
        let mut inner = ValueScope::default();
        let saved = std::mem::take(&mut self.use_lists);
        self.read_regions(&mut nested, &regions, cur, &mut inner)?;
        self.finish_scope(cur, &mut nested, &inner)?;
        self.use_lists = saved;
        nested.shrink_to_fit();
        Ok(nested)
    }

    fn finish_scope(
        &mut self,
        cur: &Cursor<'a>,
        body: &mut Body,
        scope: &ValueScope,
    ) -> ReadResult<()> {
        if scope.forward != 0 {
            return Err(cur.error("not all forward unresolved forward operand references"));
        }
        let orders = std::mem::take(&mut self.use_lists);
        super::use_lists::apply(body, orders)
            .map_err(|_| cur.error("parsed use-list orders were invalid and could not be applied"))
    }

    fn op_name(&mut self, cur: &mut Cursor<'a>) -> ReadResult<(OpName, Option<bool>)> {
        let at = *cur;
        let i = cur.varint()?;
        let Some(entry) = self
            .op_names
            .get(i as usize)
            .filter(|_| i <= usize::MAX as u64)
        else {
            return Err(at.error(format!("invalid operation name index: {i}")));
        };
        let i = i as usize;
        if let Some(n) = self.resolved[i] {
            return Ok((n, entry.registered));
        }
        let dialect = &self.dialects[entry.dialect].name;
        let full = if entry.name.is_empty() {
            dialect.clone()
        } else {
            super::tables::load_dialect(self.ctx, &self.dialects[entry.dialect])
                .map_err(|m| at.error(m))?;
            format!("{dialect}.{}", entry.name)
        };
        let n = self.ctx.op_name(&full);
        self.resolved[i] = Some(n);
        Ok((n, entry.registered))
    }

    fn read_block_header(
        &mut self,
        body: &mut Body,
        block: BlockId,
        cur: &mut Cursor<'a>,
        scope: &mut ValueScope,
    ) -> ReadResult<u64> {
        let (num_ops, has_args) = cur.varint_with_flag()?;
        if has_args {
            let n = cur.count(1, "block argument")?;
            let unknown = self.ctx.common().unknown_loc;
            let mut args: SmallVec<[ValueId; 4]> = SmallVec::new();
            for _ in 0..n {
                let (ty, loc) =
                    if self.version >= encoding::VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                        let at = *cur;
                        let (ti, has_loc) = cur.varint_with_flag()?;
                        let ty = self.table.ty(ti, &at, false)?;
                        let loc = if has_loc {
                            self.table.read_loc(cur, false)?
                        } else {
                            unknown
                        };
                        (ty, loc)
                    } else {
                        let ty = self.table.read_type(cur, false)?;
                        (ty, self.table.read_loc(cur, false)?)
                    };
                args.push(body.add_block_arg(block, ty, Some(loc)));
            }
            self.define_values(cur, body, scope, &args)?;
        }
        if self.version >= encoding::VERSION_USE_LIST_ORDERING && has_args {
            let has_orders = cur.byte()?;
            if has_orders != 0 {
                let args: SmallVec<[ValueId; 4]> = body.block_args(block).iter().copied().collect();
                let at = *cur;
                let orders = read_use_list_range(cur, &args)?;
                if orders.is_empty() {
                    return Err(at.error("expected use-list orders for the block arguments"));
                }
                self.use_lists.extend(orders);
            }
        }
        Ok(num_ops)
    }

    fn define_values(
        &mut self,
        cur: &Cursor<'a>,
        body: &mut Body,
        scope: &mut ValueScope,
        values: &[ValueId],
    ) -> ReadResult<()> {
        let next = scope.next.last_mut().expect("an open region");
        let end = *next + values.len();
        if end > scope.values.len() {
            return Err(cur.error(format!(
                "value index range was outside of the expected range for the parent region, got [{}, {end}), but the maximum index was {}",
                *next,
                (scope.values.len() as u64).wrapping_sub(1)
            )));
        }
        for (slot, &v) in scope.values[*next..end].iter_mut().zip(values) {
            if let Some(old) = slot.replace(v) {
                // A forward reference: its uses now go to the definition.
                body.replace_all_uses(old, v);
                if let Some(op) = body.defining_op(old) {
                    let _ = body.erase_op(op);
                }
                scope.forward -= 1;
            }
        }
        *next = end;
        Ok(())
    }

    fn operand(
        &mut self,
        cur: &mut Cursor<'a>,
        body: &mut Body,
        scope: &mut ValueScope,
    ) -> ReadResult<ValueId> {
        let at = *cur;
        let i = cur.varint()?;
        let Some(slot) = scope
            .values
            .get_mut(i as usize)
            .filter(|_| i <= usize::MAX as u64)
        else {
            return Err(at.error(format!("invalid value index: {i}")));
        };
        if let Some(v) = *slot {
            return Ok(v);
        }
        let op = body.create_op(&OpSpec {
            name: self.ctx.op_name(FORWARD_REF_OP),
            loc: self.ctx.common().unknown_loc,
            operands: &[],
            result_types: &[self.ctx.common().none],
            successors: &[],
            num_regions: 0,
            isolated: false,
            properties: None,
            attrs: self.ctx.common().empty_dict,
        });
        let v = body.result(op, 0);
        *slot = Some(v);
        scope.forward += 1;
        Ok(v)
    }

    fn read_regions(
        &mut self,
        body: &mut Body,
        regions: &[RegionId],
        cur: &mut Cursor<'a>,
        scope: &mut ValueScope,
    ) -> ReadResult<()> {
        for &region in regions {
            let num_blocks = cur.count(1, "block")?;
            if num_blocks == 0 {
                continue;
            }
            let at = cur.pos();
            let num_values = cur.varint()?;
            if num_values > (self.buf.len() - self.reserved_total) as u64 {
                return Err(ReadError {
                    message: format!(
                        "region value count {num_values} exceeds what the {} bytes of the file can define",
                        self.buf.len()
                    ),
                    offset: at,
                    section: cur.section(),
                });
            }
            let num_values = num_values as usize;
            self.reserved_total += num_values;
            let blocks: Vec<BlockId> = (0..num_blocks).map(|_| body.append_block(region)).collect();
            scope.next.push(scope.values.len());
            scope.reserved.push(num_values);
            scope.values.resize(scope.values.len() + num_values, None);
            for &b in &blocks {
                let num_ops = self.read_block_header(body, b, cur, scope)?;
                for _ in 0..num_ops {
                    self.read_op(body, b, &blocks, cur, scope)?;
                }
            }
            scope.values.truncate(scope.values.len() - num_values);
            scope.next.pop();
            scope.reserved.pop();
            self.reserved_total -= num_values;
        }
        Ok(())
    }

    fn read_op(
        &mut self,
        body: &mut Body,
        block: BlockId,
        blocks: &[BlockId],
        cur: &mut Cursor<'a>,
        scope: &mut ValueScope,
    ) -> ReadResult<()> {
        let ctx = self.ctx;
        let op_at = *cur;
        let (name, registered) = self.op_name(cur)?;
        let mask = cur.byte()?;
        let loc = self.table.read_loc(cur, false)?;
        let mut attrs = ctx.common().empty_dict;
        if mask & op_mask::HAS_ATTRS != 0 {
            let at = *cur;
            let a = self.table.read_attr(cur, false)?;
            if !matches!(ctx.attr_data(a), AttrData::Dictionary(_)) {
                return Err(at.error(format!(
                    "expected attribute of type: mlir::DictionaryAttr, but got: {}",
                    ctx.render_attr(a)
                )));
            }
            attrs = a;
        }
        let mut properties = None;
        if mask & op_mask::HAS_PROPERTIES != 0 {
            if registered.is_none() {
                return Err(cur.error(format!(
                    "Unexpected missing `wasRegistered` opname flag at bytecode version {} with properties.",
                    self.version
                )));
            }
            properties = self
                .properties
                .read_properties(self.table, name, self.version, cur)?;
        }
        let mut result_types: SmallVec<[Type; 4]> = SmallVec::new();
        if mask & op_mask::HAS_RESULTS != 0 {
            let n = cur.count(1, "result")?;
            for _ in 0..n {
                result_types.push(self.table.read_type(cur, false)?);
            }
        }
        let mut operands: SmallVec<[ValueId; 4]> = SmallVec::new();
        if mask & op_mask::HAS_OPERANDS != 0 {
            let n = cur.count(1, "operand")?;
            for _ in 0..n {
                operands.push(self.operand(cur, body, scope)?);
            }
        }
        let mut successors: SmallVec<[BlockId; 2]> = SmallVec::new();
        if mask & op_mask::HAS_SUCCESSORS != 0 {
            let n = cur.count(1, "successor")?;
            for _ in 0..n {
                let at = *cur;
                let i = cur.varint()?;
                match blocks.get(i as usize).filter(|_| i <= usize::MAX as u64) {
                    Some(&b) => successors.push(b),
                    None => return Err(at.error(format!("invalid successor index: {i}"))),
                }
            }
        }
        let mut result_orders = None;
        if self.version >= encoding::VERSION_USE_LIST_ORDERING
            && mask & op_mask::HAS_USE_LIST_ORDERS != 0
        {
            result_orders = Some(super::use_lists::read_raw_range(cur, result_types.len())?);
        }
        let (mut num_regions, mut bc_isolated) = (0usize, false);
        if mask & op_mask::HAS_INLINE_REGIONS != 0 {
            let at = cur.pos();
            let (n, iso) = cur.varint_with_flag()?;
            num_regions = cur.check_count(n, 1, "region", at)?;
            bc_isolated = iso;
        }
        let key = (name, properties, attrs);
        let (properties, attrs) = match self.normalized.get(&key) {
            Some(&done) => done,
            None => {
                let info = ctx.op_info(name);
                let done = rmlir_text::parser::generic_op_properties(ctx, info, properties, attrs)
                    .map_err(|m| op_at.error(m))?;
                self.normalized.insert(key, done);
                done
            }
        };
        let isolated = ctx.op_traits(name).contains(OpTraits::ISOLATED_FROM_ABOVE);
        let op = body.create_op(&OpSpec {
            name,
            loc,
            operands: &operands,
            result_types: &result_types,
            successors: &successors,
            num_regions: if isolated { 0 } else { num_regions },
            isolated: false,
            properties,
            attrs,
        });
        body.append_op(block, op);
        if scope.reserved.last().copied().unwrap_or(0) != 0 && !result_types.is_empty() {
            let results: SmallVec<[ValueId; 4]> = body.results(op).collect();
            self.define_values(cur, body, scope, &results)?;
        }
        if let Some(raw) = result_orders {
            let results: SmallVec<[ValueId; 4]> = body.results(op).collect();
            self.use_lists
                .extend(super::use_lists::bind(raw, &results, &op_at)?);
        }
        if num_regions == 0 {
            return Ok(());
        }
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            self.read_op_regions(body, op, num_regions, isolated, bc_isolated, cur, scope)
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn read_op_regions(
        &mut self,
        body: &mut Body,
        op: OpId,
        num_regions: usize,
        isolated: bool,
        bc_isolated: bool,
        cur: &mut Cursor<'a>,
        scope: &mut ValueScope,
    ) -> ReadResult<()> {
        let mut nested_cur;
        let cur: &mut Cursor<'a> = if bc_isolated && self.version >= encoding::VERSION_LAZY_LOADING
        {
            let (id, data) = cur.section_header()?;
            if id != section::IR {
                return Err(cur.error("expected IR section for region"));
            }
            nested_cur = Cursor::new(self.buf, data);
            &mut nested_cur
        } else {
            cur
        };
        if isolated && !bc_isolated {
            return Err(cur.error(format!(
                "operation '{}' is isolated from above here, unlike in the bytecode",
                self.ctx.op_name_str(body.op_name(op))
            )));
        }
        if isolated && bc_isolated && self.version >= encoding::VERSION_LAZY_LOADING {
            if let (Some(lazy), 1, Some(owner)) = (self.lazy.as_mut(), self.iso_depth, self.owner) {
                lazy.push(Pending {
                    owner,
                    op,
                    num_regions,
                    span: cur.rest(),
                });
                return Ok(());
            }
        }
        if isolated {
            let saved_owner = self.owner;
            if self.iso_depth == 0 {
                self.owner = Some(op);
            }
            self.iso_depth += 1;
            let nested = self.read_isolated_body(cur, num_regions)?;
            self.iso_depth -= 1;
            self.owner = saved_owner;
            body.put_nested_body(op, Box::new(nested));
        } else if bc_isolated {
            // An op the writer found isolated (an unregistered op whose
            // regions use nothing from above): its values are numbered
            // afresh, but its regions stay in this body.
            let regions: SmallVec<[RegionId; 1]> = body.op_regions(op).into();
            let mut inner = ValueScope::default();
            self.read_regions(body, &regions, cur, &mut inner)?;
            if inner.forward != 0 {
                return Err(cur.error("not all forward unresolved forward operand references"));
            }
        } else {
            let regions: SmallVec<[RegionId; 1]> = body.op_regions(op).into();
            self.read_regions(body, &regions, cur, scope)?;
        }
        Ok(())
    }
}
