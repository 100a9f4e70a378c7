//! The conformance suite: what every game in a registry must satisfy,
//! written against `AnyGame`, `Session` and `GameEntry` only, so a new game
//! (or a test's toy registry) gets it for free. `tests/suite/conformance.rs` runs
//! it on the site's registry; `fuzz/src/lib.rs` includes this file for the
//! per-position checks.
//!
//! For every variant of every game, over seeded random playouts spread
//! over its option sets (defaults, then every other value of each option
//! one at a time):
//!
//! * at every position: the turn and the outcome agree (an outcome exactly
//!   when the game is over, no legal token then and some before); every
//!   legal token plays (by `play_token` and by `play_prefix`) to its own
//!   canonical token and the same position; `play_fast` (the AI's random
//!   playout) lands on a position some legal token reaches; candidate
//!   tokens (tokens legal elsewhere, some of their prefixes, which are
//!   bare forms such as `A1` of `A1xA2:6`, and junk) are accepted only as
//!   listed moves, except in games whose lists give representatives
//!   ([`attic::core::GameInfo::lists_representatives`]), where an accepted token must still be
//!   canonical and replay; chance weights fit the moves; each seat's view is
//!   a fixed point of itself, equals the state when nothing is hidden, and
//!   lists the same moves for the seat to move; the position string reads
//!   back through `GameEntry::from_position` (see [`Reader`]);
//! * after every playout (and a copy cut at a random ply): the record
//!   reads back to the same tokens, tags, options, final position, result
//!   and outcome and writes the same bytes; the link does the same (or is
//!   refused for a local-only game in progress); the turns cover the plies;
//!   `record_for(seat)` is the record, or a view's start when hidden.
//!
//! A failure names the game, variant, options, playout, seed and ply; set
//! `CONFORMANCE_ONLY=<variant>:<playout>` to rerun that playout alone
//! (`CONFORMANCE_ONLY=<variant>` runs one variant, `CONFORMANCE_PLAYOUTS=<n>`
//! changes the number of playouts).
#![allow(dead_code)] // each test crate uses some of it

use attic::core::{
    link, AnyGame, GameEntry, GameInfo, LinkError, OptionKind, Registry, Rng, Session, Turn, Winner,
};
use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// How much to run. A position is checked in full ("deep": every legal
/// token replayed, `play_fast` checked, many candidates, the reader's
/// moves compared) at every ply of the first `deep_playouts` playouts and
/// every `deep_every`-th ply of the others (staggered by the playout's
/// number); every other position gets the
/// cheap checks and a sample.
#[derive(Clone, Debug)]
pub struct Config {
    /// Random playouts per variant (spread over its option sets).
    pub playouts: usize,
    /// The first this many playouts run to the end (or `max_plies`).
    pub full_playouts: usize,
    /// Longest full playout; longer games are checked unfinished.
    pub max_plies: usize,
    /// Longest playout after the full ones (games in their opening).
    pub short_plies: usize,
    /// Playouts checked deep at every ply.
    pub deep_playouts: usize,
    /// Deep checks every this many plies in the other playouts.
    pub deep_every: usize,
    /// Legal tokens replayed at a position that is not deep.
    pub sample_tokens: usize,
    /// Candidate tokens (legal somewhere in the variant's playouts) tried
    /// at a position that is not deep, and at a deep one.
    pub candidates: (usize, usize),
    /// Links are round-tripped for every this many playouts (a link's
    /// encoding and decoding list the legal moves at every ply); records
    /// for every playout.
    pub link_every: usize,
    /// Worker threads (variants run in parallel).
    pub threads: usize,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            playouts: 1000,
            full_playouts: 50,
            max_plies: 1000,
            short_plies: 20,
            deep_playouts: 4,
            deep_every: 16,
            sample_tokens: 2,
            candidates: (4, 48),
            link_every: 4,
            threads: 2,
        }
    }
}

/// What one variant's run checked.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Game id.
    pub game: &'static str,
    /// Variant id.
    pub variant: &'static str,
    /// Option sets played.
    pub option_sets: Vec<String>,
    /// Option sets the game's setup refused, with its reason.
    pub refused_sets: Vec<(String, String)>,
    /// Counts.
    pub stats: Stats,
    /// Seconds.
    pub seconds: f64,
}

