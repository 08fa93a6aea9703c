// Op names without a dot belong to no dialect, even when the name is a
// dialect's ("index"): accepted as unregistered ops.
"index"() {bar = dense<1> : tensor<index>} : () -> ()
"arith"() : () -> ()
"zzz"() ({
  "zzz.yield"() : () -> ()
}) : () -> ()
