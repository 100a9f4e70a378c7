//! The archive of My games (crates/web/src/app_logic/archive.rs) on real games: an
//! import file read record by record (added, already there, refused with
//! the reader's reason and the record's number and game), the export of a
//! selection (private unfinished games withheld) read back by the import,
//! and the search that ignores case and accents.

use crate::common;

use attic::app_logic::archive::{self, export, fold, matches, Kept, Refusal};
use attic::app_logic::saves::join_records;
use attic::core::{Lang, Session};
use attic::games::REGISTRY;
use common::random;

const STRAAT: &str = include_str!("../../games/straat/tests/data/straat_e4.txt");

/// The refusals of a summary as (number, game, reason in English).
fn refusals(s: &archive::Summary) -> Vec<(usize, Option<String>, String)> {
    s.refused
        .iter()
        .map(|r| {
            let why = match &r.why {
                Refusal::Unreadable(m) => m.render(Lang::En),
                Refusal::TooLong { bytes, limit } => format!("too long: {bytes} > {limit}"),
            };
            (r.n, r.game.clone(), why)
        })
        .collect()
}

#[test]
fn a_mixed_file_is_read_record_by_record() {
    let oanquan = random("oanquan", "", 1, 9).to_record();
    let held = random("chogo", "", 2, 5).to_record();
    let unknown = "[Game \"chess\"]\n[Result \"*\"]\n\n1. e4 e5\n".to_string();
    // Cut inside a tag: the record ends before its tags do.
    let truncated = STRAAT[..STRAAT.find("[Score").unwrap() + 10].to_string();
    let illegal = STRAAT.replacen("1. a1S", "1. z9S", 1);
    let file = join_records(&[
        STRAAT, &oanquan, &held, &unknown, &truncated, &illegal, &oanquan,
    ]);
    let held_session = Session::from_record(&REGISTRY, &held).unwrap();
    let is_held = |s: &Session| s.to_record() == held_session.to_record();
    let sum = archive::read(&REGISTRY, &file, &is_held);
    assert_eq!(sum.records, 7);
    let new: Vec<(usize, String)> = sum.new.iter().map(|(n, s)| (*n, s.to_record())).collect();
    assert_eq!(
        new,
        vec![
            (
                1,
                Session::from_record(&REGISTRY, STRAAT).unwrap().to_record()
            ),
            (2, oanquan.clone())
        ]
    );
    // Held before, and given twice in the file.
    assert_eq!(sum.held, vec![3, 7]);
    let refused = refusals(&sum);
    assert_eq!(refused.len(), 3, "{refused:?}");
    assert_eq!(refused[0].0, 4);
    assert_eq!(refused[0].1.as_deref(), Some("chess"));
    assert!(
        refused[0].2.contains("unknown game \"chess\""),
        "{refused:?}"
    );
    assert_eq!(refused[1].0, 5);
    assert_eq!(refused[1].1.as_deref(), Some("Straat"));
    assert!(!refused[1].2.is_empty());
    assert_eq!(refused[2].0, 6);
    assert_eq!(refused[2].1.as_deref(), Some("Straat"));
    assert!(
        refused[2].2.contains("z9S"),
        "the illegal move is named: {refused:?}"
    );
    assert_eq!(
        sum.new.len() + sum.held.len() + sum.refused.len(),
        sum.records
    );
}

#[test]
fn one_record_and_no_record() {
    let sum = archive::read(&REGISTRY, STRAAT, &|_| false);
    assert_eq!((sum.records, sum.new.len()), (1, 1));
    let sum = archive::read(&REGISTRY, STRAAT, &|_| true);
    assert_eq!(sum.held, vec![1]);
    // Not a record at all: one record, refused, without a game name.
    let sum = archive::read(&REGISTRY, "hello\nworld", &|_| false);
    assert_eq!(sum.records, 1);
    assert_eq!(sum.refused.len(), 1);
    assert_eq!(sum.refused[0].game, None);
}

#[test]
fn an_exported_selection_reads_back_and_withholds_private_games() {
    let games = [
        random("oanquan", "", 3, 20),
        random("straat", "", 4, 30),
        random("turno-domino", "players=3", 5, 4),
        random("tau", "", 6, 6),
    ];
    let private: Vec<bool> = games
        .iter()
        .map(|s| s.current().local_only() && s.current().outcome().is_none())
        .collect();
    assert_eq!(
        private,
        vec![false, false, true, false],
        "the Domino game of three is private"
    );
    let records: Vec<String> = games.iter().map(|s| s.to_record()).collect();
    // A selection: every game but TAU.
    let chosen = records.iter().zip(&private).take(3).map(|(r, p)| Kept {
        record: r,
        private: *p,
    });
    let out = export(chosen);
    assert_eq!((out.games, out.withheld), (2, 1));
    let sum = archive::read(&REGISTRY, &out.text, &|_| false);
    let back: Vec<String> = sum.new.iter().map(|(_, s)| s.to_record()).collect();
    assert_eq!(back, records[..2].to_vec());
    assert!(sum.refused.is_empty() && sum.held.is_empty());
    // Read again against what the first import added: all already there.
    let sum2 = archive::read(&REGISTRY, &out.text, &|s| back.contains(&s.to_record()));
    assert_eq!(sum2.held, vec![1, 2]);
}

#[test]
fn search_ignores_case_and_accents() {
    assert_eq!(fold("Trần Đức NGUYỄN"), "tran duc nguyen");
    assert_eq!(fold("Zoë Ødegård Łukasz"), "zoe odegard lukasz");
    // A name written with combining marks (NFD) folds the same.
    assert_eq!(fold("Tra\u{300}\u{302}n"), "tran");
    let names = vec!["Trần Văn An".to_string(), "Mieke".to_string()];
    assert!(matches(&names, "tran"));
    assert!(matches(&names, "VAN an"));
    assert!(matches(&names, "mieke tran"));
    assert!(matches(&names, "  "));
    assert!(!matches(&names, "trang"));
    assert!(!matches(&names, "bob"));
}

#[test]
fn the_storage_is_nearly_full_from_80_percent() {
    use attic::app_logic::saves::{near_quota, NEAR_QUOTA_PERCENT, QUOTA_CHARS};
    assert_eq!(QUOTA_CHARS, 5_242_880);
    assert_eq!(NEAR_QUOTA_PERCENT, 80);
    assert_eq!(near_quota(0), None);
    assert_eq!(near_quota(4_194_303), None);
    assert_eq!(near_quota(4_194_304), Some(80));
    assert_eq!(near_quota(QUOTA_CHARS), Some(100));
    assert_eq!(near_quota(usize::MAX), Some(usize::MAX / QUOTA_CHARS));
}
