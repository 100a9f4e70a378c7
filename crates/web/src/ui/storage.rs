//! "My games": every game lives in its own localStorage entry,
//! `attic.game.<id>`, holding its record, who plays each seat and what
//! the list shows (game, players, dates, moves, result). Each tab
//! remembers in sessionStorage which entry it shows, so that two tabs keep
//! their own games across reloads.
//!
//! Why localStorage and not IndexedDB (measured in headless Chromium 156):
//! its API is synchronous, so a write's failure is known in the same
//! turn and reported at once, and the saved game is there for the first
//! render; one key per game makes each write atomic (a refused `setItem`
//! leaves the old value whole); the `storage` event tells the other tabs
//! of each write. Its quota, 5,242,880 characters of keys and values per
//! site (filled to the last character in Chromium 156), holds
//! hundreds of ordinary games but only four of the largest (a record is at most
//! `app_logic::saves::RECORD_LIMIT` bytes); when it is full, the player is told at once
//! and can export every game. Before that, from `app_logic::saves::NEAR_QUOTA_PERCENT`
//! of `QUOTA_CHARS` (every key of the origin counted: [`origin_chars`]), My
//! games and the game page say that it is nearly full and offer the export
//! (`ui::quota`).
//!
//! Every write is checked. A game whose write failed stays in memory
//! (`PENDING`), listed and exported with the others. A value that cannot
//! be read is reported as moved aside (to `attic.corrupt.<time>`) only
//! once the copy has been written and read back; otherwise it is left
//! where it was and the message says so. The newest [`KEEP_ASIDE`]
//! set-aside copies are kept. The old single slot `attic.current.v1` is
//! read once and moved into My games.

use super::state::SeatKind;
use super::text::{m, AppWords, Words};
use crate::app_logic::archive::{self, Export, Kept};
use crate::app_logic::saves::{self, head, relation, Relation};
use attic_core::Msg;
use attic_records::Session;
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};

/// The old single save slot (before My games), still read once.
pub const LEGACY_KEY: &str = "attic.current.v1";
/// Each game of My games is `attic.game.<id>`.
pub const GAME_PREFIX: &str = "attic.game.";
/// Set-aside copies of values that could not be read.
pub const ASIDE_PREFIX: &str = "attic.corrupt.";
/// How many set-aside copies are kept (the newest).
pub const KEEP_ASIDE: usize = 3;
/// The sessionStorage key naming the entry this tab shows.
const TAB_KEY: &str = "attic.tab";
/// How many characters of an unreadable value a message shows.
const HEAD_CHARS: usize = 120;

/// One game as stored: a JSON object with these fields, of which only
/// `record` and `seats` must be there (the old slot's value has only those).
/// Read and written by hand ([`parse`], [`to_json`]): serde's code weighed
/// more in the page's wasm than the rest of storage.
#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    /// The game record.
    pub record: String,
    /// Who plays each seat ([`SeatKind::code`]).
    pub seats: Vec<String>,
    /// A random number new with every write: a tab that finds another
    /// number than the one it wrote or read knows another tab wrote.
    pub rev: String,
    /// The game's id.
    pub game: String,
    /// The players' names, seat by seat (in the language of the page that
    /// wrote them).
    pub names: Vec<String>,
    /// When the entry was made (ms since 1970).
    pub created: f64,
    /// When it was last written.
    pub updated: f64,
    /// Plies played.
    pub moves: usize,
    /// The result for players when the game is over (in the language of
    /// the page that wrote it).
    pub result: Option<String>,
}

/// What went wrong with storage, for the storage banner. The reasons are
/// messages, drawn in the reader's language when shown.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// A game could not be written; it stays in memory on this page.
    NotSaved {
        /// The game's title.
        game: String,
        /// Plies played (none of them saved by this write).
        moves: usize,
        /// Why, for players.
        reason: Msg,
    },
    /// This browser gives the site no storage at all.
    NoStorage {
        /// Why, for players.
        reason: Msg,
    },
    /// A value that could not be read was copied aside (and read back)
    /// and removed.
    MovedAside {
        /// Where it was.
        key: String,
        /// Where it is now.
        aside: String,
        /// Why it could not be read.
        reason: Msg,
    },
    /// A value that could not be read, which could not be copied aside:
    /// left where it was.
    LeftInPlace {
        /// Where it is.
        key: String,
        /// Why it could not be read.
        reason: Msg,
        /// Why it could not be copied.
        why: Msg,
        /// The value, for export.
        raw: Rc<String>,
    },
}

