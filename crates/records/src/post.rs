//! Play by post: who plays each seat of a game that travels between
//! devices by link, and which seat a link is addressed to. A `v2` link
//! (see [`super::link`]) carries one [`Post`] beside the game.

use super::link::{b64_decode, b64_encode};
use attic_core::game::Seat;
use attic_core::msg::{Msg, CORE};

/// Who plays a seat of a game by post.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A person (at one of the devices the game travels between).
    Person,
    /// The AI at this level (1..=5), played on the device of whoever
    /// moves before it.
    Ai(u8),
}

impl Player {
    /// `person`, `ai1` … `ai5`.
    pub fn code(self) -> String {
        match self {
            Player::Person => "person".into(),
            Player::Ai(l) => format!("ai{l}"),
        }
    }

    /// Inverse of [`Player::code`].
    pub fn parse(s: &str) -> Option<Player> {
        if s == "person" {
            return Some(Player::Person);
        }
        let l: u8 = s.strip_prefix("ai")?.parse().ok()?;
        (1..=5).contains(&l).then_some(Player::Ai(l))
    }
}

/// Longest game id a link may carry.
pub const ID_MAX: usize = 32;

/// The seats of a game by post, as one link gives them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Post {
    /// The game's identity: made at random when the game starts and
    /// carried by every link of it, so that a device knows a link of a
    /// game it already holds (lowercase letters and digits).
    pub id: String,
    /// The seat the link is addressed to (a person's).
    pub to: Seat,
    /// Who plays each seat.
    pub players: Vec<Player>,
}

fn pm(key: &'static str) -> Msg {
    Msg::new(&CORE, key)
}

/// Whether a text may be a game id.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= ID_MAX
        && id
            .bytes()
            .all(|b| b.is_ascii_digit() || b.is_ascii_lowercase())
}

impl Post {
    /// Why this post cannot go with a game of `seats` seats, if it cannot.
    pub fn check(&self, seats: Seat) -> Result<(), Msg> {
        if !valid_id(&self.id) {
            return Err(pm("post.bad-id").text("id", self.id.clone()));
        }
        if self.players.len() != seats as usize {
            return Err(pm("post.seat-count")
                .num("n", self.players.len() as i64)
                .num("seats", seats as i64));
        }
        if self.players.get(self.to as usize) != Some(&Player::Person) {
            return Err(pm("post.to-not-person").num("seat", self.to as i64 + 1));
        }
        Ok(())
    }

    /// The link field: base64url of `id=…`, `to=…` and `seats=…` lines.
    pub fn encode(&self) -> String {
        let seats: Vec<String> = self.players.iter().map(|p| p.code()).collect();
        let text = format!(
            "id={}\nto={}\nseats={}\n",
            self.id,
            self.to,
            seats.join(",")
        );
        b64_encode(text.as_bytes())
    }

    /// Inverse of [`Post::encode`] (not yet checked against a game: see
    /// [`Post::check`]).
    pub fn decode(field: &str) -> Result<Post, Msg> {
        let bytes = b64_decode(field).ok_or_else(|| pm("post.base64"))?;
        let text = String::from_utf8(bytes).map_err(|_| pm("post.base64"))?;
        let (mut id, mut to, mut players) = (None, None, None);
        for line in text.lines().filter(|l| !l.is_empty()) {
            let bad = || pm("post.line").text("line", line);
            let (k, v) = line.split_once('=').ok_or_else(bad)?;
            let slot_taken = match k {
                "id" => id.replace(v.to_string()).is_some(),
                "to" => to.replace(v.parse::<Seat>().map_err(|_| bad())?).is_some(),
                "seats" => {
                    let list: Option<Vec<Player>> = v.split(',').map(Player::parse).collect();
                    players.replace(list.ok_or_else(bad)?).is_some()
                }
                _ => return Err(bad()),
            };
            if slot_taken {
                return Err(bad());
            }
        }
        match (id, to, players) {
            (Some(id), Some(to), Some(players)) => Ok(Post { id, to, players }),
            _ => Err(pm("post.missing")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn post_field_round_trips_and_refuses_junk() {
        let p = Post {
            id: "k3x9a0".into(),
            to: 2,
            players: vec![Player::Person, Player::Ai(3), Player::Person, Player::Ai(1)],
        };
        assert_eq!(Post::decode(&p.encode()), Ok(p.clone()));
        assert!(p.check(4).is_ok());
        assert!(p.check(3).is_err());
        let wrong_to = Post { to: 1, ..p.clone() };
        assert!(wrong_to.check(4).is_err());
        let bad_id = Post {
            id: "A-B".into(),
            ..p
        };
        assert!(bad_id.check(4).is_err());
        for junk in [
            "",
            "to=1\n",
            "id=a\nto=x\nseats=person\n",
            "id=a\nto=0\nseats=ai9\n",
        ] {
            assert!(
                Post::decode(&b64_encode(junk.as_bytes())).is_err(),
                "{junk}"
            );
        }
        assert!(Post::decode("!").is_err());
        let twice = "id=a\nid=b\nto=0\nseats=person\n";
        assert!(Post::decode(&b64_encode(twice.as_bytes())).is_err());
    }
}
