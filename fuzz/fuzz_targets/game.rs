//! Fuzz target `game`: see `attic_fuzz::game` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| attic_fuzz::game(data));
