//! The checks behind each fuzz target, as plain functions so that ordinary
//! `cargo test` (stable, no libFuzzer run) also exercises them on a few
//! inputs. Each function panics only when it finds a bug.

use attic::core::{link, Game, Options, Session};
use attic::games::chogo;
use attic::games::oanquan::{parse_token, Dir, Mv, OanQuan, Pos, INFO};

/// `record`: any text is read without panicking; a record that reads back
/// writes a record that reads to the same game, and writes the same bytes.
pub fn record(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(s) = Session::from_record(&attic::games::REGISTRY, text) else {
        return;
    };
    let written = s.to_record();
    let again = Session::from_record(&attic::games::REGISTRY, &written)
        .unwrap_or_else(|e| panic!("written record does not read: {e}\n{written}"));
    assert_eq!(again.tokens(), s.tokens());
    assert_eq!(again.current().position(), s.current().position());
    assert_eq!(again.to_record(), written, "writer is not stable");
}

/// `link`: any fragment decodes or fails cleanly; a decoded game encodes to
/// a link that decodes to the same game.
pub fn link(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(s) = link::decode(&attic::games::REGISTRY, &text) else {
        return;
    };
    let again = link::decode(&attic::games::REGISTRY, &link::encode(&s).unwrap()).expect("a re-encoded link decodes");
    assert_eq!(again.tokens(), s.tokens());
    assert_eq!(again.current().position(), s.current().position());
}

const NAMES: [&str; 12] = [
    "A1", "A2", "A3", "A4", "A5", "QE", "B1", "B2", "B3", "B4", "B5", "QW",
];

/// The start positions the token target plays from (options, setup tag).
const STARTS: [(&str, &str, &str); 4] = [
    ("", "First", "A"),
    ("direction=choose", "First", "B"),
    // E9: a refill with borrowing is pending.
    (
        "",
        "Setup",
        "A=4,3,0,6,2 QE=9 B=0,0,0,0,0 QW=14 capA=30 capB=2 tomove=B",
    ),
    // E8(b): sold and shared spaces, a four-space refill.
    (
        "direction=choose",
        "Setup",
        "A=3,0,2,4,1 QE=8 B=5,0,0,0,0 QW=12 capA=31 capB=4 own=AAAAA/ASBBB tomove=B",
    ),
];

/// The shared first half of every `<game>_token` target: play `plies`
/// moves from `g`, each picked by one byte of `data[2..]` as an index into
/// the legal list, and return the bytes after them as the token to try.
fn walk<G: Game>(g: &mut G, data: &[u8], plies: usize) -> String {
    let rest = data.get(2..).unwrap_or(&[]);
    let mut moves = Vec::new();
    for &b in rest.iter().take(plies) {
        g.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let m = moves[b as usize % moves.len()].clone();
        g.play(&m).expect("a listed move is legal");
    }
    String::from_utf8_lossy(rest.get(plies..).unwrap_or(&[])).into_owned()
}

/// A move `parse_move` accepts is legal, plays, and its canonical token
/// reads back to it.
fn check_accepted<G: Game>(g: &G, text: &str) {
    if let Ok(m) = g.parse_move(text) {
        assert!(g.is_legal(&m), "parse_move accepted illegal {text:?}");
        let canonical = g.format_move(&m);
        assert_eq!(g.parse_move(&canonical), Ok(m.clone()), "{canonical}");
        let mut c = g.clone();
        c.play(&m).expect("an accepted move plays");
    }
}

