//! The boards of the four TURNO sub-games, on the board kit.
//!
//! * Loop: the 36 tiles as a ring round the hexagonal tile H, the pawns on
//!   them, the tiles turned over marked.
//! * Lottery: the six arms of the star round H, the tiles taken dimmed.
//! * Domino: H with its three axes of paired rows, the required number,
//!   the viewer's own hand (only that seat's, as [`BoardProps::shown`]
//!   gives it), the tiles that can show the number highlighted; a pair is
//!   placed by clicking two tiles.
//! * Checkers: the 6×6 board, the sides to choose, the entry tiles and the
//!   path tile by tile (the kit offers only steps that can still complete
//!   a legal path); start tiles ringed, crossed pawns marked.
//!
//! Every sub-game shows the seats in their colours with whose turn it is,
//! and the last throw as a die. The die itself is thrown by the app (every
//! throw is chance, drawn after a short pause).
//!
//! Each sub-game's board is in its own file ([`loop_board`], [`lottery`],
//! [`domino`] with the hand in [`hand`], [`checkers`] with its pawns in
//! [`walk`] and its clicks in [`clicks`]); what they share is in [`draw`]
//! and [`fast`].

mod checkers;
mod clicks;
mod domino;
mod draw;
mod fast;
mod hand;
mod loop_board;
mod lottery;
mod walk;

use crate::{Checkers, Domino, Loop, Lottery};
use attic_kit::{self as kit, BoardProps, Typed};
use checkers::checkers_board;
use domino::domino_board;
use loop_board::loop_board;
use lottery::lottery_board;
use yew::prelude::*;

/// Each sub-game's board view of the registry (see [`kit::BoardFn`]): a
/// component that gets the sub-game's own state ([`Typed`]) and draws it.
macro_rules! views {
    ($($(#[$doc:meta])* $view:ident, $component:ident, $game:ty, $draw:ident;)*) => {$(
        $(#[$doc])*
        pub fn $view(p: BoardProps) -> Html {
            kit::typed::<$game, $component>(p)
        }

        #[function_component]
        fn $component(p: &Typed<$game>) -> Html {
            let w = kit::use_words();
            $draw(w, p, &p.game)
        }
    )*};
}

views! {
    /// TURNO-Loop's board.
    loop_view, LoopBoard, Loop, loop_board;
    /// TURNO-Lottery's board.
    lottery_view, LotteryBoard, Lottery, lottery_board;
    /// TURNO-Domino's board.
    domino_view, DominoBoard, Domino, domino_board;
    /// TURNO-Checkers' board.
    checkers_view, CheckersBoard, Checkers, checkers_board;
}
