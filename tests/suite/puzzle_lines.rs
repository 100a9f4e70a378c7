//! Puzzles of several moves (issue 29): the `Line` and `Themes` tags read
//! back as written, a broken line is refused with words that say what is
//! wrong (never a panic), the checker re-proves whole lines, and a line
//! with a reply that leaves the solver no single right move is refused.

use attic::cli::capture;
use attic::core::puzzle::prove_line;
use attic::core::puzzles::{self, Puzzle};

const OANQUAN: &str = include_str!("../../games/oanquan/puzzles/oanquan.txt");

fn read_all(text: &str) -> Vec<Puzzle> {
    puzzles::read(&attic::games::REGISTRY, text)
        .into_iter()
        .map(|(_, r)| r.unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

/// The text of the shipped O An Quan puzzle `id`.
fn text_of(id: &str) -> String {
    let start = OANQUAN.find(&format!("[Puzzle \"{id}\"]")).unwrap();
    let end = OANQUAN[start + 1..]
        .find("[Puzzle")
        .map_or(OANQUAN.len(), |e| start + 1 + e);
    OANQUAN[start..end].to_string()
}

/// The first shipped O An Quan line of five plies.
fn long_line() -> Puzzle {
    read_all(OANQUAN)
        .into_iter()
        .find(|p| p.line.len() == 5)
        .expect("a line of 5 plies")
}

#[test]
fn a_line_reads_back_as_written_and_its_steps_follow_it() {
    let p = long_line();
    assert_eq!(p.moves(), 3);
    assert_eq!(p.themes.len(), 3);
    let again = read_all(&p.write());
    assert_eq!(again[0].write(), p.write());
    assert_eq!((&again[0].line, &again[0].themes), (&p.line, &p.themes));
    for step in 0..3 {
        let answer = &p.line[2 * step];
        assert_eq!(p.answer_at(step), vec![answer.clone()]);
        assert!(p.judge_at(step, answer), "step {step}");
        // Another legal move at that step is wrong.
        let at = p.position_at(step).unwrap();
        let other = at
            .current()
            .legal_tokens()
            .into_iter()
            .find(|t| t != answer);
        if let Some(other) = other {
            assert!(!p.judge_at(step, &other), "step {step}: {other}");
        }
        assert_eq!(p.theme_at(step), p.themes[step]);
    }
    assert_eq!(p.reply_at(0), Some(p.line[1].as_str()));
    assert_eq!(p.reply_at(1), Some(p.line[3].as_str()));
    assert_eq!(p.reply_at(2), None);
    // A puzzle of one move is a line of one.
    let one = &read_all(&text_of("oanquan-1"))[0];
    assert_eq!((one.moves(), one.reply_at(0)), (1, None));
    assert!(one.write().lines().all(|l| !l.starts_with("[Line")));
}

fn error_of(text: &str) -> String {
    match &puzzles::read(&attic::games::REGISTRY, text)[0].1 {
        Ok(p) => panic!("read {}", p.id),
        Err(e) => e.clone(),
    }
}

#[test]
fn a_broken_line_is_refused_with_what_is_wrong() {
    let p = long_line();
    let good = p.write();
    let line = good.lines().find(|l| l.starts_with("[Line ")).unwrap();
    let themes = good.lines().find(|l| l.starts_with("[Themes ")).unwrap();
    let with = |from: &str, to: &str| good.replacen(from, to, 1);
    let t = &p.line;
    // A line of three plies, with its two themes.
    let two = format!("[Themes \"{} {}\"]", p.themes[0], p.themes[1]);
    let short = |l: &str| with(line, &format!("[Line \"{l}\"]")).replacen(themes, &two, 1);
    let cases = [
        (with(&format!("{themes}\n"), ""), "the Line has no Themes"),
        (with(&format!("{line}\n"), ""), "the Themes have no Line"),
        (
            with(line, &format!("[Line \"{} {}\"]", t[0], t[1])),
            "the Line has 2 plies",
        ),
        (
            with(line, &format!("[Line \"{} {} {}\"]", t[2], t[1], t[0])),
            "not the Answer",
        ),
        (
            short(&format!("{} {} XX9", t[0], t[1])),
            "the Line's XX9 (ply 3) is not legal",
        ),
        (
            short(&format!("{} {} {}", t[0], t[0], t[0])),
            "(ply 2) is not legal",
        ),
        (
            with(themes, "[Themes \"chain\"]"),
            "not one per solver's move",
        ),
        (
            with(themes, &format!("[Themes \"{} Big x\"]", p.theme)),
            "the Themes' Big is not an id",
        ),
    ];
    for (text, want) in cases {
        let e = error_of(&text);
        assert!(e.starts_with("puzzle 1 (line 1): "), "{e}");
        assert!(e.contains(want), "{e:?} should say {want:?}");
    }
    // Cut anywhere: read or refused, never a panic.
    for i in (0..good.len()).filter(|&i| good.is_char_boundary(i)) {
        for (_, r) in puzzles::read(&attic::games::REGISTRY, &good[..i]) {
            if let Err(e) = r {
                assert!(e.starts_with("puzzle "), "{e}");
            }
        }
    }
}

#[test]
fn the_checker_re_proves_whole_lines() {
    // A line whose first reply is one of several.
    let p = read_all(OANQUAN)
        .into_iter()
        .find(|p| {
            let mut g = p.session.current().clone_box();
            !p.line.is_empty() && g.play_token(&p.line[0]).is_ok() && g.legal_tokens().len() > 1
        })
        .expect("a line with a choice of replies");
    puzzles::check(&p).unwrap();
    // Another theme at the second move: read, but not the prover's.
    let mut q = p.clone();
    q.themes[1] = "quan".into();
    if q.themes[1] == p.themes[1] {
        q.themes[1] = "chain".into();
    }
    let e = puzzles::check(&q).unwrap_err();
    assert!(e.contains("the themes are"), "{e}");
    // Another move at the solver's second turn: legal, but not the
    // prover's right one.
    let mut q = p.clone();
    let at = q.position_at(1).unwrap();
    let other = at
        .current()
        .legal_tokens()
        .into_iter()
        .map(|t| at.current().clone_box().play_token(&t).unwrap().0)
        .find(|t| *t != q.line[2])
        .expect("the solver has a choice");
    q.line[2] = other.clone();
    let e = puzzles::check(&q).unwrap_err();
    assert!(e.contains("the line is"), "{e}");
    assert!(e.contains(&other), "{e}");
    let out = capture(&["puzzles", "oanquan", "--check", "-"], &p.write());
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out
        .stdout
        .contains("1 puzzles of oanquan, every proof holds"));
}

/// A line whose reply leaves the solver two good answers is no puzzle:
/// among the shipped one-move puzzles, one whose line stops at a reply
/// (not forced, so every reply must be answered) after which two moves
/// keep about as much; a line written through that reply is refused by
/// the checker, naming it.
#[test]
fn a_line_whose_reply_leaves_two_good_answers_is_refused() {
    let tool = (attic::games::find("oanquan").unwrap().puzzles)().unwrap();
    let all = read_all(OANQUAN);
    let mut first = |g: &dyn attic::core::AnyGame, _: usize| g.legal_tokens().into_iter().next();
    let (p, why) = all
        .iter()
        .filter(|p| p.line.is_empty())
        .find_map(|p| {
            let e = prove_line(&tool, p.session.current(), 2, &mut first).err()?;
            e.contains("a margin under").then_some((p, e))
        })
        .expect("a puzzle whose reply leaves two good answers");
    // "after move 1, the reply <r>: at 5 plies <a> keeps 3 and <b> keeps 2: a margin under 5"
    let reply = why
        .strip_prefix("after move 1, the reply ")
        .and_then(|r| r.split(": ").next())
        .unwrap_or_else(|| panic!("{why}"));
    let mut g = p.session.current().clone_box();
    g.play_token(&p.answer[0]).unwrap();
    g.play_token(reply).unwrap();
    // As a record writes it (a listed token may be shorter).
    let next = g.clone_box().play_token(&g.legal_tokens()[0]).unwrap().0;
    let text = p.write().replacen(
        "[Game ",
        &format!(
            "[Line \"{} {reply} {next}\"]\n[Themes \"{} {}\"]\n[Game ",
            p.answer[0], p.theme, p.theme
        ),
        1,
    );
    let mut q = read_all(&text).remove(0);
    q.difficulty = puzzles::line_difficulty(q.depth, &q.missed, 2);
    let e = puzzles::check(&q).unwrap_err();
    assert!(e.contains("no proof of the line"), "{e}");
    assert!(e.contains(&format!("the reply {reply}: ")), "{e}");
    assert!(e.contains("a margin under"), "{e}");
}

/// Every shipped line of every game, re-proved whole (a few seconds):
/// the games whose provers find lines ship some.
#[test]
fn the_shipped_lines_are_re_proved() {
    for g in attic::games::GAMES {
        let Some(tool) = (g.entry.puzzles)() else {
            continue;
        };
        let id = (g.entry.info)().id;
        let lines: Vec<Puzzle> = read_all(tool.shipped)
            .into_iter()
            .filter(|p| !p.line.is_empty())
            .collect();
        for p in &lines {
            puzzles::check(p).unwrap_or_else(|e| panic!("{e}"));
            assert!(p.difficulty >= 2, "{}: a line counts its length", p.id);
        }
        if ["oanquan", "chogo", "turnooi"].contains(&id) {
            assert!(lines.len() >= 5, "{id}: {} lines", lines.len());
        }
    }
}

/// The rule of a line, checked here on its own, not through
/// `prove_line`: at each reply of each shipped line, either the reply is
/// the opponent's proven best (forced), or every legal reply leaves the
/// solver one proven right move; and the solver's moves are the prover's.
#[test]
fn each_shipped_reply_is_forced_or_every_reply_is_answered() {
    let (mut forced, mut answered) = (0, 0);
    for id in ["oanquan", "chogo", "turnooi"] {
        let tool = (attic::games::find(id).unwrap().puzzles)().unwrap();
        for p in read_all(tool.shipped).iter().filter(|p| !p.line.is_empty()) {
            for step in 0..p.moves() {
                let at = p.position_at(step).unwrap();
                let proof = (tool.prove)(at.current()).unwrap();
                assert_eq!(proof.answer, vec![p.line[2 * step].clone()], "{}", p.id);
                let Some(reply) = p.reply_at(step) else {
                    continue;
                };
                let mut g = at.current().clone_box();
                g.play_token(&p.line[2 * step]).unwrap();
                let best = (tool.prove)(&*g).ok().map(|b| b.answer[0].clone());
                if best.as_deref() == Some(reply) {
                    forced += 1;
                    continue;
                }
                for r in g.legal_tokens() {
                    let mut h = g.clone_box();
                    h.play_token(&r).unwrap();
                    assert!((tool.prove)(&*h).is_ok(), "{} reply {r} unanswered", p.id);
                }
                answered += 1;
            }
        }
    }
    // The shipped lines answer every reply (no forced one was found: the
    // opponent's best is seldom clear by the margin there).
    assert!(answered >= 10, "forced {forced}, answered {answered}");
}
