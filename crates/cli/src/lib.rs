//! The `attic` command-line tool: list games, print rules, replay records,
//! count moves (perft), time playouts (bench) and play AI against AI
//! (arena). Everything goes through the registry and [`AnyGame`], so no
//! command names a game.
//!
//! [`AnyGame`]: attic_core::AnyGame

/// Write a line (or, with `out!`, text) to the command's output; a write
/// that fails (a closed pipe) ends the command.
macro_rules! outln {
    ($io:expr) => {
        writeln!($io.out).map_err(CliError::output)?
    };
    ($io:expr, $($t:tt)*) => {
        writeln!($io.out, $($t)*).map_err(CliError::output)?
    };
}
macro_rules! out {
    ($io:expr, $($t:tt)*) => {
        write!($io.out, $($t)*).map_err(CliError::output)?
    };
}
/// A progress line on the command's error stream.
macro_rules! errln {
    ($io:expr, $($t:tt)*) => {
        writeln!($io.err, $($t)*).map_err(CliError::output)?
    };
}

mod arena;
mod perft;
mod puzzle_lines;
mod puzzles;
mod replay;
mod stats;
mod think;

use attic_core::{ArgError, Args, GameEntry, Options};
use attic_games as games;
use attic_records::Session;

/// A failed command: the exit code and the message for stderr.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError {
    /// Process exit code: 1 for an illegal move in a record, 2 for bad input.
    pub code: i32,
    /// What went wrong, for a person.
    pub message: String,
}

impl CliError {
    /// Bad input or usage (exit code 2).
    pub fn usage(message: impl Into<String>) -> CliError {
        CliError {
            code: 2,
            message: message.into(),
        }
    }
}

impl CliError {
    /// The output could not be written (exit code 2).
    fn output(e: std::io::Error) -> CliError {
        CliError::usage(format!("cannot write the output: {e}"))
    }
}

/// Where a command reads `-` from and writes to: the process's standard
/// streams for the binary ([`run`]), strings for a test ([`capture`]).
pub struct Io<'a> {
    /// What `-` reads (stdin).
    pub input: &'a mut dyn std::io::Read,
    /// The command's output (stdout).
    pub out: &'a mut dyn std::io::Write,
    /// Progress lines (stderr); errors are returned, not written.
    pub err: &'a mut dyn std::io::Write,
}

/// What a command did when run in-process by [`capture`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Captured {
    /// The exit code the binary would have: 0, or the error's code.
    pub code: i32,
    /// Everything written to the output.
    pub stdout: String,
    /// Progress lines, then the error's message and a newline, as the
    /// binary prints them on stderr.
    pub stderr: String,
}

