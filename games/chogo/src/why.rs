//! Why a move is chosen, in one or two sentences (issue 19 §4), from the
//! rules one ply on: the enemy king it captures, the danger to its own
//! king it escapes, the men it captures and whether the enemy can capture
//! back, a threat to the enemy king, men it traps or takes out of reach.
//! Each look-ahead is one move generation, as the danger warning makes.

use super::board::{is_king, square_name, EMPTY, MAX_FILES};
use super::eval::side_scores;
use super::game::{msg, seat_term};
use super::moves::{captures, place, Mv};
use super::notation::write;
use super::rules::Chogo;
use super::words::{and_list, man};
use attic_core::Msg;

/// What the side to move in `g` could capture with one move: the men
/// (ascending, without repeats) and a move that captures the enemy king.
struct Reach {
    men: Vec<usize>,
    king_move: Option<Mv>,
}

fn reach(g: &Chogo) -> Reach {
    let mut moves = Vec::new();
    g.gen(&mut moves);
    let mut out = Reach {
        men: Vec::new(),
        king_move: None,
    };
    for m in moves {
        for c in g.captures_of(m) {
            if is_king(g.board.cells[c]) && out.king_move.is_none() {
                out.king_move = Some(m);
            }
            if !out.men.contains(&c) {
                out.men.push(c);
            }
        }
    }
    attic_core::order::sort_by_key(&mut out.men, |&i| (i % MAX_FILES, i / MAX_FILES));
    out
}

/// `g` with the other side to move (what it could do were it its turn).
fn other(g: &Chogo) -> Chogo {
    let mut t = g.clone();
    t.board.to_move = 1 - t.board.to_move;
    t.result = None;
    t
}

fn men(g: &Chogo, list: &[usize]) -> Msg {
    and_list(list.iter().map(|&c| man(g, c)).collect())
}

/// The reason for `m` in `g`; none when `m` is not legal here.
pub fn explain(g: &Chogo, m: &Mv) -> Option<Msg> {
    g.check(*m).ok()?;
    let x = g.mover();
    let (me, them) = (seat_term(x), seat_term(1 - x));
    let caught = g.captures_of(*m);
    if let Some(&k) = caught.iter().find(|&&c| is_king(g.board.cells[c])) {
        return Some(
            msg("why.king-captured")
                .term("enemy", them)
                .text("square", square_name(k)),
        );
    }
    let mut after = g.clone();
    after.apply(*m, None);
    if let Some(end) = after.result {
        if end.winner == Some(x) {
            return Some(msg("why.wins").term("seat", me));
        }
    }
    let captured = (!caught.is_empty()).then(|| msg("why.captures").msg("list", men(g, &caught)));
    // The danger to the mover's own king, before and after.
    let king = g.board.king(x);
    let before_threat = match king {
        Some(_) => {
            let t = other(g);
            reach(&t).king_move.map(|k| write(&t, k))
        }
        None => None,
    };
    let replies = match after.result {
        None => reach(&after),
        Some(_) => Reach {
            men: Vec::new(),
            king_move: None,
        },
    };
    if let (Some(k), Some(threat), None) = (king, before_threat, replies.king_move) {
        let moved = after.board.king(x) != Some(k);
        let key = if moved {
            "why.king-escapes"
        } else {
            "why.king-guarded"
        };
        let saved = msg(key)
            .term("seat", me)
            .term("enemy", them)
            .text("square", square_name(k))
            .text("move", threat);
        return Some(match captured {
            Some(c) => msg("why.two").msg("a", saved).msg("b", c),
            None => saved,
        });
    }
    // What the enemy can capture back after the move.
    let back = match (replies.king_move, replies.men.is_empty()) {
        (Some(km), _) => {
            let k = after.board.king(x).unwrap_or_default();
            msg("why.then-king")
                .term("seat", me)
                .term("enemy", them)
                .text("square", square_name(k))
                .text("move", write(&after, km))
        }
        (None, true) => msg("why.then-none").term("enemy", them),
        (None, false) => msg("why.then-men")
            .term("enemy", them)
            .num("n", replies.men.len() as i64)
            .msg("list", men(&after, &replies.men)),
    };
    if !caught.is_empty() {
        return Some(
            msg("why.capture")
                .msg("list", men(g, &caught))
                .msg("then", back),
        );
    }
    // A new threat to the enemy king: were it the mover's turn again
    // (one the mover already had is not this move's doing).
    if after.result.is_none() && after.threatens_king(x) && !g.threatens_king(x) {
        let k = after.board.king(1 - x).unwrap_or_default();
        return Some(
            msg("why.threat")
                .term("enemy", them)
                .text("square", square_name(k))
                .msg("then", back),
        );
    }
    // Enemy men it traps (a trapped man cannot move alone).
    let trapped: Vec<usize> = (0..after.board.cells.len())
        .filter(|&i| after.board.own(i, 1 - x) && after.board.trapped(i) && !g.board.trapped(i))
        .collect();
    if !trapped.is_empty() && after.result.is_none() {
        let mut trapped = trapped;
        attic_core::order::sort_by_key(&mut trapped, |&i| (i % MAX_FILES, i / MAX_FILES));
        return Some(
            msg("why.traps")
                .num("n", trapped.len() as i64)
                .msg("list", men(&after, &trapped))
                .msg("then", back),
        );
    }
    // Own men the enemy could capture now and cannot after the move.
    if after.result.is_none() {
        let now = reach(&other(g));
        let safe: Vec<usize> = now
            .men
            .iter()
            .copied()
            .filter(|&c| !replies.men.contains(&c) && !is_king(g.board.cells[c]))
            .collect();
        if !safe.is_empty() {
            return Some(
                msg("why.protects")
                    .term("enemy", them)
                    .num("n", safe.len() as i64)
                    .msg("list", men(g, &safe))
                    .msg("then", back),
            );
        }
    }
    if replies.king_move.is_none() && replies.men.is_empty() {
        if best_by_eval(g, m) {
            return Some(msg("why.eval-safe").term("enemy", them));
        }
        return Some(msg("why.quiet-safe").term("enemy", them));
    }
    best_by_eval(g, m).then(|| msg("why.eval").msg("then", back))
}

/// Whether `m` scores best of all legal moves by the evaluation's terms
/// (men, king safety, mobility) on the board right after it: one board
/// pass per move, no end checks.
fn best_by_eval(g: &Chogo, m: &Mv) -> bool {
    let x = g.mover() as usize;
    let score = |mv: Mv| {
        let mut b = g.board;
        let arrivals = place(&mut b, mv, g.mover());
        for c in captures(&b, &arrivals, g.mover()) {
            b.cells[c] = EMPTY;
        }
        b.to_move = 1 - b.to_move;
        let s = side_scores(&b);
        s[x] - s[1 - x]
    };
    let mine = score(*m);
    let mut moves = Vec::new();
    g.gen(&mut moves);
    moves.iter().all(|&o| score(o) <= mine)
}
