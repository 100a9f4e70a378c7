//! `attic arena`: one AI level against another, or against the fixed
//! baseline `uct` (plain UCT given the same time), over many games.

use super::{game, options, start, CliError, Io};
use attic_ai::levels;
use attic_core::{AnyGame, Args, Rng, Seat, Turn};
use attic_records::session::add_variant_tag;
use attic_records::Session;
use std::time::Instant;

const USAGE: &str =
    "attic arena <id> --a LEVEL|uct --b LEVEL|uct --games N [--seed S] [--opening PLIES] [--ms MS] [--uct-ms MS[,MS]] [--options ...] [--records FILE]";

/// Longest game the arena plays before calling it a draw. O An Quan
/// matches whose rounds never sell a space go on for ever; every decided
/// game in a 40-game level 4 against level 3 run ended by ply 62, so
/// 1 000 plies lose nothing but the time of the endless ones (it was
/// 5 000 until 2026-11-25).
const MAX_PLIES: usize = 1_000;

/// Nodes per search step between clock checks.
const BATCH: u32 = 256;

/// Search effort of one side, summed over its searched moves: a move with
/// one legal token is played without asking the side, and a level's
/// answer without a search (nodes 0, e.g. TURNO-Domino's choice of which
/// tile goes to row A) is not counted either.
#[derive(Default)]
struct Effort {
    moves: u64,
    nodes: u64,
    secs: f64,
}

impl Effort {
    fn add(&mut self, nodes: u64, secs: f64) {
        self.moves += 1;
        self.nodes += nodes;
        self.secs += secs;
    }
}

/// One side of a match: a level, or the fixed baseline.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Level(u8),
    Uct,
}

impl Side {
    fn name(self) -> String {
        match self {
            Side::Level(l) => format!("level {l}"),
            Side::Uct => "uct".into(),
        }
    }
}

/// What the arena prints about the baseline, once per match that has it:
/// what it is, ...
const UCT_NOTE: &str =
    "uct: plain UCT (UCB1, exploration sqrt(2) on rewards in [0,1], uniform random \
playouts to the end, no evaluation, playout policy or own search); ";

/// ... how long it thinks, without `--uct-ms` ...
const UCT_MATCHED: &str = "before each of its moves it may \
use the other side's wall time so far in this game minus its own, so that both think as long in each \
game (before the other side's first search: the other side's mean per searched move over the earlier \
games, or in the first game the time of a trial search of the other side from that position); ";

/// ... or with it, and how it stops.
const UCT_FIXED: &str = "it thinks the fixed time --uct-ms gives it; ";

/// How the baseline stops, and the moves nobody searches.
const UCT_CLOCK: &str = "it checks the clock every 4 playouts. A move with one legal token is \
played without a search by either side and counts for neither";

/// Playouts of the baseline between clock checks.
const UCT_BATCH: u32 = 4;

