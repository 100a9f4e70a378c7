//! The data the evaluation's weights are fitted on (games/turnooi/src/
//! eval.rs): level-5 self-play, each search stopped after `FIT_PLAYOUTS`
//! playouts (default 1 000; fixed, so that the games do not depend on the
//! machine's speed), every hidden face drawn
//! as the site draws it, four random plies first; for every position with
//! a seat to move, the evaluation's terms for that side, how the game
//! ended for it and by how many points. A measurement, not a check (ignored); run by hand:
//! `FIT_GAMES=400 FIT_SEED=41 FIT_OUT=terms.csv cargo test --release --test turnooi fit:: -- --ignored`,
//! then `python3 scripts/fit-turnooi.py terms.csv`.

use crate::turnooi_common::*;
use attic::core::{Rng, Session, Turn};
use attic::games::turnooi::eval::terms;
use std::io::Write;

#[test]
#[ignore]
fn write_the_terms_of_self_play_positions() {
    let var = |k: &str, d: &str| std::env::var(k).unwrap_or_else(|_| d.to_string());
    let games: u32 = var("FIT_GAMES", "4").parse().unwrap();
    let level: u8 = var("FIT_LEVEL", "5").parse().unwrap();
    let playouts: u64 = var("FIT_PLAYOUTS", "1000").parse().unwrap();
    let path = var("FIT_OUT", "terms.csv");
    let mut out = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
    writeln!(
        out,
        "game,result,margin,lead,flow,mover,threat,exposed,spare,wait,points,calm"
    )
    .unwrap();
    let mut rng = Rng::new(var("FIT_SEED", "11").parse().unwrap());
    for game in 0..games {
        let mut s = Session::new(&attic::games::REGISTRY, "turnooi", "", &mut rng).unwrap();
        let mut rows = Vec::new();
        while s.current().turn() != Turn::Over && s.len() < 1_000 {
            if s.draw_chance(&mut rng).is_some() {
                continue;
            }
            let legal = legal(&s);
            let tok = if s.len() < 4 {
                legal[rng.below(legal.len())].clone()
            } else {
                let g = state(&s);
                if let Some(t) = terms(&g) {
                    rows.push((g.to_move, t));
                }
                if legal.len() == 1 {
                    legal[0].clone()
                } else {
                    let mut job = (s.entry().search)(s.current(), level, rng.next_u64());
                    while job.nodes() < playouts && !job.step(100) {}
                    job.best().expect("a move")
                }
            };
            s.play(&tok).unwrap();
        }
        let g = state(&s);
        let sc = g.scores();
        for (seat, t) in rows {
            let (me, them) = (sc[seat as usize], sc[1 - seat as usize]);
            let result = match me.cmp(&them) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Less => 0.0,
                std::cmp::Ordering::Equal => 0.5,
            };
            writeln!(
                out,
                "{game},{result},{},{},{},{},{},{},{},{},{},{}",
                me - them,
                t.lead,
                t.flow,
                t.mover,
                t.threat,
                t.exposed,
                t.spare,
                t.wait,
                t.points,
                t.calm
            )
            .unwrap();
        }
        eprintln!("game {} of {games}: {} plies", game + 1, s.len());
    }
}
