//! The rule of a line of several moves (issue 29), on a toy whose values
//! are known by hand: two seats take 1 to 3 counters in turn, the one who
//! takes the last wins, so the mover wins exactly when the pile is not a
//! multiple of 4, by taking the rest of that division. Toy provers show
//! each branch of `prove_line`: every reply answered, a forced reply, and
//! a reply that leaves no single right move.

use attic::core::prelude::*;
use attic::core::puzzle::{all_listed, prove_line, Proof, Puzzles};
use attic::core::{
    msg::Messages, AnyGame, Event, GameInfo, IllegalMove, MoveError, Options, Outcome, ParseError,
    Rng, Seat, SetupError, Turn, Winner,
};

static WORDS: Messages = Messages::new("");

static INFO: GameInfo = GameInfo {
    id: "toy-nim",
    title: "Nim",
    designer: "test",
    year: "2026",
    seat_names: &["A", "B"],
    messages: &WORDS,
    ..GameInfo::BASE
};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Nim {
    pile: u8,
    to_move: Seat,
}

impl Rules for Nim {
    type Move = u8;
    fn info() -> &'static GameInfo {
        &INFO
    }
    type Setup = ();
    fn draw_setup(_: &Options, _: &mut Rng) {}
    fn read_setup(_: &Options, _: &[(String, String)]) -> Result<(), SetupError> {
        Ok(())
    }
    fn start(_: &Options, _: &()) -> Self {
        Nim {
            pile: 7,
            to_move: 0,
        }
    }
    fn write_setup(_: &()) -> Vec<(String, String)> {
        Vec::new()
    }
    fn start_setup(&self) {}
    fn seats(&self) -> u8 {
        2
    }
    fn turn(&self) -> Turn {
        crate::toys::take_turn(self.pile, self.to_move)
    }
    fn legal_moves(&self, out: &mut Vec<u8>) {
        crate::toys::takes(self.pile, out);
    }
    fn play(&mut self, m: &u8) -> Result<Vec<Event>, IllegalMove> {
        if *m == 0 || *m > 3 || *m > self.pile {
            return Err(IllegalMove::new("1 to 3, at most the pile"));
        }
        self.pile -= m;
        self.to_move = 1 - self.to_move;
        Ok(Vec::new())
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.pile == 0).then(|| Outcome {
            winner: Winner::Seat(1 - self.to_move),
            reason: "last".into(),
            scores: vec![0, 0],
        })
    }
}

impl Notation for Nim {
    fn parse_move(&self, t: &str) -> Result<u8, MoveError> {
        t.strip_prefix('t')
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| MoveError::Parse(ParseError::new("t1, t2 or t3")))
    }
    fn format_move(&self, m: &u8) -> String {
        format!("t{m}")
    }
    fn position(&self) -> String {
        format!("{} {}", self.pile, self.to_move)
    }
}

impl Knowledge for Nim {}
impl Words for Nim {}

fn proof(take: u8) -> Proof {
    Proof {
        answer: vec![format!("t{take}")],
        theme: "nim",
        depth: 1,
        text: String::new(),
        verdicts: Vec::new(),
    }
}

/// The exact prover: the one winning move, or why there is none.
fn exact(g: &dyn AnyGame) -> Result<Proof, String> {
    let n = g.as_any().downcast_ref::<Nim>().ok_or("not nim")?;
    match n.pile % 4 {
        0 => Err("every move loses".into()),
        r => Ok(proof(r)),
    }
}

/// The exact prover, and at a pile of 4 the loser's "best" move is taking
/// one (the longest fight): a forced reply.
fn with_forced(g: &dyn AnyGame) -> Result<Proof, String> {
    match g.as_any().downcast_ref::<Nim>() {
        Some(n) if n.pile == 4 => Ok(proof(1)),
        _ => exact(g),
    }
}

/// The exact prover, but a pile of 2 leaves two good answers.
fn two_at_2(g: &dyn AnyGame) -> Result<Proof, String> {
    match g.as_any().downcast_ref::<Nim>() {
        Some(n) if n.pile == 2 => Err("2 moves win".into()),
        _ => exact(g),
    }
}

fn tool(prove: fn(&dyn AnyGame) -> Result<Proof, String>) -> Puzzles {
    Puzzles {
        prove,
        shipped: "",
        options: &[],
        themes: &["nim"],
        replies_listed: all_listed,
    }
}

fn nim(pile: u8) -> Nim {
    Nim { pile, to_move: 0 }
}

#[test]
fn every_reply_answered_makes_a_line_with_the_picked_reply() {
    // 7: take 3; every reply to 4 (3, 2, 1 left) has its one winning move.
    let mut pick = |_: &dyn AnyGame, _: usize| Some("t2".to_string());
    let line = prove_line(&tool(exact), &nim(7), 2, &mut pick).unwrap();
    assert_eq!(line.line, ["t3", "t2", "t2"]);
    assert_eq!(line.steps.len(), 2);
    // Three moves: 11 -> 8, reply, -> 4, reply, -> 0.
    let line = prove_line(&tool(exact), &nim(11), 3, &mut pick).unwrap();
    assert_eq!(line.line, ["t3", "t2", "t2", "t2", "t2"]);
    // The line ends with the game before its last move: refused.
    let e = prove_line(&tool(exact), &nim(7), 3, &mut pick).unwrap_err();
    assert!(e.starts_with("move 2: the opponent is not to move"), "{e}");
}

#[test]
fn a_forced_reply_is_played_whatever_is_picked() {
    let mut pick = |_: &dyn AnyGame, _: usize| Some("t3".to_string());
    let line = prove_line(&tool(with_forced), &nim(7), 2, &mut pick).unwrap();
    assert_eq!(line.line, ["t3", "t1", "t3"]);
}

#[test]
fn a_reply_that_leaves_two_good_answers_is_refused() {
    let mut pick = |_: &dyn AnyGame, _: usize| Some("t1".to_string());
    // After 7 -> 4, the reply t2 leaves 2: two good answers.
    let e = prove_line(&tool(two_at_2), &nim(7), 2, &mut pick).unwrap_err();
    assert_eq!(e, "after move 1, the reply t2: 2 moves win");
    // A reply that is not legal is refused too.
    let mut bad = |_: &dyn AnyGame, _: usize| Some("t9".to_string());
    let e = prove_line(&tool(exact), &nim(7), 2, &mut bad).unwrap_err();
    assert!(e.contains("the reply t9 is not legal"), "{e}");
    // A first move with twins cannot start a line.
    let twins = |_: &dyn AnyGame| -> Result<Proof, String> {
        let mut p = proof(3);
        p.answer.push("t2".into());
        Ok(p)
    };
    let e = prove_line(&tool(twins), &nim(7), 2, &mut pick).unwrap_err();
    assert_eq!(e, "move 1: the answer has twins");
}