/// Run `attic arena`.
pub fn run(rest: &[String], io: &mut Io) -> Result<(), CliError> {
    let args = Args::parse(
        rest,
        &[
            "a", "b", "games", "seed", "opening", "ms", "uct-ms", "options", "records",
        ],
    )?;
    let pos = args.positionals(1, USAGE)?;
    let entry = game(&pos[0])?;
    let side = |k: &str| -> Result<Side, CliError> {
        let v = args
            .get(k)
            .ok_or_else(|| CliError::usage(format!("--{k} LEVEL is required ({USAGE})")))?;
        if v.eq_ignore_ascii_case("uct") {
            return Ok(Side::Uct);
        }
        v.parse::<u8>()
            .ok()
            .filter(|l| (1..=5).contains(l))
            .map(Side::Level)
            .ok_or_else(|| {
                CliError::usage(format!("--{k}: level must be 1..=5 or uct, not \"{v}\""))
            })
    };
    let sides = [side("a")?, side("b")?];
    // A fixed time a move for the baseline instead of the other side's
    // (how much more time is worth: uct against itself, or a level at its
    // own time against uct at a shorter one): one value for both sides, or
    // side A's and side B's.
    let uct_ms = match args.get("uct-ms") {
        None => None,
        Some(v) => Some(fixed_times(v)?),
    };
    if sides == [Side::Uct, Side::Uct] && uct_ms.is_none() {
        return Err(CliError::usage(
            "uct takes the other side's time, so one side must be a level (or give --uct-ms)",
        ));
    }
    let games: u32 = args.num("games", 0)?;
    if games == 0 {
        return Err(CliError::usage("--games N must be at least 1"));
    }
    let seed: u64 = args.num("seed", 1)?;
    let opening: usize = args.num("opening", 1)?;
    // A shorter time per move for both sides than their levels' own (long
    // runs): each level thinks for the smaller of its own and this.
    let cap_ms: u32 = args.num("ms", u32::MAX)?;
    if cap_ms == 0 {
        return Err(CliError::usage("--ms must be at least 1"));
    }
    let opts = options(entry, args.get("options").unwrap_or(""))?;
    // Every game's record, appended as it ends, for a look at the games.
    let mut records = match args.get("records") {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| CliError::usage(format!("--records {path}: {e}")))?,
        ),
        None => None,
    };
    let mut rng = Rng::new(seed);
    let (mut w, mut d, mut l) = (0u32, 0u32, 0u32);
    let mut capped = 0u32;
    let mut effort = [Effort::default(), Effort::default()];
    let mut tags = Vec::new();
    let mut moves: Vec<String> = Vec::new();
    let mut distinct = std::collections::HashSet::new();
    let mut stats = Stats::default();
    // Per game, where the game counts points: A's final margin and the
    // luck in it (see `play`).
    let mut margins: Vec<(f64, f64)> = Vec::new();
    // A's reward per game, in order: consecutive games are a pair.
    let mut rewards: Vec<f64> = Vec::new();
    // A baseline with a fixed time is named with it ("uct at 200 ms").
    let names = [0, 1].map(|k| match (sides[k], uct_ms) {
        (Side::Uct, Some(t)) => format!("uct at {} ms", t[k]),
        _ => sides[k].name(),
    });
    let t0 = Instant::now();
    for i in 0..games {
        // Games come in pairs on the same drawn setup with seats swapped, so
        // neither level gains from the draw of the first player.
        // Each pair starts with the same random opening (default 1 ply), so
        // the games differ beyond what the searches' seeds vary: alpha-beta
        // only uses its seed to break ties. Longer random openings often
        // decide an O An Quan game (level 4 beat 3 20-0 with none, 12-8
        // with 2 plies, 27-13 with 1); "distinct games" reports the variety.
        if i % 2 == 0 {
            tags = (entry.draw_setup)(&opts, &mut rng);
            add_variant_tag(&pos[0], (entry.info)(), &mut tags);
            moves = random_opening(start(entry, opts.clone(), tags.clone())?, opening, &mut rng);
        }
        let mut s = start(entry, opts.clone(), tags.clone())?;
        for m in &moves {
            s.play(m)
                .map_err(|e| CliError::usage(format!("opening move {m}: {e}")))?;
        }
        let seats = s.current().seats().max(1);
        let a_seat = (i % seats as u32) as Seat;
        let teams: Vec<u8> = (0..seats).map(|x| s.current().team(x)).collect();
        let side_of =
            |seat: Seat| usize::from(teams.get(seat as usize) != teams.get(a_seat as usize));
        let game_seed = rng.next_u64();
        let (chance, world) = pair_chance(seed, i / 2, &s);
        let luck = play(
            &mut s,
            &sides,
            side_of,
            (game_seed, chance, world),
            &mut effort,
            (a_seat, cap_ms, uct_ms),
        )?;
        let record = s.to_record();
        if let Some(f) = records.as_mut() {
            use std::io::Write;
            // The game's number and side A's seat in a tag of its own
            // (nothing may come before a record's tags).
            let tag = format!(
                "[Arena \"game {} of {games}, {} at {}\"]",
                i + 1,
                names[0],
                s.current().seat_code(a_seat)
            );
            writeln!(f, "{}", record.replacen('\n', &format!("\n{tag}\n"), 1))
                .map_err(|e| CliError::usage(format!("--records: {e}")))?;
        }
        distinct.insert((a_seat, record));
        if s.current().turn() != Turn::Over {
            capped += 1;
        }
        let cur = s.current();
        let reward = cur
            .outcome()
            .map_or(0.5, |o| o.reward(a_seat, seats, &|x| cur.team(x)));
        rewards.push(reward as f64);
        match reward {
            r if r >= 1.0 => w += 1,
            r if r <= 0.0 => l += 1,
            _ => d += 1,
        }
        let ending = cur.outcome().map_or("unfinished", |o| o.reason.key);
        // The ending in the English sentence players read (the key groups
        // the endings below).
        let said = cur
            .outcome()
            .map_or_else(|| "unfinished".to_string(), |o| o.reason.to_string());
        let first = first_seat(&s);
        let first_reward = first.map(|f| {
            cur.outcome()
                .map_or(0.5, |o| o.reward(f, seats, &|x| cur.team(x)))
        });
        stats.add(ending, &said, reward, s.len(), first_reward);
        // In a game decided by points: A's final margin and its luck.
        let margin = match (cur.points(a_seat), (0..seats).find(|&x| x != a_seat)) {
            (Some(a), Some(b)) => cur.points(b).map(|b| (a - b) as f64),
            _ => None,
        };
        if let Some(m) = margin {
            margins.push((m, luck));
        }
        // One line a game on stderr, so a long run shows its progress and
        // keeps what it played if it is stopped.
        let at = |x: Seat| cur.seat_code(x);
        let seats_said = format!(
            "{}{}",
            at(a_seat),
            first.map_or(String::new(), |f| format!(" ({} first)", at(f)))
        );
        let line = format!("{}/{games}", i + 1);
        game_line(io, &line, &names[0], &seats_said, reward, s.len(), &said)?;
    }
    let secs = t0.elapsed().as_secs_f64();
    let n = games as f64;
    let score = (w as f64 + 0.5 * d as f64) / n;
    let (lo, hi) = wilson(score, n);
    outln!(
        io,
        "{} vs {}: {games} games: {w} wins, {d} draws, {l} losses for {}",
        names[0],
        names[1],
        names[0]
    );
    outln!(
        io,
        "score {:.1}% (95% CI {:.1}%..{:.1}%), {} distinct games, {:.2} games/s",
        100.0 * score,
        100.0 * lo,
        100.0 * hi,
        distinct.len(),
        n / secs
    );
    if games >= 2 {
        let (p, lo, hi, n_eff) = pair_wilson(&rewards);
        outln!(
            io,
            "over pairs: score {:.1}% (95% CI {:.1}%..{:.1}%, Wilson with the variance of the {} pairs' means: as precise as {:.0} independent games)",
            100.0 * p,
            100.0 * lo,
            100.0 * hi,
            rewards.len() / 2,
            n_eff
        );
    }
    if cap_ms < u32::MAX {
        outln!(
            io,
            "time per move: each level the smaller of its own and {cap_ms} ms (--ms)"
        );
    }
    if uct_ms.is_some() {
        for k in [0, 1] {
            if sides[k] == Side::Uct {
                outln!(
                    io,
                    "time per move of {}: fixed (--uct-ms), not the other side's",
                    names[k]
                );
            }
        }
    }
    if capped > 0 {
        outln!(
            io,
            "{capped} of the draws were games stopped at {MAX_PLIES} plies"
        );
    }
    stats.print(&names[0], io)?;
    print_margins(&names[0], &margins, io)?;
    for (k, e) in effort.iter().enumerate() {
        let m = e.moves.max(1) as f64;
        outln!(io,
            "{}: {} searched moves, {:.0} nodes/move, {:.1} ms/move ({:.1} s in all), {:.0} nodes/s",
            names[k],
            e.moves,
            e.nodes as f64 / m,
            1000.0 * e.secs / m,
            e.secs,
            e.nodes as f64 / e.secs.max(1e-9)
        );
    }
    if sides.contains(&Side::Uct) {
        let time = if uct_ms.is_some() {
            UCT_FIXED
        } else {
            UCT_MATCHED
        };
        outln!(io, "{UCT_NOTE}{time}{UCT_CLOCK}");
    }
    Ok(())
}

