//! Game options: `key=value` pairs, comma-separated, as in the `Options` tag.

use super::error::SetupError;

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

/// One option of a game: its id, values, default and a label for the dialog.
#[derive(Debug)]
pub struct OptionSpec {
    /// Option id, e.g. "direction".
    pub key: &'static str,
    /// Allowed values.
    pub kind: OptionKind,
    /// Default value, as text.
    pub default: &'static str,
    /// Label and short help for the new-game dialog.
    pub label: &'static str,
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
                return Err(SetupError::new(format!(
                    "option \"{item}\" is not key=value"
                )));
            };
            let (k, v) = (k.trim(), v.trim());
            let Some(spec) = specs.iter().find(|s| s.key == k) else {
                return Err(SetupError::new(format!("unknown option \"{k}\"")));
            };
            check_value(spec, v)?;
            if pairs.iter().any(|(pk, _)| pk == k) {
                return Err(SetupError::new(format!("option \"{k}\" given twice")));
            }
            pairs.push((k.to_string(), v.to_string()));
        }
        // Keep spec order so the canonical text is stable.
        pairs.sort_by_key(|(k, _)| specs.iter().position(|s| s.key == k));
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

    /// Canonical text: only non-default values, in spec order.
    pub fn to_text(&self, specs: &[OptionSpec]) -> String {
        let mut out = Vec::new();
        for s in specs {
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
            OptionKind::Choice(vals) => vals.join(", "),
            OptionKind::Int { min, max } => format!("an integer from {min} to {max}"),
            OptionKind::Text { max_len, .. } => {
                format!("up to {max_len} characters of a-z, 0-9, + and -")
            }
        };
        Err(SetupError::new(format!(
            "option {}={} is not allowed (allowed: {allowed})",
            spec.key, v
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const SPECS: &[OptionSpec] = &[
        OptionSpec {
            key: "a",
            kind: OptionKind::Choice(&["x", "y"]),
            default: "x",
            label: "",
        },
        OptionSpec {
            key: "n",
            kind: OptionKind::Int { min: 0, max: 9 },
            default: "3",
            label: "",
        },
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
}
