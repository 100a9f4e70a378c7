//! The rules page's "About this game" (crates/web/src/ui/about.rs): each game's board
//! pictures ([`GameInfo::pictures`]) are positions the game can set up, with a
//! caption in its message file; Long Tau's say that the board is a
//! reconstruction and draw it under the options that change it.
//!
//! [`GameInfo::pictures`]: attic::core::GameInfo::pictures

use crate::common;

use attic::core::{Lang, Session};
use attic::games::{self, longtau::LongTau};
use common::current;

#[test]
fn every_games_pictures_set_up_and_have_a_caption() {
    for g in games::GAMES {
        let info = (g.entry.info)();
        for pic in (g.entry.info)().pictures {
            assert!(
                info.messages.text(pic.caption, Lang::En).is_some(),
                "{}: caption {} is not in its message file",
                info.id,
                pic.caption
            );
            let s = Session::picture(&games::REGISTRY, &g.entry, pic)
                .unwrap_or_else(|e| panic!("{}: picture {pic:?}: {e}", info.id));
            assert!(
                s.is_empty(),
                "{}: a picture is a position, not a game",
                info.id
            );
        }
    }
}

#[test]
fn a_picture_draws_the_same_position_every_time() {
    let e = games::find("longtau").unwrap();
    for pic in (e.info)().pictures {
        let a = Session::picture(&games::REGISTRY, e, pic).unwrap();
        let b = Session::picture(&games::REGISTRY, e, pic).unwrap();
        assert_eq!(a.to_record(), b.to_record());
    }
}

#[test]
fn a_picture_may_start_from_a_position_string() {
    let e = games::find("longtau").unwrap();
    let pic = attic::core::Picture {
        caption: "about.picture.span",
        variant: "",
        options: "lines=areas",
        position: Some("N=f8 S=a4,f5 tomove=S"),
        view_box: (660, 660),
    };
    let s = Session::picture(&games::REGISTRY, e, &pic).unwrap();
    let g = s.current().as_any().downcast_ref::<LongTau>().unwrap();
    assert!(g.opts.areas);
    assert_eq!(s.current().position(), "N=f8 S=a4,f5 tomove=S");
    let bad = attic::core::Picture {
        position: Some("N=c4 S=f5 tomove=S"),
        ..pic
    };
    assert!(
        Session::picture(&games::REGISTRY, e, &bad).is_err(),
        "c4 is a blank square"
    );
}

#[test]
fn longtau_says_its_board_is_a_reconstruction_and_shows_what_the_options_change() {
    let e = games::find("longtau").unwrap();
    let book = (e.info)().messages;
    let about: Vec<&str> = book
        .keys(Lang::En)
        .into_iter()
        .filter(|k| k.starts_with("about."))
        .filter_map(|k| book.text(k, Lang::En))
        .collect();
    let text = about.join(" ");
    assert!(text.contains("is a reconstruction"), "{text}");
    for option in ["Lines (span", "Players (2 or 4)", "Pawns (own or shared"] {
        assert!(
            text.contains(option),
            "the options that change it: {option}"
        );
    }
    let pics = (e.info)().pictures;
    let drawn: Vec<(bool, u8)> = pics
        .iter()
        .map(|p| {
            let s = Session::picture(&games::REGISTRY, e, p).unwrap();
            let g: LongTau = current(&s);
            (g.opts.areas, g.opts.players)
        })
        .collect();
    assert_eq!(
        drawn,
        [(false, 2), (true, 2), (false, 4)],
        "span, areas, four players"
    );
}

#[test]
fn chogo_and_turno_say_they_are_reconstructions() {
    // Chogo says it in "About this game"; TURNO in the legend of its rule
    // marks (one statement, not two).
    let book = (games::find("chogo").unwrap().info)().messages;
    let text: String = book
        .keys(Lang::En)
        .into_iter()
        .filter(|k| k.starts_with("about."))
        .filter_map(|k| book.text(k, Lang::En))
        .collect();
    assert!(text.contains("reconstruction"), "chogo: {text:?}");
    for id in [
        "turno-loop",
        "turno-lottery",
        "turno-domino",
        "turno-checkers",
    ] {
        let entry = games::find(id).unwrap();
        let marks = (entry.info)().rule_marks.expect("TURNO marks its rules");
        let book = (entry.info)().messages;
        let lead = book.text(marks.lead, Lang::En).unwrap_or_default();
        assert!(lead.contains("reconstruction"), "{id}: {lead:?}");
        assert!(
            !book.keys(Lang::En).iter().any(|k| k.starts_with("about.")),
            "{id}: the statement is said once, in the legend"
        );
    }
}
