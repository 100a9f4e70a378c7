//! Chogo state, legality (checked rule by rule, independently of the move
//! generator), playing a move and the end of the game (spec §4–§7).

use super::board::{
    is_king, side_of, square_name, Board, Variant, BK, BLACK, CELLS, EMPTY, MAX_FILES, WK,
};
use super::game::{msg, seat_term};
use super::moves::{captures, gen_steps, offset, place, rect, Mv, Rules};
use super::secure::mole_targets;
use attic_core::{Event, IllegalMove, Msg};

/// Why a game ended (§7; the `Termination` words).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The enemy king was captured.
    KingCaptured,
    /// The side to move had no legal move.
    Immobilised,
    /// `k2p-resign`: king and at most 2 pawns against at least 3.
    K2p,
    /// 100 plies without a capture.
    NoCaptureLimit,
    /// `threefold`: a position occurred for the third time.
    Repetition,
}

impl Reason {
    /// The `Termination` tag word.
    pub fn word(self) -> &'static str {
        match self {
            Reason::KingCaptured => "king-captured",
            Reason::Immobilised => "immobilised",
            Reason::K2p => "k2p",
            Reason::NoCaptureLimit => "no-capture-limit",
            Reason::Repetition => "repetition",
        }
    }
}

/// The end of a game: the winner (None = draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct End {
    /// Winning side, or None for a draw.
    pub winner: Option<u8>,
    /// Why.
    pub reason: Reason,
    /// The square where the king was captured (`KingCaptured` only): the
    /// game-over sentence names it, and the board no longer shows it.
    pub king_at: Option<u8>,
}

/// Typed options (§8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Opts {
    /// The board.
    pub variant: Variant,
    /// Movement options.
    pub rules: Rules,
    /// `threefold`.
    pub threefold: bool,
    /// `k2p-resign`.
    pub k2p: bool,
}

/// A whole game state.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chogo {
    /// Options.
    pub opts: Opts,
    /// The current position.
    pub board: Board,
    /// The game's end, once over.
    pub result: Option<End>,
    /// The `Position` tag the game started from, if any.
    pub start: Option<Board>,
    /// Positions seen (board + side), kept only with `threefold` on.
    pub history: Vec<Board>,
}

impl Chogo {
    /// A game from a start position; the end checks of §7 are made at once
    /// (a position string may describe a side without moves).
    pub fn from_board(opts: Opts, board: Board, start: Option<Board>) -> Chogo {
        let mut g = Chogo {
            opts,
            board,
            result: None,
            start,
            history: Vec::new(),
        };
        if opts.threefold {
            g.history.push(g.key());
        }
        g.end_checks(false);
        g
    }

    fn key(&self) -> Board {
        Board {
            clock: 0,
            ..self.board
        }
    }

    /// The side to move.
    pub fn mover(&self) -> u8 {
        self.board.to_move
    }

    /// Whether `side`'s king is still to be dropped (§5.2).
    pub fn in_drop_phase(&self, side: u8) -> bool {
        self.board.king(side).is_none()
    }

    /// The step moves of the side to move (empty in its drop phase).
    pub fn steps(&self, out: &mut Vec<Mv>) {
        out.clear();
        if !self.in_drop_phase(self.mover()) {
            gen_steps(&self.board, self.mover(), self.opts.rules, out);
        }
    }

    /// Mole targets for the side to move, if a mole move is available.
    pub fn mole_targets(&self) -> Option<[bool; CELLS]> {
        if self.result.is_some() || self.in_drop_phase(self.mover()) {
            return None;
        }
        let mut steps = Vec::new();
        gen_steps(&self.board, self.mover(), self.opts.rules, &mut steps);
        mole_targets(&self.board, self.mover(), &steps)
    }

