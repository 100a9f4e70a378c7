//! Chogo properties over seeded random playouts (`attic::core::Rng`; the
//! native build has no dependencies).
//!
//! After every ply: `legal_moves` equals the set of syntactically possible
//! moves that `is_legal` accepts, and the `*` shortcut agrees with trying
//! every move; every legal move's canonical token (and its bare form)
//! reads back to the same move; the position string re-parses to the same
//! board. After every playout, from each start (positions with mole moves
//! included): the record written reads back to the same tokens, position
//! and outcome and writes the same bytes; the link round-trips; the
//! outcome agrees with a replay. Longer random games, every variant and
//! option, are the conformance suite's (`tests/suite/conformance.rs`).

use crate::chogo_common;

use attic::core::prelude::*;
use attic::core::{link, Rng, Session, Turn};
use attic::games::chogo::{bare, Board, Chogo, Mv, BLACK, WHITE};
use chogo_common::*;
use std::collections::HashSet;

/// Starts the playouts cycle through: (variant, options, position).
const STARTS: [(&str, &str, &str); 8] = [
    ("chogo-44", "", ""),
    ("chogo-8x8", "", ""),
    ("chogo-12x8", "", ""),
    (
        "chogo-44",
        "king-full-rook=on,part-trapped-tandem-single-step=on",
        "",
    ),
    ("chogo-44", "handicap=a5+h5,k2p-resign=on", ""),
    ("chogo-8x8", "threefold=on,king-full-rook=on", ""),
    // E11: mole moves are available.
    (
        "chogo-44",
        "",
        "##wwWw##/#.w....#/.w....../wb....../b...b.../#..B...#/##....## b 10",
    ),
    // E14: only mole moves.
    (
        "chogo-44",
        "",
        "##.W..##/#......#/......../.w....../wbw...../#Bw....#/##....## b 40",
    ),
];

fn new_game(i: usize) -> Chogo {
    let (v, o, p) = STARTS[i % STARTS.len()];
    if p.is_empty() {
        start(v, o)
    } else {
        setup_on(v, o, p)
    }
}

fn check_position(g: &Chogo, all: &[Mv], brute_check: bool, tokens: bool, ctx: &str) {
    let text = g.position();
    let back = Board::parse(&text, g.board.variant).unwrap_or_else(|e| panic!("{ctx}: {e}"));
    assert_eq!(back, g.board, "{ctx}: {text}");
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert_eq!(legal.is_empty(), g.turn() == Turn::Over, "{ctx}: {text}");
    if brute_check {
        let a: HashSet<Mv> = legal.iter().copied().collect();
        let b: HashSet<Mv> = brute(g, all).into_iter().collect();
        assert_eq!(a.len(), legal.len(), "{ctx}: duplicates in {text}");
        assert_eq!(a, b, "{ctx}: legal_moves vs is_legal in {text}");
        // The `*` test's shortcut agrees with trying every move.
        for side in [BLACK, WHITE] {
            let mut c = g.clone();
            c.result = None;
            c.board.to_move = side;
            let mut v = Vec::new();
            c.legal_moves(&mut v);
            let king = c.board.king(1 - side);
            let brute = king.is_some_and(|k| v.iter().any(|&m| c.captures_of(m).contains(&k)));
            assert_eq!(
                g.threatens_king(side),
                brute,
                "{ctx}: threat of {side} in {text}"
            );
        }
    }
    for m in legal.iter().filter(|_| tokens) {
        let token = g.format_move(m);
        assert_eq!(g.parse_move(&token), Ok(*m), "{ctx}: {token} in {text}");
        assert_eq!(g.parse_move(&bare(*m)), Ok(*m), "{ctx}: {token} in {text}");
    }
}

fn playouts(n: usize, brute_every: usize, max_plies: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    let mut ended = 0;
    for i in 0..n {
        let mut g = new_game(i);
        let all = all_moves(&g);
        let mut moves = Vec::new();
        let mut tokens = Vec::new();
        let start_game = g.clone();
        for ply in 0..max_plies {
            let ctx = format!("playout {i} ply {ply}");
            let brute_check = ply % brute_every == 0;
            check_position(&g, &all, brute_check, brute_check || ply % 8 == 0, &ctx);
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            tokens.push(g.format_move(&m));
            g.play(&m).unwrap();
        }
        if g.turn() == Turn::Over {
            ended += 1;
        }
        // Record round trip through the session.
        let (v, o, p) = STARTS[i % STARTS.len()];
        let mut s =
            Session::from_record(&attic::games::REGISTRY, &record(v, o, p, "", "*")).unwrap();
        for t in &tokens {
            s.play(t)
                .unwrap_or_else(|e| panic!("playout {i}: {t}: {e}"));
        }
        assert_eq!(s.current().position(), g.position());
        let rec = s.to_record();
        let again = Session::from_record(&attic::games::REGISTRY, &rec)
            .unwrap_or_else(|e| panic!("{e}\n{rec}"));
        assert_eq!(again.tokens(), s.tokens(), "{rec}");
        assert_eq!(again.current().position(), g.position());
        assert_eq!(again.current().outcome(), g.outcome());
        assert_eq!(again.to_record(), rec);
        // Link round trip.
        let l = link::encode(&s).unwrap();
        let back = link::decode(&attic::games::REGISTRY, &l).unwrap_or_else(|e| panic!("{e}: {l}"));
        assert_eq!(back.tokens(), s.tokens());
        assert_eq!(back.current().position(), g.position());
        // The outcome agrees with a replay by the engine alone.
        let mut r = start_game.clone();
        for t in &tokens {
            play(&mut r, t);
        }
        assert_eq!(r.outcome(), g.outcome());
    }
    assert!(ended > 0, "no playout finished");
}

/// Every other ply against trying every move (every ply took 18 s of the
/// test run; the perft lines check whole trees the same way).
#[test]
fn legal_moves_equal_is_legal_over_random_playouts() {
    playouts(48, 2, 120, 7);
}
