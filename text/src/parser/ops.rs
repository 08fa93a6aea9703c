//! Parsing ops, regions, blocks and SSA values.

use super::lexer::{unescape, Tok};
use super::{PResult, Parser, Scope, ValueEntry};
use rmlir_ir::registry::OpTraits;
use rmlir_ir::Diagnostic;
use rmlir_ir::Loc;
use rmlir_ir::{BlockId, Body, OpId, OpSpec, RegionId, ValueId};
use rmlir_ir::{Type, TypeData};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The result of parsing a file: the top-level op, detached in `body`.
pub struct ParsedModule {
    /// Body holding the top-level op.
    pub body: Body,
    /// The top-level op (normally a `builtin.module`).
    pub op: OpId,
    /// The resources of the `{-# ... #-}` file metadata.
    pub resources: crate::resources::FileResources,
}

/// A value use waiting to be resolved: name, result number, position.
pub(crate) struct PendingUse<'a> {
    pub(crate) name: &'a str,
    pub(crate) number: u32,
    pub(crate) pos: usize,
}

/// Per-region block table.
#[derive(Default)]
pub(crate) struct BlockScope<'a> {
    blocks: FxHashMap<&'a str, (BlockId, bool, usize)>,
}

impl BlockScope<'_> {
    /// Whether no block was named.
    pub(crate) fn is_empty(&self) -> bool {
        self.blocks.is_empty()
    }
}

const FORWARD_REF_OP: &str = "builtin.<forward-ref>";

impl<'a> Parser<'a> {
    /// Parses one op (generic or custom form) and appends it to `block`.
    pub(crate) fn parse_op_into(&mut self, block: BlockId) -> PResult<()> {
        self.guard(|p| p.parse_op_into_impl(block))
    }

