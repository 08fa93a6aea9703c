//! Parsing locations: `loc(...)` and the trailing location of an op,
//! block argument or region argument.

use super::lexer::{unescape, Tok};
use super::{PResult, Parser};
use rmlir_ir::{AttrData, FileRange, Loc, LocData};

impl<'a> Parser<'a> {
    /// Parses `loc(...)`; the current token is `loc`.
    pub(crate) fn parse_loc_body(&mut self) -> PResult<Loc> {
        self.advance();
        self.expect(Tok::LParen, "'(' in location")?;
        let l = self.parse_loc_inner()?;
        self.expect(Tok::RParen, "')' in location")?;
        Ok(l)
    }

    /// Parses a trailing `loc(...)` that may name an alias defined later.
    pub(crate) fn parse_trailing_loc(&mut self) -> PResult<Option<Loc>> {
        if !self.is_keyword("loc") {
            return Ok(None);
        }
        self.advance();
        self.expect(Tok::LParen, "'(' in location")?;
        let l = if self.is(Tok::HashIdent) && !self.text().contains('.') {
            let name = self.text_after_sigil();
            let pos = self.tok.start;
            self.advance();
            match self.attr_aliases.get(name) {
                Some(&a) => match self.ctx.attr_data(a) {
                    AttrData::Location(l) => *l,
                    _ => return Err(self.error_at(pos, "expected location attribute")),
                },
                None => self.deferred_loc(name, pos),
            }
        } else {
            self.parse_loc_inner()?
        };
        self.expect(Tok::RParen, "')' in location")?;
        Ok(Some(l))
    }

    fn parse_loc_inner(&mut self) -> PResult<Loc> {
        self.guard(|p| p.parse_loc_inner_impl())
    }

    fn parse_loc_inner_impl(&mut self) -> PResult<Loc> {
        let ctx = self.ctx;
        match self.tok.kind {
            Tok::HashIdent => {
                let pos = self.tok.start;
                let a = self.parse_attr()?;
                match ctx.attr_data(a) {
                    AttrData::Location(l) => Ok(*l),
                    _ => Err(self.error_at(pos, "expected location attribute")),
                }
            }
            Tok::String => {
                let raw = unescape(self.tok_bytes());
                let name = ctx.ident(&self.utf8_name(self.tok.start, raw)?);
                self.advance();
                if self.consume_if(Tok::Colon) {
                    let line = self.parse_u32("expected integer line number in FileLineColLoc")?;
                    if !self.consume_if(Tok::Colon) {
                        return Ok(ctx.file_loc(name, line, 0));
                    }
                    let col = self.parse_u32("expected integer column number in FileLineColLoc")?;
                    let (mut end_line, mut end_col) = (line, col);
                    if self.consume_keyword("to") {
                        if self.consume_if(Tok::Colon) {
                            end_col = self
                                .parse_u32("expected integer column number in FileLineColRange")?;
                        } else {
                            end_line =
                                self.parse_u32("expected integer line number in FileLineColRange")?;
                            self.expect(Tok::Colon, "':'")?;
                            end_col = self
                                .parse_u32("expected integer column number in FileLineColRange")?;
                        }
                    }
                    return Ok(ctx.file_range_loc(FileRange {
                        file: name,
                        line,
                        col,
                        end_line,
                        end_col,
                    }));
                }
                let child = if self.consume_if(Tok::LParen) {
                    let c = self.parse_loc_inner()?;
                    self.expect(Tok::RParen, "')' after child location of NameLoc")?;
                    c
                } else {
                    ctx.common().unknown_loc
                };
                Ok(ctx.intern_loc(LocData::Name { name, child }))
            }
            Tok::BareIdent => match self.text() {
                "unknown" => {
                    self.advance();
                    Ok(ctx.common().unknown_loc)
                }
                "callsite" => {
                    self.advance();
                    self.expect(Tok::LParen, "'(' in callsite location")?;
                    let callee = self.parse_loc_inner()?;
                    if !self.consume_keyword("at") {
                        return Err(self.error_here("expected 'at' in callsite location"));
                    }
                    let caller = self.parse_loc_inner()?;
                    self.expect(Tok::RParen, "')' in callsite location")?;
                    Ok(ctx.intern_loc(LocData::CallSite { callee, caller }))
                }
                "fused" => {
                    self.advance();
                    let metadata = if self.consume_if(Tok::Less) {
                        let m = self.parse_attr()?;
                        self.expect(Tok::Greater, "'>' after fused location metadata")?;
                        Some(m)
                    } else {
                        None
                    };
                    self.expect(Tok::LSquare, "'[' in fused location")?;
                    let mut locs = Vec::new();
                    if !self.consume_if(Tok::RSquare) {
                        loop {
                            locs.push(self.parse_loc_inner()?);
                            if !self.consume_if(Tok::Comma) {
                                break;
                            }
                        }
                        self.expect(Tok::RSquare, "']' in fused location")?;
                    }
                    Ok(ctx.fused_loc(&locs, metadata))
                }
                _ => Err(self.error_here("expected location instance")),
            },
            _ => Err(self.error_here("expected location instance")),
        }
    }

    fn parse_u32(&mut self, msg: &str) -> PResult<u32> {
        if self.is(Tok::Integer) {
            if let Ok(v) = self.text().parse::<u32>() {
                self.advance();
                return Ok(v);
            }
        }
        Err(self.error_here(msg))
    }
}
