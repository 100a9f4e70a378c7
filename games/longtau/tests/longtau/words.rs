//! Long Tau in words: a turn as a sentence (slides, removals, passes, the
//! end; named after the worked examples of longtau.md it uses), and the
//! danger warning when the mover's own pawns have no free neighbour.

use crate::common;
use crate::longtau_common;

use attic::core::prelude::*;
use attic::core::AnyGame;
use attic::games::longtau::LongTau;
use common::said;
use longtau_common::*;

/// The dangers' sentences and cells.
fn dangers(g: &LongTau) -> Vec<(String, Vec<String>)> {
    Words::dangers(g)
        .into_iter()
        .map(|d| (d.msg.to_string(), d.cells))
        .collect()
}

#[test]
fn e4_a_slide_a_siege_warning_and_a_siege_removal_in_words() {
    let mut g = pos("N=a9,f12 S=b9,d8,e1 tomove=S");
    assert_eq!(dangers(&g), []);
    assert_eq!(said(&g, "d8-a8"), "South slid d8–a8");
    play(&mut g, "d8-a8");
    // North's a9 is besieged: South removes it at the start of its turn.
    assert_eq!(
        dangers(&g),
        [(
            "North: a pawn has no free neighbour (a9) and will be removed at the start of the next enemy turn unless it has a free neighbour by then"
                .to_string(),
            vec!["a9".to_string()]
        )]
    );
    play(&mut g, "f12-i12");
    assert_eq!(
        said(&g, "e1-e12xa9"),
        "South removed the besieged pawn: a9; then South slid e1–e12"
    );
    // The removal is implied: the token without it says the same.
    assert_eq!(said(&g, "e1-e12"), said(&g, "e1-e12xa9"));
}

#[test]
fn e4_the_siege_south_could_close_is_a_danger_for_north_before_it_happens() {
    // E4's position with North to move: South's d8-a8 would shut a9 in.
    let g = pos("N=a9,f12 S=b9,d8,e1 tomove=N");
    let d = dangers(&g);
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(
        d[0].0,
        "South could close a siege around North's pawn on a9 next move (d8–a8)"
    );
    assert_eq!(d[0].1, ["a9", "d8", "a8"]);
    // Moving a9 away parries it.
    let mut parried = g.clone();
    play(&mut parried, "a9-a4");
    play(&mut parried, "e1-d1");
    assert!(
        dangers(&parried).iter().all(|(s, _)| !s.contains("a9")),
        "{:?}",
        dangers(&parried)
    );
}

#[test]
fn e7_the_chair_completed_and_the_chair_removal_with_a_tie_in_words() {
    let mut g = pos("N=a5,d12,e12,f10,h12,l8 S=e1,f6,f7,g6,l7 tomove=S");
    assert_eq!(
        said(&g, "l7-g7*"),
        "South slid l7–g7, completing the Golden Chair"
    );
    play_all(&mut g, "l7-g7* f10-f8");
    assert_eq!(
        said(&g, "f6-a6Xa5d12h12l8"),
        "South used the chair right and removed a5, d12, h12, l8; then South slid f6–a6"
    );
}

#[test]
fn no_words_for_an_illegal_turn() {
    let g = pos("N=a9,f12 S=b9,d8,e1 tomove=S");
    assert!(AnyGame::describe_token(&g, "a9-a4").is_none());
    assert!(AnyGame::describe_token(&g, "d8-a8xa9").is_none());
}

#[test]
fn e11_a_pass_and_the_removal_that_ends_the_game_in_words() {
    let mut g = pos("N=a8,b9,f12 S=a9 tomove=S");
    assert_eq!(said(&g, "pass"), "South had no move and passed");
    play(&mut g, "pass");
    assert_eq!(
        said(&g, "endxa9"),
        "North removed the besieged pawn: a9; then North's turn ended the game"
    );
}

#[test]
fn e9_a_four_player_pass_and_a_joint_group_removed_in_words() {
    let mut g = pos_with("players=4", "N=f12,h9,k8 E=k9 S=e1,l4 W=a4,l9 tomove=E");
    assert_eq!(said(&g, "pass"), "East had no move and passed");
    play_all(&mut g, "pass l4-l8 a4-a9");
    assert_eq!(
        said(&g, "endxk9l9"),
        "North removed 2 besieged pawns: k9, l9; then North's turn ended the game"
    );
}
