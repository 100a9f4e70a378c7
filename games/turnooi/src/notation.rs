//! TURNOOI notation (spec §9): cells, move tokens with battle faces and
//! outcomes, the board string of §2.3, the position string, and the
//! record's setup tags (`Setup`, `First`, `ToMove`, `Stocks`, `Dead`).
//!
//! The reader is strict (I18): a move without a battle carries no suffix;
//! faces are required when a battle reveals a hidden face; whatever is
//! written must equal what the engine does, a newly revealed face must
//! leave a completion, and the outcome is compared whole (`+` included).

use super::game::{msg, seat_term};
use super::rules::{Battle, Board, Mv, Opts, Reason, Turnooi, CELLS, NORTH, SOUTH};
use super::tiles::{
    cell_text, hidden, multiset_text, not_public, tile, type_of, unrevealed, visible, Cell,
    Multiset, EMPTY, TYPES,
};
use attic_core::{IllegalMove, MoveError, Msg, ParseError, Seat, SetupError};

/// A side's record word: `south` or `north`.
pub fn side_word(s: Seat) -> &'static str {
    if s == SOUTH {
        "south"
    } else {
        "north"
    }
}

/// The side of a record word.
pub fn side_of_word(w: &str) -> Option<Seat> {
    match w {
        "south" => Some(SOUTH),
        "north" => Some(NORTH),
        _ => None,
    }
}

/// Read a cell name at the start of `s` (`e4`): its index and the bytes used.
fn cell(b: Board, s: &[u8]) -> Result<(usize, usize), Msg> {
    match s {
        [f @ b'a'..=b'z', r @ b'1'..=b'9', ..] => {
            let (f, r) = (f - b'a', r - b'1');
            if f >= b.files() || r >= b.ranks() {
                let name = format!("{}{}", (b'a' + f) as char, r + 1);
                return Err(msg("parse.off-board")
                    .text("cell", name)
                    .text("board", b.id()));
            }
            Ok((b.cell(f, r), 2))
        }
        _ => Err(msg("parse.cell")),
    }
}

/// A face digit 1–6.
fn face(c: Option<&u8>) -> Option<u8> {
    match c {
        Some(d @ b'1'..=b'6') => Some(d - b'0'),
        _ => None,
    }
}

/// What a battle suffix says: faces (visible, hidden of the mover's tile,
/// then of the opponent's) and the outcome, each optional.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Suffix {
    /// `:vhvh`.
    pub faces: Option<[u8; 4]>,
    /// The outcome as the engine's [`Battle`].
    pub outcome: Option<Battle>,
}

/// Read `[faces] [outcome]`, the whole of `s`.
fn suffix(b: Board, s: &[u8]) -> Result<Suffix, Msg> {
    let mut out = Suffix::default();
    let mut rest = s;
    if let Some((b':', r)) = rest.split_first() {
        let f = |i: usize| face(r.get(i));
        match (f(0), f(1), r.get(2), f(3), f(4)) {
            (Some(a), Some(b), Some(b'v'), Some(c), Some(d)) => out.faces = Some([a, b, c, d]),
            _ => return Err(msg("parse.faces")),
        }
        rest = &r[5..];
    }
    match rest.split_first() {
        None => {}
        Some((b'=', [])) => out.outcome = Some(Battle::Tie),
        Some((b'x', r)) => {
            let (c, used) = cell(b, r)?;
            let highest = match &r[used..] {
                [] => false,
                [b'+'] => true,
                _ => return Err(msg("parse.outcome")),
            };
            out.outcome = Some(Battle::Won {
                mover_won: false, // filled in against the position
                captured: c as u8,
                highest,
            });
        }
        Some(_) => return Err(msg("parse.outcome")),
    }
    Ok(out)
}

fn bad_token(token: &str, why: Msg) -> MoveError {
    ParseError::new(msg("parse.move").text("token", token).msg("why", why)).into()
}

