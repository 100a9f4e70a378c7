//! Links of games by post (`v2`: the game plus who plays each seat and
//! whom the link is addressed to): round trips for every registry entry,
//! `v1` links still read as before, and every kind of damage named.
//! Also the decisions of `app_logic::post` (whom a link goes to, how a
//! received link stands to the game held).

use crate::common::{arg, keys};
use attic::app_logic::post::{addressee, arrival, by_post, players_of, seats_for, Arrival};
use attic::app_logic::seating::SeatKind::{self, Ai, Human, Remote};
use attic::core::registry::Registry;
use attic::core::{link, LinkError, LinkField, Player, Post, Rng, Session, Turn};
use attic::games::REGISTRY;

/// Up to `plies` random plies (chance drawn) from the start of `id`.
fn walk(id: &str, plies: usize, seed: u64) -> Session {
    let mut rng = Rng::new(seed);
    let s = Session::new(&REGISTRY, id, "", &mut rng).unwrap();
    walk_on(s, plies, &mut rng)
}

/// `s` and up to `plies` random plies more (chance drawn), until it ends.
fn walk_on(mut s: Session, plies: usize, rng: &mut Rng) -> Session {
    for _ in 0..plies {
        if s.current().turn() == Turn::Over {
            break;
        }
        if s.draw_chance(rng).is_some() {
            continue;
        }
        let legal = s.current().legal_tokens();
        let Some(t) = legal.get(rng.below(legal.len())) else {
            break;
        };
        s.play(t).unwrap();
    }
    s
}

/// A post for `seats` seats addressed to `to`: people and AIs mixed.
fn post_for(seats: u8, to: u8) -> Post {
    Post {
        id: "0f3a9c2b7d1e4a60".into(),
        to,
        players: (0..seats)
            .map(|i| {
                if i == to || i % 2 == 0 {
                    Player::Person
                } else {
                    Player::Ai(1 + i % 5)
                }
            })
            .collect(),
    }
}

#[test]
fn post_links_round_trip_for_every_registry_entry() {
    let mut tried = Vec::new();
    for entry in REGISTRY.entries() {
        let id = (entry.info)().id;
        for (k, plies) in [0usize, 7, 40].into_iter().enumerate() {
            let s = walk(id, plies, 11 + k as u64);
            let seats = s.current().seats();
            let to = (k as u8) % seats;
            let post = post_for(seats, to);
            let l = match link::encode_post(&s, &post) {
                Ok(l) => l,
                Err(LinkError::LocalOnly) => {
                    assert!(s.current().local_only() && s.current().outcome().is_none());
                    continue;
                }
                Err(e) => panic!("{id} after {plies}: {e}"),
            };
            assert!(l.starts_with("v2."), "{l}");
            assert_eq!(l.split('.').count(), 7, "{l}");
            let (back, got) = link::read(&REGISTRY, &l).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(back.to_record(), s.to_record(), "{id}");
            assert_eq!(back.current().position(), s.current().position(), "{id}");
            assert_eq!(got.as_ref(), Some(&post), "{id}");
            // The old reader's entry point reads it too (seats left out).
            let plain = link::decode(&REGISTRY, &format!("#{l}")).unwrap();
            assert_eq!(plain.to_record(), s.to_record());
            tried.push(id);
        }
    }
    tried.dedup();
    assert_eq!(tried.len(), REGISTRY.entries().len(), "{tried:?}");
}

#[test]
fn v1_links_still_read_and_are_still_made() {
    // A link shared before seats existed (fuzz seed e1: O An Quan, E1).
    let old = include_str!("../../fuzz/seeds/link/e1.txt").trim();
    assert!(old.starts_with("v1."));
    let (s, post) = link::read(&REGISTRY, old).unwrap();
    assert_eq!(post, None, "a v1 link says nothing about seats");
    assert_eq!(
        link::encode(&s).unwrap(),
        old,
        "v1 links are made as before"
    );
    for entry in REGISTRY.entries() {
        let s = walk((entry.info)().id, 9, 5);
        if let Ok(l) = link::encode(&s) {
            assert!(l.starts_with("v1."));
            let (back, post) = link::read(&REGISTRY, &l).unwrap();
            assert_eq!((back.to_record(), post), (s.to_record(), None));
        }
    }
}

