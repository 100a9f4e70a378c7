//! A temporary board for the four TURNO sub-games: the position as the
//! viewer may see it, in a `<pre>`, and a button per legal token. The real
//! boards come later.

use crate::ui::kit::BoardProps;
use yew::prelude::*;

/// The board view of the registry (see [`crate::ui::board::BoardFn`]).
pub fn board(p: BoardProps) -> Html {
    let text = p.shown().position().replace("; ", "\n");
    let moves = if p.ply == p.session.len() {
        p.legal()
    } else {
        Vec::new()
    };
    html! {
        <div class="turno-board">
            <pre>{ text }</pre>
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