fn illegal(m: Msg) -> MoveError {
    IllegalMove::new(m).into()
}

/// Read one ply from the start of `text` (see [`attic_core::Notation::parse_prefix`]).
pub fn read_prefix(g: &Turnooi, text: &str) -> Result<(Mv, usize), MoveError> {
    if g.end.is_some() {
        return Err(illegal(msg("illegal.over")));
    }
    if g.pending.is_some() {
        return read_faces(g, text).map(|m| (m, text.len()));
    }
    let b = g.board();
    let bytes = text.as_bytes();
    if text == "pass" {
        let mut v = Vec::new();
        g.steps(&mut v);
        if !v.is_empty() {
            return Err(illegal(
                msg("illegal.pass").term("seat", seat_term(g.to_move)),
            ));
        }
        return Ok((Mv::Pass, 4));
    }
    let (from, u1) = cell(b, bytes).map_err(|w| bad_token(text, w))?;
    if bytes.get(u1) != Some(&b'-') {
        return Err(bad_token(text, msg("parse.dash")));
    }
    let (to, u2) = cell(b, &bytes[u1 + 1..]).map_err(|w| bad_token(text, w))?;
    let used = u1 + 1 + u2;
    let step = Mv::Step {
        from: from as u8,
        to: to as u8,
    };
    if let Err(key) = g.step_rule(from, to) {
        return Err(illegal(
            msg(key)
                .text("from", b.name(from))
                .text("to", b.name(to))
                .term("seat", seat_term(g.to_move)),
        ));
    }
    let rest = &bytes[used..];
    let Some(o) = g.battle_at(to) else {
        if !rest.is_empty() {
            return Err(illegal(msg("illegal.no-battle").text("token", text)));
        }
        return Ok((step, used));
    };
    if unrevealed(g.cells[from]) || unrevealed(g.cells[o]) {
        // The faces are the next ply (a chance ply), read from `:` on.
        return match rest.first() {
            None | Some(b':') => Ok((step, used)),
            Some(_) => Err(illegal(msg("illegal.faces-required").text("token", text))),
        };
    }
    let sfx = suffix(b, rest).map_err(|w| bad_token(text, w))?;
    check_suffix(g, (from, to, o), &sfx, text)?;
    Ok((step, text.len()))
}

/// Read a chance ply: `:vhvh[outcome]`, the whole of `text`.
fn read_faces(g: &Turnooi, text: &str) -> Result<Mv, MoveError> {
    let b = g.board();
    let at = g.pending.unwrap_or(0) as usize;
    let o = b.across(at).unwrap_or(0);
    if !text.starts_with(':') {
        return Err(illegal(msg("illegal.faces-required").text("token", text)));
    }
    let sfx = suffix(b, text.as_bytes()).map_err(|w| bad_token(text, w))?;
    let [_, h1, _, h2] = sfx.faces.unwrap_or([0; 4]);
    check_faces(g, at, o, &sfx)?;
    let m = Mv::Faces {
        mover: h1,
        other: h2,
    };
    let mut revealed = g.clone();
    for (c, h) in [(at, h1), (o, h2)] {
        revealed.cells[c] = tile(visible(g.cells[c]), h);
    }
    check_outcome(&revealed, at, &sfx, text)?;
    Ok(m)
}

