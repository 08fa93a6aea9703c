//! A detached IsolatedFromAbove op: the op's own data (name, location,
//! attributes, properties, result types) together with the `Body` of its
//! regions, taken out of its parent so that it can be worked on alone, on
//! any thread, and then put back.
//!
//! This is what a pass runs on: the pass manager takes each op it schedules
//! out of its parent as an [`IsolatedOp`], lets the pass read and change
//! the op (its location, attributes, properties and everything in its
//! regions), and puts it back. Sibling ops are independent values, so they
//! are transformed in parallel in safe Rust.

use crate::attrs::{Attr, Loc};
use crate::body::{Body, OpId, OpSpec};
use crate::context::OpName;
use crate::types::Type;
use smallvec::SmallVec;

/// An IsolatedFromAbove op taken out of its parent body.
///
/// Its name and result types are the op's identity in the parent (its
/// results may be used there) and cannot change; its location, attributes,
/// properties and body can, and are written back by
/// [`IsolatedOp::put_back`].
#[derive(Debug)]
pub struct IsolatedOp {
    name: OpName,
    result_types: SmallVec<[Type; 2]>,
    /// The op's location.
    pub loc: Loc,
    /// The op's discardable attribute dictionary.
    pub attrs: Attr,
    /// The op's properties (inherent attributes), if any.
    pub properties: Option<Attr>,
    /// The op's regions and everything in them.
    pub body: Box<Body>,
}

impl IsolatedOp {
    /// Takes `op` out of `parent`: its nested body moves into the returned
    /// value and its own data is copied. `None` if `op` is not isolated (it
    /// has no nested body).
    pub fn take(parent: &mut Body, op: OpId) -> Option<IsolatedOp> {
        let body = parent.take_nested_body(op)?;
        Some(IsolatedOp {
            name: parent.op_name(op),
            result_types: parent.results(op).map(|v| parent.value_type(v)).collect(),
            loc: parent.op_loc(op),
            attrs: parent.attrs(op),
            properties: parent.properties(op),
            body,
        })
    }

    /// Puts the op back as `op` of `parent` (where it was taken from):
    /// its location, attributes and properties become the op's, its body
    /// the op's nested body.
    pub fn put_back(self, parent: &mut Body, op: OpId) {
        debug_assert_eq!(parent.op_name(op), self.name, "put back where taken");
        parent.set_op_loc(op, self.loc);
        parent.set_attrs(op, self.attrs);
        parent.set_properties(op, self.properties);
        parent.put_nested_body(op, self.body);
    }

    /// The op's name.
    pub fn name(&self) -> OpName {
        self.name
    }

    /// The types of the op's results.
    pub fn result_types(&self) -> &[Type] {
        &self.result_types
    }

    /// Calls `f` with the op placed back as `op` of `parent` (where it was
    /// taken from), then takes it out again: for what needs the op in its
    /// parent, such as verifying it.
    pub fn lend<R>(&mut self, parent: &mut Body, op: OpId, f: impl FnOnce(&Body, OpId) -> R) -> R {
        self.place(parent, op);
        let out = f(parent, op);
        self.retake(parent, op);
        out
    }

    /// The first half of [`IsolatedOp::lend`]: moves the op's data and body
    /// back into `op` of `parent`, leaving this value's body empty until
    /// [`IsolatedOp::retake`].
    pub fn place(&mut self, parent: &mut Body, op: OpId) {
        parent.set_op_loc(op, self.loc);
        parent.set_attrs(op, self.attrs);
        parent.set_properties(op, self.properties);
        parent.put_nested_body(op, std::mem::take(&mut self.body));
    }

    /// The second half of [`IsolatedOp::lend`]: takes the body placed in
    /// `op` of `parent` back.
    pub fn retake(&mut self, parent: &mut Body, op: OpId) {
        if let Some(body) = parent.take_nested_body(op) {
            self.body = body;
        }
    }

    /// Calls `f` with the op alone in a body of its own, as the top-level op
    /// of a file lives: for what needs the op itself but not its parent,
    /// such as printing it.
    pub fn with_shell<R>(&mut self, f: impl FnOnce(&Body, OpId) -> R) -> R {
        let mut shell = Body::new(0);
        let op = shell.create_op(&OpSpec {
            name: self.name,
            loc: self.loc,
            operands: &[],
            result_types: &self.result_types,
            successors: &[],
            num_regions: 0,
            isolated: false,
            properties: self.properties,
            attrs: self.attrs,
        });
        shell.ops[op.index()].set_nested(Some(std::mem::take(&mut self.body)));
        let out = f(&shell, op);
        if let Some(body) = shell.ops[op.index()].take_nested() {
            self.body = body;
        }
        out
    }
}
