//! The regions, block arguments and successors of a custom op form.

use super::EntryArg;
use super::{Argument, OpAsmParser, Punct};
use crate::parser::lexer::Tok;
use crate::parser::{PResult, Scope};
use rmlir_ir::{BlockId, Body, Loc, RegionId};
use smallvec::SmallVec;

impl<'p, 'a> OpAsmParser<'p, 'a> {
    /// `%name` with an optional `: type`, attributes and location
    /// (MLIR's `parseArgument`).
    pub fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> PResult<Argument<'a>> {
        if !self.p.is(Tok::PercentIdent) {
            return Err(self.p.error_here("expected SSA operand"));
        }
        let (name, pos) = self.parse_unnumbered_name()?;
        let mut arg = Argument {
            name,
            pos,
            ty: None,
            attrs: None,
            loc: None,
        };
        if allow_type {
            self.parse_punct(Punct::Colon)?;
            arg.ty = Some(self.p.parse_type()?);
        }
        if allow_attrs && self.p.is(Tok::LBrace) {
            arg.attrs = Some(self.p.parse_dictionary()?);
        }
        arg.loc = self.p.parse_trailing_loc()?;
        Ok(arg)
    }

    /// An argument if one starts here.
    pub fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> PResult<Option<Argument<'a>>> {
        if self.p.is(Tok::PercentIdent) {
            self.parse_argument(allow_type, allow_attrs).map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses `{...}` as the op's next region; `args` (with types) become
    /// the entry block's arguments.
    pub fn parse_region(&mut self, args: &[Argument<'a>]) -> PResult<RegionId> {
        if self.state.isolated && !self.state.isolated_scope {
            let owner = Some(self.state.loc);
            self.p
                .scopes
                .push(Scope::isolated(Body::new(0), owner, self.p.src));
            self.state.isolated_scope = true;
        }
        let region = self.p.scope().body.new_detached_region();
        let mut entry: SmallVec<[EntryArg<'a>; 4]> = SmallVec::new();
        for a in args {
            let Some(ty) = a.ty else {
                return Err(self.p.error_at(a.pos, "expected type for region argument"));
            };
            let loc = match a.loc {
                Some(l) => Some(l),
                None => Some(self.p.loc_at(a.pos)),
            };
            entry.push((a.name, ty, loc, a.pos));
        }
        self.p.parse_region(region, &entry)?;
        self.state.regions.push(region);
        Ok(region)
    }

    /// A region if `{` starts here; otherwise an empty region is added when
    /// `always_add` is set.
    pub fn parse_optional_region(
        &mut self,
        args: &[Argument<'a>],
        always_add: bool,
    ) -> PResult<Option<RegionId>> {
        if self.p.is(Tok::LBrace) {
            return self.parse_region(args).map(Some);
        }
        if always_add {
            self.add_empty_region();
        }
        Ok(None)
    }

    /// Moves the region parsed last to the front (for forms that print the
    /// first region last).
    pub fn move_last_region_first(&mut self) {
        if let Some(r) = self.state.regions.pop() {
            self.state.regions.insert(0, r);
        }
    }

    /// Adds an empty region to the op.
    pub fn add_empty_region(&mut self) -> RegionId {
        if self.state.isolated && !self.state.isolated_scope {
            let owner = Some(self.state.loc);
            self.p
                .scopes
                .push(Scope::isolated(Body::new(0), owner, self.p.src));
            self.state.isolated_scope = true;
        }
        let region = self.p.scope().body.new_detached_region();
        self.state.regions.push(region);
        region
    }

    /// Whether the region just parsed is empty.
    pub fn region_is_empty(&mut self, r: RegionId) -> bool {
        self.p.scope().body.region_is_empty(r)
    }

    /// Ensures a region has a block (MLIR's `ensureTerminator` helpers start
    /// with this); returns the block.
    pub fn ensure_block(&mut self, r: RegionId) -> BlockId {
        let body = &mut self.p.scope().body;
        match body.entry_block(r) {
            Some(b) => b,
            None => body.append_block(r),
        }
    }

    /// The body the op's regions are being parsed into (for hooks that add
    /// implicit terminators).
    pub fn region_body(&mut self) -> &mut Body {
        &mut self.p.scope().body
    }

    /// `^bb` as a successor.
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        let b = self.with_outer_scope(|p| p.parse_successor())?;
        self.state.successors.push(b);
        Ok(b)
    }

    /// `^bb` if present.
    pub fn parse_optional_successor(&mut self) -> PResult<Option<BlockId>> {
        if self.p.is(Tok::CaretIdent) {
            self.parse_successor().map(Some)
        } else {
            Ok(None)
        }
    }

    /// A trailing `loc(...)` inside a custom form (rare).
    pub fn parse_optional_loc(&mut self) -> PResult<Option<Loc>> {
        self.p.parse_trailing_loc()
    }
}
