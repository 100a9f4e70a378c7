//! `attic puzzles <id> --lines N`: make puzzles of several moves (issue
//! 29), to add to a game's shipped file. Self-play finds proven positions
//! as for one-move puzzles ([`super::puzzles::self_play`]); from each whose
//! answer has no twins the line is carried forward, one move at a time,
//! while [`attic_core::puzzle::prove_line`] proves it: every reply of the
//! opponent answered by one right move. The reply the line records (the
//! page plays it, unless forced) is the level-4 AI's. Positions of the
//! shipped one-move puzzles are skipped, so the lines are new.
//!
//! **Where lines are found** (seed 1, November 2026). O An Quan: 10 in
//! 117 games (1 s); Chogo: 7 in 2000 games (5 min); TURNOOI: 6 in 171
//! games (6 min): its chance is in its battles' hidden faces, which its
//! prover weighs, so a line needs no throw. None for Straat (440
//! games, 3 min), Long Tau (440 games, 13 min) or TAU (20 000 games,
//! 45 s, none even with twins allowed): their provers are exact about
//! winning, and once a side wins, several moves usually keep the win
//! (Straat: "9 moves reach the best result"; TAU: "2 moves win"; Long
//! Tau's margin), so a reply seldom leaves one right move; TAU's winning
//! move also often ends the game. None for TURNO-Checkers: the dice are
//! thrown before the opponent moves, and a line has no throws.

use super::puzzles::{ai_move, missed, self_play, spread, tool, write_compact};
use super::{CliError, Io};
use attic_core::puzzle::{prove_line, LineProof, Proof, MAX_LINE_MOVES};
use attic_core::{AnyGame, GameEntry, Rng};
use attic_records::puzzles::{self as puzzle, line_difficulty, Puzzle};
use attic_records::Session;
use std::time::Instant;

/// Print `want` line puzzles of `entry`, numbered from `first`, from at
/// most `games` games of self-play.
pub(crate) fn make_lines(
    entry: &'static GameEntry,
    (want, games): (usize, usize),
    seed: u64,
    first: usize,
    io: &mut Io,
) -> Result<(), CliError> {
    let tool = tool(entry)?;
    let id = (entry.info)().id;
    let mut rng = Rng::new(seed);
    let mut seen: Vec<String> = puzzle::read(&attic_games::REGISTRY, tool.shipped)
        .into_iter()
        .filter_map(|(_, r)| r.ok())
        // Not the lines already made: the same command makes them again.
        .filter(|p| p.line.is_empty())
        .map(|p| p.session.current().position())
        .collect();
    let t0 = Instant::now();
    let mut found: Vec<Puzzle> = Vec::new();
    let mut take = |s: &Session, proof: Proof, rng: &mut Rng| {
        let seed = rng.next_u64();
        if proof.answer.len() != 1 {
            return false;
        }
        let mut pick = |g: &dyn AnyGame, _: usize| ai_move(entry, g, 4, seed);
        let Ok(mut line) = prove_line(&tool, s.current(), 2, &mut pick) else {
            return false;
        };
        for moves in 3..=MAX_LINE_MOVES {
            match prove_line(&tool, s.current(), moves, &mut pick) {
                Ok(longer) => line = longer,
                Err(_) => break,
            }
        }
        found.push(line_puzzle(s, line, seed));
        true
    };
    // Twice the lines asked for, to spread them over difficulties.
    let played = self_play(entry, &mut rng, &mut seen, (2 * want, games), &mut take)?;
    errln!(io, "{}", played.say(id, found.len(), "lines", t0));
    let chosen = spread(found, want, |p| (p.difficulty, p.theme.as_str()));
    if chosen.is_empty() {
        // Nothing to add to the file, not even its header line.
        return Ok(());
    }
    let last = first + chosen.len() - 1;
    outln!(
        io,
        "\n# {} lines of several moves ({id}-{first} to {id}-{last}): attic puzzles {id} --lines {want} --games {games} --seed {seed} --first {first}",
        chosen.len()
    );
    for (n, mut p) in chosen.into_iter().enumerate() {
        p.id = format!("{id}-{}", first + n);
        write_compact(p, io)?;
    }
    Ok(())
}

/// The AI levels (1..=4) that miss any of the solver's moves of `line`
/// (every other ply, the first included) played from `s`.
pub(crate) fn line_missed(s: &Session, line: &[String], seed: u64) -> Vec<u8> {
    let mut missing: Vec<u8> = Vec::new();
    let mut at = s.clone();
    for (i, tok) in line.iter().enumerate() {
        if i % 2 == 0 {
            missing.extend(missed(&at, std::slice::from_ref(tok), seed));
        }
        // The line was played by its proof: legal.
        let _ = at.play(tok);
    }
    missing.sort_unstable();
    missing.dedup();
    missing
}

/// The puzzle of a proven line from `s`: its first move's proof, the AI
/// levels that miss any of its moves, its difficulty counting its length.
fn line_puzzle(s: &Session, line: LineProof, seed: u64) -> Puzzle {
    let missing = line_missed(s, &line.line, seed);
    let moves = line.steps.len();
    let mut p = Puzzle::new("line", s.clone(), &line.steps[0], missing);
    p.difficulty = line_difficulty(p.depth, &p.missed, moves);
    p.themes = line.steps.iter().map(|st| st.theme.to_string()).collect();
    p.line = line.line;
    p
}