/// Counts of what was checked.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Playouts run.
    pub playouts: usize,
    /// Playouts that reached the end of the game.
    pub finished: usize,
    /// Positions checked (every ply of every playout, and its end).
    pub positions: usize,
    /// Legal tokens played back (by `play_token` and `play_prefix`).
    pub tokens: usize,
    /// Candidate tokens tried that were not listed.
    pub candidates: usize,
    /// Candidates accepted although not listed (representative games).
    pub unlisted: usize,
    /// Chance positions whose weights were checked.
    pub chance: usize,
    /// Positions read back by `from_position` with the same moves.
    pub read_back: usize,
    /// Readings whose moves differ at a string the playouts reached with
    /// different moves (the string does not hold the whole state).
    pub ambiguous: usize,
    /// Positions of a finished game read back (string only).
    pub read_over: usize,
    /// Other positions read back, compared by the string only.
    pub read_strings: usize,
    /// Position strings the reader refused.
    pub refused: usize,
    /// Records round-tripped.
    pub sessions: usize,
    /// Links round-tripped.
    pub links: usize,
}

impl Stats {
    fn add(&mut self, o: &Stats) {
        self.playouts += o.playouts;
        self.finished += o.finished;
        self.positions += o.positions;
        self.tokens += o.tokens;
        self.candidates += o.candidates;
        self.unlisted += o.unlisted;
        self.chance += o.chance;
        self.read_back += o.read_back;
        self.ambiguous += o.ambiguous;
        self.read_over += o.read_over;
        self.read_strings += o.read_strings;
        self.refused += o.refused;
        self.sessions += o.sessions;
        self.links += o.links;
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.stats;
        write!(
            f,
            "{} / {}: {} playouts ({} finished) over {} option sets, {:.1} s\n    \
             {} positions, {} legal tokens replayed, {} other candidates ({} accepted unlisted), \
             {} chance positions\n    from_position: {} same moves, {} strings only, \
             {} ambiguous strings, {} finished, {} refused; {} records and {} links round-tripped",
            self.game,
            self.variant,
            s.playouts,
            s.finished,
            self.option_sets.len(),
            self.seconds,
            s.positions,
            s.tokens,
            s.candidates,
            s.unlisted,
            s.chance,
            s.read_back,
            s.read_strings,
            s.ambiguous,
            s.read_over,
            s.refused,
            s.sessions,
            s.links,
        )?;
        for (o, why) in &self.refused_sets {
            write!(f, "\n    setup refused [{o}]: {why}")?;
        }
        Ok(())
    }
}

/// Where a check runs, for failure messages.
#[derive(Clone, Debug)]
pub struct Ctx {
    /// Game id.
    pub game: &'static str,
    /// Variant id.
    pub variant: &'static str,
    /// Options text.
    pub options: String,
    /// Playout number within the variant.
    pub playout: usize,
    /// The playout's seed.
    pub seed: u64,
    /// Plies played.
    pub ply: usize,
}

impl fmt::Display for Ctx {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (variant {}, options [{}]) playout {} seed {:#x} ply {} \
             [rerun: CONFORMANCE_ONLY={}:{}]",
            self.game,
            self.variant,
            self.options,
            self.playout,
            self.seed,
            self.ply,
            self.variant,
            self.playout
        )
    }
}

/// The option sets of a game: the defaults, then each other value of each
/// option one at a time (every choice; an integer's bounds; a text
/// option's examples).
pub fn option_sets(info: &GameInfo) -> Vec<String> {
    let mut out = vec![String::new()];
    for spec in info.options {
        let values: Vec<String> = match &spec.kind {
            OptionKind::Choice(v) => v.iter().map(|s| s.to_string()).collect(),
            OptionKind::Int { min, max } => vec![min.to_string(), max.to_string()],
            OptionKind::Text { examples, .. } => examples.iter().map(|s| s.to_string()).collect(),
        };
        let mut seen = HashSet::new();
        for v in values {
            if v != spec.default && seen.insert(v.clone()) {
                out.push(format!("{}={v}", spec.key));
            }
        }
    }
    out
}

