//! `attic stats`: how long a game lasts and how the wins fall by order of
//! play, by simulation: every seat played by the same AI level (a move
//! with one legal token, as in games without decisions, needs none), the
//! chance plies drawn as the site draws them. It prints one line of the
//! format of [`attic_core::measured`], which a game may ship in its
//! folder for its rules page ([`attic_core::GameInfo::measured`]).

use super::{game, options, start, CliError, Io};
use attic_core::measured::{percentiles, Measured};
use attic_core::{Args, Rng, Seat, Turn};
use attic_records::Session;

const USAGE: &str =
    "attic stats <id> --games N [--seed S] [--level L] [--options ...] (the player count is an option: players=3)";

/// Longest game before it counts as unfinished (and the run fails).
const MAX_PLIES: usize = 20_000;

/// Run `attic stats`.
pub fn run(rest: &[String], io: &mut Io) -> Result<(), CliError> {
    let args = Args::parse(rest, &["games", "seed", "level", "options"])?;
    let pos = args.positionals(1, USAGE)?;
    let entry = game(&pos[0])?;
    let games: u32 = args.num("games", 0)?;
    if games == 0 {
        return Err(CliError::usage(format!(
            "--games N must be at least 1 ({USAGE})"
        )));
    }
    let seed: u64 = args.num("seed", 1)?;
    let level: u8 = args.value("level", 1, "a level from 1 to 5", |l| (1..=5).contains(l))?;
    let opts = options(entry, args.get("options").unwrap_or(""))?;
    let mut rng = Rng::new(seed);
    let mut rounds = Vec::new();
    let mut wins: Vec<f64> = Vec::new();
    let mut players = 0u8;
    for _ in 0..games {
        let tags = (entry.draw_setup)(&opts, &mut rng);
        let mut s = start(entry, opts.clone(), tags)?;
        let first = play(&mut s, level, &mut rng)?;
        let cur = s.current();
        let p = cur.seats();
        players = p;
        wins.resize(p as usize, 0.0);
        let outcome = cur
            .outcome()
            .ok_or_else(|| CliError::usage(format!("a game did not end in {MAX_PLIES} plies")))?;
        for (k, w) in wins.iter_mut().enumerate() {
            let seat = (first as usize + k) % p as usize;
            *w += outcome.reward(seat as Seat, p, &|x| cur.team(x)) as f64;
        }
        rounds.push((s.turns().len() as u32).div_ceil(p.max(1) as u32));
    }
    let mean = rounds.iter().map(|&r| r as f64).sum::<f64>() / games as f64;
    let total: f64 = wins.iter().sum();
    let m = Measured {
        id: (entry.info)().id.to_string(),
        players,
        games,
        level,
        rounds: percentiles(&mut rounds),
        mean,
        wins: wins.iter().map(|w| w / total.max(1e-9)).collect(),
    };
    outln!(io, "{}", m.line());
    Ok(())
}

/// Play one game to the end with `level` for every seat; the seat that
/// moved first (the first seat to move or throw, or 0 if none ever does).
fn play(s: &mut Session, level: u8, rng: &mut Rng) -> Result<Seat, CliError> {
    let mut first = None;
    while s.len() < MAX_PLIES {
        match s.current().turn() {
            Turn::Over => break,
            Turn::Chance => {
                // A throw is its thrower's first move (TURNO's rolls).
                if let Some(t) = s.current().thrower() {
                    first.get_or_insert(t);
                }
                s.draw_chance(rng);
            }
            Turn::Seat(seat) => {
                first.get_or_insert(seat);
                let legal = s.current().legal_tokens();
                let tok = match &legal[..] {
                    [only] => only.clone(),
                    _ => {
                        // Node budgets only (no clock): the run repeats.
                        let mut job = (s.entry().search)(s.current(), level, rng.next_u64());
                        while !job.step(256) {}
                        job.best()
                            .ok_or_else(|| CliError::usage("the AI found no move"))?
                    }
                };
                s.play(&tok)
                    .map_err(|e| CliError::usage(format!("the AI chose {tok}: {e}")))?;
            }
        }
    }
    Ok(first.unwrap_or(0))
}
