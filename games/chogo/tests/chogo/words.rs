//! Chogo in words: each kind of move as a sentence (named after the worked
//! examples of chogo.md §11 they use), the danger warning when the
//! opponent's next move could capture the king or a pawn, and the
//! game-over sentences.

use crate::chogo_common;
use crate::common;

use attic::core::prelude::*;
use attic::core::{AnyGame, Rng};
use attic::games::chogo::Chogo;
use chogo_common::{pos, setup_on, start, START44};
use common::said;

/// `g` after the tokens.
fn after(g: &Chogo, tokens: &str) -> Chogo {
    let mut g = g.clone();
    for t in tokens.split_whitespace() {
        let m = g.parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        g.play(&m).unwrap();
    }
    g
}

/// The dangers' sentences.
fn dangers(g: &Chogo) -> Vec<String> {
    Words::dangers(g)
        .iter()
        .map(|d| d.msg.to_string())
        .collect()
}

/// The game-over sentence.
fn reason(g: &Chogo) -> String {
    Rules::outcome(g).expect("over").reason.to_string()
}

#[test]
fn e1_a_king_drop_in_words() {
    let g = pos(START44);
    assert_eq!(said(&g, "d4"), "Black dropped the king on d4");
}

#[test]
fn e2_a_drop_that_captures_the_king_and_the_game_over_sentence() {
    let g = after(&pos(START44), "a4");
    assert_eq!(
        said(&g, "b4"),
        "White dropped the king on b4 and captured Black's king on a4"
    );
    let over = after(&g, "b4");
    assert_eq!(
        reason(&over),
        "White captured Black's king on a4. Men left: Black 8, White 9."
    );
}

#[test]
fn e3_the_threat_on_the_king_is_a_danger_and_a_parry_removes_it() {
    let g = pos("##wwww##/#w....w#/wW.....w/B......./b......b/#b....b#/##bbbb## b 2");
    let d = Words::dangers(&g);
    assert_eq!(
        d[0].msg.to_string(),
        "White could capture Black's king on a4 next move (b5-b4xa4)"
    );
    // The king and the men that would capture it (b5-b4, b56-b45, b56-b34).
    let mut cells = d[0].cells.clone();
    cells.sort();
    assert_eq!(cells, ["a4", "b5", "b6"]);
    assert_eq!(d.len(), 1, "no pawn can be captured: {:?}", dangers(&g));
    // The king stepped out to b4 (one of E3's 14 parries), Black to move
    // again: nothing to warn of.
    let safe = pos("##wwww##/#w....w#/wW.....w/.B....../b......b/#b....b#/##bbbb## b 3");
    assert!(dangers(&safe).is_empty(), "{:?}", dangers(&safe));
    // Nothing at the start either.
    assert!(dangers(&pos(START44)).is_empty());
}

#[test]
fn e4_a_move_that_traps_three_men() {
    let g = pos("##www.##/#..b..W#/.wb.bw../......../......B./#..w..b#/##..bb## w 20");
    assert_eq!(
        said(&g, "d2-d5"),
        "White moved d2–d5, trapping c5, d6 and e5"
    );
    // The king inside a group (it moves two squares), trapping f5
    // between e5 and g5.
    let black = after(&g, "d2-d5");
    assert_eq!(
        said(&black, "g23-g45"),
        "Black moved the line g23–g45, trapping f5"
    );
}

#[test]
fn e5_a_pawn_and_a_king_step() {
    let g = pos("##..W.##/#......#/......../..w.w.../......../#......#/##.bB.## b 12");
    assert_eq!(said(&g, "d1-d6"), "Black moved d1–d6");
    assert_eq!(said(&g, "e1-e2"), "Black moved the king e1–e2");
}

#[test]
fn e6_tandem_moves_and_a_single_capture() {
    let g = pos("##....##/#W.....#/...b.wbw/..wbwwBw/...b..../#......#/##....## b 10");
    assert_eq!(said(&g, "d3-f3xf4"), "Black moved d3–f3 and captured f4");
    assert_eq!(said(&g, "d345-d234"), "Black moved the line d345–d234");
}

#[test]
fn e7_the_threatened_pawn_is_a_danger_and_the_slide_capture_in_words() {
    let g = pos("##....##/#.W....#/....ww../....wbb./..w...b./#......#/##.B..## b 30");
    // White threatens c3-f3xf4.
    let d = Words::dangers(&g);
    let pawns = d
        .iter()
        .find(|d| d.msg.to_string().contains("pawn"))
        .expect("a pawn danger");
    assert_eq!(
        pawns.msg.to_string(),
        "White could capture Black's pawn on f4 next move"
    );
    assert_eq!(pawns.cells, ["f4"]);
    let g = after(&g, "g3-f3");
    assert_eq!(
        said(&g, "e45-e34"),
        "White moved the line e45–e34 and captured f4"
    );
}

#[test]
fn e8_one_man_captures_two() {
    let g = pos("##....##/#.....W#/..w.w.../.wb.bw../..b.b.../#......#/##.wB.## w 10");
    assert_eq!(
        said(&g, "d1-d4"),
        "White moved d1–d4 and captured c4 and e4"
    );
}

