//! The searches checked against each other: alpha-beta against plain
//! negamax on random game trees and on O An Quan, MCTS and the plain-UCT
//! baseline against the exact best move on trees with a clear best, and the
//! levels' contract.

use attic::ai::alphabeta::{self, AlphaBeta};
use attic::ai::mcts::{self, Mcts};
use attic::ai::uct::Uct;
use attic::ai::{levels, negamax};
use attic::core::hash::{splitmix64_mix, GOLDEN_GAMMA};
use attic::core::prelude::*;
use attic::core::{
    GameInfo, MoveError, Options, Outcome, ParseError, Rng, SearchJob, Seat, Session, SetupError,
    Turn, Winner,
};

fn mix(x: u64, salt: u64) -> u64 {
    splitmix64_mix(x ^ salt.wrapping_mul(GOLDEN_GAMMA))
}

/// A game whose whole tree is generated from a seed: 1..4 moves a node,
/// a random seat to move (so a side often moves twice running), some
/// chance nodes, early ends, random outcomes and evaluations.
#[derive(Clone, Debug)]
struct Tree {
    id: u64,
    left: u32,
    chance: bool,
    eval: bool,
    /// Playouts always take the first move (`playout_choice`): game
    /// knowledge MCTS follows and the baseline must not.
    policy: bool,
}

static NO_WORDS: attic::core::Messages = attic::core::Messages::new("");

static TREE_INFO: GameInfo = GameInfo {
    id: "tree",
    title: "Random tree",
    designer: "test",
    year: "",
    seat_names: &["A", "B"],
    messages: &NO_WORDS,
    numeric_tokens: true,
    ..GameInfo::BASE
};

impl Tree {
    fn new(seed: u64, chance: bool, eval: bool) -> Tree {
        Tree {
            id: mix(seed, 99),
            left: 2 + (mix(seed, 7) % 5) as u32,
            chance,
            eval,
            policy: false,
        }
    }
    /// A deeper tree (5..=8 plies), for searches that must be cut short.
    fn big(seed: u64) -> Tree {
        Tree {
            id: mix(seed, 98),
            left: 5 + (mix(seed, 8) % 4) as u32,
            chance: false,
            eval: true,
            policy: false,
        }
    }
    fn over(&self) -> bool {
        self.left == 0 || (self.left < 4 && mix(self.id, 6).is_multiple_of(6))
    }
}

impl Rules for Tree {
    type Move = u8;
    fn info() -> &'static GameInfo {
        &TREE_INFO
    }
    type Setup = ();
    fn draw_setup(_: &Options, _: &mut Rng) {}
    fn read_setup(_: &Options, _: &[(String, String)]) -> Result<(), SetupError> {
        Ok(())
    }
    fn start(_: &Options, _: &()) -> Self {
        Tree::new(1, true, true)
    }
    fn write_setup(_: &()) -> Vec<(String, String)> {
        Vec::new()
    }
    fn start_setup(&self) {}
    fn seats(&self) -> u8 {
        2
    }
    fn turn(&self) -> Turn {
        if self.over() {
            return Turn::Over;
        }
        match mix(self.id, 1) % 10 {
            0 | 1 if self.chance => Turn::Chance,
            r if r < 6 => Turn::Seat(0),
            _ => Turn::Seat(1),
        }
    }
    fn legal_moves(&self, out: &mut Vec<u8>) {
        out.clear();
        if !self.over() {
            out.extend(0..1 + (mix(self.id, 2) % 4) as u8);
        }
    }
    fn play(&mut self, m: &u8) -> Result<Vec<attic::core::Event>, attic::core::IllegalMove> {
        self.id = mix(self.id ^ (*m as u64 + 1), 3);
        self.left = self.left.saturating_sub(1);
        Ok(Vec::new())
    }
    fn chance_weights(&self, moves: &[u8]) -> Vec<u128> {
        moves
            .iter()
            .map(|m| 1 + (mix(self.id, 10 + *m as u64) % 3) as u128)
            .collect()
    }
    fn outcome(&self) -> Option<Outcome> {
        if !self.over() {
            return None;
        }
        let winner = match mix(self.id, 4) % 3 {
            0 => Winner::Seat(0),
            1 => Winner::Seat(1),
            _ => Winner::Draw,
        };
        Some(Outcome {
            winner,
            reason: "".into(),
            scores: vec![0, 0],
        })
    }
}

