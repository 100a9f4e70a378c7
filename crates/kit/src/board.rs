//! The interface between the generic app and a game's own board view.
//!
//! Each game's `view.rs` provides a [`BoardFn`]; the registry carries it, so
//! the app draws any game without naming it. Moves go back as notation
//! tokens through `on_play`. Games build their boards with the kit
//! ([`crate`]), which re-exports these props.

use attic_core::AnyGame;
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

    /// The token of the move into the shown ply (None at the start).
    pub fn last_token(&self) -> Option<&str> {
        let i = self.ply.checked_sub(1)?;
        self.session.tokens().get(i).map(String::as_str)
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

    /// The legal tokens a person may play on this board now: none on a
    /// thumbnail or when the seat to move is not a person here.
    pub fn legal(&self) -> Vec<String> {
        if self.interactive && !self.thumbnail {
            self.session.at(self.ply).legal_tokens()
        } else {
            Vec::new()
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

/// A board view's props with its own game type: the shown position and the
/// state before the shown move, as `G`, beside the [`BoardProps`] they come
/// from (reached through `Deref`). [`typed`] makes them: the one place a
/// view's game is recovered from the registry's type-erased session.
#[derive(Properties)]
pub struct Typed<G: 'static> {
    /// The props the app gave.
    pub board: BoardProps,
    /// The position to draw ([`BoardProps::shown`]), as the game's type.
    pub game: Rc<G>,
    /// The state before the shown move ([`BoardProps::before`]): what its
    /// animation starts from; `None` at the start.
    pub before: Option<Rc<G>>,
}

impl<G> PartialEq for Typed<G> {
    // `game` and `before` are drawn from `board`, so equal props mean an
    // equal board (and the view is not drawn again).
    fn eq(&self, o: &Self) -> bool {
        self.board == o.board
    }
}

impl<G> Deref for Typed<G> {
    type Target = BoardProps;
    fn deref(&self) -> &BoardProps {
        &self.board
    }
}

/// The registry's board function for a game type `G` drawn by component
/// `C`: it recovers `G` from the session and gives `C` its [`Typed`]
/// props, or says this view cannot draw the game (a registry mix-up).
/// A view's `board` is `kit::typed::<MyGame, Board>`.
pub fn typed<G, C>(p: BoardProps) -> Html
where
    G: Clone + 'static,
    C: BaseComponent<Properties = Typed<G>>,
{
    let of = |g: &dyn AnyGame| g.as_any().downcast_ref::<G>().cloned().map(Rc::new);
    let Some(game) = of(&*p.shown()) else {
        return crate::wrong_game();
    };
    let before = p.before().and_then(of);
    let props = Typed {
        board: p,
        game,
        before,
    };
    html! { <C ..props /> }
}
