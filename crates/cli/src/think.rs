//! `attic think`: how long each AI level takes for a move in a game. Every
//! level plays games against itself (from a short random opening, the
//! chance plies drawn as the site draws them), each searched move timed as
//! the site's worker times it: the level's node budget, or its time budget,
//! whichever comes first. Moves with one legal choice are played at once
//! and not counted; a game with no choice in 10 × N games (TURNO-Loop)
//! gets `moves=0`. Prints one line per level in the format of
//! [`attic_core::think`], which a game ships in its folder for the level
//! descriptions ([`attic_core::GameInfo::think_times`]).

use super::arena::{play_randomly, think};
use super::{game, options, start, CliError, Io};
use attic_core::measured::percentiles;
use attic_core::think::ThinkTime;
use attic_core::{Args, Rng, Turn};

const USAGE: &str = "attic think <id> [--moves N] [--seed S] [--options ...]";

/// Longest game before a new one starts.
const MAX_PLIES: usize = 2_000;

/// Run `attic think`.
pub fn run(rest: &[String], io: &mut Io) -> Result<(), CliError> {
    let args = Args::parse(rest, &["moves", "seed", "options"])?;
    let pos = args.positionals(1, USAGE)?;
    let entry = game(&pos[0])?;
    let moves: usize = args.value("moves", 30, "a number of moves of at least 1", |n| *n >= 1)?;
    let seed: u64 = args.num("seed", 1)?;
    let opts = options(entry, args.get("options").unwrap_or(""))?;
    let id = (entry.info)().id.to_string();
    for level in 1..=5u8 {
        let mut rng = Rng::new(seed);
        let mut ms: Vec<u32> = Vec::new();
        let mut games = 0;
        while ms.len() < moves {
            games += 1;
            if games > 10 * moves {
                // A game with few or no decisions (TURNO-Loop): what was
                // measured, maybe nothing.
                break;
            }
            let tags = (entry.draw_setup)(&opts, &mut rng);
            let mut s = start(entry, opts.clone(), tags)?;
            play_randomly(&mut s, 2, &mut rng);
            while ms.len() < moves && s.len() < MAX_PLIES {
                match s.current().turn() {
                    Turn::Over => break,
                    Turn::Chance => {
                        s.draw_chance(&mut rng);
                    }
                    Turn::Seat(_) => {
                        let legal = s.current().legal_tokens();
                        let tok = match &legal[..] {
                            [only] => only.clone(),
                            _ => {
                                let (tok, _, secs) = think(&s, level, rng.next_u64(), u32::MAX);
                                ms.push((secs * 1000.0).round() as u32);
                                tok.ok_or_else(|| CliError::usage("the AI found no move"))?
                            }
                        };
                        s.play(&tok)
                            .map_err(|e| CliError::usage(format!("the AI chose {tok}: {e}")))?;
                    }
                }
            }
        }
        let [_, median, p90] = percentiles(&mut ms);
        let t = ThinkTime {
            id: id.clone(),
            level,
            moves: ms.len() as u32,
            median,
            p90,
        };
        outln!(io, "{}", t.line());
    }
    Ok(())
}
