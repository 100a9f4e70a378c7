//! Play by post: "Send your move" (a `v2` link addressed to the next
//! person, through the phone's share sheet or the clipboard) and what a
//! received link does to My games: a new game, the next move of a game
//! held here, an old link (the newer game kept) or a branch (both kept
//! until the player chooses). The decisions are in
//! [`crate::app_logic::post`]; the identity of a game by post is its
//! record tag [`ID_TAG`].

use super::route::page_url;
use super::saving;
use super::state::{use_flow, use_game, GameAction, GameDispatch, Notice, Received, SeatKind};
use super::storage::{self, Held};
use super::text::{m, use_words, AppWords};
use crate::app_logic::post::{addressee, arrival, by_post, players_of, seats_for, Arrival};
use attic_core::Msg;
use attic_records::{link, Post, Session};
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The record tag holding a game by post's identity (made at random when
/// a seat is first given to a person at another device, then carried by
/// every link and record of the game).
pub const ID_TAG: &str = crate::app_logic::game::POST_ID_TAG;

/// The identity of a game by post, if it is one.
pub fn game_id(s: &Session) -> Option<&str> {
    s.tags()
        .iter()
        .find(|(k, _)| k == ID_TAG)
        .map(|(_, v)| v.as_str())
}

/// Show the game a link (or a pasted link) brings: a game by post (a `v2`
/// link, or a `v1` link of a game by post held here) against the copies
/// held here (see the module docs), any other game as
/// [`saving::show_found`] does.
pub fn open(state: &GameDispatch, s: Session, post: Option<Post>) {
    let plain = match post {
        Some(post) => return receive(state, s, post),
        None => receive_plain(state, s),
    };
    if let Err(s) = plain {
        saving::show_found(state, s);
    }
}

/// A game by post (a `v2` link). Nothing is written before the link has
/// been read whole (a bad link never reaches here).
fn receive(state: &GameDispatch, mut s: Session, post: Post) {
    s.set_tag(ID_TAG, &post.id);
    let held = storage::by_post(s.info().id, &post.id);
    arrive(state, s, held, seats_for(&post));
}

/// A plain link (`v1`, "Copy link") of a game by post that this device
/// holds: it is taken like a post link, with this device's seats (so the
/// AI never moves for the person at the other device).
/// Gives the game back when the link is of no game by post held here
/// (it then opens as usual).
fn receive_plain(state: &GameDispatch, s: Session) -> Result<(), Session> {
    let Some(id) = game_id(&s) else {
        return Err(s);
    };
    let held = storage::by_post(s.info().id, id);
    let Some((_, _, seats)) = held.first() else {
        return Err(s);
    };
    let seats = seats.clone();
    arrive(state, s, held, seats);
    Ok(())
}

/// Show game `s` as a link brings it, against `held`, the copies of the
/// same game held here ([`storage::by_post`]); `link_seats`: the seats at
/// this device the link gives.
fn arrive(state: &GameDispatch, s: Session, held: Vec<Held>, link_seats: Vec<SeatKind>) {
    // Of several versions held (branches), the one the link continues.
    let rank = |a: &Arrival| match a {
        Arrival::Same => 0,
        Arrival::Ahead(_) => 1,
        Arrival::Behind(_) => 2,
        Arrival::Branch(_) => 3,
    };
    let best = held
        .into_iter()
        .map(|(entry, held, seats)| (arrival(&held, &s), entry, held, seats))
        .min_by_key(|(a, ..)| rank(a));
    // The seats this device plays are its own once it holds the game (a
    // link opened by its own sender changes nobody's seat); a new game
    // takes the link's.
    let n = s.current().seats() as usize;
    let own = |held: Vec<SeatKind>| {
        if held.len() == n {
            held
        } else {
            link_seats.clone()
        }
    };
    let notice = |words: Msg, other: Option<String>| Notice {
        choose: other.is_some(),
        words: vec![words],
        other,
    };
    let r = match best {
        None => Received {
            entry: None,
            session: s,
            seats: link_seats.clone(),
            notice: None,
            save: true,
        },
        Some((a @ (Arrival::Same | Arrival::Ahead(_)), entry, _, seats)) => Received {
            entry: Some(entry),
            session: s,
            seats: own(seats),
            notice: None,
            save: a != Arrival::Same,
        },
        Some((Arrival::Behind(k), entry, held, seats)) => Received {
            entry: Some(entry),
            session: held,
            seats: own(seats),
            notice: Some(notice(m("post.behind").num("n", k as i64), None)),
            save: false,
        },
        Some((Arrival::Branch(at), entry, _, seats)) => Received {
            entry: None,
            session: s,
            seats: own(seats),
            notice: Some(notice(m("post.branch").num("n", at as i64), Some(entry))),
            save: true,
        },
    };
    state.dispatch(GameAction::Received(Box::new(r)));
}

/// What a send did: nothing yet, shared, copied, or the copy refused.
#[derive(Clone, Copy, PartialEq)]
enum Sent {
    Shared,
    Copied,
    ByHand,
}

