//! Fuzz target `puzzles`: see `attic_fuzz::puzzles` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| attic_fuzz::puzzles(data));
