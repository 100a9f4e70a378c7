//! A game's message file and its code agree: every key the code asks for
//! is in `messages.en.txt`, every key of the file is used, and the file
//! has no malformed lines. The code is read from the game's folder (all
//! its `.rs` files, the wasm-only board views included). And a board view
//! writes no words for players itself: they come from the file; nor does
//! the rest of the app (`src/ui`, `src/worker`).

use attic::core::{GameInfo, Lang, OptionKind};
use std::collections::BTreeSet;

use crate::files;

/// The text of every `.rs` file under `games/<dir>/src` (sub-folders such
/// as a view split into files included), and under `games/<dir>/view/src`
/// for a game whose boards are a crate of their own (TURNO's).
fn sources(dir: &str) -> String {
    let mut paths = files::rust(&format!("games/{dir}/src"));
    if std::path::Path::new(&format!(
        "{}/games/{dir}/view/src",
        env!("CARGO_MANIFEST_DIR")
    ))
    .is_dir()
    {
        paths.extend(files::rust(&format!("games/{dir}/view/src")));
    }
    paths
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

fn key_like(s: &str) -> bool {
    !s.is_empty()
        && s.contains('.')
        && !s.starts_with('.')
        && !s.ends_with('.')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
}

/// Every `"…"` in the code whose content looks like a message key.
fn quoted_keys(src: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = src;
    while let Some(open) = rest.find('"') {
        let after = &rest[open + 1..];
        let len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_')))
            .unwrap_or(after.len());
        if after[len..].starts_with('"') && key_like(&after[..len]) {
            out.insert(after[..len].to_string());
            rest = &after[len + 1..];
        } else {
            rest = after;
        }
    }
    out
}

/// The literal keys passed to the function `msg("…")` (not to the
/// method `.msg("name", …)`, whose first argument is an argument's name).
fn msg_calls(src: &str) -> BTreeSet<String> {
    src.match_indices("msg(\"")
        .filter(|(i, _)| {
            !src[..*i].ends_with(|c: char| c == '.' || c == '_' || c.is_ascii_alphanumeric())
        })
        .filter_map(|(i, m)| {
            let after = &src[i + m.len()..];
            after.find('"').map(|end| after[..end].to_string())
        })
        .collect()
}

/// The groups of a board view's keys (`docs/platform.md`, "Boards"): a key
/// of these groups quoted in the code is asked for even when the file has
/// no key of its group at all.
const VIEW_GROUPS: [&str; 3] = ["view", "label", "describe"];

fn check(dir: &str, infos: &[&GameInfo]) {
    let info = infos[0];
    let book = info.messages;
    for i in infos {
        assert!(
            std::ptr::eq(i.messages, book),
            "{dir}: one message file per folder"
        );
    }
    assert_eq!(book.malformed(Lang::En), Vec::<&str>::new(), "{dir}");
    let keys = book.keys(Lang::En);
    let file: BTreeSet<&str> = keys.iter().copied().collect();
    assert_eq!(file.len(), keys.len(), "{dir}: a key is given twice");
    let src = sources(dir);
    // Asked for: msg("…") calls, and quoted keys of the file's groups
    // (terms such as "seat.A", keys chosen by `if`).
    let groups: BTreeSet<&str> = keys
        .iter()
        .filter_map(|k| k.split('.').next())
        .chain(VIEW_GROUPS)
        .collect();
    let quoted = quoted_keys(&src);
    let asked = msg_calls(&src).into_iter().chain(
        quoted
            .iter()
            .filter(|k| groups.contains(k.split('.').next().unwrap_or("")))
            .cloned(),
    );
    for k in asked {
        assert!(
            file.contains(k.as_str()),
            "{dir}: key {k} is not in the file"
        );
    }
    // Used: quoted in the code, or an option's label, a choice's label or
    // a seat's name (looked up by the platform as `option.<key>`,
    // `option.<key>.<value>` and `seat.<code>`), the label of the danger
    // switch (`danger.setting`, which the game page looks up), a puzzle
    // theme's name and explanation (`puzzle.theme.<id>`, `puzzle.why.<id>`
    // for each theme of the game's prover), or a
    // paragraph of the rules page's "About this game" (every `about.*` key,
    // see crates/web/src/ui/about.rs).
    let by_platform: BTreeSet<String> = infos
        .iter()
        .flat_map(|i| {
            i.options
                .iter()
                .flat_map(|o| {
                    let values: &[&str] = match &o.kind {
                        OptionKind::Choice(v) => v,
                        _ => &[],
                    };
                    values
                        .iter()
                        .map(|v| format!("option.{}.{v}", o.key))
                        .chain([format!("option.{}", o.key)])
                })
                .chain(i.seat_names.iter().map(|s| format!("seat.{s}")))
                .chain(puzzle_keys(i.id))
        })
        .chain(["danger.setting".to_string()])
        .collect();
    let unused: Vec<&str> = keys
        .iter()
        .copied()
        .filter(|k| !quoted.contains(*k) && !by_platform.contains(*k) && !k.starts_with("about."))
        .collect();
    assert_eq!(unused, Vec::<&str>::new(), "{dir}: keys no code uses");
}

/// The words of the puzzle themes of game `id` (none without a prover).
fn puzzle_keys(id: &str) -> Vec<String> {
    attic::games::GAMES
        .iter()
        .filter(|g| (g.entry.info)().id == id)
        .filter_map(|g| (g.entry.puzzles)())
        .flat_map(|t| t.themes.iter())
        .flat_map(|t| [format!("puzzle.theme.{t}"), format!("puzzle.why.{t}")])
        .collect()
}

/// Every game of the registry, its folder named by its id, or by the id's
/// first part when a game registers its sub-games one by one (`turno` for
/// `turno-loop`): they share the folder and its message file.
#[test]
fn every_games_messages_match_its_code() {
    let root = format!("{}/games", env!("CARGO_MANIFEST_DIR"));
    let mut folders: Vec<(String, Vec<&GameInfo>)> = Vec::new();
    for g in attic::games::GAMES {
        let info = (g.entry.info)();
        let dir = if std::path::Path::new(&format!("{root}/{}", info.id)).is_dir() {
            info.id
        } else {
            info.id.split('-').next().unwrap_or(info.id)
        };
        match folders.iter_mut().find(|(d, _)| d == dir) {
            Some((_, v)) => v.push(info),
            None => folders.push((dir.to_string(), vec![info])),
        }
    }
    for (dir, infos) in &folders {
        check(dir, infos);
    }
}

/// The string literals of Rust code, each with the code before it on its
/// line; comments are skipped. Enough for the views: no raw strings.
fn literals(src: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for line in src.lines() {
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            match chars[i] {
                '/' if chars.get(i + 1) == Some(&'/') => break,
                // A char literal ('"', '\'', 'x'); a lifetime is left alone.
                '\'' if chars.get(i + 1) == Some(&'\\') => i += 4,
                '\'' if chars.get(i + 2) == Some(&'\'') => i += 3,
                '"' => {
                    let before: String = chars[..i].iter().collect();
                    let mut lit = String::new();
                    i += 1;
                    while i < chars.len() && chars[i] != '"' {
                        if chars[i] == '\\' {
                            i += 1;
                        }
                        if let Some(&c) = chars.get(i) {
                            lit.push(c);
                        }
                        i += 1;
                    }
                    out.push((before, lit));
                    i += 1;
                }
                _ => i += 1,
            }
        }
    }
    out
}

