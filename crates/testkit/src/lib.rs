//! Helpers shared by the integration tests of every game (each game's
//! `tests/<id>/main.rs` and the cross-game `tests/suite`): the `attic`
//! command run in-process, perft by the engine's own move list, a move's
//! sentence, a session's current state as its game's own type, a session
//! of random moves, plain minimax over tokens (the puzzle provers' second
//! search), the conformance suite ([`conformance`]) and the why-harness
//! ([`why`]).
#![allow(dead_code)] // each test crate uses some of them

pub mod why;

use attic::core::msg::Arg;
use attic::core::prelude::*;
use attic::core::{AnyGame, IllegalKind, MoveError, MoveKind, Msg, Rng, Session};
use attic::games::REGISTRY;

/// What a command line did: the same fields as a process's output, so a
/// test reads `out.status.code()`, `out.stdout` and `out.stderr` as it
/// would of the binary.
#[derive(Debug, Clone)]
pub struct Output {
    /// How it ended.
    pub status: Status,
    /// What it wrote to stdout.
    pub stdout: Vec<u8>,
    /// Its progress lines and its error message, as the binary's stderr.
    pub stderr: Vec<u8>,
}

/// An exit status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Status(i32);

impl Status {
    /// The exit code (always known: nothing kills an in-process command).
    pub fn code(&self) -> Option<i32> {
        Some(self.0)
    }

    /// Whether the command succeeded (exit code 0).
    pub fn success(&self) -> bool {
        self.0 == 0
    }
}

/// Run the `attic` command line `args` with `stdin` as its input, in this
/// process ([`attic::cli::capture`]: the binary's `main` without the
/// process, so a game's crate can test its tools). The binary itself is
/// tested end to end by `tests/suite/cli.rs`.
pub fn attic(args: &[&str], stdin: &str) -> Output {
    let c = attic::cli::capture(args, stdin);
    Output {
        status: Status(c.code),
        stdout: c.stdout.into_bytes(),
        stderr: c.stderr.into_bytes(),
    }
}

/// Move sequences of `depth` plies, by the engine's move list: the
/// generator's side of every game's perft cross-check (the other side, a
/// brute force over `is_legal`, is game-specific).
pub fn perft_legal<G: Game>(g: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut c = g.clone();
            c.play(m).expect("a listed move is legal");
            perft_legal(&c, depth - 1)
        })
        .sum()
}

/// The sentence for `token` played in `g` ([`AnyGame::describe_token`]);
/// panics when the game has no words for it.
pub fn said(g: &dyn AnyGame, token: &str) -> String {
    g.describe_token(token)
        .unwrap_or_else(|| panic!("no words for {token}"))
        .to_string()
}

/// The session's current state as the game's own type `T`.
pub fn current<T: Clone + 'static>(s: &Session) -> T {
    s.current()
        .as_any()
        .downcast_ref::<T>()
        .unwrap_or_else(|| panic!("the game is not a {}", std::any::type_name::<T>()))
        .clone()
}

/// A game `id` with `options`, of `plies` random moves at most.
pub fn random(id: &str, options: &str, seed: u64, plies: usize) -> Session {
    let mut rng = Rng::new(seed);
    let mut s = Session::new(&REGISTRY, id, options, &mut rng).unwrap();
    for _ in 0..plies {
        let legal = s.current().legal_tokens();
        if legal.is_empty() {
            break;
        }
        let t = legal[rng.below(legal.len())].clone();
        s.play(&t).unwrap();
    }
    s
}

pub mod conformance;

/// The argument `name` of an error's most specific reason
/// ([`Msg::reason`]), as written: a test checks what the error names (the
/// token, the count) beside its kind, not its English words. Empty when
/// the reason has no such argument.
pub fn arg(m: &Msg, name: &str) -> String {
    match m.reason().arg(name) {
        Some(Arg::Text(t)) => t.clone(),
        Some(Arg::Num(n)) => n.to_string(),
        Some(Arg::Term(k)) => k.to_string(),
        Some(Arg::Msg(m)) => m.to_string(),
        None => String::new(),
    }
}

/// The keys of a message and of the messages it nests, in order: what a
/// player reads, named without its English words ("not a valid game
/// link: unknown link format" is `["link.format", "link.unknown-format"]`).
pub fn keys(m: &Msg) -> Vec<&'static str> {
    let mut out = vec![m.key];
    for (_, a) in &m.args {
        if let Arg::Msg(inner) = a {
            out.extend(keys(inner));
        }
    }
    out
}

/// The kind of a move that breaks the game's rule `key`.
pub fn rule(key: &'static str) -> MoveKind {
    MoveKind::Illegal(IllegalKind::Rule(key))
}

/// Asserts what a refused move broke: its kind, and the arguments of its
/// most specific reason (`name`, value as written), without its English words.
#[track_caller]
pub fn assert_refusal(e: &MoveError, kind: MoveKind, args: &[(&str, &str)]) {
    assert_eq!(e.kind(), kind, "{e}");
    for (name, value) in args {
        assert_eq!(arg(&e.msg(), name), *value, "{name} in {e}");
    }
}

