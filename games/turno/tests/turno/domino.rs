//! TURNO-Domino's private hands (spec 3.D, I19, README principle): with 3
//! or more players nothing that travels or reaches the AI holds another
//! seat's hand before the end; the AI's worlds are drawn uniformly among
//! the deals that fit every public fact; equal views give equal moves.

use attic::core::prelude::*;
use attic::core::{link, LinkError, Record, Rng, Session, Turn};
use attic::games::turno::deal::{count_fitting, sample, sample_by_counting};
use attic::games::turno::tiles::{Multiset, TYPES};
use attic::games::turno::{Domino, NO_CAP};
use attic::games::REGISTRY;
use std::collections::HashMap;

fn domino_of(s: &Session) -> Domino {
    s.current()
        .as_any()
        .downcast_ref::<Domino>()
        .expect("a Domino")
        .clone()
}

/// A game of p players played at random (seeded) for `plies` plies.
fn random_game(p: u8, seed: u64, plies: usize) -> Session {
    let mut rng = Rng::new(seed);
    let mut s = Session::new(&REGISTRY, "turno-domino", &format!("players={p}"), &mut rng).unwrap();
    for _ in 0..plies {
        let legal = s.current().legal_tokens();
        if legal.is_empty() {
            break;
        }
        s.play(&legal[rng.below(legal.len())]).unwrap();
    }
    s
}

/// The hands field of a `Setup` position string, by seat.
fn setup_hands(record: &str) -> Vec<String> {
    let r = Record::parse(record).unwrap();
    let setup = r.tag("Setup").expect("a Setup tag").to_string();
    setup
        .split("; ")
        .next()
        .unwrap()
        .split('/')
        .map(String::from)
        .collect()
}

#[test]
fn local_only_no_link_and_the_ai_record_holds_no_other_hand() {
    for p in 3..=6u8 {
        for seed in 0..4 {
            let mut rng = Rng::new(seed);
            let mut s =
                Session::new(&REGISTRY, "turno-domino", &format!("players={p}"), &mut rng).unwrap();
            loop {
                let g = s.current();
                if g.turn() == Turn::Over {
                    break;
                }
                assert!(g.local_only() && g.has_hidden());
                assert_eq!(link::encode(&s), Err(LinkError::LocalOnly));
                for seat in 0..p {
                    let r = s.record_for(seat);
                    assert!(!r.contains("[Deal "), "{r}");
                    assert!(!r.contains("[Aside "), "{r}");
                    for (i, h) in setup_hands(&r).iter().enumerate() {
                        let hidden = h.split(' ').all(|t| t == "??") || h == "-";
                        assert_eq!(hidden, i != seat as usize || h == "-", "{r}");
                    }
                    // The AI's own copy reads back to the seat's view (with
                    // its last pass of a blocked game played, which the
                    // reader supplies, as the app plays it).
                    let v = Session::from_record(&REGISTRY, &r).unwrap();
                    let mut want = g.view(seat);
                    if want.automatic() && want.legal_tokens() == ["pass"] {
                        let mut after = want.clone_box();
                        after.play_token("pass").unwrap();
                        if after.turn() == Turn::Over {
                            want = after;
                        }
                    }
                    assert_eq!(v.current().position(), want.position());
                    // The view itself hides the others' hands.
                    let vp = g.view(seat).position();
                    let hands: Vec<&str> = vp.split("; ").next().unwrap().split('/').collect();
                    for (i, h) in hands.iter().enumerate() {
                        if i != seat as usize && *h != "-" {
                            assert!(h.split(' ').all(|t| t == "??"), "{vp}");
                        }
                    }
                }
                let legal = g.legal_tokens();
                let t = legal[rng.below(legal.len())].clone();
                s.play(&t).unwrap();
            }
            // Over: the whole record travels, the deal with it.
            assert!(!s.current().has_hidden());
            let l = link::encode(&s).expect("a finished game has a link");
            let back = link::decode(&REGISTRY, &l).unwrap();
            assert_eq!(back.tokens(), s.tokens());
            assert!(s.to_record().contains("[Deal \""));
            assert_eq!(s.to_record().contains("[Aside \""), p == 4 || p == 5);
        }
    }
}

#[test]
fn two_players_travel_and_hide_nothing() {
    let s = random_game(2, 7, 10);
    let g = s.current();
    assert!(!g.local_only() && !g.has_hidden());
    assert_eq!(g.view(0).position(), g.position());
    assert!(link::encode(&s).is_ok());
    assert_eq!(s.record_for(1), s.to_record());
}

