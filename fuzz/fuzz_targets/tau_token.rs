//! Fuzz target `tau_token`: see `attic_fuzz::tau_token` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| attic_fuzz::tau_token(data));
