//! Fuzz target `record`: see `attic_fuzz::record` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| attic_fuzz::record(data));
