//! Straat properties over seeded random boards and playouts: street counting
//! against an independent pixel implementation, colour symmetry, the exact
//! solver against plain minimax, the score a finished record states, perft.
//! (Record and link round trips are the conformance suite's.)

use crate::common;

use attic::core::prelude::*;
use attic::core::SearchJob;
use attic::core::{Options, Rng, Session, Turn};
use attic::games::straat::{
    orient_of, owner_of, solve, tile_code, EndgameJob, Mv, Split, Straat, INFO, ORIENTS,
};
use common::{attic, perft_legal};

// ---------------------------------------------- pixel implementation ----

const SIZE: usize = 16;
const NEUTRAL: u8 = 2;

/// The colour of pixel (px, py) of a 4×4-pixel tile (py up), drawn from the
/// geometry of §2.2 alone: black half or triangle by orientation name.
/// Pixels cut by a diagonal are neutral: they belong to neither triangle.
fn pixel(orient: &str, px: usize, py: usize) -> u8 {
    let (x, y) = (px as i32, py as i32);
    let black = |b: bool, w: bool| {
        if b {
            1
        } else if w {
            0
        } else {
            NEUTRAL
        }
    };
    match orient {
        "N" => black(y >= 2, y < 2),
        "S" => black(y < 2, y >= 2),
        "E" => black(x >= 2, x < 2),
        "W" => black(x < 2, x >= 2),
        // The triangle holding the NE corner lies above the NW–SE diagonal.
        "NE" => black(x + y > 3, x + y < 3),
        "SW" => black(x + y < 3, x + y > 3),
        // The triangle holding the NW corner lies above the SW–NE diagonal.
        "NW" => black(y > x, y < x),
        "SE" => black(x > y, x < y),
        _ => panic!("orientation {orient}"),
    }
}

/// Streets `[white, black]` of a 16×16 picture (index y * 16 + x, y up):
/// 4-connected regions of equal colour, edges touched by border pixels.
fn picture_streets(pic: &[u8; SIZE * SIZE]) -> [u8; 2] {
    let mut seen = [false; SIZE * SIZE];
    let mut out = [0u8; 2];
    for start in 0..SIZE * SIZE {
        let colour = pic[start];
        if seen[start] || colour == NEUTRAL {
            continue;
        }
        let (mut n, mut e, mut s, mut w) = (false, false, false, false);
        let mut stack = vec![start];
        seen[start] = true;
        while let Some(p) = stack.pop() {
            let (x, y) = (p % SIZE, p / SIZE);
            n |= y == SIZE - 1;
            s |= y == 0;
            w |= x == 0;
            e |= x == SIZE - 1;
            let mut near = Vec::new();
            if x > 0 {
                near.push(p - 1);
            }
            if x + 1 < SIZE {
                near.push(p + 1);
            }
            if y > 0 {
                near.push(p - SIZE);
            }
            if y + 1 < SIZE {
                near.push(p + SIZE);
            }
            for q in near {
                if !seen[q] && pic[q] == colour {
                    seen[q] = true;
                    stack.push(q);
                }
            }
        }
        out[colour as usize] += (n && s) as u8 + (w && e) as u8;
    }
    out
}

fn front_picture(cells: &[u8; 16]) -> [u8; SIZE * SIZE] {
    let mut pic = [NEUTRAL; SIZE * SIZE];
    for (c, &code) in cells.iter().enumerate() {
        let name = ORIENTS[orient_of(code) as usize];
        for py in 0..4 {
            for px in 0..4 {
                let (x, y) = ((c % 4) * 4 + px, (c / 4) * 4 + py);
                pic[y * SIZE + x] = pixel(name, px, py);
            }
        }
    }
    pic
}

/// The back as seen after turning the frame over about its vertical axis.
fn back_picture(cells: &[u8; 16]) -> [u8; SIZE * SIZE] {
    let mut pic = [NEUTRAL; SIZE * SIZE];
    for (c, &code) in cells.iter().enumerate() {
        for py in 0..4 {
            for px in 0..4 {
                let (x, y) = ((c % 4) * 4 + px, (c / 4) * 4 + py);
                pic[y * SIZE + (SIZE - 1 - x)] = owner_of(code);
            }
        }
    }
    pic
}

fn random_full_board(split: Split, rng: &mut Rng) -> Straat {
    let mut owners: Vec<u8> = (0..16).map(|i| (i % 2) as u8).collect();
    for i in (1..16).rev() {
        owners.swap(i, rng.below(i + 1));
    }
    let mut g = Straat::new(split);
    for (c, &o) in owners.iter().enumerate() {
        g.cells[c] = tile_code(o, split.base() + rng.below(4) as u8);
    }
    g.placed = 16;
    g
}