fn sample() -> (Session, Post, String) {
    let s = walk("straat", 12, 3);
    let post = post_for(2, 1);
    let l = link::encode_post(&s, &post).unwrap();
    (s, post, l)
}

fn err(l: &str) -> LinkError {
    match link::read(&REGISTRY, l) {
        Ok((s, _)) => panic!("{l} read as {}", s.to_record()),
        Err(e) => {
            assert!(!e.to_string().is_empty());
            e
        }
    }
}

fn with_field(l: &str, i: usize, v: &str) -> String {
    let mut f: Vec<&str> = l.split('.').collect();
    f[i] = v;
    f.join(".")
}

/// A v2 link with this seats field and a checksum that matches.
fn forged(s: &Session, l: &str, seats_field: &str) -> String {
    let f: Vec<&str> = l.split('.').collect();
    let body = format!("{}.{seats_field}", f[..5].join("."));
    let check = link::checksum(&format!("{body}\n{}", s.current().position()));
    format!("{body}.{check}")
}

#[test]
fn tampered_post_links_name_what_is_wrong() {
    let (s, _, l) = sample();
    let f: Vec<String> = l.split('.').map(String::from).collect();
    // Every change to the seats field (whom it is for, who plays) is caught
    // by the checksum: a link cannot be re-addressed.
    let other = post_for(2, 0).encode();
    assert_ne!(other, f[5]);
    assert_eq!(err(&with_field(&l, 5, &other)), LinkError::Checksum);
    for pos in 0..f[5].len() {
        let mut v: Vec<char> = f[5].chars().collect();
        v[pos] = if v[pos] == 'A' { 'B' } else { 'A' };
        let e = err(&with_field(&l, 5, &v.iter().collect::<String>()));
        assert!(
            matches!(e, LinkError::Checksum | LinkError::Field { .. }),
            "{e}"
        );
    }
    // A changed move or checksum.
    let e = err(&with_field(&l, 6, "000000"));
    assert_eq!(e, LinkError::Checksum);
    assert_eq!(keys(&e.msg()), ["link.checksum"], "{e}");
    // The rules version.
    let e = err(&with_field(&l, 2, "9"));
    assert!(matches!(e, LinkError::Version { link: 9, .. }), "{e}");
    // Seats that do not fit the game, even with a matching checksum.
    // The seats field's reason: its key and arguments.
    let players = |e: &LinkError| match e {
        LinkError::Field {
            field: LinkField::Players,
            reason,
        } => (reason.key, reason.args.len()),
        _ => ("", 0),
    };
    let seated = |players_: Vec<Player>, key: &str, args: &[(&str, &str)]| {
        let post = Post {
            players: players_,
            ..post_for(2, 1)
        };
        let e = err(&forged(&s, &l, &post.encode()));
        assert_eq!(players(&e).0, key, "{e}");
        if let LinkError::Field { reason, .. } = &e {
            for (name, value) in args {
                assert_eq!(arg(reason, name), *value, "{e}");
            }
        }
    };
    seated(
        vec![Player::Person; 3],
        "post.seat-count",
        &[("n", "3"), ("seats", "2")],
    );
    seated(
        vec![Player::Person, Player::Ai(2)],
        "post.to-not-person",
        &[("seat", "2")],
    );
    let e = err(&forged(&s, &l, "!!"));
    assert_eq!(players(&e), ("post.base64", 0), "{e}");
    let junk = link::b64_encode(b"id=x\nto=0\nwho=me\n");
    let e = err(&forged(&s, &l, &junk));
    assert_eq!(players(&e).0, "post.line", "{e}");
    assert!(
        matches!(&e, LinkError::Field { reason, .. } if arg(reason, "line") == "who=me"),
        "{e}"
    );
    let bad_id = Post {
        id: "Not An Id".into(),
        ..post_for(2, 1)
    };
    let e = err(&forged(&s, &l, &bad_id.encode()));
    assert_eq!(players(&e).0, "post.bad-id", "{e}");
    assert!(
        matches!(&e, LinkError::Field { reason, .. } if arg(reason, "id") == "Not An Id"),
        "{e}"
    );
    // An unknown format version.
    let e = err(&with_field(&l, 0, "v3"));
    assert!(
        matches!(&e, LinkError::UnknownFormat(f) if f == "v3"),
        "{e}"
    );
    assert_eq!(
        keys(&e.msg()),
        ["link.format", "link.unknown-format"],
        "{e}"
    );
}

