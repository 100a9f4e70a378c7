//! The AI worker and its protocol. Placeholder until the worker lands.

/// Register the worker.
pub fn register() {}
