//! The home page's gallery for the static frame (issue 27):
//! `crates/web/src/ui/home.<lang>.html`, which `static/shell.js` puts on the
//! home page while the wasm loads, so that its largest paint (a card's
//! picture) needs no wasm. The same HTML as `ui/home.rs` and `ui/thumb.rs`
//! draw, without the tests' ids; the browser test shell 9 checks that the
//! app draws the same in the same place. `ATTIC_WRITE_LEADS=1 cargo test
//! --test suite home_frame` writes the files.

use crate::learn::{words, LANGS};
use attic::core::{GameInfo, Lang, Messages, Msg};
use attic::games::{with_puzzles, GAMES};
use attic::text::gallery::{card_word, players};
use attic::text::markdown::escape;
use std::path::Path;

/// A game's words on its card in `lang`, escaped.
fn about(
    book: &Messages,
    info: &GameInfo,
    field: &str,
    english: &'static str,
    lang: Lang,
) -> String {
    escape(card_word(book, info, field, english, lang))
}

/// The home page's HTML in `lang`: its introduction, with the line of the
/// day's puzzle (one hidden link per game with puzzles, in the app's order:
/// `shell.js` shows today's), then the cards. Without the count of
/// unfinished games beside My games, which the app adds on that line.
fn gallery(lang: Lang) -> String {
    let ui = words("crates/web/src/ui/messages");
    let say = |m: Msg| escape(&m.render(lang));
    let mut out = format!(
        "<section class=\"intro\"><h1>{}</h1><p>{}</p><p class=\"my-games-home\"><a href=\"#/games\">{}</a></p>\n<p class=\"daily-home\">",
        say(Msg::new(ui, "home.title")),
        say(Msg::new(ui, "home.intro")),
        say(Msg::new(ui, "my-games.title"))
    );
    for info in with_puzzles() {
        out += &format!(
            "<a href=\"#/puzzles/{id}/daily\" hidden>{} {}</a>",
            say(Msg::new(ui, "home.daily").text("game", info.title)),
            say(Msg::new(ui, "home.daily-go")),
            id = info.id
        );
    }
    out += "</p></section>\n<ul class=\"gallery\">";
    for g in GAMES {
        let info = (g.entry.info)();
        let book = words(&format!("games/{}/src/messages", g.folder));
        let players = players(ui, info.min_players, info.max_players);
        out += &format!(
            concat!(
                "<li class=\"card-slot\"><a class=\"card\" href=\"#/play/{id}\"><div class=\"thumb\"><picture>",
                "<source srcset=\"boards/{id}.dark.svg\" media=\"(prefers-color-scheme: dark)\">",
                "<img src=\"boards/{id}.light.svg\" alt=\"\" decoding=\"async\"></picture></div>",
                "<div class=\"card-body\"><h2>{title}</h2><p class=\"meta\"><span class=\"designer\">{designer}</span> · ",
                "<span class=\"year\">{year}</span> · <span class=\"players\">{players}</span></p>",
                "<p class=\"hook\">{hook}</p><span class=\"play-cta\">{play}</span></div></a>",
                "<a class=\"card-learn\" href=\"#/learn/{id}\">{learn}</a></li>\n"
            ),
            id = info.id,
            title = escape(info.title),
            designer = about(book, info, "designer", info.designer, lang),
            year = about(book, info, "year", info.year, lang),
            players = say(players),
            hook = about(book, info, "hook", info.hook, lang),
            play = say(Msg::new(ui, "home.play")),
            learn = say(Msg::new(ui, "learn.link")),
        );
    }
    out + "</ul>\n"
}

#[test]
fn the_home_gallery_of_the_frame_is_up_to_date() {
    let write = std::env::var_os("ATTIC_WRITE_LEADS").is_some();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/web/src/ui");
    let mut stale = Vec::new();
    for lang in LANGS {
        let html = gallery(lang);
        assert_eq!(html.matches("class=\"card-slot\"").count(), GAMES.len());
        assert!(
            !html.contains('{'),
            "a word left unfilled in {}: {html}",
            lang.code()
        );
        let path = dir.join(format!("home.{}.html", lang.code()));
        if write {
            std::fs::write(&path, &html).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(html.as_str()) {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "out of date (ATTIC_WRITE_LEADS=1 cargo test --test suite home_frame): {stale:?}"
    );
}
