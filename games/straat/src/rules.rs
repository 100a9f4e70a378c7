//! Straat rules: the frame, placements and the final count (spec §2–§7).

use super::score::{back_counts, front_counts};
use attic_core::prelude::*;
use attic_core::Tools;
use attic_core::{
    Event, GameInfo, IllegalMove, MoveError, OptionKind, OptionSpec, Options, Outcome, Rng, Seat,
    SetupError, Turn, Winner,
};

/// Geometry of the split face (§2.2, option `split`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Split {
    /// Divided along a midline: orientations N, E, S, W.
    Straight,
    /// Divided along a diagonal: orientations NE, SE, SW, NW.
    Diagonal,
}

impl Split {
    /// The first of this split's four orientation codes (0 or 4).
    pub fn base(self) -> u8 {
        match self {
            Split::Straight => 0,
            Split::Diagonal => 4,
        }
    }
    /// Whether orientation code `o` belongs to this split.
    pub fn allows(self, o: u8) -> bool {
        o >= self.base() && o < self.base() + 4
    }
}

/// Orientation names by code: straight codes 0–3, diagonal codes 4–7.
pub const ORIENTS: [&str; 8] = ["N", "E", "S", "W", "NE", "SE", "SW", "NW"];

/// A cell's code on the board: 0 empty, else `1 + orient + 8 * owner`.
pub fn tile_code(owner: u8, orient: u8) -> u8 {
    1 + (orient & 7) + 8 * (owner & 1)
}
/// Orientation of a non-empty cell code.
pub fn orient_of(code: u8) -> u8 {
    (code.wrapping_sub(1)) & 7
}
/// Owner (0 White, 1 Black) of a non-empty cell code.
pub fn owner_of(code: u8) -> u8 {
    ((code.wrapping_sub(1)) >> 3) & 1
}

/// The name of cell index `i` (0 = a1, 1 = b1, …, 15 = d4).
pub fn cell_name(i: usize) -> String {
    let file = (b'a' + (i % 4) as u8) as char;
    format!("{file}{}", i / 4 + 1)
}

/// A placement: a cell (0 = a1 … 15 = d4, rank by rank) and an orientation
/// code (index into [`ORIENTS`]). The owner is implied by the ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mv {
    /// Cell index.
    pub cell: u8,
    /// Orientation code.
    pub orient: u8,
}

/// The game state: the split, the 16 cells, and how many tiles are placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Straat {
    /// Split geometry of this game.
    pub split: Split,
    /// Cell codes (see [`tile_code`]), index 0 = a1.
    pub cells: [u8; 16],
    /// Tiles placed so far (0..=16); White moves when it is even.
    pub placed: u8,
}

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    key: "split",
    kind: OptionKind::Choice(&["straight", "diagonal"]),
    default: "straight",
    tag: None,
}];

/// The game's tools (see [`Rules::tools`]).
const TOOLS: Tools = Tools {
    solve: Some(super::search::solve_cli),
    review: Some(super::review::review),
    // Native only: the puzzle page reads the shipped file as a static
    // file (puzzles/<id>.txt beside the app), and needs no prover.
    #[cfg(not(target_arch = "wasm32"))]
    puzzles: Some(super::puzzles::PUZZLES),
    ..Tools::NONE
};

/// The game's description.
pub static INFO: GameInfo = GameInfo {
    id: "straat",
    title: "Straat",
    designer: "Unknown (rules sent by Fred Horn)",
    year: "1984",
    hook: "Lay half-black, half-white tiles in a glass frame, then turn it over: streets of your colour count on both faces.",
    variants: &[("straat", "Straat")],
    options: OPTIONS,
    rules_md: attic_core::rules_md!("rules.md"),
    seat_names: &["White", "Black"],
    messages: &super::MESSAGES,
    think_times: Some(attic_core::data_lines!(include_bytes!("think.txt"))),
    result_words: &["white", "black"],
    has_puzzles: true,
    ..GameInfo::BASE
};

/// Street counts of a full board: front and back, `[white, black]` each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    /// Front (split faces).
    pub front: [u8; 2],
    /// Back (solid faces).
    pub back: [u8; 2],
}

impl Count {
    /// Totals `[white, black]`.
    pub fn totals(&self) -> [u8; 2] {
        [self.front[0] + self.back[0], self.front[1] + self.back[1]]
    }
}

impl Straat {
    /// An empty frame.
    pub fn new(split: Split) -> Straat {
        Straat {
            split,
            cells: [0; 16],
            placed: 0,
        }
    }

    /// The split chosen by the options.
    pub fn split_of(options: &Options) -> Split {
        if options.get("split", OPTIONS) == "diagonal" {
            Split::Diagonal
        } else {
            Split::Straight
        }
    }

    /// The seat to move (0 White, 1 Black), whether or not the game is over.
    pub fn mover(&self) -> u8 {
        self.placed & 1
    }

    /// Number of empty cells.
    pub fn empty(&self) -> u32 {
        16 - self.placed as u32
    }

    /// The street counts of the board as it stands (empty cells count as
    /// holes; only a full board is a final score).
    pub fn count(&self) -> Count {
        Count {
            front: front_counts(&self.cells),
            back: back_counts(&self.cells),
        }
    }

