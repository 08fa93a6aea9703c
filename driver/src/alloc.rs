//! The global allocator: mimalloc, told to give freed memory back to the
//! system at once.
//!
//! mimalloc 3 keeps freed memory for a second before returning it (its
//! `purge_delay` option). Parsing grows each function's arenas and name
//! table by doubling and then drops the source text: with the delay, the
//! freed blocks stay resident through the parse's peak. Returning them at
//! once took peak memory on giant_1m from about 293 to 234 MB
//! (`canonicalize,cse`) and from 292 to 243 MB (text round trip), at no
//! measurable cost in time. The option can only be set through mimalloc's
//! C interface: this module holds the driver's one `unsafe` call.
#![allow(unsafe_code)]

/// mimalloc: parsing, rewriting and printing allocate many small objects on
/// several threads; it is about 30% faster than the system allocator here.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc 3's `mi_option_purge_delay` (its position in `mi_option_t`;
/// the Rust bindings name only mimalloc 2's options).
const PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Makes mimalloc return freed memory to the system without delay, unless
/// the user chose a delay with mimalloc's own `MIMALLOC_PURGE_DELAY`.
pub fn return_freed_memory_at_once() {
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_some() {
        return;
    }
    // SAFETY: `mi_option_set` stores a value in mimalloc's option table (an
    // atomic store, valid from any thread at any time); 0 is a valid purge
    // delay (milliseconds) and PURGE_DELAY a valid option (see the test).
    unsafe { libmimalloc_sys::mi_option_set(PURGE_DELAY, 0) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn get(option: libmimalloc_sys::mi_option_t) -> std::os::raw::c_long {
        // SAFETY: `mi_option_get` reads mimalloc's option table (initialised
        // on first use); `option` is a valid option index.
        unsafe { libmimalloc_sys::mi_option_get(option) }
    }

    #[test]
    fn purge_delay_is_the_option_set() {
        // mimalloc 3's default purge delay is 1000 ms, and no neighbouring
        // option has that default: the index is the purge delay's.
        assert_eq!(get(PURGE_DELAY), 1000);
        assert_ne!(get(PURGE_DELAY - 1), 1000);
        assert_ne!(get(PURGE_DELAY + 1), 1000);
        return_freed_memory_at_once();
        assert_eq!(get(PURGE_DELAY), 0);
    }
}