impl Notation for Tree {
    fn parse_move(&self, t: &str) -> Result<u8, MoveError> {
        t.parse()
            .map_err(|_| MoveError::Parse(ParseError::new("not a number")))
    }
    fn format_move(&self, m: &u8) -> String {
        m.to_string()
    }
    fn position(&self) -> String {
        format!("{:x}/{}", self.id, self.left)
    }
}

impl Knowledge for Tree {
    fn evaluate(&self, seat: Seat) -> Option<f32> {
        if !self.eval {
            return None;
        }
        let v = (mix(self.id, 5) % 1001) as f32 / 1000.0 * 1.8 - 0.9;
        Some(if seat == 0 { v } else { -v })
    }
    fn playout_choice(&self, legal: &[u8], rng: &mut Rng) -> usize {
        if self.policy {
            0
        } else {
            rng.below(legal.len())
        }
    }
}

impl Words for Tree {}

fn mover(g: &impl Game) -> Seat {
    match g.turn() {
        Turn::Seat(s) => s,
        _ => 0,
    }
}

#[test]
fn alphabeta_equals_negamax_on_random_trees() {
    let mut checked = 0;
    let mut distinct = std::collections::HashSet::new();
    for seed in 0..400u64 {
        let g = Tree::new(seed, seed % 3 != 0, true);
        if !matches!(g.turn(), Turn::Seat(_)) {
            continue;
        }
        for depth in 1..=5 {
            let want = negamax::value(&g, depth, mover(&g));
            for use_tt in [false, true] {
                let cfg = alphabeta::Config {
                    max_nodes: u64::MAX,
                    max_depth: 64,
                    use_tt,
                    min_batch: 1,
                };
                let got = AlphaBeta::new(g.clone(), cfg).value_at_depth(depth);
                assert_eq!(got, want, "seed {seed} depth {depth} tt {use_tt}");
            }
            distinct.insert(want.to_bits());
            checked += 1;
        }
    }
    // The trees must be varied enough for the check to mean something.
    assert!(
        checked > 1000 && distinct.len() > 200,
        "{checked} {}",
        distinct.len()
    );
}

#[test]
fn alphabeta_job_in_small_steps_finds_the_negamax_best() {
    // An iteration cut short by a step resumes from the table: the finished
    // search must agree with a one-go negamax of the same depth.
    let mut resumed = 0;
    for seed in 0..400u64 {
        let g = Tree::big(seed);
        if !matches!(g.turn(), Turn::Seat(_)) {
            continue;
        }
        let cfg = alphabeta::Config {
            max_nodes: 1 << 40,
            max_depth: 8,
            use_tt: true,
            min_batch: 40,
        };
        let mut job = AlphaBeta::new(g.clone(), cfg);
        let mut steps = 0;
        while !job.step(1) {
            steps += 1;
            assert!(steps < 100_000, "seed {seed}: the job never finishes");
        }
        resumed += (steps > 3) as u32;
        if let Some((d, v)) = job.result() {
            assert_eq!(v, negamax::value(&g, d, mover(&g)), "seed {seed} depth {d}");
            let (_, best_v) = negamax::best(&g, d).unwrap();
            let i: usize = job.best().unwrap().parse().unwrap();
            assert_eq!(negamax::move_values(&g, d)[i], best_v, "seed {seed}");
        }
    }
    assert!(resumed > 60, "too few searches were cut short: {resumed}");
}

#[test]
fn mcts_finds_a_clearly_best_move() {
    // Trees where the best is unique by a clear margin (win against at
    // best a draw; values are ±10 for wins, 0 for draws), exact values of
    // every root move (the trees are shallow).
    let trees = clear_best_trees();
    assert!(
        trees.len() >= 10,
        "only {} trees with a clear best",
        trees.len()
    );
    for (seed, g, vals) in trees {
        let best = vals.iter().copied().fold(f32::MIN, f32::max);
        let cfg = mcts::Config {
            max_playouts: 20_000,
            exploration: 1.0,
            cut_after: None,
            max_playout_plies: 100,
        };
        let mut job = Mcts::new(g.clone(), cfg, seed);
        while !job.step(500) {}
        let pick: usize = job.best().unwrap().parse().unwrap();
        assert_eq!(
            vals[pick],
            best,
            "seed {seed}: values {vals:?}, stats {:?}",
            job.root_stats()
        );
    }
}

