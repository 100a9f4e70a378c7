//! Measured thinking time: how long each AI level takes for a move in a
//! game, measured once by `attic think` and shipped in the game's folder as
//! a small text file ([`crate::GameInfo::think_times`]), so the level
//! descriptions can say the real time a move takes rather than the budget.
//!
//! The format, one level a line (`#` starts a comment line):
//!
//! ```text
//! longtau level=5 moves=30 median=850 p90=2100
//! ```
//!
//! `median` and `p90` are milliseconds a searched move took (moves with a
//! single legal choice are played at once and not counted), by nearest
//! rank over `moves` moves; `moves=0` for a game where no choice came up
//! (its AI never has to think).

/// One line: a game id at one level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThinkTime {
    /// Game or variant id.
    pub id: String,
    /// AI level, 1..=5.
    pub level: u8,
    /// Searched moves measured.
    pub moves: u32,
    /// Median milliseconds per searched move.
    pub median: u32,
    /// 90th percentile, milliseconds.
    pub p90: u32,
}

impl ThinkTime {
    /// The line of the file.
    pub fn line(&self) -> String {
        format!(
            "{} level={} moves={} median={} p90={}",
            self.id, self.level, self.moves, self.median, self.p90
        )
    }

    /// Read a line; `None` if it is not one.
    pub fn parse(line: &str) -> Option<ThinkTime> {
        let mut words = line.split_whitespace();
        let id = words.next()?.to_string();
        let mut t = ThinkTime {
            id,
            level: 0,
            moves: 0,
            median: 0,
            p90: 0,
        };
        for w in words {
            let (k, v) = w.split_once('=')?;
            match k {
                "level" => t.level = v.parse().ok()?,
                "moves" => t.moves = v.parse().ok()?,
                "median" => t.median = v.parse().ok()?,
                "p90" => t.p90 = v.parse().ok()?,
                _ => return None,
            }
        }
        ((1..=5).contains(&t.level) && t.median <= t.p90).then_some(t)
    }
}

/// Every line of a file, skipping comments and blank lines; `Err` names the
/// first line that is not one.
pub fn read(text: &str) -> Result<Vec<ThinkTime>, String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| ThinkTime::parse(l).ok_or_else(|| l.to_string()))
        .collect()
}

/// The measured time of `level` for game `id` in a file, if any.
pub fn of(text: &str, id: &str, level: u8) -> Option<ThinkTime> {
    read(text)
        .ok()?
        .into_iter()
        .find(|t| t.id == id && t.level == level)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_reads_back() {
        let t = ThinkTime {
            id: "longtau".into(),
            level: 5,
            moves: 30,
            median: 850,
            p90: 2100,
        };
        assert_eq!(ThinkTime::parse(&t.line()), Some(t));
    }

    #[test]
    fn bad_lines_are_named() {
        assert_eq!(
            read("# c\n\nx level=6 moves=1 median=1 p90=1"),
            Err("x level=6 moves=1 median=1 p90=1".into())
        );
        assert!(ThinkTime::parse("x level=2 moves=3 median=9 p90=1").is_none());
        assert!(ThinkTime::parse("x level=2 moves=3 median=1 p90=9 more=1").is_none());
        assert_eq!(
            of("a level=1 moves=2 median=3 p90=4", "a", 1).map(|t| t.p90),
            Some(4)
        );
        assert_eq!(of("a level=1 moves=2 median=3 p90=4", "a", 2), None);
    }
}
