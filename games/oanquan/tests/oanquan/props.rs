//! O An Quan properties over many seeded random playouts (no proptest: the
//! native build has no dependencies, so `attic::core::Rng` drives them).
//!
//! After every ply: the 70 counters are conserved, the position re-parses to
//! itself and is one the rules allow, `legal_moves` agrees with `is_legal`
//! over every space and direction, and every move's token reads back to the
//! same move. After every playout: the record written reads back to the same
//! tokens, position and outcome, and writes the same bytes.

use attic::core::prelude::*;
use attic::core::{Options, Rng, Session, Turn};
use attic::games::oanquan::{parse_token, Dir, Mv, OanQuan, Own, Pos, INFO};

/// Option sets the playouts cycle through (round limits keep rounds short
/// enough and exercise the limit end).
const CONFIGS: [&str; 10] = [
    "",
    "direction=choose",
    "match=single-round",
    "sold-to-win=4",
    "round-end=split-all",
    "round-limit=1",
    "round-limit=9",
    "round-limit=40,direction=choose,round-end=split-all",
    "direction=choose,match=single-round,round-limit=25",
    "sold-to-win=4,round-end=split-all,round-limit=0",
];
const PLAYOUTS: usize = 10_000;
/// Longest playout; longer games are checked unfinished (`Result "*"`).
const MAX_PLIES: usize = 600;

const NAMES: [&str; 12] = [
    "A1", "A2", "A3", "A4", "A5", "QE", "B1", "B2", "B3", "B4", "B5", "QW",
];

fn all_moves() -> impl Iterator<Item = Mv> {
    (0..12u8).flat_map(|space| [Dir::Anti, Dir::Clock].map(|dir| Mv { space, dir }))
}

/// Everything a single position must satisfy.
fn check_position(g: &OanQuan, round_start_debt: &mut [u32; 2], ctx: &str) {
    let p = &g.pos;
    assert_eq!(p.total(), 70, "{ctx}: counters not conserved");
    assert!(p.board.iter().all(|&c| c <= 70), "{ctx}");
    assert!(p.store.iter().all(|&c| c <= 70), "{ctx}");
    let text = g.position();
    let back = Pos::parse(&text).unwrap_or_else(|e| panic!("{ctx}: {text}: {e}"));
    assert_eq!(&back, p, "{ctx}: {text} re-parses differently");
    for seat in 0..2u8 {
        assert!(
            (0..12).any(|i| p.sowable(seat, i)),
            "{ctx}: seat {seat} owns nothing"
        );
    }
    // Debts only grow within a round, by at most one refill (≤ 10 spaces).
    for s in 0..2 {
        assert!(p.debt[s] >= round_start_debt[s], "{ctx}: debt shrank");
        assert!(
            p.debt[s] - round_start_debt[s] <= 10,
            "{ctx}: debt jumped {:?} -> {text}",
            round_start_debt
        );
        round_start_debt[s] = p.debt[s];
    }
    // legal_moves and is_legal agree exactly, and list moves in ring order.
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let brute: Vec<Mv> = all_moves().filter(|m| g.is_legal(m)).collect();
    assert_eq!(legal, brute, "{ctx}: legal_moves vs is_legal in {text}");
    assert_eq!(legal.is_empty(), g.turn() == Turn::Over, "{ctx}: {text}");
    if let Turn::Seat(s) = g.turn() {
        assert_eq!(s, p.to_move, "{ctx}");
    }
}

/// Tokens read back: the canonical one, and the bare space (plus direction).
fn check_tokens(g: &OanQuan, m: Mv, ctx: &str) -> String {
    let token = g.format_move(&m);
    let tok = parse_token(&token).unwrap_or_else(|e| panic!("{ctx}: {e}"));
    assert_eq!(tok.space, m.space as usize, "{ctx}: {token}");
    assert_eq!(g.parse_move(&token), Ok(m), "{ctx}: {token}");
    let mut bare = NAMES[m.space as usize].to_string();
    if g.opts.choose {
        bare.push(if m.dir == Dir::Anti { 'a' } else { 'c' });
    }
    assert_eq!(g.parse_move(&bare), Ok(m), "{ctx}: {bare}");
    token
}

