//! Analysis of a game by the AI: the advantage of every position (the
//! chart), the moves where it swung (`?`, `??`), and the hint with the best
//! moves for the seat to move. Jobs run in small steps, like a
//! [`SearchJob`], so the worker can yield between them; the clock is the
//! caller's ([`Probe::cut`] ends a position's search early).
//!
//! Values are win shares in [0, 1] as [`SearchJob::outlook`] gives them,
//! always from one seat's side (the first seat's for the chart).

use attic_core::any::{AnyGame, SearchJob};
use attic_core::game::{Seat, Turn};
use attic_core::registry::SearchFn;
use attic_core::rng::Rng;

/// The AI level whose search values each position of the chart.
pub const CHART_LEVEL: u8 = 2;
/// The AI level whose best move is the hint.
pub const HINT_LEVEL: u8 = 3;
/// The AI level that values each move for the best moves.
pub const RANK_LEVEL: u8 = 1;
/// A move that lost its mover this much of a win share (0.15 = 15
/// percentage points of win chance) is dubious: `?`.
pub const DUBIOUS: f32 = 0.15;
/// A move that lost this much is a blunder: `??`.
pub const BLUNDER: f32 = 0.30;
/// Random playouts that value a position where chance moves next.
const CHANCE_PLAYOUTS: u32 = 64;
/// A playout longer than this is cut (no real game is this long).
const MAX_PLIES: usize = 10_000;

/// A move's mark in the move list: the evaluation swung against its mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swing {
    /// Lost at least [`DUBIOUS`]: `?`.
    Dubious,
    /// Lost at least [`BLUNDER`]: `??`.
    Blunder,
}

impl Swing {
    /// The mark as chess annotates it.
    pub fn mark(self) -> &'static str {
        match self {
            Swing::Dubious => "?",
            Swing::Blunder => "??",
        }
    }
}

/// The swing mark of each move `i` (from position `i` to `i + 1`):
/// `values` are the positions' values from the first seat's side (one more
/// than the moves), `first_side[i]` whether the mover of move `i` is on the
/// first seat's side (`None` for a chance draw, never marked).
pub fn swings(values: &[Option<f32>], first_side: &[Option<bool>]) -> Vec<Option<Swing>> {
    first_side
        .iter()
        .enumerate()
        .map(|(i, side)| {
            let (before, after) = (values.get(i).copied()??, values.get(i + 1).copied()??);
            let lost = if (*side)? {
                before - after
            } else {
                after - before
            };
            if lost >= BLUNDER {
                Some(Swing::Blunder)
            } else if lost >= DUBIOUS {
                Some(Swing::Dubious)
            } else {
                None
            }
        })
        .collect()
}

/// The value of one position for seat `me`, found in steps: the game's
/// result once it is over, a search for the seat to move, or random
/// playouts where chance moves next.
pub struct Probe {
    me: Seat,
    game: Box<dyn AnyGame>,
    /// The move played when it was the only legal one (see [`Probe::new`]).
    forced: Option<String>,
    search: Option<(Seat, Box<dyn SearchJob>)>,
    rng: Rng,
    playouts: u32,
    total: f32,
    done: bool,
    value: Option<f32>,
}

impl Probe {
    /// Value `game` for `me` with a search of `level` (seeded by `seed`).
    /// The search sees only the view of the seat to move, as the AI does.
    ///
    /// A seat's only legal move is played first (as many as follow): it
    /// changes nothing of the position's value, and a search plays a
    /// single move without searching, so it could not say what it is worth.
    pub fn new(game: Box<dyn AnyGame>, me: Seat, search: SearchFn, level: u8, seed: u64) -> Probe {
        let (game, forced) = play_forced(game);
        let mut p = Probe {
            me,
            forced,
            search: None,
            rng: Rng::new(seed),
            playouts: 0,
            total: 0.0,
            done: false,
            value: None,
            game,
        };
        match p.game.turn() {
            Turn::Over => {
                p.value = reward(p.game.as_ref(), me);
                p.done = true;
            }
            Turn::Seat(s) if !p.game.legal_tokens().is_empty() => {
                p.search = Some((s, search(p.game.as_ref(), level, seed)));
            }
            Turn::Seat(_) => p.done = true,
            Turn::Chance => {}
        }
        p
    }