/// A wider root (`Mcts::root_exploration`) keeps trying every root move
/// while the tree below stays as narrow: on the trees with a clearly best
/// move, with exploration 0.05 below the root, the least tried root move
/// gets more playouts with 0.5 at the root than with 0.05 there too, and
/// the clearly best move is found more often (85 of 95 trees against 73).
#[test]
fn a_wider_root_keeps_trying_every_root_move() {
    let trees = clear_best_trees();
    let cfg = mcts::Config {
        max_playouts: 5_000,
        exploration: 0.05,
        cut_after: None,
        max_playout_plies: 100,
    };
    let run = |g: &Tree, seed: u64, root: Option<f32>| {
        let mut job = Mcts::new(g.clone(), cfg, seed);
        if let Some(c) = root {
            job = job.root_exploration(c);
        }
        while !job.step(500) {}
        job
    };
    let least = |job: &Mcts<Tree>| job.root_stats().iter().map(|s| s.1).min().unwrap_or(0);
    let (mut more, mut found_narrow, mut found_wide) = (0, 0, 0);
    for (seed, g, vals) in &trees {
        let narrow = run(g, *seed, None);
        let wide = run(g, *seed, Some(0.5));
        if least(&wide) > least(&narrow) {
            more += 1;
        }
        let best = vals.iter().copied().fold(f32::MIN, f32::max);
        let found = |job: &Mcts<Tree>| {
            let pick: usize = job.best().unwrap().parse().unwrap();
            usize::from(vals[pick] == best)
        };
        found_narrow += found(&narrow);
        found_wide += found(&wide);
    }
    println!(
        "{} trees: least tried move more tried in {more}; best found narrow {found_narrow}, wide {found_wide}",
        trees.len()
    );
    assert!(
        more * 4 >= trees.len() * 3,
        "the least tried root move got more playouts in only {more} of {} trees",
        trees.len()
    );
    assert!(
        found_wide > found_narrow,
        "best move found by the wide root in {found_wide} trees, by the narrow in {found_narrow}"
    );
}

#[test]
fn searches_are_deterministic_for_a_seed() {
    let s = Session::new(&attic::games::REGISTRY, "oanquan", "", &mut Rng::new(3)).unwrap();
    for level in 1..=5 {
        let run = |seed| {
            let mut job = (s.entry().search)(s.current(), level, seed);
            while !job.step(300) {}
            (job.best(), job.nodes())
        };
        assert_eq!(run(7), run(7), "level {level}");
        assert!(run(7).0.is_some());
    }
}

/// O An Quan positions a few random plies into a game (both directions
/// allowed, for more branching).
fn oanquan_positions() -> Vec<attic::games::oanquan::OanQuan> {
    let opts = Options::parse("direction=choose", attic::games::oanquan::INFO.options).unwrap();
    let mut out = Vec::new();
    let mut rng = Rng::new(11);
    for k in 0..6 {
        let tags = vec![(
            "First".to_string(),
            if k % 2 == 0 { "A" } else { "B" }.to_string(),
        )];
        let mut g = attic::games::oanquan::OanQuan::setup(&opts, &tags).unwrap();
        for _ in 0..k * 3 {
            let mut v = Vec::new();
            g.legal_moves(&mut v);
            if v.is_empty() {
                break;
            }
            g.play(&v[rng.below(v.len())]).unwrap();
        }
        if matches!(g.turn(), Turn::Seat(_)) {
            out.push(g);
        }
    }
    out
}

#[test]
fn alphabeta_equals_negamax_on_oanquan() {
    let ps = oanquan_positions();
    assert!(ps.len() >= 4);
    for (k, g) in ps.iter().enumerate() {
        let want = negamax::value(g, 3, mover(g));
        for use_tt in [false, true] {
            let cfg = alphabeta::Config {
                max_nodes: u64::MAX,
                max_depth: 64,
                use_tt,
                min_batch: 1,
            };
            assert_eq!(
                AlphaBeta::new(*g, cfg).value_at_depth(3),
                want,
                "position {k}"
            );
        }
    }
}

