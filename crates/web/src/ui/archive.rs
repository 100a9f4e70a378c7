//! Import of a file of games into My games, for the My games page and the
//! game page's Share panel: every record is read on its own
//! ([`crate::app_logic::archive::read`]); the new ones are saved, the
//! others counted or refused with their reason; the summary says which.

use super::state::default_seats;
use super::storage::{self, Problem};
use super::text::{m, Words};
use crate::app_logic::archive::{self, Refusal, Refused};
use attic_core::Msg;
use std::collections::HashSet;

/// What an import did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    /// Records in the file.
    pub records: usize,
    /// Games added to My games (saved, or kept on this page when their
    /// write failed: see `unsaved`).
    pub added: usize,
    /// Records already in My games (or given twice in the file).
    pub held: usize,
    /// The refused records: the words for each.
    pub refused: Vec<Msg>,
    /// Of the games added, how many could not be written: they are kept
    /// on this page only (listed as not saved, exported with the others).
    pub unsaved: usize,
    /// The last failed write, for the storage banner.
    pub problem: Option<Problem>,
    /// The file carried puzzle progress (read by My games' import box):
    /// how many solved puzzles it added, or why it could not be kept.
    pub puzzles: Option<Result<usize, Msg>>,
}

impl Report {
    /// The summary for players, sentence by sentence.
    /// The report's sentences as messages (drawn when shown).
    pub fn msgs(&self) -> Vec<Msg> {
        let mut out = vec![m("import.added").num("n", self.added as i64)];
        if self.held > 0 {
            out.push(m("import.held").num("n", self.held as i64));
        }
        if let Some(Problem::NotSaved { reason, .. }) = &self.problem {
            out.push(
                m("import.unsaved")
                    .num("n", self.unsaved as i64)
                    .msg("reason", reason.clone()),
            );
        }
        match &self.puzzles {
            Some(Ok(n)) => out.push(m("import.puzzles").num("n", *n as i64)),
            Some(Err(why)) => out.push(m("import.puzzles-unsaved").msg("reason", why.clone())),
            None => {}
        }
        if !self.refused.is_empty() {
            out.push(m("import.refused").num("n", self.refused.len() as i64));
        }
        out
    }
}

/// The words for a refused record: its number, its game when known, why.
fn refusal(r: &Refused) -> Msg {
    let why = match &r.why {
        Refusal::Unreadable(msg) => m("import.bad-record").msg("reason", msg.clone()),
        Refusal::TooLong { bytes, limit } => m("error.record-too-long")
            .num("bytes", *bytes as i64)
            .num("limit", *limit as i64),
    };
    let msg = match &r.game {
        Some(game) => m("import.refused-game").text("game", game.clone()),
        None => m("import.refused-record"),
    };
    msg.num("n", r.n as i64).msg("reason", why)
}

/// Import every record of `text` into My games that is not there yet
/// (what the list shows of them written in the reader's words `w`).
pub fn import(w: Words, text: &str) -> Report {
    // An export of every game carries the puzzle progress on a line of
    // its own, which the record reader must not see (My games reads it:
    // `puzzle_store::import`).
    let (text, _) = crate::app_logic::puzzles::take_progress(text);
    let text = text.as_str();
    // What My games holds, read once (as `storage::holding` compares:
    // the same game and the same record).
    let held: HashSet<(String, String)> = storage::list()
        .into_iter()
        .map(|l| (l.saved.game, l.saved.record))
        .collect();
    let sum = archive::read(&attic_games::REGISTRY, text, &|s| {
        held.contains(&(s.info().id.to_string(), s.to_record()))
    });
    let mut report = Report {
        records: sum.records,
        held: sum.held.len(),
        refused: sum.refused.iter().map(refusal).collect(),
        ..Report::default()
    };
    for (_, s) in sum.new {
        let seats = default_seats(s.current().seats());
        // A failed write keeps the game on this page (storage's PENDING):
        // listed as not saved, exported with the others.
        if let Err(p) = storage::save(w, &storage::new_id(), &s, &seats) {
            report.unsaved += 1;
            report.problem = Some(p);
        }
        report.added += 1;
    }
    report
}
