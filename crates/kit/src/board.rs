//! The interface between the generic app and a game's own board view.
//!
//! Each game's `view.rs` provides a [`BoardFn`]; the registry carries it, so
//! the app draws any game without naming it. A view gets its own game's
//! positions and moves ([`Typed`]); moves go back to the app as record
//! tokens through `on_play`, written by [`typed`]. Games build their boards with the kit
//! ([`crate`]), which re-exports these props.

use attic_core::{AnyGame, Notation};
use attic_records::Session;
use std::ops::Deref;
use std::rc::Rc;
use yew::prelude::*;

/// What a board view is given.
#[derive(Properties, Clone)]
pub struct BoardProps {
    /// The game (its positions and tokens).
    pub session: Rc<Session>,
    /// The ply shown: `session.at(ply)`; the last move is token `ply - 1`.
    pub ply: usize,
    /// While the move into `ply` is being animated: how many of `events`
    /// have happened so far (the view draws `session.at(ply - 1)` plus them).
    pub anim_step: Option<usize>,
    /// What the move into `ply` did (empty if unknown, e.g. after a reload).
    pub events: Rc<Vec<attic_core::Event>>,
    /// Whether a person may move now (the seat to move is human).
    pub interactive: bool,
    /// The seat the board is drawn for: it shows only what this seat may
    /// see ([`attic_core::Rules::view`]). `None`: a spectator of a game
    /// with nothing private (every seat sees the same).
    #[prop_or_default]
    pub viewer: Option<attic_core::Seat>,
    /// The seats the AI plays, seat by seat: their moves are announced
    /// with why they were chosen ([`crate::why`]).
    #[prop_or_default]
    pub ai_seats: Rc<Vec<bool>>,
    /// Play a move, given as a legal token of `session.at(ply)`.
    pub on_play: Callback<String>,
    /// Draw a small, non-interactive picture (gallery thumbnail).
    #[prop_or(false)]
    pub thumbnail: bool,
}

impl PartialEq for BoardProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.session, &o.session)
            && self.ply == o.ply
            && self.anim_step == o.anim_step
            && Rc::ptr_eq(&self.events, &o.events)
            && self.interactive == o.interactive
            && self.viewer == o.viewer
            && self.ai_seats == o.ai_seats
            && self.thumbnail == o.thumbnail
            && self.on_play == o.on_play
    }
}

impl BoardProps {
    /// A small, non-interactive picture of a session's start (a gallery
    /// thumbnail, a rules page's picture).
    pub fn picture(session: attic_records::Session) -> BoardProps {
        BoardProps {
            session: Rc::new(session),
            ply: 0,
            anim_step: None,
            events: Rc::new(Vec::new()),
            interactive: false,
            on_play: Callback::noop(),
            thumbnail: true,
            viewer: None,
            ai_seats: Rc::default(),
        }
    }

    /// The state before the shown ply (None at the start): what a move's
    /// animation starts from.
    pub fn before(&self) -> Option<&dyn attic_core::AnyGame> {
        self.ply.checked_sub(1).map(|b| self.session.at(b))
    }

    /// The position to draw: the shown ply as [`Self::viewer`] may see it
    /// (the whole state when no viewer is set).
    pub fn shown(&self) -> Shown<'_> {
        let at = self.session.at(self.ply);
        match self.viewer {
            Some(seat) if at.has_hidden() => Shown::View(at.view(seat)),
            _ => Shown::At(at),
        }
    }
}

/// A position to draw: borrowed from the session, or a seat's view of it.
pub enum Shown<'a> {
    /// The session's own state (nothing is hidden from the viewer).
    At(&'a dyn AnyGame),
    /// What the viewer's seat may see ([`AnyGame::view`]).
    View(Box<dyn AnyGame>),
}

impl<'a> Deref for Shown<'a> {
    type Target = dyn AnyGame + 'a;
    fn deref(&self) -> &(dyn AnyGame + 'a) {
        match self {
            Shown::At(g) => *g,
            Shown::View(b) => b.as_ref(),
        }
    }
}

/// A game's board view: props in, markup out (usually one component).
pub type BoardFn = fn(BoardProps) -> Html;

/// Whether an event is one visible step of an animation.
pub fn is_step(e: &attic_core::Event) -> bool {
    use attic_core::Event::*;
    matches!(
        e,
        Pick { .. } | Drop { .. } | Move { .. } | Place { .. } | Capture { .. } | Reveal { .. }
    )
}

/// A move a person may play on the board now: the game's own move, and
/// its record token (what the frame's [`crate::Play`] carries and
/// `on_play` receives).
#[derive(Clone, Debug, PartialEq)]
pub struct Legal<M> {
    /// The move, as the game's rules represent it.
    pub mv: M,
    /// Its canonical token in the shown position.
    pub token: String,
}

/// A board view's props with its own game and move types: the shown
/// position, the state before the shown move, the move into the shown
/// ply and the moves a person may play, as `G`'s values, beside the
/// [`BoardProps`] they come from (reached through `Deref`). [`typed`]
/// makes them: the one place a view's game is recovered from the
/// registry's type-erased session, and the one place its moves are read
/// from and written to record tokens.
#[derive(Properties)]
pub struct Typed<G: Notation> {
    /// The props the app gave.
    pub board: BoardProps,
    /// The position to draw ([`BoardProps::shown`]), as the game's type.
    pub game: Rc<G>,
    /// The state before the shown move ([`BoardProps::before`]): what its
    /// animation starts from; `None` at the start.
    pub before: Option<Rc<G>>,
    /// The move into the shown ply, read in [`Typed::before`]; `None` at
    /// the start.
    pub last: Option<G::Move>,
    /// The moves a person may play on this board now, in the game's
    /// order: none on a thumbnail or when the seat to move is not a
    /// person here.
    pub legal: Rc<Vec<Legal<G::Move>>>,
    /// Play one of [`Typed::legal`]'s moves (its token goes to `on_play`).
    pub play: Callback<G::Move>,
}

