//! Building the op once its custom parse hook returns: the operands,
//! result types, attributes (split into properties and the rest), regions
//! and successors the hook collected.

use super::{OpAsmParser, OperationState};
use crate::parser::{PResult, Parser};
use crate::CustomAssembly;
use rmlir_ir::registry::{OpInfo, OpTraits};
use rmlir_ir::{BlockId, Loc, OpId, OpName, OpSpec};
use smallvec::SmallVec;

impl<'a> Parser<'a> {
    /// Parses a registered op's custom form after its name and appends the op
    /// to `block`.
    pub(crate) fn parse_custom_with_hook(
        &mut self,
        block: BlockId,
        name: OpName,
        info: &'a OpInfo,
        name_pos: usize,
        loc: Loc,
        num_bound_results: usize,
    ) -> PResult<OpId> {
        let ctx = self.ctx;
        let Some(hook) = info.interface::<CustomAssembly>().and_then(|a| a.parse) else {
            let word = ctx.op_name_str(name);
            return Err(self.error_at(name_pos, format!("custom op '{word}' is unknown")));
        };
        self.advance();
        let isolated = info.traits.contains(OpTraits::ISOLATED_FROM_ABOVE);
        self.default_dialects.push(info.default_dialect);
        let mut ap = OpAsmParser {
            p: self,
            state: OperationState {
                name,
                name_pos,
                loc,
                operands: SmallVec::new(),
                result_types: SmallVec::new(),
                attrs: Vec::new(),
                successors: SmallVec::new(),
                regions: Vec::new(),
                isolated_scope: false,
                isolated,
                num_bound_results,
            },
        };
        let res = hook(&mut ap);
        let state = ap.state;
        self.default_dialects.pop();
        res?;
        let mut nested = None;
        if state.isolated_scope {
            self.finish_scope_forward_refs()?;
            let mut scope = self.scopes.pop().expect("isolated scope");
            scope.body.set_root_regions(state.regions.iter().copied());
            nested = Some(std::mem::take(&mut scope.body));
        }
        let op_loc = self.parse_trailing_loc()?.unwrap_or(loc);
        let (props, rest): (Vec<_>, Vec<_>) = state
            .attrs
            .into_iter()
            .partition(|(k, _)| info.inherent_attrs.contains(&ctx.ident_str(*k)));
        let properties = (!props.is_empty()).then(|| ctx.dictionary_attr(props));
        if let (Some(p), Some(check)) = (properties, info.convert_properties) {
            if let Err(msg) = check(ctx, p) {
                return Err(self.error_at(name_pos, msg));
            }
        }
        let attrs = ctx.dictionary_attr(rest);
        let body = &mut self.scope().body;
        let op = body.create_op(&OpSpec {
            name,
            loc: op_loc,
            operands: &state.operands,
            result_types: &state.result_types,
            successors: &state.successors,
            num_regions: 0,
            isolated: false,
            properties,
            attrs,
        });
        if let Some(mut nb) = nested {
            nb.shrink_to_fit();
            body.put_nested_body(op, Box::new(nb));
        } else {
            body.attach_regions(op, &state.regions);
        }
        body.append_op(block, op);
        Ok(op)
    }
}
