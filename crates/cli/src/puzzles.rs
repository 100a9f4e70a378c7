//! `attic puzzles`: make a game's puzzles, or re-prove a puzzle file
//! (issue 29). The game proves ([`attic_core::puzzle`]); this command only
//! finds candidates, by self-play, and weighs how hard each is.
//!
//! **Making.** Games are played from the game's listed options in turn,
//! each ply by a random move (one in three) or an AI of level 1 to 3 run
//! to its node budget (so the seed alone decides everything); every
//! position met is given to the prover with odds of one in three (until
//! a game has given [`PER_GAME`] puzzles). Each proven position is searched
//! by levels 1 to 4, whose misses give its difficulty
//! ([`attic_records::puzzles::difficulty`]). Of the candidates (up to three
//! per puzzle asked for), the puzzles are taken in turn from each (theme,
//! difficulty) pair, so that they spread over both.

use super::{game, options, start, CliError, Io};
use attic_core::puzzle::Proof;
use attic_core::{Args, GameEntry, Rng, Turn};
use attic_records::puzzles::{self as puzzle, Puzzle};
use attic_records::Session;
use std::time::Instant;

const USAGE: &str = "attic puzzles <id> [--count N] [--seed S], \
     attic puzzles <id> --check [FILE|-], attic puzzles <id> --compact [FILE|-], \
     or attic puzzles <id> --prove <record|->";

/// Most candidates taken from one game: more games, more varied puzzles.
const PER_GAME: usize = 3;

/// Longest game the maker plays.
const MAX_PLIES: usize = 500;

/// Run `attic puzzles`.
pub fn run(rest: &[String], io: &mut Io) -> Result<(), CliError> {
    let args = Args::parse_with(rest, &["count", "seed", "prove"], &["check", "compact"])?;
    if let Some(path) = args.get("prove") {
        let pos = args.positionals(1, USAGE)?;
        let entry = game(&pos[0])?;
        let text = super::replay::read_input(path, io)?;
        return prove(entry, &text, io);
    }
    if args.has("check") || args.has("compact") {
        let pos = match args.positionals(2, USAGE) {
            Ok(p) => p,
            Err(_) => args.positionals(1, USAGE)?,
        };
        let entry = game(&pos[0])?;
        let tool = tool(entry)?;
        let text = match pos.get(1) {
            Some(path) => super::replay::read_input(path, io)?,
            None => tool.shipped.to_string(),
        };
        if args.has("compact") {
            return compact(&text, io);
        }
        return check(entry, &text, io);
    }
    let pos = args.positionals(1, USAGE)?;
    let entry = game(&pos[0])?;
    let count: usize = args.value("count", 60, "a number of puzzles of at least 1", |n| {
        *n >= 1
    })?;
    let seed: u64 = args.num("seed", 1)?;
    make(entry, count, seed, io)
}

fn tool(entry: &GameEntry) -> Result<attic_core::puzzle::Puzzles, CliError> {
    (entry.puzzles)().ok_or_else(|| {
        CliError::usage(format!(
            "{} has no puzzles (attic puzzles works for games with a prover)",
            (entry.info)().id
        ))
    })
}