/// The variants of a game to run: each of `GameInfo::variants`.
pub fn variants(info: &GameInfo) -> Vec<&'static str> {
    info.variants.iter().map(|(id, _)| *id).collect()
}

/// Run the suite on every game and variant of `registry`; panics on the
/// first failure, naming where. Returns a report per variant.
pub fn run_suite(registry: &(dyn Registry + Sync), config: &Config) -> Vec<Report> {
    let mut config = config.clone();
    if let Some(n) = std::env::var("CONFORMANCE_PLAYOUTS")
        .ok()
        .and_then(|n| n.parse().ok())
    {
        config.playouts = n;
    }
    let config = &config;
    let only = std::env::var("CONFORMANCE_ONLY").ok();
    // `<variant>` alone, or `<variant>:<playout>`.
    let only: Option<(String, Option<usize>)> = only.as_deref().map(|o| match o.rsplit_once(':') {
        Some((v, n)) => (v.to_string(), n.parse().ok()),
        None => (o.to_string(), None),
    });
    let mut jobs: Vec<(&'static GameEntry, &'static str)> = Vec::new();
    for e in registry.entries() {
        for v in variants((e.info)()) {
            if only.as_ref().is_none_or(|(ov, _)| ov == v) {
                jobs.push((e, v));
            }
        }
    }
    assert!(!jobs.is_empty(), "no game or variant to run");
    let next = AtomicUsize::new(0);
    let reports = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..config.threads.max(1).min(jobs.len()))
            .map(|_| {
                scope.spawn(|| loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some(&(entry, variant)) = jobs.get(i) else {
                        return;
                    };
                    let one = only.as_ref().and_then(|(_, n)| *n);
                    let r = run_variant(registry, entry, variant, config, one);
                    eprintln!("{r}");
                    reports
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((i, r));
                })
            })
            .collect();
        // A failure's own message, not the scope's "a thread panicked".
        for w in workers {
            if let Err(payload) = w.join() {
                std::panic::resume_unwind(payload);
            }
        }
    });
    let mut out = reports.into_inner().unwrap_or_else(|e| e.into_inner());
    out.sort_by_key(|(i, _)| *i);
    out.into_iter().map(|(_, r)| r).collect()
}

/// A stable seed for playout `n` of `variant`.
pub fn seed_of(variant: &str, n: usize) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in variant.bytes().chain((n as u64).to_le_bytes()) {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The state of one variant's run that spans its playouts.
struct Run<'a> {
    registry: &'a (dyn Registry + Sync),
    config: &'a Config,
    open_list: bool,
    /// Tokens seen legal somewhere, the candidates tried elsewhere.
    pool: Vec<String>,
    pool_set: HashSet<String>,
    reader: Reader,
    stats: Stats,
}

/// The longest candidate pool kept per variant.
const POOL_MAX: usize = 4096;

/// Candidates whose prefixes are tried too, at a deep position.
const PREFIXED: usize = 8;

/// The proper, non-empty prefixes of a token (at character boundaries).
pub fn prefixes(t: &str) -> impl Iterator<Item = String> + '_ {
    t.char_indices().skip(1).map(|(i, _)| t[..i].to_string())
}

/// Tokens no game should accept (besides what its lists say).
const JUNK: [&str; 6] = ["", " ", "\u{0}", "🦀", "-", "0"];

fn run_variant(
    registry: &(dyn Registry + Sync),
    entry: &'static GameEntry,
    variant: &'static str,
    config: &Config,
    only: Option<usize>,
) -> Report {
    let t0 = Instant::now();
    let info = (entry.info)();
    let mut report = Report {
        game: info.id,
        variant,
        ..Report::default()
    };
    // The option sets the game's setup accepts; the defaults must be.
    for o in option_sets(info) {
        match Session::new(registry, variant, &o, &mut Rng::new(1)) {
            Ok(_) => report.option_sets.push(o),
            Err(e) => {
                assert!(
                    !o.is_empty(),
                    "{} variant {variant}: default options refused: {e}",
                    info.id
                );
                report.refused_sets.push((o, e.to_string()));
            }
        }
    }
    let mut run = Run {
        registry,
        config,
        open_list: (entry.info)().lists_representatives,
        pool: Vec::new(),
        pool_set: HashSet::new(),
        reader: Reader::default(),
        stats: Stats::default(),
    };
    for n in 0..config.playouts {
        if only.is_some_and(|o| o != n) {
            continue;
        }
        let options = report.option_sets[n % report.option_sets.len()].clone();
        let seed = seed_of(variant, n);
        let ctx = Ctx {
            game: info.id,
            variant,
            options,
            playout: n,
            seed,
            ply: 0,
        };
        run.playout(ctx);
    }
    run.reader.finish(&mut run.stats);
    report.stats = run.stats;
    report.seconds = t0.elapsed().as_secs_f64();
    report
}