/// Whether a literal reads as words: besides its `{…}` placeholders, a
/// space and a word of three letters or more ("Round {}", "no men",
/// "HIGH: {}"); not codes ("bE bN", "M180,80 A136,142 0 0 Z").
fn prose(lit: &str) -> bool {
    let mut text = String::new();
    let mut depth = 0;
    for c in lit.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = (depth - 1).max(0),
            _ if depth == 0 => text.push(c),
            _ => {}
        }
    }
    text.contains(' ')
        && text.split_whitespace().any(|t| {
            let t = t.trim_matches(|c: char| c.is_ascii_punctuation());
            t.chars().count() >= 3 && t.chars().all(char::is_alphabetic)
        })
}

/// Whether a literal is text players read: words, an element's text
/// (`<button>{"Cities"}`), or the value of an attribute people read.
fn player_text(before: &str, lit: &str) -> bool {
    if lit.trim().is_empty() {
        // alt="" of a decorative image, a separator.
        return false;
    }
    let before = before.trim_end();
    let read_attr = [
        "aria-label=",
        "title=",
        "placeholder=",
        "alt=",
        "label=",
        ".label(",
    ];
    let starts_with_letter = lit.chars().next().is_some_and(char::is_alphabetic);
    let class_list = before.ends_with("class=") || before.contains("classes!(");
    let child = before.ends_with(">{") || before.ends_with("}{");
    (prose(lit) && !class_list)
        || (child && starts_with_letter && !key_like(lit))
        || read_attr.iter().any(|a| before.ends_with(a))
}