impl Problem {
    /// The message for players, in the reader's words `w`.
    pub fn text(&self, w: Words) -> String {
        let msg = match self {
            Problem::NotSaved {
                game,
                moves,
                reason,
            } => m("store.not-saved")
                .text("game", game.clone())
                .num("moves", *moves as i64)
                .msg("reason", reason.clone()),
            Problem::NoStorage { reason } => m("store.no-storage").msg("reason", reason.clone()),
            Problem::MovedAside { reason, aside, .. } => m("save.corrupt")
                .msg("reason", reason.clone())
                .text("key", aside.clone()),
            Problem::LeftInPlace {
                key,
                reason,
                why,
                raw,
            } => m("save.corrupt-left")
                .text("key", key.clone())
                .msg("reason", reason.clone())
                .msg("why", why.clone())
                .text("head", head(raw, HEAD_CHARS).to_string())
                .num("chars", raw.chars().count() as i64),
        };
        w.tr(&msg)
    }
}

/// Which outcome a save had.
#[derive(Clone, Debug, PartialEq)]
pub enum Wrote {
    /// Written to its entry.
    Written,
    /// Another tab had written a line of this game that this one does
    /// not extend: this line was written to a new entry (its id).
    Forked(String),
}

/// What a write by another tab means for the game this tab shows.
pub enum Incoming {
    /// Nothing to do.
    Nothing,
    /// The other tab's line extends this one (or equals it): show it.
    Adopt(Session, Vec<SeatKind>),
    /// The lines part: this tab's line was written to a new entry (its id).
    Forked(String),
}

thread_local! {
    // Module caches of storage, not component state (no component reads
    // them; what the page shows of them is in the My games slice): the
    // games only this page's memory holds until a write succeeds, and the
    // revisions this tab knows, which every save and every other tab's
    // write are compared with, outside any render.
    /// Games whose last write failed, by entry id: kept for this page.
    static PENDING: RefCell<BTreeMap<String, Saved>> = const { RefCell::new(BTreeMap::new()) };
    /// The `rev` this tab last wrote or read, by entry id.
    static KNOWN: RefCell<HashMap<String, String>> = RefCell::new(HashMap::new());
}

fn local() -> Result<web_sys::Storage, Msg> {
    let w = web_sys::window().ok_or_else(|| m("fetch.no-window"))?;
    match w.local_storage() {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err(m("store.unavailable")),
        Err(e) => Err(js_reason(&e)),
    }
}

/// Why a storage call failed, for players (the browser's own words are
/// shown as they are).
fn js_reason(e: &JsValue) -> Msg {
    let get = |k: &str| {
        js_sys::Reflect::get(e, &JsValue::from_str(k))
            .ok()
            .and_then(|v| v.as_string())
    };
    match get("name").as_deref() {
        Some("QuotaExceededError") => m("store.full"),
        _ => get("message")
            .or_else(|| e.as_string())
            .map(|why| Msg::plain(why.trim_end_matches('.')))
            .unwrap_or_else(|| m("store.refused")),
    }
}

pub(super) fn get_raw(key: &str) -> Option<String> {
    local().ok()?.get_item(key).ok().flatten()
}

pub(super) fn set_raw(key: &str, value: &str) -> Result<(), Msg> {
    local()?.set_item(key, value).map_err(|e| js_reason(&e))
}

fn remove_raw(key: &str) {
    if let Ok(s) = local() {
        let _ = s.remove_item(key);
    }
}

