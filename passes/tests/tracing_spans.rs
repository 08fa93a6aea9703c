//! Every pass run is a `tracing` span named `pass` with the pass argument
//! and the op name as fields, on whatever thread ran it.

use rmlir_ir::Context;
use rmlir_passes::{parse_pipeline, registry, RunOptions};
use rmlir_text::parser::{parse_module, ParseOptions};
use std::fmt::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id, Record};
use tracing::{Event, Metadata, Subscriber};

/// Records each new span as `name{field=value ...}`.
#[derive(Default)]
struct Collect {
    spans: Mutex<Vec<String>>,
    next: AtomicU64,
}

struct Fields(String);

impl Visit for Fields {
    fn record_str(&mut self, field: &Field, value: &str) {
        let _ = write!(self.0, " {}={}", field.name(), value);
    }
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        let _ = write!(self.0, " {}={:?}", field.name(), value);
    }
}

impl Subscriber for Collect {
    fn enabled(&self, _: &Metadata<'_>) -> bool {
        true
    }
    fn new_span(&self, attrs: &Attributes<'_>) -> Id {
        let mut f = Fields(String::new());
        attrs.record(&mut f);
        let text = format!("{}{{{}}}", attrs.metadata().name(), f.0.trim_start());
        self.spans.lock().unwrap().push(text);
        Id::from_u64(self.next.fetch_add(1, Ordering::Relaxed) + 1)
    }
    fn record(&self, _: &Id, _: &Record<'_>) {}
    fn record_follows_from(&self, _: &Id, _: &Id) {}
    fn event(&self, _: &Event<'_>) {}
    fn enter(&self, _: &Id) {}
    fn exit(&self, _: &Id) {}
}

#[test]
fn each_pass_run_is_a_span() {
    let collect: &'static Collect = Box::leak(Box::default());
    tracing::subscriber::set_global_default(SubscriberRef(collect)).unwrap();
    let mut ctx = Context::new();
    rmlir_dialects::register_all(&mut ctx);
    let src = "func.func @a() { return }\nfunc.func @b() { return }\n";
    let mut m = parse_module(&ctx, src.as_bytes(), &ParseOptions::default()).unwrap();
    let pm = parse_pipeline(&registry(), "builtin.module(func.func(cse),symbol-dce)").unwrap();
    assert!(
        !pm.run(&ctx, &mut m.body, m.op, RunOptions::default())
            .failed
    );
    let mut spans = collect.spans.lock().unwrap().clone();
    spans.sort();
    assert_eq!(
        spans,
        [
            "pass{pass=cse op=func.func}",
            "pass{pass=cse op=func.func}",
            "pass{pass=symbol-dce op=builtin.module}",
        ]
    );
}

/// A `Subscriber` that forwards to a leaked collector, so the test can read
/// it after installing it globally (the passes run on rayon's threads).
struct SubscriberRef(&'static Collect);

impl Subscriber for SubscriberRef {
    fn enabled(&self, m: &Metadata<'_>) -> bool {
        self.0.enabled(m)
    }
    fn new_span(&self, a: &Attributes<'_>) -> Id {
        self.0.new_span(a)
    }
    fn record(&self, i: &Id, r: &Record<'_>) {
        self.0.record(i, r)
    }
    fn record_follows_from(&self, a: &Id, b: &Id) {
        self.0.record_follows_from(a, b)
    }
    fn event(&self, e: &Event<'_>) {
        self.0.event(e)
    }
    fn enter(&self, i: &Id) {
        self.0.enter(i)
    }
    fn exit(&self, i: &Id) {
        self.0.exit(i)
    }
}
