//! The SSA value names defined in one isolated scope.
//!
//! A function of a quarter million values keeps as many names while it is
//! parsed, and two such functions may be parsed at once: the table's
//! entries are where a parse's peak memory goes beyond the IR itself. A
//! name is stored as its offset and length in the source (every name the
//! parser defines is a slice of it), so an entry takes 20 bytes instead of
//! the 32 of a `&str` key beside its value. Names from elsewhere, or past
//! 4 GiB of source, go to an ordinary map.

use hashbrown::HashTable;
use rmlir_ir::ValueId;
use rustc_hash::FxHashMap;
use std::hash::BuildHasher;

/// What a defined name stands for.
#[derive(Clone, Copy)]
pub(super) struct ValueEntry {
    /// Offset of the name where it was defined (for notes).
    pub(super) pos: usize,
    /// The first value.
    pub(super) first: ValueId,
    /// How many values (`%x:3` defines three).
    pub(super) count: u32,
}

/// One entry: the name as a source range, and its [`ValueEntry`].
#[derive(Clone, Copy)]
struct Slot {
    off: u32,
    len: u32,
    first: u32,
    count: u32,
    pos: u32,
}

/// Names to values, keyed by the names' text.
pub(super) struct ValueNames<'a> {
    src: &'a [u8],
    table: HashTable<Slot>,
    others: FxHashMap<&'a str, ValueEntry>,
}

fn hash(name: &[u8]) -> u64 {
    rustc_hash::FxBuildHasher.hash_one(name)
}

impl<'a> ValueNames<'a> {
    /// An empty table for names taken from `src`.
    pub(super) fn new(src: &'a [u8]) -> Self {
        ValueNames {
            src,
            table: HashTable::new(),
            others: FxHashMap::default(),
        }
    }

    /// The source range of `name`, if it lies in the source within reach
    /// of a `u32`.
    fn range_of(&self, name: &str) -> Option<(u32, u32)> {
        let base = self.src.as_ptr() as usize;
        let at = (name.as_ptr() as usize).checked_sub(base)?;
        let end = at.checked_add(name.len())?;
        (end <= self.src.len()).then_some(())?;
        Some((u32::try_from(at).ok()?, u32::try_from(name.len()).ok()?))
    }

    fn find(&self, name: &str) -> Option<&Slot> {
        let src = self.src;
        let bytes = name.as_bytes();
        self.table.find(hash(bytes), |s| {
            &src[s.off as usize..s.off as usize + s.len as usize] == bytes
        })
    }

    /// What `name` stands for.
    pub(super) fn get(&self, name: &str) -> Option<ValueEntry> {
        if let Some(s) = self.find(name) {
            return Some(ValueEntry {
                pos: s.pos as usize,
                first: ValueId(s.first),
                count: s.count,
            });
        }
        self.others.get(name).copied()
    }

    /// Whether `name` is defined.
    pub(super) fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// Defines `name` (not defined yet).
    pub(super) fn insert(&mut self, name: &'a str, entry: ValueEntry) {
        let range = self.range_of(name);
        match (range, u32::try_from(entry.pos)) {
            (Some((off, len)), Ok(pos)) => {
                let slot = Slot {
                    off,
                    len,
                    first: entry.first.0,
                    count: entry.count,
                    pos,
                };
                let src = self.src;
                self.table.insert_unique(hash(name.as_bytes()), slot, |s| {
                    hash(&src[s.off as usize..s.off as usize + s.len as usize])
                });
            }
            _ => {
                self.others.insert(name, entry);
            }
        }
    }

    /// Forgets `name`.
    pub(super) fn remove(&mut self, name: &str) {
        let src = self.src;
        let bytes = name.as_bytes();
        if let Ok(e) = self.table.find_entry(hash(bytes), |s| {
            &src[s.off as usize..s.off as usize + s.len as usize] == bytes
        }) {
            e.remove();
        } else {
            self.others.remove(name);
        }
    }

    /// Whether no name is defined.
    pub(super) fn is_empty(&self) -> bool {
        self.table.is_empty() && self.others.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_from_the_source_and_elsewhere_are_found_by_text() {
        let src = "%a %b %a %long_name";
        let mut t = ValueNames::new(src.as_bytes());
        let entry = |first, pos| ValueEntry {
            pos,
            first: ValueId(first),
            count: 1,
        };
        t.insert(&src[1..2], entry(10, 0));
        t.insert(&src[10..19], entry(11, 9));
        let elsewhere = String::from("c");
        let leaked: &'static str = Box::leak(elsewhere.into_boxed_str());
        t.insert(leaked, entry(12, 40));
        // The second `%a` is another slice with the same text.
        assert_eq!(t.get(&src[7..8]).map(|e| e.first), Some(ValueId(10)));
        assert_eq!(
            t.get("long_name").map(|e| (e.first, e.pos)),
            Some((ValueId(11), 9))
        );
        assert_eq!(t.get("c").map(|e| e.first), Some(ValueId(12)));
        assert!(!t.contains_key("b"));
        t.remove("a");
        t.remove("c");
        assert!(!t.contains_key("a") && !t.contains_key("c"));
        t.remove("long_name");
        assert!(t.is_empty());
    }
}
