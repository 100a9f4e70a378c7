//! `attic perft` (move-sequence counts) and `attic bench` (playout speed).

use super::{game, options, start, CliError, Io};
use attic_core::{AnyGame, Args, Rng, Turn};
use attic_records::session::add_variant_tag;
use attic_records::Session;
use std::time::Instant;

/// Run `attic perft`.
pub fn perft(rest: &[String], io: &mut Io) -> Result<(), CliError> {
    let args = Args::parse(rest, &["options", "first", "tag"])?;
    let pos = args.positionals(
        2,
        "attic perft <id> [--options ...] [--first SEAT] [--tag K=V]... <depth>",
    )?;
    let entry = game(&pos[0])?;
    let info = (entry.info)();
    let depth: usize = pos[1]
        .parse()
        .ok()
        .filter(|d| (1..=12).contains(d))
        .ok_or_else(|| CliError::usage(format!("depth must be 1..=12, not \"{}\"", pos[1])))?;
    let opts = options(entry, args.get("options").unwrap_or(""))?;
    // Setup tags are given, never drawn, so counts are reproducible.
    let mut tags = Vec::new();
    if let Some(f) = args.get("first") {
        tags.push(("First".to_string(), f.to_string()));
    }
    for t in args.all("tag") {
        let (k, v) = t
            .split_once('=')
            .ok_or_else(|| CliError::usage(format!("--tag {t}: expected NAME=VALUE")))?;
        tags.push((k.to_string(), v.to_string()));
    }
    add_variant_tag(&pos[0], info, &mut tags);
    let session = if tags.is_empty() {
        // Default: the first seat starts, for games with a `First` tag;
        // games with no random setup take no tags.
        let first = vec![(
            "First".to_string(),
            info.seat_names.first().copied().unwrap_or("A").to_string(),
        )];
        match Session::start(entry, opts.clone(), first) {
            Ok(s) => s,
            Err(_) => start(entry, opts, Vec::new())?,
        }
    } else {
        start(entry, opts, tags)?
    };
    let mut counts = vec![0u64; depth + 1];
    count(session.current(), 0, depth, &mut counts);
    for (d, n) in counts.iter().enumerate().skip(1) {
        outln!(io, "depth {d}: nodes {n}");
    }
    Ok(())
}

/// Add the positions reached at each depth below `g` (at `d`) to `counts`.
fn count(g: &dyn AnyGame, d: usize, max: usize, counts: &mut [u64]) {
    if d == max || g.turn() == Turn::Over {
        return;
    }
    for tok in g.legal_tokens() {
        let mut c = g.clone_box();
        // Tokens come from the game itself; one it rejects is not counted.
        if c.play_token(&tok).is_ok() {
            counts[d + 1] += 1;
            count(c.as_ref(), d + 1, max, counts);
        }
    }
}

/// Run `attic bench`.
pub fn bench(rest: &[String], io: &mut Io) -> Result<(), CliError> {
    let args = Args::parse(rest, &["seconds", "seed", "options"])?;
    let pos = args.positionals(1, "attic bench <id> [--seconds S] [--seed N]")?;
    let entry = game(&pos[0])?;
    let seconds: f64 = args.num("seconds", 5.0)?;
    if !(seconds > 0.0 && seconds <= 3600.0) {
        return Err(CliError::usage("--seconds must be in (0, 3600]"));
    }
    let seed: u64 = args.num("seed", 1)?;
    let opts = options(entry, args.get("options").unwrap_or(""))?;
    let mut rng = Rng::new(seed);
    let t0 = Instant::now();
    let (mut playouts, mut plies) = (0u64, 0u64);
    loop {
        // A fresh start each time, its random setup drawn like a new game.
        let mut tags = (entry.draw_setup)(&opts, &mut rng);
        add_variant_tag(&pos[0], (entry.info)(), &mut tags);
        let mut g = (entry.new_game)(&opts, &tags).map_err(|e| CliError::usage(e.to_string()))?;
        plies += g.random_playout(&mut rng, 1_000_000) as u64;
        playouts += 1;
        if t0.elapsed().as_secs_f64() >= seconds {
            break;
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    outln!(io,
        "{}: {playouts} playouts, {plies} plies in {secs:.2} s: {:.0} playouts/s, {:.0} plies/s ({:.1} plies per playout)",
        (entry.info)().id,
        playouts as f64 / secs,
        plies as f64 / secs,
        plies as f64 / playouts as f64
    );
    if let Some(text) = (entry.bench)() {
        out!(io, "{text}");
    }
    Ok(())
}
