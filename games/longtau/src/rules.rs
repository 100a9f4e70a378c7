//! The Long Tau state and the turn of §4: siege removal, chair removal
//! (with the player's choice on a tie), elimination, the draw test, the
//! move or pass, chair completion and the quiet counter.
//!
//! A state is always "between turns": the pawns on the board, the seat
//! whose turn begins, the pending chair rights and the quiet counter, as
//! in the position string of §2.7. What steps 1–4 of that seat's turn
//! will do is derived once, when the state is made ([`Pre`]), and a move
//! ([`Mv`]) is the whole turn: the tie choice (if any) and the action.

use super::board::{bit, bits, chair, has, ALL, CELLS, NONE, T};
use attic_core::{Event, Seat};

/// What a turn does after its removals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A pawn slides from one cell to another (cell indexes).
    Slide {
        /// Start cell.
        from: u8,
        /// End cell.
        to: u8,
    },
    /// No legal move: the automatic pass.
    Pass,
    /// The game ended at the start of the turn (step 3 or 4).
    End,
}

/// A whole turn: the chair-removal tie choice and the action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mv {
    /// The action.
    pub action: Action,
    /// The tied pawns the player chose to remove (§6.3 step 5), as a cell
    /// set; 0 when the turn has no choice.
    pub chosen: u128,
}

/// Typed options (§8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Opts {
    /// 2 or 4.
    pub players: u8,
    /// `pawns=shared` (four players only).
    pub shared: bool,
    /// `lines=areas`.
    pub areas: bool,
    /// `no-removal-limit` (0: off).
    pub limit: u32,
    /// `limit-result=pawns`: the no-removal limit is won by the side with
    /// more pawns (§7.2, I22); false with `no-removal-limit=0`.
    pub limit_pawns: bool,
}

impl Default for Opts {
    fn default() -> Opts {
        Opts {
            players: 2,
            shared: false,
            areas: false,
            limit: 200,
            limit_pawns: false,
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// §7.1: `winner`'s side removed the last pawns of `empty` (a set of
    /// seats, bit per seat).
    Elimination {
        /// The seat whose turn it was.
        winner: Seat,
        /// Seats of the other side left without pawns.
        empty: u8,
    },
    /// §7.2: the no-removal limit (a draw, or with `limit-result=pawns`
    /// won by the side with more pawns: [`LongTau::limit_winner`]).
    Limit,
}

impl End {
    /// The termination name of §9.3.
    pub fn word(self) -> &'static str {
        match self {
            End::Elimination { .. } => "elimination",
            End::Limit => "no-removal-limit",
        }
    }
}

/// Steps 1–4 of the turn about to begin, derived from the state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pre {
    /// Step 1: enemy pawns in besieged groups.
    pub siege: u128,
    /// Step 2: pawns the chair right removes with no choice.
    pub forced: u128,
    /// Step 2: the pawns tied at the cut when the player must choose `k`
    /// of them (0 when there is no choice).
    pub tie: u128,
    /// How many of `tie` the player removes (0: no choice).
    pub k: u8,
    /// Whether the mover holds a right (used up this turn).
    pub right: bool,
    /// Steps 3–4 end the game (only when there is no choice).
    pub end: Option<End>,
}

/// A position as a record's `Setup` tag gives it (§2.7): each seat's
/// pawns, the seat whose turn begins, the chair rights and the quiet
/// counter, at a table of `players`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    /// 2 or 4 (the seat codes depend on it).
    pub players: u8,
    /// Pawns of each seat, as [`LongTau::pawns`].
    pub pawns: [u128; 4],
    /// The seat whose turn begins.
    pub to_move: Seat,
    /// Pending chair rights, a bit per seat.
    pub rights: u8,
    /// The quiet counter (§7.2).
    pub quiet: u32,
}

impl Placement {
    /// The position of a state.
    pub fn of(g: &LongTau) -> Placement {
        Placement {
            players: g.opts.players,
            pawns: g.pawns,
            to_move: g.to_move,
            rights: g.rights,
            quiet: g.quiet,
        }
    }

