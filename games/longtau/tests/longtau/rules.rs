//! Long Tau worked examples E1–E15 of longtau.md §11, one test each
//! (E13, the records, is in tests/longtau/records.rs).

use crate::longtau_common;

use crate::common::{assert_refusal, rule};
use attic::core::prelude::*;
use attic::core::{Event, Outcome, RecordError, Turn, Winner};
use attic::games::longtau::{besieged, board, diagram, evaluate, LongTau};
use longtau_common::*;

/// The pawns of `seat` (its index) besieged on the board as it stands.
fn besieged_of(g: &LongTau, seat: usize) -> u128 {
    let empty = board::ALL & !g.occupied();
    besieged(g.pawns[seat], empty, g.nbrs())
}

#[test]
fn e1_setup_and_first_moves() {
    let g = start("", "N");
    assert_eq!(g.position(), START2);
    assert_eq!(
        diagram(&g),
        "\
12       N N N N N N
11       N N N N N N
10         N N N N
 9 . .     N N N N     . .
 8 . . . .   N N   . . . .
 7 . . . . . + + . . . . .
 6 . . . . . + + . . . . .
 5 . . . .   S S   . . . .
 4 . .     S S S S     . .
 3         S S S S
 2       S S S S S S
 1       S S S S S S
   a b c d e f g h i j k l
"
    );
    assert_eq!(
        legal(&g),
        list("d11-d5 e9-a9 e9-e6 f8-a8 f8-f6 g8-g6 g8-l8 h9-h6 h9-l9 i11-i5")
    );
    assert_eq!(
        legal(&start("", "S")),
        list("d2-d8 e4-a4 e4-e7 f5-a5 f5-f7 g5-g7 g5-l5 h4-h7 h4-l4 i2-i8")
    );
    assert_eq!(legal(&start("lines=areas", "N")), list("f8-f6 g8-g6"));
    assert_eq!(legal(&start("lines=areas", "S")), list("f5-f7 g5-g7"));
}

#[test]
fn e2_long_slides_blocking_and_the_minimum_of_one_cell() {
    let mut g = start("", "N");
    play(&mut g, "f8-f6");
    assert_eq!(
        legal(&g),
        list("d2-d8 e4-a4 e4-e7 f5-a5 g5-g7 g5-l5 h4-h7 h4-l4 i2-i8")
    );
    assert_refusal(
        &refused(&g, "f5-f6"),
        rule("illegal.blocked"),
        &[("next", "f6")],
    );
    play(&mut g, "g5-g7");
    assert_eq!(
        legal(&g),
        list("d11-d5 e9-a9 e9-e6 f6-a6 f6-f8 f6-l6 f9-f7 g8-a8 g8-l8 h9-h6 h9-l9 i11-i5")
    );
    play(&mut g, "f6-a6");
    assert_eq!(
        legal(&g),
        list("d2-d8 e4-a4 e4-e7 f5-a5 f5-f8 f5-l5 g4-g6 g7-a7 g7-g5 g7-l7 h4-h7 h4-l4 i2-i8")
    );
    play(&mut g, "f5-f8");
    assert_eq!(
        g.position(),
        "N=a6,d11,d12,e9,e10,e11,e12,f9,f10,f11,f12,g8,g9,g10,g11,g12,h9,h10,h11,h12,i11,i12 S=d1,d2,e1,e2,e3,e4,f1,f2,f3,f4,f8,g1,g2,g3,g4,g7,h1,h2,h3,h4,i1,i2 tomove=N quiet=4"
    );
    assert_eq!(
        diagram(&g).lines().nth(4).unwrap(),
        " 8 . . . .   S N   . . . ."
    );
    assert_eq!(
        diagram(&g).lines().nth(5).unwrap(),
        " 7 . . . . . + S . . . . ."
    );
    assert_eq!(
        legal(&g),
        list("a6-a4 a6-a9 a6-l6 d11-d5 e9-a9 e9-e6 g8-l8 h9-h6 h9-l9 i11-i5")
    );

    // lines=areas: the same four moves, shorter lists.
    let mut a = start("lines=areas", "N");
    play(&mut a, "f8-f6");
    assert_eq!(legal(&a), list("g5-g7"));
    play(&mut a, "g5-g7");
    assert_eq!(legal(&a), list("f6-a6 f6-f8 f6-l6 f9-f7 g8-f8"));
    play(&mut a, "f6-a6");
    assert_eq!(legal(&a), list("f5-f8 f5-g5 g4-g6 g7-a7 g7-g5 g7-l7"));
    play(&mut a, "f5-f8");
    assert_eq!(a.position(), g.position());
    assert_eq!(legal(&a), list("a6-a4 a6-a9 a6-l6"));
}

