//! The checks behind each fuzz target, as plain functions so that ordinary
//! `cargo test` (stable, no libFuzzer run) also exercises them on the
//! checked-in seeds and on inputs made for every game of the registry.
//! Each function panics only when it finds a bug.
//!
//! Every target is driven by the registry (`attic::games::REGISTRY`): a new
//! game needs nothing here. The per-position checks are the conformance
//! suite's own (`crates/testkit/src/conformance.rs`, included below).

use attic::core::registry::{GameEntry, Registry};
use attic::core::{link, AnyGame, Record, Rng, Session};

#[path = "../../crates/testkit/src/conformance.rs"]
mod conformance;

use conformance::{check_position, check_session, option_sets, Depth, Stats};

fn registry() -> &'static attic::games::Games {
    &attic::games::REGISTRY
}

/// `record`: any text is read without panicking; a record that reads back
/// writes a record (and a link) that reads to the same game, and writes
/// the same bytes; its final position passes the suite's checks.
pub fn record(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(s) = Session::from_record(registry(), text) else {
        return;
    };
    settled(&s, "record");
}

/// `link`: any fragment (`v1`, or `v2` of a game by post) decodes or
/// fails cleanly; a decoded game encodes to a link (and a record) that
/// decodes to the same game; the seats of a `v2` link fit the game and
/// encode to a link that reads back to the same game and seats and
/// encodes the same again; its final position passes the suite's checks.
pub fn link(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok((s, post)) = link::read(registry(), &text) else {
        return;
    };
    if let Some(post) = post {
        assert!(post.check(s.current().seats()).is_ok(), "{post:?}");
        let again = link::encode_post(&s, &post).expect("a read post link encodes");
        let (back, p2) = link::read(registry(), &again).expect("and reads back");
        assert_eq!(p2.as_ref(), Some(&post));
        assert_eq!(back.to_record(), s.to_record());
        // A link is written one way only. (The input itself need not be
        // that way: base64's spare bits and long varints read the same,
        // and a forger can fix the checksum; seed post-noncanonical.)
        let twice = link::encode_post(&back, &post).expect("encodes again");
        assert_eq!(again, twice, "a post link is written one way only");
    }
    settled(&s, "link");
}

/// `archive`: any text, as an import file of My games, is read record by
/// record without panicking; each record of `split_records` is in exactly
/// one of the summary's lists (new, already there, refused), numbered in
/// order from 1; a new game's record reads back to itself; the new games
/// exported again and read against themselves are all already there.
pub fn archive(data: &[u8]) {
    use attic::app_logic::archive::{export, read, Kept};
    use attic::app_logic::saves::split_records;
    let text = String::from_utf8_lossy(data);
    let sum = read(registry(), &text, &|_| false);
    let records = split_records(&text).len();
    assert_eq!(sum.records, records);
    let mut numbers: Vec<usize> = sum.new.iter().map(|(n, _)| *n).collect();
    numbers.extend(&sum.held);
    numbers.extend(sum.refused.iter().map(|r| r.n));
    numbers.sort_unstable();
    assert_eq!(
        numbers,
        (1..=records).collect::<Vec<_>>(),
        "every record once"
    );
    let written: Vec<String> = sum.new.iter().map(|(_, s)| s.to_record()).collect();
    for r in &written {
        let back = Session::from_record(registry(), r).expect("a new game's record reads back");
        assert_eq!(&back.to_record(), r);
    }
    if written.is_empty() {
        return;
    }
    let out = export(written.iter().map(|r| Kept {
        record: r,
        private: false,
    }));
    let again = read(registry(), &out.text, &|s| written.contains(&s.to_record()));
    assert_eq!(
        again.held.len(),
        written.len(),
        "an export reads back as held"
    );
    assert!(again.new.is_empty() && again.refused.is_empty());
}

