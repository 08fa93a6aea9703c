//! The textual pipeline parser: `builtin.module(func.func(cse,canonicalize{max-iterations=3}))`.

use crate::manager::OpPassManager;
use crate::pass::PassRegistry;

/// A pipeline parse error, printed as MLIR prints it.
#[derive(Debug, Clone)]
pub struct PipelineError {
    /// The whole message (may span lines).
    pub message: String,
}

/// Parses `anchor(pipeline)` into a top-level manager.
pub fn parse_pipeline(reg: &PassRegistry, text: &str) -> Result<OpPassManager, PipelineError> {
    let text = text.trim();
    let start = text.find('(');
    if start.is_none() || start == Some(0) || !text.ends_with(')') {
        return Err(PipelineError {
            message: "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'".into(),
        });
    }
    let start = start.unwrap_or(0);
    let anchor = text[..start].trim_end();
    let inner = &text[start + 1..text.len() - 1];
    let mut pm = OpPassManager::new(anchor);
    parse_into(reg, inner, &mut pm)?;
    Ok(pm)
}

/// Parses a comma-separated pipeline (`cse,func.func(canonicalize)`) into `pm`.
pub fn parse_into(
    reg: &PassRegistry,
    text: &str,
    pm: &mut OpPassManager,
) -> Result<(), PipelineError> {
    let mut p = Parser {
        text,
        b: text.as_bytes(),
        at: 0,
    };
    let elems = p.list()?;
    if p.at < p.b.len() {
        return Err(p.error(p.at, "expected ',' after parsing pipeline element"));
    }
    build(reg, text, &elems, pm)
}

struct Elem<'t> {
    name: &'t str,
    pos: usize,
    options: &'t str,
    inner: Option<Vec<Elem<'t>>>,
}

struct Parser<'t> {
    text: &'t str,
    b: &'t [u8],
    at: usize,
}

impl<'t> Parser<'t> {
    fn error(&self, pos: usize, msg: &str) -> PipelineError {
        let caret = " ".repeat(pos.min(self.text.len()));
        PipelineError {
            message: format!(
                "MLIR Textual PassPipeline Parser:1:{}: error: {msg}\n{}\n{caret}^\n",
                pos + 1,
                self.text
            ),
        }
    }

    fn skip_ws(&mut self) {
        while self.at < self.b.len() && self.b[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
    }

    fn list(&mut self) -> Result<Vec<Elem<'t>>, PipelineError> {
        let mut out = Vec::new();
        loop {
            self.skip_ws();
            if self.at >= self.b.len() || self.b[self.at] == b')' {
                break;
            }
            out.push(self.elem()?);
            self.skip_ws();
            if self.at < self.b.len() && self.b[self.at] == b',' {
                self.at += 1;
                continue;
            }
            break;
        }
        Ok(out)
    }

    fn elem(&mut self) -> Result<Elem<'t>, PipelineError> {
        let start = self.at;
        while self.at < self.b.len()
            && (self.b[self.at].is_ascii_alphanumeric() || b"-_.".contains(&self.b[self.at]))
        {
            self.at += 1;
        }
        if self.at == start {
            return Err(self.error(start, "expected pass pipeline element name"));
        }
        let name = &self.text[start..self.at];
        let mut options = "";
        if self.at < self.b.len() && self.b[self.at] == b'{' {
            let ostart = self.at + 1;
            let mut depth = 0;
            while self.at < self.b.len() {
                match self.b[self.at] {
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                self.at += 1;
            }
            if self.at >= self.b.len() {
                return Err(self.error(
                    ostart - 1,
                    "missing closing '}' while processing pass options",
                ));
            }
            options = &self.text[ostart..self.at];
            self.at += 1;
        }
        let mut inner = None;
        if self.at < self.b.len() && self.b[self.at] == b'(' {
            let open = self.at;
            self.at += 1;
            let list = self.list()?;
            self.skip_ws();
            if self.at >= self.b.len() || self.b[self.at] != b')' {
                return Err(self.error(
                    open + 1,
                    "encountered unbalanced parentheses while parsing pipeline",
                ));
            }
            self.at += 1;
            inner = Some(list);
        }
        Ok(Elem {
            name,
            pos: start,
            options,
            inner,
        })
    }
}

fn build(
    reg: &PassRegistry,
    text: &str,
    elems: &[Elem<'_>],
    pm: &mut OpPassManager,
) -> Result<(), PipelineError> {
    for e in elems {
        if let Some(inner) = &e.inner {
            let mut nested = OpPassManager::new(e.name);
            build(reg, text, inner, &mut nested)?;
            pm.entries.push(crate::manager::Entry::Nested(nested));
            continue;
        }
        let Some(info) = reg.lookup(e.name) else {
            let p = Parser {
                text,
                b: text.as_bytes(),
                at: 0,
            };
            return Err(p.error(
                e.pos,
                &format!(
                    "'{}' does not refer to a registered pass or pass pipeline",
                    e.name
                ),
            ));
        };
        let pass = info
            .instantiate(e.options, reg)
            .map_err(|message| PipelineError { message })?;
        match pass.info.anchor {
            Some(a) if a != pm.anchor && pm.anchor != "any" => {
                return Err(PipelineError {
                    message: format!(
                        "Can't add pass '{}' restricted to '{a}' on a PassManager intended to run on '{}', did you intend to nest?",
                        e.name, pm.anchor
                    ),
                });
            }
            _ => pm.add_pass(pass),
        }
    }
    Ok(())
}