    /// A state at this position, with `opts`.
    pub fn state(&self, opts: Opts) -> LongTau {
        LongTau::from_parts(opts, self.pawns, self.to_move, self.rights, self.quiet)
    }
}

/// A Long Tau game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LongTau {
    /// Options.
    pub opts: Opts,
    /// Pawns of each seat (seat order: N S with two players, N E S W with
    /// four).
    pub pawns: [u128; 4],
    /// The seat whose turn begins.
    pub to_move: Seat,
    /// Pending chair rights, a bit per seat.
    pub rights: u8,
    /// The quiet counter (§7.2).
    pub quiet: u32,
    /// The end, once the `end` turn is played.
    pub result: Option<End>,
    /// What the coming turn's steps 1–4 do.
    pub pre: Pre,
    /// The start: the position of the `Setup` tag, or None for the
    /// standard setup (then `first` says who began).
    pub setup: Option<std::sync::Arc<Placement>>,
    /// The seat that moved first (the `First` tag).
    pub first: Seat,
}

/// Whether the pawns `group` of one side, among `empty` cells, include a
/// pawn with a liberty: the pawns of `side` connected to one are alive,
/// the rest besieged. Returns the besieged pawns.
pub fn besieged(side: u128, empty: u128, nbrs: &[u128; CELLS]) -> u128 {
    let mut alive = 0u128;
    for c in bits(side) {
        if nbrs[c as usize] & empty != 0 {
            alive |= bit(c);
        }
    }
    let mut frontier = alive;
    while frontier != 0 {
        let c = frontier.trailing_zeros() as usize;
        frontier &= frontier - 1;
        let new = nbrs[c] & side & !alive;
        alive |= new;
        frontier |= new;
    }
    side & !alive
}

/// The pawns a chair right removes from `enemy` (§6.3): those removed
/// with no choice, then the tied pawns and how many of them to choose
/// (`(forced, 0, 0)` when there is no choice).
pub fn chair_removal(enemy: u128) -> (u128, u128, u8) {
    if enemy.count_ones() <= 4 {
        return (enemy, 0, 0);
    }
    let mut forced = 0u128;
    let mut taken = 0;
    for &(_, mask) in &T.by_d[..T.classes] {
        let here = enemy & mask;
        let n = here.count_ones();
        if taken + n <= 4 {
            forced |= here;
            taken += n;
            if taken == 4 {
                break;
            }
        } else {
            return (forced, here, (4 - taken) as u8);
        }
    }
    (forced, 0, 0)
}

/// The subsets of `set` with `k` cells, in a fixed order (colex over the
/// cells in canonical order).
pub fn combinations(set: u128, k: u8) -> Vec<u128> {
    let cells: Vec<u8> = bits(set).collect();
    let n = cells.len();
    let mut out = Vec::new();
    if k == 0 || k as usize > n || n > 32 {
        return out;
    }
    let mut m: u64 = (1u64 << k) - 1;
    while m < 1u64 << n {
        out.push(
            cells
                .iter()
                .enumerate()
                .filter(|(i, _)| m >> i & 1 == 1)
                .fold(0u128, |s, (_, &c)| s | bit(c)),
        );
        // Gosper's hack: the next number with the same count of ones.
        let low = m & m.wrapping_neg();
        let up = m + low;
        m = (((up ^ m) >> 2) / low) | up;
    }
    out
}

impl LongTau {
    /// A state from its parts; derives the coming turn.
    pub fn from_parts(
        opts: Opts,
        pawns: [u128; 4],
        to_move: Seat,
        rights: u8,
        quiet: u32,
    ) -> LongTau {
        let mut g = LongTau {
            opts,
            pawns,
            to_move,
            rights,
            quiet,
            result: None,
            pre: Pre::default(),
            setup: None,
            first: to_move,
        };
        g.pre = g.prelude();
        g
    }

    /// Number of seats.
    pub fn seat_count(&self) -> u8 {
        if self.opts.players == 4 {
            4
        } else {
            2
        }
    }

