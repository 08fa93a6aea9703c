// sparse elements attribute errors.
// RUN: rmlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[5], and type='tensor<3xi32>'}}
"t.a"() {x = sparse<[[5]], [2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([3]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([1])}}
"t.a"() {x = sparse<[[1, 1]], [2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"t.a"() {x = sparse<[[1]], [2]> : tensor<?xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal must be a shaped type}}
"t.a"() {x = sparse<[[1]], [2]> : i32} : () -> ()