/// `oanquan_token`: byte 0 picks a start, the next `data[1] % 32` bytes
/// pick moves to reach a position, the rest is a token. `parse_token` and
/// `parse_move` never panic; a move `parse_move` accepts is legal and its
/// canonical token reads back to it; and over every space and direction,
/// the bare token is accepted exactly when `is_legal` says so.
pub fn oanquan_token(data: &[u8]) {
    let (Some(&pick), Some(&plies)) = (data.first(), data.get(1)) else {
        return;
    };
    let (opts, tag, value) = STARTS[pick as usize % STARTS.len()];
    let options = Options::parse(opts, INFO.options).expect("valid options");
    let mut g = OanQuan::setup(&options, &[(tag.into(), value.into())]).expect("valid start");
    let text = walk(&mut g, data, plies as usize % 32);
    let _ = parse_token(&text);
    check_accepted(&g, &text);
    for space in 0..12u8 {
        for dir in [Dir::Anti, Dir::Clock] {
            let m = Mv { space, dir };
            let mut bare = NAMES[space as usize].to_string();
            if g.opts.choose {
                bare.push(if dir == Dir::Anti { 'a' } else { 'c' });
            } else if dir == Dir::Clock {
                assert!(!g.is_legal(&m), "clockwise legal without the option");
                continue;
            }
            assert_eq!(
                g.parse_move(&bare).is_ok(),
                g.is_legal(&m),
                "{bare} in {}",
                g.position()
            );
        }
    }
}

/// `position`: `Pos::parse` never panics; a position it accepts holds 70
/// counters, writes a canonical string that reads back to itself, and a
/// match set up from it plays every legal move without panicking.
pub fn position(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(p) = Pos::parse(text) else {
        return;
    };
    assert_eq!(p.total(), 70);
    let canon = p.to_text();
    assert_eq!(Pos::parse(&canon), Ok(p), "{canon}");
    for opts in ["", "direction=choose,round-end=split-all"] {
        let options = Options::parse(opts, INFO.options).expect("valid options");
        let g = OanQuan::setup(&options, &[("Setup".into(), canon.clone())])
            .expect("a parsed position sets up");
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        for m in &moves {
            let mut c = g;
            let token = c.format_move(m);
            c.play(m).unwrap_or_else(|e| panic!("{token}: {e}"));
            assert_eq!(c.pos.total(), 70, "{canon} then {token}");
        }
    }
}

/// Board sizes the `tau_token` target plays on.
const TAU_SIZES: [(u8, u8); 4] = [(2, 2), (5, 8), (12, 12), (50, 50)];

/// `tau_token`: byte 0 picks a board, the next `data[1] % 40` bytes pick
/// moves from the legal list (bids, pass, removals), the rest is a token.
/// `parse_token`, `parse_move` and `parse_position` never panic; a move
/// `parse_move` accepts is legal and its canonical token reads back to it;
/// in the play phase, `rN` / `cN` is accepted exactly when `is_legal` says
/// so; an accepted state string writes back to itself.
pub fn tau_token(data: &[u8]) {
    use attic::games::tau::{self, Tau};
    let (Some(&pick), Some(&plies)) = (data.first(), data.get(1)) else {
        return;
    };
    let (rows, cols) = TAU_SIZES[pick as usize % TAU_SIZES.len()];
    let options = Options::parse(&format!("rows={rows},cols={cols}"), tau::INFO.options)
        .expect("valid options");
    let mut g = Tau::setup(&options, &[]).expect("valid start");
    let text = walk(&mut g, data, plies as usize % 40);
    let _ = tau::parse_token(&text);
    check_accepted(&g, &text);
    if g.roles.is_some() {
        for (row, n) in [(true, g.rows), (false, g.cols)] {
            for i in 1..=n {
                let m = if row {
                    tau::Mv::Row(i)
                } else {
                    tau::Mv::Col(i)
                };
                let bare = format!("{}{i}", if row { 'r' } else { 'c' });
                assert_eq!(g.parse_move(&bare).is_ok(), g.is_legal(&m), "{bare}");
            }
        }
    }
    if let Ok((r, c, rr, cc)) = tau::parse_position(&text) {
        let mut h = Tau::new(r, c);
        h.removed_rows = rr;
        h.removed_cols = cc;
        assert_eq!(h.position(), text, "state string is not canonical");
    }
}

/// The Chogo start positions the token target plays from (variant tag,
/// options, position tag or "").
const CHOGO_STARTS: [(&str, &str, &str); 4] = [
    ("chogo-44", "", ""),
    ("chogo-12x8", "", ""),
    ("chogo-8x8", "king-full-rook=on", ""),
    // E11: mole moves are legal.
    (
        "chogo-44",
        "",
        "##wwWw##/#.w....#/.w....../wb....../b...b.../#..B...#/##....## b 10",
    ),
];