/// Faces written for a battle: visible faces as on the board, public
/// hidden faces repeated, new ones possible (§9, I18).
fn check_faces(g: &Turnooi, at: usize, o: usize, sfx: &Suffix) -> Result<(), MoveError> {
    let b = g.board();
    let Some([v1, h1, v2, h2]) = sfx.faces else {
        return Ok(());
    };
    for (c, v, h) in [(at, v1, h1), (o, v2, h2)] {
        let x = g.cells[c];
        if visible(x) != v {
            return Err(illegal(
                msg("illegal.visible")
                    .text("cell", b.name(c))
                    .num("shows", visible(x) as i64)
                    .num("written", v as i64),
            ));
        }
        if hidden(x) != 0 && hidden(x) != h {
            return Err(illegal(
                msg("illegal.hidden-public")
                    .text("cell", b.name(c))
                    .num("hidden", hidden(x) as i64)
                    .num("written", h as i64),
            ));
        }
    }
    // New faces: the pool must hold the tiles, and a completion remain.
    if !unrevealed(g.cells[at]) && !unrevealed(g.cells[o]) {
        return Ok(());
    }
    let mut pool = g.pool();
    let mut n = g.showing();
    for (c, v, h) in [(at, v1, h1), (o, v2, h2)] {
        if !unrevealed(g.cells[c]) {
            continue;
        }
        let t = type_of(v, h);
        if pool[t] == 0 {
            return Err(illegal(
                msg("illegal.no-such-tile")
                    .text("cell", b.name(c))
                    .text("tile", format!("{v}{h}")),
            ));
        }
        pool[t] -= 1;
        n[v as usize - 1] = n[v as usize - 1].saturating_sub(1);
    }
    if super::count::completions(&n, &pool) == 0 {
        return Err(illegal(
            msg("illegal.no-completion").text("faces", format!("{v1}{h1}v{v2}{h2}")),
        ));
    }
    Ok(())
}

/// The outcome written must be the engine's, whole. `revealed` has both
/// faces public and the tiles still on the board.
fn check_outcome(revealed: &Turnooi, at: usize, sfx: &Suffix, text: &str) -> Result<(), MoveError> {
    let Some(w) = sfx.outcome else {
        return Ok(());
    };
    let Some(e) = revealed.judge(at) else {
        return Ok(());
    };
    let same = match (w, e) {
        (Battle::Tie, Battle::Tie) => true,
        (
            Battle::Won {
                captured: c1,
                highest: p1,
                ..
            },
            Battle::Won {
                captured: c2,
                highest: p2,
                ..
            },
        ) => c1 == c2 && p1 == p2,
        _ => false,
    };
    if !same {
        let b = revealed.board();
        return Err(illegal(
            msg("illegal.outcome")
                .text("written", outcome_text(b, w))
                .text("engine", outcome_text(b, e))
                .text("token", text),
        ));
    }
    Ok(())
}

/// A fully public battle's suffix: faces exactly as the board's, outcome
/// as the engine's (the tile moved from `from` stands on `to`).
fn check_suffix(
    g: &Turnooi,
    (from, to, o): (usize, usize, usize),
    sfx: &Suffix,
    text: &str,
) -> Result<(), MoveError> {
    let mut moved = g.clone();
    moved.cells[to] = g.cells[from];
    moved.cells[from] = EMPTY;
    check_faces(&moved, to, o, sfx)?;
    check_outcome(&moved, to, sfx, text)
}

/// The outcome's text: `x<cell>`, `x<cell>+` or `=`.
pub fn outcome_text(b: Board, o: Battle) -> String {
    match o {
        Battle::Tie => "=".into(),
        Battle::Won {
            captured, highest, ..
        } => format!(
            "x{}{}",
            b.name(captured as usize),
            if highest { "+" } else { "" }
        ),
    }
}

/// The canonical token of a legal ply.
pub fn write(g: &Turnooi, m: Mv) -> String {
    let b = g.board();
    match m {
        Mv::Pass => "pass".into(),
        Mv::Step { from, to } => {
            let (from, to) = (from as usize, to as usize);
            let base = format!("{}-{}", b.name(from), b.name(to));
            let Some(o) = g.battle_at(to) else {
                return base;
            };
            if not_public(g.cells[from]) || not_public(g.cells[o]) {
                return base;
            }
            let mut moved = g.clone();
            moved.cells[to] = g.cells[from];
            moved.cells[from] = EMPTY;
            format!("{base}{}", battle_text(&moved, to, o))
        }
        Mv::Faces { mover, other } => {
            let at = g.pending.unwrap_or(0) as usize;
            let Some(o) = b.across(at) else {
                return ":?".into();
            };
            let mut revealed = g.clone();
            for (c, h) in [(at, mover), (o, other)] {
                revealed.cells[c] = tile(visible(g.cells[c]), h);
            }
            battle_text(&revealed, at, o)
        }
    }
}

