//! TURNOOI in words: each ply as the sentence the move list shows and the
//! live region reads (named after the worked examples of turnooi.md):
//! a step, a step into a battle with a hidden face (then the battle, drawn
//! as the next ply), a battle fought at once (every face public), won by
//! the mover or the tile across, or tied, a highest tile, a pass.

use crate::common;
use crate::turnooi_common;

use common::said;
use turnooi_common::*;

const E1: &str = "5? 1? 1? 2? 4? 3?/5? 1? 1? 2? 6? 6?/4? 6? 3? 3? 4? 1?/-- -- -- -- -- --/-- -- -- -- -- --/5? 3? 1? 2? 6? 2?/3? 6? 3? 3? 5? 4?/6? 5? 2? 6? 5? 4?";

#[test]
fn e1_a_step_then_a_battle_with_hidden_faces_in_two_sentences() {
    let mut s = session("", &[("Setup", E1)]);
    assert_eq!(said(&state(&s), "e3-e4"), "South moved e3–e4");
    turn(&mut s, "e3-e4").unwrap();
    assert_eq!(
        said(&state(&s), "e6-e5"),
        "North moved e6–e5 into battle with South's tile on e4: both tiles are turned over"
    );
    s.play("e6-e5").unwrap();
    assert_eq!(
        said(&state(&s), ":46v61xe4"),
        "Battle e5–e4: North's 4 + 6 = 10 against South's 6 + 1 = 7. South's tile on e4 goes to North's stock."
    );
}

#[test]
fn e2_a_battle_fought_at_once_when_every_face_is_public() {
    let board = "-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- 33 -- --/-- -- 21 -- -- --/-- 13 -- -- -- --/52 -- -- -- -- --/-- -- 44 -- -- --/-- -- -- -- -- --";
    let s = at(board, "south");
    assert_eq!(
        said(&state(&s), "b4-c4"),
        "South moved b4–c4. Battle c4–c5: South's 1 + 3 = 4 against North's 2 + 1 = 3. North's tile on c5 goes to South's stock."
    );
    assert_eq!(said(&state(&s), "a3-a4"), "South moved a3–a4");
}

#[test]
fn e6_a_pass_and_a_highest_tile_in_words() {
    let board = "-- -- -- -- -- --/-- -- -- -- 66 --/-- 12 -- -- -- --/-- -- -- -- -- --/11 23 35 44 16 22/-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --";
    let mut s = at(board, "south");
    assert_eq!(
        said(&state(&s), "pass"),
        "South had no legal move and passed."
    );
    turn(&mut s, "pass").unwrap();
    turn(&mut s, "e7-e6").unwrap();
    turn(&mut s, "pass").unwrap();
    assert_eq!(
        said(&state(&s), "e6-e5"),
        "North moved e6–e5. Battle e5–e4: North's 6 + 6 = 12 against South's 1 + 6 = 7. \
         South's tile on e4 goes to North's stock, and so does the winning tile, the highest on the board."
    );
}

#[test]
fn e3_the_mover_loses_the_battle_in_words() {
    let board = "66 -- -- -- -- --/-- -- -- -- -- --/-- -- -- 33 -- --/-- -- -- -- -- --/-- -- -- 55 -- --/52 -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --";
    let s = at(board, "north");
    assert_eq!(
        said(&state(&s), "d6-d5"),
        "North moved d6–d5. Battle d5–d4: North's 3 + 3 = 6 against South's 5 + 5 = 10. North's tile on d5 goes to South's stock."
    );
}

#[test]
fn e4_a_highest_tile_tied_for_highest_in_words() {
    let board = "-- -- -- -- -- --/-- -- -- -- -- 56/-- -- -- -- -- --/-- -- 41 -- -- --/-- 65 -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --";
    let s = at(board, "south");
    assert_eq!(
        said(&state(&s), "b4-c4"),
        "South moved b4–c4. Battle c4–c5: South's 6 + 5 = 11 against North's 4 + 1 = 5. \
         North's tile on c5 goes to South's stock, and so does the winning tile, the highest on the board."
    );
}

#[test]
fn e5_equal_sums_in_words() {
    let board = "-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- 26 --/-- -- -- -- -- 53/-- -- -- -- -- --/-- -- -- -- -- --/-- -- -- -- -- --";
    let s = at(board, "south");
    assert_eq!(
        said(&state(&s), "f4-e4"),
        "South moved f4–e4. Battle e4–e5: South's 5 + 3 = 8 against North's 2 + 6 = 8. Equal sums: both tiles go to the dead pile."
    );
}

#[test]
fn an_illegal_ply_has_no_words_and_never_panics() {
    use attic::core::prelude::*;
    use attic::games::turnooi::Mv;
    let g = state(&session("", &[("Setup", E1)]));
    for m in [
        Mv::Step { from: 200, to: 201 },
        Mv::Step { from: 0, to: 255 },
        Mv::Step { from: 255, to: 20 },
        Mv::Faces { mover: 9, other: 0 },
    ] {
        assert!(Words::describe(&g, &m, &[]).is_none(), "{m:?}");
    }
}