impl Run<'_> {
    fn playout(&mut self, mut ctx: Ctx) {
        let mut rng = Rng::new(ctx.seed);
        let mut s = Session::new(self.registry, ctx.variant, &ctx.options, &mut rng)
            .unwrap_or_else(|e| panic!("{ctx}: setup: {e}"));
        check_start(s.current(), &ctx);
        let c = self.config;
        let cap = if ctx.playout < c.full_playouts {
            c.max_plies
        } else {
            c.short_plies
        };
        let mut branched = false;
        loop {
            ctx.ply = s.len();
            // Staggered, so that the playouts' common start is not always deep.
            let deep = ctx.playout < c.deep_playouts
                || (ctx.ply + ctx.playout).is_multiple_of(c.deep_every.max(1));
            let g = s.current();
            let depth = if deep {
                Depth::Deep
            } else {
                Depth::Sample(c.sample_tokens)
            };
            let cands = self.candidates(&mut rng, deep);
            let found = check_position(
                g,
                &ctx,
                &cands,
                depth,
                self.open_list,
                &mut rng,
                &mut self.stats,
            );
            for t in &found.legal {
                if self.pool.len() < POOL_MAX && self.pool_set.insert(t.clone()) {
                    self.pool.push(t.clone());
                }
            }
            self.reader
                .check(&s, &found.legal, deep, &ctx, &mut self.stats);
            // A move accepted outside the list must travel too.
            if let (Some(t), false) = (&found.unlisted, branched) {
                branched = true;
                let mut b = s.clone();
                b.play(t)
                    .unwrap_or_else(|e| panic!("{ctx}: unlisted {t:?} accepted, then not: {e}"));
                check_session(self.registry, &b, true, &ctx, &mut self.stats);
            }
            if found.legal.is_empty() || s.len() >= cap {
                break;
            }
            match g.turn() {
                Turn::Chance => {
                    s.draw_chance(&mut rng)
                        .unwrap_or_else(|| panic!("{ctx}: chance drew nothing"));
                }
                _ => {
                    let t = &found.legal[rng.below(found.legal.len())];
                    s.play(t)
                        .unwrap_or_else(|e| panic!("{ctx}: listed {t:?} refused: {e}"));
                }
            }
        }
        self.stats.playouts += 1;
        self.stats.finished += (s.current().turn() == Turn::Over) as usize;
        let links = ctx.playout.is_multiple_of(c.link_every.max(1));
        check_session(self.registry, &s, links, &ctx, &mut self.stats);
        // A full game cut at a random ply (a game in progress; the short
        // playouts are such games already).
        if ctx.playout < c.full_playouts {
            let mut cut = s.clone();
            cut.truncate(rng.below(s.len() + 1));
            check_session(self.registry, &cut, links, &ctx, &mut self.stats);
        }
    }

    /// Candidate tokens for one position: a sample of the pool, and junk
    /// when deep.
    fn candidates(&self, rng: &mut Rng, deep: bool) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let n = if deep {
            out.extend(JUNK.iter().map(|s| s.to_string()));
            self.config.candidates.1
        } else {
            self.config.candidates.0
        };
        if self.pool.len() <= n {
            out.extend(self.pool.iter().cloned());
        } else {
            for _ in 0..n {
                out.push(self.pool[rng.below(self.pool.len())].clone());
            }
        }
        if deep {
            // Prefixes give a token's bare forms (a move without its
            // annotations: `A1` of `A1xA2:6`, `d1-d5` of `d1-d5xd6#`).
            let some: Vec<String> = out.iter().rev().take(PREFIXED).cloned().collect();
            out.extend(some.iter().flat_map(|t| prefixes(t)));
        }
        out
    }
}

