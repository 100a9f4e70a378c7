//! The decisions behind "My games" that need no browser: how two lines of
//! one game relate (two tabs writing the same entry), the size limit every
//! record shares, the file "Export all games" writes and how it is read
//! back, and which set-aside copies are cleaned up. The browser side is
//! `ui::storage`.

use attic_records::record::MAX_RECORD_BYTES;
use attic_records::Session;

/// How line `a` of a game stands to line `b` (two copies of one entry).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// The same game, the same moves.
    Same,
    /// The same start, and `a` has every move of `b` and more.
    Extends,
    /// The same start, and `b` has every move of `a` and more.
    ExtendedBy,
    /// Different starts, or moves that part somewhere: neither may replace
    /// the other without losing a move.
    Diverges,
}

/// Whether two sessions start alike: the same game, options and tags
/// (setup values, names), as their records write them (an option given
/// at its default is the option left out). Their moves are not compared.
pub fn same_start(a: &Session, b: &Session) -> bool {
    let specs = a.info().options;
    let opts = |s: &Session| (s.options().to_text(specs), s.options().tag_pairs(specs));
    a.info().id == b.info().id && opts(a) == opts(b) && a.tags() == b.tags()
}

/// How many moves two lines share from the start.
pub fn common_moves(a: &Session, b: &Session) -> usize {
    a.tokens()
        .iter()
        .zip(b.tokens())
        .take_while(|(x, y)| x == y)
        .count()
}

/// How line `a` stands to line `b` (see [`Relation`]).
pub fn relation(a: &Session, b: &Session) -> Relation {
    if !same_start(a, b) {
        return Relation::Diverges;
    }
    let (ta, tb) = (a.tokens(), b.tokens());
    let common = common_moves(a, b);
    match (common == ta.len(), common == tb.len()) {
        (true, true) if a.declared_result() == b.declared_result() => Relation::Same,
        (true, true) => Relation::Diverges,
        (false, true) => Relation::Extends,
        (true, false) => Relation::ExtendedBy,
        (false, false) => Relation::Diverges,
    }
}

/// The longest record, in bytes, that every reader accepts (records,
/// saves, the AI worker): [`MAX_RECORD_BYTES`]. A move that would make a
/// longer record is refused, so that any game the site can make it can
/// also save, reload, share and hand to the AI.
pub const RECORD_LIMIT: usize = MAX_RECORD_BYTES;

/// The length of a session's record in bytes, when it is over
/// [`RECORD_LIMIT`].
pub fn oversize(s: &Session) -> Option<usize> {
    let n = s.to_record().len();
    (n > RECORD_LIMIT).then_some(n)
}

/// The most a ply adds to a record beyond its token's own bytes (move
/// numbers, separators, a changed `Result`, a game's comments).
/// `tests/suite/saves.rs` checks it on random games of every game; 46 bytes
/// was the most seen (an O An Quan round's end).
pub const PLY_SLACK: usize = 256;

/// An upper bound of a session's record length, kept up to date move by
/// move so that the limit costs nothing until a game comes near it:
/// writing a record takes time in proportion to the game (3 ms for a
/// 313-ply Cờ Gánh game, 52 ms for a 1 MiB TAU record, natively), so it is
/// written only when the bound passes [`RECORD_LIMIT`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SizeBound(usize);

impl SizeBound {
    /// The exact length of a session's record.
    pub fn exact(s: &Session) -> SizeBound {
        SizeBound(s.to_record().len())
    }

    /// The bound in bytes.
    pub fn bytes(self) -> usize {
        self.0
    }

    /// The bound once `token` has been played in `s` (`s` holds it now):
    /// `Err(bytes)` when the record is then over the limit. Taking plies
    /// back keeps the bound (still an upper bound).
    pub fn after_ply(self, s: &Session, token: &str) -> Result<SizeBound, usize> {
        let bound = self.0 + token.len() + PLY_SLACK;
        if bound <= RECORD_LIMIT {
            return Ok(SizeBound(bound));
        }
        match oversize(s) {
            Some(n) => Err(n),
            None => Ok(SizeBound::exact(s)),
        }
    }
}

/// What browsers give a site in localStorage, in characters of keys and
/// values: 5,242,880 (5 Mi) in Chromium, Firefox and Safari (filled to the
/// last character in Chromium 156). Every key of the site's origin counts,
/// not only Attic's.
pub const QUOTA_CHARS: usize = 5 * 1024 * 1024;

/// From how full (in percent of [`QUOTA_CHARS`]) My games and the game
/// page warn that the storage is nearly full and offer the export: at 80%
/// about a million characters are left, room for the largest record the
/// site writes ([`RECORD_LIMIT`] bytes) or hundreds of ordinary games.
pub const NEAR_QUOTA_PERCENT: usize = 80;

/// How full the storage is, in whole percent of [`QUOTA_CHARS`] (rounded
/// down; over 100 when a browser gives more), when that is at least
/// [`NEAR_QUOTA_PERCENT`].
pub fn near_quota(used_chars: usize) -> Option<usize> {
    let percent = used_chars.saturating_mul(100) / QUOTA_CHARS;
    (percent >= NEAR_QUOTA_PERCENT).then_some(percent)
}

/// The file "Export all games" writes: the records one after another,
/// each ending with a blank line. [`split_records`] reads it back.
pub fn join_records<S: AsRef<str>>(records: &[S]) -> String {
    let mut out = String::new();
    for r in records {
        let r = r.as_ref().trim_end();
        out.push_str(r);
        out.push_str("\n\n");
    }
    out
}

/// The records of a text holding one or several (a file of
/// [`join_records`]): a record starts at each line `[Game "…"]`, which a
/// record holds once, as its first tag. A text with no such line is
/// returned whole (a record the reader will judge).
pub fn split_records(text: &str) -> Vec<&str> {
    let mut starts: Vec<usize> = Vec::new();
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if line.trim_start_matches('\u{feff}').starts_with("[Game ") {
            starts.push(at);
        }
        at += line.len();
    }
    if starts.len() < 2 {
        return vec![text];
    }
    starts[0] = 0;
    starts.push(text.len());
    starts
        .windows(2)
        .map(|w| &text[w[0]..w[1]])
        .filter(|r| !r.trim().is_empty())
        .collect()
}

/// Of keys named `<prefix><number>` (a time in ms), the ones to delete so
/// that only the newest `keep` remain; keys not of that form are left.
pub fn to_prune(keys: &[String], prefix: &str, keep: usize) -> Vec<String> {
    let mut stamped: Vec<(u64, &String)> = keys
        .iter()
        .filter_map(|k| Some((k.strip_prefix(prefix)?.parse::<u64>().ok()?, k)))
        .collect();
    attic_core::order::sort_by(&mut stamped, |a, b| {
        b.0.cmp(&a.0).then_with(|| b.1.cmp(a.1))
    });
    stamped
        .into_iter()
        .skip(keep)
        .map(|(_, k)| k.clone())
        .collect()
}

/// The first `chars` characters of a text (for a message showing how a
/// value starts), never cutting a character in two.
pub fn head(text: &str, chars: usize) -> &str {
    match text.char_indices().nth(chars) {
        Some((i, _)) => &text[..i],
        None => text,
    }
}