/// `puzzles`: any text, as a puzzle file (issue 29), is read puzzle by
/// puzzle without panicking; every error names its puzzle and line; a
/// puzzle that reads writes a text that reads to the same puzzle, and its
/// answer solves it, as does each move of a line of several moves at its
/// step. (The proofs are not run: that is `--check`'s work.)
pub fn puzzles(data: &[u8]) {
    use attic::core::puzzles::read;
    let text = String::from_utf8_lossy(data);
    for (_, res) in read(registry(), &text) {
        match res {
            Err(e) => assert!(e.starts_with("puzzle "), "{e}"),
            Ok(p) => {
                assert!(p.answer.iter().all(|t| p.judge(t)), "{}", p.id);
                for step in 0..p.moves() {
                    assert!(p.answer_at(step).iter().all(|t| p.judge_at(step, t)), "{}", p.id);
                }
                let again = p.write();
                let back = read(registry(), &again);
                assert_eq!(back.len(), 1, "{again}");
                let q = back[0].1.as_ref().expect("a written puzzle reads back");
                assert_eq!(q.write(), again);
                assert_eq!((&q.answer, &q.theme, q.depth), (&p.answer, &p.theme, p.depth));
                assert_eq!((&q.line, &q.themes), (&p.line, &p.themes));
            }
        }
    }
}

/// The checks of a session that was read: its record and link round
/// trips, and every check of its final position.
fn settled(s: &Session, what: &str) {
    let ctx = format!("{what} of {} after {} plies", s.info().id, s.len());
    // A game whose list gives representatives (TAU's bids) may accept a
    // token it does not list, if it is canonical and replays.
    let open = (s.entry().info)().lists_representatives;
    let mut stats = Stats::default();
    check_session(registry(), s, true, &ctx, &mut stats);
    let cands = s.tokens().to_vec();
    let g = s.current();
    check_position(
        g,
        &ctx,
        &cands,
        Depth::Deep,
        open,
        &mut Rng::new(1),
        &mut stats,
    );
}

/// Every variant of every game, in registry order: what the first byte of
/// a `game` input picks (modulo their number).
pub fn variants() -> Vec<(&'static GameEntry, &'static str)> {
    let mut out = Vec::new();
    for e in registry().entries() {
        for (v, _) in (e.info)().variants {
            out.push((e, *v));
        }
    }
    out
}

/// The longest walk before the text.
pub const MAX_WALK: usize = 64;

/// `game`: byte 0 picks a variant (`variants()[b % n]`) and one of its
/// option sets (`option_sets[b / n % sets]`, as the conformance suite
/// makes them); byte 1 gives a number of plies (`% 64`), each picked by
/// one of the following bytes as an index into the legal list (chance
/// plies too); the rest is a text, tried as:
///
/// * a token at the position reached (`play_token`, `play_prefix`, and a
///   whole turn through the session): never a panic; a refused token
///   leaves the state unchanged; an accepted one is a listed move (or,
///   in a game whose list gives representatives, a canonical move that
///   replays), and the session with it round-trips its record and link;
/// * besides, the legal tokens of every position on the way (and their
///   prefixes, a token's bare forms) are candidates at the position reached: `play_token` accepts exactly the
///   listed ones (shakmaty's legal-moves-against-brute-force check), and
///   every other check of the conformance suite holds there;
/// * a position string (`GameEntry::from_position`): a string the reader
///   accepts gives a state that writes it back, reads back to itself, and
///   passes every check of the suite;
/// * a record body after the game's tags: a record that reads back
///   round-trips.
pub fn game(data: &[u8]) {
    let (Some(&pick), Some(&plies)) = (data.first(), data.get(1)) else {
        return;
    };
    let all = variants();
    let (entry, variant) = all[pick as usize % all.len()];
    let info = (entry.info)();
    let sets = option_sets(info);
    let options = &sets[pick as usize / all.len() % sets.len()];
    let mut rng = Rng::new(pick as u64);
    // A set the game's setup refuses (a handicap of another board) is no bug.
    let Ok(mut s) = Session::new(registry(), variant, options, &mut rng) else {
        return;
    };
    let rest = &data[2..];
    let n = (plies as usize % MAX_WALK).min(rest.len());
    let mut seen: Vec<String> = Vec::new();
    for &b in &rest[..n] {
        let legal = s.current().legal_tokens();
        if legal.is_empty() {
            break;
        }
        let t = legal[b as usize % legal.len()].clone();
        seen.extend(legal);
        s.play(&t)
            .unwrap_or_else(|e| panic!("{variant} [{options}]: listed {t:?} refused: {e}"));
    }
    let text = String::from_utf8_lossy(&rest[n..]).into_owned();
    let ctx = format!(
        "{variant} [{options}] after {:?}, text {text:?}",
        s.tokens()
    );
    let open = (entry.info)().lists_representatives;
    let mut stats = Stats::default();
    // Their prefixes too: a token's bare forms (`A1` of `A1xA2:6`).
    let bare: Vec<String> = seen.iter().flat_map(|t| conformance::prefixes(t)).collect();
    seen.extend(bare);
    seen.sort();
    seen.dedup();
    seen.push(text.clone());
    let g = s.current();
    check_position(g, &ctx, &seen, Depth::Deep, open, &mut rng, &mut stats);
    as_token(&s, &text, open, &ctx);
    as_position(entry, &s, &text, open, &ctx);
    as_record(&s, &text, &ctx);
}

