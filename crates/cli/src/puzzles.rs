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
use attic_core::{AnyGame, Args, GameEntry, Rng, Turn};
use attic_records::puzzles::{self as puzzle, Puzzle};
use attic_records::Session;
use std::time::Instant;

const USAGE: &str = "attic puzzles <id> [--count N] [--seed S], \
     attic puzzles <id> --lines N [--games G] [--seed S] [--first K], \
     attic puzzles <id> --check [FILE|-], attic puzzles <id> --compact [FILE|-], \
     attic puzzles <id> --rate [FILE|-], or attic puzzles <id> --prove <record|->";

/// Most candidates taken from one game: more games, more varied puzzles.
const PER_GAME: usize = 3;

/// Longest game the maker plays.
const MAX_PLIES: usize = 500;

/// Run `attic puzzles`.
pub fn run(rest: &[String], io: &mut Io) -> Result<(), CliError> {
    let args = Args::parse_with(
        rest,
        &["count", "seed", "prove", "lines", "first", "games"],
        &["check", "compact", "rate"],
    )?;
    if let Some(path) = args.get("prove") {
        let pos = args.positionals(1, USAGE)?;
        let entry = game(&pos[0])?;
        let text = super::replay::read_input(path, io)?;
        return prove(entry, &text, io);
    }
    if args.has("check") || args.has("compact") || args.has("rate") {
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
        if args.has("rate") {
            return rate(&text, io);
        }
        return check(entry, &text, io);
    }
    let pos = args.positionals(1, USAGE)?;
    let entry = game(&pos[0])?;
    let count: usize = args.value("count", 60, "a number of puzzles of at least 1", |n| {
        *n >= 1
    })?;
    let seed: u64 = args.num("seed", 1)?;
    if args.get("lines").is_some() {
        let want: usize =
            args.value("lines", 10, "a number of lines of at least 1", |n| *n >= 1)?;
        let first: usize = args.value("first", 1, "a puzzle number of at least 1", |n| *n >= 1)?;
        let games: usize = args.value("games", 40 * want + 40, "a number of games", |n| *n >= 1)?;
        return super::puzzle_lines::make_lines(entry, (want, games), seed, first, io);
    }
    make(entry, count, seed, io)
}

