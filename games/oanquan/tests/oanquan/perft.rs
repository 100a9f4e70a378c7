//! O An Quan perft: move-sequence counts from the start position, checked
//! against tests/data/oanquan.perft two independent ways.

use crate::common;
use crate::oanquan_common;

use attic::core::prelude::*;
use attic::games::oanquan::{Dir, Mv, OanQuan};
use common::perft_legal;
use oanquan_common::*;

// ------------------------------------------------------------ perft ----

/// The same count, asking `is_legal` about every space and direction
/// (quans included) instead of trusting `legal_moves`.
fn perft_brute(g: &OanQuan, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut n = 0;
    for space in 0..12u8 {
        for dir in [Dir::Anti, Dir::Clock] {
            let m = Mv { space, dir };
            if !g.is_legal(&m) {
                continue;
            }
            let mut c = *g;
            c.apply_checked(m);
            n += perft_brute(&c, depth - 1);
        }
    }
    n
}

trait ApplyChecked {
    fn apply_checked(&mut self, m: Mv);
}
impl ApplyChecked for OanQuan {
    fn apply_checked(&mut self, m: Mv) {
        // `play` checks again: a move is_legal accepts must also play.
        self.play(&m)
            .unwrap_or_else(|e| panic!("is_legal accepted {m:?} but play says {e}"));
    }
}

#[test]
fn perft_matches_data_file_two_ways() {
    let data = include_str!("../data/oanquan.perft");
    let mut cases = 0;
    for (n, line) in data.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut f = [""; 4];
        for (slot, (key, field)) in f.iter_mut().zip(
            ["first", "options", "depth", "nodes"]
                .iter()
                .zip(line.split(' ')),
        ) {
            *slot = field
                .strip_prefix(key)
                .and_then(|v| v.strip_prefix('='))
                .unwrap_or_else(|| panic!("line {}: expected {key}=…", n + 1));
        }
        let opts = if f[1] == "-" { "" } else { f[1] };
        let depth: u32 = f[2].parse().unwrap();
        let want: u64 = f[3].parse().unwrap();
        let g = first(opts, f[0]);
        let a = perft_legal(&g, depth);
        let b = perft_brute(&g, depth);
        assert_eq!(a, b, "line {}: legal_moves vs is_legal disagree", n + 1);
        assert_eq!(a, want, "line {}: {line}", n + 1);
        cases += 1;
    }
    assert!(cases >= 10, "only {cases} perft cases");
}

/// Prints the perft table for the data file: `cargo test --test oanquan
/// perft::print_perft -- --ignored --nocapture`.
#[test]
#[ignore]
fn print_perft() {
    for (opts, max) in [("-", 10), ("direction=choose", 6)] {
        for f in ["A", "B"] {
            let g = first(if opts == "-" { "" } else { opts }, f);
            for d in 1..=max {
                println!(
                    "first={f} options={opts} depth={d} nodes={}",
                    perft_legal(&g, d)
                );
            }
        }
    }
}
