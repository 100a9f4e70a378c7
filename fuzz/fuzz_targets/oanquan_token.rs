//! Fuzz target `oanquan_token`: see `attic_fuzz::oanquan_token` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| attic_fuzz::oanquan_token(data));
