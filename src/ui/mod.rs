//! The web app (Yew). Placeholder until the UI lands.

/// Start the app.
pub fn run() {}
