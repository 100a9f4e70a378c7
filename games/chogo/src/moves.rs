//! Chogo moves (spec §5, §5.7): their identity, generation of single-man
//! and tandem moves, and what a move does to the board (§6.2 captures).

use super::board::{is_king, side_of, step, Board, Variant, EMPTY, MAX_FILES};

/// A move, by its identity (§5.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mv {
    /// King drop on a square.
    Drop(u8),
    /// Single-man (1×1) or tandem move: the group is the rectangle with
    /// bottom-left square `from`, `w` files wide and `h` ranks tall, moved
    /// by (`df`, `dr`) with exactly one of them non-zero.
    Step {
        /// Bottom-left square of the group.
        from: u8,
        /// Width in files.
        w: u8,
        /// Height in ranks.
        h: u8,
        /// File displacement.
        df: i8,
        /// Rank displacement.
        dr: i8,
    },
    /// Mole move: a man taken up from `from` and dropped on `to`.
    Mole {
        /// Square the man leaves.
        from: u8,
        /// Square it is dropped on.
        to: u8,
    },
}

/// Move rules that options change (§8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// `king-full-rook`: a lone king moves like a rook.
    pub king_full_rook: bool,
    /// `part-trapped-tandem-single-step`.
    pub single_step: bool,
}

/// Unit vectors of the four directions (up, down, left, right).
pub const DIRS: [(i32, i32); 4] = [(0, 1), (0, -1), (-1, 0), (1, 0)];

/// The squares of a rectangle with bottom-left `from`, if every cell of it
/// is a square of `v`.
pub fn rect(v: Variant, from: usize, w: usize, h: usize) -> Option<Vec<usize>> {
    let (f0, r0) = (from % MAX_FILES, from / MAX_FILES);
    if w == 0 || h == 0 || from >= super::board::CELLS {
        return None;
    }
    let mut out = Vec::with_capacity(w * h);
    for r in r0..r0 + h {
        for f in f0..f0 + w {
            if !v.exists_at(f, r) {
                return None;
            }
            out.push(r * MAX_FILES + f);
        }
    }
    Some(out)
}

/// The square at (file + df, rank + dr) of `i`, if it is a square of `v`.
pub fn offset(v: Variant, i: usize, df: i32, dr: i32) -> Option<usize> {
    let f = (i % MAX_FILES) as i32 + df;
    let r = (i / MAX_FILES) as i32 + dr;
    (f >= 0 && r >= 0 && v.exists_at(f as usize, r as usize))
        .then(|| r as usize * MAX_FILES + f as usize)
}

/// Every single-man and tandem move of `side` in `b` (§5.3, §5.4), whoever
/// is to move and whether or not its king is on the board.
pub fn gen_steps(b: &Board, side: u8, rules: Rules, out: &mut Vec<Mv>) {
    let v = b.variant;
    let own = |i: usize| side_of(b.cells[i]) == Some(side);
    // Single men.
    for i in 0..b.cells.len() {
        if !own(i) || b.trapped(i) {
            continue;
        }
        let lone_king = is_king(b.cells[i]) && !rules.king_full_rook;
        for &(df, dr) in &DIRS {
            let mut k = 1;
            while let Some(t) = offset(v, i, df * k, dr * k) {
                if b.cells[t] != EMPTY {
                    break;
                }
                out.push(Mv::Step {
                    from: i as u8,
                    w: 1,
                    h: 1,
                    df: (df * k) as i8,
                    dr: (dr * k) as i8,
                });
                if lone_king {
                    break;
                }
                k += 1;
            }
        }
    }
    // Groups: every solid rectangle of own men with at least 2 squares,
    // enumerated by bottom-left corner, then width, then height.
    for i in 0..b.cells.len() {
        if !own(i) {
            continue;
        }
        let (f0, r0) = (i % MAX_FILES, i / MAX_FILES);
        let mut w = 1;
        while f0 + w <= v.files() && own(r0 * MAX_FILES + f0 + w - 1) {
            let mut h = 1;
            while r0 + h <= v.ranks() && (f0..f0 + w).all(|f| own((r0 + h - 1) * MAX_FILES + f)) {
                if w * h >= 2 {
                    group_moves(b, i, w, h, rules, out);
                }
                h += 1;
            }
            w += 1;
        }
    }
}

