//! The new-game dialog itself, in the chunk of its own that the "New game"
//! button loads on first use (issue 27; see [`super::super::parts`]).

use super::*;

/// Props of [`NewGameDialog`].
#[derive(Properties, PartialEq)]
pub struct DialogProps {
    /// Game id.
    pub id: &'static str,
    /// Close the dialog.
    pub close: Callback<()>,
}

/// The new-game dialog, opened with every option at its default.
#[function_component]
pub fn NewGameDialog(p: &DialogProps) -> Html {
    let w = use_words();
    let state = use_game();
    let kinds = use_state(Vec::<String>::new);
    // A name the person typed (None: the seat's own name).
    let names = use_state(Vec::<Option<String>>::new);
    let info = games::find(p.id).map(|e| (e.info)());
    let opts = use_state(|| {
        info.map_or_else(Vec::new, |i| {
            i.options.iter().map(|o| o.default.to_string()).collect()
        })
    });
    // Seat the players at random (who sits where: e.g. TAU's seat A bids first).
    let shuffle = use_state(|| false);
    // The first field takes the focus when the dialog opens.
    let first = use_node_ref();
    {
        let first = first.clone();
        use_effect_with((), move |_| {
            if let Some(el) = first.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    let (Some(state), Some(entry)) = (state, games::find(p.id)) else {
        return html! {};
    };
    let info = (entry.info)();
    let text = options_text(info, &opts);
    // The seats follow the options (a player count, say).
    let defaults = seats_of(w, p.id, &text).unwrap_or_else(|| {
        let n = state.session.as_ref().map_or(2, |s| s.current().seats());
        (0..n).map(|i| (i + 1).to_string()).collect()
    });
    let n = defaults.len();
    let close = p.close.reform(|_: MouseEvent| ());
    let kind_of = |i: usize| kinds.get(i).cloned().unwrap_or_else(|| default_kind(i));
    let name_of = |i: usize| {
        names
            .get(i)
            .cloned()
            .flatten()
            .unwrap_or_else(|| defaults[i].clone())
    };
    let start = {
        let close = p.close.clone();
        let d = state.dispatcher();
        let id = p.id;
        let text = text.clone();
        // Each player: the name typed (None: the seat's own) and who plays.
        let players: Vec<(Option<String>, SeatKind)> = (0..n)
            .map(|i| {
                let kind = SeatKind::parse(&kind_of(i)).unwrap_or(SeatKind::Human);
                (names.get(i).cloned().flatten(), kind)
            })
            .collect();
        let shuffle = *shuffle;
        let defaults = defaults.clone();
        Callback::from(move |_| {
            start_game(w, id, &text, players.clone(), shuffle, &defaults, &d);
            close.emit(());
        })
    };
    let choices = std::rc::Rc::new(seat_choices(w, Some(p.id)));
    let seat_rows = (0..n).map(|i| {
        let name_ref = if i == 0 {
            first.clone()
        } else {
            NodeRef::default()
        };
        seat_row(&SeatRowProps {
            i,
            seat: defaults[i].clone(),
            kind: kind_of(i),
            name: name_of(i),
            choices: choices.clone(),
            kinds: kinds.clone(),
            names: names.clone(),
            name_ref,
            words: w,
        })
    });
    let opt_rows = (0..info.options.len()).map(|i| {
        let cur = opts
            .get(i)
            .cloned()
            .unwrap_or_else(|| info.options[i].default.to_string());
        option_row(&OptionRowProps {
            id: p.id,
            i,
            cur,
            opts: opts.clone(),
            words: w,
        })
    });
    // The game's advice on the chosen options, if it has any.
    let advice = attic_core::Options::parse(&text, info.options)
        .ok()
        .and_then(|o| (entry.advice)(&o))
        .map(|m| w.tr(&m));
    let on_key = {
        let close = p.close.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                close.emit(());
            }
        })
    };
    html! {
        <>
                <div class="modal-back" onclick={close.clone()}></div>
                <div class="modal" role="dialog" aria-modal="true" aria-labelledby="ng-title"
                    data-testid="new-game-dialog" onkeydown={on_key}>
                    <h2 id="ng-title">{ w.tr(&m("dialog.title").text("game", info.title)) }</h2>
                    <fieldset data-testid="seat-rows"><legend>{ w.t("players") }</legend>{ for seat_rows }</fieldset>
                    if !info.options.is_empty() {
                        <fieldset><legend>{ w.t("options") }</legend>{ for opt_rows }</fieldset>
                    }
                    if let Some(a) = advice { <p class="note" data-testid="advice">{ a }</p> }
                    <label class="field check">
                        <input type="checkbox" data-testid="shuffle-seats" checked={*shuffle}
                            onchange={{ let shuffle = shuffle.clone(); Callback::from(move |_| shuffle.set(!*shuffle)) }} />
                        <span>{ w.t("dialog.shuffle") }</span>
                    </label>
                    <p class="note">{ w.t("dialog.random-note") }</p>
                    <div class="modal-buttons">
                        <button onclick={close}>{ w.t("cancel") }</button>
                        <button class="primary" data-testid="start-game" onclick={start}>{ w.t("start") }</button>
                    </div>
                </div>
        </>
    }
}
