//! TURNO-Checkers: the path generator against a brute force over every
//! sequence of steps, the side and corner choice (I20), and the `Sides`
//! tag.

use crate::common;

use attic::core::prelude::*;
use attic::core::{IllegalKind, MoveKind, Options, Rng, Session, Turn};
use attic::games::turno::tiles::procedure_v;
use attic::games::turno::{cell_name, paths, Checkers};
use attic::games::REGISTRY;
use common::current;

/// Every path by brute force: all words of 1 to 6 steps (up, right,
/// down, left) from `from`, kept when they stay on the board, visit no
/// tile twice (the start included) and their tiles sum to `d`.
fn brute_force(value: &[u8; 36], from: u8, d: u8) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for len in 1..=6u32 {
        for word in 0..4u32.pow(len) {
            let (mut f, mut r) = ((from % 6) as i32, (from / 6) as i32);
            let mut cells = vec![from];
            let mut ok = true;
            let mut w = word;
            for _ in 0..len {
                match w % 4 {
                    0 => r += 1,
                    1 => f += 1,
                    2 => r -= 1,
                    _ => f -= 1,
                }
                w /= 4;
                let c = (r * 6 + f) as u8;
                if !(0..6).contains(&f) || !(0..6).contains(&r) || cells.contains(&c) {
                    ok = false;
                    break;
                }
                cells.push(c);
            }
            let sum: u32 = cells[1..].iter().map(|&c| value[c as usize] as u32).sum();
            if ok && sum == d as u32 {
                out.push(cells[1..].to_vec());
            }
        }
    }
    out.sort();
    out
}

#[test]
fn paths_agree_with_a_brute_force_over_all_step_sequences() {
    let mut rng = Rng::new(2024);
    let mut total = 0;
    for _ in 0..12 {
        let value = procedure_v(&mut rng);
        for from in 0..36u8 {
            for d in 1..=6u8 {
                let mut got: Vec<Vec<u8>> = paths(&value, from, d)
                    .iter()
                    .map(|p| p.tiles().to_vec())
                    .collect();
                let n = got.len();
                got.sort();
                got.dedup();
                assert_eq!(got.len(), n, "a path listed twice");
                assert_eq!(got, brute_force(&value, from, d), "from {from} throw {d}");
                total += n;
            }
        }
    }
    assert!(total > 1000, "{total} paths compared");
}

fn new_game(options: &str, first: u8) -> Session {
    let o = Options::parse(options, Checkers::info().options).unwrap();
    let mut tags = Checkers::write_setup(&Checkers::draw_setup(&o, &mut Rng::new(1)));
    tags.retain(|(k, _)| k != "First");
    tags.push(("First".into(), first.to_string()));
    Session::start(attic::games::find("turno-checkers").unwrap(), o, tags).unwrap()
}

/// Every way the remaining seats can choose, as the final side → corner
/// assignments (sorted `side@corner` words).
fn completions(s: &Session, out: &mut Vec<Vec<String>>) {
    let g: Checkers = current(s);
    if g.sides[..g.p as usize].iter().all(|x| x.is_some()) {
        let mut v: Vec<String> = (0..g.p as usize)
            .map(|i| {
                format!(
                    "{}@{}",
                    ['S', 'N', 'W', 'E'][g.sides[i].unwrap() as usize],
                    cell_name(g.start[i].unwrap())
                )
            })
            .collect();
        v.sort();
        out.push(v);
        return;
    }
    let legal = s.current().legal_tokens();
    assert!(!legal.is_empty(), "a chooser is left without a choice");
    for t in legal {
        let mut c = s.clone();
        c.play(&t).unwrap();
        completions(&c, out);
    }
}

#[test]
fn corner_start_never_leaves_a_later_player_without_a_corner() {
    // Four players: after S@a1, N@a6 would leave W no corner.
    let mut s = new_game("players=4,checkers-start=corner", 1);
    assert_eq!(s.current().legal_tokens().len(), 8);
    s.play("S@a1").unwrap();
    let legal = s.current().legal_tokens();
    assert!(!legal.contains(&"N@a6".to_string()), "{legal:?}");
    let e = s.clone().play("N@a6").unwrap_err();
    let blocks = MoveKind::Illegal(IllegalKind::Rule("illegal.corner-blocks"));
    assert_eq!(e.kind(), blocks, "{e}");
    assert_eq!(common::arg(&e.msg(), "cell"), "a6", "{e}");
    let mut all = Vec::new();
    completions(&s, &mut all);
    all.sort();
    all.dedup();
    assert_eq!(all, [["E@f1", "N@f6", "S@a1", "W@a6"]]);
    // Every start leads somewhere for everybody.
    let s = new_game("players=4,checkers-start=corner", 3);
    let mut all = Vec::new();
    completions(&s, &mut all);
    assert!(all.iter().all(|v| v.len() == 4));
    // With 2 or 3 players no choice can block: every free corner of every
    // free side is offered.
    for p in [2, 3] {
        let mut s = new_game(&format!("players={p},checkers-start=corner"), 1);
        for _ in 0..p {
            let g: Checkers = current(&s);
            let free = (0..4u8)
                .filter(|x| !g.sides.contains(&Some(*x)))
                .flat_map(|x| attic::games::turno::board::corners(x).map(|c| (x, c)))
                .filter(|(_, c)| !g.start.contains(&Some(*c)))
                .count();
            let legal = s.current().legal_tokens();
            assert_eq!(legal.len(), free, "{legal:?}");
            s.play(&legal[legal.len() - 1]).unwrap();
        }
        // The first turn is already a move: a roll, then a path.
        assert_eq!(s.current().turn(), Turn::Chance);
    }
}

