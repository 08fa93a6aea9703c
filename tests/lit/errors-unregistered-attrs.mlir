// Without --allow-unregistered-dialect, attributes and types of unknown
// dialects are errors too.
// RUN: rmlir-opt --split-input-file --verify-diagnostics %s

// Dialect attributes and types of unknown dialects are errors too.
// expected-error@+1 {{attribute created with unregistered dialect}}
module attributes {t.attr = #foo.bar<"x">} {
}

// -----

// expected-error@+1 {{type created with unregistered dialect}}
module attributes {t.type = !foo.baz} {
}
