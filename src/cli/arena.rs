//! `attic arena`: one AI level against another over many games.

use super::{game, options, start, CliError};
use crate::ai::levels;
use crate::core::session::add_variant_tag;
use crate::core::{Args, Rng, Seat, Session, Turn};
use std::time::Instant;

const USAGE: &str =
    "attic arena <id> --a LEVEL --b LEVEL --games N [--seed S] [--opening PLIES] [--options ...]";

/// Longest game the arena plays before calling it a draw.
const MAX_PLIES: usize = 5_000;

/// Nodes per search step between clock checks.
const BATCH: u32 = 256;

/// Search effort of one side, summed over its moves.
#[derive(Default)]
struct Effort {
    moves: u64,
    nodes: u64,
    secs: f64,
}

/// Run `attic arena`.
pub fn run(rest: &[String]) -> Result<(), CliError> {
    let args = Args::parse(rest, &["a", "b", "games", "seed", "opening", "options"])?;
    let pos = args.positionals(1, USAGE)?;
    let entry = game(&pos[0])?;
    let level = |k: &str| -> Result<u8, CliError> {
        let v = args
            .get(k)
            .ok_or_else(|| CliError::usage(format!("--{k} LEVEL is required ({USAGE})")))?;
        v.parse::<u8>()
            .ok()
            .filter(|l| (1..=5).contains(l))
            .ok_or_else(|| CliError::usage(format!("--{k}: level must be 1..=5, not \"{v}\"")))
    };
    let levels = [level("a")?, level("b")?];
    let games: u32 = args.num("games", 0)?;
    if games == 0 {
        return Err(CliError::usage("--games N must be at least 1"));
    }
    let seed: u64 = args.num("seed", 1)?;
    let opening: usize = args.num("opening", 1)?;
    let opts = options(entry, args.get("options").unwrap_or(""))?;
    let mut rng = Rng::new(seed);
    let (mut w, mut d, mut l) = (0u32, 0u32, 0u32);
    let mut effort = [Effort::default(), Effort::default()];
    let mut tags = Vec::new();
    let mut moves: Vec<String> = Vec::new();
    let mut distinct = std::collections::HashSet::new();
    let t0 = Instant::now();
    for i in 0..games {
        // Games come in pairs on the same drawn setup with seats swapped, so
        // neither level gains from the draw of the first player.
        // Each pair starts with the same random opening (default 1 ply), so
        // the games differ beyond what the searches' seeds vary: alpha-beta
        // only uses its seed to break ties. Longer random openings often
        // decide an O An Quan game (level 4 beat 3 20-0 with none, 12-8
        // with 2 plies, 27-13 with 1); "distinct games" reports the variety.
        if i % 2 == 0 {
            tags = (entry.draw_setup)(&opts, &mut rng);
            add_variant_tag(&pos[0], (entry.info)(), &mut tags);
            moves = random_opening(start(entry, opts.clone(), tags.clone())?, opening, &mut rng);
        }
        let mut s = start(entry, opts.clone(), tags.clone())?;
        for m in &moves {
            s.play(m)
                .map_err(|e| CliError::usage(format!("opening move {m}: {e}")))?;
        }
        let seats = s.current().seats().max(1);
        let a_seat = (i % seats as u32) as Seat;
        let teams: Vec<u8> = (0..seats).map(|x| s.current().team(x)).collect();
        let side_of =
            |seat: Seat| usize::from(teams.get(seat as usize) != teams.get(a_seat as usize));
        let game_seed = rng.next_u64();
        play(&mut s, &levels, side_of, game_seed, &mut effort)?;
        distinct.insert((a_seat, s.to_record()));
        let cur = s.current();
        let reward = cur
            .outcome()
            .map_or(0.5, |o| o.reward(a_seat, seats, &|x| cur.team(x)));
        match reward {
            r if r >= 1.0 => w += 1,
            r if r <= 0.0 => l += 1,
            _ => d += 1,
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    let n = games as f64;
    let score = (w as f64 + 0.5 * d as f64) / n;
    let (lo, hi) = wilson(score, n);
    println!(
        "level {} vs level {}: {games} games: {w} wins, {d} draws, {l} losses for level {}",
        levels[0], levels[1], levels[0]
    );
    println!(
        "score {:.1}% (95% CI {:.1}%..{:.1}%), {} distinct games, {:.2} games/s",
        100.0 * score,
        100.0 * lo,
        100.0 * hi,
        distinct.len(),
        n / secs
    );
    for (k, e) in effort.iter().enumerate() {
        let m = e.moves.max(1) as f64;
        println!(
            "level {}: {} moves, {:.0} nodes/move, {:.1} ms/move, {:.0} nodes/s",
            levels[k],
            e.moves,
            e.nodes as f64 / m,
            1000.0 * e.secs / m,
            e.nodes as f64 / e.secs.max(1e-9)
        );
    }
    Ok(())
}

/// Up to `plies` random moves from `s` (fewer if the game ends), as tokens.
fn random_opening(mut s: Session, plies: usize, rng: &mut Rng) -> Vec<String> {
    while s.len() < plies && s.current().turn() != Turn::Over {
        if s.draw_chance(rng).is_some() {
            continue;
        }
        let toks = s.current().legal_tokens();
        if toks.is_empty() || s.play(&toks[rng.below(toks.len())]).is_err() {
            break;
        }
    }
    s.tokens().to_vec()
}

/// Play one game to the end (or `MAX_PLIES`).
fn play(
    s: &mut Session,
    levels: &[u8; 2],
    side_of: impl Fn(Seat) -> usize,
    seed: u64,
    effort: &mut [Effort; 2],
) -> Result<(), CliError> {
    let mut rng = Rng::new(seed);
    while s.len() < MAX_PLIES {
        match s.current().turn() {
            Turn::Over => break,
            Turn::Chance => {
                s.draw_chance(&mut rng);
            }
            Turn::Seat(seat) => {
                let side = side_of(seat);
                let spec = levels::spec(levels[side]);
                let t = Instant::now();
                let mut job = (s.entry().search)(s.current(), spec.level, rng.next_u64());
                // The node budget is the job's; the time budget is ours.
                while !job.step(BATCH) && t.elapsed().as_millis() < spec.max_ms as u128 {}
                let e = &mut effort[side];
                e.moves += 1;
                e.nodes += job.nodes();
                e.secs += t.elapsed().as_secs_f64();
                let tok = job.best().ok_or_else(|| {
                    CliError::usage(format!("level {} found no move", spec.level))
                })?;
                s.play(&tok).map_err(|e| {
                    CliError::usage(format!(
                        "level {} chose {tok}, which is illegal: {e}",
                        spec.level
                    ))
                })?;
            }
        }
    }
    Ok(())
}

/// The Wilson 95% interval of a proportion `p` over `n` trials.
fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let den = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / den;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / den;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}