    /// Every legal move, in a fixed order: drops by square, then steps
    /// (single men by square and direction, then groups), then moles by
    /// man and target.
    pub fn gen(&self, out: &mut Vec<Mv>) {
        out.clear();
        if self.result.is_some() {
            return;
        }
        let b = &self.board;
        let x = b.to_move;
        if self.in_drop_phase(x) {
            for i in 0..CELLS {
                if b.variant.exists(i) && b.cells[i] == EMPTY && b.variant.in_half(x, i / MAX_FILES)
                {
                    out.push(Mv::Drop(i as u8));
                }
            }
            return;
        }
        gen_steps(b, x, self.opts.rules, out);
        order_captures_first(b, out);
        if let Some(t) = mole_targets(b, x, out) {
            for from in 0..CELLS {
                if !b.own(from, x) || b.trapped(from) {
                    continue;
                }
                for (to, &ok) in t.iter().enumerate() {
                    if ok {
                        out.push(Mv::Mole {
                            from: from as u8,
                            to: to as u8,
                        });
                    }
                }
            }
        }
    }

    /// Whether the side to move has any legal move (cheap in the usual case).
    pub fn has_move(&self) -> bool {
        let b = &self.board;
        let x = b.to_move;
        if !self.in_drop_phase(x) {
            for i in 0..CELLS {
                if b.own(i, x)
                    && !b.trapped(i)
                    && (0..4).any(|d| {
                        super::board::step(b.variant, i, d).is_some_and(|n| b.cells[n] == EMPTY)
                    })
                {
                    return true;
                }
            }
        }
        let mut v = Vec::new();
        self.gen(&mut v);
        !v.is_empty()
    }

    /// Check a move against the rules, directly (not by looking it up in
    /// the generated list). The reason names the rule the move breaks.
    pub fn check(&self, m: Mv) -> Result<(), IllegalMove> {
        let err = |m: Msg| Err(IllegalMove::new(m));
        if self.result.is_some() {
            return err(msg("illegal.over"));
        }
        let b = &self.board;
        let v = b.variant;
        let x = b.to_move;
        let me = seat_term(x);
        let drop_phase = self.in_drop_phase(x);
        match m {
            Mv::Drop(t) => {
                let t = t as usize;
                if !drop_phase {
                    return err(msg("illegal.drop-done").term("seat", me));
                }
                if !v.exists(t) {
                    return err(msg("illegal.not-square")
                        .text("square", square_name(t))
                        .text("variant", v.id()));
                }
                if b.cells[t] != EMPTY {
                    return err(msg("illegal.drop-occupied").text("square", square_name(t)));
                }
                if !v.in_half(x, t / MAX_FILES) {
                    return err(msg("illegal.drop-half")
                        .text("square", square_name(t))
                        .term("seat", me));
                }
                Ok(())
            }
            _ if drop_phase => err(msg("illegal.drop-first").term("seat", me)),
            Mv::Step { from, w, h, df, dr } => {
                self.check_step(from as usize, w as usize, h as usize, df as i32, dr as i32)
            }
            Mv::Mole { from, to } => {
                let (from, to) = (from as usize, to as usize);
                if !v.exists(from) || !b.own(from, x) {
                    return err(msg("illegal.mole-from")
                        .term("seat", me)
                        .text("square", square_name(from.min(CELLS))));
                }
                if b.trapped(from) {
                    return err(msg("illegal.mole-trapped").text("square", square_name(from)));
                }
                let Some(t) = self.mole_targets() else {
                    return err(msg("illegal.no-mole"));
                };
                if !v.exists(to) || !t[to] {
                    return err(msg("illegal.mole-to").text("square", square_name(to.min(CELLS))));
                }
                Ok(())
            }
        }
    }

    fn check_step(
        &self,
        from: usize,
        w: usize,
        h: usize,
        df: i32,
        dr: i32,
    ) -> Result<(), IllegalMove> {
        let err = |m: Msg| Err(IllegalMove::new(m));
        let b = &self.board;
        let v = b.variant;
        let x = b.to_move;
        if (df == 0) == (dr == 0) {
            return err(msg("illegal.line"));
        }
        let Some(cells) = rect(v, from, w, h) else {
            return err(msg("illegal.rectangle"));
        };
        if let Some(&c) = cells.iter().find(|&&c| !b.own(c, x)) {
            return err(msg("illegal.not-own")
                .text("square", square_name(c))
                .term("seat", seat_term(x)));
        }
        let k = df.abs().max(dr.abs());
        let (uf, ur) = (df.signum(), dr.signum());
        let trapped = cells.iter().filter(|&&c| b.trapped(c)).count();
        if cells.len() == 1 {
            if trapped == 1 {
                return err(msg("illegal.trapped-alone").text("square", square_name(from)));
            }
            if is_king(b.cells[from]) && k > 1 && !self.opts.rules.king_full_rook {
                return err(msg("illegal.king-step"));
            }
        } else {
            if trapped == cells.len() {
                return err(msg("illegal.all-trapped"));
            }
            if trapped > 0 && k > 1 && self.opts.rules.single_step {
                return err(msg("illegal.part-trapped"));
            }
        }
        for j in 1..=k {
            for &c in &cells {
                match offset(v, c, uf * j, ur * j) {
                    None => return err(msg("illegal.off-board")),
                    Some(t) if b.cells[t] != EMPTY && !cells.contains(&t) => {
                        return err(msg("illegal.jump").text("square", square_name(t)))
                    }
                    _ => {}
                }
            }
        }
        Ok(())
    }