// Two halves with their own seeds, so the test harness runs them on two
// threads: 2 x 5 000 playouts.
#[test]
fn random_playouts_keep_every_invariant_1() {
    playouts(0x0A0A_2026, 0..PLAYOUTS / 2);
}

#[test]
fn random_playouts_keep_every_invariant_2() {
    playouts(0x5EED_0002, PLAYOUTS / 2..PLAYOUTS);
}

/// Playouts numbered `range` (the number picks the options) from `seed`.
fn playouts(seed: u64, range: std::ops::Range<usize>) {
    let count = range.len();
    let mut rng = Rng::new(seed);
    let (mut plies, mut rounds, mut finished, mut limit_ends) = (0usize, 0usize, 0usize, 0usize);
    for n in range {
        let config = CONFIGS[n % CONFIGS.len()];
        let mut s = Session::new(&attic::games::REGISTRY, "oanquan", config, &mut rng).unwrap();
        let options = Options::parse(config, INFO.options).unwrap();
        let mut g = OanQuan::setup(&options, s.tags()).unwrap();
        let mut debt = [0u32; 2];
        let mut moves = Vec::new();
        for ply in 0..MAX_PLIES {
            let ctx = format!("playout {n} [{config}] ply {ply}");
            check_position(&g, &mut debt, &ctx);
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            let token = check_tokens(&g, m, &ctx);
            let round = g.round;
            g.play(&m).unwrap_or_else(|e| panic!("{ctx}: {e}"));
            s.play(&token)
                .unwrap_or_else(|e| panic!("{ctx}: {token}: {e}"));
            assert_eq!(s.current().position(), g.position(), "{ctx}");
            plies += 1;
            if g.round != round || g.result.is_some() {
                let re = g.last_round.expect("a round just ended");
                assert_eq!(re.round, round, "{ctx}");
                assert_eq!(re.last.total(), 70, "{ctx}");
                assert_eq!(
                    re.totals[0] as u32 + re.totals[1] as u32,
                    70,
                    "{ctx}: round totals {:?}",
                    re.totals
                );
                rounds += 1;
                limit_ends += (re.kind == attic::games::oanquan::EndKind::Limit) as usize;
                if g.result.is_none() {
                    debt = [0, 0];
                    // The next round starts fresh (§7.4 step 4).
                    assert_eq!(g.pos.board, Pos::initial(0).board, "{ctx}");
                    assert_eq!((g.pos.store, g.pos.debt, g.pos.moves), ([0, 0], [0, 0], 0));
                    let sold = g.pos.own.iter().filter(|&&o| o != Own::Shared).count();
                    assert!(sold >= 9, "{ctx}: at most one shared space");
                }
            }
        }
        check_position(&g, &mut debt, &format!("playout {n} end"));
        finished += (g.turn() == Turn::Over) as usize;
        check_record(&s, &g, n, config);
    }
    eprintln!(
        "{count} playouts, {plies} plies, {rounds} rounds ({limit_ends} by limit), {finished} finished"
    );
    assert!(finished > count / 2, "most playouts should reach the end");
    assert!(limit_ends > 0 && rounds > count);
}

/// The written record reads back to the same game and the same bytes.
fn check_record(s: &Session, g: &OanQuan, n: usize, config: &str) {
    let rec = s.to_record();
    let back = Session::from_record(&attic::games::REGISTRY, &rec)
        .unwrap_or_else(|e| panic!("playout {n}: {e}\n{rec}"));
    assert_eq!(back.tokens(), s.tokens(), "playout {n}");
    assert_eq!(back.current().position(), g.position(), "playout {n}");
    assert_eq!(
        back.to_record(),
        rec,
        "playout {n} [{config}]: writer not stable"
    );
    assert_eq!(back.current().outcome(), g.outcome(), "playout {n}");
    assert_eq!(back.current().result_tag(), s.current().result_tag());
    if let Some(out) = g.outcome() {
        assert_eq!(out.scores.iter().sum::<i64>(), 70, "playout {n}");
    }
}