    /// The side (team) of a seat: with four players N and S are side 0,
    /// E and W side 1.
    pub fn side_of(&self, s: Seat) -> u8 {
        if self.opts.players == 4 {
            s & 1
        } else {
            s
        }
    }

    /// The seat after `s` in turn order (clockwise N E S W with four).
    pub fn next_seat(&self, s: Seat) -> Seat {
        (s + 1) % self.seat_count()
    }

    /// Every pawn of side `t`.
    pub fn side_pawns(&self, t: u8) -> u128 {
        if self.opts.players == 4 {
            self.pawns[t as usize & 1] | self.pawns[(t as usize & 1) + 2]
        } else {
            self.pawns[t as usize & 1]
        }
    }

    /// Every pawn on the board.
    pub fn occupied(&self) -> u128 {
        self.pawns[0] | self.pawns[1] | self.pawns[2] | self.pawns[3]
    }

    /// The seats of the side opposed to seat `s`, as a bit set of seats.
    pub fn enemy_seats(&self, s: Seat) -> u8 {
        let mut m = 0;
        for e in 0..self.seat_count() {
            if self.side_of(e) != self.side_of(s) {
                m |= 1 << e;
            }
        }
        m
    }

    /// The pawns seat `s` may move (§5.1).
    pub fn movable(&self, s: Seat) -> u128 {
        if self.opts.players == 4 && self.opts.shared {
            self.side_pawns(self.side_of(s))
        } else {
            self.pawns[s as usize & 3]
        }
    }

