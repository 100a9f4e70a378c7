//! Fuzz target `chogo_token`: see `attic_fuzz::chogo_token` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| attic_fuzz::chogo_token(data));