impl<G: Notation> PartialEq for Typed<G> {
    // Everything else is drawn from `board`, so equal props mean an equal
    // board (and the view is not drawn again).
    fn eq(&self, o: &Self) -> bool {
        self.board == o.board
    }
}

impl<G: Notation> Deref for Typed<G> {
    type Target = BoardProps;
    fn deref(&self) -> &BoardProps {
        &self.board
    }
}

impl<G: Notation> Typed<G> {
    /// Whether a person may play only a move that `is` picks here (e.g. a
    /// forced pass): there are moves, and every one is such.
    pub fn only(&self, is: impl Fn(&G::Move) -> bool) -> bool {
        !self.legal.is_empty() && self.legal.iter().all(|l| is(&l.mv))
    }
}

/// The registry's board function for a game type `G` drawn by component
/// `C`: it recovers `G` from the session, reads the last move and the
/// legal moves as `G`'s moves, and gives `C` its [`Typed`] props, or says
/// this view cannot draw the game (a registry mix-up). A view's `board`
/// is `kit::typed::<MyGame, Board>`.
pub fn typed<G, C>(p: BoardProps) -> Html
where
    G: Notation,
    C: BaseComponent<Properties = Typed<G>>,
{
    let of = |g: &dyn AnyGame| g.as_any().downcast_ref::<G>().cloned().map(Rc::new);
    // The shown position is the whole state unless a seat's view hides
    // something: then one copy serves both.
    let shown = p.shown();
    let game = of(&*shown);
    let full = match shown {
        Shown::At(_) => game.clone(),
        Shown::View(_) => of(p.session.at(p.ply)),
    };
    let (Some(game), Some(full)) = (game, full) else {
        return html! { <crate::WrongGame /> };
    };
    let before = p.before().and_then(of);
    let last_token = p.ply.checked_sub(1).and_then(|k| p.session.tokens().get(k));
    let may_play = p.interactive && !p.thumbnail;
    let (last, legal) = moves_of(
        &*full,
        before.as_deref(),
        last_token.map(String::as_str),
        may_play,
    );
    let play = p.on_play.reform(move |m: G::Move| full.format_move(&m));
    let props = Typed {
        board: p,
        game,
        before,
        last,
        legal: Rc::new(legal),
        play,
    };
    html! { <C ..props /> }
}

/// The moves [`typed`] gives a view, as `G`'s: the move into the shown
/// ply (its record token `last_token` read in `before`, the state before
/// it; `None` at the start or if it cannot be read there), and, when a
/// person may play here, every legal move of `full` (the whole shown
/// state: record tokens never hold what a seat may not see) with its
/// token, in the game's order.
pub fn moves_of<G: Notation>(
    full: &G,
    before: Option<&G>,
    last_token: Option<&str>,
    may_play: bool,
) -> (Option<G::Move>, Vec<Legal<G::Move>>) {
    let last = match (before, last_token) {
        (Some(b), Some(t)) => b.parse_move(t).ok(),
        _ => None,
    };
    let mut moves = Vec::new();
    if may_play {
        full.legal_moves(&mut moves);
    }
    let legal = moves
        .into_iter()
        .map(|mv| Legal {
            token: full.format_move(&mv),
            mv,
        })
        .collect();
    (last, legal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use attic_core::{Options, Rules};
    use attic_oanquan::OanQuan;

    fn start() -> OanQuan {
        let options = Options::parse("", <OanQuan as Rules>::info().options).unwrap();
        OanQuan::setup(&options, &[("First".into(), "B".into())]).unwrap()
    }

    #[test]
    fn a_view_gets_the_legal_moves_as_its_games_moves_with_their_tokens() {
        let g = start();
        let (last, legal) = moves_of(&g, None, None, true);
        assert_eq!(last, None);
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        assert_eq!(legal.len(), moves.len());
        assert!(!legal.is_empty());
        for (l, m) in legal.iter().zip(&moves) {
            assert_eq!(&l.mv, m);
            assert_eq!(g.parse_move(&l.token).ok().as_ref(), Some(m), "{}", l.token);
        }
        // B moves first: every move sows from one of B's spaces.
        assert!(legal.iter().all(|l| l.token.starts_with('B')));
    }

    #[test]
    fn nobody_here_may_play_so_no_moves() {
        let (_, legal) = moves_of(&start(), None, None, false);
        assert!(legal.is_empty());
    }

    #[test]
    fn the_last_move_is_read_in_the_state_before_it() {
        let before = start();
        let (_, legal) = moves_of(&before, None, None, true);
        let l = legal.last().unwrap().clone();
        let mut after = before;
        after.play(&l.mv).unwrap();
        let (last, _) = moves_of(&after, Some(&before), Some(&l.token), false);
        assert_eq!(last, Some(l.mv));
        // A token this position cannot read (A's space, B to move; or
        // nonsense) gives no last move, and no panic.
        for bad in ["A1", "zz", ""] {
            assert_eq!(moves_of(&after, Some(&before), Some(bad), false).0, None);
        }
    }
}
