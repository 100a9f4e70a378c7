//! The reconstructed board against the tables of longtau.md §2.3–§2.5:
//! cells, regions, lines of both values of `lines`, neighbour counts and
//! the distance `D` from the Golden Chair.

use attic::games::longtau::board::{self, cell_at, name, parse_cell, CELLS, NONE, T};

/// Cells named by a spec range list such as "a9 b9, e9–h9, k9 l9".
fn spec_cells(text: &str) -> u128 {
    let mut s = 0u128;
    for part in text.split([',', ' ']).filter(|p| !p.is_empty()) {
        match part.split_once('–') {
            Some((a, b)) => {
                let (a, b) = (parse_cell(a).unwrap(), parse_cell(b).unwrap());
                let (fa, ra) = (T.file[a as usize] as i32, T.rank[a as usize] as i32);
                let (fb, rb) = (T.file[b as usize] as i32, T.rank[b as usize] as i32);
                for f in fa.min(fb)..=fa.max(fb) {
                    for r in ra.min(rb)..=ra.max(rb) {
                        s |= 1u128 << cell_at(f, r).expect("a range of cells");
                    }
                }
            }
            None => s |= 1u128 << parse_cell(part).expect("a cell"),
        }
    }
    s
}

#[test]
fn cells_of_section_2_3() {
    let table = [
        (12, "d12–i12"),
        (11, "d11–i11"),
        (10, "e10–h10"),
        (9, "a9 b9, e9–h9, k9 l9"),
        (8, "a8–d8, f8 g8, i8–l8"),
        (7, "a7–l7"),
        (6, "a6–l6"),
        (5, "a5–d5, f5 g5, i5–l5"),
        (4, "a4 b4, e4–h4, k4 l4"),
        (3, "e3–h3"),
        (2, "d2–i2"),
        (1, "d1–i1"),
    ];
    let mut all = 0u128;
    for (rank, cells) in table {
        let s = spec_cells(cells);
        let on_rank = (1..=12)
            .filter_map(|f| cell_at(f, rank))
            .fold(0u128, |a, c| a | 1 << c);
        assert_eq!(s, on_rank, "rank {rank}");
        all |= s;
    }
    assert_eq!(all, board::ALL);
    assert_eq!(CELLS, 92);
    assert_eq!(
        (1..=12)
            .flat_map(|f| (1..=12).map(move |r| (f, r)))
            .filter(|&(f, r)| cell_at(f, r).is_some())
            .count(),
        92
    );
    // Canonical order: by file, then rank as a number.
    let names: Vec<String> = (0..CELLS as u8).map(name).collect();
    assert_eq!(&names[..6], ["a4", "a5", "a6", "a7", "a8", "a9"]);
    let e: Vec<&String> = names.iter().filter(|n| n.starts_with('e')).collect();
    assert_eq!(
        e,
        ["e1", "e2", "e3", "e4", "e6", "e7", "e9", "e10", "e11", "e12"]
    );
    assert_eq!(parse_cell("e5"), None, "a blank square");
    assert_eq!(parse_cell("e05"), None);
    assert_eq!(parse_cell("m1"), None);
}

#[test]
fn regions_of_section_2_3() {
    let [n, e, s, w] = board::areas();
    assert_eq!(board::chair(), spec_cells("f6 g6 f7 g7"));
    assert_eq!(n, spec_cells("d11–i11, d12–i12, e9–h9, e10–h10, f8 g8"));
    assert_eq!(s, spec_cells("d1–i1, d2–i2, e3–h3, e4–h4, f5 g5"));
    assert_eq!(w, spec_cells("a4–a9, b4–b9, c5–c8, d5–d8, e6 e7"));
    assert_eq!(e, spec_cells("k4–k9, l4–l9, i5–i8, j5–j8, h6 h7"));
    for a in [n, e, s, w] {
        assert_eq!(a.count_ones(), 22);
        assert_eq!(a & board::chair(), 0);
    }
    assert_eq!(n | e | s | w | board::chair(), board::ALL);
    assert_eq!((n & e) | (n & s) | (n & w) | (e & s) | (e & w) | (s & w), 0);
    let [bn, be, bs, bw] = board::back_rows();
    assert_eq!(bn, spec_cells("d11–i11, d12–i12"));
    assert_eq!(bs, spec_cells("d1–i1, d2–i2"));
    assert_eq!(bw, spec_cells("a4–a9, b4–b9"));
    assert_eq!(be, spec_cells("k4–k9, l4–l9"));
}

/// The runs of consecutive cells (lines with `areas`) along ranks
/// (`dir` 1) or files (`dir` 0), each as its first and last cell.
fn runs(lines: usize, dir: usize) -> Vec<(String, String)> {
    let back = (dir + 2) % 4;
    let mut out = Vec::new();
    for c in 0..CELLS {
        if T.next[lines][c][back] != NONE {
            continue;
        }
        let mut end = c as u8;
        while T.next[lines][end as usize][dir] != NONE {
            end = T.next[lines][end as usize][dir];
        }
        out.push((name(c as u8), name(end)));
    }
    out
}