/// Re-prove every puzzle of `text`; exit code 1 naming each that fails.
fn check(entry: &'static GameEntry, text: &str, io: &mut Io) -> Result<(), CliError> {
    let id = (entry.info)().id;
    let t0 = Instant::now();
    let mut failed = Vec::new();
    let mut ids: Vec<String> = Vec::new();
    let all = puzzle::read(&attic_games::REGISTRY, text);
    for (_, res) in &all {
        let t = Instant::now();
        let res = res.as_ref().map_err(String::clone).and_then(|p| {
            if (p.session.info()).id != id {
                return Err(format!(
                    "puzzle {}: a puzzle of {}",
                    p.id,
                    p.session.info().id
                ));
            }
            if ids.contains(&p.id) {
                return Err(format!("puzzle {}: the id is used twice", p.id));
            }
            ids.push(p.id.clone());
            puzzle::check(p).map(|_| p.id.clone())
        });
        match res {
            Ok(pid) => outln!(io, "ok {pid} {:.3} s", t.elapsed().as_secs_f64()),
            Err(e) => {
                outln!(io, "FAILED {e}");
                failed.push(e);
            }
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    if failed.is_empty() {
        outln!(
            io,
            "{} puzzles of {id}, every proof holds ({secs:.2} s)",
            all.len()
        );
        Ok(())
    } else {
        Err(CliError {
            code: 1,
            message: format!(
                "{} of {} puzzles of {id} failed:\n{}",
                failed.len(),
                all.len(),
                failed.join("\n")
            ),
        })
    }
}

/// Write `text` (a puzzle file) again with each puzzle's record cut to
/// its position ([`Puzzle::compact`]) where it re-proves the same; the
/// others keep their moves. Comment lines are kept.
fn compact(text: &str, io: &mut Io) -> Result<(), CliError> {
    let (mut cut, mut kept) = (0, 0);
    for line in text.lines().take_while(|l| l.starts_with('#')) {
        outln!(io, "{line}");
    }
    for (_, res) in puzzle::read(&attic_games::REGISTRY, text) {
        let p = res.map_err(CliError::usage)?;
        let p = match p.compact().filter(|c| puzzle::check(c).is_ok()) {
            Some(c) => {
                cut += 1;
                c
            }
            None => {
                kept += 1;
                p
            }
        };
        outln!(io);
        out!(io, "{}", p.write());
    }
    errln!(
        io,
        "{cut} puzzles cut to their position, {kept} kept with their moves"
    );
    Ok(())
}

/// Prove the position a record reaches: the puzzle's tags, or why it is
/// none (exit 1).
fn prove(entry: &'static GameEntry, text: &str, io: &mut Io) -> Result<(), CliError> {
    let tool = tool(entry)?;
    let s = Session::from_record(&attic_games::REGISTRY, text)
        .map_err(|e| CliError::usage(e.to_string()))?;
    if s.info().id != (entry.info)().id {
        return Err(CliError::usage(format!("a record of {}", s.info().id)));
    }
    let t = Instant::now();
    match (tool.prove)(s.current()) {
        Ok(proof) => {
            let secs = t.elapsed().as_secs_f64();
            let p = Puzzle::new("proven", s, &proof, Vec::new());
            out!(io, "{}", p.write());
            errln!(io, "proven in {secs:.3} s");
            Ok(())
        }
        Err(why) => Err(CliError {
            code: 1,
            message: format!("not a puzzle: {why}"),
        }),
    }
}

/// A candidate: the game up to its position, its proof and the AI levels
/// that miss its answer.
struct Found {
    session: Session,
    proof: Proof,
    missed: Vec<u8>,
}

fn make(entry: &'static GameEntry, count: usize, seed: u64, io: &mut Io) -> Result<(), CliError> {
    let tool = tool(entry)?;
    let id = (entry.info)().id;
    let mut rng = Rng::new(seed);
    let mut found: Vec<Found> = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    let t0 = Instant::now();
    let (mut proofs, mut proof_secs) = (0u32, 0f64);
    let max_games = 20 * count + 20;
    let mut games = 0;
    while found.len() < 3 * count && games < max_games {
        let opts = tool
            .options
            .get(games % tool.options.len().max(1))
            .unwrap_or(&"");
        games += 1;
        let opts = options(entry, opts)?;
        let tags = (entry.draw_setup)(&opts, &mut rng);
        let mut s = start(entry, opts, tags)?;
        let mut this_game = 0;
        while s.len() < MAX_PLIES && found.len() < 3 * count && this_game < PER_GAME {
            match s.current().turn() {
                Turn::Over => break,
                Turn::Chance => {
                    s.draw_chance(&mut rng);
                    continue;
                }
                Turn::Seat(_) => {}
            }
            let key = s.current().position();
            // One position in three, so a game's puzzles spread over it.
            if rng.below(3) == 0 && !seen.contains(&key) {
                seen.push(key);
                let t = Instant::now();
                let proved = (tool.prove)(s.current());
                proofs += 1;
                proof_secs += t.elapsed().as_secs_f64();
                if let Ok(proof) = proved {
                    this_game += 1;
                    let missed = missed(&s, &proof, rng.next_u64());
                    found.push(Found {
                        session: s.clone(),
                        proof,
                        missed,
                    });
                }
            }
            let legal = s.current().legal_tokens();
            if legal.is_empty() {
                break;
            }
            let tok = if rng.below(3) == 0 {
                legal[rng.below(legal.len())].clone()
            } else {
                let level = 1 + rng.below(3) as u8;
                ai_move(&s, level, rng.next_u64()).unwrap_or_else(|| legal[0].clone())
            };
            if s.play(&tok).is_err() {
                break;
            }
        }
    }
    errln!(
        io,
        "{id}: {games} games, {proofs} positions tried ({:.3} ms a proof), {} proven, {:.1} s",
        1000.0 * proof_secs / f64::from(proofs.max(1)),
        found.len(),
        t0.elapsed().as_secs_f64()
    );
    let chosen = spread(found, count);
    outln!(
        io,
        "# {} puzzles of {id}: attic puzzles {id} --count {count} --seed {seed}; re-proved by attic puzzles {id} --check",
        chosen.len()
    );
    for (n, f) in chosen.into_iter().enumerate() {
        let p = Puzzle::new(&format!("{id}-{}", n + 1), f.session, &f.proof, f.missed);
        // The position alone where the game reads it back and it proves
        // the same: a file of fewer bytes for the web page.
        let p = p
            .compact()
            .filter(|c| puzzle::check(c).is_ok())
            .unwrap_or(p);
        outln!(io);
        out!(io, "{}", p.write());
    }
    Ok(())
}

/// Take `count` candidates in turn from each (theme, difficulty) pair
/// (pairs in order, candidates in the order found), then order them by
/// difficulty.
fn spread(found: Vec<Found>, count: usize) -> Vec<Found> {
    let key = |f: &Found| (puzzle::difficulty(f.proof.depth, &f.missed), f.proof.theme);
    let mut pairs: Vec<(u8, &str)> = found.iter().map(key).collect();
    pairs.sort_unstable();
    pairs.dedup();
    let mut buckets: Vec<Vec<Found>> = pairs.iter().map(|_| Vec::new()).collect();
    for f in found.into_iter().rev() {
        let i = pairs.iter().position(|p| *p == key(&f)).unwrap_or(0);
        buckets[i].push(f);
    }
    let mut out = Vec::new();
    while out.len() < count && buckets.iter().any(|b| !b.is_empty()) {
        for b in buckets.iter_mut() {
            if out.len() < count {
                out.extend(b.pop());
            }
        }
    }
    out.sort_by_key(|f| key(f));
    out
}

/// The AI levels (1..=4) whose move is not the answer.
fn missed(s: &Session, proof: &Proof, seed: u64) -> Vec<u8> {
    (1..=4u8)
        .filter(|&level| ai_move(s, level, seed).is_none_or(|t| !proof.answer.contains(&t)))
        .collect()
}

/// A level's move with its whole node budget (no clock: the same seed
/// gives the same move).
fn ai_move(s: &Session, level: u8, seed: u64) -> Option<String> {
    let mut job = (s.entry().search)(s.current(), level, seed);
    while !job.step(256) {}
    job.best()
}
