//! Fuzz target `position`: see `attic_fuzz::position` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| attic_fuzz::position(data));