#[test]
fn lines_of_section_2_4() {
    // span: one line per rank and per file; areas: the table's runs.
    assert_eq!(runs(0, 0).len(), 12);
    assert_eq!(runs(0, 1).len(), 12);
    let files: Vec<String> = runs(1, 0).iter().map(|(a, b)| format!("{a}–{b}")).collect();
    let ranks: Vec<String> = runs(1, 1).iter().map(|(a, b)| format!("{a}–{b}")).collect();
    assert_eq!(files.len() + ranks.len(), 40);
    let table_files = "a4–a9 b4–b9 c5–c8 d1–d2 d5–d8 d11–d12 e1–e4 e6–e7 e9–e12 f1–f12 g1–g12 h1–h4 h6–h7 h9–h12 i1–i2 i5–i8 i11–i12 j5–j8 k4–k9 l4–l9";
    assert_eq!(files, table_files.split(' ').collect::<Vec<_>>());
    let mut ranks_sorted = ranks.clone();
    let mut table_ranks: Vec<String> = "d12–i12 d11–i11 e10–h10 a9–b9 e9–h9 k9–l9 a8–d8 f8–g8 i8–l8 a7–l7 a6–l6 a5–d5 f5–g5 i5–l5 a4–b4 e4–h4 k4–l4 e3–h3 d2–i2 d1–i1"
        .split(' ')
        .map(String::from)
        .collect();
    ranks_sorted.sort();
    table_ranks.sort();
    assert_eq!(ranks_sorted, table_ranks);
    // The 16 pairs facing each other across blank squares.
    let pairs = "b4–e4 b9–e9 d2–d5 d5–f5 d8–d11 d8–f8 e4–e6 e7–e9 g5–i5 g8–i8 h4–h6 h4–k4 h7–h9 h9–k9 i2–i5 i8–i11";
    let mut differ = Vec::new();
    for a in 0..CELLS {
        for b in a + 1..CELLS {
            let span = T.nbrs[0][a] >> b & 1 == 1;
            let areas = T.nbrs[1][a] >> b & 1 == 1;
            assert!(span || !areas, "areas adjacency is span adjacency");
            if span != areas {
                differ.push(format!("{}–{}", name(a as u8), name(b as u8)));
            }
            assert_eq!(span, T.nbrs[0][b] >> a & 1 == 1, "symmetric");
        }
    }
    let mut want: Vec<String> = pairs.split(' ').map(String::from).collect();
    want.sort();
    differ.sort();
    assert_eq!(differ, want);
    // areas: orthogonal grid neighbours only.
    for c in 0..CELLS {
        let (f, r) = (T.file[c] as i32, T.rank[c] as i32);
        let grid = [(0, 1), (1, 0), (0, -1), (-1, 0)]
            .iter()
            .filter_map(|(df, dr)| cell_at(f + df, r + dr))
            .fold(0u128, |a, n| a | 1 << n);
        assert_eq!(T.nbrs[1][c], grid, "{}", name(c as u8));
    }
}

#[test]
fn neighbour_counts_of_section_2_4() {
    for (lines, twos, counts) in [
        (0, "a4 a9 d1 d12 i1 i12 l4 l9", [8, 32, 52]),
        (
            1,
            "a4 a9 b4 b9 d1 d2 d5 d8 d11 d12 e4 e9 h4 h9 i1 i2 i5 i8 i11 i12 k4 k9 l4 l9",
            [24, 32, 36],
        ),
    ] {
        let count = |n: u32| {
            (0..CELLS)
                .filter(|&c| T.nbrs[lines][c].count_ones() == n)
                .count()
        };
        assert_eq!([count(2), count(3), count(4)], counts, "lines {lines}");
        let two: u128 = (0..CELLS)
            .filter(|&c| T.nbrs[lines][c].count_ones() == 2)
            .fold(0, |a, c| a | 1 << c);
        assert_eq!(two, spec_cells(twos));
    }
}

#[test]
fn distances_of_section_2_5() {
    let table = "\
12              146 130 122 122 130 146
11              106  90  82  82  90 106
10                   58  50  50  58
 9  146 106          34  26  26  34         106 146
 8  130  90  58  34      10  10      34  58  90 130
 7  122  82  50  26  10   2   2  10  26  50  82 122
 6  122  82  50  26  10   2   2  10  26  50  82 122
 5  130  90  58  34      10  10      34  58  90 130
 4  146 106          34  26  26  34         106 146
 3                   58  50  50  58
 2              106  90  82  82  90 106
 1              146 130 122 122 130 146";
    for line in table.lines() {
        let rank: i32 = line[..2].trim().parse().unwrap();
        for f in 1..=12i32 {
            let col = 4 * f as usize;
            let field = line
                .get(col - 1..(col + 3).min(line.len()))
                .unwrap_or("")
                .trim();
            match cell_at(f, rank) {
                Some(c) => assert_eq!(field, T.d[c as usize].to_string(), "{}", name(c)),
                None => assert_eq!(field, "", "file {f} rank {rank}"),
            }
        }
    }
    // Classes, largest first, cover every cell once.
    let mut all = 0u128;
    for w in T.by_d[..T.classes].windows(2) {
        assert!(w[0].0 > w[1].0);
    }
    for &(_, m) in &T.by_d[..T.classes] {
        assert_eq!(all & m, 0);
        all |= m;
    }
    assert_eq!(all, board::ALL);
    // No distance is shared by more than 8 cells: a tie choice is at most
    // C(8, 4) = 70 ways.
    assert!(T.by_d[..T.classes]
        .iter()
        .all(|&(_, m)| m.count_ones() <= 8));
}
