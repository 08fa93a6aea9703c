//! The analysis cache: analyses are computed once per op and reused by later
//! passes until a pass that did not preserve them ends.

use rmlir_ir::{Body, Context};
use rmlir_passes::{
    parse_pipeline, Analysis, OptionKind, Pass, PassContext, PassInfo, PassOptions, PassRegistry,
    RunOptions,
};
use rmlir_text::parser::{parse_module, ParseOptions};
use std::sync::atomic::{AtomicUsize, Ordering};

static COMPUTED: AtomicUsize = AtomicUsize::new(0);

/// Counts the ops directly in the op's first region.
struct OpCount(usize);

impl Analysis for OpCount {
    fn compute(_: &Context, body: &Body) -> Self {
        COMPUTED.fetch_add(1, Ordering::SeqCst);
        let r = body.root_regions()[0];
        OpCount(
            body.region_blocks(r)
                .map(|b| body.block_ops(b).count())
                .sum(),
        )
    }
}

/// Reads `OpCount`, preserving it or not.
struct UseCount {
    preserve: bool,
}

impl Pass for UseCount {
    fn run(&self, cx: &mut PassContext<'_>) {
        let a = cx.analysis::<OpCount>();
        let again = cx.analysis::<OpCount>();
        assert_eq!(a.0, again.0);
        assert!(cx.cached_analysis::<OpCount>().is_some());
        if self.preserve {
            cx.mark_preserved::<OpCount>();
        }
    }
}

rmlir_passes::pass_options! {
    /// The options of `use-count`.
    struct UseCountOptions {
        preserve: bool = ("preserve", OptionKind::Bool, "false", "keep the analysis"),
    }
}

fn computations(pipeline: &str) -> usize {
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let mut reg = PassRegistry::new();
    for info in rmlir_passes::registry().all() {
        reg.register(*info);
    }
    reg.register(PassInfo {
        argument: "use-count",
        name: "use-count",
        summary: "reads the op count",
        anchor: None,
        options: UseCountOptions::SPECS,
        statistics: &[],
        create: |o: &PassOptions, _: &PassRegistry| {
            Box::new(UseCount {
                preserve: UseCountOptions::from_options(o).preserve,
            })
        },
    });
    let src = "func.func @a() { return }\nfunc.func @b() { return }\n";
    let mut m = parse_module(&ctx, src.as_bytes(), &ParseOptions::default()).unwrap();
    let pm = parse_pipeline(&reg, pipeline).unwrap();
    COMPUTED.store(0, Ordering::SeqCst);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let res = pool.install(|| pm.run(&ctx, &mut m.body, m.op, RunOptions::default()));
    assert!(!res.failed);
    COMPUTED.load(Ordering::SeqCst)
}

#[test]
fn analyses_are_cached_while_preserved() {
    // Once per function: the first pass preserves it for the second.
    assert_eq!(
        computations("builtin.module(func.func(use-count{preserve=true},use-count))"),
        2
    );
    // Not preserved: computed again by the next pass.
    assert_eq!(
        computations("builtin.module(func.func(use-count,use-count))"),
        4
    );
    // A cse that changes nothing preserves every analysis.
    assert_eq!(
        computations("builtin.module(func.func(use-count{preserve=true},cse,use-count))"),
        2
    );
    // A nested pipeline invalidates the parent's analyses.
    assert_eq!(
        computations("builtin.module(use-count{preserve=true},func.func(cse),use-count,use-count)"),
        3
    );
}
