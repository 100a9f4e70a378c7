//! Chogo board view (SVG).