    fn parse_op_into_impl(&mut self, block: BlockId) -> PResult<()> {
        let start = self.tok.start;
        // Result list: `%a, %b:2 =`.
        let mut results: SmallVec<[(&'a str, u32, usize); 2]> = SmallVec::new();
        if self.is(Tok::PercentIdent) {
            loop {
                if !self.is(Tok::PercentIdent) {
                    return Err(self.error_here("expected valid ssa identifier"));
                }
                let name = self.text();
                let pos = self.tok.start;
                self.advance();
                let mut count = 1;
                if self.consume_if(Tok::Colon) {
                    count = match self.text().parse::<u32>() {
                        Ok(c) if self.is(Tok::Integer) && c > 0 => c,
                        Ok(0) if self.is(Tok::Integer) => {
                            return Err(self
                                .error_here("expected named operation to have at least 1 result"))
                        }
                        _ => return Err(self.error_here("expected integer number of results")),
                    };
                    self.advance();
                }
                results.push((name, count, pos));
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Equal, "'=' after SSA name")?;
        }
        let op = match self.tok.kind {
            Tok::String => self.parse_generic_op(block)?,
            // An integer type is its own token in MLIR's lexer, not an op name.
            Tok::BareIdent if is_int_type_keyword(self.text()) => {
                return Err(self.error_here("expected operation name in quotes"))
            }
            Tok::BareIdent => {
                let bound: u32 = results.iter().map(|r| r.1).sum();
                self.parse_custom_op(block, bound as usize)?
            }
            Tok::Error => return Err(self.error_here("")),
            _ => return Err(self.error_here("expected operation name in quotes")),
        };
        // Bind results.
        let body = &self.scope().body;
        let num_results = body.num_results(op);
        let declared: u32 = results.iter().map(|r| r.1).sum();
        if !results.is_empty() && num_results == 0 {
            return Err(self.error_at(start, "cannot name an operation with no results"));
        }
        if !results.is_empty() && declared as usize != num_results {
            return Err(self.error_at(
                start,
                format!(
                    "operation defines {num_results} results but was provided {declared} to bind"
                ),
            ));
        }
        let mut next = 0;
        for (name, count, pos) in results {
            let first = self.scope().body.result(op, next);
            self.define_value(name, first, count, pos)?;
            next += count as usize;
        }
        Ok(())
    }

    fn parse_generic_op(&mut self, block: BlockId) -> PResult<OpId> {
        let ctx = self.ctx;
        let name_pos = self.tok.start;
        let default_loc = self.loc_at(name_pos);
        let token_text = self.text();
        let name = match self.op_name_cache.get(token_text) {
            Some(&n) => n,
            None => {
                let raw = unescape(self.tok_bytes());
                let n = ctx.op_name(&self.utf8_name(name_pos, raw)?);
                self.op_name_cache.insert(token_text, n);
                n
            }
        };
        let name_text = ctx.op_name_str(name);
        self.advance();
        if name_text.is_empty() {
            return Err(self.error_at(name_pos, "empty operation name is invalid"));
        }
        let info = ctx.op_info(name);
        if info.is_none() && !ctx.allows_unregistered_dialects() {
            let dialect = name_text.split('.').next().unwrap_or("");
            if ctx.dialect(dialect).is_none() || !name_text.contains('.') {
                let here = self.tok.start;
                return Err(self.error_at(
                    here,
                    "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                ));
            }
        }
        let traits = ctx.op_traits(name);
        let isolated = traits.contains(OpTraits::ISOLATED_FROM_ABOVE);

        // Operands.
        self.expect(Tok::LParen, "'(' to start operand list")?;
        let mut operands: SmallVec<[PendingUse<'a>; 4]> = SmallVec::new();
        while self.is(Tok::PercentIdent) {
            operands.push(self.parse_value_use()?);
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "')'")?;
        // Successors.
        let mut successors: SmallVec<[BlockId; 2]> = SmallVec::new();
        if self.is(Tok::LSquare) && info.is_some() && !traits.contains(OpTraits::TERMINATOR) {
            return Err(self.error_here("successors in non-terminator"));
        }
        if self.consume_if(Tok::LSquare) {
            loop {
                successors.push(self.parse_successor()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RSquare, "']' to end successor list")?;
        }
        // Properties.
        let mut properties = None;
        if self.is(Tok::Less) {
            self.advance();
            properties = Some(self.parse_attr()?);
            self.expect(Tok::Greater, "'>' to close properties")?;
        }
        // Regions.
        let mut regions: Vec<RegionId> = Vec::new();
        let mut nested_body: Option<Body> = None;
        if self.is(Tok::LParen) {
            self.advance();
            if isolated {
                self.scopes
                    .push(Scope::isolated(Body::new(0), Some(default_loc), self.src));
            }
            loop {
                let r = self.scope().body.new_detached_region();
                self.parse_region(r, &[])?;
                regions.push(r);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "')' to end region list")?;
            if isolated {
                self.finish_scope_forward_refs()?;
                let mut scope = self.scopes.pop().expect("isolated scope");
                scope.body.set_root_regions(regions.drain(..));
                nested_body = Some(std::mem::take(&mut scope.body));
            }
        }
        // Attributes.
        let mut attrs = ctx.common().empty_dict;
        if self.is(Tok::LBrace) {
            attrs = self.parse_dictionary()?;
        }
        // Type signature.
        self.expect(Tok::Colon, "':' followed by operation type")?;
        let ty_pos = self.tok.start;
        let fty = self.parse_type()?;
        let (inputs, outputs): (&[Type], &[Type]) = match ctx.type_data(fty) {
            TypeData::Function { inputs, results } => (inputs, results),
            _ => return Err(self.error_at(ty_pos, "expected function type")),
        };
        if inputs.len() != operands.len() {
            return Err(self.error_at(
                ty_pos,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            ));
        }
        let loc = self.parse_trailing_loc()?.unwrap_or(default_loc);
        match (properties, info) {
            (Some(p), Some(info)) => {
                properties = Some(self.registered_properties(info, p, name_pos)?);
            }
            (None, Some(info)) => {
                if let Some(m) = super::properties::inherent_attr_error(ctx, info, attrs) {
                    return Err(self.error_at(name_pos, m));
                }
            }
            _ => {}
        }
        (properties, attrs) =
            super::properties::generic_op_properties(ctx, info, properties, attrs)
                .map_err(|m| self.error_at(name_pos, m))?;
        let mut values: SmallVec<[ValueId; 4]> = SmallVec::new();
        for (u, &ty) in operands.iter().zip(inputs.iter()) {
            values.push(self.resolve_value(u, ty, name_text, default_loc)?);
        }
        let body = &mut self.scope().body;
        let op = body.create_op(&OpSpec {
            name,
            loc,
            operands: &values,
            result_types: outputs,
            successors: &successors,
            num_regions: 0,
            isolated: false,
            properties,
            attrs,
        });
        if let Some(mut nb) = nested_body {
            nb.shrink_to_fit();
            body.put_nested_body(op, Box::new(nb));
        } else {
            body.attach_regions(op, &regions);
        }
        body.append_op(block, op);
        Ok(op)
    }

    /// Custom op forms: the op name (with MLIR's default-dialect lookup),
    /// then the op's parse hook.
    fn parse_custom_op(&mut self, block: BlockId, num_bound_results: usize) -> PResult<OpId> {
        let ctx = self.ctx;
        let pos = self.tok.start;
        let default_loc = self.loc_at(pos);
        let word = self.text();
        let dd = self.default_dialects.last().copied().unwrap_or("");
        // Resolved names are cached by spelling (and default dialect).
        let name = match self.custom_name_cache.get(&(dd, word)) {
            Some(&n) => n,
            None => {
                let mut n = ctx.op_name(word);
                if ctx.op_info(n).is_none() && !word.contains('.') {
                    n = ctx.op_name(&format!("{dd}.{word}"));
                }
                self.custom_name_cache.insert((dd, word), n);
                n
            }
        };
        let tried = (!word.contains('.') && ctx.op_name_str(name) != word)
            .then(|| ctx.op_name_str(name).to_string());
        let full = ctx.op_name_str(name);
        if full == "builtin.unrealized_conversion_cast" {
            return self.parse_cast_op(block, default_loc);
        }
        if full != "builtin.module" {
            if let Some(info) = ctx.op_info(name) {
                return self.parse_custom_with_hook(
                    block,
                    name,
                    info,
                    pos,
                    default_loc,
                    num_bound_results,
                );
            }
            let dialect = full.split('.').next().unwrap_or("");
            let also = match &tried {
                Some(t) => format!(" (tried '{t}' as well)"),
                None => String::new(),
            };
            if ctx.dialect(dialect).is_none() {
                return Err(self.error_at(
                    pos,
                    format!("Dialect `{dialect}' not found for custom op '{word}' {also}"),
                ));
            }
            return Err(self.error_at(pos, format!("custom op '{word}' is unknown{also}")));
        }
        self.advance();
        let mut props = Vec::new();
        if self.is(Tok::AtIdent) {
            let t = self.text_after_sigil();
            let name = if t.starts_with('"') {
                String::from_utf8_lossy(&unescape(t.as_bytes())).into_owned()
            } else {
                t.to_string()
            };
            self.advance();
            props.push((ctx.ident("sym_name"), ctx.string_attr(&name)));
        }
        let mut attrs = ctx.common().empty_dict;
        if self.consume_keyword("attributes") {
            let (inherent, rest): (Vec<_>, Vec<_>) = self
                .parse_dictionary_entries()?
                .into_iter()
                .partition(|(k, _)| matches!(ctx.ident_str(*k), "sym_name" | "sym_visibility"));
            props.extend(inherent);
            attrs = ctx.dictionary_attr(rest);
        }
        let name = ctx.op_name("builtin.module");
        self.scopes
            .push(Scope::isolated(Body::new(1), Some(default_loc), self.src));
        let region = self.scope().body.root_regions()[0];
        if !self.is(Tok::LBrace) {
            return Err(self.error_here("expected '{' to begin a region"));
        }
        self.default_dialects.push("builtin");
        // The ops of a top-level module may be split (`parallel.rs`).
        let top_level = self.scopes.len() == 2;
        if let Some(split) = self.split.as_mut().filter(|_| top_level) {
            split.depth = 2;
        }
        let parsed = self.parse_region(region, &[]);
        if let Some(split) = self.split.as_mut().filter(|_| top_level) {
            split.depth = 1;
        }
        self.default_dialects.pop();
        parsed?;
        // A module always has one block.
        if self.scope().body.region_is_empty(region) {
            self.scope().body.append_block(region);
        }
        self.finish_scope_forward_refs()?;
        let scope = self.scopes.pop().expect("module scope");
        let loc = self.parse_trailing_loc()?.unwrap_or(default_loc);
        let properties = if props.is_empty() {
            None
        } else {
            Some(ctx.dictionary_attr(props))
        };
        let body = &mut self.scope().body;
        let op = body.create_op(&OpSpec {
            name,
            loc,
            operands: &[],
            result_types: &[],
            successors: &[],
            num_regions: 0,
            isolated: false,
            properties,
            attrs,
        });
        let mut nb = scope.body;
        nb.shrink_to_fit();
        body.put_nested_body(op, Box::new(nb));
        body.append_op(block, op);
        Ok(op)
    }

    /// `unrealized_conversion_cast %a, %b : t1, t2 to t3 {attrs}`.
    fn parse_cast_op(&mut self, block: BlockId, default_loc: Loc) -> PResult<OpId> {
        let ctx = self.ctx;
        let name_text = "builtin.unrealized_conversion_cast";
        self.advance();
        let mut operands: SmallVec<[PendingUse<'a>; 4]> = SmallVec::new();
        let operands_pos = self.tok.start;
        while self.is(Tok::PercentIdent) {
            operands.push(self.parse_value_use()?);
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        let mut input_types: SmallVec<[Type; 4]> = SmallVec::new();
        if !operands.is_empty() {
            self.expect(Tok::Colon, "':'")?;
            loop {
                input_types.push(self.parse_type()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        // Errors of the declarative format: the keyword at the current
        // token, the operand count (checked once the op is parsed) at the
        // operands.
        if !self.consume_keyword("to") {
            if self.tok.kind == Tok::Error {
                return Err(self.error_here("expected 'to'"));
            }
            let pos = self.tok.start;
            return Err(self.error_at(pos, format!("custom op '{name_text}' expected 'to'")));
        }
        let mut result_types: SmallVec<[Type; 4]> = SmallVec::new();
        loop {
            result_types.push(self.parse_type()?);
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        let attrs = if self.is(Tok::LBrace) {
            self.parse_dictionary()?
        } else {
            ctx.common().empty_dict
        };
        if input_types.len() != operands.len() {
            return Err(self.error_at(
                operands_pos,
                format!(
                    "custom op '{name_text}' number of operands and types do not match: got {} operands and {} types",
                    operands.len(),
                    input_types.len()
                ),
            ));
        }
        let loc = self.parse_trailing_loc()?.unwrap_or(default_loc);
        let mut values: SmallVec<[ValueId; 4]> = SmallVec::new();
        for (u, &ty) in operands.iter().zip(input_types.iter()) {
            values.push(self.resolve_value(u, ty, name_text, default_loc)?);
        }
        let body = &mut self.scope().body;
        let op = body.create_op(&OpSpec {
            name: ctx.op_name(name_text),
            loc,
            operands: &values,
            result_types: &result_types,
            successors: &[],
            num_regions: 0,
            isolated: false,
            properties: None,
            attrs,
        });
        body.append_op(block, op);
        Ok(op)
    }

    /// `%name` or `%name#N`.
    pub(crate) fn parse_value_use(&mut self) -> PResult<PendingUse<'a>> {
        if !self.is(Tok::PercentIdent) {
            return Err(self.error_here("expected SSA operand"));
        }
        let name = self.text();
        let pos = self.tok.start;
        self.advance();
        let mut number = 0;
        if self.is(Tok::HashIdent) {
            match self.text_after_sigil().parse::<u32>() {
                Ok(n) => number = n,
                Err(_) => return Err(self.error_here("invalid SSA value result number")),
            }
            self.advance();
        }
        Ok(PendingUse { name, number, pos })
    }

    /// Reports a use of a value that is only visible outside the enclosing
    /// IsolatedFromAbove op, with MLIR's verifier message.
    fn check_isolation(&mut self, u: &PendingUse<'a>, op_name: &str, op_loc: Loc) -> PResult<()> {
        let Some((inner, outer)) = self.scopes.split_last() else {
            return Ok(());
        };
        if inner.values.contains_key(u.name) || inner.forward.contains_key(&(u.name, u.number)) {
            return Ok(());
        }
        if outer.iter().any(|s| s.values.contains_key(u.name)) {
            let owner = inner.owner.unwrap_or(self.ctx.common().unknown_loc);
            return Err(Diagnostic::error(
                op_loc,
                format!("'{op_name}' op using value defined outside the region"),
            )
            .with_note(owner, "required by region isolation constraints"));
        }
        Ok(())
    }

    /// Resolves a use to a value of type `ty`, creating a forward reference
    /// if the name is not defined yet.
    pub(crate) fn resolve_value(
        &mut self,
        u: &PendingUse<'a>,
        ty: Type,
        op_name: &'a str,
        op_loc: Loc,
    ) -> PResult<ValueId> {
        let scope = self.scopes.last_mut().expect("scope");
        let found = scope.values.get(u.name);
        let mut def_pos = None;
        let v = if let Some(ValueEntry { first, count, pos }) = found {
            def_pos = Some(pos);
            if u.number >= count {
                return Err(self.error_at(u.pos, "reference to invalid result number"));
            }
            ValueId(first.0 + u.number)
        } else if let Some(&(v, _)) = scope.forward.get(&(u.name, u.number)) {
            v
        } else {
            self.check_isolation(u, op_name, op_loc)?;
            let name = self.ctx.op_name(FORWARD_REF_OP);
            let loc = self.ctx.common().unknown_loc;
            let body = &mut self.scopes.last_mut().expect("scope").body;
            let op = body.create_op(&OpSpec {
                name,
                loc,
                operands: &[],
                result_types: &[ty],
                successors: &[],
                num_regions: 0,
                isolated: false,
                properties: None,
                attrs: self.ctx.common().empty_dict,
            });
            let v = body.result(op, 0);
            self.scope().forward.insert((u.name, u.number), (v, u.pos));
            self.scope()
                .forward_users
                .insert((u.name, u.number), (op_name, op_loc));
            return Ok(v);
        };
        let actual = self.scope().body.value_type(v);
        if actual != ty {
            let (e, a) = (
                crate::printer::type_to_string(self.ctx, ty),
                crate::printer::type_to_string(self.ctx, actual),
            );
            let at = self.loc_at(u.pos);
            let def_loc = match def_pos {
                Some(p) => self.loc_at(p),
                None => self.value_def_loc(v),
            };
            return Err(Diagnostic::error(
                at,
                format!(
                    "use of value '{}' expects different type than prior uses: '{e}' vs '{a}'",
                    u.name
                ),
            )
            .with_note(def_loc, "prior use here"));
        }
        Ok(v)
    }

    fn value_def_loc(&self, v: ValueId) -> Loc {
        let body = &self.scopes.last().expect("scope").body;
        match body.value_def(v) {
            rmlir_ir::ValueDef::Result { op, .. } => body.op_loc(op),
            rmlir_ir::ValueDef::Arg { .. } => {
                body.value_loc(v).unwrap_or(self.ctx.common().unknown_loc)
            }
        }
    }

    /// Defines `name` as `count` values starting at `first`.
    fn define_value(
        &mut self,
        name: &'a str,
        first: ValueId,
        count: u32,
        pos: usize,
    ) -> PResult<()> {
        let (scope, outer) = self.scopes.split_last_mut().expect("scope");
        // MLIR keeps one name scope across IsolatedFromAbove ops (only ops
        // that enable name shadowing start a new one): a name still defined
        // in an enclosing region, isolated or not, may not be defined again.
        let prev = scope.values.get(name).or_else(|| {
            outer
                .iter()
                .rev()
                .filter(|s| !s.values.is_empty())
                .find_map(|s| s.values.get(name))
        });
        if let Some(prev) = prev {
            let msg = format!("redefinition of SSA value '{name}'");
            let prev = prev.pos;
            let prev_loc = self.loc_at(prev);
            return Err(self
                .error_at(pos, msg)
                .with_note(prev_loc, "previously defined here"));
        }
        if let Some(p) = scope.iso_pending.iter().find(|p| p.name == name) {
            let p = *p;
            return Err(Diagnostic::error(
                p.op_loc,
                format!("'{}' op using value defined outside the region", p.op_name),
            )
            .with_note(p.owner, "required by region isolation constraints"));
        }
        scope.values.insert(name, ValueEntry { first, count, pos });
        if let Some(defs) = scope.region_defs.last_mut() {
            defs.push(name);
        }
        // Resolve forward references.
        if !scope.forward.is_empty() {
            for n in 0..count {
                let Some((placeholder, use_pos)) = self.scope().forward.remove(&(name, n)) else {
                    continue;
                };
                let real = ValueId(first.0 + n);
                let body = &self.scope().body;
                let (pt, rt) = (body.value_type(placeholder), body.value_type(real));
                if pt != rt {
                    let msg = format!(
                        "definition of SSA value '{name}#{n}' has type '{}'",
                        crate::printer::type_to_string(self.ctx, rt)
                    );
                    let note = format!(
                        "previously used here with type '{}'",
                        crate::printer::type_to_string(self.ctx, pt)
                    );
                    let use_loc = self.loc_at(use_pos);
                    return Err(self.error_at(pos, msg).with_note(use_loc, note));
                }
                let body = &mut self.scope().body;
                body.replace_all_uses(placeholder, real);
                if let Some(op) = body.defining_op(placeholder) {
                    let _ = body.erase_op(op);
                }
            }
            let scope = self.scope();
            let stale = scope
                .forward
                .iter()
                .filter(|((k, n), _)| *k == name && *n >= count)
                .map(|(_, v)| v.1)
                .min();
            if let Some(p) = stale {
                return Err(self.error_at(p, "reference to invalid result number"));
            }
        }
        Ok(())
    }

    /// `^bb` in a successor list.
    pub(crate) fn parse_successor(&mut self) -> PResult<BlockId> {
        if !self.is(Tok::CaretIdent) {
            return Err(self.error_here("expected block name"));
        }
        let name = self.text();
        let pos = self.tok.start;
        self.advance();
        Ok(self.block_ref(name, pos, false))
    }

    fn block_ref(&mut self, name: &'a str, pos: usize, define: bool) -> BlockId {
        let idx = self.block_scopes.len() - 1;
        if let Some(&(b, _, p)) = self.block_scopes[idx].blocks.get(name) {
            if define {
                self.block_scopes[idx].blocks.insert(name, (b, true, p));
            }
            return b;
        }
        let b = self.scope().body.create_detached_block();
        self.block_scopes[idx].blocks.insert(name, (b, define, pos));
        b
    }

    /// Parses `{ ... }` into `region`. `entry_args` are (name, type, loc)
    /// of entry block arguments supplied by a custom form.
    pub(crate) fn parse_region(
        &mut self,
        region: RegionId,
        entry_args: &[(&'a str, Type, Option<Loc>, usize)],
    ) -> PResult<()> {
        self.guard(|p| p.parse_region_impl(region, entry_args))
    }

    fn parse_region_impl(
        &mut self,
        region: RegionId,
        entry_args: &[(&'a str, Type, Option<Loc>, usize)],
    ) -> PResult<()> {
        self.expect(Tok::LBrace, "'{' to begin a region")?;
        self.scope().region_defs.push(Vec::new());
        self.block_scopes.push(BlockScope::default());
        let result = self.parse_region_body(region, entry_args);
        let scope_blocks = self.block_scopes.pop().expect("block scope");
        result?;
        self.check_undefined_blocks(&scope_blocks)?;
        let defs = self.scope().region_defs.pop().unwrap_or_default();
        let scope = self.scope();
        for d in defs {
            scope.values.remove(d);
        }
        Ok(())
    }

    /// MLIR's check that named region entry arguments are neither defined
    /// nor already used (as forward references) in the current name scope.
    fn check_entry_args(
        &mut self,
        entry_args: &[(&'a str, Type, Option<Loc>, usize)],
    ) -> PResult<()> {
        for &(name, _, _, pos) in entry_args {
            // The name scope spans isolated ops (see `define_value`).
            let prev = self
                .scopes
                .iter()
                .rev()
                .find_map(|scope| match scope.values.get(name) {
                    Some(v) => Some(v.pos),
                    None => scope.forward.get(&(name, 0)).map(|&(_, use_pos)| use_pos),
                });
            if let Some(prev) = prev {
                let prev_loc = self.loc_at(prev);
                return Err(self
                    .error_at(
                        pos,
                        format!("region entry argument '{name}' is already in use"),
                    )
                    .with_note(prev_loc, "previously referenced here"));
            }
        }
        Ok(())
    }

    fn parse_region_body(
        &mut self,
        region: RegionId,
        entry_args: &[(&'a str, Type, Option<Loc>, usize)],
    ) -> PResult<()> {
        if self.consume_if(Tok::RBrace) {
            if !entry_args.is_empty() {
                self.check_entry_args(entry_args)?;
                let b = self.scope().body.append_block(region);
                for &(name, ty, loc, pos) in entry_args {
                    let v = self.scope().body.add_block_arg(b, ty, loc);
                    self.define_value(name, v, 1, pos)?;
                }
            }
            return Ok(());
        }
        // Entry block without a label.
        if !self.is(Tok::CaretIdent) {
            self.check_entry_args(entry_args)?;
            let b = self.scope().body.append_block(region);
            for &(name, ty, loc, pos) in entry_args {
                let v = self.scope().body.add_block_arg(b, ty, loc);
                self.define_value(name, v, 1, pos)?;
            }
            self.parse_block_ops(b)?;
        } else if !entry_args.is_empty() {
            let at = self.tok.start;
            return Err(self.error_at(at, "invalid block name in region with named arguments"));
        }
        while self.is(Tok::CaretIdent) {
            self.parse_block(region)?;
        }
        self.expect(Tok::RBrace, "'}' to end region")?;
        Ok(())
    }

    fn parse_block(&mut self, region: RegionId) -> PResult<()> {
        let name = self.text();
        let pos = self.tok.start;
        self.advance();
        let idx = self.block_scopes.len() - 1;
        if let Some(&(_, true, _)) = self.block_scopes[idx].blocks.get(name) {
            return Err(self.error_at(pos, format!("redefinition of block '{name}'")));
        }
        let b = self.block_ref(name, pos, true);
        self.scope().body.append_detached_block(region, b);
        if self.consume_if(Tok::LParen) && !self.consume_if(Tok::RParen) {
            loop {
                if !self.is(Tok::PercentIdent) {
                    return Err(self.error_here("expected SSA operand"));
                }
                let an = self.text();
                let apos = self.tok.start;
                self.advance();
                self.expect(Tok::Colon, "':' and type for SSA operand")?;
                let ty = self.parse_type()?;
                let loc = self.parse_trailing_loc()?;
                let loc = match loc {
                    Some(l) => l,
                    None => self.loc_at(apos),
                };
                let v = self.scope().body.add_block_arg(b, ty, Some(loc));
                self.define_value(an, v, 1, apos)?;
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "')' to end argument list")?;
        }
        self.expect(Tok::Colon, "':' after block name")?;
        self.parse_block_ops(b)
    }

    fn parse_block_ops(&mut self, b: BlockId) -> PResult<()> {
        loop {
            match self.tok.kind {
                Tok::CaretIdent | Tok::RBrace => return Ok(()),
                _ => {
                    if self.split.is_none() || !self.try_parallel_run(b) {
                        self.parse_op_into(b)?;
                    }
                }
            }
        }
    }

    /// Reports the first block that was referenced but never defined.
    pub(crate) fn check_undefined_blocks(&mut self, scope: &BlockScope<'a>) -> PResult<()> {
        if let Some(&(_, _, pos)) = scope.blocks.values().filter(|e| !e.1).min_by_key(|e| e.2) {
            return Err(self.error_at(pos, "reference to an undefined block"));
        }
        Ok(())
    }
}

/// Builds the final top-level op from the parsed top block.
pub(super) fn wrap_top_level(
    p: &mut Parser<'_>,
    mut top: Body,
    top_block: BlockId,
    implicit_module: bool,
) -> PResult<ParsedModule> {
    let ctx = p.ctx;
    let ops: Vec<OpId> = top.block_ops(top_block).collect();
    let module_name = ctx.op_name("builtin.module");
    let resources = std::mem::take(&mut p.resources);
    if !implicit_module || (ops.len() == 1 && top.op_name(ops[0]) == module_name) {
        if ops.len() != 1 {
            let (line, col) = p.module_line_col;
            let loc = ctx.file_loc(p.file, line, col);
            return Err(Diagnostic::error(
                loc,
                format!(
                    "source must contain a single top-level operation, found: {}",
                    ops.len()
                ),
            ));
        }
        top.detach_op(ops[0]);
        return Ok(ParsedModule {
            body: top,
            op: ops[0],
            resources,
        });
    }
    let mut outer = Body::new(0);
    let (line, col) = p.module_line_col;
    let loc = ctx.file_loc(p.file, line, col);
    let op = outer.create_op(&OpSpec {
        name: module_name,
        loc,
        operands: &[],
        result_types: &[],
        successors: &[],
        num_regions: 0,
        isolated: false,
        properties: None,
        attrs: ctx.common().empty_dict,
    });
    outer.put_nested_body(op, Box::new(top));
    Ok(ParsedModule {
        body: outer,
        op,
        resources,
    })
}

pub(crate) type BlockScopeHandle<'a> = BlockScope<'a>;

/// Whether `s` is spelled as an integer type (`i32`, `si8`, `ui1`), which
/// MLIR's lexer makes an integer-type token rather than a bare identifier.
fn is_int_type_keyword(s: &str) -> bool {
    let digits = s
        .strip_prefix("si")
        .or_else(|| s.strip_prefix("ui"))
        .or_else(|| s.strip_prefix('i'));
    matches!(digits, Some(d) if !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}