    /// The neighbour table of the option `lines`.
    pub fn nbrs(&self) -> &'static [u128; CELLS] {
        &T.nbrs[self.opts.areas as usize]
    }

    /// Where a pawn on `from` slides in direction `dir` over `occ`, if it
    /// can move that way (§5.2).
    pub fn slide(&self, from: u8, dir: usize, occ: u128) -> Option<u8> {
        let next = &T.next[self.opts.areas as usize];
        let mut at = from;
        loop {
            let n = next[at as usize][dir];
            if n == NONE || has(occ, n) {
                break;
            }
            at = n;
        }
        (at != from).then_some(at)
    }

    /// Whether `s`'s side holds the whole chair on `pawns`.
    fn chair_complete(&self, s: Seat) -> bool {
        let ch = chair();
        self.side_pawns(self.side_of(s)) & ch == ch
    }

    /// The seats of `s`'s enemy side left empty by removing `removed`.
    fn emptied(&self, s: Seat, removed: u128) -> u8 {
        let mut m = 0;
        for e in 0..self.seat_count() {
            if self.enemy_seats(s) >> e & 1 == 1 && self.pawns[e as usize] & !removed == 0 {
                m |= 1 << e;
            }
        }
        m
    }

    /// Whether removing `removed` ends the game by elimination (§7.1).
    pub fn eliminates(&self, removed: u128) -> bool {
        let s = self.to_move;
        let empty = self.emptied(s, removed);
        let enemies = self.enemy_seats(s);
        if self.opts.players == 4 && self.opts.shared {
            empty == enemies
        } else {
            empty != 0
        }
    }

    /// Steps 1–4 of the turn of `to_move`.
    pub fn prelude(&self) -> Pre {
        let s = self.to_move;
        let enemy = self.side_pawns(1 - self.side_of(s).min(1));
        let empty = ALL & !self.occupied();
        let siege = besieged(enemy, empty, self.nbrs());
        let right = self.rights >> s & 1 == 1;
        let (forced, tie, k) = if right {
            chair_removal(enemy & !siege)
        } else {
            (0, 0, 0)
        };
        let mut pre = Pre {
            siege,
            forced,
            tie,
            k,
            right,
            end: None,
        };
        if k == 0 {
            let removed = siege | forced;
            if self.eliminates(removed) {
                pre.end = Some(End::Elimination {
                    winner: s,
                    empty: self.emptied(s, removed),
                });
            } else if removed == 0 && self.opts.limit > 0 && self.quiet >= self.opts.limit {
                pre.end = Some(End::Limit);
            }
        }
        pre
    }

    /// The end of the game: played, or certain at the start of the coming
    /// turn (its steps 3–4 end it with no choice, so its `end` is the only
    /// move, and a record may leave it out, §9.3).
    pub fn end(&self) -> Option<End> {
        self.result.or(self.pre.end)
    }

    /// Whether a tie choice is valid for this turn.
    pub fn valid_choice(&self, chosen: u128) -> bool {
        if self.pre.k == 0 {
            chosen == 0
        } else {
            chosen & !self.pre.tie == 0 && chosen.count_ones() == self.pre.k as u32
        }
    }

    /// The pawns removed at the start of the turn with this choice.
    pub fn removed(&self, chosen: u128) -> u128 {
        self.pre.siege | self.pre.forced | chosen
    }

    /// The actions open to the mover once `removed` is off the board
    /// (§5.3): its slides, or the pass if there is none.
    pub fn actions(&self, removed: u128, out: &mut Vec<Mv>, chosen: u128) {
        let s = self.to_move;
        let occ = self.occupied() & !removed;
        let before = out.len();
        for from in bits(self.movable(s) & !removed) {
            for dir in 0..4 {
                if let Some(to) = self.slide(from, dir, occ) {
                    out.push(Mv {
                        action: Action::Slide { from, to },
                        chosen,
                    });
                }
            }
        }
        if out.len() == before {
            out.push(Mv {
                action: Action::Pass,
                chosen,
            });
        }
    }

    /// Every legal move, in the fixed order: tie choices (in
    /// [`combinations`] order), and for each the actions by pawn (cells in
    /// canonical order) and direction (up, right, down, left).
    pub fn gen(&self, out: &mut Vec<Mv>) {
        out.clear();
        if self.result.is_some() {
            return;
        }
        if self.pre.k == 0 {
            if self.pre.end.is_some() {
                out.push(Mv {
                    action: Action::End,
                    chosen: 0,
                });
            } else {
                self.actions(self.removed(0), out, 0);
            }
            return;
        }
        for chosen in combinations(self.pre.tie, self.pre.k) {
            let removed = self.removed(chosen);
            if self.eliminates(removed) {
                out.push(Mv {
                    action: Action::End,
                    chosen,
                });
            } else {
                self.actions(removed, out, chosen);
            }
        }
    }

    /// Whether the turn with this choice ends the game at its start.
    pub fn ends_with(&self, chosen: u128) -> bool {
        if self.pre.k == 0 {
            self.pre.end.is_some()
        } else {
            self.eliminates(self.removed(chosen))
        }
    }

    /// Whether a slide is possible after `removed` (for the pass).
    pub fn can_slide(&self, removed: u128) -> bool {
        let occ = self.occupied() & !removed;
        bits(self.movable(self.to_move) & !removed)
            .any(|c| (0..4).any(|d| self.slide(c, d, occ).is_some()))
    }

    /// Whether `m` is legal, checked rule by rule (not by the generator).
    pub fn legal(&self, m: &Mv) -> bool {
        if self.result.is_some() || !self.valid_choice(m.chosen) {
            return false;
        }
        let removed = self.removed(m.chosen);
        let ends = self.ends_with(m.chosen);
        match m.action {
            Action::End => ends,
            _ if ends => false,
            Action::Pass => !self.can_slide(removed),
            Action::Slide { from, to } => {
                let occ = self.occupied() & !removed;
                (from as usize) < CELLS
                    && has(self.movable(self.to_move), from)
                    && !has(removed, from)
                    && (0..4).any(|d| self.slide(from, d, occ) == Some(to))
            }
        }
    }

    /// Whether a slide completes the chair for the mover's side (the `*`),
    /// on the board after `removed`.
    pub fn completes(&self, removed: u128, from: u8, to: u8) -> bool {
        let t = self.side_of(self.to_move);
        let ch = chair();
        let mine = self.side_pawns(t) & !removed;
        let after = (mine & !bit(from)) | bit(to);
        mine & ch != ch && after & ch == ch
    }

    /// Play a legal move; events (removals, then the slide) go to `ev`.
    pub fn apply(&mut self, m: &Mv, mut ev: Option<&mut Vec<Event>>) {
        let s = self.to_move;
        let pre = self.pre;
        let chair_cut = pre.forced | m.chosen;
        let removed = pre.siege | chair_cut;
        if let Some(ev) = ev.as_deref_mut() {
            for c in bits(pre.siege).chain(bits(chair_cut)) {
                ev.push(Event::Capture {
                    at: T.grid[c as usize] as u16,
                    n: 1,
                    by: s,
                });
            }
            // The removals in words, for people (the move list, the
            // announcement of an automatic turn).
            for (set, key) in [(pre.siege, "note.siege"), (chair_cut, "note.chair")] {
                if set != 0 {
                    let cells: Vec<String> = bits(set).map(super::board::name).collect();
                    ev.push(Event::Note(
                        super::game::msg(key)
                            .term("seat", super::game::seat_term(self, s))
                            .num("n", set.count_ones() as i64)
                            .text("cells", cells.join(", ")),
                    ));
                }
            }
        }
        for p in self.pawns.iter_mut() {
            *p &= !removed;
        }
        if pre.right {
            self.rights &= !(1 << s);
        }
        match m.action {
            Action::End => {
                self.result = Some(if self.eliminates(0) {
                    End::Elimination {
                        winner: s,
                        empty: self.emptied(s, 0),
                    }
                } else {
                    End::Limit
                });
                self.pre = Pre::default();
                return;
            }
            Action::Pass => {
                if let Some(ev) = ev.as_deref_mut() {
                    ev.push(Event::Note(
                        super::game::msg("note.pass").term("seat", super::game::seat_term(self, s)),
                    ));
                }
            }
            Action::Slide { from, to } => {
                let before = self.chair_complete(s);
                let owner = (0..4).find(|&o| has(self.pawns[o], from)).unwrap_or(0);
                self.pawns[owner] = (self.pawns[owner] & !bit(from)) | bit(to);
                if let Some(ev) = ev.as_deref_mut() {
                    ev.push(Event::Move {
                        from: T.grid[from as usize] as u16,
                        to: T.grid[to as usize] as u16,
                    });
                }
                if !before && self.chair_complete(s) {
                    self.rights |= 1 << s;
                    if let Some(ev) = ev {
                        ev.push(Event::Note(
                            super::game::msg("note.right")
                                .term("seat", super::game::seat_term(self, s)),
                        ));
                    }
                }
            }
        }
        self.quiet = if removed != 0 {
            0
        } else {
            self.quiet.saturating_add(1)
        };
        self.to_move = self.next_seat(s);
        self.pre = self.prelude();
    }

    /// The side that wins a game ended by the no-removal limit (§7.2,
    /// I22): with `limit-result=pawns` the side (the player, or the
    /// partnership with both partners' pawns) with more pawns on the board;
    /// None for a draw (equal numbers, or `limit-result=draw`). The limit
    /// ends a turn that removes nothing, so the board is the final one.
    pub fn limit_winner(&self) -> Option<u8> {
        if !self.opts.limit_pawns {
            return None;
        }
        let [a, b] = self.side_counts();
        match a.cmp(&b) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Pawns of each side (player, or partnership) on the board.
    pub fn side_counts(&self) -> [u32; 2] {
        [
            self.side_pawns(0).count_ones(),
            self.side_pawns(1).count_ones(),
        ]
    }

    /// Pawns per seat on the board once the coming turn's removals (when
    /// certain) are done: the final scores.
    pub fn counts(&self) -> Vec<i64> {
        let gone = if self.result.is_none() && self.pre.k == 0 {
            self.pre.siege | self.pre.forced
        } else {
            0
        };
        (0..self.seat_count() as usize)
            .map(|s| (self.pawns[s] & !gone).count_ones() as i64)
            .collect()
    }
}
