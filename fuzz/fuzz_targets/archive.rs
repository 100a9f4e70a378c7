//! Fuzz target `archive`: see `attic_fuzz::archive` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| attic_fuzz::archive(data));