#[test]
fn street_counts_agree_with_a_pixel_grid_on_random_full_boards() {
    let mut rng = Rng::new(20261124);
    for split in [Split::Straight, Split::Diagonal] {
        for _ in 0..3000 {
            let g = random_full_board(split, &mut rng);
            let c = g.count();
            assert_eq!(
                c.front,
                picture_streets(&front_picture(&g.cells)),
                "front of {}",
                g.position()
            );
            assert_eq!(
                c.back,
                picture_streets(&back_picture(&g.cells)),
                "back of {}",
                g.position()
            );
        }
    }
}

#[test]
fn the_solvers_last_ply_count_agrees_with_full_counts() {
    let mut rng = Rng::new(77);
    for split in [Split::Straight, Split::Diagonal] {
        for _ in 0..2000 {
            let mut g = random_full_board(split, &mut rng);
            let cell = rng.below(16);
            let owner = owner_of(g.cells[cell]);
            let codes = [0, 1, 2, 3].map(|k| tile_code(owner, split.base() + k));
            g.cells[cell] = 0;
            let each = attic::games::straat::front_counts_each(&g.cells, cell, &codes);
            for (k, &code) in codes.iter().enumerate() {
                let mut h = g;
                h.cells[cell] = code;
                assert_eq!(each[k], h.count().front, "{} at {cell}", h.position());
            }
        }
    }
}

#[test]
fn diagonal_regions_are_worth_at_most_one() {
    let mut rng = Rng::new(7);
    for _ in 0..2000 {
        let g = random_full_board(Split::Diagonal, &mut rng);
        for r in attic::games::straat::front_regions(&g.cells) {
            assert!(r.worth <= 1, "I6: {}", g.position());
        }
    }
}

#[test]
fn swapping_colours_swaps_the_scores() {
    let mut rng = Rng::new(99);
    for split in [Split::Straight, Split::Diagonal] {
        for _ in 0..2000 {
            let g = random_full_board(split, &mut rng);
            let mut h = g;
            for c in h.cells.iter_mut() {
                // The other colour on every quarter is the tile turned half
                // round (N↔S, E↔W, NE↔SW, SE↔NW), owned by the other player.
                let o = orient_of(*c);
                let turned = (o & 4) | ((o + 2) & 3);
                *c = tile_code(1 - owner_of(*c), turned);
            }
            let (a, b) = (g.count(), h.count());
            assert_eq!(a.front, [b.front[1], b.front[0]], "{}", g.position());
            assert_eq!(a.back, [b.back[1], b.back[0]], "{}", g.position());
        }
    }
}

#[test]
fn the_eight_symmetries_of_the_frame_keep_every_count() {
    // The solver's table merges symmetric positions: a rotation or mirror
    // must turn each tile with the frame and change no count.
    let mut rng = Rng::new(8);
    for split in [Split::Straight, Split::Diagonal] {
        for _ in 0..500 {
            let g = random_full_board(split, &mut rng);
            let mut images = std::collections::HashSet::new();
            for s in 0..8 {
                let h = attic::games::straat::symmetric(&g, s);
                assert_eq!(h.count(), g.count(), "symmetry {s} of {}", g.position());
                images.insert(h.cells);
            }
            assert_eq!(attic::games::straat::symmetric(&g, 0), g);
            assert!(images.len() >= 2);
        }
    }
}

// ------------------------------------------------- endgame solver ----

