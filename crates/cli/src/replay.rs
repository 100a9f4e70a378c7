//! `attic replay`: validate a record and summarise where it ends.

use super::{game, json_str, options, CliError, Io};
use attic_core::{Args, MoveError, Outcome, RecordError, Winner};
use attic_records::record::read_limited;
use attic_records::{Record, Session};

const USAGE: &str = "attic replay <id> [--options k=v,...] <file|->";

/// Run `attic replay`.
pub fn run(rest: &[String], io: &mut Io) -> Result<(), CliError> {
    let args = Args::parse(rest, &["options"])?;
    let pos = args.positionals(2, USAGE)?;
    let entry = game(&pos[0])?;
    let info = (entry.info)();
    let text = read_input(&pos[1], io)?;
    let mut rec = Record::parse(&text).map_err(|e| CliError::usage(e.to_string()))?;
    // --options stands in for a missing Options tag; when both are given
    // they must mean the same options (compared in canonical form).
    if let Some(given) = args.get("options") {
        let given = options(entry, given)?.to_text(info.options);
        match rec.tag("Options") {
            None => rec.set_tag("Options", &given),
            Some(tag) => {
                let tag = options(entry, tag)?.to_text(info.options);
                if tag != given {
                    return Err(CliError::usage(format!(
                        "the record's Options tag \"{tag}\" disagrees with --options \"{given}\""
                    )));
                }
            }
        }
    }
    let session = Session::from_parsed(&attic_games::REGISTRY, &rec, Some(&pos[0])).map_err(
        |e| match &e {
            // An illegal move names the move as the record numbers it.
            RecordError::Move {
                error: MoveError::Illegal(_),
                ..
            } => CliError {
                code: 1,
                message: e.to_string(),
            },
            _ => CliError::usage(e.to_string()),
        },
    )?;
    let cur = session.current();
    outln!(io, "{}", cur.position());
    let winner = cur.outcome().map(|o| match o.winner {
        Winner::Seat(s) => cur.seat_code(s),
        Winner::Draw => "draw".to_string(),
        _ => cur.result_tag(),
    });
    outln!(
        io,
        "{}",
        summary_json(
            session.len(),
            cur.outcome(),
            winner.as_deref().unwrap_or("")
        )
    );
    Ok(())
}

/// The file's text, or stdin's for `-`, read only up to the record size
/// limit (see [`read_limited`]).
pub(super) fn read_input(path: &str, io: &mut Io) -> Result<String, CliError> {
    if path == "-" {
        return read_limited(&mut *io.input)
            .map_err(|e| CliError::usage(format!("cannot read stdin: {e}")));
    }
    std::fs::File::open(path)
        .and_then(read_limited)
        .map_err(|e| CliError::usage(format!("cannot read {path}: {e}")))
}

/// `{"plies":N,"outcome":null|{...},"scores":[...]}`.
pub fn summary_json(plies: usize, outcome: Option<Outcome>, winner: &str) -> String {
    let (out, scores) = match outcome {
        None => ("null".to_string(), Vec::new()),
        Some(o) => (
            format!(
                "{{\"winner\":{},\"reason\":{}}}",
                json_str(winner),
                json_str(&o.reason.to_string())
            ),
            o.scores,
        ),
    };
    let scores: Vec<String> = scores.iter().map(|s| s.to_string()).collect();
    format!(
        "{{\"plies\":{plies},\"outcome\":{out},\"scores\":[{}]}}",
        scores.join(",")
    )
}
