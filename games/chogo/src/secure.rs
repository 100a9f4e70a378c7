//! Functional men, reach, secure men and cities (spec §5.5), and from them
//! the mole move's availability and targets (§5.6). Everything is judged
//! on the position before the move, for X = the side to move.

use super::board::{side_of, step, Board, CELLS, EMPTY};
use super::moves::{members, Mv};

/// Which squares hold a functional man of the side whose step moves
/// (single and tandem, §5.3–5.4) are `steps`.
pub fn functional(b: &Board, steps: &[Mv]) -> [bool; CELLS] {
    let mut f = [false; CELLS];
    for &m in steps {
        if let Mv::Step {
            w: 1, h: 1, from, ..
        } = m
        {
            f[from as usize] = true;
        } else {
            for (s, _) in members(b, m) {
                f[s] = true;
            }
        }
    }
    f
}

/// `Reach_X`: squares reachable from X's functional men through squares
/// not holding a man of Y (§5.5).
pub fn reach(b: &Board, x: u8, func: &[bool; CELLS]) -> [bool; CELLS] {
    let mut seen = [false; CELLS];
    let mut stack: Vec<usize> = (0..CELLS).filter(|&i| func[i]).collect();
    for &i in &stack {
        seen[i] = true;
    }
    while let Some(i) = stack.pop() {
        for d in 0..4 {
            if let Some(n) = step(b.variant, i, d) {
                if !seen[n] && side_of(b.cells[n]) != Some(1 - x) {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
    }
    seen
}

/// Whether Y's man on `s` is secure against X (§5.5).
pub fn secure(b: &Board, s: usize, x: u8, reach: &[bool; CELLS]) -> bool {
    let y = 1 - x;
    let mut n_free = 0;
    let mut any_reach = false;
    for d in 0..4 {
        let Some(t) = step(b.variant, s, d) else {
            continue;
        };
        if side_of(b.cells[t]) == Some(y) {
            continue;
        }
        n_free += 1;
        if reach[t] {
            any_reach = true;
        } else if side_of(b.cells[t]) != Some(x) {
            return true;
        }
    }
    !(n_free >= 2 && any_reach)
}

/// The squares of Y's cities (§5.5), Y being the opponent of `x`: every
/// component of squares not holding Y men that has an empty square and no
/// functional X man.
pub fn cities(b: &Board, x: u8, func: &[bool; CELLS]) -> [bool; CELLS] {
    let y = 1 - x;
    let mut out = [false; CELLS];
    let mut seen = [false; CELLS];
    for start in 0..CELLS {
        if seen[start] || !b.variant.exists(start) || side_of(b.cells[start]) == Some(y) {
            continue;
        }
        let mut comp = vec![start];
        seen[start] = true;
        let mut k = 0;
        while k < comp.len() {
            let i = comp[k];
            k += 1;
            for d in 0..4 {
                if let Some(n) = step(b.variant, i, d) {
                    if !seen[n] && side_of(b.cells[n]) != Some(y) {
                        seen[n] = true;
                        comp.push(n);
                    }
                }
            }
        }
        let has_empty = comp.iter().any(|&i| b.cells[i] == EMPTY);
        let has_func = comp.iter().any(|&i| func[i]);
        if has_empty && !has_func {
            for i in comp {
                out[i] = true;
            }
        }
    }
    out
}

/// The squares X may drop a mole on, if a mole move is available to X
/// (every Y man secure and Y has a city, §5.6); `steps` are X's step moves.
/// X's king must be on the board (checked by the caller).
pub fn mole_targets(b: &Board, x: u8, steps: &[Mv]) -> Option<[bool; CELLS]> {
    let func = functional(b, steps);
    let r = reach(b, x, &func);
    let y = 1 - x;
    for s in 0..CELLS {
        if side_of(b.cells[s]) == Some(y) && !secure(b, s, x, &r) {
            return None;
        }
    }
    let mut c = cities(b, x, &func);
    for (i, slot) in c.iter_mut().enumerate() {
        *slot = *slot && b.cells[i] == EMPTY;
    }
    c.iter().any(|&t| t).then_some(c)
}

/// The men of Y (the opponent of `x`) in redoubts: secure men that border
/// no city of Y (§5.5). The term has no rules effect (I21); the board view
/// and tests use it. `steps` are X's step moves.
pub fn redoubts(b: &Board, x: u8, steps: &[Mv]) -> [bool; CELLS] {
    let func = functional(b, steps);
    let r = reach(b, x, &func);
    let c = cities(b, x, &func);
    let mut out = [false; CELLS];
    for (s, slot) in out.iter_mut().enumerate() {
        *slot = side_of(b.cells[s]) == Some(1 - x)
            && secure(b, s, x, &r)
            && !(0..4).any(|d| step(b.variant, s, d).is_some_and(|t| c[t]));
    }
    out
}
