//! TURNOOI's hidden faces (§3.1): the completion counts against brute
//! force, draws against the exact odds, and nothing unrevealed in any
//! state, record or link.

use crate::turnooi_common;

use attic::core::prelude::*;
use attic::core::{link, Rng, Session, Turn};
use attic::games::turnooi::tiles::{type_of, FULL, TYPES, TYPE_FACES};
use attic::games::turnooi::{count, tile_odds, Frac, Turnooi};
use std::time::Instant;
use turnooi_common::*;

/// Completions by brute force: every hidden-face assignment of the
/// unrevealed tiles (showing `shown`) whose tiles are exactly `pool`.
fn brute(shown: &[u8], pool: &[u8; TYPES]) -> (u128, Vec<[u128; 6]>) {
    let k = shown.len();
    let mut total = 0u128;
    let mut per_tile = vec![[0u128; 6]; k];
    let mut h = vec![1u8; k];
    loop {
        let mut m = [0u8; TYPES];
        for i in 0..k {
            m[type_of(shown[i], h[i])] += 1;
        }
        if &m == pool {
            total += 1;
            for i in 0..k {
                per_tile[i][h[i] as usize - 1] += 1;
            }
        }
        // Next assignment in base 6.
        let mut i = 0;
        while i < k && h[i] == 6 {
            h[i] = 1;
            i += 1;
        }
        if i == k {
            break;
        }
        h[i] += 1;
    }
    (total, per_tile)
}

#[test]
fn completion_counts_match_brute_force_on_small_positions() {
    let mut rng = Rng::new(5);
    let mut nonzero = 0;
    for round in 0..300 {
        // A random handful of physical tiles, each lying on a random face.
        let k = 1 + rng.below(6);
        let mut all: Vec<(u8, u8)> = Vec::new();
        for (t, &(a, b)) in TYPE_FACES.iter().enumerate() {
            for _ in 0..FULL[t] {
                all.push((a, b));
            }
        }
        let mut pool = [0u8; TYPES];
        let mut shown = Vec::new();
        for _ in 0..k {
            let (a, b) = all.remove(rng.below(all.len()));
            pool[type_of(a, b)] += 1;
            shown.push(if rng.below(2) == 0 { a } else { b });
        }
        // Sometimes a visible face that no pool tile explains.
        if round % 10 == 0 {
            shown[0] = 1 + rng.below(6) as u8;
        }
        let mut n = [0u8; 6];
        for &v in &shown {
            n[v as usize - 1] += 1;
        }
        let (total, per_tile) = brute(&shown, &pool);
        assert_eq!(count::count(&n, &pool), total, "{shown:?} {pool:?}");
        if total > 0 {
            nonzero += 1;
            // Marginals: one tile showing v hides h in N(n − e_v, pool − v|h).
            for (i, &v) in shown.iter().enumerate() {
                assert_eq!(count::face_weights(&n, &pool, v), per_tile[i], "{shown:?}");
            }
        }
    }
    assert!(nonzero > 200, "{nonzero}");
}