/// Every key of localStorage.
fn keys() -> Vec<String> {
    let Ok(s) = local() else { return Vec::new() };
    let n = s.length().unwrap_or(0);
    (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// A new `rev` (hex digits: JSON numbers cannot hold 64 bits).
fn random_rev() -> String {
    format!("{:016x}", super::random_seed())
}

/// A fresh entry id: the time, then random letters (two tabs never meet).
pub fn new_id() -> String {
    format!("{:x}{:08x}", now() as u64, super::random_seed() as u32)
}

fn key_of(id: &str) -> String {
    format!("{GAME_PREFIX}{id}")
}

/// Read a saved game. What the JSON reader says of a broken one
/// is not for players ("Unterminated string in JSON at position 24"), and
/// the text itself is kept aside, where it can be looked at.
fn parse(raw: &str) -> Result<Saved, Msg> {
    let v = js_sys::JSON::parse(raw).map_err(|_| m("save.not-a-game"))?;
    from_js(&v).ok_or_else(|| m("save.not-a-game"))
}

/// A [`Saved`] from the object `v`; `None` if it is not one (not an object,
/// `record` or `seats` missing, or a field of the wrong type).
fn from_js(v: &JsValue) -> Option<Saved> {
    if !v.is_object() || js_sys::Array::is_array(v) {
        return None;
    }
    let field = |k: &str| {
        js_sys::Reflect::get(v, &JsValue::from_str(k))
            .ok()
            .filter(|f| !f.is_undefined())
    };
    let text = |k: &str| field(k).map_or(Some(String::new()), |f| f.as_string());
    let texts = |k: &str| match field(k) {
        None => Some(Vec::new()),
        Some(f) if js_sys::Array::is_array(&f) => js_sys::Array::from(&f)
            .iter()
            .map(|x| x.as_string())
            .collect(),
        Some(_) => None,
    };
    let number = |k: &str| field(k).map_or(Some(0.0), |f| f.as_f64());
    field("record")?;
    field("seats")?;
    let moves = number("moves")?;
    if moves < 0.0 || moves.fract() != 0.0 || moves > 9e15 {
        return None;
    }
    Some(Saved {
        record: text("record")?,
        seats: texts("seats")?,
        rev: text("rev")?,
        game: text("game")?,
        names: texts("names")?,
        created: number("created")?,
        updated: number("updated")?,
        moves: moves as usize,
        result: match field("result") {
            None => None,
            Some(f) if f.is_null() => None,
            Some(f) => Some(f.as_string()?),
        },
    })
}

fn to_json(s: &Saved) -> Result<String, Msg> {
    let o = js_sys::Object::new();
    let set = |k: &str, v: JsValue| js_sys::Reflect::set(&o, &JsValue::from_str(k), &v).map(|_| ());
    let list = |xs: &[String]| {
        JsValue::from(
            xs.iter()
                .map(|x| JsValue::from_str(x))
                .collect::<js_sys::Array>(),
        )
    };
    set("record", JsValue::from_str(&s.record))
        .and_then(|_| set("seats", list(&s.seats)))
        .and_then(|_| set("rev", JsValue::from_str(&s.rev)))
        .and_then(|_| set("game", JsValue::from_str(&s.game)))
        .and_then(|_| set("names", list(&s.names)))
        .and_then(|_| set("created", JsValue::from_f64(s.created)))
        .and_then(|_| set("updated", JsValue::from_f64(s.updated)))
        .and_then(|_| set("moves", JsValue::from_f64(s.moves as f64)))
        .and_then(|_| match &s.result {
            Some(r) => set("result", JsValue::from_str(r)),
            None => Ok(()),
        })
        .map_err(|e| js_reason(&e))?;
    js_sys::JSON::stringify(&o)
        .map(String::from)
        .map_err(|e| js_reason(&e))
}

/// The session and seats a saved value holds, or why it cannot be read.
fn replay(s: &Saved) -> Result<(Session, Vec<SeatKind>), Msg> {
    let session = Session::from_record(&attic_games::REGISTRY, &s.record)
        .map_err(|e| m("save.no-replay").msg("reason", e.msg()))?;
    let n = session.current().seats() as usize;
    let seats: Option<Vec<SeatKind>> = s.seats.iter().map(|c| SeatKind::parse(c)).collect();
    match seats {
        Some(seats) if seats.len() == n => Ok((session, seats)),
        _ => Err(m("save.bad-seats").text("seats", s.seats.join(", "))),
    }
}

/// The value to store for a game: what the list shows of it (names,
/// result) in the reader's words `w`.
fn describe(w: Words, session: &Session, seats: &[SeatKind], created: f64) -> Saved {
    let cur = session.current();
    let names = (0..cur.seats())
        .map(|i| w.player_name(session, i))
        .collect();
    let result = cur
        .outcome()
        .map(|o| w.winner_line(cur, &o.winner, &|seat| w.player_name(session, seat)));
    Saved {
        record: session.to_record(),
        seats: seats.iter().map(|s| s.code()).collect(),
        rev: random_rev(),
        game: session.info().id.to_string(),
        names,
        created,
        updated: now(),
        moves: session.len(),
        result,
    }
}

/// Write an entry; on failure keep it in memory and say why.
fn write(id: &str, saved: Saved) -> Result<(), Msg> {
    let rev = saved.rev.clone();
    let json = to_json(&saved)?;
    match set_raw(&key_of(id), &json) {
        Ok(()) => {
            PENDING.with(|p| p.borrow_mut().remove(id));
            KNOWN.with(|k| k.borrow_mut().insert(id.to_string(), rev));
            Ok(())
        }
        Err(why) => {
            PENDING.with(|p| p.borrow_mut().insert(id.to_string(), saved));
            Err(why)
        }
    }
}

/// The stored value of an entry: `None` when there is none.
fn read(id: &str) -> Option<Result<Saved, Msg>> {
    get_raw(&key_of(id)).map(|raw| parse(&raw))
}

/// Save the game of entry `id`. When another tab wrote a line of this game
/// since this tab last read or wrote it, the write goes ahead only if this
/// line extends that one; otherwise this line goes to a new entry, and
/// both are kept. What the list shows is written in the reader's words `w`.
pub fn save(w: Words, id: &str, session: &Session, seats: &[SeatKind]) -> Result<Wrote, Problem> {
    let not_saved = |reason: Msg| Problem::NotSaved {
        game: session.info().title.to_string(),
        moves: session.len(),
        reason,
    };
    let known = KNOWN.with(|k| k.borrow().get(id).cloned());
    let pending = PENDING.with(|p| p.borrow().get(id).map(|s| s.created));
    let mut created = pending.unwrap_or_else(now);
    let mut target = id.to_string();
    match read(id) {
        Some(Ok(theirs)) => {
            created = theirs.created;
            if Some(&theirs.rev) != known.as_ref() {
                let ok = replay(&theirs).is_ok_and(|(other, _)| {
                    matches!(
                        relation(session, &other),
                        Relation::Same | Relation::Extends
                    )
                });
                if !ok {
                    target = new_id();
                    created = now();
                }
            }
        }
        // Never write over a value that cannot be read.
        Some(Err(_)) => target = new_id(),
        None => {}
    }
    let saved = describe(w, session, seats, created);
    write(&target, saved).map_err(not_saved)?;
    Ok(if target == id {
        Wrote::Written
    } else {
        Wrote::Forked(target)
    })
}

/// Another tab wrote entry `id`, which this tab shows as `mine` (a fork
/// of it is written in the reader's words `w`).
pub fn incoming(
    w: Words,
    id: &str,
    mine: &Session,
    seats: &[SeatKind],
) -> Result<Incoming, Problem> {
    let Some(Ok(theirs)) = read(id) else {
        return Ok(Incoming::Nothing);
    };
    let known = KNOWN.with(|k| k.borrow().get(id).cloned());
    if Some(&theirs.rev) == known.as_ref() {
        return Ok(Incoming::Nothing);
    }
    let Ok((other, other_seats)) = replay(&theirs) else {
        return Ok(Incoming::Nothing);
    };
    // A line with no move has nothing to lose: it takes the other in.
    match relation(&other, mine) {
        _ if mine.is_empty() => {
            KNOWN.with(|k| k.borrow_mut().insert(id.to_string(), theirs.rev.clone()));
            Ok(Incoming::Adopt(other, other_seats))
        }
        Relation::Same | Relation::Extends => {
            KNOWN.with(|k| k.borrow_mut().insert(id.to_string(), theirs.rev.clone()));
            Ok(Incoming::Adopt(other, other_seats))
        }
        Relation::ExtendedBy | Relation::Diverges => {
            let fork = new_id();
            let saved = describe(w, mine, seats, now());
            write(&fork, saved).map_err(|reason| Problem::NotSaved {
                game: mine.info().title.to_string(),
                moves: mine.len(),
                reason,
            })?;
            Ok(Incoming::Forked(fork))
        }
    }
}

/// Open entry `id`: its game and seats. An entry that cannot be read is
/// set aside (see [`set_aside`]) and reported.
pub fn open(id: &str) -> Result<Option<(Session, Vec<SeatKind>)>, Problem> {
    if let Some(s) = PENDING.with(|p| p.borrow().get(id).cloned()) {
        return Ok(replay(&s).ok());
    }
    let key = key_of(id);
    let Some(raw) = get_raw(&key) else {
        return Ok(None);
    };
    let saved = parse(&raw);
    // A game whose code is not loaded yet cannot be replayed, which says
    // nothing about the value: it is left as it is (issue 27; whoever
    // opens an entry loads its game's code first, see `game_of`).
    if saved.as_ref().is_ok_and(|s| !attic_games::ready(&s.game)) {
        return Ok(None);
    }
    match saved.and_then(|s| replay(&s).map(|v| (s.rev, v))) {
        Ok((rev, v)) => {
            KNOWN.with(|k| k.borrow_mut().insert(id.to_string(), rev));
            Ok(Some(v))
        }
        Err(why) => Err(set_aside(&key, raw, why)),
    }
}

/// One entry of the list.
#[derive(Clone, Debug, PartialEq)]
pub struct Listed {
    /// Its id.
    pub id: String,
    /// What it holds.
    pub saved: Saved,
    /// Whether its last write failed (it is only in this page's memory).
    pub unsaved: bool,
}

/// Every game, last written first (the entries whose write failed
/// included). Values that cannot be read are left out.
pub fn list() -> Vec<Listed> {
    let mut out: Vec<Listed> = keys()
        .into_iter()
        .filter_map(|k| {
            let id = k.strip_prefix(GAME_PREFIX)?.to_string();
            let saved = parse(&get_raw(&k)?).ok()?;
            Some(Listed {
                id,
                saved,
                unsaved: false,
            })
        })
        .collect();
    PENDING.with(|p| {
        for (id, s) in p.borrow().iter() {
            out.retain(|l| &l.id != id);
            out.push(Listed {
                id: id.clone(),
                saved: s.clone(),
                unsaved: true,
            });
        }
    });
    attic_core::order::sort_by(&mut out, |a, b| b.saved.updated.total_cmp(&a.saved.updated));
    out
}

/// The unfinished game of `game` written last, if any.
pub fn latest_unfinished(game: &str) -> Option<String> {
    list()
        .into_iter()
        .find(|l| l.saved.game == game && l.saved.result.is_none())
        .map(|l| l.id)
}

/// The entry, written last, that holds exactly this game (a link opened
/// twice opens one entry). A game played on since is another game: the
/// link opens as its own entry, at the link's moves.
pub fn holding(s: &Session) -> Option<String> {
    let record = s.to_record();
    list()
        .into_iter()
        .find(|l| l.saved.game == s.info().id && l.saved.record == record)
        .map(|l| l.id)
}

/// An entry of My games with its game and seats.
pub type Held = (String, Session, Vec<SeatKind>);

/// The entries of a game by post with this identity
/// ([`super::post::ID_TAG`]), with their games and seats, last written
/// first.
pub fn by_post(game: &str, id: &str) -> Vec<Held> {
    // Only records that name the id are replayed.
    let tag = format!("[{} \"{id}\"]", super::post::ID_TAG);
    list()
        .into_iter()
        .filter(|l| l.saved.game == game && l.saved.record.contains(&tag))
        .filter_map(|l| {
            let (s, seats) = replay(&l.saved).ok()?;
            (super::post::game_id(&s) == Some(id)).then_some((l.id, s, seats))
        })
        .collect()
}

/// Delete an entry.
pub fn remove(id: &str) {
    PENDING.with(|p| p.borrow_mut().remove(id));
    remove_raw(&key_of(id));
}

/// Try again every write that failed. Returns how many are still unsaved.
pub fn retry() -> usize {
    let all: Vec<(String, Saved)> = PENDING.with(|p| p.borrow().clone().into_iter().collect());
    for (id, s) in all {
        let _ = write(&id, s);
    }
    unsaved_count()
}

/// How many games are only in this page's memory.
pub fn unsaved_count() -> usize {
    PENDING.with(|p| p.borrow().len())
}

/// The game of entry `id`, read without replaying it (no game's code is
/// needed): the code to load before the entry is opened.
pub fn game_of(id: &str) -> Option<String> {
    let pending = PENDING.with(|p| p.borrow().get(id).map(|s| s.game.clone()));
    pending.or_else(|| read(id)?.ok().map(|s| s.game))
}

/// The game of the old single slot, if there is one (its record's `Game`
/// tag, read without replaying it).
pub fn legacy_game() -> Option<String> {
    let s = parse(&get_raw(LEGACY_KEY)?).ok()?;
    attic_games::record_game(&s.record).map(String::from)
}

/// The entry this tab showed last (sessionStorage: kept by a reload).
pub fn tab_entry() -> Option<String> {
    let s = web_sys::window()?.session_storage().ok()??;
    s.get_item(TAB_KEY).ok()?
}

/// Remember the entry this tab shows.
pub fn set_tab_entry(id: &str) {
    if let Some(s) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) {
        let _ = s.set_item(TAB_KEY, id);
    }
}

/// An unfinished game with private hands: it stays on this device until
/// it is over (no link, no export).
fn private(s: &Saved) -> bool {
    // Without its game's code an unfinished game cannot be looked at: it
    // is withheld rather than risk its hands (exports load every game's
    // code first, issue 27).
    s.result.is_none()
        && (!attic_games::ready(&s.game) || replay(s).is_ok_and(|(g, _)| g.current().local_only()))
}

/// The file an export writes: the records of the entries `ids` (every
/// game when `None`), last written first, except unfinished games with
/// private hands, which are counted as withheld.
pub fn export(ids: Option<&[String]>) -> Export {
    let chosen: Vec<Listed> = list()
        .into_iter()
        .filter(|l| ids.is_none_or(|ids| ids.contains(&l.id)))
        .collect();
    let mut out = archive::export(chosen.iter().map(|l| Kept {
        record: &l.saved.record,
        private: private(&l.saved),
    }));
    // The puzzles solved go with every game (never with a selection).
    if ids.is_none() {
        out.text.extend(super::puzzle_store::export_line());
    }
    out
}

/// A value that could not be read, kept aside or left in place.
#[derive(Clone, Debug, PartialEq)]
pub struct Unreadable {
    /// Its key.
    pub key: String,
    /// Its length in characters.
    pub chars: usize,
}

/// The set-aside copies and the entries that cannot be read.
pub fn unreadable() -> Vec<Unreadable> {
    let mut out: Vec<Unreadable> = keys()
        .into_iter()
        .filter_map(|k| {
            let raw = get_raw(&k)?;
            let bad = k.starts_with(ASIDE_PREFIX)
                || ((k.starts_with(GAME_PREFIX) || k == LEGACY_KEY) && parse(&raw).is_err());
            bad.then(|| Unreadable {
                key: k,
                chars: raw.chars().count(),
            })
        })
        .collect();
    attic_core::order::sort_by(&mut out, |a, b| b.key.cmp(&a.key));
    out
}

/// The value of a key, for export.
pub fn raw(key: &str) -> Option<String> {
    get_raw(key)
}

/// Delete a set-aside copy or a value that cannot be read.
pub fn remove_key(key: &str) {
    if key.starts_with(ASIDE_PREFIX) || key.starts_with(GAME_PREFIX) || key == LEGACY_KEY {
        remove_raw(key);
    }
}

/// Characters used by every key of the site's origin (keys and values),
/// what the browser's quota counts; the values' lengths are read in
/// JavaScript, without copying them into the app.
pub fn origin_chars() -> usize {
    let Ok(s) = local() else { return 0 };
    let get = js_sys::Reflect::get(&s, &JsValue::from_str("getItem"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(get) = get else { return 0 };
    keys()
        .into_iter()
        .map(|k| {
            let v = get.call1(&s, &JsValue::from_str(&k)).ok();
            let n = v
                .and_then(|v| v.dyn_into::<js_sys::JsString>().ok())
                .map_or(0, |v| v.length() as usize);
            k.encode_utf16().count() + n
        })
        .sum()
}

/// Delete set-aside copies beyond the newest `keep`.
fn prune_aside(keep: usize) {
    let all = keys();
    for k in saves::to_prune(&all, ASIDE_PREFIX, keep) {
        remove_raw(&k);
    }
}

/// Copy a value that cannot be read to `attic.corrupt.<time>`, read the
/// copy back, and only then remove the original. If the copy cannot be
/// made (even after the oldest copies are cleaned up), the original is
/// left where it was, and the problem says so.
pub(super) fn set_aside(key: &str, raw: String, reason: Msg) -> Problem {
    let mut stamp = now() as u64;
    while get_raw(&format!("{ASIDE_PREFIX}{stamp}")).is_some() {
        stamp += 1;
    }
    let aside = format!("{ASIDE_PREFIX}{stamp}");
    let copy = || {
        set_raw(&aside, &raw).and_then(|()| match get_raw(&aside) {
            Some(back) if back == raw => Ok(()),
            _ => Err(m("store.copy-differs")),
        })
    };
    let copied = copy().or_else(|_| {
        prune_aside(KEEP_ASIDE.saturating_sub(1));
        copy()
    });
    match copied {
        Ok(()) => {
            remove_raw(key);
            prune_aside(KEEP_ASIDE);
            Problem::MovedAside {
                key: key.to_string(),
                aside,
                reason,
            }
        }
        Err(why) => {
            remove_raw(&aside);
            Problem::LeftInPlace {
                key: key.to_string(),
                reason,
                why,
                raw: Rc::new(raw),
            }
        }
    }
}

/// What the app finds at start: the game to show (its entry, game and
/// seats) and what went wrong.
pub struct Startup {
    /// The entry to show, if any.
    pub shown: Option<(String, Session, Vec<SeatKind>)>,
    /// Problems to report.
    pub problems: Vec<Problem>,
}

/// At start: clean up old set-aside copies, move the old single slot into
/// My games (written in the reader's words `w`), and open the game this
/// tab showed (else the game written last).
pub fn start(w: Words) -> Startup {
    let mut problems = Vec::new();
    prune_aside(KEEP_ASIDE);
    if let Err(reason) = local() {
        problems.push(Problem::NoStorage { reason });
    }
    let migrated = migrate(w, &mut problems);
    let mut candidates: Vec<String> = tab_entry().into_iter().collect();
    candidates.extend(migrated);
    candidates.extend(list().into_iter().map(|l| l.id));
    for id in candidates {
        match open(&id) {
            Ok(Some((s, seats))) => {
                return Startup {
                    shown: Some((id, s, seats)),
                    problems,
                }
            }
            Ok(None) => {}
            Err(p) => problems.push(p),
        }
    }
    Startup {
        shown: None,
        problems,
    }
}

/// Move the old single slot into its own entry (written, then read back,
/// before the old slot is removed). Returns the new entry.
fn migrate(w: Words, problems: &mut Vec<Problem>) -> Option<String> {
    let raw = get_raw(LEGACY_KEY)?;
    // Without its game's code the record cannot be replayed, which says
    // nothing about it: it stays until a visit that has the code (issue 27).
    if legacy_game().is_some_and(|g| !attic_games::ready(&g)) {
        return None;
    }
    let (session, seats) = match parse(&raw).and_then(|s| replay(&s)) {
        Ok(v) => v,
        Err(why) => {
            problems.push(set_aside(LEGACY_KEY, raw, why));
            return None;
        }
    };
    let id = new_id();
    match save(w, &id, &session, &seats) {
        Ok(_) if read(&id).is_some_and(|r| r.is_ok()) => remove_raw(LEGACY_KEY),
        Ok(_) => {}
        Err(p) => problems.push(p),
    }
    Some(id)
}