#[test]
fn e3_where_lines_end_with_both_values_of_lines() {
    let p = "N=a5,c6,e7 S=l5 tomove=N";
    assert_eq!(
        legal(&pos(p)),
        list("a5-a4 a5-a9 a5-k5 c6-a6 c6-c5 c6-c8 c6-l6 e7-a7 e7-e1 e7-e12 e7-l7")
    );
    let a = pos_with("lines=areas", p);
    assert_eq!(
        legal(&a),
        list("a5-a4 a5-a9 a5-d5 c6-a6 c6-c5 c6-c8 c6-l6 e7-a7 e7-e6 e7-l7")
    );
    assert_refusal(
        &refused(&a, "e7-e12"),
        rule("illegal.line-end"),
        &[("from", "e7")],
    );
}

#[test]
fn e4_siege_of_a_lone_pawn_by_two_pawns_and_delayed_removal() {
    for areas in [false, true] {
        let o = if areas { "lines=areas" } else { "" };
        let mut g = pos_with(o, "N=a9,f12 S=b9,d8,e1 tomove=S");
        assert_eq!(play(&mut g, "d8-a8"), "d8-a8");
        // N's {a9} is besieged, but its own turn does not remove it.
        assert_eq!(besieged_of(&g, 0), cells("a9"));
        assert_eq!(g.pre.siege, 0);
        assert_eq!(g.quiet, 1);
        if !areas {
            assert_eq!(legal(&g), list("f12-d12 f12-f1 f12-i12"));
        }
        let blocked = rule("illegal.blocked");
        assert_refusal(&refused(&g, "a9-a4"), blocked, &[("from", "a9")]);
        play(&mut g, "f12-i12");
        assert_eq!(g.quiet, 2);
        assert_eq!(g.pre.siege, cells("a9"));
        if areas {
            assert_eq!(
                legal(&g),
                list("a8-a4 a8-a9 a8-d8 b9-a9 b9-b4 e1-d1 e1-e4 e1-i1")
            );
        } else {
            assert_eq!(
                legal(&g),
                list("a8-a4 a8-a9 a8-l8 b9-a9 b9-b4 b9-l9 e1-d1 e1-e12 e1-i1")
            );
            assert_eq!(play(&mut g, "e1-e12"), "e1-e12xa9");
            assert_eq!(g.position(), "N=i12 S=a8,b9,e12 tomove=N");
            assert_eq!(g.quiet, 0);
        }
    }
    let mut g = pos("N=a9,f12 S=b9,d8,e1 tomove=S");
    assert_eq!(
        play_all(&mut g, "d8-a8 f12-i12 e1-e12"),
        ["d8-a8", "f12-i12", "e1-e12xa9"]
    );
}

#[test]
fn e5_siege_of_a_group_three_enemies_and_one_own_pawn_is_not_a_siege() {
    for (o, token) in [("", "e1-e12xc6c7"), ("lines=areas", "e1-e4xc6c7")] {
        let mut g = pos_with(o, "N=c6,c7,g12 S=a8,b6,b7,c5,d6,d7,d8,e1 tomove=S");
        // c6 has three S neighbours and N's c7; the group keeps c8.
        assert_eq!(besieged_of(&g, 0), 0);
        assert_eq!(g.pre.siege, 0);
        play(&mut g, "a8-c8");
        assert_eq!(besieged_of(&g, 0), cells("c6 c7"));
        if o.is_empty() {
            assert_eq!(legal(&g), list("g12-d12 g12-g1 g12-i12"));
        }
        play(&mut g, "g12-i12");
        assert_eq!(g.pre.siege, cells("c6 c7"));
        assert_eq!(play(&mut g, &action(token)), token);
        assert_eq!(g.pawns[0], cells("i12"));
    }
}

