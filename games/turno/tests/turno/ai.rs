//! TURNO's AI knowledge: the exact two-player Domino solver (levels 4 and
//! 5) checked against a plain minimax, also when it is stopped and resumed
//! in small steps as the worker runs it.

use attic::core::prelude::*;
use attic::core::{Rng, SearchJob, Session, Winner};
use attic::games::turno::dsolve::{SolveJob, Solver, Value};
use attic::games::turno::{Domino, DominoMove};
use attic::games::REGISTRY;

/// A two-player game played at random (seeded) for `plies` plies.
fn random_game(seed: u64, plies: usize) -> Domino {
    let mut rng = Rng::new(seed);
    let mut s = Session::new(&REGISTRY, "turno-domino", "", &mut rng).unwrap();
    for _ in 0..plies {
        let legal = s.current().legal_tokens();
        if legal.is_empty() {
            break;
        }
        s.play(&legal[rng.below(legal.len())]).unwrap();
    }
    s.current()
        .as_any()
        .downcast_ref::<Domino>()
        .expect("a Domino")
        .clone()
}

/// The value for the seat to move by plain minimax over the rules (every
/// legal move, no memo, no pruning): 1 win, 0 shared, -1 loss.
fn minimax(g: &Domino) -> Value {
    let me = g.to_move;
    if let Some(o) = g.outcome() {
        unreachable!("called on a finished game: {o:?}");
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
        .iter()
        .map(|m| value_after(g, m, me))
        .max()
        .expect("a move")
}

/// The value for `me` after `m`.
fn value_after(g: &Domino, m: &DominoMove, me: u8) -> Value {
    let mut h = g.clone();
    h.play_fast(m);
    match h.outcome() {
        Some(o) => match o.winner {
            Winner::Seat(s) if s == me => 1,
            Winner::Seat(_) => -1,
            _ => 0,
        },
        None if h.to_move == me => minimax(&h),
        None => -minimax(&h),
    }
}

/// Positions late enough for the plain minimax, with a choice to make.
fn late_positions(want: usize) -> Vec<Domino> {
    let mut out = Vec::new();
    for seed in 0..10_000 {
        let g = random_game(seed, 10 + (seed as usize % 10));
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        if g.end().is_none() && moves.len() > 2 {
            out.push(g);
        }
        if out.len() == want {
            break;
        }
    }
    out
}

#[test]
fn the_solver_agrees_with_plain_minimax_on_every_move() {
    let positions = late_positions(60);
    assert_eq!(positions.len(), 60);
    let mut values = [0; 3];
    for g in &positions {
        let truth = minimax(g);
        let (v, best) = Solver::new(u64::MAX).best_moves(g).expect("solved");
        assert_eq!(v, truth, "{}", g.position());
        values[(v + 1) as usize] += 1;
        // The moves it lists are worth the value (as pairs of tiles:
        // which one goes to row A never matters).
        assert!(!best.is_empty());
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        for m in &moves {
            let DominoMove::Place(a, b) = *m else {
                continue;
            };
            let k = g.k();
            let t = |x: u8| attic::games::turno::tiles::type_of(k, x);
            let listed = best
                .iter()
                .any(|&(x, y)| (x, y) == (t(a), t(b)) || (x, y) == (t(b), t(a)));
            // All of them; for a win one is enough.
            let worth = value_after(g, m, g.to_move) == v;
            let ok = if v == 1 {
                !listed || worth
            } else {
                listed == worth
            };
            assert!(ok, "{} {}", g.position(), g.format_move(m));
        }
    }
    // The sample holds won, shared and lost positions.
    assert!(values.iter().all(|&n| n > 0), "{values:?}");
}

#[test]
fn the_solver_stopped_and_resumed_in_small_steps_gives_the_same_answer() {
    // The worker steps a search in batches; the solver keeps its memo
    // between them and starts again from the root. Bounds proved in one
    // step must stay true in the next (a memo hit that closed the window
    // once gave wrong values here).
    for seed in 0..12 {
        let g = random_game(100 + seed, 4);
        let (truth, best) = Solver::new(u64::MAX).best_moves(&g).expect("solved");
        let mut s = Solver::new(0);
        let answer = loop {
            s.limit = s.nodes + 500;
            if let Some(a) = s.best_moves(&g) {
                break a;
            }
        };
        assert_eq!(answer.0, truth, "seed {seed}: {}", g.position());
        let mut a = answer.1.clone();
        let mut b = best.clone();
        a.sort();
        b.sort();
        assert_eq!(a, b, "seed {seed}");
    }
}

#[test]
fn level_5_never_gives_away_value() {
    // The job's move keeps the exact value of the position (it may pick
    // among equal moves by random games).
    for g in late_positions(20) {
        let (v, _) = Solver::new(u64::MAX).best_moves(&g).unwrap();
        let mut job = SolveJob::new(&g, 3_000_000, 7);
        while !job.step(256) {}
        let m = g.parse_move(&job.best().unwrap()).unwrap();
        assert_eq!(value_after(&g, &m, g.to_move), v, "{}", g.position());
    }
}

#[test]
fn the_checkers_evaluation_still_ranks_moves_far_ahead_or_behind() {
    // Seat 2 (N, on f6, not crossed) needs some 87 turns, seat 1 about
    // 21: the race term is flat there. Every throw's paths must still be
    // ranked by the turns they leave, for both seats (a flat evaluation
    // let a level-1 game wander for 20 000 plies).
    use attic::core::Options;
    use attic::games::turno::{turns_left, CMove, Checkers};
    let pos = "6? 5? 4? 3? 1? 2?/4? 5? 5? 6? 1? 1?/2? 5? 6? 6? 2? 1?/2? 6? 4? 3? 4? 4?/6? 2? 5? 3? 1? 2?/6? 3? 6? 5? 6? 1?; S,e1,e6,1 N,b6,f6,0; 2; -";
    let g = Checkers::from_position(&Options::default(), pos)
        .unwrap()
        .unwrap();
    assert!(turns_left(&g, 1) - turns_left(&g, 0) > 40.0);
    let mut ranked = 0;
    for d in 1..=6 {
        let mut h = g.clone();
        h.play_fast(&CMove::Roll(d));
        let mut moves = Vec::new();
        h.legal_moves(&mut moves);
        let after: Vec<Checkers> = moves
            .iter()
            .map(|m| {
                let mut x = h.clone();
                x.play_fast(m);
                x
            })
            .collect();
        for a in &after {
            for b in &after {
                let (ta, tb) = (turns_left(a, 1), turns_left(b, 1));
                if ta + 0.01 < tb {
                    ranked += 1;
                    assert!(a.evaluate(1) > b.evaluate(1), "roll {d}: {ta} vs {tb}");
                    assert!(a.evaluate(0) < b.evaluate(0), "roll {d}: {ta} vs {tb}");
                }
            }
        }
    }
    assert!(ranked > 5, "{ranked}");
}
