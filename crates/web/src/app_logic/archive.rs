//! The archive of My games without the browser: reading a file of records
//! (one or many) against the games already held, the file an export of a
//! selection writes, and the filter and search of the list (player names
//! matched without case or accents: "tran" finds "Trần"). The browser
//! side is `ui::archive` and the My games page.

use super::saves::{join_records, oversize, split_records, RECORD_LIMIT};
use attic_core::{Msg, Registry};
use attic_records::record::Record;
use attic_records::Session;
use std::collections::HashSet;

/// Why a record of an import file is refused.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// The reader's message (unknown game, a truncated record, an illegal
    /// move, …).
    Unreadable(Msg),
    /// Its record would be longer than every reader accepts.
    TooLong {
        /// Its length in bytes.
        bytes: usize,
        /// The limit ([`RECORD_LIMIT`]).
        limit: usize,
    },
}

/// A record of an import file that was refused.
#[derive(Clone, Debug, PartialEq)]
pub struct Refused {
    /// Its number in the file, from 1.
    pub n: usize,
    /// Its game, when its `Game` tag can be read: the game's title when
    /// the site knows it, else the tag as written.
    pub game: Option<String>,
    /// Why.
    pub why: Refusal,
}

/// What reading an import file found, record by record.
#[derive(Default)]
pub struct Summary {
    /// Records in the file ([`split_records`]); each is in exactly one of
    /// the three lists below.
    pub records: usize,
    /// Games to add, with their number in the file.
    pub new: Vec<(usize, Session)>,
    /// Numbers of the records already held (or given earlier in the file).
    pub held: Vec<usize>,
    /// The records refused.
    pub refused: Vec<Refused>,
}

/// Read every record of `text` (a file of [`join_records`], or one
/// record) and sort it: new, already held (`is_held`, or the same record
/// earlier in the file), or refused with the reader's reason. Never
/// panics; a record's trouble never stops the others.
pub fn read(games: &dyn Registry, text: &str, is_held: &dyn Fn(&Session) -> bool) -> Summary {
    let records = split_records(text);
    let mut out = Summary {
        records: records.len(),
        ..Summary::default()
    };
    let mut seen: HashSet<(&'static str, String)> = HashSet::new();
    for (i, r) in records.iter().enumerate() {
        let n = i + 1;
        let s = match Session::from_record(games, r) {
            Ok(s) => s,
            Err(e) => {
                out.refused.push(Refused {
                    n,
                    game: game_name(games, r),
                    why: Refusal::Unreadable(e.msg()),
                });
                continue;
            }
        };
        if let Some(bytes) = oversize(&s) {
            out.refused.push(Refused {
                n,
                game: Some(s.info().title.to_string()),
                why: Refusal::TooLong {
                    bytes,
                    limit: RECORD_LIMIT,
                },
            });
            continue;
        }
        let key = (s.info().id, s.to_record());
        if seen.contains(&key) || is_held(&s) {
            out.held.push(n);
        } else {
            seen.insert(key);
            out.new.push((n, s));
        }
    }
    out
}

/// The game a record names, if its `Game` tag can be found: its title
/// when `games` knows it, else the tag's value as written.
pub fn game_name(games: &dyn Registry, record: &str) -> Option<String> {
    let tag = match Record::parse(record) {
        Ok(r) => r.tag("Game").map(str::to_string),
        Err(_) => record.lines().find_map(|l| {
            let rest = l.trim_start_matches('\u{feff}').strip_prefix("[Game \"")?;
            Some(rest.split('"').next()?.to_string())
        }),
    }?;
    let tag: String = tag.chars().take(40).collect();
    match games.find(&tag) {
        Some(e) => Some((e.info)().title.to_string()),
        None if tag.trim().is_empty() => None,
        None => Some(tag),
    }
}

/// A game of My games, for an export.
pub struct Kept<'a> {
    /// Its record.
    pub record: &'a str,
    /// Unfinished with private hands: it stays on this device until it is
    /// over.
    pub private: bool,
}

/// An export: the file, and how many games were withheld.
#[derive(Debug, PartialEq)]
pub struct Export {
    /// The records joined ([`join_records`]).
    pub text: String,
    /// How many records it holds.
    pub games: usize,
    /// How many private unfinished games were left out.
    pub withheld: usize,
}

/// The file an export of these games writes: every record but those of
/// private unfinished games, which are counted.
pub fn export<'a>(games: impl IntoIterator<Item = Kept<'a>>) -> Export {
    let mut records = Vec::new();
    let mut withheld = 0;
    for g in games {
        if g.private {
            withheld += 1;
        } else {
            records.push(g.record);
        }
    }
    Export {
        text: join_records(&records),
        games: records.len(),
        withheld,
    }
}

/// Latin letters with marks, U+00C0 to U+024F, as their base letter ('.':
/// none). Made from Unicode's decompositions (NFD, first letter).
const LATIN: &str = "aaaaaa.ceeeeiiii.nooooo..uuuuy..aaaaaa.ceeeeiiii.nooooo..uuuuy.yaaaaaaccccccccdd..eeeeeeeeeegggggggghh..iiiiiiiii...jjkk.llllll....nnnnnn...oooooo..rrrrrrsssssssstttt..uuuuuuuuuuuuwwyyyzzzzzz.................................oo.............uu............................aaiioouuuuuuuuuu.aaaa....ggkkoooo..j...gg..nnaa....aaaaeeeeiiiioooorrrruuuusstt..hh......aaeeooooooooyy............................";
/// The same for U+1E00 to U+1EFF (Vietnamese's letters among them).
const LATIN_MORE: &str = "aabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwy......aaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyy......";

/// A letter's base letter, lower case, when it is a Latin letter with
/// marks.
fn base(c: char) -> Option<char> {
    let at = |table: &str, i: u32| table.as_bytes().get(i as usize).copied();
    let b = match c as u32 {
        0x110 | 0x111 => Some(b'd'),
        0x141 | 0x142 => Some(b'l'),
        0xD8 | 0xF8 => Some(b'o'),
        x @ 0xC0..=0x24F => at(LATIN, x - 0xC0),
        x @ 0x1E00..=0x1EFF => at(LATIN_MORE, x - 0x1E00),
        _ => None,
    }?;
    (b != b'.').then_some(b as char)
}

/// A text folded for search: lower case, letters without their marks
/// ("Trần Đức" → "tran duc"), combining marks dropped.
pub fn fold(text: &str) -> String {
    text.chars()
        .filter(|c| !('\u{300}'..='\u{36f}').contains(c))
        .flat_map(|c| match base(c) {
            Some(b) => vec![b],
            None => c.to_lowercase().collect(),
        })
        .collect()
}

/// Whether a game with these players is shown for a search: every word of
/// `query` is in some player's name (folded). An empty query matches all.
pub fn matches(names: &[String], query: &str) -> bool {
    let names: Vec<String> = names.iter().map(|n| fold(n)).collect();
    fold(query)
        .split_whitespace()
        .all(|w| names.iter().any(|n| n.contains(w)))
}