#[test]
fn e6_mutual_sieges_are_settled_by_turn_order() {
    for o in ["", "lines=areas"] {
        let mut g = pos_with(o, "N=a8,b9,f12 S=a7,a9,b4,e1,e9 tomove=S");
        // S's a9 is besieged already, but S's own step 1 leaves it.
        assert_eq!(besieged_of(&g, 1), cells("a9"));
        assert_eq!(g.pre.siege, 0);
        play(&mut g, "b4-b8");
        assert_eq!(besieged_of(&g, 0), cells("a8 b9"));
        // N's step 1 removes a9 first, which frees a8 and b9.
        assert_eq!(g.pre.siege, cells("a9"));
        assert_eq!(legal(&g), list("a8-a9 b9-a9 f12-d12 f12-f1 f12-i12"));
        assert_eq!(play(&mut g, "f12-i12"), "f12-i12xa9");
        assert_eq!(g.pre.siege, 0);
        assert_eq!(g.pawns[0], cells("a8 b9 i12"));
    }
    // Without S's e9, N's b9 keeps the liberty e9 (span only).
    let mut g = pos("N=a8,b9,f12 S=a7,a9,b4,e1 tomove=S");
    play(&mut g, "b4-b8");
    assert_eq!(besieged_of(&g, 0), cells("a8"));
    let mut g = pos_with("lines=areas", "N=a8,b9,f12 S=a7,a9,b4,e1 tomove=S");
    play(&mut g, "b4-b8");
    assert_eq!(besieged_of(&g, 0), cells("a8 b9"));
}

#[test]
fn e7_golden_chair_completion_and_removal_with_a_tie() {
    let mut g = pos("N=a5,d12,e12,f10,h12,l8 S=e1,f6,f7,g6,l7 tomove=S");
    assert_eq!(play(&mut g, "l7-g7"), "l7-g7*");
    assert_eq!(
        g.position(),
        "N=a5,d12,e12,f10,h12,l8 S=e1,f6,f7,g6,g7 tomove=N rights=S quiet=1"
    );
    play(&mut g, "f10-f8");
    // S's turn: no siege; d12 (146) goes, then 3 of the 4 tied at 130.
    assert_eq!(g.pre.siege, 0);
    assert_eq!(g.pre.forced, cells("d12"));
    assert_eq!(g.pre.tie, cells("a5 e12 h12 l8"));
    assert_eq!(g.pre.k, 3);
    let ts = tokens(&g);
    let choices: std::collections::BTreeSet<String> = ts
        .iter()
        .map(|t| t.split('X').nth(1).unwrap().to_string())
        .collect();
    assert_eq!(
        choices.into_iter().collect::<Vec<_>>(),
        ["a5d12e12h12", "a5d12e12l8", "a5d12h12l8", "d12e12h12l8"]
    );
    assert!(!g.automatic());
    let with_choice: Vec<String> = {
        let mut v: Vec<String> = ts
            .iter()
            .filter(|t| t.ends_with("Xa5d12h12l8"))
            .map(|t| action(t))
            .collect();
        v.sort();
        v
    };
    assert_eq!(
        with_choice,
        list("e1-d1 e1-e11 e1-i1 f6-a6 f6-f1 f7-a7 g6-g1 g6-l6 g7-g12 g7-l7")
    );
    assert_eq!(play(&mut g, "f6-a6Xa5d12h12l8"), "f6-a6Xa5d12h12l8");
    assert_eq!(g.position(), "N=e12,f8 S=a6,e1,f7,g6,g7 tomove=N");

    // lines=areas: e1 stops at e4.
    let mut a = pos_with(
        "lines=areas",
        "N=a5,d12,e12,f10,h12,l8 S=e1,f6,f7,g6,l7 tomove=S",
    );
    play_all(&mut a, "l7-g7* f10-f8");
    let t: Vec<String> = tokens(&a)
        .into_iter()
        .filter(|t| t.starts_with("e1-") && t.ends_with("Xa5d12h12l8"))
        .collect();
    assert!(t.contains(&"e1-e4Xa5d12h12l8".to_string()), "{t:?}");
}

