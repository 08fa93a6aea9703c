//! rmlir-dialects: func, arith, cf, scf, ... Placeholder until the dialects issue lands.