/// The text as a ply and as a turn at the session's end.
fn as_token(s: &Session, text: &str, open: bool, ctx: &str) {
    let g = s.current();
    let legal = g.legal_tokens();
    let mut a = g.clone_box();
    match a.play_prefix(text) {
        Err(_) => assert_eq!(
            a.position(),
            g.position(),
            "{ctx}: a refused prefix changed the state"
        ),
        Ok((c, _, used)) => {
            assert!(used <= text.len(), "{ctx}: used {used} bytes");
            assert!(
                open || legal.contains(&c),
                "{ctx}: prefix read as {c:?}, not among {legal:?}"
            );
            let mut b = g.clone_box();
            let again = b.play_token(&c).map(|(x, _)| x);
            assert_eq!(again.as_ref(), Ok(&c), "{ctx}: {c:?} does not read back");
            assert_eq!(
                b.position(),
                a.position(),
                "{ctx}: {c:?} as a token and as a prefix"
            );
        }
    }
    let mut t = s.clone();
    if t.play_turn(text).is_ok() {
        let mut stats = Stats::default();
        check_session(registry(), &t, true, &ctx, &mut stats);
    }
}

/// The text as a position string of the game, under the session's options.
fn as_position(entry: &GameEntry, s: &Session, text: &str, open: bool, ctx: &str) {
    let Some(Ok(h)) = (entry.from_position)(s.options(), text) else {
        return;
    };
    let p = h.position();
    let again = match (entry.from_position)(s.options(), &p) {
        Some(Ok(again)) => again,
        Some(Err(e)) => panic!("{ctx}: read as {p:?}, which is refused: {e}"),
        None => panic!("{ctx}: a reader that reads once"),
    };
    assert_eq!(again.position(), p, "{ctx}: {p:?} reads back differently");
    assert_eq!(
        again.legal_tokens(),
        h.legal_tokens(),
        "{ctx}: {p:?} reads back to other moves"
    );
    let ctx = format!("{ctx} read as {p:?}");
    let cands = h.legal_tokens();
    let mut stats = Stats::default();
    check_position(
        h.as_ref(),
        &ctx,
        &cands,
        Depth::Deep,
        open,
        &mut Rng::new(2),
        &mut stats,
    );
    walk_a_little(h.as_ref(), &ctx, open);
}

/// A few plies from a reader-made state, each position checked.
fn walk_a_little(h: &dyn AnyGame, ctx: &str, open: bool) {
    let mut g = h.clone_box();
    let mut stats = Stats::default();
    for ply in 0..4 {
        let legal = g.legal_tokens();
        let Some(t) = legal.get(ply % legal.len().max(1)) else {
            return;
        };
        g.play_token(t)
            .unwrap_or_else(|e| panic!("{ctx}: listed {t:?} refused: {e}"));
        let c = format!("{ctx} then {ply} plies");
        check_position(
            g.as_ref(),
            &c,
            &legal,
            Depth::Deep,
            open,
            &mut Rng::new(3),
            &mut stats,
        );
    }
}