/// `chogo_token`: byte 0 picks a start, the next `data[1] % 32` bytes pick
/// moves to reach a position, the rest is a token. `parse_token` and
/// `parse_move` never panic; a move `parse_move` accepts is legal, plays,
/// and its canonical token reads back to it; every legal move's bare token
/// is accepted.
pub fn chogo_token(data: &[u8]) {
    let (Some(&pick), Some(&plies)) = (data.first(), data.get(1)) else {
        return;
    };
    let (variant, opts, position) = CHOGO_STARTS[pick as usize % CHOGO_STARTS.len()];
    let options = Options::parse(opts, chogo::INFO.options).expect("valid options");
    let mut tags = vec![("Variant".to_string(), variant.to_string())];
    if !position.is_empty() {
        tags.push(("Position".into(), position.into()));
    }
    let mut g = chogo::Chogo::setup(&options, &tags).expect("valid start");
    let text = walk(&mut g, data, plies as usize % 32);
    let _ = chogo::parse_token(&text);
    check_accepted(&g, &text);
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    for m in &moves {
        let bare = chogo::bare(*m);
        assert_eq!(g.parse_move(&bare), Ok(*m), "{bare} in {}", g.position());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const E19: &str = "[Game \"oanquan\"]\n[First \"A\"]\n[Result \"*\"]\n\n1. A1 B2xB5:8 A2\n";

    #[test]
    fn targets_accept_sample_inputs() {
        for input in [
            &b""[..],
            b"\xff\xfe",
            E19.as_bytes(),
            b"[Game \"oanquan\"]\n[First \"B\"]\n[Result \"*\"]\n\n1. B1",
            b"[Game \"oanquan\"]\n\n1. A1 {",
        ] {
            record(input);
            link(input);
            position(input);
        }
        // The checked-in seed links are valid links.
        for l in [
            include_str!("../seeds/link/empty.txt"),
            include_str!("../seeds/link/e1.txt"),
            include_str!("../seeds/link/e15.txt"),
        ] {
            link::decode(&attic::games::REGISTRY, l).unwrap_or_else(|e| panic!("{l}: {e}"));
            link(l.as_bytes());
        }
        for r in [
            include_str!("../seeds/record/e19.txt"),
            include_str!("../seeds/record/choose.txt"),
            include_str!("../seeds/record/setup.txt"),
            include_str!("../seeds/record/chogo.txt"),
        ] {
            Session::from_record(&attic::games::REGISTRY, r).unwrap_or_else(|e| panic!("{e}\n{r}"));
            record(r.as_bytes());
        }
        for seed in [
            &include_bytes!("../seeds/tau_token/t0")[..],
            include_bytes!("../seeds/tau_token/t1"),
            include_bytes!("../seeds/tau_token/t2"),
            include_bytes!("../seeds/tau_token/t3"),
        ] {
            tau_token(seed);
        }
        Session::from_record(&attic::games::REGISTRY, include_str!("../seeds/record/tau_e3.txt")).expect("E3 reads");
        record(include_bytes!("../seeds/record/tau_e3.txt"));
        for pick in 0..4u8 {
            for plies in [0u8, 1, 5, 12, 39] {
                for token in [
                    "pass",
                    "1",
                    "007",
                    "143",
                    "r1",
                    "c12",
                    "r0",
                    "c51",
                    "r",
                    "5x8 r:2,5 c:2,4,8",
                    "12x12 r: c:",
                    "🦀",
                ] {
                    let mut d = vec![pick, plies];
                    d.extend((0..plies).map(|i| i.wrapping_mul(37)));
                    d.extend(token.as_bytes());
                    tau_token(&d);
                }
            }
        }
        let s = Session::from_record(&attic::games::REGISTRY, E19).unwrap();
        let l = link::encode(&s).unwrap();
        link(l.as_bytes());
        link(l.replace('.', "").as_bytes());
        position(b"A=5,5,5,5,5 QE=10 B=5,5,5,5,5 QW=10 capA=0 capB=0 tomove=A");
        position(b"A=0,0,0,0,0 QE=20 B=10,5,5,7,0 QW=20 capA=1 capB=2 tomove=A");
        position(b"A=0,0,0,0,70 QE=0 B=0,0,0,0,0 QW=0 capA=0 capB=0 own=SSSSS/SSSSS tomove=B");
        for pick in 0..8u8 {
            for plies in [0u8, 3, 17, 31] {
                for token in [
                    "A1",
                    "B3+4",
                    "A2cxA1:6",
                    "B1+5b3xQW:15xA2:4",
                    "x",
                    "B5a",
                    "🦀",
                ] {
                    let mut d = vec![pick, plies];
                    d.extend((0..plies).map(|i| i.wrapping_mul(37)));
                    d.extend(token.as_bytes());
                    oanquan_token(&d);
                }
            }
        }
        for pick in 0..4u8 {
            for plies in [0u8, 2, 9, 31] {
                for token in [
                    "d4",
                    "b4xa4",
                    "d1-d5",
                    "fg34-de34",
                    "e3>a5xa4",
                    "a4#*",
                    "polis",
                    "x",
                    "d4-",
                    "🦀",
                    "l8",
                    "abc12-bcd12",
                ] {
                    let mut d = vec![pick, plies];
                    d.extend((0..plies).map(|i| i.wrapping_mul(41)));
                    d.extend(token.as_bytes());
                    chogo_token(&d);
                }
            }
        }
        for seed in [
            &include_bytes!("../seeds/chogo_token/drop")[..],
            include_bytes!("../seeds/chogo_token/tandem"),
            include_bytes!("../seeds/chogo_token/mole"),
        ] {
            chogo_token(seed);
        }
    }

    #[test]
    fn straat_token_on_samples_and_seeds() {
        for name in ["t0", "t1", "t2", "t3"] {
            let path = format!("{}/seeds/straat_token/{name}", env!("CARGO_MANIFEST_DIR"));
            let data = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            straat_token(&data);
        }
        for pick in 0..2u8 {
            for plies in [0u8, 1, 7, 15, 16] {
                for token in ["a1N", "d4NW", "e1N", "b2", "a1n", "c3SE", "", "🦀", "a1NN"] {
                    let mut d = vec![pick, plies];
                    d.extend((0..plies).map(|i| i.wrapping_mul(37)));
                    d.extend(token.as_bytes());
                    straat_token(&d);
                }
            }
        }
    }
}

/// `straat_token`: byte 0 picks the split (even: straight, odd: diagonal),
/// `data[1] % 17` further bytes pick placements, the rest is a token.
/// `parse_token` and `parse_move` never panic; an accepted move is legal
/// and its canonical token reads back to it; over every cell and all 8
/// orientation codes, the token is accepted exactly when `is_legal` says
/// so; and the position string reads back to the same board.
pub fn straat_token(data: &[u8]) {
    use attic::games::straat::{self, Straat};
    let (Some(&pick), Some(&plies)) = (data.first(), data.get(1)) else {
        return;
    };
    let opts = if pick % 2 == 0 { "" } else { "split=diagonal" };
    let options = Options::parse(opts, straat::INFO.options).expect("valid options");
    let mut g = Straat::setup(&options, &[]).expect("valid start");
    let text = walk(&mut g, data, plies as usize % 17);
    let _ = straat::parse_token(&text);
    check_accepted(&g, &text);
    for cell in 0..16u8 {
        for orient in 0..8u8 {
            let m = straat::Mv { cell, orient };
            let token = format!(
                "{}{}",
                straat::cell_name(cell as usize),
                straat::ORIENTS[orient as usize]
            );
            assert_eq!(
                g.parse_move(&token).is_ok(),
                g.is_legal(&m),
                "{token} in {}",
                g.position()
            );
        }
    }
    let back = straat::parse_position(g.split, &g.position()).expect("position reads back");
    assert_eq!(back, g);
}
