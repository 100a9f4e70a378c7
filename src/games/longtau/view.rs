//! TEMPORARY board view: the position string in a `<pre>` and, when a
//! person may move, one button per legal turn token. The real board comes
//! with the shared board kit; until then this only keeps the web build
//! whole and the game playable.

use yew::prelude::*;

/// The board view of the registry (see [`crate::ui::board::BoardFn`]).
#[allow(non_upper_case_globals)]
pub const board: crate::ui::board::BoardFn = |p| {
    let g = p.session.at(p.ply);
    let moves = if p.interactive && !p.thumbnail {
        g.legal_tokens()
    } else {
        Vec::new()
    };
    let buttons = moves.into_iter().map(|t| {
        let on_play = p.on_play.clone();
        let tok = t.clone();
        html! { <button class="move" onclick={move |_| on_play.emit(tok.clone())}>{ t }</button> }
    });
    html! {
        <div class="board longtau-temporary">
            <pre class="position">{ g.position() }</pre>
            <div class="moves">{ for buttons }</div>
        </div>
    }
};
