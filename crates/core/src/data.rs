//! Data files compiled in without their comment lines.
//!
//! A measured file (`think.txt`, `measured.txt`) says in `#` lines how it
//! was measured; those lines are for people reading the folder, not for
//! the wasm, where every page would download them. [`data_lines!`] drops
//! them when compiling.
//!
//! ```
//! const TEXT: &str = attic_core::data_lines!(b"# how it was measured\nx level=1\n");
//! assert_eq!(TEXT, "x level=1\n");
//! ```

/// Copies `file` without its comment lines (lines that start with `#`,
/// with their line ends) into `out`, as far as it has room, and returns
/// their length: with an empty `out`, just the length.
const fn strip(file: &[u8], out: &mut [u8]) -> usize {
    let (mut i, mut n, mut comment, mut start) = (0, 0, false, true);
    while i < file.len() {
        if start {
            comment = file[i] == b'#';
        }
        if !comment {
            if n < out.len() {
                out[n] = file[i];
            }
            n += 1;
        }
        start = file[i] == b'\n';
        i += 1;
    }
    n
}

/// The length of `file` without its comment lines.
pub const fn kept_len(file: &[u8]) -> usize {
    strip(file, &mut [])
}

/// `file` without its comment lines; `N` is [`kept_len`] of it.
pub const fn kept<const N: usize>(file: &[u8]) -> [u8; N] {
    let mut out = [0u8; N];
    strip(file, &mut out);
    out
}

/// A data file's text (given as bytes, `include_bytes!("think.txt")`)
/// without its comment lines, as a `&'static str`, made when compiling.
#[macro_export]
macro_rules! data_lines {
    ($bytes:expr) => {{
        const FILE: &[u8] = $bytes;
        const KEPT: [u8; $crate::data::kept_len(FILE)] = $crate::data::kept(FILE);
        const TEXT: &str = match ::core::str::from_utf8(&KEPT) {
            Ok(t) => t,
            Err(_) => panic!("a data file that is not UTF-8"),
        };
        TEXT
    }};
}

#[cfg(test)]
mod tests {
    #[test]
    fn comment_lines_go_and_the_rest_stays_as_it_was() {
        const T: &str = data_lines!(b"# a\n# b\nx=1\n  # kept: not at a line's start\ny=2");
        assert_eq!(T, "x=1\n  # kept: not at a line's start\ny=2");
        const NONE: &str = data_lines!(b"");
        assert_eq!(NONE, "");
        const ONLY: &str = data_lines!(b"# only a comment, no line end");
        assert_eq!(ONLY, "");
    }
}
