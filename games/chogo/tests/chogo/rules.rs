//! Chogo worked examples E1–E16 of chogo.md §11, one test each, plus the
//! start positions of §3 and §8 and the record example of §9.3.

use crate::chogo_common;

use crate::common::{assert_refusal, rule};
use attic::core::prelude::*;
use attic::core::{Turn, Winner};
use attic::games::chogo::{Chogo, Reason, BLACK, WHITE};
use chogo_common::*;

fn sq(name: &str) -> usize {
    let b = name.as_bytes();
    (b[1] - b'1') as usize * 12 + (b[0] - b'a') as usize
}

fn trapped(g: &Chogo, name: &str) -> bool {
    g.board.trapped(sq(name))
}

#[test]
fn start_positions_of_section_3_and_handicap() {
    assert_eq!(start("chogo-44", "").position(), START44);
    assert_eq!(
        start("chogo-8x8", "").position(),
        "wwwwwwww/......../......../......../......../......../......../bbbbbbbb b 0"
    );
    let mut s12 = String::from("wwwwwwwwwwww/");
    for _ in 0..6 {
        s12.push_str("............/");
    }
    s12.push_str("bbbbbbbbbbbb b 0");
    assert_eq!(start("chogo-12x8", "").position(), s12);
    assert_eq!(
        start("chogo-44", "handicap=a5+h5").position(),
        "##wwww##/#w....w#/......../......../b......b/#b....b#/##bbbb## b 0"
    );
    // Handicap squares must be home squares of one side.
    let bad = |h: &str| {
        Chogo::setup(&options(&format!("handicap={h}")), &[]).expect_err(h);
    };
    bad("a5+a3");
    bad("d4");
    bad("a5+h5+c7+d7");
    bad("a5+a5");
}

#[test]
fn e1_opening_the_first_move_must_be_a_king_drop() {
    let g = start("chogo-44", "");
    let black = ("seat", "seat.Black");
    assert_refusal(&refused(&g, "d1-d5"), rule("illegal.drop-first"), &[black]);
    let half = rule("illegal.drop-half");
    assert_refusal(&refused(&g, "d5"), half, &[("square", "d5"), black]);
    let occupied = rule("illegal.drop-occupied");
    assert_refusal(&refused(&g, "a3"), occupied, &[("square", "a3")]);
    let mut c = g.clone();
    assert_eq!(play(&mut c, "d4"), "d4");
    assert_eq!(c.board.clock, 1);
    assert_eq!(
        legal(&g),
        list("c2 d2 e2 f2 b3 c3 d3 e3 f3 g3 a4 b4 c4 d4 e4 f4 g4 h4")
    );
}

#[test]
fn e2_a_king_drop_that_captures_shortest_game() {
    let mut g = start("chogo-44", "");
    play(&mut g, "a4");
    assert_eq!(
        legal(&g)
            .into_iter()
            .map(|t| plain(&t).split('x').next().unwrap().to_string())
            .collect::<Vec<_>>(),
        list("b4 c4 d4 e4 f4 g4 h4 b5 c5 d5 e5 f5 g5 c6 d6 e6 f6")
    );
    assert_eq!(play(&mut g, "b4"), "b4xa4");
    assert_eq!(
        g.position(),
        "##wwww##/#w....w#/w......w/.W....../b......b/#b....b#/##bbbb## b 0"
    );
    assert_eq!(g.turn(), Turn::Over);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Winner::Seat(WHITE));
    assert_eq!(g.result.unwrap().reason, Reason::KingCaptured);
}

