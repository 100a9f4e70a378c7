//! Seats at one device: who plays each (a person or the AI), their names
//! in the record, who the board is drawn for, the pass-the-device screen,
//! and what the app does next.

use attic_core::{AnyGame, Seat, Turn};
use attic_records::{Player, Session};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// The AI at this level (1..=5).
    Ai(u8),
    /// A person at another device, in a game by post: nobody here moves
    /// for them, the game waits for their link.
    Remote,
}

impl SeatKind {
    /// `human`, `ai1` … `ai5` (the dialog's option values and the saved form).
    pub fn code(self) -> String {
        match self {
            SeatKind::Human => "human".into(),
            SeatKind::Ai(l) => Player::Ai(l).code(),
            SeatKind::Remote => "remote".into(),
        }
    }

    /// Inverse of [`SeatKind::code`]; None for anything else. An AI seat
    /// is written as a link writes it ([`Player`]).
    pub fn parse(s: &str) -> Option<SeatKind> {
        match s {
            "human" => Some(SeatKind::Human),
            "remote" => Some(SeatKind::Remote),
            _ => match Player::parse(s)? {
                Player::Ai(l) => Some(SeatKind::Ai(l)),
                Player::Person => None,
            },
        }
    }
}

/// Seat 0 a person, the others the level-1 AI (at least one seat).
pub fn default_seats(n: u8) -> Vec<SeatKind> {
    (0..n.max(1))
        .map(|i| {
            if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Ai(1)
            }
        })
        .collect()
}

/// Whether `seat` is played by a person (a seat with no setting is).
pub fn is_human(kinds: &[SeatKind], seat: Seat) -> bool {
    matches!(kinds.get(seat as usize), Some(SeatKind::Human) | None)
}

/// Longest player name kept, in characters.
pub const NAME_MAX: usize = 40;

/// A player's name as a record tag may hold it: no `"` (a tag value
/// cannot hold one), no line breaks or other control characters, spaces
/// trimmed and runs of them made one, at most [`NAME_MAX`] characters.
pub fn clean_name(name: &str) -> String {
    let kept: String = name
        .chars()
        .map(|c| match c {
            '"' => '\'',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect();
    let words: Vec<&str> = kept.split_whitespace().collect();
    words.join(" ").chars().take(NAME_MAX).collect()
}

/// The name the record gives the person at `seat` (its tag, see
/// [`attic_core::Game::name_tag`]), if any.
pub fn recorded_name(s: &Session, seat: Seat) -> Option<String> {
    let tag = s.current().name_tag(seat);
    s.tags()
        .iter()
        .find(|(k, _)| *k == tag)
        .map(|(_, v)| clean_name(v))
        .filter(|v| !v.is_empty())
}

/// Write the players' names into the record as tags. A name left empty
/// or equal to the seat's own name (`default(seat)`) is not written.
pub fn set_names(s: &mut Session, names: &[String], default: &dyn Fn(Seat) -> String) {
    for (i, name) in names.iter().enumerate() {
        let seat = i as Seat;
        if seat >= s.current().seats() {
            break;
        }
        let name = clean_name(name);
        if !name.is_empty() && name != default(seat) {
            let tag = s.current().name_tag(seat);
            s.set_tag(&tag, &name);
        }
    }
}

/// Who the board is drawn for, and whether the device must first be
/// passed to that seat's player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seating {
    /// The seat whose view the board shows ([`attic_core::Rules::view`]);
    /// `None`: everything is shown (nobody at the device plays, or the
    /// game is over).
    pub viewer: Option<Seat>,
    /// Show "pass the device to …" (hiding the board) until the player of
    /// this seat confirms.
    pub pass_to: Option<Seat>,
}

/// Who sees the board at one device:
/// - nobody plays (every seat is the AI), or the game is over: everything;
/// - one person: always their seat;
/// - several people: the person to move, or while the AI or chance moves,
///   the person who moved last (the first person's seat before anyone has).
///
/// `turns` are the turns of the game's positions, **newest first** (the
/// current position's turn, then the one before, …). When the game hides
/// something (`hidden`, [`attic_core::Rules::has_hidden`]) and several
/// people share the device, the board of a seat other than `confirmed`
/// (the seat whose player last confirmed holding the device) waits behind
/// a pass screen, so a hand is only shown to its own player.
pub fn seating(
    kinds: &[SeatKind],
    turns: impl IntoIterator<Item = Turn>,
    hidden: bool,
    confirmed: Option<Seat>,
) -> Seating {
    let none = Seating {
        viewer: None,
        pass_to: None,
    };
    let humans: Vec<Seat> = (0..kinds.len() as Seat)
        .filter(|s| kinds[*s as usize] == SeatKind::Human)
        .collect();
    let mut turns = turns.into_iter().peekable();
    if humans.is_empty() || turns.peek() == Some(&Turn::Over) {
        return none;
    }
    if humans.len() == 1 {
        return Seating {
            viewer: Some(humans[0]),
            pass_to: None,
        };
    }
    let viewer = turns
        .find_map(|t| match t {
            Turn::Seat(s) if humans.contains(&s) => Some(s),
            _ => None,
        })
        .unwrap_or(humans[0]);
    Seating {
        viewer: Some(viewer),
        pass_to: (hidden && confirmed != Some(viewer)).then_some(viewer),
    }
}

/// [`seating`] for the end of a session.
pub fn seating_of(s: &Session, kinds: &[SeatKind], confirmed: Option<Seat>) -> Seating {
    let turns = (0..=s.len()).rev().map(|i| s.at(i).turn());
    seating(kinds, turns, s.current().has_hidden(), confirmed)
}

/// What the app does next at a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// Nothing: a person is to move, or the game is over.
    Wait,
    /// Draw a chance value (after a short pause).
    Chance,
    /// Wait for the person playing this seat to throw (a chance draw
    /// that [`AnyGame::thrower`] gives to a person's seat).
    Throw(Seat),
    /// Play this seat's single forced ply for it, announcing it (after a
    /// short pause): never asked of a person or the AI.
    Automatic(Seat),
    /// Ask the AI at this level for this seat's move.
    Ai(Seat, u8),
}