#[test]
fn levels_stay_within_their_node_budgets_and_play_legal_moves() {
    let s = Session::new(&attic::games::REGISTRY, "oanquan", "", &mut Rng::new(5)).unwrap();
    let legal = s.current().legal_tokens();
    for level in 1..=5 {
        let spec = levels::spec(level);
        assert_eq!(spec.level, level);
        let mut job = (s.entry().search)(s.current(), level, 1);
        while !job.step(1000) {}
        assert!(
            job.nodes() <= spec.max_nodes + 1,
            "level {level}: {} nodes",
            job.nodes()
        );
        assert!(
            job.nodes() > spec.max_nodes / 2,
            "level {level} gave up early: {}",
            job.nodes()
        );
        assert!(legal.contains(&job.best().unwrap()), "level {level}");
    }
    // Budgets grow with the level; out-of-range levels are clamped.
    for l in 1..5 {
        assert!(levels::spec(l + 1).max_nodes > levels::spec(l).max_nodes);
    }
    assert_eq!(levels::spec(0).level, 1);
    assert_eq!(levels::spec(9).level, 5);
}

#[test]
fn searches_take_a_win_in_one() {
    // Positions (found by seeded random play) where some moves win the
    // match at once and others do not: levels 3..5 must pick a winning one.
    let mut rng = Rng::new(21);
    let mut found = 0;
    for game in 0..400 {
        if found >= 4 {
            break;
        }
        let mut s = Session::new(&attic::games::REGISTRY, "oanquan", "", &mut rng).unwrap();
        while s.current().outcome().is_none() && s.len() < 400 {
            let toks = s.current().legal_tokens();
            let me = s.current().turn();
            let wins_for_me = |t: &String| {
                let mut a = s.clone();
                a.play(t).unwrap();
                matches!((a.current().outcome().map(|o| o.winner), me), (Some(Winner::Seat(w)), Turn::Seat(m)) if w == m)
            };
            let wins = toks.iter().filter(|t| wins_for_me(t)).count();
            if wins >= 1 && wins < toks.len() {
                found += 1;
                for level in 3..=5 {
                    let mut job = (s.entry().search)(s.current(), level, 1);
                    while !job.step(1000) {}
                    let pick = job.best().unwrap();
                    assert!(
                        wins_for_me(&pick),
                        "game {game} ply {} level {level}: {}",
                        s.len(),
                        job.summary()
                    );
                }
                break;
            }
            let t = toks[rng.below(toks.len())].clone();
            s.play(&t).unwrap();
        }
    }
    assert!(found >= 4, "only {found} positions with a win in one");
}

/// Trees where one root move is clearly best (a win against at best a
/// draw), with the exact value of every root move.
fn clear_best_trees() -> Vec<(u64, Tree, Vec<f32>)> {
    let mut out = Vec::new();
    for seed in 0..300u64 {
        let g = Tree::new(seed, seed % 2 == 0, false);
        if !matches!(g.turn(), Turn::Seat(_)) {
            continue;
        }
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        if moves.len() < 2 {
            continue;
        }
        let vals = negamax::move_values(&g, 10);
        let mut sorted = vals.clone();
        sorted.sort_by(|a, b| b.partial_cmp(a).unwrap());
        if sorted[0] - sorted[1] >= 5.0 {
            out.push((seed, g, vals));
        }
    }
    out
}

#[test]
fn the_baseline_finds_a_clearly_best_move() {
    let trees = clear_best_trees();
    assert!(trees.len() >= 10, "only {} trees", trees.len());
    for (seed, g, vals) in trees {
        let best = vals.iter().cloned().fold(f32::NEG_INFINITY, f32::max);
        let mut job = Uct::new(g.clone(), seed);
        // It has no budget of its own: the caller stops it.
        for _ in 0..40 {
            if job.step(500) {
                break;
            }
        }
        let pick: usize = job.best().unwrap().parse().unwrap();
        assert_eq!(vals[pick], best, "seed {seed}: {}", job.summary());
    }
}

#[test]
fn the_baseline_uses_no_game_knowledge() {
    // The same trees with and without an evaluation and a playout policy:
    // the baseline must walk the same playouts and answer the same (MCTS at
    // a level would not).
    let mut differ = 0;
    for seed in 0..60u64 {
        let with = Tree {
            policy: true,
            ..Tree::big(seed)
        };
        let without = Tree {
            eval: false,
            policy: false,
            ..with.clone()
        };
        if !matches!(with.turn(), Turn::Seat(_)) {
            continue;
        }
        let run = |g: &Tree| {
            let mut job = levels::start_search(g, levels::BASELINE, 9);
            for _ in 0..5 {
                if job.step(200) {
                    break;
                }
            }
            (job.best(), job.nodes(), job.summary())
        };
        assert_eq!(run(&with), run(&without), "seed {seed}");
        assert!(run(&with).2.starts_with("plain UCT"), "{}", run(&with).2);
        let level = |g: &Tree| {
            let mut job = levels::start_search(g, 2, 9);
            while !job.step(200) {}
            job.summary()
        };
        differ += (level(&with) != level(&without)) as u32;
    }
    assert!(differ > 0, "the level never used the evaluation");
}