#[test]
fn e3_threat_annotation_and_parries() {
    let mut g = start("chogo-44", "");
    play(&mut g, "a4");
    assert_eq!(play(&mut g, "b5"), "b5*");
    assert_eq!(
        g.position(),
        "##wwww##/#w....w#/wW.....w/B......./b......b/#b....b#/##bbbb## b 2"
    );
    // The three threats, seen with White to move.
    let threats = pos("##wwww##/#w....w#/wW.....w/B......./b......b/#b....b#/##bbbb## w 2");
    for t in ["b5-b4xa4", "b56-b45xa4", "b56-b34xa4"] {
        play(&mut threats.clone(), t);
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert_eq!(moves.len(), 83);
    let mut safe: Vec<String> = moves
        .iter()
        .filter(|m| {
            let mut c = g.clone();
            c.play(m).unwrap();
            !c.threatens_king(WHITE)
        })
        .map(|m| plain(&g.format_move(m)))
        .collect();
    safe.sort();
    assert_eq!(
        safe,
        list(
            "a3-b3 a3-c3 a3-d3 a3-e3 a3-f3 a3-g3 b2-b4 a4-b4 \
             a34-b34 a34-c34 a34-d34 a34-e34 a34-f34 a34-g34"
        )
    );
}

#[test]
fn e4_one_move_traps_three_men() {
    let mut g = pos("##www.##/#..b..W#/.wb.bw../......../......B./#..w..b#/##..bb## w 20");
    assert_eq!(play(&mut g, "d2-d5"), "d2-d5");
    assert_eq!(g.board.clock, 21);
    for s in ["c5", "e5", "d6"] {
        assert!(trapped(&g, s), "{s}");
    }
    for t in ["c5-c4", "e5-e4", "d6-e6"] {
        let alone = rule("illegal.trapped-alone");
        assert_refusal(&refused(&g, t), alone, &[("square", &t[..2])]);
    }
    refused(&g, "g3-g1");
    assert_eq!(
        legal(&g),
        list(
            "e1-c1 e1-d1 e1-e2 e1-e3 e1-e4 ef1-cd1 ef1-de1 ef1-ef2 ef1-ef3 ef1-ef4 f1-f2 f1-f3 f1-f4 \
             g2-b2 g2-c2 g2-d2 g2-e2 g2-f2 g23-b23 g23-c23 g23-d23 g23-e23 g23-f23 g23-g34 g23-g45 \
             g3-f3 g3-g4 g3-h3"
        )
    );
}

#[test]
fn e5_passing_between_two_enemy_men_king_step() {
    let g = pos("##..W.##/#......#/......../..w.w.../......../#......#/##.bB.## b 12");
    let mut c = g.clone();
    play(&mut c, "d1-d6");
    assert!(!trapped(&c, "d6"));
    play(&mut g.clone(), "d1-d7");
    let mut c = g.clone();
    play(&mut c, "d1-d4");
    assert!(trapped(&c, "d4"));
    play(&mut g.clone(), "e1-e2");
    assert_refusal(&refused(&g, "e1-e3"), rule("illegal.king-step"), &[]);
}

const E6: &str = "##....##/#W.....#/...b.wbw/..wbwwBw/...b..../#......#/##....## b 10";

#[test]
fn e6_tandem_moves_with_trapped_members_variant_difference() {
    let g = pos(E6);
    assert!(trapped(&g, "d4"));
    assert!(!trapped(&g, "d3") && !trapped(&g, "d5"));
    assert!(trapped(&g, "g4") && trapped(&g, "g5"));
    let list44 = list(
        "d3-a3 d3-b3 d3-c3 d3-d1 d3-d2 d3-e3 d3-f3xf4 d3-g3 d3-h3xh4 d34-d12 d34-d23 d345-d123 \
         d345-d234 d345-d456 d345-d567 d45-d56 d45-d67 d5-a5 d5-b5 d5-c5 d5-d6 d5-d7 d5-e5",
    );
    assert_eq!(legal(&g), list44);
    let alone = rule("illegal.trapped-alone");
    assert_refusal(&refused(&g, "g4-g3"), alone, &[("square", "g4")]);
    assert_refusal(&refused(&g, "g5-g6"), alone, &[("square", "g5")]);
    assert_refusal(&refused(&g, "g45-g34"), rule("illegal.all-trapped"), &[]);
    let g8 = setup_on(
        "chogo-8x8",
        "",
        "......../......../.W....../...b.wbw/..wbwwBw/...b..../......../........ b 10",
    );
    let l8 = legal(&g8);
    assert_eq!(l8.len(), 20);
    let mut expect: Vec<String> = list44
        .into_iter()
        .filter(|t| !["d34-d12", "d345-d123", "d345-d567", "d45-d67"].contains(&t.as_str()))
        .collect();
    expect.push("d5-d8".into());
    expect.sort();
    assert_eq!(l8, expect);
}

#[test]
fn e7_threat_self_enclosure_and_slide_capture() {
    let p = "##....##/#.W....#/....ww../....wbb./..w...b./#......#/##.B..## b 30";
    // 1. The threat: with White to move, c3-f3 would capture f4.
    let threat = pos(&p.replace(" b 30", " w 30"));
    assert_eq!(threat.format_move(&mv(&threat, "c3-f3")), "c3-f3xf4");
    // 2. Black completes the enclosure of its own man: no capture.
    let mut g = pos(p);
    assert_eq!(play(&mut g, "g3-f3"), "g3-f3");
    assert_eq!(g.board.cells[sq("f4")], attic::games::chogo::BP);
    // Alternatives for White.
    for (t, canon) in [
        ("e4-e3", "e4-e3"),
        ("e45-e23", "e45-e23"),
        ("c3-e3", "c3-e3"),
    ] {
        assert_eq!(plain(&g.format_move(&mv(&g, t))), canon);
    }
    assert_refusal(
        &refused(&g, "e5-e3"),
        rule("illegal.jump"),
        &[("square", "e4")],
    );
    // 3. The slide capture.
    assert_eq!(plain(&play(&mut g, "e45-e34")), "e45-e34xf4");
    assert_eq!(g.board.clock, 0);
    assert_eq!(
        g.position(),
        "##....##/#.W....#/.....w../....w.b./..w.wb../#......#/##.B..## b 0"
    );
}

#[test]
fn e8_one_man_captures_two() {
    let mut g = pos("##....##/#.....W#/..w.w.../.wb.bw../..b.b.../#......#/##.wB.## w 10");
    assert_eq!(plain(&play(&mut g, "d1-d4")), "d1-d4xc4xe4");
    assert_eq!(g.board.clock, 0);
    assert_eq!(
        g.position(),
        "##....##/#.....W#/..w.w.../.w.w.w../..b.b.../#......#/##..B.## b 0"
    );
}

#[test]
fn e9_a_phalanx_captures_three() {
    let g = pos("##www.##/#wbbbW.#/.....www/......../......../#..B...#/##b..b## w 10");
    let mut c = g.clone();
    assert_eq!(plain(&play(&mut c, "fgh5-cde5")), "fgh5-cde5xc6xd6xe6");
    assert_eq!(
        c.position(),
        "##www.##/#w...W.#/..www.../......../......../#..B...#/##b..b## b 0"
    );
    for t in [
        "fgh5-efg5xe6",
        "fgh5-bcd5xc6xd6",
        "fg5-cd5xc6xd6",
        "f5-c5xc6",
    ] {
        assert_eq!(plain(&g.format_move(&mv(&g, t))), t);
    }
    assert_refusal(
        &refused(&g, "gh5-ef5"),
        rule("illegal.jump"),
        &[("square", "f5")],
    );
}

#[test]
fn e10_corner_enclosure_two_contacts_two_of_them_enemy() {
    let g = pos("##..W.##/#......#/......../......../.w...B../#b....w#/##....## w 10");
    assert_eq!(plain(&play(&mut g.clone(), "g2-c2")), "g2-c2xb2");
    let g = pos("##..W.##/#......#/......../......../.b...B../#b....w#/##....## w 10");
    assert_eq!(plain(&play(&mut g.clone(), "g2-c2")), "g2-c2");
}

const E11: &str = "##wwWw##/#.w....#/.w....../wb....../b...b.../#..B...#/##....## b 10";

#[test]
fn e11_mole_move_allowed_and_a_mole_drop_that_captures() {
    use attic::games::chogo::{cities, functional, reach, secure};
    let g = pos(E11);
    let mut steps = Vec::new();
    g.steps(&mut steps);
    let func = functional(&g.board, &steps);
    let func_sq: Vec<usize> = (0..96).filter(|&i| func[i]).collect();
    assert_eq!(func_sq, vec![sq("d2"), sq("a3"), sq("e3"), sq("b4")]);
    let r = reach(&g.board, BLACK, &func);
    for (i, &reached) in r.iter().enumerate() {
        let expect = g.board.variant.exists(i)
            && g.board.cells[i] != attic::games::chogo::WP
            && g.board.cells[i] != attic::games::chogo::WK
            && i != sq("a5")
            && i != sq("b6");
        assert_eq!(reached, expect, "reach at {i}");
    }
    for s in ["a4", "b5", "c6", "c7", "d7", "e7", "f7"] {
        assert!(secure(&g.board, sq(s), BLACK, &r), "{s}");
    }
    let c = cities(&g.board, BLACK, &func);
    let city_sq: Vec<usize> = (0..96).filter(|&i| c[i]).collect();
    assert_eq!(city_sq, vec![sq("a5"), sq("b6")]);
    let all = legal(&g);
    assert_eq!(all.len(), 34);
    let moles: Vec<String> = all.iter().filter(|t| t.contains('>')).cloned().collect();
    assert_eq!(
        moles,
        list("a3>a5 a3>b6 b4>a5 b4>b6 d2>a5xa4 d2>b6 e3>a5xa4 e3>b6")
    );
    let city = rule("illegal.mole-to");
    assert_refusal(&refused(&g, "e3>d6"), city, &[("square", "d6")]);
    let mut c = g.clone();
    assert_eq!(plain(&play(&mut c, "e3>a5")), "e3>a5xa4");
    assert_eq!(
        c.position(),
        "##wwWw##/#.w....#/bw....../.b....../b......./#..B...#/##....## w 0"
    );
    assert_eq!(plain(&g.format_move(&mv(&g, "a3>a5"))), "a3>a5");
}

#[test]
fn e12_one_exposed_man_forbids_the_mole_move() {
    let g = pos("##wwWw##/#.w....#/.w.....w/wb....../b...b.../#..B...#/##....## b 10");
    assert_refusal(&refused(&g, "e3>a5"), rule("illegal.no-mole"), &[]);
    let l = legal(&g);
    assert_eq!(l.len(), 26);
    let e11: Vec<String> = legal(&pos(E11))
        .into_iter()
        .filter(|t| !t.contains('>'))
        .collect();
    assert_eq!(l, e11);
}

#[test]
fn e13_immobilisation_beats_the_100_ply_draw() {
    let mut g = pos("##..W.##/#......#/......../..wB..../......../#......#/##..w.## w 99");
    assert_eq!(play(&mut g, "e1-e4"), "e1-e4");
    assert_eq!(g.board.clock, 100);
    assert!(trapped(&g, "d4"));
    assert_eq!(g.outcome().unwrap().winner, Winner::Seat(WHITE));
    assert_eq!(g.result.unwrap().reason, Reason::Immobilised);
}

#[test]
fn e14_a_hemmed_but_untrapped_king_may_mole_anywhere() {
    let g = pos("##.W..##/#......#/......../.w....../wbw...../#Bw....#/##....## b 40");
    assert!(trapped(&g, "b3"));
    assert!(!trapped(&g, "b2"));
    let l = legal(&g);
    assert_eq!(l.len(), 37);
    assert!(l.iter().all(|t| t.starts_with("b2>")), "{l:?}");
    assert!(l.contains(&"b2>a4xa3".to_string()));
    assert!(l.contains(&"b2>e4".to_string()));
    let trapped = rule("illegal.mole-trapped");
    assert_refusal(&refused(&g, "b3>e4"), trapped, &[("square", "b3")]);
}

#[test]
fn e15_100_plies_without_a_capture() {
    let mut g = pos("##..W.##/#......#/......../..w.w.../......../#......#/##.bB.## b 99");
    assert_eq!(play(&mut g, "d1-d6"), "d1-d6");
    assert_eq!(g.board.clock, 100);
    assert_eq!(g.outcome().unwrap().winner, Winner::Draw);
    assert_eq!(g.result.unwrap().reason, Reason::NoCaptureLimit);
    let mut running = g.clone();
    running.result = None;
    let mut v = Vec::new();
    running.legal_moves(&mut v);
    assert_eq!(v.len(), 20);
}

#[test]
fn e16_chogo_12x8_full_power_king() {
    let g = start("chogo-12x8", "");
    assert_eq!(legal(&g).len(), 36);
    let mut g = g;
    play(&mut g, "f4");
    play(&mut g, "g5");
    for t in ["f4-f2", "f4-a4", "f4-f5", "f4-f7"] {
        play(&mut g.clone(), t);
    }
    let mut h = start("chogo-12x8", "king-full-rook=off");
    play(&mut h, "f4");
    play(&mut h, "g5");
    assert_refusal(&refused(&h, "f4-f2"), rule("illegal.king-step"), &[]);
    for t in ["f4-f3", "f4-e4", "f4-f5"] {
        play(&mut h.clone(), t);
    }
}

#[test]
fn section_9_3_record_example() {
    let rec = "[Game \"chogo\"]\n[Variant \"chogo-44\"]\n[Result \"white\"]\n[Termination \"king-captured\"]\n\n1. a4 b4xa4\n";
    let s = session(rec);
    assert_eq!(s.len(), 2);
    assert_eq!(s.current().result_tag(), "white");
    let written = s.to_record();
    assert!(written.contains("[Variant \"chogo-44\"]\n"), "{written}");
    assert!(written.contains("[Result \"white\"]\n"), "{written}");
    assert!(written.ends_with("\n1. a4 b4xa4\n"), "{written}");
    assert_eq!(session(&written).to_record(), written);
}

#[test]
fn option_k2p_resign_ends_the_game_at_two_pawns_against_three() {
    let p = "##..W.##/#......#/w.w...../......w./......../#.b....#/##.bB.## b 10";
    let g = setup_on("chogo-44", "k2p-resign=on", p);
    assert_eq!(g.outcome().unwrap().winner, Winner::Seat(WHITE));
    assert_eq!(g.result.unwrap().reason, Reason::K2p);
    assert!(pos(p).outcome().is_none(), "off by default");
}

#[test]
fn option_threefold_draws_on_the_third_occurrence() {
    let p = "......W./......../......../......../......../......../......../.B...... b 0";
    let shuffle = ["b1-b2", "g8-g7", "b2-b1", "g7-g8"];
    let mut g = setup_on("chogo-8x8", "threefold=on", p);
    let mut off = setup_on("chogo-8x8", "", p);
    for (i, t) in shuffle.iter().chain(shuffle.iter()).enumerate() {
        assert!(g.outcome().is_none(), "ended early at ply {i}");
        play(&mut g, t);
        play(&mut off, t);
    }
    assert_eq!(g.outcome().unwrap().winner, Winner::Draw);
    assert_eq!(g.result.unwrap().reason, Reason::Repetition);
    assert!(off.outcome().is_none());
}

#[test]
fn a_position_whose_side_to_move_has_no_move_is_over_at_once() {
    // A Position start gets the end checks too: Black's only man is a
    // trapped king, so Black has lost (as after E13's move).
    let g = pos("##..W.##/#......#/......../..wBw.../......../#......#/##....## b 10");
    assert_eq!(g.outcome().unwrap().winner, Winner::Seat(WHITE));
    assert_eq!(g.result.unwrap().reason, Reason::Immobilised);
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!(g.board.to_move, BLACK);
}

/// §9: `king-full-rook` and `part-trapped-tandem-single-step` take a third
/// value, `default` (the board's default), so a record or link stays right
/// whichever board its `Variant` names; a writer leaves them out at
/// `default`, and records that name on/off (or nothing) read as before.
#[test]
fn board_dependent_options_take_default() {
    use attic::games::chogo::INFO;
    let both = "king-full-rook=default,part-trapped-tandem-single-step=default";
    for (variant, rook, single) in [
        ("chogo-44", false, false),
        ("chogo-8x8", false, true),
        ("chogo-12x8", true, true),
    ] {
        for opts in ["", both] {
            let r = start(variant, opts).opts.rules;
            assert_eq!(
                (r.king_full_rook, r.single_step),
                (rook, single),
                "{variant} {opts:?}"
            );
        }
        let on = start(
            variant,
            "king-full-rook=on,part-trapped-tandem-single-step=on",
        );
        assert!(on.opts.rules.king_full_rook && on.opts.rules.single_step);
        let off = start(
            variant,
            "king-full-rook=off,part-trapped-tandem-single-step=off",
        );
        assert!(!off.opts.rules.king_full_rook && !off.opts.rules.single_step);
    }
    assert_eq!(options(both).to_text(INFO.options), "");
    assert_eq!(
        options("king-full-rook=off").to_text(INFO.options),
        "king-full-rook=off"
    );
    let rec = format!(
        "[Game \"chogo\"]\n[Variant \"chogo-12x8\"]\n[Options \"{both}\"]\n[Result \"*\"]\n\n1. f4 g5 2. f4-f2\n"
    );
    let s = session(&rec);
    assert_eq!(
        s.len(),
        3,
        "a lone king moves like a rook on 12x8 by default"
    );
    let written = s.to_record();
    assert!(!written.contains("king-full-rook"), "{written}");
    assert!(!written.contains("Options"), "{written}");
    assert_eq!(
        session(&written).current().position(),
        s.current().position()
    );
}