/// A state where seat `seat` is to move with a real choice (3 or more
/// tiles with k) after some passes, from a seeded random game of p.
fn choice_state(p: u8, seat: u8) -> Domino {
    for seed in 0..10_000u64 {
        let mut rng = Rng::new(seed);
        let mut s =
            Session::new(&REGISTRY, "turno-domino", &format!("players={p}"), &mut rng).unwrap();
        while s.current().turn() != Turn::Over {
            let g = domino_of(&s);
            let legal = s.current().legal_tokens();
            let passed = (0..p as usize).any(|x| g.caps[x].iter().any(|&c| c < NO_CAP));
            if g.to_move == seat && legal.len() > 2 && passed {
                return g;
            }
            s.play(&legal[rng.below(legal.len())]).unwrap();
        }
    }
    panic!("no state found");
}

/// Whether a hand fits what its seat's passes prove.
fn fits(hand: &Multiset, caps: &[u8; 6]) -> bool {
    (1..=6u8).all(|v| {
        let c = caps[v as usize - 1];
        c >= NO_CAP || Domino::with_face(hand, v) <= c
    })
}

/// The same state with some tiles exchanged between two other seats'
/// hands (what seat 0 cannot see), still fitting every public fact.
fn other_deal(g: &Domino, rng: &mut Rng) -> Option<Domino> {
    for _ in 0..1000 {
        let mut h = g.clone();
        let (a, b) = (
            1 + rng.below(g.p as usize - 1),
            1 + rng.below(g.p as usize - 1),
        );
        let (ta, tb) = (rng.below(TYPES), rng.below(TYPES));
        if a == b || h.hands[a][ta] == 0 || h.hands[b][tb] == 0 || ta == tb {
            continue;
        }
        h.hands[a][ta] -= 1;
        h.hands[b][ta] += 1;
        h.hands[b][tb] -= 1;
        h.hands[a][tb] += 1;
        if fits(&h.hands[a], &h.caps[a]) && fits(&h.hands[b], &h.caps[b]) {
            return Some(h);
        }
    }
    None
}

#[test]
fn deals_differing_only_in_what_the_seat_cannot_see_give_the_same_move() {
    let mut rng = Rng::new(3);
    for p in [3u8, 4, 5] {
        let g = choice_state(p, 0);
        let h = other_deal(&g, &mut rng).expect("another deal");
        assert_ne!(g.position(), h.position());
        assert_eq!(g.view(0).position(), h.view(0).position());
        for level in [1u8, 3, 5] {
            for seed in [1u64, 2] {
                let best = |x: &Domino| {
                    let mut job =
                        (attic::games::find("turno-domino").unwrap().search)(x, level, seed);
                    while !job.step(512) {}
                    job.best()
                };
                assert_eq!(best(&g), best(&h), "p {p} level {level} seed {seed}");
            }
        }
    }
}

/// Late-game views (few unseen tiles, some passes) of p players.
fn late_views(p: u8, max_unseen: u32, want: usize) -> Vec<Domino> {
    let mut out = Vec::new();
    for seed in 0..20_000u64 {
        let mut rng = Rng::new(seed);
        let mut s =
            Session::new(&REGISTRY, "turno-domino", &format!("players={p}"), &mut rng).unwrap();
        while s.current().turn() != Turn::Over {
            let g = domino_of(&s);
            let seat = g.to_move;
            let v = g.view(seat);
            let unseen: u32 = v.unseen().iter().map(|&x| x as u32).sum();
            let capped = (0..p as usize)
                .filter(|&x| x != seat as usize)
                .any(|x| g.caps[x].iter().any(|&c| c < NO_CAP));
            if unseen <= max_unseen && capped {
                out.push(v);
                break;
            }
            let legal = s.current().legal_tokens();
            s.play(&legal[rng.below(legal.len())]).unwrap();
        }
        if out.len() >= want {
            break;
        }
    }
    out
}

/// Every physical deal of the unseen tiles to the hidden hands and the
/// aside tiles that fits, by brute force: each hidden-hand assignment
/// (by seat) with the number of physical deals giving it.
fn brute_force(v: &Domino) -> HashMap<Vec<Multiset>, u128> {
    let unseen = v.unseen();
    let tiles: Vec<usize> = (0..TYPES)
        .flat_map(|t| std::iter::repeat_n(t, unseen[t] as usize))
        .collect();
    let hidden: Vec<usize> = (0..v.p as usize).filter(|&s| !v.known[s]).collect();
    let mut caps: Vec<u8> = hidden.iter().map(|&s| v.sizes[s]).collect();
    let held: u32 = caps.iter().map(|&c| c as u32).sum();
    caps.push((tiles.len() as u32 - held) as u8); // the aside tiles
    let mut out = HashMap::new();
    let mut hands = vec![[0u8; TYPES]; caps.len()];
    fn go(
        i: usize,
        tiles: &[usize],
        caps: &mut [u8],
        hands: &mut Vec<Multiset>,
        v: &Domino,
        hidden: &[usize],
        out: &mut HashMap<Vec<Multiset>, u128>,
    ) {
        if i == tiles.len() {
            let ok = hidden
                .iter()
                .enumerate()
                .all(|(j, &s)| fits(&hands[j], &v.caps[s]));
            if ok {
                *out.entry(hands[..hidden.len()].to_vec()).or_insert(0) += 1;
            }
            return;
        }
        for r in 0..caps.len() {
            if caps[r] > 0 {
                caps[r] -= 1;
                hands[r][tiles[i]] += 1;
                go(i + 1, tiles, caps, hands, v, hidden, out);
                hands[r][tiles[i]] -= 1;
                caps[r] += 1;
            }
        }
    }
    go(0, &tiles, &mut caps, &mut hands, v, &hidden, &mut out);
    out
}