#[test]
fn truncated_post_links_are_refused() {
    let (_, _, l) = sample();
    for cut in 1..l.len() {
        let e = err(&l[..l.len() - cut]);
        assert!(
            matches!(
                e,
                LinkError::Incomplete { .. }
                    | LinkError::Field { .. }
                    | LinkError::Checksum
                    | LinkError::Record(_)
            ),
            "{cut}: {e}"
        );
    }
    let f: Vec<&str> = l.split('.').collect();
    let e = err(&f[..6].join("."));
    assert_eq!(e, LinkError::Incomplete { found: 6, want: 7 });
    assert_eq!(keys(&e.msg()), ["link.incomplete"], "{e}");
}

#[test]
fn a_local_only_game_has_no_post_link() {
    // TURNO-Domino with three players keeps private hands.
    let s = Session::new(&REGISTRY, "turno-domino", "players=3", &mut Rng::new(4)).unwrap();
    assert!(s.current().local_only());
    let post = post_for(3, 0);
    assert_eq!(link::encode_post(&s, &post), Err(LinkError::LocalOnly));
    assert_eq!(link::encode(&s), Err(LinkError::LocalOnly));
}

// ------------------------------------------------- at one device ----

#[test]
fn the_receiver_plays_its_seat_and_the_ai_never_a_persons() {
    let post = Post {
        id: "ab12".into(),
        to: 2,
        players: vec![Player::Person, Player::Ai(3), Player::Person, Player::Ai(1)],
    };
    let here = seats_for(&post);
    assert_eq!(here, vec![Remote, Ai(3), Human, Ai(1)]);
    assert!(by_post(&here));
    assert!(!by_post(&[Human, Ai(1)]));
    // Nothing at this device moves for the person at another device
    // (seat 0, first to move).
    let s = longtau4();
    use attic::app_logic::seating::{next, Next};
    assert_eq!(s.current().turn(), Turn::Seat(0));
    assert_eq!(next(s.current(), &here), Next::Wait);
    for p in 0..4u8 {
        let mut k = here.clone();
        k[p as usize] = Remote;
        assert!(!matches!(next(s.current(), &k), Next::Ai(q, _) if k[q as usize] == Remote));
    }
    assert_eq!(players_of(&here), post.players);
}

/// Long Tau with four seats: two people (0 and 2) and two AIs.
fn longtau4() -> Session {
    Session::new(&REGISTRY, "longtau", "players=4", &mut Rng::new(9)).unwrap()
}

#[test]
fn a_link_goes_to_the_next_person_after_the_ais_between() {
    let mut s = longtau4();
    let n = s.current().seats();
    let kinds: Vec<SeatKind> = (0..n)
        .map(|i| match i {
            0 => Human,
            i if i % 2 == 0 => Remote,
            _ => Ai(2),
        })
        .collect();
    // Seat 0 (here) to move: no link is due.
    let mut seen_remote = false;
    for _ in 0..40 {
        match s.current().turn() {
            Turn::Over => break,
            Turn::Chance => {
                s.draw_chance(&mut Rng::new(3));
            }
            Turn::Seat(p) => {
                let to = addressee(&s, &kinds);
                match kinds[p as usize] {
                    Remote => {
                        assert_eq!(to, Some(p));
                        seen_remote = true;
                    }
                    _ => assert_eq!(to, None, "seat {p} moves here"),
                }
                let t = s.current().legal_tokens()[0].clone();
                s.play(&t).unwrap();
            }
        }
    }
    assert_eq!(n, 4);
    assert!(seen_remote);
}