/// Run a command line in this process with `stdin` as its input, and keep
/// what it writes: the binary's behaviour without a process, so the tests
/// of a game's tools can live in that game's crate.
pub fn capture(argv: &[&str], stdin: &str) -> Captured {
    let argv: Vec<String> = argv.iter().map(|a| a.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut input = stdin.as_bytes();
    let res = run_with(
        &argv,
        &mut Io {
            input: &mut input,
            out: &mut out,
            err: &mut err,
        },
    );
    let mut stderr = String::from_utf8_lossy(&err).into_owned();
    let code = match res {
        Ok(()) => 0,
        Err(e) => {
            stderr.push_str(&e.message);
            stderr.push('\n');
            e.code
        }
    };
    Captured {
        code,
        stdout: String::from_utf8_lossy(&out).into_owned(),
        stderr,
    }
}

impl From<ArgError> for CliError {
    fn from(e: ArgError) -> CliError {
        CliError::usage(e.0)
    }
}

/// Overall help.
pub const HELP: &str = "attic: rediscovered board games from the command line

usage:
  attic list                       game and variant ids with titles
  attic rules <id>                 the rules text the app shows
  attic replay <id> [--options k=v,...] <file|->
                                   validate a record, print the final position
                                   and a JSON summary line
  attic perft <id> [--options ...] [--first SEAT] [--tag K=V]... <depth>
                                   count move sequences for depths 1..=depth
  attic bench <id> [--seconds S] [--seed N] [--options ...]
                                   random playouts per second (one thread)
  attic arena <id> --a LEVEL --b LEVEL --games N [--seed S] [--opening PLIES]
              [--ms MS] [--uct-ms MS[,MS]] [--options ...] [--records FILE]
                                   AI against AI, seats swapped every other game,
                                   each pair from a random opening of PLIES
                                   (default 1) and one stream of chance (the
                                   k-th throw the same in both games of a
                                   pair); score of side A, 95% interval
                                   (per game, and over the pairs); --ms
                                   caps both sides' time per move;
                                   how the games ended (per ending: games,
                                   A's wins-draws-losses, mean plies), their
                                   length, and the first seat's score. One
                                   line per game on stderr; --records appends
                                   each game's record to FILE.
                                   LEVEL is 1..=5 or uct: the fixed baseline,
                                   plain UCT (UCB1, exploration sqrt(2) on
                                   rewards in [0,1], uniform random playouts to
                                   the end, no game knowledge) given the same
                                   time: before each of its moves, the other
                                   side's wall time so far in this game minus
                                   its own (before the other side's first
                                   search: the other side's mean per move over
                                   the earlier games, or a timed trial search
                                   of it); a move with one legal token is
                                   played without a search by either side.
                                   --uct-ms gives uct a fixed time per move
                                   instead (one value, or side A's and side
                                   B's): uct may then play uct
  attic stats <id> --games N [--seed S] [--level L] [--options ...]
                                   how long games last (rounds: 10th, 50th
                                   and 90th percentiles, mean) and each
                                   seat's share of the wins by order of play,
                                   every seat played by AI level L (default
                                   1); one line, the format of the measured
                                   files games ship for their rules pages
  attic think <id> [--moves N] [--seed S] [--options ...]
                                   how long each AI level takes for a move
                                   (median and 90th percentile over N searched
                                   moves of games against itself, default 30);
                                   one line per level, the format of the
                                   think.txt files games ship for the level
                                   descriptions
  attic solve <id> <args…>         the game's exact solver, for games that have
                                   one (README.md lists their arguments)
  attic odds <id> <file|->         for games with hidden values: the exact odds
                                   of what nobody has seen yet, in the position
                                   the record reaches
  attic puzzles <id> [--count N] [--seed S]
                                   for games with a puzzle prover: play
                                   games (random and AI moves, from the
                                   seed alone), prove each position met
                                   (one right move, every other clearly
                                   worse), and print N puzzles spread over
                                   themes and difficulties (default 60)
  attic puzzles <id> --lines N [--games G] [--seed S] [--first K]
                                   the same for N puzzles of several moves
                                   (each reply forced or every reply
                                   answered), numbered from K, none at a
                                   shipped puzzle's position, from at most
                                   G games (default 40 N + 40)
  attic puzzles <id> --check [FILE|-]
                                   re-prove every puzzle of FILE (default:
                                   the game's shipped puzzles); exit 1
                                   naming each whose proof fails
  attic puzzles <id> --rate [FILE|-]
                                   print FILE (default: the shipped puzzles)
                                   with each puzzle's Missed and Difficulty
                                   from today's AI levels
  attic puzzles <id> --prove <file|->
                                   prove the position a record reaches: the
                                   puzzle's tags, or why it is none (exit 1)
  attic help                       this text (also --help after any command)

exit codes: 0 ok, 1 illegal move in a replayed record, 2 bad input or usage";

/// Run a command line (without the program name) on the process's
/// standard streams.
pub fn run(argv: &[String]) -> Result<(), CliError> {
    let (mut stdin, stdout, stderr) = (std::io::stdin(), std::io::stdout(), std::io::stderr());
    run_with(
        argv,
        &mut Io {
            // Not a lock: a lock held for the whole command would
            // deadlock anything that still reads stdin itself.
            input: &mut stdin,
            out: &mut stdout.lock(),
            err: &mut stderr.lock(),
        },
    )
}

/// Run a command line (without the program name) on the streams of `io`.
pub fn run_with(argv: &[String], io: &mut Io) -> Result<(), CliError> {
    let Some((cmd, rest)) = argv.split_first() else {
        outln!(io, "{HELP}");
        return Ok(());
    };
    if rest.iter().any(|a| a == "--help" || a == "-h")
        || cmd == "help"
        || cmd == "--help"
        || cmd == "-h"
    {
        outln!(io, "{HELP}");
        return Ok(());
    }
    match cmd.as_str() {
        "list" => list(rest, io),
        "rules" => rules(rest, io),
        "replay" => replay::run(rest, io),
        "perft" => perft::perft(rest, io),
        "bench" => perft::bench(rest, io),
        "arena" => arena::run(rest, io),
        "stats" => stats::run(rest, io),
        "think" => think::run(rest, io),
        "solve" => solve(rest, io),
        "odds" => odds(rest, io),
        "puzzles" => puzzles::run(rest, io),
        other => Err(CliError::usage(format!(
            "unknown command \"{other}\" (try: attic --help)"
        ))),
    }
}

fn list(rest: &[String], io: &mut Io) -> Result<(), CliError> {
    Args::parse(rest, &[])?.positionals(0, "attic list")?;
    for g in games::GAMES {
        let info = (g.entry.info)();
        outln!(io, "{}\t{}", info.id, info.title);
        for (id, title) in info.variants {
            if *id != info.id {
                outln!(io, "  {id}\t{title}");
            }
        }
    }
    Ok(())
}

fn rules(rest: &[String], io: &mut Io) -> Result<(), CliError> {
    let args = Args::parse(rest, &[])?;
    let pos = args.positionals(1, "attic rules <id>")?;
    let entry = game(&pos[0])?;
    out!(io, "{}", (entry.info)().rules_md);
    Ok(())
}

fn solve(rest: &[String], io: &mut Io) -> Result<(), CliError> {
    let Some((id, args)) = rest.split_first() else {
        return Err(CliError::usage("usage: attic solve <id> <args…>"));
    };
    let entry = game(id)?;
    match (entry.solve)(args, &mut *io.input) {
        None => Err(CliError::usage(format!(
            "{} has no solver (attic solve works for games that have one)",
            (entry.info)().id
        ))),
        Some(Ok(text)) => {
            out!(io, "{text}");
            if !text.ends_with('\n') {
                outln!(io);
            }
            Ok(())
        }
        Some(Err(e)) => Err(CliError::usage(e)),
    }
}

fn odds(rest: &[String], io: &mut Io) -> Result<(), CliError> {
    let args = Args::parse(rest, &[])?;
    let pos = args.positionals(2, "attic odds <id> <file|->")?;
    let entry = game(&pos[0])?;
    let text = replay::read_input(&pos[1], io)?;
    match (entry.odds)(&text) {
        None => Err(CliError::usage(format!(
            "{} hides nothing, so it has no odds (attic odds works for games with hidden values)",
            (entry.info)().id
        ))),
        Some(Ok(out)) => {
            out!(io, "{out}");
            if !out.ends_with('\n') {
                outln!(io);
            }
            Ok(())
        }
        Some(Err(e)) => Err(CliError::usage(e)),
    }
}

/// The registry entry of a game or variant id.
fn game(id: &str) -> Result<&'static GameEntry, CliError> {
    games::find(id).ok_or_else(|| {
        let ids: Vec<&str> = games::GAMES.iter().map(|g| (g.entry.info)().id).collect();
        CliError::usage(format!("unknown game \"{id}\" (known: {})", ids.join(", ")))
    })
}

/// Validated options for a game.
fn options(entry: &GameEntry, text: &str) -> Result<Options, CliError> {
    Options::parse(text, (entry.info)().options)
        .map_err(|e| CliError::usage(format!("--options: {e}")))
}

/// A new game at the start, with the given setup tags.
fn start(
    entry: &'static GameEntry,
    options: Options,
    tags: Vec<(String, String)>,
) -> Result<Session, CliError> {
    Session::start(entry, options, tags).map_err(|e| CliError::usage(e.to_string()))
}

/// A string as a JSON string literal.
fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