#[test]
fn e8_earning_the_right_again_elimination_by_chair_removal() {
    let setup = "N=a5,d12,e12,f10,h12,l8 S=e1,f6,f7,g6,l7 tomove=S";
    let mut g = pos(setup);
    play_all(&mut g, "l7-g7* f10-f8 f6-a6Xa5d12h12l8");
    assert_eq!(legal(&g), list("e12-d12 e12-e2 e12-i12 f8-a8 f8-f12 f8-l8"));
    play(&mut g, "e12-e2");
    assert_eq!(play(&mut g, "a6-f6"), "a6-f6*");
    assert_eq!(
        g.position(),
        "N=e2,f8 S=e1,f6,f7,g6,g7 tomove=N rights=S quiet=2"
    );
    play(&mut g, "f8-l8");
    // S's turn: both N pawns go, N has none, S wins without moving.
    assert_eq!(g.pre.forced, cells("e2 l8"));
    assert!(g.automatic());
    let o = decided(&g).expect("the game is decided");
    assert_eq!(o.winner, Winner::Seat(1));
    assert_eq!(g.termination(), "elimination");
    assert_eq!(tokens(&g), ["endXe2l8"]);
    assert_eq!(play(&mut g, "end"), "endXe2l8");
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!(decided(&g).unwrap().winner, Winner::Seat(1));
    assert_eq!(g.pawns[0], 0);

    // Had S kept the chair complete on turn 3, no S move earns a right
    // while it stays complete.
    let mut k = pos(setup);
    play_all(&mut k, "l7-g7* f10-f8 e1-d1Xa5d12h12l8 f8-f12");
    assert_eq!(k.rights, 0);
    assert!(
        tokens(&k).iter().all(|t| !t.contains('*')),
        "{:?}",
        tokens(&k)
    );

    // lines=areas, as the spec plays it.
    let mut a = pos_with("lines=areas", setup);
    play_all(&mut a, "l7-g7* f10-f8 f6-a6Xa5d12h12l8");
    assert_eq!(legal(&a), list("e12-d12 e12-e9 e12-i12 f8-f12 f8-g8"));
    assert_eq!(
        play_all(&mut a, "e12-e9 a6-f6* f8-g8 end"),
        ["e12-e9", "a6-f6*", "f8-g8", "endXe9g8"]
    );
    assert_eq!(decided(&a).unwrap().winner, Winner::Seat(1));
}

#[test]
fn e9_four_players_a_joint_group_a_pass_and_partnership_elimination() {
    let p = "N=f12,h9,k8 E=k9 S=e1,l4 W=a4,l9 tomove=E";
    for areas in [false, true] {
        let o = if areas {
            "players=4,lines=areas"
        } else {
            "players=4"
        };
        let mut g = pos_with(o, p);
        assert_eq!(g.to_move, 1);
        // E's only pawn k9 cannot move: E passes, automatically.
        assert_eq!(tokens(&g), ["pass"]);
        assert!(g.automatic());
        let ev = g.play(&mv(&g, "pass")).unwrap();
        assert!(matches!(ev.as_slice(), [Event::Note(_)]), "{ev:?}");
        assert_eq!(g.to_move, 2);
        if areas {
            assert_eq!(legal(&g), list("e1-d1 e1-e4 e1-i1 l4-k4 l4-l8"));
        } else {
            assert_eq!(legal(&g), list("e1-d1 e1-e12 e1-i1 l4-b4 l4-l8"));
        }
        play(&mut g, "l4-l8");
        // W: no NS group besieged ({k8, l8} has j8, k7, l7).
        assert_eq!(g.to_move, 3);
        assert_eq!(g.pre.siege, 0);
        if areas {
            assert_eq!(legal(&g), list("a4-a9 a4-b4"));
        } else {
            assert_eq!(legal(&g), list("a4-a9 a4-l4"));
        }
        play(&mut g, "a4-a9");
        // N removes the joint EW group; E has no pawns: NS wins.
        assert_eq!(g.to_move, 0);
        assert_eq!(g.pre.siege, cells("k9 l9"));
        assert_eq!(tokens(&g), ["endxk9l9"]);
        assert_eq!(decided(&g).unwrap().winner, Winner::Side(0));
        assert_eq!(play(&mut g, "end"), "endxk9l9");
        assert_eq!(g.result_tag(&decided(&g).unwrap()), "NS");
    }
    // Without N's h9, E could slide along rank 9 across both gaps.
    let g = pos_with("players=4", "N=f12,k8 E=k9 S=e1,l4 W=a4,l9 tomove=E");
    assert_eq!(legal(&g), list("k9-a9"));
    // EW's {k9, l9} has the liberty l8 at first.
    let g = pos_with("players=4", p);
    let empty = board::ALL & !g.occupied();
    assert_eq!(besieged(g.side_pawns(1), empty, g.nbrs()), 0);
    // pawns=shared: E may move W's pawns.
    assert_eq!(
        legal(&pos_with("players=4,pawns=shared", p)),
        list("a4-a9 a4-k4 l9-l5")
    );
    assert_eq!(
        legal(&pos_with("players=4,pawns=shared,lines=areas", p)),
        list("a4-a9 a4-b4 l9-l5")
    );
}