/// How much of a position to check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    /// Every legal token replayed, and `play_fast` checked.
    Deep,
    /// This many legal tokens, drawn at random, replayed.
    Sample(usize),
}

/// What the checks of one position found.
pub struct Found {
    /// The legal tokens, in order.
    pub legal: Vec<String>,
    /// A token accepted although its move is not listed (representative
    /// games only; anything else fails).
    pub unlisted: Option<String>,
}

/// Checks of a game's start: seat codes distinct and seats in range.
pub fn check_start(g: &dyn AnyGame, ctx: &dyn fmt::Display) {
    let seats = g.seats();
    assert!((1..=8).contains(&seats), "{ctx}: {seats} seats");
    let codes: HashSet<String> = (0..seats).map(|s| g.seat_code(s)).collect();
    assert_eq!(codes.len(), seats as usize, "{ctx}: seat codes repeat");
}

/// Every check of one position (see the module docs); `candidates` are
/// tokens to try besides the legal ones.
pub fn check_position(
    g: &dyn AnyGame,
    ctx: &dyn fmt::Display,
    candidates: &[String],
    depth: Depth,
    open_list: bool,
    rng: &mut Rng,
    stats: &mut Stats,
) -> Found {
    stats.positions += 1;
    let here = g.position();
    let legal = g.legal_tokens();
    let turn = g.turn();
    let seats = g.seats();
    let outcome = g.outcome();
    // The turn, the outcome and the moves agree.
    let over = turn == Turn::Over;
    assert_eq!(
        over,
        outcome.is_some(),
        "{ctx}: turn {turn:?} but outcome {outcome:?} at {here}"
    );
    assert_eq!(
        over,
        legal.is_empty(),
        "{ctx}: turn {turn:?} with legal {legal:?} at {here}"
    );
    // A game that says it leaves nobody a choice (its AI seats "just
    // throw") never offers a seat two moves.
    if g.info().no_choices && matches!(turn, Turn::Seat(_)) {
        assert!(
            legal.len() <= 1,
            "{ctx}: {} says nobody has a choice, but {legal:?} are legal at {here}",
            g.info().id
        );
    }
    assert_eq!(
        over,
        g.result_tag() != "*",
        "{ctx}: result tag {} at {here}",
        g.result_tag()
    );
    if let Turn::Seat(s) = turn {
        assert!(s < seats, "{ctx}: seat {s} of {seats} to move");
    }
    if let Some(o) = &outcome {
        check_outcome(g, o, ctx);
    }
    if g.automatic() {
        assert!(
            matches!(turn, Turn::Seat(_)) && legal.len() == 1,
            "{ctx}: automatic with {turn:?} and {legal:?} at {here}"
        );
    }
    let unique: HashSet<&String> = legal.iter().collect();
    assert_eq!(
        unique.len(),
        legal.len(),
        "{ctx}: repeated legal tokens {legal:?}"
    );
    // Chance: one integer weight per value, summing to more than 0.
    if turn == Turn::Chance {
        stats.chance += 1;
        let w = g.chance_weights();
        assert_eq!(w.len(), legal.len(), "{ctx}: weights {w:?} for {legal:?}");
        let total = w.iter().try_fold(0u128, |a, &x| a.checked_add(x));
        assert!(
            total.is_some_and(|t| t > 0),
            "{ctx}: weights {w:?} sum to 0 or overflow"
        );
    }
    // Legal tokens play to themselves, by either reader, to one position.
    let replay: Vec<&String> = match depth {
        Depth::Deep => legal.iter().collect(),
        Depth::Sample(k) if legal.is_empty() => Vec::with_capacity(k),
        Depth::Sample(k) => (0..k).map(|_| &legal[rng.below(legal.len())]).collect(),
    };
    let mut after = HashSet::new();
    for t in replay {
        stats.tokens += 1;
        let mut a = g.clone_box();
        let (c, _) = a
            .play_token(t)
            .unwrap_or_else(|e| panic!("{ctx}: listed {t:?} refused: {e} at {here}"));
        assert_eq!(&c, t, "{ctx}: listed {t:?} reads as {c:?} at {here}");
        let mut b = g.clone_box();
        let (c, _, used) = b
            .play_prefix(t)
            .unwrap_or_else(|e| panic!("{ctx}: listed {t:?} refused as a prefix: {e}"));
        assert_eq!(
            (&c, used),
            (t, t.len()),
            "{ctx}: {t:?} as a prefix at {here}"
        );
        let pos = a.position();
        assert_eq!(
            b.position(),
            pos,
            "{ctx}: {t:?} by play_token and play_prefix"
        );
        after.insert(pos);
    }
    // The AI's fast play lands where some listed move does.
    if !over && depth == Depth::Deep {
        let mut f = g.clone_box();
        f.random_playout(rng, 1);
        assert!(
            after.contains(&f.position()),
            "{ctx}: play_fast reached {} which no listed move reaches from {here}",
            f.position()
        );
    }
    // Other tokens: accepted only as listed moves (or, in a game whose
    // lists give representatives, as canonical moves that replay).
    let mut unlisted = None;
    let listed: HashSet<&str> = legal.iter().map(|s| s.as_str()).collect();
    for t in candidates.iter().filter(|t| !listed.contains(t.as_str())) {
        stats.candidates += 1;
        let mut c = g.clone_box();
        match c.play_token(t) {
            Err(_) => assert_eq!(c.position(), here, "{ctx}: refused {t:?} changed the state"),
            Ok((canon, _)) if listed.contains(canon.as_str()) => {}
            Ok((canon, _)) => {
                assert!(
                    open_list,
                    "{ctx}: {t:?} accepted as {canon:?}, which is not among the legal {legal:?} at {here}"
                );
                stats.unlisted += 1;
                let mut d = g.clone_box();
                let again = d.play_token(&canon).map(|(x, _)| x);
                assert_eq!(
                    again.as_ref(),
                    Ok(&canon),
                    "{ctx}: {canon:?} does not read back"
                );
                assert_eq!(
                    d.position(),
                    c.position(),
                    "{ctx}: {t:?} and {canon:?} differ"
                );
                unlisted.get_or_insert(canon);
            }
        }
    }
    check_views(g, &legal, ctx);
    Found { legal, unlisted }
}