    /// About `nodes` more work; true when the value is known.
    pub fn step(&mut self, nodes: u32) -> bool {
        if self.done {
            return true;
        }
        match &mut self.search {
            Some((_, job)) => {
                if job.step(nodes.max(1)) {
                    self.cut();
                }
            }
            None => {
                for _ in 0..nodes.clamp(1, CHANCE_PLAYOUTS) {
                    let mut g = self.game.clone_box();
                    g.random_playout(&mut self.rng, MAX_PLIES);
                    self.total += reward(g.as_ref(), self.me).unwrap_or(0.5);
                    self.playouts += 1;
                    if self.playouts >= CHANCE_PLAYOUTS {
                        self.cut();
                        break;
                    }
                }
            }
        }
        self.done
    }

    /// Stop now and keep what is known (the caller's time is up).
    pub fn cut(&mut self) {
        if self.done {
            return;
        }
        self.done = true;
        self.value = match &self.search {
            Some((mover, job)) => job.outlook().map(|v| {
                if same_side(self.game.as_ref(), *mover, self.me) {
                    v
                } else {
                    1.0 - v
                }
            }),
            None if self.playouts > 0 => Some(self.total / self.playouts as f32),
            None => None,
        };
    }

    /// The value for `me`, once known (`None` when the search cannot say).
    pub fn value(&self) -> Option<f32> {
        self.value
    }

    /// The best move as the record writes it: the only legal one, else the
    /// search's best so far (`None` when the position was not searched).
    /// A search may name a move another way (e.g. TAU's cards in another
    /// order).
    pub fn best(&self) -> Option<String> {
        if let Some(f) = &self.forced {
            return Some(f.clone());
        }
        let token = self.search.as_ref()?.1.best()?;
        let mut g = self.game.clone_box();
        Some(g.play_token(&token).map(|(c, _)| c).unwrap_or(token))
    }
}

/// `game` after the moves of seats that have only one legal move, and the
/// first of them.
fn play_forced(mut game: Box<dyn AnyGame>) -> (Box<dyn AnyGame>, Option<String>) {
    let mut first = None;
    for _ in 0..MAX_PLIES {
        if !matches!(game.turn(), Turn::Seat(_)) {
            break;
        }
        let tokens = game.legal_tokens();
        let [only] = tokens.as_slice() else {
            break;
        };
        let Ok((canonical, _)) = game.play_token(only) else {
            break;
        };
        first.get_or_insert(canonical);
    }
    (game, first)
}

fn same_side(g: &dyn AnyGame, a: Seat, b: Seat) -> bool {
    g.team(a) == g.team(b)
}

/// What a finished game is worth to `me`.
fn reward(g: &dyn AnyGame, me: Seat) -> Option<f32> {
    let o = g.outcome()?;
    Some(o.reward(me, g.seats(), &|s| g.team(s)))
}

/// The chart: every position of a game valued from the first seat's side,
/// one after the other.
pub struct Chart {
    positions: Vec<Box<dyn AnyGame>>,
    search: SearchFn,
    seed: u64,
    probe: Option<Probe>,
    values: Vec<Option<f32>>,
}

impl Chart {
    /// The chart of these positions (the start and after each move).
    pub fn new(positions: Vec<Box<dyn AnyGame>>, search: SearchFn, seed: u64) -> Chart {
        Chart {
            positions,
            search,
            seed,
            probe: None,
            values: Vec::new(),
        }
    }

    /// About `nodes` more work; true when every position is valued.
    pub fn step(&mut self, nodes: u32) -> bool {
        if self.values.len() >= self.positions.len() {
            return true;
        }
        let i = self.values.len();
        let probe = self.probe.get_or_insert_with(|| {
            let g = self.positions[i].clone_box();
            Probe::new(g, 0, self.search, CHART_LEVEL, self.seed ^ i as u64)
        });
        if probe.step(nodes) {
            self.values.push(probe.value());
            self.probe = None;
        }
        self.values.len() >= self.positions.len()
    }

    /// End the current position's search now (its time is up).
    pub fn cut(&mut self) {
        if let Some(p) = self.probe.as_mut() {
            p.cut();
            self.values.push(p.value());
            self.probe = None;
        }
    }

    /// Positions valued so far.
    pub fn done(&self) -> usize {
        self.values.len()
    }

