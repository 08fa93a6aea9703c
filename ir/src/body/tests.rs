//! Unit tests of the body's storage layout, operand runs and use lists.

use super::*;

#[cfg(test)]
mod layout_tests {
    use super::*;

    #[test]
    fn per_op_and_per_value_storage_stays_small() {
        // Bytes per op and per value are what a large module's memory is
        // made of (see driver/tests/memory_per_op.rs).
        assert!(
            std::mem::size_of::<OpData>() <= 56,
            "{}",
            std::mem::size_of::<OpData>()
        );
        assert!(std::mem::size_of::<ValueData>() <= 20);
        assert!(std::mem::size_of::<UseData>() <= 16);
    }

    #[test]
    fn value_def_round_trips_through_the_packed_form() {
        let r = ValueDef::Result {
            op: OpId(7),
            index: 3,
        };
        let a = ValueDef::Arg {
            block: BlockId(9),
            index: (1 << 31) - 1,
        };
        let ty = crate::Context::new().integer_type(32, crate::types::Signedness::Signless);
        assert_eq!(ValueData::new(ty, r, None).def(), r);
        let mut v = ValueData::new(ty, a, Some(Loc(5)));
        assert_eq!((v.def(), v.loc()), (a, Some(Loc(5))));
        v.set_def(r);
        assert_eq!((v.def(), v.loc()), (r, Some(Loc(5))));
    }
}

#[cfg(test)]
mod operand_tests {
    use super::*;
    use crate::Context;

    /// A body with block arguments `v[0..6]` and an op `f` using `v[0], v[1]`
    /// created before an op `g` (so `f`'s run is not the last).
    fn setup(ctx: &Context) -> (Body, Vec<ValueId>, OpId, OpId) {
        let mut body = Body::new(1);
        let block = body.append_block(body.root_regions()[0]);
        let ty = ctx.integer_type(32, crate::types::Signedness::Signless);
        let v: Vec<ValueId> = (0..6)
            .map(|_| body.add_block_arg(block, ty, None))
            .collect();
        let op = |body: &mut Body, operands: &[ValueId]| {
            body.create_op(&OpSpec {
                name: ctx.op_name("test.use"),
                loc: ctx.common().unknown_loc,
                operands,
                result_types: &[],
                successors: &[],
                num_regions: 0,
                isolated: false,
                properties: None,
                attrs: ctx.common().empty_dict,
            })
        };
        let f = op(&mut body, &[v[0], v[1]]);
        let g = op(&mut body, &[v[2]]);
        (body, v, f, g)
    }

    fn users(body: &Body, v: ValueId) -> Vec<(OpId, usize)> {
        body.uses(v)
            .map(|u| (u.owner, body.use_operand_index(u.id)))
            .collect()
    }

    #[test]
    fn growing_a_run_that_is_not_last_moves_it_and_keeps_the_others() {
        let ctx = Context::new();
        let (mut body, v, f, g) = setup(&ctx);
        body.append_operand(f, v[3]);
        body.insert_operand(f, 0, v[4]);
        assert_eq!(
            body.operands(f).collect::<Vec<_>>(),
            [v[4], v[0], v[1], v[3]]
        );
        assert_eq!(body.operands(g).collect::<Vec<_>>(), [v[2]]);
        assert_eq!(users(&body, v[1]), [(f, 2)]);
        body.erase_operand(f, 1);
        assert_eq!(body.operands(f).collect::<Vec<_>>(), [v[4], v[1], v[3]]);
        assert!(body.uses(v[0]).next().is_none());
        body.set_operand(f, 2, v[5]);
        assert_eq!(users(&body, v[5]), [(f, 2)]);
        body.set_operands(f, &[v[2]]);
        assert_eq!(body.operands(f).collect::<Vec<_>>(), [v[2]]);
        assert_eq!(users(&body, v[2]).len(), 2);
        body.set_operands(g, &[v[0], v[1], v[2], v[3], v[4]]);
        assert_eq!(body.num_operands(g), 5);
        assert_eq!(users(&body, v[4]), [(g, 4)]);
    }

    #[test]
    fn compact_drops_unused_slots_and_keeps_operands() {
        let ctx = Context::new();
        let (mut body, v, f, g) = setup(&ctx);
        for &x in &v[2..] {
            body.append_operand(f, x);
        }
        body.erase_op(g).expect("no uses");
        body.compact();
        assert_eq!(body.operand_slots.len(), 6);
        let f = OpId(0);
        assert_eq!(body.num_operands(f), 6);
        assert_eq!(users(&body, body.operand(f, 5)), [(f, 5)]);
    }
}

#[cfg(test)]
mod shuffle_uses_tests {
    use super::*;
    use crate::Context;

    #[test]
    fn shuffle_uses_moves_each_use_to_its_new_position() {
        let ctx = Context::new();
        let mut body = Body::new(1);
        let block = body.append_block(body.root_regions()[0]);
        let i32_ty = ctx.integer_type(32, crate::types::Signedness::Signless);
        let v = body.add_block_arg(block, i32_ty, None);
        let user = |body: &mut Body| {
            body.create_op(&OpSpec {
                name: ctx.op_name("test.use"),
                loc: ctx.common().unknown_loc,
                operands: &[v],
                result_types: &[],
                successors: &[],
                num_regions: 0,
                isolated: false,
                properties: None,
                attrs: ctx.common().empty_dict,
            })
        };
        let ops: Vec<OpId> = (0..3).map(|_| user(&mut body)).collect();
        let owners = |body: &Body| body.uses(v).map(|u| u.owner).collect::<Vec<_>>();
        // Uses are prepended: the newest first.
        assert_eq!(owners(&body), [ops[2], ops[1], ops[0]]);
        assert!(body.shuffle_uses(v, &[2, 0, 1]));
        assert_eq!(owners(&body), [ops[1], ops[0], ops[2]]);
        assert!(!body.shuffle_uses(v, &[0, 0, 1]));
        assert!(!body.shuffle_uses(v, &[0, 1]));
        assert!(!body.shuffle_uses(v, &[0, 1, 3]));
        assert_eq!(owners(&body), [ops[1], ops[0], ops[2]]);
        // Links stay consistent for later edits.
        body.replace_all_uses(v, v);
        let w = body.add_block_arg(block, i32_ty, None);
        body.replace_all_uses(v, w);
        assert_eq!(
            body.uses(w).map(|u| u.owner).collect::<Vec<_>>(),
            [ops[2], ops[0], ops[1]]
        );
        assert!(!body.has_uses(v));
    }
}