/// A finished game's outcome: one score per seat, a winner among the
/// seats or sides, rewards in [0, 1] summing to 1 over the sides.
fn check_outcome(g: &dyn AnyGame, o: &attic::core::Outcome, ctx: &dyn fmt::Display) {
    let seats = g.seats();
    assert_eq!(
        o.scores.len(),
        seats as usize,
        "{ctx}: scores {:?}",
        o.scores
    );
    let teams: Vec<u8> = (0..seats).map(|s| g.team(s)).collect();
    match &o.winner {
        Winner::Seat(s) => assert!(*s < seats, "{ctx}: winner seat {s}"),
        Winner::Side(t) => assert!(teams.contains(t), "{ctx}: winner side {t}"),
        Winner::Shared(ws) => {
            let set: HashSet<_> = ws.iter().collect();
            assert!(
                !ws.is_empty() && set.len() == ws.len() && ws.iter().all(|s| *s < seats),
                "{ctx}: shared win {ws:?}"
            );
        }
        Winner::Draw => {}
    }
    let team = |s: u8| g.team(s);
    let mut sides: Vec<u8> = teams.clone();
    sides.sort_unstable();
    sides.dedup();
    let mut sum = 0.0;
    for side in sides {
        let seat = teams.iter().position(|t| *t == side).unwrap_or(0) as u8;
        let r = o.reward(seat, seats, &team);
        assert!(
            (0.0..=1.0).contains(&r),
            "{ctx}: reward {r} for seat {seat}"
        );
        sum += r;
    }
    assert!(
        (sum - 1.0).abs() < 1e-4,
        "{ctx}: rewards sum to {sum} over the sides"
    );
    let _ = o.reason.to_string();
}