    /// The men a legal move would capture (square indexes, ascending).
    pub fn captures_of(&self, m: Mv) -> Vec<usize> {
        let mut b = self.board;
        let arrivals = place(&mut b, m, self.board.to_move);
        captures(&b, &arrivals, self.board.to_move)
    }

    /// Play a move known to be legal; `events` collects what happened.
    pub fn apply(&mut self, m: Mv, events: Option<&mut Vec<Event>>) -> Vec<usize> {
        let x = self.board.to_move;
        let moved = super::moves::members(&self.board, m);
        let arrivals = place(&mut self.board, m, x);
        let caught = captures(&self.board, &arrivals, x);
        let king_taken = caught
            .iter()
            .copied()
            .find(|&c| is_king(self.board.cells[c]));
        for &c in &caught {
            self.board.cells[c] = EMPTY;
        }
        if let Some(ev) = events {
            match m {
                Mv::Drop(t) => ev.push(Event::Place {
                    at: t as u16,
                    piece: self.board.cells[t as usize] as u32,
                }),
                _ => {
                    for (s, t) in moved {
                        ev.push(Event::Move {
                            from: s as u16,
                            to: t as u16,
                        });
                    }
                }
            }
            for &c in &caught {
                ev.push(Event::Capture {
                    at: c as u16,
                    n: 1,
                    by: x,
                });
            }
        }
        self.board.clock = if caught.is_empty() {
            self.board.clock.saturating_add(1)
        } else {
            0
        };
        self.board.to_move = 1 - x;
        if let Some(k) = king_taken {
            self.result = Some(End {
                winner: Some(x),
                reason: Reason::KingCaptured,
                king_at: Some(k as u8),
            });
            return caught;
        }
        if self.opts.threefold {
            self.history.push(self.key());
        }
        self.end_checks(true);
        caught
    }

    /// Checks 2–5 of §7 for the side now to move.
    fn end_checks(&mut self, after_move: bool) {
        let y = self.board.to_move;
        if !self.has_move() {
            self.result = Some(End {
                winner: Some(1 - y),
                reason: Reason::Immobilised,
                king_at: None,
            });
            return;
        }
        if self.opts.k2p {
            let pawns = |s: u8| {
                self.board
                    .cells
                    .iter()
                    .filter(|&&c| side_of(c) == Some(s) && !is_king(c))
                    .count()
            };
            let (pb, pw) = (pawns(BLACK), pawns(1 - BLACK));
            if pb <= 2 && pw >= 3 {
                self.result = Some(End {
                    winner: Some(1),
                    reason: Reason::K2p,
                    king_at: None,
                });
                return;
            }
            if pw <= 2 && pb >= 3 {
                self.result = Some(End {
                    winner: Some(0),
                    reason: Reason::K2p,
                    king_at: None,
                });
                return;
            }
        }
        if self.board.clock >= 100 {
            self.result = Some(End {
                winner: None,
                reason: Reason::NoCaptureLimit,
                king_at: None,
            });
            return;
        }
        if after_move && self.opts.threefold {
            let k = self.key();
            if self.history.iter().filter(|&&h| h == k).count() >= 3 {
                self.result = Some(End {
                    winner: None,
                    reason: Reason::Repetition,
                    king_at: None,
                });
            }
        }
    }