#[test]
fn e10_four_player_setup_and_first_moves() {
    let g = start("players=4", "N");
    assert_eq!(g.position(), START4);
    assert_eq!(
        diagram(&g),
        "\
12       N N N N N N
11       N N N N N N
10         . . . .
 9 W W     . . . .     E E
 8 W W . .   . .   . . E E
 7 W W . . . + + . . . E E
 6 W W . . . + + . . . E E
 5 W W . .   . .   . . E E
 4 W W     . . . .     E E
 3         . . . .
 2       S S S S S S
 1       S S S S S S
   a b c d e f g h i j k l
"
    );
    for (seat, span, areas) in [
        (
            "N",
            "d11-d5 e11-e3 f11-f3 g11-g3 h11-h3 i11-i5",
            "e11-e9 f11-f3 g11-g3 h11-h9",
        ),
        (
            "E",
            "k4-e4 k5-c5 k6-c6 k7-c7 k8-c8 k9-e9",
            "k5-i5 k6-c6 k7-c7 k8-i8",
        ),
        (
            "S",
            "d2-d8 e2-e10 f2-f10 g2-g10 h2-h10 i2-i8",
            "e2-e4 f2-f10 g2-g10 h2-h4",
        ),
        (
            "W",
            "b4-h4 b5-j5 b6-j6 b7-j7 b8-j8 b9-h9",
            "b5-d5 b6-j6 b7-j7 b8-d8",
        ),
    ] {
        assert_eq!(legal(&start("players=4", seat)), list(span), "{seat}");
        assert_eq!(
            legal(&start("players=4,lines=areas", seat)),
            list(areas),
            "{seat}"
        );
    }
    // E first: E, S, W, N, E.
    let mut g = start("players=4", "E");
    let mut order = String::new();
    for _ in 0..5 {
        order.push_str(&g.seat_code(g.to_move));
        let m = {
            let mut v = Vec::new();
            g.legal_moves(&mut v);
            v[0]
        };
        g.play(&m).unwrap();
    }
    assert_eq!(order, "ESWNE");
    assert_eq!((0..4).map(|s| g.team(s)).collect::<Vec<_>>(), [0, 1, 0, 1]);
}

#[test]
fn e11_a_two_player_pass_leads_to_defeat() {
    let mut g = pos("N=a8,b9,f12 S=a9 tomove=S");
    assert_eq!(g.pre.siege, 0);
    assert_eq!(tokens(&g), ["pass"]);
    assert!(g.automatic());
    assert!(g.outcome().is_none());
    assert_eq!(play(&mut g, "pass"), "pass");
    assert_eq!(g.pre.siege, cells("a9"));
    assert_eq!(decided(&g).unwrap().winner, Winner::Seat(0));
    assert_eq!(play(&mut g, "end"), "endxa9");
    assert_eq!(g.turn(), Turn::Over);
    let rec = "[Game \"longtau\"]\n[Setup \"N=a8,b9,f12 S=a9 tomove=S\"]\n[Result \"N\"]\n\n1. pass endxa9\n";
    assert_eq!(session(rec).to_record(), rec);
}

