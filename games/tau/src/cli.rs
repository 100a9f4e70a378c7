//! `attic solve tau`: the exact value of the play phase from the start.

use super::mtd::MtdSolver;
use super::solver::{greedy_value, Comp, Solver};
use attic_core::decimal::fixed;
use attic_core::{Args, Lang};

/// Default cap of `attic solve tau --method full` (positions; the full
/// minimax takes about 190 bytes each at the hash table's peak, 15
/// million took 2.8 GB).
pub const CLI_MAX_POSITIONS: u64 = 20_000_000;

/// Default cap of `attic solve tau` with MTD(f), which keeps 1–3 KB an
/// expanded position (40×40: 965 000 took 0.9 GB; 50×50: 400 000 took
/// 1.06 GB), so 4 million stays within about 11 GB.
pub const CLI_MTD_MAX_POSITIONS: u64 = 4_000_000;

/// The cap in the browser's worker (at most about 1.1 GB of memo).
#[cfg(target_arch = "wasm32")]
pub const WASM_MAX_POSITIONS: u64 = 400_000;

/// `attic solve tau --explain <record text> [--lang <code>]`: "the solver
/// says" about a game, one line each, in English or the language `code`
/// (what the page shows after a game, in the reader's language; the page
/// asks the AI worker for it, so the search never blocks the page).
fn explain_cli(record: &str, lang: Lang) -> Result<String, String> {
    use attic_records::Session;
    let s = Session::from_record(crate::ALONE, record).map_err(|e| e.to_string())?;
    let start = s
        .at(0)
        .as_any()
        .downcast_ref::<super::Tau>()
        .ok_or("not a TAU record")?;
    let moves = s
        .tokens()
        .iter()
        .map(|t| super::parse_token(t).map_err(|e| format!("{t}: {e}")))
        .collect::<Result<Vec<_>, _>>()?;
    // MTD(f) explains a 30×30 game (20 turns) in about 1.4 s natively,
    // 85 000 positions; beyond, the budget would run out anyway.
    let explained = (start.total_turns() <= super::ai::BID_MAX_TURNS)
        .then(|| super::explain::explain(start, &moves, super::ai::EXPLAIN_BUDGET))
        .flatten();
    let lines = match explained {
        Some(x) => x.messages(),
        None => {
            let end = s.current().as_any().downcast_ref::<super::Tau>();
            super::explain::bounds_lines(start, end.and_then(|g| g.roles.as_ref()))
        }
    };
    Ok(lines.iter().map(|m| m.render(lang) + "\n").collect())
}

/// How `attic solve tau` is called.
const USAGE: &str =
    "attic solve tau [--rows R] [--cols C] [--max-positions N] [--method mtd|full], \
                     or attic solve tau --explain <record text> [--lang <code>]";

/// The options of `attic solve tau`, beside `--explain`.
const SOLVE_FLAGS: [&str; 4] = ["rows", "cols", "max-positions", "method"];

/// TAU's after-game review ([`attic_core::Tools::review`]): the lines of
/// `--explain` in `lang`, or why there are none, in `lang` too.
pub(super) fn review(record: &str, lang: Lang) -> Result<String, String> {
    explain_cli(record, lang).map_err(|e| {
        super::rules::msg("review.error")
            .text("error", e)
            .render(lang)
    })
}

