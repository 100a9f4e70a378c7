//! Messages between the app and the AI worker, encoded by [`super::codec`].

/// A message as it crosses the worker boundary: `Ok` with the message, or
/// `Err` with why the bytes that arrived could not be read as one. Reading a
/// `Wire` never fails, so a malformed message reaches the receiver, which
/// answers or drops it, instead of stopping it.
#[derive(Clone, Debug, PartialEq)]
pub struct Wire<T>(pub Result<T, String>);

/// From the app to the worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    /// Find a move for the seat to move at the end of `record`.
    Think {
        /// The game record (the worker replays it).
        record: String,
        /// AI level, 1..=5.
        level: u8,
        /// Search seed (the app draws it; searches are reproducible).
        seed: u64,
        /// Request id, echoed in the answer so stale answers can be dropped.
        id: u64,
    },
    /// Stop request `id` now and answer with the best move so far.
    Stop {
        /// Request id.
        id: u64,
    },
    /// Run random playouts from the start of `game` for about `millis` ms,
    /// then an AI level-5 search from there for as long again.
    Bench {
        /// Game id.
        game: String,
        /// Time budget.
        millis: u32,
    },
    /// Run the game's exact solver (what `attic solve <game> <args…>`
    /// prints), timed in the worker. One call, not batched: a measurement
    /// page, not play.
    Solve {
        /// Game id.
        game: String,
        /// The solver's arguments, as on the command line.
        args: Vec<String>,
    },
    /// Make the after-game review of a finished game, if its game offers
    /// one ([`attic_core::Tools::review`]); answered with
    /// [`Output::Reviewed`], or an [`Output::Error`] with id 0.
    Review {
        /// Game id.
        game: String,
        /// The finished game's record.
        record: String,
        /// The reader's language code (`en`, `nl`, `vi`).
        lang: String,
    },
    /// Value every position of a game for the advantage chart
    /// ([`attic_ai::analysis::Chart`]), in batches: answered with
    /// [`Output::Progress`] as it goes and [`Output::Chart`] at the end.
    Analyse {
        /// The game record (a finished game, or one without hidden values).
        record: String,
        /// Request id.
        id: u64,
    },
    /// The hint and the best moves for the seat to move at the end of
    /// `record` ([`attic_ai::analysis::Hint`]): answered with
    /// [`Output::Progress`] and then [`Output::Hint`].
    Hint {
        /// The record as the seat to move may see it
        /// ([`attic_records::Session::record_for`]).
        record: String,
        /// Request id.
        id: u64,
    },
    /// Read players' words in `lang` (`en`, `nl`, `vi`) from now on:
    /// `text` is that language's file as the page fetched it (empty for
    /// English), since the worker's wasm carries English only. No answer.
    Words {
        /// The language's code.
        lang: String,
        /// The language file (the joined `messages.<lang>.txt`).
        text: String,
    },
    /// Answer at once with [`Output::Pong`] carrying the same `data`: the
    /// round trip of a message (the `#/bench/ping` page measures it).
    Ping {
        /// Any text (the page sends none, then about 100 KB).
        data: String,
    },
}

/// `id` if it is a registered game's: the game the page names in the AI
/// worker's URL (`&game=`), checked where it is written and where it is
/// read, since a record's `Game` tag may hold anything a person typed.
pub fn known_game(id: &str) -> Option<&str> {
    attic_games::find(id).map(|_| id)
}

impl Input {
    /// The game a request searches (its record's `Game` tag, or the game it
    /// names): the code the worker loads before it answers, and the game a
    /// worker started for this request fetches with its own code.
    pub fn game(&self) -> Option<String> {
        match self {
            Input::Think { record, .. }
            | Input::Analyse { record, .. }
            | Input::Hint { record, .. } => attic_games::record_game(record).map(str::to_string),
            Input::Bench { game, .. } | Input::Solve { game, .. } | Input::Review { game, .. } => {
                Some(game.clone())
            }
            _ => None,
        }
    }
}

/// From the worker to the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Output {
    /// The move chosen for request `id`.
    Best {
        /// Request id.
        id: u64,
        /// The move, as a canonical token.
        token: String,
        /// One line about the search (method, depth, score): for analysis
        /// and benchmarks, never shown during a game.
        summary: String,
        /// Nodes searched.
        nodes: u64,
        /// The search's expected share of the result for the seat it
        /// moved for, in [0, 1] ([`attic_core::SearchJob::outlook`]).
        outlook: Option<f32>,
    },
    /// The benchmark result.
    BenchResult {
        /// Playouts completed.
        playouts: u64,
        /// Time actually spent on them.
        millis: u32,
        /// Nodes the level-5 search visited.
        search_nodes: u64,
        /// Time the search ran (less than `millis` if it finished early).
        search_millis: u32,
    },
    /// The solver's report.
    Solved {
        /// What the solver printed.
        text: String,
        /// Time the call took in the worker.
        millis: u32,
    },
    /// The after-game review asked for by [`Input::Review`].
    Reviewed {
        /// Its lines, for people.
        lines: Vec<String>,
    },
    /// How far analysis request `id` has got: `done` searches of `total`.
    Progress {
        /// Request id.
        id: u64,
        /// Searches done.
        done: u32,
        /// Searches in all.
        total: u32,
    },
    /// The advantage chart asked for by [`Input::Analyse`]: each position's
    /// value from the first seat's side, in [0, 1] (`None`: unknown).
    Chart {
        /// Request id.
        id: u64,
        /// One value per position (the start, then after each move).
        values: Vec<Option<f32>>,
    },
    /// The hint asked for by [`Input::Hint`].
    Hint {
        /// Request id.
        id: u64,
        /// The hint: the AI's best move, as a token.
        best: String,
        /// The hint's value for the seat to move, in [0, 1] (its search's
        /// own; the hint may be missing from `top`).
        chance: Option<f32>,
        /// The best three moves with their values for the seat to move.
        top: Vec<(String, Option<f32>)>,
    },
    /// Request `id` could not be served (id 0 for a benchmark, a solver
    /// call or a review).
    Error {
        /// Request id.
        id: u64,
        /// What went wrong.
        message: String,
    },
    /// The answer to [`Input::Ping`].
    Pong {
        /// The ping's data, sent back.
        data: String,
    },
}
