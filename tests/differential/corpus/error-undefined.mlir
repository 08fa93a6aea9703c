// An error: both tools exit with status 1 and print nothing on stdout.
"t.a"(%undefined) : (i32) -> ()
