//! Fuzz target `link`: see `attic_fuzz::link` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| attic_fuzz::link(data));