    /// Check a placement; the reason names the rule it breaks.
    pub fn check(&self, m: Mv) -> Result<(), IllegalMove> {
        if self.placed >= 16 {
            return Err(IllegalMove::new(msg("illegal.over")));
        }
        if m.cell >= 16 {
            return Err(IllegalMove::new(msg("illegal.no-cell")));
        }
        if m.orient >= 8 {
            return Err(IllegalMove::new(msg("illegal.no-orientation")));
        }
        if !self.split.allows(m.orient) {
            let split = if self.split == Split::Straight {
                "straight"
            } else {
                "diagonal"
            };
            return Err(IllegalMove::new(
                msg("illegal.split")
                    .text("orient", ORIENTS[m.orient as usize])
                    .text("split", split)
                    .text("list", self.orient_list()),
            ));
        }
        if self.cells[m.cell as usize] != 0 {
            return Err(IllegalMove::new(
                msg("illegal.occupied").text("cell", cell_name(m.cell as usize)),
            ));
        }
        Ok(())
    }

    /// The four orientation codes of this split, e.g. "N, E, S, W".
    pub fn orient_list(&self) -> String {
        let b = self.split.base() as usize;
        ORIENTS[b..b + 4].join(", ")
    }

    /// Place without checking (the move must be legal).
    pub fn apply(&mut self, m: Mv) {
        if let Some(c) = self.cells.get_mut(m.cell as usize) {
            *c = tile_code(self.placed & 1, m.orient);
            self.placed += 1;
        }
    }
}

impl Rules for Straat {
    type Move = Mv;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn tools() -> Tools {
        TOOLS
    }

    /// Nothing: every game starts from the empty board, and the options
    /// (`split`) say the rest; no tag is read or written.
    type Setup = ();

    fn draw_setup(_options: &Options, _rng: &mut Rng) {}

    fn read_setup(_options: &Options, _tags: &[(String, String)]) -> Result<(), SetupError> {
        Ok(())
    }

    fn start(options: &Options, _setup: &()) -> Self {
        Straat::new(Straat::split_of(options))
    }

    fn write_setup(_setup: &()) -> Vec<(String, String)> {
        Vec::new()
    }

    fn start_setup(&self) {}

    fn seats(&self) -> u8 {
        2
    }

    fn turn(&self) -> Turn {
        if self.placed >= 16 {
            Turn::Over
        } else {
            Turn::Seat(self.mover())
        }
    }

    fn legal_moves(&self, out: &mut Vec<Mv>) {
        out.clear();
        if self.placed >= 16 {
            return;
        }
        let b = self.split.base();
        for cell in 0..16u8 {
            if self.cells[cell as usize] == 0 {
                for k in 0..4 {
                    out.push(Mv {
                        cell,
                        orient: b + k,
                    });
                }
            }
        }
    }

    fn is_legal(&self, m: &Mv) -> bool {
        self.check(*m).is_ok()
    }

    fn play(&mut self, m: &Mv) -> Result<Vec<Event>, IllegalMove> {
        self.check(*m)?;
        let owner = self.mover();
        self.apply(*m);
        // The final count is not repeated as a note under the last move:
        // the status line and the game-over box say it.
        Ok(vec![Event::Place {
            at: m.cell as u16,
            piece: tile_code(owner, m.orient) as u32,
        }])
    }

    fn play_fast(&mut self, m: &Mv) {
        self.apply(*m);
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.placed < 16 {
            return None;
        }
        let c = self.count();
        let t = c.totals();
        let winner = match t[0].cmp(&t[1]) {
            std::cmp::Ordering::Greater => Winner::Seat(0),
            std::cmp::Ordering::Less => Winner::Seat(1),
            std::cmp::Ordering::Equal => Winner::Draw,
        };
        Some(Outcome {
            winner,
            reason: super::words::outcome_reason(self),
            scores: vec![t[0] as i64, t[1] as i64],
        })
    }
}

impl Notation for Straat {
    fn parse_move(&self, token: &str) -> Result<Mv, MoveError> {
        super::notation::read(self, token)
    }

    fn format_move(&self, m: &Mv) -> String {
        super::notation::write(*m)
    }

    fn position(&self) -> String {
        super::notation::position(self)
    }

    /// A position string of §2 for the options' split.
    fn from_position(options: &Options, text: &str) -> Option<Result<Self, SetupError>> {
        Some(super::notation::parse_position(Straat::split_of(options), text).map_err(Into::into))
    }

    fn result_tags(&self) -> Vec<(String, String)> {
        match self.outcome() {
            Some(o) => vec![("Score".into(), format!("{}-{}", o.scores[0], o.scores[1]))],
            None => Vec::new(),
        }
    }
}

impl Knowledge for Straat {
    fn own_search(&self, level: u8, seed: u64) -> Option<Box<dyn attic_core::SearchJob>> {
        super::search::own_search(self, level, seed)
    }
}

impl Words for Straat {
    fn describe(&self, m: &Mv, _events: &[Event]) -> Option<attic_core::Msg> {
        super::words::describe(self, m)
    }

    fn explain(&self, m: &Mv) -> Option<attic_core::Msg> {
        super::why::explain(self, m)
    }
}

attic_core::message_helpers!(super::MESSAGES, INFO.seat_names);

/// A seat's name in the solver's printout (the CLI and the AI's summary;
/// players read the term `seat.<name>` of the message file).
pub fn seat_word(s: Seat) -> &'static str {
    if s == 0 {
        "White"
    } else {
        "Black"
    }
}
