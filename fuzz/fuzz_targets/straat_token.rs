//! Fuzz target `straat_token`: see `attic_fuzz::straat_token` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| attic_fuzz::straat_token(data));