/// Views: a seat's view is its own view; without hidden values it is the
/// state; the seat to move sees its own moves.
fn check_views(g: &dyn AnyGame, legal: &[String], ctx: &dyn fmt::Display) {
    let here = g.position();
    for seat in 0..g.seats() {
        let v = g.view(seat);
        let vp = v.position();
        assert_eq!(
            v.view(seat).position(),
            vp,
            "{ctx}: seat {seat}'s view of its view"
        );
        if !g.has_hidden() {
            assert_eq!(vp, here, "{ctx}: seat {seat}'s view without hidden values");
        } else if g.turn() == Turn::Seat(seat) {
            assert_eq!(
                v.legal_tokens(),
                legal,
                "{ctx}: seat {seat}'s view lists other moves"
            );
        }
    }
}

/// Sessions this long or shorter get the checks that replay a game again.
const SHORT: usize = 16;

/// A session's record (and its link if `links`) read back to the same game.
pub fn check_session(
    registry: &dyn Registry,
    s: &Session,
    links: bool,
    ctx: &dyn fmt::Display,
    stats: &mut Stats,
) {
    stats.sessions += 1;
    let rec = s.to_record();
    let back = Session::from_record(registry, &rec)
        .unwrap_or_else(|e| panic!("{ctx}: the record does not read back: {e}\n{rec}"));
    // A game stopped just before its forced ending (an automatic ply, the
    // only legal one, that ends it) is written finished, and the reader
    // plays that ply (`Session::to_record`).
    let mut whole = s.clone();
    if let Some(t) = forced_ending(s) {
        whole.play(&t).unwrap();
    }
    same_session(&whole, &back, ctx, "record");
    assert_eq!(
        back.to_record(),
        whole.to_record(),
        "{ctx}: the record's writer is not stable"
    );
    let g = s.current();
    if g.local_only() && g.outcome().is_none() {
        assert_eq!(
            link::encode(s),
            Err(LinkError::LocalOnly),
            "{ctx}: a local game's link"
        );
    } else if links {
        stats.links += 1;
        let l = link::encode(s).unwrap_or_else(|e| panic!("{ctx}: no link: {e}"));
        let back = link::decode(registry, &l)
            .unwrap_or_else(|e| panic!("{ctx}: the link does not decode: {e}\n{l}"));
        same_session(s, &back, ctx, "link");
        // A URL fragment's `#` is read too (checked on short games: a
        // decode replays the game).
        if s.len() <= SHORT {
            let hashed = link::decode(registry, &format!("#{l}"))
                .unwrap_or_else(|e| panic!("{ctx}: #link: {e}"));
            assert_eq!(hashed.tokens(), s.tokens(), "{ctx}: #link");
        }
    }
    // The turns cover the plies in order, joining their tokens.
    let mut next = 0;
    for (r, joined) in s.turns() {
        assert_eq!(r.start, next, "{ctx}: turns {:?}", s.turns());
        assert!(r.end > r.start, "{ctx}: empty turn");
        assert_eq!(joined, s.tokens()[r.clone()].concat(), "{ctx}: turn token");
        next = r.end;
    }
    assert_eq!(next, s.len(), "{ctx}: turns stop short");
    // What the AI for each seat is sent (without hidden values, the
    // record: checked on short games, as writing it replays the game).
    for seat in 0..g.seats() {
        if !g.has_hidden() {
            if s.len() <= SHORT {
                let r = s.record_for(seat);
                assert_eq!(r, rec, "{ctx}: record_for({seat}) without hidden values");
            }
        } else {
            let r = s.record_for(seat);
            let v = Session::from_record(registry, &r)
                .unwrap_or_else(|e| panic!("{ctx}: record_for({seat}) does not read: {e}\n{r}"));
            // The reader plays the seat's own forced ending, if it is one.
            let mut view = g.view(seat);
            if let Some(t) = forced_ending_of(view.as_ref()) {
                view.play_token(&t).unwrap();
            }
            assert_eq!(
                v.current().position(),
                view.position(),
                "{ctx}: record_for({seat}) is not the seat's view"
            );
        }
    }
}

/// The token of the forced ply that would end the game now, if any.
fn forced_ending(s: &Session) -> Option<String> {
    forced_ending_of(s.current())
}