/// The moves of one group (known to be own men).
fn group_moves(b: &Board, from: usize, w: usize, h: usize, rules: Rules, out: &mut Vec<Mv>) {
    let v = b.variant;
    let Some(cells) = rect(v, from, w, h) else {
        return;
    };
    let trapped = cells.iter().filter(|&&c| b.trapped(c)).count();
    if trapped == cells.len() {
        return;
    }
    let one = rules.single_step && trapped > 0;
    for &(df, dr) in &DIRS {
        let mut k = 1;
        // The leading edge at displacement k: the group's cells shifted by
        // k that fall outside the group (nothing behind it can block).
        while leading_free(b, &cells, df, dr, k) {
            out.push(Mv::Step {
                from: from as u8,
                w: w as u8,
                h: h as u8,
                df: (df * k) as i8,
                dr: (dr * k) as i8,
            });
            if one {
                break;
            }
            k += 1;
        }
    }
}

/// Whether the cells of the group shifted by k·(df, dr) that lie beyond its
/// leading side are empty squares.
fn leading_free(b: &Board, cells: &[usize], df: i32, dr: i32, k: i32) -> bool {
    // Only the k-th cells beyond the leading side matter at step k;
    // nearer ones were checked at earlier steps.
    let v = b.variant;
    cells.iter().all(|&c| {
        // c is on the leading side iff c + (df, dr) is outside the group.
        let ahead = offset(v, c, df, dr).filter(|n| cells.contains(n));
        if ahead.is_some() {
            return true;
        }
        offset(v, c, df * k, dr * k).is_some_and(|t| b.cells[t] == EMPTY)
    })
}

/// Source squares, destination squares and the man on each, of a move
/// known to be well-formed for `b` (rectangle on the board).
pub fn members(b: &Board, m: Mv) -> Vec<(usize, usize)> {
    match m {
        Mv::Drop(t) => vec![(t as usize, t as usize)],
        Mv::Mole { from, to } => vec![(from as usize, to as usize)],
        Mv::Step { from, w, h, df, dr } => rect(b.variant, from as usize, w as usize, h as usize)
            .unwrap_or_default()
            .into_iter()
            .filter_map(|c| offset(b.variant, c, df as i32, dr as i32).map(|t| (c, t)))
            .collect(),
    }
}

/// Place the moving men of `m` for `mover` (nothing removed yet); returns
/// the arrival squares (§6.2).
pub fn place(b: &mut Board, m: Mv, mover: u8) -> Vec<usize> {
    match m {
        Mv::Drop(t) => {
            b.cells[t as usize] = if mover == 0 {
                super::board::BK
            } else {
                super::board::WK
            };
            vec![t as usize]
        }
        _ => {
            let ms = members(b, m);
            let men: Vec<u8> = ms.iter().map(|&(s, _)| b.cells[s]).collect();
            for &(s, _) in &ms {
                b.cells[s] = EMPTY;
            }
            for (&(_, t), &man) in ms.iter().zip(&men) {
                b.cells[t] = man;
            }
            ms.into_iter().map(|(_, t)| t).collect()
        }
    }
}

/// The enemy men captured by `mover` given its arrival squares (§6.2), in
/// square-index order, found on one position.
pub fn captures(b: &Board, arrivals: &[usize], mover: u8) -> Vec<usize> {
    let v = b.variant;
    let mut out: Vec<usize> = Vec::new();
    for &a in arrivals {
        for d in 0..4 {
            let Some(s) = step(v, a, d) else { continue };
            if out.contains(&s) || side_of(b.cells[s]) != Some(1 - mover) {
                continue;
            }
            let mut full = true;
            let mut mine = 0;
            for e in 0..4 {
                if let Some(n) = step(v, s, e) {
                    match side_of(b.cells[n]) {
                        None => full = false,
                        Some(x) if x == mover => mine += 1,
                        _ => {}
                    }
                }
            }
            if full && mine >= 2 {
                out.push(s);
            }
        }
    }
    out.sort_unstable();
    out
}