/// Plain minimax of White − Black over the Game trait, no pruning.
fn minimax(g: &Straat) -> i32 {
    if g.turn() == Turn::Over {
        let c = g.count().totals();
        return c[0] as i32 - c[1] as i32;
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let vals = moves.iter().map(|m| {
        let mut c = *g;
        c.play(m).unwrap();
        minimax(&c)
    });
    if g.turn() == Turn::Seat(0) {
        vals.max().unwrap()
    } else {
        vals.min().unwrap()
    }
}

fn random_position(split: Split, empty: u32, rng: &mut Rng) -> Straat {
    let mut g = Straat::new(split);
    let mut moves = Vec::new();
    while g.empty() > empty {
        g.legal_moves(&mut moves);
        let m = moves[rng.below(moves.len())];
        g.play(&m).unwrap();
    }
    g
}

fn white_value(g: &Straat, v: i8) -> i32 {
    if g.mover() == 0 {
        v as i32
    } else {
        -(v as i32)
    }
}

#[test]
fn endgame_solver_agrees_with_plain_minimax_up_to_6_empty_cells() {
    let mut rng = Rng::new(4242);
    for split in [Split::Straight, Split::Diagonal] {
        // Plain minimax at 6 empty cells is 24·20·16·12·8·4 = 8.8 M leaves:
        // one such position per split.
        for (empty, n) in [(1, 20), (2, 20), (3, 10), (4, 6), (5, 2), (6, 1)] {
            for _ in 0..n {
                let g = random_position(split, empty, &mut rng);
                let want = minimax(&g);
                let (v, best, _) = solve(&g, 16);
                assert_eq!(white_value(&g, v), want, "{}", g.position());
                // The best move keeps the value.
                let mut c = g;
                c.play(&best.expect("a move")).unwrap();
                assert_eq!(minimax(&c), want, "best move of {}", g.position());
            }
        }
    }
}

#[test]
fn endgame_job_in_small_batches_finds_the_solved_value() {
    let mut rng = Rng::new(5);
    for split in [Split::Straight, Split::Diagonal] {
        let g = random_position(split, 8, &mut rng);
        let (v, _, _) = solve(&g, 18);
        // A small table makes resumed passes redo work, which must not
        // change the answer.
        let mut job = EndgameJob::new(g, 12);
        let mut steps = 0;
        while !job.step(1) {
            steps += 1;
            assert!(steps < 100_000);
        }
        assert_eq!(job.value(), Some(v), "{}", g.position());
        let tok = job.best().expect("a move");
        let mut c = g;
        let m = c.parse_move(&tok).unwrap();
        c.play(&m).unwrap();
        let (cv, _, _) = solve(&c, 18);
        assert_eq!(-cv, v, "the job's move keeps the value");
    }
}

/// A step of the solver blocks the browser's worker, which answers the
/// page's heartbeat only between steps; the page counts a ping unanswered
/// for 1.1 s as a dead worker. Steps of 4 M nodes (a second in the browser)
/// had the worker replaced mid-solve on a loaded machine, three times, and
/// the AI gave its seat up. The e2e test's 10-empty position, in the
/// worker's small batches: every step stays near 2^19 nodes (about 0.13 s
/// in the browser), and the job still proves White's win.
#[test]
fn endgame_job_steps_stay_short_enough_for_the_heartbeat() {
    let mut g = Straat::new(Split::Straight);
    for t in ["c2S", "b4W", "b2E", "a4S", "b3N", "c1W"] {
        let m = g.parse_move(t).unwrap();
        g.play(&m).unwrap();
    }
    assert_eq!(g.empty(), 10);
    const { assert!(attic::games::straat::MAX_FLOOR <= 1 << 19) };
    let mut job = EndgameJob::new(g, 20);
    let mut longest = 0;
    while job.outlook().is_none() {
        let before = job.nodes();
        assert!(!job.step(64), "proven before the end");
        longest = longest.max(job.nodes() - before);
    }
    assert_eq!(job.outlook(), Some(1.0), "White to move wins");
    // The cap was reached (the floor grows by half after every cut step),
    // and held: a step overshoots its limit by at most one node's children.
    assert!(longest > 1 << 18, "longest step {longest}");
    assert!(longest <= (1 << 19) + 1_000, "longest step {longest}");
}

#[test]
fn solve_text_refuses_more_than_10_empty_cells() {
    let mut rng = Rng::new(1);
    let g = random_position(Split::Straight, 11, &mut rng);
    let e = attic::games::straat::solve_text(&g, 10, 10).unwrap_err();
    assert!(e.contains("11 empty cells"), "{e}");
    let g = random_position(Split::Straight, 3, &mut rng);
    let t = attic::games::straat::solve_text(&g, 10, 10).unwrap();
    let want = minimax(&g);
    assert!(t.contains(&format!("value: {want:+}")), "{t}");
    assert!(t.contains("best move: "), "{t}");
}

// -------------------------------------------- records and links ----

fn random_session(opts: &str, plies: usize, rng: &mut Rng) -> Session {
    let mut s = Session::new(&attic::games::REGISTRY, "straat", opts, rng).expect("new game");
    for _ in 0..plies {
        let toks = s.current().legal_tokens();
        if toks.is_empty() {
            break;
        }
        let t = toks[rng.below(toks.len())].clone();
        s.play(&t).unwrap();
    }
    s
}

/// The street totals a finished game states: its outcome's scores and the
/// record's `Score` tag. (Records and links of random games round-trip in
/// the conformance suite, `tests/suite/conformance.rs`.)
#[test]
fn finished_games_state_their_street_totals() {
    let mut rng = Rng::new(31337);
    for i in 0..200 {
        let opts = if i % 2 == 0 { "" } else { "split=diagonal" };
        let s = random_session(opts, 16, &mut rng);
        let g = s.current().as_any().downcast_ref::<Straat>().unwrap();
        let t = g.count().totals();
        let o = s.current().outcome().unwrap();
        assert_eq!(o.scores, vec![t[0] as i64, t[1] as i64]);
        let rec = s.to_record();
        assert!(
            rec.contains(&format!("[Score \"{}-{}\"]", t[0], t[1])),
            "{rec}"
        );
    }
}

// ------------------------------------------------------------ perft ----

/// The same count, asking `is_legal` about every cell and all 8 codes.
fn perft_brute(g: &Straat, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut n = 0;
    for cell in 0..17u8 {
        for orient in 0..9u8 {
            let m = Mv { cell, orient };
            if g.is_legal(&m) {
                let mut c = *g;
                c.play(&m).unwrap();
                n += perft_brute(&c, depth - 1);
            }
        }
    }
    n
}

#[test]
fn perft_matches_tests_data_straat_perft() {
    let data = include_str!("../data/straat.perft");
    let mut lines = 0;
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let mut opts = "";
        let mut depth = 0;
        let mut nodes = 0u64;
        for f in line.split_whitespace() {
            let (k, v) = f.split_once('=').unwrap();
            match k {
                "options" => opts = if v == "-" { "" } else { v },
                "depth" => depth = v.parse().unwrap(),
                "nodes" => nodes = v.parse().unwrap(),
                _ => panic!("field {k}"),
            }
        }
        let o = Options::parse(opts, INFO.options).unwrap();
        let g = Straat::setup(&o, &[]).unwrap();
        assert_eq!(perft_legal(&g, depth), nodes, "{line}");
        if depth <= 2 {
            assert_eq!(perft_brute(&g, depth), nodes, "{line}");
        }
        lines += 1;
    }
    assert!(lines >= 6);
}

