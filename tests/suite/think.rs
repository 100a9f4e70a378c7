//! Every game ships how long each AI level takes for a move in it
//! (`attic think`, games/<id>/src/think.txt), read by the level
//! descriptions of the new-game dialog: every line reads, and every game id
//! has a line for each level.

use attic::core::think;
use attic::games;

#[test]
fn every_game_has_a_measured_time_for_each_level() {
    for g in games::GAMES {
        let id = (g.entry.info)().id;
        let text = (g.entry.info)()
            .think_times
            .unwrap_or_else(|| panic!("{id}: no think.txt"));
        let lines = think::read(text).unwrap_or_else(|l| panic!("{id}: not a line: {l:?}"));
        for level in 1..=5 {
            let t = think::of(text, id, level).unwrap_or_else(|| panic!("{id}: no level {level}"));
            // 0: no choice ever came up (TURNO-Loop).
            assert!(
                t.moves >= 20 || t.moves == 0 && t.median == 0,
                "{id} level {level}: only {} moves",
                t.moves
            );
        }
        // Stronger levels do not answer faster (by median, give or take
        // the clock's resolution).
        let medians: Vec<u32> = (1..=5)
            .map(|l| think::of(text, id, l).unwrap().median)
            .collect();
        assert!(
            medians.windows(2).all(|w| w[1] + 5 >= w[0]),
            "{id}: {medians:?}"
        );
        assert!(
            lines.iter().all(|t| games::find(&t.id).is_some()),
            "{id}: a line of an unknown id"
        );
    }
}