#[test]
fn sides_are_chosen_in_playing_order_or_given_by_the_sides_tag() {
    // Chosen: seat 2 first, then seat 1; the first line of the body is
    // the round of choices, and the seat who chose first moves first.
    let mut s = new_game("", 2);
    assert_eq!(s.current().turn(), Turn::Seat(1));
    assert_eq!(s.current().legal_tokens(), ["S", "N", "W", "E"]);
    s.play("W").unwrap();
    assert_eq!(s.current().legal_tokens(), ["S", "N", "E"]);
    s.play("E").unwrap();
    assert_eq!(s.current().turn(), Turn::Chance);
    let rec = s.to_record();
    assert!(rec.ends_with("\nW E\n"), "{rec}");
    let back = Session::from_record(&REGISTRY, &rec).unwrap();
    assert_eq!(back.current().position(), s.current().position());
    // Given by the tag: no choice tokens; illegal tags are refused.
    let board = s
        .current()
        .as_any()
        .downcast_ref::<Checkers>()
        .unwrap()
        .board_text();
    let rec = |opts: &str, sides: &str| {
        format!(
            "[Game \"turno-checkers\"]\n{opts}[Players \"3\"]\n[First \"2\"]\n[Setup \"{board}\"]\n[Sides \"{sides}\"]\n[Result \"*\"]\n\n"
        )
    };
    let s = Session::from_record(&REGISTRY, &rec("", "1:S,2:N,3:W")).unwrap();
    assert_eq!(s.current().turn(), Turn::Chance);
    assert_eq!(s.to_record(), rec("", "1:S,2:N,3:W"));
    for bad in ["1:S,2:S,3:W", "1:S,2:N", "1:S@a1,2:N,3:W", "1:S,2:N,3:X"] {
        assert!(
            Session::from_record(&REGISTRY, &rec("", bad)).is_err(),
            "{bad}"
        );
    }
    let corner = "[Options \"checkers-start=corner\"]\n";
    let s = Session::from_record(&REGISTRY, &rec(corner, "1:S@a1,2:N@f6,3:W@a6")).unwrap();
    let g = s.current().as_any().downcast_ref::<Checkers>().unwrap();
    assert_eq!(g.pawn[2].map(cell_name).as_deref(), Some("a6"));
    assert!(Session::from_record(&REGISTRY, &rec(corner, "1:S@a1,2:N@a6,3:W@a1")).is_err());
    assert!(Session::from_record(&REGISTRY, &rec(corner, "1:S,2:N,3:W")).is_err());
}

/// E7's board (as the site writes it).
const E7: &str = "5? 5? 3? 1? 4? 4?/6? 6? 4? 2? 6? 1?/1? 2? 4? 6? 6? 6?/4? 2? 3? 1? 5? 1?/2? 2? 3? 3? 3? 3?/5? 2? 2? 5? 1? 3?";

#[test]
fn every_level_takes_the_winning_path() {
    let o = Options::parse("", Checkers::info().options).unwrap();
    // `roll` is the die shown, or "-" before the throw.
    let at = |pawn: &str, crossed: u8, roll: &str| {
        let text = format!("{E7}; S,c1,{pawn},{crossed} N,c6,c4,0; 1; {roll}");
        Checkers::from_position(&o, &text).unwrap().unwrap()
    };
    let best = |g: &Checkers, level: u8| {
        let mut job = (attic::games::find("turno-checkers").unwrap().search)(g, level, 7);
        while !job.step(1000) {}
        job.best().unwrap()
    };
    for level in 1..=5 {
        // E9: the crossed pawn on c2 throws 2: c2-c1 wins.
        assert_eq!(best(&at("c2", 1, "2"), level), ":c2-c1", "level {level}");
    }
    // The expected turns: none left once home, fewer when nearer.
    let home = at("c2", 1, "2");
    let mut won = home.clone();
    won.play(&won.parse_move(":c2-c1").unwrap()).unwrap();
    assert_eq!(won.turn(), Turn::Over);
    let near = attic::games::turno::turns_left(&at("c2", 1, "-"), 0);
    let far = attic::games::turno::turns_left(&at("c2", 0, "-"), 0);
    assert!(near < far, "{near} {far}");
}