/// `attic solve tau --rows R --cols C [--max-positions N]`, or
/// `attic solve tau --explain <record text> [--lang <code>]`.
pub fn cli(args: &[String], _input: &mut dyn std::io::Read) -> Result<String, String> {
    let mut known = SOLVE_FLAGS.to_vec();
    known.extend(["explain", "lang"]);
    let a = Args::parse(args, &known).map_err(|e| format!("{e}; usage: {USAGE}"))?;
    a.positionals(0, USAGE)?;
    if let Some(record) = a.get("explain") {
        if let Some(other) = SOLVE_FLAGS.iter().find(|f| a.get(f).is_some()) {
            return Err(format!(
                "--explain takes no other option than --lang (--{other} given)"
            ));
        }
        let lang = match a.get("lang") {
            None => Lang::En,
            Some(code) => Lang::from_code(code)
                .ok_or_else(|| format!("--lang: unknown language \"{code}\""))?,
        };
        return explain_cli(record, lang);
    }
    if a.get("lang").is_some() {
        return Err("--lang goes with --explain only".into());
    }
    let side = |name| a.value(name, 12u8, "a side from 2 to 50", |n| (2..=50).contains(n));
    let (rows, cols) = (side("rows")?, side("cols")?);
    let cap = match a.get("max-positions") {
        None => None,
        Some(_) => Some(a.value("max-positions", 0u64, "a positive number", |n| *n > 0)?),
    };
    let full = match a.get("method") {
        None | Some("mtd") => false,
        Some("full") => true,
        Some(v) => return Err(format!("--method: \"{v}\" is not mtd or full")),
    };
    let cap = cap.unwrap_or(if full {
        CLI_MAX_POSITIONS
    } else {
        CLI_MTD_MAX_POSITIONS
    });
    // wasm32 has at most 4 GB (see the caps' figures above).
    #[cfg(target_arch = "wasm32")]
    let cap = cap.min(WASM_MAX_POSITIONS);
    let t = (rows + cols).div_ceil(3);
    // No clock in wasm32-unknown-unknown's std: the worker times the call.
    #[cfg(not(target_arch = "wasm32"))]
    let start = std::time::Instant::now();
    let took = || -> String {
        #[cfg(not(target_arch = "wasm32"))]
        return format!(" in {} s", fixed(start.elapsed().as_secs_f64(), 3));
        #[cfg(target_arch = "wasm32")]
        String::new()
    };
    let (r, c) = (Comp::new(&[rows]), Comp::new(&[cols]));
    let (v, aborted, nodes, how) = if full {
        let mut s = Solver::with_budget(cap);
        let v = s.value(&r, &c, t, true);
        (v, s.aborted, s.nodes, "full minimax".to_string())
    } else {
        let mut s = MtdSolver::with_budget(cap);
        let v = s.value(&r, &c, t, true);
        let how = format!(
            "MTD(f), {} null-window tests, {} memo entries",
            s.tests,
            s.memo_len()
        );
        (v, s.aborted, s.nodes, how)
    };
    let took = took();
    if aborted {
        let est = greedy_value(&r, &c, t, true);
        #[cfg(not(target_arch = "wasm32"))]
        let hint = "raise --max-positions (memory grows 1–3 KB a position)".to_string();
        #[cfg(target_arch = "wasm32")]
        let hint = format!(
            "the browser's cap is {WASM_MAX_POSITIONS} positions (memory); natively, raise --max-positions"
        );
        return Ok(format!(
            "TAU {}x{}, {} turns: not solved within {} positions{}; \
             {}\n\
             greedy play (not exact) scores about 10^{}\n",
            rows,
            cols,
            t,
            cap,
            took,
            hint,
            fixed(est / std::f64::consts::LN_10, 1)
        ));
    }
    Ok(format!(
        "TAU {rows}x{cols}, {t} turns: minimax score {} (HIGH maximising, LOW minimising)\n\
         solved{took} ({} positions; {how})\n",
        v.to_big(),
        nodes
    ))
}

#[cfg(test)]
mod tests {
    use attic_core::Rng;
    use attic_records::Session;

    /// `--explain` renders in the language `--lang` names (English when a
    /// language has no TAU file yet) and refuses an unknown code.
    #[test]
    fn explain_speaks_the_language_asked_for() {
        let mut s = Session::new(crate::ALONE, "tau", "rows=3,cols=3", &mut Rng::new(1))
            .expect("a 3x3 game");
        for t in ["2", "pass", "r2", "c2"] {
            s.play(t).expect("legal");
        }
        let record = s.to_record();
        let run = |extra: &[&str]| {
            let args: Vec<String> = ["--explain", record.as_str()]
                .iter()
                .chain(extra)
                .map(|a| a.to_string())
                .collect();
            super::cli(&args, &mut std::io::empty())
        };
        let en = run(&[]).expect("explained");
        assert!(en.contains("Move 3 (r2, by A) lost the win"), "{en}");
        assert_eq!(run(&["--lang", "nl"]), Ok(en));
        assert!(run(&["--lang", "xx"]).is_err());
        // --lang belongs to --explain, and --explain takes no solve option.
        assert!(super::cli(&["--lang".into(), "nl".into()], &mut std::io::empty()).is_err());
        assert!(run(&["--rows", "5"]).is_err());

        // The after-game review is the same text, made only when run.
        let review = (s.entry().review)(&record, attic_core::Lang::En).expect("TAU reviews");
        assert_eq!(review(), run(&[]));
        let bad = (s.entry().review)("[Game \"tau\"]", attic_core::Lang::En).expect("lazy");
        let why = bad().expect_err("no Result tag");
        assert!(
            why.starts_with("The solver could not explain this game: "),
            "{why}"
        );
    }
}
