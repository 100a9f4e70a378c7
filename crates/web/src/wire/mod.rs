//! What the page and the AI worker say to each other ([`protocol`]) and its
//! bytes ([`codec`]). Plain Rust, so it builds and is tested natively too.

pub mod codec;
pub mod protocol;

#[cfg(test)]
mod tests;

pub use codec::{
    decode_from_worker, decode_input, decode_output, encode_from_worker, encode_input,
    encode_output, FromWorker,
};
pub use protocol::{known_game, Input, Output, Wire};
