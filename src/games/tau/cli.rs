//! `attic solve tau`: the exact value of the play phase from the start.

use super::solver::{greedy_value, Comp, Solver};

/// Default cap of `attic solve tau` (positions; about 190 bytes each at
/// the hash table's peak: 15 million took 2.8 GB).
pub const CLI_MAX_POSITIONS: u64 = 20_000_000;

/// `attic solve tau --rows R --cols C [--max-positions N]`.
pub fn cli(args: &[String]) -> Result<String, String> {
    let usage = "usage: attic solve tau --rows R --cols C [--max-positions N]";
    let (mut rows, mut cols, mut cap) = (12u8, 12u8, CLI_MAX_POSITIONS);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let (name, val) = match a.split_once('=') {
            Some((n, v)) => (n.to_string(), v.to_string()),
            None => (
                a.clone(),
                it.next()
                    .cloned()
                    .ok_or_else(|| format!("{a} needs a value ({usage})"))?,
            ),
        };
        match name.as_str() {
            "--rows" | "--cols" => {
                let n: u8 = val
                    .parse()
                    .ok()
                    .filter(|n| (2..=50).contains(n))
                    .ok_or_else(|| format!("{name}: \"{val}\" is not a side from 2 to 50"))?;
                if name == "--rows" {
                    rows = n;
                } else {
                    cols = n;
                }
            }
            "--max-positions" => {
                cap = val.parse().ok().filter(|n| *n > 0).ok_or_else(|| {
                    format!("--max-positions: \"{val}\" is not a positive number")
                })?;
            }
            _ => return Err(format!("unknown argument \"{name}\" ({usage})")),
        }
    }
    let t = (rows + cols).div_ceil(3);
    let start = std::time::Instant::now();
    let mut s = Solver::with_budget(cap);
    let (r, c) = (Comp::new(&[rows]), Comp::new(&[cols]));
    let v = s.value(&r, &c, t, true);
    let took = start.elapsed().as_secs_f64();
    if s.aborted {
        let est = greedy_value(&r, &c, t, true);
        return Ok(format!(
            "TAU {rows}x{cols}, {t} turns: not solved within {cap} positions ({took:.3} s); \
             raise --max-positions (memory grows about 190 bytes a position)\n\
             greedy play (not exact) scores about 10^{:.1}\n",
            est / std::f64::consts::LN_10
        ));
    }
    Ok(format!(
        "TAU {rows}x{cols}, {t} turns: minimax score {} (HIGH maximising, LOW minimising)\n\
         solved in {took:.3} s ({} positions)\n",
        v.to_big(),
        s.nodes
    ))
}