/// `:vhvh` and the outcome, for a battle whose faces are all public.
fn battle_text(g: &Turnooi, at: usize, o: usize) -> String {
    let (m, t) = (g.cells[at], g.cells[o]);
    let out = g
        .judge(at)
        .map(|r| outcome_text(g.board(), r))
        .unwrap_or_default();
    format!(":{}v{}{out}", cell_text(m), cell_text(t))
}

/// The board string of §2.3: ranks from the top down, `/` between ranks,
/// single spaces between cells.
pub fn board_text(g: &Turnooi) -> String {
    let b = g.board();
    (0..b.ranks())
        .rev()
        .map(|r| {
            (0..b.files())
                .map(|f| cell_text(g.cells[b.cell(f, r)]))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// Read a board string for `b` into cells.
pub fn read_board(b: Board, text: &str) -> Result<[Cell; CELLS], Msg> {
    let mut cells = [EMPTY; CELLS];
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != b.ranks() as usize {
        return Err(msg("parse.board.ranks")
            .text("board", b.id())
            .num("n", b.ranks() as i64)
            .num("found", ranks.len() as i64));
    }
    for (i, rank) in ranks.iter().enumerate() {
        let r = b.ranks() - 1 - i as u8;
        let items: Vec<&str> = rank.split(' ').collect();
        if items.len() != b.files() as usize {
            return Err(msg("parse.board.cells")
                .num("rank", r as i64 + 1)
                .num("n", b.files() as i64));
        }
        for (f, item) in items.iter().enumerate() {
            let c = b.cell(f as u8, r);
            let s = item.as_bytes();
            cells[c] = match s {
                [b'-', b'-'] => EMPTY,
                [v, b'?'] if face(Some(v)).is_some() => tile(v - b'0', 0),
                [v, h] if face(Some(v)).is_some() && face(Some(h)).is_some() => {
                    tile(v - b'0', h - b'0')
                }
                _ => {
                    return Err(msg("parse.board.cell")
                        .text("cell", b.name(c))
                        .text("text", *item))
                }
            };
        }
    }
    Ok(cells)
}

/// Read a list of tiles with both faces (`46 46`, may be empty).
pub fn read_tiles(text: &str) -> Result<Multiset, Msg> {
    let mut m = [0u8; TYPES];
    for item in text.split(' ').filter(|s| !s.is_empty()) {
        let s = item.as_bytes();
        match (s.len(), face(s.first()), face(s.get(1))) {
            (2, Some(a), Some(b)) => {
                let t = type_of(a, b);
                m[t] = m[t].saturating_add(1);
            }
            _ => return Err(msg("parse.tile").text("text", item)),
        }
    }
    Ok(m)
}

/// A multiset for a position string: `-` when empty.
fn list(m: &Multiset) -> String {
    let t = multiset_text(m);
    if t.is_empty() {
        "-".into()
    } else {
        t
    }
}

/// The position string: `<board> | <side> <quiet> <passes> |
/// <South's stock>/<North's stock> | <dead>`, then ` | <cell>` while a
/// battle on that cell waits for its faces. Empty lists are `-`.
pub fn position(g: &Turnooi) -> String {
    let mut s = format!(
        "{} | {} {} {} | {}/{} | {}",
        board_text(g),
        side_word(g.to_move),
        g.quiet,
        g.passes,
        list(&g.stocks[0]),
        list(&g.stocks[1]),
        list(&g.dead)
    );
    if let Some(p) = g.pending {
        s.push_str(&format!(" | {}", g.board().name(p as usize)));
    }
    s
}

/// Read a position string (the inverse of [`position`]).
pub fn read_position(opts: Opts, text: &str) -> Result<Turnooi, SetupError> {
    let bad = |why: Msg| SetupError::new(msg("parse.position").text("text", text).msg("why", why));
    let parts: Vec<&str> = text.split(" | ").collect();
    if !(4..=5).contains(&parts.len()) {
        return Err(bad(msg("parse.position.fields")));
    }
    let b = opts.board;
    let mut g = Turnooi::empty(opts);
    g.cells = read_board(b, parts[0]).map_err(bad)?;
    let f: Vec<&str> = parts[1].split(' ').collect();
    match f[..] {
        [side, q, p] => {
            g.to_move = side_of_word(side).ok_or_else(|| bad(msg("parse.position.side")))?;
            g.quiet = q.parse().map_err(|_| bad(msg("parse.position.counter")))?;
            g.passes = p
                .parse()
                .ok()
                .filter(|&x: &u8| x <= 2)
                .ok_or_else(|| bad(msg("parse.position.counter")))?;
        }
        _ => return Err(bad(msg("parse.position.fields"))),
    }
    let lists = |t: &str| read_tiles(if t == "-" { "" } else { t });
    let (s, n) = parts[2]
        .split_once('/')
        .ok_or_else(|| bad(msg("parse.position.fields")))?;
    g.stocks = [lists(s).map_err(bad)?, lists(n).map_err(bad)?];
    g.dead = lists(parts[3]).map_err(bad)?;
    if let Some(p) = parts.get(4) {
        let (c, used) = cell(b, p.as_bytes()).map_err(bad)?;
        if used != p.len() || g.battle_at(c).is_none() || b.owner(c) != g.to_move {
            return Err(bad(msg("parse.position.battle")));
        }
        g.pending = Some(c as u8);
    }
    check_tiles(&g)?;
    g.end = if g.pending.is_some() {
        None
    } else {
        g.end_check()
    };
    Ok(g)
}

/// Rules 1 and 2 of §9's Setup: the tiles given with both faces fit the
/// set; with any `v?` tile all 36 are accounted for and a completion exists.
pub fn check_tiles(g: &Turnooi) -> Result<(), SetupError> {
    let k = g.known();
    for (t, &x) in k.iter().enumerate() {
        if x > super::tiles::FULL[t] as u32 {
            return Err(SetupError::new(
                msg("setup.too-many").text("tile", super::tiles::type_text(t)),
            ));
        }
    }
    if g.any_unrevealed() {
        let total = g.tile_count() as u32
            + g.stocks
                .iter()
                .chain([&g.dead])
                .flat_map(|m| m.iter())
                .map(|&x| x as u32)
                .sum::<u32>();
        if total != 36 {
            return Err(SetupError::new(msg("setup.not-all").num("n", total as i64)));
        }
        if g.completions() == 0 {
            return Err(SetupError::new(msg("setup.no-completion")));
        }
    }
    Ok(())
}

/// A tag's value.
fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// The state a record starts from: its `Setup` and the tags that go with
/// it (§9), every rule of §9's Setup checked.
pub fn read_setup(opts: Opts, tags: &[(String, String)]) -> Result<Turnooi, SetupError> {
    let setup = tag(tags, "Setup").ok_or_else(|| SetupError::new(msg("setup.missing")))?;
    let b = opts.board;
    let mut g = Turnooi::empty(opts);
    g.cells = read_board(b, setup)
        .map_err(|why| SetupError::new(msg("setup.board").text("text", setup).msg("why", why)))?;
    let start = g.is_start();
    for name in ["Stocks", "Dead"] {
        if start && tag(tags, name).is_some() {
            return Err(SetupError::new(msg("setup.start-lists").text("tag", name)));
        }
    }
    if let Some(s) = tag(tags, "Stocks") {
        let (a, n) = s
            .split_once('/')
            .ok_or_else(|| SetupError::new(msg("setup.stocks").text("text", s)))?;
        let read = |t: &str| {
            read_tiles(t).map_err(|why| {
                SetupError::new(msg("setup.list").text("tag", "Stocks").msg("why", why))
            })
        };
        g.stocks = [read(a)?, read(n)?];
    }
    if let Some(d) = tag(tags, "Dead") {
        g.dead = read_tiles(d).map_err(|why| {
            SetupError::new(msg("setup.list").text("tag", "Dead").msg("why", why))
        })?;
    }
    check_tiles(&g)?;
    let facing = (0..b.cells())
        .find(|&c| b.owner(c) == SOUTH && g.cells[c] != EMPTY && g.battle_at(c).is_some());
    if let Some(c) = facing {
        return Err(SetupError::new(msg("setup.facing").text("cell", b.name(c))));
    }
    let word = |name: &str| -> Result<Option<Seat>, SetupError> {
        match tag(tags, name) {
            None => Ok(None),
            Some(v) => side_of_word(v).map(Some).ok_or_else(|| {
                SetupError::new(msg("setup.side-word").text("tag", name).text("value", v))
            }),
        }
    };
    let first = word("First")?;
    let to_move = word("ToMove")?;
    if start {
        if to_move.is_some() {
            return Err(SetupError::new(msg("setup.tomove-start")));
        }
        let [s, n] = g.sixes();
        let by_sixes = match s.cmp(&n) {
            std::cmp::Ordering::Greater => Some(SOUTH),
            std::cmp::Ordering::Less => Some(NORTH),
            std::cmp::Ordering::Equal => None,
        };
        g.to_move = match (by_sixes, first) {
            (Some(x), None) => x,
            (Some(x), Some(f)) if f == x => x,
            (Some(x), Some(_)) => {
                return Err(SetupError::new(
                    msg("setup.first-sixes")
                        .term("seat", seat_term(x))
                        .num("south", s as i64)
                        .num("north", n as i64),
                ))
            }
            (None, Some(f)) => f,
            (None, None) => {
                return Err(SetupError::new(
                    msg("setup.first-missing").num("n", s as i64),
                ))
            }
        };
    } else {
        if first.is_some() {
            return Err(SetupError::new(msg("setup.first-not-start")));
        }
        g.to_move = to_move.ok_or_else(|| SetupError::new(msg("setup.tomove-missing")))?;
        if g.end_check().is_some() {
            return Err(SetupError::new(msg("setup.over")));
        }
    }
    if let Some(t) = tag(tags, "Termination") {
        if t != "unfinished" && !Reason::ALL.iter().any(|r| r.word() == t) {
            return Err(SetupError::new(msg("setup.termination").text("value", t)));
        }
    }
    Ok(g)
}

/// The setup tags that describe `g` as a record's start (§9): `Setup`,
/// then `First` (a start position whose visible 6s tie) or `ToMove`,
/// `Stocks` and `Dead` (any other position).
pub fn setup_tags(g: &Turnooi) -> Vec<(String, String)> {
    let mut t = vec![("Setup".to_string(), board_text(g))];
    if g.is_start() {
        let [s, n] = g.sixes();
        if s == n {
            t.push(("First".into(), side_word(g.to_move).into()));
        }
    } else {
        t.push(("ToMove".into(), side_word(g.to_move).into()));
        if g.stocks.iter().any(|m| m.iter().any(|&x| x > 0)) {
            t.push((
                "Stocks".into(),
                format!(
                    "{}/{}",
                    multiset_text(&g.stocks[0]),
                    multiset_text(&g.stocks[1])
                ),
            ));
        }
        if g.dead.iter().any(|&x| x > 0) {
            t.push(("Dead".into(), multiset_text(&g.dead)));
        }
    }
    t
}
