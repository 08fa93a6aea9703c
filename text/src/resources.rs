//! File metadata resources (`{-# dialect_resources: ..., external_resources: ... #-}`)
//! as mlir-opt 22 keeps and prints them.
//!
//! - `dialect_resources` may only name the `builtin` dialect here; its
//!   entries are blobs that `dense_resource<key>` attributes refer to. Only
//!   the blobs the printed IR references are printed back, in the order the
//!   printer first meets them.
//! - `external_resources` are kept as mlir-opt's fallback resource map keeps
//!   them (blobs, booleans and strings, in file order) and all printed back;
//!   groups without entries are not printed.

use crate::printer::{is_bare_identifier, write_escaped};
use rustc_hash::FxHashMap;

/// The value of one resource entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceValue {
    /// `"0x..."`: the first 4 bytes (little-endian) are the alignment.
    Blob {
        /// The blob's alignment in bytes: 0 or a power of two.
        alignment: u32,
        /// The bytes after the alignment.
        data: Vec<u8>,
    },
    /// `true` / `false`.
    Bool(bool),
    /// Any other string.
    String(Vec<u8>),
}

impl ResourceValue {
    /// The value as MLIR prints it (`"0x..."` in upper-case hex, `true`,
    /// or an escaped string).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        match self {
            ResourceValue::Blob { alignment, data } => {
                const HEX: &[u8; 16] = b"0123456789ABCDEF";
                out.reserve(data.len() * 2 + 12);
                out.push_str("\"0x");
                for b in alignment.to_le_bytes().iter().chain(data.iter()) {
                    out.push(HEX[(b >> 4) as usize] as char);
                    out.push(HEX[(b & 15) as usize] as char);
                }
                out.push('"');
            }
            ResourceValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            ResourceValue::String(s) => write_escaped(&mut out, s),
        }
        out
    }
}

/// The resources of one parsed file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FileResources {
    /// Builtin dialect blobs by key, in file order (set them with
    /// [`FileResources::set_builtin`], which keeps keys unique).
    pub builtin: Vec<(String, ResourceValue)>,
    /// External resource groups in file order, each with its entries.
    pub external: Vec<(String, Vec<(String, ResourceValue)>)>,
    /// Position of each key in `builtin`.
    index: FxHashMap<String, usize>,
}

impl FileResources {
    /// Whether there is nothing to print.
    pub fn is_empty(&self) -> bool {
        self.builtin.is_empty() && self.external.is_empty()
    }

    /// Sets the builtin blob `key`, replacing an earlier value.
    pub fn set_builtin(&mut self, key: String, value: ResourceValue) {
        match self.index.get(&key) {
            Some(&i) => self.builtin[i].1 = value,
            None => {
                self.index.insert(key.clone(), self.builtin.len());
                self.builtin.push((key, value));
            }
        }
    }

    /// The builtin blob `key`, if the file has one.
    pub fn builtin_blob(&self, key: &str) -> Option<&ResourceValue> {
        match self.index.get(key) {
            Some(&i) => self.builtin.get(i).map(|(_, v)| v),
            // Entries pushed to `builtin` directly.
            None => self.builtin.iter().find(|(k, _)| k == key).map(|(_, v)| v),
        }
    }