    /// Positions in all.
    pub fn total(&self) -> usize {
        self.positions.len()
    }

    /// The values so far, from the first seat's side.
    pub fn values(&self) -> &[Option<f32>] {
        &self.values
    }
}

/// The hint for the seat to move: the best move of [`HINT_LEVEL`] with
/// that search's value, then every other legal move valued by a search of
/// [`RANK_LEVEL`] after it, for the best three. Give it the seat's view
/// only.
pub struct Hint {
    seat: Seat,
    root: Probe,
    /// Whether the hint's own search is over.
    searched: bool,
    best: Option<String>,
    moves: Vec<(String, Box<dyn AnyGame>)>,
    search: SearchFn,
    seed: u64,
    probe: Option<Probe>,
    ranked: Vec<(String, Option<f32>)>,
}

impl Hint {
    /// The hint in `view` (the position as the seat to move sees it);
    /// `None` when no seat is to move or it has no move.
    pub fn new(view: Box<dyn AnyGame>, search: SearchFn, seed: u64) -> Option<Hint> {
        let Turn::Seat(seat) = view.turn() else {
            return None;
        };
        let moves: Vec<(String, Box<dyn AnyGame>)> = view
            .legal_tokens()
            .into_iter()
            .filter_map(|t| {
                let mut g = view.clone_box();
                g.play_token(&t).ok()?;
                Some((t, g))
            })
            .collect();
        if moves.is_empty() {
            return None;
        }
        let root = Probe::new(view, seat, search, HINT_LEVEL, seed);
        Some(Hint {
            seat,
            root,
            searched: false,
            best: None,
            moves,
            search,
            seed,
            probe: None,
            ranked: Vec::new(),
        })
    }

    /// About `nodes` more work; true when the hint and every move's value
    /// are known.
    pub fn step(&mut self, nodes: u32) -> bool {
        if !self.searched {
            if self.root.step(nodes) {
                self.searched = true;
                self.best = self.root.best();
            }
            return false;
        }
        let i = self.ranked.len();
        let Some((token, after)) = self.moves.get(i) else {
            return true;
        };
        if self.best.as_ref() == Some(token) {
            // The hint's own search has valued its move, deeper than a
            // ranking search would: it is not searched again.
            self.ranked.push((token.clone(), self.root.value()));
            return self.ranked.len() >= self.moves.len();
        }
        let probe = self.probe.get_or_insert_with(|| {
            let seed = self.seed ^ (i as u64 + 1);
            Probe::new(after.clone_box(), self.seat, self.search, RANK_LEVEL, seed)
        });
        if probe.step(nodes) {
            self.ranked.push((token.clone(), probe.value()));
            self.probe = None;
        }
        self.ranked.len() >= self.moves.len()
    }

    /// End the current search now (its time is up).
    pub fn cut(&mut self) {
        if !self.searched {
            self.root.cut();
            self.searched = true;
            self.best = self.root.best();
        } else if let Some(p) = self.probe.as_mut() {
            p.cut();
            let token = self.moves[self.ranked.len()].0.clone();
            self.ranked.push((token, p.value()));
            self.probe = None;
        }
    }

    /// Searches done so far (the hint's, then one per move).
    pub fn done(&self) -> usize {
        usize::from(self.searched) + self.ranked.len()
    }

    /// Searches in all.
    pub fn total(&self) -> usize {
        1 + self.moves.len()
    }

    /// The hint: the best move of [`HINT_LEVEL`] (as its search found it).
    pub fn best(&self) -> Option<String> {
        self.best.clone()
    }

    /// The hint's value for the seat to move, as its own search sees it
    /// (known even when the hint is not among the [`Hint::top`] moves).
    pub fn value(&self) -> Option<f32> {
        self.root.value()
    }

    /// The seat the hint is for.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The best `n` moves valued so far, best first, with their values for
    /// the seat to move (moves of unknown value last, in the game's order).
    pub fn top(&self, n: usize) -> Vec<(String, Option<f32>)> {
        let mut v = self.ranked.clone();
        attic_core::order::sort_by(&mut v, |a, b| {
            let key = |x: Option<f32>| x.unwrap_or(-1.0);
            key(b.1).total_cmp(&key(a.1))
        });
        v.truncate(n);
        v
    }
}