/// The marginals come from one forward–backward pass; on whole games
/// (36 unrevealed tiles and fewer, both boards) they equal the definition,
/// one count N(n − e_v, pool − {v|h}) per face, and the pair weights equal
/// N(n − e_v1 − e_v2, pool − {v1|h1} − {v2|h2}).
#[test]
fn face_and_pair_weights_equal_direct_counts_in_real_games() {
    let mut checked = 0;
    for (seed, opts) in [(1u64, ""), (2, "board=9x6"), (3, ""), (4, "board=9x6")] {
        let mut rng = Rng::new(seed);
        let mut s = Session::new(&attic::games::REGISTRY, "turnooi", opts, &mut rng).unwrap();
        let mut plies = 0;
        while s.current().turn() != Turn::Over {
            if plies % 7 == 0 {
                let g = state(&s);
                let (n, pool) = (g.showing(), g.pool());
                for v in 1..=6u8 {
                    let Some(rest) = count::less(&n, v) else {
                        continue;
                    };
                    let direct: Vec<u128> = (1..=6u8)
                        .map(|h| count::take(&pool, v, h).map_or(0, |p| count::count(&rest, &p)))
                        .collect();
                    assert_eq!(
                        count::face_weights(&n, &pool, v).to_vec(),
                        direct,
                        "{n:?} v {v}"
                    );
                    let v2 = 1 + (v + plies as u8) % 6;
                    let pw = count::pair_weights(&n, &pool, v, v2);
                    for h1 in 1..=6u8 {
                        for h2 in 1..=6u8 {
                            let d = count::less(&rest, v2)
                                .zip(
                                    count::take(&pool, v, h1).and_then(|p| count::take(&p, v2, h2)),
                                )
                                .map_or(0, |(r, p)| count::count(&r, &p));
                            assert_eq!(pw[h1 as usize - 1][h2 as usize - 1], d);
                        }
                    }
                    checked += 1;
                }
            }
            if s.draw_chance(&mut rng).is_none() {
                let l = s.current().legal_tokens();
                s.play(&l[rng.below(l.len())]).unwrap();
            }
            plies += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn pair_weights_are_the_joint_counts() {
    // E10: C (2) then D (3): (1, 2) twice, (3, 1) once.
    let g = state(&e10());
    let w = count::pair_weights(&g.showing(), &g.pool(), 2, 3);
    let mut nz = Vec::new();
    for (h1, row) in w.iter().enumerate() {
        for (h2, &x) in row.iter().enumerate() {
            if x > 0 {
                nz.push((h1 + 1, h2 + 1, x));
            }
        }
    }
    assert_eq!(nz, vec![(1, 2, 2), (3, 1, 1)]);
    // The chain rule: summing over the second tile gives the first's counts.
    let g = state(&session("", &[("Setup", E1)]));
    let (n, pool) = (g.showing(), g.pool());
    let w = count::pair_weights(&n, &pool, 6, 4);
    let first = count::face_weights(&n, &pool, 6);
    for (row, f) in w.iter().zip(first) {
        assert_eq!(row.iter().sum::<u128>(), f);
    }
    assert_eq!(first.iter().sum::<u128>(), g.completions());
}

#[test]
fn draws_follow_the_exact_odds() {
    // The first battle from E1: North's 4 on e6 meets South's 6 on e4.
    let mut s = session("", &[("Setup", E1)]);
    turn(&mut s, "e3-e4").unwrap();
    turn(&mut s, "e6-e5").unwrap();
    assert_eq!(s.current().turn(), Turn::Chance);
    let g = state(&s);
    // Exact: the mover's 4 and the 6 across, each from its own odds.
    let p4 = tile_odds(&g, 4 * 6 + 4).expect("e5 unrevealed");
    let p6 = tile_odds(&g, 3 * 6 + 4).expect("e4 unrevealed");
    let draws = 12_000;
    let mut rng = Rng::new(11);
    let (mut c4, mut c6) = ([0u32; 6], [0u32; 6]);
    for _ in 0..draws {
        let mut t = s.clone();
        let tok = t.draw_chance(&mut rng).expect("a draw");
        // `:4hv6h…`
        let b = tok.as_bytes();
        c4[(b[2] - b'1') as usize] += 1;
        c6[(b[5] - b'1') as usize] += 1;
    }
    // Within 5 standard deviations of the binomial count, for every face.
    for (counts, p) in [(c4, p4), (c6, p6)] {
        for h in 0..6 {
            let q = p[h].value();
            let want = q * draws as f64;
            let sd = (draws as f64 * q * (1.0 - q)).sqrt();
            let got = counts[h] as f64;
            assert!(
                (got - want).abs() <= 5.0 * sd + 1.0,
                "face {}: {got} vs {want:.0} ± {sd:.0}",
                h + 1
            );
        }
    }
    // The naive draw (pool tiles containing 4, by number) would give each
    // face 2/11 except 4|4 (1/11): the exact odds differ from it.
    assert_ne!(p4[3], Frac::new(1, 11));
}

#[test]
fn e10_draws_two_to_one() {
    let mut s = e10();
    turn(&mut s, "c3-c4").unwrap();
    let mut rng = Rng::new(3);
    let mut first = 0;
    let n = 6_000;
    for _ in 0..n {
        let mut t = s.clone();
        if t.draw_chance(&mut rng).unwrap() == ":21v32xc4+" {
            first += 1;
        }
    }
    // Expected 4 000, standard deviation about 37.
    assert!((first as i64 - 4_000).abs() < 185, "{first}");
}

/// Random play on `opts` until a battle between two unrevealed tiles
/// waits for its faces; `None` if the game ends first.
fn blind_battle(opts: &str, seed: u64) -> Option<Session> {
    use attic::games::turnooi::tiles::hidden;
    let mut rng = Rng::new(seed);
    let mut s = Session::new(&attic::games::REGISTRY, "turnooi", opts, &mut rng).unwrap();
    while s.current().turn() != Turn::Over {
        if s.current().turn() == Turn::Chance {
            let g = state(&s);
            let at = g.pending? as usize;
            let o = g.board().across(at)?;
            if hidden(g.cells[at]) == 0 && hidden(g.cells[o]) == 0 {
                return Some(s);
            }
            s.draw_chance(&mut rng)?;
            continue;
        }
        let l = s.current().legal_tokens();
        s.play(&l[rng.below(l.len())]).unwrap();
    }
    None
}

#[test]
fn joint_draws_follow_the_exact_pair_weights_on_both_boards() {
    // The drawer's empirical joint frequencies of both hidden faces,
    // against the exact pair weights of §3.1, on each board.
    let draws = 6_000u32;
    for (opts, seed) in [("", 5u64), ("board=9x6", 6), ("board=9x6", 7)] {
        let s = blind_battle(opts, seed).expect("a battle of two unrevealed tiles");
        let pairs = state(&s).face_pairs();
        let total: u128 = pairs.iter().map(|p| p.2).sum();
        assert!(pairs.len() > 1, "{opts} seed {seed}: a real choice");
        let mut got = [[0u32; 6]; 6];
        let mut rng = Rng::new(seed * 101);
        for _ in 0..draws {
            let mut t = s.clone();
            let b = t.draw_chance(&mut rng).expect("a draw").into_bytes();
            got[(b[2] - b'1') as usize][(b[5] - b'1') as usize] += 1;
        }
        let mut seen = 0;
        for &(h1, h2, w) in &pairs {
            // Each cell within 5 standard deviations of its binomial count.
            let q = w as f64 / total as f64;
            let want = q * draws as f64;
            let sd = (draws as f64 * q * (1.0 - q)).sqrt();
            let n = got[h1 as usize - 1][h2 as usize - 1];
            assert!(
                (n as f64 - want).abs() <= 5.0 * sd + 1.0,
                "{opts} seed {seed} faces {h1}{h2}: {n} vs {want:.0} ± {sd:.0}"
            );
            seen += n;
        }
        // No draw outside the pairs of positive weight.
        assert_eq!(seen, draws, "{opts} seed {seed}: a draw of weight zero");
    }
}

/// A game played by random moves for `plies` plies, chance drawn.
fn random_game(opts: &str, seed: u64, plies: usize) -> Session {
    let mut rng = Rng::new(seed);
    let mut s = Session::new(&attic::games::REGISTRY, "turnooi", opts, &mut rng).unwrap();
    while s.len() < plies && s.current().turn() != Turn::Over {
        if s.draw_chance(&mut rng).is_some() {
            continue;
        }
        let l = s.current().legal_tokens();
        s.play(&l[rng.below(l.len())]).unwrap();
    }
    s
}

#[test]
fn nothing_unrevealed_in_states_records_or_links() {
    for (opts, seed) in [
        ("", 1u64),
        ("board=9x6", 2),
        ("", 3),
        ("board=9x6,highest-tile=off", 4),
    ] {
        let s = random_game(opts, seed, 60);
        let g = state(&s);
        assert!(g.any_unrevealed(), "mid-game: some tiles never battled");
        // Every tile that has battled shows both faces, every other `v?`.
        let battled: Vec<usize> = {
            let mut b = Vec::new();
            for (i, tok) in s.tokens().iter().enumerate() {
                if tok.starts_with(':') {
                    let at = state_at(&s, i).pending.unwrap() as usize;
                    b.push(at);
                }
            }
            b
        };
        let rec = s.to_record();
        let setup = rec.lines().find(|l| l.starts_with("[Setup")).unwrap();
        // The Setup holds visible faces only.
        assert!(
            setup
                .split('"')
                .nth(1)
                .unwrap()
                .split(['/', ' '])
                .all(|c| c == "--" || c.ends_with('?')),
            "{setup}"
        );
        assert!(!rec.contains("Seed") && !rec.contains("seed"));
        // The position: `vh` exactly for tiles that came out of a battle.
        let pos = s.current().position();
        let board = pos.split(" | ").next().unwrap();
        let shown = board
            .split(['/', ' '])
            .filter(|c| c.len() == 2 && !c.ends_with('?') && *c != "--")
            .count();
        let still = (0..g.board().cells())
            .filter(|&c| g.cells[c] != 0 && attic::games::turnooi::tiles::hidden(g.cells[c]) != 0)
            .count();
        assert_eq!(shown, still);
        assert!(battled.len() >= still / 2);
        // The record and the link replay to the same state.
        let back = Session::from_record(&attic::games::REGISTRY, &rec).unwrap();
        assert_eq!(back.current().position(), pos);
        let l = link::encode(&s).unwrap();
        let dl = link::decode(&attic::games::REGISTRY, &l).unwrap();
        assert_eq!(dl.current().position(), pos);
        assert_eq!(dl.tags(), s.tags());
        // The link's tags are the options and the Setup (and First): no seed.
        for (k, _) in s.tags() {
            assert!(["Setup", "First"].contains(&k.as_str()), "{k}");
        }
        // A saved game cut between a move and its draw keeps the faces out too.
        let mut cut = s.clone();
        loop {
            if cut.current().turn() == Turn::Over {
                break;
            }
            if cut.current().turn() == Turn::Chance {
                break;
            }
            let l = cut.current().legal_tokens();
            let pick = l.iter().find(|t| !t.contains(':')).cloned();
            match pick {
                Some(t) => cut.play(&t).unwrap(),
                None => break,
            }
        }
        if cut.current().turn() == Turn::Chance {
            let rec = cut.to_record();
            let last = rec.lines().last().unwrap();
            assert!(!last.contains(':'), "{last}");
            let back = Session::from_record(&attic::games::REGISTRY, &rec).unwrap();
            assert_eq!(back.current().turn(), Turn::Chance);
        }
    }
}

fn state_at(s: &Session, ply: usize) -> Turnooi {
    s.at(ply)
        .as_any()
        .downcast_ref::<Turnooi>()
        .unwrap()
        .clone()
}

#[test]
fn positions_read_back_and_records_replay() {
    for seed in 0..12u64 {
        let opts = if seed % 2 == 0 { "" } else { "board=9x6" };
        let s = random_game(opts, seed, 400);
        // §6.3: after every turn no two tiles face each other.
        for ply in 0..=s.len() {
            let g = state_at(&s, ply);
            if g.pending.is_some() {
                continue;
            }
            let b = g.board();
            for c in 0..b.cells() {
                if g.cells[c] != 0 && b.owner(c) == 0 {
                    assert!(g.battle_at(c).is_none(), "{}", g.position());
                }
            }
        }
        for ply in (0..=s.len()).step_by(7) {
            let g = state_at(&s, ply);
            let back = Turnooi::from_position(&options(opts), &g.position())
                .unwrap()
                .unwrap();
            assert_eq!(back, g, "{}", g.position());
        }
        let rec = s.to_record();
        let r = Session::from_record(&attic::games::REGISTRY, &rec)
            .unwrap_or_else(|e| panic!("{e}\n{rec}"));
        assert_eq!(r.to_record(), rec);
        assert_eq!(r.tokens(), s.tokens());
    }
}

#[test]
fn procedure_v_draws_visible_faces_only() {
    let mut rng = Rng::new(8);
    let mut sixes = 0usize;
    let mut firsts = 0;
    let n = 2_000;
    for _ in 0..n {
        let tags = Turnooi::write_setup(&Turnooi::draw_setup(&options(""), &mut rng));
        let g = Turnooi::setup(&options(""), &tags).unwrap();
        assert!(g.is_start());
        assert_eq!(g.showing().iter().map(|&x| x as u32).sum::<u32>(), 36);
        assert!(g.completions() > 0);
        let [s, no] = g.sixes();
        sixes += s + no;
        let first = tags.iter().any(|(k, _)| k == "First");
        assert_eq!(first, s == no);
        firsts += first as usize;
    }
    // Tiles showing 6: 1 + Binomial(10, 1/2), mean 6, sd 1.58; over 2 000
    // layouts the mean's sd is 0.035.
    let mean = sixes as f64 / n as f64;
    assert!((mean - 6.0).abs() < 0.18, "{mean}");
    assert!(firsts > 0);
    let g = Turnooi::setup(
        &options("board=9x6"),
        &Turnooi::write_setup(&Turnooi::draw_setup(&options("board=9x6"), &mut rng)),
    )
    .unwrap();
    assert!(g.is_start());
    assert_eq!(g.board().files(), 9);
}

/// Count plies by brute force: every pair of cells tried through the
/// rule checks, every face pair through the notation's reader.
fn perft_brute(g: &Turnooi, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    match g.turn() {
        Turn::Over => return 0,
        Turn::Chance => {
            for h1 in 1..=6u8 {
                for h2 in 1..=6u8 {
                    let at = g.pending.unwrap() as usize;
                    let o = g.board().across(at).unwrap();
                    let v1 = attic::games::turnooi::tiles::visible(g.cells[at]);
                    let v2 = attic::games::turnooi::tiles::visible(g.cells[o]);
                    let tok = format!(":{v1}{h1}v{v2}{h2}");
                    if let Ok((m, _)) = g.parse_prefix(&tok) {
                        moves.push(m);
                    }
                }
            }
        }
        Turn::Seat(_) => {
            let cells = g.board().cells();
            for from in 0..cells {
                for to in 0..cells {
                    if g.step_rule(from, to).is_ok() {
                        moves.push(attic::games::turnooi::Mv::Step {
                            from: from as u8,
                            to: to as u8,
                        });
                    }
                }
            }
            if moves.is_empty() {
                moves.push(attic::games::turnooi::Mv::Pass);
            }
        }
    }
    moves
        .iter()
        .map(|m| {
            let mut c = g.clone();
            c.play(m).expect("legal");
            perft_brute(&c, depth - 1)
        })
        .sum()
}

use crate::common;

#[test]
fn perft_two_ways_and_the_data_file() {
    let data = include_str!("../data/turnooi.perft");
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        // `<options>;<setup>;<K=V>;<count depth 1> <count depth 2> …`
        let f: Vec<&str> = line.split(';').collect();
        let mut t = vec![("Setup", f[1])];
        if let Some((k, v)) = f[2].split_once('=') {
            t.push((k, v));
        }
        let g = state(&session(f[0], &t));
        for (d, want) in f[3].split_whitespace().enumerate() {
            let want: u64 = want.parse().unwrap();
            let d = d as u32 + 1;
            assert_eq!(common::perft_legal(&g, d), want, "{line} depth {d}");
            if d <= 4 {
                assert_eq!(perft_brute(&g, d), want, "{line} depth {d} (brute)");
            }
            checked += 1;
        }
    }
    assert!(checked >= 10);
}

/// Not a check: the time to count and to draw the faces of a battle in
/// the worst start position (the most DP states, found by the test below;
/// counts depend on the visible faces and the pool, not on the board, so
/// both boards share it) and at E1, with the memo cleared
/// (`cargo test --release --test turnooi odds::timings -- --ignored --nocapture`).
#[test]
#[ignore]
fn timings() {
    for (what, n) in [
        ("worst start", [6u8, 11, 9, 4, 4, 2]),
        ("E1", [6, 5, 7, 5, 6, 7]),
    ] {
        let reps = 300;
        let t = Instant::now();
        for _ in 0..reps {
            std::hint::black_box(count::count(&n, &FULL));
        }
        let one = t.elapsed().as_secs_f64() / reps as f64;
        let mut pair = 0f64;
        let mut face = 0f64;
        // The slowest pair of battling values there.
        for v1 in 1..=6u8 {
            for v2 in 1..=6u8 {
                let t = Instant::now();
                for _ in 0..5 {
                    count::clear_memo();
                    std::hint::black_box(count::pair_weights(&n, &FULL, v1, v2));
                }
                pair = pair.max(t.elapsed().as_secs_f64() / 5.0);
            }
            let t = Instant::now();
            for _ in 0..5 {
                count::clear_memo();
                std::hint::black_box(count::face_weights(&n, &FULL, v1));
            }
            face = face.max(t.elapsed().as_secs_f64() / 5.0);
        }
        // A whole draw through the session: the chance ply's weights and the pick.
        println!(
            "{what} n = {n:?}: one count {:.1} us; one tile's 6 weights {:.0} us; a battle's 36 pair weights {:.0} us (slowest pair, memo cleared)",
            one * 1e6,
            face * 1e6,
            pair * 1e6
        );
    }
    for opts in ["", "board=9x6"] {
        // First battles of random games on each board: the chance ply's
        // weights and the draw, memo cleared.
        let mut worst = 0f64;
        for seed in 0..40u64 {
            let mut rng = Rng::new(seed);
            let mut s = Session::new(&attic::games::REGISTRY, "turnooi", opts, &mut rng).unwrap();
            while s.current().turn() != Turn::Chance && s.current().turn() != Turn::Over {
                let l = s.current().legal_tokens();
                s.play(&l[rng.below(l.len())]).unwrap();
            }
            count::clear_memo();
            let t = Instant::now();
            s.draw_chance(&mut rng);
            worst = worst.max(t.elapsed().as_secs_f64());
        }
        println!(
            "board {}: slowest first-battle draw of 40 games {:.0} us",
            if opts.is_empty() { "6x8" } else { "9x6" },
            worst * 1e6
        );
    }
}

/// §3.1: "at most a few hundred states are alive at once (333 in the worst
/// start position)": every visible-count vector of a start position (each
/// value shown 1 to 11 times, 36 in all) with a completion, checked.
#[test]
fn the_counting_programme_stays_small_in_every_start_position() {
    let mut worst = (0usize, [0u8; 6]);
    let mut layouts = 0u32;
    let mut n = [1u8; 6];
    loop {
        if n.iter().map(|&x| x as u32).sum::<u32>() == 36 {
            let peak = count::peak_states(&n, &FULL);
            if count::count(&n, &FULL) > 0 {
                layouts += 1;
                if peak > worst.0 {
                    worst = (peak, n);
                }
            }
        }
        // Next vector with entries 1..=11.
        let mut i = 0;
        while i < 6 && n[i] == 11 {
            n[i] = 1;
            i += 1;
        }
        if i == 6 {
            break;
        }
        n[i] += 1;
    }
    println!(
        "{layouts} visible-count vectors; most states alive: {} at {:?}",
        worst.0, worst.1
    );
    assert!(worst.0 <= 333, "{worst:?}");
}