    /// The `{-# ... #-}` text mlir-opt prints after the top-level op (with
    /// its leading newline and trailing newline), or an empty string.
    /// `referenced` lists the `dense_resource` keys in the order the
    /// printer met them; entries whose text is longer than `elide_above`
    /// characters are left out, as `--mlir-elide-resource-strings-if-larger`
    /// does.
    pub fn metadata_text(&self, referenced: &[String], elide_above: Option<u64>) -> String {
        let mut out = String::new();
        let mut opened = false;
        let mut section_open = false;
        // Builtin blobs in reference order; then external groups.
        let builtin: Vec<(&str, &ResourceValue)> = referenced
            .iter()
            .filter_map(|k| self.builtin_blob(k).map(|v| (k.as_str(), v)))
            .collect();
        let groups: Vec<(&str, Vec<(&str, &ResourceValue)>)> =
            std::iter::once(("builtin", builtin)).collect();
        let external: Vec<(&str, Vec<(&str, &ResourceValue)>)> = self
            .external
            .iter()
            .map(|(g, es)| {
                (
                    g.as_str(),
                    es.iter().map(|(k, v)| (k.as_str(), v)).collect(),
                )
            })
            .collect();
        for (section, groups) in [("dialect", groups), ("external", external)] {
            let mut need_group_comma = false;
            for (group, entries) in groups {
                let mut had_entry = false;
                for (key, value) in entries {
                    if !opened {
                        out.push_str("\n{-#\n");
                        opened = true;
                    }
                    let text = value.to_text();
                    if elide_above.is_some_and(|n| text.len() as u64 > n) {
                        continue;
                    }
                    if !section_open {
                        if section == "external" && out.ends_with('}') {
                            out.push_str(",\n");
                        }
                        out.push_str("  ");
                        out.push_str(section);
                        out.push_str("_resources: {\n");
                        section_open = true;
                    }
                    if !had_entry {
                        if need_group_comma {
                            out.push_str(",\n");
                        }
                        out.push_str("    ");
                        out.push_str(group);
                        out.push_str(": {\n");
                        had_entry = true;
                    } else {
                        out.push_str(",\n");
                    }
                    out.push_str("      ");
                    if is_bare_identifier(key) {
                        out.push_str(key);
                    } else {
                        write_escaped(&mut out, key.as_bytes());
                    }
                    out.push_str(": ");
                    out.push_str(&text);
                }
                need_group_comma |= had_entry;
                if had_entry {
                    out.push_str("\n    }");
                }
            }
            if section_open {
                out.push_str("\n  }");
                section_open = false;
            }
        }
        if opened {
            out.push_str("\n#-}\n");
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blob(a: u32, d: &[u8]) -> ResourceValue {
        ResourceValue::Blob {
            alignment: a,
            data: d.to_vec(),
        }
    }

    #[test]
    fn prints_referenced_blobs_in_reference_order() {
        let mut r = FileResources::default();
        r.set_builtin("a".into(), blob(4, &[1, 0xab]));
        r.set_builtin("b c".into(), blob(8, &[2]));
        r.set_builtin("unused".into(), blob(8, &[3]));
        let t = r.metadata_text(&["b c".into(), "a".into(), "missing".into()], None);
        assert_eq!(
            t,
            "\n{-#\n  dialect_resources: {\n    builtin: {\n      \"b c\": \"0x0800000002\",\n      a: \"0x0400000001AB\"\n    }\n  }\n#-}\n"
        );
    }

    #[test]
    fn external_after_dialect_and_elision() {
        let mut r = FileResources::default();
        r.set_builtin("a".into(), blob(4, &[1]));
        r.external.push((
            "ext".into(),
            vec![
                ("s".into(), ResourceValue::String(b"long string".to_vec())),
                ("t".into(), ResourceValue::Bool(false)),
            ],
        ));
        r.external.push(("empty".into(), vec![]));
        let t = r.metadata_text(&["a".into()], None);
        assert_eq!(
            t,
            "\n{-#\n  dialect_resources: {\n    builtin: {\n      a: \"0x0400000001\"\n    }\n  },\n  external_resources: {\n    ext: {\n      s: \"long string\",\n      t: false\n    }\n  }\n#-}\n"
        );
        let t = r.metadata_text(&["a".into()], Some(8));
        assert_eq!(
            t,
            "\n{-#\n  external_resources: {\n    ext: {\n      t: false\n    }\n  }\n#-}\n"
        );
        // Everything elided: MLIR still opens and closes the dictionary.
        let t = r.metadata_text(&["a".into()], Some(1));
        assert_eq!(t, "\n{-#\n\n#-}\n");
        assert_eq!(FileResources::default().metadata_text(&[], None), "");
    }
}