/// Asserts an error's reason: its most specific key ([`Msg::reason_key`])
/// and the arguments `name` = value as written.
#[track_caller]
pub fn assert_reason(m: &Msg, key: &str, args: &[(&str, &str)]) {
    assert_eq!(m.reason_key(), key, "{m}");
    for (name, value) in args {
        assert_eq!(arg(m, name), *value, "{name} in {m}");
    }
}

/// Plain minimax over tokens (the generic game interface, nothing of the
/// game's own search): the second search a game's puzzle prover is checked
/// against. `me` maximises and the other seat minimises; `leaf(g, me)`
/// values a position where it stops: nobody to move, no token, no plies
/// left, or `stop(g)`.
pub fn token_minimax(
    g: &dyn AnyGame,
    me: u8,
    plies: u32,
    leaf: &dyn Fn(&dyn AnyGame, u8) -> i32,
    stop: &dyn Fn(&dyn AnyGame) -> bool,
) -> i32 {
    let attic::core::Turn::Seat(s) = g.turn() else {
        return leaf(g, me);
    };
    let tokens = g.legal_tokens();
    if plies == 0 || tokens.is_empty() || stop(g) {
        return leaf(g, me);
    }
    let v = tokens.into_iter().map(|t| {
        let mut c = g.clone_box();
        c.play_token(&t).unwrap();
        token_minimax(&*c, me, plies - 1, leaf, stop)
    });
    if s == me {
        v.max().unwrap()
    } else {
        v.min().unwrap()
    }
}

/// Each legal token at `g` with its [`token_minimax`] value at `plies` in
/// all, for the seat to move.
pub fn token_values(
    g: &dyn AnyGame,
    plies: u32,
    leaf: &dyn Fn(&dyn AnyGame, u8) -> i32,
    stop: &dyn Fn(&dyn AnyGame) -> bool,
) -> Vec<(String, i32)> {
    each_token(g, |c, me| token_minimax(c, me, plies - 1, leaf, stop))
}

/// Each legal token of the seat to move (`me`) with `value(after, me)` of
/// the position it leads to.
fn each_token<V>(g: &dyn AnyGame, value: impl Fn(&dyn AnyGame, u8) -> V) -> Vec<(String, V)> {
    let attic::core::Turn::Seat(me) = g.turn() else {
        panic!("nobody is to move");
    };
    g.legal_tokens()
        .into_iter()
        .map(|t| {
            let mut c = g.clone_box();
            c.play_token(&t).unwrap();
            let v = value(&*c, me);
            (t, v)
        })
        .collect()
}

/// Plain expectimax over tokens (the generic game interface, nothing of
/// the game's own search), for games with chance: `turns` more seat turns
/// (a chance ply costs none, each outcome by its weight); `me` maximises
/// and the other seat minimises; `leaf(g, me)` values a position where it
/// stops (the game over, no turns left). An outcome after which chance
/// comes again at once and `again(child)` holds is left out, the others
/// weighted anew (TURNO's throw that is thrown again).
pub fn token_expectimax(
    g: &dyn AnyGame,
    me: u8,
    turns: u32,
    leaf: &dyn Fn(&dyn AnyGame, u8) -> f64,
    again: &dyn Fn(&dyn AnyGame) -> bool,
) -> f64 {
    match g.turn() {
        attic::core::Turn::Over => leaf(g, me),
        attic::core::Turn::Chance => {
            let (mut sum, mut total) = (0.0, 0.0);
            for (t, w) in g.legal_tokens().iter().zip(g.chance_weights()) {
                let mut c = g.clone_box();
                c.play_token(t).unwrap();
                if again(&*c) {
                    continue;
                }
                sum += w as f64 * token_expectimax(&*c, me, turns, leaf, again);
                total += w as f64;
            }
            sum / total
        }
        attic::core::Turn::Seat(_) if turns == 0 => leaf(g, me),
        attic::core::Turn::Seat(s) => {
            let v = g.legal_tokens().into_iter().map(|t| {
                let mut c = g.clone_box();
                c.play_token(&t).unwrap();
                token_expectimax(&*c, me, turns - 1, leaf, again)
            });
            if s == me {
                v.fold(f64::MIN, f64::max)
            } else {
                v.fold(f64::MAX, f64::min)
            }
        }
    }
}

/// Each legal token of the seat to move with its [`token_expectimax`]
/// value at `turns` (its own turn counted).
pub fn token_expectations(
    g: &dyn AnyGame,
    turns: u32,
    leaf: &dyn Fn(&dyn AnyGame, u8) -> f64,
    again: &dyn Fn(&dyn AnyGame) -> bool,
) -> Vec<(String, f64)> {
    each_token(g, |c, me| token_expectimax(c, me, turns - 1, leaf, again))
}

