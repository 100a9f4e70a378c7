//! The theme colours keep their contrast (WCAG 2): every pair a stylesheet
//! declares with a `contrast:` comment, in light and in dark mode.
//!
//! ```css
//! /* contrast: --ink on --paper text */     text: at least 4.5:1
//! /* contrast: --lt-a on --lt-area-ns piece */  a piece or a state: 3:1
//! ```
//!
//! A colour is a custom property of `:root` (light), overridden in
//! `@media (prefers-color-scheme: dark) { :root { … } }` (dark); any
//! stylesheet's properties may be used (they all end up in one file).
//! `rgba()` colours are laid over the background they are drawn on.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn sheets() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut v = vec![
        root.join("static/style.css"),
        root.join("static/pages.css"),
        root.join("crates/kit/src/style.css"),
    ];
    let games = root.join("games");
    let mut dirs: Vec<_> = std::fs::read_dir(games)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    dirs.sort();
    for d in dirs {
        let css = d.join("src/style.css");
        if css.exists() {
            v.push(css);
        }
    }
    v
}

type Rgba = [f64; 4];

fn parse_colour(v: &str) -> Option<Rgba> {
    let v = v.trim().trim_end_matches(';').trim();
    if let Some(h) = v.strip_prefix('#') {
        let h: String = match h.len() {
            3 => h.chars().flat_map(|c| [c, c]).collect(),
            6 => h.to_string(),
            _ => return None,
        };
        let n = u32::from_str_radix(&h, 16).ok()?;
        return Some([
            (n >> 16 & 255) as f64,
            (n >> 8 & 255) as f64,
            (n & 255) as f64,
            1.0,
        ]);
    }
    let inner = v
        .strip_prefix("rgba(")
        .or_else(|| v.strip_prefix("rgb("))?
        .strip_suffix(')')?;
    let p: Vec<f64> = inner
        .split(',')
        .map(|x| x.trim().parse().ok())
        .collect::<Option<_>>()?;
    match p.len() {
        3 => Some([p[0], p[1], p[2], 1.0]),
        4 => Some([p[0], p[1], p[2], p[3]]),
        _ => None,
    }
}

/// Custom properties of `:root` blocks: (light, dark overrides). A
/// property set on another selector (a game's board scoping a kit colour)
/// is not a theme colour and is left out.
fn properties(
    css: &str,
    light: &mut BTreeMap<String, String>,
    dark: &mut BTreeMap<String, String>,
) {
    let mut in_dark = false;
    let mut depth = 0i32;
    let mut dark_depth = -1;
    let mut root_depth = None;
    for line in css.lines() {
        let t = line.trim();
        if t.starts_with("@media") && t.contains("prefers-color-scheme: dark") {
            in_dark = true;
            dark_depth = depth;
        }
        if t.starts_with(":root") && t.contains('{') {
            root_depth = Some(depth + 1);
        }
        let in_root = root_depth == Some(depth);
        if let Some(rest) = t.strip_prefix("--").filter(|_| in_root) {
            if let Some((k, v)) = rest.split_once(':') {
                let v = v
                    .split("/*")
                    .next()
                    .unwrap_or("")
                    .trim()
                    .trim_end_matches(';')
                    .to_string();
                let map = if in_dark { &mut *dark } else { &mut *light };
                map.insert(format!("--{}", k.trim()), v);
            }
        }
        depth += t.matches('{').count() as i32 - t.matches('}').count() as i32;
        if root_depth.is_some_and(|r| depth < r) {
            root_depth = None;
        }
        if in_dark && depth <= dark_depth {
            in_dark = false;
        }
    }
}

