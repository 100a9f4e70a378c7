//! Every how-to-play page (`games/<folder>/src/learn/<id>.<lang>.md`):
//! each game on the site has one in English, and every live board on every
//! page reads and plays out (its moves legal, its try's answers legal).

use attic::games::{GAMES, REGISTRY};
use attic::text::lesson::Lesson;
use attic::text::markdown::{lead, parse, to_html, Block};
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

/// Each game's rules opening (`games/<folder>/src/rules.lead.html`), which
/// the frame shows on the rules page while the app loads (issue 27: the
/// text is that page's largest paint).
#[test]
fn every_rules_lead_is_up_to_date() {
    let mut pairs: Vec<_> = GAMES
        .iter()
        .map(|g| {
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("games")
                .join(g.folder)
                .join("src")
        })
        .map(|dir| (dir.join("rules.md"), dir.join("rules.lead.html")))
        .collect();
    pairs.dedup();
    assert!(
        pairs.len() >= 7,
        "every game folder has its rules ({})",
        pairs.len()
    );
    leads_up_to_date(pairs);
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