#[test]
fn e12_the_no_removal_limit() {
    // (a) The counter is at the limit and nothing is removed: a draw.
    let mut a = pos("N=a9,f12 S=l4 tomove=N quiet=200");
    assert_eq!(decided(&a).unwrap().winner, Winner::Draw);
    assert_eq!(a.termination(), "no-removal-limit");
    assert_eq!(tokens(&a), ["end"]);
    let rec = "[Game \"longtau\"]\n[Setup \"N=a9,f12 S=l4 tomove=N quiet=200\"]\n[Result \"draw\"]\n\n1. end\n";
    assert_eq!(session(rec).to_record(), rec);
    play(&mut a, "end");
    assert_eq!(a.turn(), Turn::Over);
    // (b) One quiet turn short: N moves, S's turn is the draw.
    let mut b = pos("N=a9,f12 S=l4 tomove=N quiet=199");
    assert!(b.outcome().is_none());
    play(&mut b, "a9-a4");
    assert_eq!(b.quiet, 200);
    assert_eq!(decided(&b).unwrap().winner, Winner::Draw);
    assert_eq!(tokens(&b), ["end"]);
    // (c) A siege closed by the last quiet turn is still removed.
    let mut c = pos("N=a9,f12 S=a8,b9 tomove=S quiet=200");
    assert_eq!(c.pre.siege, cells("a9"));
    assert!(c.outcome().is_none());
    assert_eq!(play(&mut c, "a8-a4"), "a8-a4xa9");
    assert_eq!(c.position(), "N=f12 S=a4,b9 tomove=N");
    // (d) no-removal-limit=0: (a) and (b) go on.
    let d = pos_with("no-removal-limit=0", "N=a9,f12 S=l4 tomove=N quiet=200");
    assert!(d.outcome().is_none());
    assert!(legal(&d).contains(&"a9-a4".to_string()));
    let mut d = pos_with("no-removal-limit=0", "N=a9,f12 S=l4 tomove=N quiet=199");
    play(&mut d, "a9-a4");
    assert!(d.outcome().is_none());
    play(&mut d, "l4-l9");
    assert_eq!(d.quiet, 201);
}

#[test]
fn e12e_limit_result_pawns_the_side_with_more_pawns_wins() {
    // Case (a) with limit-result=pawns: N has 2 pawns, S 1, so N wins.
    let mut e = pos_with("limit-result=pawns", "N=a9,f12 S=l4 tomove=N quiet=200");
    let o = decided(&e).unwrap();
    assert_eq!(o.winner, Winner::Seat(0));
    assert_eq!(
        o.reason.to_string(),
        "200 turns in a row without a removal, and more pawns on the board for North (2 to 1): victory for North"
    );
    assert_eq!(e.termination(), "no-removal-limit");
    assert_eq!(tokens(&e), ["end"]);
    let rec = "[Game \"longtau\"]\n[Options \"limit-result=pawns\"]\n[Setup \"N=a9,f12 S=l4 tomove=N quiet=200\"]\n[Result \"N\"]\n\n1. end\n";
    let s = session(rec);
    assert_eq!(s.to_record(), rec);
    assert_eq!(s.current().outcome().unwrap().winner, Winner::Seat(0));
    // The record may leave the end out; its result must then say N.
    let short = rec.replace("1. end\n", "");
    assert_eq!(session(&short).to_record(), rec);
    let err = record_error(&short.replace("[Result \"N\"]", "[Result \"draw\"]"));
    assert!(
        matches!(&err, RecordError::Result { engine, .. } if engine == "N"),
        "{err}"
    );
    play(&mut e, "end");
    assert_eq!(e.turn(), Turn::Over);
    assert_eq!(e.outcome().unwrap().winner, Winner::Seat(0));
    assert_eq!(e.termination(), "no-removal-limit");
    // With N=a9 S=l4 instead: equal numbers, a draw, as in (a).
    let equal = pos_with("limit-result=pawns", "N=a9 S=l4 tomove=N quiet=200");
    let o = decided(&equal).unwrap();
    assert_eq!(o.winner, Winner::Draw);
    assert_eq!(
        o.reason.to_string(),
        "draw: 200 turns in a row without a removal, and as many pawns on each side (1 each)"
    );
    assert_eq!(equal.termination(), "no-removal-limit");
    let rec = "[Game \"longtau\"]\n[Options \"limit-result=pawns\"]\n[Setup \"N=a9 S=l4 tomove=N quiet=200\"]\n[Result \"draw\"]\n\n1. end\n";
    assert_eq!(session(rec).to_record(), rec);
    // The side with more pawns wins even when it is not the mover.
    let s_more = pos_with("limit-result=pawns", "N=a9 S=l4,l9 tomove=N quiet=200");
    assert_eq!(decided(&s_more).unwrap().winner, Winner::Seat(1));
    // Case (b): N moves, and S's turn ends the game, won by N.
    let mut b = pos_with("limit-result=pawns", "N=a9,f12 S=l4 tomove=N quiet=199");
    assert!(decided(&b).is_none());
    play(&mut b, "a9-a4");
    assert_eq!(decided(&b).unwrap().winner, Winner::Seat(0));
    // Case (c) is unchanged: the siege is removed and play goes on.
    let mut c = pos_with("limit-result=pawns", "N=a9,f12 S=a8,b9 tomove=S quiet=200");
    assert!(c.end().is_none());
    assert_eq!(play(&mut c, "a8-a4"), "a8-a4xa9");
}

