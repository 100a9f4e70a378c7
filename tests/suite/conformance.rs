//! The conformance suite (`tests/common/conformance.rs`) on every game and
//! variant of the site's registry, whose list comes from `games::REGISTRY`
//! (a new game is checked without a line here), and on the toy games of
//! `tests/suite/toys`, which use what no registry game uses yet (partnerships,
//! dice, faces drawn when revealed, private hands).

use crate::common;
use crate::toys;

use common::conformance::{run_suite, totals, Config, Report};

/// The figures of a run, for the test's output (`--nocapture`).
fn summary(what: &str, reports: &[Report]) {
    let t = totals(reports);
    eprintln!(
        "{what}: {} variants, {} playouts ({} finished), {} positions, {} legal tokens \
         replayed, {} other candidates, {} records and {} links round-tripped",
        reports.len(),
        t.playouts,
        t.finished,
        t.positions,
        t.tokens,
        t.candidates,
        t.sessions,
        t.links
    );
}

#[test]
fn every_game_and_variant_of_the_registry_conforms() {
    let reports = run_suite(&attic::games::REGISTRY, &Config::default());
    summary("registry", &reports);
}

#[test]
fn every_toy_game_conforms() {
    let reports = run_suite(&toys::TOYS, &Config::default());
    summary("toys", &reports);
}

// ----------------------------------------------- the suite's own test ----

/// Pile with one bug each, to see the suite catch it: `LIST` lists no
/// `t3` from a pile of 5 (which still plays), `FAST` does not pass the
/// turn in `play_fast`, `ENDS` has an outcome while the game goes on,
/// `READ` reads a position string to the wrong seat.
mod mutants {
    use crate::toys::pile::Pile;
    use attic::core::prelude::*;
    use attic::core::registry::{GameEntry, List};
    use attic::core::{
        Event, GameInfo, IllegalMove, MoveError, Options, Outcome, Rng, Seat, SetupError, Turn,
    };

    pub const LIST: u8 = 1;
    pub const FAST: u8 = 2;
    pub const ENDS: u8 = 3;
    pub const READ: u8 = 4;

    #[derive(Clone, Debug)]
    pub struct Mutant<const BUG: u8>(Pile);

    const fn info(id: &'static str, variants: &'static [(&'static str, &'static str)]) -> GameInfo {
        GameInfo {
            id,
            title: "Mutant",
            designer: "test",
            year: "2026",
            min_players: 4,
            max_players: 4,
            variants,
            seat_names: &["N", "E", "S", "W"],
            messages: &attic::core::msg::CORE,
            ..GameInfo::BASE
        }
    }
    static INFOS: [GameInfo; 4] = [
        info("mutant-list", &[("mutant-list", "")]),
        info("mutant-fast", &[("mutant-fast", "")]),
        info("mutant-ends", &[("mutant-ends", "")]),
        info("mutant-read", &[("mutant-read", "")]),
    ];

    impl<const BUG: u8> Rules for Mutant<BUG> {
        type Move = u8;
        fn info() -> &'static GameInfo {
            &INFOS[BUG as usize - 1]
        }
        type Setup = <Pile as Rules>::Setup;
        fn draw_setup(o: &Options, rng: &mut Rng) -> Self::Setup {
            Pile::draw_setup(o, rng)
        }
        fn read_setup(o: &Options, tags: &[(String, String)]) -> Result<Self::Setup, SetupError> {
            Pile::read_setup(o, tags)
        }
        fn start(o: &Options, s: &Self::Setup) -> Self {
            Mutant(Pile::start(o, s))
        }
        fn write_setup(s: &Self::Setup) -> Vec<(String, String)> {
            Pile::write_setup(s)
        }
        fn start_setup(&self) -> Self::Setup {
            self.0.start_setup()
        }
        fn seats(&self) -> u8 {
            4
        }
        fn team(&self, seat: Seat) -> u8 {
            self.0.team(seat)
        }
        fn turn(&self) -> Turn {
            self.0.turn()
        }
        fn legal_moves(&self, out: &mut Vec<u8>) {
            self.0.legal_moves(out);
            if BUG == LIST && self.0.pile == 5 {
                out.retain(|&m| m != 3);
            }
        }
        fn is_legal(&self, m: &u8) -> bool {
            self.0.is_legal(m)
        }
        fn play(&mut self, m: &u8) -> Result<Vec<Event>, IllegalMove> {
            self.0.play(m)
        }
        fn play_fast(&mut self, m: &u8) {
            let seat = self.0.to_move;
            let _ = self.0.play(m);
            if BUG == FAST && self.0.pile > 0 {
                self.0.to_move = seat;
            }
        }
        fn outcome(&self) -> Option<Outcome> {
            if BUG == ENDS && self.0.pile == 1 {
                let mut o = Pile {
                    pile: 0,
                    ..self.0.clone()
                }
                .outcome();
                if let Some(o) = &mut o {
                    o.winner = attic::core::Winner::Draw;
                }
                return o;
            }
            self.0.outcome()
        }
    }

    impl<const BUG: u8> Notation for Mutant<BUG> {
        fn parse_move(&self, token: &str) -> Result<u8, MoveError> {
            self.0.parse_move(token)
        }
        fn format_move(&self, m: &u8) -> String {
            self.0.format_move(m)
        }
        fn position(&self) -> String {
            self.0.position()
        }
        fn from_position(o: &Options, text: &str) -> Option<Result<Self, SetupError>> {
            let r = Pile::from_position(o, text)?;
            Some(r.map(|mut p| {
                if BUG == READ && p.pile == 7 {
                    p.to_move = (p.to_move + 1) % 4;
                }
                Mutant(p)
            }))
        }
    }

    impl<const BUG: u8> Knowledge for Mutant<BUG> {}

    impl<const BUG: u8> Words for Mutant<BUG> {}

    fn no_search(_: &dyn attic::core::AnyGame, _: u8, _: u64) -> Box<dyn attic::core::SearchJob> {
        unreachable!("the suite runs no search")
    }
    static E1: GameEntry = GameEntry::of::<Mutant<LIST>>(no_search);
    static E2: GameEntry = GameEntry::of::<Mutant<FAST>>(no_search);
    static E3: GameEntry = GameEntry::of::<Mutant<ENDS>>(no_search);
    static E4: GameEntry = GameEntry::of::<Mutant<READ>>(no_search);
    pub static ONE: [List; 4] = [List(&[&E1]), List(&[&E2]), List(&[&E3]), List(&[&E4])];
}

fn run_mutant(bug: u8) {
    let config = Config {
        playouts: 100,
        ..Config::default()
    };
    run_suite(&mutants::ONE[bug as usize - 1], &config);
}

#[test]
#[should_panic(expected = "which is not among the legal")]
fn the_suite_finds_a_move_missing_from_the_list() {
    run_mutant(mutants::LIST);
}

#[test]
#[should_panic(expected = "play_fast reached")]
fn the_suite_finds_play_fast_unlike_play() {
    run_mutant(mutants::FAST);
}

#[test]
#[should_panic(expected = "but outcome")]
fn the_suite_finds_an_outcome_before_the_end() {
    run_mutant(mutants::ENDS);
}

#[test]
#[should_panic(expected = "from_position")]
fn the_suite_finds_a_reader_that_changes_the_turn() {
    run_mutant(mutants::READ);
}