/// The text as the body of a record with the session's tags.
fn as_record(s: &Session, text: &str, ctx: &str) {
    let Ok(mut rec) = Record::parse(&s.to_record()) else {
        panic!("{ctx}: the session's record does not parse");
    };
    rec.set_tag("Result", "*");
    if let Ok(b) = Session::from_record(registry(), &rec.write(text)) {
        let mut stats = Stats::default();
        check_session(registry(), &b, true, &ctx, &mut stats);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The checked-in seeds of a target.
    fn seeds(target: &str) -> Vec<(String, Vec<u8>)> {
        let dir = format!("{}/seeds/{target}", env!("CARGO_MANIFEST_DIR"));
        let mut out: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{dir}: {e}"))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .map(|p| {
                let data = std::fs::read(&p).unwrap_or_else(|e| panic!("{p:?}: {e}"));
                (p.display().to_string(), data)
            })
            .collect();
        out.sort();
        assert!(!out.is_empty(), "no seeds in {dir}");
        out
    }

    #[test]
    fn record_and_link_seeds_read_and_round_trip() {
        let mut games = std::collections::BTreeSet::new();
        for (name, data) in seeds("record") {
            let text = std::str::from_utf8(&data).unwrap();
            let s =
                Session::from_record(registry(), text).unwrap_or_else(|e| panic!("{name}: {e}"));
            games.insert(s.info().id);
            record(&data);
        }
        for (name, data) in seeds("link") {
            let text = std::str::from_utf8(&data).unwrap();
            link::decode(registry(), text).unwrap_or_else(|e| panic!("{name}: {e}"));
            link(&data);
            link(text.replace('.', "").as_bytes());
        }
        for input in [
            &b""[..],
            b"\xff\xfe",
            b"[Game \"oanquan\"]\n\n1. A1 {",
            b"v1.tau.1...0",
            b"v2.tau.1....0",
        ] {
            record(input);
            link(input);
        }
        eprintln!("record seeds: {games:?}");
    }

    #[test]
    fn archive_seeds_run() {
        for (name, data) in seeds("archive") {
            eprintln!("{name}");
            archive(&data);
        }
        for input in [
            &b""[..],
            b"\xff\xfe",
            b"[Game \"x\"]\n[Game \"y\"]",
            b"\n\n[Game ",
        ] {
            archive(input);
        }
        // Every seed cut short at many places, and with a record's start
        // put in the middle of another's: the cuts a download or a paste
        // can make.
        for (_, data) in seeds("archive") {
            for i in (0..data.len()).step_by(7) {
                archive(&data[..i]);
                let mut spliced = data[..i].to_vec();
                spliced.extend_from_slice(b"\n[Game \"straat\"]\n");
                spliced.extend_from_slice(&data[i..]);
                archive(&spliced);
            }
        }
    }

    #[test]
    fn puzzles_seeds_run() {
        for (name, data) in seeds("puzzles") {
            eprintln!("{name}");
            puzzles(&data);
            for i in (0..data.len()).step_by(11) {
                puzzles(&data[..i]);
            }
        }
        for input in [&b""[..], b"\xff\xfe", b"[Puzzle \"x\"]\n\n[", b"#\n[Answer \""] {
            puzzles(input);
        }
    }

    #[test]
    fn game_seeds_run() {
        let all = variants();
        let mut picked = std::collections::BTreeSet::new();
        for (name, data) in seeds("game") {
            if let Some(&b) = data.first() {
                picked.insert(all[b as usize % all.len()].1);
            }
            eprintln!("{name}");
            game(&data);
        }
        eprintln!("game seeds pick {picked:?}");
    }

    /// Inputs made for every variant of the registry (so a new game is
    /// covered without a seed file): walks of several lengths, then texts
    /// that are tokens, positions and record bodies of that game.
    #[test]
    fn game_target_on_every_variant() {
        let all = variants();
        let mut covered = std::collections::BTreeSet::new();
        for (i, (entry, variant)) in all.iter().enumerate() {
            let info = (entry.info)();
            let sets = option_sets(info).len();
            let start = Session::new(registry(), variant, "", &mut Rng::new(1)).unwrap();
            let g = start.current();
            let mut texts: Vec<String> = vec![
                String::new(),
                "🦀".into(),
                "x".into(),
                "1.".into(),
                g.position(),
                g.position().replace(' ', "  "),
                g.position().chars().rev().collect(),
            ];
            texts.extend(g.legal_tokens().into_iter().take(3));
            texts.extend(
                g.legal_tokens()
                    .into_iter()
                    .take(2)
                    .map(|t| format!("{t}{t}")),
            );
            for set in 0..sets.min(3) {
                let pick = (i + set * all.len()) as u8;
                for plies in [0u8, 1, 5, 17] {
                    for text in &texts {
                        let mut d = vec![pick, plies];
                        d.extend((0..plies).map(|k| k.wrapping_mul(37).wrapping_add(pick)));
                        d.extend(text.as_bytes());
                        game(&d);
                    }
                }
            }
            covered.insert(info.id);
        }
        let ids: std::collections::BTreeSet<_> =
            registry().entries().iter().map(|e| (e.info)().id).collect();
        assert_eq!(covered, ids, "every game of the registry");
    }
}