#[test]
fn e9_a_phalanx_captures_three() {
    let g = pos("##www.##/#wbbbW.#/.....www/......../......../#..B...#/##b..b## w 10");
    assert_eq!(
        said(&g, "fgh5-cde5"),
        "White moved the line fgh5–cde5 and captured c6, d6 and e6"
    );
}

#[test]
fn e11_a_mole_drop_that_captures() {
    let g = pos("##wwWw##/#.w....#/.w....../wb....../b...b.../#..B...#/##....## b 10");
    assert_eq!(
        said(&g, "e3>a5"),
        "Black moved a man from e3 to a5 (mole move) and captured a4"
    );
    // A mole that captures nothing but traps b5 (between b4 and b6).
    assert_eq!(
        said(&g, "a3>b6"),
        "Black moved a man from a3 to b6 (mole move), trapping b5"
    );
}

#[test]
fn e14_the_king_as_a_mole() {
    let g = pos("##.W..##/#......#/......../.w....../wbw...../#Bw....#/##....## b 40");
    assert_eq!(
        said(&g, "b2>a4"),
        "Black moved the king from b2 to a4 (mole move) and captured a3"
    );
}

#[test]
fn a_block_moves_in_words() {
    // The source's tandem example fg34-de34, on an otherwise quiet board.
    let g = pos("##..W.##/#......#/......../.....bb./.....bb./#......#/##..B.## b 10");
    assert_eq!(said(&g, "fg34-de34"), "Black moved the block fg34–de34");
}

#[test]
fn e13_immobilised_in_a_sentence() {
    let g = pos("##..W.##/#......#/......../..wB..../......../#......#/##..w.## w 99");
    let over = after(&g, "e1-e4");
    assert_eq!(
        reason(&over),
        "Black has no legal move left. Men left: Black 1, White 3."
    );
}

#[test]
fn e15_the_no_capture_limit_in_a_sentence() {
    let g = pos("##..W.##/#......#/......../..w.w.../......../#......#/##.bB.## b 99");
    let over = after(&g, "d1-d6");
    assert_eq!(
        reason(&over),
        "50 moves each without a capture. Men left: Black 2, White 3."
    );
}

#[test]
fn k2p_and_repetition_in_sentences() {
    let k2p = setup_on(
        "chogo-44",
        "k2p-resign=on",
        "##..W.##/#......#/w.w...../......w./......../#.b....#/##.bB.## b 10",
    );
    assert_eq!(
        reason(&k2p),
        "Black is down to 2 pawns against 3: a king with two pawns or fewer resigns. Men left: Black 3, White 4."
    );
    let p = "......W./......../......../......../......../......../......../.B...... b 0";
    let g = setup_on("chogo-8x8", "threefold=on", p);
    let over = after(&g, "b1-b2 g8-g7 b2-b1 g7-g8 b1-b2 g8-g7 b2-b1 g7-g8");
    assert_eq!(
        reason(&over),
        "The same position came up for the third time. Men left: Black 1, White 1."
    );
}

/// The king's danger is exactly the notation's `*` seen from the other
/// side: in random games on every board, it is shown iff the opponent,
/// were it to move, could capture the king; and every move has words.
#[test]
fn the_king_danger_agrees_with_the_engine_in_random_games() {
    let mut rng = Rng::new(18);
    let mut warned = 0;
    for variant in ["chogo-44", "chogo-8x8", "chogo-12x8"] {
        for _ in 0..12 {
            let mut g = start(variant, "");
            let mut v = Vec::new();
            while Rules::outcome(&g).is_none() && g.board.clock < 60 {
                let me = g.mover();
                let king = Words::dangers(&g)
                    .iter()
                    .any(|d| d.msg.key == "danger.king");
                assert_eq!(king, g.threatens_king(1 - me), "{}", g.board.to_text());
                warned += king as u32;
                g.legal_moves(&mut v);
                let m = v[rng.below(v.len())];
                let t = g.format_move(&m);
                assert!(AnyGame::describe_token(&g, &t).is_some(), "{t}");
                g.play(&m).unwrap();
            }
        }
    }
    assert!(
        warned > 0,
        "no king was ever threatened: the test saw nothing"
    );
}

#[test]
fn an_illegal_move_has_no_words() {
    use attic::games::chogo::Mv;
    let g = pos(START44);
    // Occupied, off every board, and a step before the king is dropped.
    for m in [
        Mv::Drop(2),
        Mv::Drop(200),
        Mv::Mole { from: 250, to: 3 },
        Mv::Step {
            from: 3,
            w: 1,
            h: 1,
            df: 0,
            dr: 3,
        },
    ] {
        assert!(Words::describe(&g, &m, &[]).is_none(), "{m:?}");
    }
}

#[test]
fn e10_a_corner_enclosure_captures_and_one_enemy_contact_does_not() {
    let g = pos("##..W.##/#......#/......../......../.w...B../#b....w#/##....## w 10");
    assert_eq!(said(&g, "g2-c2"), "White moved g2–c2 and captured b2");
    let g = pos("##..W.##/#......#/......../......../.b...B../#b....w#/##....## w 10");
    assert_eq!(said(&g, "g2-c2"), "White moved g2–c2");
}
