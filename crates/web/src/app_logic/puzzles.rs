//! The puzzle page's decisions that need no browser (issue 29): the
//! player's progress (puzzles solved, the streak) as it is kept in this
//! browser and carried in an export, the daily puzzle chosen by date, and
//! the way through a game's puzzles. The browser side is `ui::puzzle_page`
//! and `ui::puzzle_store`.

/// The line that carries the progress in an export file, after the
/// records. A tag line no record has, so an import finds it and the
/// record reader never sees it.
pub const EXPORT_TAG: &str = "[AtticPuzzles \"";

/// What a player has done with the puzzles in this browser.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// The ids of the puzzles solved (first try or not), in order: a
    /// sorted vector rather than a `BTreeSet`, whose B-tree code would be
    /// one more copy in the wasm for a list of at most a few hundred.
    pub solved: Vec<String>,
    /// Puzzles solved at the first try, one after another, up to now.
    pub streak: u32,
    /// The longest streak so far.
    pub best: u32,
}

/// How an attempt at a puzzle ended, for the progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// The right move, before any wrong one, hint or shown answer.
    Clean,
    /// The right move after a wrong one, a hint, or the answer shown.
    Helped,
    /// A wrong move (the streak ends).
    Wrong,
}

impl Progress {
    /// Whether puzzle `id` is solved.
    pub fn has(&self, id: &str) -> bool {
        self.solved.binary_search_by(|s| s.as_str().cmp(id)).is_ok()
    }

    /// Count puzzle `id` as solved.
    fn add(&mut self, id: &str) {
        if let Err(at) = self.solved.binary_search_by(|s| s.as_str().cmp(id)) {
            self.solved.insert(at, id.to_string());
        }
    }

    /// The progress after an attempt at puzzle `id`.
    pub fn after(&self, id: &str, a: Attempt) -> Progress {
        let mut p = self.clone();
        match a {
            Attempt::Clean => {
                p.add(id);
                p.streak += 1;
                p.best = p.best.max(p.streak);
            }
            Attempt::Helped => p.add(id),
            Attempt::Wrong => p.streak = 0,
        }
        p
    }

    /// How many of `ids` are solved.
    pub fn solved_of<'a>(&self, ids: impl IntoIterator<Item = &'a str>) -> usize {
        ids.into_iter().filter(|i| self.has(i)).count()
    }

    /// Both progresses together (an import into a browser that has some
    /// already): every puzzle solved in either, the longer best; the
    /// streak is this browser's (it is about the puzzles played here).
    pub fn merge(&self, other: &Progress) -> Progress {
        let mut out = Progress {
            solved: self.solved.clone(),
            streak: self.streak,
            best: self.best.max(other.best).max(self.streak),
        };
        for id in &other.solved {
            out.add(id);
        }
        out
    }

    /// The progress as stored: `v1 streak best id id …`, ids without
    /// spaces (a game's puzzle ids are `<game>-<n>`).
    pub fn write(&self) -> String {
        let mut out = format!("v1 {} {}", self.streak, self.best);
        for id in &self.solved {
            out.push(' ');
            out.push_str(id);
        }
        out
    }

    /// Read what [`Progress::write`] wrote; `Err` names what is wrong.
    pub fn read(text: &str) -> Result<Progress, String> {
        let mut words = text.split_whitespace();
        if words.next() != Some("v1") {
            return Err("it does not start with v1".into());
        }
        let mut number = |what: &str| -> Result<u32, String> {
            let w = words.next().ok_or_else(|| format!("no {what}"))?;
            w.parse()
                .map_err(|_| format!("{what} {w:?} is not a number"))
        };
        let streak = number("streak")?;
        let best = number("best")?;
        let mut p = Progress {
            solved: Vec::new(),
            streak,
            best: best.max(streak),
        };
        for id in words {
            let ok = id.len() <= 40
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            if !ok {
                return Err(format!("{id} is not a puzzle id"));
            }
            p.add(id);
        }
        Ok(p)
    }
}

