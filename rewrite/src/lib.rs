//! rmlir-rewrite: pattern rewriting (greedy driver, folding). Placeholder until the rewrite issue lands.