/// What happens next at `g`, with these players.
pub fn next(g: &dyn AnyGame, kinds: &[SeatKind]) -> Next {
    match g.turn() {
        Turn::Over => Next::Wait,
        Turn::Chance => match g.thrower() {
            // A person's throw waits for them (at another device: for
            // their link); an AI seat's is drawn.
            Some(s) => match kinds.get(s as usize) {
                Some(SeatKind::Ai(_)) => Next::Chance,
                Some(SeatKind::Remote) => Next::Wait,
                _ => Next::Throw(s),
            },
            None => Next::Chance,
        },
        Turn::Seat(s) if g.automatic() => Next::Automatic(s),
        Turn::Seat(s) => match kinds.get(s as usize) {
            Some(SeatKind::Ai(l)) => Next::Ai(s, *l),
            _ => Next::Wait,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::SeatKind::{Ai, Human};
    use super::*;

    const H2: [SeatKind; 2] = [Human, Human];

    fn seat(s: Seat) -> Turn {
        Turn::Seat(s)
    }

    #[test]
    fn seat_kinds_round_trip_and_refuse_junk() {
        for k in [Human, Ai(1), Ai(5), SeatKind::Remote] {
            assert_eq!(SeatKind::parse(&k.code()), Some(k));
        }
        for bad in ["", "ai0", "ai6", "AI1", "person"] {
            assert_eq!(SeatKind::parse(bad), None, "{bad}");
        }
        assert_eq!(default_seats(3), vec![Human, Ai(1), Ai(1)]);
        assert_eq!(default_seats(0), vec![Human]);
    }

    #[test]
    fn against_the_ai_the_board_is_the_one_persons() {
        for turns in [vec![seat(1), seat(0)], vec![seat(0)], vec![Turn::Chance]] {
            let s = seating(&[Ai(3), Human], turns, true, None);
            assert_eq!(s.viewer, Some(1));
            assert_eq!(s.pass_to, None, "nobody to pass the device to");
        }
    }

    #[test]
    fn ai_against_ai_and_a_finished_game_show_everything() {
        let s = seating(&[Ai(1), Ai(2)], [seat(0)], true, None);
        assert_eq!(
            s,
            Seating {
                viewer: None,
                pass_to: None
            }
        );
        let s = seating(&H2, [Turn::Over, seat(1)], true, Some(0));
        assert_eq!(
            s,
            Seating {
                viewer: None,
                pass_to: None
            }
        );
    }

    #[test]
    fn between_people_the_board_follows_the_person_to_move() {
        // Nothing hidden: the viewer changes, no pass screen.
        assert_eq!(
            seating(&H2, [seat(1), seat(0)], false, Some(0)).viewer,
            Some(1)
        );
        assert_eq!(
            seating(&H2, [seat(1), seat(0)], false, Some(0)).pass_to,
            None
        );
        // Chance or the AI to move: the person who moved last keeps it.
        let three = [Human, Ai(2), Human];
        let s = seating(&three, [seat(1), seat(2), seat(0)], false, None);
        assert_eq!(s.viewer, Some(2));
        let s = seating(&H2, [Turn::Chance, seat(1), Turn::Chance], false, None);
        assert_eq!(s.viewer, Some(1));
        // Before any person has moved: the first person's seat.
        let s = seating(&[Ai(1), Human, Human], [seat(0)], false, None);
        assert_eq!(s.viewer, Some(1));
    }

    #[test]
    fn a_hidden_hand_waits_for_its_player_to_take_the_device() {
        // The turn passes from seat 0 to seat 1: pass the device.
        let s = seating(&H2, [seat(1), seat(0)], true, Some(0));
        assert_eq!(
            s,
            Seating {
                viewer: Some(1),
                pass_to: Some(1)
            }
        );
        // Seat 1's player confirmed: the board is theirs.
        let s = seating(&H2, [seat(1), seat(0)], true, Some(1));
        assert_eq!(
            s,
            Seating {
                viewer: Some(1),
                pass_to: None
            }
        );
        // At the start nobody has confirmed yet.
        let s = seating(&H2, [seat(0)], true, None);
        assert_eq!(s.pass_to, Some(0));
        // While the AI moves between two people, the last one keeps the
        // device; the next one gets it through the pass screen.
        let three = [Human, Ai(2), Human];
        let s = seating(&three, [seat(1), seat(0)], true, Some(0));
        assert_eq!(
            s,
            Seating {
                viewer: Some(0),
                pass_to: None
            }
        );
        let s = seating(&three, [seat(2), seat(1), seat(0)], true, Some(0));
        assert_eq!(s.pass_to, Some(2));
    }

    #[test]
    fn names_fit_in_a_tag() {
        assert_eq!(clean_name("  Ann \n Lee "), "Ann Lee");
        assert_eq!(clean_name("say \"hi\"\t"), "say 'hi'");
        assert_eq!(clean_name(&"x".repeat(99)).chars().count(), NAME_MAX);
        assert_eq!(clean_name("Nguyễn Thị Ánh"), "Nguyễn Thị Ánh");
        assert_eq!(clean_name(" \u{7} "), "");
    }
}
