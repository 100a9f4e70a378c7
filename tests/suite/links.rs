//! Share links and records: every kind of damage (tampered, truncated,
//! wrong version, unknown game, garbage, bad records) gives the right error
//! with a clear message and never panics. Round trips of random games are
//! the conformance suite's (`tests/suite/conformance.rs`), for every game.

use crate::common::{arg, keys};
use attic::core::{
    link, IllegalKind, LinkError, LinkField, MoveError, MoveKind, RecordError, RecordKind, Rng,
    Session, SetupKind,
};

/// A game of up to `max_plies` random moves.
fn random_game(rng: &mut Rng, config: &str, max_plies: usize) -> Session {
    let mut s = Session::new(&attic::games::REGISTRY, "oanquan", config, rng).unwrap();
    let plies = rng.below(max_plies + 1);
    for _ in 0..plies {
        let legal = s.current().legal_tokens();
        if legal.is_empty() {
            break;
        }
        let t = legal[rng.below(legal.len())].clone();
        s.play(&t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    s
}

fn same_game(a: &Session, b: &Session) {
    assert_eq!(a.tokens(), b.tokens());
    assert_eq!(a.current().position(), b.current().position());
    assert_eq!(a.options(), b.options());
    assert_eq!(a.tags(), b.tags());
    assert_eq!(a.to_record(), b.to_record());
}

/// A finished-or-not game long enough for every field to matter.
fn sample() -> (Session, String) {
    let mut rng = Rng::new(7);
    let mut s = random_game(&mut rng, "direction=choose", 0);
    for _ in 0..30 {
        let legal = s.current().legal_tokens();
        let t = legal[rng.below(legal.len())].clone();
        s.play(&t).unwrap();
    }
    let l = link::encode(&s).unwrap();
    (s, l)
}

fn with_field(l: &str, i: usize, value: &str) -> String {
    let mut f: Vec<&str> = l.split('.').collect();
    f[i] = value;
    f.join(".")
}

fn decode_err(l: &str) -> LinkError {
    match link::decode(&attic::games::REGISTRY, l) {
        Ok(s) => panic!("{l:?} decoded to {s:?}"),
        Err(e) => {
            assert!(!e.to_string().is_empty());
            e
        }
    }
}

#[test]
fn tampered_link_fields_give_the_right_error() {
    let (s, l) = sample();
    let f: Vec<String> = l.split('.').map(String::from).collect();
    assert_eq!(f.len(), 6);
    // Field 0: the format version.
    let e = decode_err(&with_field(&l, 0, "v3"));
    assert!(
        matches!(&e, LinkError::UnknownFormat(f) if f == "v3"),
        "{e}"
    );
    assert_eq!(
        keys(&e.msg()),
        ["link.format", "link.unknown-format"],
        "{e}"
    );
    // Field 1: the game.
    let e = decode_err(&with_field(&l, 1, "oanquam"));
    assert!(
        matches!(&e, LinkError::Record(RecordError::UnknownGame(g)) if g == "oanquam"),
        "{e}"
    );
    assert_eq!(
        keys(&e.msg()),
        ["link.record", "record.unknown-game"],
        "{e}"
    );
    // Field 2: the rules version.
    let e = decode_err(&with_field(&l, 2, "2"));
    assert_eq!(
        e,
        LinkError::Version {
            game: "oanquan".into(),
            link: 2,
            site: 1
        }
    );
    assert_eq!(keys(&e.msg()), ["link.version"], "{e}");
    let e = decode_err(&with_field(&l, 2, "x"));
    assert!(
        matches!(&e, LinkError::Field { field: LinkField::Version, reason } if reason.key == "link.version-number" && arg(reason, "text") == "x"),
        "{e}"
    );
    // Field 3: tags. A character outside base64url.
    let e = decode_err(&with_field(&l, 3, &format!("!{}", &f[3][1..])));
    assert!(
        matches!(
            &e,
            LinkError::Field {
                field: LinkField::Tags,
                ..
            }
        ),
        "{e}"
    );
    // Field 4: moves. A character outside base64url.
    let e = decode_err(&with_field(&l, 4, &format!("{}*", &f[4][1..])));
    assert!(
        matches!(
            &e,
            LinkError::Field {
                field: LinkField::Moves,
                ..
            }
        ),
        "{e}"
    );
    // Field 5: checksum.
    let flipped: String = f[5]
        .chars()
        .enumerate()
        .map(|(i, c)| {
            if i == 2 {
                if c == '0' {
                    '1'
                } else {
                    '0'
                }
            } else {
                c
            }
        })
        .collect();
    let e = decode_err(&with_field(&l, 5, &flipped));
    assert_eq!(e, LinkError::Checksum);
    assert_eq!(keys(&e.msg()), ["link.checksum"], "{e}");

    // Every in-alphabet change of any character of the tags, moves or
    // checksum fields is refused: the checksum covers the link's text as
    // well as the final position, so neither base64's spare low bits nor
    // other moves transposing into the same position can open.
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut tries = 0;
    for field in [3, 4, 5] {
        for pos in 0..f[field].len() {
            for c in alphabet.chars().step_by(7) {
                let mut v: Vec<char> = f[field].chars().collect();
                if v[pos] == c {
                    continue;
                }
                v[pos] = c;
                let t = with_field(&l, field, &v.iter().collect::<String>());
                let e = decode_err(&t);
                assert!(!e.to_string().is_empty());
                tries += 1;
            }
        }
    }
    assert!(tries > 100, "only {tries} tampered links tried");
    let _ = s;
}

#[test]
fn truncated_links_are_refused() {
    let (_, l) = sample();
    for cut in 1..l.len() {
        let t = &l[..l.len() - cut];
        let e = decode_err(t);
        assert!(
            matches!(
                e,
                LinkError::Incomplete { .. }
                    | LinkError::Field { .. }
                    | LinkError::Checksum
                    | LinkError::Record(_)
                    | LinkError::Version { .. }
            ),
            "{t}: {e}"
        );
    }
    // Dropping the tail of the moves field: the moves no longer reach the
    // checksummed position.
    let f: Vec<&str> = l.split('.').collect();
    let short = &f[4][..f[4].len() - 4];
    let e = decode_err(&with_field(&l, 4, short));
    assert!(
        matches!(e, LinkError::Checksum | LinkError::Field { .. }),
        "{e}"
    );
    // Fewer fields: the link was cut off, and the player reads so.
    let e = decode_err(&f[..5].join("."));
    assert_eq!(e, LinkError::Incomplete { found: 5, want: 6 });
    assert_eq!(keys(&e.msg()), ["link.incomplete"], "{e}");
    // A link cut in half, as a player pastes it.
    let e = decode_err(&l[..l.len() / 2]);
    assert!(matches!(e, LinkError::Incomplete { want: 6, .. }), "{e}");
    // More fields than the format has.
    let e = decode_err(&format!("{l}.x"));
    assert_eq!(e, LinkError::TooManyFields { found: 7, want: 6 });
    assert_eq!(keys(&e.msg()), ["link.format", "link.fields"], "{e}");
}

#[test]
fn garbage_links_are_format_errors() {
    for g in [
        "",
        "#",
        "hello",
        "v1",
        ".....",
        "v1.oanquan.1.!!.!!.000000",
        "v1.oanquan.1...000000",
        "v1.oanquan.99999999999999999999.x.y.z",
        "v1.oanquan.1.RmlyzXQ9Qw.AAAA.000000",
        "🦀.🦀.🦀.🦀.🦀.🦀",
    ] {
        let e = decode_err(g);
        assert!(
            matches!(
                e,
                LinkError::UnknownFormat(_)
                    | LinkError::Incomplete { .. }
                    | LinkError::Field { .. }
                    | LinkError::Record(_)
                    | LinkError::Checksum
            ),
            "{g:?}: {e}"
        );
    }
    // No First tag: the start cannot be set up.
    let e = decode_err("v1.oanquan.1...000000");
    assert!(
        matches!(&e, LinkError::Record(RecordError::Setup(_))),
        "{e}"
    );
    let e = decode_err(&"x".repeat(link::MAX_LINK_CHARS + 1));
    assert!(matches!(&e, LinkError::TooLong), "{e}");
    // A move choice beyond the legal list.
    let tags = link::b64_encode(b"First=A\n");
    let moves = link::b64_encode(&[9]);
    let e = decode_err(&format!("v1.oanquan.1.{tags}.{moves}.000000"));
    assert!(
        matches!(&e, LinkError::Field { field: LinkField::Moves, reason } if reason.key == "link.move-choice" && ["ply", "index", "n"].map(|a| arg(reason, a)) == ["1", "9", "5"]),
        "{e}"
    );
    // A varint that never ends.
    let moves = link::b64_encode(&[0x80]);
    let e = decode_err(&format!("v1.oanquan.1.{tags}.{moves}.000000"));
    assert!(
        matches!(&e, LinkError::Field { field: LinkField::Moves, reason } if reason.key == "link.move-short" && arg(reason, "ply") == "1"),
        "{e}"
    );
    // Bad options inside the tags.
    let tags = link::b64_encode(b"Options=direction=sideways\nFirst=A\n");
    let e = decode_err(&format!("v1.oanquan.1.{tags}..000000"));
    assert!(
        matches!(&e, LinkError::Record(RecordError::Setup(_))),
        "{e}"
    );
    // An unknown game.
    let e = decode_err("v1.chess.1...000000");
    assert!(
        matches!(&e, LinkError::Record(RecordError::UnknownGame(g)) if g == "chess"),
        "{e}"
    );
}

// ----------------------------------------------------------- records ----

/// Worked example E19 of oanquan.md, the whole two-round match.
const E19: &str = include_str!("../../games/oanquan/tests/data/oanquan_e19.txt");

fn record_err(text: &str) -> RecordError {
    match Session::from_record(&attic::games::REGISTRY, text) {
        Ok(s) => panic!("accepted {text:?} as {s:?}"),
        Err(e) => {
            assert!(!e.to_string().is_empty());
            e
        }
    }
}

#[test]
fn bad_records_give_each_record_error() {
    assert!(Session::from_record(&attic::games::REGISTRY, E19).is_ok());
    // Syntax, naming the line.
    let e = record_err("[Game \"oanquan\"]\n[First A]\n");
    assert!(matches!(e, RecordError::Syntax { line: 2, .. }), "{e}");
    assert_eq!(e.kind(), RecordKind::TagLine, "{e}");
    let e = record_err(&format!("{E19}{{ never closed\n"));
    assert!(matches!(e, RecordError::Syntax { .. }), "{e}");
    assert_eq!(e.kind(), RecordKind::CommentOpen, "{e}");
    let e = record_err(&E19.replace("{Round 1: starter A}", "Round 1: starter A}"));
    assert!(matches!(e, RecordError::Syntax { .. }), "{e}");
    assert_eq!(e.kind(), RecordKind::CloseWithoutOpen, "{e}");
    // Tags.
    let e = record_err(&E19.replace("[Game \"oanquan\"]\n", ""));
    assert!(
        matches!(&e, RecordError::Tag(m) if arg(m, "name") == "Game"),
        "{e}"
    );
    assert_eq!(e.kind(), RecordKind::MissingTag, "{e}");
    let e = record_err(&E19.replace("[Result \"B\"]\n", ""));
    assert!(
        matches!(&e, RecordError::Tag(m) if arg(m, "name") == "Result"),
        "{e}"
    );
    assert_eq!(e.kind(), RecordKind::MissingTag, "{e}");
    // Unknown game.
    let e = record_err(&E19.replace("oanquan", "oanquam"));
    assert_eq!(e, RecordError::UnknownGame("oanquam".into()));
    // Setup: options, First, Setup.
    let e = record_err(&E19.replace("[First", "[Options \"direction=sideways\"]\n[First"));
    assert!(
        matches!(&e, RecordError::Setup(s) if arg(&s.reason, "key") == "direction" && arg(&s.reason, "value") == "sideways"),
        "{e}"
    );
    assert_eq!(
        e.kind(),
        RecordKind::Setup(SetupKind::OptionNotAllowed),
        "{e}"
    );
    let e = record_err(&E19.replace("[First \"A\"]", "[First \"C\"]"));
    assert!(
        matches!(&e, RecordError::Setup(s) if arg(&s.reason, "value") == "C"),
        "{e}"
    );
    assert_eq!(
        e.kind(),
        RecordKind::Setup(SetupKind::Rule("setup.first")),
        "{e}"
    );
    let e = record_err(&E19.replace("[First \"A\"]", "[Setup \"A=1\"]"));
    assert!(
        matches!(&e, RecordError::Setup(s) if s.reason.key == "parse.position"),
        "{e}"
    );
    // An illegal move is named as the record numbers it, with its seat and
    // ply: move 1, B's, ply 2 (B1 is empty after A1).
    let e = record_err("[Game \"oanquan\"]\n[First \"A\"]\n[Result \"*\"]\n\n1. A1 B1\n");
    assert!(
        matches!(&e, RecordError::Move { ply: 2, token, error: MoveError::Illegal(_), .. } if token == "B1"),
        "{e}"
    );
    assert!(
        matches!(&e, RecordError::Move { number: Some(1), seat: Some(s), .. } if s.key == "seat.B"),
        "{e}"
    );
    assert_eq!(e.kind(), illegal("illegal.empty"), "{e}");
    // A malformed token, and a wrong annotation, in round 2 (ply 9).
    let e = record_err(&E19.replace("2. B3xQW:14", "2. Z9"));
    assert!(
        matches!(
            &e,
            RecordError::Move {
                ply: 8,
                error: MoveError::Parse(_),
                ..
            }
        ),
        "{e}"
    );
    assert!(
        matches!(&e, RecordError::Move { number: Some(2), seat: Some(s), token, .. } if s.key == "seat.B" && token == "Z9"),
        "{e}"
    );
    let e = record_err(&E19.replace("B3xQW:14", "B3xQW:13"));
    assert!(
        matches!(
            &e,
            RecordError::Move {
                ply: 8,
                error: MoveError::Illegal(_),
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(e.kind(), illegal("illegal.captures"), "{e}");
    // Result disagreeing with the engine: a wrong winner, an unfinished
    // game claimed won, a finished game claimed unfinished.
    let e = record_err(&E19.replace("[Result \"B\"]", "[Result \"A\"]"));
    assert_eq!(
        e,
        RecordError::Result {
            tag: "A".into(),
            engine: "B".into()
        }
    );
    assert_eq!(keys(&e.msg()), ["record.result"], "{e}");
    let e = record_err(&E19.replace("7. B3xQW:2xA2:1\n", ""));
    assert_eq!(
        e,
        RecordError::Result {
            tag: "B".into(),
            engine: "*".into()
        }
    );
    let e = record_err(&E19.replace("[Result \"B\"]", "[Result \"*\"]"));
    assert_eq!(
        e,
        RecordError::Result {
            tag: "*".into(),
            engine: "B".into()
        }
    );
    // A move after the match is over.
    let e = record_err(&E19.replace("7. B3xQW:2xA2:1", "7. B3xQW:2xA2:1 A3"));
    assert!(matches!(&e, RecordError::Move { ply: 19, .. }), "{e}");
    let over = RecordKind::Move(MoveKind::Illegal(IllegalKind::GameOver));
    assert_eq!(e.kind(), over, "{e}");
}

// ------------------------------------------------------ randomized ----

/// Random damage to a text: delete, insert or replace a few characters.
fn mutate(rng: &mut Rng, text: &str, pool: &[char]) -> String {
    let mut v: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let i = rng.below(v.len() + 1);
        match rng.below(3) {
            0 if i < v.len() => {
                v.remove(i);
            }
            1 => v.insert(i, pool[rng.below(pool.len())]),
            _ if i < v.len() => v[i] = pool[rng.below(pool.len())],
            _ => {}
        }
    }
    v.into_iter().collect()
}

#[test]
fn corrupt_text_never_panics() {
    let mut rng = Rng::new(99);
    let pool: Vec<char> = "AB12345QWEacxb+:[]{}\"., \n\t0123456789é🦀\u{0}"
        .chars()
        .collect();
    let soup = [
        "[Game \"oanquan\"]",
        "[First \"A\"]",
        "[First \"B\"]",
        "[Result \"*\"]",
        "[Result \"B\"]",
        "[Options \"direction=choose\"]",
        "[Setup \"A=0\"]",
        "\n",
        "\n\n",
        "1.",
        "A1",
        "A1a",
        "B2c",
        "A5xQE:11",
        "B1+5b3",
        "{",
        "}",
        "{c}",
        "x",
        ":",
        "QW",
        "A3xQE:4xB2:3",
        "99",
        "B4+3xB5:2",
    ];
    let (s, l) = sample();
    let rec = s.to_record();
    let mut parsed = 0;
    for n in 0..6000 {
        let text = match n % 4 {
            0 => {
                let bytes: Vec<u8> = (0..rng.below(200)).map(|_| rng.below(256) as u8).collect();
                String::from_utf8_lossy(&bytes).into_owned()
            }
            1 => (0..rng.below(40))
                .map(|_| soup[rng.below(soup.len())])
                .collect::<Vec<_>>()
                .join(if rng.below(2) == 0 { " " } else { "" }),
            2 => mutate(&mut rng, E19, &pool),
            _ => mutate(&mut rng, &rec, &pool),
        };
        if let Ok(g) = Session::from_record(&attic::games::REGISTRY, &text) {
            parsed += 1;
            let again = Session::from_record(&attic::games::REGISTRY, &g.to_record())
                .unwrap_or_else(|e| panic!("{e}"));
            same_game(&g, &again);
        }
        match link::decode(&attic::games::REGISTRY, &mutate(&mut rng, &l, &pool)) {
            Ok(back) => assert_eq!(back.current().position(), s.current().position()),
            Err(e) => assert!(!e.to_string().is_empty()),
        }
        let _ = link::decode(&attic::games::REGISTRY, &text);
    }
    assert!(parsed > 0, "some mutations (e.g. in comments) still parse");
}

/// The kind of a record whose move breaks O An Quan's rule `key`.
fn illegal(key: &'static str) -> RecordKind {
    RecordKind::Move(MoveKind::Illegal(IllegalKind::Rule(key)))
}
