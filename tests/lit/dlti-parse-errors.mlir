// Malformed dlti attribute bodies, unknown dlti and test dialect symbols,
// and the `#dialect<mnemonic...>` and trailing `: type` forms, with
// mlir-opt-22's messages (the same file passes mlir-opt-22 unchanged).
// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"test.unknown_op"() { a = #dlti.dl_spec<"a" = 1 } : () -> ()

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"test.unknown_op"() { a = #dlti.map<"a" = 1, } : () -> ()

// -----

// expected-error@+1 {{unbalanced '[' character in pretty dialect name}}
"test.unknown_op"() { a = #dlti.dl_spec<i32 = [1, 2> } : () -> ()

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"test.unknown_op"() { a = #dlti.dl_spec<"a" = 1 : i32, "b" = #dlti.dl_spec<"c" = 1 > } : () -> ()

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"test.unknown_op"() { a = #dlti<dl_spec<"a" = 1> } : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
"test.unknown_op"() { a = #dlti.dl_spec<"a" = "x> } : () -> ()

// -----

// expected-error@+1 {{expected valid keyword}}
"test.unknown_op"() { a = #dlti<"x"> } : () -> ()

// -----

// expected-error@+1 {{unknown attribute `foo` in dialect `dlti`}}
"test.unknown_op"() { a = #dlti<foo> } : () -> ()

// -----

// expected-error@+1 {{expected attribute value}}
"test.unknown_op"() { a = #dlti.dl_spec<"a" = 1 : i32, "b" = 2 : i32, c> } : () -> ()

// -----

// The trailing type is parsed before the body.
// expected-error@+1 {{expected non-function type}}
"test.unknown_op"() { a = #dlti.dl_spec<"a" = 1, "a" = 2> : f33 } : () -> ()

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse DLTI_FunctionPointerAlignmentAttr parameter 'function_dependent' which is to be a `bool`}}
"test.unknown_op"() { a = #dlti.function_pointer_alignment<8, function_dependent = x> } : () -> ()

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse DLTI_FunctionPointerAlignmentAttr parameter 'function_dependent' which is to be a `bool`}}
"test.unknown_op"() { a = #dlti.function_pointer_alignment<8, function_dependent = 2> } : () -> ()

// -----

// expected-error@+1 {{dialect 'dlti' provides no type parsing hook}}
"test.unknown_op"() { a = !dlti.foo } : () -> ()

// -----

// expected-error@+1 {{unknown type!}}
"test.unknown_op"() : () -> !test.foo

// -----

// expected-error@+1 {{expected valid keyword}}
"test.unknown_op"() : () -> !test<"foo">

// -----

// expected-error@+1 {{unknown attribute `foo` in dialect `test`}}
"test.unknown_op"() { a = #test.foo } : () -> ()

// -----

// A type key that does not parse gets a second error.
// expected-error@+2 {{unknown type!}}
// expected-error@+1 {{error while parsing type DLTI key}}
"test.unknown_op"() { a = #dlti.map<!test.foo = 1, "a" = 2> } : () -> ()

// -----

// expected-error@+1 {{unknown type!}}
"test.unknown_op"() { a = #dlti.dl_entry<!test.foo, 1> } : () -> ()

// -----

// expected-error@+1 {{non-string key of DLTI system spec}}
"test.unknown_op"() { a = #dlti.target_system_spec<#dlti.dl_entry<i32, #dlti.target_device_spec<"a" = 1>>> } : () -> ()

// -----

// expected-error@+1 {{value associated with key "CPU" is not a DLTI device spec}}
"test.unknown_op"() { a = #dlti.target_system_spec<"CPU" = 1> } : () -> ()

// -----

// expected-error@+1 {{type as DLTI key is not allowed}}
"test.unknown_op"() { a = #dlti.target_device_spec<#dlti.dl_entry<i32, 1>> } : () -> ()

// -----

// expected-error@+1 {{no DLTI entries provided}}
"test.unknown_op"() { a = #dlti.target_device_spec<> } : () -> ()