/// One decision for seat 0 between two moves; which is better depends on a
/// hidden bit that `view` blanks out.
#[derive(Clone, Debug)]
struct Peek {
    secret: bool,
    chosen: Option<u8>,
}

impl Rules for Peek {
    type Move = u8;
    fn info() -> &'static GameInfo {
        &TREE_INFO
    }
    type Setup = ();
    fn draw_setup(_: &Options, _: &mut Rng) {}
    fn read_setup(_: &Options, _: &[(String, String)]) -> Result<(), SetupError> {
        Ok(())
    }
    fn start(_: &Options, _: &()) -> Self {
        Peek {
            secret: true,
            chosen: None,
        }
    }
    fn write_setup(_: &()) -> Vec<(String, String)> {
        Vec::new()
    }
    fn start_setup(&self) {}
    fn seats(&self) -> u8 {
        2
    }
    fn turn(&self) -> Turn {
        if self.chosen.is_some() {
            Turn::Over
        } else {
            Turn::Seat(0)
        }
    }
    fn legal_moves(&self, out: &mut Vec<u8>) {
        out.clear();
        if self.chosen.is_none() {
            out.extend([0, 1]);
        }
    }
    fn play(&mut self, m: &u8) -> Result<Vec<attic::core::Event>, attic::core::IllegalMove> {
        self.chosen = Some(*m);
        Ok(Vec::new())
    }
    fn outcome(&self) -> Option<Outcome> {
        // Move 1 wins exactly when the secret is set; move 0 always draws.
        let winner = match self.chosen? {
            1 if self.secret => Winner::Seat(0),
            1 => Winner::Seat(1),
            _ => Winner::Draw,
        };
        Some(Outcome {
            winner,
            reason: "".into(),
            scores: vec![0, 0],
        })
    }
    fn view(&self, _seat: Seat) -> Self {
        Peek {
            secret: false,
            chosen: self.chosen,
        }
    }
}

impl Notation for Peek {
    fn parse_move(&self, t: &str) -> Result<u8, MoveError> {
        t.parse()
            .map_err(|_| MoveError::Parse(ParseError::new("not a number")))
    }
    fn format_move(&self, m: &u8) -> String {
        m.to_string()
    }
    fn position(&self) -> String {
        format!("{:?}", self.chosen)
    }
}

impl Knowledge for Peek {
    fn evaluate(&self, _seat: Seat) -> Option<f32> {
        Some(0.0)
    }
}

impl Words for Peek {}

#[test]
fn levels_search_the_movers_view_only() {
    let g = Peek {
        secret: true,
        chosen: None,
    };
    // Searching the full state would take move 1 (a win); the view says it
    // loses, so every level must draw with move 0.
    assert_eq!(
        negamax::best(&g, 1),
        Some((1, attic::ai::WIN - attic::ai::WIN_PLY))
    );
    for level in 1..=5 {
        let mut job = levels::start_search(&g, level, 3);
        while !job.step(100) {}
        assert_eq!(
            job.best().as_deref(),
            Some("0"),
            "level {level}: {}",
            job.summary()
        );
    }
    // The baseline too (it has no budget: ten steps).
    let mut job = levels::start_search(&g, levels::BASELINE, 3);
    for _ in 0..10 {
        job.step(100);
    }
    assert_eq!(job.best().as_deref(), Some("0"), "{}", job.summary());
}

/// What a search says after each of `batches` steps (its best move, node
/// count, outlook to the bit, summary, whether it is done), hashed; and its
/// last best move and node count, readable.
fn trace(job: &mut dyn SearchJob, batches: &[u32]) -> String {
    let mut lines = Vec::new();
    for &b in batches {
        let done = job.step(b);
        lines.push(format!(
            "{:?} {} {:?} {} {done}",
            job.best(),
            job.nodes(),
            job.outlook().map(f32::to_bits),
            job.summary()
        ));
    }
    let hash = attic::core::hash::hash_of(&lines);
    format!(
        "{} {} {hash:016x}",
        job.best().unwrap_or_default(),
        job.nodes()
    )
}