/// The same for a position.
fn forced_ending_of(g: &dyn attic::core::AnyGame) -> Option<String> {
    let [only] = &g.legal_tokens()[..] else {
        return None;
    };
    let mut after = g.clone_box();
    (g.automatic() && after.play_token(only).is_ok() && after.turn() == Turn::Over)
        .then(|| only.clone())
}

fn same_session(a: &Session, b: &Session, ctx: &dyn fmt::Display, what: &str) {
    assert_eq!(b.tokens(), a.tokens(), "{ctx}: {what}: tokens");
    assert_eq!(b.tags(), a.tags(), "{ctx}: {what}: tags");
    assert_eq!(b.options(), a.options(), "{ctx}: {what}: options");
    let (x, y) = (a.current(), b.current());
    assert_eq!(y.position(), x.position(), "{ctx}: {what}: final position");
    assert_eq!(y.result_tag(), x.result_tag(), "{ctx}: {what}: result");
    assert_eq!(y.outcome(), x.outcome(), "{ctx}: {what}: outcome");
    assert_eq!(y.turn(), x.turn(), "{ctx}: {what}: turn");
}

/// The position reader's checks. `GameEntry::from_position` on a state's
/// position string must give the same string. It must give the same turn
/// and legal moves too, except where the string does not hold the whole
/// state: a finished game (its last position does not say how it ended,
/// e.g. a decided match), and a string the playouts reached with
/// different turns or moves (TAU's state string during the bidding).
/// A reader may refuse a string that does not hold the whole state, but
/// not a game's start.
#[derive(Default)]
pub struct Reader {
    /// Hash of a position string -> hash of (turn, legal tokens) first seen.
    seen: HashMap<u64, u64>,
    /// Strings reached with different turns or moves.
    ambiguous: HashSet<u64>,
    /// Readings that differed, to judge at the end.
    pending: Vec<(u64, String)>,
}

fn hash_of<T: Hash + ?Sized>(x: &T) -> u64 {
    let mut h = DefaultHasher::new();
    x.hash(&mut h);
    h.finish()
}

fn signature(g: &dyn AnyGame, legal: &[String]) -> u64 {
    hash_of(&(format!("{:?}", g.turn()), legal))
}

impl Reader {
    /// Check `from_position(position(g))` for the session's current
    /// state `g`; `legal` is `g.legal_tokens()`; `deep`: compare the turn
    /// and moves too, not only the string.
    pub fn check(
        &mut self,
        s: &Session,
        legal: &[String],
        deep: bool,
        ctx: &Ctx,
        stats: &mut Stats,
    ) {
        let g = s.current();
        let text = g.position();
        let key = hash_of(text.as_str());
        let sig = signature(g, legal);
        if *self.seen.entry(key).or_insert(sig) != sig {
            self.ambiguous.insert(key);
        }
        let h = match (s.entry().from_position)(s.options(), &text) {
            None => return,
            Some(Err(e)) => {
                assert!(
                    ctx.ply > 0,
                    "{ctx}: the start's string {text:?} is refused: {e}"
                );
                stats.refused += 1;
                return;
            }
            Some(Ok(h)) => h,
        };
        assert_eq!(
            h.position(),
            text,
            "{ctx}: from_position changes the string"
        );
        if g.turn() == Turn::Over {
            stats.read_over += 1;
            return;
        }
        if !deep {
            // The string only; a turn and moves are compared when deep.
            stats.read_strings += 1;
            return;
        }
        let h_legal = h.legal_tokens();
        if signature(h.as_ref(), &h_legal) == sig {
            stats.read_back += 1;
        } else {
            self.pending.push((
                key,
                format!(
                    "{ctx}: from_position({text:?}) gives {:?} {h_legal:?}, the game {:?} {legal:?}",
                    h.turn(),
                    g.turn()
                ),
            ));
        }
    }

    /// Judge the readings that differed: only strings the playouts reached
    /// with different turns or moves may.
    pub fn finish(&mut self, stats: &mut Stats) {
        for (key, why) in self.pending.drain(..) {
            assert!(self.ambiguous.contains(&key), "{why}");
            stats.ambiguous += 1;
        }
    }
}

/// The totals of several reports.
pub fn totals(reports: &[Report]) -> Stats {
    let mut t = Stats::default();
    for r in reports {
        t.add(&r.stats);
    }
    t
}
