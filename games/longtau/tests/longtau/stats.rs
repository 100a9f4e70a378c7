//! Random-play statistics to compare with longtau.md I21 (b), which the
//! spec measured with its reference oracle: plies per game, draws by the
//! limit, pawns removed. Not a pass/fail test (the figures are sampled):
//! `cargo test --release --test longtau stats:: -- --ignored --nocapture`.

use crate::longtau_common;

use attic::core::prelude::*;
use attic::core::{Rng, Turn, Winner};
use longtau_common::*;

#[test]
#[ignore]
fn random_play_statistics() {
    for opts in ["lines=areas", "", "players=4,lines=areas", "players=4"] {
        let mut rng = Rng::new(1);
        let n = 1000;
        let (mut plies, mut draws, mut removed) = (Vec::new(), 0, 0u64);
        for i in 0..n {
            let seats = if opts.contains("players=4") {
                ["N", "E", "S", "W"]
            } else {
                ["N", "S", "N", "S"]
            };
            let mut g = start(opts, seats[i % 4]);
            let total = |g: &attic::games::longtau::LongTau| g.occupied().count_ones() as u64;
            let before = total(&g);
            let mut p = 0;
            let mut v = Vec::new();
            while g.turn() != Turn::Over {
                g.legal_moves(&mut v);
                let m = v[rng.below(v.len())];
                g.play_fast(&m);
                p += 1;
            }
            // The spec counts turns played, not the final `end`.
            plies.push(p - 1);
            removed += before - total(&g);
            if g.outcome().unwrap().winner == Winner::Draw {
                draws += 1;
            }
        }
        plies.sort_unstable();
        let mean = plies.iter().sum::<usize>() as f64 / n as f64;
        println!(
            "{opts:>22}: plies mean {mean:.0} median {}, draws {:.1}%, removed {:.1} per game",
            plies[n / 2],
            100.0 * draws as f64 / n as f64,
            removed as f64 / n as f64
        );
    }
}

/// One game between two AI levels (node budgets only), its record printed:
/// `LT_A=3 LT_B=1 LT_OPTS=players=4 cargo test --release --test
/// longtau_stats ai_game -- --ignored --nocapture`.
#[test]
#[ignore]
fn ai_game() {
    use attic::core::Session;
    let env = |k: &str, d: &str| std::env::var(k).unwrap_or_else(|_| d.to_string());
    let levels = [
        env("LT_A", "3").parse::<u8>().unwrap(),
        env("LT_B", "1").parse().unwrap(),
    ];
    let opts = env("LT_OPTS", "");
    let mut rng = Rng::new(env("LT_SEED", "1").parse().unwrap());
    let mut s = Session::new(&attic::games::REGISTRY, "longtau", &opts, &mut rng).unwrap();
    let t0 = std::time::Instant::now();
    while s.current().turn() != Turn::Over && s.len() < 3000 {
        let Turn::Seat(seat) = s.current().turn() else {
            break;
        };
        let side = s.current().team(seat) as usize;
        let mut job = (s.entry().search)(s.current(), levels[side], rng.next_u64());
        while !job.step(4096) {}
        let tok = job.best().unwrap();
        s.play(&tok).unwrap();
    }
    println!("{}", s.to_record());
    println!("{:.1} s", t0.elapsed().as_secs_f64());
}