/// Steps of growing size, 2 000 playouts in all: the early steps see the
/// first expansions one by one, the late ones a grown tree.
const TRACE_STEPS: &[u32] = &[1, 1, 1, 2, 5, 10, 30, 50, 100, 300, 500, 1_000];

/// A position of game `id` after at least `plies` random plies (chance
/// drawn), where a seat chooses among two moves or more (the first such in
/// random games, a new one whenever a game ends first).
fn position<G: Game>(games: &dyn attic::core::registry::Registry, id: &str, plies: usize) -> G {
    let mut rng = Rng::new(5);
    let mut s = Session::new(games, id, "", &mut rng).unwrap();
    loop {
        if s.current().turn() == Turn::Over {
            s = Session::new(games, id, "", &mut rng).unwrap();
        }
        if s.draw_chance(&mut rng).is_some() {
            continue;
        }
        let toks = s.current().legal_tokens();
        if s.len() >= plies && toks.len() >= 2 {
            break;
        }
        s.play(&toks[rng.below(toks.len())]).unwrap();
    }
    s.current().as_any().downcast_ref::<G>().unwrap().clone()
}

/// Whether a seat chooses at `g` between two moves or more.
fn is_choice<G: Game>(g: &G) -> bool {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    matches!(g.turn(), Turn::Seat(_)) && moves.len() >= 2
}

/// The traces ([`trace`]) of the plain-UCT baseline and of MCTS with and
/// without cut playouts on `g`.
fn traces<G: Game>(g: &G) -> [String; 3] {
    let mcts = |cut_after| {
        let cfg = mcts::Config {
            max_playouts: 1_500,
            exploration: 1.0,
            cut_after,
            max_playout_plies: 2_000,
        };
        trace(&mut Mcts::new(g.clone(), cfg, 7), TRACE_STEPS)
    };
    [
        trace(&mut Uct::new(g.clone(), 7), TRACE_STEPS),
        mcts(None),
        mcts(Some(0)),
    ]
}

/// The tree searches answer as they did when this test was written, to the
/// bit: the same best moves and node counts after the same steps, the same
/// visits and scores on the way (hashed): a change to their tree code that
/// should change nothing (sharing it between them) is checked here. The games
/// cover two seats with an evaluation (O An Quan), chance nodes in the tree
/// (TURNOOI), a game without an evaluation (Straat), four seats in
/// partnerships (the Pile toy) and random trees with chance nodes, seats
/// that move twice running and a playout policy (which MCTS follows and the
/// baseline does not). A change to one of these games'
/// rules, evaluation or playout policy changes the answers too: then print
/// the new ones with `ATTIC_PRINT_TRACES=1 cargo test --test suite
/// ai::tree_searches_keep_their_answers -- --nocapture` and check them.
#[test]
fn tree_searches_keep_their_answers() {
    use attic::games::{oanquan::OanQuan, straat::Straat, turnooi::Turnooi};
    let reg = &attic::games::REGISTRY;
    let mut got: Vec<(String, [String; 3])> = vec![
        (
            "oanquan".into(),
            traces(&position::<OanQuan>(reg, "oanquan", 4)),
        ),
        (
            "turnooi".into(),
            traces(&position::<Turnooi>(reg, "turnooi", 6)),
        ),
        (
            "straat".into(),
            traces(&position::<Straat>(reg, "straat", 2)),
        ),
        (
            "toy-pile".into(),
            traces(&position::<crate::toys::pile::Pile>(
                &crate::toys::TOYS,
                "toy-pile",
                1,
            )),
        ),
    ];
    // The first three trees whose root is a seat's choice.
    let trees = (0..).map(|seed| {
        let g = Tree {
            chance: true,
            policy: true,
            ..Tree::big(seed)
        };
        (seed, g)
    });
    for (seed, g) in trees.filter(|(_, g)| is_choice(g)).take(3) {
        got.push((format!("tree {seed}"), traces(&g)));
    }
    if std::env::var_os("ATTIC_PRINT_TRACES").is_some() {
        for (name, t) in &got {
            println!("(\"{name}\", [\"{}\", \"{}\", \"{}\"]),", t[0], t[1], t[2]);
        }
    }
    // Best move, node count, hash of the steps: uct, mcts, mcts cut at once.
    let want: &[(&str, [&str; 3])] = &[
        (
            "oanquan",
            [
                "A4xB5:3 2000 0ad021b6bbeaca9d",
                "A1xA2:12 1500 03443917f175f728",
                "A4xB5:3 1500 830788a941711bcc",
            ],
        ),
        (
            "turnooi",
            [
                "e5-d5 2000 989290f007f457de",
                "e5-f5 1500 0f56706a0387208b",
                "b6-b5 1500 c013fce65b36e337",
            ],
        ),
        (
            "straat",
            [
                "c2E 2000 067518b685beb7f7",
                "d4E 1500 8fc852b14d6a743d",
                "d4E 1500 8fc852b14d6a743d",
            ],
        ),
        (
            "toy-pile",
            [
                "t1 2000 b474783e3e20239e",
                "t1 1500 305c980cfa664aab",
                "t1 1500 581566af3bad8f3d",
            ],
        ),
        (
            "tree 2",
            [
                "1 2000 a4b1139304c00756",
                "0 1500 e92e96db8ce860c4",
                "1 1500 4fefcbb5edd9819d",
            ],
        ),
        (
            "tree 3",
            [
                "1 2000 92775dc690465b3f",
                "1 1500 f73bace4ec4fa23b",
                "1 1500 a7996e89468e8096",
            ],
        ),
        (
            "tree 5",
            [
                "0 2000 ad0b0f3ddf47e2ac",
                "0 1500 9323e5d710c6278b",
                "0 1500 1a54473ce11ff2f3",
            ],
        ),
    ];
    assert_eq!(got.len(), want.len(), "{got:#?}");
    for ((name, t), (want_name, w)) in got.iter().zip(want) {
        assert_eq!(name, want_name);
        assert_eq!(t, w, "{name}: uct, mcts, mcts cut at once");
    }
}

