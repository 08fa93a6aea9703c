//! rmlir-passes: the pass manager and generic passes. Placeholder until the pass manager issue lands.