/// The seat that moves first in the game (the start's, before the random
/// opening), if any seat moves.
fn first_seat(s: &Session) -> Option<Seat> {
    (0..=s.len()).find_map(|p| match s.at(p).turn() {
        Turn::Seat(seat) => Some(seat),
        _ => None,
    })
}

/// How the games ended and how long they were, for "is it a good game"
/// questions: one run gives the share of each ending, the mean length and
/// the first player's score.
#[derive(Default)]
struct Stats {
    /// Per ending (the outcome's message key, or "unfinished"): the first
    /// game's sentence for it, games, side A's wins, draws and losses, and
    /// their plies.
    endings: Vec<(&'static str, String, [u32; 3], usize)>,
    plies: Vec<usize>,
    /// The first seat's side's rewards.
    first: Vec<f32>,
}

impl Stats {
    fn add(
        &mut self,
        ending: &'static str,
        said: &str,
        a_reward: f32,
        plies: usize,
        first: Option<f32>,
    ) {
        let k = match self.endings.iter().position(|e| e.0 == ending) {
            Some(k) => k,
            None => {
                self.endings.push((ending, said.to_string(), [0; 3], 0));
                self.endings.len() - 1
            }
        };
        let e = &mut self.endings[k];
        e.2[match a_reward {
            r if r >= 1.0 => 0,
            r if r <= 0.0 => 2,
            _ => 1,
        }] += 1;
        e.3 += plies;
        self.plies.push(plies);
        self.first.extend(first);
    }

