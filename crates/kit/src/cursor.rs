//! The keyboard cursor: an arrow key moves it to the nearest spot in that
//! direction, by the spots' centres (boards are not all grids: O An Quan's
//! ring, TAU's headers beside its cells).

use super::Spot;

/// An arrow key's direction in view-box units (y grows downwards).
pub(super) fn direction(key: &str) -> Option<(f32, f32)> {
    match key {
        "ArrowLeft" => Some((-1.0, 0.0)),
        "ArrowRight" => Some((1.0, 0.0)),
        "ArrowUp" => Some((0.0, -1.0)),
        "ArrowDown" => Some((0.0, 1.0)),
        _ => None,
    }
}

/// The spot an arrow key leads to from spot `from`: the nearest one ahead
/// within 60° either side, straight ahead counting more than sideways.
/// None when there is none (the cursor stays).
pub(super) fn step(spots: &[Spot], from: usize, (ux, uy): (f32, f32)) -> Option<usize> {
    let (x0, y0) = spots.get(from)?.shape.centre();
    spots
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != from)
        .filter_map(|(i, s)| {
            let (x, y) = s.shape.centre();
            let (dx, dy) = (x - x0, y - y0);
            let ahead = dx * ux + dy * uy;
            let aside = (dx * uy - dy * ux).abs();
            (ahead > 0.01 && aside <= ahead * 1.8).then_some((i, ahead + 2.5 * aside))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}

/// Where the cursor is kept: a spot's id, and its centre in case the spot
/// goes (a TAU line removed under it).
pub(super) type Place = (String, (f32, f32));

/// The cursor at spot `i`.
pub(super) fn place(spots: &[Spot], i: usize) -> Option<Place> {
    spots.get(i).map(|s| (s.id.clone(), s.shape.centre()))
}

/// The spot the cursor is on: its own, or the nearest to where it was.
pub(super) fn find(spots: &[Spot], (id, (x, y)): &Place) -> Option<usize> {
    spots.iter().position(|s| &s.id == id).or_else(|| {
        let d = |s: &Spot| {
            let (sx, sy) = s.shape.centre();
            (sx - x).powi(2) + (sy - y).powi(2)
        };
        (0..spots.len()).min_by(|&a, &b| d(&spots[a]).total_cmp(&d(&spots[b])))
    })
}