/// Playouts per second of the tree searches on fixed work (the positions of
/// [`tree_searches_keep_their_answers`], a fixed seed and playout count),
/// the best of five runs each: a measure for changes to their hot loops.
/// `cargo test --release --test suite ai::tree_search_speed -- --ignored
/// --nocapture`.
#[test]
#[ignore]
fn tree_search_speed() {
    use attic::games::{oanquan::OanQuan, straat::Straat, turnooi::Turnooi};
    use std::time::Instant;
    fn rate(name: &str, what: &str, playouts: u32, mut make: impl FnMut() -> Box<dyn SearchJob>) {
        let mut best = f64::INFINITY;
        for _ in 0..5 {
            let mut job = make();
            let t = Instant::now();
            job.step(playouts);
            best = best.min(t.elapsed().as_secs_f64());
            assert_eq!(job.nodes(), playouts as u64, "{name} {what}");
        }
        println!(
            "{name:8} {what:10} {:>9.0} playouts/s",
            playouts as f64 / best
        );
    }
    // `full` playouts for the searches that play to the end, `cut` for MCTS
    // scoring new leaves at once (far quicker where there is an evaluation).
    fn rates<G: Game + 'static>(name: &str, g: G, full: u32, cut: u32) {
        rate(name, "uct", full, || Box::new(Uct::new(g.clone(), 7)));
        for (what, cut_after, playouts) in [("mcts", None, full), ("mcts cut 0", Some(0), cut)] {
            let cfg = mcts::Config {
                max_playouts: playouts as u64,
                exploration: 1.0,
                cut_after,
                max_playout_plies: 2_000,
            };
            rate(name, what, playouts, || {
                Box::new(Mcts::new(g.clone(), cfg, 7))
            });
        }
    }
    let reg = &attic::games::REGISTRY;
    rates(
        "oanquan",
        position::<OanQuan>(reg, "oanquan", 4),
        50_000,
        200_000,
    );
    rates(
        "turnooi",
        position::<Turnooi>(reg, "turnooi", 6),
        1_000,
        100_000,
    );
    rates(
        "straat",
        position::<Straat>(reg, "straat", 2),
        100_000,
        100_000,
    );
    let tree = (0..)
        .map(|seed| Tree {
            chance: true,
            ..Tree::big(seed)
        })
        .find(is_choice)
        .unwrap();
    rates("tree", tree, 500_000, 500_000);
}