/// Offer a link through the system share sheet (Web Share API) when the
/// browser has one; else copy it. `done` hears what happened.
fn send(url: String, title: String, done: Callback<Sent>) {
    let Some(w) = web_sys::window() else { return };
    let nav = w.navigator();
    let share = js_sys::Reflect::get(&nav, &JsValue::from_str("share"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let Some(share) = share {
        let data = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
        let _ = js_sys::Reflect::set(&data, &"url".into(), &url.clone().into());
        if let Some(p) = share
            .call1(&nav, &data)
            .ok()
            .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
        {
            wasm_bindgen_futures::spawn_local(async move {
                match wasm_bindgen_futures::JsFuture::from(p).await {
                    Ok(_) => done.emit(Sent::Shared),
                    // Cancelled, or refused: the link is in the box.
                    Err(_) => done.emit(Sent::ByHand),
                }
            });
            return;
        }
    }
    let p = nav.clipboard().write_text(&url);
    wasm_bindgen_futures::spawn_local(async move {
        let ok = wasm_bindgen_futures::JsFuture::from(p).await.is_ok();
        done.emit(if ok { Sent::Copied } else { Sent::ByHand });
    });
}

/// The panel of a game by post, under the board: whom the game waits
/// for, and "Send your move" when a link is due.
#[function_component]
pub fn PostPanel() -> Html {
    let w = use_words();
    let state = use_game();
    let flow = use_flow();
    // The link last sent from here and what became of it (None while the
    // share sheet or the clipboard has not answered).
    let sent = use_state(|| None::<(String, Option<Sent>)>);
    let Some(state) = state else { return html! {} };
    let Some(s) = state.session.clone() else {
        return html! {};
    };
    if !by_post(&state.seats) {
        return html! {};
    }
    let cur = s.current();
    if cur.local_only() && cur.outcome().is_none() {
        return html! {
            <section class="post-panel" data-testid="post" aria-label={w.t("post.label")}>
                <p class="note" data-testid="post-local-only">{ w.t("post.local-only") }</p>
            </section>
        };
    }
    let busy = flow.thinking.is_some() || flow.pending.is_some();
    let to = addressee(&s, &state.seats).filter(|_| !busy && state.cursor == s.len());
    let Some(to) = to else {
        // A person here to move: say what comes after the move.
        let mine = matches!(cur.turn(), attic_core::Turn::Seat(p) if state.is_human(p));
        return html! {
            <section class="post-panel" data-testid="post" aria-label={w.t("post.label")}>
                if mine { <p class="note" data-testid="post-note">{ w.t("post.your-turn") }</p> }
            </section>
        };
    };
    let who = w.player_name(&s, to);
    let Some(id) = game_id(&s).map(str::to_string) else {
        return html! {};
    };
    let post = Post {
        id,
        to,
        players: players_of(&state.seats),
    };
    let made = link::encode_post(&s, &post).map(|l| format!("{}#{}", page_url(), l));
    let onclick = {
        let sent = sent.clone();
        let title = w.tr(&m("post.share-title").text("game", s.info().title));
        let made = made.clone();
        Callback::from(move |_| {
            let Ok(u) = &made else { return };
            sent.set(Some((u.clone(), None)));
            let (sent, this) = (sent.clone(), u.clone());
            let done = Callback::from(move |r| sent.set(Some((this.clone(), Some(r)))));
            send(u.clone(), title.clone(), done);
        })
    };
    // A link sent for an earlier move is not this one: neither it nor
    // what became of it is shown.
    let (url, sent) = match &*sent {
        Some((u, r)) if made.as_ref() == Ok(u) => (Some(u.clone()), *r),
        _ => (None, None),
    };
    // Once the game is over, the last move still goes to the others.
    let note = match cur.outcome() {
        Some(_) => "post.over",
        None => "post.waiting",
    };
    let label = if s.is_empty() {
        m("post.send-game")
    } else {
        m("post.send-move")
    };
    let said = match sent {
        Some(Sent::Shared) => Some(w.tr(&m("post.shared").text("who", who.clone()))),
        Some(Sent::Copied) => Some(w.tr(&m("post.copied").text("who", who.clone()))),
        Some(Sent::ByHand) => Some(w.t("post.by-hand")),
        None => None,
    };
    // A link that cannot be made (a record past every reader's limit) says why.
    let why = made.err().map(|e| w.tr(&e.msg()));
    html! {
        <section class="post-panel" data-testid="post" aria-label={w.t("post.label")}>
            <p data-testid="post-note">{ w.tr(&m(note).text("who", who.clone())) }</p>
            <button class="primary" data-testid="send-move" {onclick} disabled={why.is_some()}>
                { w.tr(&label.text("who", who)) }
            </button>
            if let Some(why) = why { <p class="note">{ why }</p> }
            if let Some(url) = url {
                <label class="field">
                    <span class="sr">{ w.t("share.link") }</span>
                    <input data-testid="post-url" readonly=true value={url} />
                </label>
            }
            if let Some(text) = said { <p class="note" role="status" data-testid="post-sent">{ text }</p> }
        </section>
    }
}
