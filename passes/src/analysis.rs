//! Analyses cached per op between passes (MLIR's `AnalysisManager`).
//!
//! A pass asks its [`PassContext`](crate::PassContext) for an analysis of
//! its op; the first request computes it, later ones (in the same pass or in
//! later passes on the same op) reuse it. After each pass, analyses the pass
//! did not mark preserved are dropped, as are all of them after a nested
//! pipeline changed the op's children or after a failure.

use rmlir_ir::{Body, Context};
use std::any::{Any, TypeId};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// An analysis of one op, computed from the op's regions.
pub trait Analysis: Send + Sync + 'static {
    /// Computes the analysis of the op whose regions are `body`.
    fn compute(ctx: &Context, body: &Body) -> Self
    where
        Self: Sized;
}

/// The analyses cached for one op, and what the running pass preserves.
#[derive(Default)]
pub struct AnalysisCache {
    cached: HashMap<TypeId, Arc<dyn Any + Send + Sync>>,
    preserved: HashSet<TypeId>,
    all_preserved: bool,
}

impl AnalysisCache {
    /// The cached `A`, computing and caching it first if needed.
    pub fn get_or_compute<A: Analysis>(&mut self, ctx: &Context, body: &Body) -> Arc<A> {
        let entry = self
            .cached
            .entry(TypeId::of::<A>())
            .or_insert_with(|| Arc::new(A::compute(ctx, body)));
        Arc::clone(entry)
            .downcast::<A>()
            .unwrap_or_else(|_| unreachable!("analyses are keyed by their type"))
    }

    /// The cached `A`, if any.
    pub fn cached<A: Analysis>(&self) -> Option<Arc<A>> {
        let a = self.cached.get(&TypeId::of::<A>())?;
        Arc::clone(a).downcast::<A>().ok()
    }

    /// Keeps `A` after the running pass.
    pub fn preserve<A: Analysis>(&mut self) {
        self.preserved.insert(TypeId::of::<A>());
    }

    /// Keeps every analysis after the running pass.
    pub fn preserve_all(&mut self) {
        self.all_preserved = true;
    }

    /// Ends a pass: drops what it did not preserve (everything if it failed)
    /// and resets the preserved set for the next pass.
    pub fn end_pass(&mut self, failed: bool) {
        if failed {
            self.cached.clear();
        } else if !self.all_preserved {
            let keep = std::mem::take(&mut self.preserved);
            self.cached.retain(|k, _| keep.contains(k));
        }
        self.preserved.clear();
        self.all_preserved = false;
    }

    /// Drops every cached analysis.
    pub fn invalidate_all(&mut self) {
        self.cached.clear();
    }

    /// Number of cached analyses.
    pub fn len(&self) -> usize {
        self.cached.len()
    }

    /// Whether nothing is cached.
    pub fn is_empty(&self) -> bool {
        self.cached.is_empty()
    }
}
