//! Every how-to-play page (`games/<folder>/src/learn/<id>.<lang>.md`):
//! each game on the site has one in English, and every live board on every
//! page reads and plays out (its moves legal, its try's answers legal).

use attic::core::{Lang, Messages, Msg};
use attic::games::{GAMES, REGISTRY};
use attic::text::about::about_keys;
use attic::text::lesson::Lesson;
use attic::text::markdown::{escape, lead, parse, to_html, Block};
use std::path::Path;

fn learn_dir(folder: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("games")
        .join(folder)
        .join("src/learn")
}

/// The path of every how-to-play page of every game folder, each once
/// (TURNO's four sub-games share a folder).
fn page_paths() -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for g in GAMES {
        let Ok(rd) = std::fs::read_dir(learn_dir(g.folder)) else {
            continue;
        };
        for e in rd.flatten() {
            let path = e.path();
            if path.extension().is_some_and(|x| x == "md") && !out.contains(&path) {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// (file name, text) of every how-to-play page of every game folder.
fn pages() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = page_paths()
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    out.sort();
    out
}

#[test]
fn every_live_board_plays_out() {
    let mut bad = Vec::new();
    let mut boards = 0;
    for (name, text) in pages() {
        let Some((id, _lang)) = name.trim_end_matches(".md").rsplit_once('.') else {
            bad.push(format!("{name}: not <id>.<lang>.md"));
            continue;
        };
        for (i, b) in parse(&text).iter().enumerate() {
            if let Block::Board(lesson) = b {
                boards += 1;
                let r = Lesson::parse(lesson).and_then(|l| l.play(&REGISTRY, id).map(|_| ()));
                if let Err(e) = r {
                    bad.push(format!("{name}, block {i}: {e}"));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(boards > 0, "no live boards found");
}

#[test]
fn every_game_has_an_english_page_with_a_live_board() {
    let names: Vec<String> = pages().into_iter().map(|(n, _)| n).collect();
    let missing: Vec<&str> = GAMES
        .iter()
        .map(|g| (g.entry.info)().id)
        .filter(|id| !names.contains(&format!("{id}.en.md")))
        .collect();
    assert!(missing.is_empty(), "no how-to-play page: {missing:?}");
}

#[test]
fn pages_are_named_for_a_game_and_a_language() {
    for (name, _) in pages() {
        let stem = name.trim_end_matches(".md");
        let (id, lang) = stem.rsplit_once('.').unwrap_or((stem, ""));
        assert!(["en", "nl", "vi"].contains(&lang), "{name}: language");
        assert!(registry_has(id), "{name}: no game \"{id}\"");
    }
}

fn registry_has(id: &str) -> bool {
    use attic::core::Registry;
    REGISTRY.find(id).is_some()
}

#[test]
fn a_broken_lesson_is_refused_with_its_reason() {
    let l = Lesson::parse("step: A9 | nowhere").unwrap();
    let e = l.play(&REGISTRY, "oanquan").err().unwrap();
    assert!(e.contains("A9"), "{e}");
    let e = Lesson::parse("intro: x\ntry: A1 | only a prompt").unwrap_err();
    assert!(e.contains("try"), "{e}");
    let e = Lesson::parse("colour: red").unwrap_err();
    assert!(e.contains("unknown key"), "{e}");
    let l = Lesson::parse("position: A=1 tomove=A\nintro: x").unwrap();
    assert!(l.play(&REGISTRY, "oanquan").is_err());
}

/// A translated page shows the same live boards as the English one: the
/// same lessons in the same order, only their captions in other words.
#[test]
fn translated_pages_show_the_english_boards() {
    let all = pages();
    let lessons = |text: &str| -> Vec<Lesson> {
        parse(text)
            .iter()
            .filter_map(|b| match b {
                Block::Board(t) => Lesson::parse(t).ok(),
                _ => None,
            })
            .map(|mut l| {
                l.intro = l.intro.map(|_| String::new());
                for s in &mut l.steps {
                    s.caption.clear();
                }
                if let Some(t) = &mut l.tryit {
                    t.prompt.clear();
                    t.done.clear();
                }
                l
            })
            .collect()
    };
    let mut checked = 0;
    for (name, text) in &all {
        let Some(id) = name
            .strip_suffix(".md")
            .and_then(|s| s.rsplit_once('.'))
            .map(|p| p.0)
        else {
            continue;
        };
        if name.ends_with(".en.md") {
            continue;
        }
        let en = all
            .iter()
            .find(|(n, _)| *n == format!("{id}.en.md"))
            .map(|(_, t)| t)
            .unwrap_or_else(|| panic!("{name}: no English page"));
        assert_eq!(
            lessons(text),
            lessons(en),
            "{name}: its boards differ from English"
        );
        checked += 1;
    }
    // Until the translations exist this checks nothing; then every one.
    let translated = all.iter().filter(|(n, _)| !n.ends_with(".en.md")).count();
    assert_eq!(checked, translated);
}

/// Each page's opening as HTML (`<id>.<lang>.lead.html` beside it), which
/// the site's frame shows while the app loads: the same as the page's own
/// first blocks. `ATTIC_WRITE_LEADS=1 cargo test --test suite learn` writes them.
#[test]
fn every_page_lead_is_up_to_date() {
    let paths = page_paths();
    assert!(
        paths.len() >= 10,
        "every game has a how-to-play page ({})",
        paths.len()
    );
    let pairs = paths
        .iter()
        .map(|md| (md.clone(), md.with_extension("lead.html")));
    leads_up_to_date(pairs.collect());
}

/// Each game's rules opening, which the frame shows on the rules page
/// while the app loads (issue 27: it holds the page's largest text): the
/// HTML of what the app draws above and at the start of the text.
/// `games/<folder>/src/rules.lead.html` holds the text's first blocks (in
/// English in every language); a game whose page has words in the reader's
/// language there (its "About this game", or the legend of its rule marks)
/// has `rules.<lang>.lead.html` too: those words and the article around
/// the text, which stands where it says `<!--rules.lead.html-->`
/// (`scripts/site.mjs` puts them together).
#[test]
fn every_rules_lead_is_up_to_date() {
    let write = std::env::var_os("ATTIC_WRITE_LEADS").is_some();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut folders: Vec<&str> = GAMES.iter().map(|g| g.folder).collect();
    folders.dedup();
    assert!(
        folders.len() >= 7,
        "every game folder has its rules ({folders:?})"
    );
    let mut stale = Vec::new();
    for folder in folders {
        let dir = root.join("games").join(folder).join("src");
        let blocks = parse(&std::fs::read_to_string(dir.join("rules.md")).unwrap());
        let blocks = lead(&blocks);
        let (title, text) = blocks.split_at(title_blocks(folder, blocks));
        let files = std::iter::once((dir.join("rules.lead.html"), Some(to_html(text)))).chain(
            LANGS.iter().map(|&l| {
                let path = dir.join(format!("rules.{}.lead.html", l.code()));
                (path, rules_head(folder, title, l))
            }),
        );
        for (path, want) in files {
            let have = std::fs::read_to_string(&path).ok();
            if have == want {
                continue;
            }
            if !write {
                stale.push(path.display().to_string());
            } else if let Some(html) = want {
                std::fs::write(&path, html).unwrap();
            } else {
                std::fs::remove_file(&path).unwrap();
            }
        }
    }
    assert!(
        stale.is_empty(),
        "out of date (ATTIC_WRITE_LEADS=1 cargo test --test suite learn): {stale:?}"
    );
}

pub(crate) const LANGS: [Lang; 3] = [Lang::En, Lang::Nl, Lang::Vi];

/// How many of the first blocks go before the legend of the game's rule
/// marks: its title (as `ui/rule_marks.rs` draws it), none without marks.
fn title_blocks(folder: &str, blocks: &[Block]) -> usize {
    let g = GAMES.iter().find(|g| g.folder == folder).unwrap();
    match (blocks.first(), (g.entry.info)().rule_marks) {
        (Some(Block::Heading(1, ..)), Some(_)) => 1,
        _ => 0,
    }
}

/// The rules page's own words in `lang` around the text's opening, as
/// `ui/rules_page.rs` draws them before the text's end: the game's "About
/// this game" (`ui/about.rs`, its pictures' room while they load), then the
/// article: the rules' title and the legend of the game's marks
/// (`ui/rule_marks.rs`), then the text (the placeholder); `title` is what
/// goes before the legend. `None` for a game with neither. The browser
/// test shell 7 checks that the app draws the same in the same place.
fn rules_head(folder: &str, title: &[Block], lang: Lang) -> Option<String> {
    let g = GAMES.iter().find(|g| g.folder == folder).unwrap();
    let info = (g.entry.info)();
    let book = words(&format!("games/{folder}/src/messages"));
    let ui = words("crates/web/src/ui/messages");
    let say =
        |book: &'static Messages, key: &'static str| escape(&Msg::new(book, key).render(lang));
    let about = about_keys(book, info.pictures, lang);
    if about.is_empty() && info.pictures.is_empty() && info.rule_marks.is_none() {
        return None;
    }
    let mut out = String::new();
    if !about.is_empty() || !info.pictures.is_empty() {
        out += &format!(
            "<section class=\"about\" aria-labelledby=\"about-title\"><h2 id=\"about-title\">{}</h2>",
            say(ui, "rules.about")
        );
        for k in about {
            out += &format!("<p>{}</p>", say(book, k));
        }
        if !info.pictures.is_empty() {
            out += &format!(
                "<div class=\"about-pictures waiting\"><p class=\"lazy-loading\">{}</p>",
                say(ui, "rules.pictures-wait")
            );
            for q in info.pictures {
                let (w, h) = q.view_box;
                out += &format!(
                    "<figure aria-hidden=\"true\"><svg class=\"thumb-svg thumb-wait\" viewBox=\"0 0 {w} {h}\"></svg><figcaption>{}</figcaption></figure>",
                    say(book, q.caption)
                );
            }
            out += "</div>";
        }
        out += "</section>\n";
    }
    out += "<article class=\"markdown shell-rules-text\">\n";
    out += &to_html(title);
    if let Some(marks) = info.rule_marks {
        out += &format!(
            "<aside class=\"rule-marks\" aria-labelledby=\"rule-marks-title\"><h2 id=\"rule-marks-title\">{}</h2><p>{}</p><ul>",
            say(ui, "marks.title"),
            say(book, marks.lead)
        );
        for (k, meaning) in marks.marks {
            out += &format!(
                "<li><span class=\"rule-mark\">[{}]</span> {}</li>",
                escape(k),
                say(book, meaning)
            );
        }
        out += "</ul></aside>\n";
    }
    out += "<!--rules.lead.html-->\n</article>\n";
    Some(out)
}

/// The words of `path`.<lang>.txt in the three languages (read from the
/// files, not installed into the app's books, which other tests read).
pub(crate) fn words(path: &str) -> &'static Messages {
    let read = |l: &str| -> &'static str {
        let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("{path}.{l}.txt"));
        Box::leak(
            std::fs::read_to_string(file)
                .unwrap_or_default()
                .into_boxed_str(),
        )
    };
    Box::leak(Box::new(Messages::langs(
        read("en"),
        read("nl"),
        read("vi"),
    )))
}

/// Each (Markdown, HTML) pair's HTML is the Markdown's [`lead`]: checked,
/// or written with `ATTIC_WRITE_LEADS=1`.
fn leads_up_to_date(pairs: Vec<(std::path::PathBuf, std::path::PathBuf)>) {
    let write = std::env::var_os("ATTIC_WRITE_LEADS").is_some();
    let mut stale = Vec::new();
    for (md, path) in &pairs {
        let html = to_html(lead(&parse(&std::fs::read_to_string(md).unwrap())));
        if write {
            std::fs::write(path, &html).unwrap();
        } else if std::fs::read_to_string(path).ok().as_deref() != Some(html.as_str()) {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "out of date (ATTIC_WRITE_LEADS=1 cargo test --test suite learn): {stale:?}"
    );
}