/// A game's shipped puzzles (every `step`-th), each re-proved by
/// [`attic::core::puzzles::check`], with its proof: the file reads whole
/// and holds at least 60 puzzles.
pub fn shipped_and_proved(
    file: &str,
    step: usize,
) -> Vec<(attic::core::puzzles::Puzzle, attic::core::puzzle::Proof)> {
    let all = attic::core::puzzles::read(&REGISTRY, file);
    assert!(all.len() >= 60, "{}", all.len());
    all.into_iter()
        .step_by(step)
        .map(|(_, p)| {
            let p = p.unwrap_or_else(|e| panic!("{e}"));
            let proof = attic::core::puzzles::check(&p).unwrap_or_else(|e| panic!("{e}"));
            (p, proof)
        })
        .collect()
}

/// A puzzle against a second search, `values` (each legal token with its
/// value for the mover): the page's judge and the proof's verdicts call
/// right the answer and its twins and nothing else, the twins are worth
/// the answer, and the answer is ahead of every other token by `margin`.
pub fn assert_answer_ahead<V>(
    p: &attic::core::puzzles::Puzzle,
    proof: &attic::core::puzzle::Proof,
    values: &[(String, V)],
    margin: V,
) where
    V: Copy + PartialOrd + PartialEq + std::ops::Sub<Output = V> + std::fmt::Debug,
{
    let right = values.iter().find(|x| x.0 == p.answer[0]).unwrap().1;
    for (tok, val) in values {
        let is_answer = p.answer.contains(tok);
        assert_eq!(p.judge(tok), is_answer, "{}: {tok}", p.id);
        assert!(
            proof.verdicts.contains(&(tok.clone(), is_answer)),
            "{}: {tok}",
            p.id
        );
        if is_answer {
            assert_eq!(*val, right, "{}: twins {tok}", p.id);
        } else {
            assert!(
                right - *val >= margin,
                "{}: {tok} {val:?} vs {right:?}",
                p.id
            );
        }
    }
}

/// The options of game `G` from their text (panics on bad options: the
/// tests write them).
fn game_options<G: Rules>(options: &str) -> attic::core::Options {
    attic::core::Options::parse(options, G::info().options)
        .unwrap_or_else(|e| panic!("options {options:?}: {e}"))
}

fn owned_tags(tags: &[(&str, &str)]) -> Vec<(String, String)> {
    tags.iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// Read setup tags into `G`'s typed setup ([`Rules::read_setup`]),
/// checking that the game [`Rules::start`] builds from it gives it back
/// ([`Rules::start_setup`]) and is the game [`Rules::setup`] starts from
/// the tags. Panics if the tags do not read.
pub fn typed_setup<G: Game>(options: &str, tags: &[(&str, &str)]) -> G::Setup {
    let o = game_options::<G>(options);
    let tags = owned_tags(tags);
    let s = G::read_setup(&o, &tags).unwrap_or_else(|e| panic!("{tags:?}: {e}"));
    let g = G::start(&o, &s);
    assert_eq!(
        g.start_setup(),
        s,
        "start_setup(start(read_setup({tags:?})))"
    );
    let h = G::setup(&o, &tags).unwrap_or_else(|e| panic!("setup {tags:?}: {e}"));
    assert_eq!(h.position(), g.position(), "setup and start of {tags:?}");
    s
}

/// [`typed_setup`], and the tags are the ones [`Rules::write_setup`]
/// writes of the value, in order (so they read back to it).
pub fn round_trip_setup<G: Game>(options: &str, tags: &[(&str, &str)]) -> G::Setup {
    let s = typed_setup::<G>(options, tags);
    assert_eq!(
        G::write_setup(&s),
        owned_tags(tags),
        "write_setup(read_setup(tags))"
    );
    s
}

/// The error of setup tags that do not read ([`Rules::read_setup`]),
/// which [`Rules::setup`] gives too. Panics if they read.
pub fn setup_error<G: Game>(options: &str, tags: &[(&str, &str)]) -> attic::core::SetupError {
    let o = game_options::<G>(options);
    let tags = owned_tags(tags);
    let e = match G::read_setup(&o, &tags) {
        Ok(s) => panic!("{tags:?} read as {s:?}"),
        Err(e) => e,
    };
    match G::setup(&o, &tags) {
        Ok(_) => panic!("setup of {tags:?} started a game"),
        Err(f) => assert_eq!(f, e, "setup and read_setup of {tags:?}"),
    }
    e
}

/// For `n` seeds: the setup [`Rules::draw_setup`] draws, written as tags,
/// reads back to the same value, and the game started from it gives it
/// back. Returns the setups drawn.
pub fn drawn_setups<G: Game>(options: &str, n: u64) -> Vec<G::Setup> {
    let o = game_options::<G>(options);
    (0..n)
        .map(|seed| {
            let s = G::draw_setup(&o, &mut Rng::new(seed));
            let tags = G::write_setup(&s);
            let r = G::read_setup(&o, &tags).unwrap_or_else(|e| panic!("{tags:?}: {e}"));
            assert_eq!(r, s, "read_setup(write_setup(draw_setup)) of seed {seed}");
            assert_eq!(G::start(&o, &s).start_setup(), s, "seed {seed}");
            s
        })
        .collect()
}
