//! The `custom<DynamicIndexList>` directive: `[%a, 4, %b]`, static values
//! in an `i64` array with `ShapedType::kDynamic` for each SSA value.

use crate::util::attrs::{dense_i64_array, i64_array_attr};
use crate::util::diag::custom_op_error;
use crate::util::parse::parsing_def;
use crate::util::shaped::DYNAMIC;
use rmlir_ir::Diagnostic;
use rmlir_ir::{Body, OpId, ValueId};
use rmlir_ods::format::{ParseState, PrintArgs, Ref};
use rmlir_ods::CustomDirective;
use rmlir_text::parser::{Delimiter, OpAsmParser};
use rmlir_text::printer::OpAsmPrinter;

/// `custom<DynamicIndexList>($values, $static)`: `[%a, 4, %b]`, where the
/// static attribute holds `ShapedType::kDynamic` for each SSA value.
pub static DYNAMIC_INDEX_LIST: CustomDirective = CustomDirective {
    name: "DynamicIndexList",
    parse: parse_dynamic_index_list,
    print: print_dynamic_index_list,
};

fn directive_refs(refs: &[Ref]) -> Option<(usize, usize)> {
    match refs {
        [Ref::Operand(o), Ref::Attr(a)] => Some((*o, *a)),
        _ => None,
    }
}

fn parse_dynamic_index_list<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    st: &mut ParseState<'a>,
    refs: &[Ref],
) -> Result<(), Diagnostic> {
    let Some((oi, ai)) = directive_refs(refs) else {
        return Err(p.error_here("bad DynamicIndexList directive"));
    };
    let Some(def) = parsing_def(p) else {
        return Err(p.error_here("op has no definition"));
    };
    if st.operands_pos.is_none() {
        st.operands_pos = Some(p.pos());
    }
    let mut ints = Vec::new();
    let operands = &mut st.operands[oi];
    p.parse_comma_separated(Delimiter::Square, "dynamic index list", |p| {
        if let Some(u) = p.parse_optional_operand()? {
            operands.push(u);
            ints.push(DYNAMIC);
            return Ok(true);
        }
        match p.parse_optional_integer()? {
            Some(v) => {
                ints.push(v);
                Ok(true)
            }
            None => {
                let pos = p.pos();
                Err(custom_op_error(p, pos, "expected integer value"))
            }
        }
    })?;
    let ctx = p.ctx();
    p.add_attr(def.attrs[ai].name, dense_i64_array(ctx, &ints));
    Ok(())
}

fn print_dynamic_index_list(p: &mut OpAsmPrinter<'_>, body: &Body, op: OpId, args: &PrintArgs) {
    let ctx = p.ctx();
    let Some((oi, ai)) = directive_refs(args.refs) else {
        return;
    };
    let Some(c) = rmlir_ods::compiled(ctx, body, op) else {
        return;
    };
    let values = rmlir_ods::operand_group(ctx, body, op, oi);
    let ints = i64_array_attr(ctx, body, op, c.def.attrs[ai].name);
    print_index_list(p, body, &ints, &values);
}

/// Prints `[%a, 4, %b]`: each dynamic entry of `ints` takes the next value.
pub fn print_index_list(p: &mut OpAsmPrinter<'_>, body: &Body, ints: &[i64], values: &[ValueId]) {
    p.write_char('[');
    let mut next = values.iter();
    for (i, &v) in ints.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if v == DYNAMIC {
            match next.next() {
                Some(&val) => p.print_operand(body, val),
                None => p.write_str("<<NULL VALUE>>"),
            }
        } else {
            p.write_str(&v.to_string());
        }
    }
    p.write_char(']');
}
