//! Play by post at one device: the seats a received link gives this
//! device, the seats a link it sends says, whom the next link goes to,
//! and how a received link stands to the copy of its game this device
//! holds. The link format is `core::link`'s `v2`, its seats
//! [`attic_records::Post`].

use super::saves::{common_moves, relation, Relation};
use super::seating::SeatKind;
use attic_core::{Seat, Turn};
use attic_records::{Player, Post, Session};

/// The seats at the device a link is addressed to: its seat a person
/// here, the other people at other devices, the AIs as they are.
pub fn seats_for(post: &Post) -> Vec<SeatKind> {
    post.players
        .iter()
        .enumerate()
        .map(|(i, p)| match p {
            Player::Ai(l) => SeatKind::Ai(*l),
            Player::Person if i == post.to as usize => SeatKind::Human,
            Player::Person => SeatKind::Remote,
        })
        .collect()
}

/// The seats a link says, from the seats at this device: a person here
/// or elsewhere is a person.
pub fn players_of(kinds: &[SeatKind]) -> Vec<Player> {
    kinds
        .iter()
        .map(|k| match k {
            SeatKind::Ai(l) => Player::Ai(*l),
            SeatKind::Human | SeatKind::Remote => Player::Person,
        })
        .collect()
}

/// Whether these seats make a game by post (someone plays elsewhere).
pub fn by_post(kinds: &[SeatKind]) -> bool {
    kinds.contains(&SeatKind::Remote)
}

/// Whom the next link of `s` goes to, if a link is due: the person at
/// another device who is to move (or to throw). Once the game is over,
/// the last move goes round the people once, in seat order from the
/// device that played it: each device sends it to the first person
/// elsewhere after its own, and the last of them sends it to nobody.
/// None while this device has something to do (a person here to move,
/// the AI or chance to play).
pub fn addressee(s: &Session, kinds: &[SeatKind]) -> Option<Seat> {
    let remote = |seat: Seat| kinds.get(seat as usize) == Some(&SeatKind::Remote);
    let g = s.current();
    match g.turn() {
        Turn::Seat(p) if remote(p) => Some(p),
        Turn::Seat(_) => None,
        Turn::Chance => g.thrower().filter(|&p| remote(p)),
        Turn::Over => {
            let n = kinds.len();
            let origin = last_device(s, kinds).unwrap_or(0) as usize;
            (0..n)
                .map(|d| ((origin + d) % n) as Seat)
                .skip_while(|&p| kinds[p as usize] != SeatKind::Human)
                .find(|&p| remote(p))
        }
    }
}

/// The person at whose device the last move was played: the last person
/// who moved or threw (the AI, chance and automatic plies after them are
/// played on their device).
fn last_device(s: &Session, kinds: &[SeatKind]) -> Option<Seat> {
    let person = |p: &Seat| {
        matches!(
            kinds.get(*p as usize),
            Some(SeatKind::Human | SeatKind::Remote)
        )
    };
    (0..s.len()).rev().find_map(|i| {
        let g = s.at(i);
        match g.turn() {
            Turn::Seat(p) if !g.automatic() => Some(p),
            Turn::Chance => g.thrower(),
            _ => None,
        }
        .filter(person)
    })
}

/// How a received link stands to the copy of the same game (the same
/// id) this device holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// The same moves: nothing new.
    Same,
    /// The link has this many moves more: the game goes on from it.
    Ahead(usize),
    /// The link has this many moves fewer: the copy here is newer.
    Behind(usize),
    /// The link and the copy part after this many common moves (someone
    /// took a move back and played another): both are kept.
    Branch(usize),
}

/// How `link` stands to `held` (see [`Arrival`]).
pub fn arrival(held: &Session, link: &Session) -> Arrival {
    match relation(link, held) {
        Relation::Same => Arrival::Same,
        Relation::Extends => Arrival::Ahead(link.len() - held.len()),
        Relation::ExtendedBy => Arrival::Behind(held.len() - link.len()),
        Relation::Diverges => Arrival::Branch(common_moves(held, link)),
    }
}

/// A new game id: 16 lowercase hex digits of a random number.
pub fn new_id(random: u64) -> String {
    format!("{random:016x}")
}