#[test]
fn the_counting_agrees_with_a_brute_force_and_draws_each_deal_in_proportion() {
    let mut checked = 0;
    // Five players: 14 unseen tiles at least (6 aside), 7.5 million deals.
    for (p, most, want) in [(3u8, 8, 3), (4, 10, 3), (5, 14, 1)] {
        let views = late_views(p, most, want);
        assert_eq!(views.len(), want, "{p} players");
        for v in views {
            let exact = brute_force(&v);
            let total: u128 = exact.values().sum();
            assert!(total > 0);
            assert_eq!(count_fitting(&v), Some(total), "{}", v.position());
            // Draws by the counting method alone, and by `sample`.
            let hidden: Vec<usize> = (0..v.p as usize).filter(|&s| !v.known[s]).collect();
            let n = 6000;
            for method in 0..2 {
                let mut rng = Rng::new(9 + method);
                let mut seen: HashMap<Vec<Multiset>, u32> = HashMap::new();
                for _ in 0..n {
                    let d = if method == 0 {
                        sample_by_counting(&v, &mut rng)
                    } else {
                        sample(&v, &mut rng)
                    }
                    .expect("a deal");
                    let key: Vec<Multiset> = hidden.iter().map(|&s| d[s]).collect();
                    assert!(exact.contains_key(&key), "an unfitting deal {key:?}");
                    *seen.entry(key).or_insert(0) += 1;
                }
                // Each deal within 5 standard deviations of its share.
                for (k, &w) in &exact {
                    let pr = w as f64 / total as f64;
                    let want = pr * n as f64;
                    let got = *seen.get(k).unwrap_or(&0) as f64;
                    let sd = (n as f64 * pr * (1.0 - pr)).sqrt().max(1.0);
                    assert!(
                        (got - want).abs() <= 5.0 * sd + 1.0,
                        "p {p} method {method}: {got} draws, {want:.1} expected, at {}",
                        v.position()
                    );
                }
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 7);
}

#[test]
fn worlds_fit_every_public_fact() {
    for p in 3..=6u8 {
        for seed in 0..30u64 {
            let s = random_game(p, seed, (seed as usize * 7) % 40);
            let g = domino_of(&s);
            if g.turn() == Turn::Over {
                continue;
            }
            let seat = g.to_move;
            let v = g.view(seat);
            let mut rng = Rng::new(seed);
            for _ in 0..20 {
                let w = v.determinize(seat, &mut rng);
                let mut used = [0u8; TYPES];
                for x in 0..p as usize {
                    assert!(w.known[x]);
                    assert_eq!(
                        w.hands[x].iter().map(|&k| k as u32).sum::<u32>(),
                        w.sizes[x] as u32
                    );
                    assert!(fits(&w.hands[x], &w.caps[x]), "{}", w.position());
                    for (u, &k) in used.iter_mut().zip(&w.hands[x]) {
                        *u += k;
                    }
                }
                assert_eq!(w.hands[seat as usize], g.hands[seat as usize]);
                // The world's hands and the layout stay within the set.
                let placed = w.placed_set();
                for t in 0..TYPES {
                    assert!(used[t] + placed[t] <= attic::games::turno::tiles::FULL[t]);
                }
                let legal_view = v.legal_tokens_for_test();
                assert_eq!(legal_view, w.legal_tokens_for_test());
            }
        }
    }
}

/// What a pass proves: a seat that passed at k holds fewer than 2 tiles
/// with a k then (checked against the real hands of random games).
#[test]
fn passes_record_what_they_prove() {
    for p in 2..=6u8 {
        for seed in 0..40u64 {
            let s = random_game(p, seed, 200);
            for i in 0..=s.len() {
                let g = s.at(i).as_any().downcast_ref::<Domino>().unwrap();
                for x in 0..p as usize {
                    assert!(fits(&g.hands[x], &g.caps[x]), "{}", g.position());
                }
            }
        }
    }
}

trait LegalTokens {
    fn legal_tokens_for_test(&self) -> Vec<String>;
}

impl LegalTokens for Domino {
    fn legal_tokens_for_test(&self) -> Vec<String> {
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        v.iter().map(|m| self.format_move(m)).collect()
    }
}