// ------------------------------------------------------------- CLI ----

#[test]
fn attic_solve_straat_prints_value_and_best_move_or_a_clear_error() {
    // E4's record cut after 12 placements: 4 empty cells, White to move.
    let rec = include_str!("../data/straat_e4.txt");
    let cut: String = rec
        .lines()
        .filter(|l| !l.starts_with("7.") && !l.starts_with("8.") && !l.starts_with("[Score"))
        .map(|l| l.replace("\"black\"", "\"*\"") + "\n")
        .collect();
    let s = Session::from_record(&attic::games::REGISTRY, &cut).unwrap();
    let g = *s.current().as_any().downcast_ref::<Straat>().unwrap();
    assert_eq!(g.empty(), 4);
    let out = attic(&["solve", "straat", "-"], &cut);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains(&format!("value: {:+}", minimax(&g))),
        "{text}"
    );
    let best = text
        .lines()
        .find_map(|l| l.strip_prefix("best move: "))
        .expect("a best move line");
    assert!(g.parse_move(best).is_ok(), "{best}");
    // The start position has 16 empty cells: refused with a reason.
    let start = "[Game \"straat\"]\n[Result \"*\"]\n\n1. a1N\n";
    let out = attic(&["solve", "straat", "-"], start);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("15 empty cells"), "{err}");
}

#[test]
fn the_ai_uses_the_solver_from_its_levels_threshold_and_mcts_before() {
    let mut rng = Rng::new(12);
    let at = |empty: u32, rng: &mut Rng| random_position(Split::Straight, empty, rng);
    // Level 5 hands 10 empty cells to the solver (not run here: seconds).
    let g10 = at(10, &mut rng);
    let mut job = attic::ai::levels::start_search(&g10, 5, 1);
    assert!(
        job.summary().starts_with("exact solver"),
        "{}",
        job.summary()
    );
    // Its first step is a short MCTS warm-up, whose move stands until the
    // solver proves something (a time budget may end that early).
    assert!(!job.step(5_000));
    let early = job.best().expect("a move after the warm-up");
    assert!(g10.parse_move(&early).is_ok(), "{early}");
    // Level 4 at 6 empty cells: run to the end, a perfect move.
    let g8 = at(6, &mut rng);
    let mut job = attic::ai::levels::start_search(&g8, 4, 1);
    while !job.step(100_000) {}
    assert!(
        job.summary().contains("under perfect play"),
        "{}",
        job.summary()
    );
    let tok = job.best().expect("a move");
    let (v, _, _) = solve(&g8, 18);
    let mut c = g8;
    let m = c.parse_move(&tok).unwrap();
    c.play(&m).unwrap();
    assert_eq!(-solve(&c, 18).0, v, "the solver's move keeps the value");
    let g11 = at(11, &mut rng);
    let job = attic::ai::levels::start_search(&g11, 5, 1);
    assert!(!job.summary().contains("exact"), "{}", job.summary());
    for (level, from) in [(1u8, 0u32), (2, 2), (3, 4), (4, 6)] {
        let g = at(from + 1, &mut rng);
        assert!(!attic::ai::levels::start_search(&g, level, 1)
            .summary()
            .contains("exact"));
        if from > 0 {
            let g = at(from, &mut rng);
            assert!(
                attic::ai::levels::start_search(&g, level, 1)
                    .summary()
                    .contains("exact"),
                "level {level}"
            );
        }
    }
}