#[test]
fn the_board_views_take_their_words_from_the_message_file() {
    let games = format!("{}/games", env!("CARGO_MANIFEST_DIR"));
    // A view is `src/view.rs` or a folder `src/view/` of files, or the
    // same in a crate of its own (TURNO's `view/src/view/`, Long Tau's
    // `view/src/view.rs` and `view/src/view/`).
    let views: Vec<_> = crate::files::rust("games")
        .into_iter()
        .filter(|p| {
            let rel = p.strip_prefix(&games).unwrap_or(p);
            let parts: Vec<_> = rel.iter().filter_map(|c| c.to_str()).collect();
            matches!(
                parts.as_slice(),
                [_, "src", "view.rs"]
                    | [_, "src", "view", ..]
                    | [_, "view", "src", "view.rs"]
                    | [_, "view", "src", "view", ..]
            )
        })
        .collect();
    assert!(views.len() >= 7, "the board views are found: {views:?}");
    assert!(
        views
            .iter()
            .any(|p| p.ends_with("turno/view/src/view/checkers.rs")),
        "the files of a view folder are read: {views:?}"
    );
    let mut bad = Vec::new();
    for p in &views {
        let src = std::fs::read_to_string(p).unwrap();
        // The view's code only, without its unit tests.
        let code = src.split("#[cfg(test)]").next().unwrap_or("");
        for (before, lit) in literals(code) {
            if player_text(&before, &lit) {
                bad.push(format!("{}: \"{lit}\"", p.display()));
            }
        }
    }
    assert_eq!(
        bad,
        Vec::<String>::new(),
        "words for players written in a view"
    );
}

/// Whether a literal is written for developers, not players: the browser
/// console (`warn`, a thrown JS error), a media query, a message that
/// cannot even be encoded for the worker.
fn for_developers(before: &str) -> bool {
    [
        "warn(",
        "warn_1(",
        "error_1(",
        "throw_str(",
        "match_media(",
        "JsValue::from_str(",
    ]
    .iter()
    .any(|f| before.contains(f))
}

/// The same check as for the board views, on the whole app and the AI
/// worker: their words come from `crates/web/src/ui/messages.*.txt` (and the kit's).
#[test]
fn the_app_and_the_worker_take_their_words_from_the_message_files() {
    let mut files = files::rust("crates/web/src/ui");
    files.extend(files::rust("crates/web/src/worker"));
    assert!(files.len() >= 20, "the app's files are found: {files:?}");
    let mut bad = Vec::new();
    for p in &files {
        let src = std::fs::read_to_string(p).unwrap();
        let code = src.split("#[cfg(test)]").next().unwrap_or("");
        let mut prev = "";
        for line in code.lines() {
            for (before, lit) in literals(line) {
                // A call's arguments may start on the next line.
                let call = format!("{prev} {before}");
                if player_text(&before, &lit) && !for_developers(&call) {
                    bad.push(format!("{}: \"{lit}\"", p.display()));
                }
            }
            prev = line;
        }
    }
    assert_eq!(
        bad,
        Vec::<String>::new(),
        "words for players written in the app's code"
    );
}

#[test]
fn the_words_check_sees_words() {
    let src = r#"let a = format!("{} tiles left", n); // "a comment"
        html! { <button title="Pass the turn">{"Cities"}</button> } if x { "a" } else { "b" }
        let b = classes!("store seat-a", "to-move"); let c = "bE bN bW/wE";
        let d = 'x'; let e = '"'; let f = "M180,80 A136,142 0 0 0 180,360 Z";
        let g = tr(&msg("view.label")); let h = format!("Round {}", n);
        let i = format!("own-{}", s); let j = format!("HIGH: {}", s);
        html! { <img alt="" /><p>{" · "}</p> }"#;
    let found: Vec<String> = literals(src)
        .into_iter()
        .filter(|(b, l)| player_text(b, l))
        .map(|(_, l)| l)
        .collect();
    assert_eq!(
        found,
        [
            "{} tiles left",
            "Pass the turn",
            "Cities",
            "Round {}",
            "HIGH: {}"
        ]
    );
}

#[test]
fn longtau_messages_match_the_code() {
    check("longtau", &[&attic::games::longtau::INFO]);
}

#[test]
fn turnooi_messages_match_the_code() {
    check("turnooi", &[&attic::games::turnooi::INFO]);
}
