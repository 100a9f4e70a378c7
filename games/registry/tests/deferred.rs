//! The split web build's entries (issue 27): a game's entry forwards to its
//! code once that is loaded, and before that refuses plainly.

use attic_core::registry::{Deferred, GameEntry};
use attic_core::{GameInfo, Options, Rng, Rules, SetupKind};
use attic_games::tau::Tau;
use std::cell::Cell;

thread_local! {
    static LOADED: Cell<bool> = const { Cell::new(false) };
}

/// TAU as the split build sees it: its code loaded once `LOADED` is set.
struct LazyTau;

impl Deferred for LazyTau {
    fn info() -> &'static GameInfo {
        Tau::info()
    }
    fn loaded() -> Option<GameEntry> {
        LOADED
            .with(Cell::get)
            .then(|| GameEntry::of::<Tau>(attic_ai::search::<Tau>))
    }
}

#[test]
fn a_deferred_entry_refuses_until_its_code_is_loaded_then_forwards() {
    let e = GameEntry::deferred::<LazyTau>();
    assert_eq!((e.info)().id, "tau");
    let o = Options::parse("rows=3,cols=3", Tau::info().options).unwrap();
    let solve = ["--rows=3".to_string(), "--cols=3".to_string()];

    LOADED.with(|l| l.set(false));
    let err = (e.new_game)(&o, &[]).err().expect("refused before loading");
    assert_eq!(err.kind(), SetupKind::NotLoaded);
    assert!(err.to_string().contains("TAU"), "{err}");
    let err = (e.from_position)(&o, "x").unwrap().err().unwrap();
    assert_eq!(err.kind(), SetupKind::NotLoaded);
    assert!((e.draw_setup)(&o, &mut Rng::new(1)).is_empty());
    assert!((e.solve)(&solve, &mut std::io::empty()).is_none());
    assert!((e.review)("", attic_core::Lang::En).is_none());

    LOADED.with(|l| l.set(true));
    let g = (e.new_game)(&o, &[]).expect("starts once loaded");
    assert_eq!(g.info().id, "tau");
    assert!(matches!(
        (e.solve)(&solve, &mut std::io::empty()),
        Some(Ok(_))
    ));
    let job = (e.search)(g.as_ref(), 1, 7);
    drop(job);
}

#[test]
fn a_records_game_is_read_from_its_tags_alone() {
    let rec = "[Game \"chogo\"]\n[Options \"\"]\n\n1. a1-b2\n";
    assert_eq!(attic_games::record_game(rec), Some("chogo"));
    assert_eq!(
        attic_games::record_game("\n  [Event \"x\"]\n[Game \"tau\"]\n"),
        Some("tau")
    );
    assert_eq!(attic_games::record_game("1. e4 [Game \"tau\"]"), None);
    assert_eq!(attic_games::record_game(""), None);
}

#[test]
fn without_the_split_every_game_is_ready() {
    for g in attic_games::GAMES {
        assert!(attic_games::ready((g.entry.info)().id));
    }
}

thread_local! {
    static AI: Cell<bool> = const { Cell::new(false) };
}

/// TAU with its AI searches apart, as the split build loads them: its code
/// always there, its search only once `AI` is set.
struct TauWithoutAi;

impl Deferred for TauWithoutAi {
    fn info() -> &'static GameInfo {
        Tau::info()
    }
    fn loaded() -> Option<GameEntry> {
        // The game chunk's entry: its search is not the game's.
        fn never(_: &dyn attic_core::AnyGame, _: u8, _: u64) -> Box<dyn attic_core::SearchJob> {
            panic!("the chunk's own search was called")
        }
        Some(GameEntry::without_tools::<Tau>(never))
    }
    fn search() -> Option<attic_core::registry::SearchFn> {
        AI.with(Cell::get)
            .then_some(attic_ai::search::<Tau> as attic_core::registry::SearchFn)
    }
}

#[test]
fn a_deferred_entry_searches_with_the_ai_loaded_apart() {
    let e = GameEntry::deferred::<TauWithoutAi>();
    let o = Options::parse("rows=3,cols=3", Tau::info().options).unwrap();
    let g = (e.new_game)(&o, &[]).expect("the rules are there");
    AI.with(|a| a.set(true));
    let mut job = (e.search)(g.as_ref(), 1, 7);
    while !job.step(64) {}
    assert!(job.best().is_some(), "the AI chunk's search ran");
    AI.with(|a| a.set(false));
    let refused = std::panic::catch_unwind(|| {
        let g = (e.new_game)(&o, &[]).unwrap();
        drop((e.search)(g.as_ref(), 1, 7));
    });
    assert!(refused.is_err(), "no search before the AI is loaded");
}

#[test]
fn without_the_split_every_game_has_its_ai_at_hand() {
    for g in attic_games::GAMES {
        assert!(attic_games::ai_ready((g.entry.info)().id));
    }
}
