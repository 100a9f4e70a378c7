//! Measured games: how long a game lasts and how the wins fall by order of
//! play, per game id and player count, computed once by simulation
//! (`attic stats`) and shipped in a game's folder as a small text file
//! ([`crate::GameInfo::measured`]); the rules page draws it.
//!
//! The format, one measurement a line (`#` starts a comment line):
//!
//! ```text
//! turno-loop players=2 games=1000 level=1 rounds=9,17,31,18.64 wins=0.521,0.479
//! ```
//!
//! `level` is the AI level that made every choice (the dice decide the
//! rest). `rounds` is the game's length in rounds (one turn of every player; the
//! round in which the game ended counts whole): its 10th, 50th and 90th
//! percentiles and its mean. `wins` is each seat's share of the wins by
//! order of play (the first to move, the second, …); a shared win is split
//! between its winners, so the shares sum to 1.

/// One line: a game id at one player count.
#[derive(Clone, Debug, PartialEq)]
pub struct Measured {
    /// Game or variant id.
    pub id: String,
    /// Number of players.
    pub players: u8,
    /// Games simulated.
    pub games: u32,
    /// The AI level that played every seat.
    pub level: u8,
    /// Length in rounds: 10th, 50th and 90th percentiles.
    pub rounds: [u32; 3],
    /// Mean length in rounds.
    pub mean: f64,
    /// Share of the wins by order of play (first to move first).
    pub wins: Vec<f64>,
}

impl Measured {
    /// The line of the file.
    pub fn line(&self) -> String {
        let wins: Vec<String> = self.wins.iter().map(|w| format!("{w:.3}")).collect();
        format!(
            "{} players={} games={} level={} rounds={},{},{},{:.2} wins={}",
            self.id,
            self.players,
            self.games,
            self.level,
            self.rounds[0],
            self.rounds[1],
            self.rounds[2],
            self.mean,
            wins.join(",")
        )
    }
}

/// Read one line (not a comment); the error says what is wrong.
pub fn parse_line(line: &str) -> Result<Measured, String> {
    let mut words = line.split_whitespace();
    let id = words.next().ok_or("empty line")?.to_string();
    let mut m = Measured {
        id,
        players: 0,
        games: 0,
        level: 0,
        rounds: [0; 3],
        mean: 0.0,
        wins: Vec::new(),
    };
    let num = |v: &str| v.parse::<f64>().ok().filter(|x| x.is_finite() && *x >= 0.0);
    let mut seen: Vec<&str> = Vec::new();
    for w in words {
        let (k, v) = w.split_once('=').ok_or(format!("not key=value: {w}"))?;
        if seen.contains(&k) {
            return Err(format!("{k} given twice"));
        }
        seen.push(k);
        let bad = || format!("bad {k}: {v}");
        match k {
            "players" => m.players = v.parse().map_err(|_| bad())?,
            "games" => m.games = v.parse().map_err(|_| bad())?,
            "level" => m.level = v.parse().map_err(|_| bad())?,
            "rounds" => {
                let xs: Vec<&str> = v.split(',').collect();
                let [a, b, c, mean] = xs[..] else {
                    return Err(bad());
                };
                for (r, x) in m.rounds.iter_mut().zip([a, b, c]) {
                    *r = x.parse().map_err(|_| bad())?;
                }
                m.mean = num(mean).ok_or_else(bad)?;
            }
            "wins" => {
                m.wins = v
                    .split(',')
                    .map(|x| num(x).filter(|x| *x <= 1.0))
                    .collect::<Option<Vec<f64>>>()
                    .ok_or_else(bad)?;
            }
            _ => return Err(format!("unknown key {k}")),
        }
    }
    if m.players < 2 || m.games == 0 || !(1..=5).contains(&m.level) {
        return Err(format!("players, games and level are required: {line}"));
    }
    if m.wins.len() != m.players as usize {
        return Err(format!(
            "{} win shares for {} players",
            m.wins.len(),
            m.players
        ));
    }
    if !(m.rounds[0] <= m.rounds[1] && m.rounds[1] <= m.rounds[2]) || m.rounds[0] == 0 {
        return Err(format!("percentiles out of order: {line}"));
    }
    let sum: f64 = m.wins.iter().sum();
    if (sum - 1.0).abs() > 0.002 * m.players as f64 {
        return Err(format!(
            "win shares sum to {}, not 1",
            crate::decimal::fixed(sum, 3)
        ));
    }
    Ok(m)
}

/// Read a whole file: every line that is neither blank nor a comment.
pub fn parse(text: &str) -> Result<Vec<Measured>, String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(parse_line)
        .collect()
}

/// The 10th, 50th and 90th percentiles of `xs` (nearest rank), sorted here.
pub fn percentiles(xs: &mut [u32]) -> [u32; 3] {
    xs.sort_unstable();
    let at = |p: usize| {
        if xs.is_empty() {
            return 0;
        }
        // Nearest rank: the smallest value with at least p% at or below it.
        let rank = (p * xs.len()).div_ceil(100).max(1);
        xs[rank - 1]
    };
    [at(10), at(50), at(90)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_reads_back_as_written() {
        let m = Measured {
            id: "toy".into(),
            players: 3,
            games: 10,
            level: 1,
            rounds: [2, 4, 9],
            mean: 4.5,
            wins: vec![0.5, 0.3, 0.2],
        };
        assert_eq!(
            m.line(),
            "toy players=3 games=10 level=1 rounds=2,4,9,4.50 wins=0.500,0.300,0.200"
        );
        assert_eq!(parse_line(&m.line()), Ok(m));
    }

    #[test]
    fn inconsistent_lines_are_refused() {
        for bad in [
            "toy players=2 games=10 level=1 rounds=2,4,9,4.5 wins=0.5,0.4",
            "toy players=3 games=10 level=1 rounds=2,4,9,4.5 wins=0.5,0.5",
            "toy players=2 games=10 level=1 rounds=5,4,9,4.5 wins=0.5,0.5",
            "toy players=2 games=0 level=1 rounds=2,4,9,4.5 wins=0.5,0.5",
            "toy players=2 games=10 rounds=2,4,9,4.5 wins=0.5,0.5",
            "toy players=2 games=10 level=1 rounds=2,4,9 wins=0.5,0.5",
            "toy players=2 games=10 level=1 rounds=2,4,9,4.5 wins=1.5,-0.5",
            "toy players=2 games=10 level=1 rounds=2,4,9,4.5 wins=0.5,0.5 colour=red",
            "toy players=2 games=10 level=1 level=1 rounds=2,4,9,4.5 wins=0.5,0.5",
        ] {
            assert!(parse_line(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn percentiles_by_nearest_rank() {
        let mut xs: Vec<u32> = (1..=20).collect();
        assert_eq!(percentiles(&mut xs), [2, 10, 18]);
        assert_eq!(percentiles(&mut [7]), [7, 7, 7]);
    }
}