/// An export file without its progress line, and that line's value (the
/// stored text, unread: [`Progress::read`] reads it). Only the pages that
/// keep the progress read it; the main module's import only leaves the
/// line out.
pub fn take_progress(text: &str) -> (String, Option<&str>) {
    let mut found = None;
    let mut rest = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        match line.trim().strip_prefix(EXPORT_TAG) {
            Some(v) => found = Some(v.strip_suffix("\"]").unwrap_or(v)),
            None => rest.push_str(line),
        }
    }
    (rest, found)
}

/// The export line of a stored progress text, without reading it: only
/// when it holds nothing a record's tag could not (it is copied as it is;
/// [`Progress::write`] writes such texts). `None` for an empty text.
pub fn export_line(stored: &str) -> Option<String> {
    let plain = stored
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b' ' || b == b'-' || b == b'_');
    (plain && stored.starts_with("v1 ")).then(|| format!("{EXPORT_TAG}{stored}\"]\n"))
}

/// Days since 1970-01-01 of a calendar date (proleptic Gregorian; H.
/// Hinnant's `days_from_civil`).
pub fn day_number(year: i64, month: u32, day: u32) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = month as i64;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + day as i64 - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The daily puzzle of day `day` ([`day_number`]): the game (by its index
/// among `games` games with puzzles) changes every day, and each game's
/// puzzles are taken in turn, `count` being how many it has. The same on
/// every device and offline: it depends on the date alone.
pub fn daily(day: i64, games: usize) -> (usize, u64) {
    let games = games.max(1) as i64;
    let game = day.rem_euclid(games) as usize;
    // The how-manieth time this game is the day's game.
    let round = day.div_euclid(games).max(0) as u64;
    (game, round)
}

/// The puzzle of `round` among `count`: spread, not in file order (which
/// is the maker's, often easy ones first), by a fixed stride that is
/// prime to any count below 1 000.
pub fn daily_index(round: u64, count: usize) -> usize {
    if count == 0 {
        return 0;
    }
    (round.wrapping_mul(997) % count as u64) as usize
}

/// The index of the first puzzle of `ids` not solved yet at or after
/// `from` (wrapping round), else `from`.
pub fn next_unsolved<S: AsRef<str>>(ids: &[S], p: &Progress, from: usize) -> usize {
    let n = ids.len();
    (0..n)
        .map(|k| (from + k) % n)
        .find(|&i| !p.has(ids[i].as_ref()))
        .unwrap_or(from)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(p: &Progress) -> Vec<&str> {
        p.solved.iter().map(String::as_str).collect()
    }

    #[test]
    fn a_clean_solve_grows_the_streak_and_a_wrong_move_ends_it() {
        let p = Progress::default()
            .after("tau-1", Attempt::Clean)
            .after("tau-2", Attempt::Clean);
        assert_eq!((p.streak, p.best), (2, 2));
        let p = p.after("tau-3", Attempt::Wrong);
        assert_eq!((p.streak, p.best), (0, 2));
        assert_eq!(ids(&p), ["tau-1", "tau-2"]);
        let p = p.after("tau-3", Attempt::Helped);
        assert_eq!((p.streak, p.best), (0, 2));
        assert_eq!(ids(&p), ["tau-1", "tau-2", "tau-3"]);
        assert_eq!(p.solved_of(["tau-1", "tau-9", "tau-3"]), 2);
    }

    #[test]
    fn progress_reads_back_what_it_writes_and_names_what_is_wrong() {
        let p = Progress::default()
            .after("chogo-12", Attempt::Clean)
            .after("straat-3", Attempt::Helped);
        assert_eq!(p.write(), "v1 1 1 chogo-12 straat-3");
        assert_eq!(Progress::read(&p.write()), Ok(p));
        assert_eq!(Progress::read("v1 0 0"), Ok(Progress::default()));
        assert!(Progress::read("").unwrap_err().contains("v1"));
        assert!(Progress::read("v1 x 0").unwrap_err().contains("streak"));
        assert!(Progress::read("v1 1").unwrap_err().contains("best"));
        assert!(Progress::read("v1 1 2 a\"b")
            .unwrap_err()
            .contains("puzzle id"));
        // A best below the streak is mended, not refused.
        assert_eq!(Progress::read("v1 5 2").unwrap().best, 5);
    }

    #[test]
    fn an_export_carries_the_progress_and_an_import_takes_it_out() {
        let p = Progress::default().after("tau-7", Attempt::Clean);
        let line = export_line(&p.write()).unwrap();
        assert_eq!(line, "[AtticPuzzles \"v1 1 1 tau-7\"]\n");
        let file = format!("[Game \"tau\"]\n\n1. pass\n\n{line}");
        let (rest, got) = take_progress(&file);
        assert_eq!(got.map(Progress::read), Some(Ok(p)));
        assert_eq!(rest, "[Game \"tau\"]\n\n1. pass\n\n");
        // What a tag could not carry is not exported.
        assert_eq!(export_line(""), None);
        assert_eq!(export_line("v1 0 0 a\"]"), None);
        assert_eq!(export_line("garbage"), None);
        // A broken line is taken out all the same; reading it says why.
        let (rest, got) = take_progress("[AtticPuzzles \"v9\"]\n[Game \"tau\"]\n");
        assert_eq!(rest, "[Game \"tau\"]\n");
        assert!(Progress::read(got.unwrap()).is_err());
    }

    #[test]
    fn merging_keeps_every_solved_puzzle_and_the_longer_best() {
        let here = Progress::default()
            .after("a-1", Attempt::Clean)
            .after("a-2", Attempt::Clean);
        let there = Progress::read("v1 4 6 a-2 b-1").unwrap();
        let m = here.merge(&there);
        assert_eq!(ids(&m), ["a-1", "a-2", "b-1"]);
        assert_eq!((m.streak, m.best), (2, 6));
    }

    #[test]
    fn day_numbers_are_the_calendars() {
        assert_eq!(day_number(1970, 1, 1), 0);
        assert_eq!(day_number(2000, 3, 1), 11_017);
        assert_eq!(day_number(2026, 11, 29), 20_786);
        assert_eq!(day_number(2024, 2, 29) + 1, day_number(2024, 3, 1));
        assert_eq!(day_number(1969, 12, 31), -1);
    }

    #[test]
    fn the_daily_puzzle_changes_game_every_day_and_visits_every_puzzle() {
        let (g0, r0) = daily(20_786, 5);
        let (g1, _) = daily(20_787, 5);
        assert_ne!(g0, g1);
        assert_eq!(daily(20_786 + 5, 5), (g0, r0 + 1));
        for count in [1, 7, 60, 61, 997 - 1] {
            let mut seen: Vec<usize> = (0..count as u64).map(|r| daily_index(r, count)).collect();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), count, "count {count}");
        }
        assert_eq!(daily_index(3, 0), 0);
        assert_eq!(daily(-3, 0).0, 0);
    }

    #[test]
    fn next_unsolved_wraps_round_and_stays_when_all_are_solved() {
        let all = ["a-1", "a-2", "a-3"];
        let p = Progress::read("v1 0 0 a-2").unwrap();
        assert_eq!(next_unsolved(&all, &p, 1), 2);
        assert_eq!(next_unsolved(&all, &p, 2), 2);
        let p = Progress::read("v1 0 0 a-3 a-2").unwrap();
        assert_eq!(next_unsolved(&all, &p, 1), 0);
        let p = Progress::read("v1 0 0 a-1 a-2 a-3").unwrap();
        assert_eq!(next_unsolved(&all, &p, 1), 1);
    }
}