fn luminance(c: Rgba) -> f64 {
    let f = |x: f64| {
        let s = x / 255.0;
        if s <= 0.03928 {
            s / 12.92
        } else {
            ((s + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2])
}

fn over(fg: Rgba, bg: Rgba) -> Rgba {
    let a = fg[3];
    [
        fg[0] * a + bg[0] * (1.0 - a),
        fg[1] * a + bg[1] * (1.0 - a),
        fg[2] * a + bg[2] * (1.0 - a),
        1.0,
    ]
}

fn ratio(fg: Rgba, bg: Rgba) -> f64 {
    let (a, b) = (luminance(fg), luminance(bg));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// Every `contrast:` comment: (sheet, fg, bg, kind).
fn pairs() -> Vec<(String, String, String, String)> {
    let mut v = Vec::new();
    for s in sheets() {
        let text = std::fs::read_to_string(&s).unwrap();
        for chunk in text.split("/*").skip(1) {
            let body = chunk.split("*/").next().unwrap_or("");
            for line in body.lines() {
                let Some(rest) = line.trim().strip_prefix("contrast:") else {
                    continue;
                };
                let w: Vec<&str> = rest.split_whitespace().collect();
                assert!(
                    w.len() == 4 && w[1] == "on" && matches!(w[3], "text" | "piece"),
                    "{}: \"{line}\" is not \"contrast: --fg on --bg text|piece\"",
                    s.display()
                );
                let name = s.file_name().unwrap().to_string_lossy();
                let dir = s.parent().unwrap().file_name().unwrap().to_string_lossy();
                v.push((
                    format!("{dir}/{name}"),
                    w[0].into(),
                    w[2].into(),
                    w[3].into(),
                ));
            }
        }
    }
    v
}

#[test]
fn the_declared_colour_pairs_keep_their_contrast_in_both_modes() {
    let (mut light, mut dark_only) = (BTreeMap::new(), BTreeMap::new());
    for s in sheets() {
        properties(
            &std::fs::read_to_string(&s).unwrap(),
            &mut light,
            &mut dark_only,
        );
    }
    let mut dark = light.clone();
    dark.extend(dark_only);
    let pairs = pairs();
    assert!(
        pairs.len() >= 10,
        "only {} contrast pairs declared",
        pairs.len()
    );
    let mut bad = Vec::new();
    for (sheet, fg, bg, kind) in &pairs {
        let min = if kind == "text" { 4.5 } else { 3.0 };
        for (mode, props) in [("light", &light), ("dark", &dark)] {
            let get = |k: &str| props.get(k).and_then(|v| parse_colour(v));
            let (Some(f), Some(b)) = (get(fg), get(bg)) else {
                bad.push(format!(
                    "{sheet}: {fg} on {bg}: a colour is not a plain colour in {mode} mode"
                ));
                continue;
            };
            let b = over(b, get("--paper").unwrap_or([255.0, 255.0, 255.0, 1.0]));
            let r = ratio(over(f, b), b);
            if r < min {
                bad.push(format!(
                    "{sheet}: {fg} on {bg} ({kind}) is {r:.2}:1 in {mode} mode, below {min}:1"
                ));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_contrast_arithmetic_is_wcags() {
    let black = parse_colour("#000").unwrap();
    let white = parse_colour("#ffffff").unwrap();
    assert!((ratio(black, white) - 21.0).abs() < 1e-9);
    let grey = parse_colour("#767676").unwrap();
    assert!(
        (ratio(grey, white) - 4.54).abs() < 0.01,
        "{}",
        ratio(grey, white)
    );
    let half = parse_colour("rgba(0, 0, 0, 0.5)").unwrap();
    assert_eq!(over(half, white)[0], 127.5);
}

#[test]
fn only_root_blocks_give_theme_colours() {
    let css = ":root {\n  --a: #111111;\n}\nsvg.x {\n  --a: #222222;\n  --b: #333333;\n}\n\
               @media (prefers-color-scheme: dark) {\n  :root {\n    --a: #444444;\n  }\n  .y {\n    --a: #555555;\n  }\n}\n";
    let (mut light, mut dark) = (BTreeMap::new(), BTreeMap::new());
    properties(css, &mut light, &mut dark);
    assert_eq!(light.get("--a").map(String::as_str), Some("#111111"));
    assert_eq!(light.get("--b"), None);
    assert_eq!(dark.get("--a").map(String::as_str), Some("#444444"));
    assert_eq!(dark.len(), 1);
}
