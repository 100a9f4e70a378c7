//! Game options: `key=value` pairs, comma-separated, as in the `Options` tag.

use super::error::SetupError;
use super::msg::{Msg, CORE};

fn om(key: &'static str) -> Msg {
    Msg::new(&CORE, key)
}

/// What values an option takes.
#[derive(Debug)]
pub enum OptionKind {
    /// One of these words.
    Choice(&'static [&'static str]),
    /// An integer in this inclusive range.
    Int {
        /// Smallest value.
        min: i64,
        /// Largest value.
        max: i64,
    },
    /// A short word of `a-z`, `0-9`, `+` and `-` (at most `max_len`
    /// characters) that the game's setup checks further, e.g. a list of
    /// squares. The new-game dialog offers `examples`.
    Text {
        /// Longest value.
        max_len: usize,
        /// Values the new-game dialog offers (the default among them).
        examples: &'static [&'static str],
    },
}

/// One option of a game: its id, values and default. The new-game dialog
/// labels it with the game's message `option.<key>` (and a value with
/// `option.<key>.<value>` when the file has one).
#[derive(Debug)]
pub struct OptionSpec {
    /// Option id, e.g. "direction".
    pub key: &'static str,
    /// Allowed values.
    pub kind: OptionKind,
    /// Default value, as text.
    pub default: &'static str,
    /// A record tag that holds this option instead of the `Options` tag
    /// (TURNO's required `Players`): always written, never in `Options`.
    pub tag: Option<&'static str>,
}

impl OptionSpec {
    /// A choice among `values`, the first of which is not necessarily the default.
    pub const fn choice(
        key: &'static str,
        values: &'static [&'static str],
        default: &'static str,
    ) -> OptionSpec {
        OptionSpec {
            key,
            kind: OptionKind::Choice(values),
            default,
            tag: None,
        }
    }

    /// An integer from `min` to `max`.
    pub const fn int(key: &'static str, min: i64, max: i64, default: &'static str) -> OptionSpec {
        OptionSpec {
            key,
            kind: OptionKind::Int { min, max },
            default,
            tag: None,
        }
    }

    /// The same option, held by the record tag `tag`.
    pub const fn in_tag(self, tag: &'static str) -> OptionSpec {
        OptionSpec {
            tag: Some(tag),
            ..self
        }
    }
}

/// A validated set of options: every key known, every value allowed.
/// Omitted options take their defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pairs: Vec<(String, String)>,
}

impl Options {
    /// Parse `k=v,k=v` against a game's option specs.
    pub fn parse(text: &str, specs: &[OptionSpec]) -> Result<Options, SetupError> {
        let mut pairs: Vec<(String, String)> = Vec::new();
        for item in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let Some((k, v)) = item.split_once('=') else {
                return Err(SetupError::new(
                    om("option.not-key-value").text("item", item),
                ));
            };
            let (k, v) = (k.trim(), v.trim());
            let Some(spec) = specs.iter().find(|s| s.key == k) else {
                return Err(SetupError::new(om("option.unknown").text("key", k)));
            };
            check_value(spec, v)?;
            if pairs.iter().any(|(pk, _)| pk == k) {
                return Err(SetupError::new(om("option.twice").text("key", k)));
            }
            pairs.push((k.to_string(), v.to_string()));
        }
        // Keep spec order so the canonical text is stable.
        crate::order::sort_by_key(&mut pairs, |(k, _)| specs.iter().position(|s| s.key == k));
        Ok(Options { pairs })
    }

    /// The value of `key`, or its default from `specs`.
    pub fn get<'a>(&'a self, key: &str, specs: &'a [OptionSpec]) -> &'a str {
        self.pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
            .or_else(|| specs.iter().find(|s| s.key == key).map(|s| s.default))
            .unwrap_or("")
    }

    /// Options from a record: its `Options` tag (which may not hold an
    /// option that has a tag of its own) and those tags.
    pub fn from_tags(
        options_tag: &str,
        tags: &[(String, String)],
        specs: &[OptionSpec],
    ) -> Result<Options, SetupError> {
        let mut o = Options::parse(options_tag, specs)?;
        for s in specs {
            let Some(tag) = s.tag else { continue };
            if o.pairs.iter().any(|(k, _)| k == s.key) {
                return Err(SetupError::new(
                    om("option.in-tag").text("key", s.key).text("tag", tag),
                ));
            }
            if let Some((_, v)) = tags.iter().find(|(k, _)| k == tag) {
                check_value(s, v)?;
                // The tag is always written, its default too; kept only
                // when not the default, so that a record reads back to the
                // options it was written from (as `to_text` omits defaults).
                if v != s.default {
                    o.pairs.push((s.key.to_string(), v.clone()));
                }
            }
        }
        crate::order::sort_by_key(&mut o.pairs, |(k, _)| specs.iter().position(|s| s.key == k));
        Ok(o)
    }

    /// The tags that hold options ([`OptionSpec::tag`]), with their values
    /// (defaults included), in spec order.
    pub fn tag_pairs(&self, specs: &[OptionSpec]) -> Vec<(String, String)> {
        specs
            .iter()
            .filter_map(|s| Some((s.tag?.to_string(), self.get(s.key, specs).to_string())))
            .collect()
    }

    /// The same options without `keys` (options a game ignores, which the
    /// writer leaves out).
    pub fn without(&self, keys: &[&str]) -> Options {
        let pairs = self
            .pairs
            .iter()
            .filter(|(k, _)| !keys.contains(&k.as_str()));
        Options {
            pairs: pairs.cloned().collect(),
        }
    }

    /// Canonical text of the `Options` tag: only non-default values of
    /// options without a tag of their own, in spec order.
    pub fn to_text(&self, specs: &[OptionSpec]) -> String {
        let mut out = Vec::new();
        for s in specs.iter().filter(|s| s.tag.is_none()) {
            if let Some((_, v)) = self.pairs.iter().find(|(k, _)| k == s.key) {
                if v != s.default {
                    out.push(format!("{}={}", s.key, v));
                }
            }
        }
        out.join(",")
    }
}