    /// Whether the enemy king of `side` is on the board and trapped.
    pub fn enemy_king_trapped(&self, side: u8) -> bool {
        self.board
            .king(1 - side)
            .is_some_and(|k| self.board.trapped(k))
    }

    /// Whether `side`, if it were to move now, would have a legal move that
    /// captures the enemy king (the `*` annotation, §9.2).
    pub fn threatens_king(&self, side: u8) -> bool {
        let Some(k) = self.board.king(1 - side) else {
            return false;
        };
        // One move fills at most one empty neighbour of the king: a group's
        // destination holding two of them would also hold the king's own
        // square. With two or more empty, no move can enclose it.
        let empty = (0..4)
            .filter_map(|d| super::board::step(self.board.variant, k, d))
            .filter(|&n| self.board.cells[n] == EMPTY)
            .count();
        if empty >= 2 {
            return false;
        }
        let mut g = self.clone();
        g.result = None;
        g.board.to_move = side;
        let mut v = Vec::new();
        g.gen(&mut v);
        let kings = [BK, WK];
        v.iter().any(|&m| {
            g.captures_of(m)
                .iter()
                .any(|&c| kings.contains(&g.board.cells[c]))
        })
    }
}

/// Put the moves that capture first, keeping the generator's order within
/// each part: the search tries them first (tactics decide Chogo), and the
/// order stays a fixed function of the position, as links need.
fn order_captures_first(b: &Board, moves: &mut [Mv]) {
    // One bit per move on the stack; positions with more moves than bits
    // (none seen: 12x8 has about 120) keep the generator's order.
    let mut bits = [0u64; 64];
    if moves.len() > bits.len() * 64 {
        return;
    }
    let mut any = false;
    for (i, &m) in moves.iter().enumerate() {
        if move_captures(b, m) {
            bits[i / 64] |= 1 << (i % 64);
            any = true;
        }
    }
    if !any {
        return;
    }
    let flag = |i: usize| bits[i / 64] & (1 << (i % 64)) != 0;
    let sorted: Vec<Mv> = (0..moves.len())
        .filter(|&i| flag(i))
        .chain((0..moves.len()).filter(|&i| !flag(i)))
        .map(|i| moves[i])
        .collect();
    moves.copy_from_slice(&sorted);
}

/// Whether a step move of the side to move captures something.
fn move_captures(b: &Board, m: Mv) -> bool {
    let x = b.to_move;
    match m {
        Mv::Step {
            from,
            w: 1,
            h: 1,
            df,
            dr,
        } => single_captures(b, from as usize, df as i32, dr as i32),
        Mv::Step { from, w, h, df, dr } => {
            // Only a destination next to an enemy man can capture.
            let near_enemy = rect(b.variant, from as usize, w as usize, h as usize)
                .unwrap_or_default()
                .iter()
                .filter_map(|&c| offset(b.variant, c, df as i32, dr as i32))
                .any(|t| {
                    (0..4).any(|d| {
                        super::board::step(b.variant, t, d)
                            .is_some_and(|n| side_of(b.cells[n]) == Some(1 - x))
                    })
                });
            if !near_enemy {
                return false;
            }
            let mut c = *b;
            let arrivals = place(&mut c, m, x);
            !captures(&c, &arrivals, x).is_empty()
        }
        _ => false,
    }
}

/// Whether the single man on `s` moved by (df, dr) captures (§6.2),
/// judged without copying the board (the common case, kept cheap).
fn single_captures(b: &Board, s: usize, df: i32, dr: i32) -> bool {
    let v = b.variant;
    let x = b.to_move;
    let Some(t) = offset(v, s, df, dr) else {
        return false;
    };
    (0..4).any(|d| {
        let Some(e) = super::board::step(v, t, d) else {
            return false;
        };
        if side_of(b.cells[e]) != Some(1 - x) {
            return false;
        }
        let mut mine = 0;
        for d2 in 0..4 {
            let Some(n) = super::board::step(v, e, d2) else {
                continue;
            };
            let man = if n == t {
                Some(x)
            } else if n == s {
                None
            } else {
                side_of(b.cells[n])
            };
            match man {
                None => return false,
                Some(y) if y == x => mine += 1,
                _ => {}
            }
        }
        mine >= 2
    })
}
