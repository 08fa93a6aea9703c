"t.syms"() {a = @"with spaÿÿ @plain} : () -> ()