    fn print(&self, a: &str, io: &mut Io) -> Result<(), CliError> {
        let n = self.plies.len().max(1) as f64;
        let mut sorted = self.plies.clone();
        sorted.sort_unstable();
        outln!(
            io,
            "length: mean {:.1} plies, median {}, min {}, max {}",
            self.plies.iter().sum::<usize>() as f64 / n,
            sorted.get(sorted.len() / 2).copied().unwrap_or(0),
            sorted.first().copied().unwrap_or(0),
            sorted.last().copied().unwrap_or(0),
        );
        for (key, said, [w, d, l], plies) in &self.endings {
            let games = w + d + l;
            outln!(io,
                "ending {key}: {games} games ({:.1}%), {w}-{d}-{l} for {a}, mean {:.1} plies; for example: {said}",
                100.0 * games as f64 / n,
                *plies as f64 / games.max(1) as f64
            );
        }
        if !self.first.is_empty() {
            let m = self.first.len() as f64;
            let score = self.first.iter().map(|&r| r as f64).sum::<f64>() / m;
            let (lo, hi) = wilson(score, m);
            outln!(io,
                "first seat's side (the seat to move at the start): score {:.1}% (95% CI {:.1}%..{:.1}%)",
                100.0 * score,
                100.0 * lo,
                100.0 * hi
            );
        }
        Ok(())
    }
}

/// Up to `plies` random moves from `s` (fewer if the game ends), as tokens.
pub(super) fn random_opening(mut s: Session, plies: usize, rng: &mut Rng) -> Vec<String> {
    play_randomly(&mut s, plies, rng);
    s.tokens().to_vec()
}

/// Play random legal plies (and draw chance) until `s` has `plies` plies
/// or the game is over.
pub(super) fn play_randomly(s: &mut Session, plies: usize, rng: &mut Rng) {
    while s.len() < plies && s.current().turn() != Turn::Over {
        if s.draw_chance(rng).is_some() {
            continue;
        }
        let toks = s.current().legal_tokens();
        if toks.is_empty() || s.play(&toks[rng.below(toks.len())]).is_err() {
            break;
        }
    }
}

/// Play one game to the end (or `MAX_PLIES`).
fn play(
    s: &mut Session,
    sides: &[Side; 2],
    side_of: impl Fn(Seat) -> usize,
    (seed, mut chance, mut world): (u64, Rng, Option<Box<dyn AnyGame>>),
    effort: &mut [Effort; 2],
    (a_seat, cap_ms, uct_ms): (Seat, u32, Option<[u32; 2]>),
) -> Result<f64, CliError> {
    let mut rng = Rng::new(seed);
    // The luck of side A in points: for each chance ply, the margin it
    // gave A minus the margin expected over its public odds (0 when the
    // game counts no points).
    let mut luck = 0.0;
    let margin = |g: &dyn AnyGame| -> Option<f64> {
        let other = (0..g.seats()).find(|&x| x != a_seat)?;
        Some((g.points(a_seat)? - g.points(other)?) as f64)
    };
    // Searched moves and their seconds, per side, in this game.
    let mut game = [Effort::default(), Effort::default()];
    while s.len() < MAX_PLIES {
        match s.current().turn() {
            Turn::Over => break,
            Turn::Chance => {
                let before = s.current().clone_box();
                chance_ply(s, &mut world, &mut chance)?;
                if let (Some(expected), Some(got)) = (
                    expected_margin(before.as_ref(), &margin),
                    margin(s.current()),
                ) {
                    luck += got - expected;
                }
            }
            Turn::Seat(seat) => {
                let me = side_of(seat);
                let job_seed = rng.next_u64();
                let who = sides[me].name();
                let legal = s.current().legal_tokens();
                // Nothing to choose: neither side is asked, and neither
                // spends time (a level answers such a move at once, the
                // baseline would still spend its budget).
                let tok = if let [only] = &legal[..] {
                    only.clone()
                } else {
                    let (tok, nodes, secs) = match sides[me] {
                        Side::Level(l) => think(s, l, job_seed, cap_ms),
                        Side::Uct => {
                            // Its time in this game is kept at the other
                            // side's: a per-move mean would give it more
                            // where the other side's longest search comes
                            // first (a solver) or it has more moves to make.
                            let budget = if let Some(t) = uct_ms {
                                f64::from(t[me]) / 1000.0
                            } else if game[1 - me].moves > 0 {
                                (game[1 - me].secs - game[me].secs).max(0.0)
                            } else if effort[1 - me].moves > 0 {
                                effort[1 - me].secs / effort[1 - me].moves as f64
                            } else {
                                // The first game, before the other side has
                                // searched: time a trial search of it here.
                                let Side::Level(l) = sides[1 - me] else {
                                    return Err(CliError::usage("uct against uct"));
                                };
                                think(s, l, job_seed, cap_ms).2
                            };
                            uct(s, budget, job_seed)
                        }
                    };
                    if nodes > 0 || sides[me] == Side::Uct {
                        effort[me].add(nodes, secs);
                        game[me].add(nodes, secs);
                    }
                    tok.ok_or_else(|| CliError::usage(format!("{who} found no move")))?
                };
                s.play(&tok).map_err(|e| {
                    CliError::usage(format!("{who} chose {tok}, which is illegal: {e}"))
                })?;
                if let Some(w) = world.as_mut() {
                    w.play_token(&tok).map_err(|e| {
                        CliError::usage(format!("the dealt world refuses {tok}: {e}"))
                    })?;
                }
            }
        }
    }
    Ok(luck)
}

/// One chance ply: the dealt world's (one outcome, played in the game and
/// the world alike), or else a draw from the pair's stream.
fn chance_ply(
    s: &mut Session,
    world: &mut Option<Box<dyn AnyGame>>,
    chance: &mut Rng,
) -> Result<(), CliError> {
    match world.as_mut() {
        Some(w) => {
            let toks = w.legal_tokens();
            let pick = chance.weighted(&w.chance_weights());
            let tok = pick
                .and_then(|k| toks.get(k))
                .cloned()
                .ok_or_else(|| CliError::usage("the dealt world has no chance ply here"))?;
            s.play(&tok).map_err(|e| {
                CliError::usage(format!("the dealt world's {tok} is illegal here: {e}"))
            })?;
            w.play_token(&tok)
                .map_err(|e| CliError::usage(e.to_string()))?;
        }
        None => {
            s.draw_chance(chance);
        }
    }
    Ok(())
}

/// The margin `margin` expects after the chance ply of `g`, over the
/// public odds of its outcomes (`None` when the game counts no points).
fn expected_margin(g: &dyn AnyGame, margin: &dyn Fn(&dyn AnyGame) -> Option<f64>) -> Option<f64> {
    let weights = g.chance_weights();
    let total: u128 = weights.iter().sum();
    if total == 0 {
        return None;
    }
    let mut sum = 0.0;
    for (tok, w) in g.legal_tokens().iter().zip(&weights) {
        if *w == 0 {
            continue;
        }
        let mut after = g.clone_box();
        after.play_token(tok).ok()?;
        sum += margin(after.as_ref())? * (*w as f64);
    }
    Some(sum / total as f64)
}

/// A level's move: its node budget is the job's, its time budget ours (the
/// level's own, or `cap_ms` if that is less). Returns the move, the nodes
/// searched and the seconds taken.
pub(super) fn think(s: &Session, level: u8, seed: u64, cap_ms: u32) -> (Option<String>, u64, f64) {
    let spec = levels::spec(level);
    let ms = spec.max_ms.min(cap_ms) as u128;
    let t = Instant::now();
    let mut job = (s.entry().search)(s.current(), spec.level, seed);
    while !job.step(BATCH) && t.elapsed().as_millis() < ms {}
    (job.best(), job.nodes(), t.elapsed().as_secs_f64())
}

/// `--uct-ms`: "MS" for both sides or "MS,MS" for side A and side B,
/// each at least 1.
fn fixed_times(v: &str) -> Result<[u32; 2], CliError> {
    let bad = || {
        CliError::usage(format!(
            "--uct-ms: MS or MS,MS (milliseconds, at least 1), not \"{v}\""
        ))
    };
    let ms: Vec<u32> = v
        .split(',')
        .map(|t| t.trim().parse::<u32>().ok().filter(|&t| t > 0))
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    match ms[..] {
        [t] => Ok([t, t]),
        [a, b] => Ok([a, b]),
        _ => Err(bad()),
    }
}

/// The baseline's move after searching for `budget` seconds (at least one
/// batch of playouts).
fn uct(s: &Session, budget: f64, seed: u64) -> (Option<String>, u64, f64) {
    let t = Instant::now();
    let mut job = (s.entry().search)(s.current(), levels::BASELINE, seed);
    while !job.step(UCT_BATCH) && t.elapsed().as_secs_f64() < budget {}
    (job.best(), job.nodes(), t.elapsed().as_secs_f64())
}

/// The line a game writes on stderr when it ends: its number, where side
/// A sat, how it ended for A.
fn game_line(
    io: &mut Io,
    number: &str,
    a: &str,
    seats: &str,
    reward: f32,
    plies: usize,
    said: &str,
) -> Result<(), CliError> {
    let result = match reward {
        r if r >= 1.0 => "win",
        r if r <= 0.0 => "loss",
        _ => "draw",
    };
    errln!(
        io,
        "game {number}: {a} at {seats}, {result} for {a}, {plies} plies, {said}"
    );
    Ok(())
}

/// The chance of pair `pair`, the same for both its games: a stream of its
/// own (common random numbers: the k-th throw of dice is the same in both
/// games), derived from the seed and the pair rather than drawn from the
/// arena's stream, so games without chance are played exactly as before;
/// and, where the game can draw ahead what chance will reveal (TURNOOI's
/// hidden faces), one complete world dealt from the position after the
/// opening, which both games follow.
fn pair_chance(seed: u64, pair: u32, s: &Session) -> (Rng, Option<Box<dyn AnyGame>>) {
    let chance_seed =
        Rng::new(seed ^ (u64::from(pair) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64();
    let mut chance = Rng::new(chance_seed);
    let world = s.current().deal(&mut chance);
    (chance, world)
}

/// Side A's points margin per pair, raw and luck-adjusted (games that
/// count points only; nothing for the others).
fn print_margins(name: &str, margins: &[(f64, f64)], io: &mut Io) -> Result<(), CliError> {
    if margins.is_empty() {
        return Ok(());
    }
    // Per pair (its two games on one deal, seats swapped): the pair's
    // mean, so the standard errors count what the duplicate shares.
    let pair = |f: &dyn Fn(&(f64, f64)) -> f64| -> Vec<f64> {
        margins
            .chunks(2)
            .map(|c| c.iter().map(f).sum::<f64>() / c.len() as f64)
            .collect()
    };
    let raw = pair(&|m| m.0);
    let adjusted = pair(&|m| m.0 - m.1);
    let (rm, rse) = mean_se(&raw);
    let (am, ase) = mean_se(&adjusted);
    outln!(
        io,
        "points margin of {} (per pair): mean {rm:+.2} (standard error {rse:.2}); luck-adjusted (each chance ply's points minus their exact expectation from public information): mean {am:+.2} (standard error {ase:.2}), as precise as {:.1}x the games",
        name,
        (rse / ase.max(1e-9)).powi(2)
    );
    Ok(())
}

/// The mean of `xs` and its standard error.
fn mean_se(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n.max(1.0);
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, (var / n.max(1.0)).sqrt())
}

/// Side A's score over duplicate pairs (`rewards` per game, consecutive
/// games a pair; an odd last game is a pair of its own): the mean, its 95%
/// Wilson interval, and the effective number of games it uses. The Wilson
/// interval assumes independent games, of variance p(1 − p) each; the
/// games of a pair share their deal, so the variance is measured instead,
/// as that of the pairs' means, and the interval is Wilson's with
/// n = p(1 − p) / (that variance of the mean): the games a match of
/// independent games would need for the same precision. With no variance
/// at all (every pair alike) it falls back to the games played.
pub(super) fn pair_wilson(rewards: &[f64]) -> (f64, f64, f64, f64) {
    let games = rewards.len() as f64;
    if rewards.is_empty() {
        return (0.5, 0.0, 1.0, 0.0);
    }
    let p = rewards.iter().sum::<f64>() / games;
    let pairs: Vec<f64> = rewards
        .chunks(2)
        .map(|c| c.iter().sum::<f64>() / c.len() as f64)
        .collect();
    let (_, se) = mean_se(&pairs);
    let n_eff = if se > 0.0 && p > 0.0 && p < 1.0 {
        p * (1.0 - p) / (se * se)
    } else {
        games
    };
    let (lo, hi) = wilson(p, n_eff.max(1.0));
    (p, lo, hi, n_eff)
}

/// The Wilson 95% interval of a proportion `p` over `n` trials.
fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let den = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / den;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / den;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Independent-looking pairs (one game won, one lost, as often as
    /// both won or both lost) give about the games' own interval; pairs
    /// that always split (the deal decided, seats swapped) give a much
    /// narrower one around 1/2, and pairs that agree a wider one.
    #[test]
    fn the_pairs_interval_follows_the_pairs_variance() {
        // 25 pairs each: both won, won-lost, lost-won, both lost.
        let mut mixed = Vec::new();
        for _ in 0..25 {
            mixed.extend([1.0, 1.0, 1.0, 0.0, 0.0, 1.0, 0.0, 0.0]);
        }
        let (p, lo, hi, n) = pair_wilson(&mixed);
        let (wlo, whi) = wilson(0.5, 200.0);
        assert!((p - 0.5).abs() < 1e-12);
        assert!((n - 200.0).abs() < 3.0, "{n}");
        assert!((lo - wlo).abs() < 0.005 && (hi - whi).abs() < 0.005);
        // Split pairs but a few: far more precise than 200 games.
        let mut split: Vec<f64> = (0..196).map(|i| (i % 2) as f64).collect();
        split.extend([1.0, 1.0, 0.0, 0.0]);
        let (_, lo2, hi2, n2) = pair_wilson(&split);
        assert!(n2 > 1_000.0 && hi2 - lo2 < (whi - wlo) / 2.0, "{n2}");
        // Pairs that agree: as precise as 100 games, the pairs.
        let same: Vec<f64> = (0..200).map(|i| ((i / 2) % 2) as f64).collect();
        let (_, _, _, n3) = pair_wilson(&same);
        assert!((n3 - 100.0).abs() < 2.0, "{n3}");
        // Degenerate input never panics.
        assert_eq!(pair_wilson(&[]).0, 0.5);
        let (p4, lo4, hi4, _) = pair_wilson(&[1.0, 1.0, 1.0]);
        assert!(p4 == 1.0 && lo4 > 0.0 && hi4 == 1.0);
    }
}