fn check_value(spec: &OptionSpec, v: &str) -> Result<(), SetupError> {
    let ok = match &spec.kind {
        OptionKind::Choice(vals) => vals.contains(&v),
        OptionKind::Text { max_len, .. } => {
            !v.is_empty()
                && v.len() <= *max_len
                && v.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'+' || b == b'-')
        }
        OptionKind::Int { min, max } => {
            let canonical = v == "0" || (!v.starts_with('0') && !v.starts_with('+'));
            canonical
                && v.parse::<i64>()
                    .map(|n| n >= *min && n <= *max)
                    .unwrap_or(false)
        }
    };
    if ok {
        Ok(())
    } else {
        let allowed = match &spec.kind {
            OptionKind::Choice(vals) => Msg::plain(vals.join(", ")),
            OptionKind::Int { min, max } => {
                om("option.allowed-int").num("min", *min).num("max", *max)
            }
            OptionKind::Text { max_len, .. } => {
                om("option.allowed-text").num("max", *max_len as i64)
            }
        };
        Err(SetupError::new(
            om("option.not-allowed")
                .text("key", spec.key)
                .text("value", v)
                .msg("allowed", allowed),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const SPECS: &[OptionSpec] = &[
        OptionSpec::choice("a", &["x", "y"], "x"),
        OptionSpec::int("n", 0, 9, "3"),
        OptionSpec::int("players", 2, 6, "2").in_tag("Players"),
    ];

    #[test]
    fn options_parse_defaults_and_errors() {
        let o = Options::parse("n=5, a=y", SPECS).unwrap();
        assert_eq!(o.get("a", SPECS), "y");
        assert_eq!(o.to_text(SPECS), "a=y,n=5");
        assert_eq!(Options::parse("a=x", SPECS).unwrap().to_text(SPECS), "");
        assert_eq!(Options::default().get("n", SPECS), "3");
        assert!(Options::parse("b=1", SPECS).is_err());
        assert!(Options::parse("n=10", SPECS).is_err());
        assert!(Options::parse("n=05", SPECS).is_err());
        assert!(Options::parse("a=x,a=y", SPECS).is_err());
        assert!(Options::parse("a", SPECS).is_err());
    }

    #[test]
    fn options_held_by_their_own_tags() {
        let tags = vec![("Players".to_string(), "4".to_string())];
        let o = Options::from_tags("a=y", &tags, SPECS).unwrap();
        assert_eq!(o.get("players", SPECS), "4");
        assert_eq!(o.to_text(SPECS), "a=y");
        assert_eq!(o.tag_pairs(SPECS), vec![("Players".into(), "4".into())]);
        assert!(Options::from_tags("players=3", &[], SPECS).is_err());
        let bad = vec![("Players".to_string(), "9".to_string())];
        assert!(Options::from_tags("", &bad, SPECS).is_err());
        let d = Options::from_tags("", &[], SPECS).unwrap();
        assert_eq!(d.tag_pairs(SPECS), vec![("Players".into(), "2".into())]);
        // A default written in its tag reads back to the same options.
        let two = vec![("Players".to_string(), "2".to_string())];
        assert_eq!(Options::from_tags("", &two, SPECS).unwrap(), d);
    }
}
