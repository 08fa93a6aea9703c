//! `tracing` output of the `rmlir-opt` binary, switched on from the
//! environment: `RMLIR_LOG` holds a filter in `tracing-subscriber`'s
//! `EnvFilter` syntax (`RMLIR_LOG=pass=debug`, `RMLIR_LOG=info`,
//! `RMLIR_LOG=pass[pass{pass=cse}]=info`). The libraries only emit spans
//! and events; only this binary installs a subscriber, and only when the
//! variable is set, so without it nothing is written.

use tracing_subscriber::fmt::format::FmtSpan;
use tracing_subscriber::EnvFilter;

/// The environment variable holding the filter.
const VAR: &str = "RMLIR_LOG";

/// Installs a subscriber writing to stderr what `RMLIR_LOG` selects, one
/// line per event and per closed span (with its busy and idle time); does
/// nothing when the variable is unset or empty. A filter that does not
/// parse is reported on stderr and ignored.
pub fn install_from_env() {
    let spec = match std::env::var(VAR) {
        Ok(spec) if !spec.trim().is_empty() => spec,
        _ => return,
    };
    let filter = match EnvFilter::try_new(&spec) {
        Ok(filter) => filter,
        Err(e) => {
            eprintln!("rmlir-opt: ignoring {VAR}={spec}: {e}");
            return;
        }
    };
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .with_span_events(FmtSpan::CLOSE)
        .init();
}