pub(crate) fn tool(entry: &GameEntry) -> Result<attic_core::puzzle::Puzzles, CliError> {
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

/// Write `text` (a puzzle file) again with each puzzle's `Missed` and
/// `Difficulty` from today's AI levels (after a change to a game's levels,
/// so that the difficulty keeps its meaning), each puzzle's levels seeded
/// by its id. Everything else is kept; comment lines too.
fn rate(text: &str, io: &mut Io) -> Result<(), CliError> {
    let mut changed = 0;
    for line in text.lines().take_while(|l| l.starts_with('#')) {
        outln!(io, "{line}");
    }
    for (_, res) in puzzle::read(&attic_games::REGISTRY, text) {
        let mut p = res.map_err(CliError::usage)?;
        let seed = attic_core::hash::fnv1a_64(p.id.as_bytes());
        let before = (p.difficulty, p.missed.clone());
        if p.line.is_empty() {
            p.missed = missed(&p.session, &p.answer, seed);
            p.difficulty = puzzle::difficulty(p.depth, &p.missed);
        } else {
            p.missed = super::puzzle_lines::line_missed(&p.session, &p.line, seed);
            let moves = p.line.len().div_ceil(2);
            p.difficulty = puzzle::line_difficulty(p.depth, &p.missed, moves);
        }
        if before != (p.difficulty, p.missed.clone()) {
            changed += 1;
        }
        outln!(io);
        out!(io, "{}", p.write());
    }
    errln!(io, "{changed} puzzles rated anew");
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
pub(crate) struct Found {
    pub session: Session,
    pub proof: Proof,
    pub missed: Vec<u8>,
}

/// What self-play met: games played, positions tried, seconds proving.
pub(crate) struct Played {
    pub games: usize,
    pub proofs: u32,
    pub proof_secs: f64,
}

impl Played {
    /// What the maker of game `id` says at the end: how much it played
    /// and proved, `found` candidates (`what`), since `t0`.
    pub fn say(&self, id: &str, found: usize, what: &str, t0: Instant) -> String {
        format!(
            "{id}: {} games, {} positions tried ({:.3} ms a proof), {found} {what}, {:.1} s",
            self.games,
            self.proofs,
            1000.0 * self.proof_secs / f64::from(self.proofs.max(1)),
            t0.elapsed().as_secs_f64()
        )
    }
}

/// Play games from the tool's options in turn (see the module's words)
/// and give `take` each position the prover proves (with odds of one in
/// three, none seen before, at most [`PER_GAME`] a game), until `take` has
/// said yes `want` times or `max_games` games are played.
pub(crate) fn self_play(
    entry: &'static GameEntry,
    rng: &mut Rng,
    seen: &mut Vec<String>,
    (want, max_games): (usize, usize),
    take: &mut dyn FnMut(&Session, Proof, &mut Rng) -> bool,
) -> Result<Played, CliError> {
    let tool = tool(entry)?;
    let mut taken = 0;
    let mut played = Played {
        games: 0,
        proofs: 0,
        proof_secs: 0.0,
    };
    while taken < want && played.games < max_games {
        let opts = tool
            .options
            .get(played.games % tool.options.len().max(1))
            .unwrap_or(&"");
        played.games += 1;
        let opts = options(entry, opts)?;
        let tags = (entry.draw_setup)(&opts, rng);
        let mut s = start(entry, opts, tags)?;
        let mut this_game = 0;
        while s.len() < MAX_PLIES && taken < want && this_game < PER_GAME {
            match s.current().turn() {
                Turn::Over => break,
                Turn::Chance => {
                    s.draw_chance(rng);
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
                played.proofs += 1;
                played.proof_secs += t.elapsed().as_secs_f64();
                if let Ok(proof) = proved {
                    if take(&s, proof, rng) {
                        this_game += 1;
                        taken += 1;
                    }
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
                ai_move(s.entry(), s.current(), level, rng.next_u64())
                    .unwrap_or_else(|| legal[0].clone())
            };
            if s.play(&tok).is_err() {
                break;
            }
        }
    }
    Ok(played)
}

fn make(entry: &'static GameEntry, count: usize, seed: u64, io: &mut Io) -> Result<(), CliError> {
    let id = (entry.info)().id;
    let mut rng = Rng::new(seed);
    let mut found: Vec<Found> = Vec::new();
    let t0 = Instant::now();
    let mut take = |s: &Session, proof: Proof, rng: &mut Rng| {
        let missed = missed(s, &proof.answer, rng.next_u64());
        found.push(Found {
            session: s.clone(),
            proof,
            missed,
        });
        true
    };
    let played = self_play(
        entry,
        &mut rng,
        &mut Vec::new(),
        (3 * count, 20 * count + 20),
        &mut take,
    )?;
    errln!(io, "{}", played.say(id, found.len(), "proven", t0));
    let chosen = spread(found, count, |f| {
        (puzzle::difficulty(f.proof.depth, &f.missed), f.proof.theme)
    });
    outln!(
        io,
        "# {} puzzles of {id}: attic puzzles {id} --count {count} --seed {seed}; re-proved by attic puzzles {id} --check",
        chosen.len()
    );
    for (n, f) in chosen.into_iter().enumerate() {
        let p = Puzzle::new(&format!("{id}-{}", n + 1), f.session, &f.proof, f.missed);
        write_compact(p, io)?;
    }
    Ok(())
}

/// Print a puzzle, as its position alone where the game reads it back and
/// it proves the same: a file of fewer bytes for the web page.
pub(crate) fn write_compact(p: Puzzle, io: &mut Io) -> Result<(), CliError> {
    let p = p
        .compact()
        .filter(|c| puzzle::check(c).is_ok())
        .unwrap_or(p);
    outln!(io);
    out!(io, "{}", p.write());
    Ok(())
}

/// Take `count` candidates in turn from each (difficulty, theme) pair
/// that `key` gives (pairs in order, candidates in the order found), then
/// order them by difficulty.
pub(crate) fn spread<T>(found: Vec<T>, count: usize, key: impl Fn(&T) -> (u8, &str)) -> Vec<T> {
    let mut pairs: Vec<(u8, String)> = found
        .iter()
        .map(|f| (key(f).0, key(f).1.to_string()))
        .collect();
    pairs.sort_unstable();
    pairs.dedup();
    let mut buckets: Vec<Vec<T>> = pairs.iter().map(|_| Vec::new()).collect();
    for f in found.into_iter().rev() {
        let (d, t) = key(&f);
        let i = pairs.iter().position(|p| p.0 == d && p.1 == t).unwrap_or(0);
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
    out.sort_by(|a, b| key(a).cmp(&key(b)));
    out
}

/// The AI levels (1..=4) whose move is not one of `answer`.
pub(crate) fn missed(s: &Session, answer: &[String], seed: u64) -> Vec<u8> {
    (1..=4u8)
        .filter(|&level| {
            ai_move(s.entry(), s.current(), level, seed).is_none_or(|t| !answer.contains(&t))
        })
        .collect()
}

/// A level's move with its whole node budget (no clock: the same seed
/// gives the same move).
pub(crate) fn ai_move(entry: &GameEntry, g: &dyn AnyGame, level: u8, seed: u64) -> Option<String> {
    let mut job = (entry.search)(g, level, seed);
    while !job.step(256) {}
    job.best()
}
