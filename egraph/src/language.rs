//! The e-graph's node language: skeleton leaves, constants and pure ops.

use egg::{Id, Language};
use rmlir_ir::{Attr, OpName, Type};
use smallvec::SmallVec;

/// One e-node.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Node {
    /// A value the e-graph does not look into (a block argument, a result
    /// of an op left in place, a value from an enclosing region), by its
    /// position in the block's leaf table.
    Leaf {
        /// Index into the leaf table.
        index: u32,
        /// The value's type.
        ty: Type,
    },
    /// A constant: the value attribute of a constant-like op.
    Const {
        /// The value.
        value: Attr,
        /// Its type.
        ty: Type,
    },
    /// A pure single-result op without regions, with its properties
    /// (poison flags dropped). `ty` is `None` only in patterns, where it
    /// matches any type.
    Op {
        /// The op.
        name: OpName,
        /// Its inherent attributes.
        props: Option<Attr>,
        /// Its result type.
        ty: Option<Type>,
        /// Its operands.
        children: SmallVec<[Id; 2]>,
    },
}

/// What two nodes must share to match (children aside).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum NodeKind {
    /// A leaf.
    Leaf(u32),
    /// A constant.
    Const(Attr, Type),
    /// An op by name and properties.
    Op(OpName, Option<Attr>),
}

impl Node {
    /// The node's type (`None` for a pattern op).
    pub fn ty(&self) -> Option<Type> {
        match self {
            Node::Leaf { ty, .. } | Node::Const { ty, .. } => Some(*ty),
            Node::Op { ty, .. } => *ty,
        }
    }
}

impl Language for Node {
    type Discriminant = NodeKind;

    fn discriminant(&self) -> NodeKind {
        match self {
            Node::Leaf { index, .. } => NodeKind::Leaf(*index),
            Node::Const { value, ty } => NodeKind::Const(*value, *ty),
            Node::Op { name, props, .. } => NodeKind::Op(*name, *props),
        }
    }

    fn matches(&self, other: &Self) -> bool {
        match (self, other) {
            (
                Node::Op {
                    name: n1,
                    props: p1,
                    ty: t1,
                    children: c1,
                },
                Node::Op {
                    name: n2,
                    props: p2,
                    ty: t2,
                    children: c2,
                },
            ) => {
                n1 == n2
                    && p1 == p2
                    && c1.len() == c2.len()
                    && (t1.is_none() || t2.is_none() || t1 == t2)
            }
            _ => self == other,
        }
    }

    fn children(&self) -> &[Id] {
        match self {
            Node::Op { children, .. } => children,
            _ => &[],
        }
    }

    fn children_mut(&mut self) -> &mut [Id] {
        match self {
            Node::Op { children, .. } => children,
            _ => &mut [],
        }
    }
}