/// Whom each of two devices sends the end of a game to: (the device of
/// seat `a`, the device of seat `b`); the other seats are AIs.
fn ends(s: &Session, a: u8, b: u8) -> (Option<u8>, Option<u8>) {
    let at = |me: u8| -> Vec<SeatKind> {
        (0..s.current().seats())
            .map(|i| match i {
                i if i == me => Human,
                i if i == a || i == b => Remote,
                _ => Ai(2),
            })
            .collect()
    };
    (addressee(s, &at(a)), addressee(s, &at(b)))
}

#[test]
fn the_last_move_goes_once_to_the_person_who_has_not_seen_it() {
    // Straat, two people: the device of whoever moved last sends the end
    // to the other, who sends it to nobody.
    for seed in 0..6 {
        let s = walk("straat", 200, seed);
        assert_eq!(s.current().turn(), Turn::Over);
        let Turn::Seat(last) = s.at(s.len() - 1).turn() else {
            panic!("straat ends on a move");
        };
        let want = if last == 0 {
            (Some(1), None)
        } else {
            (None, Some(0))
        };
        assert_eq!(ends(&s, 0, 1), want, "seed {seed}, seat {last} moved last");
    }
    // Long Tau with four seats, people at 0 and 2 and AIs between: the
    // end goes from one of them to the other, once.
    let mut done = 0;
    for seed in 0..40 {
        let s = walk_on(longtau4(), 600, &mut Rng::new(seed));
        if s.current().turn() != Turn::Over {
            continue;
        }
        let sent = ends(&s, 0, 2);
        assert!(
            matches!(sent, (Some(2), None) | (None, Some(0))),
            "seed {seed}: {sent:?}"
        );
        done += 1;
    }
    assert!(done > 0, "no Long Tau game ended");
}

#[test]
fn a_received_link_is_same_ahead_behind_or_a_branch() {
    let base = walk("straat", 6, 21);
    let mut ahead = base.clone();
    let t = ahead.current().legal_tokens()[0].clone();
    ahead.play(&t).unwrap();
    let t = ahead.current().legal_tokens()[0].clone();
    ahead.play(&t).unwrap();
    assert_eq!(arrival(&base, &base), Arrival::Same);
    assert_eq!(arrival(&base, &ahead), Arrival::Ahead(2));
    assert_eq!(arrival(&ahead, &base), Arrival::Behind(2));
    // Someone took back the last two moves and played another.
    let mut branch = base.clone();
    let legal = branch.current().legal_tokens();
    let other = legal
        .iter()
        .find(|t| **t != ahead.tokens()[6])
        .unwrap()
        .clone();
    branch.play(&other).unwrap();
    assert_eq!(arrival(&ahead, &branch), Arrival::Branch(6));
    assert_eq!(arrival(&branch, &ahead), Arrival::Branch(6));
}

/// The fuzz target's v2 seed (fuzz/seeds/link/post-longtau4.txt) is a
/// link this code makes: a 4-seat Long Tau game, two people, two AIs.
#[test]
fn the_fuzz_seed_of_a_post_link_is_current() {
    let mut s = longtau4();
    for _ in 0..6 {
        let t = s.current().legal_tokens()[0].clone();
        s.play(&t).unwrap();
    }
    let post = Post {
        id: "5eed0000c0ffee01".into(),
        to: 2,
        players: vec![Player::Person, Player::Ai(2), Player::Person, Player::Ai(3)],
    };
    let l = link::encode_post(&s, &post).unwrap();
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fuzz/seeds/link/post-longtau4.txt"
    );
    if std::env::var("ATTIC_WRITE_SEEDS").is_ok() {
        std::fs::write(path, &l).unwrap();
    }
    assert_eq!(std::fs::read_to_string(path).unwrap().trim(), l);
}
