//! The way through one puzzle (issue 29), a move at a time: which of the
//! solver's moves is looked for, whether help was had, and what a right
//! or wrong move leads to. A puzzle of one move is a line of one; a line
//! counts as solved (and for the streak) only once its last move is found.

use super::puzzles::Attempt;

/// Where an attempt at a puzzle stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Walk {
    /// The solver's move looked for (0 is the first).
    pub step: usize,
    /// A wrong move, a hint or an answer shown so far: solving it no
    /// longer counts for the streak.
    pub helped: bool,
}

/// What follows a right move (or an answer shown).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The page plays the reply; the walk goes on at the next step.
    Reply(Walk),
    /// The line is found: the progress keeps this attempt.
    Solved(Attempt),
}

impl Walk {
    /// After the right move of this step (`shown`: the answer was asked
    /// for) in a line of `moves` moves.
    pub fn right(self, moves: usize, shown: bool) -> Next {
        let helped = self.helped || shown;
        if self.step + 1 < moves {
            Next::Reply(Walk {
                step: self.step + 1,
                helped,
            })
        } else if helped {
            Next::Solved(Attempt::Helped)
        } else {
            Next::Solved(Attempt::Clean)
        }
    }

    /// After a wrong move: the walk, helped from now on, and the attempt
    /// the progress keeps (the first wrong move ends the streak; later
    /// ones change nothing).
    pub fn wrong(self) -> (Walk, Option<Attempt>) {
        let first = !self.helped;
        (
            Walk {
                helped: true,
                ..self
            },
            first.then_some(Attempt::Wrong),
        )
    }

    /// After a hint.
    pub fn hinted(self) -> Walk {
        Walk {
            helped: true,
            ..self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_solved_only_at_its_last_move() {
        let w = Walk::default();
        let Next::Reply(w) = w.right(3, false) else {
            panic!("the first of three moves is not the end");
        };
        assert_eq!(
            w,
            Walk {
                step: 1,
                helped: false
            }
        );
        let Next::Reply(w) = w.right(3, false) else {
            panic!("nor the second");
        };
        assert_eq!(w.right(3, false), Next::Solved(Attempt::Clean));
        // One move: solved at once.
        assert_eq!(
            Walk::default().right(1, false),
            Next::Solved(Attempt::Clean)
        );
    }

    #[test]
    fn a_wrong_move_or_help_at_any_step_costs_the_streak() {
        let Next::Reply(w) = Walk::default().right(2, false) else {
            panic!("two moves");
        };
        let (w, kept) = w.wrong();
        assert_eq!(kept, Some(Attempt::Wrong));
        assert_eq!(w.step, 1, "the same move is looked for again");
        // A second wrong move changes nothing more.
        assert_eq!(w.wrong().1, None);
        assert_eq!(w.right(2, false), Next::Solved(Attempt::Helped));
        // The answer shown at the first move: helped to the end.
        let Next::Reply(w) = Walk::default().right(2, true) else {
            panic!("two moves");
        };
        assert_eq!(w.right(2, false), Next::Solved(Attempt::Helped));
        let w = Walk::default().hinted();
        assert_eq!(w.right(1, false), Next::Solved(Attempt::Helped));
    }
}