#[test]
fn limit_result_default_draw_is_unchanged() {
    // Without the option, and with limit-result=draw, (a) is a draw
    // whatever the pawns, with the reason of before.
    for opts in ["", "limit-result=draw"] {
        for p in [
            "N=a9,f12 S=l4 tomove=N quiet=200",
            "N=a9 S=l4,l9 tomove=N quiet=200",
        ] {
            let o = decided(&pos_with(opts, p)).unwrap();
            assert_eq!(o.winner, Winner::Draw, "{opts} {p}");
            assert_eq!(
                o.reason.to_string(),
                "draw: 200 turns in a row without a removal"
            );
        }
    }
    assert!(!pos_with("limit-result=draw", START2).opts.limit_pawns);
    assert_eq!(
        pos_with("", START2).opts,
        pos_with("limit-result=draw", START2).opts
    );
}

#[test]
fn limit_result_pawns_counts_both_partners_pawns() {
    // N alone has the most pawns of any seat (4), but East and West have
    // 6 together against North and South's 5: East and West win.
    let p = "N=a6,a7,a8,a9 E=l4,l5,l6 S=d1 W=g1,h1,i1 tomove=N quiet=200";
    for opts in [
        "players=4,limit-result=pawns",
        "players=4,pawns=shared,limit-result=pawns",
    ] {
        let g = pos_with(opts, p);
        let o = decided(&g).unwrap();
        assert_eq!(o.winner, Winner::Side(1), "{opts}");
        assert_eq!(
            o.reason.to_string(),
            "200 turns in a row without a removal, and more pawns on the board for East and West (6 to 5): victory for East and West"
        );
        assert_eq!(g.termination(), "no-removal-limit");
        assert_eq!(o.scores, [4, 3, 1, 3]);
    }
    let rec = format!("[Game \"longtau\"]\n[Options \"players=4,limit-result=pawns\"]\n[Setup \"{p}\"]\n[Result \"EW\"]\n\n1. end\n");
    assert_eq!(session(&rec).to_record(), rec);
    // One more pawn for South: 6 to 6, a draw.
    let equal = p.replace("S=d1", "S=d1,e1");
    let o = decided(&pos_with("players=4,limit-result=pawns", &equal)).unwrap();
    assert_eq!(o.winner, Winner::Draw);
    assert_eq!(
        o.reason.to_string(),
        "draw: 200 turns in a row without a removal, and as many pawns on each side (6 each)"
    );
    // Two more: North and South win, 7 to 6.
    let more = p.replace("S=d1", "S=d1,e1,f1");
    let o = decided(&pos_with("players=4,limit-result=pawns", &more)).unwrap();
    assert_eq!(o.winner, Winner::Side(0));
}

#[test]
fn the_ai_scores_the_limit_by_the_outcome() {
    // The evaluation of a certain end is the outcome's: ±1 for a win or a
    // loss, 0 for a draw, for each value of limit-result.
    let won = "N=a9,f12 S=l4 tomove=N quiet=200";
    let equal = "N=a9 S=l4 tomove=N quiet=200";
    for (opts, p, n) in [
        ("limit-result=pawns", won, 1.0),
        ("limit-result=pawns", equal, 0.0),
        ("", won, 0.0),
        ("limit-result=draw", won, 0.0),
    ] {
        let g = pos_with(opts, p);
        assert_eq!(evaluate(&g, 0), n, "{opts} {p}");
        assert_eq!(evaluate(&g, 1), -n, "{opts} {p}");
        assert_eq!(g.evaluate(0), Some(n));
    }
    let four = "N=a6,a7,a8,a9 E=l4,l5,l6 S=d1 W=g1,h1,i1 tomove=N quiet=200";
    let g = pos_with("players=4,limit-result=pawns", four);
    for (seat, n) in [(0, -1.0), (1, 1.0), (2, -1.0), (3, 1.0)] {
        assert_eq!(evaluate(&g, seat), n, "seat {seat}");
    }
    // One turn before the limit, after any move of N, one pawn ahead:
    // S's turn ends the game and the evaluation sees N's win.
    let g = pos_with("limit-result=pawns", "N=a9,f12 S=l4 tomove=N quiet=199");
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    for m in &v {
        let mut h = g.clone();
        h.play(m).unwrap();
        assert_eq!(evaluate(&h, 0), 1.0, "{}", g.format_move(m));
    }
}

