//! My games' decisions (crates/web/src/app_logic/saves.rs) on real games: how two
//! lines of a game relate (two tabs), the one size limit (a link that
//! decodes into a record no reader accepts), the file "Export all games"
//! writes and reads back, and which set-aside copies are cleaned up.

use crate::common;

use attic::app_logic::saves::{
    head, join_records, oversize, relation, split_records, to_prune, Relation, SizeBound,
    PLY_SLACK, RECORD_LIMIT,
};
use attic::core::record::MAX_RECORD_BYTES;
use attic::core::{link, Rng, Session};
use attic::games::{GAMES, REGISTRY};
use common::random;

#[test]
fn lines_of_one_game_compare_by_start_and_moves() {
    for g in GAMES {
        let id = (g.entry.info)().id;
        let long = random(id, "", 3, 12);
        if long.len() < 4 {
            continue;
        }
        let mut short = long.clone();
        short.truncate(long.len() - 2);
        assert_eq!(relation(&long, &long.clone()), Relation::Same, "{id}");
        assert_eq!(relation(&long, &short), Relation::Extends, "{id}");
        assert_eq!(relation(&short, &long), Relation::ExtendedBy, "{id}");
        // Another move where the long line has its last one.
        let mut other = long.clone();
        other.truncate(long.len() - 1);
        let last = &long.tokens()[long.len() - 1];
        if let Some(t) = other
            .current()
            .legal_tokens()
            .into_iter()
            .find(|t| t != last)
        {
            other.play(&t).unwrap();
            assert_eq!(relation(&long, &other), Relation::Diverges, "{id}");
            assert_eq!(relation(&other, &long), Relation::Diverges, "{id}");
        }
        // Options given at their defaults are the options left out (the
        // new-game dialog gives every option; a record only the others).
        let specs = (g.entry.info)().options;
        let all: Vec<String> = specs
            .iter()
            .map(|o| format!("{}={}", o.key, o.default))
            .collect();
        let mut spelled = Session::new(&REGISTRY, id, &all.join(","), &mut Rng::new(3)).unwrap();
        let mut plain = Session::new(&REGISTRY, id, "", &mut Rng::new(3)).unwrap();
        if let Some(t) = plain.current().legal_tokens().first().cloned() {
            spelled.play(&t).unwrap();
            plain.play(&t).unwrap();
        }
        assert_eq!(relation(&spelled, &plain), Relation::Same, "{id}: {all:?}");
        // The same moves from another start (a name changed) part too.
        let mut renamed = long.clone();
        renamed.set_tag("Annotator", "someone else");
        assert_eq!(relation(&long, &renamed), Relation::Diverges, "{id}");
    }
}

#[test]
fn the_limit_is_the_readers_limit() {
    assert_eq!(RECORD_LIMIT, MAX_RECORD_BYTES);
    let s = random("oanquan", "", 1, 40);
    assert_eq!(oversize(&s), None);
}

/// The defect D3 of issue 14: a TAU game of 1,048 bids of 1,000 digits
/// (the first written in full, each later one the smallest legal bid, so
/// that a link holds it in 2,751 characters) has a record longer than
/// every reader accepts.
fn long_bidding() -> Session {
    let mut s = Session::new(&REGISTRY, "tau", "", &mut Rng::new(1)).unwrap();
    let mut bid = vec![b'0'; 1000];
    bid[0] = b'1';
    for _ in 0..1048 {
        s.play(std::str::from_utf8(&bid).unwrap()).unwrap();
        // The next bid: one more.
        for d in bid.iter_mut().rev() {
            if *d == b'9' {
                *d = b'0';
            } else {
                *d += 1;
                break;
            }
        }
    }
    s
}

#[test]
fn a_short_link_can_hold_a_record_over_the_limit_and_the_app_sees_it() {
    let s = long_bidding();
    let l = link::encode(&s).unwrap();
    assert_eq!(l.len(), 2751, "the link (without its '#')");
    let back = link::decode(&REGISTRY, &l).unwrap();
    // The issue measured 1,049,120 characters (its game had other tags).
    assert_eq!(back.to_record().len(), 1_049_075);
    assert_eq!(oversize(&back), Some(1_049_075));
    // The link the end-to-end test opens is this one.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/e2e/data/tau-oversize.link"
    );
    let kept = std::fs::read_to_string(path).unwrap();
    assert_eq!(kept.trim(), l);
    // One bid fewer is within the limit.
    let mut shorter = back.clone();
    shorter.truncate(shorter.len() - 2);
    assert_eq!(oversize(&shorter), None);
}

#[test]
fn a_ply_adds_at_most_its_token_and_the_slack() {
    for g in GAMES {
        let id = (g.entry.info)().id;
        let mut worst = 0;
        // 20 random games of each (40 took 12 s of the test run: the whole
        // record is written again after every ply).
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            let mut s = Session::new(&REGISTRY, id, "", &mut rng).unwrap();
            let mut len = s.to_record().len();
            let mut bound = SizeBound::exact(&s);
            for _ in 0..400 {
                let legal = s.current().legal_tokens();
                if legal.is_empty() {
                    break;
                }
                let t = legal[rng.below(legal.len())].clone();
                s.play(&t).unwrap();
                let n = s.to_record().len();
                worst = worst.max(n.saturating_sub(len + t.len()));
                len = n;
                bound = bound.after_ply(&s, &t).unwrap();
                assert!(bound.bytes() >= n, "{id}: bound {} < {n}", bound.bytes());
            }
        }
        assert!(
            worst <= PLY_SLACK,
            "{id}: a ply added {worst} bytes besides its token"
        );
    }
}

#[test]
fn the_bound_turns_exact_near_the_limit() {
    let s = long_bidding();
    let mut shorter = s.clone();
    shorter.truncate(s.len() - 1);
    let near = SizeBound::exact(&shorter);
    assert!(near.bytes() <= RECORD_LIMIT);
    let last = s.tokens()[s.len() - 1].clone();
    assert_eq!(near.after_ply(&s, &last), Err(1_049_075));
}

#[test]
fn export_all_reads_back_record_by_record() {
    let mut records = Vec::new();
    for (i, g) in GAMES.iter().enumerate() {
        let id = (g.entry.info)().id;
        records.push(random(id, "", i as u64, 30).to_record());
        records.push(random(id, "", 100 + i as u64, 0).to_record());
    }
    let file = join_records(&records);
    let parts = split_records(&file);
    assert_eq!(parts.len(), records.len());
    for (part, want) in parts.iter().zip(&records) {
        let s = Session::from_record(&REGISTRY, part).unwrap_or_else(|e| panic!("{e}\n{part}"));
        assert_eq!(&s.to_record(), want);
    }
    // One record alone is returned whole.
    assert_eq!(split_records(&records[0]), vec![records[0].as_str()]);
    assert_eq!(split_records("garbage"), vec!["garbage"]);
}

#[test]
fn the_newest_set_aside_copies_are_kept() {
    let keys: Vec<String> = [5, 100, 7, 3, 40]
        .iter()
        .map(|n| format!("attic.corrupt.{n}"))
        .chain(["attic.corrupt.x".to_string(), "other".to_string()])
        .collect();
    let gone = to_prune(&keys, "attic.corrupt.", 3);
    assert_eq!(gone, vec!["attic.corrupt.5", "attic.corrupt.3"]);
    assert!(to_prune(&keys, "attic.corrupt.", 10).is_empty());
}

#[test]
fn head_never_cuts_a_character() {
    assert_eq!(head("ééé", 2), "éé");
    assert_eq!(head("ab", 5), "ab");
}
