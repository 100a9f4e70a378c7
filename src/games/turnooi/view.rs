//! A temporary board for TURNOOI: the position string in a `<pre>` and a
//! button per legal move. The real board comes with the shared board kit.

use super::rules::Turnooi;
use crate::ui::kit::BoardProps;
use yew::prelude::*;

/// The board view of the registry (see [`crate::ui::board::BoardFn`]).
pub fn board(p: BoardProps) -> Html {
    let g = p.session.at(p.ply);
    let text = match g.as_any().downcast_ref::<Turnooi>() {
        Some(t) => super::notation::board_text(t).replace('/', "\n"),
        None => g.position(),
    };
    let moves = if p.interactive && !p.thumbnail && p.ply == p.session.len() {
        g.legal_tokens()
    } else {
        Vec::new()
    };
    html! {
        <div class="turnooi-board">
            <pre>{ text }</pre>
            <pre>{ g.position() }</pre>
            <div>
                { for moves.into_iter().map(|t| {
                    let play = p.on_play.clone();
                    let tok = t.clone();
                    html! { <button onclick={Callback::from(move |_| play.emit(tok.clone()))}>{ t }</button> }
                }) }
            </div>
        </div>
    }
}