#[test]
fn e14_four_players_the_chair_completed_by_a_partnership() {
    let p = "N=d12,f7,g7 E=i5,k4,l9 S=f6,g2 W=a4,b9,c5,e6 tomove=S";
    let mut g = pos_with("players=4", p);
    assert_eq!(play(&mut g, "g2-g6"), "g2-g6*");
    assert_eq!(g.rights, 1 << 2, "S, the mover, earns the right");
    play(&mut g, "c5-c8");
    assert!(!g.pre.right);
    assert_eq!(legal(&g), list("d12-d1 d12-i12 f7-a7 f7-f12 g7-g12 g7-l7"));
    play(&mut g, "d12-i12");
    assert_eq!(play(&mut g, "l9-e9"), "l9-e9");
    // S: the four farthest EW pawns, with no tie.
    assert_eq!(g.to_move, 2);
    assert_eq!(g.pre.k, 0);
    assert_eq!(g.pre.forced, cells("a4 b9 c8 k4"));
    assert!(g.outcome().is_none(), "E and W still have pawns");
    assert_eq!(legal(&g), list("f6-f1 g6-g1 g6-l6"));
    assert!(tokens(&g).iter().all(|t| t.ends_with("Xa4b9c8k4")));

    // lines=areas: l9-e9 is illegal, and the example is played otherwise.
    let mut a = pos_with("players=4,lines=areas", p);
    play_all(&mut a, "g2-g6* c5-c8 d12-i12");
    assert_refusal(
        &refused(&a, "l9-e9"),
        rule("illegal.slide"),
        &[("stop", "k9")],
    );
    let mut a = pos_with("players=4,lines=areas", p);
    play_all(&mut a, "g2-g6* e6-e7");
    assert_eq!(legal(&a), list("d12-d11 d12-i12 f7-f12 g7-g12 g7-l7"));
    play_all(&mut a, "d12-i12 i5-i8");
    assert_eq!(a.pre.forced, cells("a4 b9 k4 l9"));
    assert_eq!(legal(&a), list("f6-a6 f6-f1 g6-g1 g6-l6"));
}

#[test]
fn e15_a_pending_right_while_the_chair_is_broken() {
    let mut g = pos("N=a4,d12,f8,i1,l9 S=f6,g6 tomove=S rights=S");
    assert_eq!(g.pre.siege, 0);
    assert_eq!(g.pre.k, 0);
    assert_eq!(g.pre.forced, cells("a4 d12 i1 l9"));
    assert_eq!(legal(&g), list("f6-a6 f6-f1 f6-f7 g6-g1 g6-g12 g6-l6"));
    assert_eq!(play(&mut g, "f6-f7"), "f6-f7Xa4d12i1l9");
    assert_eq!(g.position(), "N=f8 S=f7,g6 tomove=N");
    assert_eq!((g.rights, g.quiet), (0, 0));
    // The same with lines=areas.
    let a = pos_with("lines=areas", "N=a4,d12,f8,i1,l9 S=f6,g6 tomove=S rights=S");
    assert_eq!(a.pre.forced, cells("a4 d12 i1 l9"));
}

/// The outcome the game has once the turn's forced `end` is played (a
/// turn whose removals decide the game ends it at its start, §4 steps
/// 3-4; the engine is over after the `end` ply), or the outcome already
/// there.
fn decided(g: &LongTau) -> Option<Outcome> {
    let mut g = g.clone();
    if g.automatic() {
        let mut v = Vec::new();
        g.legal_moves(&mut v);
        if let [only] = &v[..] {
            let only = *only;
            g.play(&only).ok()?;
        }
    }
    g.outcome()
}
